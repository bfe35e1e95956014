import { SEVERITY_WEIGHT } from "../findings/severity.js";
import type { Severity } from "../findings/types.js";
import { jackknifeInterval } from "./stats.js";

/** What the scores need of a distinct finding: its severity and in how many runs it appeared. */
export interface Scored {
  severity: Severity;
  appearances: number;
}

/**
 * The classic determinism score: Σ(appearance rate × weight) / Σ weight, in percent.
 * With no findings at all every run agreed (on nothing), so the score is 100.
 */
export function determinismScore(items: readonly Scored[], runCount: number): number {
  return scoreOfSums(determinismSums(items, runCount));
}

/** The classic score's two sums: Σ(appearance rate × weight), in percent, and Σ weight. */
export interface ScoreSums {
  numerator: number;
  weights: number;
}

/**
 * The classic score's sums over `items`, so a change of a few findings can be weighed by its
 * own terms (grouping-shift.ts) without summing every finding again.
 */
export function determinismSums(items: readonly Scored[], runCount: number): ScoreSums {
  const sums = { numerator: 0, weights: 0 };
  for (const item of items) addScored(sums, item, runCount, 1);
  return sums;
}

/** Adds (`sign` 1) or takes out (−1) one finding's terms. */
export function addScored(sums: ScoreSums, item: Scored, runCount: number, sign: 1 | -1): void {
  const w = SEVERITY_WEIGHT[item.severity];
  sums.numerator += sign * (item.appearances / runCount) * 100 * w;
  sums.weights += sign * w;
}

/** The classic score from its sums (100 with no findings). */
export function scoreOfSums(sums: ScoreSums): number {
  return sums.weights === 0 ? 100 : sums.numerator / sums.weights;
}

/**
 * Severity-weighted chance that a finding one run reports is also reported by another run:
 * Σ w·k(k−1) / ((N−1)·Σ w·k), in percent. Unlike the classic score, one-off findings do not
 * drag it down more as N grows, so scores from 5 and 50 runs compare.
 */
export function reproducibility(items: readonly Scored[], runCount: number): number {
  if (runCount < 2) return 100;
  let numerator = 0;
  let denominator = 0;
  for (const item of items) {
    const w = SEVERITY_WEIGHT[item.severity];
    numerator += w * item.appearances * (item.appearances - 1);
    denominator += w * item.appearances;
  }
  return denominator === 0 ? 100 : (numerator / ((runCount - 1) * denominator)) * 100;
}

/** A distinct finding for the reproducibility interval: its weight and the runs it occurs in. */
export interface Occurring {
  severity: Severity;
  /** Indexes (0 to runCount − 1) of the runs it occurs in, each once. */
  runs: readonly number[];
}

/**
 * The 95% interval of the reproducibility, in percent: a jackknife over runs (each run left
 * out once, the score recomputed on the other N − 1) with Student's t (stats.ts). Runs are
 * the independent units; a bootstrap that draws one run twice would count a run agreeing with
 * itself and overstate agreement. The whole range with fewer than three runs (one left out
 * leaves no pair to agree) and when one run holds every occurrence (nothing varies between
 * runs to measure the spread by). O(occurrences): leaving a run out lowers k by one for each
 * finding it holds.
 */
export function reproducibilityInterval(items: readonly Occurring[], runCount: number): [number, number] {
  if (runCount < 3) return [0, 100];
  let numerator = 0;
  let denominator = 0;
  const numeratorLoss = new Float64Array(runCount);
  const denominatorLoss = new Float64Array(runCount);
  for (const item of items) {
    const w = SEVERITY_WEIGHT[item.severity];
    const k = item.runs.length;
    numerator += w * k * (k - 1);
    denominator += w * k;
    for (const r of item.runs) {
      // k(k−1) − (k−1)(k−2) = 2(k−1)
      numeratorLoss[r]! += 2 * w * (k - 1);
      denominatorLoss[r]! += w;
    }
  }
  if (denominator === 0) return [0, 100];
  const leaveOneOut: number[] = [];
  for (let r = 0; r < runCount; r++) {
    const d = denominator - denominatorLoss[r]!;
    if (d <= 1e-12) return [0, 100];
    leaveOneOut.push((numerator - numeratorLoss[r]!) / ((runCount - 2) * d));
  }
  const [lo, hi] = jackknifeInterval(numerator / ((runCount - 1) * denominator), leaveOneOut);
  return [lo * 100, hi * 100];
}
