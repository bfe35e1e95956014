import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  writeFileSync,
  ftruncateSync,
  mkdirSync,
} from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runAction } from "../helpers/action.js";
import { runCli, tempDir } from "../helpers/cli.js";

/*
 * The bad-input table: every row is bad input that must stop the work before any token is
 * spent, with exit 2 (CLI) or a failed step (action), one line that names the input, the bad
 * value and the expected form, no stack trace, and no output file that could pass for a result.
 * No server is running: a row that got as far as calling a model would fail differently.
 */

let dir: string;
const file = (name: string) => path.join(dir, name);
const run = (n: number) => ({
  run: n,
  findings: [{ category: "SQL Injection", severity: "HIGH", title: `t${n}` }],
});

beforeAll(() => {
  dir = tempDir("llmdet-bad-");
  const json = (name: string, value: unknown) => writeFileSync(file(name), JSON.stringify(value));
  json("run1.json", run(1));
  json("run2.json", run(2));
  json("dup-run.json", run(1));
  writeFileSync(file("broken.json"), "{ not json");
  // Nested 200,000 deep: turned into text for a message, it overflowed the stack.
  writeFileSync(file("deep.json"), `${"[".repeat(200_000)}${"]".repeat(200_000)}`);
  writeFileSync(file("infinite-line.json"), '[{ "title": "t", "severity": "HIGH", "line": 1e999 }]');
  json("shape.json", { findings: "none" });
  writeFileSync(file("latin1.json"), Buffer.from([0x7b, 0x22, 0x74, 0xe9, 0x22, 0x3a, 0x31, 0x7d]));
  // A 70 MiB JSON file, sparse so the test writes nothing: over the 64 MiB input limit.
  const fd = openSync(file("huge.json"), "w");
  ftruncateSync(fd, 70 * 1024 * 1024);
  closeSync(fd);
  mkdirSync(file("src"));
  writeFileSync(file("src/binary.dat"), Buffer.from([0, 1, 2, 3, 0, 0, 255, 254]));
  writeFileSync(file("src/Big.cs"), Buffer.alloc(50 * 1024 * 1024, "a")); // a 50 MB source file
  writeFileSync(file("src/Latin1.cs"), Buffer.from("class Caf\xe9 {}", "latin1"));
  writeFileSync(file("src/Ok.cs"), "class Ok {}\n");
  json("agents-shape.json", { agents: [{ name: "x" }] });
  json("truth-shape.json", { issues: 3 });
  json("truth-severity.json", {
    vulnerabilities: [
      { severity: "high", title: "t", description: "d" },
      { severity: "urgent", title: "u" },
    ],
  });
  json("truth.json", [{ Issue: "i", Category: "c", Severity: "High", Contracts: "", Description: "d" }]);
  json("not-partial.json", { determinismScore: 80 });
});

const OK_FILES = ["--files", "src/Ok.cs", "--base-url", "http://127.0.0.1:9/v1"];

