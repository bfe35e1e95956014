import type { ClusterFinding } from "../score/types.js";
import { escapeMarkdown } from "./escape.js";

/** Where a finding is, for a table cell: `file › symbol:line`, escaped. */
export function location(f: ClusterFinding): string {
  const parts = [f.file, f.symbol].filter((p): p is string => p !== undefined);
  const where = parts.join(" › ") + (f.line !== undefined ? `:${f.line}` : "");
  return where ? escapeMarkdown(where, 100) : "—";
}
