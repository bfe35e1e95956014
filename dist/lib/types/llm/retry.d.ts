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
export declare const DEFAULT_RETRY: RetryPolicy;
export type Verdict = 
/** `once`: a condition of the server, not of this request: said once, not per request. */
{
    action: "retry";
    delayMs: number;
    reason: string;
    once?: boolean;
} | {
    action: "fatal";
    reason: string;
} | {
    action: "fail";
    reason: string;
} | {
    action: "schema-unsupported";
    reason: string;
};
/** Reads `retry-after-ms`, then `retry-after` (seconds or an HTTP date), in milliseconds. */
export declare function retryAfterMs(headers: Headers | undefined, now: number): number | undefined;
/**
 * What to do after a failed attempt `attempt` (1-based): retry after a delay, fall back to
 * `json_object`, give up on this request, or stop everything.
 */
export declare function classify(error: unknown, attempt: number, policy: RetryPolicy, now: number, random: () => number): Verdict;
