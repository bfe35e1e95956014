/**
 * Field weights learned from the runs themselves (Fellegi–Sunter, estimated as Splink does).
 *
 * One run reports an issue at most once, so two findings of one run (same agent and file) are
 * two different issues: their comparison levels give each field's chance agreement `u`
 * directly (their words compared as two runs' reports could be: a word no other run uses there
 * is not counted as shared, see learn-from-runs.ts). Pairs across runs are a mix of matches
 * and non-matches; expectation–maximisation with `u` held fixed estimates the match share λ
 * and each field's agreement `m` among matches. A field's weight at a level is log2(m/u): a
 * model that rewords titles freely gets a weak "different title" penalty, one whose titles are
 * stable gets a strong one, without a constant tuned on any generator. Both are smoothed
 * towards the prior in compare.ts, so a test with little data behaves like the prior. The
 * location fields' `m` is then fitted again among the pairs whose words agree
 * (`withPlaceFromAgreeingWords`).
 */
export interface LearnedWeights {
    /** Bits of evidence per field and level: log2(m / u). */
    weights: number[][];
    /** The words' bits (the "what" field's) for two reports at one place (`atOnePlace`): log2(m / uAtPlace). */
    whatAtPlace: number[];
    /**
     * The words' bits for two reports of runs that write two languages (`inTwoLanguages`), learned
     * from those pairs alone; undefined where they are too few, and the words weigh as any pair's
     * (but for a category that differs: `wordsAlone`).
     */
    whatAcross?: number[];
    /**
     * The words' bits by their text level alone, the category left out (`wordsAloneOf`), for two
     * reports in two languages whose categories differ where `whatAcross` is not learned; at one
     * place (`wordsAloneAtPlace`, against `uAtPlace`) and not.
     */
    wordsAlone: number[];
    wordsAloneAtPlace: number[];
    /** log2 of the prior odds that two findings of different runs in one block are one issue. */
    priorBits: number;
    /**
     * Each level's chance for two reports of one issue (m) and of two issues (u), among the pairs
     * where both sides give the field (a field's null level has 0: it says nothing).
     */
    m: number[][];
    u: number[][];
    /** The words' chance agreement (`u` of the "what" field) for two issues at one place. */
    uAtPlace: number[];
    /** The line's bits for two reports naming one symbol (`atOneSymbol`): log2(m / uLineAtSymbol). */
    lineAtSymbol: number[];
    /** The lines' chance agreement (`u` of the line field) for two issues naming one symbol. */
    uLineAtSymbol: number[];
    lambda: number;
    withinPairs: number;
    crossPairs: number;
}
/** The fewest cross-run pairs a test learns from; a smaller one keeps the prior. */
export declare const MIN_EM_PAIRS = 30;
/**
 * `within`: comparison patterns of pairs known to differ (same run) with their counts;
 * `cross`: patterns of pairs from different runs; `maxMatches`: how many of those cross pairs
 * could match at most (a finding matches at most one finding of another run), which bounds λ
 * so EM cannot settle on "most pairs are one issue".
 */
export declare function learnWeights(within: Map<number, number>, cross: Map<number, number>, maxMatches?: number): LearnedWeights;
/**
 * The chance that two reports of one issue share not even similar words and name categories
 * that are neither the same nor related, as learned (`m` of the words' field): how often one
 * issue's report reads like another issue's beside it (unworded.ts).
 */
export declare function wordedApartChance(weights: LearnedWeights): number;
/**
 * True when two reports' words agree: they are at least very similar, and what they say (text
 * and category together) does not count against one issue under the learned weights. With a
 * grouping judge, the evidence merges on its own only such reports: two issues in one
 * function share the location, which is most of the evidence, so a pair whose words differ
 * is for the judge, which reads them. Merely similar words are not agreement: two issues at one
 * function share its name and the names of what it touches, which is "similar" when titles are
 * short ("Cache array length in claim" and "Unbounded loop over reward tokens" with "claim walks
 * the full rewardTokens array" are). Counted as agreeing, such pairs merged with a judge at
 * hand without asking it (lending, heavy, 10 runs: precision 0.961; 20 runs: 0.988).
 */
export declare function wordsAgree(weights: LearnedWeights, pattern: number): boolean;
/** The evidence of a comparison pattern, in bits, without the prior. */
export declare function patternBits(weights: LearnedWeights, pattern: number): number;
/**
 * The most a pair at this place can weigh, whatever its words: the best of `pattern` (from
 * `comparePlace`) over every text level. Summed the way `patternBits` sums, so it is never
 * below the bits of the pair's actual pattern, even in floating point.
 */
export declare function placeBound(weights: LearnedWeights, pattern: number): number;
/**
 * How much sharing each word says, learned from the findings at hand. Two factors:
 *  - rarity (inverse document frequency): a word most findings use ("user", "query") says
 *    little when two findings share it, a word one issue uses says much;
 *  - distinctness: (run, block) pairs ÷ findings that use it, where a block is one agent and
 *    file (findings are only ever compared within one). A word a run uses for k of its
 *    findings in one block (a style habit, "Potential …", a run's own tag, or a word two issues
 *    there share) counts k² times less, for two reasons: it cannot tell those findings apart,
 *    and their pairs, the known-different ones the chance agreement is learned from, share it
 *    while the other runs' reports of the same issues need not, so it would teach that two
 *    issues' reports agree by chance more often than they do. (Counted k times less, a run's
 *    tag in each of its titles, "(note 3)", took the grouping of 50 synthetic runs from
 *    pairwise precision and recall 0.998 to 0.920 and 0.882; counted k² times less, 1.000 and
 *    0.999.)
 *    A word of one issue, used once per run, keeps its full weight.
 * `documents[i]` is finding i's words, `groupOf[i]` the number of its run and block.
 */
export declare function rarityOf(documents: Int32Array[], groupOf: ArrayLike<number>, vocabulary: number): Float64Array;
