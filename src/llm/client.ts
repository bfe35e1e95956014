import OpenAI, { AzureOpenAI } from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import type { z } from "zod";
import { type Clock, systemClock } from "./clock.js";
import { FatalLlmError, RequestFailed, SampleFailure } from "./errors.js";
import { type Completion, interpret, withSchemaInstruction } from "./structured.js";
import { Limiter } from "./limiter.js";
import { type Budget, BudgetExceeded, expectedOutputTokens } from "./budget.js";
import { ResponseCache } from "./cache.js";
import { addUsage, emptyUsage, type Usage } from "./pricing.js";
import { classify, DEFAULT_RETRY, type RetryPolicy } from "./retry.js";
import { count } from "../util/count.js";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

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
export class LlmClient {
  readonly limiter: Limiter;
  private mode: OutputMode = "json_schema";
  private sendSeed = true;
  private readonly policy: RetryPolicy;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly deadlineAt: number;
  private readonly requestTimeoutMs: number;
  private readonly maxSamples: number;
  private readonly log: (message: string) => void;
  private fatal: FatalLlmError | undefined;
  private readonly saidOnce = new Set<string>();
  private readonly abort = new AbortController();

  constructor(
    private readonly openai: OpenAI,
    readonly options: LlmOptions,
  ) {
    this.limiter = new Limiter(options.concurrency ?? 8);
    this.policy = { ...DEFAULT_RETRY, ...options.retry };
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.deadlineAt = this.clock.now() + (options.deadlineMs ?? 45 * 60_000);
    this.requestTimeoutMs = options.requestTimeoutMs ?? 120_000;
    this.maxSamples = options.maxSamples ?? 3;
    this.log = options.log ?? (() => {});
    options.signal?.addEventListener("abort", () => this.abort.abort(options.signal?.reason), { once: true });
  }

  get outputMode(): OutputMode {
    return this.mode;
  }

  /** Asks for one JSON answer and returns it validated, or throws SampleFailure / RequestFailed / FatalLlmError. */
  async json<T>(call: ChatCall<T>): Promise<ChatResult<T>> {
    const validate = call.validate ?? ((value: unknown) => call.schema.parse(value) as T);
    const cache = this.options.cache;
    const cacheKey = cache
      ? ResponseCache.key({
          model: this.options.model,
          temperature: call.temperature,
          seed: call.seed ?? null,
          phase: call.phase,
          agent: call.agent ?? null,
          run: call.run ?? null,
          sample: call.sample ?? null,
          schema: call.schemaName,
          messages: call.messages,
        })
      : undefined;
    if (cache && cacheKey) {
      const stored = cache.get<{ raw: unknown; fingerprint?: string; model?: string }>(cacheKey);
      if (stored) {
        try {
          return {
            value: validate(stored.raw),
            raw: stored.raw,
            usage: emptyUsage(),
            attempts: 0,
            failedSamples: 0,
            cached: true,
            ...(stored.fingerprint !== undefined && { fingerprint: stored.fingerprint }),
            ...(stored.model !== undefined && { model: stored.model }),
          };
        } catch {
          // An answer the validator no longer accepts is asked again.
        }
      }
    }
    const answer = await this.sampleAnswer(call, validate);
    if (cache && cacheKey)
      cache.set(cacheKey, {
        raw: answer.raw,
        ...(answer.fingerprint !== undefined && { fingerprint: answer.fingerprint }),
        ...(answer.model !== undefined && { model: answer.model }),
      });
    return answer;
  }

