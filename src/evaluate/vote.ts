import type { JudgeAnswer } from "./answer.js";

export type Verdict = "match" | "partial" | "none";

export function verdictOf(answer: JudgeAnswer): Verdict {
  return answer.is_match ? "match" : answer.is_partial_match ? "partial" : "none";
}

/**
 * The AuditAgent scoring algorithm's majority over the iterations' answers. With three: 2 of 3 of a kind wins and its
 * first answer is taken; 1 match + 1 partial + 1 none gives the partial; all alike gives the
 * first. Other counts generalise it: a kind with more than half the answers wins; with no
 * majority, a partial wins when matches and non-matches are both present; else the first.
 */
export function consensus(answers: JudgeAnswer[]): JudgeAnswer | undefined {
  if (answers.length === 0) return undefined;
  const counts = { match: 0, partial: 0, none: 0 };
  for (const a of answers) counts[verdictOf(a)]++;
  const firstOf = (kind: Verdict) => answers.find((a) => verdictOf(a) === kind)!;
  for (const kind of ["match", "partial", "none"] as const) {
    if (counts[kind] * 2 > answers.length) return firstOf(kind);
  }
  if (counts.match > 0 && counts.none > 0 && counts.partial > 0) return firstOf("partial");
  return answers[0]!;
}

/** How many answers could already decide: a majority of the iterations (2 of 3). Asked together. */
export function firstWave(iterations: number): number {
  return Math.min(iterations, Math.floor(iterations / 2) + 1);
}

/**
 * Whether more answers can still change the consensus: once one kind holds a majority of all
 * `iterations`, the rest are not asked (with three iterations: when the first two agree).
 */
export function decided(answers: JudgeAnswer[], iterations: number): boolean {
  const counts = { match: 0, partial: 0, none: 0 };
  for (const a of answers) counts[verdictOf(a)]++;
  return Object.values(counts).some((n) => n * 2 > iterations);
}
