import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readTruth } from "../../src/evaluate/read.js";
import { llmJudge } from "../../src/evaluate/llm-judge.js";
import type { JudgeCall } from "../../src/evaluate/evaluate.js";
import { FakeClock } from "../../src/llm/clock.js";
import { NotEnoughRuns, runDeterminismTest, type TestResult } from "../../src/pipeline/determinism-test.js";
import { evaluateConsensus } from "../../src/pipeline/evaluate-consensus.js";
import { FAULT_KINDS, type FaultKind } from "../../src/simulator/faults.js";
import { heuristicJudge } from "../../src/simulator/judges.js";
import type { Simulator } from "../../src/simulator/server.js";
import { EXAMPLE, exampleSettings, fixedDeps } from "../helpers/example.js";
import { client, simulator } from "../helpers/sim.js";

/*
 * The fault suite: every fault kind at 5%, 20% and 50% of requests, for the analysis and for
 * the judge, through the real SDK against the simulator. The simulator decides each fault from
 * the request's content and attempt, so every case is reproducible. Expected outcomes:
 *
 * - analysis: a run is reported incomplete exactly when one of its requests never got a clean
 *   answer (read from the simulator's own log), and the complete runs score exactly as the
 *   same runs without faults. Where a request is very unlikely to exhaust its attempts
 *   (chance under 1 in 1,000), the case also claims the plain fault-free result: transport
 *   faults get 6 attempts (0.2⁶ ≈ 6e-5), unusable answers 3 samples (0.05³ ≈ 1e-4, but
 *   0.2³ = 8e-3), so 20% cut-offs or refusals may leave a run incomplete, as it should.
 * - judge: failed judge samples are counted exactly (samples asked − clean answers in the
 *   log); every truth finding with an answered sample keeps its fault-free verdict. Where
 *   exhaustion is that unlikely: no failed sample and the fault-free evaluation.
 *
 * A 429 carries retry-after 120 s (past the SDK's own 60 s cap), honoured on a fake clock.
 */

const RATES = [0.05, 0.2, 0.5] as const;
const TRANSPORT: readonly FaultKind[] = ["429", "500", "503", "reset", "timeout"];
/** Chance that one request fails every attempt it gets. */
const exhaustion = (kind: FaultKind, rate: number) => rate ** (TRANSPORT.includes(kind) ? 6 : 3);
const RUNS = 6;
const ALL_RUNS = [1, 2, 3, 4, 5, 6];

// Several file groups: 6 runs × 3 agents × the groups make enough requests for 5% to hit.
const settings = () => exampleSettings({ runs: RUNS, temperature: 0.5, tokenBudget: 1500 });
const deps = (llm: ReturnType<typeof client>) => fixedDeps(llm);

function faulty(kind: FaultKind, rate: number, phase: "analysis" | "judge") {
  return simulator({
    seed: 3,
    judge: heuristicJudge(),
    faults: { rate, kinds: [kind], retryAfterSeconds: 120, slowMs: 1_500, phases: [phase] },
  });
}
const patient = (sim: Simulator, clock = new FakeClock()) =>
  client(sim, {
    clock,
    requestTimeoutMs: 400,
    deadlineMs: 24 * 3_600_000,
    retry: { baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 300_000 },
  });

/** Logical requests of a phase that never got a clean answer (all their attempts faulted). */
function failedTasks(sim: Simulator, phase: string) {
  const byTask = new Map<string, { run?: string; clean: boolean }>();
  for (const s of sim.stats().seen) {
    if (s.phase !== phase || !s.task) continue;
    const entry = byTask.get(s.task) ?? { ...(s.run !== undefined && { run: s.run }), clean: false };
    if (s.status === 200 && !s.fault) entry.clean = true;
    byTask.set(s.task, entry);
  }
  return [...byTask.values()].filter((t) => !t.clean);
}
const cleanAnswers = (sim: Simulator, phase: string) =>
  sim.stats().seen.filter((s) => s.phase === phase && s.status === 200 && !s.fault).length;

const scores = (r: TestResult["result"]) => ({
  runCount: r.runCount,
  determinismScore: r.determinismScore,
  reproducibility: r.reproducibility,
  findings: r.findings,
  statistics: r.statistics,
  metricsByAgent: r.metricsByAgent,
});

let clean: TestResult;
/** Cases that left runs incomplete / judge samples failed: the suite must reach those paths too. */
const reached = { incompleteRuns: 0, failedSamples: 0 };
const cleanByRuns = new Map<string, TestResult>();
/** The fault-free result over just these runs (the same requests, no faults). */
async function cleanOver(runNumbers: number[]): Promise<TestResult> {
  const key = runNumbers.join(",");
  if (!cleanByRuns.has(key)) {
    const s = { ...(await settings()), runNumbers };
    cleanByRuns.set(key, await runDeterminismTest(s, deps(client(await simulator({ seed: 3 })))));
  }
  return cleanByRuns.get(key)!;
}

