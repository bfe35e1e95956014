import type { Member } from "../../src/cluster/cluster.js";
import { featuresOf } from "../../src/cluster/features.js";
import { Interner } from "../../src/cluster/text.js";
import { setMembers, type Working } from "../../src/cluster/working.js";
import { finding } from "./runs.js";

/**
 * Five runs, one report each, the same open redirect worded five ways (in login.ts, line 10),
 * one more than a group keeps exemplars, and `group(id, runs)`: a working group of those runs'
 * reports, built as the grouping builds one (`setMembers`), canonical positions as given.
 */
export function fiveWordings(position: Int32Array) {
  const interner = new Interner();
  const titles = [
    "Open redirect",
    "Unvalidated redirect target",
    "Redirect to the next URL",
    "Next URL not checked",
    "Login forwards to any site",
  ];
  const features = titles.map((title) => [
    featuresOf(finding({ agent: "security", title, file: "src/login.ts", line: 10 }), interner),
  ]);
  const featureOf = (m: Member) => features[m.run]![m.index]!;
  const group = (id: number, runs: number[]): Working => {
    const c: Working = {
      id,
      exemplars: [],
      members: [],
      runs: [],
      block: features[0]![0]!.block,
      agent: "security",
      alive: true,
      files: [],
    };
    setMembers(
      c,
      runs.map((run) => ({ run, index: 0 })),
      position,
      featureOf,
    );
    return c;
  };
  return { features, featureOf, group };
}
