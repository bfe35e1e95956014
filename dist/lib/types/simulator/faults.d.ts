/** What can go wrong with a request, as real providers fail. */
export declare const FAULT_KINDS: readonly ["429", "500", "503", "reset", "timeout", "invalid_json", "truncated_json", "length", "refusal"];
export type FaultKind = (typeof FAULT_KINDS)[number];
export interface FaultSpec {
    /** Share of requests (attempts) that fail, 0-1. */
    rate: number;
    kinds: FaultKind[];
    /** `retry-after` of a 429, in seconds. */
    retryAfterSeconds: number;
    /** How long a `timeout` fault holds the response, in ms: longer than the client's timeout. */
    slowMs: number;
    /** Which phases the faults hit (`consolidate`: the grouping judge's requests). */
    phases: ("analysis" | "judge" | "consolidate")[];
}
export declare const NO_FAULTS: FaultSpec;
export declare function parseFaultKinds(value: string, flag?: string): FaultKind[];
/** `200` or `100-300` (uniform), in ms. */
export interface Latency {
    minMs: number;
    maxMs: number;
}
export declare function parseLatency(value: string, flag?: string): Latency;
