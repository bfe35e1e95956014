import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { InputError } from "../errors.js";
import { expandPatterns } from "../io/glob.js";
import { readJsonFile, writeJsonAtomic } from "../io/json-file.js";
import { addGroupingCost, type FullResult, judgeTest } from "../pipeline/full-test.js";
import { mergePartials, mergePartialsJudged, type PartialResult, readPartial } from "../pipeline/shard.js";
import type { PreparedTest } from "../pipeline/test-run.js";
import { ANALYSIS } from "../settings/analysis.js";
import { labelOf } from "../settings/setting.js";
import { Outputs } from "./constants.js";
import { info, setOutputs, writeSummary } from "./step.js";

const PARTIALS = labelOf("action", ANALYSIS.partials.name);

/**
 * `mode: merge`: the shards' partial results (downloaded artifacts) scored as one test, and
 * judged here when there is a truth file. The caller reports, comments and gates.
 */
export async function mergeJob(
  test: PreparedTest,
  partialGlobs: string[],
  workspace: string,
): Promise<FullResult> {
  const { settings, connect, judge, budget } = test;
  const files = await expandPatterns(partialGlobs, PARTIALS, workspace);
  if (files.length === 0)
    throw new InputError(
      `${PARTIALS}: no file matched ${partialGlobs.map((p) => `'${p}'`).join(", ")}, expected the shards' partial results (download their artifacts there)`,
    );
  const partials = files.map((file) => {
    const label = path.relative(workspace, file) || file;
    return { label, partial: readPartial(label, readJsonFile(file, label)) };
  });
  const scoring = {
    thresholds: {
      fullyConsistentThreshold: settings.fullyConsistentThreshold,
      highlyConsistentThreshold: settings.highlyConsistentThreshold,
      moderatelyConsistentThreshold: settings.moderatelyConsistentThreshold,
    },
    ...(settings.price && { price: settings.price }),
    testId: randomUUID(),
    now: new Date(),
  };
  const groupingModel = settings.judgeModel ?? partials[0]?.partial.test.model ?? settings.model;
  const merged =
    settings.consolidate === "judge"
      ? await mergePartialsJudged(partials, scoring, {
          llm: connect(groupingModel),
          iterations: settings.iterations,
          log: (m) => info(m),
        })
      : mergePartials(partials, scoring);
  addGroupingCost(merged.result, groupingModel, settings.price);
  info(
    `merged ${merged.shards} shards: ${merged.result.execution.requests} requests, ${merged.result.runCount} complete runs`,
  );
  const judgeModel = settings.judgeModel ?? merged.result.execution.model;
  return judge
    ? (
        await judgeTest(merged, judge, {
          judge: connect(judgeModel),
          judgeModel,
          ...(settings.price && { price: settings.price }),
          log: (m) => info(m),
          ...(budget && { budget }),
        })
      ).result
    : merged.result;
}

/**
 * `shard: k/n`: this job's slice of the test, written as a partial result for the merge job
 * (output partial-json). No scores, comment or gate here.
 */
export async function publishPartial(partial: PartialResult): Promise<void> {
  const { index, count } = partial.shard;
  const partialPath = path.join(
    process.env.RUNNER_TEMP || os.tmpdir(),
    `llm-determinism-partial-${index}-of-${count}.json`,
  );
  writeJsonAtomic(partialPath, partial);
  const failed = partial.tasks.filter((t) => t.error !== undefined).length;
  info(
    `shard ${index}/${count}: ${partial.tasks.length} requests, ${failed} failed; partial result ${partialPath}`,
  );
  setOutputs({ [Outputs.partialJson]: partialPath });
  await writeSummary(
    `### 🔁 LLM determinism: shard ${index} of ${count}\n\n${partial.tasks.length} requests, ${failed} failed. Upload \`${path.basename(partialPath)}\` as an artifact; the merge job (\`mode: merge\`) scores, comments and gates.\n`,
  );
}
