import path from "node:path";
import { DEFAULT_AGENTS, resolveAgents } from "../../analysis/agents.js";
import { InputError } from "../../errors.js";
import { readAgentsFile } from "../../io/agents-file.js";
import { ADAPTIVE_DEFAULTS, type AdaptivePlan } from "../../pipeline/adaptive.js";
import type { TestSettings } from "../../pipeline/determinism-test.js";
import { parseShard, runShard } from "../../pipeline/shard.js";
import { writeJsonAtomic } from "../../io/json-file.js";
import { loadSourceFiles } from "../../io/source-files.js";
import { Budget } from "../../llm/budget.js";
import { priceOf } from "../../llm/pricing.js";
import { describeEstimate, estimateAnalysis } from "../../pipeline/estimate.js";
import { runModels } from "../../pipeline/full-test.js";
import { listFlag, numberFlag, parseFlags } from "../flags.js";
import type { CliIo } from "../io.js";
import { checkOutputs, FINISH_FLAGS, FINISH_HELP, finishRun, gatesOf, readInsightFlags } from "../finish.js";
import { groupingFlags, JUDGE_FLAGS, JUDGE_HELP, judgeFlags } from "../judge-flags.js";
import { connect, LLM_FLAGS, LLM_HELP, llmSettings } from "../llm-flags.js";
import { progressReporter } from "../progress.js";
import { THRESHOLD_FLAGS, THRESHOLD_HELP, thresholdsFrom } from "../thresholds.js";
import { cliNumber, cliOptionalNumber, OPTIONAL_NUMBERS, pick } from "../../settings/numbers.js";
import { helpLines } from "../../settings/setting.js";
import { cliText, TEXTS } from "../../settings/texts.js";

export const RUN_HELP = `Usage: llm-determinism run --files <globs...> [options]

Runs the identical analysis N times through an OpenAI-compatible server and scores how
deterministic its findings are.

Options:
  --files <globs...>        source files to analyse (globs as in the action; ! excludes)
  --root <dir>              paths are reported relative to this folder (default: cwd)
  --runs <2-50|auto>        identical runs (default 10); auto: add runs until the
                            reproducibility interval is narrower than --target-width
  --max-runs <3-50>         most runs with --runs auto (default 30)
  --target-width <points>   interval width --runs auto aims for (default 10)
  --shard <k/n>             run only slice k of n and write a partial result to --out;
                            'llm-determinism merge' scores all n (matrix jobs)
  --agents <list>           comma-separated agents (default security,performance,architecture)
${helpLines([TEXTS.agentsFile], "run")}
${helpLines(pick("temperature"), "run")}
${helpLines([TEXTS.objective], "run")}
${helpLines([OPTIONAL_NUMBERS.seed], "run")}
  --models <a,b,...>        the same test for several models, side by side (the first is gated)
${helpLines([OPTIONAL_NUMBERS.maxTokens, OPTIONAL_NUMBERS.maxCost], "run")}
${JUDGE_HELP}
${FINISH_HELP}
${helpLines(pick("tokenBudget", "maxFiles", "maxFileBytes", "maxTotalBytes"), "run")}
${THRESHOLD_HELP}
  -h, --help                show this help

${LLM_HELP}

Exit codes: 0 ok, 1 under a --min-* gate or the work failed, 2 bad usage or bad input.
`;

export const RUN_FLAGS = {
  files: { type: "string", multiple: true },
  root: { type: "string" },
  runs: { type: "string" },
  "max-runs": { type: "string" },
  "target-width": { type: "string" },
  shard: { type: "string" },
  agents: { type: "string" },
  "agents-file": { type: "string" },
  temperature: { type: "string" },
  objective: { type: "string" },
  seed: { type: "string" },
  models: { type: "string" },
  "max-tokens": { type: "string" },
  "max-cost": { type: "string" },
  ...JUDGE_FLAGS,
  ...FINISH_FLAGS,
  "token-budget": { type: "string" },
  "max-files": { type: "string" },
  "max-file-bytes": { type: "string" },
  "max-total-bytes": { type: "string" },
  ...THRESHOLD_FLAGS,
  ...LLM_FLAGS,
} as const;

export interface RunPlan {
  values: ReturnType<typeof parseFlags<typeof RUN_FLAGS>>["values"];
  patterns: string[];
}

/** `--runs`: a count, or auto with its bounds. */
export function runsFrom(values: RunPlan["values"]): { runs: number; adaptive?: AdaptivePlan } {
  if (values.runs?.trim().toLowerCase() === "auto") {
    const maxRuns = numberFlag("--max-runs", values["max-runs"], ADAPTIVE_DEFAULTS.maxRuns, {
      integer: true,
      min: 3,
      max: 50,
    });
    const targetWidth = numberFlag("--target-width", values["target-width"], ADAPTIVE_DEFAULTS.targetWidth, {
      min: 0.1,
      max: 100,
    });
    const initialRuns = Math.min(ADAPTIVE_DEFAULTS.initialRuns, maxRuns);
    return { runs: initialRuns, adaptive: { initialRuns, maxRuns, targetWidth } };
  }
  for (const flag of ["max-runs", "target-width"] as const)
    if (values[flag] !== undefined)
      throw new InputError(`--${flag}: only applies to --runs auto (got --runs ${values.runs ?? "10"})`);
  return { runs: numberFlag("--runs", values.runs, 10, { integer: true, min: 2, max: 50 }) };
}

