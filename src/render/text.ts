import type { DeterminismResult } from "../score/types.js";
import { interval, pct } from "./format.js";

/** Strips control characters so model text cannot move the cursor or forge log lines. */
export function plain(text: string, max = 160): string {
  const flat = text
    .replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The terminal summary the CLI prints: the numbers first, the advice after. */
export function renderSummary(result: DeterminismResult): string {
  const s = result.statistics;
  const lines = [
    `Determinism ${pct(result.determinismScore)} (${result.consistencyLevel}) · reproducibility ${pct(result.reproducibility.score)} [95% CI ${interval(result.reproducibility.ci95)}] · ${result.runCount} runs · ${s.totalUniqueFindings} distinct findings`,
    `  fully consistent ${s.fullyConsistentFindings} · highly ${s.highlyConsistentFindings} · moderately ${s.moderatelyConsistentFindings} · inconsistent ${s.poorlyConsistentFindings} · findings per run ${s.meanFindingsPerRun.toFixed(1)} ± ${s.stdDevFindingsPerRun.toFixed(1)}`,
  ];
  const agents = Object.entries(result.metricsByAgent);
  if (agents.length > 0) {
    lines.push(
      `  by agent: ${agents.map(([name, m]) => `${plain(name, 40)} ${pct(m.determinismScore)}`).join(" · ")}`,
    );
  }
  if (result.evaluation) {
    const e = result.evaluation;
    lines.push(
      `Accuracy: precision ${pct(e.precision)} · recall ${pct(e.recall)} · F1 ${pct(e.f1)} (with partial matches: F1 ${pct(e.f1WithPartial)}) · TP ${e.truePositives} · partial ${e.partialMatches} · FP ${e.falsePositives} · FN ${e.falseNegatives}`,
    );
  }
  if (result.recommendations.length > 0) {
    lines.push("Recommendations:", ...result.recommendations.map((r) => `  - ${plain(r, 400)}`));
  }
  return `${lines.join("\n")}\n`;
}
