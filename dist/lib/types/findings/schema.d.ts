import { z } from "zod";
import type { Finding, Run } from "./types.js";
/** A severity as written, accepted when it is one of ours or an alias (shared with truth files). */
export declare const severity: z.ZodString;
/** A line number as a number, a string that gives one, or a range; absent when it says the line is unknown. */
export declare const line: z.ZodPreprocess<z.ZodOptional<z.ZodUnknown>, unknown>;
/**
 * An optional field that may also be `null`, read as absent. A strict structured output requires
 * every field and writes `null` for one the model leaves out (OpenAI's strict `json_schema`, the
 * product's own analysis among them), as do most JSON writers for an empty value.
 */
export declare function absent<T extends z.ZodType>(schema: T): z.ZodPreprocess<z.ZodOptional<T>, unknown>;
/** The exchange format, plus the scanner shape's names for the same fields and the other names of `SYNONYMS`. */
export declare const FindingInput: z.ZodPreprocess<z.ZodObject<{
    agent: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    category: z.ZodPreprocess<z.ZodOptional<z.ZodPipe<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>, z.ZodTransform<string, string | string[]>>>, unknown>;
    vulnerability_type: z.ZodPreprocess<z.ZodOptional<z.ZodPipe<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>, z.ZodTransform<string, string | string[]>>>, unknown>;
    severity: z.ZodString;
    title: z.ZodString;
    description: z.ZodPreprocess<z.ZodOptional<z.ZodPipe<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>, z.ZodTransform<string, string | string[]>>>, unknown>;
    file: z.ZodPreprocess<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>, unknown>;
    symbol: z.ZodPreprocess<z.ZodOptional<z.ZodPipe<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>, z.ZodTransform<string, string | string[]>>>, unknown>;
    line: z.ZodPreprocess<z.ZodOptional<z.ZodPreprocess<z.ZodOptional<z.ZodUnknown>, unknown>>, unknown>;
    location: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
}, z.core.$loose>, unknown>;
/** The judge-input shape: `[{ Issue, Category, Severity, Contracts, Description }]`. */
export declare const JudgeInputFinding: z.ZodObject<{
    Issue: z.ZodString;
    Category: z.ZodPreprocess<z.ZodOptional<z.ZodPipe<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>, z.ZodTransform<string, string | string[]>>>, unknown>;
    Severity: z.ZodString;
    Contracts: z.ZodPreprocess<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>, unknown>;
    Description: z.ZodPreprocess<z.ZodOptional<z.ZodPipe<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>, z.ZodTransform<string, string | string[]>>>, unknown>;
}, z.core.$loose>;
/** A run file, and the scanner report, which is the same object without `run`. */
export declare const RunDocument: z.ZodObject<{
    run: z.ZodPreprocess<z.ZodOptional<z.ZodNumber>, unknown>;
    model: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    temperature: z.ZodPreprocess<z.ZodOptional<z.ZodNumber>, unknown>;
    findings: z.ZodArray<z.ZodUnknown>;
}, z.core.$loose>;
/** Every name a finding's field is read under, in any accepted shape. */
export declare const FIELD_NAMES: readonly string[];
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
