import { zodResponseFormat } from "openai/helpers/zod";
import { MAX_JSON_DEPTH, nestedDeeperThan } from "../util/json-depth.js";
import { unfence } from "../util/unfence.js";
import type { ChatCall, ChatMessage } from "./client.js";
import { SampleFailure } from "./errors.js";
import type { Usage } from "./pricing.js";

/*
 * Structured output on every server: the shape told in the prompt where the server cannot be
 * sent a JSON schema, and the answer read back (a refusal, a cut-off or filtered answer, a
 * Markdown fence, invalid JSON and a wrong shape each a failure of its own).
 */

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
export function withSchemaInstruction(messages: ChatMessage[], call: ChatCall<unknown>): ChatMessage[] {
  const format = zodResponseFormat(call.schema as never, call.schemaName) as unknown as {
    json_schema: { schema: unknown };
  };
  const instruction = `\n\nRespond with one JSON object, and nothing else, that matches this JSON Schema:\n${JSON.stringify(format.json_schema.schema)}`;
  const [first, ...rest] = messages;
  if (first?.role === "system") return [{ role: "system", content: first.content + instruction }, ...rest];
  return [{ role: "system", content: instruction.trim() }, ...messages];
}

/** A completion read as the answer `validate` accepts, or the failure that says why it is not one. */
export function interpret<T>(
  completion: Completion,
  validate: (value: unknown) => T,
): { ok: true; value: T; raw: unknown } | { ok: false; failure: SampleFailure } {
  if (completion.refusal)
    return {
      ok: false,
      failure: new SampleFailure("refusal", `the model refused: ${completion.refusal.slice(0, 200)}`),
    };
  if (completion.finishReason === "length") {
    return {
      ok: false,
      failure: new SampleFailure(
        "length",
        "the answer was cut off at the token limit (finish_reason: length)",
      ),
    };
  }
  if (completion.finishReason === "content_filter") {
    return {
      ok: false,
      failure: new SampleFailure("content_filter", "the answer was withheld by the content filter"),
    };
  }
  if (completion.content === null || completion.content.trim() === "")
    return { ok: false, failure: new SampleFailure("empty", "the answer was empty") };
  let raw: unknown;
  try {
    raw = JSON.parse(unfence(completion.content));
  } catch (error) {
    return {
      ok: false,
      failure: new SampleFailure(
        "invalid_json",
        `not valid JSON (${(error as Error).message.split("\n")[0]})`,
      ),
    };
  }
  if (nestedDeeperThan(raw))
    return {
      ok: false,
      failure: new SampleFailure("invalid_json", `nested more than ${MAX_JSON_DEPTH} levels deep`),
    };
  try {
    return { ok: true, value: validate(raw), raw };
  } catch (error) {
    const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
    const message = issues?.[0]
      ? `${issues[0].path.join(".") || "(top level)"}: ${issues[0].message}`
      : (error as Error).message;
    return {
      ok: false,
      failure: new SampleFailure("invalid_schema", `JSON does not match the schema (${message})`),
    };
  }
}
