import type { ClusterPair, Member } from "./cluster.js";
import {
  AGREEING_TEXT_LEVEL,
  categoryLevelOf,
  OTHER_CATEGORY_LEVEL,
  SAME_WORDS_LEVEL,
  textLevelOf,
} from "./compare.js";
import type { Features } from "./features.js";
import { CLOSE_FLOOR_BITS, type GroupEvidence } from "./global-merge.js";
import { type PairEvidence, partsOf, relatedBlocks, setMembers, type Working } from "./working.js";

/**
 * With a judge: a group the evidence built of parts worded apart, and holds together by less than
 * the margin, is asked about in its parts.
 *
 * The judge is shown one description a group, so a group the evidence made of two issues (two
 * short titles alike by their common words, `Worker container runs privileged` and `Container
 * worker may run as root`, each report joined to the group by its best match) is asked nothing
 * about what is inside it, and since it holds runs of both issues, neither issue's other group
 * may join it: one wrong join costs three errors, which a judge that never errs mends none of.
 * A group's parts are its reports joined by words that agree outright (the same words, or very
 * similar ones in one category or related ones). Where the evidence between its first part and
 * another, weighed as the global merge weighs two groups, is at most the `margin` the evidence
 * must pass to merge on its own, each part becomes a candidate of its own, with that evidence
 * among the close pairs: where the judge's votes and the evidence favour one issue, the parts
 * are put back together (consolidate/apply.ts), and a part the judge reads as another issue may
 * join that group. Returns the ids of the groups split and the close pairs of their
 * parts with every group of their agent that their blocks relate them to.
 */
export function splitForJudge(
  clusters: Working[],
  byAgent: Map<string, Working[]>,
  evidence: PairEvidence,
  between: GroupEvidence,
  margin: number,
  position: Int32Array,
  featureOf: (m: Member) => Features,
): { split: Set<number>; pairs: ClusterPair[] } {
  const split = new Set<number>();
  const parts: Working[] = [];
  for (const c of [...clusters]) {
    if (!c.alive || c.members.length < 2) continue;
    const groups = partsOf(c.members.map(featureOf), (a, b) => agreeOutright(evidence, a, b));
    if (groups.length < 2) continue;
    const members = c.members;
    const made = groups.map((group, k) => {
      const part: Working = {
        ...c,
        id: k === 0 ? c.id : -1,
        alive: true,
        exemplars: [],
        members: [],
        runs: [],
        files: [],
      };
      setMembers(
        part,
        group.map((i) => members[i]!),
        position,
        featureOf,
      );
      return part;
    });
    // Parts the evidence holds together past the margin stay one group, as the evidence is as
    // sure of them as of what it merges on its own. (Split whatever their evidence, every pure
    // group of parts was exposed to the judge's misses: more tests missed a target.)
    const weighed = (part: Working) => between(made[0]!, part)?.evidence ?? Number.NEGATIVE_INFINITY;
    if (made.slice(1).every((part) => weighed(part) > margin)) continue;
    split.add(c.id);
    const { members: kept, runs, exemplars, files } = made[0]!;
    Object.assign(c, { members: kept, runs, exemplars, files });
    parts.push(c);
    for (const part of made.slice(1)) {
      part.id = clusters.length;
      clusters.push(part);
      byAgent.get(part.agent)!.push(part);
      parts.push(part);
    }
  }
  const pairs: ClusterPair[] = [];
  const isPart = new Set(parts.map((p) => p.id));
  for (const a of parts)
    for (const b of byAgent.get(a.agent)!) {
      // Each pair once: two parts by the lower id, a part and another group from the part.
      if (b === a || !b.alive || !relatedBlocks(a, b) || (isPart.has(b.id) && b.id < a.id)) continue;
      const e = between(a, b, CLOSE_FLOOR_BITS);
      if (e === undefined || e.evidence <= CLOSE_FLOOR_BITS) continue;
      const { merges: _, ...pair } = e;
      pairs.push({ ...pair, a: Math.min(a.id, b.id), b: Math.max(a.id, b.id) });
    }
  return { split, pairs };
}

/** Two reports' words agree outright: one text or the same words in any category, or very similar words in one category or related ones. */
function agreeOutright(evidence: PairEvidence, a: Features, b: Features): boolean {
  const pattern = evidence.pattern(a, b);
  const text = textLevelOf(pattern);
  return (
    text <= SAME_WORDS_LEVEL ||
    (text === AGREEING_TEXT_LEVEL && categoryLevelOf(pattern) !== OTHER_CATEGORY_LEVEL)
  );
}
