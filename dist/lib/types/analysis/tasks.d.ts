import type { Finding } from "../findings/types.js";
import { type Usage } from "../llm/pricing.js";
/** One request of a test: run × agent (index into the plan's agents) × file group. */
export interface AnalysisTask {
    run: number;
    agent: number;
    group: number;
}
/** What one request gave: the findings, or why it failed after its retries. */
export interface TaskOutcome {
    run: number;
    agent: string;
    group: number;
    findings?: Finding[];
    /** The findings exactly as the model returned them, in the same order. */
    raw?: unknown[];
    error?: string;
    usage: Usage;
    fingerprint?: string;
}
/** One analysis run: complete only when every request of it answered. */
export interface RunOutcome {
    run: number;
    complete: boolean;
    /** Why the run is incomplete: one line per failed request. */
    failures: string[];
    findings: Finding[];
    /** The findings exactly as the model returned them, in the same order. */
    raw: unknown[];
    usage: Usage;
    fingerprints: string[];
}
export interface AnalysisOutcome {
    runs: RunOutcome[];
    requests: number;
    fileGroups: number;
    usage: Usage;
    usageByAgent: Record<string, Usage>;
}
/** Every task of a test in canonical order: run, then agent, then file group. */
export declare function planTasks(runNumbers: number[], agents: number, groups: number): AnalysisTask[];
/**
 * Puts task outcomes (from one job or many shards, in any order) back into runs: a run's
 * findings are its agents' in plan order, each agent's file groups in order, exactly as an
 * unsharded test builds them. Every task must be present exactly once.
 */
export declare function assembleRuns(runNumbers: number[], agents: string[], groups: number, outcomes: TaskOutcome[]): AnalysisOutcome;
