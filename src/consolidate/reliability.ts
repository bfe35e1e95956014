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

/** The prior: a judge that is usually right, worth this many samples of each kind. */
const PRIOR = { sensitivity: 0.8, falseTogether: 0.1 };
const PRIOR_SAMPLES = 10;
const EM_ROUNDS = 50;
/** Kept off 0 and 1: no judge is certain, and a zero would make one vote decide alone. */
const BOUNDS = [0.001, 0.999] as const;

const clamp = (x: number) => Math.min(BOUNDS[1], Math.max(BOUNDS[0], x));

/** The bits a pair's votes add to its evidence. */
export function voteBits(r: Reliability, together: number, samples: number): number {
  return (
    together * Math.log2(r.sensitivity / r.falseTogether) +
    (samples - together) * Math.log2((1 - r.sensitivity) / (1 - r.falseTogether))
  );
}

export function learnReliability(pairs: readonly AskedPair[]): Reliability {
  let r: Reliability = { ...PRIOR, pairs: pairs.length };
  for (let round = 0; round < EM_ROUNDS; round++) {
    let trueVotes = 0;
    let trueSamples = 0;
    let falseVotes = 0;
    let falseSamples = 0;
    for (const p of pairs) {
      if (p.samples === 0) continue;
      const posterior = p.apart ? 0 : 1 / (1 + 2 ** -(p.evidence + voteBits(r, p.together, p.samples)));
      trueVotes += posterior * p.together;
      trueSamples += posterior * p.samples;
      falseVotes += (1 - posterior) * p.together;
      falseSamples += (1 - posterior) * p.samples;
    }
    const next: Reliability = {
      sensitivity: clamp((trueVotes + PRIOR_SAMPLES * PRIOR.sensitivity) / (trueSamples + PRIOR_SAMPLES)),
      falseTogether: clamp(
        (falseVotes + PRIOR_SAMPLES * PRIOR.falseTogether) / (falseSamples + PRIOR_SAMPLES),
      ),
      pairs: pairs.length,
    };
    const moved = Math.abs(next.sensitivity - r.sensitivity) + Math.abs(next.falseTogether - r.falseTogether);
    r = next;
    if (moved < 1e-6) break;
  }
  // A judge worse than chance is no evidence: its votes are ignored rather than inverted.
  if (r.sensitivity <= r.falseTogether) r = { ...r, sensitivity: 0.5, falseTogether: 0.5 };
  return r;
}
