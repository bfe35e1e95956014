import { InputError } from "../errors.js";
import type { Budget } from "../llm/budget.js";
import type { LlmClient } from "../llm/client.js";
import { connectModel } from "../llm/connect.js";
import { ResponseCache } from "../llm/cache.js";
import { CONNECTION } from "../settings/connection.js";
import { pick } from "../settings/numbers.js";
import { cliSource } from "../settings/source.js";
import { type Connection, readConnection } from "../settings/test-inputs.js";
import { helpLines } from "../settings/flags.js";
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

/** The connection as read, with the key from the environment. */
export type LlmSettings = Connection & { apiKey: string };

/** A model name given empty is a mistake, not "the default" (only the action reads empty so). */
export function checkModelNames(values: Record<string, unknown>): void {
  for (const flag of ["model", "judge-model"])
    if (typeof values[flag] === "string" && (values[flag] as string).trim() === "")
      throw new InputError(
        `--${flag}: empty, expected a model name such as gpt-4o-mini (leave the flag out for the default)`,
      );
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
  checkModelNames(values);
  const c = readConnection(cliSource(values), env.OPENAI_BASE_URL || undefined);
  return {
    ...c,
    model: values.model === undefined ? (defaults.model ?? c.model) : c.model,
    apiKey: apiKeyFrom(env, c),
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

/** A client for the settings' model; commands that share a cache folder share one cache. */
export function connect(
  settings: LlmSettings,
  extra: { log?: (message: string) => void; budget?: Budget } = {},
): LlmClient {
  let cache: ResponseCache | undefined;
  if (settings.cacheDir !== undefined) {
    cache = caches.get(settings.cacheDir) ?? new ResponseCache(settings.cacheDir);
    caches.set(settings.cacheDir, cache);
  }
  return connectModel(settings, settings.apiKey, {
    model: settings.model,
    ...extra,
    ...(cache && { cache }),
  });
}
