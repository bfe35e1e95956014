/**
 * How far to trust the grouping judge, learned from its own answers.
 *
 * Each asked pair of candidates has the evidence's prior odds that it is one issue (bits) and
 * `together` of `samples` answers that listed it as one. A pair that is one issue is listed
 * together with probability `sensitivity`, a pair of two issues with `falseTogether`; both are
 * unknown and differ by model, prompt and codebase, so they are estimated by
 * expectation–maximisation over the asked pairs (a two-class mixture of binomials, each pair's
 * class prior taken from the evidence, as in Dawid–Skene), smoothed towards a prior so that a
 * test with few pairs behaves like the prior. Pairs known to be two issues (`apart`) have no
 * class to infer: they pin `falseTogether` where the evidence of the others is off. A pair's
 * decision is then its posterior: the evidence's bits plus each vote's likelihood ratio. A
 * judge that agrees with itself and with the evidence earns a strong vote; one whose samples
 * scatter earns a weak one.
 */
export interface Reliability {
    /** Chance one sample lists a pair that is one issue together. */
    sensitivity: number;
    /** Chance one sample lists a pair of two issues together. */
    falseTogether: number;
    /** Pairs it was learned from. */
    pairs: number;
}
export interface AskedPair {
    /** log2 prior odds from the evidence that the pair is one issue. */
    evidence: number;
    together: number;
    samples: number;
    /** Known to be two issues whatever the evidence says (both occur in one run). */
    apart?: boolean;
}
/** The bits a pair's votes add to its evidence. */
export declare function voteBits(r: Reliability, together: number, samples: number): number;
export declare function learnReliability(pairs: readonly AskedPair[]): Reliability;
