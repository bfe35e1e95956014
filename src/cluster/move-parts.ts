import type { Member } from "./cluster.js";
import { shareRun } from "./cooccurrence.js";
import type { Features } from "./features.js";
import type { GroupEvidence } from "./global-merge.js";
import { STAY_BITS } from "./repair.js";
import {
  type PairEvidence,
  partsOf,
  setMembers,
  type Working,
  wordingTable,
  type WordingTable,
} from "./working.js";

/**
 * Moves parts of a group whole to another group of its agent and file.
 *
 * Two issues of one function can end in one group with a few reports each: the repair sweeps
 * move one report at a time, and each of those reports is held where it is by the reports of
 * its own issue beside it as much as it is drawn to its issue's main group, so none moves.
 * The global merge cannot repair it either: the mixed group shares runs with both issues' main
 * groups. A group's parts are its reports connected by agreeing words (`wordsAgree`); a part of
 * two or more moves to the group the global merge's evidence (`between`) favours for it by
 * more than a bit over the rest of its own group, and would merge it with on its own (so with a
 * judge not on co-occurrence alone), never to one that shares a run with it. With no such
 * group, a part the evidence holds to be another issue than the rest of its group leaves it as
 * a group of its own (`created` is told of it): two issues of one function, one reported by too
 * few runs to have a group elsewhere, had stayed in one group the global merge would not make.
 * A lone report is the repair sweeps' to move. One part moves per group and pass; `byBlock`
 * lists the groups of each block (emptied ones too), `position` each run's canonical position.
 * Returns whether anything moved.
 */
export function moveParts(
  clusters: Working[],
  byBlock: ReadonlyMap<string, readonly Working[]>,
  position: Int32Array,
  evidence: PairEvidence,
  margin: number,
  between: GroupEvidence,
  featureOf: (m: Member) => Features,
  created: (group: Working) => void = () => {},
): boolean {
  let moved = false;
  for (const c of clusters) {
    if (!c.alive || c.members.length < 3) continue;
    const reports = c.members.map(featureOf);
    const parts = partsOf(reports, (a, b) => evidence.wordsAgree(evidence.pattern(a, b)));
    if (parts.length < 2) continue;
    // Each split's exemplars read the pairs of the group's wordings, weighed once for all.
    const table = wordingTable(reports);
    let alone: Working | undefined;
    let movedHere = false;
    for (const part of parts) {
      if (part.length < 2 || part.length === reports.length) continue;
      const inPart = new Set(part);
      const a = split(c, (_, i) => inPart.has(i), position, featureOf, table);
      const rest = split(c, (_, i) => !inPart.has(i), position, featureOf, table);
      const together = between(a, rest);
      const stay = together?.evidence ?? Number.NEGATIVE_INFINITY;
      let best: Working | undefined;
      let bestBits = Math.max(margin, stay + STAY_BITS);
      for (const d of byBlock.get(c.block) ?? []) {
        if (d === c || !d.alive || shareRun(a.runs, d.runs)) continue;
        const e = between(a, d);
        if (e !== undefined && e.merges && e.evidence > bestBits) {
          bestBits = e.evidence;
          best = d;
        }
      }
      if (!best) {
        // No group to move to, and the evidence is against the part and the rest of its group
        // being one issue: the part is to be a group of its own, if no other part moves (the
        // global merge never forms a group its evidence is against, and should not keep one).
        // With a judge, evidence that merely falls short of the margin keeps them together,
        // for the judge to weigh.
        if (alone === undefined && together !== undefined && together.evidence < 0) alone = a;
        continue;
      }
      setMembers(c, rest.members, position, featureOf, table);
      setMembers(best, [...best.members, ...a.members], position, featureOf);
      moved = movedHere = true;
      break;
    }
    if (movedHere || alone === undefined) continue;
    const leaving = new Set(alone.members);
    setMembers(
      c,
      c.members.filter((m) => !leaving.has(m)),
      position,
      featureOf,
      table,
    );
    const single: Working = { ...alone, id: clusters.length, alive: true };
    setMembers(single, alone.members, position, featureOf);
    clusters.push(single);
    created(single);
    moved = true;
  }
  return moved;
}

/** The members of `c` that `keep` selects, as a group of their own (the same id and block). */
function split(
  c: Working,
  keep: (m: Member, i: number) => boolean,
  position: Int32Array,
  featureOf: (m: Member) => Features,
  table: WordingTable,
): Working {
  const part: Working = { ...c, alive: true };
  setMembers(part, c.members.filter(keep), position, featureOf, table);
  return part;
}
