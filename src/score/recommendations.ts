import { count } from "../util/count.js";
import type { DeterminismResult, GroupMetrics } from "./types.js";

export interface RecommendContext {
  /** The temperature the runs used, when known. */
  temperature?: number | undefined;
}

function fmt(value: number): string {
  return value.toFixed(1);
}

function weakest(groups: Record<string, GroupMetrics>, minFindings: number) {
  const entries = Object.entries(groups).filter(([, m]) => m.findingCount >= minFindings);
  if (entries.length < 2) return undefined;
  entries.sort((a, b) => a[1].determinismScore - b[1].determinismScore || a[0].localeCompare(b[0]));
  const [low, high] = [entries[0]!, entries[entries.length - 1]!];
  return high[1].determinismScore - low[1].determinismScore >= 10 ? { low, high } : undefined;
}

/**
 * Actionable advice driven by the numbers, following the Determinism Measurement System's "Interpreting results" and
 * "Improving determinism" sections: what to change first, and where.
 */
export function recommend(result: DeterminismResult, context: RecommendContext = {}): string[] {
  const out: string[] = [];
  const score = result.determinismScore;
  const t = context.temperature;
  const stats = result.statistics;

  if (result.findings.length === 0 || score === null) {
    out.push(
      "No run reported any finding: check that the files were analysed and the prompts ask for findings.",
    );
    return out;
  }
  if (score >= 90) {
    out.push(`Determinism is excellent (${fmt(score)}%): findings are reproducible; no change needed.`);
  } else if (score >= 70) {
    out.push(
      t !== undefined && t > 0.2
        ? `Lower the temperature from ${t} to 0.1-0.2: the first lever when determinism is under 90%.`
        : "Give the prompts more structure: list the categories to look for, with a concrete example of each.",
    );
    out.push("Add concrete examples to the prompts and require fixed fields (category, severity, location).");
  } else {
    out.push(
      `Determinism is ${score < 60 ? "poor" : "fair"} (${fmt(score)}%): significant changes are needed before the findings can be trusted.`,
    );
    out.push(
      t !== undefined && t > 0.1
        ? `Lower the temperature from ${t} to 0.1 (0.0 for the most stable output).`
        : "The temperature is already low: the variation comes from the prompts or the model.",
    );
    out.push(
      "Add concrete examples to the prompts, enforce a JSON schema for findings, and compare another model.",
    );
  }

  const agents = weakest(result.metricsByAgent, 1);
  if (agents) {
    out.push(
      `Agent '${agents.low[0]}' is the least deterministic (${fmt(agents.low[1].determinismScore)}% vs ${fmt(agents.high[1].determinismScore)}% for '${agents.high[0]}'): focus prompt work there.`,
    );
  }
  const categories = weakest(result.metricsByCategory, 2);
  if (categories) {
    out.push(
      `Category '${categories.low[0]}' varies most (${fmt(categories.low[1].determinismScore)}%): state in the prompt exactly when to report it.`,
    );
  }

  const varying = result.findings
    .filter((f) => f.classification === "Inconsistent" && f.appearances > 1)
    .slice(0, 3)
    .map((f) => `'${f.title}' (${f.agent}, ${f.severity}, ${f.appearances}/${result.runCount} runs)`);
  if (varying.length > 0) out.push(`Findings that come and go: ${varying.join("; ")}.`);
  const oneOff = result.findings.filter((f) => f.appearances === 1).length;
  if (result.runCount >= 3 && oneOff > 0) {
    out.push(
      `${count(oneOff, "finding")} appeared in a single run only: likely guesses; check the raw results (--include-raw) and tighten the criteria.`,
    );
  }
  if (stats.severityDisagreements > 0) {
    const example = result.findings.find((f) => f.severityAgreement < 100)!;
    out.push(
      `${stats.severityDisagreements} finding${stats.severityDisagreements === 1 ? " was" : "s were"} given different severities across runs (e.g. '${example.title}': ${Object.entries(
        example.severities,
      )
        .map(([s, c]) => `${s} ×${c}`)
        .join(", ")}): define severity criteria in the prompt.`,
    );
  }
  if (stats.meanFindingsPerRun > 0 && stats.stdDevFindingsPerRun / stats.meanFindingsPerRun > 0.25) {
    out.push(
      `The number of findings per run varies a lot (${fmt(stats.meanFindingsPerRun)} ± ${fmt(stats.stdDevFindingsPerRun)}): ask for an exhaustive list against fixed criteria rather than "the main issues".`,
    );
  }
  const [lo, hi] = result.reproducibility.ci95 ?? [0, 100];
  if (hi - lo > 20 || result.runCount < 5) {
    out.push(
      `The reproducibility interval is wide (${fmt(lo)}-${fmt(hi)}% from ${result.runCount} runs): run more (20 or more) before drawing conclusions.`,
    );
  }
  return out;
}
