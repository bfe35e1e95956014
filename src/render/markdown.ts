import { SEVERITY_RANK } from "../findings/severity.js";
import type { ClusterFinding, DeterminismResult, GroupMetrics } from "../score/types.js";
import { escapeMarkdown } from "./escape.js";
import { groupingSection } from "./grouping.js";
import { location } from "./location.js";
import { count } from "../util/count.js";
import { interval, levelIcon, pct, table } from "./format.js";
import { filesSection, tuningSection } from "./insights.js";

const CLASS_LABEL: Record<ClusterFinding["classification"], string> = {
  FullyConsistent: "Fully consistent",
  HighlyConsistent: "Highly consistent",
  ModeratelyConsistent: "Moderately consistent",
  Inconsistent: "Inconsistent",
};

export function groupTable(title: string, groups: Record<string, GroupMetrics>): string {
  const rows = Object.entries(groups)
    .sort((a, b) => a[1].determinismScore - b[1].determinismScore || a[0].localeCompare(b[0]))
    .map(([name, m]) => [
      escapeMarkdown(name, 80),
      pct(m.determinismScore),
      pct(m.reproducibility),
      String(m.findingCount),
    ]);
  return table([title, "Determinism", "Reproducibility", "Findings"], rows, ["l", "r", "r", "r"]);
}

/** The findings that varied, least consistent and most severe first. */
export function findingsTable(findings: ClusterFinding[], runCount: number, limit: number): string {
  const rows = findings
    .slice(0, limit)
    .map((f) => [
      `${f.appearances}/${runCount}`,
      f.severity + (f.severityAgreement < 100 ? ` (${Math.round(f.severityAgreement)}% agree)` : ""),
      escapeMarkdown(f.agent, 40),
      escapeMarkdown(f.category, 60),
      escapeMarkdown(f.title, 120),
      location(f),
    ]);
  return table(["Runs", "Severity", "Agent", "Category", "Finding", "Where"], rows, [
    "r",
    "l",
    "l",
    "l",
    "l",
    "l",
  ]);
}

export function leastConsistent(result: DeterminismResult): ClusterFinding[] {
  return result.findings
    .filter((f) => f.classification !== "FullyConsistent")
    .sort(
      (a, b) =>
        a.appearances - b.appearances ||
        SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
        a.key.localeCompare(b.key),
    );
}

/** The `measure --markdown` report: headline, classes, groups, varying findings, advice. */
export function renderMeasureReport(
  result: DeterminismResult,
  options: { title?: string; maxFindings?: number } = {},
): string {
  const s = result.statistics;
  const lines: string[] = [];
  lines.push(`## ${options.title ?? "LLM determinism report"}`);
  lines.push("");
  lines.push(
    result.determinismScore === null
      ? `⚪ **Determinism: nothing to measure** · ${result.runCount} runs · ${result.nothingToMeasure ?? "no run reported a finding"}`
      : `${levelIcon(result.consistencyLevel)} **Determinism ${pct(result.determinismScore)}** (${result.consistencyLevel}) · ` +
          `reproducibility ${pct(result.reproducibility.score)} (95% CI ${interval(result.reproducibility.ci95)}) · ` +
          `mean pairwise Jaccard ${pct(result.meanPairwiseJaccard)} · ${result.runCount} runs · ${count(s.totalUniqueFindings, "distinct finding")}`,
  );
  lines.push("");
  lines.push(
    table(
      ["Class", "Findings"],
      [
        [CLASS_LABEL.FullyConsistent, String(s.fullyConsistentFindings)],
        [CLASS_LABEL.HighlyConsistent, String(s.highlyConsistentFindings)],
        [CLASS_LABEL.ModeratelyConsistent, String(s.moderatelyConsistentFindings)],
        [CLASS_LABEL.Inconsistent, String(s.poorlyConsistentFindings)],
      ],
      ["l", "r"],
    ),
  );
  lines.push("");
  lines.push(
    `Findings per run: ${s.meanFindingsPerRun.toFixed(1)} ± ${s.stdDevFindingsPerRun.toFixed(1)} (min ${s.minFindingsPerRun}, max ${s.maxFindingsPerRun}); ` +
      `${s.severityDisagreements} with severity disagreement.`,
  );
  if (Object.keys(result.metricsByAgent).length > 0)
    lines.push("", "### By agent", "", groupTable("Agent", result.metricsByAgent));
  if (Object.keys(result.metricsByCategory).length > 0) {
    lines.push("", "### By category", "", groupTable("Category", result.metricsByCategory));
  }
  const varying = leastConsistent(result);
  if (varying.length > 0) {
    const limit = options.maxFindings ?? 25;
    lines.push(
      "",
      `### Findings that varied (${varying.length})`,
      "",
      findingsTable(varying, result.runCount, limit),
    );
    if (varying.length > limit) lines.push("", `…and ${varying.length - limit} more in the JSON result.`);
  }
  const files = filesSection(result.metricsByFile);
  if (files) lines.push("", "### Least consistent files", "", files);
  if (result.matching.reports > 0) lines.push("", "### Grouping", "", groupingSection(result));
  if (result.promptTuning)
    lines.push("", "### Prompt tuning example", "", tuningSection(result.promptTuning, result.runCount));
  if (result.recommendations.length > 0) {
    lines.push(
      "",
      "### Recommendations",
      "",
      ...result.recommendations.map((r) => `- ${escapeMarkdown(r, 400)}`),
    );
  }
  return `${lines.join("\n")}\n`;
}
