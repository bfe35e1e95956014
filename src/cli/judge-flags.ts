import path from "node:path";
import { readTruth } from "../evaluate/read.js";
import { readJsonFile } from "../io/json-file.js";
import type { JudgeSettings } from "../pipeline/full-test.js";
import { CHOICES } from "../settings/choices.js";
import { TEXTS } from "../settings/texts.js";
import { NUMBERS, pick } from "../settings/numbers.js";
import { cliSource, isGiven, read } from "../settings/source.js";
import { readJudge } from "../settings/test-inputs.js";
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

/**
 * The grouping judge's settings, or undefined when it is off. `defaultMode` is the mode when
 * --consolidate is not given: measure and merge ask a judge only where a model is configured.
 */
export function groupingFlags(
  values: Record<string, unknown>,
  defaultMode: "judge" | "off" = "judge",
): { iterations: number; model?: string } | undefined {
  const source = cliSource(values);
  const mode = isGiven(CHOICES.consolidate, source) ? read(CHOICES.consolidate, source) : defaultMode;
  if (mode === "off") return undefined;
  const model = read(TEXTS.judgeModel, source);
  return { iterations: read(NUMBERS.iterations, source), ...(model !== undefined && { model }) };
}

/** The judge flags of `merge`: the settings with the truth file read, or undefined without --truth. */
export function judgeFlags(values: Record<string, unknown>, io: CliIo): JudgeSettings | undefined {
  const judge = readJudge(cliSource(values));
  if (judge.truth === undefined) return undefined;
  return {
    truth: readTruth(judge.truth, readJsonFile(path.resolve(io.cwd, judge.truth), judge.truth)),
    iterations: judge.iterations,
    batchSize: judge.batchSize,
    domain: judge.domain,
    evaluateRuns: judge.evaluateRuns,
    ...(judge.judgeModel !== undefined && { model: judge.judgeModel }),
  };
}
