import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { heuristicJudge } from "../../src/simulator/judges.js";
import { runCli, tempDir } from "../helpers/cli.js";
import { EXAMPLE, EXAMPLE_FILE_FLAGS } from "../helpers/example.js";
import { simulator } from "../helpers/sim.js";

const FILES = EXAMPLE_FILE_FLAGS;
const env = { OPENAI_API_KEY: "sk-test" };

describe("run --shard and merge", () => {
  it("two shard invocations and a merge give the unsharded result", async () => {
    // No prompt cache: the shards would find the unsharded run's prompts cached, and bill less.
    const sim = await simulator({ seed: 5, promptCache: false });
    const dir = tempDir();
    const common = [...FILES, "--runs", "5", "--base-url", sim.url, "--token-budget", "1500"];
    const whole = await runCli(["run", ...common, "--out", path.join(dir, "whole.json")], { env });
    expect(whole.code, whole.stderr).toBe(0);
    for (const k of [1, 2]) {
      const shard = await runCli(
        ["run", ...common, "--shard", `${k}/2`, "--out", path.join(dir, "partials", `p${k}.json`)],
        { env },
      );
      expect(shard.code, shard.stderr).toBe(0);
      expect(shard.stdout).toMatch(new RegExp(`^Shard ${k}/2: \\d+ requests, 0 failed`));
    }
    const merged = await runCli(
      [
        "merge",
        "--partials",
        path.join(dir, "partials/*.json"),
        "--out",
        path.join(dir, "merged.json"),
        "--min-score",
        "1",
        // The same server as the unsharded run: its grouping judge is asked in the merge job.
        "--base-url",
        sim.url,
      ],
      { env },
    );
    expect(merged.code, merged.stderr).toBe(0);
    expect(merged.stderr).toMatch(/merged 2 shards/);
    const read = (f: string) => JSON.parse(readFileSync(path.join(dir, f), "utf8"));
    const a = read("whole.json");
    const b = read("merged.json");
    for (const r of [a, b]) {
      delete r.testId;
      delete r.testedAt;
      r.execution.durationMs = 0;
    }
    expect(b).toEqual(a);
  });

  it("judges with the shards' model and honours --max-tokens, as the action's merge job does", async () => {
    const sim = await simulator({ seed: 5, judge: heuristicJudge() });
    const dir = tempDir();
    const common = [...FILES, "--runs", "3", "--base-url", sim.url, "--model", "shard-model"];
    for (const k of [1, 2]) {
      const shard = await runCli(
        ["run", ...common, "--shard", `${k}/2`, "--out", path.join(dir, `p${k}.json`)],
        { env },
      );
      expect(shard.code, shard.stderr).toBe(0);
    }
    const before = sim.stats().seen.length;
    /** A merge of the two shards against the truth; returns the exit, the output and the result. */
    const merge = async (name: string, flags: string[]) => {
      const out = path.join(dir, `${name}.json`);
      const args = ["merge", path.join(dir, "p1.json"), path.join(dir, "p2.json")];
      const r = await runCli(
        [...args, "--truth", path.join(EXAMPLE, "truth.json"), "--base-url", sim.url, "--out", out, ...flags],
        { env },
      );
      expect(r.code, r.stderr).toBe(0);
      return { stdout: r.stdout, result: JSON.parse(readFileSync(out, "utf8")) };
    };
    const merged = await merge("merged", ["--model", "merge-job-model"]);
    const asked = sim.stats().seen.slice(before);
    // The grouping judge and the judge ask the model under test, as in one unsharded job.
    expect(new Set(asked.map((r) => r.phase))).toEqual(new Set(["consolidate", "judge"]));
    expect(new Set(asked.map((r) => r.model))).toEqual(new Set(["shard-model"]));
    expect(merged.result.execution.model).toBe("shard-model");
    expect(merged.result.evaluation.f1, merged.stdout).toBeGreaterThan(0);

    // The budget counts from here: the judge alone spends tokens.
    const whole = await merge("whole", ["--consolidate", "off"]);
    const consensusTokens = whole.result.execution.judgeUsageByPurpose.consensus.totalTokens;
    const allFindingsTokens = whole.result.execution.judgeUsageByPurpose.allFindings.totalTokens;

    // A budget the first judge request would pass: the scores stay, no accuracy is reported.
    const none = await merge("none", ["--consolidate", "off", "--max-tokens", "1"]);
    expect(none.result.determinismScore).toBe(whole.result.determinismScore);
    // Refused judgments would read as misses: no accuracy is better than a wrong one.
    expect(none.result.evaluation).toBeUndefined();
    expect(none.stdout).toMatch(
      /truth evaluation was stopped part way, so no accuracy is reported: the token budget \(1\) would be passed/,
    );

    // Room for the consensus (and the estimates of 8 requests in flight), not for the rest:
    // the complete part stands, the part the budget cut is left out.
    const room = consensusTokens + 25_000;
    expect(allFindingsTokens).toBeGreaterThan(25_000);
    const part = await merge("part", ["--consolidate", "off", "--max-tokens", String(room)]);
    expect(part.result.evaluation).toEqual(whole.result.evaluation);
    expect(part.result.calibration).toBeUndefined();
    expect(part.stdout).toMatch(
      /truth evaluation stopped part way \(the token budget \([\d,]+\) would be passed\): the accuracy of the consensus is complete; the precision by appearance rate is left out/,
    );
  });

  it("exits 2 naming the missing shard", async () => {
    const sim = await simulator();
    const dir = tempDir();
    await runCli(
      [
        "run",
        ...FILES,
        "--runs",
        "3",
        "--base-url",
        sim.url,
        "--shard",
        "2/3",
        "--out",
        path.join(dir, "p2.json"),
      ],
      {
        env,
      },
    );
    const merged = await runCli(["merge", path.join(dir, "p2.json")], { env: {} });
    expect(merged.code).toBe(2);
    const missing =
      "llm-determinism merge: shards 1/3, 3/3 missing, expected all 3 partial results (did a shard job fail?)\n";
    expect(merged.stderr).toBe(missing);

    // Without --partials, merge reads where the action's partials input looks by default.
    mkdirSync(path.join(dir, "llm-determinism-partials"));
    copyFileSync(path.join(dir, "p2.json"), path.join(dir, "llm-determinism-partials", "p2.json"));
    const byDefault = await runCli(["merge"], { cwd: dir, env: {} });
    expect(byDefault.code).toBe(2);
    expect(byDefault.stderr).toBe(missing);
  });

  it("refuses --shard without --out, with --runs auto, and a malformed k/n", async () => {
    const cases: [string[], RegExp][] = [
      [["--shard", "1/2"], /--shard: needs --out/],
      [
        ["--shard", "1/2", "--out", "x.json", "--runs", "auto"],
        /--shard: cannot be combined with --runs auto/,
      ],
      [["--shard", "3/2", "--out", "x.json"], /--shard: got '3\/2', expected k\/n/],
    ];
    for (const [flags, message] of cases) {
      const r = await runCli(["run", ...FILES, "--base-url", "http://127.0.0.1:9/v1", ...flags], { env });
      expect(r.code, flags.join(" ")).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });
});

describe("run --runs auto", () => {
  it("prints why it stopped and records the rounds", async () => {
    const sim = await simulator({ seed: 5 });
    const dir = tempDir();
    const r = await runCli(
      [
        "run",
        ...FILES,
        "--runs",
        "auto",
        "--max-runs",
        "9",
        "--target-width",
        "0.1",
        "--base-url",
        sim.url,
        "--out",
        path.join(dir, "r.json"),
      ],
      { env },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Runs: auto: max-runs \(9\) reached/m);
    // The estimate is for the most runs it may make.
    expect(r.stderr).toMatch(/^estimate \(at most\): \d+ requests, ~[\d,]+ tokens \(9 runs × /m);
    const result = JSON.parse(readFileSync(path.join(dir, "r.json"), "utf8"));
    expect(result.runCount).toBe(9);
    expect(result.execution.adaptive.rounds[0].runs).toBe(5);
  });

  it("rejects --max-runs without --runs auto", async () => {
    const r = await runCli(["run", ...FILES, "--max-runs", "9", "--base-url", "http://127.0.0.1:9/v1"], {
      env,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--max-runs: only applies to --runs auto/);
  });
});

describe("run --cache-dir", () => {
  it("a re-run with the same cache makes zero requests and prints the same result", async () => {
    const sim = await simulator({ seed: 5 });
    const dir = tempDir();
    const args = [
      "run",
      ...FILES,
      "--runs",
      "3",
      "--base-url",
      sim.url,
      "--cache-dir",
      path.join(dir, "cache"),
    ];
    const first = await runCli(args, { env });
    const requests = sim.stats().requests;
    expect(requests).toBeGreaterThan(0);
    const second = await runCli(args, { env });
    expect(second.code, second.stderr).toBe(0);
    expect(sim.stats().requests).toBe(requests);
    // The same result; only the usage line differs, since cached answers cost nothing.
    const withoutUsage = (text: string) => text.replace(/^Usage: .*$/m, "");
    expect(withoutUsage(second.stdout)).toBe(withoutUsage(first.stdout));
    expect(second.stdout).toMatch(/^Usage: analysis 9 requests \(0 sent\), 0 tokens · ≈ \$0\.0000/m);
  });
});
