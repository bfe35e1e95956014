/**
 * How deep a JSON value read from outside may be nested. A findings file is nested five or six
 * levels; a file nested thousands deep (a generator's bug, or a file made to break readers)
 * overflowed the stack of whatever walked it recursively (an array turned into text for an error
 * message), and the run stopped with an internal error instead of naming the file.
 */
export declare const MAX_JSON_DEPTH = 100;
/** Whether `value` is nested more than `limit` levels deep; walked without recursion. */
export declare function nestedDeeperThan(value: unknown, limit?: number): boolean;
