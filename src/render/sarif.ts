import { createHash } from "node:crypto";
import path from "node:path";
import type * as Sarif from "sarif";
import { canonicalCategory } from "../cluster/categories.js";
import { escapeMarkdown } from "./escape.js";
import type { ClusterFinding, DeterminismResult } from "../score/types.js";
import { firstCharacters, truncate } from "../util/truncate.js";

/**
 * GitHub code scanning keeps the 5,000 most important results of a run; more are dropped
 * silently, so the file itself stops there, the most severe and most consistent first.
 */
export const SARIF_MAX_RESULTS = 5_000;
const MESSAGE_LIMIT = 2_000;

type Level = Sarif.ReportingConfiguration["level"];

function level(severity: ClusterFinding["severity"]): Level {
  return severity === "CRITICAL" || severity === "HIGH"
    ? "error"
    : severity === "MEDIUM"
      ? "warning"
      : "note";
}

/**
 * Code scanning's security severity (a CVSS-like 0.0-10.0 as a string): critical above 9.0,
 * high from 7.0, medium from 4.0, low below. A rule takes its most severe result's.
 */
const SECURITY_SEVERITY: Record<ClusterFinding["severity"], string> = {
  CRITICAL: "9.5",
  HIGH: "8.0",
  MEDIUM: "5.5",
  LOW: "3.0",
  INFO: "1.0",
};

/**
 * A rule id from the category: the canonical id of a known category (`sql-injection`), else
 * the category as written in lower case with its words joined by hyphens (`Logging` →
 * `logging`), never the stemmed words the matcher compares.
 */
function ruleId(category: string): string {
  const info = canonicalCategory(category);
  if (info.known) return info.id;
  const id = firstCharacters(
    info.label
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, ""),
    80,
  );
  return id || "finding";
}

/** Stable across runs and commits: derived from the finding's key, which has no line number. */
function fingerprint(key: string): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 32);
}

/** A path as a URI reference: forward slashes, no leading ./, segments encoded. */
function artifactUri(prefix: string, file: string): string {
  // Paths are repository paths whatever their spelling: `./a`, `/a` and `a` are one file.
  const joined = path.posix.normalize(
    path.posix.join(prefix.replace(/\\/g, "/"), file.replace(/\\/g, "/").replace(/^(?:\.?\/)+/, "")),
  );
  return joined
    .replace(/^(?:\.\.\/)+/, "")
    .split("/")
    .map(encodeURIComponent)
    .join("/");
}

interface RuleDraft {
  id: string;
  label: string;
  cwe: readonly number[];
  security: boolean;
  agents: Set<string>;
  worst: ClusterFinding["severity"];
}

function cweLink(n: number): string {
  return `https://cwe.mitre.org/data/definitions/${n}.html`;
}

