import type { FullResult } from "../pipeline/full-test.js";
import type { DeterminismResult } from "../score/types.js";
import { count } from "../util/count.js";
import { interval, pct } from "./format.js";
import { oneErrorShift } from "../score/grouping-shift.js";
import { groupingLine } from "./grouping.js";
import { truncate } from "../util/truncate.js";

/** Strips control characters so model text cannot move the cursor or forge log lines. */
export function plain(text: string, max = 160): string {
  const flat = text
    .replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return truncate(flat, max);
}

/** A calibration bucket ("100%", "80-99%", "under 50%") said as a share of the runs. */
export function bucketLabel(bucket: string): string {
  return bucket === "100%" ? "every run" : `${bucket} of runs`;
}

/** The terminal summary the CLI prints: the numbers first, the advice after. */
export function renderSummary(
  result: DeterminismResult &
    Partial<Pick<FullResult, "calibration" | "accuracyByRun" | "modelComparison" | "comparison">>,
): string {
  const s = result.statistics;
  const lines = [
    result.determinismScore === null
      ? `Determinism: nothing to measure. ${result.nothingToMeasure ?? ""} (${result.runCount} runs)`
      : `Determinism ${pct(result.determinismScore)} (${result.consistencyLevel}) · reproducibility ${pct(result.reproducibility.score)} [95% CI ${interval(result.reproducibility.ci95)}] · ${result.runCount} runs · ${count(s.totalUniqueFindings, "distinct finding")}`,
    `  fully consistent ${s.fullyConsistentFindings} · highly ${s.highlyConsistentFindings} · moderately ${s.moderatelyConsistentFindings} · inconsistent ${s.poorlyConsistentFindings} · findings per run ${s.meanFindingsPerRun.toFixed(1)} ± ${s.stdDevFindingsPerRun.toFixed(1)}`,
  ];
  if (result.matching.reports > 0) {
    const shift = oneErrorShift(result.findings, result.runCount);
    const weight =
      shift === undefined ? "" : ` · one grouping error moves the score by about ${shift.toFixed(1)} points`;
    lines.push(`  grouping: ${groupingLine(result)}${weight}`);
  }
  const agents = Object.entries(result.metricsByAgent);
  if (agents.length > 0) {
    lines.push(
      `  by agent: ${agents.map(([name, m]) => `${plain(name, 40)} ${pct(m.determinismScore)}`).join(" · ")}`,
    );
  }
  if (result.evaluation) {
    const e = result.evaluation;
    // A partial match is neither a true nor a false positive: said next to the exact precision,
    // so "precision 94.4% · FP 0" does not read as a contradiction.
    lines.push(
      "Accuracy of the consensus (the findings at least half the runs reported) against the truth file:",
      `  exact matches: precision ${pct(e.precision)} · recall ${pct(e.recall)} · F1 ${pct(e.f1)} · TP ${e.truePositives} · FP ${e.falsePositives} · FN ${e.falseNegatives} · partial ${e.partialMatches} (not counted as found)`,
      `  partial matches counted as found: precision ${pct(e.precisionWithPartial)} · recall ${pct(e.recallWithPartial)} · F1 ${pct(e.f1WithPartial)}`,
    );
    if (e.nothingToMeasure) lines.push(`  ${e.nothingToMeasure}`);
  }
  if (result.calibration) {
    lines.push(
      `Precision by how many runs reported a finding: ${result.calibration.buckets.map((b) => `${bucketLabel(b.bucket)}: ${b.precision === null ? "—" : pct(b.precision)} of ${b.findings}`).join(" · ")}`,
    );
  }
  if (result.accuracyByRun) {
    const a = result.accuracyByRun;
    lines.push(
      `F1 per run: ${pct(a.f1Mean)} ± ${pct(a.f1StdDev)} (best run ${a.best.run}: ${pct(a.best.f1)}, worst run ${a.worst.run}: ${pct(a.worst.f1)}); recall found by any run ${pct(a.bestPossibleRecall)}, by every run ${pct(a.worstPossibleRecall)}`,
    );
  }
  if (result.comparison) {
    lines.push(
      `Against the baseline: ${result.comparison.deltas.map((d) => `${d.name} ${pct(d.current)} (${d.change >= 0 ? "+" : ""}${d.change.toFixed(1)})`).join(" · ")}`,
    );
  }
  if (result.modelComparison) {
    for (const m of result.modelComparison) {
      lines.push(
        `  model ${plain(m.model, 60)}: determinism ${pct(m.determinismScore)} · reproducibility ${pct(m.reproducibility)}${m.f1 !== undefined ? ` · F1 ${pct(m.f1)}` : ""} · ${m.totalTokens.toLocaleString("en")} tokens`,
      );
    }
  }
  if (result.recommendations.length > 0) {
    lines.push("Recommendations:", ...result.recommendations.map((r) => `  - ${plain(r, 400)}`));
  }
  return `${lines.join("\n")}\n`;
}