/** CLI rows: args (relative to the fixture folder) and the one line expected. */
const CLI_ROWS: { name: string; args: string[]; message: RegExp; out?: boolean }[] = [
  {
    name: "measure: a glob that matches nothing",
    args: ["measure", "--runs", "none-*.json"],
    message: /--runs: no file matched 'none-\*\.json', expected/,
  },
  {
    name: "measure: a single run file",
    args: ["measure", "--runs", "run1.json"],
    message: /--runs: 1 run file matched .*determinism needs at least 2 runs/,
  },
  {
    name: "measure: a run file that is not JSON",
    args: ["measure", "--runs", "run1.json", "broken.json"],
    message: /broken\.json: not valid JSON/,
    out: true,
  },
  {
    name: "measure: JSON nested 200,000 levels deep",
    args: ["measure", "--runs", "run1.json", "deep.json"],
    message: /deep\.json: nested more than 100 levels deep, expected at most 100$/,
    out: true,
  },
  {
    name: "measure: a line too large for a number",
    args: ["measure", "--runs", "run1.json", "infinite-line.json"],
    message: /infinite-line\.json: \[0\]\.line: got 'Infinity', expected a line number such as 42$/,
    out: true,
  },
  {
    name: "measure: valid JSON of the wrong shape",
    args: ["measure", "--runs", "run1.json", "shape.json"],
    message: /shape\.json: findings: got 'none', expected a list$/,
    out: true,
  },
  {
    name: "measure: invalid UTF-8",
    args: ["measure", "--runs", "run1.json", "latin1.json"],
    message: /latin1\.json: not UTF-8 text, expected a JSON file/,
    out: true,
  },
  {
    name: "measure: a 70 MiB JSON file",
    args: ["measure", "--runs", "run1.json", "huge.json"],
    message: /huge\.json: 70\.0 MiB is larger than the 64 MiB limit/,
    out: true,
  },
  {
    name: "measure: duplicated run numbers",
    args: ["measure", "--runs", "run1.json", "dup-run.json"],
    message: /run: 1 is also the run number of .*expected unique run numbers/,
    out: true,
  },
  {
    name: "measure: a missing file",
    args: ["measure", "--runs", "run1.json", "gone.json"],
    message: /--runs: file not found: 'gone\.json'/,
  },
  {
    name: "measure: --min-score over 100",
    args: ["measure", "--runs", "run*.json", "--min-score", "101"],
    message: /--min-score: got '101', expected a number from 0 to 100/,
    out: true,
  },
  {
    name: "measure: a threshold over 100",
    args: ["measure", "--runs", "run*.json", "--fully-consistent-threshold", "150"],
    message: /--fully-consistent-threshold: got '150', expected a number from 0 to 100/,
    out: true,
  },
  {
    name: "measure: crossing thresholds",
    args: [
      "measure",
      "--runs",
      "run*.json",
      "--highly-consistent-threshold",
      "95",
      "--fully-consistent-threshold",
      "90",
    ],
    message: /--highly-consistent-threshold.*--fully-consistent-threshold/,
    out: true,
  },
  {
    name: "measure: an unknown flag",
    args: ["measure", "--runs", "run*.json", "--bogus"],
    message: /unknown flag '--bogus'/,
  },
  {
    name: "run: no --files",
    args: ["run", "--base-url", "http://127.0.0.1:9/v1"],
    message: /run: --files is required/,
  },
  {
    name: "run: --runs 1",
    args: ["run", ...OK_FILES, "--runs", "1"],
    message: /--runs: got '1', expected a whole number from 2 to 50/,
    out: true,
  },
  {
    name: "run: --runs abc (wrong type)",
    args: ["run", ...OK_FILES, "--runs", "abc"],
    message: /--runs: got 'abc', expected a whole number from 2 to 50/,
    out: true,
  },
  {
    name: "run: --temperature 3",
    args: ["run", ...OK_FILES, "--temperature", "3"],
    message: /--temperature: got '3', expected a number from 0 to 2/,
    out: true,
  },
  {
    name: "run: a duplicated agent",
    args: ["run", ...OK_FILES, "--agents", "security,security"],
    message: /--agents: .*security.*twice/,
    out: true,
  },
  {
    name: "run: an unknown agent",
    args: ["run", ...OK_FILES, "--agents", "security,wizard"],
    message: /--agents: unknown agent 'wizard', expected/,
    out: true,
  },
  {
    name: "run: a missing agents file",
    args: ["run", ...OK_FILES, "--agents-file", "nope.json"],
    message: /nope\.json: file not found/,
    out: true,
  },
  {
    name: "run: an agents file of the wrong shape",
    args: ["run", ...OK_FILES, "--agents-file", "agents-shape.json"],
    message: /agents-shape\.json: agents\[0\]\.instructions: .*expected/,
    out: true,
  },
  {
    name: "run: only a binary file",
    args: ["run", "--files", "src/binary.dat", "--base-url", "http://127.0.0.1:9/v1"],
    message: /--files: every matched file was skipped .*binary/,
    out: true,
  },
  {
    name: "run: --max-total-bytes smaller than any file (the action's setting, in the CLI too)",
    args: ["run", ...OK_FILES, "--max-total-bytes", "5"],
    message: /--files: every matched file was skipped \(src\/Ok\.cs: over the total limit of 5 bytes\)/,
    out: true,
  },
  {
    name: "run: only a 50 MB file",
    args: ["run", "--files", "src/Big.cs", "--base-url", "http://127.0.0.1:9/v1"],
    message:
      /--files: every matched file was skipped \(src\/Big\.cs: 51200 KiB is over the 256 KiB file limit\), expected text source files/,
    out: true,
  },
  {
    name: "run: only an invalid UTF-8 file",
    args: ["run", "--files", "src/Latin1.cs", "--base-url", "http://127.0.0.1:9/v1"],
    message: /--files: every matched file was skipped .*UTF-8/,
    out: true,
  },
  {
    name: "run: a glob that matches nothing",
    args: ["run", "--files", "src/**/*.go", "--base-url", "http://127.0.0.1:9/v1"],
    message: /--files: no file matched/,
    out: true,
  },
  {
    name: "run: a truth file of the wrong shape",
    args: ["run", ...OK_FILES, "--truth", "truth-shape.json"],
    message: /truth-shape\.json: .*expected/,
    out: true,
  },
  {
    name: "run: a truth file with a severity outside the accepted words",
    args: ["run", ...OK_FILES, "--truth", "truth-severity.json"],
    message: /truth-severity\.json: vulnerabilities\[1\]\.severity: got 'urgent', expected one of CRITICAL/,
    out: true,
  },
  {
    name: "run: a missing truth file",
    args: ["run", ...OK_FILES, "--truth", "missing-truth.json"],
    message: /missing-truth\.json: file not found/,
    out: true,
  },
  {
    name: "run: --base-url that is not http(s)",
    args: ["run", "--files", "src/Ok.cs", "--base-url", "ftp://example.com"],
    message: /--base-url: got 'ftp:\/\/example\.com', expected an http\(s\) URL/,
    out: true,
  },
  {
    name: "run: --concurrency 0",
    args: ["run", ...OK_FILES, "--concurrency", "0"],
    message: /--concurrency: got '0', expected a whole number from 1 to 64/,
    out: true,
  },
  {
    name: "run: --consolidate maybe",
    args: ["run", ...OK_FILES, "--consolidate", "maybe"],
    message: /--consolidate: got 'maybe', expected judge or off/,
    out: true,
  },
  {
    name: "measure: --consolidate judge without --model",
    args: ["measure", "--runs", "run1.json", "run2.json", "--consolidate", "judge"],
    message: /--consolidate: judge needs --model/,
    out: true,
  },
  {
    name: "run: --evaluate-runs all without --truth",
    args: ["run", ...OK_FILES, "--evaluate-runs", "all"],
    message: /--evaluate-runs: all needs --truth/,
    out: true,
  },
  {
    name: "run: --shard 0/2",
    args: ["run", ...OK_FILES, "--shard", "0/2"],
    message: /--shard: got '0\/2', expected k\/n/,
    out: true,
  },
  {
    name: "run: --price that is not two numbers",
    args: ["run", ...OK_FILES, "--price", "cheap"],
    message: /--price: got 'cheap', expected input,output\[,cached input\] US\$ per million tokens/,
    out: true,
  },
  {
    name: "run: --max-runs without --runs auto",
    args: ["run", ...OK_FILES, "--max-runs", "9"],
    message: /--max-runs: only applies to --runs auto/,
    out: true,
  },
  {
    name: "run: --azure-deployment without --base-url",
    args: ["run", "--files", "src/Ok.cs", "--azure-deployment", "d"],
    message: /--azure-deployment: needs --base-url/,
    out: true,
  },
  {
    name: "evaluate: --iterations 10",
    args: [
      "evaluate",
      "--truth",
      "truth.json",
      "--scan",
      "run1.json",
      "--iterations",
      "10",
      "--base-url",
      "http://127.0.0.1:9/v1",
    ],
    message: /--iterations: got '10', expected a whole number from 1 to 9/,
    out: true,
  },
  {
    name: "evaluate: a truth file of the wrong shape",
    args: [
      "evaluate",
      "--truth",
      "truth-shape.json",
      "--scan",
      "run1.json",
      "--base-url",
      "http://127.0.0.1:9/v1",
    ],
    message: /truth-shape\.json: .*expected/,
    out: true,
  },
  {
    name: "merge: a file that is not a partial result",
    args: ["merge", "--partials", "not-partial.json"],
    message: /not-partial\.json: kind: .*expected a partial result/,
    out: true,
  },
  // Output paths are checked before the first request, not after every model call was paid for.
  {
    name: "run: --out is a folder",
    args: ["run", ...OK_FILES, "--out", "src"],
    message: /--out: 'src' is a folder, expected a file path/,
  },
  {
    name: "run: --markdown is a folder",
    args: ["run", ...OK_FILES, "--markdown", "src"],
    message: /--markdown: 'src' is a folder, expected a file path/,
    out: true,
  },
  {
    name: "run: --sarif under a file",
    args: ["run", ...OK_FILES, "--sarif", "run1.json/r.sarif"],
    message: /--sarif: '.*run1\.json' is a file, expected a folder to hold 'run1\.json\/r\.sarif'/,
    out: true,
  },
  {
    name: "run: --runs-dir is a file",
    args: ["run", ...OK_FILES, "--runs-dir", "run1.json"],
    message: /--runs-dir: 'run1\.json' is a file, expected a folder/,
    out: true,
  },
  {
    name: "measure: --out is a folder",
    args: ["measure", "run1.json", "run2.json", "--out", "src"],
    message: /--out: 'src' is a folder, expected a file path/,
  },
  {
    name: "merge: --markdown is a folder",
    args: ["merge", "--partials", "not-partial.json", "--markdown", "src"],
    message: /--markdown: 'src' is a folder, expected a file path/,
    out: true,
  },
  {
    name: "evaluate: --out is a folder",
    args: ["evaluate", "--truth", "truth.json", "--scan", "run1.json", "--out", "src"],
    message: /--out: 'src' is a folder, expected a file path/,
  },
  {
    name: "report: --benchmarks is a file",
    args: ["report", "--benchmarks", "run1.json", "--out", "r.md"],
    message: /--benchmarks: 'run1\.json' is a file, expected a folder/,
  },
  // Negative numbers reach the flag's own check, not the argument parser's "ambiguous".
  {
    name: "run: --runs -3",
    args: ["run", ...OK_FILES, "--runs", "-3"],
    message: /--runs: got '-3', expected a whole number from 2 to 50/,
    out: true,
  },
  {
    name: "run: --max-tokens -1",
    args: ["run", ...OK_FILES, "--max-tokens", "-1"],
    message: /--max-tokens: got '-1', expected a whole number of at least 1/,
    out: true,
  },
  {
    name: "run: --concurrency '' (a flag with nothing after it)",
    args: ["run", ...OK_FILES, "--concurrency", ""],
    message: /--concurrency: empty, expected a whole number from 1 to 64/,
    out: true,
  },
  {
    name: "run: --consolidate ''",
    args: ["run", ...OK_FILES, "--consolidate", ""],
    message: /--consolidate: empty, expected judge or off/,
    out: true,
  },
  {
    name: "run: --model ''",
    args: ["run", ...OK_FILES, "--model", ""],
    message: /--model: empty, expected a model name/,
    out: true,
  },
  {
    name: "demo: --files (the example's files are preset)",
    args: ["demo", "--files", "src/Ok.cs"],
    message: /--files: the demo's files are preset/,
    out: true,
  },
  {
    name: "demo: --root",
    args: ["demo", "--root", "src"],
    message: /--root: the demo's files are preset/,
    out: true,
  },
];

