import type { Member } from "./cluster.js";
import type { Features } from "./features.js";
import { SIMILAR_TEXT_LEVEL, textLevelOf } from "./compare.js";
import { assignOneToOne, type Candidate } from "./greedy.js";
import { compatible } from "./match.js";
import type { WordingSpread } from "./wording.js";
import type { RepairMemo } from "./repair-memo.js";
import { fitsFile, noteFile, type PairEvidence, type Working, withRun } from "./working.js";

/** Members each comparison draws on. */
const REFINE_MEMBERS = 4;
/**
 * What a move must gain over staying, in bits, here and for a part moving whole
 * (move-parts.ts): near-ties stay, or moves trade places forever.
 */
export const STAY_BITS = 1;
/** Rounds of swaps between two reports of one run (`swapPlaces`). */
const SWAP_ROUNDS = 4;

/** The members a finding's evidence against a cluster reads, and its place against each. */
interface Read {
  members: Features[];
  places: number[];
  /** The position of the last member read; Infinity when fewer than REFINE_MEMBERS qualify. */
  reach: number;
  /** The most the evidence can be, whatever the words (`PairEvidence.atMost`), summed. */
  bound: number;
}

/** The cluster's first REFINE_MEMBERS members of other runs that `f` may be compared with. */
function readMembers(
  f: Features,
  c: Working,
  r: number,
  featureOf: (m: Member) => Features,
  evidence: PairEvidence,
  into: Read,
): Read {
  into.members.length = 0;
  into.places.length = 0;
  into.reach = Number.POSITIVE_INFINITY;
  into.bound = 0;
  for (let k = 0; k < c.members.length; k++) {
    const m = c.members[k]!;
    if (m.run === r) continue;
    const other = featureOf(m);
    if (!compatible(f, other)) continue;
    const place = evidence.place(f, other);
    into.members.push(other);
    into.places.push(place);
    into.bound += evidence.atMost(place);
    if (into.members.length >= REFINE_MEMBERS) {
      into.reach = k;
      break;
    }
  }
  return into;
}

/**
 * One sweep of repairs: each run in turn is taken out of the clusters and assigned again,
 * one-to-one and best first, by its mean evidence against each cluster's other members
 * (mean, not best: a cluster that took a wrong member early does not keep attracting its
 * kind). Visits the findings of the `dirty` blocks (all when undefined) and returns the blocks
 * where a finding changed cluster.
 */
export function repairSweep(
  clusters: Working[],
  canonicalRunOrder: number[],
  findingOrder: number[][],
  featureOf: (m: Member) => Features,
  /** The clusters a finding may join, with its own (`home`) and any its place could (cluster.ts). */
  poolOf: (f: Features, homeOf: (m: Member) => Working | undefined, home: Working) => readonly Working[],
  evidence: PairEvidence,
  wording: WordingSpread,
  margin: number,
  created: (cluster: Working) => void,
  dirty: Set<string> | undefined,
  memo: RepairMemo,
): Set<string> {
  // Each finding's cluster, by run and index.
  const home: Working[][] = findingOrder.map(() => []);
  for (const c of clusters) if (c.alive) for (const m of c.members) home[m.run]![m.index] = c;
  const homeOf = (m: Member) => home[m.run]![m.index];
  const changed = new Set<string>();
  const scratch: Read = { members: [], places: [], reach: 0, bound: 0 };
  // A report is visited again when its block changed, or the group it is in did: a report
  // without a file may be in another block's group, and must compete for it with that block's
  // reports of its run.
  const visit = (f: Features, at: Working) =>
    !dirty || dirty.has(f.block) || dirty.has(`${f.agent}\u0000`) || dirty.has(at.block);
  canonicalRunOrder.forEach((r, position) => {
    const order = findingOrder[r]!.filter((index) => visit(featureOf({ run: r, index }), home[r]![index]!));
    const candidates: Candidate[] = [];
    const homes = order.map((index) => home[r]![index]!);
    // A group holding a report of this run that is not visited again is not free for the
    // run's other reports: one run reports an issue at most once. (A group of reports without
    // a file is a candidate for every report of the agent.)
    const held = new Set<number>();
    if (order.length < findingOrder[r]!.length) {
      const visiting = new Set(order);
      for (const index of findingOrder[r]!) if (!visiting.has(index)) held.add(home[r]![index]!.id);
    }
    for (let rank = 0; rank < order.length; rank++) {
      const f = featureOf({ run: r, index: order[rank]! });
      const known = memo.of(r, order[rank]!);
      const seen = new Set<number>();
      for (const c of poolOf(f, homeOf, homes[rank]!)) {
        if (!c.alive || seen.has(c.id) || held.has(c.id)) continue;
        seen.add(c.id);
        const home = c === homes[rank];
        let w = known.get(c.id);
        if (w && (!memo.holds(c, w) || (w.bounded && home))) w = undefined;
        if (!w) {
          const { members, places, reach, bound } = readMembers(f, c, r, featureOf, evidence, scratch);
          const count = members.length;
          w = {
            version: memo.versionOf(c),
            reach,
            sum: 0,
            count,
            agreeing: 0,
            closestWords: Number.POSITIVE_INFINITY,
          };
          // Elsewhere than its own, a cluster its place alone cannot make a candidate is not
          // compared word by word: kept with the bound, which stays true while the members do.
          if (!home && count > 0 && evidence.priorBits + bound / count < margin) {
            w.sum = bound;
            w.bounded = true;
          } else {
            for (let k = 0; k < count; k++) {
              const pattern = evidence.withWords(places[k]!, evidence.words(f, members[k]!));
              w.sum += evidence.bits(pattern);
              w.closestWords = Math.min(w.closestWords, textLevelOf(pattern));
              if (evidence.agrees(pattern)) w.agreeing++;
            }
          }
          known.set(c.id, w);
        }
        if (w.bounded) continue;
        const { sum, count, agreeing, closestWords } = w;
        if (count === 0) {
          // Its own cluster stays an option whatever the evidence: a finding moves only to a
          // better cluster, never out into the cold (that would make the sweep oscillate).
          if (c === homes[rank]) candidates.push({ score: Number.NEGATIVE_INFINITY, f: rank, c });
          continue;
        }
        const mean = sum / count;
        // With a judge, a finding moves only where most of the members it is compared with
        // word it alike.
        if (!home && !(evidence.priorBits + mean >= margin && 2 * agreeing >= count)) continue;
        if (!home && !fitsFile(f, c, featureOf, r)) continue;
        candidates.push({
          // Staying wins near-ties: a move must be clearly better, or sweeps trade places forever.
          score: mean + (home ? STAY_BITS : 0),
          f: rank,
          c,
          // The group's own reports may show that this one is worded unlike any of them (a
          // report worded like one of those compared is not). It then leaves its own cluster if
          // nothing else holds it there.
          settle:
            closestWords > SIMILAR_TEXT_LEVEL
              ? () => {
                  const against = wording.against(f, c, r, closestWords);
                  if (against === 0) return mean + (home ? STAY_BITS : 0);
                  const score = mean - against;
                  if (evidence.priorBits + score < margin) return undefined;
                  return score + (home ? STAY_BITS : 0);
                }
              : undefined,
        });
      }
    }
    const taken = new Set<number>();
    const target = new Array<Working | undefined>(order.length);
    assignOneToOne(candidates, (rank, c) => {
      target[rank] = c;
      taken.add(c.id);
    });
    swapPlaces(candidates, target, homes);
    for (let rank = 0; rank < order.length; rank++) {
      const was = homes[rank]!;
      let to = target[rank];
      if (!to) {
        // Unmatched: it stays where it was if that cluster is its alone, else it starts one.
        const alone = was.members.every((m) => m.run === r);
        if (alone && !taken.has(was.id)) to = was;
      }
      if (to === was) continue;
      const index = order[rank]!;
      const leaves = was.members.findIndex((m) => m.run === r && m.index === index);
      was.members.splice(leaves, 1);
      memo.changed(was, leaves);
      was.runs = was.runs.filter((p) => p !== position || was.members.some((m) => m.run === r));
      if (was.members.length === 0) was.alive = false;
      if (!to) {
        const f = featureOf({ run: r, index });
        to = {
          id: clusters.length,
          exemplars: [f],
          members: [],
          runs: [],
          block: f.block,
          agent: f.agent,
          alive: true,
          files: [],
        };
        clusters.push(to);
        created(to);
      }
      memo.changed(to, to.members.length);
      to.members.push({ run: r, index });
      noteFile(to, featureOf({ run: r, index }));
      to.runs = withRun(to.runs, position);
      home[r]![index] = to;
      changed.add(was.block).add(to.block);
    }
  });
  return changed;
}

