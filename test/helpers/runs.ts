import type { Finding, Run } from "../../src/findings/types.js";
import { measureRuns } from "../../src/score/measure.js";

/** A finding with defaults for the fields a test does not care about. */
export function finding(overrides: Partial<Finding> & { title: string }): Finding {
  return { category: "SQL Injection", severity: "HIGH", description: "", ...overrides };
}

export function runsOf(...lists: Finding[][]): Run[] {
  return lists.map((findings, i) => ({ run: i + 1, findings }));
}

export function measure(runs: Run[], extra: Record<string, unknown> = {}) {
  return measureRuns(runs, { testId: "t", testedAt: "2026-01-01T00:00:00.000Z", ...extra });
}
