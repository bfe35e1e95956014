import type { SourceFile } from "../io/source-files.js";
import type { LlmClient } from "../llm/client.js";
import type { AgentDefinition } from "./agents.js";
import { type AnalysisTask, type AnalysisOutcome, type TaskOutcome } from "./tasks.js";
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
export declare function planGroups(plan: Pick<AnalysisPlan, "files" | "tokenBudget">): SourceFile[][];
export declare function runNumbersOf(plan: Pick<AnalysisPlan, "runs" | "runNumbers">): number[];
/** The prompt a task sends: every run of one agent × file group sends the same one. */
export declare const promptKeyOf: (task: Pick<AnalysisTask, "agent" | "group">) => string;
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
export declare function executeTasks(plan: AnalysisPlan, tasks: AnalysisTask[], llm: LlmClient, events?: AnalysisEvents, warmed?: ReadonlySet<string>): Promise<TaskOutcome[]>;
/** N identical runs of every agent over every file group: every task, then the runs assembled. */
export declare function runAnalysis(plan: AnalysisPlan, llm: LlmClient, events?: AnalysisEvents): Promise<AnalysisOutcome>;
