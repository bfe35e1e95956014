import { describe, expect, it } from "vitest";
import { lendingRuns } from "../../bench/matching/heldout-lending.js";
import { clusterRuns } from "../../src/cluster/cluster.js";
import type { Features } from "../../src/cluster/features.js";
import { moveParts } from "../../src/cluster/move-parts.js";
import type { PairEvidence, Working } from "../../src/cluster/working.js";
import { titledGroups } from "../helpers/groups.js";

/**
 * Reports of one block, one per run and title; a title's first word is the issue it words
 * alike with (two reports agree when those match). Groups are given as lists of reports.
 */
function setup(
  groups: [run: number, title: string][][],
  between: (a: Working, b: Working) => number | undefined,
  /** Whether the evidence would merge the two on its own (by default: it favours one issue). */
  merges: (bits: number) => boolean = (bits) => bits > 0,
) {
  const { clusters, featureOf, names } = titledGroups(groups, "store.go");
  const position = Int32Array.from({ length: 10 }, (_, r) => r);
  const issueOf = (f: Features) => names.get(f)![0];
  const evidence = {
    pattern: (a: Features, b: Features) => (issueOf(a) === issueOf(b) ? 1 : 0),
    wordsAgree: (pattern: number) => pattern === 1,
  } as unknown as PairEvidence;
  // Every report is in one file, so every group is in one block.
  const byBlock = new Map([[clusters[0]!.block, clusters]]);
  const move = () =>
    moveParts(
      clusters,
      byBlock,
      position,
      evidence,
      0,
      (a, b) => {
        const bits = between(a, b);
        return bits === undefined ? undefined : { evidence: bits, merges: merges(bits) };
      },
      featureOf,
    );
  const titles = () =>
    clusters
      .filter((c) => c.alive && c.members.length > 0)
      .map((c) => c.members.map((m) => `${m.run}${names.get(featureOf(m))}`).sort());
  const share = (g: Working, issue: string) =>
    g.members.filter((m) => names.get(featureOf(m))!.startsWith(issue)).length / g.members.length;
  return { move, titles, share };
}

/** One group of issue a's reports (runs 1, 2) and issue b's (runs 3, 4). */
const mixedAB = (): [number, string][] => [
  [1, "a1"],
  [2, "a2"],
  [3, "b3"],
  [4, "b4"],
];

describe("moving a group's parts", () => {
  /** Group 0 mixes issue a (runs 1, 2) and issue b (runs 3, 4); group 1 is b's, in runs 5 to 7. */
  const mixedAndB = (merges?: (bits: number) => boolean) => {
    const fixture = setup(
      [
        [
          [1, "a1"],
          [2, "a2"],
          [3, "b3"],
          [4, "b4"],
        ],
        [
          [5, "b5"],
          [6, "b6"],
          [7, "b7"],
        ],
      ],
      // Evidence is the mean share of b: a part of b reports is one issue with b's group.
      (x, y) => (fixture.share(x, "b") === fixture.share(y, "b") ? 3 : -3),
      merges,
    );
    return fixture;
  };

  it("moves the reports of one group that word alike to the group the evidence favours for them", () => {
    const { move, titles } = mixedAndB();
    expect(move()).toBe(true);
    expect(titles()).toEqual([
      ["1a1", "2a2"],
      ["3b3", "4b4", "5b5", "6b6", "7b7"],
    ]);
  });

  it("never moves a part where the evidence would not merge it on its own", () => {
    // The evidence for b's group is what a judge is to weigh (it passes the margin only with
    // the co-occurrence ratio): b's part is not moved there. The evidence is against a's part
    // and b's being one issue, so a's stands alone.
    const { move, titles } = mixedAndB(() => false);
    expect(move()).toBe(true);
    expect(titles()).toEqual([
      ["3b3", "4b4"],
      ["5b5", "6b6", "7b7"],
      ["1a1", "2a2"],
    ]);
  });

  it("a part no group takes stands alone where the evidence is against the rest of its group", () => {
    // Two issues of one function in one group, neither reported elsewhere: the global merge
    // would never have joined them.
    for (const [bits, alone] of [
      [-2, true],
      [0.5, false],
    ] as const) {
      const { move, titles } = setup([mixedAB()], () => bits);
      expect(move(), `evidence ${bits}`).toBe(alone);
      expect(titles(), `evidence ${bits}`).toEqual(
        alone
          ? [
              ["3b3", "4b4"],
              ["1a1", "2a2"],
            ]
          : [["1a1", "2a2", "3b3", "4b4"]],
      );
    }
  });

  it("a part moves only for more than a bit over the rest of its own group", () => {
    for (const [gain, moves] of [
      [0.5, false],
      [1.5, true],
    ] as const) {
      const { move, titles } = setup([mixedAB(), [[5, "b5"]]], (_, y) => (y.id === 1 ? 2 + gain : 2));
      expect(move(), `gain ${gain}`).toBe(moves);
      // The first part to move is the one first in the group's order.
      expect(titles(), `gain ${gain}`).toEqual(
        moves
          ? [
              ["3b3", "4b4"],
              ["1a1", "2a2", "5b5"],
            ]
          : [["1a1", "2a2", "3b3", "4b4"], ["5b5"]],
      );
    }
  });

  it("never moves a part to a group that has a report of one of its runs, nor a lone report", () => {
    const { move, titles } = setup(
      [
        [
          [1, "a1"],
          [2, "a2"],
          [3, "b3"],
          [4, "c4"],
        ],
        [
          [2, "a5"],
          [5, "b5"],
          [6, "c6"],
        ],
      ],
      (_, y) => (y.id === 1 ? 10 : 0),
    );
    expect(move()).toBe(false);
    expect(titles()).toEqual([
      ["1a1", "2a2", "3b3", "4c4"],
      ["2a5", "5b5", "6c6"],
    ]);
  });

  it("two issues of one function that met in one group each end in a group of their own (lending, heavy, 20 runs)", () => {
    // Seed 8: four runs' reports of the cached array length in claim sat in one group with six
    // reports of the unbounded reward-token loop in claim. Each report was held there by its
    // own issue's other reports as much as the issue's main group drew it, so the repair sweeps,
    // which move one report at a time, left them; and the group shared runs with both issues'
    // main groups, so no merge could repair it (pairwise R 0.940).
    const { runs, sources } = lendingRuns({ runs: 20, seed: 8, variation: "heavy" });
    const { clusters } = clusterRuns(runs);
    for (const issue of ["rewards-unbounded", "gas-claim-length"]) {
      const groups = clusters.filter((c) => c.members.some((m) => sources[m.run]![m.index] === issue));
      expect(groups, issue).toHaveLength(1);
      expect(new Set(groups[0]!.members.map((m) => sources[m.run]![m.index]))).toEqual(new Set([issue]));
    }
  });
});
