import { placeOf } from "../findings/location.js";
import type { ClusterFinding } from "../score/types.js";
import { escapeMarkdown } from "./escape.js";

/** Where a finding is, for a table cell: `file › symbol:line`, escaped; "—" when unknown. */
export function location(f: ClusterFinding): string {
  const where = placeOf(f);
  return where === undefined ? "—" : escapeMarkdown(where, 100);
}
