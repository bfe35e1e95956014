import type { Run } from "../findings/types.js";
import { type Features, featuresOf } from "./features.js";
import { compatible, MATCH_THRESHOLD, matchScore } from "./match.js";
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

export interface Clustering {
  clusters: Cluster[];
  /** Input run positions in canonical order: a function of the runs' content only. */
  canonicalRunOrder: number[];
}

interface Working {
  id: number;
  exemplars: Features[];
  members: Member[];
}

/** Exemplars kept per cluster: enough to cover the usual rewordings, few enough to stay linear. */
const MAX_EXEMPLARS = 5;
/** A member this close to an existing exemplar adds nothing new as an exemplar. */
const EXEMPLAR_NOVELTY = 9;

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Groups the findings of N runs into distinct findings.
 *
 * Runs, and findings within a run, are processed in a canonical order derived from their
 * content, so the result does not depend on the order of the input (a property the tests pin).
 * Each run is matched against the clusters built so far with a one-to-one assignment
 * (best evidence first), so one run never contributes two findings to one cluster; a finding
 * that matches nothing starts a cluster. Candidates are only scored within the same agent and
 * file name, which keeps the work close to linear in the number of findings.
 */
export function clusterRuns(runs: readonly Run[]): Clustering {
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

  const clusters: Working[] = [];
  const byBlock = new Map<string, Working[]>();
  const byAgent = new Map<string, Working[]>();
  const add = (map: Map<string, Working[]>, key: string, cluster: Working) => {
    const list = map.get(key);
    if (list) list.push(cluster);
    else map.set(key, [cluster]);
  };

  for (const r of canonicalRunOrder) {
    const runFeatures = features[r]!;
    const order = findingOrder[r]!;
    const candidates: { score: number; f: number; c: Working }[] = [];
    for (let rank = 0; rank < order.length; rank++) {
      const f = runFeatures[order[rank]!]!;
      const pool =
        f.file === ""
          ? (byAgent.get(f.agent) ?? [])
          : [
              ...(byBlock.get(`${f.agent}\u0000${f.fileBase}`) ?? []),
              ...(byBlock.get(`${f.agent}\u0000`) ?? []),
            ];
      for (const cluster of pool) {
        let best = Number.NEGATIVE_INFINITY;
        for (const exemplar of cluster.exemplars) {
          if (!compatible(f, exemplar)) continue;
          const score = matchScore(f, exemplar);
          if (score > best) best = score;
        }
        if (best >= MATCH_THRESHOLD) candidates.push({ score: best, f: rank, c: cluster });
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
      const f = runFeatures[index]!;
      if (
        c.exemplars.length < MAX_EXEMPLARS &&
        c.exemplars.every((e) => matchScore(f, e) < EXEMPLAR_NOVELTY)
      ) {
        c.exemplars.push(f);
      }
    }
    for (let rank = 0; rank < order.length; rank++) {
      if (assigned.has(rank)) continue;
      const index = order[rank]!;
      const f = runFeatures[index]!;
      const cluster: Working = { id: clusters.length, exemplars: [f], members: [{ run: r, index }] };
      clusters.push(cluster);
      add(byBlock, `${f.agent}\u0000${f.fileBase}`, cluster);
      add(byAgent, f.agent, cluster);
    }
  }
  return { clusters: clusters.map((c) => ({ members: c.members })), canonicalRunOrder };
}