describe("bad input: the CLI exits 2 with one line, before any model call, leaving no result", () => {
  for (const row of CLI_ROWS) {
    it(`${row.name} → exit 2 naming the input and the expected form`, async () => {
      const out = file(`out-${CLI_ROWS.indexOf(row)}.json`);
      const result = await runCli([...row.args, ...(row.out ? ["--out", out] : [])], {
        cwd: dir,
        env: { OPENAI_API_KEY: "sk-bad-input" },
      });
      expect(result.code, result.stderr).toBe(2);
      const lines = result.stderr.trimEnd().split("\n");
      expect(lines.at(-1)).toMatch(row.message);
      expect(lines.at(-1)).toMatch(/^llm-determinism \w+: /);
      // The command is said once: never `llm-determinism run: run: …`.
      expect(lines.at(-1)).not.toMatch(/^llm-determinism (\w+): \1: /);
      // Warnings about skipped files may come first; the error is one line and no stack.
      expect(lines.filter((l) => !l.startsWith("skipped "))).toHaveLength(1);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(out)).toBe(false);
    });
  }
});

/** Action rows: inputs (besides a valid base) and the ::error:: line expected. */
const ACTION_ROWS: { name: string; inputs: Record<string, string>; message: RegExp }[] = [
  {
    name: "runs 0",
    inputs: { runs: "0" },
    message: /Input 'runs': got '0', expected a whole number from 2 to 50/,
  },
  {
    name: "runs 'ten' (wrong type)",
    inputs: { runs: "ten" },
    message: /Input 'runs': got 'ten', expected a whole number from 2 to 50/,
  },
  {
    name: "min-determinism over 100",
    inputs: { "min-determinism": "101" },
    message: /Input 'min-determinism': got '101', expected a number from 0 to 100/,
  },
  {
    name: "a threshold over 100",
    inputs: { "fully-consistent-threshold": "120" },
    message: /Input 'fully-consistent-threshold': got '120', expected a number from 0 to 100/,
  },
  {
    name: "no files",
    inputs: { files: "" },
    message: /Input 'files' is required: no pattern given, expected globs of the files to analyse/,
  },
  {
    name: "files that match nothing",
    inputs: { files: "src/**/*.go" },
    message: /Input 'files': no file matched/,
  },
  {
    name: "only a 50 MB file",
    inputs: { files: "src/Big.cs" },
    message: /Input 'files': every matched file was skipped/,
  },
  {
    name: "token-budget 10 (the CLI's setting, in the action too)",
    inputs: { "token-budget": "10" },
    message: /Input 'token-budget': got '10', expected a whole number from 1000 to 2000000/,
  },
  {
    name: "max-retry-after -1",
    inputs: { "max-retry-after": "-1" },
    message: /Input 'max-retry-after': got '-1', expected a number from 0 to 3600/,
  },
  {
    name: "an unknown agent",
    inputs: { agents: "security,wizard" },
    message: /Input 'agents': unknown agent 'wizard'/,
  },
  {
    name: "comment 'maybe'",
    inputs: { comment: "maybe" },
    message: /Input 'comment': got 'maybe', expected true or false/,
  },
  {
    name: "mode 'both'",
    inputs: { mode: "both" },
    message: /Input 'mode': got 'both', expected run or merge/,
  },
  {
    name: "consolidate: sometimes",
    inputs: { consolidate: "sometimes" },
    message: /Input 'consolidate': got 'sometimes', expected judge or off/,
  },
  { name: "shard '3/2'", inputs: { shard: "3/2" }, message: /Input 'shard': got '3\/2', expected k\/n/ },
  {
    name: "a truth file of the wrong shape",
    inputs: { truth: "truth-shape.json" },
    message: /truth-shape\.json: .*expected/,
  },
  {
    name: "a truth file with a severity outside the accepted words",
    inputs: { truth: "truth-severity.json" },
    message: /truth-severity\.json: vulnerabilities\[1\]\.severity: got 'urgent', expected one of CRITICAL/,
  },
  {
    name: "min-f1 without truth",
    inputs: { "min-f1": "50" },
    message: /Input 'min-f1': 50 needs a ground truth/,
  },
  {
    name: "a missing working-directory",
    inputs: { "working-directory": "nowhere" },
    message: /Input 'working-directory': folder not found: 'nowhere'/,
  },
  {
    name: "base-url that is not a URL",
    inputs: { "base-url": "localhost:8000" },
    message: /Input 'base-url': got 'localhost:8000', expected an http\(s\) URL/,
  },
  {
    name: "azure-api-version 'latest'",
    inputs: { "azure-deployment": "d", "azure-api-version": "latest" },
    message: /Input 'azure-api-version': got 'latest', expected a date version/,
  },
];

describe("bad input: the action fails the step with one ::error:: line, before any model call, leaving no report", () => {
  for (const row of ACTION_ROWS) {
    it(`${row.name} → a failed step naming the input and the expected form`, async () => {
      const result = await runAction({
        inputs: {
          files: "src/Ok.cs",
          "api-key": "sk-bad-input",
          "base-url": "http://127.0.0.1:9/v1",
          comment: "false",
          ...row.inputs,
        },
        workspace: dir,
      });
      expect(result.code).toBe(1);
      const errors = result.stdout.split("\n").filter((l) => l.startsWith("::error::"));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(row.message);
      expect(result.stdout).not.toMatch(/\n\s+at /);
      expect(readdirSync(path.join(result.dir, "runner-temp")).filter((f) => f.endsWith(".json"))).toEqual(
        [],
      );
      expect(result.outputs["report-json"] ?? "").toBe("");
    });
  }
});

it("the table has at least 30 rows", () => {
  expect(CLI_ROWS.length + ACTION_ROWS.length).toBeGreaterThanOrEqual(30);
});
