/**
 * How far to trust the grouping judge, learned from its own answers.
 *
 * Each asked pair of candidates has the evidence's prior odds that it is one issue (bits) and
 * `together` of `samples` answers that listed it as one. A pair that is one issue is listed
 * together with probability `sensitivity`, a pair of two issues with `falseTogether`; both are
 * unknown and differ by model, prompt and codebase, so they are estimated by
 * expectation–maximisation over the asked pairs (a two-class mixture, each pair's class prior
 * taken from the evidence, as in Dawid–Skene), smoothed towards a prior so that a test with few
 * pairs behaves like the prior. Pairs known to be two issues (`apart`) have no class to infer:
 * they pin `falseTogether` where the evidence of the others is off. A pair's decision is then
 * its posterior: the evidence's bits plus its votes' likelihood ratio. A judge that agrees with
 * the evidence earns a strong vote; one whose samples scatter earns a weak one.
 *
 * The samples are counted as independent draws (a binomial) unless the answers show they are
 * not: a model asked one question again at a low temperature mostly repeats its answer, misses
 * included, and three samples of one miss say what one sample says. So the votes are also
 * fitted as a beta-binomial whose correlation (`agreement`) is learned with the rates, and that
 * fit is kept when its posterior puts the correlation at 0.5 or more with probability 0.7 or
 * more. The test is strict because a test asks about few pairs of one issue, often too few to
 * tell a judge that repeats itself from one whose samples happened to agree, and a judge with
 * independent samples taken for one that repeats has its "no" weakened, which the evidence then
 * overrules (BENCHMARKS.md, "Grouping with a judge that repeats itself").
 */
export interface Reliability {
    /** Chance one sample lists a pair that is one issue together. */
    sensitivity: number;
    /** Chance one sample lists a pair of two issues together. */
    falseTogether: number;
    /**
     * How alike its samples answer beyond their rates, the correlation of two samples' answers
     * on one pair: 0 when they are counted as independent draws, near 1 when one answer repeated.
     */
    agreement: number;
    /** Pairs it was learned from. */
    pairs: number;
}
/** How many of a pair's samples listed it together. */
export interface Votes {
    together: number;
    samples: number;
}
export interface AskedPair extends Votes {
    /** log2 prior odds from the evidence that the pair is one issue. */
    evidence: number;
    /** Known to be two issues whatever the evidence says (both occur in one run). */
    apart?: boolean;
}
/** The bits a pair's votes add to its evidence. */
export declare function voteBits(r: Reliability, together: number, samples: number): number;
/**
 * The judge's reliability: its rates from `pairs` by expectation–maximisation, its samples
 * counted as independent unless a fit that learns their agreement finds that they repeat each
 * other. The agreement is also learned from `untrusted`, asked pairs whose evidence cannot be
 * trusted to teach the rates, but only those some sample listed together: such a pair is
 * mostly one issue whatever its evidence says, and whether the other samples listed it too
 * shows how alike they answer. A pair no sample listed would show it only through its
 * evidence (one issue the judge misses in every sample, or two it rightly keeps apart), which
 * is what cannot be trusted.
 */
export declare function learnReliability(pairs: readonly AskedPair[], untrusted?: readonly AskedPair[]): Reliability;
