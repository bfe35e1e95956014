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

export const PRICES: Record<string, Price> = {
  // Cached input as OpenAI bills it: 10% of input for gpt-5, 25% for gpt-4.1 and o-series, 50% for gpt-4o.
  "gpt-5": { inputPerMillion: 1.25, outputPerMillion: 10, cachedInputPerMillion: 0.125 },
  "gpt-5-mini": { inputPerMillion: 0.25, outputPerMillion: 2, cachedInputPerMillion: 0.025 },
  "gpt-5-nano": { inputPerMillion: 0.05, outputPerMillion: 0.4, cachedInputPerMillion: 0.005 },
  "gpt-4.1": { inputPerMillion: 2, outputPerMillion: 8, cachedInputPerMillion: 0.5 },
  "gpt-4.1-mini": { inputPerMillion: 0.4, outputPerMillion: 1.6, cachedInputPerMillion: 0.1 },
  "gpt-4.1-nano": { inputPerMillion: 0.1, outputPerMillion: 0.4, cachedInputPerMillion: 0.025 },
  "gpt-4o": { inputPerMillion: 2.5, outputPerMillion: 10, cachedInputPerMillion: 1.25 },
  "gpt-4o-mini": { inputPerMillion: 0.15, outputPerMillion: 0.6, cachedInputPerMillion: 0.075 },
  "o4-mini": { inputPerMillion: 1.1, outputPerMillion: 4.4, cachedInputPerMillion: 0.275 },
  o3: { inputPerMillion: 2, outputPerMillion: 8, cachedInputPerMillion: 0.5 },
  // No prompt caching on these: cached input would be billed as input.
  "gpt-4-turbo": { inputPerMillion: 10, outputPerMillion: 30 },
  "gpt-3.5-turbo": { inputPerMillion: 0.5, outputPerMillion: 1.5 },
  // The bundled simulator costs nothing; it is priced like gpt-4o-mini so the demo shows the arithmetic.
  "sim-": { inputPerMillion: 0.15, outputPerMillion: 0.6, cachedInputPerMillion: 0.075 },
};

export function priceOf(model: string, override?: Price): Price | undefined {
  if (override) return override;
  const name = model.toLowerCase();
  let best: string | undefined;
  for (const key of Object.keys(PRICES)) {
    if (
      (name === key || name.startsWith(`${key}-`) || (key.endsWith("-") && name.startsWith(key))) &&
      (!best || key.length > best.length)
    ) {
      best = key;
    }
  }
  return best ? PRICES[best] : undefined;
}

export interface Usage {
  requests: number;
  /** Every input token, the cached ones included (as the provider reports prompt_tokens). */
  promptTokens: number;
  /** The part of promptTokens served from the provider's prompt cache. */
  cachedTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export const emptyUsage = (): Usage => ({
  requests: 0,
  promptTokens: 0,
  cachedTokens: 0,
  completionTokens: 0,
  totalTokens: 0,
});

export function addUsage(into: Usage, add: Usage): Usage {
  into.requests += add.requests;
  into.promptTokens += add.promptTokens;
  into.cachedTokens += add.cachedTokens;
  into.completionTokens += add.completionTokens;
  into.totalTokens += add.totalTokens;
  return into;
}

/**
 * Estimated cost in dollars, or undefined for a model without a known price: uncached input,
 * cached input at the cached rate (the input rate when the price names none), and output.
 */
export function costOf(usage: Usage, price: Price | undefined): number | undefined {
  if (!price) return undefined;
  const cached = Math.min(usage.cachedTokens, usage.promptTokens);
  return (
    ((usage.promptTokens - cached) * price.inputPerMillion +
      cached * (price.cachedInputPerMillion ?? price.inputPerMillion) +
      usage.completionTokens * price.outputPerMillion) /
    1_000_000
  );
}

/**
 * The input tokens of a prompt a provider serves from its cache when the identical prompt was
 * processed before: OpenAI caches prompts of 1,024 tokens or more, in steps of 128 beyond the
 * first 1,024. Shorter prompts are never cached.
 */
export function cacheableTokens(promptTokens: number): number {
  if (promptTokens < 1024) return 0;
  return 1024 + Math.floor((promptTokens - 1024) / 128) * 128;
}
