import { type Comparer, comparePair, comparePlace, withTextLevel } from "./compare.js";
import type { Features } from "./features.js";
import { type LearnedWeights, learnWeights } from "./learn.js";
import { compatible } from "./match.js";

/** Cross-run pairs sampled to learn the weights: plenty for EM, bounded for large tests. */
const CROSS_PAIR_BUDGET = 60_000;
const WITHIN_PAIR_BUDGET = 60_000;
/** Cross-run pairs of one block and pair of runs read in full; past it, a sample (below). */
const BLOCK_PAIR_BUDGET = 10_000;

function bump(map: Map<number, number>, key: number): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** Collects comparison patterns of known-different (same run) and cross-run pairs, then learns. */
export function learnFromRuns(
  features: Features[][],
  findingOrder: number[][],
  canonicalRunOrder: number[],
  comparer: Comparer,
): LearnedWeights {
  // Per run (canonical position), its findings by agent-and-file block.
  const blocks = canonicalRunOrder.map((r) => {
    const map = new Map<string, Features[]>();
    for (const i of findingOrder[r]!) {
      const f = features[r]![i]!;
      const key = f.block;
      const list = map.get(key);
      if (list) list.push(f);
      else map.set(key, [f]);
    }
    return map;
  });
  const acrossRuns = wordsOfSeveralRuns(blocks);
  const within = new Map<number, number>();
  let withinCount = 0;
  for (const map of blocks) {
    for (const [key, list] of map) {
      const shared = acrossRuns.get(key)!;
      for (let i = 0; i < list.length && withinCount < WITHIN_PAIR_BUDGET; i++) {
        for (let j = i + 1; j < list.length; j++) {
          if (!compatible(list[i]!, list[j]!)) continue;
          const place = comparePlace(list[i]!, list[j]!, comparer);
          bump(within, withTextLevel(place, comparer.withinRunTextLevel(list[i]!, list[j]!, shared)));
          withinCount++;
        }
      }
    }
  }
  // Cross-run pairs between runs at most `span` apart in canonical order: all pairs for small
  // tests, a deterministic sample within budget for large ones.
  const n = blocks.length;
  const sizes = new Map<string, number>();
  for (const map of blocks)
    for (const [key, list] of map) sizes.set(key, (sizes.get(key) ?? 0) + list.length);
  let perSpan = 0;
  for (const size of sizes.values()) perSpan += (size * size) / Math.max(1, n);
  const span = Math.max(1, Math.min(n - 1, Math.floor(CROSS_PAIR_BUDGET / Math.max(1, perSpan))));
  const cross = new Map<number, number>();
  let maxMatches = 0;
  for (let p = 0; p < n; p++) {
    for (let q = p + 1; q <= Math.min(n - 1, p + span); q++) {
      for (const [key, list] of blocks[p]!) {
        const other = blocks[q]!.get(key);
        if (!other) continue;
        // Past BLOCK_PAIR_BUDGET pairs (hundreds of reports in one file), every `stride`-th report
        // of the first run is compared with all of the second's: each still meets its own issue
        // there, so the share of true matches is kept, at a cost linear in the reports. Which
        // ones shifts with the pair of runs, so all are read across the test.
        const stride = Math.ceil((list.length * other.length) / BLOCK_PAIR_BUDGET);
        let rows = 0;
        for (let i = (p + q) % stride; i < list.length; i += stride) {
          const a = list[i]!;
          rows++;
          for (const b of other) if (compatible(a, b)) bump(cross, comparePair(a, b, comparer));
        }
        maxMatches += Math.min(rows, other.length);
      }
    }
  }
  return learnWeights(within, cross, maxMatches);
}

/**
 * Per block (agent and file), the words of titles and descriptions that more than one run uses
 * there. `blocks[r]` holds run r's findings by block. Only these words count as shared when two
 * reports of one run are compared: the known-different pairs stand in for reports of two issues
 * in two runs, which can never share a word only one run uses (its tag, its number, a phrase of
 * its own). Counted, such a word taught that different issues' reports agree by chance far more
 * often than they do: with each report noting its run's number, 50 synthetic runs of 6 files
 * grouped at pairwise precision 0.900 and recall 0.811, and at 1.000 and 1.000 without the notes.
 */
export function wordsOfSeveralRuns(blocks: Map<string, Features[]>[]): Map<string, Set<number>> {
  const firstRun = new Map<string, Map<number, number>>();
  const several = new Map<string, Set<number>>();
  blocks.forEach((map, run) => {
    for (const [key, list] of map) {
      let seen = firstRun.get(key);
      let shared = several.get(key);
      if (!seen || !shared) {
        seen = new Map();
        shared = new Set();
        firstRun.set(key, seen);
        several.set(key, shared);
      }
      for (const f of list)
        for (const words of [f.title, f.description])
          for (const w of words) {
            const first = seen.get(w);
            if (first === undefined) seen.set(w, run);
            else if (first !== run) shared.add(w);
          }
    }
  });
  return several;
}
