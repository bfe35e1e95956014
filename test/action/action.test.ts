import { copyFileSync, cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMMENT_MARKER } from "../../src/action/constants.js";
import { heuristicJudge } from "../../src/simulator/judges.js";
import { Scenario } from "../../src/simulator/scenario.js";
import { payload, runAction } from "../helpers/action.js";
import { tempDir } from "../helpers/cli.js";
import { EXAMPLE } from "../helpers/example.js";
import { startFakeGitHub, type WriteFault } from "../helpers/fake-github.js";
import { validateSarif } from "../helpers/sarif.js";
import { simulator } from "../helpers/sim.js";

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function github(writeFault?: WriteFault) {
  const gh = await startFakeGitHub(writeFault ? { writeFault } : {});
  servers.push(gh);
  return gh;
}

const PR = 2; // the pull request number of the webhooks example
const inputs = (sim: { url: string }, extra: Record<string, string> = {}) => ({
  files: "src/**\napp/**\nweb/**\njava/**",
  runs: "5",
  truth: "truth.json",
  "api-key": "sk-test-action-key",
  "base-url": sim.url,
  "github-token": "ghs_faketoken",
  comment: "true",
  seed: "",
  ...extra,
});
const botComments = (gh: Awaited<ReturnType<typeof github>>) =>
  (gh.comments.get(PR) ?? []).filter((c) => c.body.startsWith(COMMENT_MARKER));

