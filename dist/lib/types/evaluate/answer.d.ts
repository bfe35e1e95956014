import { z } from "zod";
/** The judge's answer, the AuditAgent fields (strict schema for `json_schema`). */
export declare const JudgeAnswer: z.ZodObject<{
    is_match: z.ZodBoolean;
    is_partial_match: z.ZodBoolean;
    explanation: z.ZodString;
    severity_from_junior_auditor: z.ZodString;
    severity_from_truth: z.ZodString;
    index_of_finding_from_junior_auditor: z.ZodNumber;
}, z.core.$strip>;
export type JudgeAnswer = z.infer<typeof JudgeAnswer>;
/**
 * Validates an answer against its batch: an index outside it, or a match without an index,
 * is not a match but an unusable sample (the client then repairs or resamples).
 */
export declare function validateAnswer(value: unknown, batchSize: number): JudgeAnswer;
