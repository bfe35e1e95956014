import { SEVERITY_RANK } from "../findings/severity.js";
import { SEVERITIES, type Severity } from "../findings/types.js";
import { addScored, determinismSums, type Scored, type ScoreSums, scoreOfSums } from "./scores.js";
import { quantile } from "./stats.js";

/**
 * How far a grouping mistake moves the classic determinism score, read from the findings as
 * grouped: what a reader needs to weigh the score against the grouping that made it. With 20
 * distinct findings, one report split off its finding moves the score by about a twentieth of
 * it, so a score one point from a gate may be a grouping error, not a change of the model.
 */

/** A distinct finding as the score reads it: how many of its occurrences gave each severity. */
export interface Occurrences {
  severities: Partial<Record<Severity, number>>;
}

/** A finding's severity from its occurrences': the most frequent, ties to the more severe (SPEC 4.1). */
export function majoritySeverity(severities: Partial<Record<Severity, number>>): Severity | undefined {
  let best: Severity | undefined;
  for (const s of SEVERITIES) {
    const n = severities[s] ?? 0;
    if (n === 0) continue;
    const b = best === undefined ? 0 : severities[best]!;
    if (n > b || (n === b && SEVERITY_RANK[s] > SEVERITY_RANK[best!])) best = s;
  }
  return best;
}

const scored = (severities: Partial<Record<Severity, number>>): Scored | undefined => {
  const severity = majoritySeverity(severities);
  if (severity === undefined) return undefined;
  let appearances = 0;
  for (const n of Object.values(severities)) appearances += n ?? 0;
  return { severity, appearances };
};

const sumsOf = (findings: readonly Occurrences[], runCount: number): ScoreSums =>
  determinismSums(
    findings.map((f) => scored(f.severities)).filter((s): s is Scored => s !== undefined),
    runCount,
  );

/**
 * The score from `base` with findings `out` taken out and `into` put in: only their terms are
 * weighed, so each change costs the same however many findings there are.
 */
function changed(
  base: ScoreSums,
  runCount: number,
  out: Partial<Record<Severity, number>>[],
  into: Partial<Record<Severity, number>>[],
): number {
  const sums = { ...base };
  for (const [list, sign] of [
    [out, -1],
    [into, 1],
  ] as const)
    for (const severities of list) {
      const item = scored(severities);
      if (item) addScored(sums, item, runCount, sign);
    }
  return scoreOfSums(sums);
}

/**
 * The classic score had findings `a` and `b` (indexes into `findings`) been one: their
 * occurrences together, the severity theirs by majority. For two findings that share no run: one
 * run that reported both did not report one issue (the caller checks).
 */
export function scoreIfOne(findings: readonly Occurrences[], runCount: number, a: number, b: number): number {
  const both: Partial<Record<Severity, number>> = { ...findings[a]!.severities };
  for (const [s, n] of Object.entries(findings[b]!.severities) as [Severity, number][])
    both[s] = (both[s] ?? 0) + n;
  return changed(
    sumsOf(findings, runCount),
    runCount,
    [findings[a]!.severities, findings[b]!.severities],
    [both],
  );
}

/**
 * What one grouping error moves the score by: over each occurrence of a finding two or more runs
 * reported, the |Δscore| had that occurrence been a finding of its own; the median. Undefined
 * when no finding was reported by two runs (no occurrence could have been split off one).
 * Linear in the findings: each split is weighed by the terms it changes.
 */
export function oneErrorShift(findings: readonly Occurrences[], runCount: number): number | undefined {
  const sums = sumsOf(findings, runCount);
  const base = scoreOfSums(sums);
  const shifts: number[] = [];
  for (const f of findings) {
    if ((scored(f.severities)?.appearances ?? 0) < 2) continue;
    // The occurrences of one severity all move the score alike: weighed once, counted n times.
    for (const [s, n] of Object.entries(f.severities) as [Severity, number][]) {
      if (!n) continue;
      const kept = { ...f.severities, [s]: n - 1 };
      const shift = Math.abs(changed(sums, runCount, [f.severities], [kept, { [s]: 1 }]) - base);
      for (let k = 0; k < n; k++) shifts.push(shift);
    }
  }
  return shifts.length === 0
    ? undefined
    : quantile(
        shifts.sort((x, y) => x - y),
        0.5,
      );
}
