/**
 * Text normalisation for matching findings: model output rewords titles between runs
 * ("SQLi in GetUser" / "SQL injection in UserService.getUser"), so words are split on
 * camelCase and punctuation, folded to a light stem, and common abbreviations expanded.
 */

const STOPWORDS = new Set(
  (
    ("a an the in of to for on at by with from into via and or is are was be been being this that these those it its " +
      "potential possible possibly may might could can should would issue issues problem detected found use using used uses " +
      "due allows allow allowing lead leads leading when which where there their than then not no") as string
  )
    .split(" ")
    .filter(Boolean),
);

/** A word (lower case) too common to be a name of its own (`the`, `at`, `when`). */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** Abbreviations and spellings that name the same thing; applied per token after folding. */
const EXPANSIONS = new Map<string, string[]>(
  Object.entries({
    sqli: ["sql", "injection"],
    xss: ["cross", "site", "script"],
    csrf: ["cross", "site", "request", "forgery"],
    ssrf: ["server", "side", "request", "forgery"],
    rce: ["remote", "code", "execution"],
    dos: ["denial", "service"],
    ddos: ["distributed", "denial", "service"],
    redos: ["regex", "denial", "service"],
    creds: ["credential"],
    cred: ["credential"],
    pwd: ["password"],
    passwd: ["password"],
    secret: ["credential"],
    db: ["database"],
    io: ["io"],
    async: ["async"],
    sync: ["synchronous"],
    synchronously: ["synchronous"],
    blocking: ["synchronous"],
    hardcode: ["hardcoded"],
    hardcoded: ["hardcoded"],
    concatenation: ["concat"],
    concatenated: ["concat"],
    concatenating: ["concat"],
    concatenate: ["concat"],
    unsanitized: ["unsanitised"],
    sanitization: ["sanitise"],
    sanitize: ["sanitise"],
    sanitized: ["sanitise"],
    authentication: ["auth"],
    authorization: ["authz"],
    authorisation: ["authz"],
    deserialisation: ["deserialize"],
    deserialization: ["deserialize"],
    serialisation: ["serialize"],
    serialization: ["serialize"],
  }),
);

/** A light suffix stripper: enough to fold plurals and verb forms, cheap enough for 10^5 titles. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (word.endsWith("ing") && word.length > 5) return word.slice(0, -3);
  if (word.endsWith("ed") && word.length > 4) return word.slice(0, -2);
  if (word.endsWith("es") && /(?:ch|sh|x|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us") && !word.endsWith("is"))
    return word.slice(0, -1);
  return word;
}

/**
 * Words a split at changes of case would cut wrongly: an acronym's plural (`URLs`, `APIs`), and
 * a word of at most five letters with a change of case inside it (`DoS`, `iOS`, `OAuth`); and a
 * numbered standard written apart (`ERC-20`, `EIP 1153`), one word as `ERC20` is.
 */
const ACRONYM_LIKE =
  /\b(?:[A-Z]{2,}s|[A-Za-z]{0,3}(?:[a-z][A-Z]|[A-Z]{2}[a-z])[A-Za-z]{0,2}|[A-Z]{2,5}[- ]\d{2,5})\b/g;

/**
 * The acronym of a plural, a short word whole when a split would leave a lone letter of it, a
 * standard's name and number joined.
 */
function acronym(word: string): string {
  if (/^[A-Z]{2,}s$/.test(word)) return word.slice(0, -1);
  if (/\d$/.test(word)) return word.replace(/[- ]/, "");
  if (word.length > 5) return word;
  const parts = word.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z])(?=[A-Z][a-z])/g, "$1 ");
  return parts.split(" ").some((p) => p.length === 1) ? word.toLowerCase() : word;
}

/**
 * Scripts written without spaces between words (Han, Hiragana, Katakana; Thai, Lao, Khmer,
 * Myanmar) and Hangul, whose particles join its words: a split at spaces cannot find their
 * words, so a run of them is read as its overlapping pairs of characters (`インジェクション` →
 * `イン`, `ンジ`, …), as search engines index such text without a dictionary (Lucene's CJK
 * bigrams). One issue reworded keeps most of its pairs; a particle's pairs are common and weigh
 * little, as common words do. (A class body, shared with the list labels of features.ts.)
 */
