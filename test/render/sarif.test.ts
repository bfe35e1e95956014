import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderSarif, SARIF_MAX_RESULTS } from "../../src/render/sarif.js";
import { VERSION } from "../../src/version.js";
import { ROOT } from "../helpers/cli.js";
import { exampleScenario, perturbedRuns } from "../helpers/perturbed.js";
import { finding, measure, runsOf } from "../helpers/runs.js";

// The official SARIF 2.1.0 schema (draft-04), as Microsoft ships it in @microsoft/jest-sarif,
// checked with the ajv 6 that package depends on (ajv 8 dropped draft-04).
const require = createRequire(import.meta.url);
const Ajv = require("ajv") as new (options: object) => {
  addMetaSchema(schema: object): void;
  compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown[] };
};
const ajv = new Ajv({ schemaId: "id", allErrors: true });
ajv.addMetaSchema(require("ajv/lib/refs/json-schema-draft-04.json"));
const validateSarif = ajv.compile(require("@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json"));

type Sarif = {
  runs: {
    tool: { driver: { rules: { id: string }[] } };
    results: {
      ruleId: string;
      level: string;
      partialFingerprints: Record<string, string>;
      properties: Record<string, unknown>;
      locations?: {
        physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } };
      }[];
    }[];
  }[];
};

describe("SARIF 2.1.0", () => {
  const { runs } = perturbedRuns(exampleScenario, 10, 0.3, 3);
  const result = measure(runs);
  const sarif = renderSarif(result, VERSION) as Sarif;

  it("validates against the SARIF 2.1.0 JSON schema", () => {
    const valid = validateSarif(sarif);
    expect(validateSarif.errors ?? [], "schema errors").toEqual([]);
    expect(valid).toBe(true);
  });

  it("the schema check rejects what code scanning would (a level outside the enum)", () => {
    const broken = structuredClone(sarif);
    broken.runs[0]!.results[0]!.level = "critical";
    expect(validateSarif(broken)).toBe(false);
  });

  it("has one result per distinct finding, with the appearance rate and confidence as properties", () => {
    const results = sarif.runs[0]!.results;
    expect(results).toHaveLength(result.findings.length);
    const sqli = results.find((r) => r.ruleId === "sql-injection")!;
    expect(sqli.properties).toMatchObject({
      appearances: expect.any(Number),
      runs: 10,
      appearanceRate: expect.any(Number),
      confidence: expect.any(Number),
      classification: expect.any(String),
    });
    expect(sqli.locations![0]!.physicalLocation.artifactLocation.uri).toMatch(/^(src|java)\//);
  });

  it("maps severity to level: CRITICAL and HIGH error, MEDIUM warning, LOW and INFO note", () => {
    const r = measure(
      runsOf(
        [
          finding({ title: "a", severity: "CRITICAL", file: "a.cs" }),
          finding({ title: "b", category: "XSS", severity: "MEDIUM", file: "b.cs" }),
          finding({ title: "c", category: "God Class", severity: "INFO", file: "c.cs" }),
        ],
        [finding({ title: "a", severity: "CRITICAL", file: "a.cs" })],
      ),
    );
    const levels = (renderSarif(r, VERSION) as Sarif).runs[0]!.results.map((x) => x.level);
    expect(levels).toEqual(["error", "warning", "note"]);
  });

  it("keeps fingerprints stable when only line numbers move", () => {
    const base = finding({
      agent: "security",
      title: "User id in SQL",
      file: "src/a.cs",
      symbol: "A.Get",
      line: 40,
    });
    const fp = (line: number) =>
      (renderSarif(measure(runsOf([{ ...base, line }], [{ ...base, line }])), VERSION) as Sarif).runs[0]!
        .results[0]!.partialFingerprints;
    expect(fp(40)).toEqual(fp(97));
    expect(JSON.stringify(fp(40))).not.toMatch(/40/);
  });

  it(`stops at ${SARIF_MAX_RESULTS} results, the most severe first`, () => {
    const many = Array.from({ length: SARIF_MAX_RESULTS + 50 }, (_, i) =>
      finding({
        title: `finding ${i}`,
        category: `Kind${i}`,
        file: `f${i}.cs`,
        severity: i < 10 ? "CRITICAL" : "LOW",
      }),
    );
    const big = renderSarif(measure(runsOf(many, many.slice(0, 3))), VERSION) as Sarif;
    expect(big.runs[0]!.results).toHaveLength(SARIF_MAX_RESULTS);
    expect(big.runs[0]!.results.slice(0, 10).every((r) => r.level === "error")).toBe(true);
  });

  it("reports the package version", () => {
    expect(VERSION).toBe(JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).version);
  });
});
