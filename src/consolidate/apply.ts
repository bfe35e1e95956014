import type { Cluster, ClusterPair, Clustering } from "../cluster/cluster.js";
import type { GroupingAnswer } from "./prompt.js";
import type { GroupingRequest } from "./plan.js";
import { type AskedPair, learnReliability, type Reliability, voteBits } from "./reliability.js";

/** Evidence assumed for two asked candidates whose own pair was not close enough to record. */
const UNRECORDED_EVIDENCE_BITS = -12;

/**
 * The grouping judge's votes applied. Each pair of candidates in a request gets its posterior,
 * in bits: the evidence's (the clustering's close pairs, with the prior) plus its votes'
 * likelihood ratio under the judge's reliability, learned from the answers themselves
 * (reliability.ts). A close pair the judge was not asked about keeps its evidence alone. Pairs
 * whose posterior favours one issue are merged, strongest first, never when the two (or what
 * they have been merged into) share a run or cannot be one issue (`canMerge`). Returns the new
 * clustering, how many merges the judge's answers decided and the reliability they were
 * weighed with. Pure.
 */
export function applyVotes(
  clustering: Clustering,
  requests: GroupingRequest[],
  samples: GroupingAnswer[][],
  /** False for two clusters that can never be one issue (another file): the vote is ignored. */
  canMerge: (a: number, b: number) => boolean = () => true,
): { clustering: Clustering; merges: number; reliability: Reliability } {
  const keyOf = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  const close = new Map(clustering.closePairs.map((p) => [keyOf(p.a, p.b), p]));
  const asked: { a: number; b: number; trusted: boolean; learnable: boolean; pair: AskedPair }[] = [];
  const askedKeys = new Set<string>();
  // Each cluster's runs, grown as clusters merge below.
  const runs = clustering.clusters.map((c) => new Set(c.members.map((m) => m.run)));
  const shareRun = (a: number, b: number) => [...runs[a]!].some((run) => runs[b]!.has(run));
  const knownApart: AskedPair[] = [];
  requests.forEach((request, r) => {
    const answers = samples[r] ?? [];
    if (answers.length === 0) return;
    // How many samples listed each pair of shown candidates (by their numbers in the prompt).
    const together = new Map<string, number>();
    for (const answer of answers) {
      for (const group of answer.groups) {
        for (let i = 0; i < group.length; i++)
          for (let j = i + 1; j < group.length; j++) {
            const key = keyOf(group[i]!, group[j]!);
            together.set(key, (together.get(key) ?? 0) + 1);
          }
      }
    }
    // The shown candidates, then the clusters shown as one of them (plan.ts): their pairs are
    // decided by the answers about the descriptions shown, and teach the reliability only once.
    const entries = [
      ...request.clusters.map((cluster, shown) => ({ cluster, shown, alias: false })),
      ...(request.aliases ?? []).map(({ cluster, shownAs }) => ({ cluster, shown: shownAs, alias: true })),
    ];
    for (let i = 0; i < entries.length; i++)
      for (let j = i + 1; j < entries.length; j++) {
        const x = entries[i]!;
        const y = entries[j]!;
        // One description for both: nothing was asked, and the evidence decides.
        if (x.shown === y.shown) continue;
        const [a, b] = x.cluster < y.cluster ? [x.cluster, y.cluster] : [y.cluster, x.cluster];
        const key = keyOf(a, b);
        const votes = together.get(keyOf(x.shown, y.shown)) ?? 0;
        const learnable = !x.alias && !y.alias;
        // Two candidates that occur in one run are two issues: never merged, and if of one file,
        // the judge's answers on them teach how often it puts two issues together.
        if (shareRun(a, b)) {
          if (learnable && canMerge(a, b))
            knownApart.push({ evidence: 0, together: votes, samples: answers.length, apart: true });
          continue;
        }
        const recorded = close.get(key);
        askedKeys.add(key);
        asked.push({
          a,
          b,
          trusted: learnable && recorded !== undefined && !recorded.wordsDiffer,
          learnable,
          pair: {
            evidence: recorded?.evidence ?? UNRECORDED_EVIDENCE_BITS,
            together: votes,
            samples: answers.length,
          },
        });
      }
  });
  // Learned from the pairs the evidence placed close, where the judge's answer decides, and
  // only those whose evidence can be trusted: a pair whose words differ has evidence that is
  // mostly its location, capped at the margin, and a judge that rightly keeps such pairs apart
  // must not be taken for one that misses. And from the pairs known to be two issues, as the
  // runs' own pairs of findings teach how often fields agree by chance (learn.ts): without
  // them, close pairs the evidence under-rates (one fault named at two entry points, listed
  // together two times in three) teach that the judge puts two issues together half the time,
  // and its votes stop counting. Whether its samples repeat each other is read from the votes
  // themselves, so the other pairs it answered about, whatever their evidence, show it too.
  const reliability = learnReliability(
    [...asked.filter((x) => x.trusted).map((x) => x.pair), ...knownApart],
    asked.filter((x) => x.learnable && !x.trusted).map((x) => x.pair),
  );
  const decisions: { a: number; b: number; bits: number; judged: boolean }[] = [];
  const decided = new Map<string, number>();
  for (const { a, b, pair } of asked) {
    const bits = pair.evidence + voteBits(reliability, pair.together, pair.samples);
    decided.set(keyOf(a, b), bits);
    if (bits > 0) decisions.push({ a, b, bits, judged: true });
  }
  for (const p of clustering.closePairs)
    if (p.evidence > 0 && !askedKeys.has(keyOf(p.a, p.b)))
      decisions.push({ a: Math.min(p.a, p.b), b: Math.max(p.a, p.b), bits: p.evidence, judged: false });
  decisions.sort((x, y) => y.bits - x.bits || x.a - y.a || x.b - y.b);

  const parent = clustering.clusters.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  let merges = 0;
  // The clusters merged into each root: two sets merge only if every two of their clusters may.
  const sets = clustering.clusters.map((_, i) => [i]);
  for (const { a, b, judged } of decisions) {
    const x = find(a);
    const y = find(b);
    if (x === y) continue;
    const [keep, drop] = x < y ? [x, y] : [y, x];
    if (!sets[keep]!.every((i) => sets[drop]!.every((j) => canMerge(i, j)))) continue;
    // Cannot-link: one run reports an issue at most once.
    if (shareRun(keep, drop)) continue;
    parent[drop] = keep;
    for (const run of runs[drop]!) runs[keep]!.add(run);
    sets[keep]!.push(...sets[drop]!);
    if (judged) merges++;
  }
  // The pairs still apart, each once, closest first, with what decided it: the evidence and,
  // where the judge was asked, its votes (above 0 would have merged them).
  const apart = new Map<string, ClusterPair>();
  for (const p of clustering.closePairs) {
    const [a, b] = [find(p.a), find(p.b)];
    if (a === b) continue;
    const bits = decided.get(keyOf(p.a, p.b)) ?? p.evidence;
    const key = keyOf(a, b);
    const seen = apart.get(key);
    if (!seen || bits > seen.evidence)
      apart.set(key, { a: Math.min(a, b), b: Math.max(a, b), evidence: bits });
  }
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
    if (c.repeats) (clusters[at]!.repeats ??= []).push(...c.repeats);
  });
  // A root is the lowest index of its set, so the new numbering keeps a pair's order.
  return {
    clustering: {
      ...clustering,
      clusters,
      closePairs: [...apart.values()]
        .map((p) => ({ a: roots.get(p.a)!, b: roots.get(p.b)!, evidence: p.evidence }))
        .sort((x, y) => y.evidence - x.evidence || x.a - y.a || x.b - y.b),
    },
    merges,
    reliability,
  };
}