/** Everything `run` and `demo` share: read flags, run the test, write and gate. */
export async function executeRun(plan: RunPlan, io: CliIo): Promise<number> {
  const { values, patterns } = plan;
  if (patterns.length === 0)
    throw new InputError("--files is required (globs of the source files to analyse)");
  const root = path.resolve(io.cwd, values.root ?? ".");
  const { runs, adaptive } = runsFrom(values);
  const shard = values.shard === undefined ? undefined : parseShard(values.shard, "--shard");
  const temperature = cliNumber("temperature", values);
  const seed = cliOptionalNumber("seed", values);
  gatesOf(values);
  const tokenBudget = cliNumber("tokenBudget", values);
  const maxFiles = cliNumber("maxFiles", values);
  const maxFileBytes = cliNumber("maxFileBytes", values);
  const maxTotalBytes = cliNumber("maxTotalBytes", values);
  const thresholds = thresholdsFrom(values);
  const agents = resolveAgents(
    listFlag(values.agents) ?? DEFAULT_AGENTS,
    readAgentsFile(values["agents-file"], io.cwd),
  );
  const objective = cliText("objective", values)!;
  const llm = llmSettings(values, io.env);
  const judge = judgeFlags(values, io);
  const consolidate = groupingFlags(values);
  const models = listFlag(values.models) ?? [llm.model];
  if (models.length === 0)
    throw new InputError(
      "--models: no model named, expected a comma-separated list such as gpt-4o-mini,gpt-4o",
    );
  if (new Set(models).size !== models.length)
    throw new InputError(`--models: a model is listed twice in '${values.models}'`);
  if (shard) {
    if (adaptive)
      throw new InputError(
        "--shard: cannot be combined with --runs auto (shards need a fixed number of runs)",
      );
    if (models.length > 1)
      throw new InputError("--shard: cannot be combined with --models (shard one model's test at a time)");
    if (values.out === undefined || values.out === "-")
      throw new InputError("--shard: needs --out <file>, where the partial result is written for 'merge'");
  }
  const warn = (m: string) => io.stderr(`${m}\n`);
  const maxTokens = cliOptionalNumber("maxTokens", values);
  const maxCost = cliOptionalNumber("maxCost", values);
  if (maxCost !== undefined && !priceOf(models[0]!, llm.price)) {
    throw new InputError(
      `--max-cost: no price is known for '${models[0]}', so cost cannot be counted; give --price input,output`,
    );
  }
  const budget =
    maxTokens !== undefined || maxCost !== undefined
      ? new Budget(
          {
            ...(maxTokens !== undefined && { maxTokens }),
            ...(maxCost !== undefined && { maxCostUsd: maxCost }),
          },
          priceOf(models[0]!, llm.price),
        )
      : undefined;
  checkOutputs(values, io.cwd);
  const insights = shard ? {} : readInsightFlags(values, io);
  // Every input is checked above; only now are files read and tokens spent.
  const { files, skipped } = await loadSourceFiles(patterns, {
    root,
    flag: "--files",
    limits: { maxFiles, maxFileBytes, maxTotalBytes },
  });
  for (const s of skipped) warn(`skipped ${s.path}: ${s.reason}`);

  warn(
    describeEstimate(
      estimateAnalysis({
        files,
        agents,
        runs: adaptive?.maxRuns ?? runs,
        objective,
        tokenBudget,
        price: priceOf(models[0]!, llm.price),
      }),
      adaptive?.maxRuns ?? runs,
      adaptive !== undefined,
    ),
  );
  const progress = progressReporter({
    label: "analysing",
    write: io.stderr,
    tty: Boolean(process.stderr.isTTY) && io.env.CI !== "true",
  });
  warn(
    `${adaptive ? `auto (${runs} to ${adaptive.maxRuns})` : runs} runs × ${agents.length} agent${agents.length === 1 ? "" : "s"} × ${files.length} file${files.length === 1 ? "" : "s"} on ${models.join(", ")}${llm.baseURL ? ` at ${llm.baseURL}` : ""}${shard ? `, shard ${shard.index}/${shard.count}` : ""}`,
  );
  const settings: TestSettings = {
    files,
    skipped,
    agents,
    runs,
    temperature,
    objective,
    model: models[0]!,
    tokenBudget,
    thresholds,
    includeRaw: values["include-raw"] ?? false,
    ...(seed !== undefined && { seed }),
    ...(llm.price && { price: llm.price }),
    ...(adaptive && { adaptive }),
    ...(consolidate && { consolidate }),
  };
  const connectTo = (model: string) => connect({ ...llm, model }, { log: warn, ...(budget && { budget }) });
  if (shard) {
    if (judge) warn("--truth: shards do not judge; the merge job judges the merged result");
    const partial = await runShard({ ...settings, ...(budget && { budget }) }, shard, {
      llm: connectTo(models[0]!),
      now: io.now,
      newId: io.newId,
      onRequest: progress.update,
    });
    progress.finish();
    writeJsonAtomic(path.resolve(io.cwd, values.out!), partial);
    const failed = partial.tasks.filter((t) => t.error !== undefined).length;
    io.stdout(
      `Shard ${shard.index}/${shard.count}: ${partial.tasks.length} requests, ${failed} failed; partial result in ${values.out}\n`,
    );
    return 0;
  }
  const { result, outcomes } = await runModels(models, settings, judge, {
    connect: connectTo,
    ...(budget && { budget }),
    now: io.now,
    newId: io.newId,
    onRequest: progress.update,
    log: warn,
  });
  progress.finish();
  return finishRun(result, outcomes, { values, ...insights, root }, io);
}

export async function runCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags("run", argv, RUN_FLAGS, true);
  if (values.help) {
    io.stdout(RUN_HELP);
    return 0;
  }
  return executeRun({ values, patterns: [...(values.files ?? []), ...positionals] }, io);
}
