export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** Sample standard deviation (n − 1): the runs are a sample of what the model could produce. */
export function sampleStdDev(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  let sum = 0;
  for (const v of values) sum += (v - m) ** 2;
  return Math.sqrt(sum / (values.length - 1));
}

const Z95 = 1.959963984540054;

/**
 * Wilson score interval for k successes in n trials, as fractions. Unlike the normal
 * approximation it stays inside [0, 1] and is sensible at k = 0 and k = n, which is where
 * most findings of a determinism test sit.
 */
export function wilson(k: number, n: number, z = Z95): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  // At k = 0 and k = n the exact bound is 0 or 1; floating point would give 1e-17 off it.
  return [k === 0 ? 0 : Math.max(0, centre - half), k === n ? 1 : Math.min(1, centre + half)];
}

/** The q-quantile (0-1) of sorted values, by linear interpolation. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

/** Student's t, two-sided 95% (the 0.975 quantile), for 1-30 degrees of freedom. */
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131,
  2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/**
 * The 0.975 quantile of Student's t with `df` degrees of freedom: the table up to 30, then
 * the Cornish-Fisher expansion around the normal quantile (error under 1e-4 there).
 */
export function t975(df: number): number {
  if (df < 1) return Number.POSITIVE_INFINITY;
  if (df <= T975.length) return T975[Math.floor(df) - 1]!;
  const z = Z95;
  return (
    z +
    (z ** 3 + z) / (4 * df) +
    (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2) +
    (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3)
  );
}

/**
 * A 95% jackknife interval for a statistic in [0, 1] estimated from `n` independent units
 * (here: runs), given its estimate on all of them and with each one left out: the estimate
 * ± Student's t on n − 1 degrees of freedom × the jackknife standard error, clipped to [0, 1].
 * Coverage is checked by simulation (test/score/interval-coverage.test.ts, BENCHMARKS.md): on
 * the plain scale it is 93.2–96.9% in every profile from 5 to 20 runs over four sets of seeds;
 * on the logit or arcsine scale it is too wide at 5 runs (97.1% in the mixed profile).
 */
export function jackknifeInterval(estimate: number, leaveOneOut: readonly number[]): [number, number] {
  const n = leaveOneOut.length;
  if (n < 2) return [0, 1];
  const m = mean(leaveOneOut);
  let sum = 0;
  for (const v of leaveOneOut) sum += (v - m) ** 2;
  const half = t975(n - 1) * Math.sqrt(((n - 1) / n) * sum);
  return [Math.max(0, estimate - half), Math.min(1, estimate + half)];
}

/** Rounds for output: scores are shown to one decimal, kept to four so sums stay exact enough. */
export function round(value: number, digits = 4): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
