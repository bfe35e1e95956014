/**
 * Bad usage or bad input: the CLI exits 2 and the action fails the step, printing only
 * `message`, which names the flag, file or field, the bad value and the expected form.
 */
export declare class InputError extends Error {
    readonly name = "InputError";
}
/** Quotes a user value for an error message, shortened so one bad value cannot flood a log. */
export declare function shown(value: unknown, max?: number): string;
/** A zod issue path as people read it: `findings[3].title`, or `(top level)`. */
export declare function issuePath(path: readonly PropertyKey[]): string;
