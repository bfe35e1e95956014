import type { EvaluatedRow } from "../evaluate/types.js";
export interface RunAccuracy {
    run: number;
    precision: number;
    recall: number;
    f1: number;
    truePositives: number;
    partialMatches: number;
    falsePositives: number;
    falseNegatives: number;
}
/** Accuracy of every run on its own, not only of the consensus (percentages). */
export interface AccuracyByRun {
    runs: RunAccuracy[];
    f1Mean: number;
    f1StdDev: number;
    best: {
        run: number;
        f1: number;
    };
    worst: {
        run: number;
        f1: number;
    };
    /** Share of truth issues found exactly by at least one run: what N runs could find together. */
    bestPossibleRecall: number;
    /** Share of truth issues found exactly by every run: what any single run is sure to find. */
    worstPossibleRecall: number;
}
/** Aggregates per-run evaluations: `rows[i]` evaluated run `runs[i]` against the same truth. */
export declare function accuracyByRun(runs: number[], rows: EvaluatedRow[][], scanLabels: string[][], truthCount: number): AccuracyByRun;
