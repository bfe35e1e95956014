import type { Member } from "./cluster.js";
import type { Features } from "./features.js";
/**
 * Which reports of a block a report's place could be the same issue as. The grouping weighs a
 * report against every group of its file; within one file of many reports that is the square
 * of their number. Where the learned weights say a place cannot reach the threshold whatever
 * the words (`reaches` false for a symbol level and a line level, the category at its best), a
 * group none of whose reports is at any other place is passed over unread, so only the groups
 * of reports that share a name, a word of one or a line close by are found here, by lookup.
 * What `near` returns is a superset of the reports at a place that reaches, so a step that
 * weighs the groups of these reports, and no others, groups exactly as one that weighs all.
 */
export declare class PlaceIndex {
    private readonly featureOf;
    private readonly reaches;
    private readonly blocks;
    private readonly byBlock;
    private readonly fileless;
    private readonly plans;
    /**
     * `reports` are every report grouped; `reaches(symbol, line)` tells whether two reports whose
     * symbols and lines compare at those levels (compare.ts) could be one issue.
     */
    constructor(reports: readonly Member[], featureOf: (m: Member) => Features, reaches: (symbolLevel: number, lineLevel: number) => boolean);
    /**
     * Calls `visit` with each report of `f`'s block (and each of its agent's that names no file)
     * whose place against `f` could reach, and maybe others; returns false, having called it for
     * none, when that would be every report of the block (the caller then reads them all). `f`
     * must name a file.
     */
    near(f: Features, visit: (m: Member) => void): boolean;
    /**
     * The lookups that find every report at a place that reaches, for a report with or without a
     * symbol and a line; undefined when only all of them would.
     */
    private lookupsFor;
    private plan;
    private indexOf;
}
