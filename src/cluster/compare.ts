import { categoryCompatibility } from "./categories.js";
import { boilerplateKey } from "./boilerplate.js";
import type { Contrasts } from "./contrast.js";
import type { Features } from "./features.js";
import { numbersApart } from "./numbered.js";
import { holds, mass, weightedDice } from "./text.js";

/**
 * How two findings compare, field by field, as discrete agreement levels (the comparison
 * vector of Fellegi–Sunter record linkage). Levels carry no weight of their own: how much each
 * says is learned from the runs (learn.ts), starting from the prior given here.
 */
export interface FieldSpec {
  name: string;
  levels: string[];
  /**
   * Prior chance of each level for two reports of one issue (m) and of two different issues (u).
   * Only the levels that say something count: learn.ts rescales them to sum to 1 without the
   * null level's entry.
   */
  prior: { m: number[]; u: number[] };
  /** The level for "one side does not say": no evidence either way (weight 0), as in Splink. */
  nullLevel?: number;
}

// How much two reports' text shares, in steps fine enough at the low end for the runs to teach
// the difference: two issues reported at one place typically share a few common words (Dice
// about 0.1), two rewordings of one issue a rarer word or two more (0.15 and up); one level for
// both left that to the location, which cannot tell them apart. At the top, one text written
// again, title and description (`textId`): a level of its own, as "same words" is only words
// mostly shared, which two issues' reports from one template are (`PID.3 written to the log` and
// `PID.5 …`); pooled, one such pair of a run taught that two reports in one text whose
// categories differ are two issues.
// Between agreeing and similar words, words that agree while each report names as code something
// the other does not (`naming apart`): one template filled with two names, as twins' reports are
// (`Return value of the TMP117_REG_CONFIG write ignored` / `… TMP117_REG_T_HIGH …`). How often one
// issue's reports read so, and two issues', is learned like any level.
export const TEXT_LEVELS: readonly string[] = [
  "one text",
  "same words",
  "very similar",
  "naming apart",
  "similar",
  "some words",
  "a few words",
  "different",
];
// Priors, for a test too small to learn from. Different issues share text (templated remarks)
// and places (issues cluster in functions) more often than one might think. The same words keep
// the prior they had before one text was a level (a test whose descriptions are empty never
// gives one text: one run repeated three times must still score 100); one text's is taken from
// very similar and similar words, naming apart's from similar words (one issue) and different
// words (two issues), so no other level's prior moved for it.
const TEXT_PRIOR = {
  m: [0.15, 0.3, 0.15, 0.03, 0.12, 0.1, 0.05, 0.1],
  u: [0.005, 0.03, 0.045, 0.045, 0.1, 0.12, 0.18, 0.475],
};
/** The least shared wording at which two reports' words agree (learn.ts `wordsAgree`). */
export const AGREEING_TEXT_LEVEL = TEXT_LEVELS.indexOf("very similar");
export const CATEGORY_LEVELS = ["same category", "related category", "other category"];
const CATEGORY_PRIOR = { m: [0.77, 0.15, 0.08], u: [0.2, 0.2, 0.6] };
// Where two reports' words agree (very similar or more alike), a category that differs is mostly
// one issue's category written from another vocabulary (`CWE-400`, `Unbounded memory use`, the
// run's own language's words, the field's own term), and says less against one issue than it
// does where the words differ too: there it is as often another issue at one place (an injection
// and a hard-coded password in one function). The priors of text and category were independent,
// and at 5 runs, where a test has too few pairs to learn from, two runs' reports of one issue told
// in nearly one text were two findings wherever their categories came from two vocabularies (the
// seventy-third's Malay `Penggunaan memori tanpa had` against `CWE-400`, 2.9 bits against one
// issue). The share chosen from 8 (as elsewhere), 14, 20, 30, 35 and 40 in 100 for every text
// level, then 30 for agreeing words alone, on the tuned families' summed mean |Δscore| over seeds
// 1 to 20 (919.75, 902.61, 897.83, 895.78, 896.54, 900.87; 886.24).
const CATEGORY_PRIOR_WORDS_AGREEING = { m: [0.52, 0.18, 0.3], u: CATEGORY_PRIOR.u };

export const SYMBOL_LEVELS = [
  "same",
  "same method",
  "close",
  "named in the other's words",
  "some words",
  "other",
  "other, each text naming its own",
  "another member of one owner, each text naming its own",
  "missing",
];
// Two members of one owner, each text naming its own, are rarely one issue's reports (the prior's
// m is a quarter of "other, each text naming its own"'s) and often two issues' of one template.
const SYMBOL_PRIOR = {
  m: [0.5, 0.12, 0.1, 0.06, 0.1, 0.06, 0.02, 0.005, 0.1],
  u: [0.2, 0.03, 0.05, 0.01, 0.1, 0.27, 0.2, 0.1, 0.15],
};
/** Two members of one owner, each report's text naming its own (`membersNamedApart`). */
export const MEMBERS_APART_LEVEL = SYMBOL_LEVELS.indexOf(
  "another member of one owner, each text naming its own",
);
/** Lines apart of the near line levels (`lineLevel`), in order. */
export const LINE_SPANS = [3, 10, 25];
export const LINE_LEVELS = [...LINE_SPANS.map((n) => `within ${n}`), "far", "missing"];
const LINE_PRIOR = { m: [0.6, 0.25, 0.06, 0.03, 0.06], u: [0.1, 0.15, 0.17, 0.52, 0.06] };

