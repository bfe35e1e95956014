import type { ChatCall, ChatMessage } from "./client.js";
import { SampleFailure } from "./errors.js";
import type { Usage } from "./pricing.js";
/** What the client keeps of a completion. */
export interface Completion {
    content: string | null;
    refusal: string | null;
    finishReason: string | null;
    usage: Usage;
    fingerprint?: string;
    model?: string;
}
/** Without json_schema the model must be told the shape; json_object also requires the word JSON. */
export declare function withSchemaInstruction(messages: ChatMessage[], call: ChatCall<unknown>): ChatMessage[];
/** A completion read as the answer `validate` accepts, or the failure that says why it is not one. */
export declare function interpret<T>(completion: Completion, validate: (value: unknown) => T): {
    ok: true;
    value: T;
    raw: unknown;
} | {
    ok: false;
    failure: SampleFailure;
};
