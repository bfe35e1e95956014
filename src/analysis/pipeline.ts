import { fromExchange } from "../findings/schema.js";
import type { SourceFile } from "../io/source-files.js";
import type { LlmClient } from "../llm/client.js";
import { FatalLlmError } from "../llm/errors.js";
import { emptyUsage, type Usage } from "../llm/pricing.js";
import type { AgentDefinition } from "./agents.js";
import { AnalysisAnswer, LenientAnswer } from "./answer.js";
import { analysisMessages, groupFiles } from "./prompt.js";
import {
  type AnalysisTask,
  assembleRuns,
  type AnalysisOutcome,
  planTasks,
  type TaskOutcome,
} from "./tasks.js";

export type { AnalysisOutcome, AnalysisTask, RunOutcome, TaskOutcome } from "./tasks.js";

export interface AnalysisPlan {
  files: SourceFile[];
  agents: AgentDefinition[];
  runs: number;
  temperature: number;
  seed?: number;
  objective: string;
  /** Input-token budget per request; files are grouped under it. */
  tokenBudget?: number;
  /** The run numbers to make; 1..runs when absent (adaptive runs add later numbers). */
  runNumbers?: number[];
}

export interface AnalysisEvents {
  /** Called after each request settles. */
  onRequest?: (done: number, total: number) => void;
}

/** The file groups of a plan: the same files and budget always give the same groups. */
export function planGroups(plan: Pick<AnalysisPlan, "files" | "tokenBudget">): SourceFile[][] {
  return groupFiles(plan.files, plan.tokenBudget ?? 24_000);
}

export function runNumbersOf(plan: Pick<AnalysisPlan, "runs" | "runNumbers">): number[] {
  return plan.runNumbers ?? Array.from({ length: plan.runs }, (_, i) => i + 1);
}

/** The prompt a task sends: every run of one agent × file group sends the same one. */
export const promptKeyOf = (task: Pick<AnalysisTask, "agent" | "group">): string =>
  `${task.agent}|${task.group}`;

/**
 * Sends the given tasks (any subset of run × agent × file group) under the client's
 * concurrency limit. Runs send identical prompts (the identical input the Determinism
 * Measurement System asks for); only the attribution headers name the run. A request that
 * fails after its retries is an outcome with an error, never an answer with no findings.
 * Outcomes come back in the order of `tasks`.
 *
 * Warm, then fan out: a provider serves a prompt from its cache only once the identical
 * request has been processed, so the first task of each prompt is sent first, all of them at
 * once, and the repeats follow when those have settled. Prompts in `warmed` (answered by an
 * earlier round) need no first task.
 */
export async function executeTasks(
  plan: AnalysisPlan,
  tasks: AnalysisTask[],
  llm: LlmClient,
  events: AnalysisEvents = {},
  warmed: ReadonlySet<string> = new Set(),
): Promise<TaskOutcome[]> {
  const groups = planGroups(plan);
  const prompts = new Map<string, ReturnType<typeof analysisMessages>>();
  const promptOf = (a: number, g: number) => {
    const key = `${a}|${g}`;
    let messages = prompts.get(key);
    if (!messages) {
      const agent = plan.agents[a]!;
      messages = analysisMessages({
        agent,
        objective: plan.objective,
        files: groups[g]!,
        salt: `${agent.name}|${g}`,
      });
      prompts.set(key, messages);
    }
    return messages;
  };
  let done = 0;
  let stopped = false;
  const send = async ({ run, agent: a, group: g }: AnalysisTask): Promise<TaskOutcome> => {
    const agent = plan.agents[a]!;
    const base = { run, agent: agent.name, group: g };
    try {
      const answer = await llm.json({
        phase: "analysis",
        agent: agent.name,
        run,
        sample: `run-${run}/group-${g}`,
        messages: promptOf(a, g),
        temperature: plan.temperature,
        ...(plan.seed !== undefined && { seed: plan.seed }),
        schema: AnalysisAnswer,
        schemaName: "analysis_findings",
        validate: (value) => LenientAnswer.parse(value),
      });
      return {
        ...base,
        findings: answer.value.findings.map((f) => ({ ...fromExchange(f), agent: agent.name })),
        raw: (answer.raw as { findings: unknown[] }).findings,
        usage: answer.usage,
        ...(answer.fingerprint !== undefined && { fingerprint: answer.fingerprint }),
      };
    } catch (error) {
      if (error instanceof FatalLlmError) {
        stopped = true;
        throw error;
      }
      return {
        ...base,
        error: `${agent.name}, file group ${g + 1}: ${(error as Error).message}`,
        usage: (error as { usage?: Usage }).usage ?? emptyUsage(),
      };
    } finally {
      done++;
      // After a fatal error the rest are cancelled, not done: progress must not reach 100%.
      if (!stopped) events.onRequest?.(done, tasks.length);
    }
  };
  // Each prompt's first request goes out now; the repeats wait until every first request has
  // settled (answered or failed), then go out in plan order, so whole runs complete first when
  // a budget or the deadline stops the test part way.
  const first = new Set(warmed);
  const warmers = tasks.map((task) => {
    const key = promptKeyOf(task);
    if (first.has(key)) return undefined;
    first.add(key);
    return send(task);
  });
  const warm = Promise.allSettled(warmers);
  const pending = tasks.map((task, i) => warmers[i] ?? warm.then(() => send(task)));
  // Settle everything before deciding, so a fatal error is raised once and nothing runs on.
  const settled = await Promise.allSettled(pending);
  const fatal = settled.find((s) => s.status === "rejected");
  if (fatal) throw (fatal as PromiseRejectedResult).reason;
  return settled.map((s) => (s as PromiseFulfilledResult<TaskOutcome>).value);
}

/** N identical runs of every agent over every file group: every task, then the runs assembled. */
export async function runAnalysis(
  plan: AnalysisPlan,
  llm: LlmClient,
  events: AnalysisEvents = {},
): Promise<AnalysisOutcome> {
  const groups = planGroups(plan).length;
  const runNumbers = runNumbersOf(plan);
  const tasks = planTasks(runNumbers, plan.agents.length, groups);
  const outcomes = await executeTasks(plan, tasks, llm, events);
  return assembleRuns(
    runNumbers,
    plan.agents.map((a) => a.name),
    groups,
    outcomes,
  );
}
