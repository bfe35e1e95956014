import type { Run } from "../findings/types.js";
import { Comparer, comparePair } from "./compare.js";
import { disjointBits, shareRun } from "./cooccurrence.js";
import { type Features, featuresOf } from "./features.js";
import { type LearnedWeights, learnWeights, patternBits, rarityOf, wordsAgree } from "./learn.js";
import { compatible } from "./match.js";
import { Interner } from "./text.js";

/** One finding's place: `run` is the position in the input array, `index` in that run's findings. */
export interface Member {
  run: number;
  index: number;
}

/** A distinct finding: at most one member per run. */
export interface Cluster {
  members: Member[];
}

/** Two clusters kept apart, with the evidence (bits, including the prior) that they are one. */
export interface ClusterPair {
  a: number;
  b: number;
  evidence: number;
  /**
   * Their reports' words mostly disagree, so the evidence, most of it the location, was capped
   * at the judge's margin: it says little about whether the judge is right.
   */
  wordsDiffer?: true;
}

export interface ClusterOptions {
  /**
   * Bits of evidence a merge needs beyond even odds (default 0). A grouping judge asks for a
   * margin: the evidence then merges only what it is sure of, and only reports whose words
   * agree (`wordsAgree`), and leaves the close calls, kept apart with their evidence, for the
   * judge to decide with it.
   */
  margin?: number;
}

export interface Clustering {
  clusters: Cluster[];
  /** Input run positions in canonical order: a function of the runs' content only. */
  canonicalRunOrder: number[];
  /**
   * Pairs of clusters of one agent and file that never share a run and were kept apart, closest
   * first: the candidates a grouping judge may still merge.
   */
  closePairs: ClusterPair[];
  /** What the runs taught the matcher. */
  weights: LearnedWeights;
}

interface Working {
  id: number;
  exemplars: Features[];
  members: Member[];
  /** Canonical positions of the runs it occurs in, sorted. */
  runs: number[];
  block: string;
  agent: string;
  alive: boolean;
}

/** Exemplars kept per cluster: enough to cover the usual rewordings, few enough to stay linear. */
const MAX_EXEMPLARS = 3;
/** Cross-run pairs sampled to learn the weights: plenty for EM, bounded for large tests. */
const CROSS_PAIR_BUDGET = 60_000;
const WITHIN_PAIR_BUDGET = 60_000;
/** Repair sweeps after the first assignment, and members each comparison draws on. */
const REFINE_SWEEPS = 2;
const REFINE_MEMBERS = 4;
const STAY_BITS = 1;
/** Pairs below this evidence are not close enough to show or to ask a judge about. */
const CLOSE_FLOOR_BITS = -12;

/**
 * A cluster's exemplars: its first reports in canonical order that word it differently (title
 * and description), so comparisons with it see the phrasings the runs used, not the most
 * frequent one three times.
 */
