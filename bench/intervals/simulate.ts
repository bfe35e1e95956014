import { SEVERITY_WEIGHT } from "../../src/findings/severity.js";
import { SEVERITIES, type Severity } from "../../src/findings/types.js";
import { type Occurring, reproducibility, reproducibilityInterval } from "../../src/score/scores.js";
import { wilson } from "../../src/score/stats.js";
import { choose, type Random, seeded } from "../../src/util/random.js";

/**
 * Coverage by simulation: runs drawn from known per-issue rates, every issue reported with
 * identical text (so the grouping is trivially right and only the statistics are tested).
 */

export interface RateProfile {
  name: string;
  rate: (random: Random) => number;
}

export const PROFILES: RateProfile[] = [
  { name: "all high (0.8-1.0)", rate: (r) => 0.8 + 0.2 * r() },
  { name: "mixed (0.2-1.0)", rate: (r) => 0.2 + 0.8 * r() },
  {
    name: "mostly low (80% at 0.05-0.3)",
    rate: (r) => (r() < 0.8 ? 0.05 + 0.25 * r() : 0.5 + 0.5 * r()),
  },
];

/** Issues in the simulated codebase: a realistic test's count of distinct findings. */
export const ISSUES = 30;

export interface IntervalStats {
  /** Share of replications whose interval held the true value. */
  coverage: number;
  /** Mean width, in the statistic's unit (percent for reproducibility, rate for Wilson). */
  meanWidth: number;
  /** Share of intervals holding their own point estimate. */
  holdsEstimate: number;
}

export interface CoverageCell {
  profile: string;
  runs: number;
  replications: number;
  /** The true reproducibility, Σ w·p² / Σ w·p, in percent. */
  truth: number;
  reproducibility: IntervalStats;
  /** The per-finding Wilson intervals of the findings a test shows (those seen at least once). */
  wilson: IntervalStats;
  /** The same replications under another interval, for comparison (benchmarks). */
  compared?: IntervalStats;
}

/** One test: which runs report each issue. */
export function drawRuns(rates: readonly number[], runs: number, random: Random): number[][] {
  return rates.map((p) => {
    const inRuns: number[] = [];
    for (let r = 0; r < runs; r++) if (random() < p) inRuns.push(r);
    return inRuns;
  });
}

export function coverageCell(
  profile: RateProfile,
  runs: number,
  replications: number,
  /** Another interval to score on the same replications. */
  compare?: (items: Occurring[], runs: number, random: Random) => [number, number],
): CoverageCell {
  const setup = seeded("coverage-rates", profile.name);
  const rates = Array.from({ length: ISSUES }, () => profile.rate(setup));
  const severities: Severity[] = rates.map(() => choose(setup, SEVERITIES));
  let num = 0;
  let den = 0;
  rates.forEach((p, i) => {
    num += SEVERITY_WEIGHT[severities[i]!] * p * p;
    den += SEVERITY_WEIGHT[severities[i]!] * p;
  });
  const truth = (num / den) * 100;

  const random = seeded("coverage-runs", profile.name, runs);
  // Its own numbers, so a comparison leaves the replications exactly as the test draws them.
  const compareRandom = seeded("coverage-compare", profile.name, runs);
  const tally = () => ({ covered: 0, width: 0, holds: 0, count: 0 });
  const repro = tally();
  const wil = tally();
  const other = tally();
  const record = (
    t: ReturnType<typeof tally>,
    [lo, hi]: [number, number],
    value: number,
    estimate: number,
  ) => {
    t.count++;
    t.width += hi - lo;
    if (lo <= value && value <= hi) t.covered++;
    if (lo <= estimate && estimate <= hi) t.holds++;
  };
  for (let rep = 0; rep < replications; rep++) {
    const occurring = drawRuns(rates, runs, random);
    const items: Occurring[] = [];
    occurring.forEach((inRuns, i) => {
      if (inRuns.length === 0) return;
      items.push({ severity: severities[i]!, runs: inRuns });
      record(wil, wilson(inRuns.length, runs), rates[i]!, inRuns.length / runs);
    });
    if (items.length === 0) continue;
    const estimate = reproducibility(
      items.map((it) => ({ severity: it.severity, appearances: it.runs.length })),
      runs,
    );
    record(repro, reproducibilityInterval(items, runs), truth, estimate);
    if (compare) record(other, compare(items, runs, compareRandom), truth, estimate);
  }
  const stats = (t: ReturnType<typeof tally>): IntervalStats => ({
    coverage: t.covered / t.count,
    meanWidth: t.width / t.count,
    holdsEstimate: t.holds / t.count,
  });
  return {
    profile: profile.name,
    runs,
    replications,
    truth,
    reproducibility: stats(repro),
    wilson: stats(wil),
    ...(compare && { compared: stats(other) }),
  };
}
