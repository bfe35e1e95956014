import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resolveAgents } from "../src/analysis/agents.js";
import { LlmClient, openaiClient } from "../src/llm/client.js";
import { runDeterminismTest, type TestSettings } from "../src/pipeline/determinism-test.js";
import { measureRuns } from "../src/score/measure.js";
import { syntheticScenario } from "../src/simulator/synthetic.js";
import type { BenchSection } from "./report.js";

const ROOT = path.resolve(import.meta.dirname, "..");
export const LOAD = { runs: 50, agents: 3, files: 100, concurrency: 16, faultRate: 0.1 } as const;

/** The bundled simulator in its own process (so this process's memory is the client's). */
async function simulatorProcess(
  scenarioFile: string,
  faults: number,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, "dist/cli/index.js"),
      "simulate",
      "--port",
      "0",
      "--scenario",
      scenarioFile,
      "--seed",
      "12",
      "--faults",
      String(faults),
      "--retry-after",
      "0",
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening on (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once("exit", (code) => reject(new Error(`simulator exited with ${code}`)));
  });
  return { url, child };
}

/**
 * The load case of issue 7/7: 50 runs × 3 agents × 100 files (one request per file: 15,000
 * requests) at concurrency 16 against a simulator injecting 10% faults of every kind, then the
 * same test without faults. Right means: every run the faulty test completed scores exactly as
 * those runs without faults, and every run it did not complete is reported with its reason.
 */
export async function loadCase(): Promise<{
  requests: number;
  seconds: number;
  peakMiB: number;
  retainedMiB: number;
  runsCompleted: number;
  incomplete: number;
  right: boolean;
  why?: string;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), "llmdet-load-"));
  const scenario = syntheticScenario({ files: LOAD.files, seed: 12 });
  const scenarioFile = path.join(dir, "scenario.json");
  writeFileSync(scenarioFile, JSON.stringify(scenario));
  const files = [...new Set(scenario.issues.map((i) => i.file))].map((file) => ({
    path: file,
    content: `// ${file}\n${"public void Method() { /* ... */ }\n".repeat(120)}`,
  }));
  const settings: TestSettings = {
    files,
    agents: resolveAgents(["security", "performance", "architecture"]),
    runs: LOAD.runs,
    temperature: 0.5,
    objective: "load",
    model: "sim-analyst",
    tokenBudget: 1000,
  };
  const test = async (faults: number) => {
    const sim = await simulatorProcess(scenarioFile, faults);
    try {
      const llm = new LlmClient(openaiClient({ apiKey: "sk-load", baseURL: sim.url }), {
        model: "sim-analyst",
        concurrency: LOAD.concurrency,
        requestTimeoutMs: 5_000,
        retry: { baseDelayMs: 20, maxDelayMs: 200 },
      });
      const started = performance.now();
      const outcome = await runDeterminismTest(settings, { llm, now: () => new Date(), newId: () => "load" });
      return { ...outcome, seconds: (performance.now() - started) / 1000 };
    } finally {
      sim.child.kill();
    }
  };
  // A timeout fault holds its answer 30 s by default; the client gives up after 5 s and retries.
  const faulty = await test(LOAD.faultRate);
  const peakMiB = process.resourceUsage().maxRSS / 1024;
  // What the finished test holds (its outcomes and result), after a full collection.
  (globalThis as { gc?: () => void }).gc?.();
  const retainedMiB = process.memoryUsage().heapUsed / 1048576;
  const clean = await test(0);

  const e = faulty.result.execution;
  const completed = faulty.outcomes.filter((o) => o.complete).map((o) => o.run);
  // The fault-free answers of exactly the runs the faulty test completed, scored the same way.
  const expected = measureRuns(
    clean.outcomes
      .filter((o) => completed.includes(o.run))
      .map((o) => ({ run: o.run, model: "sim-analyst", temperature: 0.5, findings: o.findings, raw: o.raw })),
    { testId: "load", testedAt: faulty.result.testedAt, includeRawResults: false },
  );
  const strip = (r: typeof expected) => ({
    runCount: r.runCount,
    determinismScore: r.determinismScore,
    reproducibility: r.reproducibility,
    findings: r.findings,
    statistics: r.statistics,
  });
  const same = JSON.stringify(strip(faulty.result)) === JSON.stringify(strip(expected));
  const reported = e.incompleteRuns.every(
    (r) => r.reasons.length > 0 && r.reasons.every((x) => x.length > 0),
  );
  const everyRunAccounted = e.runsCompleted + e.incompleteRuns.length === LOAD.runs;
  // Losing a run is right when it is reported; losing many would mean the retries do not work:
  // 4 of the 9 fault kinds make an unusable answer, which gets 3 samples, so a request is lost
  // with a chance of about (10% × 4/9)³ ≈ 1e-4: about 1 of the 15,000 requests, 1 of 50 runs.
  // More than 5 lost runs is a failure.
  const right = same && reported && everyRunAccounted && e.runsCompleted >= LOAD.runs - 5;
  return {
    requests: e.requests,
    seconds: faulty.seconds,
    peakMiB,
    retainedMiB,
    runsCompleted: e.runsCompleted,
    incomplete: e.incompleteRuns.length,
    right,
    ...(!right && {
      why: `same scores: ${same}; incomplete runs reported: ${reported}; every run accounted: ${everyRunAccounted}; completed ${e.runsCompleted}`,
    }),
  };
}

export async function loadBench(): Promise<BenchSection> {
  const r = await loadCase();
  return {
    title: "Load: a big test under faults",
    method:
      `${LOAD.runs} runs × ${LOAD.agents} agents × ${LOAD.files} files, one request per file (${r.requests.toLocaleString("en")} requests), ` +
      `concurrency ${LOAD.concurrency}, against the bundled simulator in its own process injecting ${LOAD.faultRate * 100}% faults of ` +
      "every kind (429, 500, 503, resets, timeouts, invalid and truncated JSON, cut-off answers, refusals). The same test is " +
      "then run without faults: the faulty test is right when every run it completed scores exactly as those runs without " +
      "faults and every run it did not complete is reported with its reason. Memory is this process's peak resident set " +
      "(the client; the simulator runs elsewhere). Also run by `.ci/run` (`npm run load`).",
    command: "npm run bench -- load",
    rows: [
      {
        what: "completes, result right",
        value: r.right ? "yes" : `no (${r.why})`,
        reference: `${r.runsCompleted} of ${LOAD.runs} runs complete, ${r.incomplete} reported incomplete`,
        target: "right",
        met: r.right,
      },
      {
        what: "wall time under faults",
        value: `${r.seconds.toFixed(1)} s`,
        reference: `${r.requests.toLocaleString("en")} requests`,
      },
      {
        what: "peak memory (client process)",
        value: `${r.peakMiB.toFixed(0)} MiB`,
        reference: `${r.retainedMiB.toFixed(0)} MiB heap still held after the test (outcomes and result)`,
        target: "< 1 GiB",
        met: r.peakMiB < 1024,
      },
    ],
  };
}
