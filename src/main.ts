import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as core from "@actions/core";
import { COMMENT_MARKER, Outputs } from "./action/constants.js";
import { mergeJob, shardJob } from "./action/jobs.js";
import { skipReason } from "./action/skip.js";
import { info, logLine, oneLine, setOutputs, StepFailure, warning, writeSummary } from "./action/step.js";
import { readEvent } from "./action/event.js";
import { evaluateGate } from "./action/gate.js";
import { githubClient, upsertComment } from "./action/github.js";
import { getInputs } from "./action/inputs.js";
import { resolveAgents } from "./analysis/agents.js";
import { InputError } from "./errors.js";
import { readTruth } from "./evaluate/read.js";
import { readAgentsFile } from "./io/agents-file.js";
import { readJsonFile, writeJsonAtomic } from "./io/json-file.js";
import { loadSourceFiles } from "./io/source-files.js";
import { Budget } from "./llm/budget.js";
import { ResponseCache } from "./llm/cache.js";
import { priceOf } from "./llm/pricing.js";
import { describeEstimate, estimateAnalysis } from "./pipeline/estimate.js";
import { LlmClient, openaiClient } from "./llm/client.js";
import { compareWithBaseline } from "./insights/compare.js";
import { appendHistory } from "./insights/history.js";
import { readBaseline, readHistory, writeHistory } from "./io/insight-files.js";
import { type FullResult, type JudgeSettings, runModels } from "./pipeline/full-test.js";
import type { TestSettings } from "./pipeline/determinism-test.js";
import { renderComment, renderSummary } from "./render/comment.js";
import { findRepoRoot, locationBase } from "./io/repo-root.js";
import { renderSarif } from "./render/sarif.js";
import { renderSummary as renderLogSummary } from "./render/text.js";
import { VERSION } from "./version.js";

/**
 * The action: read the inputs, run N analysis passes and the truth evaluation, write the
 * report, the job summary, the outputs and the PR comment, then fail if a threshold is missed.
 * Everything is written before the step fails.
 */
export { logLine };

