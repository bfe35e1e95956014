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
export declare function modelRow(result: ExecutedResult): ModelRow;
