import path from "node:path";
import { InputError } from "../../errors.js";
import { expandPatterns } from "../../io/glob.js";
import { readJsonFile } from "../../io/json-file.js";
import { addGroupingCost, judgeTest } from "../../pipeline/full-test.js";
import { mergePartials, mergePartialsJudged, readPartial } from "../../pipeline/shard.js";
import { parseFlags } from "../flags.js";
import type { CliIo } from "../io.js";
import { connect, LLM_FLAGS, LLM_HELP, llmSettings } from "../llm-flags.js";
import { THRESHOLD_FLAGS, THRESHOLD_HELP } from "../thresholds.js";
import { checkOutputs, FINISH_FLAGS, FINISH_HELP, finishRun, readInsightFlags } from "../finish.js";
import { addInsights } from "../../pipeline/test-run.js";
import { ANALYSIS } from "../../settings/analysis.js";
import { helpLines } from "../../settings/setting.js";
import { cliSource, read } from "../../settings/source.js";
import { readGates, readThresholds } from "../../settings/test-inputs.js";
import { groupingFlags, JUDGE_FLAGS, JUDGE_HELP, judgeFlags } from "../judge-flags.js";

export const MERGE_HELP = `Usage: llm-determinism merge --partials <globs...> [options]

Scores a sharded test: reads the partial results of all n shards (each 'run' of a shard k/n
writes one to its --out file), checks they are one test and complete, and writes the one
result an unsharded run gives.

Options:
${helpLines([ANALYSIS.partials], "merge")}
${JUDGE_HELP}
${FINISH_HELP}
${THRESHOLD_HELP}
  -h, --help                show this help

${LLM_HELP}
(The LLM settings matter only with --truth: merging alone calls no model.)

Exit codes: 0 ok, 1 under a --min-* gate or the work failed, 2 bad usage, a missing or foreign shard.
`;

export const MERGE_FLAGS = {
  partials: { type: "string", multiple: true },
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
  const patterns = read(ANALYSIS.partials, source);
  const thresholds = readThresholds(source);
  const gates = readGates(source, values.truth);
  const judge = judgeFlags(values, io);
  // The grouping judge needs a model to ask: by default only where one is configured.
  const configured =
    judge !== undefined ||
    values.model !== undefined ||
    values["judge-model"] !== undefined ||
    values["base-url"] !== undefined ||
    Boolean(io.env.OPENAI_BASE_URL);
  const consolidate = groupingFlags(values, configured ? "judge" : "off");
  const llm = judge || consolidate ? llmSettings(values, io.env) : undefined;
  checkOutputs(values, io.cwd);
  const insights = readInsightFlags(values, io);
  const files = await expandPatterns(patterns, "--partials", io.cwd);
  if (files.length === 0)
    throw new InputError(
      `--partials: no file matched ${patterns.map((p) => `'${p}'`).join(", ")}, expected the shards' partial result files`,
    );
  const partials = files.map((file) => {
    const label = path.relative(io.cwd, file) || file;
    return { label, partial: readPartial(label, readJsonFile(file, label)) };
  });
  const scoring = {
    thresholds,
    includeRaw: values["include-raw"] ?? false,
    ...(llm?.price && { price: llm.price }),
    testId: io.newId(),
    now: io.now(),
  };
  const analysisModel = partials[0]?.partial.test.model ?? "";
  const groupingModel = consolidate?.model ?? values.model ?? analysisModel;
  const merged =
    consolidate && llm
      ? await mergePartialsJudged(partials, scoring, {
          llm: connect({ ...llm, model: groupingModel }, { log: (m) => io.stderr(`${m}\n`) }),
          iterations: consolidate.iterations,
        })
      : mergePartials(partials, scoring);
  addGroupingCost(merged.result, groupingModel, llm?.price);
  io.stderr(
    `merged ${merged.shards} shards: ${merged.result.execution.requests} requests, ${merged.result.runCount} complete runs\n`,
  );
  const warn = (m: string) => io.stderr(`${m}\n`);
  const { result, outcomes } =
    judge && llm
      ? await judgeTest(merged, judge, {
          judge: connect({ ...llm, model: judge.model ?? llm.model }, { log: warn }),
          judgeModel: judge.model ?? llm.model,
          ...(llm.price && { price: llm.price }),
          log: warn,
        })
      : merged;
  addInsights(result, insights, io.env.GITHUB_SHA?.slice(0, 7));
  return finishRun(result, outcomes, { values, gates }, io);
}
