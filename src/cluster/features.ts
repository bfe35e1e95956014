import { DECLARATION_KINDS, writtenAsCode } from "../findings/location.js";
import type { Finding } from "../findings/types.js";
import { type CategoryInfo, canonicalCategory } from "./categories.js";
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
  /** The names the title and description write as code (`_transfer_out`, `json.Unmarshal()`), folded as a symbol's method. */
  mentions: ReadonlySet<string>;
  line: number | undefined;
  title: Int32Array;
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
  /** Rarity mass of title, description, symbol and bare description words, set once the rarities are known. */
  masses: [number, number, number, number];
  /**
   * A stable text of every field a report is compared by, for canonical ordering (order
   * invariance) and to find a run's word-for-word repeats: the path normalised, the fields the
   * input adds left out (`asWritten` holds what it leaves out).
   */
  signature: string;
}

/** `./src\\A.cs` and `src/a.cs` are one file. */
export function normalizePath(file: string | undefined): string {
  if (!file) return "";
  return file
    .trim()
    .replace(/\\/g, "/")
    .replace(/^(?:\.\/)+/, "")
    .replace(/^\/+/, "")
    .replace(/\/{2,}/g, "/")
    .toLowerCase();
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

/** A symbol that names no place: `<module>`, `N/A`, `unknown`, `(top-level)`, `global`. */
const PLACEHOLDER =
  /^(?:<[^>]*>|\(?(?:n\/?a|none|null|unknown|global|top[- ]?level|module|file|anonymous)\)?|-+|\?+)$/i;

/** A symbol's name and what owns it (`owner.method`), folded; all "" when it names no place. */
interface SymbolName {
  symbol: string;
  method: string;
  owner: string;
}

const NO_SYMBOL: SymbolName = { symbol: "", method: "", owner: "" };

/** A name part folded for comparison: lower case, letters and digits of any script, `_` and `$`. */
const fold = (part: string) => part.toLowerCase().replace(/[^\p{L}\p{M}\p{N}_$]/gu, "");

const named = (owner: string, method: string): SymbolName =>
  method === "" ? NO_SYMBOL : { symbol: owner ? `${owner}.${method}` : method, method, owner };

/** An Objective-C message: `-[Class sel:with:]`, `+[Class(Category) sel]`. */
const OBJC_MESSAGE = /^[-+]\s*\[\s*([\p{L}_$][\p{L}\p{N}_$]*)(?:\s*\([^)]*\))?\s+([^\]]+)\]$/u;
/** An Objective-C method declaration: `- (void)URLSession:(NSURLSession *)session didReceive…`. */
const OBJC_DECLARATION = /^[-+]\s*\(/;
/** A selector written alone, each keyword ending in a colon: `URLSession:didReceiveChallenge:`. */
const OBJC_SELECTOR = /^(?:[\p{L}_$][\p{L}\p{N}_$]*:)+$/u;

/**
 * An Objective-C method's selector as one name: its keywords (`URLSession:`,
 * `didReceiveChallenge:`, `completionHandler:`) are one method's name, not an owner and a
 * member, and a declaration names them between its parameters' types and names. Written as a
 * message (`-[APIClient URLSession:didReceiveChallenge:completionHandler:]`), as the selector
 * alone, or as the declaration, it is `urlsessiondidreceivechallengecompletionhandler`, with
 * the class as its owner when given. Undefined for any other symbol.
 */
function objcMethod(symbol: string): SymbolName | undefined {
  const message = OBJC_MESSAGE.exec(symbol);
  if (message) return named(fold(message[1]!), selectorOf(message[2]!));
  if (OBJC_SELECTOR.test(symbol)) return named("", selectorOf(symbol));
  if (!OBJC_DECLARATION.test(symbol)) return undefined;
  // The types are in parentheses, nested for a block's type.
  return named("", selectorOf(withoutNested(symbol.slice(1), /\([^()]*\)/g, " ")));
}

/** `text` with every match of `innermost` replaced, again until none is left: nested brackets from the inside out. */
function withoutNested(text: string, innermost: RegExp, by: string): string {
  let out = text;
  for (let before = ""; before !== out;) {
    before = out;
    out = out.replace(innermost, by);
  }
  return out;
}

/** The keywords of a selector joined (`a:b:` → `ab`), or a unary selector's one word. */
function selectorOf(text: string): string {
  const keywords = [...text.matchAll(/([\p{L}_$][\p{L}\p{N}_$]*)\s*:/gu)].map((k) => k[1]!);
  return fold(keywords.length > 0 ? keywords.join("") : (text.trim().split(/\s+/)[0] ?? ""));
}

/**
 * The name a declaration or a call gives just before its parameters, with what qualifies it
 * (`Foo::bar`, `pkg.Handler.ServeHTTP`): the words set off before it by a space are modifiers and
 * a return type (`public async Task<User> GetUserAsync(int id)`, `export default function
 * handler(req, res)`), and what follows the parameters is qualifiers, a return type or prose
 * (`Foo::bar() const`, `withdraw() function`). Taken as the name's owner, a return type had made
 * `Task.GetUserAsync` of `UserService.GetUserAsync`, another owner's method. When nothing is
 * written against a parenthesis (`GetUser (handlers.go:42)`, `(*Server).Handle`), the symbol
 * as given, less its type arguments.
 */
function declaredName(symbol: string): string {
  // Type arguments, nested ones too (`Map<String, List<User>>`), and a Go method's receiver
  // type, which is its owner (`store.(*UserStore).Find` is `UserStore.Find`).
  const bare = withoutNested(symbol, /<[^<>]*>/g, "").replace(
    /\(\*?([\p{L}_$][\p{L}\p{N}_$]*)\)(?=\.)/gu,
    "$1",
  );
  const name = /([^\s(]*[\p{L}\p{N}_$!?])\(/u.exec(bare);
  return name ? name[1]! : statementName(bare);
}

/** The methods of HTTP a route is written with. */
const HTTP_METHOD = "GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS";
/** An HTTP route: a method, or none, and a path (`GET /orders/{id}`, `/orders/:id`). */
const ROUTE = new RegExp(String.raw`^(?:(${HTTP_METHOD})\s+)?(\/[^\s?#]*)(?:[?#]\S*)?$`, "i");
/** A path segment that is a parameter, however the framework writes it: `{id}`, `:id`, `<int:id>`, `[id]`, `*`. */
const ROUTE_PARAMETER = /^(?:\{[^}]*\}|:.+|<[^>]*>|\[[^\]]*\]|\*+)$/;

/**
 * A route names an endpoint: its method and its path, with each parameter written as `*`
 * (`GET /orders/{id}`, `get /orders/<id>` and `GET /orders/:id` are `GET /orders/*`). Read as a
 * name, its last two segments were taken for an owner and a method: `GET /orders` and
 * `GET /orders/<id>`, a list and its detail, read alike, and `GET /accounts/{id}/balance` was
 * the member `balance` of an owner `id`. The method is the owner, kept in capitals as HTTP
 * writes it so it never equals a folded name (a function called `get`): two routes of one method
 * are two places, and the same path with and without its method one. Undefined for any other symbol.
 */
function routeOf(symbol: string): SymbolName | undefined {
  const route = ROUTE.exec(symbol);
  if (!route) return undefined;
  const path = route[2]!
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => (ROUTE_PARAMETER.test(segment) ? "*" : segment.toLowerCase()))
    .join("/");
  const method = route[1]?.toUpperCase() ?? "";
  return { symbol: method ? `${method} /${path}` : `/${path}`, method: `/${path}`, owner: method };
}

