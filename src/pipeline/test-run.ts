import path from "node:path";
import { InputError } from "../errors.js";
import { expandPatterns } from "../io/glob.js";
import { type AgentDefinition, resolveAgents } from "../analysis/agents.js";
import type { RunOutcome } from "../analysis/pipeline.js";
import { readTruth } from "../evaluate/read.js";
import type { JudgedItem } from "../evaluate/types.js";
import type { BaselineResult } from "../insights/compare.js";
import { compareWithBaseline } from "../insights/compare.js";
import { appendHistory, type HistoryEntry } from "../insights/history.js";
import { readAgentsFile } from "../io/agents-file.js";
import { readBaseline, readHistory, writeHistory } from "../io/insight-files.js";
import { readJsonFile } from "../io/json-file.js";
import { loadSourceFiles } from "../io/source-files.js";
import { Budget } from "../llm/budget.js";
import { ResponseCache } from "../llm/cache.js";
import type { LlmClient } from "../llm/client.js";
import { connectModel } from "../llm/connect.js";
import { type Price, priceOf } from "../llm/pricing.js";
import { count } from "../util/count.js";
import type { Thresholds } from "../score/types.js";
import type { TestInputs } from "../settings/test-inputs.js";
import type { TestSettings } from "./determinism-test.js";
import { describeEstimate, estimateAnalysis } from "./estimate.js";
import { addGroupingCost, type FullResult, type JudgeSettings, judgeTest, runModels } from "./full-test.js";
import { mergePartials, mergePartialsJudged, type PartialResult, readPartial, runShard } from "./shard.js";

/**
 * One test from validated settings, the same for the action and the CLI: what can be wrong
 * with the inputs is found first (`prepareTest`), then files → runs → grouping → scores →
 * evaluation → insights (`runTest`). The doors differ only in where settings come from and
 * where results go.
 */

/** Where a door resolves relative paths. */
export interface TestPaths {
  /** truth, agents-file, baseline, history and cache-dir. */
  inputs: string;
  /** The files globs, and where reported paths start. */
  files: string;
}

/** How a door names settings in messages: `Input 'agents'` / `--agents`, and a file setting's file. */
export interface Labels {
  agents: string;
  file: (setting: "baseline" | "history", file: string) => string;
}

export interface PreparedTest {
  settings: TestInputs;
  paths: TestPaths;
  agents: AgentDefinition[];
  judge?: JudgeSettings;
  baseline?: BaselineResult;
  history?: { file: string; entries: HistoryEntry[] };
  /** The spending limits every client enforces. */
  budget?: Budget;
  /** The first model's price, for the estimate and the budget. */
  price?: Price;
  /** A client for a model, with the test's connection, cache, limits and log. */
  connect: (model: string) => LlmClient;
}

/**
 * Reads every file the settings name and builds the clients' factory, before any token is
 * spent: a bad truth file, agents file, baseline or history is an input error now, not after
 * the runs were paid for.
 */
export function prepareTest(
  settings: TestInputs,
  paths: TestPaths,
  shell: { apiKey: string; log: (message: string) => void; warn: (message: string) => void; labels: Labels },
): PreparedTest {
  const at = (file: string) => path.resolve(paths.inputs, file);
  const truth: JudgedItem[] | undefined = settings.truth
    ? readTruth(settings.truth, readJsonFile(at(settings.truth), settings.truth))
    : undefined;
  const baseline = settings.baseline
    ? readBaseline(at(settings.baseline), shell.labels.file("baseline", settings.baseline), shell.warn)
    : undefined;
  const history = settings.history
    ? {
        file: at(settings.history),
        entries: readHistory(at(settings.history), shell.labels.file("history", settings.history)),
      }
    : undefined;
  const agents = resolveAgents(
    settings.agents,
    readAgentsFile(settings.agentsFile, paths.inputs),
    shell.labels.agents,
  );
  const price = priceOf(settings.models[0]!, settings.price);
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
  const cache = settings.cacheDir ? new ResponseCache(at(settings.cacheDir)) : undefined;
  const connect = (model: string) =>
    connectModel(settings, shell.apiKey, {
      model,
      log: shell.log,
      ...(cache && { cache }),
      ...(budget && { budget }),
    });
  const judge: JudgeSettings | undefined = truth && {
    truth,
    iterations: settings.iterations,
    batchSize: settings.batchSize,
    candidates: settings.candidates,
    domain: settings.domain,
    evaluateRuns: settings.evaluateRuns,
    ...(settings.judgeModel !== undefined && { model: settings.judgeModel }),
  };
  return {
    settings,
    paths,
    agents,
    connect,
    ...(judge && { judge }),
    ...(baseline && { baseline }),
    ...(history && { history }),
    ...(budget && { budget }),
    ...(price && { price }),
  };
}

export interface TestShell {
  now: () => Date;
  newId: () => string;
  /** Progress: requests done of the total. */
  onRequest?: (done: number, total: number) => void;
  /** What a user reads while the test runs. */
  log: (message: string) => void;
  /** The plan, the estimate, a file skipped: said once, before the work. */
  note: (message: string) => void;
  /** How the files setting is named in a message (`Input 'files'`, `--files`). */
  filesLabel: string;
}

export type TestOutcome =
  | { kind: "result"; result: FullResult; outcomes: RunOutcome[] }
  | { kind: "partial"; partial: PartialResult };