/**
 * The fields compared. What a finding says (category, title, description) is one field with
 * joint levels, because those agree or differ together: one issue's report repeats its words
 * in all three, and summing them as independent evidence would count one agreement three
 * times and let identical boilerplate outvote a contradicting location. (Symbol and line as one
 * joint field was tried too: its 30 levels are too many to learn from ten runs.)
 */
export const FIELDS: FieldSpec[] = [
  {
    name: "what",
    levels: TEXT_LEVELS.flatMap((t) => CATEGORY_LEVELS.map((c) => `${t}, ${c}`)),
    prior: {
      m: TEXT_PRIOR.m.flatMap((t, level) =>
        (level <= AGREEING_TEXT_LEVEL ? CATEGORY_PRIOR_WORDS_AGREEING : CATEGORY_PRIOR).m.map((c) => t * c),
      ),
      u: TEXT_PRIOR.u.flatMap((t) => CATEGORY_PRIOR.u.map((c) => t * c)),
    },
  },
  {
    name: "symbol",
    levels: SYMBOL_LEVELS,
    nullLevel: SYMBOL_LEVELS.indexOf("missing"),
    prior: SYMBOL_PRIOR,
  },
  {
    name: "line",
    levels: LINE_LEVELS,
    nullLevel: LINE_LEVELS.indexOf("missing"),
    prior: LINE_PRIOR,
  },
];

/** How much two reports' words share (an index into TEXT_LEVELS: 0 one text, 6 different). */
export function textLevelOf(pattern: number): number {
  return Math.floor(levelOf(pattern, 0) / CATEGORY_LEVELS.length);
}

/** The category level of two categories neither the same nor related. */
export const OTHER_CATEGORY_LEVEL = CATEGORY_LEVELS.indexOf("other category");

/** How the two categories relate: an index into CATEGORY_LEVELS (0 the same, 2 other). */
export function categoryLevelOf(pattern: number): number {
  return levelOf(pattern, 0) % CATEGORY_LEVELS.length;
}

/** `pattern` with its text level replaced. */
export function withTextLevel(pattern: number, text: number): number {
  const what = levelOf(pattern, 0);
  return pattern + (text * CATEGORY_LEVELS.length + (what % CATEGORY_LEVELS.length) - what) * RADIX[0]!;
}

export const TEXT_LEVEL_COUNT = TEXT_LEVELS.length;

/** How much two reports repeating one text an agent writes in several files share. */
const BOILERPLATE_TEXT_LEVEL = TEXT_LEVELS.indexOf("some words");
/**
 * The text level of two reports whose words agree but contrast (contrast.ts): the words they
 * share are what two issues share, so they say nothing. Not "some words", boilerplate's level:
 * there two reports of one issue at one place are the rule and contrasted twins the exception,
 * and pooled, the twins taught that boilerplate at one place is two issues (the simulator
 * catalogue with every other run naming no line: |Δscore| 5.4, with "different" 0.1).
 */
const CONTRASTED_TEXT_LEVEL = TEXT_LEVELS.indexOf("different");

/** The least shared wording that still counts as similar words ("similar"). */
export const SIMILAR_TEXT_LEVEL = TEXT_LEVELS.indexOf("similar");

/** Words that agree in a template filled with two names (`mentionsApart`). */
export const NAMING_APART_LEVEL = TEXT_LEVELS.indexOf("naming apart");

/** Two reports' words mostly shared (one text is the level above): what agrees outright in any category. */
export const SAME_WORDS_LEVEL = TEXT_LEVELS.indexOf("same words");

/** Mixed-radix base of each field in a comparison pattern. */
const RADIX = FIELDS.map((_, f) => FIELDS.slice(0, f).reduce((n, x) => n * x.levels.length, 1));
export const PATTERNS = FIELDS.reduce((n, f) => n * f.levels.length, 1);

/** The level of field `f` in a pattern. */
export function levelOf(pattern: number, f: number): number {
  return Math.floor(pattern / RADIX[f]!) % FIELDS[f]!.levels.length;
}

/** Keys stay small integers (x · 2^15 + y < 2^30), which a Map hashes fastest. */
const MEMO_IDS = 32_768;
const MEMO_ENTRIES = 100_000;

/**
 * What comparisons need besides the two findings: each word's rarity, and each finding's word
 * masses under it, computed once (`prepare`) so a comparison only walks the shared words.
 */
