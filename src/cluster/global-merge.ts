import type { ClusterPair, Member } from "./cluster.js";
import { NAMING_APART_LEVEL, textLevelOf } from "./compare.js";
import { disjointBits, shareRun } from "./cooccurrence.js";
import { compatible } from "./match.js";
import type { Features } from "./features.js";
import type { WordingSpread } from "./wording.js";
import { type PairEvidence, relatedBlocks, setMembers, shareFile, type Working } from "./working.js";

/** Reports of each group ranked against the other's wording: enough to find one worded alike. */
const RANKED_REPORTS = 3;
/** Pairs below this evidence are not close enough to show or to ask a judge about. */
export const CLOSE_FLOOR_BITS = -12;

/**
 * Merges clusters of one agent and file whose total evidence favours one issue (`merges`), best
 * first, respecting cannot-link (a shared run). Returns the pairs kept apart that came closest.
 * A merged group is given its members as every step gives them (`setMembers`): in canonical
 * run order (`position`), with exemplars chosen from them afresh, so which of its reports the
 * next comparison reads does not depend on which of the two groups the merge kept.
 */
export function mergeGlobally(
  clusters: Working[],
  byAgent: Map<string, Working[]>,
  between: GroupEvidence,
  margin: number,
  position: Int32Array,
  featureOf: (m: Member) => Features,
): ClusterPair[] {
  const kept: ClusterPair[] = [];
  for (const agent of [...byAgent.keys()].sort()) {
    const group = byAgent.get(agent)!;
    const pairs = new Map<string, ClusterPair & GroupComparison>();
    const keyOf = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
    const consider = (a: Working, b: Working) => {
      if (!relatedBlocks(a, b)) return;
      const e = between(a, b, CLOSE_FLOOR_BITS);
      if (e !== undefined && e.evidence > CLOSE_FLOOR_BITS)
        pairs.set(keyOf(a.id, b.id), { a: Math.min(a.id, b.id), b: Math.max(a.id, b.id), ...e });
    };
    // Clusters of one block compare with each other; those without a file with every block.
    // Only live ones: a cluster the repair sweeps emptied keeps stale exemplars, and merging
    // into it would lose the other cluster's findings.
    const live = group.filter((c) => c.alive);
    const blocks = new Map<string, Working[]>();
    for (const c of live) {
      const list = blocks.get(c.block);
      if (list) list.push(c);
      else blocks.set(c.block, [c]);
    }
    const fileless = blocks.get(`${agent}\u0000`) ?? [];
    for (const [block, list] of blocks) {
      const others = block.endsWith("\u0000") ? live : [...list, ...fileless];
      for (const a of list)
        for (const b of others) if (a.id < b.id || (b.block !== block && a.id !== b.id)) consider(a, b);
    }
    for (;;) {
      let best: (ClusterPair & GroupComparison) | undefined;
      for (const p of pairs.values())
        if (
          p.merges &&
          (!best ||
            p.evidence > best.evidence ||
            (p.evidence === best.evidence && keyOf(p.a, p.b) < keyOf(best.a, best.b)))
        )
          best = p;
      if (!best) break;
      const into = clusters[best.a]!;
      const from = clusters[best.b]!;
      setMembers(into, [...into.members, ...from.members], position, featureOf);
      from.alive = false;
      for (const [key, p] of pairs)
        if (p.a === from.id || p.b === from.id || p.a === into.id || p.b === into.id) pairs.delete(key);
      for (const c of group) if (c.alive && c.id !== into.id) consider(into, c);
    }
    for (const { merges: _, ...pair } of pairs.values()) kept.push(pair);
  }
  return kept.sort((x, y) => y.evidence - x.evidence || x.a - y.a || x.b - y.b);
}

/**
 * The total evidence that two groups of one agent are one issue, as the global merge weighs it,
 * and whether it merges them on its own (undefined when they share a run, name two files
 * (`shareFile`) or have no reports that may be compared; given a `floor`, also when the
 * evidence would be at most the floor with every pair's words at their best, or their words
 * differ and the evidence is at most the floor before their wording is weighed, which only
 * lowers it).
 */
export type GroupEvidence = (a: Working, b: Working, floor?: number) => GroupComparison | undefined;

export interface GroupComparison extends Omit<ClusterPair, "a" | "b"> {
  /** Whether the evidence merges the two on its own, without a judge's votes. */
  merges: boolean;
}

