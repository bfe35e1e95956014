/**
 * How the evaluator writes a finding's place for the judge (`Location`), and reads it back (the
 * bundled simulator's judge reads it). `Name:42`, `Name`, or `line 42` when a finding gives a
 * line and no name; a name may hold colons (`Parser::parse_expr`) and spaces
 * (`Handler.ServeHTTP(w, r)`), so only a trailing `:<digits>` is the line.
 */
export declare function writeLocation(symbol: string | undefined, line: number | undefined): string | undefined;
/** The symbol and line `writeLocation` wrote. */
export declare function readLocation(written: string): {
    symbol?: string;
    line?: number;
};
