import path from "node:path";
import { InputError } from "../../errors.js";
import { writeJsonAtomic } from "../../io/json-file.js";
import { addInsights, prepareTest, runTest } from "../../pipeline/test-run.js";
import { ANALYSIS } from "../../settings/analysis.js";
import { OPTIONAL_NUMBERS, pick } from "../../settings/numbers.js";
import { helpLines } from "../../settings/flags.js";
import { cliSource } from "../../settings/source.js";
import { readTestInputs } from "../../settings/test-inputs.js";
import { TEXTS } from "../../settings/texts.js";
import { parseFlags } from "../flags.js";
import type { CliIo } from "../io.js";
import { checkOutputs, FINISH_FLAGS, FINISH_HELP, finishRun } from "../finish.js";
import { JUDGE_FLAGS, JUDGE_HELP } from "../judge-flags.js";
import { apiKeyFrom, checkModelNames, LLM_FLAGS, LLM_HELP } from "../llm-flags.js";
import { progressReporter } from "../progress.js";
import { THRESHOLD_FLAGS, THRESHOLD_HELP } from "../thresholds.js";

export const RUN_HELP = `Usage: llm-determinism run --files <globs...> [options]

Runs the identical analysis N times through an OpenAI-compatible server and scores how
deterministic its findings are.

Options:
${helpLines([ANALYSIS.files, ANALYSIS.workingDirectory, ANALYSIS.runs, ANALYSIS.maxRuns, ANALYSIS.targetWidth, ANALYSIS.shard, ANALYSIS.agents], "run")}
${helpLines([TEXTS.agentsFile], "run")}
${helpLines(pick("temperature"), "run")}
${helpLines([TEXTS.objective], "run")}
${helpLines([OPTIONAL_NUMBERS.seed], "run")}
${helpLines([ANALYSIS.models], "run")}
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
  "working-directory": { type: "string" },
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

/** Everything `run` and `demo` share: read flags, run the test, write and gate. */
export async function executeRun(plan: RunPlan, io: CliIo): Promise<number> {
  const { values, patterns } = plan;
  const source = cliSource({ ...values, files: patterns.length > 0 ? patterns : undefined }, "run");
  const settings = readTestInputs(source, {
    analyses: true,
    ...(io.env.OPENAI_BASE_URL && { fallbackBaseUrl: io.env.OPENAI_BASE_URL }),
  });
  checkModelNames(values);
  if (settings.shard && (values.out === undefined || values.out === "-"))
    throw new InputError("--shard: needs --out <file>, where the partial result is written for 'merge'");
  checkOutputs(values, io.cwd);
  const warn = (m: string) => io.stderr(`${m}\n`);
  const root = path.resolve(io.cwd, settings.workingDirectory);
  // Every input is checked and every file it names read; only now are tokens spent.
  const test = prepareTest(
    settings,
    { inputs: io.cwd, files: root },
    {
      apiKey: apiKeyFrom(io.env, settings),
      log: warn,
      warn,
      labels: { agents: "--agents", file: (_setting, file) => file },
    },
  );
  const progress = progressReporter({
    label: "analysing",
    write: io.stderr,
    tty: Boolean(process.stderr.isTTY) && io.env.CI !== "true",
  });
  const outcome = await runTest(test, {
    now: io.now,
    newId: io.newId,
    onRequest: progress.update,
    log: warn,
    note: warn,
    filesLabel: "--files",
  });
  progress.finish();
  if (outcome.kind === "partial") {
    const { partial } = outcome;
    writeJsonAtomic(path.resolve(io.cwd, values.out!), partial);
    const failed = partial.tasks.filter((t) => t.error !== undefined).length;
    io.stdout(
      `Shard ${partial.shard.index}/${partial.shard.count}: ${partial.tasks.length} requests, ${failed} failed; partial result in ${values.out}\n`,
    );
    return 0;
  }
  addInsights(outcome.result, test, io.env.GITHUB_SHA?.slice(0, 7));
  return finishRun(outcome.result, outcome.outcomes, { values, root, gates: settings }, io);
}

export async function runCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags("run", argv, RUN_FLAGS, true);
  if (values.help) {
    io.stdout(RUN_HELP);
    return 0;
  }
  return executeRun({ values, patterns: [...(values.files ?? []), ...positionals] }, io);
}
