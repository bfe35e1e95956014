import type { Features } from "../../src/cluster/features.js";
import type { PairEvidence } from "../../src/cluster/working.js";

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
