import type { ClusterPair, Member } from "./cluster.js";
import type { Features } from "./features.js";
import type { WordingSpread } from "./wording.js";
import { type PairEvidence, type Working } from "./working.js";
/**
 * Merges clusters of one agent and file whose total evidence favours one issue, best first,
 * respecting cannot-link (a shared run). Returns the pairs kept apart that came closest.
 */
export declare function mergeGlobally(clusters: Working[], byAgent: Map<string, Working[]>, n: number, evidence: PairEvidence, margin: number, wording: WordingSpread, featureOf: (m: Member) => Features): ClusterPair[];
