import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { heuristicJudge } from "../../src/simulator/judges.js";
import { runCli, tempDir } from "../helpers/cli.js";
import { EXAMPLE, EXAMPLE_FILE_FLAGS } from "../helpers/example.js";
import { simulator } from "../helpers/sim.js";

const dir = tempDir();
const write = (name: string, content: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
};
const truth = write("truth.json", {
  vulnerabilities: [
    {
      severity: "high",
      title: "User id concatenated into SQL query",
      description: "The id parameter is concatenated into a SELECT.",
      file: "src/UserService.cs",
      symbol: "UserService.GetUser",
      line: 23,
      category: "SQL Injection",
    },
    {
      severity: "medium",
      title: "Blocking file read on every GetUser call",
      description: "File.ReadAllText on each call.",
      file: "src/UserService.cs",
      symbol: "UserService.GetUser",
      line: 19,
      category: "Synchronous I/O",
    },
  ],
});
const scan = write("scan.json", [
  {
    category: "Synchronous I/O",
    severity: "MEDIUM",
    title: "Synchronous file read in GetUser",
    description: "File.ReadAllText blocks on each call.",
    file: "src/UserService.cs",
    symbol: "UserService.GetUser",
    line: 20,
  },
  {
    category: "Magic Values",
    severity: "LOW",
    title: "Magic number",
    description: "A literal.",
    file: "src/Other.cs",
  },
  {
    category: "SQL Injection",
    severity: "CRITICAL",
    title: "SQLi in GetUser",
    description: "The id is concatenated into the SELECT statement.",
    file: "src/UserService.cs",
    symbol: "UserService.GetUser",
    line: 24,
  },
  { category: "Style", severity: "INFO", title: "Naming", description: "Rename it." },
]);

