import { clusterRuns } from "../src/cluster/cluster.js";
import type { Finding, Run } from "../src/findings/types.js";
import { syntheticScenario } from "../src/simulator/synthetic.js";
import { sampleRun } from "../src/simulator/vary.js";
import { developmentRuns } from "./matching/development.js";
import { fleetRuns } from "./matching/heldout-fleet.js";
import { assignmentOf, type GroupingQuality, groupingQuality } from "./matching/quality.js";
import type { BenchRow, BenchSection } from "./report.js";

/** Runs with the issue behind each report. */
export interface Labelled {
  runs: Run[];
  sources: string[][];
}

/**
 * A habit a model may keep for a whole run: what it does to the reports of run `i` (0-based).
 * `repeat` appends copies of some of a run's reports to it, each labelled with its original.
 */
export interface Habit {
  name: string;
  /** What it does to report `j` (0-based, in the run's order) of run `i`. */
  report?: (f: Finding, i: number, j: number) => Finding;
  repeat?: (j: number, i: number) => boolean;
  /**
   * Appends to run `i` a second report of some of its issues, at the same place but worded as
   * another run words the issue (its title, description and category): one issue reported twice
   * in one run in other words, which the grouping takes for two (one run reports an issue once).
   */
  restate?: (j: number, i: number) => boolean;
}

const OPENERS = ["In this code, ", "Upon review, ", "We found that ", "Analysis shows that ", "Note: "];

