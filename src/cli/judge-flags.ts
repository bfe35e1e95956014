import { CHOICES } from "../settings/choices.js";
import { TEXTS } from "../settings/texts.js";
import { NUMBERS, pick } from "../settings/numbers.js";
import { cliSource, isGiven, read } from "../settings/source.js";
import { helpLines } from "../settings/flags.js";

/** The judge flags `run` and `merge` share. */
export const JUDGE_FLAGS = {
  truth: { type: "string" },
  "judge-model": { type: "string" },
  domain: { type: "string" },
  iterations: { type: "string" },
  "batch-size": { type: "string" },
  "evaluate-runs": { type: "string" },
  candidates: { type: "string" },
  consolidate: { type: "string" },
} as const;

export const JUDGE_HELP = `${helpLines([TEXTS.truth, TEXTS.judgeModel, TEXTS.domain], "run")}
${helpLines(pick("iterations", "batchSize"), "run")}
${helpLines([CHOICES.evaluateRuns, CHOICES.candidates, CHOICES.consolidate], "run")}`;

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
