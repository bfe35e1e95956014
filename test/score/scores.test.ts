import { describe, expect, it } from "vitest";
import { classify, consistencyLevel } from "../../src/score/classify.js";
import { determinismScore, reproducibility } from "../../src/score/scores.js";
import { wilson } from "../../src/score/stats.js";
import { DEFAULT_THRESHOLDS } from "../../src/score/types.js";

describe("the classic determinism score", () => {
  it("gives 82.3 for the Determinism Measurement System's worked example (10/10 CRITICAL, 8/10 HIGH, 5/10 MEDIUM)", () => {
    const score = determinismScore(
      [
        { severity: "CRITICAL", appearances: 10 },
        { severity: "HIGH", appearances: 8 },
        { severity: "MEDIUM", appearances: 5 },
      ],
      10,
    );
    expect(score).toBeCloseTo(535 / 6.5, 10);
    expect(score.toFixed(1)).toBe("82.3");
  });

  it("weights INFO at 0.5 and LOW at 1", () => {
    expect(
      determinismScore(
        [
          { severity: "INFO", appearances: 10 },
          { severity: "LOW", appearances: 0 },
        ],
        10,
      ),
    ).toBeCloseTo((100 * 0.5) / 1.5, 10);
  });

  it("is 100 when no run reported anything", () => {
    expect(determinismScore([], 10)).toBe(100);
  });
});

describe("consistency levels and classes", () => {
  it("maps scores to the classic levels at the exact boundaries", () => {
    expect([90, 89.99, 80, 79.99, 70, 69.99, 60, 59.99].map(consistencyLevel)).toEqual([
      "Excellent",
      "Good",
      "Good",
      "Moderate",
      "Moderate",
      "Fair",
      "Fair",
      "Poor",
    ]);
  });

  it("classifies by appearance rate: 100, ≥ 80, ≥ 50, < 50", () => {
    const t = DEFAULT_THRESHOLDS;
    expect(classify(10, 10, t)).toBe("FullyConsistent");
    expect(classify(8, 10, t)).toBe("HighlyConsistent");
    expect(classify(5, 10, t)).toBe("ModeratelyConsistent");
    expect(classify(4, 10, t)).toBe("Inconsistent");
    // 4 of 5 is 80% exactly: no floating-point shortfall.
    expect(classify(4, 5, t)).toBe("HighlyConsistent");
  });

  it("uses configured thresholds", () => {
    const strict = {
      fullyConsistentThreshold: 100,
      highlyConsistentThreshold: 90,
      moderatelyConsistentThreshold: 70,
    };
    expect(classify(8, 10, strict)).toBe("ModeratelyConsistent");
    expect(classify(6, 10, strict)).toBe("Inconsistent");
  });
});

describe("reproducibility", () => {
  it("is Σ w·k(k−1) / ((N−1)·Σ w·k)", () => {
    const items = [
      { severity: "CRITICAL" as const, appearances: 10 },
      { severity: "HIGH" as const, appearances: 8 },
      { severity: "MEDIUM" as const, appearances: 1 },
    ];
    const expected = ((3 * 10 * 9 + 2 * 8 * 7 + 0) / (9 * (3 * 10 + 2 * 8 + 1.5))) * 100;
    expect(reproducibility(items, 10)).toBeCloseTo(expected, 10);
  });

  it("does not fall as N grows when the finding pattern is the same", () => {
    // One finding always present, one in half the runs.
    const at = (n: number) =>
      reproducibility(
        [
          { severity: "HIGH", appearances: n },
          { severity: "HIGH", appearances: n / 2 },
        ],
        n,
      );
    const seedAt = (n: number) =>
      determinismScore(
        [
          { severity: "HIGH", appearances: n },
          { severity: "HIGH", appearances: n / 2 },
        ],
        n,
      );
    expect(Math.abs(at(10) - at(50))).toBeLessThan(2);
    expect(seedAt(10)).toBe(seedAt(50));
  });
});

describe("Wilson interval", () => {
  it("matches the textbook values and stays within [0, 1]", () => {
    const [lo, hi] = wilson(8, 10);
    expect(lo).toBeCloseTo(0.4902, 3);
    expect(hi).toBeCloseTo(0.9433, 3);
    expect(wilson(10, 10)[1]).toBe(1);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[0]).toBeCloseTo(0.7225, 3);
  });
});