  private async sampleAnswer<T>(call: ChatCall<T>, validate: (value: unknown) => T): Promise<ChatResult<T>> {
    const usage = emptyUsage();
    let attempts = 0;
    let failedSamples = 0;
    let last: SampleFailure | undefined;
    for (let sample = 1; sample <= this.maxSamples; sample++) {
      const first = await this.complete(call, call.messages);
      attempts += first.attempts;
      addUsage(usage, first.completion.usage);
      let outcome = interpret(first.completion, validate);
      if (outcome.ok) return this.result(outcome, first.completion, usage, attempts, failedSamples);
      if (outcome.failure.kind === "invalid_json" || outcome.failure.kind === "invalid_schema") {
        // One repair: show the model its answer and what was wrong with it.
        const repair: ChatMessage[] = [
          ...call.messages,
          { role: "assistant", content: (first.completion.content ?? "").slice(0, 20_000) },
          {
            role: "user",
            content: `That answer was not usable: ${outcome.failure.message.slice(0, 500)}. Reply with only the corrected JSON object, nothing else.`,
          },
        ];
        const second = await this.complete(call, repair);
        attempts += second.attempts;
        addUsage(usage, second.completion.usage);
        outcome = interpret(second.completion, validate);
        if (outcome.ok) return this.result(outcome, second.completion, usage, attempts, failedSamples);
      }
      failedSamples++;
      last = outcome.failure;
      this.log(
        `${label(call)}: unusable answer (${outcome.failure.kind}: ${outcome.failure.message.slice(0, 120)}); sample ${sample} of ${this.maxSamples}`,
      );
    }
    const error = last ?? new SampleFailure("empty", "no answer");
    throw Object.assign(error, { usage, attempts, failedSamples });
  }

  private result<T>(
    outcome: { value: T; raw: unknown },
    completion: Completion,
    usage: Usage,
    attempts: number,
    failedSamples: number,
  ): ChatResult<T> {
    return {
      value: outcome.value,
      raw: outcome.raw,
      usage,
      attempts,
      failedSamples,
      ...(completion.fingerprint !== undefined && { fingerprint: completion.fingerprint }),
      ...(completion.model !== undefined && { model: completion.model }),
    };
  }

  /** One completion, retried until it answers, fails for good, or the deadline passes. */
  private async complete<T>(
    call: ChatCall<T>,
    messages: ChatMessage[],
  ): Promise<{ completion: Completion; attempts: number }> {
    for (let attempt = 1; ; attempt++) {
      if (this.fatal) throw this.fatal;
      if (this.abort.signal.aborted) throw new RequestFailed(`${label(call)}: cancelled`, attempt - 1);
      const remaining = this.deadlineAt - this.clock.now();
      if (remaining <= 0) throw new RequestFailed(`${label(call)}: the overall deadline passed`, attempt - 1);
      let release: (() => void) | undefined;
      // What this attempt is sent with: parallel requests refused alike must step down once.
      const sentMode = this.mode;
      const sentSeed = this.sendSeed && call.seed !== undefined;
      try {
        const budget = this.options.budget;
        if (budget) {
          const input = Math.ceil(messages.reduce((n, m) => n + m.content.length, 0) / 3);
          release = budget.reserve(input, expectedOutputTokens(input));
        }
        const completion = await this.limiter.run(() =>
          this.send(call, messages, Math.min(this.requestTimeoutMs, remaining)),
        );
        release?.();
        budget?.record(completion.usage);
        return { completion, attempts: attempt };
      } catch (error) {
        release?.();
        if (error instanceof BudgetExceeded) throw error;
        if (this.fatal) throw this.fatal;
        if (this.abort.signal.aborted) throw new RequestFailed(`${label(call)}: cancelled`, attempt);
        const verdict = classify(error, attempt, this.policy, this.clock.now(), this.random);
        if (verdict.action === "schema-unsupported") {
          const seedRefused = sentSeed && /seed/i.test(errorText(error));
          if (seedRefused) {
            if (this.sendSeed) {
              this.sendSeed = false;
              this.log(`the server does not accept 'seed'; continuing without it`);
            }
          } else if (sentMode !== this.mode) {
            // Another request already stepped down from the mode this one was sent with.
          } else if (this.mode === "json_schema") {
            this.mode = "json_object";
            this.log(
              `the server does not accept json_schema output; falling back to json_object with validation`,
            );
          } else if (this.mode === "json_object") {
            this.mode = "prompt";
            this.log(`the server does not accept response_format; asking for JSON in the prompt only`);
          } else {
            throw new RequestFailed(`${label(call)}: ${verdict.reason}`, attempt);
          }
          attempt--;
          continue;
        }
        if (verdict.action === "fatal") {
          this.fatal = new FatalLlmError(verdict.reason);
          this.abort.abort(this.fatal);
          throw this.fatal;
        }
        if (verdict.action === "fail")
          throw new RequestFailed(
            `${label(call)}: ${verdict.reason} after ${count(attempt, "attempt")}`,
            attempt,
          );
        if (this.clock.now() + verdict.delayMs > this.deadlineAt) {
          throw new RequestFailed(
            `${label(call)}: ${verdict.reason}; waiting ${Math.round(verdict.delayMs / 1000)} s would pass the overall deadline`,
            attempt,
          );
        }
        if (!verdict.once)
          this.log(
            `${label(call)}: ${verdict.reason}; retry ${attempt} of ${this.policy.maxAttempts - 1} in ${(verdict.delayMs / 1000).toFixed(1)} s`,
          );
        else if (!this.saidOnce.has(verdict.reason)) {
          this.saidOnce.add(verdict.reason);
          this.log(`${verdict.reason}; trying once more`);
        }
        await this.clock.sleep(verdict.delayMs, this.abort.signal).catch(() => {});
      }
    }
  }

