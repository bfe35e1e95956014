import { describe, expect, it } from "vitest";
import { groupingQuality, oneSplitShift } from "../../bench/matching/quality.js";
import type { Finding, Run, Severity } from "../../src/findings/types.js";

const finding = (title: string, severity: Severity): Finding => ({
  agent: "security",
  category: "Injection",
  severity,
  title,
  description: title,
  file: "a.py",
});

/** Runs from each run's (issue, severity) reports, with the issues as the true sources. */
function runsOf(reports: [string, Severity][][]): { runs: Run[]; sources: string[][] } {
  return {
    runs: reports.map((list, r) => ({ run: r + 1, findings: list.map(([issue, s]) => finding(issue, s)) })),
    sources: reports.map((list) => list.map(([issue]) => issue)),
  };
}

/** A in both runs, B in the first. */
const aInBothBInFirst = () =>
  runsOf([
    [
      ["A", "HIGH"],
      ["B", "HIGH"],
    ],
    [["A", "HIGH"]],
  ]);

describe("how far one grouping error moves the score (oneSplitShift)", () => {
  it("is the median over the reports of issues two or more runs report, each split off alone", () => {
    // A in both runs, B in the first: 75. Either report of A split off: three findings at 50.
    const { runs, sources } = aInBothBInFirst();
    expect(oneSplitShift(runs, sources)).toBeCloseTo(25, 10);
  });

  it("weighs what is left of the issue and the split report by their own severities", () => {
    // A is LOW (two of three) at 100. Splitting a LOW report leaves HIGH and LOW (a tie, so HIGH)
    // at 2/3 beside a LOW at 1/3: 55.6, a shift of 44.4; splitting the HIGH one, 44.4, a shift of
    // 55.6. The median of 44.4, 55.6 and 44.4.
    const { runs, sources } = runsOf([[["A", "HIGH"]], [["A", "LOW"]], [["A", "LOW"]]]);
    expect(oneSplitShift(runs, sources)).toBeCloseTo(100 - 500 / 9, 10);
  });

  it("counts a report its run repeats as one occurrence, and is 0 when no issue is reported twice", () => {
    const { runs, sources } = runsOf([
      [
        ["A", "HIGH"],
        ["A", "HIGH"],
      ],
      [["A", "HIGH"]],
    ]);
    expect(oneSplitShift(runs, sources)).toBeCloseTo(50, 10);
    const lone = runsOf([[["A", "HIGH"]], [["B", "HIGH"]]]);
    expect(oneSplitShift(lone.runs, lone.sources)).toBe(0);
  });
});

describe("a grouping's errors", () => {
  it("counts each split of an issue and each issue a group mixes in, one each", () => {
    // A in both runs, B in the first. Exact: no error. A split across two groups, and B put in
    // A's first group: one split and one merge.
    const { runs, sources } = aInBothBInFirst();
    expect(groupingQuality(runs, sources, [[0, 1], [0]]).errors).toBe(0);
    expect(groupingQuality(runs, sources, [[0, 0], [1]]).errors).toBe(2);
    expect(groupingQuality(runs, sources, [[0, 1], [2]]).errors).toBe(1);
  });
});
