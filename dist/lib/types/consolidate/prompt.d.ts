import { z } from "zod";
import type { ChatMessage } from "../llm/client.js";
/** The grouping judge's answer (SPEC 5.1): lists of candidates that are one issue. */
export declare const GroupingAnswer: z.ZodObject<{
    groups: z.ZodArray<z.ZodArray<z.ZodNumber>>;
}, z.core.$strip>;
export type GroupingAnswer = z.infer<typeof GroupingAnswer>;
/**
 * Checks an answer against its request: a number out of range or listed twice makes the
 * sample invalid (the client then repairs or resamples; a sample that stays invalid is left
 * out of the vote).
 */
export declare function validateGrouping(value: unknown, candidates: number): GroupingAnswer;
/**
 * The grouping judge's messages: candidate groups of one agent numbered from 0, in order,
 * each with one description of one of its occurrences, verbatim and fenced as data (model
 * output can hold anything, including instructions).
 */
export declare function groupingMessages(descriptions: string[], domain: string): ChatMessage[];
/** Reads a grouping prompt back: how the simulator knows the candidates. */
export declare function parseGroupingPrompt(text: string): string[] | undefined;
