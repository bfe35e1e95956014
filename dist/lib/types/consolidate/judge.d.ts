import { type Clustering } from "../cluster/cluster.js";
import type { Run } from "../findings/types.js";
import type { LlmClient } from "../llm/client.js";
import { type Usage } from "../llm/pricing.js";
import type { Reliability } from "./reliability.js";
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
    /** How far its answers were trusted, learned from them (reliability.ts). */
    reliability: Reliability;
    failedSamples: number;
    usage: Usage;
}
/**
 * Bits of evidence past even odds that the evidence needs to merge on its own when a judge is
 * asked: 4 bits is a posterior of 94%, and only for reports whose words agree (`wordsAgree`);
 * reports in different words at one place count at most these bits, for the judge to read.
 * Closer calls are kept apart with their evidence and decided with the judge's votes, so the
 * judge can keep apart what the evidence alone would have merged, although it only ever
 * answers which candidates are one issue.
 */
export declare const JUDGE_MARGIN_BITS = 4;
/**
 * The grouping judge (SPEC 5.1): groups the runs from the evidence, leaving the close calls
 * open (JUDGE_MARGIN_BITS) and a group of parts worded apart in its parts (judge-parts.ts),
 * asks the judge model which candidate groups of one agent are one
 * issue, votes over `iterations` samples, and merges where the evidence and the votes together
 * favour one issue (apply.ts), never two groups that occur in one run or name different files.
 */
export declare function groupWithJudge(runs: readonly Run[], llm: LlmClient, options: GroupingJudgeOptions): Promise<JudgedGrouping>;
