import type { ClusterPair, Member } from "./cluster.js";
import type { Features } from "./features.js";
import { type GroupEvidence } from "./global-merge.js";
import { type PairEvidence, type Working } from "./working.js";
/**
 * With a judge: a group the evidence built of parts worded apart, and holds together by less than
 * the margin, is asked about in its parts.
 *
 * The judge is shown one description a group, so a group the evidence made of two issues (two
 * short titles alike by their common words, `Worker container runs privileged` and `Container
 * worker may run as root`, each report joined to the group by its best match) is asked nothing
 * about what is inside it, and since it holds runs of both issues, neither issue's other group
 * may join it: one wrong join costs three errors, which a judge that never errs mends none of.
 * A group's parts are its reports joined by words that agree outright (the same words, or very
 * similar ones in one category or related ones). Where the evidence between its first part and
 * another, weighed as the global merge weighs two groups, is at most the `margin` the evidence
 * must pass to merge on its own, each part becomes a candidate of its own, with that evidence
 * among the close pairs: where the judge's votes and the evidence favour one issue, the parts
 * are put back together (consolidate/apply.ts), and a part the judge reads as another issue may
 * join that group. Returns the ids of the groups split and the close pairs of their
 * parts with every group of their agent that their blocks relate them to.
 */
export declare function splitForJudge(clusters: Working[], byAgent: Map<string, Working[]>, evidence: PairEvidence, between: GroupEvidence, margin: number, position: Int32Array, featureOf: (m: Member) => Features): {
    split: Set<number>;
    pairs: ClusterPair[];
};
