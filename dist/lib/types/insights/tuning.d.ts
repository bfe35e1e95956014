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
/**
 * Picks the most severe finding that is not fully consistent and two runs that contrast on it:
 * two wordings or severities when the runs disagree on those, else a run that reported it and
 * one that did not.
 */
export declare function tuningExample(clusters: {
    key: string;
    agent: string;
    category: string;
    severity: string;
    appearances: number;
    members: {
        run: number;
        finding: Finding;
    }[];
}[], runNumbers: number[]): TuningExample | undefined;
/** The example as one recommendation line. */
export declare function describeExample(example: TuningExample, runs: number): string;
