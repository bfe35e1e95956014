import { InputError } from "../errors.js";
import type { Candidates } from "../evaluate/candidates.js";
import type { Reach } from "../llm/connect.js";
import { type Price, priceOf } from "../llm/pricing.js";
import { ADAPTIVE_DEFAULTS, type AdaptivePlan } from "../pipeline/adaptive.js";
import type { Shard } from "../pipeline/shard.js";
import { thresholdOrderProblem } from "../score/classify.js";
import type { Thresholds } from "../score/types.js";
import { ANALYSIS } from "./analysis.js";
import { CHOICES } from "./choices.js";
import { CONNECTION } from "./connection.js";
import { GATE_SETTINGS, type GateThresholds } from "./gates.js";
import { NUMBERS, OPTIONAL_NUMBERS } from "./numbers.js";
import { readValue } from "./setting.js";
import { isGiven, read, type SettingSource } from "./source.js";
import { TEXTS } from "./texts.js";

/**
 * The settings of a test, read through one description from either door: the action's inputs
 * or a CLI command's flags. Every check of one setting against another is made here once, so
 * both doors refuse the same mistakes with the same words (naming each setting as the door
 * spells it), before any file is read or any token spent.
 */

/** How the model is reached: the same for the analysis, the grouping judge and the judge. */
export interface Connection extends Reach {
  model: string;
  price?: Price;
  cacheDir?: string;
}

/** The judging settings: the truth file's path (read later), the judge and the grouping judge. */
export interface JudgeInputs {
  truth?: string;
  judgeModel?: string;
  domain: string;
  iterations: number;
  batchSize: number;
  evaluateRuns: "consensus" | "all";
  candidates: Candidates;
  consolidate: "judge" | "off";
}

export interface TestInputs extends Connection, JudgeInputs, GateThresholds, Thresholds {
  /** Globs of the files to analyse. */
  files: string[];
  /** Folder the globs are relative to (as given; each door resolves it). */
  workingDirectory: string;
  /** Runs to start with: the count, or with runs auto the first batch. */
  runs: number;
  adaptive?: AdaptivePlan;
  shard?: Shard;
  agents: string[];
  agentsFile?: string;
  temperature: number;
  objective: string;
  seed?: number;
  /** The models to test; the first is gated. At least one (the model). */
  models: string[];
  maxTokens?: number;
  maxCostUsd?: number;
  baseline?: string;
  history?: string;
  sarif?: string;
  includeRaw: boolean;
  tokenBudget: number;
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  /** Gate setting → how the user spelled it (`--min-score`, `Input 'min-f1'`), for its failure. */
  gateLabels: Record<string, string>;
}

/** The connection settings; the CLI passes OPENAI_BASE_URL as the base URL's fallback. */
export function readConnection(source: SettingSource, fallbackBaseUrl?: string): Connection {
  // OPENAI_BASE_URL stands in when the flag is absent, checked by the same rule.
  const baseUrl =
    read(CONNECTION.baseUrl, source) ?? readValue(CONNECTION.baseUrl, fallbackBaseUrl, "OPENAI_BASE_URL");
  const deployment = read(CONNECTION.azureDeployment, source);
  const apiVersion = read(CONNECTION.azureApiVersion, source)!;
  if (deployment !== undefined && baseUrl === undefined)
    throw new InputError(
      `${source.raw(CONNECTION.azureDeployment).label}: needs ${source.ref(CONNECTION.baseUrl)} set to the Azure OpenAI resource endpoint, such as https://my-resource.openai.azure.com`,
    );
  const price = read(CONNECTION.price, source);
  const cacheDir = read(TEXTS.cacheDir, source);
  return {
    model: read(CONNECTION.model, source)!,
    ...(baseUrl !== undefined && { baseUrl }),
    ...(price && { price }),
    ...(deployment !== undefined && { azure: { deployment, apiVersion } }),
    ...(cacheDir !== undefined && { cacheDir }),
    concurrency: read(NUMBERS.concurrency, source),
    requestTimeoutMs: read(NUMBERS.requestTimeout, source) * 1000,
    deadlineMs: read(NUMBERS.deadline, source) * 60_000,
    maxRetryAfterMs: read(NUMBERS.maxRetryAfter, source) * 1000,
  };
}

/** The judging settings, checked against each other. */
export function readJudge(source: SettingSource): JudgeInputs {
  const truth = read(TEXTS.truth, source);
  const judgeModel = read(TEXTS.judgeModel, source);
  const evaluateRuns = read(CHOICES.evaluateRuns, source);
  if (evaluateRuns === "all" && truth === undefined)
    throw new InputError(
      `${source.raw(CHOICES.evaluateRuns).label}: all needs ${source.ref(TEXTS.truth)}, the ground truth to judge each run against`,
    );
  return {
    ...(truth !== undefined && { truth }),
    ...(judgeModel !== undefined && { judgeModel }),
    domain: read(TEXTS.domain, source)!,
    iterations: read(NUMBERS.iterations, source),
    batchSize: read(NUMBERS.batchSize, source),
    evaluateRuns,
    candidates: read(CHOICES.candidates, source),
    consolidate: read(CHOICES.consolidate, source),
  };
}

