import { describe, expect, it } from "vitest";
import { coverageCell, PROFILES } from "../../bench/intervals/simulate.js";

/**
 * The reproducibility interval's coverage, by simulation: runs drawn from known per-issue
 * rates (identical text, so grouping is trivial), seeded, 4,000 replications per cell (a
 * standard error of 0.35 points at 95%). The numbers are in BENCHMARKS.md
 * (`npm run bench -- intervals`), next to the multiset bootstrap this interval replaced.
 */
const REPLICATIONS = 4000;

describe("the reproducibility interval covers the true value about 95% of the time", () => {
  for (const profile of PROFILES)
    for (const runs of [5, 10, 20])
      it(`${profile.name}, ${runs} runs`, () => {
        const cell = coverageCell(profile, runs, REPLICATIONS);
        expect(cell.reproducibility.coverage).toBeGreaterThanOrEqual(0.93);
        expect(cell.reproducibility.coverage).toBeLessThanOrEqual(0.97);
        expect(cell.reproducibility.holdsEstimate).toBe(1);
        // Wilson intervals of the findings a test shows: always around their rate; averaged over
        // the profile's rates, within the same band (pointwise it oscillates with p at small n).
        expect(cell.wilson.holdsEstimate).toBe(1);
        expect(cell.wilson.coverage).toBeGreaterThanOrEqual(0.93);
        expect(cell.wilson.coverage).toBeLessThanOrEqual(0.97);
      });
});
