import type { GroupMetrics } from "../score/types.js";
/** A coloured square for a score: the per-file "heatmap" in Markdown. */
export declare function heat(score: number): string;
/** The least consistent files first (ties by name), at most `limit`. */
export declare function leastConsistentFiles(byFile: Record<string, GroupMetrics>, limit?: number): {
    file: string;
    metrics: GroupMetrics;
}[];
