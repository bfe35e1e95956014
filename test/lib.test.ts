import { describe, expect, it } from "vitest";
import { evaluateFindings, measureDeterminism } from "../src/lib/index.js";
import { heuristicJudge } from "../src/simulator/judges.js";
import { EXAMPLE } from "./helpers/example.js";
import { simulator } from "./helpers/sim.js";

describe("the programmatic API (SPEC 7)", () => {
  it("measureDeterminism runs the Determinism Measurement System's service: files, objective, agents, configuration, progress", async () => {
    const sim = await simulator();
    const messages: string[] = [];
    const result = await measureDeterminism({
      files: [
        "src/UserService.cs",
        { path: "web/orderController.ts", content: "export function showOrder() {}\n" },
      ],
      root: EXAMPLE,
      objective: "Comprehensive legacy code analysis",
      agents: ["security", "performance"],
      numberOfRuns: 3,
      temperature: 0.3,
      highlyConsistentThreshold: 90,
      groupByCategory: false,
      includeRawResults: true,
      baseURL: sim.url,
      onProgress: (m) => messages.push(m),
    });
    expect(result.runCount).toBe(3);
    expect(result.thresholds.highlyConsistentThreshold).toBe(90);
    expect(result.metricsByCategory).toEqual({});
    expect(Object.keys(result.metricsByAgent)).toEqual(["performance", "security"]);
    expect(result.runs).toHaveLength(3);
    expect(messages.at(-1)).toBe("analysis: 6/6 requests");
  });

  it("measureDeterminism rejects a run count outside 2-50", async () => {
    await expect(
      measureDeterminism({ files: ["a"], numberOfRuns: 1, baseURL: "http://127.0.0.1:9/v1" }),
    ).rejects.toThrow(/numberOfRuns: got 1/);
  });

  it("evaluateFindings returns the SPEC 4.2 rows", async () => {
    const sim = await simulator({ judge: heuristicJudge() });
    const truth = {
      vulnerabilities: [
        {
          severity: "high",
          title: "SQL injection in GetUser",
          description: "id concatenated",
          file: "a.cs",
          symbol: "A.GetUser",
          category: "SQL Injection",
        },
      ],
    };
    const scan = [
      {
        category: "SQLi",
        severity: "HIGH",
        title: "User id concatenated into query",
        description: "id concatenated",
        file: "a.cs",
        symbol: "A.GetUser",
      },
    ];
    const rows = await evaluateFindings(truth, scan, { baseURL: sim.url });
    expect(rows).toEqual([
      expect.objectContaining({ is_match: true, index_of_finding_from_junior_auditor: 0 }),
    ]);
  });
});
