import type { Budget } from "./budget.js";
import type { ResponseCache } from "./cache.js";
import { LlmClient, openaiClient } from "./client.js";

/** How a model is reached: the server, and the client's limits. */
export interface Reach {
  baseUrl?: string;
  azure?: { deployment: string; apiVersion: string };
  concurrency: number;
  requestTimeoutMs: number;
  deadlineMs: number;
  maxRetryAfterMs: number;
}

/**
 * A client for one model over the OpenAI SDK, with the test's limits, cache and spending
 * budget: the one place either door builds one.
 */
export function connectModel(
  reach: Reach,
  apiKey: string,
  use: { model: string; log?: (message: string) => void; cache?: ResponseCache; budget?: Budget },
): LlmClient {
  return new LlmClient(
    openaiClient({
      apiKey,
      ...(reach.baseUrl !== undefined && { baseURL: reach.baseUrl }),
      ...(reach.azure && { azure: reach.azure }),
    }),
    {
      model: use.model,
      concurrency: reach.concurrency,
      requestTimeoutMs: reach.requestTimeoutMs,
      deadlineMs: reach.deadlineMs,
      retry: { maxRetryAfterMs: reach.maxRetryAfterMs },
      ...(use.log && { log: use.log }),
      ...(use.cache && { cache: use.cache }),
      ...(use.budget && { budget: use.budget }),
    },
  );
}