export class Comparer {
  /** Text levels by pair of text ids, while the ids are small enough to key a Map cheaply. */
  private readonly textMemo = new Map<number, number>();
  private textUses = new Uint32Array(0);
  /** The symbols the reports of each block name (`prepare`). */
  private readonly places = new Map<string, Set<string>>();
  /** The words of the names the texts of each block write as code (`isCodeWord`). */
  private readonly codeWords = new Map<string, Set<number>>();
  /** Those symbols' methods (`isPlaceName`). */
  private readonly methods = new Map<string, Set<string>>();
  /** Weighted Dice of two word sets under the rarity, given their masses. */
  readonly dice: Dice;
  /**
   * `boilerplate`: texts an agent writes word for word in several files (boilerplate.ts). Two
   * reports that both repeat one, of two runs or of one, are compared as sharing some words,
   * not the same words: the words are known to be shared by different issues, so they say
   * about what the category alone says (payments, 10 runs, heavy, seed 1: the category alone
   * weighs 2.4 bits, some words in one category 2.0, the same words 4.9). The place then
   * decides, and with a judge the pair is the judge's. Taken as similar words instead, they
   * still joined remarks hundreds of lines apart (payments, 20 runs, heavy, off: |Δscore| 9.0
   * against 1.5).
   */
  constructor(
    readonly rarity: Float64Array,
    private readonly boilerplate: ReadonlySet<string> = new Set(),
    /** Words the runs show telling two issues apart (contrast.ts); none when not given. */
    private readonly contrasts?: Contrasts,
    /** Which run each report is of, and which runs write alike (wording.ts); every pair alike when not given. */
    private readonly writing?: RunWriting,
  ) {
    this.dice = (a, b, massA, massB) => weightedDice(a, b, rarity, massA, massB);
  }

  /** Call once per finding before comparing. */
  prepare(f: Features): void {
    if (f.wordsId >= this.textUses.length) {
      const grown = new Uint32Array(Math.max(16, f.wordsId * 2));
      grown.set(this.textUses);
      this.textUses = grown;
    }
    this.textUses[f.wordsId]!++;
    if (f.symbol !== "") {
      const places = this.places.get(f.block);
      if (places) places.add(f.symbol);
      else this.places.set(f.block, new Set([f.symbol]));
      const methods = this.methods.get(f.block);
      if (methods) methods.add(f.method);
      else this.methods.set(f.block, new Set([f.method]));
    }
    let coded = this.codeWords.get(f.block);
    if (!coded) this.codeWords.set(f.block, (coded = new Set()));
    for (const ws of f.mentionWords.values()) for (const w of ws) coded.add(w);
    f.masses = [
      mass(f.title, this.rarity),
      mass(f.description, this.rarity),
      mass(f.symbolWords, this.rarity),
      mass(f.bareDescription, this.rarity),
    ];
  }

  /** Whether a report of `block` names `owner`'s `method` as its place (symbols.ts `named`). */
  namesMember(block: string, owner: string, method: string): boolean {
    return this.places.get(block)?.has(`${owner}.${method}`) ?? false;
  }

  /** A text of `block` writes `word` in a name it writes as code. */
  isCodeWord(block: string, word: number): boolean {
    return this.codeWords.get(block)?.has(word) ?? false;
  }

  /** A report of `block` gives `method` as its place's name. */
  isPlaceName(block: string, method: string): boolean {
    return this.methods.get(block)?.has(method) ?? false;
  }

  /**
   * The text level of two reports of one run, with only the words in `acrossRuns` counting as
   * shared (not memoised: which words count depends on the pair's block). Boilerplate is
   * compared as across runs, so the chance agreement is learned for the level such pairs get
   * (compared by its words, it taught a chance of the same words that no cross-run pair of
   * boilerplate can show: 20 runs, twin catalogue, heavy, off, mean |Δscore| 0.72 against 1.04).
   */
  withinRunTextLevel(a: Features, b: Features, acrossRuns: ReadonlySet<number>): number {
    if (this.isBoilerplatePair(a, b)) return BOILERPLATE_TEXT_LEVEL;
    // Read for naming apart as two runs' reports are (`textLevel`): without it, no pair known to be
    // two issues ever named apart, and the chance of it for two issues was the prior's alone.
    return this.namingApart(
      a,
      b,
      this.contrasted(
        a,
        b,
        textLevel(a, b, (x, y, massX, massY) => weightedDice(x, y, this.rarity, massX, massY, acrossRuns)),
      ),
    );
  }

  /**
   * Words that agree but each report holds a word of one contrast the other lacks
   * (contrast.ts): they name two things in the same words, and their words say nothing.
   */
  private contrasted(a: Features, b: Features, level: number): number {
    return level < CONTRASTED_TEXT_LEVEL && this.contrasts?.separates(a, b) ? CONTRASTED_TEXT_LEVEL : level;
  }

  /**
   * Words that agree while each report names something the other does not (`mentionsApart`),
   * names its own member of one owner (`membersNamedApart`), or gives its own numbers to the words
   * both write numbers after (`numbersApart`: `guest: 5432` / `guest: 8080`).
   */
  private namingApart(a: Features, b: Features, level: number): number {
    return level <= AGREEING_TEXT_LEVEL &&
      (mentionsApart(a, b, this) || membersNamedApart(a, b) || numbersApart(a.numbered, b.numbered))
      ? NAMING_APART_LEVEL
      : level;
  }

  /** Both reports repeat one text their agent writes in several files. */
  private isBoilerplatePair(a: Features, b: Features): boolean {
    return a.textId === b.textId && this.boilerplate.size > 0 && this.boilerplate.has(boilerplateKey(a));
  }

  /**
   * The two reports' runs write two languages (`RunWriting`): their words are compared by the few
   * both write (`sharedWordsLevel`).
   */
  inTwoLanguages(a: Features, b: Features): boolean {
    return this.twoLanguages(a, b) !== undefined;
  }

