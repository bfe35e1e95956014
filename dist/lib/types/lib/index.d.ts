import { type AgentDefinition } from "../analysis/agents.js";
import type { EvaluatedRow } from "../evaluate/types.js";
import { type ExecutedResult } from "../pipeline/determinism-test.js";
export { InputError } from "../errors.js";
export type { EvaluatedRow } from "../evaluate/types.js";
export { parseFindingsDocument } from "../findings/schema.js";
export type { Finding, Run, Severity } from "../findings/types.js";
export { renderMeasureReport } from "../render/markdown.js";
export { type MeasureOptions, measureRuns } from "../score/measure.js";
export type { ClusterFinding, DeterminismResult, GroupMetrics, Statistics, Thresholds, } from "../score/types.js";
export { type SimulatorOptions, startSimulator } from "../simulator/server.js";
/** Where the model is: any OpenAI-compatible server. */
export interface ConnectionOptions {
    /** Defaults to OPENAI_API_KEY. */
    apiKey?: string;
    /** Defaults to OPENAI_BASE_URL, else OpenAI. */
    baseURL?: string;
    model?: string;
    /** Parallel requests (default 8). */
    concurrency?: number;
    signal?: AbortSignal;
}
export interface MeasureDeterminismOptions extends ConnectionOptions {
    /** Paths (relative to `root`) or files given with their content. */
    files: (string | {
        path: string;
        content: string;
    })[];
    root?: string;
    /** The analysis goal given to every agent (the business objective). */
    objective?: string;
    /** Built-in agent names, or custom agents with their instructions. */
    agents?: (string | AgentDefinition)[];
    numberOfRuns?: number;
    temperature?: number;
    fullyConsistentThreshold?: number;
    highlyConsistentThreshold?: number;
    moderatelyConsistentThreshold?: number;
    includeRawResults?: boolean;
    groupByAgent?: boolean;
    groupByCategory?: boolean;
    randomSeed?: number;
    onProgress?: (message: string) => void;
}
/** Runs the identical analysis `numberOfRuns` times and returns the SPEC 4.1 result. */
export declare function measureDeterminism(options: MeasureDeterminismOptions): Promise<ExecutedResult>;
export interface EvaluateFindingsOptions extends ConnectionOptions {
    iterations?: number;
    batchSize?: number;
    sequential?: boolean;
    domain?: string;
    temperature?: number;
}
/**
 * Judges a findings report against ground truth (SPEC 4.2 rows). `truth` and `scan` are parsed
 * JSON documents in any accepted shape (the AuditAgent `{ vulnerabilities }`, a run file, an array...).
 */
export declare function evaluateFindings(truth: unknown, scan: unknown, options?: EvaluateFindingsOptions): Promise<EvaluatedRow[]>;
