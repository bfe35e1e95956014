import { describe, expect, it } from "vitest";
import { RepairMemo } from "../../src/cluster/repair-memo.js";
import type { Working } from "../../src/cluster/working.js";

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
