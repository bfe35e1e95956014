import { z } from "zod";
import type { JudgedItem } from "./types.js";
/** The AuditAgent truth file: `{ project_id, vulnerabilities: [{ finding_id, severity, title, description }] }`. */
export declare const TruthFile: z.ZodObject<{
    project_id: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    vulnerabilities: z.ZodArray<z.ZodObject<{
        finding_id: z.ZodPreprocess<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>, unknown>;
        severity: z.ZodString;
        title: z.ZodString;
        description: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
        category: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
        file: z.ZodPreprocess<z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>, unknown>;
        symbol: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
        line: z.ZodPreprocess<z.ZodOptional<z.ZodPreprocess<z.ZodOptional<z.ZodUnknown>, unknown>>, unknown>;
    }, z.core.$loose>>;
}, z.core.$loose>;
/** Findings of any SPEC section 3 shape as judge items, with their severities as written. */
export declare function itemsFromDocument(source: string, document: unknown): JudgedItem[];
/**
 * Reads a truth file: the AuditAgent `vulnerabilities` shape or any findings shape of SPEC 3.
 * @param source the file name, for error messages.
 */
export declare function readTruth(source: string, document: unknown): JudgedItem[];
