/**
 * Co-occurrence as evidence. One run reports an issue at most once, so two groups that both
 * occur in one run are two issues (cannot-link). Two groups that never share a run are more
 * likely one issue split in two the less likely that is for two independent issues: given
 * that one appears in `a` runs and the other in `b` of `n`, two independent issues share no
 * run with probability C(n−a, b) / C(n, b), while the two halves of one issue never do. The
 * likelihood ratio, in bits, is log2(C(n, b) / C(n−a, b)).
 */
export function disjointBits(a: number, b: number, n: number): number {
  if (a + b > n) return Number.NEGATIVE_INFINITY;
  let bits = 0;
  for (let i = 0; i < b; i++) bits += Math.log2((n - i) / (n - a - i));
  // Issues are not perfectly independent (a model may report one of two related issues in a
  // run, rarely both), so the ratio is capped: reports whose own evidence is against one issue
  // by more than the cap stay apart, and with a judge it never merges on its own (global-merge.ts).
  return Math.min(bits, MAX_DISJOINT_BITS);
}

export const MAX_DISJOINT_BITS = 6;

/** True when two sorted lists of run positions share one. */
export function shareRun(a: readonly number[], b: readonly number[]): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) return true;
    if (a[i]! < b[j]!) i++;
    else j++;
  }
  return false;
}
