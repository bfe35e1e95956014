import type { EvaluatedRow } from "../evaluate/types.js";
import type { ClusterFinding } from "../score/types.js";

/** Appearance-rate buckets, as the per-finding classes cut them. */
export const BUCKETS = [
  { label: "100%", min: 100, max: 100 },
  { label: "80-99%", min: 80, max: 99.9999 },
  { label: "50-79%", min: 50, max: 79.9999 },
  { label: "under 50%", min: 0, max: 49.9999 },
] as const;

export function bucketOf(rate: number): (typeof BUCKETS)[number]["label"] {
  return BUCKETS.find((b) => rate >= b.min && rate <= b.max)!.label;
}

/**
 * The Determinism Measurement System's confidence calibration: a finding seen in every run is worth 1.2× the confidence
 * it would otherwise get, one seen in under half the runs 0.7×. The base is the confidence the
 * findings themselves reported (a 0-1 or 0-100 `confidence` field), else the appearance rate.
 */
export function confidenceOf(appearanceRate: number, reported: number[]): number {
  const normalised = reported.filter((c) => Number.isFinite(c) && c >= 0).map((c) => (c > 1 ? c / 100 : c));
  const base =
    normalised.length > 0 ? normalised.reduce((a, b) => a + b, 0) / normalised.length : appearanceRate / 100;
  const factor = appearanceRate >= 100 ? 1.2 : appearanceRate < 50 ? 0.7 : 1;
  return Math.round(Math.min(1, Math.max(0, base * factor)) * 1000) / 1000;
}

export interface BucketPrecision {
  bucket: string;
  findings: number;
  matched: number;
  partial: number;
  /** Percent of the bucket's findings that match a truth issue exactly (null for an empty bucket). */
  precision: number | null;
  precisionWithPartial: number | null;
}

/**
 * Determinism against correctness: of the findings reported in every run, in most runs, in some,
 * how many are real? `rows` judged `findings` (in that order) against the ground truth.
 */
export function precisionByBucket(findings: ClusterFinding[], rows: EvaluatedRow[]): BucketPrecision[] {
  const exact = new Set<number>();
  const partial = new Set<number>();
  for (const row of rows) {
    if (row.is_fp || row.index_of_finding_from_junior_auditor < 0) continue;
    if (row.is_match) exact.add(row.index_of_finding_from_junior_auditor);
    else if (row.is_partial_match) partial.add(row.index_of_finding_from_junior_auditor);
  }
  return BUCKETS.map((b) => {
    const members = findings
      .map((f, i) => ({ f, i }))
      .filter(({ f }) => bucketOf(f.appearanceRate) === b.label);
    const matched = members.filter(({ i }) => exact.has(i)).length;
    const partials = members.filter(({ i }) => !exact.has(i) && partial.has(i)).length;
    const pct = (n: number) => (members.length === 0 ? null : Math.round((n / members.length) * 1e6) / 1e4);
    return {
      bucket: b.label,
      findings: members.length,
      matched,
      partial: partials,
      precision: pct(matched),
      precisionWithPartial: pct(matched + partials),
    };
  });
}
