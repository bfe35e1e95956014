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
    text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  const flat = text.replace(/\s+/g, " ");
  return `'${truncate(flat, max)}'`;
}

/** A zod issue path as people read it: `findings[3].title`, or `(top level)`. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path)
    out += typeof part === "number" ? `[${part}]` : out === "" ? String(part) : `.${String(part)}`;
  return out || "(top level)";
}
