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

/**
 * The most lines a file a finding points into is taken to have: a number past it after a name and
 * a colon is part of the name, not its line (Suricata's `sid:9000101`, which was read as the name
 * `sid` at line 9000101, so every rule of a file was one place).
 */
const MAX_LINE = 1_000_000;

const SEED_FORM = /^\s*([^\s:][^\s]*?)\s*(?::\s*L?(\d+)(?:\s*-\s*\d+)?)?\s*$/;
const FILE_LIKE = /^(?:\.{0,2}\/)?[\w.-]+(?:\/[\w.-]+)*\.[A-Za-z]{1,6}$/;

export function parseLocation(location: string): ParsedLocation {
  // Locations are a line of text; a longer one is not a location, and regex work stays bounded.
  const text = location.trim().slice(0, 500);
  if (text === "") return {};
  // A line alone, as a location written for a finding with no symbol reads (`:42`, `42`, `L42`,
  // `L42-L45`): not a name. A 0 says the line is unknown, as in the line field.
  const alone = parseLine(text.replace(/^:\s*/, ""));
  if (alone !== undefined) return alone > 0 ? { line: alone } : {};
  const seed = SEED_FORM.exec(text);
  if (seed) {
    const head = seed[1]!;
    const line = seed[2] === undefined ? undefined : Number(seed[2]);
    if (line !== undefined && line > MAX_LINE && !FILE_LIKE.test(head)) return { symbol: text };
    if (FILE_LIKE.test(head)) return { file: head, ...(line !== undefined && { line }) };
    const symbol = head.replace(/\(\)$/, "");
    return { symbol, ...(line !== undefined && { line }) };
  }
  const result: ParsedLocation = {};
  // A path in the text (`src/cart.ts:42 (CartService.add)`, `add() in src/cart.ts`): the file,
  // with its line, and the rest read for the symbol and the line.
  const path = PATH_IN_TEXT.exec(text);
  let rest = text;
  if (path) {
    result.file = path[2]!;
    if (path[3] !== undefined && Number(path[3]) > 0) result.line = Number(path[3]);
    rest = `${text.slice(0, path.index)}${path[1]}${text.slice(path.index + path[0].length)}`
      .replace(/^[\s,;:(]+|[\s,;:)]+$/g, "")
      .replace(/\s+in$/i, "");
  }
  const symbol = rest === "" ? undefined : symbolIn(rest);
  if (symbol !== undefined) result.symbol = symbol;
  const line = /\blines?\s*:?\s*(\d+)/i.exec(rest) ?? /(?:^|[\s(#:])L(\d+)\b/.exec(rest);
  if (line && result.line === undefined) result.line = Number(line[1]);
  return result;
}

/** A path with a directory and an extension inside a location's text, and its line (`:42`). */
const PATH_IN_TEXT =
  /(^|[\s(,])((?:\.{0,2}\/)?[\w.-]+(?:[/\\][\w.-]+)+\.[A-Za-z]\w{0,9})(?::(\d+)(?:[-:]\d+)?)?(?=$|[\s),;])/;

const NAME = String.raw`[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*`;
/** What a scanner calls the thing it names, after the name: `onlyOwner modifier`, `Position struct`. */
const NAMED = new RegExp(
  String.raw`^(${NAME})\s+(?:function|modifier|struct|event|variable|mapping|constant|enum|resource|handler)\b`,
  "i",
);
/**
 * The kinds of thing a declaration names before its name (`contract Vault`, `struct Position`),
 * which a scanner's location may open with. The grouping reads them in a symbol too, with a
 * few more that are also words of prose (grouping, symbols.ts).
 */
export const DECLARATION_KINDS = [
  "contract",
  "library",
  "interface",
  "struct",
  "module",
  "class",
  "trait",
  "impl",
  "enum",
];
/** A declaration that names its kind first: `contract Vault`, `Contract UseUniQuoter (…)`. */
const DECLARED = new RegExp(String.raw`^(?:${DECLARATION_KINDS.join("|")})\s+(${NAME})`, "i");
/** Words that open a location as prose, not as a name: `the function`, `public functions`. */
const PROSE =
  /^(?:the|a|an|each|every|all|any|this|that|these|those|public|external|internal|private|view|pure|payable|multiple|several|various|other|some)$/i;
/**
 * Functions a scanner may write with a space before the parenthesis, or with no parenthesis:
 * `constructor (…)`, `constructor stepDuration = …`, `fallback, line 40`. `fallback` and
 * `receive` are also English words, so they count only as a name (`fallback mechanism …` is prose).
 */
const SPECIAL = /^(?:constructor\b|(?:fallback|receive)(?=\s*(?:[(,;:]|$|function\b)))/i;
const OPENING = new RegExp(String.raw`^(${NAME})\s+\(`);
const CALL = new RegExp(String.raw`(${NAME})\(`);
const LEADING = new RegExp(String.raw`^(${NAME})\s*(?:[,;]|\s[-–—]\s|$)`);
const SPACED = new RegExp(String.raw`(${NAME})\s+\(`);

/**
 * The place a free-text location names first. In order: a declaration it opens with
 * (`onlyOperator modifier; used by …`, `contract Vault (…)`), the first call written as one
 * (`getRatio() function`, name and parenthesis touching), a name it opens with before a comma or
 * a dash (`constructor, lines 8-12`), or a name in code style before a parenthetical
 * (`MAX_FEE (equals …)`). Prose before a parenthetical is not a name: `Contract-level design
 * (no sweep function)` and `Contract-wide (…)` name no function.
 */
function symbolIn(text: string): string | undefined {
  const special = SPECIAL.exec(text);
  if (special) return special[0];
  const named = NAMED.exec(text);
  if (named && !PROSE.test(named[1]!)) return named[1];
  const declared = DECLARED.exec(text);
  if (declared && (/^[A-Z_$]/.test(declared[1]!) || codeStyle(declared[1]!))) return declared[1];
  // A name in code style the location opens with, before a parenthetical remark.
  const opening = OPENING.exec(text);
  if (opening && codeStyle(opening[1]!)) return opening[1];
  const call = CALL.exec(text);
  if (call) return call[1];
  const leading = LEADING.exec(text);
  if (leading) return leading[1];
  const spaced = SPACED.exec(text);
  if (spaced && codeStyle(spaced[1]!)) return spaced[1];
  return undefined;
}

/**
 * A name with a mark no word of prose has: a capital inside it (camelCase), `_`, a digit, or a
 * qualifier (`.`, `::`, `->`, `#`). Also read by the grouping (symbols.ts), for names written in
 * a report's text.
 */
export function writtenAsCode(name: string): boolean {
  return /\p{Ll}\p{Lu}|_|\d|\.|::|->|#/u.test(name);
}

/** Written as code, not prose: `writtenAsCode`, or a constant in capitals (`MAX_FEE`, `WAD`). */
function codeStyle(name: string): boolean {
  return writtenAsCode(name) || /^[A-Z0-9$]{3,}$/.test(name);
}

/**
 * A line as a string: a number (`42`), a range (`42-45`, `42 to 45`), as a link to lines writes
 * it (`L42`, `L42-L45`), with its column (`42:7`), or said in words (`line 42`, `Lines 42-45`,
 * `~42`, `around line 42`), as a model asked for a line number writes one.
 */
const LINE_TEXT =
  /^\s*(?:(?:~|approx(?:imately|\.)?|around|about|near|circa)\s*)?(?:lines?\s*:?\s*|ln\s*)?L?(\d+)(?:\s*(?:[-–]|to)\s*L?\d+|:\d+)?\s*$/i;

/**
 * Accepts a line as a number or a string that gives one (`LINE_TEXT`), else undefined. A range
 * is its first line.
 */
export function parseLine(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== "string") return undefined;
  const match = LINE_TEXT.exec(value);
  return match ? Number(match[1]) : undefined;
}

/**
 * A path (or a name) followed by its line: as a compiler writes it (`:42`, `:42:7`, `:42-50`), as a link does
 * (`#L42`, `#L42-L50`) or in prose (` (line 42)`, `, lines 42-50`, ` L42`).
 */
const FILE_AND_LINE =
  /^(.*?[^\s:#,(])(?::(\d+)(?:\s*[-–]\s*\d+|:\d+)?|#L(\d+)(?:-L?\d+)?|[\s,]+\(?(?:lines?|L)\s*:?\s*(\d+)(?:\s*[-–]\s*L?\d+)?\)?)\s*$/i;
/** What a model may wrap a path in: `` `src/a.py` ``, quotes, `<…>`, `**…**`, a Markdown link. */
const WRAPPED = /^(?:`+([^`]*)`+|"([^"]*)"|'([^']*)'|<([^<>]*)>|\*\*(.*)\*\*|\[([^\]]*)\]\(([^()\s]*)\))$/;

/**
 * A path that names what in it the finding is about after it, as tools and models write one in a
 * file field: `src/cart.ts:CartService.add`, `tests/test_cart.py::test_add` (pytest's node id),
 * `src/cart.ts#CartService.add`, `src/cart.ts (CartService.add)`, `src/cart.ts — add()`, each
 * with a line before the name or not (`src/cart.ts:42 (add)`). The path has an extension, so a
 * name with dots (`CartService.add`) is not read as the path.
 */
const PATH_AND_NAME = new RegExp(
  String.raw`^([^\s:#()]*\.[A-Za-z][\w]{0,9})(?::(\d+))?(?:\s*(?:::|[:#])\s*|\s+[-–—]\s+|\s*\(\s*)(${NAME})(?:\(\))?\s*\)?$`,
);

/**
 * The file a finding's file field names, and the line when it gives one too. Models write a path
 * the ways code and Markdown do (`src/auth/login.py:42`, `` `src/auth/login.py` ``,
 * `[login.py](…/login.py#L42)`, `src/auth/login.py (line 42)`, two paths joined by a comma,
 * `in src/auth/login.py`), and each is read as the one file `src/auth/login.py`, the first of a
 * list as of an array of files, so reports of one issue are compared as reports in one file. A
 * name written after the path (`PATH_AND_NAME`) is the symbol, for a finding that gives none. Anything
 * else is the path as written.
 */
export function parseFileField(written: string): { file: string; line?: number; symbol?: string } {
  // A path is a line of text; a longer one is left as written, and regex work stays bounded.
  if (written.length > 500) return { file: written.trim() };
  let text = written.trim();
  let linked: number | undefined;
  for (let depth = 0; depth < 3; depth++) {
    const wrapped = WRAPPED.exec(text);
    if (!wrapped) break;
    if (wrapped[6] !== undefined) linked = parseFileField(wrapped[7]!).line;
    text = (wrapped[1] ?? wrapped[2] ?? wrapped[3] ?? wrapped[4] ?? wrapped[5] ?? wrapped[6]!).trim();
  }
  const list = text.split(/\s*[,;]\s*/);
  if (list.length > 1 && list.every((part) => /^[^\s]*[./\\][^\s]*$/.test(part))) text = list[0]!;
  // Prose before the path: `in src/auth/login.py`.
  text = text.replace(/^in\s+(?=\S*[./\\])/i, "");
  const match = FILE_AND_LINE.exec(text);
  if (!match) {
    const named = PATH_AND_NAME.exec(text);
    if (named) {
      const at = named[2] === undefined ? linked : Number(named[2]);
      return { file: named[1]!, symbol: named[3]!, ...(at !== undefined && at > 0 && { line: at }) };
    }
  }
  const line = match ? Number(match[2] ?? match[3] ?? match[4]) : linked;
  // Lines count from 1: a 0 says the line is unknown, as in the line field.
  return { file: match ? match[1]! : text, ...(line !== undefined && line > 0 && { line }) };
}

/**
 * A symbol field that gives its line too, as the location form and a compiler write one
 * (`UserService.GetUser():42`, `handler#L42`, `getUser (line 42)`): the name, and the line. One that
 * gives only a line (`L42`, `:42`, `lines 10-20`) names no symbol. The grouping had read
 * `Vault.mint():42` as the method `42` of an owner `mint`, and `L42` as a name.
 */
export function parseSymbolField(written: string): { symbol?: string; line?: number } {
  const text = written.trim();
  if (text === "") return {};
  if (text.length > 500) return { symbol: text };
  const alone = parseLine(text.replace(/^:\s*/, ""));
  if (alone !== undefined) return alone > 0 ? { line: alone } : {};
  const match = FILE_AND_LINE.exec(text);
  if (!match) return { symbol: text };
  const line = Number(match[2] ?? match[3] ?? match[4]);
  if (line > MAX_LINE) return { symbol: text };
  if (match[2] !== undefined && isAddress(match[1]!)) return { symbol: text };
  return { symbol: match[1]!, ...(line > 0 && { line }) };
}

/**
 * What a number after a colon is the port of, not the line: a host (`0.0.0.0:8080`,
 * `localhost:5432`, `opc.tcp://0.0.0.0:4840`), or a name a statement writes after a word
 * (`reverse_proxy app:9000`, Caddy's upstream). A compiler writes a line after the name alone, or
 * after a call (`func (s *Server) Handle():42`); a number before the colon is no name
 * (`Sun 22:00`). The reader had read each port as a line, thousands of lines from where other
 * reports of the place gave it.
 */
function isAddress(head: string): boolean {
  const last = head.slice(head.search(/\S+$/));
  if (/^(?:\d{1,3}\.){3}\d{1,3}$|^localhost$|:\/\/|^\[[\da-f:]*\]$/i.test(last)) return true;
  return /\s/.test(head) && /\p{L}/u.test(last) && !/[)\]]$/.test(last);
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
