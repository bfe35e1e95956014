import type { NumberSetting, OptionalNumberSetting } from "./setting.js";

/** The commands that call a model, where the LLM settings apply. */
const MODEL_COMMANDS = ["measure", "run", "merge", "evaluate", "demo"] as const;
/** The commands that analyse source files. */
const ANALYSIS_COMMANDS = ["run", "demo"] as const;
/** The commands that score runs, where the classes' thresholds apply. */
const SCORING_COMMANDS = ["measure", "run", "merge", "demo"] as const;
/** The commands that judge findings against a truth file. */
const JUDGE_COMMANDS = ["run", "merge", "evaluate", "demo"] as const;

/**
 * The numeric settings both front doors offer, each described once: the action reads its
 * inputs and the CLI its flags through these, action.yml and the commands' help say what is
 * written here, and a test fails when they drift.
 */
export const NUMBERS = {
  temperature: {
    name: "temperature",
    description: "Sampling temperature of the analysis.",
    default: 0.3,
    min: 0,
    max: 2,
    cli: ANALYSIS_COMMANDS,
    action: true,
  },
  concurrency: {
    name: "concurrency",
    description: "Parallel requests to the model.",
    default: 8,
    min: 1,
    max: 64,
    integer: true,
    cli: MODEL_COMMANDS,
    action: true,
  },
  requestTimeout: {
    name: "request-timeout",
    description: "Per-request timeout in seconds.",
    default: 120,
    min: 1,
    max: 3600,
    cli: MODEL_COMMANDS,
    action: true,
  },
  deadline: {
    name: "deadline",
    description: "Overall deadline of the model calls in minutes.",
    default: 45,
    min: 1,
    max: 24 * 60,
    cli: MODEL_COMMANDS,
    action: true,
  },
  maxRetryAfter: {
    name: "max-retry-after",
    description: "Longest wait for a rate limit's retry-after, in seconds; a longer one is cut to this.",
    default: 300,
    min: 0,
    max: 3600,
    cli: MODEL_COMMANDS,
    action: true,
  },
  iterations: {
    name: "iterations",
    description:
      "Judge samples per request, voted on: per batch of findings for the truth judge, per agent and file group for the grouping judge.",
    default: 3,
    min: 1,
    max: 9,
    integer: true,
    cli: MODEL_COMMANDS,
    action: true,
  },
  batchSize: {
    name: "batch-size",
    description: "Findings per truth-judge prompt.",
    default: 10,
    min: 1,
    max: 100,
    integer: true,
    cli: JUDGE_COMMANDS,
    action: true,
  },
  tokenBudget: {
    name: "token-budget",
    description: "Input tokens per analysis request; the files are grouped under it.",
    default: 24_000,
    min: 1000,
    max: 2_000_000,
    integer: true,
    cli: ANALYSIS_COMMANDS,
    action: true,
  },
  maxFiles: {
    name: "max-files",
    description: "Most files analysed; the rest are listed as skipped.",
    default: 100,
    min: 1,
    max: 10_000,
    integer: true,
    cli: ANALYSIS_COMMANDS,
    action: true,
  },
  maxFileBytes: {
    name: "max-file-bytes",
    description: "Largest file analysed, in bytes.",
    default: 262_144,
    min: 1,
    max: 64 * 1024 * 1024,
    integer: true,
    cli: ANALYSIS_COMMANDS,
    action: true,
  },
  maxTotalBytes: {
    name: "max-total-bytes",
    description: "Most bytes analysed over all files.",
    default: 2_097_152,
    min: 1,
    max: 256 * 1024 * 1024,
    integer: true,
    cli: ANALYSIS_COMMANDS,
    action: true,
  },
  fullyConsistentThreshold: {
    name: "fully-consistent-threshold",
    description: "Appearance rate (%) from which a finding is fully consistent.",
    default: 100,
    min: 0,
    max: 100,
    cli: SCORING_COMMANDS,
    action: true,
  },
  highlyConsistentThreshold: {
    name: "highly-consistent-threshold",
    description: "Appearance rate (%) from which a finding is highly consistent.",
    default: 80,
    min: 0,
    max: 100,
    cli: SCORING_COMMANDS,
    action: true,
  },
  moderatelyConsistentThreshold: {
    name: "moderately-consistent-threshold",
    description: "Appearance rate (%) from which a finding is moderately consistent.",
    default: 50,
    min: 0,
    max: 100,
    cli: SCORING_COMMANDS,
    action: true,
  },
} as const satisfies Record<string, NumberSetting>;

export type NumberName = keyof typeof NUMBERS;
export const NUMBER_LIST: readonly NumberSetting[] = Object.values(NUMBERS);

/** The names of some settings, for picking a command's help block. */
export function pick(...keys: NumberName[]): NumberSetting[] {
  return keys.map((k) => NUMBERS[k]);
}

/** The numbers that may be left out, described once for both doors. */
export const OPTIONAL_NUMBERS = {
  seed: {
    kind: "optional-number",
    name: "seed",
    description: "Passed to the model as `seed`.",
    min: 0,
    max: 2 ** 31 - 1,
    integer: true,
    none: "none",
    cli: ANALYSIS_COMMANDS,
    action: true,
  },
  maxTokens: {
    kind: "optional-number",
    name: "max-tokens",
    description:
      "Stop before the test spends more tokens than this; the runs completed so far are scored and reported.",
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    integer: true,
    none: "no limit",
    cli: ["run", "merge", "demo"],
    action: true,
  },
  maxCost: {
    kind: "optional-number",
    name: "max-cost",
    description:
      "Stop before the test costs more than this many US dollars, counted by the price table or price.",
    min: 0.0001,
    max: 1_000_000,
    none: "no limit",
    cli: ["run", "merge", "demo"],
    action: true,
  },
} as const satisfies Record<string, OptionalNumberSetting>;

export type OptionalNumberName = keyof typeof OPTIONAL_NUMBERS;
export const OPTIONAL_NUMBER_LIST: readonly OptionalNumberSetting[] = Object.values(OPTIONAL_NUMBERS);