function exemplarsOf(members: Features[]): Features[] {
  const out: Features[] = [];
  const seen = new Set<number>();
  for (const f of members) {
    if (seen.has(f.textId)) continue;
    seen.add(f.textId);
    out.push(f);
    if (out.length >= MAX_EXEMPLARS) break;
  }
  return out;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function blockOf(f: Features): string {
  return `${f.agent}\u0000${f.fileBase}`;
}

function bump(map: Map<number, number>, key: number): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** Sorted insert of a run position. */
function withRun(runs: number[], position: number): number[] {
  const out = [...runs, position];
  out.sort((a, b) => a - b);
  return out;
}

/**
 * Groups the findings of N runs into distinct findings.
 *
 * 1. The field weights are learned from the runs (learn.ts): pairs within one run are known
 *    different issues, pairs across runs a mix estimated by EM.
 * 2. Runs, in a canonical order derived from their content, are assigned one at a time to the
 *    clusters so far, one-to-one and best evidence first, so one run never contributes two
 *    findings to one cluster; a finding whose best evidence is under the margin (0 bits, a
 *    posterior of one half, unless `options.margin` asks for more) starts a cluster.
 * 3. A global pass then merges clusters of one agent and file by their total evidence: the mean
 *    evidence of their exemplars (its reports of distinct wording) plus the co-occurrence ratio
 *    (cooccurrence.ts), best pair first, never two that share a run. It repairs what the order
 *    of step 2 got wrong.
 * Every step works in canonical order, so the result does not depend on the input's order.
 * Candidates are compared only within an agent and file name, which keeps the work close to
 * linear in the number of findings.
 */
export function clusterRuns(runs: readonly Run[], options: ClusterOptions = {}): Clustering {
  const margin = options.margin ?? 0;
  const interner = new Interner();
  const features = runs.map((run) => run.findings.map((finding) => featuresOf(finding, interner)));
  const findingOrder = features.map((list) =>
    list.map((_, i) => i).sort((a, b) => compareText(list[a]!.signature, list[b]!.signature) || a - b),
  );
  const runSignature = findingOrder.map((order, r) =>
    order.map((i) => features[r]![i]!.signature).join("\u0001"),
  );
  const canonicalRunOrder = runs
    .map((_, r) => r)
    .sort(
      (a, b) =>
        features[b]!.length - features[a]!.length || compareText(runSignature[a]!, runSignature[b]!) || a - b,
    );
  const n = runs.length;

  const all = features.flat();
  const groupIds = new Map<string, number>();
  const groupOf = Int32Array.from(
    features.flatMap((list, r) =>
      list.map((f) => {
        const key = `${r}\u0000${blockOf(f)}`;
        let id = groupIds.get(key);
        if (id === undefined) {
          id = groupIds.size;
          groupIds.set(key, id);
        }
        return id;
      }),
    ),
  );
  const rarity = rarityOf(
    all.map((f) => Int32Array.from(new Set([...f.title, ...f.description, ...f.symbolWords])).sort()),
    groupOf,
    interner.size,
  );
  const comparer = new Comparer(rarity);
  for (const f of all) comparer.prepare(f);
  const weights = learn(features, findingOrder, canonicalRunOrder, comparer);
  const bitsOf = (a: Features, b: Features) => patternBits(weights, comparePair(a, b, comparer));
  // With a judge to ask (a margin), the evidence merges on its own only reports whose words
  // agree: the location cannot tell two issues at one place apart, the judge reads the words.
  const agrees = (a: Features, b: Features) =>
    margin === 0 || wordsAgree(weights, comparePair(a, b, comparer));

  const clusters: Working[] = [];
  const byBlock = new Map<string, Working[]>();
  const byAgent = new Map<string, Working[]>();
  const add = (map: Map<string, Working[]>, key: string, cluster: Working) => {
    const list = map.get(key);
    if (list) list.push(cluster);
    else map.set(key, [cluster]);
  };
  const poolOf = (f: Features) =>
    f.file === ""
      ? (byAgent.get(f.agent) ?? [])
      : [...(byBlock.get(blockOf(f)) ?? []), ...(byBlock.get(`${f.agent}\u0000`) ?? [])];

  canonicalRunOrder.forEach((r, position) => {
    const runFeatures = features[r]!;
    const order = findingOrder[r]!;
    const candidates: { score: number; f: number; c: Working }[] = [];
    for (let rank = 0; rank < order.length; rank++) {
      const f = runFeatures[order[rank]!]!;
      for (const cluster of poolOf(f)) {
        let best = Number.NEGATIVE_INFINITY;
        for (const exemplar of cluster.exemplars) {
          if (!compatible(f, exemplar) || !agrees(f, exemplar)) continue;
          const score = bitsOf(f, exemplar);
          if (score > best) best = score;
        }
        if (weights.priorBits + best >= margin) candidates.push({ score: best, f: rank, c: cluster });
      }
    }
    candidates.sort((a, b) => b.score - a.score || a.f - b.f || a.c.id - b.c.id);
    const taken = new Set<number>();
    const assigned = new Set<number>();
    for (const { f: rank, c } of candidates) {
      if (assigned.has(rank) || taken.has(c.id)) continue;
      assigned.add(rank);
      taken.add(c.id);
      const index = order[rank]!;
      c.members.push({ run: r, index });
      c.runs.push(position);
      const f = runFeatures[index]!;
      if (c.exemplars.length < MAX_EXEMPLARS && c.exemplars.every((e) => comparePair(f, e, comparer) !== 0))
        c.exemplars.push(f);
    }
    for (let rank = 0; rank < order.length; rank++) {
      if (assigned.has(rank)) continue;
      const index = order[rank]!;
      const f = runFeatures[index]!;
      const cluster: Working = {
        id: clusters.length,
        exemplars: [f],
        members: [{ run: r, index }],
        runs: [position],
        block: blockOf(f),
        agent: f.agent,
        alive: true,
      };
      clusters.push(cluster);
      add(byBlock, cluster.block, cluster);
      add(byAgent, f.agent, cluster);
    }
  });

  const position = new Int32Array(n);
  canonicalRunOrder.forEach((r, p) => {
    position[r] = p;
  });
  const featureOf = (m: Member) => features[m.run]![m.index]!;
  // Later sweeps visit only the blocks where the previous one moved something.
  let dirty: Set<string> | undefined;
  for (let sweep = 0; sweep < REFINE_SWEEPS && (dirty === undefined || dirty.size > 0); sweep++) {
    dirty = reassign(
      clusters,
      canonicalRunOrder,
      findingOrder,
      featureOf,
      poolOf,
      weights.priorBits - margin,
      bitsOf,
      agrees,
      (cluster) => {
        add(byBlock, cluster.block, cluster);
        add(byAgent, cluster.agent, cluster);
      },
      dirty,
    );
  }
  for (const c of clusters) {
    if (!c.alive) continue;
    c.members.sort((a, b) => position[a.run]! - position[b.run]!);
    c.runs = c.members.map((m) => position[m.run]!).sort((a, b) => a - b);
    c.exemplars = exemplarsOf(c.members.map(featureOf));
  }
  const closePairs = mergeGlobally(clusters, byAgent, n, weights, bitsOf, agrees, margin);
  const live = clusters.filter((c) => c.alive);
  // Grouping only sorts findings: a finding that ended in no group, or in two, is a bug that
  // would print a wrong score, so it stops here rather than reach a report.
  let grouped = 0;
  for (const c of live) grouped += c.members.length;
  if (grouped !== all.length)
    throw new Error(`grouping placed ${grouped} of ${all.length} findings: please report this as a bug`);
  const index = new Map(live.map((c, i) => [c.id, i]));
  return {
    clusters: live.map((c) => ({ members: c.members })),
    canonicalRunOrder,
    closePairs: closePairs
      .filter((p) => clusters[p.a]!.alive && clusters[p.b]!.alive)
      .map((p) => ({ ...p, a: index.get(p.a)!, b: index.get(p.b)! })),
    weights,
  };
}

/**
 * One sweep of repairs: each run in turn is taken out of the clusters and assigned again,
 * one-to-one and best first, by its mean evidence against each cluster's other members
 * (mean, not best: a cluster that took a wrong member early does not keep attracting its
 * kind). Visits the findings of the `dirty` blocks (all when undefined) and returns the blocks
 * where a finding changed cluster.
 */
function reassign(
  clusters: Working[],
  canonicalRunOrder: number[],
  findingOrder: number[][],
  featureOf: (m: Member) => Features,
  poolOf: (f: Features) => Working[],
  priorBits: number,
  bitsOf: (a: Features, b: Features) => number,
  agrees: (a: Features, b: Features) => boolean,
  created: (cluster: Working) => void,
  dirty: Set<string> | undefined,
): Set<string> {
  const home = new Map<string, Working>();
  for (const c of clusters) if (c.alive) for (const m of c.members) home.set(`${m.run}:${m.index}`, c);
  const changed = new Set<string>();
  const visit = (f: Features) => !dirty || dirty.has(blockOf(f)) || dirty.has(`${f.agent}\u0000`);
  canonicalRunOrder.forEach((r, position) => {
    const order = findingOrder[r]!.filter((index) => visit(featureOf({ run: r, index })));
    const candidates: { score: number; f: number; c: Working }[] = [];
    const homes = order.map((index) => home.get(`${r}:${index}`)!);
    for (let rank = 0; rank < order.length; rank++) {
      const f = featureOf({ run: r, index: order[rank]! });
      const seen = new Set<number>();
      for (const c of poolOf(f)) {
        if (!c.alive || seen.has(c.id)) continue;
        seen.add(c.id);
        let sum = 0;
        let count = 0;
        let agreeing = 0;
        for (const m of c.members) {
          if (m.run === r) continue;
          const other = featureOf(m);
          if (!compatible(f, other)) continue;
          sum += bitsOf(f, other);
          if (agrees(f, other)) agreeing++;
          if (++count >= REFINE_MEMBERS) break;
        }
        // Its own cluster stays an option whatever the evidence: a finding moves only to a
        // better cluster, never out into the cold (that would make the sweep oscillate). With
        // a judge, it moves only where most of the members it is compared with word it alike.
        const own = c === homes[rank];
        if (count > 0 ? own || (priorBits + sum / count >= 0 && 2 * agreeing >= count) : own)
          candidates.push({
            // Staying wins near-ties: a move must be clearly better, or sweeps trade places forever.
            score: count > 0 ? sum / count + (own ? STAY_BITS : 0) : Number.NEGATIVE_INFINITY,
            f: rank,
            c,
          });
      }
    }
    candidates.sort((a, b) => b.score - a.score || a.f - b.f || a.c.id - b.c.id);
    const taken = new Set<number>();
    const target = new Array<Working | undefined>(order.length);
    for (const { f: rank, c } of candidates) {
      if (target[rank] || taken.has(c.id)) continue;
      target[rank] = c;
      taken.add(c.id);
    }
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
      was.members = was.members.filter((m) => !(m.run === r && m.index === index));
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
      to.members.push({ run: r, index });
      to.runs = withRun(to.runs, position);
      home.set(`${r}:${index}`, to);
      changed.add(was.block).add(to.block);
    }
  });
  return changed;
}

