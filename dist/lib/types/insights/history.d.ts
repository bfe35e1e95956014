import { z } from "zod";
import type { DeterminismResult } from "../score/types.js";
/** One past test, enough for a trend. */
export declare const HistoryEntry: z.ZodObject<{
    testedAt: z.ZodString;
    label: z.ZodOptional<z.ZodString>;
    model: z.ZodOptional<z.ZodString>;
    runCount: z.ZodNumber;
    determinismScore: z.ZodNullable<z.ZodNumber>;
    reproducibility: z.ZodNullable<z.ZodNumber>;
    f1: z.ZodOptional<z.ZodNumber>;
}, z.core.$loose>;
export declare const HistoryFile: z.ZodObject<{
    entries: z.ZodArray<z.ZodObject<{
        testedAt: z.ZodString;
        label: z.ZodOptional<z.ZodString>;
        model: z.ZodOptional<z.ZodString>;
        runCount: z.ZodNumber;
        determinismScore: z.ZodNullable<z.ZodNumber>;
        reproducibility: z.ZodNullable<z.ZodNumber>;
        f1: z.ZodOptional<z.ZodNumber>;
    }, z.core.$loose>>;
}, z.core.$loose>;
export type HistoryEntry = z.infer<typeof HistoryEntry>;
/** Entries kept in the file: plenty of trend, a file that stays small. */
export declare const HISTORY_LIMIT = 200;
/** Entries drawn in the trend chart. */
export declare const TREND_POINTS = 20;
/** The history with this result appended (oldest dropped past the limit). Pure. */
export declare function appendHistory(entries: HistoryEntry[], result: DeterminismResult & {
    execution?: {
        model: string;
    };
}, label?: string): HistoryEntry[];
