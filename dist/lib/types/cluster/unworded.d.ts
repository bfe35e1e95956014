import type { Member } from "./cluster.js";
import type { Features } from "./features.js";
import { type PairEvidence, type Working } from "./working.js";
/**
 * Splits into lone reports each group of three or more none of whose reports words its issue
 * like another: no two share even similar words (the level the wording test of wording.ts
 * starts from), and none repeats another's text.
 *
 * Such a group is held together by its place alone. Runs put remarks of their own where remarks
 * are easy to make (a long routine, a handler), one run one remark, and the place weighs more
 * than any wording can say against it, because the pairs known to be two issues are one run's,
 * and a run makes one remark at a place: the runs cannot show how often different runs make
 * different remarks at one place. (Eighth held-out family, 20 runs, moderate, seed 2: three
 * runs' `コメントが不足している`, `マジックナンバーを定数化すべき` and `ログレベルが不適切` at one
 * Objective-C method were one group: the same symbol and line weighed +9.5 bits (4.1 and 5.4),
 * different words in another category −8.0.) One issue seen by three runs is worded alike by at
 * least two of them far more often than not: every pair of its reports would have to miss. Two
 * reports worded apart are left to the evidence: at five runs they are often one issue reworded
 * (three bits taken from every group of two took the tuned families' 5-run heavy rows without a
 * judge from 12.4 to 21.4, summed mean |Δscore|). A group whose
 * reports repeat one text is linked by it, even where that text counts as boilerplate
 * (compare.ts) and so as sharing only some words.
 *
 * The lone reports are new groups, made after the global merge so that it cannot join them again
 * on the place; the first report keeps the group's id. Returns the ids of the groups split, whose
 * evidence against other groups was weighed for the whole group. With a judge the evidence joins
 * only reports whose words agree, so every group it builds has a pair worded alike and this
 * changes nothing.
 */
export declare function splitUnworded(clusters: Working[], evidence: PairEvidence, position: Int32Array, featureOf: (m: Member) => Features): Set<number>;
