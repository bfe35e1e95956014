/** Defaults shared by the CLI, the action and the library, so the three run the same test. */
export const DEFAULT_MODEL = "gpt-4o-mini";
export const DEFAULT_OBJECTIVE =
  "Comprehensive code analysis: find the issues a careful reviewer must not miss.";
