import type { Finding } from "../findings/types.js";
import { type CategoryInfo, canonicalCategory } from "./categories.js";
import { namesAsWords } from "./code-names.js";
import { type NumberWritten, numbersAfterWords } from "./numbered.js";
import {
  fold,
  mentionedPlaces,
  normalizeSymbol,
  ownNameText,
  pointerAsPath,
  selectingPlace,
  symbolNameText,
  tagAsRead,
} from "./symbols.js";
import { type Interner, UNSPACED_LETTER, words } from "./text.js";

/** What the matcher compares, computed once per finding. */
export interface Features {
  agent: string;
  /** Normalised path (`src/a.cs`), "" when the finding names no file. */
  file: string;
  /** Last path segment: findings are only compared within the same agent and file name. */
  fileBase: string;
  /** The path was absolute (`/…`, `C:\…`): its first directories are a machine's (isRooted). */
  rooted: boolean;
  /** Agent and file name: the block a finding is compared within (findings of two blocks never are). */
  block: string;
  category: CategoryInfo;
  /** Normalised symbol (`userservice.getuser`), "" when none. */
  symbol: string;
  /** The function or method name alone (`getuser`). */
  method: string;
  /** What owns it (`userservice`), "" when the symbol is a bare name. */
  owner: string;
  /** Every word of the symbol, qualifiers included (`api v1 user controller update`). */
  symbolWords: Int32Array;
  /** The written symbol's words that hold a number (`//STEP020 EXEC PGM=DKTSORT`: `step020`). */
  symbolNumbered: readonly string[];
  /**
   * The written symbol's words of three letters or more that its name as read does not hold: the
   * code around the name where the symbol is an expression (`Claim -> list.has(self.signers,
   * datum.seller)`, read as `list.has`: `claim`, `self`, `signers`, `datum`, `seller`).
   */
  symbolContext: Int32Array;
  /**
   * The symbol is the file's own name up to its extension (`STKALLOC` in `stkalloc.rpgle`: the
   * member, program or class the file holds) or with it (`crossref.lua`), so it names every place
   * in the file (compare.ts).
   */
  namesItsFile: boolean;
  /** The file's name read as a symbol (`daily.jq`: `jq` of `daily`), as a text may write it. */
  fileAsName: { method: string; owner: string };
  /**
   * The names the title and description write as code (`_transfer_out`, `json.Unmarshal()`),
   * folded as a symbol's method, each with the owners the text qualifies it by ("" where it
   * writes the name alone: `mkt._domainkey` is the `_domainkey` of `mkt`).
   */
  mentions: ReadonlyMap<string, ReadonlySet<string>>;
  /** Each mentioned name's words (`words`), as the title and description hold their words. */
  mentionWords: ReadonlyMap<string, Int32Array>;
  /**
   * The title's and description's words joined by hyphens (`box-weight`, `read-only`), folded as a
   * symbol's method (`boxweight`): prose writes such words as often as code, so each is read as a
   * name only where a report of the file gives it as its place (block-names.ts).
   */
  hyphenated: readonly string[];
  /**
   * The numbers the title and description write after their words (`port 5432`, `guest: 5432`),
   * by word, each with its unit, if any (numbered.ts).
   */
  numbered: ReadonlyMap<string, readonly NumberWritten[]>;
  /**
   * The title's and description's names followed by a number (`Reel 3's picture`,
   * `Sid:9000101 inspects`) or qualified with one colon (`alerts:update`), each folded as a symbol
   * (`reel.3`): read as a place only where a report of the file gives it as its place
   * (block-names.ts), as a reel, a rule or a URL name is.
   */
  placeNames: readonly string[];
  /** Every number the title, description and symbol write, within a word or not (`p8`: `8`). */
  numbers: readonly string[];
  /**
   * The words of what the title and description write as code (`codeTokens`: `exportPage`,
   * `page_num`, `article.comments`, `quoted(form)`), backticks or none.
   */
  codeWords: Int32Array;
  line: number | undefined;
  title: Int32Array;
  /**
   * The title's words with each name it writes as code one word (code-names.ts `namesAsWords`),
   * its category's and symbol's words kept: the form contrast.ts learns from, where two issues'
   * titles differ by the name they write. `title` itself where the title writes no such name.
   */
  titleNamed: Int32Array;
  description: Int32Array;
  /** One number per distinct title and description: the text a report repeats word for word. */
  textId: number;
  /**
   * One number per distinct pair of word sets (`title`, `description`), so comparisons of
   * repeated texts are memoised. Not `textId`: a title's words leave out what its category and
   * symbol say, so one text at two symbols has two sets of title words.
   */
  wordsId: number;
  /**
   * The description's words less those of its symbol's name, compared when both reports name
   * the same symbol (compare.ts): that agreement is the symbol field's to count.
   */
  bareDescription: Int32Array;
  /** The words of the symbol's own name (symbols.ts `ownNameText`: `_updateAll`: `update`, `all`; `GET /orders`: `order`). */
  methodWords: Int32Array;
  /** The title writes its symbol's name as the symbol writes it (`Cache array length in _updateAll`). */
  titleNamesSymbol: boolean;
  /** Rarity mass of title, description, symbol and bare description words, set once the rarities are known. */
  masses: [number, number, number, number];
  /**
   * The title's and description's words that its file's runs show telling two issues apart
   * (contrast.ts), set once they are learned; usually none.
   */
  slotted: Int32Array;
  /** The words that fill a slot of a few words its file's runs show (contrast.ts `learnFilled`); usually none. */
  filled: Int32Array;
  /**
   * A stable text of every field a report is compared by, for canonical ordering (order
   * invariance) and to find a run's word-for-word repeats: the path normalised, the fields the
   * input adds left out (`asWritten` holds what it leaves out).
   */
  signature: string;
}

