import { describe, expect, it } from "vitest";
import { SEVERITY_WEIGHT } from "../../src/findings/severity.js";
import { reproducibilityInterval } from "../../src/score/scores.js";
import { jackknifeInterval } from "../../src/score/stats.js";
import { finding, measure, runsOf } from "../helpers/runs.js";

const sqli = finding({
  agent: "security",
  title: "User id concatenated into SQL",
  file: "src/UserService.cs",
  symbol: "UserService.GetUser",
  line: 42,
  severity: "CRITICAL",
});
const xss = finding({
  agent: "security",
  category: "XSS",
  title: "Note rendered unescaped",
  file: "web/a.ts",
  symbol: "showOrder",
  line: 9,
});
const nPlusOne = finding({
  agent: "performance",
  category: "N+1 Query",
  title: "Query per user",
  file: "src/UserService.cs",
  symbol: "UserService.GetUsersWithOrders",
  line: 50,
  severity: "MEDIUM",
});

describe("measureRuns", () => {
  const runs = runsOf(
    [sqli, xss, nPlusOne],
    [xss, sqli],
    [sqli, { ...nPlusOne, severity: "HIGH" }],
    [sqli, nPlusOne],
  );
  const result = measure(runs);

  it("has every field of SPEC 4.1", () => {
    for (const field of [
      "testId",
      "testedAt",
      "runCount",
      "determinismScore",
      "consistencyLevel",
      "reproducibility",
      "meanPairwiseJaccard",
      "findings",
      "statistics",
      "metricsByAgent",
      "metricsByCategory",
      "metricsByFile",
      "recommendations",
    ]) {
      expect(result).toHaveProperty(field);
    }
    for (const field of [
      "key",
      "agent",
      "category",
      "severity",
      "title",
      "file",
      "symbol",
      "appearances",
      "appearanceRate",
      "ci95",
      "classification",
      "occurrences",
    ]) {
      expect(result.findings[0]).toHaveProperty(field);
    }
    expect(Object.keys(result.statistics)).toEqual(
      expect.arrayContaining([
        "meanFindingsPerRun",
        "stdDevFindingsPerRun",
        "minFindingsPerRun",
        "maxFindingsPerRun",
        "totalUniqueFindings",
        "fullyConsistentFindings",
        "highlyConsistentFindings",
        "moderatelyConsistentFindings",
        "poorlyConsistentFindings",
      ]),
    );
  });

  it("counts each distinct finding once per run and records where each occurrence was", () => {
    expect(result.runCount).toBe(4);
    const first = result.findings[0]!;
    expect(first.title).toBe("User id concatenated into SQL");
    expect(first.appearances).toBe(4);
    expect(first.appearanceRate).toBe(100);
    expect(first.occurrences).toEqual([
      { run: 1, index: 0 },
      { run: 2, index: 1 },
      { run: 3, index: 0 },
      { run: 4, index: 0 },
    ]);
    expect(first.key).toBe("security|sql injection|src/userservice.cs:userservice.getuser:*");
  });

  it("computes the classic determinism score over distinct findings", () => {
    // sqli 4/4 CRITICAL(3), n+1 3/4 MEDIUM(1.5: 2 of 3 said MEDIUM), xss 2/4 HIGH(2).
    expect(result.determinismScore).toBeCloseTo((100 * 3 + 75 * 1.5 + 50 * 2) / 6.5, 3);
    expect(result.consistencyLevel).toBe("Moderate");
  });

  it("reports severity disagreement instead of hiding it", () => {
    const n1 = result.findings.find((f) => f.category === "N+1 Query")!;
    expect(n1.severity).toBe("MEDIUM");
    expect(n1.severities).toEqual({ MEDIUM: 2, HIGH: 1 });
    expect(n1.severityAgreement).toBeCloseTo(66.6667, 3);
    expect(result.statistics.severityDisagreements).toBe(1);
  });

  it("breaks a severity tie towards the higher severity", () => {
    const tie = measure(runsOf([{ ...xss, severity: "LOW" }], [{ ...xss, severity: "CRITICAL" }]));
    expect(tie.findings[0]!.severity).toBe("CRITICAL");
  });

  it("gives statistics per run and per class", () => {
    expect(result.statistics).toMatchObject({
      minFindingsPerRun: 2,
      maxFindingsPerRun: 3,
      meanFindingsPerRun: 2.25,
      totalUniqueFindings: 3,
      fullyConsistentFindings: 1,
      highlyConsistentFindings: 0,
      moderatelyConsistentFindings: 2,
      poorlyConsistentFindings: 0,
    });
    expect(result.statistics.stdDevFindingsPerRun).toBeCloseTo(0.5, 6);
  });

  it("groups metrics by agent, category and file", () => {
    expect(Object.keys(result.metricsByAgent)).toEqual(["performance", "security"]);
    expect(result.metricsByAgent.performance).toEqual({
      determinismScore: 75,
      reproducibility: expect.any(Number),
      findingCount: 1,
    });
    expect(result.metricsByCategory["Cross-Site Scripting"]!.determinismScore).toBe(50);
    expect(result.metricsByFile["src/UserService.cs"]!.findingCount).toBe(2);
  });

  it("computes the mean pairwise Jaccard of the runs' finding sets", () => {
    // sets: {s,x,n} {s,x} {s,n} {s,n}: pairs 2/3 2/3 2/3 1/3 1/3 1
    expect(result.meanPairwiseJaccard).toBeCloseTo((((2 / 3) * 3 + (1 / 3) * 2 + 1) / 6) * 100, 3);
  });

  it("gives one reproducibility interval for the runs, whatever the seed or their order", () => {
    const other = measure(runs, { randomSeed: 99 });
    expect(other.reproducibility).toEqual(result.reproducibility);
    const reversed = measure([...runs].reverse());
    expect(reversed.reproducibility).toEqual(result.reproducibility);
    const [lo, hi] = result.reproducibility.ci95!;
    expect(lo).toBeLessThanOrEqual(result.reproducibility.score!);
    expect(hi).toBeGreaterThanOrEqual(result.reproducibility.score!);
    expect(lo).toBeGreaterThanOrEqual(0);
    expect(hi).toBeLessThanOrEqual(100);
  });

  it("the interval is the jackknife over runs: each run left out once", () => {
    // Three runs, one finding in all three and one in the first only.
    const three = measure(runsOf([sqli, xss], [sqli], [sqli]));
    const items = [
      { severity: sqli.severity, runs: [0, 1, 2] },
      { severity: xss.severity, runs: [0] },
    ];
    const [a, b] = [SEVERITY_WEIGHT[sqli.severity], SEVERITY_WEIGHT[xss.severity]];
    // Σ w·k(k−1) / ((N−1)·Σ w·k), on all three runs and with each left out.
    const estimate = (3 * 2 * a) / (2 * (3 * a + b));
    const leaveOut = [(2 * a) / (1 * 2 * a), (2 * a) / (1 * (2 * a + b)), (2 * a) / (1 * (2 * a + b))];
    const [lo, hi] = jackknifeInterval(estimate, leaveOut);
    expect(three.reproducibility.score).toBeCloseTo(estimate * 100, 3);
    expect(three.reproducibility.ci95![0]).toBeCloseTo(lo * 100, 3);
    expect(three.reproducibility.ci95![1]).toBeCloseTo(hi * 100, 3);
    expect(reproducibilityInterval(items, 3)[0]).toBeCloseTo(lo * 100, 6);
    // Fewer than three runs leave nothing to measure the spread by: the whole range.
    expect(measure(runsOf([sqli], [sqli])).reproducibility.ci95).toEqual([0, 100]);
  });

  it("keeps the runs verbatim with includeRawResults", () => {
    const raw = measure(runsOf([sqli], [sqli]), { includeRawResults: true });
    expect(raw.runs).toEqual([
      { run: 1, findings: [sqli] },
      { run: 2, findings: [sqli] },
    ]);
  });

  it("recommends where the numbers point: the weakest agent, one-off findings, a wide interval", () => {
    const text = result.recommendations.join("\n");
    expect(text).toMatch(/run more/);
    expect(text).toMatch(/different severities/);
  });
});

