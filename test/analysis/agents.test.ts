import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getInputs } from "../../src/action/inputs.js";
import { resolveAgents } from "../../src/analysis/agents.js";
import { analysisMessages } from "../../src/analysis/prompt.js";
import { readAgentsFile } from "../../src/io/agents-file.js";
import { tempDir } from "../helpers/cli.js";

describe("agents", () => {
  it("loads a custom agent from a file and puts its instructions in the prompt", () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, "agents.json"),
      JSON.stringify({
        agents: [
          { name: "privacy", instructions: "Look for personal data written to logs, with an example each." },
        ],
      }),
    );
    const agents = resolveAgents(["security", "privacy"], readAgentsFile("agents.json", dir));
    expect(agents.map((a) => a.name)).toEqual(["security", "privacy"]);
    const [system] = analysisMessages({
      agent: agents[1]!,
      objective: "audit",
      files: [{ path: "a.ts", content: "x" }],
      salt: "s",
    });
    expect(system!.content).toMatch(/You are the privacy specialist/);
    expect(system!.content).toMatch(/personal data written to logs/);
  });
});

describe("action inputs", () => {
  const read = (values: Record<string, string>) => (name: string) => values[name] ?? "";
  it("rejects class thresholds that cross, naming the inputs", () => {
    expect(() => getInputs(read({ files: "src/**", "highly-consistent-threshold": "40" }))).toThrow(
      "Input 'highly-consistent-threshold': 40 must lie between 'moderately-consistent-threshold' (50) and 'fully-consistent-threshold' (100)",
    );
  });
  it("uses the shared defaults", () => {
    const s = getInputs(read({ files: "src/**" }));
    expect(s).toMatchObject({
      runs: 10,
      model: "gpt-4o-mini",
      models: ["gpt-4o-mini"],
      temperature: 0.3,
      concurrency: 8,
      comment: true,
      domain: "software security and code quality",
    });
  });
});
