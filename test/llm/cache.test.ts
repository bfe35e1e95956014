import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resolveAgents } from "../../src/analysis/agents.js";
import { ResponseCache } from "../../src/llm/cache.js";
import { LlmClient, openaiClient } from "../../src/llm/client.js";
import { runFullTest } from "../../src/pipeline/full-test.js";
import { readTruth } from "../../src/evaluate/read.js";
import { heuristicJudge } from "../../src/simulator/judges.js";
import { tempDir } from "../helpers/cli.js";
import { EXAMPLE, exampleFiles } from "../helpers/example.js";
import { simulator } from "../helpers/sim.js";
import { readFileSync } from "node:fs";
import path from "node:path";

async function fullTest(url: string, cacheDir: string) {
  const cache = new ResponseCache(cacheDir);
  const connect = (model: string) =>
    new LlmClient(openaiClient({ apiKey: "k", baseURL: url }), { model, cache });
  const truth = readTruth("truth.json", JSON.parse(readFileSync(path.join(EXAMPLE, "truth.json"), "utf8")));
  const { result } = await runFullTest(
    {
      files: await exampleFiles(),
      agents: resolveAgents(["security", "performance", "architecture"]),
      runs: 4,
      temperature: 0.3,
      objective: "o",
      model: "sim",
    },
    { truth, iterations: 3, batchSize: 10, domain: "code", evaluateRuns: "consensus" },
    { connect, now: () => new Date(0), newId: () => "t" },
  );
  return { result, cache };
}

describe("the response cache (cache-dir)", () => {
  it("makes a re-run ask the model nothing and give the same result", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const dir = tempDir("llmdet-cache-");
    const first = await fullTest(sim.url, dir);
    const requests = sim.stats().requests;
    expect(requests).toBeGreaterThan(0);
    const second = await fullTest(sim.url, dir);
    expect(sim.stats().requests).toBe(requests);
    expect(second.cache.hits).toBeGreaterThan(0);
    const scores = (r: typeof first.result) => ({ ...r, execution: undefined, testedAt: undefined });
    expect(scores(second.result)).toEqual(scores(first.result));
    expect(second.result.execution.usage.totalTokens).toBe(0);
  });

  it("never lets two runs, or two judge iterations, share an answer", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const dir = tempDir("llmdet-cache-");
    await fullTest(sim.url, dir);
    const stored = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith(".json")).length;
    // 4 runs × 3 agents analysis answers, plus every judge sample: one file each.
    const seen = sim.stats().seen;
    expect(stored).toBe(seen.filter((s) => s.status === 200).length);
    expect(seen.filter((s) => s.phase === "analysis").length).toBe(12);
  });
});
