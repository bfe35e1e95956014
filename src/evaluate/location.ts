/**
 * How the evaluator writes a finding's place for the judge (`Location`), and reads it back (the
 * bundled simulator's judge reads it). `Name:42`, `Name`, or `line 42` when a finding gives a
 * line and no name; a name may hold colons (`Parser::parse_expr`) and spaces
 * (`Handler.ServeHTTP(w, r)`), so only a trailing `:<digits>` is the line.
 */
export function writeLocation(symbol: string | undefined, line: number | undefined): string | undefined {
  if (symbol === undefined) return line === undefined ? undefined : `line ${line}`;
  return line === undefined ? symbol : `${symbol}:${line}`;
}

/** The symbol and line `writeLocation` wrote. */
export function readLocation(written: string): { symbol?: string; line?: number } {
  const alone = /^line (\d+)$/.exec(written);
  if (alone) return { line: Number(alone[1]) };
  const at = /^([\s\S]*?)(?::(\d+))?$/.exec(written)!;
  return { ...(at[1] !== "" && { symbol: at[1] }), ...(at[2] !== undefined && { line: Number(at[2]) }) };
}
