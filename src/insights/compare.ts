import { z } from "zod";
import type { ClusterFinding, DeterminismResult } from "../score/types.js";

/** What a baseline result must hold: an earlier result JSON of `run` or the action. */
export const BaselineResult = z.looseObject({
  testedAt: z.string().optional(),
  determinismScore: z.number().nullable(),
  reproducibility: z.looseObject({ score: z.number().nullable() }),
  findings: z.array(z.looseObject({ key: z.string(), title: z.string(), appearanceRate: z.number() })),
  evaluation: z
    .looseObject({
      f1: z.number().nullable(),
      precision: z.number().nullable(),
      recall: z.number().nullable(),
    })
    .optional(),
});
export type BaselineResult = z.infer<typeof BaselineResult>;

export interface Delta {
  name: string;
  current: number;
  previous: number;
  change: number;
}

export interface FindingChange {
  key: string;
  title: string;
  from: number;
  to: number;
}

export interface Comparison {
  baselineTestedAt?: string;
  deltas: Delta[];
  moreConsistent: FindingChange[];
  lessConsistent: FindingChange[];
  /** Findings the baseline never reported. */
  appeared: FindingChange[];
  /** Findings the baseline reported and this test never did. */
  disappeared: FindingChange[];
}

const round = (x: number) => Math.round(x * 100) / 100;

/**
 * This result against an earlier one (the base branch's): the headline numbers with their
 * change, and the findings, matched by key, whose appearance rate moved by 10 points or more.
 */
export function compareWithBaseline(current: DeterminismResult, baseline: BaselineResult): Comparison {
  const deltas: Delta[] = [];
  const add = (name: string, now: number | null | undefined, before: number | null | undefined) => {
    if (now === undefined || before === undefined || now === null || before === null) return;
    deltas.push({ name, current: now, previous: before, change: round(now - before) });
  };
  add("Determinism", current.determinismScore, baseline.determinismScore);
  add("Reproducibility", current.reproducibility.score, baseline.reproducibility.score);
  add("F1", current.evaluation?.f1, baseline.evaluation?.f1);
  add("Precision", current.evaluation?.precision, baseline.evaluation?.precision);
  add("Recall", current.evaluation?.recall, baseline.evaluation?.recall);

  const before = new Map(baseline.findings.map((f) => [f.key, f]));
  const now = new Map(current.findings.map((f: ClusterFinding) => [f.key, f]));
  const moved: FindingChange[] = [];
  const appeared: FindingChange[] = [];
  for (const f of current.findings) {
    const b = before.get(f.key);
    if (!b) appeared.push({ key: f.key, title: f.title, from: 0, to: f.appearanceRate });
    else if (Math.abs(f.appearanceRate - b.appearanceRate) >= 10)
      moved.push({ key: f.key, title: f.title, from: b.appearanceRate, to: f.appearanceRate });
  }
  const disappeared = baseline.findings
    .filter((f) => !now.has(f.key))
    .map((f) => ({ key: f.key, title: f.title, from: f.appearanceRate, to: 0 }));
  const bySize = (a: FindingChange, b: FindingChange) =>
    Math.abs(b.to - b.from) - Math.abs(a.to - a.from) || a.key.localeCompare(b.key);
  return {
    ...(baseline.testedAt !== undefined && { baselineTestedAt: baseline.testedAt }),
    deltas,
    moreConsistent: moved.filter((m) => m.to > m.from).sort(bySize),
    lessConsistent: moved.filter((m) => m.to < m.from).sort(bySize),
    appeared: appeared.sort(bySize),
    disappeared: disappeared.sort(bySize),
  };
}

/** ▲ 3.2 / ▼ 1.0 / ±0.0, for the comment. */
export function arrow(change: number): string {
  if (Math.abs(change) < 0.05) return "±0.0";
  return `${change > 0 ? "▲" : "▼"} ${Math.abs(change).toFixed(1)}`;
}
