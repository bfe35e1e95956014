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

export const PRICES: Record<string, Price> = {
  "gpt-5": { inputPerMillion: 1.25, outputPerMillion: 10 },
  "gpt-5-mini": { inputPerMillion: 0.25, outputPerMillion: 2 },
  "gpt-5-nano": { inputPerMillion: 0.05, outputPerMillion: 0.4 },
  "gpt-4.1": { inputPerMillion: 2, outputPerMillion: 8 },
  "gpt-4.1-mini": { inputPerMillion: 0.4, outputPerMillion: 1.6 },
  "gpt-4.1-nano": { inputPerMillion: 0.1, outputPerMillion: 0.4 },
  "gpt-4o": { inputPerMillion: 2.5, outputPerMillion: 10 },
  "gpt-4o-mini": { inputPerMillion: 0.15, outputPerMillion: 0.6 },
  "o4-mini": { inputPerMillion: 1.1, outputPerMillion: 4.4 },
  o3: { inputPerMillion: 2, outputPerMillion: 8 },
  "gpt-4-turbo": { inputPerMillion: 10, outputPerMillion: 30 },
  "gpt-3.5-turbo": { inputPerMillion: 0.5, outputPerMillion: 1.5 },
  // The bundled simulator costs nothing; it is priced like gpt-4o-mini so the demo shows the arithmetic.
  "sim-": { inputPerMillion: 0.15, outputPerMillion: 0.6 },
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
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export const emptyUsage = (): Usage => ({
  requests: 0,
  promptTokens: 0,
  completionTokens: 0,
  totalTokens: 0,
});

export function addUsage(into: Usage, add: Usage): Usage {
  into.requests += add.requests;
  into.promptTokens += add.promptTokens;
  into.completionTokens += add.completionTokens;
  into.totalTokens += add.totalTokens;
  return into;
}

/** Estimated cost in dollars, or undefined for a model without a known price. */
export function costOf(usage: Usage, price: Price | undefined): number | undefined {
  if (!price) return undefined;
  return (
    (usage.promptTokens * price.inputPerMillion + usage.completionTokens * price.outputPerMillion) / 1_000_000
  );
}
