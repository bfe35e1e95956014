import { APIConnectionError, APIConnectionTimeoutError, APIError } from "openai";

/** How the client retries, on top of the SDK (whose own retries are turned off). */
export interface RetryPolicy {
  /** Attempts per request, the first included. */
  maxAttempts: number;
  /** Backoff before retry n (1-based): base × 2^(n−1), capped, with full jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * The longest `retry-after` honoured. The SDK stops at 60 s; providers ask for minutes when
   * a token-per-minute budget is spent, and waiting is cheaper than failing the run.
   */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 6,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 300_000,
};

export type Verdict =
  /** `once`: a condition of the server, not of this request: said once, not per request. */
  | { action: "retry"; delayMs: number; reason: string; once?: boolean }
  | { action: "fatal"; reason: string }
  | { action: "fail"; reason: string }
  | { action: "schema-unsupported"; reason: string };

/** Reads `retry-after-ms`, then `retry-after` (seconds or an HTTP date), in milliseconds. */
export function retryAfterMs(headers: Headers | undefined, now: number): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get("retry-after-ms");
  if (ms !== null && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Number(ms);
  const value = headers.get("retry-after");
  if (value === null) return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function backoff(attempt: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  // Full jitter: parallel requests that failed together must not retry together.
  return Math.max(policy.baseDelayMs / 4, Math.round(random() * ceiling));
}

function errorCode(error: APIError): string {
  const body = error.error as { code?: unknown; type?: unknown } | undefined;
  return String(error.code ?? body?.code ?? error.type ?? body?.type ?? "");
}

/** A server that does not accept `response_format: json_schema` or `seed` (older vLLM, Ollama, gateways). */
function refusesSchema(error: APIError): boolean {
  if (error.status !== 400 && error.status !== 422) return false;
  const text = `${error.message} ${JSON.stringify(error.error ?? {})}`.toLowerCase();
  return /response_format|json_schema|structured output|schema|\bseed\b/.test(text);
}

/** The code of a refused connection or an unknown host anywhere in an error's causes. */
function refusal(error: unknown): string | undefined {
  let at: unknown = error;
  for (let depth = 0; depth < 5 && at instanceof Object; depth++) {
    const code = (at as { code?: unknown }).code;
    if (code === "ECONNREFUSED" || code === "ENOTFOUND") return code;
    // fetch never connects to some ports (9, 25, 6000, ...): as final as a refusal.
    if ((at as { message?: unknown }).message === "bad port") return "a port fetch blocks";
    at = (at as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * What to do after a failed attempt `attempt` (1-based): retry after a delay, fall back to
 * `json_object`, give up on this request, or stop everything.
 */
export function classify(
  error: unknown,
  attempt: number,
  policy: RetryPolicy,
  now: number,
  random: () => number,
): Verdict {
  const last = attempt >= policy.maxAttempts;
  if (error instanceof APIConnectionTimeoutError) {
    return last
      ? { action: "fail", reason: "timed out" }
      : { action: "retry", delayMs: backoff(attempt, policy, random), reason: "timed out" };
  }
  if (error instanceof APIConnectionError) {
    // Nothing listens there, or the host does not exist: retrying for minutes cannot help, and
    // every parallel request would log its own retries. A second try covers a server restarting.
    const refused = refusal(error);
    if (refused)
      return attempt >= Math.min(2, policy.maxAttempts)
        ? {
            action: "fatal",
            reason: `cannot reach the server (${refused}): check the base URL and that the server is running`,
          }
        : {
            action: "retry",
            delayMs: backoff(attempt, policy, random),
            reason: `connection refused (${refused})`,
            once: true,
          };
    return last
      ? { action: "fail", reason: "connection failed" }
      : { action: "retry", delayMs: backoff(attempt, policy, random), reason: "connection failed" };
  }
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    const code = errorCode(error);
    if (code.includes("insufficient_quota")) {
      return {
        action: "fatal",
        reason: "the API quota is exhausted (insufficient_quota): add credit or use another key",
      };
    }
    if (status === 401)
      return { action: "fatal", reason: "the API key was rejected (401): check OPENAI_API_KEY / api-key" };
    if (status === 403)
      return { action: "fatal", reason: `access denied (403): ${error.message.slice(0, 200)}` };
    if (status === 404)
      return { action: "fatal", reason: `not found (404): check the model name and the base URL` };
    if (refusesSchema(error))
      return { action: "schema-unsupported", reason: "the server does not accept json_schema" };
    if (status === 429) {
      if (last) return { action: "fail", reason: "rate limited (429)" };
      const asked = retryAfterMs(error.headers, now);
      const delayMs =
        asked === undefined ? backoff(attempt, policy, random) : Math.min(asked, policy.maxRetryAfterMs);
      return {
        action: "retry",
        delayMs,
        reason: `rate limited (429${asked !== undefined ? `, retry-after ${Math.round(asked / 1000)} s` : ""})`,
      };
    }
    if (status === 408 || status === 409 || status >= 500) {
      if (last) return { action: "fail", reason: `server error (${status})` };
      const asked = retryAfterMs(error.headers, now);
      const delayMs =
        asked === undefined ? backoff(attempt, policy, random) : Math.min(asked, policy.maxRetryAfterMs);
      return { action: "retry", delayMs, reason: `server error (${status})` };
    }
    return { action: "fail", reason: `request rejected (${status}): ${error.message.slice(0, 200)}` };
  }
  const message = error instanceof Error ? error.message : String(error);
  return last
    ? { action: "fail", reason: message }
    : { action: "retry", delayMs: backoff(attempt, policy, random), reason: message };
}
