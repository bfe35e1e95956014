/** Largest JSON input read: findings files are kilobytes; anything near this is a mistake. */
export declare const MAX_JSON_BYTES: number;
/** Reads a UTF-8 JSON file; every failure is an input error naming the file. */
export declare function readJsonFile(file: string, label?: string): unknown;
/**
 * Writes a file atomically (temporary file, then rename), so a crash or a kill never leaves
 * a half-written report that looks complete.
 */
export declare function writeFileAtomic(file: string, content: string): void;
export declare function writeJsonAtomic(file: string, value: unknown): void;
