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

/** The prior: a judge that is usually right, worth this many samples of each kind. */
const PRIOR = { sensitivity: 0.8, falseTogether: 0.1 };
const PRIOR_SAMPLES = 10;
const EM_ROUNDS = 50;
/** Kept off 0 and 1: no judge is certain, and a zero would make one vote decide alone. */
const BOUNDS = [0.001, 0.999] as const;

const clamp = (x: number) => Math.min(BOUNDS[1], Math.max(BOUNDS[0], x));

/** The most agreement fitted: beyond it three samples would count as hardly more than one. */
const MAX_AGREEMENT = 0.95;
/** The grid the agreement's posterior is taken over, under a uniform prior. */
const AGREEMENT_STEPS = 19;
/**
 * Samples are taken to repeat each other when the posterior puts this much on... (the lowest of
 * 0.5, 0.7, 0.8 and 0.9 at which no judge row of the tuned families moved with samples that err
 * on their own)
 */
const REPEATING_BELIEF = 0.7;
/** ...an agreement at least this high. */
const REPEATING_AGREEMENT = 0.5;

/**
 * log2 of the chance that one given sequence of `samples` answers lists a pair `together` times,
 * for a judge that lists it with chance `p` per sample and whose samples agree as `agreement`
 * says (beta-binomial; the binomial coefficient is left out, as it cancels in a ratio).
 */
function logChance(p: number, agreement: number, together: number, samples: number): number {
  let bits = 0;
  for (let i = 0; i < together; i++) bits += Math.log2(p * (1 - agreement) + i * agreement);
  for (let j = 0; j < samples - together; j++) bits += Math.log2((1 - p) * (1 - agreement) + j * agreement);
  for (let t = 0; t < samples; t++) bits -= Math.log2(1 - agreement + t * agreement);
  return bits;
}

/** The bits a pair's votes add to its evidence. */
export function voteBits(r: Reliability, together: number, samples: number): number {
  return (
    logChance(r.sensitivity, r.agreement, together, samples) -
    logChance(r.falseTogether, r.agreement, together, samples)
  );
}

/**
 * The posterior of the agreement over a grid, under a uniform prior, given each answered pair's
 * chance of being one issue (`one`) and the rates: each pair's votes counted as one issue's
 * with its chance and as two issues' with the rest. A pair that one sample of three lists
 * together speaks for samples that err on their own; pairs of one issue that every sample
 * lists, or none, for samples that repeat each other. Returns its mean and the probability it
 * puts on REPEATING_AGREEMENT or more.
 */
function agreementOf(
  answered: readonly { votes: Votes; one: number }[],
  rates: Pick<Reliability, "sensitivity" | "falseTogether">,
): { mean: number; repeating: number } {
  // Pairs with the same votes weigh alike: counted once, with their summed chances.
  const counts = new Map<string, Votes & { one: number; two: number }>();
  for (const { votes, one } of answered) {
    if (votes.samples < 2) continue;
    const key = `${votes.together}/${votes.samples}`;
    const seen = counts.get(key) ?? { together: votes.together, samples: votes.samples, one: 0, two: 0 };
    seen.one += one;
    seen.two += 1 - one;
    counts.set(key, seen);
  }
  const grid = Array.from({ length: AGREEMENT_STEPS + 1 }, (_, step) => {
    const agreement = (step / AGREEMENT_STEPS) * MAX_AGREEMENT;
    let bits = 0;
    for (const c of counts.values())
      bits +=
        c.one * logChance(rates.sensitivity, agreement, c.together, c.samples) +
        c.two * logChance(rates.falseTogether, agreement, c.together, c.samples);
    return { agreement, bits };
  });
  const top = Math.max(...grid.map((g) => g.bits));
  let mass = 0;
  let sum = 0;
  let high = 0;
  for (const g of grid) {
    const weight = 2 ** (g.bits - top);
    mass += weight;
    sum += weight * g.agreement;
    if (g.agreement >= REPEATING_AGREEMENT) high += weight;
  }
  return { mean: sum / mass, repeating: high / mass };
}

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
export function learnReliability(
  pairs: readonly AskedPair[],
  untrusted: readonly AskedPair[] = [],
): Reliability {
  const repeating = fit(
    pairs,
    untrusted.filter((p) => p.together > 0),
    true,
  );
  const r = repeating.belief >= REPEATING_BELIEF ? repeating.reliability : fit(pairs, [], false).reliability;
  // A judge worse than chance is no evidence: its votes are ignored rather than inverted.
  return r.sensitivity <= r.falseTogether ? { ...r, sensitivity: 0.5, falseTogether: 0.5 } : r;
}

/**
 * One expectation–maximisation of the rates, and of the agreement when `learnAgreement` (else 0:
 * independent samples), with the posterior's belief that the samples repeat each other.
 */
function fit(
  pairs: readonly AskedPair[],
  untrusted: readonly AskedPair[],
  learnAgreement: boolean,
): { reliability: Reliability; belief: number } {
  let r: Reliability = { ...PRIOR, agreement: learnAgreement ? MAX_AGREEMENT / 2 : 0, pairs: pairs.length };
  let belief = 0;
  const chanceOfOne = (p: AskedPair) =>
    p.apart ? 0 : 1 / (1 + 2 ** -(p.evidence + voteBits(r, p.together, p.samples)));
  for (let round = 0; round < EM_ROUNDS; round++) {
    let trueVotes = 0;
    let trueSamples = 0;
    let falseVotes = 0;
    let falseSamples = 0;
    for (const p of pairs) {
      if (p.samples === 0) continue;
      const one = chanceOfOne(p);
      trueVotes += one * p.together;
      trueSamples += one * p.samples;
      falseVotes += (1 - one) * p.together;
      falseSamples += (1 - one) * p.samples;
    }
    const rates = {
      sensitivity: clamp((trueVotes + PRIOR_SAMPLES * PRIOR.sensitivity) / (trueSamples + PRIOR_SAMPLES)),
      falseTogether: clamp(
        (falseVotes + PRIOR_SAMPLES * PRIOR.falseTogether) / (falseSamples + PRIOR_SAMPLES),
      ),
    };
    let agreement = 0;
    if (learnAgreement) {
      const answered = [...pairs, ...untrusted].map((votes) => ({ votes, one: chanceOfOne(votes) }));
      const posterior = agreementOf(answered, rates);
      agreement = posterior.mean;
      belief = posterior.repeating;
    }
    const next: Reliability = { ...rates, agreement, pairs: pairs.length };
    const moved =
      Math.abs(next.sensitivity - r.sensitivity) +
      Math.abs(next.falseTogether - r.falseTogether) +
      Math.abs(next.agreement - r.agreement);
    r = next;
    if (moved < 1e-6) break;
  }
  return { reliability: r, belief };
}
