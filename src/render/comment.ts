import type { GateCheck } from "../action/gate.js";
import { arrow } from "../insights/compare.js";
import type { FullResult as ExecutedResult } from "../pipeline/full-test.js";
import type { ClusterFinding } from "../score/types.js";
import { barChart } from "./chart.js";
import { totalTokens, usageLine } from "./usage.js";
import { escapeMarkdown } from "./escape.js";
import { groupingLine, groupingSection } from "./grouping.js";
import { count } from "../util/count.js";
import { interval, levelIcon, pct, table } from "./format.js";
import {
  accuracyByRunSection,
  calibrationSection,
  comparisonSection,
  filesSection,
  historySection,
  modelsSection,
  tuningSection,
} from "./insights.js";
import { findingsTable, groupTable, leastConsistent } from "./markdown.js";

/** GitHub rejects comments over 65,536 characters; this leaves room for the marker and notes. */
export const COMMENT_LIMIT = 60_000;
/** GitHub's limit for one step's job summary. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024;

export interface ReportContext {
  gate: { passed: boolean; checks: GateCheck[] };
  /** Where the full report is when the comment had to be cut. */
  fullReportHint?: string;
}

interface Section {
  text: string;
  /** Lower numbers are dropped first when the comment is too long. */
  priority: number;
}

