import { placeOf } from "../findings/location.js";
import { SEVERITY_RANK } from "../findings/severity.js";
import type { Finding } from "../findings/types.js";

export interface Variant {
  run: number;
  /** Absent when the contrast is a run that did not report the finding at all. */
  title?: string;
  severity?: string;
  location?: string;
}

/** One inconsistent finding and two runs that disagree on it: the example to fix a prompt with. */
export interface TuningExample {
  key: string;
  agent: string;
  category: string;
  appearances: number;
  variants: [Variant, Variant];
}

function variant(run: number, f: Finding): Variant {
  const location = placeOf(f);
  return { run, title: f.title, severity: f.severity, ...(location !== undefined && { location }) };
}

/**
 * Picks the most severe finding that is not fully consistent and two runs that contrast on it:
 * two wordings or severities when the runs disagree on those, else a run that reported it and
 * one that did not.
 */
export function tuningExample(
  clusters: {
    key: string;
    agent: string;
    category: string;
    severity: string;
    appearances: number;
    members: { run: number; finding: Finding }[];
  }[],
  runNumbers: number[],
): TuningExample | undefined {
  const candidates = clusters
    .filter((c) => c.appearances < runNumbers.length && c.members.length > 0)
    .sort(
      (a, b) =>
        (SEVERITY_RANK[b.severity as keyof typeof SEVERITY_RANK] ?? 0) -
          (SEVERITY_RANK[a.severity as keyof typeof SEVERITY_RANK] ?? 0) ||
        b.appearances - a.appearances ||
        a.key.localeCompare(b.key),
    );
  const chosen = candidates[0];
  if (!chosen) return undefined;
  const members = [...chosen.members].sort((a, b) => a.run - b.run);
  const first = members[0]!;
  const other = members.find(
    (m) => m.finding.title !== first.finding.title || m.finding.severity !== first.finding.severity,
  );
  const contrast: Variant = other
    ? variant(other.run, other.finding)
    : { run: runNumbers.find((r) => !members.some((m) => m.run === r))! };
  return {
    key: chosen.key,
    agent: chosen.agent,
    category: chosen.category,
    appearances: chosen.appearances,
    variants: [variant(first.run, first.finding), contrast],
  };
}

/** The example as one recommendation line. */
export function describeExample(example: TuningExample, runs: number): string {
  const [a, b] = example.variants;
  const said = (v: Variant) =>
    v.title === undefined
      ? `run ${v.run} did not report it`
      : `run ${v.run} said '${v.title}' (${v.severity}${v.location ? ` at ${v.location}` : ""})`;
  return `Example to tune the ${example.agent} prompt with: a ${example.category} finding seen in ${example.appearances}/${runs} runs; ${said(a)} while ${said(b)}. Name this issue and its severity explicitly in the prompt.`;
}
