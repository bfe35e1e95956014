import type { Member } from "./cluster.js";
import type { Features } from "./features.js";
import { type PairEvidence, type Working } from "./working.js";
/**
 * Splits off the reports of a group of three or more that only its place holds: every report of
 * a group none of whose reports words its issue like another (no two share even similar words,
 * and none repeats another's text), and, in a group some of whose reports do, each part of it
 * (a report, or reports worded alike to each other: `partsWordedAlike`) that shares not even
 * similar words with any report outside it and names a category neither the same as nor
 * related to any of theirs, where one issue's reports would all be so with a chance below
 * ALONE_CHANCE (`apart`, the chance for two of them, to the power of the pairs across).
 *
 * Runs put remarks of their own where remarks are easy to make (a long routine, a handler),
 * one run one remark, and the place weighs more than any wording can say against it, because
 * the pairs known to be two issues are one run's, and a run makes one remark at a place: the
 * runs cannot show how often different runs make different remarks at one place. (Eighth
 * held-out family, 20 runs, moderate, seed 2: three runs' `コメントが不足している`,
 * `マジックナンバーを定数化すべき` and `ログレベルが不適切` at one Objective-C method were one
 * group: the same symbol and line weighed +9.5 bits (4.1 and 5.4), different words in another
 * category −8.0.) One issue seen by three runs is worded alike by at least two of them far more
 * often than not: every pair of its reports would have to miss. Two reports worded apart are
 * left to the evidence: at five runs they are often one issue reworded (three bits taken from
 * every group of two took the tuned families' 5-run heavy rows without a judge from 12.4 to
 * 21.4, summed mean |Δscore|). A group whose reports repeat one text is linked by it, even where
 * that text counts as boilerplate (compare.ts) and so as sharing only some words.
 *
 * With more runs, such remarks also land beside a remark that several runs word alike (the
 * eighth family at 50 runs: three runs' `变量命名不规范` at one C function with one run's
 * `缺少注释说明`, `魔法数字应定义为常量` and `日志级别使用不当`), and the group is worded alike.
 * A report there that shares no words with any other and no category either is one issue's
 * only as often as `apart` allows for each other report: with moderate rewording a few in a
 * hundred, so two others settle it; where one issue's reports are often worded apart and filed
 * under other names (heavy rewording, a team writing in two languages), `apart` is 0.1 or more
 * and it takes three others or more.
 *
 * A remark several runs make alike lands so too, in the group of an issue at its place, where
 * the first assignment put the first run's remark beside the first report, and each of
 * its reports is then held there by the other (the seventy-fourth family, 10 runs, heavy: a
 * remark on a Forth file's stack comments, in English and in Khmer, in the group of a buffer
 * overrun in one of the file's words, in 2 of 20 tests). One report at a time, the repair sweeps
 * do not move it, and the global merge joins only groups. Two runs' remark worded apart from
 * four reports of an issue is one issue's as often as `apart` to the power of eight.
 *
 * The parts split off are new groups, made after the global merge so that it cannot join them
 * again on the place; the group keeps its id and its largest part. Returns the ids of the groups
 * split, whose evidence against other groups was weighed for the whole group. With a judge the
 * evidence joins only reports whose words agree, so every report of a group it builds is worded
 * like another and this changes nothing.
 */
export declare function splitUnworded(clusters: Working[], evidence: PairEvidence, position: Int32Array, featureOf: (m: Member) => Features, apart: number): Set<number>;
