import { SEVERITY_WEIGHT } from "../findings/severity.js";
import type { Severity } from "../findings/types.js";

/** What the scores need of a distinct finding: its severity and in how many runs it appeared. */
export interface Scored {
  severity: Severity;
  appearances: number;
}

/**
 * The seed's determinism score: Σ(appearance rate × weight) / Σ weight, in percent.
 * With no findings at all every run agreed (on nothing), so the score is 100.
 */
export function determinismScore(items: readonly Scored[], runCount: number): number {
  let numerator = 0;
  let weights = 0;
  for (const item of items) {
    const w = SEVERITY_WEIGHT[item.severity];
    numerator += (item.appearances / runCount) * 100 * w;
    weights += w;
  }
  return weights === 0 ? 100 : numerator / weights;
}

/**
 * Severity-weighted chance that a finding one run reports is also reported by another run:
 * Σ w·k(k−1) / ((N−1)·Σ w·k), in percent. Unlike the seed score, one-off findings do not
 * drag it down more as N grows, so scores from 5 and 50 runs compare.
 */
export function reproducibility(items: readonly Scored[], runCount: number): number {
  if (runCount < 2) return 100;
  let numerator = 0;
  let denominator = 0;
  for (const item of items) {
    const w = SEVERITY_WEIGHT[item.severity];
    numerator += w * item.appearances * (item.appearances - 1);
    denominator += w * item.appearances;
  }
  return denominator === 0 ? 100 : (numerator / ((runCount - 1) * denominator)) * 100;
}
