import { describe, expect, it } from "vitest";
import { lendingRuns } from "../../bench/matching/heldout-lending.js";
import { clusterRuns } from "../../src/cluster/cluster.js";
import { FIELDS } from "../../src/cluster/compare.js";
import type { Run } from "../../src/findings/types.js";

const SYMBOL = FIELDS.findIndex((f) => f.name === "symbol");
const NAMED = FIELDS[SYMBOL]!.levels.indexOf("named in the other's words");

/** The runs with no name written as code: no backticks, no `_`, no parentheses, no capitals inside a word. */
const namesHidden = (runs: Run[]): Run[] =>
  runs.map((run) => ({
    ...run,
    findings: run.findings.map((f) => {
      const hide = (text: string) => text.replace(/[`_()]/g, " ").toLowerCase();
      return { ...f, title: hide(f.title), description: hide(f.description) };
    }),
  }));

describe("a name one report's text writes as code that is another report's symbol", () => {
  it("the runs teach how often one issue's reports do that (lending, 5 runs, heavy)", () => {
    // Seed 9: one issue's reports name `exchange` or `StableSwap._transfer_out` as their symbol
    // and write the other in their text. With the names hidden, the level is the prior alone.
    const { runs } = lendingRuns({ runs: 5, seed: 9, variation: "heavy" });
    const read = clusterRuns(runs).weights;
    const hidden = clusterRuns(namesHidden(runs)).weights;
    expect(read.m[SYMBOL]![NAMED]!).toBeGreaterThan(5 * hidden.m[SYMBOL]![NAMED]!);
    expect(read.weights[SYMBOL]![NAMED]!).toBeGreaterThan(3);
  });

  it("joins one issue's reports at the functions on its path without a judge (lending, 10 runs, heavy)", () => {
    // Seed 3: the reports of one ignored raw_call name `_transfer_out`, `remove_liquidity` or
    // `exchange` as their symbol, and the last two write `_transfer_out` in their text. While the
    // names were read only with a judge, they were three findings.
    const { runs, sources } = lendingRuns({ runs: 10, seed: 3, variation: "heavy" });
    const holding = clusterRuns(runs).clusters.filter((c) =>
      c.members.some((m) => sources[m.run]![m.index] === "swap-raw-call"),
    );
    expect(holding).toHaveLength(1);
  });

  it("keeps remarks at a function out of the issue whose text names it (lending, 20 runs, heavy)", () => {
    // Seed 2: three runs' remarks at `accrueInterest`; the liquidation issue says interest is not
    // accrued before the check. The name in its text once joined them, which is why the names
    // were for a while read only with a judge; the learned weights now keep them apart.
    const { runs, sources } = lendingRuns({ runs: 20, seed: 2, variation: "heavy" });
    for (const c of clusterRuns(runs).clusters) {
      const issues = new Set(c.members.map((m) => sources[m.run]![m.index]!));
      if (issues.has("pool-liq-accrue")) expect([...issues]).toEqual(["pool-liq-accrue"]);
    }
  });
});
