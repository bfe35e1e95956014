import { NUMBERS, pick } from "../settings/numbers.js";
import { flagSpec, helpLines } from "../settings/flags.js";

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