function details(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

function headline(result: ExecutedResult, gate: ReportContext["gate"]): string {
  const verdict = gate.checks.length === 0 ? "" : gate.passed ? " · ✅ passed" : " · ❌ failed";
  const rows: string[][] = [
    result.determinismScore === null
      ? ["Determinism", "⚪ **nothing to measure**", "no run reported a finding"]
      : [
          "Determinism",
          `${levelIcon(result.consistencyLevel)} **${pct(result.determinismScore)}** ${result.consistencyLevel}`,
          `classic determinism score over ${result.runCount} runs`,
        ],
    ["Reproducibility", pct(result.reproducibility.score), `95% CI ${interval(result.reproducibility.ci95)}`],
  ];
  const e = result.evaluation;
  if (e)
    rows.push(
      e.f1 === null
        ? ["F1", "⚪ **nothing to measure**", "the truth file lists no issues"]
        : ["F1", `**${pct(e.f1)}**`, `precision ${pct(e.precision)} · recall ${pct(e.recall)}`],
    );
  const header = ["", "Score", ""];
  if (result.comparison) {
    // Each headline number with its change against the base branch.
    header.push("vs base");
    for (const row of rows) {
      const delta = result.comparison.deltas.find((d) => d.name === row[0]);
      row.push(delta ? arrow(delta.change) : "—");
    }
  }
  const lines = [`### 🔁 LLM determinism${verdict}`, "", table(header, rows, ["l", "r", "l", "r"])];
  if (gate.checks.length > 0) {
    lines.push("", ...gate.checks.map((c) => `- ${c.passed ? "✅" : "❌"} ${escapeMarkdown(c.reason, 200)}`));
  }
  return lines.join("\n");
}

function accuracy(result: ExecutedResult): string | undefined {
  const e = result.evaluation;
  if (!e) return undefined;
  const body = table(
    ["", "Precision", "Recall", "F1"],
    [
      ["Exact matches", pct(e.precision), pct(e.recall), pct(e.f1)],
      ["With partial matches", pct(e.precisionWithPartial), pct(e.recallWithPartial), pct(e.f1WithPartial)],
    ],
    ["l", "r", "r", "r"],
  );
  const counts = `TP ${e.truePositives} · partial ${e.partialMatches} · FP ${e.falsePositives} · FN ${e.falseNegatives}: the findings reported by at least half the runs, judged against the ground truth. A partial match is neither a true nor a false positive: the exact row counts it as not found, the other as found.`;
  const why = e.nothingToMeasure ? `\n\n${escapeMarkdown(e.nothingToMeasure, 300)}` : "";
  return details(
    `Accuracy: F1 ${e.f1 === null ? "nothing to measure" : pct(e.f1)}`,
    `${body}\n\n${counts}${why}`,
  );
}

function byAgent(result: ExecutedResult): string | undefined {
  const groups = Object.entries(result.metricsByAgent);
  if (groups.length === 0) return undefined;
  const chart = barChart(
    "Determinism by agent",
    "score %",
    groups.map(([name, m]) => ({ label: name, value: m.determinismScore })),
  );
  return details("By agent", `${groupTable("Agent", result.metricsByAgent)}\n\n${chart}`);
}

function histogram(findings: ClusterFinding[]): string {
  const buckets = [
    { label: "100%", test: (r: number) => r >= 100 },
    { label: "80-99%", test: (r: number) => r >= 80 && r < 100 },
    { label: "50-79%", test: (r: number) => r >= 50 && r < 80 },
    { label: "under 50%", test: (r: number) => r < 50 },
  ];
  const counts = buckets.map((b) => ({
    label: b.label,
    value: findings.filter((f) => b.test(f.appearanceRate)).length,
  }));
  return barChart(
    "Findings by appearance rate",
    "findings",
    counts,
    Math.max(1, ...counts.map((c) => c.value)),
  );
}

function runs(result: ExecutedResult): string {
  const e = result.execution;
  const lines = [
    `- Model **${escapeMarkdown(e.model, 80)}** at temperature ${e.temperature}${e.seed !== undefined ? `, seed ${e.seed}` : ""}; agents ${e.agents.map((a) => escapeMarkdown(a, 40)).join(", ")}`,
    `- ${e.runsCompleted} of ${e.runsRequested} runs complete; ${count(e.files, "file")} in ${count(e.fileGroups, "request group")}; ${count(e.requests, "analysis request")}`,
    `- Analysis tokens: ${e.usage.promptTokens.toLocaleString("en")} in${e.usage.cachedTokens > 0 ? ` (${e.usage.cachedTokens.toLocaleString("en")} served from the provider's prompt cache, ${Math.round((100 * e.usage.cachedTokens) / Math.max(1, e.usage.promptTokens))}%)` : ""}, ${e.usage.completionTokens.toLocaleString("en")} out`,
    `- Usage: ${usageLine(e)}`,
  ];
  if (e.adaptive)
    lines.push(
      `- Runs: auto (${e.adaptive.rounds.map((r) => r.runs).join(" → ")} runs): ${escapeMarkdown(e.adaptive.stoppedBecause, 200)}`,
    );
  if (e.budget?.stoppedBy)
    lines.push(`- ⚠️ Stopped by the budget: ${escapeMarkdown(e.budget.stoppedBy, 200)}`);
  if (e.incompleteRuns.length > 0) {
    lines.push(
      `- ⚠️ Incomplete runs, left out of the scores: ${e.incompleteRuns.map((r) => `${r.run} (${escapeMarkdown(r.reasons[0] ?? "", 160)})`).join("; ")}`,
    );
  }
  if (e.fingerprintChanged)
    lines.push(
      `- ⚠️ The provider's system_fingerprint changed during the test: ${e.systemFingerprints.map((f) => escapeMarkdown(f, 40)).join(", ")}`,
    );
  if (e.skippedFiles.length > 0) {
    lines.push(
      `- Skipped files: ${e.skippedFiles
        .slice(0, 20)
        .map((s) => `${escapeMarkdown(s.path, 100)} (${escapeMarkdown(s.reason, 80)})`)
        .join("; ")}${e.skippedFiles.length > 20 ? ` and ${e.skippedFiles.length - 20} more` : ""}`,
    );
  }
  return details(
    `Runs, tokens and cost (${totalTokens(e).toLocaleString("en")} tokens${e.estimatedCostUsd !== undefined ? `, ≈ $${e.estimatedCostUsd.toFixed(4)}` : ""})`,
    lines.join("\n"),
  );
}

function sections(result: ExecutedResult, context: ReportContext, maxFindings: number): Section[] {
  const out: Section[] = [{ text: headline(result, context.gate), priority: 100 }];
  const acc = accuracy(result);
  if (acc) out.push({ text: acc, priority: 90 });
  if (result.comparison)
    out.push({
      text: details("Compared with the base branch", comparisonSection(result.comparison, maxFindings)),
      priority: 88,
    });
  if (result.modelComparison) {
    out.push({
      text: details(
        `Models compared (${result.modelComparison.length})`,
        modelsSection(result.modelComparison),
      ),
      priority: 85,
    });
  }
  if (result.history && result.history.length > 1)
    out.push({ text: details("Trend", historySection(result.history)), priority: 75 });
  if (result.calibration) {
    out.push({
      text: details("Precision by appearance rate", calibrationSection(result.calibration.buckets)),
      priority: 72,
    });
  }
  if (result.accuracyByRun) {
    out.push({
      text: details(
        `Accuracy of each run (F1 ${pct(result.accuracyByRun.f1Mean)} ± ${pct(result.accuracyByRun.f1StdDev)})`,
        accuracyByRunSection(result.accuracyByRun),
      ),
      priority: 68,
    });
  }
  if (result.promptTuning)
    out.push({
      text: details("Prompt tuning example", tuningSection(result.promptTuning, result.runCount)),
      priority: 65,
    });
  const files = filesSection(result.metricsByFile);
  if (files) out.push({ text: details("Least consistent files", files), priority: 55 });
  if (result.matching.reports > 0)
    out.push({ text: details(`Grouping: ${groupingLine(result)}`, groupingSection(result)), priority: 58 });
  const agents = byAgent(result);
  if (agents) out.push({ text: agents, priority: 70 });
  if (Object.keys(result.metricsByCategory).length > 0) {
    out.push({
      text: details("By category", groupTable("Category", result.metricsByCategory)),
      priority: 50,
    });
  }
  const varying = leastConsistent(result);
  if (varying.length > 0) {
    const shown = Math.min(maxFindings, varying.length);
    out.push({
      text: details(
        `Least consistent findings (${varying.length})`,
        `${findingsTable(varying, result.runCount, shown)}${varying.length > shown ? `\n\n…and ${varying.length - shown} more in the JSON result.` : ""}\n\n${histogram(result.findings)}`,
      ),
      priority: 60,
    });
  }
  if (result.recommendations.length > 0) {
    out.push({
      text: details(
        "Recommendations",
        result.recommendations.map((r) => `- ${escapeMarkdown(r, 400)}`).join("\n"),
      ),
      priority: 80,
    });
  }
  out.push({ text: runs(result), priority: 40 });
  return out;
}

/**
 * The PR comment: the headline numbers and the gate, then collapsed details. Every text that
 * came from a model or the PR is escaped and truncated; when the whole would pass the limit,
 * the least important sections go first and a note points to the job summary.
 */
export function renderComment(
  result: ExecutedResult,
  context: ReportContext,
  marker: string,
  limit = COMMENT_LIMIT,
): string {
  // No test id or time here: an unchanged result must give an unchanged comment, left alone.
  const footer = `<sub>llm-determinism-action · ${result.runCount} runs of ${escapeMarkdown(result.execution.model, 60)}</sub>`;
  for (const maxFindings of [15, 5]) {
    const parts = sections(result, context, maxFindings);
    let dropped = false;
    for (;;) {
      const note = dropped
        ? `\n\n_Some sections were left out to fit a comment; ${context.fullReportHint ?? "the full report is in the job summary"}._`
        : "";
      const body = `${marker}\n${parts.map((p) => p.text).join("\n\n")}${note}\n\n${footer}\n`;
      if (body.length <= limit) return body;
      const lowest = parts.reduce((min, p, i) => (p.priority < parts[min]!.priority ? i : min), 0);
      if (parts[lowest]!.priority >= 100) break;
      parts.splice(lowest, 1);
      dropped = true;
    }
  }
  // Only the headline is left and it still does not fit: a model text cannot do this, but be safe.
  return `${marker}\n${headline(result, context.gate).slice(0, limit - marker.length - 200)}\n\n_Truncated; ${context.fullReportHint ?? "the full report is in the job summary"}._\n`;
}

/** The job summary: everything the comment has, with every varying finding, within GitHub's 1 MiB. */
export function renderSummary(
  result: ExecutedResult,
  context: ReportContext,
  limitBytes = SUMMARY_LIMIT_BYTES,
): string {
  for (const maxFindings of [500, 100, 20]) {
    const text = `${sections(result, context, maxFindings)
      .map((s) => s.text)
      .join("\n\n")}\n`;
    if (Buffer.byteLength(text, "utf8") <= limitBytes) return text;
  }
  return `${headline(result, context.gate)}\n\n_The report was too large for the job summary; see the JSON result._\n`;
}
