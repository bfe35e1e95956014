import type { Features } from "./features.js";
/**
 * Words that tell two issues apart, learned from the runs themselves. One run reports an issue
 * at most once, so two reports of one run and file whose title (or description) differ in one
 * word alone (`Container api may run as root` / `Container migrate may run as root`) are two
 * issues told apart by that word: the words seen in that slot, around the same other words, in
 * any run, contrast. Two reports of the file from two runs, one holding a word of a contrast
 * that the other lacks and the other holding another of its words that the first lacks, name two
 * things; however many other words they share, compare.ts takes their words as different (what
 * they share is what two issues share): the place decides, and with a judge the pair is the
 * judge's. No list of names is involved: which words contrast, and where, is what the runs wrote.
 *
 * A contrast is kept to the block it was seen in (one agent's reports of one file name): a slot
 * of one file's texts says nothing of another's words. Learning them sets each report's
 * `slotted`. A contrast counts for a pair only if a run other than the pair's own showed it, so the
 * within-run pairs the chance agreement is learned from (learn-from-runs.ts) are weighed as a
 * pair of two other runs would be, not by the contrast they taught themselves.
 */
export declare class Contrasts {
    /** Per block, for each word, the slots it was seen in. */
    private readonly slotsByBlock;
    private readonly runOf;
    /** `runs`: each run's reports (by input position), a run's repeats of a report left out. */
    constructor(runs: readonly (readonly Features[])[]);
    /** Whether `a` and `b` each hold a word of one slot that the other lacks (see the class). */
    separates(a: Features, b: Features): boolean;
}
