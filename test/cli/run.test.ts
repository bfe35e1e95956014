import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoTarget } from "../../src/cli/commands/demo.js";
import { heuristicJudge } from "../../src/simulator/judges.js";
import { runCli, tempDir } from "../helpers/cli.js";
import { EXAMPLE, EXAMPLE_FILE_FLAGS } from "../helpers/example.js";
import { simulator } from "../helpers/sim.js";

const CANARY = "sk-canary-5f1d0c8e9a7b4c3d2e1f0a9b8c7d6e5f";

function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

describe("llm-determinism run", () => {
  it("runs N passes, writes the result, the report and one run file per run that measure reads back", async () => {
    const sim = await simulator({ seed: 2 });
    const dir = tempDir();
    const out = path.join(dir, "result.json");
    const result = await runCli(
      [
        "run",
        ...EXAMPLE_FILE_FLAGS,
        "--runs",
        "4",
        "--seed",
        "9",
        "--base-url",
        sim.url,
        "--out",
        out,
        "--markdown",
        path.join(dir, "r.md"),
        "--include-raw",
        "--sarif",
        path.join(dir, "r.sarif"),
      ],
      { env: { OPENAI_API_KEY: CANARY } },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Determinism \d+\.\d%/m);
    expect(result.stdout).toMatch(
      /Usage: analysis 12 requests, [\d,]+ tokens \([\d,]+ of [\d,]+ input cached\) · ≈ \$\d+\.\d{4} · 4\/4 runs complete/,
    );
    const json = JSON.parse(readFileSync(out, "utf8"));
    expect(json.runCount).toBe(4);
    expect(json.execution).toMatchObject({
      model: "gpt-4o-mini",
      runsRequested: 4,
      runsCompleted: 4,
      agents: ["security", "performance", "architecture"],
      files: 4,
    });
    expect(json.runs).toHaveLength(4);
    // --include-raw keeps what the model returned, in its order: occurrences index into it.
    const first = json.findings[0];
    const raw = json.runs.find((r: { run: number }) => r.run === first.occurrences[0].run).findings[
      first.occurrences[0].index
    ];
    expect(first.titleVariants).toContain(raw.title);
    expect(raw.file.replace(/\\/g, "/").replace(/^\.\//, "")).toBe(first.file);
    const sarif = JSON.parse(readFileSync(path.join(dir, "r.sarif"), "utf8"));
    expect(sarif.version).toBe("2.1.0");
    expect(sarif.runs[0].results).toHaveLength(json.findings.length);
    expect(readdirSync(path.join(dir, "runs")).sort()).toEqual([
      "run-01.json",
      "run-02.json",
      "run-03.json",
      "run-04.json",
    ]);

    const measured = await runCli([
      "measure",
      "--runs",
      path.join(dir, "runs/*.json"),
      "--out",
      "-",
      "--seed",
      "9",
    ]);
    expect(measured.code).toBe(0);
    const again = JSON.parse(measured.stdout);
    expect(again.determinismScore).toBe(json.determinismScore);
    expect(again.reproducibility).toEqual(json.reproducibility);
    expect(again.findings.map((f: { key: string }) => f.key)).toEqual(
      json.findings.map((f: { key: string }) => f.key),
    );
  });

  it("never writes the API key to a log line or an output file", async () => {
    const sim = await simulator({
      faults: { rate: 0.3, kinds: ["500", "429", "invalid_json"], retryAfterSeconds: 0 },
    });
    const dir = tempDir();
    const result = await runCli(
      [
        "run",
        "--files",
        "src/**",
        "--root",
        EXAMPLE,
        "--runs",
        "3",
        "--base-url",
        sim.url,
        "--out",
        path.join(dir, "r.json"),
        "--markdown",
        path.join(dir, "r.md"),
        "--include-raw",
      ],
      { env: { OPENAI_API_KEY: CANARY, LLM_DETERMINISM_DEBUG: "1" } },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/retry/);
    expect(result.stdout + result.stderr).not.toContain(CANARY);
    for (const file of allFiles(dir)) expect(readFileSync(file, "utf8"), file).not.toContain(CANARY);
  });

  it("exits 1 with the reason when the quota is exhausted", async () => {
    const sim = await simulator({ quotaExhausted: true });
    const result = await runCli([
      "run",
      "--files",
      "src/**",
      "--root",
      EXAMPLE,
      "--runs",
      "3",
      "--base-url",
      sim.url,
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/llm-determinism run: the API quota is exhausted \(insufficient_quota\)/);
    expect(sim.stats().requests).toBeLessThanOrEqual(8);
  });

  it("exits 1 under --min-score", async () => {
    const sim = await simulator();
    const result = await runCli([
      "run",
      "--files",
      "src/**",
      "--root",
      EXAMPLE,
      "--runs",
      "2",
      "--base-url",
      sim.url,
      "--min-score",
      "99.9",
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/is under --min-score 99\.9/);
  });
});

describe("run: bad input exits 2 with one line", () => {
  const dir = tempDir();
  writeFileSync(
    path.join(dir, "agents.json"),
    JSON.stringify({ agents: [{ name: "bad name!", instructions: "x".repeat(30) }] }),
  );
  const base = ["run", "--files", "src/**", "--root", EXAMPLE, "--base-url", "http://127.0.0.1:9/v1"];
  const cases: [string, string[], RegExp][] = [
    [
      "crossing class thresholds",
      [...base, "--highly-consistent-threshold", "40"],
      /--highly-consistent-threshold: 40 must lie between --moderately-consistent-threshold \(50\)/,
    ],
    ["--runs 1", [...base, "--runs", "1"], /--runs: got '1', expected a whole number from 2 to 50/],
    ["--runs 51", [...base, "--runs", "51"], /--runs: got '51', expected a whole number from 2 to 50/],
    [
      "--temperature 3",
      [...base, "--temperature", "3"],
      /--temperature: got '3', expected a number from 0 to 2/,
    ],
    [
      "an unknown agent",
      [...base, "--agents", "security,legal"],
      /--agents: unknown agent 'legal', expected one of security, performance, architecture/,
    ],
    [
      "a duplicated agent",
      [...base, "--agents", "security,Security"],
      /--agents: agent 'Security' is listed twice/,
    ],
    [
      "a glob that matches nothing",
      ["run", "--files", "nothing/**", "--root", EXAMPLE, "--base-url", "http://127.0.0.1:9/v1"],
      /--files: no file matched 'nothing\/\*\*'/,
    ],
    ["no --files", ["run", "--base-url", "http://127.0.0.1:9/v1"], /--files is required/],
    [
      "a bad base URL",
      [...base.slice(0, 5), "--base-url", "ftp://x"],
      /--base-url: got 'ftp:\/\/x', expected an http\(s\) URL/,
    ],
    [
      "a bad agents file",
      [...base, "--agents-file", path.join(dir, "agents.json")],
      /agents\.json: agents\[0\]\.name: expected a name of letters/,
    ],
    [
      "--concurrency 0",
      [...base, "--concurrency", "0"],
      /--concurrency: got '0', expected a whole number from 1 to 64/,
    ],
  ];
  for (const [name, args, message] of cases) {
    it(name, async () => {
      const result = await runCli(args, { env: { OPENAI_API_KEY: "" } });
      expect(result.code).toBe(2);
      expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
      expect(result.stderr).toMatch(message);
    });
  }

  it("no API key and no base URL", async () => {
    const result = await runCli(["run", "--files", "src/**", "--root", EXAMPLE], {
      env: { OPENAI_API_KEY: "", OPENAI_BASE_URL: "" },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /OPENAI_API_KEY is not set: set it, or point --base-url at an OpenAI-compatible server/,
    );
  });
});

describe("llm-determinism demo (README command 1)", () => {
  it("runs the bundled example on the bundled simulator with no API key and prints the report", async () => {
    const result = await runCli(["demo"], { env: { OPENAI_API_KEY: "", OPENAI_BASE_URL: "" } });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /Started the bundled simulator at http:\/\/127\.0\.0\.1:\d+\/v1 \(no API key needed\)/,
    );
    expect(result.stdout).toMatch(/^Determinism \d+\.\d% \(\w+\) · reproducibility/m);
    expect(result.stdout).toMatch(/by agent: architecture/);
    // Words a newcomer can read: partial matches next to the exact precision, labelled buckets.
    expect(result.stdout).toMatch(/exact matches: precision [\d.]+% .* partial \d+ \(not counted as found\)/);
    expect(result.stdout).toMatch(/partial matches counted as found: precision/);
    expect(result.stdout).toMatch(
      /Precision by how many runs reported a finding: every run: [\d.]+% of \d+ · 80-99% of runs:/,
    );
    // One count per thing: the truth judge's requests, split by what they were for, add up.
    const usage =
      /truth judge (\d+) requests \(accuracy of the consensus (\d+) · precision by appearance rate (\d+)\)/.exec(
        result.stdout,
      );
    expect(usage, result.stdout).not.toBeNull();
    expect(Number(usage![2]) + Number(usage![3])).toBe(Number(usage![1]));
    expect(result.stdout).not.toMatch(/seed/i);
  });

  it("targets the server a base URL names, else OpenAI when OPENAI_API_KEY is set, else the simulator", () => {
    expect(demoTarget({ OPENAI_API_KEY: "sk-x" }, undefined)).toBe("openai");
    expect(demoTarget({ OPENAI_API_KEY: "sk-x", OPENAI_BASE_URL: "http://localhost:1/v1" }, undefined)).toBe(
      "server",
    );
    expect(demoTarget({ OPENAI_API_KEY: "sk-x" }, "http://localhost:1/v1")).toBe("server");
    expect(demoTarget({}, "http://localhost:1/v1")).toBe("server");
    expect(demoTarget({}, undefined)).toBe("simulator");
  });

  it("runs against the server --base-url names (here a simulator of the test's own)", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const result = await runCli(["demo", "--base-url", sim.url, "--runs", "2"], {
      env: { OPENAI_API_KEY: "", OPENAI_BASE_URL: "" },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(`Running the demo against ${sim.url}`);
    expect(result.stderr).not.toMatch(/Started the bundled simulator/);
    expect(sim.stats().requests).toBeGreaterThan(0);
  });
});

describe("run: budgets", () => {
  const args = (url: string, out: string, max: string) => [
    "run",
    ...EXAMPLE_FILE_FLAGS,
    "--runs",
    "5",
    "--base-url",
    url,
    "--concurrency",
    "1",
    "--out",
    out,
    "--max-tokens",
    max,
  ];

  it("prints the estimate first, stops before passing --max-tokens, and scores the runs that completed", async () => {
    const sim = await simulator();
    const out = path.join(tempDir(), "r.json");
    const result = await runCli(args(sim.url, out, "30000"));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr.split("\n")[0]).toMatch(
      /^estimate: 15 requests, ~[\d,]+ tokens \(5 runs × [\d,]+ in \+ [\d,]+ out\), ≈ \$\d+\.\d{4} \(≈ \$\d+\.\d{4} when the provider caches the repeated prompts\) before the judge$/,
    );
    const json = JSON.parse(readFileSync(out, "utf8"));
    expect(json.execution.usage.totalTokens).toBeLessThanOrEqual(30_000);
    expect(json.execution.runsCompleted).toBeGreaterThanOrEqual(2);
    expect(json.execution.runsCompleted).toBeLessThan(5);
    expect(json.runCount).toBe(json.execution.runsCompleted);
    expect(json.execution.budget).toEqual({
      maxTokens: 30_000,
      stoppedBy: "the token budget (30,000) would be passed",
    });
    expect(json.recommendations.join(" ")).toMatch(/Stopped early: the token budget/);
  });

  it("fails with the reason when the budget allows fewer than two runs", async () => {
    const sim = await simulator();
    const result = await runCli(args(sim.url, path.join(tempDir(), "r.json"), "9000"));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /only 0 of 5 runs completed, at least 2 are needed \(first failure: the token budget \(9,000\) would be passed\)/,
    );
  });

  it("--max-cost needs a price for the model", async () => {
    const result = await runCli([
      ...args("http://127.0.0.1:9/v1", "x.json", "1000").slice(0, -2),
      "--model",
      "my-local-model",
      "--max-cost",
      "1",
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--max-cost: no price is known for 'my-local-model'/);
  });
});

describe("llm-determinism run: the grouping judge", () => {
  const args = (url: string, out: string, extra: string[] = []) => [
    "run",
    ...EXAMPLE_FILE_FLAGS,
    "--runs",
    "8",
    "--temperature",
    "0.9",
    "--base-url",
    url,
    "--out",
    out,
    ...extra,
  ];

  it("asks it by default, phase consolidate with the agent, at most once per agent and file group per iteration", async () => {
    const sim = await simulator({ seed: 4, grouping: { missRate: 0.15, falseMergeRate: 0.05 } });
    const out = path.join(tempDir(), "r.json");
    const result = await runCli(args(sim.url, out), { env: { OPENAI_API_KEY: "" } });
    expect(result.code, result.stderr).toBe(0);
    const r = JSON.parse(readFileSync(out, "utf8"));
    const asked = sim.stats().seen.filter((s) => s.phase === "consolidate" && s.status === 200);
    expect(r.matching.method).toBe("evidence+judge");
    expect(r.matching.judgeCalls).toBeGreaterThan(0);
    expect(r.matching.judgeCalls).toBeLessThanOrEqual(r.execution.agents.length * r.execution.fileGroups * 3);
    expect(asked.length).toBeGreaterThanOrEqual(r.matching.judgeCalls);
    for (const s of asked) expect(r.execution.agents).toContain(s.agent);
    // One run reports an issue at most once, judge or no judge.
    for (const f of r.findings)
      expect(new Set(f.occurrences.map((o: { run: number }) => o.run)).size).toBe(f.appearances);
    expect(result.stdout).toMatch(
      /grouping: \d+ reports grouped into \d+ findings \(\d+ merges? by the grouping judge/,
    );
  });

  it("says how many of its requests went unanswered, and credits a judge that answered none with nothing", async () => {
    const faults = { rate: 1, kinds: ["refusal" as const], phases: ["consolidate" as const] };
    const sim = await simulator({ seed: 4, faults });
    const out = path.join(tempDir(), "r.json");
    const md = path.join(tempDir(), "r.md");
    const result = await runCli([...args(sim.url, out), "--markdown", md], {
      env: { OPENAI_API_KEY: "" },
    });
    expect(result.code, result.stderr).toBe(0);
    const { matching } = JSON.parse(readFileSync(out, "utf8"));
    expect(matching.judgeCalls).toBeGreaterThan(0);
    expect(matching.failedJudgeSamples).toBe(matching.judgeCalls);
    expect(matching.judgeMerges).toBe(0);
    expect(result.stdout).toContain(
      `(the grouping judge answered none of its ${matching.judgeCalls} requests: the evidence alone decided the close calls)`,
    );
    expect(result.stderr).toMatch(/grouping judge: a sample for \w+ was left out/);
    const report = readFileSync(md, "utf8");
    expect(report).not.toContain("the grouping judge's answers");
    expect(report).not.toContain("the judge's votes");
  });

  it("--consolidate off asks nothing and says the grouping is the evidence alone", async () => {
    const sim = await simulator({ seed: 4 });
    const out = path.join(tempDir(), "r.json");
    const result = await runCli(args(sim.url, out, ["--consolidate", "off"]), {
      env: { OPENAI_API_KEY: "" },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(sim.stats().byPhase.consolidate ?? 0).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8")).matching).toMatchObject({
      method: "evidence",
      judgeCalls: 0,
    });
  });
});

describe("run --candidates", () => {
  it("same-file judges each truth finding only against the consensus findings in its file", async () => {
    const judged: Record<string, { requests: number; f1: number }> = {};
    for (const candidates of ["all", "same-file"]) {
      const sim = await simulator({ seed: 5, judge: heuristicJudge() });
      const out = path.join(tempDir(), "r.json");
      const result = await runCli(
        [
          "run",
          ...EXAMPLE_FILE_FLAGS,
          "--runs",
          "3",
          "--truth",
          path.join(EXAMPLE, "truth.json"),
          "--candidates",
          candidates,
          "--batch-size",
          "4",
          "--base-url",
          sim.url,
          "--out",
          out,
        ],
        { env: { OPENAI_API_KEY: "sk-test" } },
      );
      expect(result.code, result.stderr).toBe(0);
      const r = JSON.parse(readFileSync(out, "utf8"));
      judged[candidates] = {
        requests: r.execution.judgeUsageByPurpose.consensus.requests,
        f1: r.evaluation.f1,
      };
    }
    // The example's truth names each issue's file: fewer questions, the same answer.
    expect(judged["same-file"]!.requests).toBeLessThan(judged.all!.requests);
    expect(judged["same-file"]!.f1).toBe(judged.all!.f1);
  });
});
