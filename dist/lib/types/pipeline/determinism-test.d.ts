import type { AgentDefinition } from "../analysis/agents.js";
import { type AnalysisOutcome, type RunOutcome } from "../analysis/tasks.js";
import type { SkippedFile, SourceFile } from "../io/source-files.js";
import type { Budget, BudgetLimits } from "../llm/budget.js";
import type { LlmClient } from "../llm/client.js";
import { type Price, type Usage } from "../llm/pricing.js";
import { type MeasureOptions } from "../score/measure.js";
import type { DeterminismResult, Thresholds } from "../score/types.js";
import { type AdaptivePlan, type AdaptiveReport } from "./adaptive.js";
export interface TestSettings {
    files: SourceFile[];
    skipped?: SkippedFile[];
    agents: AgentDefinition[];
    /** Runs to make; with `adaptive`, the runs of the first round. */
    runs: number;
    temperature: number;
    seed?: number;
    objective: string;
    model: string;
    tokenBudget?: number;
    thresholds?: Partial<Thresholds>;
    includeRaw?: boolean;
    price?: Price;
    /** Spending limits enforced by the client; reported in the result when they stop a run. */
    budget?: Budget;
    /** `runs: auto`: add runs until the reproducibility interval is narrow enough. */
    adaptive?: AdaptivePlan;
    /** `consolidate: judge`: the grouping judge's samples and model (default: the analysis model). */
    consolidate?: {
        iterations: number;
        model?: string;
    };
}
export interface TestDeps {
    llm: LlmClient;
    now: () => Date;
    newId: () => string;
    onRequest?: (done: number, total: number) => void;
    log?: (message: string) => void;
    /** The grouping judge (`consolidate: judge`); evidence alone without it. */
    grouping?: GroupingDeps;
}
/** How the runs went: what was asked, what completed, what it cost. Part of the result JSON. */
export interface Execution {
    model: string;
    temperature: number;
    seed?: number;
    agents: string[];
    files: number;
    fileGroups: number;
    skippedFiles: SkippedFile[];
    requests: number;
    runsRequested: number;
    runsCompleted: number;
    incompleteRuns: {
        run: number;
        reasons: string[];
    }[];
    usage: Usage;
    usageByAgent: Record<string, Usage>;
    usageByRun: Record<string, Usage>;
    /** Estimated cost in US dollars from the price table; absent for a model without a price. */
    estimatedCostUsd?: number;
    price?: Price;
    outputMode: string;
    systemFingerprints: string[];
    /** More than one system_fingerprint within one test: the provider changed the model under it. */
    fingerprintChanged: boolean;
    durationMs: number;
    /** Requests and tokens the judge used, when the result was evaluated against a truth file. */
    judgeUsage?: Usage;
    /**
     * The same, by what the judge was asked: `consensus` for the accuracy (precision, recall,
     * F1), `allFindings` for precision by appearance rate, `perRun` for each run judged alone.
     * Requests count every request sent, retries included; `evaluation.judgeCalls` counts the
     * consensus's judge samples.
     */
    judgeUsageByPurpose?: {
        consensus: Usage;
        allFindings: Usage;
        perRun?: Usage;
    };
    /** Tokens the grouping judge used (`consolidate: judge`). */
    groupingUsage?: Usage;
    /** The spending limits, and why they stopped the test if they did. */
    budget?: {
        maxTokens?: number;
        maxCostUsd?: number;
        stoppedBy?: string;
    };
    /** With `runs: auto`: each round's interval width and why no more runs were added. */
    adaptive?: AdaptiveReport;
}
export type ExecutedResult = DeterminismResult & {
    execution: Execution;
};
export interface TestResult {
    result: ExecutedResult;
    /** Every run, complete or not, with its findings as the engine read them. */
    outcomes: RunOutcome[];
}
/** Fewer than two runs completed: there is nothing to compare. */
export declare class NotEnoughRuns extends Error {
    readonly name = "NotEnoughRuns";
}
/** Everything scoring needs besides the runs: plain data, so shards can carry it to a merge. */
export interface ScoreContext {
    model: string;
    temperature: number;
    seed?: number;
    agents: string[];
    files: number;
    skipped: SkippedFile[];
    thresholds?: Partial<Thresholds>;
    includeRaw?: boolean;
    price?: Price;
    budget?: {
        limits: BudgetLimits;
        stopped?: string;
    };
    outputMode: string;
    adaptive?: AdaptiveReport;
    testId: string;
    startedAt: Date;
    durationMs: number;
    /** The grouping made beforehand (with the grouping judge); by default the evidence alone. */
    grouping?: MeasureOptions["grouping"];
    /** Tokens the grouping judge used. */
    groupingUsage?: Usage;
}
/**
 * The grouping of the complete runs, with the grouping judge when one is given: clusters from
 * the evidence, then the judge asked about the close calls (SPEC 5.1).
 */
export declare function groupCompleteRuns(outcome: AnalysisOutcome, ctx: Pick<ScoreContext, "model" | "temperature">, judge: GroupingDeps): Promise<{
    grouping: NonNullable<ScoreContext["grouping"]>;
    usage: Usage;
}>;
/** The grouping judge: a client for the judge model and the samples to vote over. */
export interface GroupingDeps {
    llm: LlmClient;
    iterations: number;
    log?: (message: string) => void;
}
/**
 * The engine over the complete runs of an analysis, with how it went. Pure: the same outcome
 * and context give the same result, whether the runs came from one job or from merged shards.
 * Incomplete runs are reported, never scored as empty.
 */
export declare function scoreAnalysis(outcome: AnalysisOutcome, ctx: ScoreContext): TestResult;
/** The analysis part of a plan, as `executeTasks` takes it. */
export declare function analysisPlanOf(settings: TestSettings): {
    tokenBudget?: number | undefined;
    seed?: number | undefined;
    files: SourceFile[];
    agents: AgentDefinition[];
    runs: number;
    temperature: number;
    objective: string;
};
/**
 * The whole determinism test: N runs through the model, then the engine over the complete
 * runs. With `adaptive`, rounds of runs are added until the reproducibility interval is as
 * narrow as asked, `maxRuns` is reached or the budget stops it.
 */
export declare function runDeterminismTest(settings: TestSettings, deps: TestDeps): Promise<TestResult>;
