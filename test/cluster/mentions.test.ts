import { describe, expect, it } from "vitest";
import { lendingRuns } from "../../bench/matching/heldout-lending.js";
import { clusterRuns } from "../../src/cluster/cluster.js";
import { FIELDS } from "../../src/cluster/compare.js";
import { JUDGE_MARGIN_BITS } from "../../src/consolidate/judge.js";

const SYMBOL = FIELDS.findIndex((f) => f.name === "symbol");
const NAMED = FIELDS[SYMBOL]!.levels.indexOf("named in the other's words");

describe("a name one report's text writes as code that is another report's symbol", () => {
  it("with a judge, the runs teach how often one issue's reports do that (lending, 5 runs, heavy)", () => {
    // Seed 9: one issue's reports name `exchange` or `StableSwap._transfer_out` as their symbol
    // and write the other in their text. Without the names read, the level is the prior alone.
    const { runs } = lendingRuns({ runs: 5, seed: 9, variation: "heavy" });
    const withJudge = clusterRuns(runs, { margin: JUDGE_MARGIN_BITS }).weights;
    const alone = clusterRuns(runs).weights;
    expect(withJudge.m[SYMBOL]![NAMED]!).toBeGreaterThan(5 * alone.m[SYMBOL]![NAMED]!);
    expect(withJudge.weights[SYMBOL]![NAMED]!).toBeGreaterThan(3);
  });

  it("without a judge it is not read: remarks at a function stay out of the issue whose text names it", () => {
    // Lending, 20 runs, heavy, seed 2: three runs' remarks at `accrueInterest`; the liquidation
    // issue says interest is not accrued before the check. Read without a judge, the name in its
    // text joined them (nothing reads the words of what it joins).
    const { runs, sources } = lendingRuns({ runs: 20, seed: 2, variation: "heavy" });
    for (const c of clusterRuns(runs).clusters) {
      const issues = new Set(c.members.map((m) => sources[m.run]![m.index]!));
      if (issues.has("pool-liq-accrue")) expect([...issues]).toEqual(["pool-liq-accrue"]);
    }
  });
});