describe("the action, run as the runner runs it", () => {
  it("creates one comment, updates it on the next run, and finds it behind 150 earlier comments", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github();
    gh.seed(PR, 150);
    const first = await runAction({
      inputs: inputs(sim, { "min-determinism": "10" }),
      apiUrl: gh.url,
      workspace: EXAMPLE,
    });
    expect(first.code, first.stdout).toBe(0);
    expect(botComments(gh)).toHaveLength(1);
    expect(first.stdout).toMatch(/PR comment created/);

    const second = await runAction({
      inputs: inputs(sim, { "min-determinism": "10", runs: "6" }),
      apiUrl: gh.url,
      workspace: EXAMPLE,
    });
    expect(second.code, second.stdout).toBe(0);
    expect(second.stdout).toMatch(/PR comment updated/);
    expect(botComments(gh)).toHaveLength(1);
    expect(botComments(gh)[0]!.body).toMatch(/6 runs of gpt-4o-mini/);
    // Both pages of comments were read to find it.
    expect(
      gh.requests.filter((r) => r.method === "GET" && r.path.endsWith(`/issues/${PR}/comments`)).length,
    ).toBeGreaterThanOrEqual(4);
    expect(gh.requests.every((r) => r.auth === "token ghs_faketoken")).toBe(true);
  });

  it("leaves the comment alone when nothing changed", async () => {
    // No prompt cache: a second run would find its prompts cached, and its cost line would change.
    const sim = await simulator({ judge: heuristicJudge(), promptCache: false });
    const gh = await github();
    await runAction({ inputs: inputs(sim), apiUrl: gh.url, workspace: EXAMPLE });
    const again = await runAction({ inputs: inputs(sim), apiUrl: gh.url, workspace: EXAMPLE });
    expect(again.stdout).toMatch(/PR comment unchanged/);
    expect(gh.requests.filter((r) => r.method === "PATCH")).toHaveLength(0);
  });

  it("sets every output, writes the report JSON under RUNNER_TEMP and the job summary", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github();
    const run = await runAction({ inputs: inputs(sim), apiUrl: gh.url, workspace: EXAMPLE });
    expect(run.code).toBe(0);
    expect(Object.keys(run.outputs).sort()).toEqual([
      "consistency-level",
      "determinism-score",
      "f1",
      "partial-json",
      "passed",
      "precision",
      "recall",
      "report-json",
      "reproducibility",
    ]);
    expect(run.outputs["partial-json"]).toBe("");
    expect(Number(run.outputs["determinism-score"])).toBeGreaterThan(0);
    expect(run.outputs["consistency-level"]).toMatch(/^(Excellent|Good|Moderate|Fair|Poor)$/);
    expect(Number(run.outputs.f1)).toBeGreaterThan(0);
    expect(run.outputs.passed).toBe("true");
    expect(run.outputs["report-json"]).toBe(
      path.join(run.dir, "runner-temp", "llm-determinism-llm-determinism.json"),
    );
    const report = JSON.parse(readFileSync(run.outputs["report-json"]!, "utf8"));
    expect(report.runCount).toBe(5);
    expect(report.evaluation.f1).toBeCloseTo(Number(run.outputs.f1), 2);
    expect(run.summary).toMatch(/### 🔁 LLM determinism/);
    expect(run.summary).toMatch(/Accuracy: F1/);
    expect(report.runs).toBeUndefined();
  });

  it("include-raw keeps each run's findings verbatim in the report JSON, as the CLI's --include-raw does", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github();
    const run = await runAction({
      inputs: inputs(sim, { "include-raw": "true" }),
      apiUrl: gh.url,
      workspace: EXAMPLE,
    });
    expect(run.code).toBe(0);
    const report = JSON.parse(readFileSync(run.outputs["report-json"]!, "utf8"));
    expect(report.runs.map((r: { run: number }) => r.run)).toEqual([1, 2, 3, 4, 5]);
    const occurrences = report.findings.reduce(
      (n: number, f: { occurrences: unknown[] }) => n + f.occurrences.length,
      0,
    );
    expect(report.runs.reduce((n: number, r: { findings: unknown[] }) => n + r.findings.length, 0)).toBe(
      occurrences,
    );
  });

  it("a truth file with no issues: empty f1 and recall outputs, 'nothing to measure' in the comment, min-f1 fails saying why", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github();
    const truth = path.join(tempDir(), "empty-truth.json");
    writeFileSync(truth, JSON.stringify({ vulnerabilities: [] }));
    const run = await runAction({
      inputs: inputs(sim, { truth, "min-f1": "50" }),
      apiUrl: gh.url,
      workspace: EXAMPLE,
    });
    expect(run.code).toBe(1);
    expect(run.outputs.f1).toBe("");
    expect(run.outputs.recall).toBe("");
    expect(run.outputs.passed).toBe("false");
    expect(run.stdout).toMatch(/F1 has nothing to measure \(the truth file lists no issues\)/);
    expect(run.summary).toMatch(/Accuracy: F1 nothing to measure/);
    expect(botComments(gh)[0]!.body).toMatch(/nothing to measure/);
  });

  it("fails with the reason when under min-determinism, after writing the comment and the summary", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github();
    const run = await runAction({
      inputs: inputs(sim, { "min-determinism": "99" }),
      apiUrl: gh.url,
      workspace: EXAMPLE,
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::determinism \d+\.\d% is under the minimum 99%/);
    expect(run.outputs.passed).toBe("false");
    expect(botComments(gh)[0]!.body).toMatch(/❌ failed/);
    expect(run.summary).toMatch(/❌ determinism/);
  });

  for (const [input, over, under, name] of [
    ["min-f1", "50", "99.5", "F1"],
    ["min-reproducibility", "10", "99.9", "reproducibility"],
  ] as const)
    it(`fails under ${input} and passes over it`, async () => {
      const sim = await simulator({ judge: heuristicJudge() });
      const gh = await github();
      const passing = await runAction({
        inputs: inputs(sim, { [input]: over }),
        apiUrl: gh.url,
        workspace: EXAMPLE,
      });
      expect(passing.code, passing.stdout).toBe(0);
      const failing = await runAction({
        inputs: inputs(sim, { [input]: under }),
        apiUrl: gh.url,
        workspace: EXAMPLE,
      });
      expect(failing.code).toBe(1);
      expect(failing.stdout).toMatch(
        new RegExp(`::error::${name} \\d+\\.\\d% is under the minimum ${under.replace(".", "\\.")}%`),
      );
      expect(failing.summary).toMatch(`❌ ${name}`);
    });
});

