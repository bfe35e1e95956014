import type { DeterminismResult } from "../score/types.js";
/**
 * "57 reports grouped into 12 findings (3 merges by the grouping judge, 5 requests)", and how
 * many reports repeated another of their run word for word: those are no occurrence of their
 * own (SPEC 4.1), so the reports outnumber the occurrences by them.
 */
export declare function groupingLine(result: DeterminismResult): string;
/**
 * How grouping shaped the score: the line above, how far one grouping error would move the
 * score, and the closest pairs that were kept apart with the score had each been one finding,
 * so a reader can check that two of them are not one issue counted twice and see what it
 * would change.
 */
export declare function groupingSection(result: DeterminismResult): string;
