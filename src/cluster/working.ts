import type { Member } from "./cluster.js";
import type { Features } from "./features.js";
import { compatible, mayShareFile } from "./match.js";
import { dice } from "./text.js";

/** A cluster while the grouping is built (cluster.ts, repair.ts, global-merge.ts). */
export interface Working {
  id: number;
  exemplars: Features[];
  members: Member[];
  /** Canonical positions of the runs it occurs in, sorted. */
  runs: number[];
  block: string;
  agent: string;
  alive: boolean;
  /**
   * A report for each file its reports have named (`noteFile`), those that left too: a superset
   * of its members' files, which `fitsFile` reads before the members themselves.
   */
  files: Features[];
}

/** How two findings compare, as every step of the grouping weighs it. */
export interface PairEvidence {
  /** log2 prior odds that two findings of different runs in one block are one issue. */
  priorBits: number;
  /** The comparison pattern of two compatible findings (compare.ts). */
  pattern(a: Features, b: Features): number;
  /** How much two reports' words share: a text level (compare.ts), 0 the same words. */
  words(a: Features, b: Features): number;
  /** A pattern's bits of evidence, without the prior. */
  bits(pattern: number): number;
  /**
   * The pattern of two compatible findings in two steps, the costly comparison of their words
   * last: `place` compares category, symbol and line (the words taken as the same), `withWords`
   * completes it; `withWords(place(a, b), words(a, b))` is `pattern(a, b)`.
   */
  place(a: Features, b: Features): number;
  withWords(place: number, words: number): number;
  /**
   * The most a pair at this place can weigh, whatever its words: what cannot reach a threshold
   * even so is passed over without comparing them.
   */
  atMost(place: number): number;
  /** Whether two reports' words agree (learn.ts `wordsAgree`): similar text, a category not against it. */
  wordsAgree(pattern: number): boolean;
  /** Whether the evidence may merge such a pair on its own: always without a judge; with one, only when the words agree. */
  agrees(pattern: number): boolean;
}

/**
 * Exemplars kept per cluster: enough to cover the usual rewordings, few enough to stay linear.
 * Chosen from 3 to 8 on the tuned families of the grouping benchmark (BENCHMARKS.md): with three,
 * a group reworded four ways was weighed against another without one of its wordings.
 */
export const MAX_EXEMPLARS = 4;

/**
 * Whether report `f` may join group `c`: every member of a run other than `run` may share its
 * file (`mayShareFile`). Its exemplars are not enough to tell: a report that names the file by
 * its base name alone (`Dockerfile`) may share it with reports of two files
 * (`services/ledger/Dockerfile`, `services/payments/Dockerfile`), and a group of it and one of
 * them, weighed by it, would take in the other: one finding in two files, which are two issues.
 */
export function fitsFile(f: Features, c: Working, featureOf: (m: Member) => Features, run = -1): boolean {
  if (f.file === "") return true;
  // Its files, usually one path: if each fits, every member's does. Only otherwise are the
  // members read, as the ones naming a file that does not fit may have left or be of `run`.
  if (c.files.every((g) => mayShareFile(f, g))) return true;
  for (const m of c.members) if (m.run !== run && !mayShareFile(f, featureOf(m))) return false;
  return true;
}

/** Whether two groups may be one finding by their files: each report of one fits the other (`fitsFile`). */
export function shareFile(a: Working, b: Working, featureOf: (m: Member) => Features): boolean {
  if (a.files.every((x) => b.files.every((y) => mayShareFile(x, y)))) return true;
  for (const m of a.members) if (!fitsFile(featureOf(m), b, featureOf)) return false;
  return true;
}

/** Notes the file `f` names among `c`'s files (`Working.files`), as it joins. */
export function noteFile(c: Working, f: Features): void {
  addFile(c.files, f);
}

/** The files of these reports, as `Working.files` holds them: one report for each. */
export function filesOf(reports: readonly Features[]): Features[] {
  const files: Features[] = [];
  for (const f of reports) addFile(files, f);
  return files;
}

function addFile(files: Features[], f: Features): void {
  if (f.file !== "" && !files.some((g) => g.file === f.file)) files.push(f);
}

/** Sorted insert of a run position. */
export function withRun(runs: number[], position: number): number[] {
  const out = [...runs, position];
  out.sort((a, b) => a - b);
  return out;
}

/**
 * Gives a cluster these members, in canonical run order (`position`, by input run), and what
 * follows from them: the canonical positions of their runs and the exemplars. Every step that
 * changes a group's members wholesale goes through here, so a group reads the same whichever
 * step built it.
 */
