/**
 * Failures of the LLM layer, by what the caller should do about them.
 */
/** The answer came back but is not usable (cut off, refused, not valid JSON or not the schema). */
export declare class SampleFailure extends Error {
    readonly kind: "length" | "refusal" | "content_filter" | "invalid_json" | "invalid_schema" | "empty";
    readonly name = "SampleFailure";
    constructor(kind: "length" | "refusal" | "content_filter" | "invalid_json" | "invalid_schema" | "empty", message: string);
}
/** The request failed after every retry, or the deadline passed: this request is lost. */
export declare class RequestFailed extends Error {
    readonly attempts: number;
    readonly name = "RequestFailed";
    constructor(message: string, attempts: number);
}
/**
 * Nothing further can succeed (quota exhausted, key rejected, model unknown): stop every
 * request at once rather than burn the remaining retries.
 */
export declare class FatalLlmError extends Error {
    readonly name = "FatalLlmError";
}
