import type { Cluster, Clustering } from "../cluster/cluster.js";
import type { GroupingAnswer } from "./prompt.js";
import type { GroupingRequest } from "./plan.js";

/**
 * The grouping judge's votes applied: a pair of clusters is merged when a majority of the
 * request's valid samples listed them together, strongest vote first, and never when the two
 * (or what they have been merged into) share a run or cannot be one issue (`canMerge`). Returns the new clustering and how many
 * merges were made. Pure.
 */
export function applyVotes(
  clustering: Clustering,
  requests: GroupingRequest[],
  samples: GroupingAnswer[][],
  /** False for two clusters that can never be one issue (another file): the vote is ignored. */
  canMerge: (a: number, b: number) => boolean = () => true,
): { clustering: Clustering; merges: number } {
  const votes: { a: number; b: number; count: number; of: number }[] = [];
  requests.forEach((request, r) => {
    const answers = samples[r] ?? [];
    if (answers.length === 0) return;
    const together = new Map<string, number>();
    for (const answer of answers) {
      for (const group of answer.groups) {
        const ids = group.map((i) => request.clusters[i]!).sort((x, y) => x - y);
        for (let i = 0; i < ids.length; i++)
          for (let j = i + 1; j < ids.length; j++) {
            const key = `${ids[i]}:${ids[j]}`;
            together.set(key, (together.get(key) ?? 0) + 1);
          }
      }
    }
    for (const [key, count] of together) {
      if (count * 2 <= answers.length) continue;
      const [a, b] = key.split(":").map(Number) as [number, number];
      votes.push({ a, b, count, of: answers.length });
    }
  });
  votes.sort((x, y) => y.count / y.of - x.count / x.of || x.a - y.a || x.b - y.b);

  const parent = clustering.clusters.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const runs = clustering.clusters.map((c) => new Set(c.members.map((m) => m.run)));
  let merges = 0;
  for (const { a, b } of votes) {
    const x = find(a);
    const y = find(b);
    if (x === y) continue;
    const [keep, drop] = x < y ? [x, y] : [y, x];
    if (!canMerge(a, b)) continue;
    // Cannot-link: one run reports an issue at most once.
    if ([...runs[drop]!].some((run) => runs[keep]!.has(run))) continue;
    parent[drop] = keep;
    for (const run of runs[drop]!) runs[keep]!.add(run);
    merges++;
  }
  if (merges === 0) return { clustering, merges };

  const roots = new Map<number, number>();
  const clusters: Cluster[] = [];
  clustering.clusters.forEach((c, i) => {
    const root = find(i);
    let at = roots.get(root);
    if (at === undefined) {
      at = clusters.length;
      roots.set(root, at);
      clusters.push({ members: [] });
    }
    clusters[at]!.members.push(...c.members);
  });
  const index = clustering.clusters.map((_, i) => roots.get(find(i))!);
  return {
    clustering: {
      ...clustering,
      clusters,
      closePairs: clustering.closePairs
        .filter((p) => index[p.a] !== index[p.b])
        .map((p) => ({ ...p, a: index[p.a]!, b: index[p.b]! })),
    },
    merges,
  };
}