export function setMembers(
  c: Working,
  members: Member[],
  position: Int32Array,
  featureOf: (m: Member) => Features,
  table?: WordingTable,
): void {
  c.members = [...members].sort((a, b) => position[a.run]! - position[b.run]!);
  c.runs = c.members.map((m) => position[m.run]!);
  const reports = c.members.map(featureOf);
  c.exemplars = exemplarsOf(reports, table);
  c.files = filesOf(reports);
}

/**
 * A cluster's exemplars: of its reports that word it differently (title and description), the
 * most typical, so comparisons with it see the phrasings the runs used, not the most frequent
 * one three times. A report is typical by how much of its words it shares with the group's
 * reports (Dice of title and of description, summed over every member, repeats included), ties
 * in canonical order. Taken first in canonical order, the exemplars were whichever reports the
 * first runs happened to write: one wrongly joined or worded apart from every other stood for
 * the group whenever it was weighed against another (global-merge.ts, move-parts.ts), and drew
 * groups like it. (The first assignment of a run adds exemplars as it goes, before a group's
 * typical wording can be known.)
 */
export function exemplarsOf(members: Features[], table?: WordingTable): Features[] {
  const distinct: Features[] = [];
  const seen = new Set<number>();
  for (const f of members) {
    if (seen.has(f.textId)) continue;
    seen.add(f.textId);
    distinct.push(f);
  }
  if (distinct.length <= MAX_EXEMPLARS) return distinct;
  const { slot, size, titles, descriptions } = table ?? wordingTable(members);
  const slots = members.map((f) => slot.get(f.wordsId)!);
  // The terms summed over the members in their order, as one member at a time would: the same
  // sums to the last bit whichever table they are read from.
  const typical = distinct.map((a) => {
    const row = slot.get(a.wordsId)! * size;
    let sum = 0;
    for (const j of slots) sum = sum + titles[row + j]! + descriptions[row + j]!;
    return sum;
  });
  return distinct
    .map((f, i) => ({ f, i }))
    .sort((x, y) => typical[y.i]! - typical[x.i]! || x.i - y.i)
    .slice(0, MAX_EXEMPLARS)
    .map((x) => x.f);
}

/**
 * The Dice of title and of description of each pair of a group's word sets (one per `wordsId`),
 * each pair weighed once. With every text distinct it is a group's costliest part; a step that
 * tries several splits of one group (move-parts.ts) builds it once for all of them.
 */
export interface WordingTable {
  slot: Map<number, number>;
  size: number;
  titles: Float64Array;
  descriptions: Float64Array;
}

export function wordingTable(members: Features[]): WordingTable {
  const slot = new Map<number, number>();
  const sets: Features[] = [];
  for (const f of members)
    if (!slot.has(f.wordsId)) {
      slot.set(f.wordsId, sets.length);
      sets.push(f);
    }
  const size = sets.length;
  const titles = new Float64Array(size * size);
  const descriptions = new Float64Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = i; j < size; j++) {
      titles[i * size + j] = titles[j * size + i] = dice(sets[i]!.title, sets[j]!.title);
      descriptions[i * size + j] = descriptions[j * size + i] = dice(
        sets[i]!.description,
        sets[j]!.description,
      );
    }
  return { slot, size, titles, descriptions };
}

/**
 * The reports' indices in groups connected by `joined` (read only for two reports that may be
 * compared), in order of first report: a group's parts (move-parts.ts, judge-parts.ts).
 */
export function partsOf(
  reports: readonly Features[],
  joined: (a: Features, b: Features) => boolean,
): number[][] {
  const parent = reports.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let i = 0; i < reports.length; i++)
    for (let j = i + 1; j < reports.length; j++) {
      if (root(i) === root(j) || !compatible(reports[i]!, reports[j]!)) continue;
      if (joined(reports[i]!, reports[j]!)) parent[root(j)] = root(i);
    }
  const parts = new Map<number, number[]>();
  reports.forEach((_, i) => {
    const r = root(i);
    parts.set(r, [...(parts.get(r) ?? []), i]);
  });
  return [...parts.values()];
}

/**
 * Whether two groups' reports may be compared: of one block (agent and file), or one of them of
 * no file, which is compared with every block of its agent.
 */
export function relatedBlocks(a: Working, b: Working): boolean {
  return a.block === b.block || a.block.endsWith("\u0000") || b.block.endsWith("\u0000");
}
