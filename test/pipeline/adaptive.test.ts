import { describe, expect, it } from "vitest";
import { nextRunCount, stopReason } from "../../src/pipeline/adaptive.js";
import { runDeterminismTest, type TestSettings } from "../../src/pipeline/determinism-test.js";
import { exampleSettings, fixedDeps } from "../helpers/example.js";
import { client, simulator } from "../helpers/sim.js";

const settings = (overrides: Partial<TestSettings> = {}) =>
  exampleSettings({ runs: 5, temperature: 0.7, ...overrides });
const deps = (llm: ReturnType<typeof client>) => fixedDeps(llm);

describe("runs: auto", () => {
  it("stops after the first round when the runs agree (the interval is already narrow)", async () => {
    const { result } = await runDeterminismTest(
      await settings({ temperature: 0, adaptive: { initialRuns: 5, maxRuns: 30, targetWidth: 10 } }),
      deps(client(await simulator())),
    );
    const a = result.execution.adaptive!;
    expect(a.rounds).toHaveLength(1);
    expect(result.runCount).toBe(5);
    expect(a.stoppedBecause).toMatch(/within the target of 10/);
  });

  it("adds rounds up to max-runs when the target cannot be met, and says so", async () => {
    const { result } = await runDeterminismTest(
      await settings({ adaptive: { initialRuns: 5, maxRuns: 17, targetWidth: 0.5 } }),
      deps(client(await simulator({ seed: 3 }))),
    );
    const a = result.execution.adaptive!;
    const runs = a.rounds.map((r) => r.runs);
    expect(runs[0]).toBe(5);
    expect(runs.at(-1)).toBe(17);
    for (let i = 1; i < runs.length; i++) expect(runs[i]!).toBeGreaterThan(runs[i - 1]!);
    expect(a.stoppedBecause).toMatch(
      /^max-runs \(17\) reached; the interval is [\d.]+ points wide, the target was 0.5$/,
    );
    expect(result.runCount).toBe(17);
    expect(result.execution.runsRequested).toBe(17);
  });

  it("scores the final runs exactly as a fixed run of that many would", async () => {
    const sim = await simulator({ seed: 8 });
    const auto = await runDeterminismTest(
      await settings({ adaptive: { initialRuns: 5, maxRuns: 40, targetWidth: 12 } }),
      deps(client(sim)),
    );
    const n = auto.result.runCount;
    const fixed = await runDeterminismTest(
      await settings({ runs: n }),
      deps(client(await simulator({ seed: 8 }))),
    );
    const { adaptive: _a, durationMs: _d, ...autoExecution } = auto.result.execution;
    const { durationMs: _f, ...fixedExecution } = fixed.result.execution;
    expect({ ...auto.result, execution: autoExecution }).toEqual({
      ...fixed.result,
      execution: fixedExecution,
    });
    // Stopped by the target (the last width within it) or by max-runs.
    const last = auto.result.execution.adaptive!.rounds.at(-1)!;
    if (n < 40) expect(last.width!).toBeLessThanOrEqual(12);
  });

  it("stops when the budget does, with the budget as the reason", () => {
    expect(
      stopReason(
        { initialRuns: 5, maxRuns: 30, targetWidth: 5 },
        10,
        20,
        "the token budget (1,000) would be passed",
      ),
    ).toMatch(/^the budget stopped it after 10 runs/);
  });

  it("plans the next round from the 1/√N narrowing, between +2 runs and double, never past max-runs", () => {
    const plan = { initialRuns: 5, maxRuns: 30, targetWidth: 10 };
    // Width 14 from 5 runs: (14/10)² × 5 = 9.8 → 10 runs.
    expect(nextRunCount(plan, 5, 5, 14)).toBe(10);
    // Far off: at most double.
    expect(nextRunCount(plan, 5, 5, 60)).toBe(10);
    // Nearly there: still at least two more.
    expect(nextRunCount(plan, 10, 10, 10.1)).toBe(12);
    expect(nextRunCount(plan, 20, 20, 40)).toBe(30);
    // Unknown width (under 2 complete runs): double.
    expect(nextRunCount(plan, 1, 5, undefined)).toBe(10);
  });
});
