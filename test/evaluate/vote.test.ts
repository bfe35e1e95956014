import { describe, expect, it } from "vitest";
import type { JudgeAnswer } from "../../src/evaluate/answer.js";
import { consensus, decided, firstWave } from "../../src/evaluate/vote.js";

const a = (kind: "m" | "p" | "n", tag = ""): JudgeAnswer => ({
  is_match: kind === "m",
  is_partial_match: kind === "p",
  explanation: `${kind}${tag}`,
  severity_from_junior_auditor: "High",
  severity_from_truth: "High",
  index_of_finding_from_junior_auditor: kind === "n" ? -1 : 0,
});
const pick = (...answers: JudgeAnswer[]) => consensus(answers)?.explanation;

describe("the AuditAgent voting over three iterations", () => {
  it("2 of 3 exact matches select a matching answer (the first one)", () => {
    expect(pick(a("m", "1"), a("n"), a("m", "2"))).toBe("m1");
  });
  it("2 of 3 partial matches select a partial answer", () => {
    expect(pick(a("n"), a("p", "1"), a("p", "2"))).toBe("p1");
  });
  it("2 of 3 non-matches select a non-match", () => {
    expect(pick(a("m"), a("n", "1"), a("n", "2"))).toBe("n1");
  });
  it("1 exact + 1 partial + 1 non-match resolves to the partial", () => {
    expect(pick(a("m"), a("n"), a("p", "!"))).toBe("p!");
  });
  it("three alike give the first", () => {
    expect(pick(a("p", "1"), a("p", "2"), a("p", "3"))).toBe("p1");
  });
  it("otherwise (two answers that disagree) the first is used", () => {
    expect(pick(a("m", "1"), a("n", "2"))).toBe("m1");
    expect(pick(a("n", "1"), a("p", "2"))).toBe("n1");
  });
  it("no answer gives no consensus", () => {
    expect(consensus([])).toBeUndefined();
  });
});

describe("skipping calls that cannot change the outcome", () => {
  it("asks the first two of three together and skips the third when they agree", () => {
    expect(firstWave(3)).toBe(2);
    expect(decided([a("m"), a("m")], 3)).toBe(true);
    expect(decided([a("n"), a("n")], 3)).toBe(true);
    expect(decided([a("m"), a("p")], 3)).toBe(false);
    expect(decided([a("m")], 3)).toBe(false);
  });
  it("generalises to other counts by majority", () => {
    expect(firstWave(1)).toBe(1);
    expect(firstWave(5)).toBe(3);
    expect(decided([a("p"), a("p"), a("p")], 5)).toBe(true);
    expect(decided([a("p"), a("p"), a("m")], 5)).toBe(false);
  });
});
