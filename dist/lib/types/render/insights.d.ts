import type { AccuracyByRun } from "../insights/by-run.js";
import type { BucketPrecision } from "../insights/calibration.js";
import { type Comparison } from "../insights/compare.js";
import { type HistoryEntry } from "../insights/history.js";
import type { ModelRow } from "../insights/models.js";
import type { TuningExample } from "../insights/tuning.js";
import type { GroupMetrics } from "../score/types.js";
/** Each headline number against the base branch, and the findings that moved. */
export declare function comparisonSection(c: Comparison, limit?: number): string;
/** The trend of the last results: a line chart and the numbers. */
export declare function historySection(entries: HistoryEntry[]): string;
/** Several models side by side. */
export declare function modelsSection(rows: ModelRow[]): string;
/** Is what the runs agree on more often right? Precision per appearance-rate bucket. */
export declare function calibrationSection(buckets: BucketPrecision[]): string;
export declare function accuracyByRunSection(a: AccuracyByRun): string;
/** The least consistent files, with a coloured square per score. */
export declare function filesSection(byFile: Record<string, GroupMetrics>, limit?: number): string | undefined;
export declare function tuningSection(example: TuningExample, runs: number): string;
