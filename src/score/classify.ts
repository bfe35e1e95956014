import type { Classification, ConsistencyLevel, Thresholds } from "./types.js";

/** The classic levels: Excellent ≥ 90, Good ≥ 80, Moderate ≥ 70, Fair ≥ 60, else Poor. */
export function consistencyLevel(score: number): ConsistencyLevel {
  if (score >= 90) return "Excellent";
  if (score >= 80) return "Good";
  if (score >= 70) return "Moderate";
  if (score >= 60) return "Fair";
  return "Poor";
}

/**
 * The class of a finding seen in k of n runs. Compared as k·100 ≥ t·n, so 8 of 10 is exactly
 * 80% and never falls short by a rounding error.
 */
export function classify(k: number, n: number, t: Thresholds): Classification {
  const rate = k * 100;
  if (rate >= t.fullyConsistentThreshold * n) return "FullyConsistent";
  if (rate >= t.highlyConsistentThreshold * n) return "HighlyConsistent";
  if (rate >= t.moderatelyConsistentThreshold * n) return "ModeratelyConsistent";
  return "Inconsistent";
}

/**
 * The class thresholds must not cross (full ≥ high ≥ moderate); the problem in words, or
 * undefined. `name` spells a threshold as the caller's users write it (a flag or an input).
 */
export function thresholdOrderProblem(
  t: Thresholds,
  name: (threshold: string) => string,
): string | undefined {
  if (
    t.fullyConsistentThreshold >= t.highlyConsistentThreshold &&
    t.highlyConsistentThreshold >= t.moderatelyConsistentThreshold
  )
    return undefined;
  return `${name("highly-consistent-threshold")}: ${t.highlyConsistentThreshold} must lie between ${name("moderately-consistent-threshold")} (${t.moderatelyConsistentThreshold}) and ${name("fully-consistent-threshold")} (${t.fullyConsistentThreshold})`;
}