beforeAll(async () => {
  clean = await cleanOver(ALL_RUNS);
});

describe("fault suite: analysis", () => {
  for (const kind of FAULT_KINDS) {
    for (const rate of RATES) {
      const pct = `${rate * 100}%`;
      const faultFree = exhaustion(kind, rate) < 1e-3;
      const expectation = faultFree
        ? "gives the fault-free result"
        : "reports exactly the runs whose requests exhausted their attempts as incomplete, the rest as fault-free";
      it(`${kind} at ${pct} ${expectation}`, { timeout: 60_000 }, async () => {
        const sim = await faulty(kind, rate, "analysis");
        const clock = new FakeClock();
        const outcome = await runDeterminismTest(await settings(), deps(patient(sim, clock))).catch(
          (e: unknown) => e,
        );
        expect(sim.stats().faults, "the case injected faults").toBeGreaterThan(0);
        // The long retry-after is waited out, not cut to the SDK's 60 s.
        if (kind === "429") expect(clock.sleeps).toContain(120_000);
        const failedRuns = [...new Set(failedTasks(sim, "analysis").map((t) => Number(t.run)))].sort(
          (a, b) => a - b,
        );
        if (faultFree) expect(failedRuns).toEqual([]);
        if (failedRuns.length > 0) reached.incompleteRuns++;
        const completeRuns = ALL_RUNS.filter((r) => !failedRuns.includes(r));
        if (completeRuns.length < 2) {
          expect(outcome).toBeInstanceOf(NotEnoughRuns);
          return;
        }
        const { result } = outcome as TestResult;
        expect(result.execution.incompleteRuns.map((r) => r.run)).toEqual(failedRuns);
        expect(result.execution.runsCompleted).toBe(completeRuns.length);
        expect(scores(result)).toEqual(scores((await cleanOver(completeRuns)).result));
      });
    }
  }
});

describe("fault suite: judge", () => {
  const truth = readTruth("truth.json", JSON.parse(readFileSync(path.join(EXAMPLE, "truth.json"), "utf8")));
  const options = { iterations: 3, batchSize: 10, sequential: false };
  let reference: Awaited<ReturnType<typeof evaluateConsensus>>;
  beforeAll(async () => {
    const sim = await simulator({ seed: 3, judge: heuristicJudge() });
    reference = await evaluateConsensus(
      clean.result,
      truth,
      llmJudge(client(sim), { domain: "code" }).judge as JudgeCall,
      options,
    );
  });

  for (const kind of FAULT_KINDS) {
    for (const rate of RATES) {
      const pct = `${rate * 100}%`;
      const faultFree = exhaustion(kind, rate) < 1e-3;
      const expectation = faultFree
        ? "gives the fault-free evaluation with no failed sample"
        : "counts exactly the samples that exhausted their retries and keeps every answered verdict";
      it(`${kind} at ${pct} ${expectation}`, { timeout: 60_000 }, async () => {
        const sim = await faulty(kind, rate, "judge");
        const clock = new FakeClock();
        const { judge } = llmJudge(patient(sim, clock), { domain: "code" });
        const evaluation = await evaluateConsensus(clean.result, truth, judge as JudgeCall, options);
        expect(sim.stats().faults, "the case injected faults").toBeGreaterThan(0);
        if (kind === "429") expect(clock.sleeps).toContain(120_000);
        expect(evaluation.failedJudgeSamples).toBe(evaluation.judgeCalls - cleanAnswers(sim, "judge"));
        if (evaluation.failedJudgeSamples > 0) reached.failedSamples++;
        if (faultFree) {
          expect(evaluation.failedJudgeSamples).toBe(0);
          expect(evaluation).toEqual(reference);
          return;
        }
        evaluation.rows.forEach((row, i) => {
          if (row.explanation.startsWith("No usable judgement")) return;
          expect(row.is_match, `truth ${i + 1}`).toBe(reference.rows[i]!.is_match);
          expect(row.is_partial_match, `truth ${i + 1}`).toBe(reference.rows[i]!.is_partial_match);
          expect(row.index_of_finding_from_junior_auditor).toBe(
            reference.rows[i]!.index_of_finding_from_junior_auditor,
          );
        });
      });
    }
  }
});

describe("fault suite: coverage", () => {
  it("reached incomplete runs and failed judge samples, not only clean recoveries", () => {
    console.log(
      `cases with incomplete runs: ${reached.incompleteRuns}; with failed judge samples: ${reached.failedSamples}`,
    );
    expect(reached.incompleteRuns).toBeGreaterThan(0);
    expect(reached.failedSamples).toBeGreaterThan(0);
  });
});
