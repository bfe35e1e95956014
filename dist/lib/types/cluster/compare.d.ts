import type { Contrasts } from "./contrast.js";
import type { Features } from "./features.js";
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
    prior: {
        m: number[];
        u: number[];
    };
    /** The level for "one side does not say": no evidence either way (weight 0), as in Splink. */
    nullLevel?: number;
}
export declare const TEXT_LEVELS: readonly string[];
/** The least shared wording at which two reports' words agree (learn.ts `wordsAgree`). */
export declare const AGREEING_TEXT_LEVEL: number;
export declare const CATEGORY_LEVELS: string[];
export declare const SYMBOL_LEVELS: string[];
/** Two members of one owner, each report's text naming its own (`membersNamedApart`). */
export declare const MEMBERS_APART_LEVEL: number;
/** Lines apart of the near line levels (`lineLevel`), in order. */
export declare const LINE_SPANS: number[];
export declare const LINE_LEVELS: string[];
/**
 * The fields compared. What a finding says (category, title, description) is one field with
 * joint levels, because those agree or differ together: one issue's report repeats its words
 * in all three, and summing them as independent evidence would count one agreement three
 * times and let identical boilerplate outvote a contradicting location. (Symbol and line as one
 * joint field was tried too: its 30 levels are too many to learn from ten runs.)
 */
export declare const FIELDS: FieldSpec[];
/** How much two reports' words share (an index into TEXT_LEVELS: 0 one text, 6 different). */
export declare function textLevelOf(pattern: number): number;
/** The category level of two categories neither the same nor related. */
export declare const OTHER_CATEGORY_LEVEL: number;
/** How the two categories relate: an index into CATEGORY_LEVELS (0 the same, 2 other). */
export declare function categoryLevelOf(pattern: number): number;
/** `pattern` with its text level replaced. */
export declare function withTextLevel(pattern: number, text: number): number;
export declare const TEXT_LEVEL_COUNT: number;
/** The least shared wording that still counts as similar words ("similar"). */
export declare const SIMILAR_TEXT_LEVEL: number;
/** Words that agree in a template filled with two names (`mentionsApart`). */
export declare const NAMING_APART_LEVEL: number;
/** Two reports' words mostly shared (one text is the level above): what agrees outright in any category. */
export declare const SAME_WORDS_LEVEL: number;
export declare const PATTERNS: number;
/** The level of field `f` in a pattern. */
export declare function levelOf(pattern: number, f: number): number;
/**
 * What comparisons need besides the two findings: each word's rarity, and each finding's word
 * masses under it, computed once (`prepare`) so a comparison only walks the shared words.
 */
