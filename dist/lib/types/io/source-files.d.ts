/** A file to analyse: its repo-relative path (always `/`) and its text. */
export interface SourceFile {
    path: string;
    content: string;
}
export interface SkippedFile {
    path: string;
    reason: string;
}
export interface FileLimits {
    /** Most files analysed; the rest are listed as skipped. */
    maxFiles: number;
    /** Largest single file, in bytes. */
    maxFileBytes: number;
    /** Most bytes over all files. */
    maxTotalBytes: number;
}
export declare const DEFAULT_FILE_LIMITS: FileLimits;
/**
 * Selects the files to analyse: globs expanded with the action's matcher, paths made
 * repo-relative, and binary, non-UTF-8, oversized and over-budget files skipped with a reason.
 */
export declare function loadSourceFiles(patterns: string[], options: {
    root: string;
    flag: string;
    limits?: Partial<FileLimits>;
}): Promise<{
    files: SourceFile[];
    skipped: SkippedFile[];
}>;
