import type { Usage } from "../llm/pricing.js";
import type { Execution } from "../pipeline/determinism-test.js";

const n = (x: number) => x.toLocaleString("en");

/** "N tokens", and how many of the input tokens the provider served from its prompt cache. */
function tokens(u: Usage): string {
  return `${n(u.totalTokens)} tokens${u.cachedTokens > 0 ? ` (${n(u.cachedTokens)} of ${n(u.promptTokens)} input cached)` : ""}`;
}

/**
 * What the test cost, one count per thing: the analysis (requests planned, and sent when that
 * differs), the truth judge (with what each of its parts cost) and the grouping judge (requests
 * sent, retries included), each with its tokens and the input the provider's cache served;
 * then the estimated cost (cached input at the cached rate). Plain text, no model content: safe for the console and for Markdown.
 */
export function usageLine(e: Execution): string {
  // The analysis's requests are the work planned; what was sent differs with the cache (fewer)
  // or retries (more), and is then said too.
  const sent = e.usage.requests !== e.requests ? ` (${n(e.usage.requests)} sent)` : "";
  const parts = [`analysis ${n(e.requests)} requests${sent}, ${tokens(e.usage)}`];
  if (e.judgeUsage) {
    const by = e.judgeUsageByPurpose;
    const split = by
      ? ` (accuracy of the consensus ${n(by.consensus.requests)} · precision by appearance rate ${n(by.allFindings.requests)}${by.perRun ? ` · each run alone ${n(by.perRun.requests)}` : ""})`
      : "";
    parts.push(`truth judge ${n(e.judgeUsage.requests)} requests${split}, ${tokens(e.judgeUsage)}`);
  }
  if (e.groupingUsage && e.groupingUsage.requests > 0)
    parts.push(`grouping judge ${n(e.groupingUsage.requests)} requests, ${tokens(e.groupingUsage)}`);
  if (e.estimatedCostUsd !== undefined) parts.push(`≈ $${e.estimatedCostUsd.toFixed(4)}`);
  return parts.join(" · ");
}

/** Every token the test spent: analysis, truth judge and grouping judge. */
export function totalTokens(e: Execution): number {
  return e.usage.totalTokens + (e.judgeUsage?.totalTokens ?? 0) + (e.groupingUsage?.totalTokens ?? 0);
}
