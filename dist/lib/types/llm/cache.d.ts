/**
 * Answers stored on disk so a re-run of a failed job costs no tokens. The key holds everything
 * that makes an answer: model, temperature, seed, the exact messages and schema, and the
 * sample's identity (the run number for analysis, the iteration for the judge). Two different
 * runs never share an answer: sharing would fake determinism.
 */
export declare class ResponseCache {
    private readonly dir;
    hits: number;
    writes: number;
    constructor(dir: string);
    static key(parts: Record<string, unknown>): string;
    private file;
    get<T>(key: string): T | undefined;
    set(key: string, value: unknown): void;
}
