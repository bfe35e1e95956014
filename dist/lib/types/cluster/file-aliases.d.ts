import { type Comparer } from "./compare.js";
import type { Features } from "./features.js";
/**
 * How two reports of two files read for `fileAliases`: `apart`; `agree`, words that agree (very
 * similar or closer) at places that do not differ (the same, the same method, close, one named
 * in the other's words, or either missing); `same`, the same words at the same place or method;
 * `unread`, words of two languages that do not agree, which tell nothing either way (the few
 * words two languages' reports share seldom agree, whether the reports are of one issue or not).
 */
export type Relation = "apart" | "agree" | "same" | "unread";
/** `Relation` as `comparer` reads two reports. */
export declare function relationOf(comparer: Comparer): (a: Features, b: Features) => Relation;
/**
 * The file a file's reports are read as, and how many lines further down its own lines are
 * (undefined where one report cannot tell: its lines are then not compared).
 */
export interface FileAlias {
    file: string;
    fileBase: string;
    block: string;
    rooted: boolean;
    offset: number | undefined;
}
/**
 * One file named two ways, each run keeping to one of them: a built bundle reviewed in place of
 * its source (`dist/background.js` for `src/background/index.ts`, its lines a constant further
 * down), a file under the name a pull request gives it and under its old one. No run reports both
 * names, and the reports under the name fewer runs use word the issues other runs report under
 * the other (`agree`), at lines one offset apart. Such a file's reports are read as the other's
 * (the key: agent and path), so the grouping compares them at all; the evidence still decides
 * each pair. Two files some run reports both of are two files, however alike their reports: a
 * run reports an issue once, and under one name.
 *
 * Three quarters of the file's reports must agree with one at the other file (`relation`), and
 * three quarters of those with lines one offset (within 10 lines of each other): words alone
 * would tie two files that each hold issues of a kind. A report in a language no report at the
 * other file is written in is not counted: two languages' words tell nothing either way. A report
 * that agrees with reports at files of two or more other names writes a template (`Magic
 * numbers`), which says nothing of where it is, and does not count (a file by its path and by its
 * name alone is one name); nor does a pair of reports each writing its own file's name where the
 * other does not (`orders template …` at orders.json, `products template …` at products.json), or
 * each writing its own file's name whole and not the other's (`cash_in.mustache writes …`).
 * Reports all at one place have no offset to show: one must write the same words at the same
 * place as one at the other file, and their lines are not compared. Two names of one file name (a
 * bare name beside a path) are compared already, and are left to the paths' reading.
 */
export declare function fileAliases(reported: readonly (readonly Features[])[], relation: (a: Features, b: Features) => Relation, 
/** The words of a file's name up to its extension, as a report's words are read. */
nameWordsOf: (fileBase: string) => Int32Array): Map<string, FileAlias>;
/** The key `fileAliases` reads a report's file by: its agent and path. */
export declare function aliasKey(f: Features): string;
