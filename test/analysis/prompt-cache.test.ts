import { describe, expect, it } from "vitest";
import { executeTasks, planGroups, promptKeyOf, runNumbersOf } from "../../src/analysis/pipeline.js";
import { planTasks } from "../../src/analysis/tasks.js";
import { Budget } from "../../src/llm/budget.js";
import { cacheableTokens, costOf, emptyUsage, priceOf } from "../../src/llm/pricing.js";
import { analysisPlanOf, runDeterminismTest } from "../../src/pipeline/determinism-test.js";
import { CONNECTION } from "../../src/settings/connection.js";
import { readValue } from "../../src/settings/setting.js";
import { exampleSettings, fixedDeps } from "../helpers/example.js";
import { client, simulator } from "../helpers/sim.js";

/** A chat request straight to the simulator, as any OpenAI client sends it. */
async function ask(url: string, content: string) {
  const response = await fetch(`${url}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer sk-test" },
    body: JSON.stringify({ model: "sim-judge", messages: [{ role: "user", content }] }),
  });
  const body = (await response.json()) as {
    usage: { prompt_tokens: number; prompt_tokens_details: { cached_tokens: number } };
  };
  return body.usage;
}

describe("the simulator's prompt cache, as OpenAI's", () => {
  const long = "x".repeat(4 * 3000);

  it("serves a prompt from cache only once its identical request has been answered", async () => {
    const sim = await simulator({ latency: { minMs: 60, maxMs: 60 } });
    // Two identical requests at once: the second arrives while the first is in flight.
    const [a, b] = await Promise.all([ask(sim.url, long), ask(sim.url, long)]);
    expect([a.prompt_tokens_details.cached_tokens, b.prompt_tokens_details.cached_tokens]).toEqual([0, 0]);
    const c = await ask(sim.url, long);
    expect(c.prompt_tokens).toBe(3000);
    // 1,024 tokens and then steps of 128.
    expect(c.prompt_tokens_details.cached_tokens).toBe(2944);
    expect(cacheableTokens(3000)).toBe(2944);
    // Another prompt is not cached.
    expect((await ask(sim.url, `${long}y`)).prompt_tokens_details.cached_tokens).toBe(0);
  });

  it("never caches a prompt under 1,024 tokens, nor when told not to cache", async () => {
    const sim = await simulator();
    const short = "x".repeat(4 * 1000);
    await ask(sim.url, short);
    expect((await ask(sim.url, short)).prompt_tokens_details.cached_tokens).toBe(0);
    const off = await simulator({ promptCache: false });
    await ask(off.url, long);
    expect((await ask(off.url, long)).prompt_tokens_details.cached_tokens).toBe(0);
  });
});

describe("warm, then fan out", () => {
  it("caches every repeat of a prompt in a 10-run test: the first run of each prompt goes first", async () => {
    const sim = await simulator({ seed: 5, latency: { minMs: 5, maxMs: 30 } });
    const settings = await exampleSettings({ runs: 10 });
    const { result } = await runDeterminismTest(settings, fixedDeps(client(sim)));
    const plan = analysisPlanOf(settings);
    const prompts = settings.agents.length * planGroups(plan).length;
    const u = result.execution.usage;
    const perPrompt = u.promptTokens / u.requests;
    // Every request but the first of each prompt was served from cache.
    expect(u.requests).toBe(10 * prompts);
    expect(u.cachedTokens).toBe(9 * prompts * cacheableTokens(perPrompt));
    expect(u.cachedTokens / u.promptTokens).toBeGreaterThanOrEqual(0.85);
  });

  it("without warming, the repeats sent with the first miss the cache (what the schedule avoids)", async () => {
    const sim = await simulator({ seed: 5, latency: { minMs: 5, maxMs: 30 } });
    const settings = await exampleSettings({ runs: 10 });
    const plan = analysisPlanOf(settings);
    const groups = planGroups(plan).length;
    const tasks = planTasks(runNumbersOf(plan), settings.agents.length, groups);
    // Every prompt marked as warm already: all tasks go out at once, as a plain schedule does.
    const everyPrompt = new Set(tasks.map(promptKeyOf));
    const outcomes = await executeTasks(plan, tasks, client(sim), {}, everyPrompt);
    const uncached = outcomes.filter((o) => o.usage.cachedTokens === 0).length;
    // The concurrency (8) lets more than one request per prompt start before any is answered.
    expect(uncached).toBeGreaterThan(settings.agents.length * groups);
  });

  it("a later round of runs: auto needs no warming: its prompts were answered, all its requests go at once", async () => {
    const sim = await simulator({ seed: 5, latency: { minMs: 40, maxMs: 40 } });
    const settings = await exampleSettings({
      runs: 3,
      adaptive: { initialRuns: 3, maxRuns: 6, targetWidth: 0.0001 },
    });
    const { result } = await runDeterminismTest(settings, fixedDeps(client(sim)));
    const u = result.execution.usage;
    const prompts = settings.agents.length * planGroups(analysisPlanOf(settings)).length;
    expect(u.requests).toBe(6 * prompts);
    expect(u.cachedTokens).toBe(5 * prompts * cacheableTokens(u.promptTokens / u.requests));
    const seen = sim.stats().seen.filter((r) => r.phase === "analysis");
    const peak = (runs: number[]) =>
      Math.max(...seen.filter((r) => runs.includes(Number(r.run))).map((r) => r.inFlight!));
    // Round 1 warms: its first requests go alone, so no more than the prompts are ever in flight
    // before the repeats; round 2 has nothing to wait for and fills the connections at once.
    expect(seen.filter((r) => r.run === "1").every((r) => r.inFlight! <= prompts)).toBe(true);
    expect(peak([4, 5, 6])).toBe(Math.min(8, 3 * prompts));
  });
});

describe("cached input is priced at the cached rate", () => {
  it("costs uncached input, cached input and output each at its rate", () => {
    const usage = {
      ...emptyUsage(),
      promptTokens: 1_000_000,
      cachedTokens: 600_000,
      completionTokens: 100_000,
    };
    const gpt4oMini = priceOf("gpt-4o-mini-2024-07-18")!;
    expect(costOf(usage, gpt4oMini)).toBeCloseTo(0.4 * 0.15 + 0.6 * 0.075 + 0.1 * 0.6, 10);
    // A model without prompt caching, or a price that names no cached rate: cached input is input.
    expect(costOf(usage, priceOf("gpt-4-turbo"))).toBeCloseTo(10 + 3, 10);
  });

  it("--price takes an optional third number, the cached input rate", () => {
    expect(readValue(CONNECTION.price, "0.15,0.6,0.075", "--price")).toEqual({
      inputPerMillion: 0.15,
      outputPerMillion: 0.6,
      cachedInputPerMillion: 0.075,
    });
    expect(readValue(CONNECTION.price, "2,8", "--price")).toEqual({
      inputPerMillion: 2,
      outputPerMillion: 8,
    });
    expect(() => readValue(CONNECTION.price, "2,8,1,1", "--price")).toThrow(
      "--price: got '2,8,1,1', expected input,output[,cached input] US$ per million tokens such as 0.15,0.6,0.075",
    );
  });

  it("the budget counts cached input apart and prices it at the cached rate", () => {
    const price = priceOf("gpt-4o-mini")!;
    const budget = new Budget({ maxCostUsd: 1 }, price);
    const usage = {
      ...emptyUsage(),
      requests: 1,
      promptTokens: 10_000,
      cachedTokens: 8_960,
      completionTokens: 500,
    };
    budget.record({ ...usage, totalTokens: 10_500 });
    expect(budget.spentTokens).toBe(10_500);
    expect(budget.cachedTokens).toBe(8_960);
    expect(budget.spentCostUsd).toBeCloseTo(costOf(usage, price)!, 12);
    expect(budget.spentCostUsd).toBeLessThan(costOf({ ...usage, cachedTokens: 0 }, price)!);
  });
});
