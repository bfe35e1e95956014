import { readFileSync } from "node:fs";
import { clusterRuns } from "../../src/cluster/cluster.js";
import type { Run } from "../../src/findings/types.js";
import { Scenario } from "../../src/simulator/scenario.js";
import { syntheticScenario } from "../../src/simulator/synthetic.js";
import { sampleRun } from "../../src/simulator/vary.js";

export const exampleScenario = Scenario.parse(
  JSON.parse(readFileSync(new URL("../../examples/shop/scenario.json", import.meta.url), "utf8")),
);

/** N runs of every agent of a scenario, with the scenario issue behind each finding. */
export function perturbedRuns(scenario: Scenario, runs: number, temperature: number, seed: number | string) {
  const agents = [...new Set(scenario.issues.map((i) => i.agent))];
  const result: Run[] = [];
  const sources: string[][] = [];
  for (let run = 1; run <= runs; run++) {
    const sampled = agents.flatMap((agent) => sampleRun(scenario, { seed, run, agent, temperature }));
    result.push({ run, findings: sampled.map(({ source: _source, ...finding }) => finding) });
    sources.push(sampled.map((f) => f.source));
  }
  return { runs: result, sources };
}

/** Pairwise clustering precision, recall and F1 of the engine's clusters against the true sources. */
export function pairwiseF1(runs: Run[], sources: string[][]) {
  const { clusters } = clusterRuns(runs);
  const clusterOf = new Map<string, number>();
  clusters.forEach((c, id) => {
    for (const m of c.members) clusterOf.set(`${m.run}:${m.index}`, id);
  });
  const items: { source: string; cluster: number }[] = [];
  sources.forEach((list, r) => {
    list.forEach((source, i) => {
      items.push({ source, cluster: clusterOf.get(`${r}:${i}`)! });
    });
  });
  let tp = 0;
  let predicted = 0;
  let actual = 0;
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const sameCluster = items[i]!.cluster === items[j]!.cluster;
      const sameSource = items[i]!.source === items[j]!.source;
      if (sameCluster) predicted++;
      if (sameSource) actual++;
      if (sameCluster && sameSource) tp++;
    }
  }
  const precision = predicted === 0 ? 1 : tp / predicted;
  const recall = actual === 0 ? 1 : tp / actual;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, clusters: clusters.length, findings: items.length };
}

/** The twin catalogue of the clustering tests: six files, agents drawn at random. */
export function twinScenario(seed: number): Scenario {
  return syntheticScenario({ files: 6, seed, agentsByCategory: false });
}