export const UNSPACED_LETTER =
  "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}\\u3005\\u30fc";
const UNSPACED = new RegExp(`[${UNSPACED_LETTER}]+`, "gu");

/** What separates words: anything but a letter (with its marks) or a digit, in any script. */
const SEPARATOR = /[^\p{L}\p{M}\p{N}]+/u;

/** A run of unspaced script as its pairs of characters, up to `limit` words in all; a lone character stands as itself. */
function pairs(run: string, out: string[], limit: number): void {
  const chars = Array.from(run);
  if (chars.length === 1) out.push(run);
  for (let i = 0; i + 1 < chars.length && out.length < limit; i++) out.push(chars[i]! + chars[i + 1]!);
}

/**
 * Lower-case words of a text in any script: camelCase and snake_case split, abbreviations
 * expanded, stopwords dropped, and text in an unspaced script read as pairs of characters. A
 * word of Latin letters is read without their marks where that leaves plain letters
 * (`bareLatin`).
 * Reviews are written in the team's language (`SQL注入`, `Zugriffsprüfung fehlt`); a split on
 * ASCII letters alone gave a Chinese or Japanese report no words and cut German ones at each
 * umlaut. NFKC first, so full-width `ＳＱＬ` and composed or decomposed accents read alike.
 */
export function words(input: string, limit = 400): string[] {
  const spaced = input
    .slice(0, 20_000)
    .normalize("NFKC")
    .replace(/hard[\s-]+coded/gi, "hardcoded")
    // Before the case split, which would cut "SQLi" into "SQ Li".
    .replace(/\bsqli\b/gi, " sql injection ")
    .replace(/n\s*\+\s*1/gi, " nplusone ")
    .replace(/i\/o/gi, " io ")
    .replace(ACRONYM_LIKE, acronym)
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    // "XMLParser" → "XML Parser"; a lookahead, not [A-Z]+ backtracking, keeps long capital runs linear.
    .replace(/([A-Z])(?=[A-Z][a-z])/g, "$1 ")
    .toLowerCase();
  const out: string[] = [];
  for (const token of spaced.split(SEPARATOR)) {
    if (token === "") continue;
    // Most text is ASCII: only a token with another script is looked at again.
    if (/^[a-z0-9]+$/.test(token)) addWord(token, out);
    else if (/^[a-z0-9]+$/.test(bareLatin(token))) addWord(bareLatin(token), out);
    else {
      let at = 0;
      for (const run of token.matchAll(UNSPACED)) {
        if (run.index > at) addWord(token.slice(at, run.index), out);
        pairs(run[0], out, limit);
        at = run.index + run[0].length;
      }
      if (at < token.length) addWord(token.slice(at), out);
    }
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * `token` with the marks on its Latin letters dropped (`àṣẹ`: `ase`, `whānau`: `whanau`): many
 * type a language without its marks, a habit of a whole run (`owo` for `owó`), and the two spell
 * one word. Only Latin letters' marks: in Devanagari or Cyrillic a mark is part of the letter.
 */
function bareLatin(token: string): string {
  return token
    .normalize("NFD")
    .replace(/(?<=\p{Script=Latin})\p{M}+/gu, "")
    .normalize("NFC");
}

/** One spaced word: dropped if a stopword, expanded if an abbreviation, else stemmed. */
function addWord(raw: string, out: string[]): void {
  if (STOPWORDS.has(raw)) return;
  // A Map, not an object: "constructor" or "toString" in a title must not find Object's members.
  const expanded = EXPANSIONS.get(raw);
  if (expanded) out.push(...expanded);
  else out.push(stem(raw));
}

/** The number `map` gives `text`, the next one if it has none. */
function numberIn(map: Map<string, number>, text: string): number {
  let n = map.get(text);
  if (n === undefined) {
    n = map.size;
    map.set(text, n);
  }
  return n;
}

/** Interns strings as small integers so token sets are sorted Int32Arrays, compared by merge. */
export class Interner {
  private readonly ids = new Map<string, number>();
  private readonly memos = new Map<string, Map<number | string, unknown>>();

  /**
   * Runs repeat the same titles and descriptions many times; text work is done once per
   * distinct text within one clustering. `kind` names what is worked out, `key` what it is
   * worked out of: the number of a text (`key`), or the numbers of several joined. One map per
   * kind, keyed by numbers, not by strings that spell out whole texts: with every text distinct
   * nearly every lookup is a miss, and each had hashed a new copy of the text.
   */
  cached<T extends NonNullable<unknown>>(kind: string, key: number | string, compute: () => T): T {
    let memo = this.memos.get(kind);
    if (memo === undefined) {
      memo = new Map();
      this.memos.set(kind, memo);
    }
    // No value is undefined, so a miss is one lookup, not two.
    let value = memo.get(key) as T | undefined;
    if (value === undefined) {
      value = compute();
      memo.set(key, value);
    }
    return value;
  }

  private readonly keys = new Map<string, number>();

  /** A small number for a string (a title, a description, a symbol), which `cached` keys are made of. */
  key(text: string): number {
    return numberIn(this.keys, text);
  }

  private texts = 0;
  private wordSets = 0;

  /** A new number for a text not seen before (callers memoise it with `cached`). */
  nextText(): number {
    return this.texts++;
  }

  /** A new number for a title's and description's word sets not seen before (memoised the same way). */
  nextWords(): number {
    return this.wordSets++;
  }

  /** How many distinct tokens have been interned. */
  get size(): number {
    return this.ids.size;
  }

  id(token: string): number {
    return numberIn(this.ids, token);
  }
  /** The tokens' numbers, sorted, each once. */
  set(tokens: Iterable<string>): Int32Array {
    const ids: number[] = [];
    for (const token of tokens) ids.push(this.id(token));
    const sorted = Int32Array.from(ids).sort();
    let n = 0;
    for (let i = 0; i < sorted.length; i++)
      if (n === 0 || sorted[i] !== sorted[n - 1]) sorted[n++] = sorted[i]!;
    return n === sorted.length ? sorted : sorted.slice(0, n);
  }
}

/** Character trigrams of the joined words: catches what stemming misses (`injectable`/`injection`). */
export function trigrams(tokens: string[]): string[] {
  const joined = ` ${tokens.join(" ")} `;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= joined.length; i++) grams.push(joined.slice(i, i + 3));
  return grams;
}

/** Whether a sorted set of word ids holds `word` (binary search). */
export function holds(sorted: Int32Array, word: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid]!;
    if (v === word) return true;
    if (v < word) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Size of the intersection of two sorted integer sets. */
export function overlap(a: Int32Array, b: Int32Array): number {
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      n++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return n;
}

/** Sørensen–Dice coefficient of two sorted sets, 0 when both are empty. */
export function dice(a: Int32Array, b: Int32Array): number {
  const total = a.length + b.length;
  return total === 0 ? 0 : (2 * overlap(a, b)) / total;
}

/** Share of the smaller set found in the larger: a short title inside a long one still scores high. */
export function containment(a: Int32Array, b: Int32Array): number {
  const smaller = Math.min(a.length, b.length);
  return smaller === 0 ? 0 : overlap(a, b) / smaller;
}

/** The summed weight of a set's tokens. */
export function mass(tokens: Int32Array, weight: Float64Array): number {
  let total = 0;
  for (const t of tokens) total += weight[t]!;
  return total;
}

/**
 * Dice coefficient with each token weighted (by its rarity): two texts that share a rare word
 * say more than two that share a common one. `massA` and `massB` are the sets' own summed
 * weights (`mass`), computed once per text. 0 when both are empty.
 */
export function weightedDice(
  a: Int32Array,
  b: Int32Array,
  weight: Float64Array,
  massA = mass(a, weight),
  massB = mass(b, weight),
  counts?: ReadonlySet<number>,
): number {
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      if (counts === undefined || counts.has(x)) shared += weight[x]!;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  const total = massA + massB;
  return total === 0 ? 0 : (2 * shared) / total;
}
