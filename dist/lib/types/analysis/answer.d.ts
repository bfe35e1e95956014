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
 * severities, missing nulls, `location` strings), which the exchange-format parser handles.
 */
export declare const LenientAnswer: z.ZodObject<{
    findings: z.ZodArray<z.ZodPreprocess<z.ZodObject<{
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
    }, z.core.$loose>, unknown>>;
}, z.core.$strip>;
