/**
 * `runs: auto`. The reproducibility interval narrows roughly as 1/√N, so after each round the
 * runs needed for the target are estimated from the width so far; a round at most doubles the
 * runs (the estimate from few runs is rough) and adds at least two.
 */
export interface AdaptivePlan {
    /** Runs of the first round. */
    initialRuns: number;
    maxRuns: number;
    /** Stop once the 95% interval of the reproducibility is at most this wide, in points. */
    targetWidth: number;
}
export interface AdaptiveReport {
    targetWidth: number;
    maxRuns: number;
    /** After each round: runs made, runs complete, the interval's width (absent under 2 complete runs). */
    rounds: {
        runs: number;
        completed: number;
        width?: number;
    }[];
    /** Why no more runs were added, in words. */
    stoppedBecause: string;
}
export declare const ADAPTIVE_DEFAULTS: {
    readonly initialRuns: 5;
    readonly maxRuns: 30;
    readonly targetWidth: 10;
};
/** Why to stop after a round, or undefined to go on. */
export declare function stopReason(plan: AdaptivePlan, runs: number, width: number | undefined, budgetStopped: string | undefined): string | undefined;
/** How many runs the next round brings the test to. */
export declare function nextRunCount(plan: AdaptivePlan, completed: number, runs: number, width: number | undefined): number;