  /**
   * The two reports' runs write two languages, one report's title and description, less its
   * symbol's words, hold no word the other's language writes, and the other's hold one at most:
   * their words cannot be compared (`WORDS_UNCOMPARED`). A remark without a name or a number
   * (`Name the data sets after what they carry` and its Georgian) is so against every report in
   * the other language; so is one whose single such word is one the other language writes only in
   * its code (`Declare the module's namespace…` beside Galician runs that write `declare
   * function`), which, compared, read as words that differ. Where the other holds two or more,
   * they are its names, and their absence from the first says something.
   */
  wordsUncompared(a: Features, b: Features): boolean {
    const languages = this.languagesOf(a, b);
    if (languages === undefined) return false;
    const [langA, langB] = languages;
    const { languageWords, languageProse } = this.writing!;
    const fromA = wordsWritten(a, languageProse[langB]!, languageWords[langB]!, 2);
    const fromB = wordsWritten(b, languageProse[langA]!, languageWords[langA]!, 2);
    return Math.min(fromA, fromB) === 0 && Math.max(fromA, fromB) <= 1;
  }

  /** The words each of two reports' languages writes, where their runs write two; else undefined. */
  private twoLanguages(a: Features, b: Features): [ReadonlySet<number>, ReadonlySet<number>] | undefined {
    const languages = this.languagesOf(a, b);
    if (languages === undefined) return undefined;
    return [this.writing!.languageWords[languages[0]]!, this.writing!.languageWords[languages[1]]!];
  }

  /** The languages of two reports' runs, where they write two; else undefined. */
  private languagesOf(a: Features, b: Features): [number, number] | undefined {
    if (this.writing === undefined) return undefined;
    const runA = this.writing.runOf.get(a);
    const runB = this.writing.runOf.get(b);
    const langA = runA === undefined ? -1 : this.writing.languageOf(runA);
    const langB = runB === undefined ? -1 : this.writing.languageOf(runB);
    if (langA < 0 || langB < 0 || langA === langB) return undefined;
    return [langA, langB];
  }

  /** The text level of two reports: how much their words share, contrasts weighed (`contrasted`). */
  textLevel(a: Features, b: Features): number {
    return this.namingApart(a, b, this.contrasted(a, b, this.sharedWordsLevel(a, b)));
  }

  private sharedWordsLevel(a: Features, b: Features): number {
    if (this.isBoilerplatePair(a, b)) return BOILERPLATE_TEXT_LEVEL;
    // Reports of runs in two languages (the team's own and English) are compared by the words
    // both languages' runs write: the names, numbers and terms every run writes alike.
    // By all their words, one issue's two reports shared next to nothing and read as different.
    const languages = this.twoLanguages(a, b);
    if (languages !== undefined) {
      const [wordsA, wordsB] = languages;
      return textLevel(a, b, (x, y) => diceOfShared(x, y, this.rarity, wordsA, wordsB));
    }
    const x = Math.min(a.wordsId, b.wordsId);
    const y = Math.max(a.wordsId, b.wordsId);
    // A pair of texts only repeats when both texts do: don't pay for a memo that cannot hit.
    if (y >= MEMO_IDS || this.textUses[x]! < 2 || this.textUses[y]! < 2) return textLevel(a, b, this.dice);
    const key = x * MEMO_IDS + y;
    let level = this.textMemo.get(key);
    if (level === undefined) {
      level = textLevel(a, b, this.dice);
      // Bounded: with every text distinct a memo only costs; repeated texts fill it early.
      if (this.textMemo.size < MEMO_ENTRIES) this.textMemo.set(key, level);
    }
    return level;
  }
}

/**
 * Each report's title or description names as code something the other's does not, nor is it
 * the other's symbol (`mentions`): in the tuned families' cross-run pairs of one file whose words
 * agree (10 runs, seeds 1 to 5), 3.7% of one issue's pairs and 58% of two issues'.
 */
function mentionsApart(a: Features, b: Features, comparer: Comparer): boolean {
  return namesOutside(a, b, comparer) && namesOutside(b, a, comparer);
}

const NUMBER = /^\d+$/;

function namesOutside(a: Features, b: Features, comparer: Comparer): boolean {
  for (const name of a.mentions.keys()) {
    // One method of two places of the file, each report qualifying it by its own owner
    // (`mkt._domainkey` / `s2019._domainkey`): two names, though their methods agree.
    if (otherPlaceOf(a, name, name === b.method ? b.owner : undefined, b.mentions.get(name), comparer))
      return true;
    if (b.mentions.has(name) || name === b.method || writesItsFile(a, name)) continue;
    // A number the other writes anywhere, within a word or not (`…/canvas/p8` beside `Page 8`),
    // is no name of its own: one page named by its label and by its id.
    if (NUMBER.test(name) && b.numbers.includes(name)) continue;
    // A name whose every word the other writes is no name of its own there: a one-word name
    // anywhere in the other's text or symbol (`I2C` beside `i2c_reg_write_byte`), a name of
    // several words in its title, its symbol or the names it writes, since a description's prose
    // holds such words apart (`RELEASE_DIR` beside "set by the old release script").
    const named = a.mentionWords.get(name)!;
    const held =
      named.length === 1
        ? (w: number) => holds(b.title, w) || holds(b.description, w) || holds(b.symbolWords, w)
        : (w: number) => holds(b.title, w) || holds(b.symbolWords, w) || namesWord(b, w);
    if (named.length > 0 && !named.every(held)) return true;
  }
  return false;
}

