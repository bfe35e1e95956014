import { describe, expect, it } from "vitest";
import { clinicRuns } from "../../bench/matching/heldout-clinic.js";
import { clusterRuns } from "../../src/cluster/cluster.js";
import { RepairMemo } from "../../src/cluster/repair.js";
import type { Working } from "../../src/cluster/working.js";

describe("repair sweeps", () => {
  it("run until nothing moves: a report a later cluster claims no longer keeps one issue's halves apart (clinic, heavy)", () => {
    // Seed 2: run 6's report of the ORDER BY injection sat with four reports of the name-search
    // injection in the same function after two sweeps; only a third moves it to its own
    // issue's cluster. Left there, its run, "shared" with the search injection's other half,
    // kept the two halves apart (recall 0.891, the score 5.8 points off).
    const { runs, sources } = clinicRuns({ runs: 10, seed: 2, variation: "heavy" });
    const groupsOf = (issue: string) =>
      clusterRuns(runs).clusters.filter((c) => c.members.some((m) => sources[m.run]![m.index] === issue));
    for (const issue of ["clj-sql-name", "clj-sql-order"]) {
      const groups = groupsOf(issue);
      expect(groups, issue).toHaveLength(1);
      expect(new Set(groups[0]!.members.map((m) => sources[m.run]![m.index]))).toEqual(new Set([issue]));
    }
  });
});

describe("what the sweeps weighed, kept from one to the next", () => {
  const cluster = { id: 7 } as Working;
  const weighed = (version: number, reach: number) => ({
    version,
    reach,
    sum: 1,
    count: 2,
    agreeing: 2,
    closestWords: 0,
  });

  it("holds while no change touches the members it read", () => {
    const memo = new RepairMemo();
    const w = weighed(memo.versionOf(cluster), 3);
    memo.changed(cluster, 9); // a member joined at the end
    memo.changed(cluster, 4); // one left just past what was read
    expect(memo.holds(cluster, w)).toBe(true);
  });

  it("breaks when a member it read leaves, or any member joins one read to the end", () => {
    const memo = new RepairMemo();
    const read = weighed(memo.versionOf(cluster), 3);
    const all = weighed(memo.versionOf(cluster), Number.POSITIVE_INFINITY);
    memo.changed(cluster, 12);
    expect(memo.holds(cluster, read)).toBe(true);
    expect(memo.holds(cluster, all)).toBe(false);
    memo.changed(cluster, 3);
    expect(memo.holds(cluster, read)).toBe(false);
  });

  it("counts only changes after it was weighed", () => {
    const memo = new RepairMemo();
    memo.changed(cluster, 0);
    const w = weighed(memo.versionOf(cluster), 3);
    expect(w.version).toBe(1);
    expect(memo.holds(cluster, w)).toBe(true);
    expect(memo.holds({ id: 8 } as Working, weighed(0, 0))).toBe(true);
  });
});
