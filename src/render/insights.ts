import type { AccuracyByRun } from "../insights/by-run.js";
import type { BucketPrecision } from "../insights/calibration.js";
import { arrow, type Comparison, type FindingChange } from "../insights/compare.js";
import { heat, leastConsistentFiles } from "../insights/files.js";
import { type HistoryEntry, TREND_POINTS } from "../insights/history.js";
import type { ModelRow } from "../insights/models.js";
import type { TuningExample } from "../insights/tuning.js";
import type { GroupMetrics } from "../score/types.js";
import { barChart } from "./chart.js";
import { escapeMarkdown } from "./escape.js";
import { count } from "../util/count.js";
import { pct, table } from "./format.js";

const maybe = (x: number | null | undefined) => (x === null || x === undefined ? "—" : pct(x));

function changes(title: string, list: FindingChange[], limit: number): string[] {
  if (list.length === 0) return [];
  const rows = list
    .slice(0, limit)
    .map((c) => [escapeMarkdown(c.title, 100), `${c.from.toFixed(0)}% → ${c.to.toFixed(0)}%`]);
  return [`**${title}** (${list.length})`, "", table(["Finding", "Appearance rate"], rows, ["l", "r"]), ""];
}

/** Each headline number against the base branch, and the findings that moved. */
export function comparisonSection(c: Comparison, limit = 10): string {
  const rows = c.deltas.map((d) => [d.name, pct(d.current), pct(d.previous), arrow(d.change)]);
  return [
    table(["", "This PR", "Base", "Change"], rows, ["l", "r", "r", "r"]),
    "",
    ...changes("More consistent", c.moreConsistent, limit),
    ...changes("Less consistent", c.lessConsistent, limit),
    `${count(c.appeared.length, "finding")} new, ${c.disappeared.length} no longer reported${c.baselineTestedAt ? ` (base tested ${escapeMarkdown(c.baselineTestedAt, 40)})` : ""}.`,
  ].join("\n");
}

/** The trend of the last results: a line chart and the numbers. */
export function historySection(entries: HistoryEntry[]): string {
  const last = entries.filter((e) => e.determinismScore !== null).slice(-TREND_POINTS);
  if (last.length === 0) return "No result so far had anything to measure.";
  const labels = last.map(
    (e, i) => (e.label ?? `${i + 1}`).replace(/[^A-Za-z0-9._-]/g, "").slice(0, 10) || `${i + 1}`,
  );
  // A test with nothing to measure has no point on the line (0 would draw a false drop).
  const series = [`    line [${last.map((e) => (e.determinismScore ?? 0).toFixed(1)).join(", ")}]`];
  const withF1 = last.every((e) => e.f1 !== undefined);
  if (withF1) series.push(`    line [${last.map((e) => e.f1!.toFixed(1)).join(", ")}]`);
  const chart = [
    "```mermaid",
    "xychart-beta",
    `    title "Determinism${withF1 ? " and F1" : ""}, last ${last.length} results"`,
    `    x-axis [${labels.map((l) => `"${l}"`).join(", ")}]`,
    `    y-axis "%" 0 --> 100`,
    ...series,
    "```",
  ].join("\n");
  const rows = last
    .slice(-5)
    .reverse()
    .map((e) => [
      escapeMarkdown(e.label ?? e.testedAt.slice(0, 10), 40),
      pct(e.determinismScore),
      pct(e.reproducibility),
      e.f1 === undefined ? "—" : pct(e.f1),
    ]);
  return `${chart}\n\n${table(["Result", "Determinism", "Reproducibility", "F1"], rows, ["l", "r", "r", "r"])}`;
}

/** Several models side by side. */
export function modelsSection(rows: ModelRow[]): string {
  const body = rows.map((r, i) => [
    `${escapeMarkdown(r.model, 60)}${i === 0 ? " (gated)" : ""}`,
    pct(r.determinismScore),
    pct(r.reproducibility),
    r.f1 === undefined ? "—" : pct(r.f1),
    r.totalTokens.toLocaleString("en"),
    r.estimatedCostUsd === undefined ? "—" : `$${r.estimatedCostUsd.toFixed(4)}`,
  ]);
  const chart = barChart(
    "Determinism by model",
    "score %",
    rows.map((r) => ({ label: r.model, value: r.determinismScore ?? 0 })),
  );
  return `${table(["Model", "Determinism", "Reproducibility", "F1", "Tokens", "Cost"], body, ["l", "r", "r", "r", "r", "r"])}\n\n${chart}`;
}

/** Is what the runs agree on more often right? Precision per appearance-rate bucket. */
export function calibrationSection(buckets: BucketPrecision[]): string {
  const rows = buckets.map((b) => [
    b.bucket,
    String(b.findings),
    String(b.matched),
    maybe(b.precision),
    maybe(b.precisionWithPartial),
  ]);
  const chart = barChart(
    "Precision by appearance rate",
    "precision %",
    buckets.map((b) => ({ label: b.bucket, value: b.precision ?? 0 })),
  );
  return `${table(["Appearance rate", "Findings", "Matched", "Precision", "With partial"], rows, ["l", "r", "r", "r", "r"])}\n\n${chart}`;
}

export function accuracyByRunSection(a: AccuracyByRun): string {
  const lines = [
    `F1 per run: mean ${pct(a.f1Mean)} ± ${pct(a.f1StdDev)}; best run ${a.best.run} (${pct(a.best.f1)}), worst run ${a.worst.run} (${pct(a.worst.f1)}).`,
    `Recall: ${pct(a.bestPossibleRecall)} of the truth issues were found by at least one run, ${pct(a.worstPossibleRecall)} by every run.`,
    "",
    table(
      ["Run", "Precision", "Recall", "F1", "TP", "FP", "FN"],
      a.runs.map((r) => [
        String(r.run),
        pct(r.precision),
        pct(r.recall),
        pct(r.f1),
        String(r.truePositives),
        String(r.falsePositives),
        String(r.falseNegatives),
      ]),
      ["r", "r", "r", "r", "r", "r", "r"],
    ),
  ];
  return lines.join("\n");
}

/** The least consistent files, with a coloured square per score. */
export function filesSection(byFile: Record<string, GroupMetrics>, limit = 10): string | undefined {
  const files = leastConsistentFiles(byFile, limit);
  if (files.length < 2) return undefined;
  const rows = files.map(({ file, metrics }) => [
    `${heat(metrics.determinismScore)} ${escapeMarkdown(file, 100)}`,
    pct(metrics.determinismScore),
    pct(metrics.reproducibility),
    String(metrics.findingCount),
  ]);
  return table(["File", "Determinism", "Reproducibility", "Findings"], rows, ["l", "r", "r", "r"]);
}

export function tuningSection(example: TuningExample, runs: number): string {
  const rows = example.variants.map((v) => [
    `run ${v.run}`,
    v.title === undefined ? "_not reported_" : escapeMarkdown(v.title, 120),
    v.severity ?? "—",
    v.location === undefined ? "—" : escapeMarkdown(v.location, 100),
  ]);
  return [
    `A ${escapeMarkdown(example.category, 60)} finding of the ${escapeMarkdown(example.agent, 40)} agent appeared in ${example.appearances}/${runs} runs. Two runs that disagree:`,
    "",
    table(["", "Title", "Severity", "Where"], rows),
    "",
    "Name this issue, its severity and where to look for it in the prompt; then re-run to check.",
  ].join("\n");
}
