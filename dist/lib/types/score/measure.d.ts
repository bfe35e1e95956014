import { type Clustering } from "../cluster/cluster.js";
import type { Run } from "../findings/types.js";
import { type DeterminismResult, type Thresholds } from "./types.js";
export interface MeasureOptions extends Partial<Thresholds> {
    testId: string;
    testedAt: string;
    /**
     * Accepted for compatibility: the scores and intervals are exact functions of the runs and
     * draw no random numbers, so no seed changes them.
     */
    randomSeed?: number;
    /** Keep every run's findings verbatim in `runs`. */
    includeRawResults?: boolean;
    groupByAgent?: boolean;
    groupByCategory?: boolean;
    /**
     * The grouping to score, when it was made beforehand (by `clusterRuns` and then the grouping
     * judge); by default `clusterRuns(runs)`.
     */
    grouping?: {
        clustering: Clustering;
        judgeCalls: number;
        judgeMerges: number;
        failedJudgeSamples?: number;
    };
}
/** The sentence that stands for the scores when no run reported anything. */
export declare const NOTHING_TO_MEASURE = "No run reported any finding, so there is nothing to measure: the scores are empty, not 100%.";
/** The agent name used for findings that name none. */
export declare const NO_AGENT = "unassigned";
/** The file name used for findings that name none. */
export declare const NO_FILE = "(no file)";
/**
 * Scores N runs of one analysis (SPEC 4.1): clusters their findings into distinct findings,
 * then computes the classic determinism score, the reproducibility with a jackknife interval,
 * per-finding rates and classes, statistics, group metrics and recommendations.
 * Pure: the test id, time and seed come in through `options`.
 */
export declare function measureRuns(runs: readonly Run[], options: MeasureOptions): DeterminismResult;
