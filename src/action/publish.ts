import os from "node:os";
import path from "node:path";
import * as core from "@actions/core";
import { writeJsonAtomic } from "../io/json-file.js";
import { findRepoRoot, locationBase } from "../io/repo-root.js";
import type { FullResult } from "../pipeline/full-test.js";
import type { PartialResult } from "../pipeline/shard.js";
import { renderComment, renderSummary } from "../render/comment.js";
import { renderSarif } from "../render/sarif.js";
import { renderSummary as renderLogSummary } from "../render/text.js";
import { VERSION } from "../version.js";
import { COMMENT_MARKER, Outputs } from "./constants.js";
import type { EventInfo } from "./event.js";
import type { GateCheck } from "./gate.js";
import { githubClient, upsertComment } from "./github.js";
import type { Settings } from "./inputs.js";
import { info, logLine, oneLine, setOutputs, warning, writeSummary } from "./step.js";

export interface Gate {
  passed: boolean;
  checks: GateCheck[];
}

/**
 * Where the action's result goes: the report JSON, SARIF, the outputs, the log, the job
 * summary and the PR comment. Every one is written before the step fails; a comment that
 * cannot be written is returned as a failure, not thrown, so nothing else is lost.
 */
export async function publishResult(
  result: FullResult,
  gate: Gate,
  where: { settings: Settings; event: EventInfo; workspace: string; reportPath: string },
): Promise<string | undefined> {
  const { settings, event, workspace, reportPath } = where;
  writeJsonAtomic(reportPath, { ...result, gate });
  if (settings.sarif)
    writeJsonAtomic(
      path.resolve(workspace, settings.sarif),
      // Code scanning places alerts by paths from the repository root, not the working directory.
      renderSarif(
        result,
        VERSION,
        locationBase(workspace, process.env.GITHUB_WORKSPACE || findRepoRoot(workspace)),
      ),
    );
  const e = result.evaluation;
  setOutputs({
    // Nothing to measure: empty outputs, never a number that was not measured.
    [Outputs.determinismScore]: result.determinismScore?.toFixed(2) ?? "",
    [Outputs.consistencyLevel]: result.consistencyLevel ?? "",
    [Outputs.reproducibility]: result.reproducibility.score?.toFixed(2) ?? "",
    [Outputs.f1]: e?.f1?.toFixed(2) ?? "",
    [Outputs.precision]: e?.precision?.toFixed(2) ?? "",
    [Outputs.recall]: e?.recall?.toFixed(2) ?? "",
    [Outputs.passed]: String(gate.passed),
    [Outputs.reportJson]: reportPath,
  });
  for (const line of renderLogSummary(result).trimEnd().split("\n")) info(line);
  if (result.execution.adaptive) info(`runs: auto: ${result.execution.adaptive.stoppedBecause}`);
  await writeSummary(renderSummary(result, { gate }));
  return postComment(result, gate, settings, event);
}

async function postComment(
  result: FullResult,
  gate: Gate,
  settings: Settings,
  event: EventInfo,
): Promise<string | undefined> {
  if (event.pullRequest === undefined) {
    info(`'${event.name || "unknown"}' is not a pull request event: no PR comment`);
    return undefined;
  }
  if (!settings.comment) return undefined;
  try {
    const octokit = githubClient(settings.githubToken, { log: (m) => warning(m) });
    const body = renderComment(result, { gate }, COMMENT_MARKER);
    const outcome = await upsertComment(
      octokit,
      { owner: event.owner, repo: event.repo, issueNumber: event.pullRequest },
      body,
      COMMENT_MARKER,
    );
    info(`PR comment ${outcome}`);
    return undefined;
  } catch (error) {
    const failure = oneLine(error);
    core.error(logLine(failure));
    return failure;
  }
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
