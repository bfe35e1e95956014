import type { Run, Severity } from "../../src/findings/types.js";
import { majoritySeverity, type Occurrences, oneErrorShift } from "../../src/score/grouping-shift.js";
import { determinismScore } from "../../src/score/scores.js";

/** What a generator family is asked for: how many runs, which draw, how much the reports vary. */
export interface GeneratorOptions {
  runs: number;
  seed: number;
  variation: "moderate" | "heavy";
}

/** A generator's output: the runs, and the true issue of each finding (by run, by position). */
export interface Generated {
  runs: Run[];
  sources: string[][];
}

/** A grouping: for each run (input position), the group id of each finding. */
export type Assignment = number[][];

export interface GroupingQuality {
  precision: number;
  recall: number;
  f1: number;
  groups: number;
  /**
   * Grouping errors: the groups each issue is split into beyond one, plus the issues each group
   * mixes beyond one (a report split off its issue is one, two issues merged is one).
   */
  errors: number;
  /** The determinism score from this grouping and from the true identities. */
  score: number;
  trueScore: number;
}

/**
 * description → the issues it was written for, as the generator labelled them: what the
 * simulated grouping judge knows about output it did not write.
 */
export function identities(runs: readonly Run[], sources: string[][]): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  runs.forEach((run, r) =>
    run.findings.forEach((f, i) =>
      map.set(f.description, (map.get(f.description) ?? new Set()).add(sources[r]![i]!)),
    ),
  );
  return map;
}

/** Group ids from clusters of `{ run, index }` members. */
export function assignmentOf(
  runs: readonly Run[],
  clusters: { members: { run: number; index: number }[]; repeats?: { run: number; index: number }[] }[],
) {
  const out: Assignment = runs.map((r) => new Array<number>(r.findings.length).fill(-1));
  clusters.forEach((c, id) => {
    for (const m of [...c.members, ...(c.repeats ?? [])]) out[m.run]![m.index] = id;
  });
  return out;
}

/** A group as the score reads it: how many of its appearances gave each severity. */
function occurrencesOf(group: Group): Occurrences {
  const severities: Partial<Record<Severity, number>> = {};
  for (const s of group.severities) severities[s] = (severities[s] ?? 0) + 1;
  return { severities };
}

/** The classic determinism score of a grouping (grouping-shift.ts: a group's severity is its most frequent, ties to the higher). */
function scoreOf(runs: readonly Run[], groups: Map<string | number, Group>): number {
  const items = [...groups.values()].map((g) => ({
    severity: majoritySeverity(occurrencesOf(g).severities)!,
    appearances: g.runs.size,
  }));
  return determinismScore(items, runs.length);
}

/**
 * The runs a group appears in, and the severity of its report in each: a report a run repeats
 * word for word is no second appearance, as in the product (measure.ts counts occurrences).
 */
interface Group {
  severities: Severity[];
  runs: Set<number>;
}

function add(
  groups: Map<string | number, Group>,
  key: string | number,
  severity: Severity,
  run: number,
): void {
  const group = groups.get(key) ?? { severities: [], runs: new Set<number>() };
  if (!group.runs.has(run)) group.severities.push(severity);
  group.runs.add(run);
  groups.set(key, group);
}

/** Pairwise precision/recall/F1 over all pairs of occurrences, and the scores either way. */
export function groupingQuality(
  runs: readonly Run[],
  sources: string[][],
  assignment: Assignment,
): GroupingQuality {
  const items: { source: string; group: number }[] = [];
  const predicted = new Map<number, Group>();
  const truth = new Map<string, Group>();
  runs.forEach((run, r) =>
    run.findings.forEach((f, i) => {
      const group = assignment[r]![i]!;
      const source = sources[r]![i]!;
      items.push({ source, group });
      add(predicted, group, f.severity, r);
      add(truth, source, f.severity, r);
    }),
  );
  // Pair counts from contingency counts: linear, not quadratic, in the findings.
  const pairs = (n: number) => (n * (n - 1)) / 2;
  const cell = new Map<string, number>();
  const byGroup = new Map<number, number>();
  const bySource = new Map<string, number>();
  for (const { source, group } of items) {
    const key = `${group}\u0000${source}`;
    cell.set(key, (cell.get(key) ?? 0) + 1);
    byGroup.set(group, (byGroup.get(group) ?? 0) + 1);
    bySource.set(source, (bySource.get(source) ?? 0) + 1);
  }
  let tp = 0;
  for (const n of cell.values()) tp += pairs(n);
  let predictedPairs = 0;
  for (const n of byGroup.values()) predictedPairs += pairs(n);
  let actualPairs = 0;
  for (const n of bySource.values()) actualPairs += pairs(n);
  // Each (group, issue) cell beyond the first of its issue is a split, beyond the first of its
  // group a merge.
  const errors = 2 * cell.size - bySource.size - byGroup.size;
  const precision = predictedPairs === 0 ? 1 : tp / predictedPairs;
  const recall = actualPairs === 0 ? 1 : tp / actualPairs;
  return {
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    groups: byGroup.size,
    errors,
    score: scoreOf(runs, predicted),
    trueScore: scoreOf(runs, truth),
  };
}

/**
 * How far one grouping error moves the score: over each appearance of an issue that two or more
 * runs report, the |Δscore| when that appearance alone is split off into a finding of its own;
 * the median (grouping-shift.ts `oneErrorShift`, which the product reports of its own grouping).
 * With twenty issues, one such error moves the score by about a twentieth of it, so a target on
 * |Δscore| smaller than this asks for no error at all.
 */
export function oneSplitShift(runs: readonly Run[], sources: string[][]): number {
  const truth = new Map<string, Group>();
  runs.forEach((run, r) => run.findings.forEach((f, i) => add(truth, sources[r]![i]!, f.severity, r)));
  return oneErrorShift([...truth.values()].map(occurrencesOf), runs.length) ?? 0;
}
