import type { Member } from "./cluster.js";
import type { Features } from "./features.js";
/** A cluster while the grouping is built (cluster.ts, repair.ts, global-merge.ts). */
export interface Working {
    id: number;
    exemplars: Features[];
    members: Member[];
    /** Canonical positions of the runs it occurs in, sorted. */
    runs: number[];
    block: string;
    agent: string;
    alive: boolean;
    /**
     * A report for each file its reports have named (`noteFile`), those that left too: a superset
     * of its members' files, which `fitsFile` reads before the members themselves.
     */
    files: Features[];
}
/** How two findings compare, as every step of the grouping weighs it. */
export interface PairEvidence {
    /** log2 prior odds that two findings of different runs in one block are one issue. */
    priorBits: number;
    /** The comparison pattern of two compatible findings (compare.ts). */
    pattern(a: Features, b: Features): number;
    /** How much two reports' words share: a text level (compare.ts), 0 the same words. */
    words(a: Features, b: Features): number;
    /** A pattern's bits of evidence, without the prior. */
    bits(pattern: number): number;
    /**
     * The pattern of two compatible findings in two steps, the costly comparison of their words
     * last: `place` compares category, symbol and line (the words taken as the same), `withWords`
     * completes it; `withWords(place(a, b), words(a, b))` is `pattern(a, b)`.
     */
    place(a: Features, b: Features): number;
    withWords(place: number, words: number): number;
    /**
     * The most a pair at this place can weigh, whatever its words: what cannot reach a threshold
     * even so is passed over without comparing them.
     */
    atMost(place: number): number;
    /** Whether two reports' words agree (learn.ts `wordsAgree`): similar text, a category not against it. */
    wordsAgree(pattern: number): boolean;
    /** Whether the evidence may merge such a pair on its own: always without a judge; with one, only when the words agree. */
    agrees(pattern: number): boolean;
}
/**
 * Exemplars kept per cluster: enough to cover the usual rewordings, few enough to stay linear.
 * Chosen from 3 to 8 on the tuned families of the grouping benchmark (BENCHMARKS.md): with three,
 * a group reworded four ways was weighed against another without one of its wordings.
 */
export declare const MAX_EXEMPLARS = 4;
/**
 * Whether report `f` may join group `c`: every member of a run other than `run` may share its
 * file (`mayShareFile`). Its exemplars are not enough to tell: a report that names the file by
 * its base name alone (`Dockerfile`) may share it with reports of two files
 * (`services/ledger/Dockerfile`, `services/payments/Dockerfile`), and a group of it and one of
 * them, weighed by it, would take in the other: one finding in two files, which are two issues.
 */
export declare function fitsFile(f: Features, c: Working, featureOf: (m: Member) => Features, run?: number): boolean;
/** Whether two groups may be one finding by their files: each report of one fits the other (`fitsFile`). */
export declare function shareFile(a: Working, b: Working, featureOf: (m: Member) => Features): boolean;
/** Notes the file `f` names among `c`'s files (`Working.files`), as it joins. */
export declare function noteFile(c: Working, f: Features): void;
/** The files of these reports, as `Working.files` holds them: one report for each. */
export declare function filesOf(reports: readonly Features[]): Features[];
/** Sorted insert of a run position. */
export declare function withRun(runs: number[], position: number): number[];
/**
 * Gives a cluster these members, in canonical run order (`position`, by input run), and what
 * follows from them: the canonical positions of their runs and the exemplars. Every step that
 * changes a group's members wholesale goes through here, so a group reads the same whichever
 * step built it.
 */
export declare function setMembers(c: Working, members: Member[], position: Int32Array, featureOf: (m: Member) => Features, table?: WordingTable): void;
/**
 * A cluster's exemplars: of its reports that word it differently (title and description), the
 * most typical, so comparisons with it see the phrasings the runs used, not the most frequent
 * one three times. A report is typical by how much of its words it shares with the group's
 * reports (Dice of title and of description, summed over every member, repeats included), ties
 * in canonical order. Taken first in canonical order, the exemplars were whichever reports the
 * first runs happened to write: one wrongly joined or worded apart from every other stood for
 * the group whenever it was weighed against another (global-merge.ts, move-parts.ts), and drew
 * groups like it. (The first assignment of a run adds exemplars as it goes, before a group's
 * typical wording can be known.)
 */
export declare function exemplarsOf(members: Features[], table?: WordingTable): Features[];
/**
 * The Dice of title and of description of each pair of a group's word sets (one per `wordsId`),
 * each pair weighed once. With every text distinct it is a group's costliest part; a step that
 * tries several splits of one group (move-parts.ts) builds it once for all of them.
 */
export interface WordingTable {
    slot: Map<number, number>;
    size: number;
    titles: Float64Array;
    descriptions: Float64Array;
}
export declare function wordingTable(members: Features[]): WordingTable;
/**
 * The reports' indices in groups connected by `joined` (read only for two reports that may be
 * compared), in order of first report: a group's parts (move-parts.ts, judge-parts.ts).
 */
export declare function partsOf(reports: readonly Features[], joined: (a: Features, b: Features) => boolean): number[][];
/**
 * Whether two groups' reports may be compared: of one block (agent and file), or one of them of
 * no file, which is compared with every block of its agent.
 */
export declare function relatedBlocks(a: Working, b: Working): boolean;
