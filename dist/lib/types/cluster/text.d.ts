/**
 * Text normalisation for matching findings: model output rewords titles between runs
 * ("SQLi in GetUser" / "SQL injection in UserService.getUser"), so words are split on
 * camelCase and punctuation, folded to a light stem, and common abbreviations expanded.
 */
/** A word (lower case) too common to be a name of its own (`the`, `at`, `when`). */
export declare function isStopword(word: string): boolean;
/** A light suffix stripper: enough to fold plurals and verb forms, cheap enough for 10^5 titles. */
export declare function stem(word: string): string;
/**
 * Scripts written without spaces between words (Han, Hiragana, Katakana; Thai, Lao, Khmer,
 * Myanmar) and Hangul, whose particles join its words: a split at spaces cannot find their
 * words, so a run of them is read as its overlapping pairs of characters (`インジェクション` →
 * `イン`, `ンジ`, …), as search engines index such text without a dictionary (Lucene's CJK
 * bigrams). One issue reworded keeps most of its pairs; a particle's pairs are common and weigh
 * little, as common words do. (A class body, shared with the list labels of features.ts.)
 */
export declare const UNSPACED_LETTER = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}\\u3005\\u30fc";
/**
 * Lower-case words of a text in any script: camelCase and snake_case split, abbreviations
 * expanded, stopwords dropped, and text in an unspaced script read as pairs of characters. A
 * word of Latin letters is read without their marks where that leaves plain letters
 * (`bareLatin`).
 * Reviews are written in the team's language (`SQL注入`, `Zugriffsprüfung fehlt`); a split on
 * ASCII letters alone gave a Chinese or Japanese report no words and cut German ones at each
 * umlaut. NFKC first, so full-width `ＳＱＬ` and composed or decomposed accents read alike.
 */
export declare function words(input: string, limit?: number): string[];
/** Interns strings as small integers so token sets are sorted Int32Arrays, compared by merge. */
export declare class Interner {
    private readonly ids;
    private readonly memos;
    /**
     * Runs repeat the same titles and descriptions many times; text work is done once per
     * distinct text within one clustering. `kind` names what is worked out, `key` what it is
     * worked out of: the number of a text (`key`), or the numbers of several joined. One map per
     * kind, keyed by numbers, not by strings that spell out whole texts: with every text distinct
     * nearly every lookup is a miss, and each had hashed a new copy of the text.
     */
    cached<T extends NonNullable<unknown>>(kind: string, key: number | string, compute: () => T): T;
    private readonly keys;
    /** A small number for a string (a title, a description, a symbol), which `cached` keys are made of. */
    key(text: string): number;
    private texts;
    private wordSets;
    /** A new number for a text not seen before (callers memoise it with `cached`). */
    nextText(): number;
    /** A new number for a title's and description's word sets not seen before (memoised the same way). */
    nextWords(): number;
    /** How many distinct tokens have been interned. */
    get size(): number;
    id(token: string): number;
    /** The tokens' numbers, sorted, each once. */
    set(tokens: Iterable<string>): Int32Array;
}
/** Character trigrams of the joined words: catches what stemming misses (`injectable`/`injection`). */
export declare function trigrams(tokens: string[]): string[];
/** Whether a sorted set of word ids holds `word` (binary search). */
export declare function holds(sorted: Int32Array, word: number): boolean;
/** Size of the intersection of two sorted integer sets. */
export declare function overlap(a: Int32Array, b: Int32Array): number;
/** Sørensen–Dice coefficient of two sorted sets, 0 when both are empty. */
export declare function dice(a: Int32Array, b: Int32Array): number;
/** Share of the smaller set found in the larger: a short title inside a long one still scores high. */
export declare function containment(a: Int32Array, b: Int32Array): number;
/** The summed weight of a set's tokens. */
export declare function mass(tokens: Int32Array, weight: Float64Array): number;
/**
 * Dice coefficient with each token weighted (by its rarity): two texts that share a rare word
 * say more than two that share a common one. `massA` and `massB` are the sets' own summed
 * weights (`mass`), computed once per text. 0 when both are empty.
 */
export declare function weightedDice(a: Int32Array, b: Int32Array, weight: Float64Array, massA?: number, massB?: number, counts?: ReadonlySet<number>): number;
