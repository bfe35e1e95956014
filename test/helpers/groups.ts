import { clusterRuns, type Member } from "../../src/cluster/cluster.js";
import { type Features, featuresOf } from "../../src/cluster/features.js";
import { Interner } from "../../src/cluster/text.js";
import { filesOf, setMembers, type Working } from "../../src/cluster/working.js";
import type { Generated, GeneratorOptions } from "../../bench/matching/quality.js";
import { finding } from "./runs.js";

/**
 * Five runs, one report each, the same open redirect worded five ways (in login.ts, line 10),
 * one more than a group keeps exemplars, and `group(id, runs)`: a working group of those runs'
 * reports, built as the grouping builds one (`setMembers`), canonical positions as given.
 */
export function fiveWordings(position: Int32Array) {
  const interner = new Interner();
  const titles = [
    "Open redirect",
    "Unvalidated redirect target",
    "Redirect to the next URL",
    "Next URL not checked",
    "Login forwards to any site",
  ];
  const features = titles.map((title) => [
    featuresOf(finding({ agent: "security", title, file: "src/login.ts", line: 10 }), interner),
  ]);
  const featureOf = (m: Member) => features[m.run]![m.index]!;
  const group = (id: number, runs: number[]): Working => {
    const c: Working = {
      id,
      exemplars: [],
      members: [],
      runs: [],
      block: features[0]![0]!.block,
      agent: "security",
      alive: true,
      files: [],
    };
    setMembers(
      c,
      runs.map((run) => ({ run, index: 0 })),
      position,
      featureOf,
    );
    return c;
  };
  return { features, featureOf, group };
}

/**
 * Working groups of one block (agent `security`, file `file`) given as lists of (run, title)
 * reports, each group's exemplars all its reports, as a step of the grouping holds them;
 * `names` gives each report's title.
 */
export function titledGroups(groups: [run: number, title: string][][], file: string) {
  const interner = new Interner();
  const reports = new Map<string, Features>();
  const names = new Map<Features, string>();
  const featureOf = (m: Member) => reports.get(`${m.run}:${m.index}`)!;
  const clusters: Working[] = groups.map((list, id) => {
    const members = list.map(([run, title]) => {
      const f = featuresOf(finding({ agent: "security", file, title }), interner);
      let index = 0;
      while (reports.has(`${run}:${index}`)) index++;
      reports.set(`${run}:${index}`, f);
      names.set(f, title);
      return { run, index };
    });
    return {
      id,
      members,
      runs: members.map((m) => m.run).sort((a, b) => a - b),
      exemplars: members.map(featureOf),
      block: featureOf(members[0]!).block,
      agent: "security",
      alive: true,
      files: filesOf(members.map(featureOf)),
    };
  });
  return { clusters, featureOf, names };
}

/** How many groups the grouping, without a judge, puts the reports of one of a generator's true issues in. */
export function groupsHolding(generated: Generated, issue: string): number {
  const { clusters } = clusterRuns(generated.runs);
  return new Set(
    clusters.flatMap((c, id) =>
      c.members.filter((m) => generated.sources[m.run]![m.index] === issue).map(() => id),
    ),
  ).size;
}

/**
 * A generator's tests at `runs` runs (seeds 1 to 20, moderate and heavy variation), each grouped
 * without a judge: for each, which groups hold a report of `issue`.
 */
function* groupedTests(family: (options: GeneratorOptions) => Generated, runs: number) {
  for (const variation of ["moderate", "heavy"] as const)
    for (let seed = 1; seed <= 20; seed++) {
      const { runs: reports, sources } = family({ runs, seed, variation });
      const { clusters } = clusterRuns(reports);
      yield (issue: string) =>
        clusters.filter((c) => c.members.some((m) => sources[m.run]![m.index] === issue));
    }
}

/** Over a generator's tests (`groupedTests`), how many times one of `issues` is split over several groups. */
export function splitsOver(
  family: (options: GeneratorOptions) => Generated,
  issues: readonly string[],
  runs = 10,
): number {
  let split = 0;
  for (const holding of groupedTests(family, runs))
    for (const issue of issues) if (holding(issue).length > 1) split++;
  return split;
}

/** Over a generator's tests (`groupedTests`), how many times one group holds reports of both `a` and `b`. */
export function mixesOver(
  family: (options: GeneratorOptions) => Generated,
  a: string,
  b: string,
  runs = 10,
): number {
  let mixed = 0;
  for (const holding of groupedTests(family, runs)) {
    const withA = new Set(holding(a));
    if (holding(b).some((c) => withA.has(c))) mixed++;
  }
  return mixed;
}
