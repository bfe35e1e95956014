import type { Member } from "./cluster.js";
import type { Features } from "./features.js";
import { SIMILAR_TEXT_LEVEL, textLevelOf } from "./compare.js";
import { assignOneToOne, type Candidate } from "./greedy.js";
import { compatible } from "./match.js";
import type { WordingSpread } from "./wording.js";
import { blockOf, type PairEvidence, type Working, withRun } from "./working.js";

/** Members each comparison draws on. */
const REFINE_MEMBERS = 4;
/** What a move must gain over staying. */
const STAY_BITS = 1;

/** A finding's evidence against a cluster's other members, as one sweep weighed it. */
interface Weighed {
  /** The cluster's changes when it was weighed. */
  version: number;
  /** The last member position it read; Infinity when it read them all (any addition counts). */
  reach: number;
  sum: number;
  count: number;
  agreeing: number;
  closestWords: number;
}

/**
 * What the sweeps weighed, kept from one to the next. A finding's evidence against a cluster
 * reads only the cluster's first few members, and a move changes a cluster at one position
 * (a finding leaves, or joins at the end), so most of it stays true from one sweep to the
 * next and is reused (with every text distinct, nothing else is memoised).
 */
export class RepairMemo {
  /** Each cluster's changes: the position each touched, in order. */
  private readonly changes = new Map<number, number[]>();
  private readonly weighed = new Map<string, Map<number, Weighed>>();

  versionOf(c: Working): number {
    return this.changes.get(c.id)?.length ?? 0;
  }

  /** Member `position` of `c` left, or a member joined there. */
  changed(c: Working, position: number): void {
    const list = this.changes.get(c.id);
    if (list) list.push(position);
    else this.changes.set(c.id, [position]);
  }

  /** Whether `w` still holds: no change since it was weighed touched what it read. */
  holds(c: Working, w: Weighed): boolean {
    const list = this.changes.get(c.id);
    if (!list) return true;
    for (let v = w.version; v < list.length; v++) if (list[v]! <= w.reach) return false;
    return true;
  }

  of(key: string): Map<number, Weighed> {
    let map = this.weighed.get(key);
    if (!map) this.weighed.set(key, (map = new Map()));
    return map;
  }
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
  poolOf: (f: Features) => Working[],
  evidence: PairEvidence,
  wording: WordingSpread,
  margin: number,
  created: (cluster: Working) => void,
  dirty: Set<string> | undefined,
  memo: RepairMemo,
): Set<string> {
  const home = new Map<string, Working>();
  for (const c of clusters) if (c.alive) for (const m of c.members) home.set(`${m.run}:${m.index}`, c);
  const changed = new Set<string>();
  const visit = (f: Features) => !dirty || dirty.has(blockOf(f)) || dirty.has(`${f.agent}\u0000`);
  canonicalRunOrder.forEach((r, position) => {
    const order = findingOrder[r]!.filter((index) => visit(featureOf({ run: r, index })));
    const candidates: Candidate[] = [];
    const homes = order.map((index) => home.get(`${r}:${index}`)!);
    for (let rank = 0; rank < order.length; rank++) {
      const f = featureOf({ run: r, index: order[rank]! });
      const known = memo.of(`${r}:${order[rank]!}`);
      const seen = new Set<number>();
      for (const c of poolOf(f)) {
        if (!c.alive || seen.has(c.id)) continue;
        seen.add(c.id);
        let w = known.get(c.id);
        if (!w || !memo.holds(c, w)) {
          w = {
            version: memo.versionOf(c),
            reach: Number.POSITIVE_INFINITY,
            sum: 0,
            count: 0,
            agreeing: 0,
            closestWords: Number.POSITIVE_INFINITY,
          };
          for (let k = 0; k < c.members.length; k++) {
            const m = c.members[k]!;
            if (m.run === r) continue;
            const other = featureOf(m);
            if (!compatible(f, other)) continue;
            const pattern = evidence.pattern(f, other);
            w.sum += evidence.bits(pattern);
            w.closestWords = Math.min(w.closestWords, textLevelOf(pattern));
            if (evidence.agrees(pattern)) w.agreeing++;
            if (++w.count >= REFINE_MEMBERS) {
              w.reach = k;
              break;
            }
          }
          known.set(c.id, w);
        }
        const { sum, count, agreeing, closestWords } = w;
        if (count === 0) {
          // Its own cluster stays an option whatever the evidence: a finding moves only to a
          // better cluster, never out into the cold (that would make the sweep oscillate).
          if (c === homes[rank]) candidates.push({ score: Number.NEGATIVE_INFINITY, f: rank, c });
          continue;
        }
        const home = c === homes[rank];
        const mean = sum / count;
        // With a judge, a finding moves only where most of the members it is compared with
        // word it alike.
        if (!home && !(evidence.priorBits + mean >= margin && 2 * agreeing >= count)) continue;
        candidates.push({
          // Staying wins near-ties: a move must be clearly better, or sweeps trade places forever.
          score: mean + (home ? STAY_BITS : 0),
          f: rank,
          c,
          // The group's own reports may show that this one is worded unlike any of them (a
          // report worded like one of those compared is not). It then leaves its own cluster if
          // nothing else holds it there.
          ...(closestWords > SIMILAR_TEXT_LEVEL && {
            settle: () => {
              const against = wording.against(f, c, r, closestWords);
              if (against === 0) return mean + (home ? STAY_BITS : 0);
              const score = mean - against;
              if (evidence.priorBits + score < margin) return undefined;
              return score + (home ? STAY_BITS : 0);
            },
          }),
        });
      }
    }
    const taken = new Set<number>();
    const target = new Array<Working | undefined>(order.length);
    assignOneToOne(candidates, (rank, c) => {
      target[rank] = c;
      taken.add(c.id);
    });
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
          block: blockOf(f),
          agent: f.agent,
          alive: true,
        };
        clusters.push(to);
        created(to);
      }
      memo.changed(to, to.members.length);
      to.members.push({ run: r, index });
      to.runs = withRun(to.runs, position);
      home.set(`${r}:${index}`, to);
      changed.add(was.block).add(to.block);
    }
  });
  return changed;
}