const NO_WORDS = new Int32Array(0);

/**
 * `./src\\A.cs` and `src/a.cs` are one file. A URI's scheme (`package://arm_description/urdf/…`,
 * `file:///home/…`) and a root written as a substitution (`$(find arm_description)/urdf/…`,
 * `${workspaceFolder}/src/…`, `%USERPROFILE%\\…`) are where a tool finds the repository, not part
 * of its paths: what follows is the path, and ends as the path written from the top does. A path
 * copied from a link is percent-encoded (`devices/Granular%20Delay/…`): decoded, it is the path
 * written as the file is named (`devices/Granular Delay/…`), which it had been another file from.
 */
export function normalizePath(file: string | undefined): string {
  if (!file) return "";
  return percentDecoded(file)
    .trim()
    .replace(/\\/g, "/")
    .replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\//, "")
    .replace(/^(?:\$\([^)]*\)|\$\{[^}]*\}|%[^%/]+%)\//, "")
    .replace(/^(?:\.\/)+/, "")
    .replace(/^\/+/, "")
    .replace(/\/{2,}/g, "/")
    .toLowerCase();
}

/**
 * `text` with each run of percent-escapes decoded where it is UTF-8; anything else as written, so a
 * Windows variable (`%USERPROFILE%`) or a stray `%` stays.
 */
function percentDecoded(text: string): string {
  if (!text.includes("%")) return text;
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (escaped) => {
    try {
      return decodeURIComponent(escaped);
    } catch {
      return escaped;
    }
  });
}

/** A path without its file's extensions: `src/server/combat.server.luau` → `src/server/combat`. */
export function barePath(path: string): string {
  const slash = path.lastIndexOf("/") + 1;
  const dot = path.indexOf(".", slash + 1);
  return dot > slash ? path.slice(0, dot) : path;
}

/** A normalised path's file name: blocks, boilerplate and the judge's requests go by it. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/**
 * An absolute path (`/home/runner/work/…`, `C:\src\…`, `~/…`, `\\server\share\…`): its first
 * directories are where the repository sat on the machine that ran the review, not part of it.
 */
export function isRooted(file: string | undefined): boolean {
  return file !== undefined && /^\s*(?:[/\\~]|[A-Za-z]:[/\\])/.test(file);
}

