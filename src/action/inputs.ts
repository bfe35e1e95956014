import * as core from "@actions/core";
import { z } from "zod";
import { DEFAULT_MODEL } from "../defaults.js";
import { InputError, shown } from "../errors.js";
import { thresholdOrderProblem } from "../score/classify.js";
import type { Price } from "../llm/pricing.js";
import { ADAPTIVE_DEFAULTS, type AdaptivePlan } from "../pipeline/adaptive.js";
import { parseShard, type Shard } from "../pipeline/shard.js";
import { DEFAULT_AZURE_API_VERSION } from "../llm/client.js";
import { actionGates } from "../settings/gates.js";
import { actionChoice } from "../settings/choices.js";
import { actionText } from "../settings/texts.js";
import { actionNumber, actionOptionalNumber } from "../settings/numbers.js";
import { labelOf, numberRule, readNumber } from "../settings/setting.js";
import { DEFAULT_PARTIALS, Inputs } from "./constants.js";

/** Every input of action.yml, parsed and typed. */
export interface Settings {
  /** Globs of the files to analyse, one per line. */
  files: string[];
  /** Folder the paths are relative to, relative to the workspace. */
  workingDirectory: string;
  runs: number;
  agents: string[];
  agentsFile?: string;
  temperature: number;
  objective: string;
  model: string;
  /** Empty when none was given: the test is then skipped with a notice. */
  apiKey: string;
  baseUrl?: string;
  truth?: string;
  evaluateRuns: "consensus" | "all";
  /** The grouping judge: "judge" asks the judge model about close groups, "off" uses the evidence alone. */
  consolidate: "judge" | "off";
  baseline?: string;
  history?: string;
  /** Models to compare; the first is gated. At least one (the model input). */
  models: string[];
  /** Where to write SARIF, relative to the working directory. */
  sarif?: string;
  /** Where answers are cached, relative to the working directory. */
  cacheDir?: string;
  maxTokens?: number;
  maxCostUsd?: number;
  /** The gates (settings/gates.ts); 0 = no gate. */
  minDeterminism: number;
  minReproducibility: number;
  minF1: number;
  concurrency: number;
  githubToken: string;
  comment: boolean;
  /** Overrides the event's pull request (workflow_run runs have none). */
  pullRequestNumber?: number;
  seed?: number;
  judgeModel?: string;
  domain: string;
  iterations: number;
  batchSize: number;
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  /** Input tokens per analysis request. */
  tokenBudget: number;
  fullyConsistentThreshold: number;
  highlyConsistentThreshold: number;
  moderatelyConsistentThreshold: number;
  requestTimeoutMs: number;
  deadlineMs: number;
  maxRetryAfterMs: number;
  price?: Price;
  allowForks: boolean;
  failOnSkip: boolean;
  /** run: analyse (the whole test, or one shard of it); merge: score the shards' partial results. */
  mode: "run" | "merge";
  /** This job's slice of a sharded test; it writes a partial result instead of gating. */
  shard?: Shard;
  /** Globs of the partial results to merge (mode: merge). */
  partials: string[];
  /** runs: auto. */
  adaptive?: AdaptivePlan;
  /** Azure OpenAI: base-url is then the resource endpoint. */
  azure?: { deployment: string; apiVersion: string };
}

type Reader = (name: string) => string;

/** `{ key: value }` when there is a value, else nothing: optional settings stay absent. */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/** A number input not yet described in src/settings, read by the same rule as those that are. */
function number(
  name: string,
  raw: string,
  fallback: number,
  min: number,
  max: number,
  integer = false,
): number {
  return readNumber(numberRule(name, fallback, { min, max, integer }), raw, labelOf("action", name));
}

function boolean(name: string, raw: string, fallback: boolean): boolean {
  const value = raw.trim().toLowerCase();
  if (value === "") return fallback;
  if (["true", "yes", "on", "1"].includes(value)) return true;
  if (["false", "no", "off", "0"].includes(value)) return false;
  throw new InputError(`Input '${name}': got ${shown(raw)}, expected true or false`);
}

