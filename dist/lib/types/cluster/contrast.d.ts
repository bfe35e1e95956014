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
 * A slot may also be filled by a few words (`filled`): two reports of one run and file whose
 * words differ in one to FILLER_WORDS each, around at least SHARED_PER_FILLER_WORD times as many
 * they share (`GetMember returns the member's whakapapa to any caller` / `… the member's bank
 * account number …`), name two things by those words. Two reports of other runs, each holding
 * words of one of the fillers and none of the other's, are told apart as above. One word apart is
 * what a slot of one word needs; a name of several words (`bank account number`) is not.
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
    /** Each distinct text's words (`wordsOf`), by its number: runs repeat their texts. */
    private readonly wordsById;
    /** Per block, for each word, the filled slots it fills (`learnFilled`). */
    private readonly filledByBlock;
    /** `runs`: each run's reports (by input position), a run's repeats of a report left out. */
    constructor(runs: readonly (readonly Features[])[]);
    /** Whether `a` and `b` each hold a word of one slot that the other lacks (see the class). */
    separates(a: Features, b: Features): boolean;
    private separatesByWord;
    /** A report's title and description words, sorted, without repeats; one array for each distinct text. */
    private wordsOf;
    private separatesByFiller;
    /**
     * The block's filled slots, from each run's pairs of reports whose words differ in a few words
     * each (`fillersOf`), and each report's `filled`: its words that fill one. Words are ranked by
     * how many of the block's reports hold them, for `candidatePairs`.
     */
    private learnFilled;
}
/**
 * The words two sorted texts share and those each alone holds, where each alone holds one to
 * FILLER_WORDS and they share SHARED_PER_FILLER_WORD times the larger; else undefined.
 */
export declare function fillersOf(a: Int32Array, b: Int32Array): [shared: number[], onlyA: number[], onlyB: number[]] | undefined;
/**
 * The pairs of `texts` (indices i < j) that could differ in FILLER_WORDS words each at most. By
 * prefix filtering: a text that holds none of the other's among its FILLER_WORDS + 1 rarest
 * words holds that many of its own, so two such texts share one of those words. `rank` orders
 * words rarest first; only texts sharing one of their rarest words are paired, and each with at
 * most PARTNERS_PER_WORD earlier ones a word, which keeps a file of hundreds of reports a run
 * from costing the square of their number.
 */
export declare function candidatePairs(texts: readonly Int32Array[], rank: (word: number) => number): [number, number][];
