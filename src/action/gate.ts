import { oneErrorShift, type Occurrences } from "../score/grouping-shift.js";

/** One threshold and whether the result meets it. */
export interface GateCheck {
  name: string;
  /** Percent; the check is skipped at 0. */
  threshold: number;
  value: number | undefined;
  passed: boolean;
  reason: string;
  /**
   * Said of a score nearer to its minimum than one grouping error moves it: a grouping error
   * could turn the verdict. Part of `reason`; kept apart for messages that word the rest their way.
   */
  near?: string;
}

/** The scores a gate reads; null when there was nothing to measure, undefined when not measured. */
export interface GateScores {
  determinism: number | null;
  reproducibility?: number | null | undefined;
  f1?: number | null | undefined;
  /**
   * How far one grouping error moves the determinism score (grouping-shift.ts `oneErrorShift`):
   * a verdict within it of the minimum says so, as a grouping error could turn it.
   */
  determinismGroupingError?: number | undefined;
}

/** What a gate reads of a result: its scores, and how far one grouping error moves the first. */
export function gateScoresOf(result: {
  determinismScore: number | null;
  reproducibility: { score: number | null };
  evaluation?: { f1: number | null } | undefined;
  findings: readonly Occurrences[];
  runCount: number;
}): GateScores {
  return {
    determinism: result.determinismScore,
    reproducibility: result.reproducibility.score,
    ...(result.evaluation && { f1: result.evaluation.f1 }),
    determinismGroupingError: oneErrorShift(result.findings, result.runCount),
  };
}

/**
 * The job's verdict: each configured threshold (0 = off) against its score. Pure, so the PR
 * comment, the summary and the exit code tell the same story.
 */
export function evaluateGate(
  scores: GateScores,
  thresholds: { minDeterminism: number; minReproducibility?: number; minF1: number },
): { passed: boolean; checks: GateCheck[] } {
  const checks: GateCheck[] = [];
  const add = (
    name: string,
    threshold: number,
    value: number | null | undefined,
    why: string,
    groupingError?: number,
  ) => {
    if (threshold <= 0) return;
    if (value === null) {
      // A gate cannot pass on a score that does not exist.
      checks.push({
        name,
        threshold,
        value: undefined,
        passed: false,
        reason: `${name} has nothing to measure (${why}), so it cannot meet the minimum ${threshold}%`,
      });
      return;
    }
    const passed = value !== undefined && value >= threshold;
    const shown = value === undefined ? "not measured" : `${value.toFixed(1)}%`;
    const near =
      value !== undefined && groupingError !== undefined && Math.abs(value - threshold) < groupingError
        ? `nearer to it than one grouping error moves the score (about ${groupingError.toFixed(1)} points)`
        : undefined;
    checks.push({
      name,
      threshold,
      value,
      passed,
      reason: `${name} ${shown} ${passed ? "meets" : "is under"} the minimum ${threshold}%${near ? `, ${near}` : ""}`,
      ...(near && { near }),
    });
  };
  add(
    "determinism",
    thresholds.minDeterminism,
    scores.determinism,
    "no run reported a finding",
    scores.determinismGroupingError,
  );
  add(
    "reproducibility",
    thresholds.minReproducibility ?? 0,
    scores.reproducibility,
    "no run reported a finding",
  );
  add("F1", thresholds.minF1, scores.f1, "the truth file lists no issues");
  return { passed: checks.every((c) => c.passed), checks };
}
