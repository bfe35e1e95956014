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

const SEED_FORM = /^\s*([^\s:][^\s]*?)\s*(?::\s*L?(\d+)(?:\s*-\s*\d+)?)?\s*$/;
const FILE_LIKE = /^(?:\.{0,2}\/)?[\w.-]+(?:\/[\w.-]+)*\.[A-Za-z]{1,6}$/;

export function parseLocation(location: string): ParsedLocation {
  // Locations are a line of text; a longer one is not a location, and regex work stays bounded.
  const text = location.trim().slice(0, 500);
  if (text === "") return {};
  const seed = SEED_FORM.exec(text);
  if (seed) {
    const head = seed[1]!;
    const line = seed[2] === undefined ? undefined : Number(seed[2]);
    if (FILE_LIKE.test(head)) return { file: head, ...(line !== undefined && { line }) };
    const symbol = head.replace(/\(\)$/, "");
    return { symbol, ...(line !== undefined && { line }) };
  }
  const result: ParsedLocation = {};
  const call = /([A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*)\s*\(/.exec(text);
  if (call) result.symbol = call[1]!;
  const line = /\blines?\s*:?\s*(\d+)/i.exec(text) ?? /(?:^|[\s(#:])L(\d+)\b/.exec(text);
  if (line) result.line = Number(line[1]);
  return result;
}

/** Accepts a line as a number or a numeric string (`"42"`, `"42-45"`, `"L42"`), else undefined. */
export function parseLine(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== "string") return undefined;
  const match = /^\s*L?(\d+)(?:\s*[-–]\s*\d+)?\s*$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

/** Where a finding is, for people: `file › symbol:line`, any part left out when absent; undefined when none is known. */
export function placeOf(f: {
  file?: string | undefined;
  symbol?: string | undefined;
  line?: number | undefined;
}): string | undefined {
  const where = [f.file, f.symbol].filter(Boolean).join(" › ") + (f.line !== undefined ? `:${f.line}` : "");
  return where === "" ? undefined : where;
}