/** Loads the files, says what the test will cost, and runs it (or this job's shard of it). */
export async function runTest(test: PreparedTest, shell: TestShell): Promise<TestOutcome> {
  const { settings, agents } = test;
  const { files, skipped } = await loadSourceFiles(settings.files, {
    root: test.paths.files,
    flag: shell.filesLabel,
    limits: {
      maxFiles: settings.maxFiles,
      maxFileBytes: settings.maxFileBytes,
      maxTotalBytes: settings.maxTotalBytes,
    },
  });
  for (const s of skipped) shell.note(`skipped ${s.path}: ${s.reason}`);
  const plannedRuns = settings.adaptive?.maxRuns ?? settings.runs;
  shell.note(
    describeEstimate(
      estimateAnalysis({
        files,
        agents,
        runs: plannedRuns,
        objective: settings.objective,
        tokenBudget: settings.tokenBudget,
        price: test.price,
      }),
      plannedRuns,
      settings.adaptive !== undefined,
    ),
  );
  shell.note(
    `${settings.adaptive ? `auto (${settings.runs} to ${settings.adaptive.maxRuns})` : settings.runs} runs × ${count(agents.length, "agent")} × ${count(files.length, "file")} on ${settings.models.join(", ")}${settings.baseUrl ? ` at ${settings.baseUrl}` : ""}${settings.shard ? `, shard ${settings.shard.index}/${settings.shard.count}` : ""}`,
  );
  const testSettings: TestSettings = {
    files,
    skipped,
    agents,
    runs: settings.runs,
    temperature: settings.temperature,
    objective: settings.objective,
    model: settings.models[0]!,
    tokenBudget: settings.tokenBudget,
    thresholds: thresholdsOf(settings),
    includeRaw: settings.includeRaw,
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
    if (test.judge) shell.note("the truth is judged by the merge job, not by shards");
    const partial = await runShard(
      { ...testSettings, ...(test.budget && { budget: test.budget }) },
      settings.shard,
      {
        llm: test.connect(settings.models[0]!),
        now: shell.now,
        newId: shell.newId,
        ...(shell.onRequest && { onRequest: shell.onRequest }),
      },
    );
    return { kind: "partial", partial };
  }
  const { result, outcomes } = await runModels(settings.models, testSettings, test.judge, {
    connect: test.connect,
    ...(test.budget && { budget: test.budget }),
    now: shell.now,
    newId: shell.newId,
    ...(shell.onRequest && { onRequest: shell.onRequest }),
    log: shell.log,
  });
  return { kind: "result", result, outcomes };
}

/** The comparison with the baseline and the history with this result, written back. */
export function addInsights(
  result: FullResult,
  test: Pick<PreparedTest, "baseline" | "history">,
  sha?: string,
): void {
  if (test.baseline) result.comparison = compareWithBaseline(result, test.baseline);
  if (test.history) {
    result.history = appendHistory(test.history.entries, result, sha);
    writeHistory(test.history.file, result.history);
  }
}

/** The classes' thresholds out of a test's settings. */
function thresholdsOf(settings: TestInputs): Thresholds {
  const { fullyConsistentThreshold, highlyConsistentThreshold, moderatelyConsistentThreshold } = settings;
  return { fullyConsistentThreshold, highlyConsistentThreshold, moderatelyConsistentThreshold };
}

/** One shard's partial result, named as the user will read it in a message. */
export interface LabelledPartial {
  label: string;
  partial: PartialResult;
}

/**
 * The shards' partial results the globs find, each read and checked before anything is
 * merged or a token spent. `label` names the setting as the door spells it.
 */
export async function readPartials(
  patterns: string[],
  label: string,
  root: string,
): Promise<LabelledPartial[]> {
  const files = await expandPatterns(patterns, label, root);
  if (files.length === 0)
    throw new InputError(
      `${label}: no file matched ${patterns.map((p) => `'${p}'`).join(", ")}, expected the shards' partial results (each shard writes one; in a workflow, download their artifacts there)`,
    );
  return files.map((file) => {
    const fileLabel = path.relative(root, file) || file;
    return { label: fileLabel, partial: readPartial(fileLabel, readJsonFile(file, fileLabel)) };
  });
}

/**
 * A merge tests the model the shards ran, whatever the merge job's own model setting says:
 * the budget's price, the grouping judge and the judge default to it, as in an unsharded run.
 */
export function mergeSettings(settings: TestInputs, partials: LabelledPartial[]): TestInputs {
  const model = partials[0]?.partial.test.model ?? settings.model;
  return { ...settings, model, models: [model] };
}

/**
 * The shards' partial results scored as one test: assembled, grouped (with the grouping judge
 * when it is on) and judged against the truth, exactly as `runTest` does in one job.
 */
export async function mergeTest(
  test: PreparedTest,
  partials: LabelledPartial[],
  shell: Pick<TestShell, "now" | "newId" | "log">,
): Promise<{ result: FullResult; outcomes: RunOutcome[] }> {
  const { settings, judge, budget } = test;
  const scoring = {
    thresholds: thresholdsOf(settings),
    includeRaw: settings.includeRaw,
    ...(settings.price && { price: settings.price }),
    testId: shell.newId(),
    now: shell.now(),
  };
  const model = settings.models[0]!;
  const judgeModel = settings.judgeModel ?? model;
  const merged =
    settings.consolidate === "judge"
      ? await mergePartialsJudged(partials, scoring, {
          llm: test.connect(judgeModel),
          iterations: settings.iterations,
          log: shell.log,
        })
      : mergePartials(partials, scoring);
  addGroupingCost(merged.result, judgeModel, settings.price);
  shell.log(
    `merged ${merged.shards} shards: ${merged.result.execution.requests} requests, ${merged.result.runCount} complete runs`,
  );
  if (!judge) return merged;
  return judgeTest(merged, judge, {
    judge: test.connect(judgeModel),
    judgeModel,
    ...(settings.price && { price: settings.price }),
    log: shell.log,
    ...(budget && { budget }),
  });
}
