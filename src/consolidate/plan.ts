import type { Clustering } from "../cluster/cluster.js";
import { baseName } from "../cluster/features.js";
import type { Run } from "../findings/types.js";

/** Kept-apart pairs closer than this (bits) are worth a question to the grouping judge. */
export const CANDIDATE_FLOOR_BITS = -10;
/** Candidates in one request: enough for a busy file, few enough to read carefully. */
export const MAX_CANDIDATES = 40;

/** One grouping request: candidate clusters of one agent, with the description shown for each. */
export interface GroupingRequest {
  agent: string;
  /** Cluster indexes, in the order they are numbered in the prompt. */
  clusters: number[];
  descriptions: string[];
  /**
   * Clusters not shown because each of their descriptions already is: `shownAs` is the
   * candidate (an index into `clusters`) showing their first one. What the judge answers about
   * that description it answers about theirs.
   */
  aliases?: { cluster: number; shownAs: number }[];
}

/**
 * The requests to send: for each agent, the clusters in a close pair (two that never share a
 * run, with evidence above the floor), packed file name by file name into at most
 * `maxRequestsPerAgent` requests (the number of file groups of the analysis, so the judge costs
 * at most one request per agent × file group × iteration) of at most MAX_CANDIDATES each (of a
 * file with more, those in its closest pairs); what does not fit is left as it is. A candidate
 * with no description distinct from the ones already shown in its request is not shown, and
 * takes the answers about the first of its descriptions (`aliases`). Pure and in canonical order.
 */
export function planGrouping(
  runs: readonly Run[],
  clustering: Clustering,
  maxRequestsPerAgent = Number.POSITIVE_INFINITY,
): GroupingRequest[] {
  const firstOf = (c: number) => clustering.clusters[c]!.members[0]!;
  // Each candidate's closest pair: the evidence that it is one issue with another.
  const closest = new Map<number, number>();
  for (const p of clustering.closePairs) {
    if (p.evidence < CANDIDATE_FLOOR_BITS) continue;
    for (const c of [p.a, p.b]) closest.set(c, Math.max(closest.get(c) ?? p.evidence, p.evidence));
  }
  // Per agent, per file: the candidates, files in name order. A file goes by its base name, as
  // the grouping's blocks do: a report that names `Pool.vy` and one that names
  // `contracts/Pool.vy` may be one issue, and must be asked about in one request. Files are
  // ordered by the first of their paths in name order.
  const byAgent = new Map<string, Map<string, { path: string; candidates: number[] }>>();
  for (const c of [...closest.keys()].sort((a, b) => a - b)) {
    const m = firstOf(c);
    const agent = runs[m.run]!.findings[m.index]!.agent?.trim().toLowerCase() ?? "";
    // The file as the grouping read it: `ORDLIB/QRPGLESRC(INVPOST)` is its file, a bundle its source's.
    const path = clustering.files[m.run]![m.index]!.file;
    const base = baseName(path);
    const files = byAgent.get(agent) ?? new Map<string, { path: string; candidates: number[] }>();
    const file = files.get(base);
    if (file) {
      file.candidates.push(c);
      if (path < file.path) file.path = path;
    } else files.set(base, { path, candidates: [c] });
    byAgent.set(agent, files);
  }
  const requests: GroupingRequest[] = [];
  for (const agent of [...byAgent.keys()].sort()) {
    const files = [...byAgent.get(agent)!.values()].sort((a, b) =>
      a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
    );
    const packed: number[][] = [];
    for (const file of files) {
      const list = closestCandidates(file.candidates, closest);
      const last = packed[packed.length - 1];
      if (last && last.length + list.length <= MAX_CANDIDATES) last.push(...list);
      else if (packed.length < maxRequestsPerAgent) packed.push([...list]);
    }
    for (const list of packed) {
      // The judge sees descriptions only: a candidate it could not tell from another one by
      // what it sees (the same text, or none) is not shown, or it would merge two issues the
      // runs placed apart. Each candidate shows its first description not shown yet; one whose
      // descriptions are all shown already takes the answers about the first of them.
      const clusters: number[] = [];
      const descriptions: string[] = [];
      const aliases: { cluster: number; shownAs: number }[] = [];
      const shown = new Map<string, number>();
      for (const c of list) {
        const texts = clustering.clusters[c]!.members.map(
          (m) => runs[m.run]!.findings[m.index]!.description,
        ).filter((d) => d.trim() !== "");
        const text = texts.find((d) => !shown.has(d.trim()));
        if (text === undefined) {
          if (texts.length > 0) aliases.push({ cluster: c, shownAs: shown.get(texts[0]!.trim())! });
          continue;
        }
        shown.set(text.trim(), clusters.length);
        clusters.push(c);
        descriptions.push(text);
      }
      if (clusters.length < 2) continue;
      requests.push({ agent, clusters, descriptions, ...(aliases.length > 0 ? { aliases } : {}) });
    }
  }
  return requests;
}

/**
 * A file's candidates (in index order) as one request can show them: all of them, or past
 * MAX_CANDIDATES the ones in the closest pairs (`closest`: each one's best evidence), ties to the
 * lower index, still in index order. The first ones by index had been whichever groups the
 * runs' order made first, and a file of many candidates lost its likeliest merges.
 */
function closestCandidates(candidates: number[], closest: ReadonlyMap<number, number>): number[] {
  if (candidates.length <= MAX_CANDIDATES) return candidates;
  const kept = [...candidates]
    .sort((a, b) => closest.get(b)! - closest.get(a)! || a - b)
    .slice(0, MAX_CANDIDATES);
  return kept.sort((a, b) => a - b);
}
