import path from "node:path";
import { resolveAgents } from "../../src/analysis/agents.js";
import { loadSourceFiles } from "../../src/io/source-files.js";
import type { LlmClient } from "../../src/llm/client.js";
import type { TestSettings } from "../../src/pipeline/determinism-test.js";
import { ROOT } from "./cli.js";

export const EXAMPLE = path.join(ROOT, "examples/shop");
export const EXAMPLE_PATTERNS = ["src/**", "app/**", "web/**", "java/**"];
/** The CLI flags that point a command at the whole example. */
export const EXAMPLE_FILE_FLAGS = ["--files", ...EXAMPLE_PATTERNS, "--working-directory", EXAMPLE];

export async function exampleFiles() {
  return (await loadSourceFiles(EXAMPLE_PATTERNS, { root: EXAMPLE, flag: "--files" })).files;
}

/** A determinism test of the example: three agents, 10 runs at 0.3; tests override what they vary. */
export async function exampleSettings(overrides: Partial<TestSettings> = {}): Promise<TestSettings> {
  return {
    files: await exampleFiles(),
    agents: resolveAgents(["security", "performance", "architecture"]),
    runs: 10,
    temperature: 0.3,
    objective: "audit",
    model: "sim-analyst",
    ...overrides,
  };
}

/** Fixed time and id, so two results of the same test compare equal. */
export const fixedDeps = (llm: LlmClient, id = "test") => ({
  llm,
  now: () => new Date("2026-01-01T00:00:00Z"),
  newId: () => id,
});
