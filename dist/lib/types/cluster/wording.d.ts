import { type RunWriting } from "./compare.js";
import type { Member } from "./cluster.js";
import type { Features } from "./features.js";
import type { PairEvidence, Working } from "./working.js";
/**
 * Evidence against a report joining a group, from how the group's own reports word their issue.
 *
 * The learned weights say how far apart two reports of one issue are worded on average, over
 * every issue. Issues differ: one is reported in the same words every run, another reworded
 * each time. A group's reports show which kind it is. Each of them is compared with the
 * others, and its closest wording among them (the leave-one-out text level) says how far a
 * report of this issue stands from the rest. If the newcomer is one more report of the issue,
 * its own closest wording is one more draw from that spread, so the share of the group's
 * reports that stand at least as far off is the chance of seeing a newcomer this far off
 * (a permutation test). A report whose words stand further from the group than any of the
 * group's reports do from each other is, by that rank, unlikely to be one of them: the
 * evidence against is log2 of one over that chance. A newcomer whose words are at least
 * similar to one report gets none: only reports whose words differ can be tested this way.
 * Used in the run-by-run assignment and the repair sweeps (cluster.ts, repair.ts), and in the
 * global merge for two groups whose words mostly disagree (global-merge.ts).
 */
export declare class WordingSpread {
    private readonly evidence;
    private readonly featureOf;
    /**
     * Whether two runs write alike (`runWriting`); a report is ranked only against the
     * reports of runs that write like its own. Every pair, when not given.
     */
    private readonly alike;
    private readonly cache;
    constructor(evidence: PairEvidence, featureOf: (m: Member) => Features, 
    /**
     * Whether two runs write alike (`runWriting`); a report is ranked only against the
     * reports of runs that write like its own. Every pair, when not given.
     */
    alike?: (a: number, b: number) => boolean);
    /**
     * Bits against `f` (of run `run`) joining `group`, whose reports of that run are left out.
     * `known`: a text level `f` is already known to have to one of the group's reports.
     */
    against(f: Features, group: Working, run: number, known?: number): number;
    /** The newcomer's closest wording among the sampled reports, ranked among theirs. */
    private rank;
    /**
     * The group's first reports (one more than the sample, so leaving a run out still leaves a
     * full one) and the text level of every pair of them. A group mostly grows at the end, so
     * the levels are extended rather than computed again.
     */
    private sampleOf;
}
/**
 * Which run each report is of, which runs write alike, and in which language, learned from the
 * runs' words (their reports' titles and descriptions).
 * - Two runs write alike when their prose (their words less those of the names they write as
 *   code or give as their symbol) overlaps (Jaccard) at least half as much as the larger of the
 *   two runs' overlaps with the run most like each. Where every run writes in one language
 *   and habit, every pair is alike; a run writing in another language shares mostly names with
 *   the rest, and is alike only to runs that write as it does (three in ten runs of a family in
 *   Portuguese: those three).
 * - A language is the runs joined by writing alike, directly or through others, whose words
 *   number at least LANGUAGE_WORDS, where a test has two or more such; a run of no such group is
 *   of the language of the run whose prose is most like its own.
 */
export declare function runWriting(runs: readonly (readonly Features[])[]): RunWriting;