/**
 * Best first, then any two reports of the run that are each better in the other's group, swapped
 * while that gains more than STAY_BITS in all. Best first gives the single strongest candidate
 * its group, and the run's other report then takes what is left: where two issues of one
 * function were crossed between two groups early (each group holding one run's report of each),
 * the report worded most like a group went there, and its sibling, which that group's other
 * reports match better still, was left the other group (clinic, 5 runs, heavy, seed 4: two SQL
 * injections in one function mixed across both groups, pairwise F1 0.86). Scores are those of
 * `candidates` less the bonus for staying; a move to a group the report is not a candidate for
 * is never made.
 */
function swapPlaces(candidates: Candidate[], target: (Working | undefined)[], homes: Working[]): void {
  const options = Array.from({ length: target.length }, (): Candidate[] => []);
  for (const x of candidates) options[x.f]!.push(x);
  const plain = new Map<Candidate, number | undefined>();
  const scoreOf = (rank: number, c: Working): number | undefined => {
    const x = options[rank]!.find((o) => o.c === c);
    if (!x) return undefined;
    if (!plain.has(x)) {
      const score = x.settle ? x.settle() : x.score;
      plain.set(
        x,
        score === undefined || !Number.isFinite(score)
          ? undefined
          : score - (c === homes[rank] ? STAY_BITS : 0),
      );
    }
    return plain.get(x);
  };
  const holder = new Map<number, number>();
  target.forEach((c, rank) => {
    if (c) holder.set(c.id, rank);
  });
  // Each swap gains more than STAY_BITS, so a few rounds settle; the bound only guards the rest.
  for (let round = 0, swapped = true; swapped && round < SWAP_ROUNDS; round++) {
    swapped = false;
    for (let a = 0; a < target.length; a++) {
      const ca = target[a];
      if (ca === undefined) continue;
      const stay = scoreOf(a, ca);
      if (stay === undefined) continue;
      for (const x of options[a]!) {
        const b = holder.get(x.c.id);
        if (b === undefined || b === a) continue;
        const cb = target[b]!;
        const there = scoreOf(b, cb);
        const aToB = scoreOf(a, cb);
        const bToA = scoreOf(b, ca);
        if (there === undefined || aToB === undefined || bToA === undefined) continue;
        if (aToB + bToA <= stay + there + STAY_BITS) continue;
        target[a] = cb;
        target[b] = ca;
        holder.set(cb.id, a);
        holder.set(ca.id, b);
        swapped = true;
        break;
      }
    }
  }
}
