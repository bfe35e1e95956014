import type { Severity } from "../findings/types.js";
export type ConsistencyLevel = "Excellent" | "Good" | "Moderate" | "Fair" | "Poor";
export type Classification = "FullyConsistent" | "HighlyConsistent" | "ModeratelyConsistent" | "Inconsistent";
/** The thresholds for per-finding classes, as appearance-rate percentages. */
export interface Thresholds {
    fullyConsistentThreshold: number;
    highlyConsistentThreshold: number;
    moderatelyConsistentThreshold: number;
}
export declare const DEFAULT_THRESHOLDS: Thresholds;
/** One distinct finding of SPEC 4.1 (a cluster: at most one occurrence per run). */
export interface ClusterFinding {
    key: string;
    agent: string;
    category: string;
    severity: Severity;
    title: string;
    description: string;
    file?: string;
    symbol?: string;
    /** Median reported line. */
    line?: number;
    appearances: number;
    /** Percentage of runs that reported it. */
    appearanceRate: number;
    /** Wilson 95% interval of the appearance rate, percentages. */
    ci95: [number, number];
    classification: Classification;
    /** The calibrated confidence, 0-1: reported confidence (else the rate) × 1.2 at 100%, × 0.7 under 50%. */
    confidence: number;
    /** Share (%) of occurrences that gave the majority severity: below 100 the runs disagreed. */
    severityAgreement: number;
    /** How many occurrences gave each severity. */
    severities: Partial<Record<Severity, number>>;
    /** Distinct titles the runs used, most frequent first (at most five). */
    titleVariants: string[];
    occurrences: {
        run: number;
        index: number;
    }[];
}
/** How the engine grouped the runs' reports into distinct findings (SPEC 4.1 `matching`). */
export interface Matching {
    /** "evidence": learned from the runs; "evidence+judge": then merged by the grouping judge. */
    method: "evidence" | "evidence+judge";
    /** Findings reported across all runs. */
    reports: number;
    distinctFindings: number;
    /** Requests the grouping judge made (0 without it). */
    judgeCalls: number;
    /**
     * Of those, the ones that brought no answer (failed after their retries, or answered out of
     * form), named as `evaluation.failedJudgeSamples` names the truth judge's: present only when
     * there were any (SPEC 4.1 lists `matching` without it), so a reader can tell a judge that kept
     * groups apart from one that never answered, whose close calls the evidence decided alone.
     */
    failedJudgeSamples?: number;
    /** Groups the grouping judge merged. */
    judgeMerges: number;
    /**
     * The closest pairs kept apart (at most 20): `a` and `b` index `findings`, `evidence` is the
     * log2 odds, in bits, that they are one issue (below 0: kept apart).
     */
    uncertainPairs: {
        a: number;
        b: number;
        evidence: number;
    }[];
}
export interface GroupMetrics {
    determinismScore: number;
    reproducibility: number;
    findingCount: number;
}
export interface Statistics {
    meanFindingsPerRun: number;
    stdDevFindingsPerRun: number;
    minFindingsPerRun: number;
    maxFindingsPerRun: number;
    totalUniqueFindings: number;
    fullyConsistentFindings: number;
    highlyConsistentFindings: number;
    moderatelyConsistentFindings: number;
    poorlyConsistentFindings: number;
    /** Distinct findings whose runs did not all give the same severity. */
    severityDisagreements: number;
}
/**
 * Precision, recall and F1 in percent. Null when there is nothing to measure: precision when no
 * finding was evaluated, recall and F1 when the truth lists no issue (`nothingToMeasure` says
 * which and why). F1 is 0 when nothing was found of a non-empty truth.
 */
export interface EvaluationSummary {
    precision: number | null;
    recall: number | null;
    f1: number | null;
    precisionWithPartial: number | null;
    recallWithPartial: number | null;
    f1WithPartial: number | null;
    /** Why some of the numbers are null, in a sentence; absent when none is. */
    nothingToMeasure?: string;
    truePositives: number;
    partialMatches: number;
    falsePositives: number;
    falseNegatives: number;
}
/** The result of `measure` and `run` (SPEC 4.1). Rates and scores are percentages 0-100. */
export interface DeterminismResult {
    testId: string;
    testedAt: string;
    runCount: number;
    /** null when no run reported any finding: there is nothing to measure (see `nothingToMeasure`). */
    determinismScore: number | null;
    consistencyLevel: ConsistencyLevel | null;
    reproducibility: {
        score: number | null;
        ci95: [number, number] | null;
    };
    /** Why the scores are null, in a sentence; absent when they are not. */
    nothingToMeasure?: string;
    meanPairwiseJaccard: number;
    findings: ClusterFinding[];
    statistics: Statistics;
    metricsByAgent: Record<string, GroupMetrics>;
    metricsByCategory: Record<string, GroupMetrics>;
    metricsByFile: Record<string, GroupMetrics>;
    recommendations: string[];
    thresholds: Thresholds;
    /** How occurrences were grouped into distinct findings (SPEC 4.1). */
    matching: Matching;
    evaluation?: EvaluationSummary;
    /** Two runs that disagree on one inconsistent finding: the example to tune the prompt with. */
    promptTuning?: import("../insights/tuning.js").TuningExample;
    runs?: {
        run: number;
        model?: string;
        findings: unknown[];
    }[];
    [extension: string]: unknown;
}
