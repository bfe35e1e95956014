import type { Clustering } from "../cluster/cluster.js";
import type { GroupingAnswer } from "./prompt.js";
import type { GroupingRequest } from "./plan.js";
/**
 * The grouping judge's votes applied: a pair of clusters is merged when a majority of the
 * request's valid samples listed them together, strongest vote first, and never when the two
 * (or what they have been merged into) share a run or cannot be one issue (`canMerge`). Returns the new clustering and how many
 * merges were made. Pure.
 */
export declare function applyVotes(clustering: Clustering, requests: GroupingRequest[], samples: GroupingAnswer[][], 
/** False for two clusters that can never be one issue (another file): the vote is ignored. */
canMerge?: (a: number, b: number) => boolean): {
    clustering: Clustering;
    merges: number;
};
