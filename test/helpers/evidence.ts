import { Comparer, FIELDS } from "../../src/cluster/compare.js";
import { type Features, featuresOf } from "../../src/cluster/features.js";
import { MIN_EM_PAIRS } from "../../src/cluster/learn.js";
import { Interner } from "../../src/cluster/text.js";
import type { PairEvidence } from "../../src/cluster/working.js";
import type { Finding } from "../../src/findings/types.js";

/** Reports' features and a comparer that has prepared them, every word as rare as another. */
export function compared(reports: readonly Finding[]): { features: Features[]; comparer: Comparer } {
  const interner = new Interner();
  const features = reports.map((r) => featuresOf(r, interner));
  const comparer = new Comparer(new Float64Array(interner.size).fill(1));
  for (const f of features) comparer.prepare(f);
  return { features, comparer };
}

/**
 * Evidence that says nothing but how far apart two reports are worded (`words`, a text level:
 * an index into compare.ts `TEXT_LEVELS`), for a test of a step that reads only the wording.
 */
export function wordsOnly(words: (a: Features, b: Features) => number): PairEvidence {
  return {
    priorBits: 0,
    pattern: () => 0,
    words,
    bits: () => 0,
    place: () => 0,
    withWords: () => 0,
    atMost: () => 0,
    wordsAgree: () => true,
    agrees: () => true,
  };
}

/** A comparison pattern from its fields' levels by name, in FIELDS order (`"very similar, same category"`, `"same"`, `"within 3"`). */
export const patternOf = (...labels: string[]): number => {
  const radix = FIELDS.map((_, f) => FIELDS.slice(0, f).reduce((n, x) => n * x.levels.length, 1));
  return labels.reduce((sum, label, f) => sum + FIELDS[f]!.levels.indexOf(label) * radix[f]!, 0);
};

/**
 * Cross-run pairs of two issues far apart, as many as a test needs to learn from (learn.ts
 * `MIN_EM_PAIRS`): beside pairs of one run, a test of what those teach. Fewer, and the prior stands.
 */
export const enoughToLearn = (): Map<number, number> =>
  new Map([[patternOf("different, other category", "other", "far"), MIN_EM_PAIRS]]);
