import { describe, expect, it } from "vitest";
import { renderComment } from "../../src/render/comment.js";
import { usageLine } from "../../src/render/usage.js";
import { executionOf } from "../helpers/execution.js";
import { measure, runsOf, finding } from "../helpers/runs.js";

const usage = (promptTokens: number, cachedTokens: number, completionTokens: number) => ({
  requests: 10,
  promptTokens,
  cachedTokens,
  completionTokens,
  totalTokens: promptTokens + completionTokens,
});

const execution = executionOf({
  model: "gpt-4o-mini",
  requests: 10,
  runsRequested: 10,
  runsCompleted: 10,
  usage: usage(30_000, 26_496, 4_000),
  judgeUsage: usage(8_000, 0, 1_000),
  estimatedCostUsd: 0.0123,
});

describe("what a test cost, with the provider's prompt cache", () => {
  it("says how much of each part's input was served from cache, only where some was", () => {
    expect(usageLine(execution)).toBe(
      "analysis 10 requests, 34,000 tokens (26,496 of 30,000 input cached) · truth judge 10 requests, 9,000 tokens · ≈ $0.0123",
    );
  });

  it("the comment's details give the cached share of the analysis input", () => {
    const a = finding({ title: "Token compared with ==", file: "lib/a.ex", line: 88 });
    const result = Object.assign(measure(runsOf([a], [a])), { execution });
    const comment = renderComment(result, { gate: { passed: true, checks: [] } }, "<!-- m -->");
    expect(comment).toContain("30,000 in (26,496 served from the provider's prompt cache, 88%), 4,000 out");
    expect(comment).toContain("(26,496 of 30,000 input cached)");
  });
});
