import { DEFAULT_MODEL } from "../defaults.js";
import { InputError } from "../errors.js";
import { DEFAULT_AZURE_API_VERSION, LlmClient, type LlmOptions, openaiClient } from "../llm/client.js";
import { ResponseCache } from "../llm/cache.js";
import type { Price } from "../llm/pricing.js";
import { cliNumber, pick } from "../settings/numbers.js";
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
  --base-url <url>          server base URL (or OPENAI_BASE_URL); default OpenAI
  --model <name>            model (default gpt-4o-mini)
${helpLines(pick("concurrency", "requestTimeout", "deadline", "maxRetryAfter"), "run")}
  --price <in,out>          US$ per million input,output tokens for the cost estimate
${helpLines([TEXTS.cacheDir], "run")}
  --azure-deployment <name> Azure OpenAI: the deployment; --base-url is then the resource
                            endpoint (https://<resource>.openai.azure.com), the key AZURE_OPENAI_API_KEY
                            or OPENAI_API_KEY
  --azure-api-version <v>   Azure OpenAI API version (default ${DEFAULT_AZURE_API_VERSION})`;

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
  for (const flag of ["model", "judge-model", "base-url"])
    if (typeof values[flag] === "string" && (values[flag] as string).trim() === "")
      throw new InputError(
        `--${flag}: empty, expected ${flag === "base-url" ? "an http(s) URL such as http://localhost:8000/v1" : "a model name such as gpt-4o-mini"} (leave the flag out for the default)`,
      );
  const baseURL = (values["base-url"] as string | undefined) ?? (env.OPENAI_BASE_URL || undefined);
  if (baseURL !== undefined) {
    try {
      const parsed = new URL(baseURL);
      if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("protocol");
    } catch {
      throw new InputError(
        `--base-url: got '${baseURL}', expected an http(s) URL such as http://localhost:8000/v1`,
      );
    }
  }
  const deployment = (values["azure-deployment"] as string | undefined)?.trim();
  const apiVersion = (values["azure-api-version"] as string | undefined)?.trim() || DEFAULT_AZURE_API_VERSION;
  if (deployment !== undefined) {
    if (deployment === "")
      throw new InputError("--azure-deployment: empty, expected the name of an Azure OpenAI deployment");
    if (baseURL === undefined)
      throw new InputError(
        "--azure-deployment: needs --base-url set to the resource endpoint, such as https://my-resource.openai.azure.com",
      );
  }
  if (!/^\d{4}-\d{2}-\d{2}(-preview)?$/.test(apiVersion))
    throw new InputError(
      `--azure-api-version: got '${apiVersion}', expected a date version such as ${DEFAULT_AZURE_API_VERSION} or 2025-04-01-preview`,
    );
  let apiKey =
    (deployment !== undefined ? env.AZURE_OPENAI_API_KEY || env.OPENAI_API_KEY : env.OPENAI_API_KEY) ?? "";
  if (apiKey === "") {
    // Local servers (the simulator, vLLM, Ollama) take any key; OpenAI itself needs a real one.
    if (baseURL === undefined)
      throw new InputError(
        "OPENAI_API_KEY is not set: set it, or point --base-url at an OpenAI-compatible server",
      );
    apiKey = isLoopback(baseURL) ? "sk-local-simulator" : "not-needed";
  }
  let price: Price | undefined;
  const priceText = values.price as string | undefined;
  if (priceText !== undefined) {
    const m = /^\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*$/.exec(priceText);
    if (!m)
      throw new InputError(
        `--price: got '${priceText}', expected input,output US$ per million tokens such as 0.15,0.6`,
      );
    price = { inputPerMillion: Number(m[1]), outputPerMillion: Number(m[2]) };
  }
  return {
    model: (values.model as string | undefined)?.trim() || defaults.model || DEFAULT_MODEL,
    ...(baseURL !== undefined && { baseURL }),
    apiKey,
    ...(price && { price }),
    ...(deployment !== undefined && { azure: { deployment, apiVersion } }),
    ...(values["cache-dir"] !== undefined && { cacheDir: values["cache-dir"] as string }),
    options: {
      concurrency: cliNumber("concurrency", values),
      requestTimeoutMs: cliNumber("requestTimeout", values) * 1000,
      deadlineMs: cliNumber("deadline", values) * 60_000,
      retry: { maxRetryAfterMs: cliNumber("maxRetryAfter", values) * 1000 },
    },
  };
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
