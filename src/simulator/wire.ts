import type { IncomingMessage, ServerResponse } from "node:http";

/*
 * The simulator's HTTP wire: how it reads a request and writes an answer or an error, in the
 * dialect of the server family it imitates. What it answers is server.ts's.
 */

/** The part of a chat completion request the simulator reads. */
export type Body = {
  model?: string;
  messages?: { role: string; content: string | { type: string; text?: string }[] }[];
  temperature?: number;
  seed?: number;
  response_format?: { type: string; json_schema?: { schema?: unknown } };
};

/** A message's text, whether sent as a string or as parts. */
export const text = (content: string | { type: string; text?: string }[] | undefined): string =>
  typeof content === "string" ? content : (content ?? []).map((p) => p.text ?? "").join("");

/** A JSON answer with its length, as every server family sends one. */
export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

/**
 * The server families the simulator can imitate. They differ where real clients trip: the
 * route and authentication (Azure: /openai/deployments/{name}/chat/completions?api-version=,
 * an `api-key` header), and the error body (OpenAI and Azure wrap it in `error`; vLLM puts it
 * at the top level with `object: "error"`; Ollama sends `{ "error": "text" }`).
 */
export const DIALECTS = ["openai", "azure", "vllm", "ollama"] as const;
export type Dialect = (typeof DIALECTS)[number];

function errorBody(
  dialect: Dialect,
  status: number,
  message: string,
  type: string,
  code: string | null,
): unknown {
  switch (dialect) {
    case "vllm":
      return {
        object: "error",
        message,
        type: status >= 500 ? "InternalServerError" : "BadRequestError",
        param: null,
        code: status,
      };
    case "ollama":
      return { error: message };
    case "azure":
      return { error: { code: code ?? String(status), message, param: null, type } };
    default:
      return { error: { message, type, param: null, code } };
  }
}

/** An error in the dialect's own body. */
export function error(
  res: ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string | null,
  headers: Record<string, string> = {},
  dialect: Dialect = "openai",
): void {
  sendJson(res, status, errorBody(dialect, status, message, type, code), headers);
}

/** A request's body, refused beyond 64 MiB. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024 * 1024) throw new Error("request body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Waits `ms`, or until the client hangs up. */
export const wait = (ms: number, res: ServerResponse) =>
  new Promise<void>((resolve) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    res.once("close", () => {
      clearTimeout(timer);
      resolve();
    });
  });
