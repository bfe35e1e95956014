import type { Member } from "./cluster.js";
import type { Features } from "./features.js";
import type { WordingSpread } from "./wording.js";
import type { RepairMemo } from "./repair-memo.js";
import { type PairEvidence, type Working } from "./working.js";
/**
 * What a move must gain over staying, in bits, here and for a part moving whole
 * (move-parts.ts): near-ties stay, or moves trade places forever.
 */
export declare const STAY_BITS = 1;
/**
 * One sweep of repairs: each run in turn is taken out of the clusters and assigned again,
 * one-to-one and best first, by its mean evidence against each cluster's other members
 * (mean, not best: a cluster that took a wrong member early does not keep attracting its
 * kind). Visits the findings of the `dirty` blocks (all when undefined) and returns the blocks
 * where a finding changed cluster.
 */
export declare function repairSweep(clusters: Working[], canonicalRunOrder: number[], findingOrder: number[][], featureOf: (m: Member) => Features, 
/** The clusters a finding may join, with its own (`home`) and any its place could (cluster.ts). */
poolOf: (f: Features, homeOf: (m: Member) => Working | undefined, home: Working) => readonly Working[], evidence: PairEvidence, wording: WordingSpread, margin: number, created: (cluster: Working) => void, dirty: Set<string> | undefined, memo: RepairMemo): Set<string>;
