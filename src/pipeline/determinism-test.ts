import type { AgentDefinition } from "../analysis/agents.js";
import { executeTasks, planGroups, promptKeyOf, runNumbersOf } from "../analysis/pipeline.js";
import {
  type AnalysisOutcome,
  assembleRuns,
  planTasks,
  type RunOutcome,
  type TaskOutcome,
} from "../analysis/tasks.js";
import type { SkippedFile, SourceFile } from "../io/source-files.js";
import type { Budget, BudgetLimits } from "../llm/budget.js";
import type { LlmClient } from "../llm/client.js";
import { costOf, type Price, priceOf, type Usage } from "../llm/pricing.js";
import { groupWithJudge } from "../consolidate/judge.js";
import type { Run } from "../findings/types.js";
import { type MeasureOptions, measureRuns } from "../score/measure.js";
import type { DeterminismResult, Thresholds } from "../score/types.js";
import { type AdaptivePlan, type AdaptiveReport, nextRunCount, stopReason } from "./adaptive.js";

export interface TestSettings {
  files: SourceFile[];
  skipped?: SkippedFile[];
  agents: AgentDefinition[];
  /** Runs to make; with `adaptive`, the runs of the first round. */
  runs: number;
  temperature: number;
  seed?: number;
  objective: string;
  model: string;
  tokenBudget?: number;
  thresholds?: Partial<Thresholds>;
  includeRaw?: boolean;
  price?: Price;
  /** Spending limits enforced by the client; reported in the result when they stop a run. */
  budget?: Budget;
  /** `runs: auto`: add runs until the reproducibility interval is narrow enough. */
  adaptive?: AdaptivePlan;
  /** `consolidate: judge`: the grouping judge's samples and model (default: the analysis model). */
  consolidate?: { iterations: number; model?: string };
}

export interface TestDeps {
  llm: LlmClient;
  now: () => Date;
  newId: () => string;
  onRequest?: (done: number, total: number) => void;
  log?: (message: string) => void;
  /** The grouping judge (`consolidate: judge`); evidence alone without it. */
  grouping?: GroupingDeps;
}

/** How the runs went: what was asked, what completed, what it cost. Part of the result JSON. */
export interface Execution {
  model: string;
  temperature: number;
  seed?: number;
  agents: string[];
  files: number;
  fileGroups: number;
  skippedFiles: SkippedFile[];
  requests: number;
  runsRequested: number;
  runsCompleted: number;
  incompleteRuns: { run: number; reasons: string[] }[];
  usage: Usage;
  usageByAgent: Record<string, Usage>;
  usageByRun: Record<string, Usage>;
  /** Estimated cost in US dollars from the price table; absent for a model without a price. */
  estimatedCostUsd?: number;
  price?: Price;
  outputMode: string;
  systemFingerprints: string[];
  /** More than one system_fingerprint within one test: the provider changed the model under it. */
  fingerprintChanged: boolean;
  durationMs: number;
  /** Requests and tokens the judge used, when the result was evaluated against a truth file. */
  judgeUsage?: Usage;
  /**
   * The same, by what the judge was asked: `consensus` for the accuracy (precision, recall,
   * F1), `allFindings` for precision by appearance rate, `perRun` for each run judged alone.
   * Requests count every request sent, retries included; `evaluation.judgeCalls` counts the
   * consensus's judge samples.
   */
  judgeUsageByPurpose?: { consensus: Usage; allFindings: Usage; perRun?: Usage };
  /** Tokens the grouping judge used (`consolidate: judge`). */
  groupingUsage?: Usage;
  /** The spending limits, and why they stopped the test if they did. */
  budget?: { maxTokens?: number; maxCostUsd?: number; stoppedBy?: string };
  /** With `runs: auto`: each round's interval width and why no more runs were added. */
  adaptive?: AdaptiveReport;
}

export type ExecutedResult = DeterminismResult & { execution: Execution };

export interface TestResult {
  result: ExecutedResult;
  /** Every run, complete or not, with its findings as the engine read them. */
  outcomes: RunOutcome[];
}

/** Fewer than two runs completed: there is nothing to compare. */
export class NotEnoughRuns extends Error {
  override readonly name = "NotEnoughRuns";
}

/** Everything scoring needs besides the runs: plain data, so shards can carry it to a merge. */
export interface ScoreContext {
  model: string;
  temperature: number;
  seed?: number;
  agents: string[];
  files: number;
  skipped: SkippedFile[];
  thresholds?: Partial<Thresholds>;
  includeRaw?: boolean;
  price?: Price;
  budget?: { limits: BudgetLimits; stopped?: string };
  outputMode: string;
  adaptive?: AdaptiveReport;
  testId: string;
  startedAt: Date;
  durationMs: number;
  /** The grouping made beforehand (with the grouping judge); by default the evidence alone. */
  grouping?: MeasureOptions["grouping"];
  /** Tokens the grouping judge used. */
  groupingUsage?: Usage;
}

