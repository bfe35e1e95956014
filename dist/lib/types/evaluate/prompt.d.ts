import type { ChatMessage } from "../llm/client.js";
import type { JudgedItem } from "./types.js";
export declare const DEFAULT_DOMAIN = "software security and code quality";
/**
 * The judge's messages: the AuditAgent criteria (location, function, core issue, consequences;
 * partial = enough to lead a competent reviewer to the issue), generalised from smart
 * contracts to any codebase, with `domain` naming the field. Finding text is fenced data.
 */
export declare function judgeMessages(truth: JudgedItem, batch: JudgedItem[], domain?: string): ChatMessage[];
interface PromptItem {
    Issue: string;
    Description: string;
    Severity?: string;
    Category?: string;
    Contracts?: string[];
    Location?: string;
}
/** Reads a judge prompt back: how the simulator's judges know the truth and the batch. */
export declare function parseJudgePrompt(text: string): {
    truth: PromptItem;
    batch: PromptItem[];
} | undefined;
export {};
