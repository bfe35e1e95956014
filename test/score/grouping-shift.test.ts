import { describe, expect, it } from "vitest";
import { majoritySeverity, oneErrorShift, scoreIfOne } from "../../src/score/grouping-shift.js";
import { measure, finding, runsOf } from "../helpers/runs.js";

describe("a finding's severity by majority (majoritySeverity)", () => {
  it("is the most frequent, ties to the more severe, none without occurrences", () => {
    expect(majoritySeverity({ LOW: 2, HIGH: 1 })).toBe("LOW");
    expect(majoritySeverity({ LOW: 1, HIGH: 1 })).toBe("HIGH");
    expect(majoritySeverity({ INFO: 1, CRITICAL: 1, MEDIUM: 1 })).toBe("CRITICAL");
    expect(majoritySeverity({})).toBeUndefined();
    expect(majoritySeverity({ HIGH: 0 })).toBeUndefined();
  });
});

describe("the score had two findings been one (scoreIfOne)", () => {
  it("joins their occurrences and takes their majority severity", () => {
    // Two runs. A and B once each (HIGH), C twice: (50 + 50 + 100) / 3. As one: (100 + 100) / 2.
    const findings = [{ severities: { HIGH: 1 } }, { severities: { HIGH: 1 } }, { severities: { HIGH: 2 } }];
    expect(scoreIfOne(findings, 2, 0, 1)).toBeCloseTo(100, 10);
    // A LOW and a CRITICAL once each: as one, CRITICAL (the tie to the more severe) at 100,
    // beside C (HIGH) at 100; apart, (1·50 + 3·50 + 2·100) / 6.
    const mixed = [{ severities: { LOW: 1 } }, { severities: { CRITICAL: 1 } }, { severities: { HIGH: 2 } }];
    expect(scoreIfOne(mixed, 2, 0, 1)).toBeCloseTo(100, 10);
    // The merged severity weighs: three runs, A LOW once, B HIGH twice, C MEDIUM once. As one,
    // HIGH (two of three) at 100 beside C at 33.3: (2·100 + 1.5·33.3) / 3.5, not LOW's 60.
    const weighted = [{ severities: { LOW: 1 } }, { severities: { HIGH: 2 } }, { severities: { MEDIUM: 1 } }];
    expect(scoreIfOne(weighted, 3, 0, 1)).toBeCloseTo(250 / 3.5, 10);
  });
});

describe("how far one grouping error moves the score (oneErrorShift)", () => {
  it("is the median over the occurrences of findings two or more runs reported, each split off alone", () => {
    // A in both runs, B in one: 75. Either occurrence of A split off: three findings at 50.
    expect(oneErrorShift([{ severities: { HIGH: 2 } }, { severities: { HIGH: 1 } }], 2)).toBeCloseTo(25, 10);
    // A is LOW two times of three, HIGH once, at 100. Splitting a LOW leaves HIGH and LOW (a tie:
    // HIGH) at 2/3 beside a LOW at 1/3: 55.6, a shift of 44.4; splitting the HIGH leaves LOW at
    // 2/3 beside a HIGH at 1/3: 44.4, a shift of 55.6. The median of 44.4, 44.4 and 55.6.
    expect(oneErrorShift([{ severities: { LOW: 2, HIGH: 1 } }], 3)).toBeCloseTo(100 - 500 / 9, 10);
  });

  it("is undefined when no finding was reported by two runs", () => {
    expect(oneErrorShift([{ severities: { HIGH: 1 } }, { severities: { LOW: 1 } }], 2)).toBeUndefined();
    expect(oneErrorShift([], 2)).toBeUndefined();
  });

  it("reads a measured result's findings as they are", () => {
    const a = finding({ title: "Token compared with ==", file: "lib/a.ex", line: 88 });
    const b = finding({
      title: "Redirect to return_to",
      category: "Open Redirect",
      file: "lib/a.ex",
      line: 41,
    });
    const result = measure(runsOf([a, b], [a], [b], [a]));
    // A in 3 of 4 runs, B in 2: 62.5. Splitting one of A's: 50, 25, 50 → 41.7 (20.8); one of
    // B's: 75, 25, 25 → 41.7 (20.8).
    expect(result.determinismScore).toBeCloseTo(62.5, 4);
    expect(oneErrorShift(result.findings, result.runCount)).toBeCloseTo(62.5 - 125 / 3, 10);
  });
});
