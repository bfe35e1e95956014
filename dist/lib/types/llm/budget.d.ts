import { type Price, type Usage } from "./pricing.js";
/** The budget would be passed by the next request: it is not sent. */
export declare class BudgetExceeded extends Error {
    readonly name = "BudgetExceeded";
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
export declare class Budget {
    readonly limits: BudgetLimits;
    private readonly price;
    /** Every token answered so far, cached input included: a token limit counts them all. */
    spentTokens: number;
    /** The part of the input the provider served from its prompt cache. */
    cachedTokens: number;
    /** Priced per token kind: cached input at the cached rate. */
    spentCostUsd: number;
    private reservedTokens;
    private reservedCostUsd;
    /** Why the budget stopped a request, once it has. */
    stopped: string | undefined;
    constructor(limits: BudgetLimits, price: Price | undefined);
    private costOf;
    /** Reserves a request's estimate; returns the release to call when it settles. */
    reserve(inputTokens: number, outputTokens: number): () => void;
    record(usage: Usage): void;
}
/** Expected answer size: the Determinism Measurement System's example answers with a quarter of what it reads. */
export declare function expectedOutputTokens(inputTokens: number): number;
