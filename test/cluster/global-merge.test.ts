import { describe, expect, it } from "vitest";
import type { Member } from "../../src/cluster/cluster.js";
import { featuresOf } from "../../src/cluster/features.js";
import { mergeGlobally } from "../../src/cluster/global-merge.js";
import { Interner } from "../../src/cluster/text.js";
import { setMembers, type Working } from "../../src/cluster/working.js";
import { finding } from "../helpers/runs.js";

describe("global merge", () => {
  it("gives a merged group its reports in canonical run order and its exemplars from them afresh", () => {
    // Four runs, one report each, worded four ways; canonical positions are the run numbers.
    // The kept group (the lower id) holds the later runs' reports: after the merge the group
    // must read as if it had been built in canonical order, the earliest wordings first, not
    // the kept group's followed by the other's.
    const interner = new Interner();
    const titles = [
      "Open redirect",
      "Unvalidated redirect target",
      "Redirect to the next URL",
      "Next URL not checked",
    ];
    const features = titles.map((title) => [
      featuresOf(finding({ agent: "security", title, file: "src/login.ts", line: 10 }), interner),
    ]);
    const featureOf = (m: Member) => features[m.run]![m.index]!;
    const position = Int32Array.from([0, 1, 2, 3]);
    const group = (id: number, runs: number[]): Working => {
      const c: Working = {
        id,
        exemplars: [],
        members: [],
        runs: [],
        block: features[0]![0]!.block,
        agent: "security",
        alive: true,
      };
      setMembers(
        c,
        runs.map((run) => ({ run, index: 0 })),
        position,
        featureOf,
      );
      return c;
    };
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
    expect(kept.exemplars.map((f) => f.textId)).toEqual([0, 1, 2].map((run) => features[run]![0]!.textId));
  });
});
