import { type EvaluateOptions, evaluateItems, type JudgeCall } from "../evaluate/evaluate.js";
import { severityLabel } from "../evaluate/severity-label.js";
import { evaluationSummary } from "../evaluate/stats.js";
import type { EvaluatedRow, JudgedItem } from "../evaluate/types.js";
import type { ClusterFinding, DeterminismResult, EvaluationSummary } from "../score/types.js";

/** A finding is in the consensus when at least half the runs reported it. */
export const CONSENSUS_RATE = 50;

export type EvaluationBlock = EvaluationSummary & {
  /** Appearance rate (%) from which a finding counts as the consensus. */
  consensusThreshold: number;
  truthFindings: number;
  consensusFindings: number;
  judgeCalls: number;
  failedJudgeSamples: number;
  /** The evaluated rows (SPEC 4.2), indices into `consensusKeys`. */
  rows: EvaluatedRow[];
  consensusKeys: string[];
};

export function consensusOf(result: DeterminismResult): ClusterFinding[] {
  return result.findings.filter((f) => f.appearanceRate >= CONSENSUS_RATE);
}

/** A finding, distinct or from one run, as the judge sees it. */
export function asJudgedItem(
  f: Pick<ClusterFinding, "title" | "description" | "severity" | "category" | "file" | "symbol" | "line">,
): JudgedItem {
  const location =
    f.symbol !== undefined || f.line !== undefined
      ? `${f.symbol ?? ""}${f.line !== undefined ? `:${f.line}` : ""}`
      : undefined;
  return {
    title: f.title,
    description: f.description,
    severity: severityLabel(f.severity),
    category: f.category,
    ...(f.file !== undefined && { file: f.file }),
    ...(location !== undefined && { location }),
  };
}

/**
 * Is it right? The consensus findings (reported by at least half the runs) judged against the
 * ground truth, with the AuditAgent scoring algorithm: precision, recall and F1, with and without partials.
 */
export async function evaluateConsensus(
  result: DeterminismResult,
  truth: JudgedItem[],
  judge: JudgeCall,
  options: EvaluateOptions,
): Promise<EvaluationBlock> {
  const consensus = consensusOf(result);
  const scan = consensus.map(asJudgedItem);
  const outcome = await evaluateItems(truth, scan, judge, options);
  return {
    ...evaluationSummary(
      outcome.rows,
      scan.map((s) => s.severity),
    ),
    consensusThreshold: CONSENSUS_RATE,
    truthFindings: truth.length,
    consensusFindings: consensus.length,
    judgeCalls: outcome.judgeCalls,
    failedJudgeSamples: outcome.failedSamples,
    rows: outcome.rows,
    consensusKeys: consensus.map((f) => f.key),
  };
}
