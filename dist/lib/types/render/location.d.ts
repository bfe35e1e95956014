import type { ClusterFinding } from "../score/types.js";
/** Where a finding is, for a table cell: `file › symbol:line`, escaped; "—" when unknown. */
export declare function location(f: ClusterFinding): string;