/**
 * True when two normalised paths name the same file: equal, or one is the other's tail at a `/`
 * boundary; or, when both were absolute (`rooted`), they end in the same directory and file and
 * what comes before shares no directory. Runs on two machines (a test sharded over a Linux and
 * a Windows runner, a model inventing `/app/`) put one repository under two roots:
 * `/home/runner/work/shop/shop/src/a.ts` and `D:\a\shop\shop\src\a.ts` are one file. Two
 * files of one tree (`/repo/packages/a/src/index.ts`, `/repo/packages/b/src/index.ts`) share
 * the directories above the one they differ in, and stay two; so do paths written from the
 * repository's top (`/client/src/util.ts`, `/server/src/util.ts`), whose roots are too shallow
 * to be a machine's.
 */
export function sameFile(a: string, b: string, rooted = false): boolean {
  if (a === b) return true;
  if (a.length > b.length ? a.endsWith(`/${b}`) : b.endsWith(`/${a}`)) return true;
  if (!rooted) return false;
  const x = a.split("/");
  const y = b.split("/");
  let tail = 0;
  while (tail < x.length && tail < y.length && x[x.length - 1 - tail] === y[y.length - 1 - tail]) tail++;
  if (tail < 2) return false;
  const rootX = x.slice(0, x.length - tail);
  const rootY = y.slice(0, y.length - tail);
  // `/client/src/util.ts` and `/server/src/util.ts` are a repository's own directories written
  // from its top, not two machines: a machine's root is a drive or at least two directories deep.
  const machine = (root: string[]) => root.length >= 2 || /^[a-z]:$/.test(root[0] ?? "");
  if (!machine(rootX) && !machine(rootY)) return false;
  const above = new Set(rootX);
  return rootY.every((dir) => !above.has(dir));
}

/** A report's file as the grouping compares it: the normalised path ("" for none), and whether it was written absolute. */
export interface NamedFile {
  file: string;
  rooted: boolean;
}

/**
 * Whether two reports may be in one file: one names none, or both name it (`sameFile`). Every
 * step of the grouping, and the grouping judge's merges, ask this of each two reports of a group.
 */
export function mayBeOneFile(a: NamedFile, b: NamedFile): boolean {
  return a.file === "" || b.file === "" || sameFile(a.file, b.file, a.rooted && b.rooted);
}

/** The words a finding's category and symbol say, which its title words need not say again. */
export function knownWords(finding: Finding, category: CategoryInfo, symbol: string): Set<string> {
  return new Set([
    ...words(finding.category),
    ...words(category.label),
    ...words(finding.symbol ?? ""),
    ...symbol.split("."),
  ]);
}

/**
 * What a title may start with: a number in a list (`3. `, `3) `, `(3) `, `#3 `, `Finding 3: `)
 * or a bracketed tag (`[WW-003] `, `[run 3] `, `[HIGH] `).
 */
const TITLE_LABEL =
  /^\s*(?:(?:finding|issue|item)\s*#?\d+\s*[:.)–—-]|#?\d+[.)](?=\s)|\(\d+\)|#\d+|\[[^\]]{1,40}\])\s*/i;

/**
 * The same in the words of any language: a word and a number, then a colon (`Befund 3:`,
 * `Hallazgo #3:`, `Problème 3 :`), or a word of a script written without spaces set against its
 * number (`问题3：`, `指摘3：`; the scripts text.ts reads as pairs). A word in capitals is a
 * standard's name, not a label (`EIP 1153: transient storage`), and a word written against its
 * number is one word (`ERC20:`).
 */
const WORD_LABEL = new RegExp(
  String.raw`^\s*(?:(?!\p{Lu}{2})\p{L}[\p{Ll}\p{Lm}\p{M}]*\s+#?|[${UNSPACED_LETTER}]{1,4}\s*#?)\d{1,3}\s*[:：]\s*`,
  "u",
);

/** A bracketed standard identifier (`[CVE-2021-44228]`, `[CWE-89]`) names the issue itself. */
const STANDARD_ID = /^\s*\[\s*(?:CVE|CWE|GHSA|SWC|EIP|ERC|OWASP|A\d\d:\d{4})/i;

/**
 * A title without the numbers it starts with. A model that numbers its list or tags each title
 * with a number writes the same number on unrelated issues (every run has a third finding), and
 * a number is a rare word, so as words they made two runs' third findings look alike and one
 * issue's reports under two numbers look apart. A tag without a digit (`[HIGH]`, `[Security]`)
 * or with a standard identifier (`[CVE-2021-44228]`) says something of the issue, and stays.
 */
export function unlabelled(title: string): string {
  let kept = "";
  let rest = title;
  const label = (text: string) => TITLE_LABEL.exec(text) ?? WORD_LABEL.exec(text);
  for (let match = label(rest); match && match[0].length > 0; match = label(rest)) {
    if (!/\d/.test(match[0]) || STANDARD_ID.test(match[0])) kept += match[0];
    rest = rest.slice(match[0].length);
  }
  return kept + rest;
}

/** A finding's title words, less its list number and the words its category or its symbol already say. */
export function titleWords(finding: Finding, known: Set<string>): string[] {
  return words(unlabelled(finding.title), 60).filter((w) => !known.has(w));
}

/** `text` writes `name` as it is written, whole (not inside a longer name), in any case. */
function writesName(text: string, name: string): boolean {
  const target = name.trim().toLowerCase();
  if (target === "") return false;
  const folded = text.toLowerCase();
  const inName = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}_$]/u.test(c);
  for (let at = folded.indexOf(target); at >= 0; at = folded.indexOf(target, at + 1))
    if (!inName(folded[at - 1]) && !inName(folded[at + target.length])) return true;
  return false;
}