describe("when the test cannot or should not run", () => {
  it("a fork pull request: no model call, a notice and a summary saying how to enable it, the step passes", async () => {
    const sim = await simulator();
    const gh = await github();
    // The webhooks example, with its head moved to another repository: a fork.
    const fork = payload("pull_request", "opened");
    const pr = fork.pull_request as { head: { repo: { full_name: string; fork: boolean } } };
    pr.head.repo.full_name = "someone/Hello-World";
    pr.head.repo.fork = true;
    const run = await runAction({
      inputs: inputs(sim),
      event: { name: "pull_request", payload: fork },
      apiUrl: gh.url,
      workspace: EXAMPLE,
    });
    expect(run.code).toBe(0);
    expect(sim.stats().requests).toBe(0);
    expect(gh.requests).toHaveLength(0);
    expect(run.stdout).toMatch(/::notice::Skipped: pull request from a fork/);
    expect(run.summary).toMatch(/workflow_run/);
    expect(run.outputs.passed).toBe("true");
    const failing = await runAction({
      inputs: inputs(sim, { "fail-on-skip": "true" }),
      event: { name: "pull_request", payload: fork },
      apiUrl: gh.url,
      workspace: EXAMPLE,
    });
    expect(failing.code).toBe(1);
  });

  it("no API key: no model call, a notice and a summary, the step passes", async () => {
    const gh = await github();
    const run = await runAction({
      inputs: { files: "src/**", "api-key": "", "base-url": "", "github-token": "t" },
      apiUrl: gh.url,
      workspace: EXAMPLE,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/::notice::Skipped: no API key/);
    expect(run.summary).toMatch(/secrets\.OPENAI_API_KEY/);
    expect(gh.requests).toHaveLength(0);
  });

  it("not a pull request (push): everything runs but no comment is posted", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github();
    const run = await runAction({
      inputs: inputs(sim),
      event: { name: "push", payload: payload("push") },
      apiUrl: gh.url,
      workspace: EXAMPLE,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/'push' is not a pull request event: no PR comment/);
    expect(gh.requests).toHaveLength(0);
    expect(Number(run.outputs["determinism-score"])).toBeGreaterThan(0);
    expect(run.summary).toMatch(/LLM determinism/);
  });

  it("comment permission denied (403): a clear error naming pull-requests: write, and the summary still written", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github({ kind: "403", times: 99 });
    const run = await runAction({ inputs: inputs(sim), apiUrl: gh.url, workspace: EXAMPLE });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /::error::GitHub refused to create the PR comment \(403 .*\): give the workflow `permissions: pull-requests: write`/,
    );
    expect(run.summary).toMatch(/LLM determinism/);
    expect(run.outputs["determinism-score"]).not.toBe("");
  });

  it("a secondary rate limit: waits for retry-after and writes the comment", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github({ kind: "secondary", times: 1 });
    const run = await runAction({ inputs: inputs(sim), apiUrl: gh.url, workspace: EXAMPLE });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(
      /::warning::GitHub secondary rate limit while trying to create the PR comment; retrying in 1 s/,
    );
    expect(botComments(gh)).toHaveLength(1);
  });

  it("the primary rate limit (quota spent, no retry-after): waits for the reset and writes the comment", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github({ kind: "primary", times: 1 });
    const run = await runAction({ inputs: inputs(sim), apiUrl: gh.url, workspace: EXAMPLE });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(
      /::warning::GitHub rate limit while trying to create the PR comment; retrying in \d+ s/,
    );
    expect(botComments(gh)).toHaveLength(1);
  });

  it("a GitHub 500 on the comment write: retried, and the comment written", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github({ kind: "500", times: 1 });
    const run = await runAction({ inputs: inputs(sim), apiUrl: gh.url, workspace: EXAMPLE });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(
      /::warning::GitHub error 500 while trying to create the PR comment; retrying in 1 s/,
    );
    expect(botComments(gh)).toHaveLength(1);
  });

  it("GitHub 500 on every write: the step fails with one line, and the summary, outputs and report are still written", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github({ kind: "500", times: 99 });
    const run = await runAction({ inputs: inputs(sim), apiUrl: gh.url, workspace: EXAMPLE });
    expect(run.code).toBe(1);
    expect(run.stdout.match(/^::error::/gm)).toHaveLength(2); // the write's error and the step's failure
    expect(run.stdout).toMatch(/::error::GitHub could not create the PR comment: 500 /);
    expect(run.summary).toMatch(/LLM determinism/);
    expect(run.outputs["determinism-score"]).not.toBe("");
    expect(JSON.parse(readFileSync(run.outputs["report-json"]!, "utf8")).determinismScore).toBeGreaterThan(0);
  });

  it("a bad input fails the step with one line naming it", async () => {
    const run = await runAction({
      inputs: { files: "src/**", runs: "1", "api-key": "k" },
      workspace: EXAMPLE,
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::Input 'runs': got '1', expected a whole number from 2 to 50/);
  });
});

