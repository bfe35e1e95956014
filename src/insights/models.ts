import type { ExecutedResult } from "../pipeline/determinism-test.js";

/** One model's line in the side-by-side comparison. */
export interface ModelRow {
  model: string;
  determinismScore: number | null;
  consistencyLevel: string | null;
  reproducibility: number | null;
  f1?: number;
  totalTokens: number;
  estimatedCostUsd?: number;
}

export function modelRow(result: ExecutedResult): ModelRow {
  const e = result.execution;
  return {
    model: e.model,
    determinismScore: result.determinismScore,
    consistencyLevel: result.consistencyLevel,
    reproducibility: result.reproducibility.score,
    ...(typeof result.evaluation?.f1 === "number" && { f1: result.evaluation.f1 }),
    totalTokens: e.usage.totalTokens + (e.judgeUsage?.totalTokens ?? 0) + (e.groupingUsage?.totalTokens ?? 0),
    ...(e.estimatedCostUsd !== undefined && { estimatedCostUsd: e.estimatedCostUsd }),
  };
}
