import { existsSync } from "node:fs";
import path from "node:path";
import { evaluateItems } from "../src/evaluate/evaluate.js";
import { llmJudge } from "../src/evaluate/llm-judge.js";
import { itemsFromDocument, readTruth } from "../src/evaluate/read.js";
import { discoverRepos } from "../src/io/data-root.js";
import { readJsonFile } from "../src/io/json-file.js";
import { LlmClient, openaiClient } from "../src/llm/client.js";
import { replayJudge } from "../src/simulator/judges.js";
import { startSimulator } from "../src/simulator/server.js";
import type { BenchSection } from "./report.js";

const DATA = path.resolve(import.meta.dirname, "../../shared/data/auditagent-bench");
const LATENCY_MS = 50;

/** Evaluates the 11 baseline repos through the simulator's replay judge; returns wall time and calls. */
async function evaluateAll(
  sequential: boolean,
  only?: string,
): Promise<{ ms: number; calls: number; requests: number }> {
  const sim = await startSimulator({
    judge: replayJudge(DATA),
    latency: { minMs: LATENCY_MS, maxMs: LATENCY_MS },
  });
  try {
    const llm = new LlmClient(openaiClient({ apiKey: "sk-bench", baseURL: sim.url }), {
      model: "sim-judge",
      concurrency: 8,
    });
    const { judge } = llmJudge(llm);
    const jobs = discoverRepos(DATA, "baseline", only ? [only] : undefined).map((f) => ({
      truth: readTruth(f.truth, readJsonFile(f.truth)),
      scan: itemsFromDocument(f.scan, readJsonFile(f.scan)),
    }));
    const options = { iterations: 3, batchSize: 10, sequential };
    const started = performance.now();
    const outcomes = [];
    if (sequential) for (const j of jobs) outcomes.push(await evaluateItems(j.truth, j.scan, judge, options));
    else
      outcomes.push(...(await Promise.all(jobs.map((j) => evaluateItems(j.truth, j.scan, judge, options)))));
    return {
      ms: performance.now() - started,
      calls: outcomes.reduce((n, o) => n + o.judgeCalls, 0),
      requests: sim.stats().requests,
    };
  } finally {
    await sim.close();
  }
}

export async function evaluateBench(): Promise<BenchSection> {
  const section = {
    title: "Evaluator: concurrent vs the AuditAgent algorithm's sequential order",
    method:
      `\`evaluate\` over the 11 baseline repos of auditagent-bench (3 iterations, batches of 10) with the simulator's replay judge at a fixed ${LATENCY_MS} ms ` +
      "per request, concurrency 8. Sequential is the AuditAgent algorithm's order: one truth finding at a time, a batch's first two iterations together, repos one after " +
      "another. Concurrent judges batches as soon as the earlier truth findings can no longer change them (same calls, same rows). Ideal speed-up 8 ÷ 2 = 4×.",
    command: "npm run bench -- evaluate",
  };
  if (!existsSync(DATA)) {
    return { ...section, rows: [{ what: "skipped", value: `no data at ${DATA}` }] };
  }
  const sequential = await evaluateAll(true);
  const concurrent = await evaluateAll(false);
  const speedUp = sequential.ms / concurrent.ms;
  // Part of the speed-up comes from judging repos side by side; one repo alone shows the wavefront's share.
  const largest = "code4rena_bakerfi-invitational_2025_02";
  const oneSequential = await evaluateAll(true, largest);
  const oneConcurrent = await evaluateAll(false, largest);
  return {
    ...section,
    rows: [
      {
        what: "sequential wall time",
        value: `${(sequential.ms / 1000).toFixed(2)} s`,
        reference: `${sequential.calls} judge calls`,
      },
      {
        what: "concurrent wall time",
        value: `${(concurrent.ms / 1000).toFixed(2)} s`,
        reference: `${concurrent.calls} judge calls`,
      },
      {
        what: "speed-up",
        value: `${speedUp.toFixed(2)}×`,
        reference: "4× ideal",
        ratio: `${((speedUp / 4) * 100).toFixed(0)}% of ideal`,
        target: "≥ 3.4× (85% of ideal)",
        met: speedUp >= 3.4,
      },
      {
        what: "one repo alone (bakerfi: 32 truth × 70 scan findings)",
        value: `${(oneSequential.ms / oneConcurrent.ms).toFixed(2)}×`,
        reference: `${(oneSequential.ms / 1000).toFixed(2)} s → ${(oneConcurrent.ms / 1000).toFixed(2)} s`,
        ratio: `${oneConcurrent.calls} ÷ ${oneSequential.calls} calls`,
      },
      {
        what: "judge calls, concurrent ÷ sequential",
        value: `${concurrent.calls} ÷ ${sequential.calls}`,
        ratio: (concurrent.calls / sequential.calls).toFixed(3),
        target: "≤ 1 (no extra calls)",
        met: concurrent.calls <= sequential.calls,
      },
    ],
  };
}