/** A type's declaration (`class InvoiceService`, `public without sharing class CrewController`, `type Store struct`): the word after the keyword is the name. */
const TYPE_DECLARATION = new RegExp(
  String.raw`(?:^|\s)(${[...DECLARATION_KINDS, "record", "object", "namespace", "protocol", "type"].join("|")})\s+([^\s{(<:]+)`,
  "i",
);

/**
 * A statement that calls nothing by name, read for the name it declares or assigns: a type's
 * declaration names the type (`class InvoiceService` was `InvoiceService` owned by `class`),
 * an assignment the name assigned (`const handler = async (req, res) =>` was `handler.async`,
 * `cidr_blocks = ["0.0.0.0/0"]` was `0.0`). Anything else as written.
 */
function statementName(statement: string): string {
  const type = TYPE_DECLARATION.exec(statement);
  // Written as languages write their keywords (`class`, ABAP's `CLASS`), not as a word of prose
  // (`Record parsing`): some kinds are also English words.
  if (type && (type[1] === type[1]!.toLowerCase() || type[1] === type[1]!.toUpperCase())) return type[2]!;
  // One `=`, not `==`, `=>`, `<=`, `>=`, `!=` or `:=`: what it assigns to is on its left.
  const assigned = /^([^=]*?[^=!<>:+\-*/%&|^\s])\s*=(?![=>])/.exec(statement);
  return assigned ? assigned[1]!.trim().split(/\s+/).pop()! : statement;
}

