import { createHash } from "node:crypto";
import { z } from "zod";
import { executeTasks, planGroups, runNumbersOf } from "../analysis/pipeline.js";
import { type AnalysisOutcome, assembleRuns, planTasks, type TaskOutcome } from "../analysis/tasks.js";
import { InputError, issuePath, issueText, shown } from "../errors.js";
import { SEVERITIES } from "../findings/types.js";
import type { BudgetLimits } from "../llm/budget.js";
import {
  analysisPlanOf,
  type GroupingDeps,
  groupCompleteRuns,
  type ScoreContext,
  scoreAnalysis,
  type TestDeps,
  type TestResult,
  type TestSettings,
} from "./determinism-test.js";

/** One slice of a test: shard `index` of `count`, 1-based. */
export interface Shard {
  index: number;
  count: number;
}

export const MAX_SHARDS = 256;

/** Reads `k/n` (the `shard` input, `--shard`). */
export function parseShard(text: string, name: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || count > MAX_SHARDS || index < 1 || index > count) {
    throw new InputError(
      `${name}: got ${shown(text)}, expected k/n with 1 ≤ k ≤ n ≤ ${MAX_SHARDS}, such as 2/4 (${"${{ matrix.shard }}"}/4 in a matrix)`,
    );
  }
  return { index, count };
}

/**
 * The tasks of one shard: every n-th task of the canonical order (run, agent, file group),
 * starting at the k-th. Dealing them out round-robin spreads runs, agents and large file
 * groups evenly, and the same test always gives each shard the same tasks.
 */
