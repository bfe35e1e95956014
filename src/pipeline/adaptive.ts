/**
 * `runs: auto`. The reproducibility interval narrows roughly as 1/√N, so after each round the
 * runs needed for the target are estimated from the width so far; a round at most doubles the
 * runs (the estimate from few runs is rough) and adds at least two.
 */
export interface AdaptivePlan {
  /** Runs of the first round. */
  initialRuns: number;
  maxRuns: number;
  /** Stop once the 95% interval of the reproducibility is at most this wide, in points. */
  targetWidth: number;
}

export interface AdaptiveReport {
  targetWidth: number;
  maxRuns: number;
  /** After each round: runs made, runs complete, the interval's width (absent under 2 complete runs). */
  rounds: { runs: number; completed: number; width?: number }[];
  /** Why no more runs were added, in words. */
  stoppedBecause: string;
}

export const ADAPTIVE_DEFAULTS = { initialRuns: 5, maxRuns: 30, targetWidth: 10 } as const;

/** Why to stop after a round, or undefined to go on. */
export function stopReason(
  plan: AdaptivePlan,
  runs: number,
  width: number | undefined,
  budgetStopped: string | undefined,
): string | undefined {
  if (budgetStopped) return `the budget stopped it after ${runs} runs: ${budgetStopped}`;
  if (width !== undefined && width <= plan.targetWidth)
    return `the reproducibility interval is ${width} points wide after ${runs} runs, within the target of ${plan.targetWidth}`;
  if (runs >= plan.maxRuns)
    return `max-runs (${plan.maxRuns}) reached; the interval is ${width === undefined ? "unknown (under 2 complete runs)" : `${width} points wide`}, the target was ${plan.targetWidth}`;
  return undefined;
}

/** How many runs the next round brings the test to. */
export function nextRunCount(
  plan: AdaptivePlan,
  completed: number,
  runs: number,
  width: number | undefined,
): number {
  const wanted =
    width === undefined || completed < 2
      ? runs * 2
      : Math.ceil(completed * (width / plan.targetWidth) ** 2) + (runs - completed);
  return Math.min(plan.maxRuns, Math.max(runs + 2, Math.min(runs * 2, wanted)));
}
