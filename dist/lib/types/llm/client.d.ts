import OpenAI from "openai";
import type { z } from "zod";
import { type Clock } from "./clock.js";
import { Limiter } from "./limiter.js";
import { type Budget } from "./budget.js";
import { ResponseCache } from "./cache.js";
import { type Usage } from "./pricing.js";
import { type RetryPolicy } from "./retry.js";
export type ChatMessage = {
    role: "system" | "user" | "assistant";
    content: string;
};
/** How structured output is asked for; each step down is a fallback for servers that refuse the one above. */
export type OutputMode = "json_schema" | "json_object" | "prompt";
export interface LlmOptions {
    model: string;
    concurrency?: number;
    /** Per-request timeout; the SDK's default of 10 minutes would hold a CI job far too long. */
    requestTimeoutMs?: number;
    /** Overall deadline from the client's creation: no request starts or waits past it. */
    deadlineMs?: number;
    retry?: Partial<RetryPolicy>;
    /** Fresh samples tried when an answer is cut off, refused or invalid after its repair. */
    maxSamples?: number;
    clock?: Clock;
    random?: () => number;
    log?: (message: string) => void;
    signal?: AbortSignal;
    /** Answers kept on disk for re-runs (`cache-dir`). */
    cache?: ResponseCache;
    /** Spending limits (`max-tokens`, `max-cost`). */
    budget?: Budget;
}
export interface ChatCall<T> {
    phase: "analysis" | "judge" | "consolidate";
    agent?: string;
    run?: number;
    messages: ChatMessage[];
    temperature: number;
    seed?: number;
    maxTokens?: number;
    /** The strict schema sent as `json_schema` (every field required, optionals nullable). */
    schema: z.ZodType;
    schemaName: string;
    /** Validates what came back; defaults to `schema`. Lenient parsers accept aliases. */
    validate?: (value: unknown) => T;
    /**
     * Which sample this is, for the response cache: the same prompt asked for run 3 and run 4, or
     * for the judge's first and second iteration, must get independent answers.
     */
    sample?: string;
}
export interface ChatResult<T> {
    value: T;
    /** The parsed JSON exactly as the model returned it. */
    raw: unknown;
    usage: Usage;
    fingerprint?: string;
    model?: string;
    attempts: number;
    failedSamples: number;
    /** Answered from the response cache: no request was made. */
    cached?: boolean;
}
/**
 * The one door to the model, for analysis and judge alike: the real `openai` SDK with its own
 * retries off and ours on top (429 `retry-after` beyond the SDK's 60 s cap, quota errors fatal
 * at once, jittered backoff for 5xx, resets and timeouts), a shared concurrency limit, a
 * per-request timeout and an overall deadline, structured output with fallbacks, one repair
 * retry for invalid JSON, and the attribution headers of SPEC section 5.
 */
export declare class LlmClient {
    private readonly openai;
    readonly options: LlmOptions;
    readonly limiter: Limiter;
    private mode;
    private sendSeed;
    private readonly policy;
    private readonly clock;
    private readonly random;
    private readonly deadlineAt;
    private readonly requestTimeoutMs;
    private readonly maxSamples;
    private readonly log;
    private fatal;
    private readonly saidOnce;
    private readonly abort;
    constructor(openai: OpenAI, options: LlmOptions);
    get outputMode(): OutputMode;
    /** Asks for one JSON answer and returns it validated, or throws SampleFailure / RequestFailed / FatalLlmError. */
    json<T>(call: ChatCall<T>): Promise<ChatResult<T>>;
    private sampleAnswer;
    private result;
    /** One completion, retried until it answers, fails for good, or the deadline passes. */
    private complete;
    private send;
}
export interface ConnectOptions {
    apiKey: string;
    baseURL?: string;
    /** Azure OpenAI: `baseURL` is then the resource endpoint (https://<resource>.openai.azure.com). */
    azure?: {
        deployment: string;
        apiVersion: string;
    };
}
/** The GA Azure OpenAI API version with structured outputs and seed. */
export declare const DEFAULT_AZURE_API_VERSION = "2024-10-21";
/**
 * The SDK client, with its own retries off: `LlmClient` retries with its own policy. For Azure
 * the SDK's own client routes to /openai/deployments/{deployment}/chat/completions with the
 * api-version query and the `api-key` header, as Azure expects.
 */
export declare function openaiClient({ apiKey, baseURL, azure }: ConnectOptions): OpenAI;
