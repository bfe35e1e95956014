/** Defaults shared by the CLI, the action and the library, so the three run the same test. */
export declare const DEFAULT_MODEL = "gpt-4o-mini";
export declare const DEFAULT_OBJECTIVE = "Comprehensive code analysis: find the issues a careful reviewer must not miss.";