/** One of the names `f`'s text writes holds `word`. */
function namesWord(f: Features, word: number): boolean {
  for (const words of f.mentionWords.values()) if (holds(words, word)) return true;
  return false;
}

/**
 * `a`'s text writes `name` only as its own file's name (`Daily.jq slurps every event`): the file
 * both reports are in, no place of its own.
 */
function writesItsFile(a: Features, name: string): boolean {
  if (name !== a.fileAsName.method || name === "") return false;
  for (const owner of a.mentions.get(name)!) if (owner !== a.fileAsName.owner) return false;
  return true;
}

/**
 * `a`'s text qualifies `method` by an owner whose member another report of the file names as its
 * place (`namedIn`), and `b` writes `method` (its symbol's, `bOwner`, or in its text, `bOwners`)
 * only with other owners: the name is another place than any `b` writes.
 */
function otherPlaceOf(
  a: Features,
  method: string,
  bOwner: string | undefined,
  bOwners: ReadonlySet<string> | undefined,
  comparer: Comparer,
): boolean {
  if (bOwner === undefined && bOwners === undefined) return false;
  if (bOwner === "" || bOwners?.has("")) return false;
  for (const owner of a.mentions.get(method) ?? [])
    if (
      owner !== "" &&
      owner !== bOwner &&
      !bOwners?.has(owner) &&
      comparer.namesMember(a.block, owner, method)
    )
      return true;
  return false;
}

/**
 * Two reports at two symbols whose texts each name their own symbol and neither the other's
 * (`Cache array length in claim` with "The loop in claim reads …" at `claim`, the same at
 * `_updateAll`): one remark made of two places, not one issue whose reports name two functions
 * on its path, which write the other's name or neither. A level of the symbol field of its own
 * (`symbolLevel`), so how often one issue's reports read so is learned from the runs, as the
 * other levels are; as "other" it was weighed as if the texts' agreement were independent of
 * the symbols' disagreement, when the same remark at two places is exactly words that agree at
 * symbols that do not. The runs rarely teach that otherwise: a pair of such remarks that no run
 * made both of is no known-different pair, and never sharing a run spoke for one issue (the
 * lending protocol, 10 runs, moderate, seed 10: `claim` and `_updateAll`, `setOracle` and
 * `setReserveFactor` were one group each). Of the tuned families' cross-run pairs at two symbols
 * (10 runs, seeds 1 to 5), one issue's read so in 26 of 4,185 (most of them the call at fault and
 * its function, each title `… in <symbol>`), two issues' in 16,629 of 25,660.
 */
export function namesApart(a: Features, b: Features): boolean {
  if (a.symbol === "" || b.symbol === "" || a.method === b.method) return false;
  return namesOwn(a, b) && namesOwn(b, a);
}

/**
 * Two members of one owner (`Member.whakapapa` / `Member.bank_account`), each report's text naming
 * its own and not the other's (`namesApart`): two places of one template, however alike the words
 * around them. A symbol level of its own, and their words, where they agree, name apart
 * (`Comparer.namingApart`): agreeing words and near lines had outweighed the symbols, and the pairs
 * of two runs that read so, taken by EM for one issue's, taught that one issue's reports read so
 * too (the seventy-first family, 10 runs, moderate, seed 9: "other, each text naming its own"
 * at -1.5 bits; fitted without such pairs, about -5). Of the tuned families' cross-run pairs of
 * one file (10 runs, seeds 1 to 3, fourteen families), 628 of two issues read so and none of one.
 */
function membersNamedApart(a: Features, b: Features): boolean {
  return oneOwner(a, b) && namesApart(a, b);
}

/** Two reports' symbols are members of one owner. */
function oneOwner(a: Features, b: Features): boolean {
  return a.owner !== "" && a.owner === b.owner;
}

/**
 * `a`'s title writes its symbol's name (`titleNamesSymbol`) or its description holds every word
 * of it (`methodWords`), which `b`'s symbol does not, and its title and description do not hold
 * every word of `b`'s, unless `a`'s symbol does. A title is read for the name as written, not
 * for its words: titles leave out their symbol's words (features.ts), and words of prose can
 * spell a name (`Customer loaded per order in the listing` holds the words of `order_list`).
 */
function namesOwn(a: Features, b: Features): boolean {
  if (a.methodWords.length === 0 || every(a.methodWords, b.symbolWords)) return false;
  if (!a.titleNamesSymbol && !every(a.methodWords, a.description)) return false;
  return (
    every(b.methodWords, a.symbolWords) ||
    !(every(b.methodWords, a.description) || every(b.methodWords, a.title))
  );
}

/** Every word of `words` is in `sorted`. */
function every(words: Int32Array, sorted: Int32Array): boolean {
  for (const w of words) if (!holds(sorted, w)) return false;
  return true;
}

type Dice = (a: Int32Array, b: Int32Array, massA: number, massB: number) => number;

