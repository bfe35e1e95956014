import { resolveAgents } from "../src/analysis/agents.js";
import { LlmClient, openaiClient } from "../src/llm/client.js";
import { runDeterminismTest } from "../src/pipeline/determinism-test.js";
import { startSimulator } from "../src/simulator/server.js";
import { syntheticScenario } from "../src/simulator/synthetic.js";
import type { BenchSection } from "./report.js";

/**
 * `run` end to end through the real SDK and HTTP: 10 runs × 3 agents × 10 files (one request
 * per file) against the simulator at a fixed 200 ms latency, concurrency 8.
 */
export async function runBench(): Promise<BenchSection> {
  const scenario = syntheticScenario({ files: 10, seed: 2 });
  const files = [...new Set(scenario.issues.map((i) => i.file))].map((file) => ({
    path: file,
    content: `// ${file}\n${"public void Method() { /* ... */ }\n".repeat(300)}`,
  }));
  const sim = await startSimulator({ scenario, seed: 2, latency: { minMs: 200, maxMs: 200 } });
  try {
    const llm = new LlmClient(openaiClient({ apiKey: "sk-bench", baseURL: sim.url }), {
      model: "sim-analyst",
      concurrency: 8,
    });
    const started = performance.now();
    const { result } = await runDeterminismTest(
      {
        files,
        agents: resolveAgents(["security", "performance", "architecture"]),
        runs: 10,
        temperature: 0.3,
        objective: "bench",
        model: "sim-analyst",
        tokenBudget: 1000,
      },
      { llm, now: () => new Date(), newId: () => "bench" },
    );
    const wall = performance.now() - started;
    const requests = result.execution.requests;
    const ideal = Math.ceil(requests / 8) * 200;
    const ratio = wall / ideal;
    return {
      title: "Analysis runs through the simulator",
      method:
        "`runDeterminismTest` with the real `openai` SDK over HTTP on loopback: 10 runs × 3 agents × 10 files, one request per " +
        "file (300 requests), simulator latency fixed at 200 ms, concurrency 8. The ideal is ceil(requests ÷ 8) × 200 ms: " +
        "perfect packing and zero overhead.",
      command: "npm run bench -- run",
      rows: [
        {
          what: `wall time, ${requests} requests`,
          value: `${(wall / 1000).toFixed(2)} s`,
          reference: `${(ideal / 1000).toFixed(2)} s ideal`,
          ratio: `${ratio.toFixed(3)}×`,
          target: "≤ 1.15× ideal",
          met: ratio <= 1.15,
        },
      ],
    };
  } finally {
    await sim.close();
  }
}