/**
 * A symbol less the arguments written after its name and a space: a Tcl procedure's braced
 * list (`proc ::roster::load_month {args}` was `args` owned by `load_month`) and a command's
 * parameters (`Invoke-Rotation -Target <string>` was `target`).
 */
function withoutArguments(symbol: string): string {
  return symbol.replace(/\s+(?:\{[^{}]*\}|-\p{L}[^]*)$/u, "");
}

/**
 * `UserService.GetUser(int id)`, `UserService::getUser()`, `userService->getUser`,
 * `ZCL_USER=>GET_USER` (ABAP), `UserService@getUser` (a Laravel route's action) and `GetUser`
 * become `userservice.getuser` / `getuser`: parameters dropped, separators unified, case folded
 * (the Determinism Measurement System's "method signatures are simplified"). What a declaration
 * writes around its name is dropped (`declaredName`), and so is a type signature without
 * parameters, or it would be taken for the name: `runAligner :: Config -> IO ()`,
 * `collect : pileup list -> variant list`. A colon with no space around it separates, like `::`
 * (`handlers.py:get_user`), except in an Objective-C selector (`objcMethod`). A route is its
 * method and path (`routeOf`); a statement that calls nothing names what it declares or assigns
 * (`statementName`).
 */
export function normalizeSymbol(symbol: string | undefined): SymbolName {
  if (!symbol || PLACEHOLDER.test(symbol.trim())) return NO_SYMBOL;
  // An Objective-C method and a route are read whole, not split at their separators.
  const whole = objcMethod(symbol.trim()) ?? routeOf(symbol.trim());
  if (whole) return whole;
  const parts = qualifiedName(symbol)
    .split(/::|->|=>|(?<!:):(?!:)|[.#@/\\]|\s+/)
    .map(fold)
    .filter((p) => p !== "");
  if (parts.length === 0) return NO_SYMBOL;
  return named(parts.length > 1 ? parts[parts.length - 2]! : "", parts[parts.length - 1]!);
}

/**
 * A symbol's name as written, with what qualifies it, less what `normalizeSymbol` drops before
 * it splits the name: parameters, arity, a signature, declaring keywords and modifiers
 * (`function withdraw(address to) external onlyOwner` is `withdraw`). Its words are the ones a
 * description at the same symbol only restates (`bareDescription`); a parameter or a modifier
 * says nothing of the place. A route or an Objective-C method as given.
 */
export function symbolNameText(symbol: string | undefined): string {
  if (!symbol || PLACEHOLDER.test(symbol.trim())) return "";
  if (objcMethod(symbol.trim()) ?? routeOf(symbol.trim())) return symbol.trim();
  return qualifiedName(symbol);
}

/** The name `normalizeSymbol` splits into owner and method, as written. */
function qualifiedName(symbol: string): string {
  return (
    declaredName(withoutArguments(symbol))
      // An Erlang or Elixir function's arity (`get_user/1`) is not part of its name.
      .replace(/\/\d+\s*$/, "")
      // Parentheses not written against a name (`GetUser (handlers.go:42)`).
      .replace(/\([^)]*\)?/g, "")
      // A type signature or annotation: `name :: Type`, `name : Type`, `name: Type`, `name -> Type`.
      .replace(/(?:\s+::|(?<!:):(?!:)(?=\s)|\s+:|\s+->)\s[\s\S]*$/, "")
      .replace(/\b(?:function|method|def|func|fun|fn|sub|proc|constructor of)\s+(?=[A-Za-z_$])/gi, " ")
      .trim()
  );
}

/**
 * A name written in prose as code: in backticks, or an identifier, qualified or not, that is
 * followed by its parentheses or has a mark no word of prose has (`_`, a digit, a capital inside
 * it: `_transfer_out`, `getUser`, `sha1`). A word of prose that is also a function's name
 * (`transfer`) cannot be told from the word, so it is not taken for one.
 */
const CODE_NAME =
  /`([^`\n]{1,80})`|([\p{L}_$][\p{L}\p{N}_$]*(?:(?:\.|::|->|#)[\p{L}_$][\p{L}\p{N}_$]*)*)(\s*\()?/gu;

/** A route in prose: a method in capitals, then a path (`POST /login`, `GET /orders/{id}`). */
const ROUTE_IN_TEXT = new RegExp(String.raw`\b(?:${HTTP_METHOD})\s+\/[\w\-./{}<>[\]:*~%]*`, "g");

/**
 * The names a report's text writes as code, each folded as a symbol's method (`StableSwap._transfer_out`
 * → `_transfer_out`). One issue's reports often name as their symbol different functions on its
 * path (the entry point, the function at fault, the call at fault) and write the others in their
 * text: `exchange` with "raw_call result ignored in `_transfer_out`", `_transfer_out` with "the
 * bytes returned by raw_call are discarded". compare.ts reads that as a level of the symbol field.
 */
export function mentionedNames(text: string): Set<string> {
  const names = new Set<string>();
  // A route written with its method (`POST /login has no rate limit`) names the endpoint a
  // report about its handler (`login_view`) may give as its symbol, and the other way round.
  for (const route of text.slice(0, 20_000).matchAll(ROUTE_IN_TEXT))
    names.add(routeOf(route[0].replace(/[.:]+$/, ""))!.method);
  for (const match of text.slice(0, 20_000).matchAll(CODE_NAME)) {
    const name = match[1] ?? match[2]!;
    if (match[1] === undefined && match[3] === undefined && !writtenAsCode(name)) continue;
    const method = normalizeSymbol(name).method;
    if (method !== "") names.add(method);
  }
  return names;
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

const NO_NAMES: ReadonlySet<string> = new Set();

/** What a report's `signature` leaves out: its path as written and the fields the input adds. */
export function asWritten(finding: Finding): string {
  return `${finding.file ?? ""}\u0000${finding.extra === undefined ? "" : JSON.stringify(finding.extra)}`;
}

/** `readsMentions`: find the names the text writes as code (`mentions`), which only a grouping with a judge reads. */
export function featuresOf(finding: Finding, interner: Interner, readsMentions = false): Features {
  const file = normalizePath(finding.file);
  const sym = normalizeSymbol(finding.symbol);
  const category = canonicalCategory(finding.category);
  // Title words already said by the category or the symbol are evidence counted there; a
  // generic title ("SQL Injection in GetUser") must not make two different issues look alike.
  const title = interner.cached(
    `t\u0000${finding.title}\u0000${finding.category}\u0000${finding.symbol ?? ""}`,
    () => {
      // Many findings share a category and a symbol: their words are worked out once.
      const known = interner.cached(`k\u0000${finding.category}\u0000${finding.symbol ?? ""}`, () =>
        knownWords(finding, category, sym.symbol),
      );
      return interner.set(titleWords(finding, known));
    },
  );
  const agent = finding.agent?.trim().toLowerCase() ?? "";
  const fileBase = baseName(file);
  const symbolWords = interner.cached(`s\u0000${sym.symbol === "" ? "" : (finding.symbol ?? "")}`, () =>
    interner.set(sym.symbol === "" ? [] : words((finding.symbol ?? "").replace(/[():]/g, " "), 40)),
  );
  const description = interner.cached(`d\u0000${finding.description}`, () =>
    interner.set(words(finding.description, 300)),
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
    mentions: readsMentions
      ? interner.cached(`m\u0000${finding.title}\u0000${finding.description}`, () =>
          mentionedNames(`${finding.title}\n${finding.description}`),
        )
      : NO_NAMES,
    line: finding.line,
    title,
    description,
    bareDescription: interner.cached(`b\u0000${finding.description}\u0000${finding.symbol ?? ""}`, () => {
      const name = interner.set(words(symbolNameText(finding.symbol), 40));
      return description.filter((w) => !name.includes(w));
    }),
    textId: interner.cached(`x\u0000${unlabelled(finding.title)}\u0000${finding.description}`, () =>
      interner.nextText(),
    ),
    wordsId: interner.cached(
      `w\u0000${finding.title}\u0000${finding.category}\u0000${finding.symbol ?? ""}\u0000${finding.description}`,
      () => interner.nextWords(),
    ),
    masses: [0, 0, 0, 0],
    signature: [
      finding.agent ?? "",
      file,
      finding.category,
      finding.symbol ?? "",
      finding.line ?? "",
      finding.severity,
      finding.title,
      finding.description,
    ].join("\u0000"),
  };
}
