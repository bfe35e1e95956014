/**
 * The programmatic API (SPEC section 7), for Node users who use neither the CLI nor the
 * action. It mirrors the Determinism Measurement System's service: `measureDeterminism` runs the identical analysis N
 * times and scores it; `evaluateFindings` judges a report against ground truth.
 */
import { randomUUID } from "node:crypto";
import { DEFAULT_MODEL, DEFAULT_OBJECTIVE } from "../defaults.js";
import { readFileSync } from "node:fs";
import path from "node:path";
import { type AgentDefinition, DEFAULT_AGENTS, resolveAgents } from "../analysis/agents.js";
import { InputError } from "../errors.js";
import { evaluateItems } from "../evaluate/evaluate.js";
import { llmJudge } from "../evaluate/llm-judge.js";
import { DEFAULT_DOMAIN } from "../evaluate/prompt.js";
import { itemsFromDocument, readTruth } from "../evaluate/read.js";
import type { EvaluatedRow } from "../evaluate/types.js";
import type { SourceFile } from "../io/source-files.js";
import { LlmClient, openaiClient } from "../llm/client.js";
import { type ExecutedResult, runDeterminismTest } from "../pipeline/determinism-test.js";

export { InputError } from "../errors.js";
export type { EvaluatedRow } from "../evaluate/types.js";
export { parseFindingsDocument } from "../findings/schema.js";
export type { Finding, Run, Severity } from "../findings/types.js";
export { renderMeasureReport } from "../render/markdown.js";
export { type MeasureOptions, measureRuns } from "../score/measure.js";
export type {
  ClusterFinding,
  DeterminismResult,
  GroupMetrics,
  Statistics,
  Thresholds,
} from "../score/types.js";
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
  files: (string | { path: string; content: string })[];
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

function client(options: ConnectionOptions, log?: (m: string) => void): LlmClient {
  const apiKey = options.apiKey ?? process.env.OPENAI_API_KEY ?? "";
  const baseURL = options.baseURL ?? (process.env.OPENAI_BASE_URL || undefined);
  if (!apiKey && !baseURL)
    throw new InputError(
      "apiKey: no API key (set OPENAI_API_KEY or pass apiKey), or pass baseURL for a local server",
    );
  return new LlmClient(
    openaiClient({ apiKey: apiKey || "not-needed", ...(baseURL !== undefined && { baseURL }) }),
    {
      model: options.model ?? DEFAULT_MODEL,
      concurrency: options.concurrency ?? 8,
      ...(options.signal && { signal: options.signal }),
      ...(log && { log }),
    },
  );
}

/** Runs the identical analysis `numberOfRuns` times and returns the SPEC 4.1 result. */
export async function measureDeterminism(options: MeasureDeterminismOptions): Promise<ExecutedResult> {
  const runs = options.numberOfRuns ?? 10;
  if (!Number.isInteger(runs) || runs < 2 || runs > 50)
    throw new InputError(`numberOfRuns: got ${runs}, expected a whole number from 2 to 50`);
  const temperature = options.temperature ?? 0.3;
  if (!(temperature >= 0 && temperature <= 2))
    throw new InputError(`temperature: got ${temperature}, expected a number from 0 to 2`);
  const root = options.root ?? process.cwd();
  const files: SourceFile[] = options.files.map((f) =>
    typeof f === "string"
      ? { path: f.split(path.sep).join("/"), content: readFileSync(path.resolve(root, f), "utf8") }
      : f,
  );
  if (files.length === 0) throw new InputError("files: no file given, expected paths or { path, content }");
  const custom = (options.agents ?? []).filter((a): a is AgentDefinition => typeof a !== "string");
  const names = (options.agents ?? DEFAULT_AGENTS).map((a) => (typeof a === "string" ? a : a.name));
  const progress = options.onProgress;
  const llm = client(options, progress);
  const { result } = await runDeterminismTest(
    {
      files,
      agents: resolveAgents(names, custom, "agents"),
      runs,
      temperature,
      objective: options.objective ?? DEFAULT_OBJECTIVE,
      model: options.model ?? DEFAULT_MODEL,
      includeRaw: options.includeRawResults ?? false,
      ...(options.randomSeed !== undefined && { seed: options.randomSeed }),
      thresholds: {
        ...(options.fullyConsistentThreshold !== undefined && {
          fullyConsistentThreshold: options.fullyConsistentThreshold,
        }),
        ...(options.highlyConsistentThreshold !== undefined && {
          highlyConsistentThreshold: options.highlyConsistentThreshold,
        }),
        ...(options.moderatelyConsistentThreshold !== undefined && {
          moderatelyConsistentThreshold: options.moderatelyConsistentThreshold,
        }),
      },
    },
    {
      llm,
      now: () => new Date(),
      newId: randomUUID,
      ...(progress && {
        onRequest: (done: number, total: number) => progress(`analysis: ${done}/${total} requests`),
      }),
    },
  );
  if (options.groupByAgent === false) result.metricsByAgent = {};
  if (options.groupByCategory === false) result.metricsByCategory = {};
  return result;
}

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
export async function evaluateFindings(
  truth: unknown,
  scan: unknown,
  options: EvaluateFindingsOptions = {},
): Promise<EvaluatedRow[]> {
  const { judge } = llmJudge(client(options), {
    domain: options.domain ?? DEFAULT_DOMAIN,
    temperature: options.temperature ?? 0.3,
  });
  const outcome = await evaluateItems(readTruth("truth", truth), itemsFromDocument("scan", scan), judge, {
    iterations: options.iterations ?? 3,
    batchSize: options.batchSize ?? 10,
    sequential: options.sequential ?? false,
  });
  return outcome.rows;
}
