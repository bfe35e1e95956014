import { z } from "zod";
import type { Finding, Run } from "./types.js";
/** A severity as written, accepted when it is one of ours or an alias (shared with truth files). */
export declare const severity: z.ZodString;
/** A line number as a number or a numeric string. */
export declare const line: z.ZodUnion<readonly [z.ZodNumber, z.ZodString]>;
/** The exchange format, plus the scanner shape's names for the same fields. */
export declare const FindingInput: z.ZodObject<{
    agent: z.ZodOptional<z.ZodString>;
    category: z.ZodOptional<z.ZodString>;
    vulnerability_type: z.ZodOptional<z.ZodString>;
    severity: z.ZodString;
    title: z.ZodString;
    description: z.ZodOptional<z.ZodString>;
    file: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>;
    symbol: z.ZodOptional<z.ZodString>;
    line: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString]>>;
    location: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
/** The judge-input shape: `[{ Issue, Category, Severity, Contracts, Description }]`. */
export declare const JudgeInputFinding: z.ZodObject<{
    Issue: z.ZodString;
    Category: z.ZodOptional<z.ZodString>;
    Severity: z.ZodString;
    Contracts: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>;
    Description: z.ZodOptional<z.ZodString>;
}, z.core.$loose>;
/** A run file, and the scanner report, which is the same object without `run`. */
export declare const RunDocument: z.ZodObject<{
    run: z.ZodOptional<z.ZodNumber>;
    model: z.ZodOptional<z.ZodString>;
    temperature: z.ZodOptional<z.ZodNumber>;
    findings: z.ZodArray<z.ZodUnknown>;
}, z.core.$loose>;
/** A finding in the exchange format (already validated) as the engine's `Finding`. */
export declare function fromExchange(input: z.infer<typeof FindingInput>): Finding;
/**
 * Parses one JSON document holding findings in any accepted shape.
 * @param source the file name used in error messages.
 */
export declare function parseFindingsDocument(source: string, document: unknown): {
    findings: Finding[];
    raw: unknown[];
    meta: Omit<Run, "findings" | "run"> & {
        run?: number;
    };
};
