import { describe, expect, it } from "vitest";
import { clinicRuns } from "../../bench/matching/heldout-clinic.js";
import { clusterRuns, type Member } from "../../src/cluster/cluster.js";
import { featuresOf } from "../../src/cluster/features.js";
import { repairSweep } from "../../src/cluster/repair.js";
import { RepairMemo } from "../../src/cluster/repair-memo.js";
import { Interner } from "../../src/cluster/text.js";
import { WordingSpread } from "../../src/cluster/wording.js";
import { filesOf, type PairEvidence, type Working } from "../../src/cluster/working.js";
import { finding } from "../helpers/runs.js";

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

  it("swap two reports of one run that each fit the other's group better (clinic, 5 runs, heavy)", () => {
    // Seed 4: the first run read had both SQL injections of find-patients, the second put its
    // ORDER BY report with the first's name-search report and the other way round, and best
    // first kept them crossed: each group held both issues (pairwise F1 0.86). Swapped, the
    // two reports gain 1.6 bits over staying.
    const { runs, sources } = clinicRuns({ runs: 5, seed: 4, variation: "heavy" });
    const clusters = clusterRuns(runs).clusters;
    for (const issue of ["clj-sql-name", "clj-sql-order"]) {
      const groups = clusters.filter((c) => c.members.some((m) => sources[m.run]![m.index] === issue));
      expect(groups, issue).toHaveLength(1);
      expect(new Set(groups[0]!.members.map((m) => sources[m.run]![m.index]))).toEqual(new Set([issue]));
    }
  });

  it("never give a group a second report of a run whose report there is not visited again", () => {
    // Run 0 reports x without a file and y in a.ts; run 1 reports w without a file, worded as
    // y. x and w share a group of reports without a file. A later sweep visits only a.ts: the
    // group without a file is a candidate for y (such a group is for every report of the
    // agent), and w draws y there, but run 0's x stays in it.
    const interner = new Interner();
    const x = featuresOf(finding({ agent: "security", title: "Token compared with ==" }), interner);
    const y = featuresOf(finding({ agent: "security", title: "Open redirect", file: "src/a.ts" }), interner);
    const w = featuresOf(finding({ agent: "security", title: "Open redirect" }), interner);
    const features = [[x, y], [w]];
    const featureOf = (m: Member) => features[m.run]![m.index]!;
    // Reports worded alike are one issue, all others two: enough to draw y to w.
    const evidence: PairEvidence = {
      priorBits: 0,
      pattern: (a, b) => (a.title === b.title ? 0 : 1),
      words: (a, b) => (a.title === b.title ? 0 : 1),
      bits: (pattern) => (pattern === 0 ? 10 : -10),
      place: () => 0,
      withWords: (_, words) => words,
      atMost: () => 10,
      wordsAgree: (pattern) => pattern === 0,
      agrees: () => true,
    };
    const fileless: Working = {
      id: 0,
      exemplars: [x, w],
      members: [
        { run: 0, index: 0 },
        { run: 1, index: 0 },
      ],
      runs: [0, 1],
      block: x.block,
      agent: "security",
      alive: true,
      files: filesOf([x, w]),
    };
    const own: Working = {
      id: 1,
      exemplars: [y],
      members: [{ run: 0, index: 1 }],
      runs: [0],
      block: y.block,
      agent: "security",
      alive: true,
      files: filesOf([y]),
    };
    const clusters = [fileless, own];
    repairSweep(
      clusters,
      [0, 1],
      [[0, 1], [0]],
      featureOf,
      (f) => (f.block === y.block ? [own, fileless] : clusters),
      evidence,
      new WordingSpread(evidence, featureOf),
      0,
      (c) => clusters.push(c),
      new Set([y.block]),
      new RepairMemo(),
    );
    for (const c of clusters.filter((c) => c.alive)) {
      const inRuns = c.members.map((m) => m.run);
      expect(new Set(inRuns).size).toBe(inRuns.length);
    }
    expect(own.members).toEqual([{ run: 0, index: 1 }]);
  });
});
