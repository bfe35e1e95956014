import { statsFromCounts, countRows } from "../evaluate/stats.js";
import type { EvaluatedRow } from "../evaluate/types.js";
import { mean, sampleStdDev } from "../score/stats.js";

export interface RunAccuracy {
  run: number;
  precision: number;
  recall: number;
  f1: number;
  truePositives: number;
  partialMatches: number;
  falsePositives: number;
  falseNegatives: number;
}

/** Accuracy of every run on its own, not only of the consensus (percentages). */
export interface AccuracyByRun {
  runs: RunAccuracy[];
  f1Mean: number;
  f1StdDev: number;
  best: { run: number; f1: number };
  worst: { run: number; f1: number };
  /** Share of truth issues found exactly by at least one run: what N runs could find together. */
  bestPossibleRecall: number;
  /** Share of truth issues found exactly by every run: what any single run is sure to find. */
  worstPossibleRecall: number;
}

const pct = (x: number) => Math.round(x * 1e6) / 1e4;

/** Aggregates per-run evaluations: `rows[i]` evaluated run `runs[i]` against the same truth. */
export function accuracyByRun(
  runs: number[],
  rows: EvaluatedRow[][],
  scanLabels: string[][],
  truthCount: number,
): AccuracyByRun {
  const perRun = runs.map((run, i) => {
    const s = statsFromCounts(String(run), countRows(String(run), rows[i]!, scanLabels[i]!));
    return {
      run,
      precision: pct(s.precision),
      recall: pct(s.recall),
      f1: pct(s.f1),
      truePositives: s.matched,
      partialMatches: s.partial,
      falsePositives: s.false_positives,
      falseNegatives: s.false_negatives,
    };
  });
  const foundBy = Array.from(
    { length: truthCount },
    (_, t) => rows.filter((r) => r[t]?.is_match === true).length,
  );
  const f1s = perRun.map((r) => r.f1);
  const best = perRun.reduce((a, b) => (b.f1 > a.f1 ? b : a), perRun[0]!);
  const worst = perRun.reduce((a, b) => (b.f1 < a.f1 ? b : a), perRun[0]!);
  return {
    runs: perRun,
    f1Mean: pct(mean(f1s) / 100),
    f1StdDev: pct(sampleStdDev(f1s) / 100),
    best: { run: best.run, f1: best.f1 },
    worst: { run: worst.run, f1: worst.f1 },
    bestPossibleRecall: truthCount === 0 ? 0 : pct(foundBy.filter((n) => n > 0).length / truthCount),
    worstPossibleRecall:
      truthCount === 0 ? 0 : pct(foundBy.filter((n) => n === runs.length).length / truthCount),
  };
}
