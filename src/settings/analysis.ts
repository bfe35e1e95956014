import { z } from "zod";
import { DEFAULT_AGENTS } from "../analysis/agents.js";
import { ADAPTIVE_DEFAULTS } from "../pipeline/adaptive.js";
import { MAX_SHARDS, type Shard } from "../pipeline/shard.js";
import type { ListSetting, NumberSetting, SwitchSetting, TextSetting, ValueSetting } from "./setting.js";

/** What is analysed, how often, and in which slices: described once for both doors. */

/** Where the partial results of a sharded test are looked for by default (the artifacts' folder). */
export const DEFAULT_PARTIALS = "llm-determinism-partials/**/*.json";

const RUN_COUNT = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.union([z.literal("auto"), z.coerce.number<string>().int().min(2).max(50)]));

const SHARD = z
  .string()
  .regex(/^\s*\d+\s*\/\s*\d+\s*$/)
  .transform((text): Shard => {
    const [index, count] = text.split("/").map((n) => Number(n.trim())) as [number, number];
    return { index, count };
  })
  .refine((s) => s.count >= 1 && s.count <= MAX_SHARDS && s.index >= 1 && s.index <= s.count);

export const ANALYSIS = {
  files: {
    kind: "list",
    name: "files",
    description:
      "Globs of the files to analyse (`!` excludes; `**` crosses folders): one per line in the action, several after --files (or as arguments) in the CLI. Required with mode run (the default); mode merge takes none.",
    placeholder: "globs",
    default: [],
    separator: "lines",
    cli: ["run"],
    action: true,
  },
  workingDirectory: {
    kind: "text",
    name: "working-directory",
    description:
      "Folder the files globs are relative to and reported paths start from. The action also reads truth, agents-file and its other paths from it; the CLI reads those from the current folder.",
    placeholder: "dir",
    default: ".",
    cli: ["run"],
    cliAliases: ["root"],
    action: true,
  },
  runs: {
    kind: "value",
    name: "runs",
    description:
      "Identical analysis runs, or auto: add runs until the reproducibility interval is narrower than target-width (at most max-runs); the result says why it stopped.",
    placeholder: "2-50|auto",
    default: "10",
    expected: "a whole number from 2 to 50, or auto",
    schema: RUN_COUNT,
    cli: ["run", "demo"],
    action: true,
  } satisfies ValueSetting<number | "auto">,
  maxRuns: {
    name: "max-runs",
    description: "Most runs with runs auto.",
    default: ADAPTIVE_DEFAULTS.maxRuns,
    min: 3,
    max: 50,
    integer: true,
    onlyWith: "runs auto",
    cli: ["run", "demo"],
    action: true,
  } satisfies NumberSetting,
  targetWidth: {
    name: "target-width",
    description: "Width (percentage points) of the reproducibility's 95% interval that runs auto stops at.",
    default: ADAPTIVE_DEFAULTS.targetWidth,
    min: 0.1,
    max: 100,
    onlyWith: "runs auto",
    cli: ["run", "demo"],
    action: true,
  } satisfies NumberSetting,
  agents: {
    kind: "list",
    name: "agents",
    description:
      "Comma-separated agents (built-in security, performance, architecture, or names from agents-file).",
    placeholder: "list",
    default: DEFAULT_AGENTS,
    separator: "names",
    item: "agent",
    cli: ["run", "demo"],
    action: true,
  },
  models: {
    kind: "list",
    name: "models",
    description:
      "The same test for several models, side by side (comma-separated; the first is gated and commented on).",
    placeholder: "a,b,...",
    default: [],
    none: "the model",
    separator: "names",
    item: "model",
    cli: ["run", "demo"],
    action: true,
  },
  shard: {
    kind: "value",
    name: "shard",
    description:
      "k/n: run only slice k of n of the work (runs × agents × file groups) and write a partial result for the merge (the action's output partial-json, the CLI's --out); no comment, no gate. Use with a matrix.",
    placeholder: "k/n",
    default: "",
    none: "the whole test",
    expected: `k/n with 1 ≤ k ≤ n ≤ ${MAX_SHARDS}, such as 2/4 (${"${{ matrix.shard }}"}/4 in a matrix)`,
    schema: SHARD,
    cli: ["run"],
    action: true,
  } satisfies ValueSetting<Shard>,
  partials: {
    kind: "list",
    name: "partials",
    description:
      "Globs of the shards' partial results to merge (download the shards' artifacts there): one per line in the action (mode merge), several after --partials (or as arguments) in the CLI's merge.",
    placeholder: "globs",
    default: [DEFAULT_PARTIALS],
    separator: "lines",
    cli: ["merge"],
    action: true,
  },
  includeRaw: {
    kind: "switch",
    name: "include-raw",
    description: "Keep each run's findings verbatim in the JSON result (`runs`).",
    default: false,
    cli: ["run", "merge", "demo"],
    action: true,
  },
} as const satisfies Record<string, ListSetting | TextSetting | ValueSetting | NumberSetting | SwitchSetting>;
