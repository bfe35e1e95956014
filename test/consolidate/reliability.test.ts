import { describe, expect, it } from "vitest";
import { type AskedPair, learnReliability, voteBits } from "../../src/consolidate/reliability.js";
import { seeded } from "../../src/util/random.js";

/**
 * Pairs with evidence priors, a known share of them one issue, voted on by a judge of known
 * rates; one that `repeats` gives every sample of a pair the first one's answer.
 */
function askedPairs(
  count: number,
  sensitivity: number,
  falseTogether: number,
  seed: number,
  repeats = false,
): AskedPair[] {
  const random = seeded("reliability", seed);
  return Array.from({ length: count }, () => {
    const one = random() < 0.3;
    // The evidence leans the right way, loosely: a prior, not the answer.
    const evidence = (one ? 1 : -3) + (random() - 0.5) * 8;
    const first = random() < (one ? sensitivity : falseTogether);
    let together = 0;
    for (let s = 0; s < 3; s++)
      if (s === 0 || repeats ? first : random() < (one ? sensitivity : falseTogether)) together++;
    return { evidence, together, samples: 3 };
  });
}

describe("the grouping judge's reliability, learned from its answers", () => {
  it("recovers a good judge's rates from its votes", () => {
    const r = learnReliability(askedPairs(600, 0.85, 0.03, 1));
    expect(r.sensitivity).toBeGreaterThan(0.78);
    expect(r.sensitivity).toBeLessThan(0.92);
    expect(r.falseTogether).toBeLessThan(0.07);
    expect(r.pairs).toBe(600);
  });

  it("trusts a judge whose answers scatter far less than one that agrees with itself", () => {
    const good = learnReliability(askedPairs(600, 0.9, 0.03, 2));
    const poor = learnReliability(askedPairs(600, 0.6, 0.35, 2));
    expect(voteBits(good, 3, 3)).toBeGreaterThan(2 * voteBits(poor, 3, 3));
    expect(voteBits(good, 0, 3)).toBeLessThan(voteBits(poor, 0, 3));
  });

  it("gives a judge that answers at random no say, and never inverts one worse than chance", () => {
    const random = seeded("coin", 3);
    const coin = Array.from({ length: 600 }, () => ({
      evidence: (random() - 0.5) * 8,
      together: [0, 1, 2].filter(() => random() < 0.5).length,
      samples: 3,
    }));
    const r = learnReliability(coin);
    expect(Math.abs(voteBits(r, 3, 3))).toBeLessThan(1.5);
    const contrary = learnReliability(askedPairs(600, 0.05, 0.9, 4));
    expect(voteBits(contrary, 3, 3)).toBeGreaterThanOrEqual(0);
  });

  it("learns how often it puts two issues together from pairs known to be two, where the evidence under-rates one issue", () => {
    // One issue each, the evidence leaning against (a fault named at two entry points), listed
    // together in two samples of three, as a judge that misses 15% lists them.
    const underRated = Array.from({ length: 12 }, (_, i) => ({
      evidence: -1 - (i % 3) * 0.3,
      together: i % 4 === 0 ? 3 : 2,
      samples: 3,
    }));
    const alone = learnReliability(underRated);
    // Read as two issues half the time listed together: a vote of two in three says little.
    expect(alone.falseTogether).toBeGreaterThan(0.3);
    const apart = Array.from({ length: 40 }, (_, i) => ({
      evidence: 0,
      together: i === 0 ? 1 : 0,
      samples: 3,
      apart: true,
    }));
    const both = learnReliability([...underRated, ...apart]);
    expect(both.falseTogether).toBeLessThan(0.05);
    expect(voteBits(both, 2, 3) - 1.3).toBeGreaterThan(0);
    expect(voteBits(alone, 2, 3) - 1.3).toBeLessThan(0);
    // Known to be two, a pair the judge lists together is its error, whatever the votes suggest.
    const sloppy = Array.from({ length: 60 }, (_, i) => ({
      evidence: 0,
      together: i % 3 === 0 ? 3 : 0,
      samples: 3,
      apart: true,
    }));
    expect(learnReliability([...underRated, ...sloppy]).falseTogether).toBeGreaterThan(0.2);
  });

  it("stays near its prior with few pairs to learn from", () => {
    const r = learnReliability([{ evidence: 0, together: 3, samples: 3 }]);
    expect(r.sensitivity).toBeGreaterThan(0.7);
    expect(r.falseTogether).toBeLessThan(0.2);
    expect(learnReliability([])).toMatchObject({ sensitivity: 0.8, falseTogether: 0.1, pairs: 0 });
  });

  it("counts samples that repeat one answer as about one, once the answers show they repeat", () => {
    for (const seed of [1, 2, 3]) {
      const repeating = learnReliability(askedPairs(600, 0.85, 0.03, seed, true));
      expect(repeating.agreement).toBeGreaterThan(0.9);
      // One miss repeated three times weighs about what one sample's miss does.
      const oneSample = learnReliability(
        askedPairs(600, 0.85, 0.03, seed, true).map((p) => ({ ...p, together: p.together / 3, samples: 1 })),
      );
      expect(Math.abs(voteBits(repeating, 0, 3) - voteBits(oneSample, 0, 1))).toBeLessThan(1);
      const independent = learnReliability(askedPairs(600, 0.85, 0.03, seed));
      expect(independent.agreement).toBe(0);
      expect(voteBits(independent, 0, 3)).toBeLessThan(2 * voteBits(repeating, 0, 3));
    }
  });

  it("takes the samples for independent draws when the answers cannot tell", () => {
    // Six pairs of one issue listed by every sample: a repeating judge, or luck.
    const few = [
      ...Array.from({ length: 6 }, () => ({ evidence: 2, together: 3, samples: 3 })),
      ...Array.from({ length: 6 }, () => ({ evidence: -6, together: 0, samples: 3 })),
    ];
    expect(learnReliability(few).agreement).toBe(0);
    // Pairs whose evidence teaches no rates still show how alike the samples answer.
    const untrusted = Array.from({ length: 60 }, (_, i) => ({
      evidence: 4,
      together: i % 5 === 0 ? 0 : 3,
      samples: 3,
    }));
    expect(learnReliability(few, untrusted).agreement).toBeGreaterThan(0.8);
  });
});
