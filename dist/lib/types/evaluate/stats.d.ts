import type { EvaluationSummary } from "../score/types.js";
import type { EvaluatedRow } from "./types.js";
/** SPEC 4.3: the report's numbers for one repo (fractions 0-1). */
export interface RepoStats {
    repo: string;
    actual_findings: number;
    scan_findings: number;
    matched: number;
    partial: number;
    qa_findings: number;
    false_positives: number;
    false_negatives: number;
    precision: number;
    recall: number;
    f1: number;
    precision_with_partial: number;
    recall_with_partial: number;
    f1_with_partial: number;
}
export interface Counts {
    actual: number;
    scan: number;
    matched: number;
    partial: number;
    qa: number;
}
/**
 * The metrics from counts: FP = scan − TP − partial; FN = actual − TP; precision = TP/scan;
 * recall = TP/actual; with partials, (TP + partial)/(scan − QA) and (TP + partial)/actual;
 * F1 the harmonic mean; any division by zero gives 0.
 */
export declare function statsFromCounts(repo: string, c: Counts): RepoStats;
export interface RepoCounts extends Counts {
    /** Severity counts of the truth findings, by label. */
    truthSeverities: Record<string, number>;
    scanSeverities: Record<string, number>;
    /** Why the counts depart from the scan file, when they do. */
    warnings: string[];
}
/**
 * Counts for one evaluated file (SPEC 4.3). `scanLabels` come from the scan file when there is
 * one (undefined when missing: then scan = TP + partial + FP rows and QA = 0, as upstream).
 *
 * By default a row claiming a match or partial at index −1 (no scan finding) is an invalid
 * judge answer: neither TP nor partial, listed in a warning; and scan is the scan file's count
 * whenever the file exists. With `upstreamCompat` such rows count as written and, when the rows
 * account for more scan findings than the file holds, scan is the rows' count: that is how the
 * upstream evaluator's REPORT.md was made, digit for digit.
 */
export declare function countRows(repo: string, rows: EvaluatedRow[], scanLabels: string[] | undefined, options?: {
    upstreamCompat?: boolean;
}): RepoCounts;
export declare function overallStats(counts: Counts[]): RepoStats;
/**
 * The `evaluation` block of SPEC 4.1, in percentages, for the findings a run evaluated. Unlike
 * the benchmark report (SPEC 4.3, where a division by zero gives 0 as upstream), a number with
 * nothing to measure is null and `nothingToMeasure` says why: an empty truth file is not
 * "recall 0%", and no evaluated finding is not "precision 0%".
 */
export declare function evaluationSummary(rows: EvaluatedRow[], scanLabels: string[]): EvaluationSummary;
