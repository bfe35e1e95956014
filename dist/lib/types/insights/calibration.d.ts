import type { EvaluatedRow } from "../evaluate/types.js";
import type { ClusterFinding } from "../score/types.js";
/** Appearance-rate buckets, as the per-finding classes cut them. */
export declare const BUCKETS: readonly [{
    readonly label: "100%";
    readonly min: 100;
    readonly max: 100;
}, {
    readonly label: "80-99%";
    readonly min: 80;
    readonly max: 99.9999;
}, {
    readonly label: "50-79%";
    readonly min: 50;
    readonly max: 79.9999;
}, {
    readonly label: "under 50%";
    readonly min: 0;
    readonly max: 49.9999;
}];
export declare function bucketOf(rate: number): (typeof BUCKETS)[number]["label"];
/**
 * The Determinism Measurement System's confidence calibration: a finding seen in every run is worth 1.2× the confidence
 * it would otherwise get, one seen in under half the runs 0.7×. The base is the confidence the
 * findings themselves reported (a 0-1 or 0-100 `confidence` field), else the appearance rate.
 */
export declare function confidenceOf(appearanceRate: number, reported: number[]): number;
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
export declare function precisionByBucket(findings: ClusterFinding[], rows: EvaluatedRow[]): BucketPrecision[];
