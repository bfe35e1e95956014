import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { evaluateGate } from "../../src/action/gate.js";
import { actionGates, cliGates, GATES } from "../../src/settings/gates.js";
import {
  actionNumber,
  actionOptionalNumber,
  cliNumber,
  cliOptionalNumber,
  NUMBERS,
  type NumberName,
  OPTIONAL_NUMBERS,
  type OptionalNumberName,
} from "../../src/settings/numbers.js";
import { actionChoice, CHOICES, cliChoice, type ChoiceName } from "../../src/settings/choices.js";
import { actionDefault, actionDescription, type Setting } from "../../src/settings/setting.js";
import { actionText, cliText, TEXTS, type TextName } from "../../src/settings/texts.js";
import { ROOT, runCli, tempDir } from "../helpers/cli.js";

const action = parse(readFileSync(path.join(ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, { description: string; default?: string }>;
};
const COMMANDS = ["measure", "run", "merge", "evaluate", "demo"];

/**
 * Flags of the same name that are another setting: evaluate's --temperature is the judge's,
 * measure's --seed is accepted and ignored, evaluate's --truth is the file it evaluates against.
 */
const OTHER_MEANING: Record<string, string[]> = {
  temperature: ["evaluate"],
  seed: ["measure"],
  truth: ["evaluate"],
};

describe("settings described once, read by both doors", () => {
  const SETTINGS: readonly Setting[] = [
    ...GATES,
    ...Object.values(NUMBERS),
    ...Object.values(OPTIONAL_NUMBERS),
    ...Object.values(CHOICES),
  ];
  const helps = new Map<string, string>();
  const helpOf = async (command: string) => {
    if (!helps.has(command)) helps.set(command, (await runCli([command, "--help"])).stdout);
    return helps.get(command)!;
  };
  for (const setting of SETTINGS) {
    it(`${setting.name}: action.yml and each command's help say what the description says`, async () => {
      // Offered by both doors, or by one with the reason said.
      if (!setting.action || setting.cli.length === 0)
        expect(setting.oneDoorBecause, setting.name).toBeTruthy();
      else expect(setting.oneDoorBecause).toBeUndefined();

      expect(action.inputs[setting.name]?.description).toBe(actionDescription(setting));
      expect(action.inputs[setting.name]?.default).toBe(actionDefault(setting));
      for (const command of COMMANDS) {
        // demo takes every option of run, and says so.
        const help =
          command === "demo" ? `${await helpOf("demo")}${await helpOf("run")}` : await helpOf(command);
        const offered = setting.cli.includes(command);
        for (const name of [setting.name, ...(setting.cliAliases ?? [])]) {
          if (!offered && OTHER_MEANING[name]?.includes(command)) continue;
          expect(new RegExp(`--${name}(?![\\w-])`).test(help), `${command} --help names --${name}`).toBe(
            offered,
          );
        }
      }
    });
  }

  for (const gate of GATES)
    it(`${gate.name}: the same bad value gets the same message in both doors`, () => {
      const viaAction = () => actionGates((name) => (name === gate.name ? "101" : ""));
      const viaCli = () => cliGates({ [gate.name]: "101" }, gate.cli[0]!);
      expect(viaAction).toThrow(`Input '${gate.name}': got '101', expected a number from 0 to 100`);
      expect(viaCli).toThrow(`--${gate.name}: got '101', expected a number from 0 to 100`);
    });

  for (const [key, setting] of Object.entries(CHOICES) as [ChoiceName, (typeof CHOICES)[ChoiceName]][])
    it(`${setting.name}: the same default and the same message for a word it does not take in both doors`, () => {
      expect(actionChoice(key, () => "")).toBe(setting.default);
      const expected = `got 'maybe', expected ${setting.choices.slice(0, -1).join(", ")} or ${setting.choices.at(-1)}`;
      expect(() => actionChoice(key, (name) => (name === setting.name ? "maybe" : ""))).toThrow(
        `Input '${setting.name}': ${expected}`,
      );
      if (setting.cli.length === 0) return;
      expect(cliChoice(key, {})).toBe(setting.default);
      expect(() => cliChoice(key, { [setting.name]: "maybe" })).toThrow(`--${setting.name}: ${expected}`);
    });

  for (const [key, setting] of Object.entries(OPTIONAL_NUMBERS) as [
    OptionalNumberName,
    (typeof OPTIONAL_NUMBERS)[OptionalNumberName],
  ][])
    it(`${setting.name}: absent when left out, and the same message below its range in both doors`, () => {
      expect(actionOptionalNumber(key, () => "")).toBeUndefined();
      expect(cliOptionalNumber(key, {})).toBeUndefined();
      const bad = String(setting.min - 1);
      const kind = "integer" in setting ? "a whole number" : "a number";
      const range =
        setting.max >= Number.MAX_SAFE_INTEGER
          ? `of at least ${setting.min}`
          : `from ${setting.min} to ${setting.max}`;
      const expected = `got '${bad}', expected ${kind} ${range}`;
      expect(() => actionOptionalNumber(key, (name) => (name === setting.name ? bad : ""))).toThrow(
        `Input '${setting.name}': ${expected}`,
      );
      expect(() => cliOptionalNumber(key, { [setting.name]: bad })).toThrow(`--${setting.name}: ${expected}`);
    });

  for (const [key, setting] of Object.entries(TEXTS) as [TextName, (typeof TEXTS)[TextName]][])
    it(`${setting.name}: the same default in both doors, and empty means the default`, () => {
      const expected = setting.default === "" ? undefined : setting.default;
      expect(actionText(key, () => "")).toBe(expected);
      expect(actionText(key, () => "  ")).toBe(expected);
      expect(cliText(key, {})).toBe(expected);
      expect(actionText(key, (name) => (name === setting.name ? " x " : ""))).toBe("x");
      expect(cliText(key, { [setting.name]: "x" })).toBe("x");
    });

  for (const [key, setting] of Object.entries(NUMBERS) as [NumberName, (typeof NUMBERS)[NumberName]][])
    it(`${setting.name}: the same default and the same message for a value out of range in both doors`, () => {
      expect(actionNumber(key, () => "")).toBe(setting.default);
      expect(cliNumber(key, {})).toBe(setting.default);
      const bad = String(setting.max + 1);
      const expected = `got '${bad}', expected ${"integer" in setting ? "a whole number" : "a number"} from ${setting.min} to ${setting.max}`;
      expect(() => actionNumber(key, (name) => (name === setting.name ? bad : ""))).toThrow(
        `Input '${setting.name}': ${expected}`,
      );
      expect(() => cliNumber(key, { [setting.name]: bad })).toThrow(`--${setting.name}: ${expected}`);
    });

  it("--min-score is --min-determinism under its older name; both at once is bad usage", () => {
    expect(cliGates({ "min-score": "70" }, "run").thresholds.minDeterminism).toBe(70);
    expect(cliGates({ "min-score": "70" }, "run").labels["min-determinism"]).toBe("--min-score");
    expect(() => cliGates({ "min-score": "70", "min-determinism": "60" }, "run")).toThrow(
      "--min-determinism and --min-score are one setting (min-determinism): give one of them",
    );
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
