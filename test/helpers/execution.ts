import type { Execution } from "../../src/pipeline/determinism-test.js";

/** How a test ran, for rendering tests: one agent, one file, three complete runs; override what is tested. */
export function executionOf(overrides: Partial<Execution> = {}): Execution {
  return {
    model: "sim-analyst",
    temperature: 0.3,
    agents: ["security"],
    files: 1,
    fileGroups: 1,
    skippedFiles: [],
    requests: 3,
    runsRequested: 3,
    runsCompleted: 3,
    incompleteRuns: [],
    usage: { requests: 3, promptTokens: 30, cachedTokens: 0, completionTokens: 30, totalTokens: 60 },
    usageByAgent: {},
    usageByRun: {},
    outputMode: "json_schema",
    systemFingerprints: [],
    fingerprintChanged: false,
    durationMs: 1,
    ...overrides,
  };
}
