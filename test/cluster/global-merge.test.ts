import { describe, expect, it } from "vitest";
import { groupEvidence, mergeGlobally } from "../../src/cluster/global-merge.js";
import { NAMING_APART_LEVEL, TEXT_LEVELS, withTextLevel } from "../../src/cluster/compare.js";
import { disjointBits } from "../../src/cluster/cooccurrence.js";
import { WordingSpread } from "../../src/cluster/wording.js";
import { MAX_EXEMPLARS, type PairEvidence } from "../../src/cluster/working.js";
import { newsroomRuns } from "../../bench/matching/heldout-newsroom.js";
import { fiveWordings, mixesOver } from "../helpers/groups.js";

describe("global merge", () => {
  it("gives a merged group its reports in canonical run order and its exemplars from them afresh", () => {
    // Canonical positions are the run numbers. The kept group (the lower id) holds the later
    // runs' reports: after the merge the group must read as if it had been built in canonical
    // order, the earliest wordings first, not the kept group's followed by the other's.
    const position = Int32Array.from([0, 1, 2, 3, 4]);
    const { featureOf, group } = fiveWordings(position);
    const kept = group(0, [2, 3, 4]);
    const other = group(1, [0, 1]);
    const clusters = [kept, other];
    mergeGlobally(
      clusters,
      new Map([["security", clusters]]),
      () => ({ evidence: 5, merges: true }),
      0,
      position,
      featureOf,
    );
    expect(other.alive).toBe(false);
    expect(kept.members.map((m) => m.run)).toEqual([0, 1, 2, 3, 4]);
    expect(kept.runs).toEqual([0, 1, 2, 3, 4]);
    // The exemplars a group of the five reports built in one go has, fewer than its wordings.
    expect(kept.exemplars).toEqual(group(2, [0, 1, 2, 3, 4]).exemplars);
    expect(kept.exemplars).toHaveLength(MAX_EXEMPLARS);
  });

  it("keeps apart two groups the evidence does not merge, with their evidence for the judge", () => {
    const position = Int32Array.from([0, 1, 2, 3]);
    const { featureOf, group } = fiveWordings(position);
    const clusters = [group(0, [0, 1]), group(1, [2, 3])];
    const close = mergeGlobally(
      clusters,
      new Map([["security", clusters]]),
      () => ({ evidence: 6, merges: false }),
      4,
      position,
      featureOf,
    );
    expect(clusters.every((c) => c.alive)).toBe(true);
    expect(close).toEqual([{ a: 0, b: 1, evidence: 6 }]);
  });
});

