import { readFileSync } from "node:fs";
import path from "node:path";
import type { Log as SarifLog } from "sarif";
import { describe, expect, it } from "vitest";
import { locationBase } from "../../src/io/repo-root.js";
import { renderSarif, SARIF_MAX_RESULTS } from "../../src/render/sarif.js";
import { VERSION } from "../../src/version.js";
import { ROOT } from "../helpers/cli.js";
import { exampleScenario, perturbedRuns } from "../helpers/perturbed.js";
import { finding, measure, runsOf } from "../helpers/runs.js";
import { validateSarif } from "../helpers/sarif.js";

type Sarif = SarifLog;

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
    (broken.runs[0]!.results![0] as { level: string }).level = "critical";
    expect(validateSarif(broken)).toBe(false);
  });

  it("has one result per distinct finding, with the appearance rate and confidence as properties", () => {
    const results = sarif.runs[0]!.results!;
    expect(results).toHaveLength(result.findings.length);
    const sqli = results.find((r) => r.ruleId === "sql-injection")!;
    expect(sqli.properties).toMatchObject({
      appearances: expect.any(Number),
      runs: 10,
      appearanceRate: expect.any(Number),
      confidence: expect.any(Number),
      classification: expect.any(String),
    });
    expect(sqli.locations![0]!.physicalLocation!.artifactLocation!.uri).toMatch(/^(src|java)\//);
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
    const levels = (renderSarif(r, VERSION) as Sarif).runs[0]!.results!.map((x) => x.level);
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
        .results![0]!.partialFingerprints;
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
    expect(big.runs[0]!.results!).toHaveLength(SARIF_MAX_RESULTS);
    expect(big.runs[0]!.results!.slice(0, 10).every((r) => r.level === "error")).toBe(true);
  });

  it("reports the package version", () => {
    expect(VERSION).toBe(JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).version);
  });

  it("gives every rule a full description and help, and security rules a security severity and CWE tags", () => {
    const rules = sarif.runs[0]!.tool.driver.rules!;
    for (const rule of rules) {
      expect(rule.fullDescription?.text, rule.id).toBeTruthy();
      expect(rule.help?.text, rule.id).toMatch(/ran 10 times/);
      expect(rule.help?.markdown, rule.id).toBeTruthy();
    }
    const sqli = rules.find((r) => r.id === "sql-injection")!;
    expect(sqli.properties!.tags).toEqual(expect.arrayContaining(["security", "external/cwe/cwe-89"]));
    expect(Number(sqli.properties!["security-severity"])).toBeGreaterThanOrEqual(7);
    expect(sqli.helpUri).toBe("https://cwe.mitre.org/data/definitions/89.html");
    expect(sqli.help!.markdown).toContain("[CWE-89](https://cwe.mitre.org/data/definitions/89.html)");
    // An architecture finding is no security weakness: no security severity, no security tag.
    const design = rules.find((r) => r.id === "god-class")!;
    expect(design.properties!["security-severity"]).toBeUndefined();
    expect(design.properties!.tags).not.toContain("security");
  });

  it("takes a rule's security severity from its most severe result", () => {
    const r = measure(
      runsOf(
        [
          finding({ title: "a", category: "XSS", severity: "LOW", file: "a.ts" }),
          finding({ title: "b", category: "XSS", severity: "CRITICAL", file: "b.ts" }),
        ],
        [finding({ title: "a", category: "XSS", severity: "LOW", file: "a.ts" })],
      ),
    );
    const rule = renderSarif(r, VERSION).runs[0]!.tool.driver.rules!.find((x) => x.id === "xss")!;
    expect(rule.properties!["security-severity"]).toBe("9.5");
    expect(rule.defaultConfiguration?.level).toBe("error");
  });

  it("names an unknown category's rule as written, not by its stemmed words", () => {
    const r = measure(
      runsOf([finding({ title: "a", category: "Logging", file: "a.ts", agent: "architecture" })]),
    );
    const log = renderSarif(r, VERSION);
    expect(log.runs[0]!.tool.driver.rules!.map((x) => x.id)).toEqual(["logging"]);
    expect(log.runs[0]!.results![0]!.ruleId).toBe("logging");
  });

  it("escapes category names (model output) in the rule's Markdown help", () => {
    const r = measure(runsOf([finding({ title: "a", category: "Evil](http://x) <img>", file: "a.ts" })]));
    const markdown = renderSarif(r, VERSION).runs[0]!.tool.driver.rules![0]!.help!.markdown!;
    expect(markdown).not.toContain("](http://x)");
    expect(markdown).not.toContain("<img>");
  });

  it("leaves the analysis category to the upload step: no automationDetails", () => {
    expect(sarif.runs[0]!.automationDetails).toBeUndefined();
  });

  it("places paths from the repository root when the analysis ran in a subfolder", () => {
    const root = path.join(path.sep, "work", "repo");
    const base = locationBase(path.join(root, "services", "api"), root);
    expect(base).toEqual({ pathPrefix: "services/api", rootUri: "file:///work/repo/" });
    const r = measure(runsOf([finding({ title: "a", file: "./src/a b.ts", line: 3 })]));
    const log = renderSarif(r, VERSION, base);
    const location = log.runs[0]!.results![0]!.locations![0]!.physicalLocation!;
    expect(location.artifactLocation).toEqual({ uri: "services/api/src/a%20b.ts", uriBaseId: "%SRCROOT%" });
    expect(log.runs[0]!.originalUriBaseIds).toEqual({ "%SRCROOT%": { uri: "file:///work/repo/" } });
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
    // A root outside the repository, or no repository: the paths stay as they are.
    expect(locationBase("/elsewhere", root).pathPrefix).toBe("");
    expect(locationBase("/work/repo", root).pathPrefix).toBe("");
    expect(locationBase("/work/repo2", root).pathPrefix).toBe("");
  });
});
