import type { JudgeAnswer } from "./answer.js";
export type Verdict = "match" | "partial" | "none";
export declare function verdictOf(answer: JudgeAnswer): Verdict;
/**
 * The AuditAgent scoring algorithm's majority over the iterations' answers. With three: 2 of 3 of a kind wins and its
 * first answer is taken; 1 match + 1 partial + 1 none gives the partial; all alike gives the
 * first. Other counts generalise it: a kind with more than half the answers wins; with no
 * majority, a partial wins when matches and non-matches are both present; else the first.
 */
export declare function consensus(answers: JudgeAnswer[]): JudgeAnswer | undefined;
/** How many answers could already decide: a majority of the iterations (2 of 3). Asked together. */
export declare function firstWave(iterations: number): number;
/**
 * Whether more answers can still change the consensus: once one kind holds a majority of all
 * `iterations`, the rest are not asked (with three iterations: when the first two agree).
 */
export declare function decided(answers: JudgeAnswer[], iterations: number): boolean;
