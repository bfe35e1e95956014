/**
 * Bad usage or bad input: the CLI exits 2 and the action fails the step, printing only
 * `message`, which names the flag, file or field, the bad value and the expected form.
 */
export declare class InputError extends Error {
    readonly name = "InputError";
}
/** Quotes a user value for an error message, shortened so one bad value cannot flood a log. */
export declare function shown(value: unknown, max?: number): string;
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
export declare function issueText(issue: ReportedIssue): string;
/** A zod issue path as people read it: `findings[3].title`, or `(top level)`. */
export declare function issuePath(path: readonly PropertyKey[]): string;