  private async send<T>(call: ChatCall<T>, messages: ChatMessage[], timeout: number): Promise<Completion> {
    const body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming = {
      model: this.options.model,
      messages: this.mode === "json_schema" ? messages : withSchemaInstruction(messages, call),
      temperature: call.temperature,
      ...(call.maxTokens !== undefined && { max_completion_tokens: call.maxTokens }),
      ...(call.seed !== undefined && this.sendSeed && { seed: call.seed }),
    };
    if (this.mode === "json_schema")
      body.response_format = zodResponseFormat(call.schema as never, call.schemaName) as never;
    else if (this.mode === "json_object") body.response_format = { type: "json_object" };
    const headers: Record<string, string> = { "x-llm-determinism-phase": call.phase };
    if (call.agent !== undefined) headers["x-llm-determinism-agent"] = call.agent;
    if (call.run !== undefined) headers["x-llm-determinism-run"] = String(call.run);
    const response = await this.openai.chat.completions.create(body, {
      headers,
      timeout,
      maxRetries: 0,
      signal: this.abort.signal,
    });
    const choice = response.choices?.[0];
    const u = response.usage;
    return {
      content: choice?.message?.content ?? null,
      refusal: (choice?.message as { refusal?: string | null } | undefined)?.refusal ?? null,
      finishReason: choice?.finish_reason ?? null,
      usage: {
        requests: 1,
        promptTokens: u?.prompt_tokens ?? 0,
        cachedTokens: u?.prompt_tokens_details?.cached_tokens ?? 0,
        completionTokens: u?.completion_tokens ?? 0,
        totalTokens: u?.total_tokens ?? (u?.prompt_tokens ?? 0) + (u?.completion_tokens ?? 0),
      },
      ...(response.system_fingerprint ? { fingerprint: response.system_fingerprint } : {}),
      ...(response.model ? { model: response.model } : {}),
    };
  }
}

function label(call: ChatCall<unknown>): string {
  return [call.phase, call.agent, call.run !== undefined ? `run ${call.run}` : undefined]
    .filter(Boolean)
    .join(" ");
}

/** An error's message with its body, whatever shape the server gave it. */
function errorText(error: unknown): string {
  const body = (error as { error?: unknown }).error;
  return `${(error as Error).message ?? ""} ${body === undefined ? "" : JSON.stringify(body)}`;
}

export interface ConnectOptions {
  apiKey: string;
  baseURL?: string;
  /** Azure OpenAI: `baseURL` is then the resource endpoint (https://<resource>.openai.azure.com). */
  azure?: { deployment: string; apiVersion: string };
}

/** The GA Azure OpenAI API version with structured outputs and seed. */
export const DEFAULT_AZURE_API_VERSION = "2024-10-21";

/**
 * The SDK client, with its own retries off: `LlmClient` retries with its own policy. For Azure
 * the SDK's own client routes to /openai/deployments/{deployment}/chat/completions with the
 * api-version query and the `api-key` header, as Azure expects.
 */
export function openaiClient({ apiKey, baseURL, azure }: ConnectOptions): OpenAI {
  if (azure) {
    return new AzureOpenAI({
      apiKey,
      endpoint: baseURL ?? "",
      deployment: azure.deployment,
      apiVersion: azure.apiVersion,
      maxRetries: 0,
      timeout: 120_000,
    });
  }
  return new OpenAI({ apiKey, ...(baseURL && { baseURL }), maxRetries: 0, timeout: 120_000 });
}