const Url = z.url({ protocol: /^https?$/ });

/**
 * Reads and checks every input (the only place inputs are read). Errors name the input, the
 * value and the expected form.
 */
export function getInputs(read: Reader = (name) => core.getInput(name)): Settings {
  const get = (name: string) => read(name).trim();
  const lines = (name: string) =>
    read(name)
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l !== "" && !l.startsWith("#"));
  const mode = actionChoice("mode", get);
  const files = lines(Inputs.files);
  if (files.length === 0 && mode === "run")
    throw new InputError(
      `Input '${Inputs.files}': no pattern given, expected newline-separated globs such as src/**/*.ts`,
    );
  const agents = (get(Inputs.agents) || "security,performance,architecture")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  const baseUrl = get(Inputs.baseUrl);
  if (baseUrl !== "" && !Url.safeParse(baseUrl).success) {
    throw new InputError(
      `Input '${Inputs.baseUrl}': got ${shown(baseUrl)}, expected an http(s) URL such as https://example.openai.azure.com/openai/v1`,
    );
  }
  const priceText = get(Inputs.price);
  let price: Price | undefined;
  if (priceText !== "") {
    const m = /^(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)$/.exec(priceText);
    if (!m)
      throw new InputError(
        `Input '${Inputs.price}': got ${shown(priceText)}, expected input,output US$ per million tokens such as 0.15,0.6`,
      );
    price = { inputPerMillion: Number(m[1]), outputPerMillion: Number(m[2]) };
  }
  const evaluateRuns = actionChoice("evaluateRuns", get);
  const model = get(Inputs.model) || DEFAULT_MODEL;
  const models = get(Inputs.models)
    .split(/[,\n]/)
    .map((m) => m.trim())
    .filter(Boolean);
  if (new Set(models).size !== models.length)
    throw new InputError(`Input '${Inputs.models}': a model is listed twice in ${shown(get(Inputs.models))}`);
  const runsText = get(Inputs.runs);
  const auto = runsText.toLowerCase() === "auto";
  let adaptive: AdaptivePlan | undefined;
  if (auto) {
    const maxRuns = number(Inputs.maxRuns, get(Inputs.maxRuns), ADAPTIVE_DEFAULTS.maxRuns, 3, 50, true);
    const initialRuns = Math.min(ADAPTIVE_DEFAULTS.initialRuns, maxRuns);
    adaptive = {
      initialRuns,
      maxRuns,
      targetWidth: number(
        Inputs.targetWidth,
        get(Inputs.targetWidth),
        ADAPTIVE_DEFAULTS.targetWidth,
        0.1,
        100,
      ),
    };
  } else {
    for (const name of [Inputs.maxRuns, Inputs.targetWidth])
      if (get(name) !== "")
        throw new InputError(
          `Input '${name}': only applies to runs: auto (runs is ${shown(runsText || "10")})`,
        );
  }
  const shard =
    get(Inputs.shard) !== "" ? parseShard(get(Inputs.shard), `Input '${Inputs.shard}'`) : undefined;
  const partials = lines(Inputs.partials);
  const deployment = get(Inputs.azureDeployment);
  if (deployment !== "" && baseUrl === "")
    throw new InputError(
      `Input '${Inputs.azureDeployment}': needs '${Inputs.baseUrl}' set to the Azure OpenAI endpoint, such as https://my-resource.openai.azure.com`,
    );
  const apiVersion = get(Inputs.azureApiVersion) || DEFAULT_AZURE_API_VERSION;
  if (!/^\d{4}-\d{2}-\d{2}(-preview)?$/.test(apiVersion))
    throw new InputError(
      `Input '${Inputs.azureApiVersion}': got ${shown(apiVersion)}, expected a date version such as ${DEFAULT_AZURE_API_VERSION} or 2025-04-01-preview`,
    );
  const consolidate = actionChoice("consolidate", get);
  const settings: Settings = {
    files,
    mode,
    consolidate,
    partials: partials.length > 0 ? partials : [DEFAULT_PARTIALS],
    ...(shard && { shard }),
    ...(adaptive && { adaptive }),
    ...(deployment !== "" && { azure: { deployment, apiVersion } }),
    evaluateRuns,
    models: models.length > 0 ? models : [model],
    workingDirectory: get(Inputs.workingDirectory) || ".",
    runs: adaptive ? adaptive.initialRuns : number(Inputs.runs, runsText, 10, 2, 50, true),
    agents,
    temperature: actionNumber("temperature", get),
    objective: actionText("objective", get)!,
    model,
    apiKey: get(Inputs.apiKey),
    ...actionGates(get).thresholds,
    concurrency: actionNumber("concurrency", get),
    githubToken: get(Inputs.githubToken),
    comment: boolean(Inputs.comment, get(Inputs.comment), true),
    domain: actionText("domain", get)!,
    iterations: actionNumber("iterations", get),
    batchSize: actionNumber("batchSize", get),
    maxFiles: actionNumber("maxFiles", get),
    maxFileBytes: actionNumber("maxFileBytes", get),
    maxTotalBytes: actionNumber("maxTotalBytes", get),
    tokenBudget: actionNumber("tokenBudget", get),
    fullyConsistentThreshold: actionNumber("fullyConsistentThreshold", get),
    highlyConsistentThreshold: actionNumber("highlyConsistentThreshold", get),
    moderatelyConsistentThreshold: actionNumber("moderatelyConsistentThreshold", get),
    requestTimeoutMs: actionNumber("requestTimeout", get) * 1000,
    deadlineMs: actionNumber("deadline", get) * 60_000,
    maxRetryAfterMs: actionNumber("maxRetryAfter", get) * 1000,
    allowForks: boolean(Inputs.allowForks, get(Inputs.allowForks), false),
    failOnSkip: boolean(Inputs.failOnSkip, get(Inputs.failOnSkip), false),
    ...(baseUrl !== "" && { baseUrl }),
    ...optional("agentsFile", actionText("agentsFile", get)),
    ...optional("truth", actionText("truth", get)),
    ...optional("baseline", actionText("baseline", get)),
    ...optional("history", actionText("history", get)),
    ...optional("sarif", actionText("sarif", get)),
    ...optional("cacheDir", actionText("cacheDir", get)),
    ...optional("maxTokens", actionOptionalNumber("maxTokens", get)),
    ...optional("maxCostUsd", actionOptionalNumber("maxCost", get)),
    ...optional("judgeModel", actionText("judgeModel", get)),
    ...optional("seed", actionOptionalNumber("seed", get)),
    ...(price && { price }),
    ...(get(Inputs.pullRequestNumber) !== "" && {
      pullRequestNumber: number(
        Inputs.pullRequestNumber,
        get(Inputs.pullRequestNumber),
        0,
        1,
        2 ** 31 - 1,
        true,
      ),
    }),
  };
  if (settings.evaluateRuns === "all" && !settings.truth) {
    throw new InputError(
      `Input '${Inputs.evaluateRuns}': all needs a ground truth to judge each run against; set '${Inputs.truth}'`,
    );
  }
  if (settings.minF1 > 0 && !settings.truth) {
    throw new InputError(
      `Input '${Inputs.minF1}': ${settings.minF1} needs a ground truth to measure F1 against; set '${Inputs.truth}' or leave '${Inputs.minF1}' at 0`,
    );
  }
  if (shard && mode === "merge")
    throw new InputError(
      `Input '${Inputs.shard}': a merge job takes no shard; leave it empty with mode: merge`,
    );
  if (shard && adaptive)
    throw new InputError(
      `Input '${Inputs.runs}': auto cannot be sharded (shards need a fixed number of runs)`,
    );
  if (shard && settings.models.length > 1)
    throw new InputError(
      `Input '${Inputs.models}': cannot be combined with '${Inputs.shard}'; shard one model's test at a time`,
    );
  const order = thresholdOrderProblem(settings, (name) => `'${name}'`);
  if (order) throw new InputError(`Input ${order}`);
  return settings;
}