export declare class Comparer {
    readonly rarity: Float64Array;
    private readonly boilerplate;
    /** Words the runs show telling two issues apart (contrast.ts); none when not given. */
    private readonly contrasts?;
    /** Which run each report is of, and which runs write alike (wording.ts); every pair alike when not given. */
    private readonly writing?;
    /** Text levels by pair of text ids, while the ids are small enough to key a Map cheaply. */
    private readonly textMemo;
    private textUses;
    /** The symbols the reports of each block name (`prepare`). */
    private readonly places;
    /** The words of the names the texts of each block write as code (`isCodeWord`). */
    private readonly codeWords;
    /** Those symbols' methods (`isPlaceName`). */
    private readonly methods;
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
    constructor(rarity: Float64Array, boilerplate?: ReadonlySet<string>, 
    /** Words the runs show telling two issues apart (contrast.ts); none when not given. */
    contrasts?: Contrasts | undefined, 
    /** Which run each report is of, and which runs write alike (wording.ts); every pair alike when not given. */
    writing?: RunWriting | undefined);
    /** Call once per finding before comparing. */
    prepare(f: Features): void;
    /** Whether a report of `block` names `owner`'s `method` as its place (symbols.ts `named`). */
    namesMember(block: string, owner: string, method: string): boolean;
    /** A text of `block` writes `word` in a name it writes as code. */
    isCodeWord(block: string, word: number): boolean;
    /** A report of `block` gives `method` as its place's name. */
    isPlaceName(block: string, method: string): boolean;
    /**
     * The text level of two reports of one run, with only the words in `acrossRuns` counting as
     * shared (not memoised: which words count depends on the pair's block). Boilerplate is
     * compared as across runs, so the chance agreement is learned for the level such pairs get
     * (compared by its words, it taught a chance of the same words that no cross-run pair of
     * boilerplate can show: 20 runs, twin catalogue, heavy, off, mean |Δscore| 0.72 against 1.04).
     */
    withinRunTextLevel(a: Features, b: Features, acrossRuns: ReadonlySet<number>): number;
    /**
     * Words that agree but each report holds a word of one contrast the other lacks
     * (contrast.ts): they name two things in the same words, and their words say nothing.
     */
    private contrasted;
    /**
     * Words that agree while each report names something the other does not (`mentionsApart`),
     * names its own member of one owner (`membersNamedApart`), or gives its own numbers to the words
     * both write numbers after (`numbersApart`: `guest: 5432` / `guest: 8080`).
     */
    private namingApart;
    /** Both reports repeat one text their agent writes in several files. */
    private isBoilerplatePair;
    /**
     * The two reports' runs write two languages (`RunWriting`): their words are compared by the few
     * both write (`sharedWordsLevel`).
     */
    inTwoLanguages(a: Features, b: Features): boolean;
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
    wordsUncompared(a: Features, b: Features): boolean;
    /** The words each of two reports' languages writes, where their runs write two; else undefined. */
    private twoLanguages;
    /** The languages of two reports' runs, where they write two; else undefined. */
    private languagesOf;
    /** The text level of two reports: how much their words share, contrasts weighed (`contrasted`). */
    textLevel(a: Features, b: Features): number;
    private sharedWordsLevel;
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
export declare function namesApart(a: Features, b: Features): boolean;
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
 * The comparison pattern of two compatible findings with the words taken as the same: their
 * place (category, symbol, line) without the text comparison, which costs the most.
 */
export declare function comparePlace(a: Features, b: Features, comparer: Comparer): number;
/** The place pattern of a category, symbol and line level (`comparePlace`), the words taken as the same. */
export declare function placePattern(what: number, symbol: number, line: number): number;
/**
 * Added to a comparison pattern where the two reports' runs write two languages
 * (`Comparer.inTwoLanguages`): their words are weighed by what such pairs show (learn.ts
 * `whatAcross`). `levelOf` reads every field's level as without it.
 */
export declare const IN_TWO_LANGUAGES: number;
/** The pattern's two reports are of runs that write two languages (`IN_TWO_LANGUAGES`). */
export declare function inTwoLanguages(pattern: number): boolean;
/**
 * Added to a comparison pattern, instead of `IN_TWO_LANGUAGES`, where the two reports' words
 * cannot be compared (`Comparer.wordsUncompared`): their words and categories say nothing either
 * way (learn.ts `whatBits`), as a field one side leaves empty says nothing in Splink, and such
 * pairs are left out of the fits. Read as words that differ, they weighed as two issues' (the
 * fifty-sixth family: -8.7 bits against a remark and its Georgian at one symbol and line, which
 * therefore stood apart).
 */
export declare const WORDS_UNCOMPARED: number;
/** The pattern's two reports' words cannot be compared (`WORDS_UNCOMPARED`). */
export declare function wordsUncompared(pattern: number): boolean;
/** The comparison pattern of two compatible findings. */
export declare function comparePair(a: Features, b: Features, comparer: Comparer): number;
/**
 * The place pattern of two compatible findings (`comparePlace`), marked where they are in two
 * languages, and where their words cannot be compared.
 */
export declare function placeOfPair(a: Features, b: Features, comparer: Comparer): number;
export {};
