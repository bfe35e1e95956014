import type { IncomingMessage, ServerResponse } from "node:http";
/** The part of a chat completion request the simulator reads. */
export type Body = {
    model?: string;
    messages?: {
        role: string;
        content: string | {
            type: string;
            text?: string;
        }[];
    }[];
    temperature?: number;
    seed?: number;
    response_format?: {
        type: string;
        json_schema?: {
            schema?: unknown;
        };
    };
};
/** A message's text, whether sent as a string or as parts. */
export declare const text: (content: string | {
    type: string;
    text?: string;
}[] | undefined) => string;
/** A JSON answer with its length, as every server family sends one. */
export declare function sendJson(res: ServerResponse, status: number, value: unknown, headers?: Record<string, string>): void;
/**
 * The server families the simulator can imitate. They differ where real clients trip: the
 * route and authentication (Azure: /openai/deployments/{name}/chat/completions?api-version=,
 * an `api-key` header), and the error body (OpenAI and Azure wrap it in `error`; vLLM puts it
 * at the top level with `object: "error"`; Ollama sends `{ "error": "text" }`).
 */
export declare const DIALECTS: readonly ["openai", "azure", "vllm", "ollama"];
export type Dialect = (typeof DIALECTS)[number];
/** An error in the dialect's own body. */
export declare function error(res: ServerResponse, status: number, message: string, type: string, code: string | null, headers?: Record<string, string>, dialect?: Dialect): void;
/** A request's body, refused beyond 64 MiB. */
export declare function readBody(req: IncomingMessage): Promise<string>;
/** Waits `ms`, or until the client hangs up. */
export declare const wait: (ms: number, res: ServerResponse) => Promise<void>;
