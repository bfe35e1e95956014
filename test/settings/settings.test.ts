import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { evaluateGate } from "../../src/action/gate.js";
import { ALL_SETTINGS } from "../../src/settings/all.js";
import { ANALYSIS } from "../../src/settings/analysis.js";
import { actionDefault, actionDescription, type Setting } from "../../src/settings/setting.js";
import { actionSource, cliSource, read } from "../../src/settings/source.js";
import { readGates, readTestInputs } from "../../src/settings/test-inputs.js";
import { ROOT, runCli, tempDir } from "../helpers/cli.js";

const action = parse(readFileSync(path.join(ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, { description: string; default?: string }>;
};
const COMMANDS = ["measure", "run", "merge", "evaluate", "demo"];

/**
 * The commands where a flag of this name is another described setting: evaluate's --truth is
 * the file it judges against, measure's --runs are files. Derived from the descriptions, so a
 * name reused without a description of its own fails the help check.
 */
function otherMeaning(setting: Setting, name: string): string[] {
  return ALL_SETTINGS.filter(
    (other) => other !== setting && [other.name, ...(other.cliAliases ?? [])].includes(name),
  ).flatMap((other) => [...other.cli]);
}

/** A value the setting refuses, when its kind has one both doors can be given. */
function badValue(setting: Setting): string | undefined {
  switch (setting.kind) {
    case "choice":
      return "maybe";
    case "optional-number":
      return String(setting.min - 1);
    case "value":
      return "not/a-value ☃";
    case "list":
      return setting.separator === "names" ? "x,x" : undefined;
    case "switch":
    case "text":
      // The CLI's switch takes no value; any text is a text.
      return undefined;
    default:
      return String(setting.max + 1);
  }
}

describe("settings described once, read by both doors", () => {
  const helps = new Map<string, string>();
  const helpOf = async (command: string) => {
    if (!helps.has(command)) helps.set(command, (await runCli([command, "--help"])).stdout);
    return helps.get(command)!;
  };

  it("every input of action.yml is a described setting, and every described action setting is an input", () => {
    const described = ALL_SETTINGS.filter((s) => s.action).map((s) => s.name);
    expect(new Set(described).size).toBe(described.length);
    expect([...described].sort()).toEqual(Object.keys(action.inputs).sort());
  });

  for (const setting of ALL_SETTINGS) {
    it(`${setting.name}: action.yml and each command's help say what the description says`, async () => {
      // Offered by both doors, or by one with the reason said.
      if (!setting.action || setting.cli.length === 0)
        expect(setting.oneDoorBecause, setting.name).toBeTruthy();
      else expect(setting.oneDoorBecause).toBeUndefined();

      if (setting.action) {
        expect(action.inputs[setting.name]?.description).toBe(actionDescription(setting));
        expect(action.inputs[setting.name]?.default ?? "").toBe(actionDefault(setting));
      } else if (!ALL_SETTINGS.some((o) => o !== setting && o.action && o.name === setting.name))
        // A CLI-only flag may share its name with an action input only if that is another setting.
        expect(action.inputs[setting.name]).toBeUndefined();
      for (const command of COMMANDS) {
        // demo takes every option of run, and says so.
        const help =
          command === "demo" ? `${await helpOf("demo")}${await helpOf("run")}` : await helpOf(command);
        const offered = setting.cli.includes(command) || (command === "demo" && setting.cli.includes("run"));
        for (const name of [setting.name, ...(setting.cliAliases ?? [])]) {
          if (!offered && otherMeaning(setting, name).includes(command)) continue;
          expect(new RegExp(`--${name}(?![\\w-])`).test(help), `${command} --help names --${name}`).toBe(
            offered,
          );
        }
      }
    });

    if (!setting.action || setting.cli.length === 0) continue;
    const command = setting.cli[0]!;
    it(`${setting.name}: the same default in both doors`, () => {
      const viaAction = read(
        setting as never,
        actionSource(() => ""),
      );
      const viaCli = read(setting as never, cliSource({}, command));
      expect(viaCli).toEqual(viaAction);
    });

    const bad = badValue(setting);
    if (bad !== undefined)
      it(`${setting.name}: the same message for ${JSON.stringify(bad)} in both doors`, () => {
        const viaAction = () =>
          read(
            setting as never,
            actionSource((name) => (name === setting.name ? bad : "")),
          );
        const viaCli = () => read(setting as never, cliSource({ [setting.name]: bad }, command));
        const message = (f: () => unknown) => {
          try {
            f();
          } catch (error) {
            return (error as Error).message;
          }
          return "no error";
        };
        const fromAction = message(viaAction);
        expect(fromAction).toMatch(new RegExp(`^Input '${setting.name}': `));
        expect(message(viaCli)).toBe(fromAction.replace(`Input '${setting.name}'`, `--${setting.name}`));
      });
  }

  it("--min-score is --min-determinism under its older name; both at once is bad usage", () => {
    const gates = (values: Record<string, string>) => readGates(cliSource(values, "run"), undefined);
    expect(gates({ "min-score": "70" }).minDeterminism).toBe(70);
    expect(gates({ "min-score": "70" }).gateLabels["min-determinism"]).toBe("--min-score");
    expect(() => gates({ "min-score": "70", "min-determinism": "60" })).toThrow(
      "--min-determinism and --min-score are one setting (min-determinism): give one of them",
    );
  });

  it("--root is --working-directory under its older name", () => {
    expect(read(ANALYSIS.workingDirectory, cliSource({ root: "src" }, "run"))).toBe("src");
  });

  it("checks between settings say the same in both doors", () => {
    const both = (inputs: Record<string, string>) => {
      const viaAction = () =>
        readTestInputs(
          actionSource((name) => inputs[name] ?? ""),
          { analyses: true },
        );
      const viaCli = () => readTestInputs(cliSource({ files: ["x"], ...inputs }, "run"), { analyses: true });
      return [viaAction, viaCli] as const;
    };
    const [a1, c1] = both({ files: "x", "evaluate-runs": "all" });
    expect(a1).toThrow(
      "Input 'evaluate-runs': all needs 'truth', the ground truth to judge each run against",
    );
    expect(c1).toThrow("--evaluate-runs: all needs --truth, the ground truth to judge each run against");
    const [a2, c2] = both({ files: "x", runs: "5", "max-runs": "9" });
    expect(a2).toThrow("Input 'max-runs': only applies to runs: auto (got runs: 5)");
    expect(c2).toThrow("--max-runs: only applies to --runs auto (got --runs 5)");
    const [a3, c3] = both({ files: "x", shard: "1/2", runs: "auto" });
    expect(a3).toThrow("Input 'shard': cannot be combined with runs: auto");
    expect(c3).toThrow("--shard: cannot be combined with --runs auto");
  });

  it("gates on reproducibility, and fails with a reason when there is nothing to measure", () => {
    const thresholds = { minDeterminism: 0, minReproducibility: 80, minF1: 0 };
    expect(evaluateGate({ determinism: 50, reproducibility: 85 }, thresholds).passed).toBe(true);
    const under = evaluateGate({ determinism: 50, reproducibility: 75 }, thresholds);
    expect(under.passed).toBe(false);
    expect(under.checks[0]!.reason).toBe("reproducibility 75.0% is under the minimum 80%");
    const nothing = evaluateGate({ determinism: null, reproducibility: null }, thresholds);
    expect(nothing.passed).toBe(false);
    expect(nothing.checks[0]!.reason).toMatch(/reproducibility has nothing to measure/);
  });

  it("says when the determinism score is nearer its minimum than one grouping error moves it", () => {
    const thresholds = { minDeterminism: 70, minF1: 0 };
    const near = " nearer to it than one grouping error moves the score (about 1.8 points)";
    const under = evaluateGate({ determinism: 68.9, determinismGroupingError: 1.8 }, thresholds);
    expect(under.passed).toBe(false);
    expect(under.checks[0]!.reason).toBe(`determinism 68.9% is under the minimum 70%,${near}`);
    const over = evaluateGate({ determinism: 71.2, determinismGroupingError: 1.8 }, thresholds);
    expect(over.passed).toBe(true);
    expect(over.checks[0]!.reason).toBe(`determinism 71.2% meets the minimum 70%,${near}`);
    // Farther than one error, or with no error to weigh (no finding two runs reported): nothing said.
    const far = evaluateGate({ determinism: 60, determinismGroupingError: 1.8 }, thresholds);
    expect(far.checks[0]!.reason).toBe("determinism 60.0% is under the minimum 70%");
    expect(evaluateGate({ determinism: 69.5 }, thresholds).checks[0]!.near).toBeUndefined();
  });
});

describe("the gates in the CLI", () => {
  const dir = tempDir("llmdet-gates-");
  const run = (n: number, titles: string[]) =>
    writeFileSync(
      path.join(dir, `run${n}.json`),
      JSON.stringify({
        run: n,
        findings: titles.map((title) => ({
          category: "SQL Injection",
          severity: "HIGH",
          title,
          file: `${title}.cs`,
        })),
      }),
    );
  run(1, ["a", "b"]);
  run(2, ["a", "c"]);

  it("measure --min-reproducibility: exit 1 naming the score and the flag", async () => {
    const result = await runCli(["measure", "run1.json", "run2.json", "--min-reproducibility", "99.9"], {
      cwd: dir,
    });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/failed: reproducibility \d+\.\d% is under --min-reproducibility 99\.9/);
  });

  it("measure --min-determinism near the score: says a grouping error could turn the verdict", async () => {
    // a in both runs, b and c in one each: 66.7. One of a's reports split off: all at 50, 16.7 away.
    const result = await runCli(["measure", "run1.json", "run2.json", "--min-determinism", "70"], {
      cwd: dir,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "determinism score 66.7% is under --min-determinism 70, nearer to it than one grouping error moves the score (about 16.7 points)",
    );
  });

  it("measure --min-determinism: the new name of --min-score", async () => {
    const result = await runCli(["measure", "run1.json", "run2.json", "--min-determinism", "99.9"], {
      cwd: dir,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/determinism score \d+\.\d% is under --min-determinism 99\.9/);
  });

  it("run --min-f1 without --truth: exit 2 before any request", async () => {
    const result = await runCli(
      ["run", "--files", "run1.json", "--base-url", "http://127.0.0.1:9/v1", "--min-f1", "50"],
      { cwd: dir },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--min-f1: 50 needs a ground truth to measure F1 against; give --truth/);
  });
});