/** The complete runs as the engine scores them. */
function scoringRuns(runs: RunOutcome[], ctx: Pick<ScoreContext, "model" | "temperature">): Run[] {
  return runs.map((r) => ({
    run: r.run,
    model: ctx.model,
    temperature: ctx.temperature,
    findings: r.findings,
    raw: r.raw,
  }));
}

function measureComplete(
  runs: RunOutcome[],
  ctx: Pick<ScoreContext, "model" | "temperature" | "seed" | "includeRaw" | "thresholds" | "grouping">,
  id: { testId: string; testedAt: string },
) {
  return measureRuns(scoringRuns(runs, ctx), {
    ...id,
    ...(ctx.seed !== undefined && { randomSeed: ctx.seed }),
    includeRawResults: ctx.includeRaw ?? false,
    ...ctx.thresholds,
    ...(ctx.grouping && { grouping: ctx.grouping }),
  });
}

/**
 * The grouping of the complete runs, with the grouping judge when one is given: clusters from
 * the evidence, then the judge asked about the close calls (SPEC 5.1).
 */
export async function groupCompleteRuns(
  outcome: AnalysisOutcome,
  ctx: Pick<ScoreContext, "model" | "temperature">,
  judge: GroupingDeps,
): Promise<{ grouping: NonNullable<ScoreContext["grouping"]>; usage: Usage }> {
  const runs = scoringRuns(
    outcome.runs.filter((r) => r.complete),
    ctx,
  );
  const judged = await groupWithJudge(runs, judge.llm, {
    iterations: judge.iterations,
    maxRequestsPerAgent: Math.max(1, outcome.fileGroups),
    ...(judge.log && { log: judge.log }),
  });
  return {
    grouping: {
      clustering: judged.clustering,
      judgeCalls: judged.judgeCalls,
      judgeMerges: judged.judgeMerges,
      failedJudgeSamples: judged.failedSamples,
    },
    usage: judged.usage,
  };
}

/** The grouping judge: a client for the judge model and the samples to vote over. */
export interface GroupingDeps {
  llm: LlmClient;
  iterations: number;
  log?: (message: string) => void;
}

/**
 * The engine over the complete runs of an analysis, with how it went. Pure: the same outcome
 * and context give the same result, whether the runs came from one job or from merged shards.
 * Incomplete runs are reported, never scored as empty.
 */
export function scoreAnalysis(outcome: AnalysisOutcome, ctx: ScoreContext): TestResult {
  const complete = outcome.runs.filter((r) => r.complete);
  const incompleteRuns = outcome.runs
    .filter((r) => !r.complete)
    .map((r) => ({ run: r.run, reasons: r.failures }));
  const requested = outcome.runs.length;
  if (complete.length < 2) {
    const why = ctx.budget?.stopped ?? incompleteRuns[0]?.reasons[0] ?? "no run answered";
    throw new NotEnoughRuns(
      `only ${complete.length} of ${requested} runs completed, at least 2 are needed (first failure: ${why})`,
    );
  }
  const result = measureComplete(complete, ctx, {
    testId: ctx.testId,
    testedAt: ctx.startedAt.toISOString(),
  });
  const fingerprints = [...new Set(outcome.runs.flatMap((r) => r.fingerprints))];
  const price = priceOf(ctx.model, ctx.price);
  const cost = costOf(outcome.usage, price);
  const execution: Execution = {
    model: ctx.model,
    temperature: ctx.temperature,
    ...(ctx.seed !== undefined && { seed: ctx.seed }),
    agents: ctx.agents,
    files: ctx.files,
    fileGroups: outcome.fileGroups,
    skippedFiles: ctx.skipped,
    requests: outcome.requests,
    runsRequested: requested,
    runsCompleted: complete.length,
    incompleteRuns,
    usage: outcome.usage,
    usageByAgent: outcome.usageByAgent,
    usageByRun: Object.fromEntries(outcome.runs.map((r) => [String(r.run), r.usage])),
    ...(cost !== undefined && { estimatedCostUsd: Math.round(cost * 1e6) / 1e6 }),
    ...(price && { price }),
    outputMode: ctx.outputMode,
    systemFingerprints: fingerprints,
    fingerprintChanged: fingerprints.length > 1,
    durationMs: ctx.durationMs,
    ...(ctx.budget && {
      budget: {
        ...ctx.budget.limits,
        ...(ctx.budget.stopped !== undefined && { stoppedBy: ctx.budget.stopped }),
      },
    }),
    ...(ctx.adaptive && { adaptive: ctx.adaptive }),
    ...(ctx.groupingUsage && { groupingUsage: ctx.groupingUsage }),
  };
  if (ctx.budget?.stopped) {
    result.recommendations.push(
      `Stopped early: ${ctx.budget.stopped}; the scores cover the ${complete.length} runs that completed. Raise the budget or lower runs or files.`,
    );
  } else if (incompleteRuns.length > 0) {
    result.recommendations.push(
      `${incompleteRuns.length} of ${requested} runs did not complete and were left out of the scores (${incompleteRuns[0]!.reasons[0]}).`,
    );
  }
  if (execution.fingerprintChanged) {
    result.recommendations.push(
      `The provider's system_fingerprint changed during the test (${fingerprints.join(", ")}): the model was updated under it, so part of the variation may come from that; re-run.`,
    );
  }
  return { result: Object.assign(result, { execution }), outcomes: outcome.runs };
}

