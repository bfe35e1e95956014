import { createHash } from "node:crypto";
import { canonicalCategory } from "../cluster/categories.js";
import type { ClusterFinding, DeterminismResult } from "../score/types.js";

/**
 * GitHub code scanning keeps the 5,000 most important results of a run; more are dropped
 * silently, so the file itself stops there, the most severe and most consistent first.
 */
export const SARIF_MAX_RESULTS = 5_000;
const MESSAGE_LIMIT = 2_000;

type Level = "error" | "warning" | "note";

function level(severity: ClusterFinding["severity"]): Level {
  return severity === "CRITICAL" || severity === "HIGH"
    ? "error"
    : severity === "MEDIUM"
      ? "warning"
      : "note";
}

/** A rule id from the canonical category: `sql-injection`, or the category's words joined. */
function ruleId(category: string): string {
  const info = canonicalCategory(category);
  return (info.known ? info.id : info.id.replace(/[^a-z0-9]+/g, "-")).replace(/^-+|-+$/g, "") || "finding";
}

/** Stable across runs and commits: derived from the finding's key, which has no line number. */
function fingerprint(key: string): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 32);
}

/** A repo-relative path as a URI reference: forward slashes, no leading ./, segments encoded. */
function artifactUri(file: string): string {
  return file
    .replace(/\\/g, "/")
    .replace(/^(?:\.\/)+/, "")
    .split("/")
    .map(encodeURIComponent)
    .join("/");
}

const SEVERITY_ORDER = { CRITICAL: 0, HIGH: 1, MEDIUM: 2, LOW: 3, INFO: 4 } as const;

/**
 * The distinct findings as a SARIF 2.1.0 log for code scanning: one result per finding, its
 * appearance rate, class and calibrated confidence as properties, severity as `level`, and a
 * partial fingerprint that does not move with line numbers.
 */
export function renderSarif(result: DeterminismResult, version: string): object {
  const findings = [...result.findings]
    .sort(
      (a, b) =>
        SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
        b.appearanceRate - a.appearanceRate ||
        a.key.localeCompare(b.key),
    )
    .slice(0, SARIF_MAX_RESULTS);
  const rules = new Map<string, { id: string; name: string; agents: Set<string> }>();
  for (const f of findings) {
    const id = ruleId(f.category);
    const rule = rules.get(id) ?? { id, name: f.category, agents: new Set<string>() };
    rule.agents.add(f.agent);
    rules.set(id, rule);
  }
  const ruleList = [...rules.values()];
  const ruleIndex = new Map(ruleList.map((r, i) => [r.id, i]));
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "llm-determinism",
            version,
            semanticVersion: version,
            rules: ruleList.map((r) => ({
              id: r.id,
              name: r.name.replace(/[^A-Za-z0-9]+/g, ""),
              shortDescription: { text: r.name },
              properties: { tags: [...r.agents].sort() },
            })),
          },
        },
        automationDetails: { id: `llm-determinism/${result.testId}` },
        results: findings.map((f) => {
          const id = ruleId(f.category);
          const text = `${f.title} (reported in ${f.appearances}/${result.runCount} runs). ${f.description}`;
          return {
            ruleId: id,
            ruleIndex: ruleIndex.get(id)!,
            level: level(f.severity),
            message: { text: text.length > MESSAGE_LIMIT ? `${text.slice(0, MESSAGE_LIMIT - 1)}…` : text },
            ...(f.file !== undefined && {
              locations: [
                {
                  physicalLocation: {
                    artifactLocation: { uri: artifactUri(f.file) },
                    ...(f.line !== undefined && f.line > 0 && { region: { startLine: f.line } }),
                  },
                  ...(f.symbol !== undefined && { logicalLocations: [{ fullyQualifiedName: f.symbol }] }),
                },
              ],
            }),
            partialFingerprints: { "llmDeterminismFinding/v1": fingerprint(f.key) },
            properties: {
              agent: f.agent,
              severity: f.severity,
              appearances: f.appearances,
              runs: result.runCount,
              appearanceRate: f.appearanceRate,
              appearanceRateCi95: f.ci95,
              classification: f.classification,
              confidence: f.confidence,
              severityAgreement: f.severityAgreement,
            },
          };
        }),
      },
    ],
  };
}
