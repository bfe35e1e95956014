import { z } from "zod";
/**
 * The analysis answer as sent in `response_format: json_schema` (strict mode: every field
 * required, absent values null).
 */
export declare const AnalysisAnswer: z.ZodObject<{
    findings: z.ZodArray<z.ZodObject<{
        category: z.ZodString;
        severity: z.ZodEnum<{
            CRITICAL: "CRITICAL";
            HIGH: "HIGH";
            MEDIUM: "MEDIUM";
            LOW: "LOW";
            INFO: "INFO";
        }>;
        title: z.ZodString;
        description: z.ZodString;
        file: z.ZodString;
        symbol: z.ZodNullable<z.ZodString>;
        line: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * What is accepted back: servers without schema support answer in looser shapes (lower-case
 * severities, fields left out or null, `location` strings), which the exchange-format parser handles.
 */
export declare const LenientAnswer: z.ZodObject<{
    findings: z.ZodArray<z.ZodPreprocess<z.ZodObject<{
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
    }, z.core.$loose>, unknown>>;
}, z.core.$strip>;