/** Collects comparison patterns of known-different (same run) and cross-run pairs, then learns. */
function learn(
  features: Features[][],
  findingOrder: number[][],
  canonicalRunOrder: number[],
  comparer: Comparer,
): LearnedWeights {
  // Per run (canonical position), its findings by agent-and-file block.
  const blocks = canonicalRunOrder.map((r) => {
    const map = new Map<string, Features[]>();
    for (const i of findingOrder[r]!) {
      const f = features[r]![i]!;
      const key = blockOf(f);
      const list = map.get(key);
      if (list) list.push(f);
      else map.set(key, [f]);
    }
    return map;
  });
  const within = new Map<number, number>();
  let withinCount = 0;
  for (const map of blocks) {
    for (const list of map.values()) {
      for (let i = 0; i < list.length && withinCount < WITHIN_PAIR_BUDGET; i++) {
        for (let j = i + 1; j < list.length; j++) {
          if (!compatible(list[i]!, list[j]!)) continue;
          bump(within, comparePair(list[i]!, list[j]!, comparer));
          withinCount++;
        }
      }
    }
  }
  // Cross-run pairs between runs at most `span` apart in canonical order: all pairs for small
  // tests, a deterministic sample within budget for large ones.
  const n = blocks.length;
  const sizes = new Map<string, number>();
  for (const map of blocks)
    for (const [key, list] of map) sizes.set(key, (sizes.get(key) ?? 0) + list.length);
  let perSpan = 0;
  for (const size of sizes.values()) perSpan += (size * size) / Math.max(1, n);
  const span = Math.max(1, Math.min(n - 1, Math.floor(CROSS_PAIR_BUDGET / Math.max(1, perSpan))));
  const cross = new Map<number, number>();
  let maxMatches = 0;
  for (let p = 0; p < n; p++) {
    for (let q = p + 1; q <= Math.min(n - 1, p + span); q++) {
      for (const [key, list] of blocks[p]!) {
        const other = blocks[q]!.get(key);
        if (!other) continue;
        maxMatches += Math.min(list.length, other.length);
        for (const a of list)
          for (const b of other) if (compatible(a, b)) bump(cross, comparePair(a, b, comparer));
      }
    }
  }
  return learnWeights(within, cross, maxMatches);
}

