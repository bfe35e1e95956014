/**
 * The programmatic API (SPEC section 7), for Node users who use neither the CLI nor the action.
 */
export { parseFindingsDocument } from "../findings/schema.js";
export type { Finding, Run, Severity } from "../findings/types.js";
export { renderMeasureReport } from "../render/markdown.js";
export { type MeasureOptions, measureRuns } from "../score/measure.js";
export type {
  ClusterFinding,
  DeterminismResult,
  GroupMetrics,
  Statistics,
  Thresholds,
} from "../score/types.js";