describe("llm-determinism evaluate", () => {
  it("writes the SPEC 4.2 rows: truth rows in order, then false positives, Info left out", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const out = path.join(dir, "e.json");
    const result = await runCli([
      "evaluate",
      "--truth",
      truth,
      "--scan",
      scan,
      "--out",
      out,
      "--base-url",
      sim.url,
    ]);
    expect(result.code, result.stderr).toBe(0);
    const rows = JSON.parse(readFileSync(out, "utf8"));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      is_match: true,
      is_fp: false,
      index_of_finding_from_junior_auditor: 2,
      severity_from_truth: "High",
      severity_from_junior_auditor: "Critical",
    });
    expect(rows[1]).toMatchObject({ is_match: true, index_of_finding_from_junior_auditor: 0 });
    expect(rows[2]).toMatchObject({
      is_fp: true,
      index_of_finding_from_junior_auditor: 1,
      severity_from_truth: "N/A",
      finding_description_from_junior_auditor: "A literal.",
    });
    expect(Object.keys(rows[0]).sort()).toEqual([
      "explanation",
      "finding_description_from_junior_auditor",
      "index_of_finding_from_junior_auditor",
      "is_fp",
      "is_match",
      "is_partial_match",
      "severity_from_junior_auditor",
      "severity_from_truth",
    ]);
    // SPEC 4.3 counts FP as scan − TP − partial, the Info finding included (only the
    // with-partial precision leaves QA out), though it has no false-positive row.
    expect(result.stdout).toMatch(/scan 4 · TP 2 · partial 0 · FP 2 · FN 0/);
  });

  it("retries a judge server that returns HTTP 500 for a while, and the result is unchanged", async () => {
    const clean = await simulator({ judge: heuristicJudge() });
    const flaky = await simulator({
      judge: heuristicJudge(),
      faults: { rate: 0.5, kinds: ["500"], phases: ["judge"], retryAfterSeconds: 0 },
    });
    const a = path.join(dir, "a.json");
    const b = path.join(dir, "b.json");
    expect(
      (await runCli(["evaluate", "--truth", truth, "--scan", scan, "--out", a, "--base-url", clean.url]))
        .code,
    ).toBe(0);
    const result = await runCli([
      "evaluate",
      "--truth",
      truth,
      "--scan",
      scan,
      "--out",
      b,
      "--base-url",
      flaky.url,
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(flaky.stats().faults).toBeGreaterThan(0);
    expect(result.stderr).toMatch(/server error \(500\); retry/);
    expect(readFileSync(b, "utf8")).toBe(readFileSync(a, "utf8"));
  });

  it("writes every judge prompt with --debug-prompt, the finding text fenced", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const out = path.join(dir, "dbg.json");
    expect(
      (
        await runCli([
          "evaluate",
          "--truth",
          truth,
          "--scan",
          scan,
          "--out",
          out,
          "--base-url",
          sim.url,
          "--debug-prompt",
        ])
      ).code,
    ).toBe(0);
    const prompts = readFileSync(path.join(dir, "dbg.prompts.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(prompts.length).toBeGreaterThan(0);
    expect(prompts[0].messages[1].content).toMatch(/<<<TRUTH [0-9a-f]{24}>>>/);
  });
});

describe("evaluate: bad input exits 2 with one line", () => {
  const cases: [string, string[], RegExp][] = [
    [
      "a missing truth file",
      ["--truth", path.join(dir, "nope.json"), "--scan", scan, "--out", "x.json"],
      /nope\.json: file not found/,
    ],
    [
      "a truth object without vulnerabilities",
      ["--truth", write("t2.json", { project_id: "p" }), "--scan", scan, "--out", "x.json"],
      /t2\.json: vulnerabilities: required field is missing/,
    ],
    [
      "a scan file of unknown shape",
      ["--truth", truth, "--scan", write("s2.json", { results: [] }), "--out", "x.json"],
      /s2\.json: \(top level\): expected a run file/,
    ],
    [
      "--iterations 0",
      ["--truth", truth, "--scan", scan, "--out", "x.json", "--iterations", "0"],
      /--iterations: got '0', expected a whole number from 1 to 9/,
    ],
    [
      "--batch-size 0",
      ["--truth", truth, "--scan", scan, "--out", "x.json", "--batch-size", "0"],
      /--batch-size: got '0', expected a whole number from 1 to 100/,
    ],
    ["no --out", ["--truth", truth, "--scan", scan], /--out is required/],
    [
      "an unknown repo",
      ["--data-root", dir, "--scan-source", ".", "--output-root", dir, "--repos", "ghost"],
      /--repos: 'ghost' has no truth file/,
    ],
  ];
  for (const [name, args, message] of cases) {
    it(name, async () => {
      const result = await runCli(["evaluate", ...args, "--base-url", "http://127.0.0.1:9/v1"]);
      expect(result.code).toBe(2);
      expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
      expect(result.stderr).toMatch(message);
    });
  }
});

describe("run --truth", () => {
  it("evaluates the consensus findings and fills the evaluation block of SPEC 4.1", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const out = path.join(dir, "run.json");
    const result = await runCli([
      "run",
      ...EXAMPLE_FILE_FLAGS,
      "--runs",
      "5",
      "--truth",
      path.join(EXAMPLE, "truth.json"),
      "--base-url",
      sim.url,
      "--out",
      out,
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^ {2}exact matches: precision \d+\.\d% · recall \d+\.\d% · F1 \d+\.\d%/m);
    const json = JSON.parse(readFileSync(out, "utf8"));
    for (const key of [
      "precision",
      "recall",
      "f1",
      "precisionWithPartial",
      "recallWithPartial",
      "f1WithPartial",
      "truePositives",
      "partialMatches",
      "falsePositives",
      "falseNegatives",
    ]) {
      expect(json.evaluation).toHaveProperty(key);
    }
    const consensus = json.findings.filter((f: { appearanceRate: number }) => f.appearanceRate >= 50).length;
    expect(json.evaluation.consensusFindings).toBe(consensus);
    expect(
      json.evaluation.truePositives + json.evaluation.partialMatches + json.evaluation.falsePositives,
    ).toBe(consensus);
    expect(json.evaluation.truePositives + json.evaluation.falseNegatives).toBe(24);
    expect(json.evaluation.recall).toBeGreaterThan(60);
  });

  it("rejects a bad truth file before spending any token", async () => {
    const sim = await simulator();
    const result = await runCli([
      "run",
      "--files",
      "src/**",
      "--root",
      EXAMPLE,
      "--truth",
      write("bad-truth.json", { project_id: "x" }),
      "--base-url",
      sim.url,
    ]);
    expect(result.code).toBe(2);
    expect(sim.stats().requests).toBe(0);
  });
});
