import type { Severity } from "../findings/types.js";
/** What the scores need of a distinct finding: its severity and in how many runs it appeared. */
export interface Scored {
    severity: Severity;
    appearances: number;
}
/**
 * The classic determinism score: Σ(appearance rate × weight) / Σ weight, in percent.
 * With no findings at all every run agreed (on nothing), so the score is 100.
 */
export declare function determinismScore(items: readonly Scored[], runCount: number): number;
/** The classic score's two sums: Σ(appearance rate × weight), in percent, and Σ weight. */
export interface ScoreSums {
    numerator: number;
    weights: number;
}
/**
 * The classic score's sums over `items`, so a change of a few findings can be weighed by its
 * own terms (grouping-shift.ts) without summing every finding again.
 */
export declare function determinismSums(items: readonly Scored[], runCount: number): ScoreSums;
/** Adds (`sign` 1) or takes out (−1) one finding's terms. */
export declare function addScored(sums: ScoreSums, item: Scored, runCount: number, sign: 1 | -1): void;
/** The classic score from its sums (100 with no findings). */
export declare function scoreOfSums(sums: ScoreSums): number;
/**
 * Severity-weighted chance that a finding one run reports is also reported by another run:
 * Σ w·k(k−1) / ((N−1)·Σ w·k), in percent. Unlike the classic score, one-off findings do not
 * drag it down more as N grows, so scores from 5 and 50 runs compare.
 */
export declare function reproducibility(items: readonly Scored[], runCount: number): number;
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
export declare function reproducibilityInterval(items: readonly Occurring[], runCount: number): [number, number];
