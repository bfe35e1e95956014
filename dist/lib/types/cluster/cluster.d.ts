import type { Run } from "../findings/types.js";
import { type NamedFile } from "./features.js";
import { type LearnedWeights } from "./learn.js";
/** One finding's place: `run` is the position in the input array, `index` in that run's findings. */
export interface Member {
    run: number;
    index: number;
}
/** A distinct finding: at most one member per run. */
export interface Cluster {
    members: Member[];
    /**
     * Reports a run repeated word for word (every field the same as one of its members, the file
     * path as normalised): one finding reported twice in one run, so they are reports of this
     * finding but no occurrence of their own. Absent when there are none.
     */
    repeats?: Member[];
}
/** Two clusters kept apart, with the evidence (bits, including the prior) that they are one. */
export interface ClusterPair {
    a: number;
    b: number;
    evidence: number;
    /**
     * Their reports' words mostly disagree, so the evidence counts what each group's own wording
     * says against the other's reports (wording.ts) and, with a judge, at most the judge's margin:
     * the location, most of the rest, says little about whether the judge is right.
     */
    wordsDiffer?: true;
}
export interface ClusterOptions {
    /**
     * Bits of evidence a merge needs beyond even odds (default 0). A grouping judge asks for a
     * margin: the evidence then merges only what it is sure of, and only reports whose words
     * agree (`wordsAgree`), and leaves the close calls, kept apart with their evidence, for the
     * judge to decide with it.
     */
    margin?: number;
    /**
     * Clusters a block holds before a report's candidates among them are looked up by place
     * (default INDEXED_BLOCK); `Infinity` reads every one in turn. The grouping is the same either
     * way, which the tests check.
     */
    indexFrom?: number;
    /**
     * Whether words the runs show telling two issues apart are read (contrast.ts; default true).
     * Off only to measure what they do.
     */
    contrasts?: boolean;
    /**
     * With a margin (a judge to ask): each group made of parts worded apart that the evidence
     * would not merge on its own is returned as its parts, with the evidence between them among
     * the close pairs, for the judge to decide (judge-parts.ts). Default false.
     */
    judgeParts?: boolean;
    /**
     * Return `pairEvidence` (default false): it keeps every report's features and the learned
     * comparison alive for as long as the result is held, which a judge's requests may be.
     */
    pairEvidence?: boolean;
}
export interface Clustering {
    clusters: Cluster[];
    /** Input run positions in canonical order: a function of the runs' content only. */
    canonicalRunOrder: number[];
    /**
     * Pairs of clusters of one agent and file that never share a run and were kept apart, closest
     * first: the candidates a grouping judge may still merge.
     */
    closePairs: ClusterPair[];
    /** What the runs taught the matcher. */
    weights: LearnedWeights;
    /**
     * Each report's file as the grouping read it, by run and position in the input: its path as
     * the test's paths resolve (file-names.ts), or the file its name is another name of
     * (file-aliases.ts). The judge's requests and its merges' file check read files through it, so
     * every step reads a file one way.
     */
    files: NamedFile[][];
    /**
     * The evidence, in bits with the prior, that two reports of two runs are one issue, as every
     * step weighs a pair of reports before it weighs their groups; undefined for two it never
     * compares (of one run, of two agents or files, either repeated word for word). For reading
     * the evidence against known truth (`npm run bench -- calibration`). Only when
     * `options.pairEvidence` asks for it.
     */
    pairEvidence?: (a: Member, b: Member) => number | undefined;
}
/**
 * Groups the findings of N runs into distinct findings.
 *
 * 0. A report a run repeats word for word is set aside, and joins its original's group at the
 *    end as one of its `repeats`: one finding reported twice in a run appears in it once.
 * 1. The field weights are learned from the runs (learn.ts): pairs within one run are known
 *    different issues, pairs across runs a mix estimated by EM.
 * 2. Runs, in a canonical order derived from their content, are assigned one at a time to the
 *    clusters so far, one-to-one and best evidence first, so one run never contributes two
 *    findings to one cluster; a finding whose best evidence is under the margin (0 bits, a
 *    posterior of one half, unless `options.margin` asks for more) starts a cluster.
 * 3. Repair sweeps (repair.ts) assign each run again against the clusters' other members,
 *    until nothing moves.
 *    In steps 2 to 4 a group's own reports may speak against a report that words the issue
 *    unlike any of them (wording.ts), however close its location; in step 4, for two groups
 *    whose words mostly disagree.
 * 4. A global pass (global-merge.ts) then merges clusters of one agent and file by their total
 *    evidence: the mean evidence of their exemplars (its reports of distinct wording) plus the
 *    co-occurrence ratio (cooccurrence.ts), best pair first, never two that share a run. It
 *    repairs what the order of step 2 got wrong.
 * 5. Parts of a group whose words agree move whole to the group the same evidence favours for
 *    them, or stand alone where it would not join them to the rest (move-parts.ts), which two
 *    issues' reports mixed in one group need, and the global pass runs again.
 * 6. A group of three or more that no two of its reports word alike is held by its place alone
 *    and is split into lone reports (unworded.ts).
 * With a judge (`options.margin`), every step merges on the evidence alone only reports whose
 * words agree (`wordsAgree`), and the global pass and the parts move only groups whose reports'
 * evidence passes the margin without the co-occurrence ratio.
 * In every step a report joins a group only if it may share the file of each of the group's
 * reports (working.ts `fitsFile`): a finding is in one file, however its reports name it.
 * Every step works in canonical order, so the result does not depend on the input's order.
 * Candidates are compared only within an agent and file name, which keeps the work close to
 * linear in the number of findings; within a file of many groups, steps 2 and 3 read only the
 * groups a report's place could join (place-index.ts), which groups the same as reading all.
 */
export declare function clusterRuns(runs: readonly Run[], options?: ClusterOptions): Clustering;
