import type { JudgeCall } from "../evaluate/evaluate.js";
import { evaluateItems } from "../evaluate/evaluate.js";
import { llmJudge } from "../evaluate/llm-judge.js";
import { severityLabel } from "../evaluate/severity-label.js";
import type { JudgedItem } from "../evaluate/types.js";
import { accuracyByRun, type AccuracyByRun } from "../insights/by-run.js";
import { type BucketPrecision, precisionByBucket } from "../insights/calibration.js";
import type { Comparison } from "../insights/compare.js";
import type { HistoryEntry } from "../insights/history.js";
import { type ModelRow, modelRow } from "../insights/models.js";
import type { RunOutcome } from "../analysis/pipeline.js";
import type { Budget } from "../llm/budget.js";
import type { LlmClient } from "../llm/client.js";
import { addUsage, costOf, emptyUsage, type Price, priceOf } from "../llm/pricing.js";
import type { Candidates } from "../evaluate/candidates.js";
import { type ExecutedResult, runDeterminismTest, type TestSettings } from "./determinism-test.js";
import { asJudgedItem, evaluateConsensus } from "./evaluate-consensus.js";

export interface JudgeSettings {
  truth: JudgedItem[];
  iterations: number;
  batchSize: number;
  domain: string;
  /** Judge model; the analysis model when absent. */
  model?: string;
  /** Also judge every run on its own. */
  evaluateRuns: "consensus" | "all";
  /** Which scan findings each truth finding is judged against (default all). */
  candidates?: Candidates;
}

export interface FullTestDeps {
  /** A client for a model; called once per model (and once more for a separate judge model). */
  connect: (model: string) => LlmClient;
  now: () => Date;
  newId: () => string;
  onRequest?: (done: number, total: number) => void;
  log?: (message: string) => void;
  /** The spending limits the clients enforce, to report when they stopped the test. */
  budget?: Budget;
}

export type FullResult = ExecutedResult & {
  calibration?: { buckets: BucketPrecision[] };
  accuracyByRun?: AccuracyByRun;
  modelComparison?: ModelRow[];
  /** Against the baseline result, when one was given. */
  comparison?: Comparison;
  /** The recent history including this result, when a history file was given. */
  history?: HistoryEntry[];
};

/**
 * One model's whole test: the runs and their scores; with a truth file, the consensus judged
 * (SPEC 4.1 `evaluation`), every distinct finding judged for precision by appearance rate, and
 * with `evaluateRuns: "all"` every run judged on its own.
 */
export async function runFullTest(
  settings: TestSettings,
  judgeSettings: JudgeSettings | undefined,
  deps: FullTestDeps,
): Promise<{ result: FullResult; outcomes: RunOutcome[] }> {
  const llm = deps.connect(settings.model);
  const groupingModel = settings.consolidate?.model ?? judgeSettings?.model ?? settings.model;
  const tested = await runDeterminismTest(
    { ...settings, ...(deps.budget && { budget: deps.budget }) },
    {
      llm,
      now: deps.now,
      newId: deps.newId,
      ...(deps.onRequest && { onRequest: deps.onRequest }),
      ...(deps.log && { log: deps.log }),
      ...(settings.consolidate && {
        grouping: {
          llm: groupingModel === settings.model ? llm : deps.connect(groupingModel),
          iterations: settings.consolidate.iterations,
          ...(deps.log && { log: deps.log }),
        },
      }),
    },
  );
  addGroupingCost(tested.result, groupingModel, settings.price);
  if (!judgeSettings) return tested;
  const judgeModel = judgeSettings.model ?? settings.model;
  return judgeTest(tested, judgeSettings, {
    judge: judgeModel === settings.model ? llm : deps.connect(judgeModel),
    judgeModel,
    ...(settings.price && { price: settings.price }),
    ...(deps.log && { log: deps.log }),
    ...(deps.budget && { budget: deps.budget }),
  });
}

/**
 * The truth evaluation of a scored test (one job's or merged shards'): the consensus judged
 * (SPEC 4.1 `evaluation`), every distinct finding judged for precision by appearance rate, and
 * with `evaluateRuns: "all"` every run judged on its own.
 */
