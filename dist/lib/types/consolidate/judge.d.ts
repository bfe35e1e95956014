import type { Clustering } from "../cluster/cluster.js";
import type { Run } from "../findings/types.js";
import type { LlmClient } from "../llm/client.js";
import { type Usage } from "../llm/pricing.js";
export interface GroupingJudgeOptions {
    /** Samples per request, voted on (the judge's `iterations`). */
    iterations: number;
    domain?: string;
    temperature?: number;
    /** At most this many requests per agent (the analysis's file groups). */
    maxRequestsPerAgent?: number;
    log?: (message: string) => void;
}
export interface JudgedGrouping {
    clustering: Clustering;
    judgeCalls: number;
    judgeMerges: number;
    failedSamples: number;
    usage: Usage;
}
/**
 * The grouping judge (SPEC 5.1): asks the judge model which candidate groups of one agent are
 * one issue, votes over `iterations` samples, and merges by majority, never two groups that
 * occur in one run or name different files.
 */
export declare function groupWithJudge(runs: readonly Run[], clustering: Clustering, llm: LlmClient, options: GroupingJudgeOptions): Promise<JudgedGrouping>;