/** The gates, with how each was spelled; min-f1 needs a truth file. */
export function readGates(
  source: SettingSource,
  truth: string | undefined,
): GateThresholds & { gateLabels: Record<string, string> } {
  const gateLabels: Record<string, string> = {};
  const gate = (s: (typeof GATE_SETTINGS)[keyof typeof GATE_SETTINGS]) => {
    gateLabels[s.name] = source.raw(s).label;
    return read(s, source);
  };
  const gates = {
    minDeterminism: gate(GATE_SETTINGS.minDeterminism),
    minReproducibility: gate(GATE_SETTINGS.minReproducibility),
    minF1: gate(GATE_SETTINGS.minF1),
  };
  if (gates.minF1 > 0 && truth === undefined)
    throw new InputError(
      `${gateLabels["min-f1"]}: ${gates.minF1} needs a ground truth to measure F1 against; give ${source.ref(TEXTS.truth)} or leave it at 0`,
    );
  return { ...gates, gateLabels };
}

/** The classes' thresholds; they must not cross (full ≥ high ≥ moderate). */
export function readThresholds(source: SettingSource): Thresholds {
  const t = {
    fullyConsistentThreshold: read(NUMBERS.fullyConsistentThreshold, source),
    highlyConsistentThreshold: read(NUMBERS.highlyConsistentThreshold, source),
    moderatelyConsistentThreshold: read(NUMBERS.moderatelyConsistentThreshold, source),
  };
  const order = thresholdOrderProblem(t, (name) => (source.door === "action" ? `'${name}'` : `--${name}`));
  if (order) throw new InputError(source.door === "action" ? `Input ${order}` : order);
  return t;
}

/** runs, or runs auto with its bounds; max-runs and target-width apply only to auto. */
export function readRuns(source: SettingSource): { runs: number; adaptive?: AdaptivePlan } {
  const runs = read(ANALYSIS.runs, source)!;
  if (runs === "auto") {
    const maxRuns = read(ANALYSIS.maxRuns, source);
    const initialRuns = Math.min(ADAPTIVE_DEFAULTS.initialRuns, maxRuns);
    return {
      runs: initialRuns,
      adaptive: { initialRuns, maxRuns, targetWidth: read(ANALYSIS.targetWidth, source) },
    };
  }
  for (const s of [ANALYSIS.maxRuns, ANALYSIS.targetWidth])
    if (isGiven(s, source))
      throw new InputError(
        `${source.raw(s).label}: only applies to ${source.given(ANALYSIS.runs, "auto")} (got ${source.given(ANALYSIS.runs, String(runs))})`,
      );
  return { runs };
}

/**
 * Every setting of a test. `analyses` is false for a merge, which takes no files; the CLI
 * passes OPENAI_BASE_URL as the base URL's fallback.
 */
export function readTestInputs(
  source: SettingSource,
  options: { analyses: boolean; fallbackBaseUrl?: string },
): TestInputs {
  const files = read(ANALYSIS.files, source);
  if (options.analyses && files.length === 0)
    throw new InputError(
      `${source.raw(ANALYSIS.files).label} is required: no pattern given, expected globs of the files to analyse, such as src/**/*.ts`,
    );
  const { runs, adaptive } = readRuns(source);
  const shard = read(ANALYSIS.shard, source);
  const connection = readConnection(source, options.fallbackBaseUrl);
  const models = read(ANALYSIS.models, source);
  if (models.length === 0) models.push(connection.model);
  const judge = readJudge(source);
  const gates = readGates(source, judge.truth);
  const thresholds = readThresholds(source);
  if (shard && adaptive)
    throw new InputError(
      `${source.raw(ANALYSIS.shard).label}: cannot be combined with ${source.given(ANALYSIS.runs, "auto")} (shards need a fixed number of runs)`,
    );
  if (shard && models.length > 1)
    throw new InputError(
      `${source.raw(ANALYSIS.shard).label}: cannot be combined with ${source.ref(ANALYSIS.models)} (shard one model's test at a time)`,
    );
  const maxCostUsd = read(OPTIONAL_NUMBERS.maxCost, source);
  if (maxCostUsd !== undefined && !priceOf(models[0]!, connection.price))
    throw new InputError(
      `${source.raw(OPTIONAL_NUMBERS.maxCost).label}: no price is known for '${models[0]}', so cost cannot be counted; give ${source.ref(CONNECTION.price)} input,output`,
    );
  const maxTokens = read(OPTIONAL_NUMBERS.maxTokens, source);
  const seed = read(OPTIONAL_NUMBERS.seed, source);
  const agentsFile = read(TEXTS.agentsFile, source);
  const baseline = read(TEXTS.baseline, source);
  const history = read(TEXTS.history, source);
  const sarif = read(TEXTS.sarif, source);
  return {
    ...connection,
    ...judge,
    ...gates,
    ...thresholds,
    files,
    workingDirectory: read(ANALYSIS.workingDirectory, source)!,
    runs,
    ...(adaptive && { adaptive }),
    ...(shard && { shard }),
    agents: read(ANALYSIS.agents, source),
    ...(agentsFile !== undefined && { agentsFile }),
    temperature: read(NUMBERS.temperature, source),
    objective: read(TEXTS.objective, source)!,
    ...(seed !== undefined && { seed }),
    models,
    ...(maxTokens !== undefined && { maxTokens }),
    ...(maxCostUsd !== undefined && { maxCostUsd }),
    ...(baseline !== undefined && { baseline }),
    ...(history !== undefined && { history }),
    ...(sarif !== undefined && { sarif }),
    includeRaw: read(ANALYSIS.includeRaw, source),
    tokenBudget: read(NUMBERS.tokenBudget, source),
    maxFiles: read(NUMBERS.maxFiles, source),
    maxFileBytes: read(NUMBERS.maxFileBytes, source),
    maxTotalBytes: read(NUMBERS.maxTotalBytes, source),
  };
}
