/**
 * Splits a location string into symbol and line. Two forms occur in practice: the Determinism Measurement System's
 * `Class.Method():42` (symbol, colon, line) and the free text scanners write
 * (`removeSelector(bytes) function, assembly block (lines 9-11)`), from which the first
 * called name and the first line number are taken.
 */
export interface ParsedLocation {
    file?: string;
    symbol?: string;
    line?: number;
}
export declare function parseLocation(location: string): ParsedLocation;
/**
 * The kinds of thing a declaration names before its name (`contract Vault`, `struct Position`),
 * which a scanner's location may open with. The grouping reads them in a symbol too, with a
 * few more that are also words of prose (grouping, symbols.ts).
 */
export declare const DECLARATION_KINDS: string[];
/**
 * A name with a mark no word of prose has: a capital inside it (camelCase), `_`, a digit, or a
 * qualifier (`.`, `::`, `->`, `#`). Also read by the grouping (symbols.ts), for names written in
 * a report's text.
 */
export declare function writtenAsCode(name: string): boolean;
/**
 * Accepts a line as a number or a string that gives one (`LINE_TEXT`), else undefined. A range
 * is its first line.
 */
export declare function parseLine(value: unknown): number | undefined;
/**
 * The file a finding's file field names, and the line when it gives one too. Models write a path
 * the ways code and Markdown do (`src/auth/login.py:42`, `` `src/auth/login.py` ``,
 * `[login.py](…/login.py#L42)`, `src/auth/login.py (line 42)`, two paths joined by a comma,
 * `in src/auth/login.py`), and each is read as the one file `src/auth/login.py`, the first of a
 * list as of an array of files, so reports of one issue are compared as reports in one file. A
 * name written after the path (`PATH_AND_NAME`) is the symbol, for a finding that gives none. Anything
 * else is the path as written.
 */
export declare function parseFileField(written: string): {
    file: string;
    line?: number;
    symbol?: string;
};
/**
 * A symbol field that gives its line too, as the location form and a compiler write one
 * (`UserService.GetUser():42`, `handler#L42`, `getUser (line 42)`): the name, and the line. One that
 * gives only a line (`L42`, `:42`, `lines 10-20`) names no symbol. The grouping had read
 * `Vault.mint():42` as the method `42` of an owner `mint`, and `L42` as a name.
 */
export declare function parseSymbolField(written: string): {
    symbol?: string;
    line?: number;
};
/** Where a finding is, for people: `file › symbol:line`, any part left out when absent; undefined when none is known. */
export declare function placeOf(f: {
    file?: string | undefined;
    symbol?: string | undefined;
    line?: number | undefined;
}): string | undefined;
