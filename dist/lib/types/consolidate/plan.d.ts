import type { Clustering } from "../cluster/cluster.js";
import type { Run } from "../findings/types.js";
/** Kept-apart pairs closer than this (bits) are worth a question to the grouping judge. */
export declare const CANDIDATE_FLOOR_BITS = -10;
/** Candidates in one request: enough for a busy file, few enough to read carefully. */
export declare const MAX_CANDIDATES = 40;
/** One grouping request: candidate clusters of one agent, with the description shown for each. */
export interface GroupingRequest {
    agent: string;
    /** Cluster indexes, in the order they are numbered in the prompt. */
    clusters: number[];
    descriptions: string[];
    /**
     * Clusters not shown because each of their descriptions already is: `shownAs` is the
     * candidate (an index into `clusters`) showing their first one. What the judge answers about
     * that description it answers about theirs.
     */
    aliases?: {
        cluster: number;
        shownAs: number;
    }[];
}
/**
 * The requests to send: for each agent, the clusters in a close pair (two that never share a
 * run, with evidence above the floor), packed file name by file name into at most
 * `maxRequestsPerAgent` requests (the number of file groups of the analysis, so the judge costs
 * at most one request per agent × file group × iteration) of at most MAX_CANDIDATES each (of a
 * file with more, those in its closest pairs); what does not fit is left as it is. A candidate
 * with no description distinct from the ones already shown in its request is not shown, and
 * takes the answers about the first of its descriptions (`aliases`). Pure and in canonical order.
 */
export declare function planGrouping(runs: readonly Run[], clustering: Clustering, maxRequestsPerAgent?: number): GroupingRequest[];