export function shardTasks<T>(tasks: T[], shard: Shard): T[] {
  return tasks.filter((_, i) => i % shard.count === shard.index - 1);
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * What makes two shards parts of the same test: the model and its settings, the prompts'
 * inputs (objective, agents' instructions, every file's path and content) and the runs. A
 * shard of a different commit or configuration has a different hash and is refused at merge.
 */
export function testHash(settings: TestSettings): string {
  return sha256(
    JSON.stringify({
      model: settings.model,
      temperature: settings.temperature,
      seed: settings.seed ?? null,
      objective: settings.objective,
      tokenBudget: settings.tokenBudget ?? null,
      runs: runNumbersOf(settings),
      agents: settings.agents.map((a) => [a.name, sha256(a.instructions)]),
      files: settings.files.map((f) => [f.path, sha256(f.content)]),
    }),
  ).slice(0, 32);
}

const Usage = z.object({
  requests: z.number(),
  promptTokens: z.number(),
  // Partial results written before cached tokens were counted have none.
  cachedTokens: z.number().default(0),
  completionTokens: z.number(),
  totalTokens: z.number(),
});

const StoredFinding = z.object({
  agent: z.string().optional(),
  category: z.string(),
  severity: z.enum(SEVERITIES),
  title: z.string(),
  description: z.string(),
  file: z.string().optional(),
  symbol: z.string().optional(),
  line: z.number().optional(),
  extra: z.record(z.string(), z.unknown()).optional(),
});

const StoredTask = z.object({
  run: z.number().int().positive(),
  agent: z.string(),
  group: z.number().int().nonnegative(),
  findings: z.array(StoredFinding).optional(),
  raw: z.array(z.unknown()).optional(),
  error: z.string().optional(),
  usage: Usage,
  fingerprint: z.string().optional(),
});

export const PARTIAL_KIND = "llm-determinism-partial";

/** A shard's output: its task outcomes and what the merge needs to score them. */
export const PartialResult = z.object({
  kind: z.literal(PARTIAL_KIND),
  version: z.literal(1),
  shard: z.object({ index: z.number().int().positive(), count: z.number().int().positive() }),
  testHash: z.string(),
  test: z.object({
    model: z.string(),
    temperature: z.number(),
    seed: z.number().optional(),
    agents: z.array(z.string()),
    runNumbers: z.array(z.number().int().positive()),
    files: z.number().int(),
    fileGroups: z.number().int(),
    skipped: z.array(z.object({ path: z.string(), reason: z.string() })),
    outputMode: z.string(),
    budget: z
      .object({
        limits: z.object({ maxTokens: z.number().optional(), maxCostUsd: z.number().optional() }),
        stopped: z.string().optional(),
      })
      .optional(),
  }),
  startedAt: z.string(),
  durationMs: z.number(),
  tasks: z.array(StoredTask),
});
export type PartialResult = z.infer<typeof PartialResult>;

/** Runs one shard's tasks and returns its partial result (not scored: the merge scores). */
export async function runShard(settings: TestSettings, shard: Shard, deps: TestDeps): Promise<PartialResult> {
  const started = deps.now();
  const plan = analysisPlanOf(settings);
  const groups = planGroups(plan).length;
  const runNumbers = runNumbersOf(settings);
  const tasks = shardTasks(planTasks(runNumbers, settings.agents.length, groups), shard);
  const outcomes = await executeTasks(plan, tasks, deps.llm, {
    ...(deps.onRequest && { onRequest: deps.onRequest }),
  });
  const budget: { limits: BudgetLimits; stopped?: string } | undefined = settings.budget && {
    limits: settings.budget.limits,
    ...(settings.budget.stopped !== undefined && { stopped: settings.budget.stopped }),
  };
  return {
    kind: PARTIAL_KIND,
    version: 1,
    shard,
    testHash: testHash(settings),
    test: {
      model: settings.model,
      temperature: settings.temperature,
      ...(settings.seed !== undefined && { seed: settings.seed }),
      agents: settings.agents.map((a) => a.name),
      runNumbers,
      files: settings.files.length,
      fileGroups: groups,
      skipped: settings.skipped ?? [],
      outputMode: deps.llm.outputMode,
      ...(budget && { budget }),
    },
    startedAt: started.toISOString(),
    durationMs: deps.now().getTime() - started.getTime(),
    tasks: outcomes,
  };
}

/** Parses one partial file's JSON; errors name the file, the field and the expected form. */
export function readPartial(label: string, value: unknown): PartialResult {
  const parsed = PartialResult.safeParse(value, { reportInput: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InputError(
      `${label}: ${issuePath(issue.path)}: ${issueText(issue)}; expected a partial result written by a shard (shard: k/n)`,
    );
  }
  return parsed.data as PartialResult;
}

const MODE_ORDER = ["prompt", "json_object", "json_schema"];

/**
 * One test from all its shards. Every shard of the same test (same hash and count) must be
 * there exactly once; the runs are then assembled exactly as an unsharded job assembles them
 * and scored by the same function, so the merged result equals the unsharded one field for
 * field (the id, the time and the duration aside).
 */
export function mergePartials(
  partials: { label: string; partial: PartialResult }[],
  scoring: Pick<ScoreContext, "thresholds" | "includeRaw" | "price" | "testId"> & { now: Date },
): TestResult & { shards: number } {
  const { outcome, context, shards } = assemblePartials(partials, scoring);
  return { ...scoreAnalysis(outcome, context), shards };
}

/** `mergePartials` with the grouping judge between assembling the runs and scoring them. */
export async function mergePartialsJudged(
  partials: { label: string; partial: PartialResult }[],
  scoring: Pick<ScoreContext, "thresholds" | "includeRaw" | "price" | "testId"> & { now: Date },
  judge: GroupingDeps,
): Promise<TestResult & { shards: number }> {
  const { outcome, context, shards } = assemblePartials(partials, scoring);
  const judged =
    outcome.runs.filter((r) => r.complete).length >= 2
      ? await groupCompleteRuns(outcome, context, judge)
      : undefined;
  const grouped = judged ? { ...context, grouping: judged.grouping, groupingUsage: judged.usage } : context;
  return { ...scoreAnalysis(outcome, grouped), shards };
}

/** Checks the partial results are all the shards of one test and assembles their runs. */
function assemblePartials(
  partials: { label: string; partial: PartialResult }[],
  scoring: Pick<ScoreContext, "thresholds" | "includeRaw" | "price" | "testId"> & { now: Date },
): { outcome: AnalysisOutcome; context: ScoreContext; shards: number } {
  if (partials.length === 0) throw new InputError("no partial result given");
  const first = partials[0]!;
  const count = first.partial.shard.count;
  const seen = new Map<number, string>();
  for (const { label, partial } of partials) {
    if (partial.testHash !== first.partial.testHash)
      throw new InputError(
        `${label}: belongs to a different test than ${first.label} (other files, agents, model or settings), expected shards of one test`,
      );
    if (partial.shard.count !== count)
      throw new InputError(
        `${label}: shard ${partial.shard.index}/${partial.shard.count}, but ${first.label} is of ${count} shards, expected one shard count`,
      );
    const other = seen.get(partial.shard.index);
    if (other) throw new InputError(`${label}: shard ${partial.shard.index}/${count} is also ${other}`);
    seen.set(partial.shard.index, label);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0)
    throw new InputError(
      `merge: shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${count}`).join(", ")} missing, expected all ${count} partial results (did a shard job fail?)`,
    );
  const t = first.partial.test;
  const tasks: TaskOutcome[] = partials.flatMap(({ partial }) => partial.tasks as TaskOutcome[]);
  const expected = planTasks(t.runNumbers, t.agents.length, t.fileGroups).length;
  if (tasks.length !== expected)
    throw new InputError(
      `merge: the shards hold ${tasks.length} answers, expected ${expected} (${t.runNumbers.length} runs × ${t.agents.length} agents × ${t.fileGroups} file groups)`,
    );
  let outcome;
  try {
    outcome = assembleRuns(t.runNumbers, t.agents, t.fileGroups, tasks);
  } catch (error) {
    throw new InputError(`merge: ${(error as Error).message}, expected each answer in exactly one shard`);
  }
  const modes = partials.map((p) => p.partial.test.outputMode);
  const outputMode = modes.reduce((a, b) => (MODE_ORDER.indexOf(b) < MODE_ORDER.indexOf(a) ? b : a));
  const stopped = partials.map((p) => p.partial.test.budget?.stopped).find((s) => s !== undefined);
  const startedAt = new Date(Math.min(...partials.map((p) => Date.parse(p.partial.startedAt))));
  const context: ScoreContext = {
    model: t.model,
    temperature: t.temperature,
    ...(t.seed !== undefined && { seed: t.seed }),
    agents: t.agents,
    files: t.files,
    skipped: t.skipped,
    ...(scoring.thresholds && { thresholds: scoring.thresholds }),
    includeRaw: scoring.includeRaw ?? false,
    ...(scoring.price && { price: scoring.price }),
    ...(t.budget && { budget: { limits: t.budget.limits, ...(stopped !== undefined && { stopped }) } }),
    outputMode,
    testId: scoring.testId,
    startedAt,
    // The wall time of the sharded test: from the first shard's start to the merge.
    durationMs: Math.max(0, scoring.now.getTime() - startedAt.getTime()),
  };
  return { outcome, context, shards: count };
}
