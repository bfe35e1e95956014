/**
 * Co-occurrence as evidence. One run reports an issue at most once, so two groups that both
 * occur in one run are two issues (cannot-link). Two groups that never share a run are more
 * likely one issue split in two the less likely that is for two independent issues: given
 * that one appears in `a` runs and the other in `b` of `n`, two independent issues share no
 * run with probability C(n−a, b) / C(n, b), while the two halves of one issue never do. The
 * likelihood ratio, in bits, is log2(C(n, b) / C(n−a, b)).
 */
export declare function disjointBits(a: number, b: number, n: number): number;
export declare const MAX_DISJOINT_BITS = 6;
/** True when two sorted lists of run positions share one. */
export declare function shareRun(a: readonly number[], b: readonly number[]): boolean;
