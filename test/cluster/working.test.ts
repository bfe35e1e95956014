import { describe, expect, it } from "vitest";
import { fourWordings } from "../helpers/groups.js";

describe("a group's members", () => {
  it("are kept in canonical run order, with the runs and exemplars read from that order", () => {
    // Input runs 0..3 sit at canonical positions 3, 1, 0, 2.
    const { features, group } = fourWordings(Int32Array.from([3, 1, 0, 2]));
    const c = group(0, [0, 1, 2, 3]);
    expect(c.members.map((m) => m.run)).toEqual([2, 1, 3, 0]);
    expect(c.runs).toEqual([0, 1, 2, 3]);
    expect(c.exemplars).toEqual([2, 1, 3].map((run) => features[run]![0]));
  });
});
