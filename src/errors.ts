import { truncate } from "./util/truncate.js";

/**
 * Bad usage or bad input: the CLI exits 2 and the action fails the step, printing only
 * `message`, which names the flag, file or field, the bad value and the expected form.
 */
export class InputError extends Error {
  override readonly name = "InputError";
}

/** Quotes a user value for an error message, shortened so one bad value cannot flood a log. */
export function shown(value: unknown, max = 60): string {
  let text: string;
  try {
    // JSON would write a number that is not finite (`1e999` read) as null.
    text =
      typeof value === "string" || typeof value === "number"
        ? String(value)
        : (JSON.stringify(value) ?? String(value));
  } catch {
    // A value JSON cannot write (a cycle, a BigInt) is named by its kind.
    text = Array.isArray(value) ? "[…]" : typeof value === "object" ? "{…}" : typeof value;
  }
  const flat = text.replace(/\s+/g, " ");
  return `'${truncate(flat, max)}'`;
}

/** How an error says a JSON type is expected. */
const FORMS: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
};

/** What an issue says, as zod reports one (parsed with `reportInput`, so it holds the bad value). */
export interface ReportedIssue {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  input?: unknown;
  expected?: unknown;
}

/**
 * An issue's message naming the bad value and the expected form (`got '42', expected a
 * string`), in place of zod's own wording, which names neither the value nor, for a union,
 * the form (`Invalid input`). A message a schema words itself is kept.
 */
export function issueText(issue: ReportedIssue): string {
  if (issue.code === "invalid_type" && issue.input === undefined)
    return `required field is missing, expected ${FORMS[String(issue.expected)] ?? String(issue.expected)}`;
  if (!("input" in issue)) return issue.message;
  if (issue.code === "invalid_type")
    return `got ${shown(issue.input)}, expected ${FORMS[String(issue.expected)] ?? String(issue.expected)}`;
  const generic =
    /^(?:Invalid input|Invalid option|Too small|Too big|Invalid string|Invalid number)(?::\s*(.*))?$/.exec(
      issue.message,
    );
  if (!generic) return issue.message;
  const bound = /^expected (number|int) to be ([<>]=?)(\S+)$/.exec(generic[1] ?? "");
  if (bound) {
    const side = { "<=": "up to", ">=": "from", "<": "under", ">": "over" }[bound[2]!]!;
    return `got ${shown(issue.input)}, expected a ${bound[1] === "int" ? "whole number" : "number"} ${side} ${bound[3]}`;
  }
  return generic[1]
    ? `got ${shown(issue.input)}, ${generic[1]}`
    : `got ${shown(issue.input)}, which is not one of the forms it may take`;
}

/** A zod issue path as people read it: `findings[3].title`, or `(top level)`. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path)
    out += typeof part === "number" ? `[${part}]` : out === "" ? String(part) : `.${String(part)}`;
  return out || "(top level)";
}
