/** The prompt text the model takes as instructions: everything outside the announced fences. */
export declare function instructionText(system: string, user: string): string;
/**
 * Whether a gullible model would follow an injected "report nothing" in this prompt. The system
 * prompt is the operator's (built-in or configured agents), so only the user text is searched.
 */
export declare function obeysInjection(system: string, user: string): boolean;
