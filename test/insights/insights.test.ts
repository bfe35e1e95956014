import { describe, expect, it } from "vitest";
import { resolveAgents } from "../../src/analysis/agents.js";
import { readTruth } from "../../src/evaluate/read.js";
import { bucketOf, confidenceOf } from "../../src/insights/calibration.js";
import { BaselineResult, compareWithBaseline } from "../../src/insights/compare.js";
import { appendHistory, HISTORY_LIMIT } from "../../src/insights/history.js";
import { LlmClient, openaiClient } from "../../src/llm/client.js";
import { runFullTest, runModels } from "../../src/pipeline/full-test.js";
import { heuristicJudge } from "../../src/simulator/judges.js";
import type { Scenario } from "../../src/simulator/scenario.js";
import { simulator } from "../helpers/sim.js";
import { finding, measure, runsOf } from "../helpers/runs.js";

/*
 * A scenario where the right answer is known: six real issues every run reports (p = 1.0)
 * and six made-up ones that come and go (p = 0.2), none of them in the truth.
 */
const files = ["src/a.cs", "src/b.cs", "src/c.cs"];
const categories = [
  "SQL Injection",
  "Command Injection",
  "Path Traversal",
  "Hardcoded Credentials",
  "Cross-Site Scripting",
  "N+1 Query",
];
const issues = categories.flatMap((category, i) => [
  {
    id: `real-${i}`,
    agent: "security",
    category,
    severity: "HIGH",
    title: `Real ${category} in Method${i}`,
    description: `The method ${i} has a real ${category} problem.`,
    file: files[i % 3]!,
    symbol: `Svc.Method${i}`,
    line: 10 + i * 40,
    probability: 1,
    titles: [],
    real: true,
  },
  {
    id: `fake-${i}`,
    agent: "security",
    category: "Code Smell",
    severity: "LOW",
    title: `Made-up smell number ${i}`,
    description: `Imagined smell ${i}.`,
    file: files[i % 3]!,
    symbol: `Svc.Other${i}`,
    line: 200 + i * 40,
    probability: 0.2,
    titles: [],
    real: false,
  },
]);
const scenario: Scenario = { name: "known", spuriousRate: 0, issues };
const truth = readTruth("truth", {
  vulnerabilities: issues
    .filter((i) => i.real)
    .map((i) => ({
      severity: "high",
      title: i.title,
      description: i.description,
      file: i.file,
      symbol: i.symbol,
      line: i.line,
      category: i.category,
    })),
});
const sourceFiles = files.map((path) => ({ path, content: `class Svc {}\n` }));

async function test(extra: { evaluateRuns?: "consensus" | "all"; runs?: number; models?: string[] } = {}) {
  const sim = await simulator({ scenario, judge: heuristicJudge(), seed: 4 });
  const connect = (model: string) =>
    new LlmClient(openaiClient({ apiKey: "k", baseURL: sim.url }), { model });
  const settings = {
    files: sourceFiles,
    agents: resolveAgents(["security"]),
    runs: extra.runs ?? 10,
    temperature: 0.3,
    objective: "o",
    model: "sim-a",
  };
  const judge = {
    truth,
    iterations: 3,
    batchSize: 10,
    domain: "code",
    evaluateRuns: extra.evaluateRuns ?? "consensus",
  } as const;
  const deps = { connect, now: () => new Date(0), newId: () => "t" };
  return extra.models ? runModels(extra.models, settings, judge, deps) : runFullTest(settings, judge, deps);
}

describe("determinism against correctness", () => {
  it("real issues reported by every run are all right; findings under 50% are not", async () => {
    const { result } = await test();
    const buckets = Object.fromEntries(result.calibration!.buckets.map((b) => [b.bucket, b]));
    expect(buckets["100%"]!.findings).toBe(6);
    expect(buckets["100%"]!.precision).toBe(100);
    expect(buckets["under 50%"]!.findings).toBeGreaterThan(0);
    expect(buckets["under 50%"]!.precision!).toBeLessThan(buckets["100%"]!.precision!);
    expect(buckets["under 50%"]!.precision).toBe(0);
  });

  it("calibrates confidence the Determinism Measurement System's way: × 1.2 at 100%, × 0.7 under 50%", () => {
    expect(confidenceOf(100, [0.7])).toBeCloseTo(0.84, 6);
    expect(confidenceOf(30, [0.9])).toBeCloseTo(0.63, 6);
    expect(confidenceOf(60, [80])).toBeCloseTo(0.8, 6);
    expect(confidenceOf(100, [])).toBe(1);
    expect(confidenceOf(40, [])).toBeCloseTo(0.28, 6);
    expect(bucketOf(99.5)).toBe("80-99%");
    const r = measure(
      runsOf(
        [finding({ title: "a", extra: { confidence: 0.5 } })],
        [finding({ title: "a", extra: { confidence: 0.7 } })],
      ),
    );
    expect(r.findings[0]!.confidence).toBeCloseTo(0.72, 6);
  });
});