/**
 * Merges clusters of one agent and file whose total evidence favours one issue, best first,
 * respecting cannot-link (a shared run). Returns the pairs kept apart that came closest.
 */
function mergeGlobally(
  clusters: Working[],
  byAgent: Map<string, Working[]>,
  n: number,
  weights: LearnedWeights,
  bitsOf: (a: Features, b: Features) => number,
  agrees: (a: Features, b: Features) => boolean,
  margin: number,
): ClusterPair[] {
  const evidence = (a: Working, b: Working): Omit<ClusterPair, "a" | "b"> | undefined => {
    if (shareRun(a.runs, b.runs)) return undefined;
    let sum = 0;
    let count = 0;
    let agreeing = 0;
    for (const x of a.exemplars)
      for (const y of b.exemplars) {
        if (!compatible(x, y)) continue;
        sum += bitsOf(x, y);
        if (agrees(x, y)) agreeing++;
        count++;
      }
    if (count === 0) return undefined;
    const total = weights.priorBits + sum / count + disjointBits(a.runs.length, b.runs.length, n);
    // Groups whose words mostly disagree are the judge's to merge: their evidence counts at
    // most the margin, so it neither merges them alone nor outweighs the judge's "no" (the
    // location's evidence is what cannot tell two issues at one place apart).
    return 2 * agreeing >= count
      ? { evidence: total }
      : { evidence: Math.min(total, margin), wordsDiffer: true };
  };
  const kept: ClusterPair[] = [];
  for (const agent of [...byAgent.keys()].sort()) {
    const group = byAgent.get(agent)!;
    const related = (a: Working, b: Working) =>
      a.block === b.block || a.block.endsWith("\u0000") || b.block.endsWith("\u0000");
    const pairs = new Map<string, ClusterPair>();
    const keyOf = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
    const consider = (a: Working, b: Working) => {
      if (!related(a, b)) return;
      const e = evidence(a, b);
      if (e !== undefined && e.evidence > CLOSE_FLOOR_BITS)
        pairs.set(keyOf(a.id, b.id), { a: Math.min(a.id, b.id), b: Math.max(a.id, b.id), ...e });
    };
    // Clusters of one block compare with each other; those without a file with every block.
    // Only live ones: a cluster the repair sweeps emptied keeps stale exemplars, and merging
    // into it would lose the other cluster's findings.
    const live = group.filter((c) => c.alive);
    const blocks = new Map<string, Working[]>();
    for (const c of live) blocks.set(c.block, [...(blocks.get(c.block) ?? []), c]);
    const fileless = blocks.get(`${agent}\u0000`) ?? [];
    for (const [block, list] of blocks) {
      const others = block.endsWith("\u0000") ? live : [...list, ...fileless];
      for (const a of list)
        for (const b of others) if (a.id < b.id || (b.block !== block && a.id !== b.id)) consider(a, b);
    }
    for (;;) {
      let best: ClusterPair | undefined;
      for (const p of pairs.values())
        if (
          p.evidence > margin &&
          (!best ||
            p.evidence > best.evidence ||
            (p.evidence === best.evidence && keyOf(p.a, p.b) < keyOf(best.a, best.b)))
        )
          best = p;
      if (!best) break;
      const into = clusters[best.a]!;
      const from = clusters[best.b]!;
      into.members.push(...from.members);
      for (const position of from.runs) into.runs = withRun(into.runs, position);
      for (const e of from.exemplars) if (into.exemplars.length < MAX_EXEMPLARS) into.exemplars.push(e);
      from.alive = false;
      for (const [key, p] of pairs)
        if (p.a === from.id || p.b === from.id || p.a === into.id || p.b === into.id) pairs.delete(key);
      for (const c of group) if (c.alive && c.id !== into.id) consider(into, c);
    }
    kept.push(...pairs.values());
  }
  return kept.sort((x, y) => y.evidence - x.evidence || x.a - y.a || x.b - y.b);
}
