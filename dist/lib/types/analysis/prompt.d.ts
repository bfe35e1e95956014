import type { SourceFile } from "../io/source-files.js";
import type { ChatMessage } from "../llm/client.js";
import type { AgentDefinition } from "./agents.js";
/** Rough tokens of a text: code runs about 3 characters a token; erring high keeps requests under budget. */
export declare function estimateTokens(text: string): number;
/**
 * Packs files into requests under a token budget, in path order; a file over the budget
 * goes alone. Deterministic, so every run sends the same requests.
 */
export declare function groupFiles(files: SourceFile[], budgetTokens: number): SourceFile[][];
/**
 * The fence around each file. It must be impossible for a file's author to write it inside
 * the file; it is a hash of the request's files, agent and run (a file cannot contain the hash
 * of itself), so it differs per request yet repeats for the same request, which keeps cached
 * answers valid. Checked against the content all the same.
 */
export declare function delimiterFor(files: SourceFile[], salt: string): string;
/** The messages of one analysis request. File content is data, fenced, never instructions. */
export declare function analysisMessages(options: {
    agent: AgentDefinition;
    objective: string;
    files: SourceFile[];
    salt: string;
}): ChatMessage[];
/** The file paths an analysis prompt names, in order: how the simulator knows what it was sent. */
export declare function filesInPrompt(text: string): string[];