/** Which run each report is of, which runs write alike, and in which language (wording.ts `runWriting`). */
export interface RunWriting {
  runOf: ReadonlyMap<Features, number>;
  alike: (a: number, b: number) => boolean;
  /** A run's language, an index into `languageWords`; -1 where the test does not tell. */
  languageOf: (run: number) => number;
  /** The words each language's runs write. */
  languageWords: readonly ReadonlySet<number>[];
  /**
   * The words each language's runs write as prose: not in a name written as code (`exportPage`,
   * features.ts `codeWords`) nor in the report's symbol.
   */
  languageProse: readonly ReadonlySet<number>[];
}

/**
 * Weighted Dice of two texts in two languages, each less the words the other's language never
 * writes (`a` is in the language writing `wordsA`, `b` in the one writing `wordsB`).
 */
function diceOfShared(
  a: Int32Array,
  b: Int32Array,
  rarity: Float64Array,
  wordsA: ReadonlySet<number>,
  wordsB: ReadonlySet<number>,
): number {
  let massA = 0;
  for (const w of a) if (wordsB.has(w)) massA += rarity[w]!;
  let massB = 0;
  for (const w of b) if (wordsA.has(w)) massB += rarity[w]!;
  return weightedDice(a, b, rarity, massA, massB);
}

/**
 * How many words of the other language `f`'s title and description hold, less its symbol's, up to
 * `most`: words that language writes as prose (`prose`), or writes at all (`words`) where `f`
 * writes them in a name of its own. A word the other language writes only inside its code is no
 * word to compare by where `f` writes it as prose: the Esperanto runs write `export` and `page`
 * only in `exportPage(pageNum)`, and the English remark `Log each export with its page and time`,
 * compared by those two words with its Esperanto that holds neither, read as words that differ
 * (the sixty-seventh family, 20 runs: split in 12 of 40 tests).
 */
function wordsWritten(
  f: Features,
  prose: ReadonlySet<number>,
  words: ReadonlySet<number>,
  most: number,
): number {
  const seen = new Set<number>();
  for (const text of [f.title, f.description])
    for (const w of text) {
      if (holds(f.symbolWords, w) || !words.has(w) || !(prose.has(w) || holds(f.codeWords, w))) continue;
      if (seen.add(w).size >= most) return most;
    }
  return seen.size;
}

/** The levels `textLevel` gives, by name. */
const TEXT = {
  oneText: TEXT_LEVELS.indexOf("one text"),
  sameWords: SAME_WORDS_LEVEL,
  verySimilar: AGREEING_TEXT_LEVEL,
  similar: SIMILAR_TEXT_LEVEL,
  someWords: TEXT_LEVELS.indexOf("some words"),
  aFewWords: TEXT_LEVELS.indexOf("a few words"),
  different: TEXT_LEVELS.indexOf("different"),
};

/** Title and description together: one text, both alike, one alike, or how much either shares. */
function textLevel(a: Features, b: Features, dice: Dice): number {
  // One text written again, its description included: a title alone repeated is the same words
  // (two issues in one file share a generic title, `SQL Injection in GetUser`).
  if (a.textId === b.textId && a.description.length > 0) return TEXT.oneText;
  // A whole report written again in another run, every field it is compared by the same: a run
  // never holds two such (the second is a repeat, set aside), so its title alone is one text too.
  // Read as the same words, one run repeated eight times (a generic title at one function, with
  // and without a description, five lines apart) scored 41.7.
  if (a.signature === b.signature) return TEXT.oneText;
  const title =
    a.title.length > 0 && b.title.length > 0 ? dice(a.title, b.title, a.masses[0], b.masses[0]) : -1;
  // Two reports at the same symbol: the symbol field counts that agreement, so the words that
  // only restate it (`… Seen in upgrade.`) are left out of their descriptions, as titles leave
  // out their own symbol's words always. Counted twice, they made two remarks at one function
  // (`Unused return value` / `Reliance on block.timestamp`) read as similar words there.
  const bare = a.symbol !== "" && a.symbol === b.symbol;
  const description =
    a.description.length > 0 && b.description.length > 0
      ? bare
        ? dice(a.bareDescription, b.bareDescription, a.masses[3], b.masses[3])
        : dice(a.description, b.description, a.masses[1], b.masses[1])
      : -1;
  const titleVery = title >= 0.5;
  const descriptionVery = description >= 0.45;
  if (titleVery && (descriptionVery || description < 0)) return TEXT.sameWords;
  if (descriptionVery && title < 0) return TEXT.sameWords;
  if (titleVery || descriptionVery) return TEXT.verySimilar;
  if (title >= 0.25 || description >= 0.22) return TEXT.similar;
  if (title >= 0.15 || description >= 0.15) return TEXT.someWords;
  if (title >= 0.08 || description >= 0.08) return TEXT.aFewWords;
  return TEXT.different;
}

/** Each symbol level's index in SYMBOL_LEVELS, by name: the levels are read by name everywhere. */
const SYMBOL = {
  same: SYMBOL_LEVELS.indexOf("same"),
  sameMethod: SYMBOL_LEVELS.indexOf("same method"),
  close: SYMBOL_LEVELS.indexOf("close"),
  mentioned: SYMBOL_LEVELS.indexOf("named in the other's words"),
  someWords: SYMBOL_LEVELS.indexOf("some words"),
  other: SYMBOL_LEVELS.indexOf("other"),
  namesApart: SYMBOL_LEVELS.indexOf("other, each text naming its own"),
  missing: SYMBOL_LEVELS.indexOf("missing"),
};