describe("accuracy of every run", () => {
  it("reports F1 mean, spread, the best and worst run, and best- and worst-possible recall", async () => {
    const { result } = await test({ evaluateRuns: "all", runs: 5 });
    const a = result.accuracyByRun!;
    expect(a.runs).toHaveLength(5);
    // Every real issue is reported by every run, though a reworded one may be judged partial.
    expect(a.runs.every((r) => r.recall >= 80)).toBe(true);
    expect(a.bestPossibleRecall).toBe(100);
    const everyRun = a.runs.every((r) => r.recall === 100) ? 100 : undefined;
    expect(a.worstPossibleRecall).toBeLessThanOrEqual(a.bestPossibleRecall);
    if (everyRun !== undefined) expect(a.worstPossibleRecall).toBe(100);
    else expect(a.worstPossibleRecall).toBeGreaterThanOrEqual(80);
    expect(a.best.f1).toBeGreaterThanOrEqual(a.worst.f1);
    const f1s = a.runs.map((r) => r.f1);
    expect(a.f1Mean).toBeCloseTo(f1s.reduce((x, y) => x + y, 0) / f1s.length, 2);
    // A run with a made-up finding has precision under 100.
    expect(a.runs.some((r) => r.precision < 100) || a.runs.every((r) => r.falsePositives === 0)).toBe(true);
  });
});

describe("several models side by side", () => {
  it("runs the same test per model; the first is the primary result", async () => {
    const { result } = await test({ models: ["sim-a", "sim-b"], runs: 3 });
    expect(result.execution.model).toBe("sim-a");
    expect(result.modelComparison!.map((m) => m.model)).toEqual(["sim-a", "sim-b"]);
    expect(result.modelComparison![0]!.determinismScore).toBe(result.determinismScore);
  });
});

describe("compared with the base branch", () => {
  const base = measure(
    runsOf(
      [finding({ title: "x", file: "a.cs", symbol: "A.x" })],
      [finding({ title: "x", file: "a.cs", symbol: "A.x" })],
      [finding({ title: "x", file: "a.cs", symbol: "A.x" })],
    ),
  );
  const now = measure(
    runsOf(
      [
        finding({ title: "x", file: "a.cs", symbol: "A.x" }),
        finding({ title: "y", category: "XSS", file: "b.cs", symbol: "B.y" }),
      ],
      [],
      [finding({ title: "x", file: "a.cs", symbol: "A.x" })],
    ),
  );
  it("gives each headline number with its change, and the findings that moved, appeared or went", () => {
    // As a baseline is read: the JSON of an earlier result.
    const c = compareWithBaseline(now, BaselineResult.parse(JSON.parse(JSON.stringify(base))));
    expect(c.deltas[0]).toEqual({
      name: "Determinism",
      current: now.determinismScore,
      previous: 100,
      change: Math.round((now.determinismScore! - 100) * 100) / 100,
    });
    expect(c.lessConsistent.map((f) => [f.title, f.from, Math.round(f.to)])).toEqual([["x", 100, 67]]);
    expect(c.appeared.map((f) => f.title)).toEqual(["y"]);
    expect(c.disappeared).toEqual([]);
  });
});

describe("history", () => {
  it("appends this result and keeps at most the limit", () => {
    const r = measure(runsOf([finding({ title: "x" })], [finding({ title: "x" })]));
    const old = Array.from({ length: HISTORY_LIMIT }, (_, i) => ({
      testedAt: `t${i}`,
      runCount: 2,
      determinismScore: i % 100,
      reproducibility: 50,
    }));
    const next = appendHistory(old, r, "abc1234");
    expect(next).toHaveLength(HISTORY_LIMIT);
    expect(next.at(-1)).toMatchObject({ label: "abc1234", determinismScore: 100, runCount: 2 });
    expect(next[0]!.testedAt).toBe("t1");
  });
});

describe("prompt tuning help", () => {
  it("shows two runs that disagree on one inconsistent finding", () => {
    const a = finding({
      agent: "security",
      title: "User id in SQL",
      severity: "HIGH",
      file: "a.cs",
      symbol: "A.Get",
      line: 4,
    });
    const b = { ...a, title: "SQLi in Get", severity: "MEDIUM" as const, line: 5 };
    const r = measure(runsOf([a], [b], []));
    expect(r.promptTuning).toMatchObject({ agent: "security", appearances: 2 });
    expect(r.promptTuning!.variants.map((v) => v.title)).toEqual(["User id in SQL", "SQLi in Get"]);
    expect(r.recommendations.join("\n")).toMatch(
      /Example to tune the security prompt with: .* run 1 said 'User id in SQL' \(HIGH at a\.cs › A\.Get:4\) while run 2 said 'SQLi in Get' \(MEDIUM/,
    );
  });
});
