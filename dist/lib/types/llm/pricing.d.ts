/**
 * List prices in US dollars per million tokens, for the cost estimate only: the provider's
 * invoice is the truth. Override with `--price input,output[,cached]` (or the `price` input)
 * for other models, discounts or new prices. Matched by the longest model-name prefix, so
 * dated snapshots (`gpt-4o-mini-2024-07-18`) find their family.
 */
export interface Price {
    inputPerMillion: number;
    outputPerMillion: number;
    /**
     * Input tokens the provider served from its prompt cache. Absent: billed as input, so an
     * override that does not say is never cheaper than the invoice.
     */
    cachedInputPerMillion?: number;
}
export declare const PRICES: Record<string, Price>;
export declare function priceOf(model: string, override?: Price): Price | undefined;
export interface Usage {
    requests: number;
    /** Every input token, the cached ones included (as the provider reports prompt_tokens). */
    promptTokens: number;
    /** The part of promptTokens served from the provider's prompt cache. */
    cachedTokens: number;
    completionTokens: number;
    totalTokens: number;
}
export declare const emptyUsage: () => Usage;
export declare function addUsage(into: Usage, add: Usage): Usage;
/**
 * Estimated cost in dollars, or undefined for a model without a known price: uncached input,
 * cached input at the cached rate (the input rate when the price names none), and output.
 */
export declare function costOf(usage: Usage, price: Price | undefined): number | undefined;
/**
 * The input tokens of a prompt a provider serves from its cache when the identical prompt was
 * processed before: OpenAI caches prompts of 1,024 tokens or more, in steps of 128 beyond the
 * first 1,024. Shorter prompts are never cached.
 */
export declare function cacheableTokens(promptTokens: number): number;
