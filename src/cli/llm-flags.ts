import { InputError } from "../errors.js";
import { LlmClient, type LlmOptions, openaiClient } from "../llm/client.js";
import { ResponseCache } from "../llm/cache.js";
import type { Price } from "../llm/pricing.js";
import { CONNECTION } from "../settings/connection.js";
import { pick } from "../settings/numbers.js";
import { cliSource } from "../settings/source.js";
import { type Connection, readConnection } from "../settings/test-inputs.js";
import { helpLines } from "../settings/setting.js";
import { TEXTS } from "../settings/texts.js";

/** The LLM flags every command that calls a model shares (SPEC section 4). */
export const LLM_FLAGS = {
  model: { type: "string" },
  "base-url": { type: "string" },
  concurrency: { type: "string" },
  "request-timeout": { type: "string" },
  deadline: { type: "string" },
  "max-retry-after": { type: "string" },
  price: { type: "string" },
  "cache-dir": { type: "string" },
  "azure-deployment": { type: "string" },
  "azure-api-version": { type: "string" },
} as const;

export const LLM_HELP = `LLM settings (any OpenAI-compatible server):
  OPENAI_API_KEY            the API key (environment only; never printed)
${helpLines([CONNECTION.baseUrl, CONNECTION.model], "run")}
${helpLines(pick("concurrency", "requestTimeout", "deadline", "maxRetryAfter"), "run")}
${helpLines([CONNECTION.price, TEXTS.cacheDir, CONNECTION.azureDeployment, CONNECTION.azureApiVersion], "run")}`;

function isLoopback(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === "localhost" || host === "::1" || host === "[::1]" || host.startsWith("127.");
  } catch {
    return false;
  }
}

export interface LlmSettings {
  cacheDir?: string;
  model: string;
  baseURL?: string;
  apiKey: string;
  options: Omit<LlmOptions, "model">;
  price?: Price;
  azure?: { deployment: string; apiVersion: string };
}

/**
 * Reads the LLM flags and the environment. The key comes only from the environment, so it
 * never appears in a command line, a process list or shell history.
 */
export function llmSettings(
  values: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
  defaults: { model?: string } = {},
): LlmSettings {
  for (const flag of ["model", "judge-model"])
    if (typeof values[flag] === "string" && (values[flag] as string).trim() === "")
      throw new InputError(
        `--${flag}: empty, expected a model name such as gpt-4o-mini (leave the flag out for the default)`,
      );
  const c = readConnection(cliSource(values), env.OPENAI_BASE_URL || undefined);
  return {
    model: values.model === undefined ? (defaults.model ?? c.model) : c.model,
    ...(c.baseUrl !== undefined && { baseURL: c.baseUrl }),
    apiKey: apiKeyFrom(env, c),
    ...(c.price && { price: c.price }),
    ...(c.azure && { azure: c.azure }),
    ...(c.cacheDir !== undefined && { cacheDir: c.cacheDir }),
    options: {
      concurrency: c.concurrency,
      requestTimeoutMs: c.requestTimeoutMs,
      deadlineMs: c.deadlineMs,
      retry: { maxRetryAfterMs: c.maxRetryAfterMs },
    },
  };
}

/**
 * The API key, from the environment only, so it never appears in a command line, a process
 * list or shell history. Local servers (the simulator, vLLM, Ollama) take any key; OpenAI
 * itself needs a real one.
 */
export function apiKeyFrom(env: NodeJS.ProcessEnv, c: Pick<Connection, "baseUrl" | "azure">): string {
  const key = (c.azure ? env.AZURE_OPENAI_API_KEY || env.OPENAI_API_KEY : env.OPENAI_API_KEY) ?? "";
  if (key !== "") return key;
  if (c.baseUrl === undefined)
    throw new InputError(
      "OPENAI_API_KEY is not set: set it, or point --base-url at an OpenAI-compatible server",
    );
  return isLoopback(c.baseUrl) ? "sk-local-simulator" : "not-needed";
}

const caches = new Map<string, ResponseCache>();

export function connect(settings: LlmSettings, extra: Partial<LlmOptions> = {}): LlmClient {
  let cache: ResponseCache | undefined;
  if (settings.cacheDir !== undefined) {
    cache = caches.get(settings.cacheDir) ?? new ResponseCache(settings.cacheDir);
    caches.set(settings.cacheDir, cache);
  }
  return new LlmClient(
    openaiClient({
      apiKey: settings.apiKey,
      ...(settings.baseURL !== undefined && { baseURL: settings.baseURL }),
      ...(settings.azure && { azure: settings.azure }),
    }),
    {
      model: settings.model,
      ...settings.options,
      ...(cache && { cache }),
      ...extra,
    },
  );
}
