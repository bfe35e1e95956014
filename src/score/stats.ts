import { pick, type Random } from "../util/random.js";

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

/**
 * Percentile bootstrap over runs: draws `n` runs with replacement `iterations` times and
 * returns the 2.5% and 97.5% quantiles of `statistic(multiplicity)`, where multiplicity[r]
 * is how often run r was drawn.
 */
export function bootstrapRuns(
  n: number,
  statistic: (multiplicity: Uint16Array) => number,
  random: Random,
  iterations = 1000,
): [number, number] {
  const values: number[] = [];
  const multiplicity = new Uint16Array(n);
  for (let b = 0; b < iterations; b++) {
    multiplicity.fill(0);
    for (let i = 0; i < n; i++) multiplicity[pick(random, n)]!++;
    values.push(statistic(multiplicity));
  }
  values.sort((a, b) => a - b);
  return [quantile(values, 0.025), quantile(values, 0.975)];
}

/** Rounds for output: scores are shown to one decimal, kept to four so sums stay exact enough. */
export function round(value: number, digits = 4): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
