import type {
  ListSetting,
  OptionalNumberSetting,
  SwitchSetting,
  TextSetting,
  NumberSetting,
} from "./setting.js";

/**
 * The flags of the commands that work on files a user already has (`evaluate` a report,
 * `measure` run files): no action input matches them, since the action makes its own runs and
 * judges them. Described here like every other setting, so their help is written from these
 * and the settings test holds them too. Some share a name with a setting of `run` and mean
 * something else there (evaluate's --truth is the file it judges against, measure's --runs
 * are files): each command's help says its own.
 */
const EVALUATE_ONLY =
  "evaluate judges a report you already have; the action judges the consensus of its own runs";
const MEASURE_ONLY = "measure scores run files you already have; the action makes its own runs";

export const EVALUATE_FLAGS = {
  truth: {
    kind: "text",
    name: "truth",
    description: "Ground truth: { vulnerabilities: [...] } or any findings shape.",
    placeholder: "file",
    default: "",
    cli: ["evaluate"],
    action: false,
    oneDoorBecause: EVALUATE_ONLY,
  },
  scan: {
    kind: "text",
    name: "scan",
    description: "The report to evaluate (any findings shape).",
    placeholder: "file",
    default: "",
    cli: ["evaluate"],
    action: false,
    oneDoorBecause: EVALUATE_ONLY,
  },
  out: {
    kind: "text",
    name: "out",
    description: "Where to write the evaluated rows.",
    placeholder: "file",
    default: "",
    cli: ["evaluate"],
    action: false,
    oneDoorBecause: EVALUATE_ONLY,
  },
  dataRoot: {
    kind: "text",
    name: "data-root",
    description: "The AuditAgent layout: source_of_truth/<repo>.json and <scan-source>/<repo>_results.json.",
    placeholder: "dir",
    default: "",
    cli: ["evaluate"],
    action: false,
    oneDoorBecause: EVALUATE_ONLY,
  },
  scanSource: {
    kind: "text",
    name: "scan-source",
    description: "The scan folder under the data root.",
    placeholder: "name",
    default: "baseline",
    cli: ["evaluate"],
    action: false,
    oneDoorBecause: EVALUATE_ONLY,
  },
  outputRoot: {
    kind: "text",
    name: "output-root",
    description: "Where <repo>_results.json files are written.",
    placeholder: "dir",
    default: "",
    cli: ["evaluate"],
    action: false,
    oneDoorBecause: EVALUATE_ONLY,
  },
  repos: {
    kind: "list",
    name: "repos",
    description: "Only these repos.",
    placeholder: "a,b",
    default: [],
    none: "every repo with both files",
    separator: "names",
    item: "a repo",
    cli: ["evaluate"],
    action: false,
    oneDoorBecause: EVALUATE_ONLY,
  },
  sequential: {
    kind: "switch",
    name: "sequential",
    description: "One truth finding at a time, as the AuditAgent algorithm (the same result, slower).",
    default: false,
    cli: ["evaluate"],
    action: false,
    oneDoorBecause: EVALUATE_ONLY,
  },
  temperature: {
    name: "temperature",
    description: "The judge's temperature.",
    default: 0.3,
    min: 0,
    max: 2,
    cli: ["evaluate"],
    action: false,
    oneDoorBecause: EVALUATE_ONLY,
  },
  debugPrompt: {
    kind: "switch",
    name: "debug-prompt",
    description: "Also write every judge prompt (<out>.prompts.jsonl).",
    default: false,
    cli: ["evaluate"],
    action: false,
    oneDoorBecause: EVALUATE_ONLY,
  },
} as const satisfies Record<string, TextSetting | ListSetting | SwitchSetting | NumberSetting>;

export const MEASURE_FLAGS = {
  runs: {
    kind: "list",
    name: "runs",
    description:
      "The run files as a flag (the same as giving them as arguments; unlike 'run --runs', which is a number of runs).",
    placeholder: "files/globs",
    default: [],
    none: "the arguments",
    separator: "lines",
    cli: ["measure"],
    action: false,
    oneDoorBecause: MEASURE_ONLY,
  },
  seed: {
    kind: "optional-number",
    name: "seed",
    description: "Accepted and ignored: the scores and intervals draw no random numbers.",
    min: 0,
    max: Number.MAX_SAFE_INTEGER,
    integer: true,
    none: "none",
    cli: ["measure"],
    action: false,
    oneDoorBecause: MEASURE_ONLY,
  },
} as const satisfies Record<string, ListSetting | OptionalNumberSetting>;
