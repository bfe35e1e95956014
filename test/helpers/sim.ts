import { afterEach } from "vitest";
import { LlmClient, type LlmOptions, openaiClient } from "../../src/llm/client.js";
import { type Simulator, type SimulatorOptions, startSimulator } from "../../src/simulator/server.js";
import { exampleScenario } from "./perturbed.js";

const open: Simulator[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** A simulator for one test, closed after it. */
export async function simulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const sim = await startSimulator({ scenario: exampleScenario, seed: 1, ...options });
  open.push(sim);
  return sim;
}

/** The real client pointed at a simulator, with fast retries unless a test says otherwise. */
export function client(sim: Simulator, options: Partial<LlmOptions> = {}, apiKey = "sk-test-key"): LlmClient {
  return new LlmClient(openaiClient({ apiKey, baseURL: sim.url }), {
    model: "sim-analyst",
    requestTimeoutMs: 2_000,
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
    ...options,
  });
}
