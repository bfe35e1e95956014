import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resolveAgents } from "../src/analysis/agents.js";
import { LlmClient, openaiClient } from "../src/llm/client.js";
import { runDeterminismTest, type TestSettings } from "../src/pipeline/determinism-test.js";
import { runShard } from "../src/pipeline/shard.js";
import { startSimulator } from "../src/simulator/server.js";
import { syntheticScenario } from "../src/simulator/synthetic.js";
import type { BenchSection } from "./report.js";

const ROOT = path.resolve(import.meta.dirname, "..");
const SHARDS = 20;
const RUNS = 50;
const FILES = 50;

/** Prints the process's peak resident memory (KiB) on stderr as it exits. */
const PEAK = `data:text/javascript,process.on("exit",()=>process.stderr.write("peak-rss-kib "+process.resourceUsage().maxRSS+"\\n"))`;

/** Runs the built CLI as a user would; returns wall time and peak memory. */
function cli(args: string[]): Promise<{ ms: number; peakMiB: number; code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["--import", PEAK, path.join(ROOT, "dist/cli/index.js"), ...args], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.once("error", reject);
    child.once("close", (code) => {
      const kib = Number(/peak-rss-kib (\d+)/.exec(stderr)?.[1] ?? NaN);
      resolve({ ms: performance.now() - started, peakMiB: kib / 1024, code: code ?? 1, stderr });
    });
  });
}

/**
 * The merge of a big sharded test: 20 shards of 50 runs × 3 agents × 50 files (one request per
 * file: 7,500 requests), each shard run through the simulator with the real SDK at concurrency
 * 16, then `llm-determinism merge` over the 20 partial files in a fresh process. References: the
 * same test unsharded in one job, and `measure` scoring the same 50 runs from plain run files.
 */
export async function mergeBench(): Promise<BenchSection> {
  const dir = mkdtempSync(path.join(tmpdir(), "llmdet-merge-"));
  const scenario = syntheticScenario({ files: FILES, seed: 4 });
  const files = [...new Set(scenario.issues.map((i) => i.file))].map((file) => ({
    path: file,
    content: `// ${file}\n${"public void Method() { /* ... */ }\n".repeat(150)}`,
  }));
  const settings: TestSettings = {
    files,
    agents: resolveAgents(["security", "performance", "architecture"]),
    runs: RUNS,
    temperature: 0.5,
    objective: "bench",
    model: "sim-analyst",
    tokenBudget: 1000,
  };
  const sim = await startSimulator({ scenario, seed: 4 });
  let requests = 0;
  const shardMs: number[] = [];
  let unshardedMs: number;
  const connect = () =>
    new LlmClient(openaiClient({ apiKey: "sk-bench", baseURL: sim.url }), {
      model: "sim-analyst",
      concurrency: 16,
    });
  try {
    // Warm up (JIT, connections) on one shard, so neither side of the ratio pays for it.
    await runShard(
      settings,
      { index: 1, count: SHARDS },
      { llm: connect(), now: () => new Date(), newId: () => "w" },
    );
    // The reference: the same test in one job.
    const started = performance.now();
    await runDeterminismTest(settings, { llm: connect(), now: () => new Date(), newId: () => "b" });
    unshardedMs = performance.now() - started;
    for (let index = 1; index <= SHARDS; index++) {
      const shardStarted = performance.now();
      const partial = await runShard(
        settings,
        { index, count: SHARDS },
        { llm: connect(), now: () => new Date(), newId: () => "b" },
      );
      shardMs.push(performance.now() - shardStarted);
      requests += partial.tasks.length;
      writeFileSync(
        path.join(dir, `partial-${String(index).padStart(2, "0")}.json`),
        JSON.stringify(partial),
      );
    }
  } finally {
    await sim.close();
  }
  const partialBytes = readdirSync(dir).reduce((n, f) => n + statSync(path.join(dir, f)).size, 0);

  const merge = await cli([
    "merge",
    "--partials",
    path.join(dir, "partial-*.json"),
    "--out",
    path.join(dir, "out/merged.json"),
    "--runs-dir",
    path.join(dir, "runs"),
  ]);
  if (merge.code !== 0) throw new Error(`merge failed: ${merge.stderr}`);
  const measure = await cli([
    "measure",
    "--runs",
    path.join(dir, "runs/run-*.json"),
    "--out",
    path.join(dir, "m.json"),
  ]);
  if (measure.code !== 0) throw new Error(`measure failed: ${measure.stderr}`);
  const ratio = merge.ms / measure.ms;
  const totalShardMs = shardMs.reduce((a, b) => a + b, 0);
  // With the shards as parallel matrix jobs, the test takes its slowest shard plus the merge.
  const parallelMs = Math.max(...shardMs) + merge.ms;
  return {
    title: "Merging a sharded test",
    method:
      `${SHARDS} shards of ${RUNS} runs × 3 agents × ${FILES} files (one request per file, ${requests.toLocaleString("en")} requests in all), each run ` +
      `with \`runShard\` through the real SDK against the simulator at concurrency 16 (no latency), written as partial files ` +
      `(${(partialBytes / 1048576).toFixed(1)} MiB together). Then \`llm-determinism merge\` reads, checks, assembles and scores them in a fresh ` +
      "process; its reference is `llm-determinism measure` scoring the same 50 runs from plain run files in a fresh process. " +
      "The shards' summed time is compared with the same test run unsharded in one job (concurrency 16), and the wall time " +
      "20 parallel matrix jobs would take (slowest shard + merge) with it too. " +
      "Times are wall times from spawn to exit; memory is the process's peak resident set.",
    command: "npm run bench -- merge",
    rows: [
      {
        what: `merge of ${SHARDS} partial files, wall time`,
        value: `${(merge.ms / 1000).toFixed(2)} s`,
        reference: `${(measure.ms / 1000).toFixed(2)} s measure of the same runs`,
        ratio: `${ratio.toFixed(2)}×`,
        target: "≤ 2× measure",
        met: ratio <= 2,
      },
      {
        what: "merge, peak memory",
        value: `${merge.peakMiB.toFixed(0)} MiB`,
        reference: `${measure.peakMiB.toFixed(0)} MiB measure`,
        ratio: `${(merge.peakMiB / measure.peakMiB).toFixed(2)}×`,
        target: "< 512 MiB",
        met: merge.peakMiB < 512,
      },
      {
        what: `the ${SHARDS} shards' work, summed`,
        value: `${(totalShardMs / 1000).toFixed(1)} s`,
        reference: `${(unshardedMs / 1000).toFixed(1)} s unsharded run`,
        ratio: `${(totalShardMs / unshardedMs).toFixed(2)}×`,
        target: "≤ 1.2× unsharded (sharding adds little work)",
        met: totalShardMs / unshardedMs <= 1.2,
      },
      {
        what: `as ${SHARDS} parallel jobs: slowest shard + merge`,
        value: `${(parallelMs / 1000).toFixed(1)} s`,
        reference: `${(unshardedMs / 1000).toFixed(1)} s unsharded run`,
        ratio: `${(unshardedMs / parallelMs).toFixed(1)}× faster`,
      },
    ],
  };
}