/** How the global merge weighs two groups (`GroupEvidence`), for a test of `n` runs. */
export function groupEvidence(
  n: number,
  evidence: PairEvidence,
  margin: number,
  wording: WordingSpread,
  featureOf: (m: Member) => Features,
): GroupEvidence {
  /**
   * What the groups' own wording says against one issue: for each group, the least it says
   * against any of the other's first reports (wording.ts), so one report worded like the
   * group's is enough to silence it; the more of the two.
   */
  const wordedApart = (a: Working, b: Working): number => {
    let bits = 0;
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      let least = Number.POSITIVE_INFINITY;
      for (const m of y.members.slice(0, RANKED_REPORTS))
        least = Math.min(least, wording.against(featureOf(m), x, m.run));
      if (least !== Number.POSITIVE_INFINITY) bits = Math.max(bits, least);
    }
    return bits;
  };
  const weigh: GroupEvidence = (a, b, floor) => {
    // The exemplars' compatible pairs and their places (at most MAX_EXEMPLARS² of them).
    const pairs: { x: Features; y: Features; place: number }[] = [];
    let bound = 0;
    for (const x of a.exemplars)
      for (const y of b.exemplars) {
        if (!compatible(x, y)) continue;
        const place = evidence.place(x, y);
        pairs.push({ x, y, place });
        bound += evidence.atMost(place);
      }
    const count = pairs.length;
    if (count === 0) return undefined;
    // The reports' own evidence, the mean of their pairs, counted once for each exemplar of the
    // smaller group: as many comparisons as a matching of the two groups' reports holds, each of
    // another report of one side. Counted once, as one pair's worth, it was outweighed by the
    // co-occurrence ratio below, which grows with both groups: two twin issues that no run
    // happened to report together (the print farm's two heaters, 5 and 4 runs of 10, every pair
    // of their reports 4 to 8 bits against one issue) merged on it.
    const reports = Math.min(a.exemplars.length, b.exemplars.length);
    const disjoint = disjointBits(a.runs.length, b.runs.length, n);
    // Within a file of many groups that share no run, most pairs are below the floor whatever
    // their words: passed over before the words, the costliest comparison, are read. The bound
    // is what the evidence below would be with each pair's words at their best, so every pair
    // it passes over would be passed over below (or, worded alike, kept at or under the floor,
    // which the caller drops).
    if (floor !== undefined && evidence.priorBits + (bound / count) * reports + disjoint <= floor - 1e-9)
      return undefined;
    let sum = 0;
    let agreeing = 0;
    let namingApart = 0;
    for (const { x, y, place } of pairs) {
      const pattern = evidence.withWords(place, evidence.words(x, y));
      sum += evidence.bits(pattern);
      if (evidence.wordsAgree(pattern)) agreeing++;
      if (textLevelOf(pattern) === NAMING_APART_LEVEL) namingApart++;
    }
    const own = evidence.priorBits + (sum / count) * reports;
    const total = own + disjoint;
    // With a judge, the reports' own evidence has to pass the margin for the evidence to merge
    // two groups on its own: that they never share a run speaks for one issue only if two
    // issues turn up in runs independently, and a model that reports one of two related issues
    // per run (a remark it makes of one function or the other, in one template) is the
    // opposite. The judge reads the words; the ratio still counts in the posterior its votes
    // are added to. (Lending, moderate, judge, 10 runs: two functions' "Cache array length
    // in …", each run reporting one, merged at P 0.930.)
    if (2 * agreeing >= count) return { evidence: total, merges: margin === 0 ? total > 0 : own > margin };
    // Groups whose words mostly disagree: what each group's own wording says against the
    // other's reports counts against one issue, so a report in other words at a steadily
    // worded issue's place does not join it on the location alone. With a judge they are the
    // judge's to merge: their evidence counts at most the margin, so it neither merges them
    // alone nor outweighs the judge's "no" (the location's evidence is what cannot tell two
    // issues at one place apart).
    // Ranking wordings is the costliest step; within a file of many groups that share no run,
    // most pairs are below the floor without it.
    if (floor !== undefined && total <= floor) return undefined;
    // Where every pair's words name apart (each names a place the other does not: one template
    // filled with two names), never sharing a run does not count: those words weigh at most 0
    // bits (learn.ts `whatBitsOf`), as the runs cannot say how often one issue's reports name
    // apart, so the ratio alone merged twins that no run happened to report together (tuned
    // families at 5, 10 and 20 runs: 18 of 21 such merges joined two issues).
    const apart = (namingApart === count ? own : total) - wordedApart(a, b);
    return margin === 0
      ? { evidence: apart, wordsDiffer: true, merges: apart > 0 }
      : { evidence: Math.min(apart, margin), wordsDiffer: true, merges: false };
  };
  return (a, b, floor) => {
    if (shareRun(a.runs, b.runs)) return undefined;
    const comparison = weigh(a, b, floor);
    // Last, as most pairs of a file's groups are passed over by the floor before it.
    return comparison && shareFile(a, b, featureOf) ? comparison : undefined;
  };
}