describe("the evidence between two groups", () => {
  // Two groups of two runs each out of four, never in one run: for two independent issues
  // that happens with probability 1/6, so their co-occurrence says log2(6) bits for one issue.
  const position = Int32Array.from([0, 1, 2, 3]);
  const { featureOf, group } = fiveWordings(position);
  const a = group(0, [0, 1]);
  const b = group(1, [2, 3]);
  const cooccurrence = disjointBits(2, 2, 4);
  // Every pair of reports weighs `reportBits`, their words agreeing or not; at their place the
  // best words would weigh `bestBits`. `read` counts the pairs whose words were compared.
  let read = 0;
  const evidenceOf = (reportBits: number, wordsAgree: boolean, bestBits = reportBits) =>
    ({
      priorBits: 0,
      place: () => 0,
      atMost: () => bestBits,
      words: () => {
        read++;
        return 0;
      },
      withWords: () => 0,
      bits: () => reportBits,
      wordsAgree: () => wordsAgree,
    }) as unknown as PairEvidence;
  const between = (reportBits: number, margin: number) => {
    const evidence = evidenceOf(reportBits, true);
    return groupEvidence(4, evidence, margin, new WordingSpread(evidence, featureOf), featureOf)(a, b)!;
  };

  it("adds the co-occurrence ratio to the reports' evidence, counted once for each report of the smaller group", () => {
    // Two reports a group: a matching of the two groups holds two pairs.
    expect(cooccurrence).toBeCloseTo(Math.log2(6), 10);
    expect(between(2, 0).evidence).toBeCloseTo(2 * 2 + cooccurrence, 10);
    expect(between(2, 4).evidence).toBeCloseTo(2 * 2 + cooccurrence, 10);
    // One report against two: one pair's worth.
    const one = group(2, [2]);
    const evidence = evidenceOf(2, true);
    const weigh = groupEvidence(4, evidence, 0, new WordingSpread(evidence, featureOf), featureOf);
    expect(weigh(a, one)!.evidence).toBeCloseTo(2 + disjointBits(2, 1, 4), 10);
  });

  it("keeps apart two groups whose every pair is against one issue, though they never share a run", () => {
    // log2(6) bits for one issue from never sharing a run; each pair 2 bits against. Counted as
    // one pair's worth, the reports' evidence lost to the ratio.
    expect(cooccurrence - 2).toBeGreaterThan(0);
    expect(between(-2, 0).merges).toBe(false);
  });

  it("does not count never sharing a run where every pair's words name apart", () => {
    // Twins: one template filled with two names, each report naming a place the other does not.
    // Such words weigh at most 0 bits, so the ratio alone would merge two issues no run happened
    // to report together; their own evidence must do it.
    const wording = { against: () => 0 } as unknown as WordingSpread;
    const weigh = (words: number) => {
      const evidence = {
        ...evidenceOf(-0.5, false),
        words: () => words,
        withWords: (place: number, level: number) => withTextLevel(place, level),
      } as PairEvidence;
      return groupEvidence(4, evidence, 0, wording, featureOf)(a, b)!;
    };
    const different = TEXT_LEVELS.indexOf("different");
    expect(weigh(different)).toMatchObject({ merges: true });
    expect(weigh(different).evidence).toBeCloseTo(-1 + cooccurrence, 10);
    expect(weigh(NAMING_APART_LEVEL)).toMatchObject({ merges: false });
    expect(weigh(NAMING_APART_LEVEL).evidence).toBeCloseTo(-1, 10);
  });

  it("with a judge, merges on its own only what the reports' evidence passes the margin with", () => {
    // Without a judge the total decides. With one, never sharing a run is no proof: a model
    // may report one of two related issues per run; the judge reads the words instead.
    expect(between(1, 0).merges).toBe(true);
    expect(between(1, 4).merges).toBe(false);
    expect(between(3, 4).merges).toBe(true);
  });

  it("given a floor, passes over groups whose words differ only when their evidence is at most it", () => {
    // The global merge keeps pairs above a floor; their wording, the costliest to weigh, only
    // lowers the evidence, so pairs at the floor before it are passed over unweighed.
    const wording = { against: () => 3 } as unknown as WordingSpread;
    const weigh = (reportBits: number, floor?: number) =>
      groupEvidence(4, evidenceOf(reportBits, false), 0, wording, featureOf)(a, b, floor);
    expect(weigh(-10)?.evidence).toBeCloseTo(-20 + cooccurrence - 3, 10);
    expect(weigh(-10, -12)).toBeUndefined();
    // Above the floor before the wording: weighed in full, whatever it then comes to.
    expect(weigh(-6.5, -12)).toEqual(weigh(-6.5));
    expect(weigh(-6.5, -12)?.evidence).toBeCloseTo(-13 + cooccurrence - 3, 10);
    expect(weigh(-2.5, -12)).toEqual(weigh(-2.5));
  });

  it("given a floor, passes over groups their place keeps at or under it, their words unread", () => {
    // In a file of thousands of groups most pairs are far apart: at their place even the best
    // words could not lift them above the floor, worded alike or not, so their words, the
    // costliest comparison, are never compared.
    for (const wordsAgree of [true, false]) {
      const weigh = (bestBits: number, floor?: number) =>
        groupEvidence(
          4,
          evidenceOf(-20, wordsAgree, bestBits),
          0,
          new WordingSpread(evidenceOf(-20, wordsAgree), featureOf),
          featureOf,
        )(a, b, floor);
      read = 0;
      expect(weigh((-12.1 - cooccurrence) / 2, -12)).toBeUndefined();
      expect(read).toBe(0);
      // Just above the floor with the best words: read and weighed as without a floor, and
      // then, at −20 bits a pair, dropped by the caller or passed over as before.
      const weighed = weigh((-11.9 - cooccurrence) / 2, -12);
      expect(read).toBeGreaterThan(0);
      if (wordsAgree) expect(weighed).toEqual(weigh((-11.9 - cooccurrence) / 2));
      else expect(weighed).toBeUndefined();
    }
  });
});

describe("twins no run reported together", () => {
  it("keep the sixty-seventh family's twin shell lines and Pug mixins apart more often", () => {
    // `shell-page` and `shell-section`: one `do shell script` template filled with two names, as
    // are its two Pug mixins. Tests mixing each pair, of 40 (seeds 1 to 20, both variations):
    // 3 at 10 runs and 5 at 5 runs before never sharing a run stopped counting where every
    // pair's words name apart.
    expect(mixesOver(newsroomRuns, "shell-page", "shell-section")).toBeLessThanOrEqual(1);
    expect(mixesOver(newsroomRuns, "pug-byline", "pug-caption", 5)).toBeLessThanOrEqual(3);
  });
});
