import { escapeMarkdown } from "../render/escape.js";
import type { RepoCounts, RepoStats } from "./stats.js";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const SEVERITY_COLUMNS = ["Critical", "High", "Medium", "Low", "Info", "Best Practices"];

function severityTable(counts: Record<string, number>): string[] {
  const extra = Object.keys(counts)
    .filter((k) => !SEVERITY_COLUMNS.includes(k))
    .sort();
  const columns = [...SEVERITY_COLUMNS, ...extra];
  return [
    `| ${columns.map((c) => escapeMarkdown(c, 40)).join(" | ")} |`,
    `| ${columns.map(() => "---:").join(" | ")} |`,
    `| ${columns.map((c) => String(counts[c] ?? 0)).join(" | ")} |`,
  ];
}

/** The benchmark report, laid out like the AuditAgent REPORT.md: an overview of every repo plus ALL, then a section per repo. */
export function renderBenchmarkReport(
  repos: { stats: RepoStats; counts: RepoCounts }[],
  overall: RepoStats,
  generatedAt: string,
): string {
  const lines = ["# Benchmark Report", "", `_Generated: ${generatedAt}_`, "", "## Overview", ""];
  lines.push(
    "| Repo | Truth | AI Scan | QA | TP | Partial | FP | FN | Precision | Recall | F1 | P(w/partial) | R(w/partial) | F1(w/partial) |",
  );
  lines.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const s of [...repos.map((r) => r.stats), overall]) {
    lines.push(
      `| ${escapeMarkdown(s.repo, 120)} | ${s.actual_findings} | ${s.scan_findings} | ${s.qa_findings} | ${s.matched} | ${s.partial} | ${s.false_positives} | ${s.false_negatives} | ${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.f1)} | ${pct(s.precision_with_partial)} | ${pct(s.recall_with_partial)} | ${pct(s.f1_with_partial)} |`,
    );
  }
  lines.push("");
  for (const { stats: s, counts } of repos) {
    lines.push(`## ${escapeMarkdown(s.repo, 120)}`, "");
    lines.push(
      `- **actual findings (truth, all severities)**: ${s.actual_findings}`,
      `- **scan findings**: ${s.scan_findings}`,
      `- **QA findings (scan: Info + Best Practices)**: ${s.qa_findings}`,
      `- **true positives (exact matches)**: ${s.matched}`,
      `- **partial matches**: ${s.partial}`,
      `- **false positives**: ${s.false_positives}`,
      `- **false negatives**: ${s.false_negatives}`,
      `- **precision**: ${pct(s.precision)} · **recall**: ${pct(s.recall)} · **F1**: ${pct(s.f1)}`,
      `- **with partial matches**: precision ${pct(s.precision_with_partial)} · recall ${pct(s.recall_with_partial)} · F1 ${pct(s.f1_with_partial)}`,
      "",
    );
    if (Object.keys(counts.truthSeverities).length > 0)
      lines.push("Truth severity counts:", "", ...severityTable(counts.truthSeverities), "");
    if (Object.keys(counts.scanSeverities).length > 0)
      lines.push("Scan severity counts:", "", ...severityTable(counts.scanSeverities), "");
    for (const w of counts.warnings) lines.push(`> Note: ${escapeMarkdown(w, 400)}`, "");
  }
  return `${lines.join("\n")}\n`;
}
