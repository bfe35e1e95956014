import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as core from "@actions/core";
import { Outputs } from "./action/constants.js";
import { readEvent, type EventInfo } from "./action/event.js";
import { evaluateGate, gateScoresOf } from "./action/gate.js";
import { getInputs, type Settings } from "./action/inputs.js";
import { publishPartial, publishResult } from "./action/publish.js";
import { skipReason } from "./action/skip.js";
import { info, logLine, oneLine, setOutputs, StepFailure, warning, writeSummary } from "./action/step.js";
import { InputError } from "./errors.js";
import { writeJsonAtomic } from "./io/json-file.js";
import type { FullResult } from "./pipeline/full-test.js";
import {
  addInsights,
  type LabelledPartial,
  mergeSettings,
  mergeTest,
  prepareTest,
  type PreparedTest,
  readPartials,
  runTest,
} from "./pipeline/test-run.js";
import { ANALYSIS } from "./settings/analysis.js";
import { labelOf } from "./settings/setting.js";

/**
 * The action: read the inputs, run the test (or this job's shard, or merge the shards), then
 * publish the report, the job summary, the outputs and the PR comment, and fail if a
 * threshold is missed. Everything is written before the step fails.
 */
export { logLine };

interface Job {
  settings: Settings;
  event: EventInfo;
  /** The working directory, where the inputs' paths resolve. */
  workspace: string;
  reportPath: string;
}

export async function run(): Promise<void> {
  try {
    const job = readJob();
    if (await skipped(job)) return;
    // Everything that can be wrong with the inputs is found before any token is spent.
    const partials =
      job.settings.mode === "merge"
        ? await readPartials(job.settings.partials, labelOf("action", ANALYSIS.partials.name), job.workspace)
        : undefined;
    const test = prepareTest(
      partials ? mergeSettings(job.settings, partials) : job.settings,
      { inputs: job.workspace, files: job.workspace },
      {
        apiKey: job.settings.apiKey || "not-needed",
        log: info,
        warn: warning,
        labels: {
          agents: labelOf("action", ANALYSIS.agents.name),
          file: (setting, file) => `Input '${setting}' (${file})`,
        },
      },
    );
    const result = await produceResult(test, partials);
    if (!result) return;
    addInsights(result, test, process.env.GITHUB_SHA?.slice(0, 7));
    const gate = evaluateGate(gateScoresOf(result), job.settings);
    const commentFailure = await publishResult(result, gate, job);
    const failures = [
      ...gate.checks.filter((c) => !c.passed).map((c) => c.reason),
      ...(commentFailure ? [commentFailure] : []),
    ];
    if (failures.length > 0) throw new StepFailure(failures.join("; "));
  } catch (error) {
    // The one place the step fails: bad input, a missed threshold, a failed write, or a crash.
    core.setFailed(
      error instanceof InputError || error instanceof StepFailure ? error.message : oneLine(error),
    );
  }
}

/** The inputs, the event and where the step reads and writes. */
function readJob(): Job {
  const settings = getInputs();
  if (settings.apiKey !== "") core.setSecret(settings.apiKey);
  const event = readEvent(process.env);
  if (settings.pullRequestNumber !== undefined) event.pullRequest = settings.pullRequestNumber;
  const workspace = path.resolve(process.env.GITHUB_WORKSPACE || process.cwd(), settings.workingDirectory);
  if (!existsSync(workspace))
    throw new InputError(
      `${labelOf("action", ANALYSIS.workingDirectory.name)}: folder not found: '${settings.workingDirectory}'`,
    );
  const reportPath = path.join(
    process.env.RUNNER_TEMP || os.tmpdir(),
    `llm-determinism-${process.env.GITHUB_ACTION || "report"}.json`,
  );
  return { settings, event, workspace, reportPath };
}

/** A test that cannot run here (a fork, no key) is skipped with a notice; true when it was. */
async function skipped({ settings, event, reportPath }: Job): Promise<boolean> {
  const skip = skipReason(settings, event);
  if (!skip) return false;
  core.notice(logLine(`${skip.title}. ${skip.body.split("\n")[0]}`));
  writeJsonAtomic(reportPath, { skipped: true, reason: skip.title });
  await writeSummary(`### 🔁 LLM determinism: ${skip.title.toLowerCase()}\n\n${skip.body}\n`);
  setOutputs({
    [Outputs.passed]: settings.failOnSkip ? "false" : "true",
    [Outputs.reportJson]: reportPath,
  });
  if (settings.failOnSkip) throw new StepFailure(`${skip.title} (fail-on-skip is on)`);
  return true;
}

/** The merged shards, or the test; undefined for a shard, whose partial result is published. */
async function produceResult(
  test: PreparedTest,
  partials: LabelledPartial[] | undefined,
): Promise<FullResult | undefined> {
  if (partials)
    return (await mergeTest(test, partials, { now: () => new Date(), newId: randomUUID, log: info })).result;
  let lastStep = -1;
  const outcome = await runTest(test, {
    now: () => new Date(),
    newId: randomUUID,
    log: info,
    note: info,
    filesLabel: labelOf("action", ANALYSIS.files.name),
    onRequest: (done, total) => {
      const step = Math.floor((done / total) * 10);
      if (step !== lastStep) {
        lastStep = step;
        info(`analysis: ${done}/${total} requests`);
      }
    },
  });
  if (outcome.kind === "partial") {
    await publishPartial(outcome.partial);
    return undefined;
  }
  return outcome.result;
}
