export declare function mean(values: readonly number[]): number;
/** Sample standard deviation (n − 1): the runs are a sample of what the model could produce. */
export declare function sampleStdDev(values: readonly number[]): number;
/**
 * Wilson score interval for k successes in n trials, as fractions. Unlike the normal
 * approximation it stays inside [0, 1] and is sensible at k = 0 and k = n, which is where
 * most findings of a determinism test sit.
 */
export declare function wilson(k: number, n: number, z?: number): [number, number];
/** The q-quantile (0-1) of sorted values, by linear interpolation. */
export declare function quantile(sorted: readonly number[], q: number): number;
/**
 * The 0.975 quantile of Student's t with `df` degrees of freedom: the table up to 30, then
 * the Cornish-Fisher expansion around the normal quantile (error under 1e-4 there).
 */
export declare function t975(df: number): number;
/**
 * A 95% jackknife interval for a statistic in [0, 1] estimated from `n` independent units
 * (here: runs), given its estimate on all of them and with each one left out: the estimate
 * ± Student's t on n − 1 degrees of freedom × the jackknife standard error, clipped to [0, 1].
 * Coverage is checked by simulation (test/score/interval-coverage.test.ts, BENCHMARKS.md): on
 * the plain scale it is 93.2–96.9% in every profile from 5 to 20 runs over four sets of seeds;
 * on the logit or arcsine scale it is too wide at 5 runs (97.1% in the mixed profile).
 */
export declare function jackknifeInterval(estimate: number, leaveOneOut: readonly number[]): [number, number];
/** Rounds for output: scores are shown to one decimal, kept to four so sums stay exact enough. */
export declare function round(value: number, digits?: number): number;
