import type { ClusterPair, Member } from "./cluster.js";
import type { Features } from "./features.js";
import type { WordingSpread } from "./wording.js";
import { type PairEvidence, type Working } from "./working.js";
/** Pairs below this evidence are not close enough to show or to ask a judge about. */
export declare const CLOSE_FLOOR_BITS = -12;
/**
 * Merges clusters of one agent and file whose total evidence favours one issue (`merges`), best
 * first, respecting cannot-link (a shared run). Returns the pairs kept apart that came closest.
 * A merged group is given its members as every step gives them (`setMembers`): in canonical
 * run order (`position`), with exemplars chosen from them afresh, so which of its reports the
 * next comparison reads does not depend on which of the two groups the merge kept.
 */
export declare function mergeGlobally(clusters: Working[], byAgent: Map<string, Working[]>, between: GroupEvidence, margin: number, position: Int32Array, featureOf: (m: Member) => Features): ClusterPair[];
/**
 * The total evidence that two groups of one agent are one issue, as the global merge weighs it,
 * and whether it merges them on its own (undefined when they share a run, name two files
 * (`shareFile`) or have no reports that may be compared; given a `floor`, also when the
 * evidence would be at most the floor with every pair's words at their best, or their words
 * differ and the evidence is at most the floor before their wording is weighed, which only
 * lowers it).
 */
export type GroupEvidence = (a: Working, b: Working, floor?: number) => GroupComparison | undefined;
export interface GroupComparison extends Omit<ClusterPair, "a" | "b"> {
    /** Whether the evidence merges the two on its own, without a judge's votes. */
    merges: boolean;
}
/** How the global merge weighs two groups (`GroupEvidence`), for a test of `n` runs. */
export declare function groupEvidence(n: number, evidence: PairEvidence, margin: number, wording: WordingSpread, featureOf: (m: Member) => Features): GroupEvidence;
