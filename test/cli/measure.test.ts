import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runCli, tempDir } from "../helpers/cli.js";
import { exampleScenario, perturbedRuns } from "../helpers/perturbed.js";

let dir: string;

beforeAll(() => {
  dir = tempDir();
  const { runs } = perturbedRuns(exampleScenario, 5, 0.3, 11);
  for (const r of runs) {
    writeFileSync(
      path.join(dir, `run${r.run}.json`),
      JSON.stringify({ run: r.run, model: "sim", temperature: 0.3, findings: r.findings }),
    );
  }
});

const write = (name: string, content: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
};

describe("llm-determinism measure", () => {
  it("scores run files matched by a glob and writes the JSON result and the Markdown report", async () => {
    const result = await runCli(["measure", "--runs", "run*.json", "--out", "r.json", "--markdown", "r.md"], {
      cwd: dir,
    });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Determinism \d+\.\d% \((Excellent|Good|Moderate|Fair|Poor)\)/);
    const json = JSON.parse(readFileSync(path.join(dir, "r.json"), "utf8"));
    expect(json.runCount).toBe(5);
    expect(json.findings.length).toBeGreaterThan(10);
    expect(json.findings[0].occurrences[0]).toEqual({ run: expect.any(Number), index: expect.any(Number) });
    expect(readFileSync(path.join(dir, "r.md"), "utf8")).toMatch(/^## LLM determinism report/);
  });
});

describe("measure gates and prints JSON on request", () => {
  it("takes the run files as arguments, the same as --runs", async () => {
    const positional = await runCli(["measure", "run1.json", "run2.json", "--out", "-"], { cwd: dir });
    const flag = await runCli(["measure", "--runs", "run1.json", "--runs", "run2.json", "--out", "-"], {
      cwd: dir,
    });
    expect(positional.code, positional.stderr).toBe(0);
    const a = JSON.parse(positional.stdout);
    const b = JSON.parse(flag.stdout);
    expect(a.runCount).toBe(2);
    expect(a.determinismScore).toBe(b.determinismScore);
    expect(a.findings).toEqual(b.findings);
  });

  it("reads a model's answer saved as it came, in a Markdown fence, as the JSON inside", async () => {
    const plain = readFileSync(path.join(dir, "run2.json"), "utf8");
    write("fenced.json", `\`\`\`json\n${plain}\n\`\`\`\n`);
    const fenced = await runCli(["measure", "run1.json", "fenced.json", "--out", "-"], { cwd: dir });
    const unfenced = await runCli(["measure", "run1.json", "run2.json", "--out", "-"], { cwd: dir });
    expect(fenced.code, fenced.stderr).toBe(0);
    expect(JSON.parse(fenced.stdout).findings).toEqual(JSON.parse(unfenced.stdout).findings);
  });

  it("prints the JSON result on stdout with --out -", async () => {
    const result = await runCli(["measure", "--runs", "run1.json", "run2.json", "--out", "-"], { cwd: dir });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).runCount).toBe(2);
  });

  it("exits 1 with the reason under --min-score, after writing its outputs", async () => {
    const result = await runCli(
      ["measure", "--runs", "run*.json", "--min-score", "99.9", "--out", "gate.json"],
      { cwd: dir },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/determinism score \d+\.\d% is under --min-score 99\.9/);
    expect(JSON.parse(readFileSync(path.join(dir, "gate.json"), "utf8")).runCount).toBe(5);
  });

  it("exits 0 over --min-score", async () => {
    const result = await runCli(["measure", "--runs", "run*.json", "--min-score", "1"], { cwd: dir });
    expect(result.code).toBe(0);
  });
});

describe("bad input exits 2 with one line naming the file and field", () => {
  const cases: { name: string; args: () => string[]; message: RegExp }[] = [
    {
      name: "an empty run list",
      args: () => ["measure", "--runs", "nothing-*.json"],
      message: /^llm-determinism measure: --runs: no file matched 'nothing-\*\.json'/,
    },
    {
      name: "no run files at all",
      args: () => ["measure"],
      message: /no run files given, expected paths or globs/,
    },
    {
      name: "one run only",
      args: () => ["measure", "--runs", "run1.json"],
      message: /1 run file matched \(run1\.json\); determinism needs at least 2 runs/,
    },
    {
      name: "a run file that is not JSON",
      args: () => ["measure", "--runs", "run1.json", write("broken.json", "{ not json")],
      message: /broken\.json: not valid JSON/,
    },
    {
      name: "a finding without a title",
      args: () => [
        "measure",
        "--runs",
        "run1.json",
        write("notitle.json", { findings: [{ category: "c", severity: "LOW" }] }),
      ],
      message: /notitle\.json: findings\[0\]\.title: required field is missing/,
    },
    {
      name: "severity 'urgent'",
      args: () => [
        "measure",
        "--runs",
        "run1.json",
        write("urgent.json", [{ category: "c", severity: "urgent", title: "t" }]),
      ],
      message: /urgent\.json: \[0\]\.severity: got 'urgent', expected one of CRITICAL/,
    },
    {
      name: "a missing file",
      args: () => ["measure", "--runs", "run1.json", "missing.json"],
      message: /--runs: file not found: 'missing\.json'/,
    },
    {
      name: "an unknown flag",
      args: () => ["measure", "--runs", "run1.json", "--bogus"],
      message: /unknown flag '--bogus'/,
    },
    {
      name: "--min-score over 100",
      args: () => ["measure", "--runs", "run*.json", "--min-score", "101"],
      message: /--min-score: got '101', expected a number from 0 to 100/,
    },
    {
      name: "duplicate run numbers",
      args: () => ["measure", "--runs", "run1.json", write("again.json", { run: 1, findings: [] })],
      message: /run: 1 is also the run number of/,
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const result = await runCli(c.args(), { cwd: dir });
      expect(result.code).toBe(2);
      expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
      expect(result.stderr).toMatch(c.message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    });
  }
});
