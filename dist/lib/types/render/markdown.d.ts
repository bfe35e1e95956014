import type { ClusterFinding, DeterminismResult, GroupMetrics } from "../score/types.js";
export declare function groupTable(title: string, groups: Record<string, GroupMetrics>): string;
/** The findings that varied, least consistent and most severe first. */
export declare function findingsTable(findings: ClusterFinding[], runCount: number, limit: number): string;
export declare function leastConsistent(result: DeterminismResult): ClusterFinding[];
/** The `measure --markdown` report: headline, classes, groups, varying findings, advice. */
export declare function renderMeasureReport(result: DeterminismResult, options?: {
    title?: string;
    maxFindings?: number;
}): string;