/**
 * What a report's `signature` leaves out: its path and symbol as written and the fields the input
 * adds. Without the symbol, a run's `A.Get` and `A::get()` (one place, one signature) tied, and
 * which of them stood for the finding followed the order the run gave them in.
 */
export function asWritten(finding: Finding): string {
  return [
    finding.file ?? "",
    finding.symbol ?? "",
    finding.extra === undefined ? "" : JSON.stringify(finding.extra),
  ].join("\u0000");
}

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * A symbol as its place is read: a JSON Pointer as the key path (`pointerAsPath`), a tag alone in
 * angle brackets that other reports give as their place as that place (`namedTags`), a row selected
 * by a key whose values tell places apart (`selectingKeys`) as the value within the key
 * (`trip_id=T2041` is `trip_id.T2041`), a name written with two arities as the arity within the
 * name (`bonus/2` is `bonus.2`, so the bare name is their owner), a call or an annotation written
 * with two literals as the literal within the name (`@id("vet-read")` is `@id.vet-read`), anything
 * else as written.
 */
function placeAsRead(
  symbol: string | undefined,
  file: string,
  selecting: ReadonlySet<string>,
  tags: ReadonlySet<string>,
): string | undefined {
  const whole = pointerAsPath(symbol, file) ?? tagAsRead(symbol, tags);
  if (whole !== undefined) return whole;
  if (selecting.size === 0) return symbol;
  const keyed = selectingPlace(symbol);
  return keyed !== undefined && selecting.has(keyed.key) ? keyed.place : symbol;
}

/** The words of `symbol` that hold a letter and a number (`step020`, `tank_7`), in lower case. */
function numberedWords(symbol: string): string[] {
  return symbol
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((word) => /\p{L}/u.test(word) && /\d/.test(word));
}

/**
 * The tokens of a text that are written as code, with or without backticks: in camelCase or
 * snake_case, dotted, called, or with a digit in them. Prose words are none of these in any
 * language; a model writes names inline as often as in backticks.
 */
