import { costOf, type Price, type Usage } from "./pricing.js";

/** The budget would be passed by the next request: it is not sent. */
export class BudgetExceeded extends Error {
  override readonly name = "BudgetExceeded";
}

export interface BudgetLimits {
  maxTokens?: number;
  maxCostUsd?: number;
}

/**
 * Spending limits shared by every request of a test. A request reserves its estimated tokens
 * before it is sent and is refused when spent + reserved + its estimate would pass a limit, so
 * parallel requests cannot overshoot together; its real usage replaces the estimate after.
 */
export class Budget {
  /** Every token answered so far, cached input included: a token limit counts them all. */
  spentTokens = 0;
  /** The part of the input the provider served from its prompt cache. */
  cachedTokens = 0;
  /** Priced per token kind: cached input at the cached rate. */
  spentCostUsd = 0;
  private reservedTokens = 0;
  private reservedCostUsd = 0;
  /** Why the budget stopped a request, once it has. */
  stopped: string | undefined;

  constructor(
    readonly limits: BudgetLimits,
    private readonly price: Price | undefined,
  ) {}

  private costOf(input: number, output: number): number {
    return (
      costOf(
        // Whether the provider will serve it from cache is known only after: priced as uncached.
        {
          requests: 1,
          promptTokens: input,
          cachedTokens: 0,
          completionTokens: output,
          totalTokens: input + output,
        },
        this.price,
      ) ?? 0
    );
  }

  /** Reserves a request's estimate; returns the release to call when it settles. */
  reserve(inputTokens: number, outputTokens: number): () => void {
    const tokens = inputTokens + outputTokens;
    const cost = this.costOf(inputTokens, outputTokens);
    const { maxTokens, maxCostUsd } = this.limits;
    if (maxTokens !== undefined && this.spentTokens + this.reservedTokens + tokens > maxTokens) {
      this.stopped ??= `the token budget (${maxTokens.toLocaleString("en")}) would be passed`;
      throw new BudgetExceeded(this.stopped);
    }
    if (maxCostUsd !== undefined && this.spentCostUsd + this.reservedCostUsd + cost > maxCostUsd) {
      this.stopped ??= `the cost budget ($${maxCostUsd}) would be passed`;
      throw new BudgetExceeded(this.stopped);
    }
    this.reservedTokens += tokens;
    this.reservedCostUsd += cost;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.reservedTokens -= tokens;
      this.reservedCostUsd -= cost;
    };
  }

  record(usage: Usage): void {
    this.spentTokens += usage.totalTokens;
    this.cachedTokens += usage.cachedTokens;
    this.spentCostUsd += costOf(usage, this.price) ?? 0;
  }
}

/** Expected answer size: the Determinism Measurement System's example answers with a quarter of what it reads. */
export function expectedOutputTokens(inputTokens: number): number {
  return Math.max(300, Math.round(inputTokens / 4));
}
