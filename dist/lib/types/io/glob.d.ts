/**
 * Expands patterns with `@actions/glob`, the action's matcher, so the CLI and the action
 * select the same files (`!pattern` excludes, `**` crosses folders, a folder means all below
 * it). Returns absolute file paths, sorted naturally (`run2` before `run10`), no duplicates.
 * A plain path that does not exist is an input error: it is almost always a typo.
 * @param flag the input or flag the patterns came from, for error messages.
 */
export declare function expandPatterns(patterns: string[], flag: string, cwd?: string): Promise<string[]>;
