import { writtenAsCode } from "../findings/location.js";
import { words } from "./text.js";

/**
 * The names a report's prose writes as code: in backticks, one word in double quotes
 * (`QUOTED_NAME`), or an identifier, qualified or not
 * (`.`, `::`, `->`, `#`), that is followed by its parentheses or has a mark no word of prose has
 * (`_`, a digit, a capital inside it: `_transfer_out`, `getUser`, `sha1`). A word of prose that
 * is also a function's name (`transfer`) cannot be told from the word, so it is not taken for one.
 * Nor is a word before a parenthesis with a space between (`no text alternative (p. 41)`, `the
 * token (stored in the session)`): that is prose's aside, and read as a call it named a function
 * no other report of the issue wrote, which set one issue's reports apart (compare.ts naming
 * apart). A call is written against its parenthesis (`validate(input)`, `getUser()`).
 *
 * Every report's text is read so, and most of a text is words of prose: a regular expression
 * matched each word and tested it again for a mark, about a tenth of the grouping's time when
 * every text is distinct (70 of some 650 ms in the cluster benchmark). So an ASCII text, nearly
 * every one, is read by one pass over its characters that finds the same names (in a fifth of
 * the time); any other text by the expression.
 */
export function codeNames(text: string, found: (name: string) => void): void {
  if (NOT_ASCII.test(text)) codeNamesByExpression(text, found);
  else codeNamesOfAscii(text, found);
}

const NOT_ASCII = /[^\x00-\x7f]/;

/** A qualified identifier: `get_orders`, `OrderRepo.get_orders`, `Api::V1::Orders#show`. */
export const IDENTIFIER = String.raw`[\p{L}_$][\p{L}\p{N}_$]*(?:(?:\.|::|->|#)[\p{L}_$][\p{L}\p{N}_$]*)*`;

const CODE_NAME = new RegExp("`([^`\\n]{1,80})`|(" + IDENTIFIER + String.raw`)(\()?`, "gu");
/**
 * A name written in double quotes, one word of code (`task "notifier"`, `bucket "uploads"`), as
 * configuration languages write a block's label: what tells two blocks' reports apart. Read as
 * prose, `Task "notifier" has no memory limit` and `Task "server" …` were the same words.
 */
const QUOTED_NAME = /"([\p{L}_][\p{L}\p{N}_.-]{0,59})"/gu;

function quotedNames(text: string, found: (name: string) => void): void {
  if (text.includes('"')) for (const match of text.matchAll(QUOTED_NAME)) found(match[1]!);
}

/** `codeNames` by a regular expression: any text, letters and digits of every script. */
export function codeNamesByExpression(text: string, found: (name: string) => void): void {
  for (const match of text.matchAll(CODE_NAME)) {
    const name = match[1] ?? match[2]!;
    if (match[1] === undefined && match[3] === undefined && !writtenAsCode(name)) continue;
    found(name);
  }
  quotedNames(text, found);
}

const BACKTICK = 96;
const NEWLINE = 10;
const UNDERSCORE = 95;
const DOLLAR = 36;
const OPEN_PAREN = 40;
const isLower = (c: number) => c >= 97 && c <= 122;
const isUpper = (c: number) => c >= 65 && c <= 90;
const isDigit = (c: number) => c >= 48 && c <= 57;
const startsName = (c: number) => isLower(c) || isUpper(c) || c === UNDERSCORE || c === DOLLAR;
const inName = (c: number) => startsName(c) || isDigit(c);

/**
 * `codeNames` of an ASCII text by one pass over its characters, finding what `CODE_NAME` does
 * (a test checks the two agree on random texts of the characters that matter): a backtick span
 * of 1 to 80 characters on one line; else a name, as long as it goes, with its qualified parts.
 */
export function codeNamesOfAscii(text: string, found: (name: string) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === BACKTICK) {
      let end = i + 1;
      while (end < n && text.charCodeAt(end) !== BACKTICK && text.charCodeAt(end) !== NEWLINE) end++;
      const length = end - i - 1;
      if (end < n && text.charCodeAt(end) === BACKTICK && length >= 1 && length <= 80) {
        found(text.slice(i + 1, end));
        i = end + 1;
      } else i++;
      continue;
    }
    if (!startsName(c)) {
      i++;
      continue;
    }
    let marked = c === UNDERSCORE;
    let previous = c;
    let end = i + 1;
    for (;;) {
      for (; end < n && inName(text.charCodeAt(end)); end++) {
        const d = text.charCodeAt(end);
        if (d === UNDERSCORE || isDigit(d) || (isUpper(d) && isLower(previous))) marked = true;
        previous = d;
      }
      const qualifier = qualifierAt(text, end);
      if (qualifier === 0 || !startsName(text.charCodeAt(end + qualifier))) break;
      marked = true;
      end += qualifier;
      previous = text.charCodeAt(end);
      end++;
    }
    const called = end < n && text.charCodeAt(end) === OPEN_PAREN;
    if (called || marked) found(text.slice(i, end));
    i = called ? end + 1 : end;
  }
  quotedNames(text, found);
}

/** The length of a qualifier at `at` (`.`, `#`, `::`, `->`), or 0. */
function qualifierAt(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c === 46 || c === 35) return 1;
  const d = text.charCodeAt(at + 1);
  if ((c === 58 && d === 58) || (c === 45 && d === 62)) return 2;
  return 0;
}

/**
 * A text with each name it writes as code that is several words (`TMP117_REG_T_HIGH`,
 * `advect_x`) written as one word: what tells two issues' titles apart is often which name they
 * write, and as words `TMP117_REG_CONFIG` against `TMP117_REG_T_HIGH` is one word against two
 * (contrast.ts learns only texts one word apart). A name of one word is left as written.
 */
export function namesAsWords(text: string): string {
  const names = new Set<string>();
  codeNames(text, (name) => {
    if (words(name, 3).length > 1) names.add(name);
  });
  if (names.size === 0) return text;
  let out = text;
  // Longer first, so a name inside another (`reg` in `tmp117_reg`) does not cut it.
  for (const name of [...names].sort((a, b) => b.length - a.length))
    out = out.split(name).join(` ${asOneWord(name)} `);
  return out;
}

/** A name as one lower-case word no stemming changes: its letters and digits, then `zq`. */
function asOneWord(name: string): string {
  return `${name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "")}zq`;
}
