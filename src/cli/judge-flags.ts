import path from "node:path";
import { InputError } from "../errors.js";
import { readTruth } from "../evaluate/read.js";
import { readJsonFile } from "../io/json-file.js";
import type { JudgeSettings } from "../pipeline/full-test.js";
import { cliChoice, CHOICES } from "../settings/choices.js";
import { cliText, TEXTS } from "../settings/texts.js";
import { cliNumber, pick } from "../settings/numbers.js";
import { helpLines } from "../settings/setting.js";
import type { CliIo } from "./io.js";

/** The judge flags `run` and `merge` share. */
export const JUDGE_FLAGS = {
  truth: { type: "string" },
  "judge-model": { type: "string" },
  domain: { type: "string" },
  iterations: { type: "string" },
  "batch-size": { type: "string" },
  "evaluate-runs": { type: "string" },
  consolidate: { type: "string" },
} as const;

export const JUDGE_HELP = `${helpLines([TEXTS.truth, TEXTS.judgeModel, TEXTS.domain], "run")}
${helpLines(pick("iterations", "batchSize"), "run")}
${helpLines([CHOICES.evaluateRuns, CHOICES.consolidate], "run")}`;

/** The grouping judge's settings, or undefined with `--consolidate off`. */
export function groupingFlags(
  values: {
    consolidate?: string | undefined;
    iterations?: string | undefined;
    "judge-model"?: string | undefined;
  },
  defaultMode: "judge" | "off" = "judge",
): { iterations: number; model?: string } | undefined {
  const mode = cliChoice("consolidate", values, defaultMode);
  if (mode === "off") return undefined;
  return {
    iterations: cliNumber("iterations", values),
    ...(values["judge-model"] !== undefined && { model: values["judge-model"] }),
  };
}

/** The judge flags of `run` and `merge`: the settings, or undefined without --truth. */
export function judgeFlags(
  values: {
    truth?: string | undefined;
    iterations?: string | undefined;
    "batch-size"?: string | undefined;
    "evaluate-runs"?: string | undefined;
    domain?: string | undefined;
    "judge-model"?: string | undefined;
  },
  io: CliIo,
): JudgeSettings | undefined {
  const iterations = cliNumber("iterations", values);
  const batchSize = cliNumber("batchSize", values);
  const evaluateRuns = cliChoice("evaluateRuns", values);
  if (values.truth === undefined) {
    if (evaluateRuns === "all")
      throw new InputError("--evaluate-runs: all needs --truth (the ground truth to judge each run against)");
    return undefined;
  }
  return {
    truth: readTruth(values.truth, readJsonFile(path.resolve(io.cwd, values.truth), values.truth)),
    iterations,
    batchSize,
    domain: cliText("domain", values)!,
    evaluateRuns,
    ...(values["judge-model"] !== undefined && { model: values["judge-model"] }),
  };
}
