import type { GroupMetrics } from "../score/types.js";

/** A coloured square for a score: the per-file "heatmap" in Markdown. */
export function heat(score: number): string {
  return score >= 90 ? "🟩" : score >= 80 ? "🟦" : score >= 70 ? "🟨" : score >= 60 ? "🟧" : "🟥";
}

/** The least consistent files first (ties by name), at most `limit`. */
export function leastConsistentFiles(
  byFile: Record<string, GroupMetrics>,
  limit = 10,
): { file: string; metrics: GroupMetrics }[] {
  return Object.entries(byFile)
    .map(([file, metrics]) => ({ file, metrics }))
    .sort((a, b) => a.metrics.determinismScore - b.metrics.determinismScore || a.file.localeCompare(b.file))
    .slice(0, limit);
}
