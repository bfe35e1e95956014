import { describe, expect, it } from "vitest";
import { mergeGlobally } from "../../src/cluster/global-merge.js";
import { fourWordings } from "../helpers/groups.js";

describe("global merge", () => {
  it("gives a merged group its reports in canonical run order and its exemplars from them afresh", () => {
    // Canonical positions are the run numbers. The kept group (the lower id) holds the later
    // runs' reports: after the merge the group must read as if it had been built in canonical
    // order, the earliest wordings first, not the kept group's followed by the other's.
    const position = Int32Array.from([0, 1, 2, 3]);
    const { features, featureOf, group } = fourWordings(position);
    const kept = group(0, [2, 3]);
    const other = group(1, [0, 1]);
    const clusters = [kept, other];
    mergeGlobally(
      clusters,
      new Map([["security", clusters]]),
      () => ({ evidence: 5 }),
      0,
      position,
      featureOf,
    );
    expect(other.alive).toBe(false);
    expect(kept.members.map((m) => m.run)).toEqual([0, 1, 2, 3]);
    expect(kept.runs).toEqual([0, 1, 2, 3]);
    expect(kept.exemplars).toEqual([0, 1, 2].map((run) => features[run]![0]));
  });
});
