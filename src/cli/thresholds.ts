import { InputError } from "../errors.js";
import type { Thresholds } from "../score/types.js";
import { thresholdOrderProblem } from "../score/classify.js";
import { cliNumber, NUMBERS, pick } from "../settings/numbers.js";
import { flagSpec, helpLines } from "../settings/setting.js";

const THRESHOLDS = pick(
  "fullyConsistentThreshold",
  "highlyConsistentThreshold",
  "moderatelyConsistentThreshold",
);

export const THRESHOLD_FLAGS = flagSpec(THRESHOLDS, "run") as Record<
  (typeof NUMBERS)[
    "fullyConsistentThreshold" | "highlyConsistentThreshold" | "moderatelyConsistentThreshold"]["name"],
  { type: "string" }
>;

/** The classes' thresholds in a command's help (measure, run, merge and demo alike). */
export const THRESHOLD_HELP = helpLines(THRESHOLDS, "run");

/** The per-finding class thresholds from flags; they must not cross (full ≥ high ≥ moderate). */
export function thresholdsFrom(values: Record<string, unknown>): Thresholds {
  const t = {
    fullyConsistentThreshold: cliNumber("fullyConsistentThreshold", values),
    highlyConsistentThreshold: cliNumber("highlyConsistentThreshold", values),
    moderatelyConsistentThreshold: cliNumber("moderatelyConsistentThreshold", values),
  };
  const order = thresholdOrderProblem(t, (name) => `--${name}`);
  if (order) throw new InputError(order);
  return t;
}
