/**
 * List prices in US dollars per million tokens, for the cost estimate only: the provider's
 * invoice is the truth. Override with `--price input,output` (or the `price` input) for other
 * models, discounts or new prices. Matched by the longest model-name prefix, so dated
 * snapshots (`gpt-4o-mini-2024-07-18`) find their family.
 */
export interface Price {
    inputPerMillion: number;
    outputPerMillion: number;
}
export declare const PRICES: Record<string, Price>;
export declare function priceOf(model: string, override?: Price): Price | undefined;
export interface Usage {
    requests: number;
    promptTokens: number;
    completionTokens: number;
    totalTokens: number;
}
export declare const emptyUsage: () => Usage;
export declare function addUsage(into: Usage, add: Usage): Usage;
/** Estimated cost in dollars, or undefined for a model without a known price. */
export declare function costOf(usage: Usage, price: Price | undefined): number | undefined;
