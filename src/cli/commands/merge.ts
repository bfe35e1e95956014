import { addInsights, mergeSettings, mergeTest, prepareTest, readPartials } from "../../pipeline/test-run.js";
import { ANALYSIS } from "../../settings/analysis.js";
import { CHOICES } from "../../settings/choices.js";
import { CONNECTION } from "../../settings/connection.js";
import { OPTIONAL_NUMBERS } from "../../settings/numbers.js";
import { helpLines } from "../../settings/flags.js";
import { cliSource, isGiven, read as readSetting } from "../../settings/source.js";
import { readTestInputs } from "../../settings/test-inputs.js";
import { checkOutputs, FINISH_FLAGS, FINISH_HELP, finishRun } from "../finish.js";
import { parseFlags } from "../flags.js";
import type { CliIo } from "../io.js";
import { JUDGE_FLAGS, JUDGE_HELP } from "../judge-flags.js";
import { apiKeyFrom, checkModelNames, LLM_FLAGS, LLM_HELP } from "../llm-flags.js";
import { THRESHOLD_FLAGS, THRESHOLD_HELP } from "../thresholds.js";

export const MERGE_HELP = `Usage: llm-determinism merge --partials <globs...> [options]

Scores a sharded test: reads the partial results of all n shards (each 'run' of a shard k/n
writes one to its --out file), checks they are one test and complete, and writes the one
result an unsharded run gives.

Options:
${helpLines([ANALYSIS.partials], "merge")}
${helpLines([OPTIONAL_NUMBERS.maxTokens, OPTIONAL_NUMBERS.maxCost], "merge")}
${JUDGE_HELP}
${FINISH_HELP}
${THRESHOLD_HELP}
  -h, --help                show this help

${LLM_HELP}
The test's model is the one the shards ran: the grouping judge and the judge ask it unless
--judge-model names another. Merging alone calls no model: the grouping judge is asked only
where a model is configured (--model, --judge-model, --base-url, OPENAI_BASE_URL or --truth).

Exit codes: 0 ok, 1 under a --min-* gate or the work failed, 2 bad usage, a missing or foreign shard.
`;

export const MERGE_FLAGS = {
  partials: { type: "string", multiple: true },
  "max-tokens": { type: "string" },
  "max-cost": { type: "string" },
  ...JUDGE_FLAGS,
  ...FINISH_FLAGS,
  ...THRESHOLD_FLAGS,
  ...LLM_FLAGS,
} as const;

export async function mergeCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags("merge", argv, MERGE_FLAGS, true);
  if (values.help) {
    io.stdout(MERGE_HELP);
    return 0;
  }
  const source = cliSource({ ...values, partials: [...(values.partials ?? []), ...positionals] }, "merge");
  const read = readTestInputs(source, {
    analyses: false,
    ...(io.env.OPENAI_BASE_URL && { fallbackBaseUrl: io.env.OPENAI_BASE_URL }),
  });
  checkModelNames(values);
  // The grouping judge needs a model to ask: by default only where one is configured.
  const configured =
    read.truth !== undefined ||
    isGiven(CONNECTION.model, source) ||
    read.judgeModel !== undefined ||
    read.baseUrl !== undefined;
  const settings = {
    ...read,
    consolidate: isGiven(CHOICES.consolidate, source) || configured ? read.consolidate : ("off" as const),
  };
  checkOutputs(values, io.cwd);
  const partials = await readPartials(readSetting(ANALYSIS.partials, source), "--partials", io.cwd);
  const warn = (m: string) => io.stderr(`${m}\n`);
  // Merging alone calls no model, so a key is needed only when a judge is asked.
  const callsModel = settings.truth !== undefined || settings.consolidate === "judge";
  const test = prepareTest(
    mergeSettings(settings, partials),
    { inputs: io.cwd, files: io.cwd },
    {
      apiKey: callsModel ? apiKeyFrom(io.env, settings) : "not-needed",
      log: warn,
      warn,
      labels: { agents: "--agents", file: (_setting, file) => file },
    },
  );
  const { result, outcomes } = await mergeTest(test, partials, { now: io.now, newId: io.newId, log: warn });
  addInsights(result, test, io.env.GITHUB_SHA?.slice(0, 7));
  return finishRun(result, outcomes, { values, gates: settings }, io);
}
