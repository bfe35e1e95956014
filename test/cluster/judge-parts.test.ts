import { describe, expect, it } from "vitest";
import { mailRuns } from "../../bench/matching/heldout-mail.js";
import { identities } from "../../bench/matching/quality.js";
import { clusterRuns } from "../../src/cluster/cluster.js";
import { CATEGORY_LEVELS, OTHER_CATEGORY_LEVEL, TEXT_LEVELS } from "../../src/cluster/compare.js";
import type { Features } from "../../src/cluster/features.js";
import { splitForJudge } from "../../src/cluster/judge-parts.js";
import type { PairEvidence, Working } from "../../src/cluster/working.js";
import { titledGroups } from "../helpers/groups.js";
import { groupWithJudge, JUDGE_MARGIN_BITS } from "../../src/consolidate/judge.js";
import { client, simulator } from "../helpers/sim.js";

/** Patterns (compare.ts) of two reports: the same words, and very similar words in unrelated categories. */
const SAME_WORDS = TEXT_LEVELS.indexOf("same words") * CATEGORY_LEVELS.length;
const VERY_SIMILAR_OTHER_CATEGORY =
  TEXT_LEVELS.indexOf("very similar") * CATEGORY_LEVELS.length + OTHER_CATEGORY_LEVEL;

/**
 * Groups of one block given as lists of (run, title) reports; a title's first letter is its
 * issue, whose reports share their words outright, and two issues' reports are very similar in
 * unrelated categories. `between` weighs two groups; the margin is the judge's.
 */
function setup(groups: [run: number, title: string][][], between: (a: Working, b: Working) => number) {
  const { clusters, featureOf, names } = titledGroups(groups, "deploy.yaml");
  const position = Int32Array.from({ length: 10 }, (_, r) => r);
  const issueOf = (f: Features) => names.get(f)![0];
  const evidence = {
    pattern: (a: Features, b: Features) =>
      issueOf(a) === issueOf(b) ? SAME_WORDS : VERY_SIMILAR_OTHER_CATEGORY,
  } as unknown as PairEvidence;
  const byAgent = new Map([["security", [...clusters]]]);
  const split = () =>
    splitForJudge(
      clusters,
      byAgent,
      evidence,
      (a, b) => ({ evidence: between(a, b), merges: false }),
      JUDGE_MARGIN_BITS,
      position,
      featureOf,
    );
  const titles = () =>
    clusters.filter((c) => c.alive).map((c) => c.members.map((m) => `${m.run}${names.get(featureOf(m))}`));
  const issues = (g: Working) => [...new Set(g.members.map((m) => issueOf(featureOf(m))))].join("");
  return { split, titles, issues };
}

describe("with a judge, a group of parts worded apart is asked about in its parts", () => {
  /** Group 0: issue p in runs 1 and 2, issue n in runs 3 and 4; group 1: p in runs 5 and 6. */
  const groups: [number, string][][] = [
    [
      [1, "p1"],
      [2, "p2"],
      [3, "n3"],
      [4, "n4"],
    ],
    [
      [5, "p5"],
      [6, "p6"],
    ],
  ];

  it("splits it where the evidence between its parts is at most the margin, with the parts' close pairs", () => {
    // Two groups of one issue: 6 bits; of two: the margin exactly.
    const fixture = setup(groups, (a, b) =>
      fixture.issues(a) === fixture.issues(b) ? 6 : JUDGE_MARGIN_BITS,
    );
    const { split, pairs } = fixture.split();
    expect([...split]).toEqual([0]);
    expect(fixture.titles()).toEqual([
      ["1p1", "2p2"],
      ["5p5", "6p6"],
      ["3n3", "4n4"],
    ]);
    // The two parts with each other, and each with the other group (p's, where its part may join).
    expect(pairs.map((p) => [p.a, p.b, p.evidence])).toEqual([
      [0, 1, 6],
      [0, 2, JUDGE_MARGIN_BITS],
      [1, 2, JUDGE_MARGIN_BITS],
    ]);
  });

  it("leaves it whole where the evidence holds its parts together past the margin", () => {
    const fixture = setup(groups, () => JUDGE_MARGIN_BITS + 0.5);
    const { split, pairs } = fixture.split();
    expect(split.size).toBe(0);
    expect(pairs).toEqual([]);
    expect(fixture.titles()).toEqual([
      ["1p1", "2p2", "3n3", "4n4"],
      ["5p5", "6p6"],
    ]);
  });

  it("leaves whole a group whose reports all agree outright", () => {
    const fixture = setup([groups[1]!], () => -20);
    expect(fixture.split().split.size).toBe(0);
  });

  it("lets a judge that never errs take apart two issues the evidence joined by one template", async () => {
    // The thirty-fifth family, 10 runs, heavy, seed 1: two DKIM selectors' short keys, three
    // lines apart in one zone, reported in one template whose only difference is the selector
    // (`Rotate the s2019 DKIM key to 2048 bits`, `mkt DKIM key is too short`, one of them in
    // Arabic); the evidence joins them, and neither issue's reports could be told apart by the
    // place. (The eleventh family's `Worker container runs privileged`, joined to `Container
    // worker may run as root` by short titles, was the case here until two reports of one run
    // were read for naming apart as two runs' are: the evidence now keeps those apart itself.)
    const g = mailRuns({ runs: 10, seed: 1, variation: "heavy" });
    const mixes = (clusters: { members: { run: number; index: number }[] }[]) =>
      clusters.some((c) => {
        const issues = new Set(c.members.map((m) => g.sources[m.run]![m.index]!));
        return issues.has("dkim-s2019") && issues.has("dkim-mkt");
      });
    expect(mixes(clusterRuns(g.runs, { margin: JUDGE_MARGIN_BITS }).clusters)).toBe(true);
    const sim = await simulator({
      grouping: { missRate: 0, falseMergeRate: 0, identities: identities(g.runs, g.sources) },
    });
    const judged = await groupWithJudge(g.runs, client(sim), { iterations: 3 });
    expect(mixes(judged.clustering.clusters)).toBe(false);
    for (const issue of ["dkim-s2019", "dkim-mkt"]) {
      const homes = judged.clustering.clusters.filter((c) =>
        c.members.some((m) => g.sources[m.run]![m.index] === issue),
      );
      expect(homes, issue).toHaveLength(1);
    }
  });
});
