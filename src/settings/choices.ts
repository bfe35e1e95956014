import type { ChoiceSetting } from "./setting.js";

/** The settings that are one of a few words, described once for both doors. */
export const CHOICES = {
  evaluateRuns: {
    kind: "choice",
    name: "evaluate-runs",
    description:
      "consensus: judge the findings at least half the runs agree on; all: also judge every run on its own (F1 mean, spread, best and worst run).",
    choices: ["consensus", "all"],
    default: "consensus",
    cli: ["run", "merge", "demo"],
    action: true,
  },
  candidates: {
    kind: "choice",
    name: "candidates",
    description:
      "Which scan findings the truth judge compares each truth finding with. all: every one, as the AuditAgent scoring algorithm does. same-file: only those in a file the truth finding names (all when it names none): fewer judge calls on big reports, but a match is lost where the truth and the scanner name different files.",
    choices: ["all", "same-file"],
    default: "all",
    cli: ["run", "merge", "evaluate", "demo"],
    action: true,
  },
  consolidate: {
    kind: "choice",
    name: "consolidate",
    description:
      "judge: after grouping the runs' reports by evidence, ask the judge model which close groups are one issue (voted over iterations; at most one request per agent and file group per vote; never merges two groups that occur in one run). off: the evidence alone. judge is the default where a model is configured (measure: only with --model).",
    choices: ["judge", "off"],
    default: "judge",
    cli: ["measure", "run", "merge", "demo"],
    action: true,
  },
  mode: {
    kind: "choice",
    name: "mode",
    description:
      "run: analyse (the whole test, or one shard); merge: read the shards' partial results, score them as one test, judge, comment and gate (files is then not needed).",
    choices: ["run", "merge"],
    default: "run",
    cli: [],
    action: true,
    oneDoorBecause: "the CLI has a command for each: 'run' (with --shard) and 'merge'",
  },
} as const satisfies Record<string, ChoiceSetting>;

export type ChoiceName = keyof typeof CHOICES;
export const CHOICE_LIST: readonly ChoiceSetting[] = Object.values(CHOICES);