function codeTokens(text: string): string[] {
  return text
    .split(/\s+/)
    .map((token) => token.replace(/^[^\p{L}\p{N}_$@#.]+|[^\p{L}\p{N}_)]+$/gu, ""))
    .filter((token) => /\p{Ll}\p{Lu}|_|\d|\w\.\w|\w\(/u.test(token));
}

/** Words joined by hyphens, none of them at a path's or a name's edge (`HYPHENATED`). */
const HYPHENATED =
  /(?<![\p{L}\p{N}_./-])\p{L}[\p{L}\p{N}]*(?:-[\p{L}\p{N}]+)+(?![\p{L}\p{N}_/-]|\.[\p{L}\p{N}])/gu;

/** A text's words joined by hyphens, each folded as a symbol's method (`Features.hyphenated`). */
function hyphenatedNames(text: string): string[] {
  if (!text.includes("-")) return [];
  const names = new Set<string>();
  // Folded as `normalizeSymbol` folds a name of one part, without reading it whole: a text holds many.
  for (const [token] of text.matchAll(HYPHENATED)) names.add(fold(token));
  return [...names];
}

/** A name and the number after it, apart or joined by `:`, `#`, `_` or `-` (`NUMBERED_NAME`). */
const NUMBERED_NAME =
  /(?<![\p{L}\p{N}_])(\p{L}[\p{L}\p{N}_]*?)(?:\s*[:#]\s*|\s+|[_-])?(\d+)(?![\p{L}\p{N}_])/gu;

/**
 * A name qualified by another with one colon (`alerts:update`, Django's URL name in its namespace;
 * `sid:9000101`): no code by its look, as prose writes `Note:` too.
 */
const COLON_NAME =
  /(?<![\p{L}\p{N}_:])(\p{L}[\p{L}\p{N}_-]*):([\p{L}\p{N}_][\p{L}\p{N}_-]*)(?![\p{L}\p{N}_:])/gu;

/**
 * A text's names followed by a number, and its names qualified with one colon, each folded as a
 * symbol (`Features.placeNames`).
 */
function placeNamesOf(text: string): string[] {
  if (!/[\d:]/.test(text)) return [];
  const names = new Set<string>();
  // Folded as `normalizeSymbol` folds an owner and a name, without reading each whole.
  for (const [, name, number] of text.matchAll(NUMBERED_NAME)) names.add(`${fold(name!)}.${number!}`);
  if (text.includes(":"))
    for (const [, owner, name] of text.matchAll(COLON_NAME)) {
      const folded = fold(name!);
      if (folded !== "") names.add(`${fold(owner!)}.${folded}`);
    }
  return [...names];
}

export function featuresOf(
  written: Finding,
  interner: Interner,
  resolvedFile?: string,
  selecting: ReadonlySet<string> = NO_KEYS,
  tags: ReadonlySet<string> = NO_KEYS,
): Features {
  // The path as the test resolves it (file-names.ts), else as written, normalised.
  const file = resolvedFile ?? normalizePath(written.file);
  const read = placeAsRead(written.symbol, file, selecting, tags);
  const finding = read === written.symbol ? written : { ...written, symbol: read };
  // Each text as a number, which the memos below are keyed by: a long text is hashed once.
  const titleKey = interner.key(finding.title);
  const categoryKey = interner.key(finding.category);
  const symbolKey = interner.key(finding.symbol ?? "");
  const descriptionKey = interner.key(finding.description);
  const sym = interner.cached("symbol", symbolKey, () => normalizeSymbol(finding.symbol));
  const category = canonicalCategory(finding.category);
  // Title words already said by the category or the symbol are evidence counted there; a
  // generic title ("SQL Injection in GetUser") must not make two different issues look alike.
  const title = interner.cached("title", `${titleKey},${categoryKey},${symbolKey}`, () => {
    // Many findings share a category and a symbol: their words are worked out once.
    const known = interner.cached("known", `${categoryKey},${symbolKey}`, () =>
      knownWords(finding, category, sym.symbol),
    );
    return interner.set(titleWords(finding, known));
  });
  const titleNamed = interner.cached("title named", `${titleKey},${categoryKey},${symbolKey}`, () => {
    const text = unlabelled(finding.title);
    const named = namesAsWords(text);
    return named === text ? title : interner.set(words(named, 60));
  });
  const ownName = interner.cached("own name", symbolKey, () => ownNameText(finding.symbol));
  const agent = finding.agent?.trim().toLowerCase() ?? "";
  const fileBase = baseName(file);
  const symbolWords = interner.cached("symbol words", symbolKey, () =>
    interner.set(sym.symbol === "" ? [] : words((finding.symbol ?? "").replace(/[():]/g, " "), 40)),
  );
  const description = interner.cached("description", descriptionKey, () =>
    interner.set(words(finding.description, 300)),
  );
  const nameWords = interner.cached("symbol name", symbolKey, () =>
    interner.set(words(symbolNameText(finding.symbol), 40)),
  );
  const methodWords = interner.cached("method words", symbolKey, () => interner.set(words(ownName, 40)));
  const fileAsName = interner.cached("file as symbol", fileBase, () => normalizeSymbol(fileBase));
  const mentions = interner.cached("mentions", `${titleKey},${descriptionKey}`, () =>
    // Texts name the same few functions again and again: each name is read as a symbol once. A
    // title's leading tag with a number (`[P1]`, `Finding 3:`) is the run's label, no name (`unlabelled`):
    // read as one, it named a place no other run's report of the issue wrote.
    mentionedPlaces(`${unlabelled(finding.title)}\n${finding.description}`, (name) =>
      interner.cached("mentioned", name, () => normalizeSymbol(name)),
    ),
  );
  return {
    agent,
    file,
    fileBase,
    rooted: isRooted(finding.file),
    block: `${agent}\u0000${fileBase}`,
    category,
    ...sym,
    symbolWords,
    symbolNumbered: interner.cached("symbol numbered", symbolKey, () => numberedWords(finding.symbol ?? "")),
    symbolContext: interner.cached("symbol context", symbolKey, () => {
      const named = new Set(words(sym.symbol, 40));
      return interner.set(
        words((finding.symbol ?? "").replace(/[():]/g, " "), 40).filter(
          (w) => w.length >= 3 && !named.has(w),
        ),
      );
    }),
    namesItsFile:
      (sym.owner === "" && sym.method !== "" && sym.method === barePath(fileBase)) ||
      // The file's whole name, its extension included (`crossref.lua` in `filters/crossref.lua`).
      (sym.symbol !== "" && sym.symbol === fileAsName.symbol),
    fileAsName,
    mentions,
    numbered: interner.cached("numbered", `${titleKey},${descriptionKey}`, () =>
      numbersAfterWords(`${unlabelled(finding.title)}\n${finding.description}`),
    ),
    hyphenated: interner.cached("hyphenated", `${titleKey},${descriptionKey}`, () =>
      hyphenatedNames(`${unlabelled(finding.title)}\n${finding.description}`),
    ),
    placeNames: interner.cached("place names", `${titleKey},${descriptionKey}`, () =>
      placeNamesOf(`${unlabelled(finding.title)}\n${finding.description}`),
    ),
    numbers: interner.cached("numbers", `${titleKey},${descriptionKey},${symbolKey}`, () => [
      ...new Set(`${finding.title}\n${finding.description}\n${finding.symbol ?? ""}`.match(/\d+/g) ?? []),
    ]),
    codeWords: interner.cached("code words", `${titleKey},${descriptionKey}`, () =>
      interner.set(
        codeTokens(`${finding.title}\n${finding.description}`).flatMap((token) => words(token, 40)),
      ),
    ),
    mentionWords: interner.cached(
      "mention words",
      `${titleKey},${descriptionKey}`,
      // A name's words once, however many texts write it.
      () =>
        new Map(
          [...mentions.keys()].map((name) => [
            name,
            interner.cached("name words", name, () => interner.set(words(name, 40))),
          ]),
        ),
    ),
    line: finding.line,
    title,
    titleNamed,
    description,
    bareDescription: interner.cached("bare description", `${descriptionKey},${symbolKey}`, () =>
      description.filter((w) => !nameWords.includes(w)),
    ),
    methodWords,
    titleNamesSymbol: interner.cached("title names symbol", `${titleKey},${symbolKey}`, () =>
      writesName(finding.title, ownName),
    ),
    textId: interner.cached(
      "text",
      `${interner.cached("unlabelled", titleKey, () => interner.key(unlabelled(finding.title)))},${descriptionKey}`,
      () => interner.nextText(),
    ),
    wordsId: interner.cached("words", `${titleKey},${categoryKey},${symbolKey},${descriptionKey}`, () =>
      interner.nextWords(),
    ),
    masses: [0, 0, 0, 0],
    slotted: NO_WORDS,
    filled: NO_WORDS,
    signature: [
      finding.agent ?? "",
      file,
      finding.category,
      // The place the symbol names, as the path is normalised: `A::get()` repeats `A.Get`.
      sym.symbol,
      finding.line ?? "",
      finding.severity,
      finding.title,
      finding.description,
    ].join("\u0000"),
  };
}