describe("the comment is safe", () => {
  it("renders a hostile finding inert and within the size limit", async () => {
    const workspace = tempDir("llmdet-hostile-");
    writeFileSync(path.join(workspace, "a.ts"), "export const x = 1;\n");
    const hostile =
      "@octocat <img src=x onerror=alert(1)> ![x](http://evil.example/p.png) [click](javascript:alert(1)) #123";
    const scenario = {
      name: "hostile",
      spuriousRate: 0,
      issues: [
        {
          id: "h",
          agent: "security",
          category: "XSS",
          severity: "HIGH",
          title: hostile,
          description: "D".repeat(100_000),
          file: "a.ts",
          symbol: "x",
          line: 1,
          probability: 0.5,
        },
        {
          id: "k",
          agent: "security",
          category: "Hardcoded Credentials",
          severity: "LOW",
          title: "fine",
          description: "ok",
          file: "a.ts",
          probability: 1,
        },
      ],
    };
    const sim = await simulator({ scenario: scenario as Scenario, judge: heuristicJudge() });
    const gh = await github();
    const run = await runAction({
      inputs: { ...inputs(sim), files: "a.ts", truth: "", runs: "10" },
      apiUrl: gh.url,
      workspace,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).not.toMatch(/retry/);
    const body = botComments(gh)[0]!.body;
    expect(body.length).toBeLessThanOrEqual(60_000);
    expect(body).not.toMatch(/@octocat/);
    expect(body).not.toMatch(/<img/i);
    expect(body).not.toMatch(/!\[x\]\(http/);
    expect(body).not.toMatch(/\]\(javascript/);
    expect(body).not.toMatch(/(^|[^\u200B])#123/);
    expect(body).not.toContain("DDDDDDDDDD".repeat(50));
    expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe("baseline, history and several models together", () => {
  it("shows changes against the base branch, the trend and the models side by side, within the size limit", async () => {
    const workspace = tempDir("llmdet-ws-");
    cpSync(EXAMPLE, workspace, { recursive: true });
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github();
    const base = await runAction({
      inputs: inputs(sim, { history: "history.json", temperature: "0.2" }),
      apiUrl: gh.url,
      workspace,
      event: { name: "push", payload: payload("push") },
    });
    expect(base.code, base.stdout).toBe(0);
    copyFileSync(base.outputs["report-json"]!, path.join(workspace, "baseline.json"));

    const run = await runAction({
      inputs: inputs(sim, {
        baseline: "baseline.json",
        history: "history.json",
        models: "sim-a,sim-b",
        "evaluate-runs": "all",
        "min-determinism": "10",
      }),
      apiUrl: gh.url,
      workspace,
    });
    expect(run.code, run.stdout).toBe(0);
    const body = botComments(gh)[0]!.body;
    expect(body.length).toBeLessThanOrEqual(60_000);
    expect(body).toMatch(/\| vs base \|/);
    expect(body).toMatch(/(▲|▼) \d+\.\d|±0\.0/);
    expect(body).toMatch(/Compared with the base branch/);
    expect(body).toMatch(/<summary>Trend<\/summary>/);
    expect(body).toMatch(/line \[\d/);
    expect(body).toMatch(/Models compared \(2\)/);
    expect(body).toMatch(/sim-a \(gated\)/);
    expect(body).toMatch(/Accuracy of each run/);
    expect(body).toMatch(/Precision by appearance rate/);
    expect(body).toMatch(/Least consistent files/);
    const history = JSON.parse(readFileSync(path.join(workspace, "history.json"), "utf8"));
    expect(history.entries).toHaveLength(2);
    const report = JSON.parse(readFileSync(run.outputs["report-json"]!, "utf8"));
    expect(report.execution.model).toBe("sim-a");
    expect(report.modelComparison.map((m: { model: string }) => m.model)).toEqual(["sim-a", "sim-b"]);
    expect(report.accuracyByRun.runs).toHaveLength(5);
  });

  it("a missing baseline is a warning, not a failure", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github();
    const run = await runAction({
      inputs: inputs(sim, { baseline: "no-such-baseline.json" }),
      apiUrl: gh.url,
      workspace: EXAMPLE,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/::warning::Input 'baseline' \(no-such-baseline\.json\): no baseline at/);
  });
});

describe("cache-dir", () => {
  it("a re-run of the action with the same cache makes no request and gives the same numbers", async () => {
    const workspace = tempDir("llmdet-ws-");
    cpSync(EXAMPLE, workspace, { recursive: true });
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github();
    const first = await runAction({
      inputs: inputs(sim, { "cache-dir": ".cache/llm" }),
      apiUrl: gh.url,
      workspace,
    });
    const requests = sim.stats().requests;
    const second = await runAction({
      inputs: inputs(sim, { "cache-dir": ".cache/llm" }),
      apiUrl: gh.url,
      workspace,
    });
    expect(second.code, second.stdout).toBe(0);
    expect(sim.stats().requests).toBe(requests);
    expect(second.outputs["determinism-score"]).toBe(first.outputs["determinism-score"]);
    expect(second.outputs.f1).toBe(first.outputs.f1);
  });
});

describe("untrusted text stays inert in logs and the key stays secret", () => {
  it("workflow commands in a model title or a file name never start a log line", async () => {
    const workspace = tempDir("llmdet-cmd-");
    writeFileSync(path.join(workspace, "a.ts"), "export const x = 1;\n");
    // A PR can add a file whose name holds a line break and a command.
    writeFileSync(path.join(workspace, "evil\n::set-output name=passed::false\n::add-mask::hunter2.ts"), "");
    const title = "Innocent\n::set-output name=passed::false\n::add-mask::hunter2\n::error::forged";
    const scenario = Scenario.parse({
      name: "commands",
      spuriousRate: 0,
      issues: [
        {
          id: "c",
          agent: "security",
          category: "XSS",
          severity: "HIGH",
          title,
          description: "d\n::warning::forged",
          file: "a.ts",
          probability: 0.5,
        },
        {
          id: "k",
          agent: "security",
          category: "Hardcoded Credentials",
          severity: "LOW",
          title: "ok",
          description: "ok",
          file: "a.ts",
          probability: 1,
        },
      ],
    });
    const sim = await simulator({ scenario });
    const gh = await github();
    const run = await runAction({
      inputs: { ...inputs(sim), files: "**", truth: "", runs: "6" },
      apiUrl: gh.url,
      workspace,
    });
    expect(run.code, run.stdout).toBe(0);
    const commandLines = run.stdout
      .split("\n")
      .filter((l) => /^\s*::(set-output|add-mask|error|warning)/.test(l));
    expect(commandLines.filter((l) => /hunter2|forged|passed::false/.test(l))).toEqual([]);
    expect(run.outputs.passed).toBe("true");
  });

  it("writes SARIF whose paths start at the repository root when working-directory is a subfolder", async () => {
    const workspace = tempDir("llmdet-subdir-");
    cpSync(EXAMPLE, path.join(workspace, "services/shop"), { recursive: true });
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github();
    const run = await runAction({
      inputs: inputs(sim, { "working-directory": "services/shop", sarif: "out/r.sarif", runs: "2" }),
      apiUrl: gh.url,
      workspace,
    });
    expect(run.code, run.stdout).toBe(0);
    const sarif = JSON.parse(readFileSync(path.join(workspace, "services/shop/out/r.sarif"), "utf8"));
    const uris = sarif.runs[0].results.flatMap(
      (r: { locations?: { physicalLocation: { artifactLocation: { uri: string } } }[] }) =>
        (r.locations ?? []).map((l) => l.physicalLocation.artifactLocation.uri),
    );
    expect(uris.length).toBeGreaterThan(0);
    // Each names a file that exists at that path from the repository root, as code scanning looks it up.
    for (const uri of uris) {
      expect(uri).toMatch(/^services\/shop\//);
      expect(existsSync(path.join(workspace, decodeURIComponent(uri))), uri).toBe(true);
    }
    expect(sarif.runs[0].automationDetails).toBeUndefined();
    expect(validateSarif(sarif), JSON.stringify(validateSarif.errors)).toBe(true);
    const rules: { help?: { text?: string }; properties?: Record<string, unknown> }[] =
      sarif.runs[0].tool.driver.rules;
    expect(rules.every((r) => r.help?.text)).toBe(true);
    expect(rules.some((r) => Number(r.properties?.["security-severity"]) >= 7)).toBe(true);
  });

  it("a canary API key appears in no log, output, summary, comment, report, SARIF or cache file", async () => {
    const CANARY = "sk-canary-7d3f9e2b1a0c4d5e6f708192a3b4c5d6";
    const workspace = tempDir("llmdet-canary-");
    cpSync(EXAMPLE, workspace, { recursive: true });
    const sim = await simulator({
      judge: heuristicJudge(),
      faults: { rate: 0.2, kinds: ["500", "invalid_json"], retryAfterSeconds: 0 },
    });
    const gh = await github();
    const run = await runAction({
      inputs: inputs(sim, {
        "api-key": CANARY,
        sarif: "out/r.sarif",
        "cache-dir": ".cache",
        history: "h.json",
      }),
      apiUrl: gh.url,
      workspace,
    });
    expect(run.code, run.stdout).toBe(0);
    // core.setSecret's `::add-mask::` command, which the runner consumes, must be the first line
    // and the only place the key is written.
    const lines = run.stdout.split("\n");
    expect(lines[0]).toBe(`::add-mask::${CANARY}`);
    const texts = [
      lines.slice(1).join("\n"),
      run.stderr,
      run.summary,
      JSON.stringify(run.outputs),
      botComments(gh)[0]!.body,
    ];
    const files = [
      run.outputs["report-json"]!,
      path.join(workspace, "out/r.sarif"),
      path.join(workspace, "h.json"),
    ];
    for (const f of readdirSync(path.join(workspace, ".cache"), { recursive: true, withFileTypes: true }))
      if (f.isFile()) files.push(path.join(f.parentPath, f.name));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) texts.push(readFileSync(file, "utf8"));
    for (const text of texts) expect(text).not.toContain(CANARY);
  });

  it("a canary API key appears in no shard log, partial result or summary", async () => {
    const CANARY = "sk-canary-0a1b2c3d4e5f60718293a4b5c6d7e8f9";
    const sim = await simulator();
    const run = await runAction({
      inputs: inputs(sim, { "api-key": CANARY, shard: "1/2", truth: "" }),
      workspace: EXAMPLE,
    });
    expect(run.code, run.stdout).toBe(0);
    const lines = run.stdout.split("\n");
    expect(lines[0]).toBe(`::add-mask::${CANARY}`);
    for (const text of [
      lines.slice(1).join("\n"),
      run.stderr,
      run.summary,
      JSON.stringify(run.outputs),
      readFileSync(run.outputs["partial-json"]!, "utf8"),
    ])
      expect(text).not.toContain(CANARY);
  });
});

describe("sharding: a matrix of shard jobs and one merge job", () => {
  it("three shards then mode: merge give the unsharded numbers, one comment and the gate", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const gh = await github();
    const whole = await runAction({ inputs: inputs(sim, { runs: "6" }), apiUrl: gh.url, workspace: EXAMPLE });
    expect(whole.code, whole.stdout).toBe(0);

    // Each shard job runs in its own workspace; the merge job downloads their artifacts.
    const mergeWorkspace = tempDir("llmdet-merge-");
    for (let k = 1; k <= 3; k++) {
      const shard = await runAction({
        inputs: inputs(sim, { runs: "6", shard: `${k}/3` }),
        apiUrl: gh.url,
        workspace: EXAMPLE,
      });
      expect(shard.code, shard.stdout).toBe(0);
      expect(shard.outputs["partial-json"]).toMatch(new RegExp(`llm-determinism-partial-${k}-of-3\\.json$`));
      expect(shard.outputs["determinism-score"]).toBe("");
      expect(shard.summary).toMatch(new RegExp(`shard ${k} of 3`));
      // The artifact layout of actions/download-artifact: one folder per artifact.
      const artifact = path.join(mergeWorkspace, "llm-determinism-partials", `partial-${k}`);
      cpSync(
        shard.outputs["partial-json"]!,
        path.join(artifact, path.basename(shard.outputs["partial-json"]!)),
        {
          recursive: true,
        },
      );
    }
    copyFileSync(path.join(EXAMPLE, "truth.json"), path.join(mergeWorkspace, "truth.json"));
    const commentsBefore = botComments(gh).length;
    const merged = await runAction({
      inputs: { ...inputs(sim, { mode: "merge", "min-determinism": "10" }), files: "" },
      apiUrl: gh.url,
      workspace: mergeWorkspace,
    });
    expect(merged.code, merged.stdout).toBe(0);
    expect(merged.stdout).toMatch(/merged 3 shards/);
    for (const name of [
      "determinism-score",
      "reproducibility",
      "consistency-level",
      "f1",
      "precision",
      "recall",
    ])
      expect(merged.outputs[name], name).toBe(whole.outputs[name]);
    expect(merged.outputs.passed).toBe("true");
    expect(botComments(gh)).toHaveLength(Math.max(1, commentsBefore));
    const report = JSON.parse(readFileSync(merged.outputs["report-json"]!, "utf8"));
    const reference = JSON.parse(readFileSync(whole.outputs["report-json"]!, "utf8"));
    expect(report.findings).toEqual(reference.findings);
    expect(report.execution.requests).toBe(reference.execution.requests);
  });

  it("fails the merge, naming the missing shard, when a shard's artifact is absent", async () => {
    const sim = await simulator();
    const mergeWorkspace = tempDir("llmdet-merge-");
    const shard = await runAction({ inputs: inputs(sim, { runs: "4", shard: "1/2" }), workspace: EXAMPLE });
    cpSync(shard.outputs["partial-json"]!, path.join(mergeWorkspace, "llm-determinism-partials/p1/p.json"));
    const merged = await runAction({
      inputs: { ...inputs(sim, { mode: "merge" }), files: "", truth: "" },
      workspace: mergeWorkspace,
    });
    expect(merged.code).not.toBe(0);
    expect(merged.stdout).toMatch(/::error::merge: shard 2\/2 missing/);
  });
});

describe("runs: auto", () => {
  it("adds runs until the interval is narrow enough or max-runs, and says why it stopped", async () => {
    const sim = await simulator();
    const run = await runAction({
      inputs: inputs(sim, {
        runs: "auto",
        "max-runs": "12",
        "target-width": "1",
        truth: "",
        comment: "false",
      }),
      workspace: EXAMPLE,
    });
    expect(run.code, run.stdout).toBe(0);
    const report = JSON.parse(readFileSync(run.outputs["report-json"]!, "utf8"));
    expect(report.execution.adaptive.rounds.map((r: { runs: number }) => r.runs).at(-1)).toBe(
      report.runCount,
    );
    expect(report.execution.adaptive.stoppedBecause).toMatch(/max-runs \(12\) reached|within the target/);
    expect(run.stdout).toMatch(/runs: auto: /);
    expect(run.summary).toMatch(/- Runs: auto \(5 → [\d →]+ runs\): /);
  });
});

describe("Azure OpenAI through the action", () => {
  it("calls the deployment route with the api-key header", async () => {
    const sim = await simulator({ dialect: "azure", azureDeployments: ["prod-4o"] });
    const run = await runAction({
      inputs: inputs(sim, {
        "base-url": `http://127.0.0.1:${sim.port}`,
        "azure-deployment": "prod-4o",
        truth: "",
        comment: "false",
      }),
      workspace: EXAMPLE,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(new Set(sim.stats().seen.map((s) => s.path))).toEqual(
      new Set(["/openai/deployments/prod-4o/chat/completions"]),
    );
  });
});