function symbolLevel(a: Features, b: Features, comparer: Comparer): number {
  if (a.symbol === "" || b.symbol === "") return SYMBOL.missing;
  if (a.symbol === b.symbol) return writtenNumberedApart(a, b) ? SYMBOL.other : SYMBOL.same;
  if (a.method === b.method && (a.owner === "" || b.owner === "")) return SYMBOL.sameMethod;
  // The same remark of two places (`namesApart`); before the names' other ties below, which a
  // text naming the other's symbol or none has (an owner's name holds its member's words).
  if (namesApart(a, b)) return oneOwner(a, b) ? MEMBERS_APART_LEVEL : SYMBOL.namesApart;
  // The owner against one of its members (`Service` / `Service.field`); a symbol naming the file
  // itself (the member, program or class it holds: `STKALLOC` in `stkalloc.rpgle`) is the owner
  // of every place in it.
  if (a.symbol === b.owner || b.symbol === a.owner || a.namesItsFile || b.namesItsFile) return SYMBOL.close;
  // Two functions on one issue's path: one report's text names the other's symbol as code
  // (symbols.ts `mentionedPlaces`). How often two issues' reports do that is learned too. Not
  // where each text names a place of the file the other does not (`placesNamedApart`): two issues at one call,
  // each in its own function, name the call and their functions (the sixty-eighth family's
  // `box-weight` and `tub-weight`, each flooring its reading with `math.floor`), and the call
  // named is what they share, not a sign they are one.
  if ((namedIn(a, b, comparer) || namedIn(b, a, comparer)) && !placesNamedApart(a, b, comparer))
    return SYMBOL.mentioned;
  // Two members of one owner (`Service.get` / `Service.delete`) are two places.
  if (oneOwner(a, b)) return SYMBOL.other;
  // Two names alike but for a number (`TANK_7_ALARM_C` / `TANK_8_ALARM_C`, `content_scripts[0]`
  // / `content_scripts[1]`) are two places, however many words they share.
  if (numberedApart(a.method, b.method) || (a.method === b.method && numberedApart(a.owner, b.owner)))
    return SYMBOL.other;
  const similarity = comparer.dice(a.symbolWords, b.symbolWords, a.masses[2], b.masses[2]);
  // Names sharing words (`contact` / `water_contact`) are close, one place named two ways, unless
  // each text names a place of the file the other does not: two rules of one template, each report
  // naming its own. A route is left close to its handler, whose name its path's words spell.
  if (similarity >= 0.5)
    return !isRoute(a) && !isRoute(b) && placesNamedApart(a, b, comparer) ? SYMBOL.namesApart : SYMBOL.close;
  if (similarity > 0) return SYMBOL.someWords;
  return SYMBOL.other;
}

/** A route's place is its path (`GET /orders`, symbols.ts `routeOf`), which its handler's name may hold. */
function isRoute(f: Features): boolean {
  return f.method.startsWith("/");
}

/**
 * Each report's text names a place of the file (a name some report there gives as its place) that
 * the other report neither gives as its own nor names.
 */
function placesNamedApart(a: Features, b: Features, comparer: Comparer): boolean {
  return namesPlaceOutside(a, b, comparer) && namesPlaceOutside(b, a, comparer);
}

function namesPlaceOutside(a: Features, b: Features, comparer: Comparer): boolean {
  for (const name of a.mentions.keys())
    if (name !== b.method && !b.mentions.has(name) && comparer.isPlaceName(a.block, name)) return true;
  return false;
}

/**
 * Two symbols read as one name whose written forms hold one name with two numbers
 * (`//STEP020 EXEC PGM=DKTSORT` / `//STEP040 EXEC PGM=DKTRPT`, both read as the keyword `PGM`):
 * two places, as two names alike but for a number are (`numberedApart`).
 */
function writtenNumberedApart(a: Features, b: Features): boolean {
  for (const x of a.symbolNumbered)
    if (
      !b.symbolNumbered.includes(x) &&
      b.symbolNumbered.some((y) => !a.symbolNumbered.includes(y) && numberedApart(x, y))
    )
      return true;
  return false;
}

/**
 * `x` and `y` are one name with different numbers in it. A bare number is none (`decode.py:41`
 * is read as the line `41` of `py`: two lines near each other are one place as often as not).
 */
function numberedApart(x: string, y: string): boolean {
  return x !== y && /[a-z]/.test(x) && /\d/.test(x) && x.replace(/\d+/g, "#") === y.replace(/\d+/g, "#");
}

/**
 * `text` holds every word of the code around `place`'s name (`symbolContext`) that is a word of
 * a name some text of the file writes as code: a place written as an expression is that
 * expression, not every call of its name. Two redeemers of one validator, each at its own
 * `list.has(self.extra_signatories, datum.…)` (the seventy-eighth family's `Refund -> … datum.buyer`
 * and `Claim -> … datum.seller`), both read as `list.has`: a text on the refund names that call
 * with `datum.buyer`, and read as naming the claim's place too (5 bits at 10 runs, heavy), it
 * joined the two. Only the words the texts write as code count: a symbol's keywords and types
 * (`dcl-proc`, `EXEC SQL`, `def search(String grade)`), which the other reports' prose does
 * not repeat, are no code of the place's own; counted, they kept one issue's reports at the
 * statement and at its procedure apart (the fifteenth and fifty-second families, summed 6.3
 * worse).
 */