export async function judgeTest(
  tested: { result: ExecutedResult; outcomes: RunOutcome[] },
  judgeSettings: JudgeSettings,
  deps: { judge: LlmClient; judgeModel: string; price?: Price; log?: (m: string) => void; budget?: Budget },
): Promise<{ result: FullResult; outcomes: RunOutcome[] }> {
  const { result, outcomes } = tested;
  const full: FullResult = result;
  if (deps.budget?.stopped || result.execution.budget?.stoppedBy) {
    // The partial result is kept; judging it would spend what the budget forbids.
    full.recommendations.push(
      `The truth evaluation was skipped: ${deps.budget?.stopped ?? result.execution.budget?.stoppedBy}.`,
    );
    return { result: full, outcomes };
  }
  // One judge per purpose, so the usage says what each part of the evaluation cost.
  const consensusJudge = llmJudge(deps.judge, { domain: judgeSettings.domain });
  const allJudge = llmJudge(deps.judge, { domain: judgeSettings.domain });
  const runJudge = llmJudge(deps.judge, { domain: judgeSettings.domain });
  const options = {
    iterations: judgeSettings.iterations,
    batchSize: judgeSettings.batchSize,
    ...(judgeSettings.candidates && { candidates: judgeSettings.candidates }),
    sequential: false,
  };
  const truth = judgeSettings.truth;

  // Judgments the budget refused read as "no match": a part it stopped would report numbers too
  // low, so that part is dropped and the later parts are not asked for. A part finished before
  // the budget ran out stands.
  const stopped = () => deps.budget?.stopped;
  deps.log?.(`judging the consensus findings against ${truth.length} truth findings`);
  const evaluation = await evaluateConsensus(result, truth, consensusJudge.judge as JudgeCall, options);
  if (!stopped()) {
    full.evaluation = evaluation;
    // Every distinct finding, consensus or not: is what the runs agree on more often right?
    const all = await evaluateItems(truth, result.findings.map(asJudgedItem), allJudge.judge, options);
    if (!stopped()) full.calibration = { buckets: precisionByBucket(result.findings, all.rows) };
  }
  if (judgeSettings.evaluateRuns === "all" && !stopped()) {
    const complete = outcomes.filter((o) => o.complete);
    deps.log?.(`judging each of the ${complete.length} runs on its own`);
    const perRun = await Promise.all(
      complete.map((o) => evaluateItems(truth, o.findings.map(asJudgedItem), runJudge.judge, options)),
    );
    if (!stopped())
      full.accuracyByRun = accuracyByRun(
        complete.map((o) => o.run),
        perRun.map((p) => p.rows),
        complete.map((o) => o.findings.map((f) => severityLabel(f.severity))),
        truth.length,
      );
  }
  if (stopped()) {
    const left = [
      ...(full.calibration ? [] : ["the precision by appearance rate"]),
      ...(judgeSettings.evaluateRuns === "all" && !full.accuracyByRun ? ["the accuracy of each run"] : []),
    ];
    full.recommendations.push(
      full.evaluation
        ? `The truth evaluation stopped part way (${stopped()}): the accuracy of the consensus is complete; ${left.join(" and ")} ${left.length > 1 ? "are" : "is"} left out.`
        : `The truth evaluation was stopped part way, so no accuracy is reported: ${stopped()}.`,
    );
  }
  const e = full.execution;
  const usage = addUsage(
    addUsage(addUsage(emptyUsage(), consensusJudge.usage), allJudge.usage),
    runJudge.usage,
  );
  e.judgeUsageByPurpose = {
    consensus: consensusJudge.usage,
    allFindings: allJudge.usage,
    ...(judgeSettings.evaluateRuns === "all" && { perRun: runJudge.usage }),
  };
  e.judgeUsage = addUsage(e.judgeUsage ?? emptyUsage(), usage);
  const judgeCost = costOf(usage, priceOf(deps.judgeModel, deps.price));
  if (judgeCost !== undefined)
    e.estimatedCostUsd = Math.round(((e.estimatedCostUsd ?? 0) + judgeCost) * 1e6) / 1e6;
  return { result: full, outcomes };
}

/** The grouping judge's tokens priced at the judge model's rate, added to the estimate. */
export function addGroupingCost(result: ExecutedResult, model: string, price?: Price): void {
  const usage = result.execution.groupingUsage;
  const cost = usage && costOf(usage, priceOf(model, price));
  if (cost !== undefined)
    result.execution.estimatedCostUsd =
      Math.round(((result.execution.estimatedCostUsd ?? 0) + cost) * 1e6) / 1e6;
}

/**
 * The same test for several models, one after another (each gets the whole concurrency). The
 * first model's result is the primary one: the gate, the outputs and the comment's numbers.
 */
export async function runModels(
  models: string[],
  settings: TestSettings,
  judgeSettings: JudgeSettings | undefined,
  deps: FullTestDeps,
): Promise<{ result: FullResult; outcomes: RunOutcome[] }> {
  const results: { result: FullResult; outcomes: RunOutcome[] }[] = [];
  for (const model of models) {
    if (models.length > 1) deps.log?.(`model ${model}: ${settings.runs} runs`);
    results.push(await runFullTest({ ...settings, model }, judgeSettings, deps));
  }
  const primary = results[0]!;
  if (models.length > 1) primary.result.modelComparison = results.map((r) => modelRow(r.result));
  return primary;
}