/** The rule's description and help: what the category is and how to read its results. */
function ruleOf(rule: RuleDraft, runCount: number): Sarif.ReportingDescriptor {
  const cwe = rule.cwe.map((n) => `CWE-${n}`);
  const agents = [...rule.agents].sort();
  const what = `${rule.label}${cwe.length > 0 ? ` (${cwe.join(", ")})` : ""}`;
  const reading =
    `An AI code analysis ran ${runCount} times on the same code. Each result says in how many of ` +
    "those runs the finding was reported (appearances, appearanceRate) and how consistent that " +
    "is (classification, confidence): a finding most runs report is more likely real; one " +
    "reported once deserves a second look before acting on it.";
  const full = `${what}: findings the ${agents.join(", ")} agent${agents.length > 1 ? "s" : ""} reported in this category.`;
  const markdown = [
    `**${escapeMarkdown(rule.label, 120)}**${cwe.length > 0 ? ` (${rule.cwe.map((n) => `[CWE-${n}](${cweLink(n)})`).join(", ")})` : ""}: findings the ${agents.map((a) => `\`${escapeMarkdown(a, 40)}\``).join(", ")} agent${agents.length > 1 ? "s" : ""} reported in this category.`,
    "",
    reading,
  ].join("\n");
  return {
    id: rule.id,
    name: rule.label.replace(/[^A-Za-z0-9]+/g, "") || "Finding",
    shortDescription: { text: what },
    fullDescription: { text: full },
    help: { text: `${full}\n\n${reading}`, markdown },
    ...(rule.cwe.length > 0 && { helpUri: cweLink(rule.cwe[0]!) }),
    defaultConfiguration: { level: level(rule.worst) },
    properties: {
      // The security agent's name is the code scanning tag too: listed once.
      tags: [
        ...new Set([
          ...(rule.security ? ["security"] : []),
          ...rule.cwe.map((n) => `external/cwe/cwe-${n}`),
          ...agents,
        ]),
      ],
      ...(rule.security && { "security-severity": SECURITY_SEVERITY[rule.worst] }),
    },
  };
}

/** Where the findings' paths sit in the repository, for code scanning to place the alerts. */
export interface SarifLocationBase {
  /**
   * The folder the findings' paths are relative to, itself relative to the repository root
   * (`services/api` when the analysis ran in that folder; empty when it ran at the root).
   */
  pathPrefix: string;
  /** The repository root as a `file://` URI with a trailing slash, recorded as `%SRCROOT%`. */
  rootUri?: string;
}

const SEVERITY_ORDER = { CRITICAL: 0, HIGH: 1, MEDIUM: 2, LOW: 3, INFO: 4 } as const;

/**
 * The distinct findings as a SARIF 2.1.0 log for code scanning: one result per finding, its
 * appearance rate, class and calibrated confidence as properties, severity as `level`, and a
 * partial fingerprint that does not move with line numbers.
 */
export function renderSarif(
  result: DeterminismResult,
  version: string,
  base: SarifLocationBase = { pathPrefix: "" },
): Sarif.Log {
  const findings = [...result.findings]
    .sort(
      (a, b) =>
        SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
        b.appearanceRate - a.appearanceRate ||
        a.key.localeCompare(b.key),
    )
    .slice(0, SARIF_MAX_RESULTS);
  const rules = new Map<string, RuleDraft>();
  for (const f of findings) {
    const id = ruleId(f.category);
    const info = canonicalCategory(f.category);
    const rule = rules.get(id) ?? {
      id,
      label: info.label,
      cwe: info.cwe,
      security: info.security,
      agents: new Set<string>(),
      worst: f.severity,
    };
    rule.agents.add(f.agent);
    // The security agent's findings are security findings whatever their category is called.
    if (f.agent === "security") rule.security = true;
    if (SEVERITY_ORDER[f.severity] < SEVERITY_ORDER[rule.worst]) rule.worst = f.severity;
    rules.set(id, rule);
  }
  const ruleList = [...rules.values()];
  const ruleIndex = new Map(ruleList.map((r, i) => [r.id, i]));
  const srcRoot = "%SRCROOT%";
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
            rules: ruleList.map((r) => ruleOf(r, result.runCount)),
          },
        },
        // No automationDetails: the upload step's `category` names the analysis, so matrix
        // uploads (one per model or shard) stay apart instead of replacing each other.
        ...(base.rootUri !== undefined && { originalUriBaseIds: { [srcRoot]: { uri: base.rootUri } } }),
        results: findings.map((f): Sarif.Result => {
          const id = ruleId(f.category);
          const text = `${f.title} (reported in ${f.appearances}/${result.runCount} runs). ${f.description}`;
          return {
            ruleId: id,
            ruleIndex: ruleIndex.get(id)!,
            level: level(f.severity),
            message: { text: truncate(text, MESSAGE_LIMIT) },
            ...(f.file !== undefined && {
              locations: [
                {
                  physicalLocation: {
                    artifactLocation: { uri: artifactUri(base.pathPrefix, f.file), uriBaseId: srcRoot },
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
