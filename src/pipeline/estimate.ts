import type { AgentDefinition } from "../analysis/agents.js";
import { analysisMessages, estimateTokens, groupFiles } from "../analysis/prompt.js";
import type { SourceFile } from "../io/source-files.js";
import { expectedOutputTokens } from "../llm/budget.js";
import { cacheableTokens, costOf, type Price } from "../llm/pricing.js";

export interface Estimate {
  requests: number;
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  /** Undefined for a model without a known price. */
  costUsd?: number;
  /**
   * The cost when the provider serves every repeat of a prompt from its cache (the first run
   * of each prompt is sent before its repeats for that): only for a price with a cached rate.
   */
  cachedCostUsd?: number;
}

/**
 * The Determinism Measurement System's budget formula before any call: runs × (input + output tokens of every request)
 * × price, with the exact prompts the runs will send and answers a quarter of their input.
 * The judge, when there is a truth file, comes on top.
 */
export function estimateAnalysis(options: {
  files: SourceFile[];
  agents: AgentDefinition[];
  runs: number;
  objective: string;
  tokenBudget?: number;
  price?: Price | undefined;
}): Estimate {
  const groups = groupFiles(options.files, options.tokenBudget ?? 24_000);
  let input = 0;
  let output = 0;
  let cacheable = 0;
  for (const agent of options.agents) {
    groups.forEach((group, g) => {
      const tokens = analysisMessages({
        agent,
        objective: options.objective,
        files: group,
        salt: `${agent.name}|${g}`,
      }).reduce((n, m) => n + estimateTokens(m.content), 0);
      input += tokens;
      cacheable += cacheableTokens(tokens);
      output += expectedOutputTokens(tokens);
    });
  }
  const requests = options.runs * options.agents.length * groups.length;
  const usage = {
    requests,
    promptTokens: input * options.runs,
    cachedTokens: 0,
    completionTokens: output * options.runs,
    totalTokens: (input + output) * options.runs,
  };
  const cost = costOf(usage, options.price);
  const cachedCost =
    options.price?.cachedInputPerMillion !== undefined && cacheable > 0 && options.runs > 1
      ? costOf({ ...usage, cachedTokens: cacheable * (options.runs - 1) }, options.price)
      : undefined;
  const round = (usd: number) => Math.round(usd * 1e4) / 1e4;
  return {
    requests,
    inputTokens: usage.promptTokens,
    outputTokens: usage.completionTokens,
    totalTokens: usage.totalTokens,
    ...(cost !== undefined && { costUsd: round(cost) }),
    ...(cachedCost !== undefined && { cachedCostUsd: round(cachedCost) }),
  };
}

/** @param upTo the runs are a ceiling (runs: auto), not a count. */
export function describeEstimate(e: Estimate, runs: number, upTo = false): string {
  return `estimate${upTo ? " (at most)" : ""}: ${e.requests} requests, ~${e.totalTokens.toLocaleString("en")} tokens (${runs} runs × ${Math.round(e.inputTokens / runs).toLocaleString("en")} in + ${Math.round(e.outputTokens / runs).toLocaleString("en")} out)${e.costUsd !== undefined ? `, ≈ $${e.costUsd.toFixed(4)}` : ""}${e.cachedCostUsd !== undefined ? ` (≈ $${e.cachedCostUsd.toFixed(4)} when the provider caches the repeated prompts)` : ""} before the judge`;
}