/** The analysis part of a plan, as `executeTasks` takes it. */
export function analysisPlanOf(settings: TestSettings) {
  return {
    files: settings.files,
    agents: settings.agents,
    runs: settings.runs,
    temperature: settings.temperature,
    objective: settings.objective,
    ...(settings.seed !== undefined && { seed: settings.seed }),
    ...(settings.tokenBudget !== undefined && { tokenBudget: settings.tokenBudget }),
  };
}

/**
 * Sends the tasks of the given runs and returns their outcomes. `earlier` are the outcomes of
 * previous rounds: a prompt one of them answered is in the provider's cache already.
 */
async function analyseRuns(
  settings: TestSettings,
  runNumbers: number[],
  deps: TestDeps,
  earlier: TaskOutcome[] = [],
): Promise<TaskOutcome[]> {
  const plan = analysisPlanOf(settings);
  const tasks = planTasks(runNumbers, settings.agents.length, planGroups(plan).length);
  const agentIndex = new Map(settings.agents.map((a, i) => [a.name, i]));
  const warmed = new Set(
    earlier
      .filter((o) => o.error === undefined)
      .map((o) => promptKeyOf({ agent: agentIndex.get(o.agent)!, group: o.group })),
  );
  return executeTasks(
    plan,
    tasks,
    deps.llm,
    { ...(deps.onRequest && { onRequest: deps.onRequest }) },
    warmed,
  );
}

/**
 * The whole determinism test: N runs through the model, then the engine over the complete
 * runs. With `adaptive`, rounds of runs are added until the reproducibility interval is as
 * narrow as asked, `maxRuns` is reached or the budget stops it.
 */
export async function runDeterminismTest(settings: TestSettings, deps: TestDeps): Promise<TestResult> {
  const started = deps.now();
  const agents = settings.agents.map((a) => a.name);
  const groups = planGroups(analysisPlanOf(settings)).length;
  const outcomes: TaskOutcome[] = [];
  let runNumbers = runNumbersOf(settings);
  outcomes.push(...(await analyseRuns(settings, runNumbers, deps)));
  let adaptive: AdaptiveReport | undefined;
  if (settings.adaptive) {
    const plan = settings.adaptive;
    adaptive = { targetWidth: plan.targetWidth, maxRuns: plan.maxRuns, rounds: [], stoppedBecause: "" };
    for (;;) {
      const assembled = assembleRuns(runNumbers, agents, groups, outcomes);
      const complete = assembled.runs.filter((r) => r.complete);
      const width =
        complete.length >= 2
          ? (() => {
              // Nothing to measure has no interval to narrow: treat it as already narrow.
              const [lo, hi] = measureComplete(complete, settings, { testId: "", testedAt: "" })
                .reproducibility.ci95 ?? [0, 0];
              return Math.round((hi - lo) * 100) / 100;
            })()
          : undefined;
      adaptive.rounds.push({
        runs: runNumbers.length,
        completed: complete.length,
        ...(width !== undefined && { width }),
      });
      const stop = stopReason(plan, runNumbers.length, width, settings.budget?.stopped);
      if (stop) {
        adaptive.stoppedBecause = stop;
        break;
      }
      const next = nextRunCount(plan, complete.length, runNumbers.length, width);
      const added = Array.from({ length: next - runNumbers.length }, (_, i) => runNumbers.length + i + 1);
      deps.log?.(
        `runs: auto: interval ${width === undefined ? "not yet known" : `${width} points wide`}, target ${plan.targetWidth}; adding ${added.length} runs`,
      );
      outcomes.push(...(await analyseRuns(settings, added, deps, outcomes)));
      runNumbers = [...runNumbers, ...added];
    }
    deps.log?.(`runs: auto: ${adaptive.stoppedBecause}`);
  }
  const assembled = assembleRuns(runNumbers, agents, groups, outcomes);
  const judged =
    deps.grouping && !settings.budget?.stopped && assembled.runs.filter((r) => r.complete).length >= 2
      ? await groupCompleteRuns(assembled, settings, deps.grouping)
      : undefined;
  return scoreAnalysis(assembled, {
    ...(judged && { grouping: judged.grouping, groupingUsage: judged.usage }),
    model: settings.model,
    temperature: settings.temperature,
    ...(settings.seed !== undefined && { seed: settings.seed }),
    agents,
    files: settings.files.length,
    skipped: settings.skipped ?? [],
    ...(settings.thresholds && { thresholds: settings.thresholds }),
    includeRaw: settings.includeRaw ?? false,
    ...(settings.price && { price: settings.price }),
    ...(settings.budget && {
      budget: {
        limits: settings.budget.limits,
        ...(settings.budget.stopped !== undefined && { stopped: settings.budget.stopped }),
      },
    }),
    outputMode: deps.llm.outputMode,
    ...(adaptive && { adaptive }),
    testId: deps.newId(),
    startedAt: started,
    durationMs: deps.now().getTime() - started.getTime(),
  });
}
