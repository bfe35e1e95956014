import type { AgentDefinition } from "../analysis/agents.js";
import { type RunOutcome, runAnalysis } from "../analysis/pipeline.js";
import type { SkippedFile, SourceFile } from "../io/source-files.js";
import type { LlmClient } from "../llm/client.js";
import type { Budget } from "../llm/budget.js";
import { costOf, type Price, priceOf, type Usage } from "../llm/pricing.js";
import { measureRuns } from "../score/measure.js";
import type { DeterminismResult, Thresholds } from "../score/types.js";

export interface TestSettings {
  files: SourceFile[];
  skipped?: SkippedFile[];
  agents: AgentDefinition[];
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
}

export interface TestDeps {
  llm: LlmClient;
  now: () => Date;
  newId: () => string;
  onRequest?: (done: number, total: number) => void;
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
  /** Tokens the judge used, when the result was evaluated against a truth file. */
  judgeUsage?: Usage;
  /** The spending limits, and why they stopped the test if they did. */
  budget?: { maxTokens?: number; maxCostUsd?: number; stoppedBy?: string };
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

/**
 * The whole determinism test: N runs through the model, then the engine over the complete
 * runs. Incomplete runs are reported, never scored as empty.
 */
export async function runDeterminismTest(settings: TestSettings, deps: TestDeps): Promise<TestResult> {
  const started = deps.now();
  const outcome = await runAnalysis(
    {
      files: settings.files,
      agents: settings.agents,
      runs: settings.runs,
      temperature: settings.temperature,
      objective: settings.objective,
      ...(settings.seed !== undefined && { seed: settings.seed }),
      ...(settings.tokenBudget !== undefined && { tokenBudget: settings.tokenBudget }),
    },
    deps.llm,
    { ...(deps.onRequest && { onRequest: deps.onRequest }) },
  );
  const complete = outcome.runs.filter((r) => r.complete);
  const incompleteRuns = outcome.runs
    .filter((r) => !r.complete)
    .map((r) => ({ run: r.run, reasons: r.failures }));
  if (complete.length < 2) {
    const why = settings.budget?.stopped ?? incompleteRuns[0]?.reasons[0] ?? "no run answered";
    throw new NotEnoughRuns(
      `only ${complete.length} of ${settings.runs} runs completed, at least 2 are needed (first failure: ${why})`,
    );
  }
  const result = measureRuns(
    complete.map((r) => ({
      run: r.run,
      model: settings.model,
      temperature: settings.temperature,
      findings: r.findings,
      raw: r.raw,
    })),
    {
      testId: deps.newId(),
      testedAt: started.toISOString(),
      ...(settings.seed !== undefined && { randomSeed: settings.seed }),
      includeRawResults: settings.includeRaw ?? false,
      ...settings.thresholds,
    },
  );
  const fingerprints = [...new Set(outcome.runs.flatMap((r) => r.fingerprints))];
  const price = priceOf(settings.model, settings.price);
  const cost = costOf(outcome.usage, price);
  const execution: Execution = {
    model: settings.model,
    temperature: settings.temperature,
    ...(settings.seed !== undefined && { seed: settings.seed }),
    agents: settings.agents.map((a) => a.name),
    files: settings.files.length,
    fileGroups: outcome.fileGroups,
    skippedFiles: settings.skipped ?? [],
    requests: outcome.requests,
    runsRequested: settings.runs,
    runsCompleted: complete.length,
    incompleteRuns,
    usage: outcome.usage,
    usageByAgent: outcome.usageByAgent,
    usageByRun: Object.fromEntries(outcome.runs.map((r) => [String(r.run), r.usage])),
    ...(cost !== undefined && { estimatedCostUsd: Math.round(cost * 1e6) / 1e6 }),
    ...(price && { price }),
    outputMode: deps.llm.outputMode,
    systemFingerprints: fingerprints,
    fingerprintChanged: fingerprints.length > 1,
    durationMs: deps.now().getTime() - started.getTime(),
    ...(settings.budget && {
      budget: {
        ...settings.budget.limits,
        ...(settings.budget.stopped !== undefined && { stoppedBy: settings.budget.stopped }),
      },
    }),
  };
  if (settings.budget?.stopped) {
    result.recommendations.push(
      `Stopped early: ${settings.budget.stopped}; the scores cover the ${complete.length} runs that completed. Raise the budget or lower runs or files.`,
    );
  } else if (incompleteRuns.length > 0) {
    result.recommendations.push(
      `${incompleteRuns.length} of ${settings.runs} runs did not complete and were left out of the scores (${incompleteRuns[0]!.reasons[0]}).`,
    );
  }
  if (execution.fingerprintChanged) {
    result.recommendations.push(
      `The provider's system_fingerprint changed during the test (${fingerprints.join(", ")}): the model was updated under it, so part of the variation may come from that; re-run.`,
    );
  }
  return { result: Object.assign(result, { execution }), outcomes: outcome.runs };
}