describe("nothing to measure", () => {
  const empty = measure(runsOf([], [], []));

  it("no finding in any run gives null scores and says why, never 100%", () => {
    expect(empty.determinismScore).toBeNull();
    expect(empty.consistencyLevel).toBeNull();
    expect(empty.reproducibility).toEqual({ score: null, ci95: null });
    expect(empty.nothingToMeasure).toMatch(/No run reported any finding/);
    expect(empty.matching).toMatchObject({ reports: 0, distinctFindings: 0, uncertainPairs: [] });
  });

  it("a gate on it fails with that reason", async () => {
    const { evaluateGate } = await import("../../src/action/gate.js");
    const gate = evaluateGate({ determinism: empty.determinismScore }, { minDeterminism: 50, minF1: 0 });
    expect(gate.passed).toBe(false);
    expect(gate.checks[0]!.reason).toMatch(/nothing to measure \(no run reported a finding\)/);
    // With no gate configured there is nothing to fail.
    expect(evaluateGate({ determinism: null }, { minDeterminism: 0, minF1: 0 }).passed).toBe(true);
  });

  it("the console, Markdown and comment say 'nothing to measure', not a number", async () => {
    const { renderSummary } = await import("../../src/render/text.js");
    const { renderMeasureReport } = await import("../../src/render/markdown.js");
    for (const text of [renderSummary(empty), renderMeasureReport(empty)]) {
      expect(text).toMatch(/nothing to measure/i);
      expect(text).not.toMatch(/100\.0%/);
    }
  });
});

