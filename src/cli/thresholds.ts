import { InputError } from "../errors.js";
import type { Thresholds } from "../score/types.js";
import { DEFAULT_THRESHOLDS } from "../score/types.js";
import { numberFlag } from "./flags.js";
import { thresholdOrderProblem } from "../score/classify.js";

export const THRESHOLD_FLAGS = {
  "fully-consistent-threshold": { type: "string" },
  "highly-consistent-threshold": { type: "string" },
  "moderately-consistent-threshold": { type: "string" },
} as const;

/** The per-finding class thresholds from flags; they must not cross (full ≥ high ≥ moderate). */
export function thresholdsFrom(values: Record<string, unknown>): Thresholds {
  const get = (name: string, fallback: number) =>
    numberFlag(`--${name}`, values[name] as string | undefined, fallback, { min: 0, max: 100 });
  const t = {
    fullyConsistentThreshold: get("fully-consistent-threshold", DEFAULT_THRESHOLDS.fullyConsistentThreshold),
    highlyConsistentThreshold: get(
      "highly-consistent-threshold",
      DEFAULT_THRESHOLDS.highlyConsistentThreshold,
    ),
    moderatelyConsistentThreshold: get(
      "moderately-consistent-threshold",
      DEFAULT_THRESHOLDS.moderatelyConsistentThreshold,
    ),
  };
  const order = thresholdOrderProblem(t, (name) => `--${name}`);
  if (order) throw new InputError(order);
  return t;
}
