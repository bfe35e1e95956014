import { z } from "zod";
import type { DeterminismResult } from "../score/types.js";
/** What a baseline result must hold: an earlier result JSON of `run` or the action. */
export declare const BaselineResult: z.ZodObject<{
    testedAt: z.ZodOptional<z.ZodString>;
    determinismScore: z.ZodNullable<z.ZodNumber>;
    reproducibility: z.ZodObject<{
        score: z.ZodNullable<z.ZodNumber>;
    }, z.core.$loose>;
    findings: z.ZodArray<z.ZodObject<{
        key: z.ZodString;
        title: z.ZodString;
        appearanceRate: z.ZodNumber;
    }, z.core.$loose>>;
    evaluation: z.ZodOptional<z.ZodObject<{
        f1: z.ZodNullable<z.ZodNumber>;
        precision: z.ZodNullable<z.ZodNumber>;
        recall: z.ZodNullable<z.ZodNumber>;
    }, z.core.$loose>>;
}, z.core.$loose>;
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
/**
 * This result against an earlier one (the base branch's): the headline numbers with their
 * change, and the findings, matched by key, whose appearance rate moved by 10 points or more.
 */
export declare function compareWithBaseline(current: DeterminismResult, baseline: BaselineResult): Comparison;
/** ▲ 3.2 / ▼ 1.0 / ±0.0, for the comment. */
export declare function arrow(change: number): string;