function holdsCodeAround(text: Features, place: Features, comparer: Comparer): boolean {
  for (const w of place.symbolContext)
    if (
      comparer.isCodeWord(place.block, w) &&
      !holds(text.description, w) &&
      !holds(text.title, w) &&
      !holds(text.symbolWords, w)
    )
      return false;
  return true;
}

/**
 * `text`'s title or description names `place`'s symbol: its method, unqualified on either side
 * or with the same owner, or with an owner that is no other place of the file. A text that
 * qualifies the method by another owner whose member other reports there name as their place
 * names that place (`mkt._domainkey` beside `s2019._domainkey` in one zone, `Remotes.Reload.
 * OnServerEvent` beside `Remotes.FireWeapon.OnServerEvent`); one that qualifies it by a receiver
 * no report names (`slots.sort` for `List.sort`) still names this one.
 */
function namedIn(text: Features, place: Features, comparer: Comparer): boolean {
  const owners = text.mentions.get(place.method);
  if (owners === undefined) return false;
  if (!holdsCodeAround(text, place, comparer)) return false;
  if (place.owner === "" || owners.has(place.owner)) return true;
  if (owners.has("")) {
    // A bare name is read as a member of the text's own place where that is a place reports
    // name: `reentrySeconds` in a report on `chair4.reentrySeconds`, or on `chair4` when
    // `chair4.reentrySeconds` is a place, does not name `drag6.reentrySeconds`.
    const own =
      text.method === place.method && text.owner !== ""
        ? text.owner
        : text.symbol !== "" && comparer.namesMember(place.block, text.method, place.method)
          ? text.method
          : "";
    if (own === "" || own === place.owner) return true;
  }
  for (const owner of owners)
    if (owner !== "" && !comparer.namesMember(place.block, owner, place.method)) return true;
  return false;
}

function lineLevel(a: number | undefined, b: number | undefined): number {
  if (a === undefined || b === undefined) return LINE_LEVELS.length - 1;
  const delta = Math.abs(a - b);
  const near = LINE_SPANS.findIndex((span) => delta <= span);
  return near >= 0 ? near : LINE_SPANS.length;
}

/**
 * The comparison pattern of two compatible findings with the words taken as the same: their
 * place (category, symbol, line) without the text comparison, which costs the most.
 */
export function comparePlace(a: Features, b: Features, comparer: Comparer): number {
  const category = categoryCompatibility(a.category, b.category);
  const what = category === 1 ? 0 : category > 0 ? 1 : 2;
  return placePattern(what, symbolLevel(a, b, comparer), lineLevel(a.line, b.line));
}

/** The place pattern of a category, symbol and line level (`comparePlace`), the words taken as the same. */
export function placePattern(what: number, symbol: number, line: number): number {
  return what * RADIX[0]! + symbol * RADIX[1]! + line * RADIX[2]!;
}

/**
 * Added to a comparison pattern where the two reports' runs write two languages
 * (`Comparer.inTwoLanguages`): their words are weighed by what such pairs show (learn.ts
 * `whatAcross`). `levelOf` reads every field's level as without it.
 */
export const IN_TWO_LANGUAGES = PATTERNS;

/** The pattern's two reports are of runs that write two languages (`IN_TWO_LANGUAGES`). */
export function inTwoLanguages(pattern: number): boolean {
  return pattern >= IN_TWO_LANGUAGES;
}

/**
 * Added to a comparison pattern, instead of `IN_TWO_LANGUAGES`, where the two reports' words
 * cannot be compared (`Comparer.wordsUncompared`): their words and categories say nothing either
 * way (learn.ts `whatBits`), as a field one side leaves empty says nothing in Splink, and such
 * pairs are left out of the fits. Read as words that differ, they weighed as two issues' (the
 * fifty-sixth family: -8.7 bits against a remark and its Georgian at one symbol and line, which
 * therefore stood apart).
 */
export const WORDS_UNCOMPARED = 2 * PATTERNS;

/** The pattern's two reports' words cannot be compared (`WORDS_UNCOMPARED`). */
export function wordsUncompared(pattern: number): boolean {
  return pattern >= WORDS_UNCOMPARED;
}

/** The comparison pattern of two compatible findings. */
export function comparePair(a: Features, b: Features, comparer: Comparer): number {
  return withTextLevel(placeOfPair(a, b, comparer), comparer.textLevel(a, b));
}

/**
 * The place pattern of two compatible findings (`comparePlace`), marked where they are in two
 * languages, and where their words cannot be compared.
 */
export function placeOfPair(a: Features, b: Features, comparer: Comparer): number {
  const place = comparePlace(a, b, comparer);
  if (!comparer.inTwoLanguages(a, b)) return place;
  return place + (comparer.wordsUncompared(a, b) ? WORDS_UNCOMPARED : IN_TWO_LANGUAGES);
}
