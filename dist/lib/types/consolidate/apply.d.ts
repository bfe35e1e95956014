import type { Clustering } from "../cluster/cluster.js";
import type { GroupingAnswer } from "./prompt.js";
import type { GroupingRequest } from "./plan.js";
import { type Reliability } from "./reliability.js";
/**
 * The grouping judge's votes applied. Each pair of candidates in a request gets its posterior,
 * in bits: the evidence's (the clustering's close pairs, with the prior) plus its votes'
 * likelihood ratio under the judge's reliability, learned from the answers themselves
 * (reliability.ts). A close pair the judge was not asked about keeps its evidence alone. Pairs
 * whose posterior favours one issue are merged, strongest first, never when the two (or what
 * they have been merged into) share a run or cannot be one issue (`canMerge`). Returns the new
 * clustering, how many merges the judge's answers decided and the reliability they were
 * weighed with. Pure.
 */
export declare function applyVotes(clustering: Clustering, requests: GroupingRequest[], samples: GroupingAnswer[][], 
/** False for two clusters that can never be one issue (another file): the vote is ignored. */
canMerge?: (a: number, b: number) => boolean): {
    clustering: Clustering;
    merges: number;
    reliability: Reliability;
};