export async function run(): Promise<void> {
  try {
    const settings = getInputs();
    if (settings.apiKey !== "") core.setSecret(settings.apiKey);
    const event = readEvent(process.env);
    if (settings.pullRequestNumber !== undefined) event.pullRequest = settings.pullRequestNumber;
    const workspace = path.resolve(process.env.GITHUB_WORKSPACE || process.cwd(), settings.workingDirectory);
    if (!existsSync(workspace))
      throw new InputError(`Input 'working-directory': folder not found: '${settings.workingDirectory}'`);
    const reportPath = path.join(
      process.env.RUNNER_TEMP || os.tmpdir(),
      `llm-determinism-${process.env.GITHUB_ACTION || "report"}.json`,
    );

    const skip = skipReason(settings, event);
    if (skip) {
      core.notice(logLine(`${skip.title}. ${skip.body.split("\n")[0]}`));
      writeJsonAtomic(reportPath, { skipped: true, reason: skip.title });
      await writeSummary(`### 🔁 LLM determinism: ${skip.title.toLowerCase()}\n\n${skip.body}\n`);
      setOutputs({
        [Outputs.passed]: settings.failOnSkip ? "false" : "true",
        [Outputs.reportJson]: reportPath,
      });
      if (settings.failOnSkip) throw new StepFailure(`${skip.title} (fail-on-skip is on)`);
      return;
    }

    // Everything that can be wrong with the inputs is found before any token is spent.
    const truth = settings.truth
      ? readTruth(settings.truth, readJsonFile(path.resolve(workspace, settings.truth), settings.truth))
      : undefined;
    const baseline = settings.baseline
      ? readBaseline(
          path.resolve(workspace, settings.baseline),
          `Input 'baseline' (${settings.baseline})`,
          (m) => warning(m),
        )
      : undefined;
    const historyFile = settings.history ? path.resolve(workspace, settings.history) : undefined;
    const history = historyFile
      ? readHistory(historyFile, `Input 'history' (${settings.history})`)
      : undefined;
    const price = priceOf(settings.models[0]!, settings.price);
    if (settings.maxCostUsd !== undefined && !price) {
      throw new InputError(
        `Input 'max-cost': no price is known for '${settings.models[0]}', so cost cannot be counted; set 'price'`,
      );
    }
    const budget =
      settings.maxTokens !== undefined || settings.maxCostUsd !== undefined
        ? new Budget(
            {
              ...(settings.maxTokens !== undefined && { maxTokens: settings.maxTokens }),
              ...(settings.maxCostUsd !== undefined && { maxCostUsd: settings.maxCostUsd }),
            },
            price,
          )
        : undefined;
    const cache = settings.cacheDir
      ? new ResponseCache(path.resolve(workspace, settings.cacheDir))
      : undefined;
    const connect = (model: string) =>
      new LlmClient(
        openaiClient({
          apiKey: settings.apiKey || "not-needed",
          ...(settings.baseUrl !== undefined && { baseURL: settings.baseUrl }),
          ...(settings.azure && { azure: settings.azure }),
        }),
        {
          model,
          concurrency: settings.concurrency,
          requestTimeoutMs: settings.requestTimeoutMs,
          deadlineMs: settings.deadlineMs,
          retry: { maxRetryAfterMs: settings.maxRetryAfterMs },
          log: (m) => info(m),
          ...(cache && { cache }),
          ...(budget && { budget }),
        },
      );
    const judgeSettings: JudgeSettings | undefined = truth && {
      truth,
      iterations: settings.iterations,
      batchSize: settings.batchSize,
      domain: settings.domain,
      evaluateRuns: settings.evaluateRuns,
      ...(settings.judgeModel !== undefined && { model: settings.judgeModel }),
    };
    const thresholds = {
      fullyConsistentThreshold: settings.fullyConsistentThreshold,
      highlyConsistentThreshold: settings.highlyConsistentThreshold,
      moderatelyConsistentThreshold: settings.moderatelyConsistentThreshold,
    };

    let result: FullResult;
    if (settings.mode === "merge") {
      result = await mergeJob(settings, workspace, {
        connect,
        thresholds,
        ...(judgeSettings && { judgeSettings }),
        ...(budget && { budget }),
      });
    } else {
      const agents = resolveAgents(
        settings.agents,
        readAgentsFile(settings.agentsFile, workspace),
        "Input 'agents'",
      );
      const { files, skipped } = await loadSourceFiles(settings.files, {
        root: workspace,
        flag: "Input 'files'",
        limits: {
          maxFiles: settings.maxFiles,
          maxFileBytes: settings.maxFileBytes,
          maxTotalBytes: settings.maxTotalBytes,
        },
      });
      for (const s of skipped) info(`skipped ${s.path}: ${s.reason}`);
      const plannedRuns = settings.adaptive?.maxRuns ?? settings.runs;
      info(
        describeEstimate(
          estimateAnalysis({
            files,
            agents,
            runs: plannedRuns,
            objective: settings.objective,
            tokenBudget: settings.tokenBudget,
            price,
          }),
          plannedRuns,
          settings.adaptive !== undefined,
        ),
      );
      info(
        `${settings.adaptive ? `auto (${settings.runs} to ${settings.adaptive.maxRuns})` : settings.runs} runs × ${agents.length} agents × ${files.length} files on ${settings.models.join(", ")}${settings.shard ? `, shard ${settings.shard.index}/${settings.shard.count}` : ""}`,
      );
      let lastStep = -1;
      const onRequest = (done: number, total: number) => {
        const step = Math.floor((done / total) * 10);
        if (step !== lastStep) {
          lastStep = step;
          info(`analysis: ${done}/${total} requests`);
        }
      };
      const testSettings: TestSettings = {
        files,
        skipped,
        agents,
        runs: settings.runs,
        temperature: settings.temperature,
        objective: settings.objective,
        model: settings.models[0]!,
        tokenBudget: settings.tokenBudget,
        thresholds,
        ...(settings.seed !== undefined && { seed: settings.seed }),
        ...(settings.price && { price: settings.price }),
        ...(settings.adaptive && { adaptive: settings.adaptive }),
        ...(settings.consolidate === "judge" && {
          consolidate: {
            iterations: settings.iterations,
            ...(settings.judgeModel !== undefined && { model: settings.judgeModel }),
          },
        }),
      };
      if (settings.shard) {
        await shardJob(
          { ...testSettings, ...(budget && { budget }) },
          settings.shard,
          { llm: connect(settings.models[0]!), now: () => new Date(), newId: randomUUID, onRequest },
          truth !== undefined,
        );
        return;
      }
      result = (
        await runModels(settings.models, testSettings, judgeSettings, {
          connect,
          ...(budget && { budget }),
          now: () => new Date(),
          newId: randomUUID,
          onRequest,
          log: (m) => info(m),
        })
      ).result;
    }
    if (baseline) result.comparison = compareWithBaseline(result, baseline);
    if (historyFile && history) {
      result.history = appendHistory(history, result, process.env.GITHUB_SHA?.slice(0, 7));
      writeHistory(historyFile, result.history);
    }

    const gate = evaluateGate(
      {
        determinism: result.determinismScore,
        reproducibility: result.reproducibility.score,
        f1: result.evaluation?.f1,
      },
      settings,
    );
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
    let commentFailure: string | undefined;
    if (event.pullRequest === undefined) {
      info(`'${event.name || "unknown"}' is not a pull request event: no PR comment`);
    } else if (settings.comment) {
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
      } catch (error) {
        commentFailure = oneLine(error);
        core.error(logLine(commentFailure));
      }
    }
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
