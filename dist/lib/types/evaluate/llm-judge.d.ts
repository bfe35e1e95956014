import type { LlmClient } from "../llm/client.js";
import { type Usage } from "../llm/pricing.js";
import type { JudgeCall } from "./evaluate.js";
export interface LlmJudgeOptions {
    domain?: string;
    temperature?: number;
    /** Sees every prompt sent, for `--debug-prompt`. */
    onPrompt?: (prompt: {
        truth: number;
        messages: {
            role: string;
            content: string;
        }[];
    }) => void;
}
/** A judge backed by the model: one call per sample, answers validated against their batch. */
export declare function llmJudge(llm: LlmClient, options?: LlmJudgeOptions): {
    judge: JudgeCall;
    usage: Usage;
};
