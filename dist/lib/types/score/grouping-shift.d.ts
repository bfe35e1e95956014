import { type Severity } from "../findings/types.js";
/**
 * How far a grouping mistake moves the classic determinism score, read from the findings as
 * grouped: what a reader needs to weigh the score against the grouping that made it. With 20
 * distinct findings, one report split off its finding moves the score by about a twentieth of
 * it, so a score one point from a gate may be a grouping error, not a change of the model.
 */
/** A distinct finding as the score reads it: how many of its occurrences gave each severity. */
export interface Occurrences {
    severities: Partial<Record<Severity, number>>;
}
/** A finding's severity from its occurrences': the most frequent, ties to the more severe (SPEC 4.1). */
export declare function majoritySeverity(severities: Partial<Record<Severity, number>>): Severity | undefined;
/**
 * The classic score had findings `a` and `b` (indexes into `findings`) been one: their
 * occurrences together, the severity theirs by majority. For two findings that share no run: one
 * run that reported both did not report one issue (the caller checks).
 */
export declare function scoreIfOne(findings: readonly Occurrences[], runCount: number, a: number, b: number): number;
/**
 * What one grouping error moves the score by: over each occurrence of a finding two or more runs
 * reported, the |Δscore| had that occurrence been a finding of its own; the median. Undefined
 * when no finding was reported by two runs (no occurrence could have been split off one).
 * Linear in the findings: each split is weighed by the terms it changes.
 */
export declare function oneErrorShift(findings: readonly Occurrences[], runCount: number): number | undefined;
