import { describe, expect, it } from "vitest";
import { resolveAgents } from "../../src/analysis/agents.js";
import { LlmClient, openaiClient } from "../../src/llm/client.js";
import { FatalLlmError } from "../../src/llm/errors.js";
import { runDeterminismTest, type TestSettings } from "../../src/pipeline/determinism-test.js";
import type { Simulator } from "../../src/simulator/server.js";
import { exampleSettings, fixedDeps } from "../helpers/example.js";
import { client, simulator } from "../helpers/sim.js";

/*
 * Servers other than OpenAI, through the real SDK: Azure OpenAI (deployment routes, api-version,
 * api-key header), vLLM (error bodies at the top level) and Ollama (`{ "error": "text" }`), each
 * with the quirks that break naive clients.
 */

const settings = (overrides: Partial<TestSettings> = {}) =>
  exampleSettings({
    agents: resolveAgents(["security", "performance"]),
    runs: 4,
    temperature: 0.4,
    ...overrides,
  });
const deps = (llm: LlmClient) => fixedDeps(llm);
const comparable = (r: { testId: string; execution: object }) => ({ ...r, testId: "", execution: {} });

const endpoint = (sim: Simulator) => `http://127.0.0.1:${sim.port}`;
function azure(sim: Simulator, deployment = "gpt-4o-mini-prod", apiVersion = "2024-10-21") {
  return new LlmClient(
    openaiClient({ apiKey: "azure-key", baseURL: endpoint(sim), azure: { deployment, apiVersion } }),
    { model: "gpt-4o-mini", requestTimeoutMs: 2_000, retry: { baseDelayMs: 5, maxDelayMs: 20 } },
  );
}

describe("Azure OpenAI", () => {
  it("sends every request to the deployment route with api-version and the api-key header, same result as OpenAI", async () => {
    const sim = await simulator({ seed: 2, dialect: "azure", azureDeployments: ["gpt-4o-mini-prod"] });
    const { result } = await runDeterminismTest(await settings(), deps(azure(sim)));
    const reference = await runDeterminismTest(await settings(), deps(client(await simulator({ seed: 2 }))));
    expect(comparable(result)).toEqual(comparable(reference.result));
    const seen = sim.stats().seen;
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((s) => s.path))).toEqual(
      new Set(["/openai/deployments/gpt-4o-mini-prod/chat/completions"]),
    );
    expect(seen.every((s) => s.status === 200 && s.model === "gpt-4o-mini-prod")).toBe(true);
    expect(result.execution.outputMode).toBe("json_schema");
  });

  it("recovers from 20% faults with Azure's error bodies and gives the fault-free result", async () => {
    const clean = await runDeterminismTest(
      await settings(),
      deps(azure(await simulator({ seed: 2, dialect: "azure" }))),
    );
    const faulty = await simulator({
      seed: 2,
      dialect: "azure",
      faults: { rate: 0.2, kinds: ["429", "500", "503"], retryAfterSeconds: 0 },
    });
    const { result } = await runDeterminismTest(await settings(), deps(azure(faulty)));
    expect(faulty.stats().faults).toBeGreaterThan(0);
    expect(comparable(result)).toEqual(comparable(clean.result));
  });

  it("stops at once, naming the cause, when the deployment does not exist", async () => {
    const sim = await simulator({ dialect: "azure", azureDeployments: ["other"] });
    const error = await runDeterminismTest(await settings(), deps(azure(sim))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FatalLlmError);
    expect((error as Error).message).toMatch(/404/);
    expect(sim.stats().requests).toBeLessThanOrEqual(8);
  });

  it("refuses a plain OpenAI client: the Azure route is not /chat/completions", async () => {
    const sim = await simulator({ dialect: "azure" });
    const plain = new LlmClient(openaiClient({ apiKey: "k", baseURL: `${endpoint(sim)}/openai` }), {
      model: "gpt-4o-mini",
      retry: { baseDelayMs: 5, maxDelayMs: 20 },
    });
    await expect(runDeterminismTest(await settings(), deps(plain))).rejects.toBeInstanceOf(FatalLlmError);
  });
});

describe("vLLM (top-level error bodies, no json_schema, no seed)", () => {
  it("falls back to json_object, drops the seed, retries its 500s and 429s, and completes every run", async () => {
    const options = { seed: 6, dialect: "vllm" as const, jsonSchema: false, acceptSeed: false };
    const clean = await runDeterminismTest(
      await settings({ seed: 3, runs: 10 }),
      deps(client(await simulator(options))),
    );
    const sim = await simulator({
      ...options,
      faults: { rate: 0.3, kinds: ["429", "500"], retryAfterSeconds: 0 },
    });
    const { result } = await runDeterminismTest(await settings({ seed: 3, runs: 10 }), deps(client(sim)));
    expect(result.execution.outputMode).toBe("json_object");
    expect(result.execution.runsCompleted).toBe(10);
    expect(sim.stats().faults).toBeGreaterThan(0);
    expect(comparable(result)).toEqual(comparable(clean.result));
    // After the fallbacks, no request carries a schema or a seed.
    const last = sim.stats().seen.at(-1)!;
    expect(last.responseFormat).toBe("json_object");
    expect(last.seed).toBeUndefined();
  });
});

describe("Ollama ({ error: text } bodies, no json_schema)", () => {
  it("falls back to json_object from a plain-text error and retries 503s", async () => {
    const sim = await simulator({
      seed: 6,
      dialect: "ollama",
      jsonSchema: false,
      faults: { rate: 0.3, kinds: ["503"] },
    });
    const { result } = await runDeterminismTest(await settings({ runs: 10 }), deps(client(sim)));
    expect(result.execution.outputMode).toBe("json_object");
    expect(result.execution.runsCompleted).toBe(10);
    expect(sim.stats().seen.some((s) => s.status === 503)).toBe(true);
  });

  it("treats a 404 for an unknown model as fatal, with the server's text", async () => {
    const sim = await simulator({ dialect: "ollama" });
    const bad = client(sim, { model: "llama-does-not-exist" });
    // The simulator has no model check of its own; a 404 route stands in for Ollama's "model not found".
    const wrong = new LlmClient(openaiClient({ apiKey: "k", baseURL: `${sim.url}/nowhere` }), {
      model: "llama3",
      retry: { baseDelayMs: 5, maxDelayMs: 20 },
    });
    expect(bad).toBeDefined();
    const error = await runDeterminismTest(await settings(), deps(wrong)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FatalLlmError);
    expect((error as Error).message).toMatch(/not found \(404\)/);
  });
});
