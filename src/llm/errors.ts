/**
 * Failures of the LLM layer, by what the caller should do about them.
 */

/** The answer came back but is not usable (cut off, refused, not valid JSON or not the schema). */
export class SampleFailure extends Error {
  override readonly name = "SampleFailure";
  constructor(
    readonly kind: "length" | "refusal" | "content_filter" | "invalid_json" | "invalid_schema" | "empty",
    message: string,
  ) {
    super(message);
  }
}

/** The request failed after every retry, or the deadline passed: this request is lost. */
export class RequestFailed extends Error {
  override readonly name = "RequestFailed";
  constructor(
    message: string,
    readonly attempts: number,
  ) {
    super(message);
  }
}

/**
 * Nothing further can succeed (quota exhausted, key rejected, model unknown): stop every
 * request at once rather than burn the remaining retries.
 */
export class FatalLlmError extends Error {
  override readonly name = "FatalLlmError";
}
