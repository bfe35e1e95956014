import type { Member } from "./cluster.js";
import type { Features } from "./features.js";
import type { GroupEvidence } from "./global-merge.js";
import { type PairEvidence, type Working } from "./working.js";
/**
 * Moves parts of a group whole to another group of its agent and file.
 *
 * Two issues of one function can end in one group with a few reports each: the repair sweeps
 * move one report at a time, and each of those reports is held where it is by the reports of
 * its own issue beside it as much as it is drawn to its issue's main group, so none moves.
 * The global merge cannot repair it either: the mixed group shares runs with both issues' main
 * groups. A group's parts are its reports connected by agreeing words (`wordsAgree`); a part of
 * two or more moves to the group the global merge's evidence (`between`) favours for it by
 * more than a bit over the rest of its own group, and would merge it with on its own (so with a
 * judge not on co-occurrence alone), never to one that shares a run with it. With no such
 * group, a part the evidence holds to be another issue than the rest of its group leaves it as
 * a group of its own (`created` is told of it): two issues of one function, one reported by too
 * few runs to have a group elsewhere, had stayed in one group the global merge would not make.
 * A lone report is the repair sweeps' to move. One part moves per group and pass; `byBlock`
 * lists the groups of each block (emptied ones too), `position` each run's canonical position.
 * Returns whether anything moved.
 */
export declare function moveParts(clusters: Working[], byBlock: ReadonlyMap<string, readonly Working[]>, position: Int32Array, evidence: PairEvidence, margin: number, between: GroupEvidence, featureOf: (m: Member) => Features, created?: (group: Working) => void): boolean;