const HABITS: Habit[] = [
  {
    name: "a run's tag at the end of each title (`… (pass 3)`)",
    report: (f, i) => ({ ...f, title: `${f.title} (pass ${i + 1})` }),
  },
  {
    name: "titles numbered in the run's order (`3. …`)",
    report: (f, _i, j) => ({ ...f, title: `${j + 1}. ${f.title}` }),
  },
  {
    name: "a run's own opening words in each description",
    report: (f, i) => ({ ...f, description: `${OPENERS[i % OPENERS.length]}${f.description}` }),
  },
  {
    name: "symbols qualified in one run, the bare name in the next",
    report: (f, i) => (i % 2 && f.symbol ? { ...f, symbol: f.symbol.split(/[.:#]+/).pop() } : f),
  },
  { name: "every other run names no line", report: (f, i) => (i % 2 ? { ...f, line: undefined } : f) },
  {
    name: "every other run names neither symbol nor line",
    report: (f, i) => (i % 2 ? { ...f, symbol: undefined, line: undefined } : f),
  },
  { name: "no run names a symbol or a line", report: (f) => ({ ...f, symbol: undefined, line: undefined }) },
  { name: "a run repeats one report in seven word for word", repeat: (j, i) => j % 7 === i % 7 },
  {
    name: "a run reports one issue in seven a second time, in another run's words",
    restate: (j, i) => j % 7 === i % 7,
  },
  {
    name: "a run reports one of its issues a second time, in another run's words",
    restate: (j, i) => j === i % 5,
  },
  {
    // About as often as the real scanner reports of the shared audit data do it (README).
    name: "one run reports one issue a second time, in another run's words (one report in the test)",
    restate: (j, i) => i === 7 && j === 3,
  },
];

/** `base` with `habit` applied to each run, each report labelled with its issue. */
export function withHabit(base: Labelled, habit: Habit): Labelled {
  const runs: Run[] = [];
  const sources: string[][] = [];
  base.runs.forEach((run, i) => {
    let findings = habit.report ? run.findings.map((f, j) => habit.report!(f, i, j)) : [...run.findings];
    let labels = [...base.sources[i]!];
    if (habit.repeat) {
      const copies = run.findings.map((_, j) => j).filter((j) => habit.repeat!(j, i));
      findings = [...findings, ...copies.map((j) => ({ ...run.findings[j]! }))];
      labels = [...labels, ...copies.map((j) => base.sources[i]![j]!)];
    }
    if (habit.restate) {
      run.findings.forEach((f, j) => {
        if (!habit.restate!(j, i)) return;
        const source = base.sources[i]![j]!;
        // The same issue as the next run that reports it words it.
        for (let step = 1; step < base.runs.length; step++) {
          const other = (i + step) % base.runs.length;
          const k = base.sources[other]!.indexOf(source);
          if (k < 0) continue;
          const worded = base.runs[other]!.findings[k]!;
          if (worded.title === f.title && worded.description === f.description) continue;
          findings.push({
            ...f,
            title: worded.title,
            description: worded.description,
            category: worded.category,
          });
          labels.push(source);
          return;
        }
      });
    }
    runs.push({ ...run, findings });
    sources.push(labels);
  });
  return { runs, sources };
}

/** The simulator's twin-heavy catalogue: 24 files, three agents, temperature 0.3. */
function catalogueRuns(seed: number): Labelled {
  const scenario = syntheticScenario({ files: 24, seed });
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let run = 1; run <= 10; run++) {
    const sampled = ["security", "performance", "architecture"].flatMap((agent) =>
      sampleRun(scenario, { seed, run, agent, temperature: 0.3 }),
    );
    runs.push({ run, findings: sampled.map(({ source: _source, ...f }) => f) });
    sources.push(sampled.map((f) => String(f.source)));
  }
  return { runs, sources };
}

const SETS: { name: string; seeds: number[]; make: (seed: number) => Labelled }[] = [
  { name: "simulator catalogue", seeds: [1, 2, 3], make: catalogueRuns },
  {
    name: "fleet, heavy",
    seeds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    make: (seed) => fleetRuns({ runs: 10, seed, variation: "heavy" }),
  },
  {
    name: "development, heavy",
    seeds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    make: (seed) => developmentRuns({ runs: 10, seed, variation: "heavy" }),
  },
];

function quality(labelled: Labelled): GroupingQuality {
  return groupingQuality(
    labelled.runs,
    labelled.sources,
    assignmentOf(labelled.runs, clusterRuns(labelled.runs).clusters),
  );
}

/**
 * Worst precision and recall and largest |Δscore| over the seeds, each case with the habit
 * (none: as generated) against its own grouping as generated (`plain`).
 */
function worst(cases: Labelled[], plain: GroupingQuality[], habit: Habit | undefined): string {
  let precision = 1;
  let recall = 1;
  let delta = 0;
  cases.forEach((base, k) => {
    const q = habit ? quality(withHabit(base, habit)) : plain[k]!;
    precision = Math.min(precision, q.precision);
    recall = Math.min(recall, q.recall);
    delta = Math.max(delta, Math.abs(q.score - q.trueScore));
  });
  return `P ${precision.toFixed(3)} · R ${recall.toFixed(3)} · |Δscore| ${delta.toFixed(1)}`;
}

export async function habitsBench(): Promise<BenchSection> {
  const rows: BenchRow[] = [];
  for (const set of SETS) {
    const cases = set.seeds.map(set.make);
    const plain = cases.map(quality);
    const reference = worst(cases, plain, undefined);
    rows.push({ what: `${set.name}: as generated`, value: reference });
    for (const habit of HABITS)
      rows.push({ what: `${set.name}: ${habit.name}`, value: worst(cases, plain, habit), reference });
  }
  return {
    title: "Grouping under a run's habits",
    method:
      "What a model does the same way throughout one run, which no generator family above does: a habit applied " +
      "to every report of a run (or of every other run), on the simulator's twin-heavy catalogue (24 files, 10 runs, " +
      "seeds 1 to 3) and on two families the matcher was tuned against (fleet and development, heavy variation, 10 " +
      "runs, seeds 1 to 10), so looking at their errors tunes nothing that is meant to stay unseen. Each value is the " +
      "worst over the seeds: pairwise precision and recall and the largest |score − score from the true identities|; " +
      "the reference is the same runs without the habit. No targets: the rows show where the grouping stands, and " +
      "several what is still weak. A run's own opening words in its descriptions had cost development, heavy, 0.06 " +
      "of precision and 0.05 of recall (five openers over ten runs, so each is shared by two runs and counted as " +
      "words two issues' reports may share by chance), until a Go method's receiver was read as its owner (see " +
      "Grouping quality; `store.(*UserStore).Find` had read as `store.find`, not `UserStore.Find`): now 0.005 of " +
      "recall. A run's tag in its titles had cost up to 0.14 of precision until " +
      "words only one run uses stopped counting as shared between two reports of that run (it still costs fleet, " +
      "heavy, 0.05 of precision and 0.06 of recall: short titles give the tag much of their weight), and titles numbered in " +
      "the run's order up to 0.11 of recall until a title's list number stopped being one of its words (see " +
      "Grouping quality). Runs that name no place leave only the words, which in the catalogue differ between " +
      "twin issues by one word; every other run naming neither symbol nor line had cost fleet 9.3 points of score " +
      "and development 13.1 until a field's chances were counted only among the pairs that give it (2.0 and 6.1 " +
      "then; 3.7 and 5.2 since the place is fitted on the pairs whose words agree, which costs development 0.1 of " +
      "precision here; see Grouping quality). A report a run repeats word for word is one finding reported twice: " +
      "a finding has at most one occurrence per run, and each copy had become a finding of its own, seen in few " +
      "runs, which cost up to 20 points of score (catalogue 16.8, fleet 17.4, development 19.7); copies are now set " +
      "aside before anything is learned and join their original's group as repeats, so the groups and the score are " +
      "those of the runs without them. The row's precision and recall still differ from the plain row's because " +
      "each copy is one more report in the pairs counted, in whichever group its original is. Where places are " +
      "taken away, two twin reports of a run that differed only in their line become word for word the same, and " +
      "are now one finding reported twice: catalogue, no run naming a symbol or a line, P 0.778 to 0.782 and R " +
      "0.730 to 0.742; every other run naming neither, |Δscore| 8.6 to 8.9. A repair sweep now visits the reports " +
      "of a group whose block changed (see Grouping quality): fleet, symbols qualified in one run, P 0.910 to " +
      "0.925. Found with such probes and fixed first: a run's tag in every title of 50 synthetic runs, and half " +
      "the runs naming no place, which had left those reports in groups of their own (see Grouping quality). " +
      "Not handled: one issue reported twice in one run in other words (the last three rows of each set; the " +
      "second report at the first's place, worded and categorised as another run words the issue). The " +
      "grouping takes a run's two reports for two issues, which is what it learns the chance agreement from, " +
      "so the pair teaches that reports worded alike at one place are often two issues (fleet, seed 1: " +
      "within-run pairs 20 to 40, the weight of the same words in one category 5.0 to 1.6 bits), and it may " +
      "not put them in one group: the issue's reports end in two groups of about equal size, each holding one " +
      "of every such run's two; one such report a run (the row before last) costs about as much in runs of some 10 " +
      "reports (fleet, development), less where a run holds many more (the catalogue). Real reports restate " +
      "far less often: in the 318 findings of the two AI scanners' reports in the shared audit data, 2 of the " +
      "50 pairs of one report at one function may be one issue (read by hand: `_computeSlot`'s two on its " +
      "storage key's missing domain separation, `_allowRouterSpend`'s two on an `approve` that non-standard " +
      "tokens revert), about one report in 160; the last row restates one report in the whole test, about one " +
      "in 100 in fleet and development, which reads up to 3.9 and 7.4 points off there (1.7 and 3.6 as " +
      "generated). Folding one group into another where the two share runs only at one place and are as alike " +
      "across as within was tried (see Grouping quality); it cannot tell a restated issue from twins at one " +
      "place, which look the same.",
    command: "npm run bench -- habits",
    rows,
  };
}
