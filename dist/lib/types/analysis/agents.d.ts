import { z } from "zod";
/** A specialist: a name and the instructions that make its prompt. */
export interface AgentDefinition {
    name: string;
    instructions: string;
}
export declare const BUILT_IN_AGENTS: Record<string, AgentDefinition>;
export declare const DEFAULT_AGENTS: string[];
/** The custom agents file: `{ "agents": [{ "name": "...", "instructions": "..." }] }`. */
export declare const AgentsFile: z.ZodObject<{
    agents: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        instructions: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * Resolves agent names against the built-ins and a custom agents file.
 * @param names from `--agents` / the `agents` input.
 */
export declare function resolveAgents(names: string[], custom?: AgentDefinition[], flag?: string): AgentDefinition[];
