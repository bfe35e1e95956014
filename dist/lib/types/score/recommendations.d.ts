import type { DeterminismResult } from "./types.js";
export interface RecommendContext {
    /** The temperature the runs used, when known. */
    temperature?: number | undefined;
}
/**
 * Actionable advice driven by the numbers, following the Determinism Measurement System's "Interpreting results" and
 * "Improving determinism" sections: what to change first, and where.
 */
export declare function recommend(result: DeterminismResult, context?: RecommendContext): string[];