describe("counts in the reports", () => {
  it("one distinct finding is said in the singular", async () => {
    const { renderSummary } = await import("../../src/render/text.js");
    const { renderMeasureReport } = await import("../../src/render/markdown.js");
    const one = measure(runsOf([sqli], [sqli]));
    for (const text of [renderSummary(one), renderMeasureReport(one)]) {
      expect(text).toMatch(/\b1 distinct finding\b(?!s)/);
      expect(text).toMatch(/2 reports grouped into 1 finding\b(?!s)/);
    }
  });

  it("one file, request group or analysis request is said in the singular in the PR comment", async () => {
    const { renderComment } = await import("../../src/render/comment.js");
    const { executionOf } = await import("../helpers/execution.js");
    const execution = { ...executionOf(), files: 1, fileGroups: 1, requests: 1 };
    const comment = renderComment(
      Object.assign(measure(runsOf([sqli], [sqli])), { execution }),
      { gate: { passed: true, checks: [] } },
      "<!-- m -->",
    );
    expect(comment).toContain("1 file in 1 request group; 1 analysis request\n");
  });
});

describe("matching: how reports became distinct findings", () => {
  it("counts reports and distinct findings and lists the closest pairs kept apart by index", () => {
    const near = { ...xss, title: "Comment body rendered without encoding", line: 30, symbol: "showComment" };
    const r = measure(runsOf([sqli, xss], [sqli, near], [sqli]));
    expect(r.matching.method).toBe("evidence");
    expect(r.matching.reports).toBe(5);
    expect(r.matching.distinctFindings).toBe(r.findings.length);
    expect(r.matching.judgeCalls).toBe(0);
    for (const p of r.matching.uncertainPairs) {
      expect(p.a).toBeLessThan(p.b);
      expect(r.findings[p.b]).toBeDefined();
      expect(p.evidence).toBeLessThanOrEqual(0);
    }
  });
});
