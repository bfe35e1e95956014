import type { Classification, ConsistencyLevel, Thresholds } from "./types.js";
/** The classic levels: Excellent ≥ 90, Good ≥ 80, Moderate ≥ 70, Fair ≥ 60, else Poor. */
export declare function consistencyLevel(score: number): ConsistencyLevel;
/**
 * The class of a finding seen in k of n runs. Compared as k·100 ≥ t·n, so 8 of 10 is exactly
 * 80% and never falls short by a rounding error.
 */
export declare function classify(k: number, n: number, t: Thresholds): Classification;
/**
 * The class thresholds must not cross (full ≥ high ≥ moderate); the problem in words, or
 * undefined. `name` spells a threshold as the caller's users write it (a flag or an input).
 */
export declare function thresholdOrderProblem(t: Thresholds, name: (threshold: string) => string): string | undefined;
