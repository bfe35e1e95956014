import {
  AGREEING_TEXT_LEVEL,
  CATEGORY_LEVELS,
  categoryLevelOf,
  FIELDS,
  type FieldSpec,
  inTwoLanguages,
  levelOf,
  MEMBERS_APART_LEVEL,
  NAMING_APART_LEVEL,
  OTHER_CATEGORY_LEVEL,
  SIMILAR_TEXT_LEVEL,
  TEXT_LEVEL_COUNT,
  textLevelOf,
  withTextLevel,
  wordsUncompared,
} from "./compare.js";

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

/** Pseudo-observations the prior is worth: enough to steady a small test, little against a large one. */
const PRIOR_STRENGTH = 12;
/**
 * Pseudo-observations the file-wide chances of the line are worth in its chances for two issues
 * naming one symbol (`uLineAtSymbol`). Chosen from 4, 12, 20, 40 and 120 (and none: the file's
 * alone) on the tuned families' summed mean |Δscore| over seeds 1 to 20 (94.50 with the file's
 * alone: 94.66, 95.06, 93.91, 92.49 and 92.78; never-tuned 75.34: 72.54, 73.42, 73.61, 74.40 and
 * 74.64): few pairs of one run name one symbol, and on their own they say too much.
 */
const LINE_AT_SYMBOL_STRENGTH = 40;
const EM_ROUNDS = 40;
/** The fewest cross-run pairs a test learns from; a smaller one keeps the prior. */
export const MIN_EM_PAIRS = 30;
/**
 * The most one field's agreement may say (32:1). The largest ratios rest on levels the
 * known-different pairs never showed, where "never within a run" is not "never across runs"
 * (a generic remark recurs at other places in other runs); a location that contradicts must
 * still be able to outweigh it.
 */
const MAX_FIELD_BITS = 5;
/**
 * The least match share EM may settle on, of the matches possible (`floorOf`): it must not
 * conclude that nothing ever matches.
 */
const LAMBDA_FLOOR = 0.01;

/**
 * The least match share of a set of pairs of which at most `possible` (a share) can be one issue:
 * LAMBDA_FLOOR of those, not of the pairs. With hundreds of reports a run in one file, a report
 * meets hundreds of another run's and matches one at most, and a floor of 1 pair in 100 made EM
 * call pairs of two issues matches until they filled it.
 */
function floorOf(possible: number): number {
  return LAMBDA_FLOOR * Math.min(1, possible);
}

/**
 * A field's chance of each level among the pairs where both sides give it: the prior's
 * pseudo-observations plus one observation spread evenly over the levels (a level the data
 * never showed is rare, not impossible, so it cannot outweigh every other field), plus the
 * counts. The level for "one side does not say" is left out (its entry is 0, its weight 0): it
 * says nothing, and counted in, it took its share from every other level in proportion to how
 * often a side was silent, which differs between the pairs `m` and `u` are learned from. With
 * every other run naming no place, three cross-run pairs in four had a silent side but one
 * within-run pair in two, so every location level lost a bit of evidence for one issue.
 */
function smoothed(field: FieldSpec, prior: number[], counts: number[]): number[] {
  const shares = givenShares(field, prior);
  const levels = field.levels.length - (field.nullLevel === undefined ? 0 : 1);
  const total = counts.reduce((sum, n, l) => (l === field.nullLevel ? sum : sum + n), 0);
  return shares.map((p, l) =>
    l === field.nullLevel ? 0 : (PRIOR_STRENGTH * p + counts[l]! + 1 / levels) / (PRIOR_STRENGTH + total + 1),
  );
}

/** A prior's chances among the levels that say something (the null level's is 0). */
function givenShares(field: FieldSpec, prior: number[]): number[] {
  const mass = prior.reduce((sum, p, l) => (l === field.nullLevel ? sum : sum + p), 0);
  return prior.map((p, l) => (l === field.nullLevel ? 0 : p / mass));
}

/** The field the words are part of; every other field is where a finding is. */
const WHAT = FIELDS.findIndex((field) => field.name === "what");
const SYMBOL = FIELDS.findIndex((field) => field.name === "symbol");
const LINE = FIELDS.findIndex((field) => field.name === "line");
const LINE_NULL = FIELDS[LINE]!.nullLevel!;
/** The levels of each location field that put two reports at one place (`atOnePlace`). */
const ONE_PLACE_SYMBOL = new Set(["same", "same method"].map((name) => FIELDS[SYMBOL]!.levels.indexOf(name)));
const ONE_PLACE_LINE = new Set(["within 3", "within 10"].map((name) => FIELDS[LINE]!.levels.indexOf(name)));

/**
 * Two reports naming one symbol or method. Given that, near lines say less than they do over a
 * file: two issues of one function lie within its few lines (remarks a model makes of a
 * function are written at its first line), so the lines' chance agreement is learned apart for
 * such pairs (`uLineAtSymbol`), from the runs' own pairs naming one symbol, shrunk towards the
 * file-wide one. With one chance for the whole file, the same symbol and a line within 3 counted
 * as two independent agreements. In the sixth family's test at 20 runs, moderate, seed 1, 6 of
 * the 7 pairs of one run naming one routine with a line on both sides were within 3 lines
 * (0.118 of such pairs over the file, 0.228 at one routine as shrunk), and `Reliance on
 * block.timestamp in repay` and `Missing event emission in repay`, two runs' remarks sharing no
 * category and few words, had merged at +0.1 bits with the prior (now −0.8); |Δscore| 3.68 to
 * 0.49. Where no pair of one run gives a line at one symbol, the file's chance stands.
 */
function atOneSymbol(pattern: number): boolean {
  return ONE_PLACE_SYMBOL.has(levelOf(pattern, SYMBOL));
}

/**
 * The words' bits at `level` of the "what" field, no more than 0 where the words are naming apart
 * (compare.ts `mentionsApart`): words that agree only where each names something the other does
 * not are never evidence of one issue. EM fits their `m` among the cross-run pairs, and twins that
 * no run reports together agree there on all else (the sixty-second family's `clean-labels:` and
 * `clean-release:`, each deleting a directory named by an unset variable): they were taken for one
 * issue's reports, and naming apart came out at +3.8 bits in tests where no two reports of one
 * issue read so. Where the runs show one issue's reports naming apart as often as two issues',
 * the bits are about 0 in any case.
 */
function whatBitsOf(level: number, bits: number): number {
  return Math.floor(level / CATEGORY_LEVELS.length) === NAMING_APART_LEVEL ? Math.min(0, bits) : bits;
}

/**
 * The words' bits at each text level with the category left out: log2 of `m` over `u`, each
 * summed over the category levels, as a field left out of a comparison weighs in Splink.
 */
function wordsAloneOf(m: number[], u: number[]): number[] {
  return Array.from({ length: TEXT_LEVEL_COUNT }, (_, t) => {
    let pm = 0;
    let pu = 0;
    for (let c = 0; c < CATEGORY_LEVELS.length; c++) {
      pm += m[t * CATEGORY_LEVELS.length + c]!;
      pu += u[t * CATEGORY_LEVELS.length + c]!;
    }
    return whatBitsOf(t * CATEGORY_LEVELS.length, Math.min(MAX_FIELD_BITS, Math.log2(pm / pu)));
  });
}

/** A field's chance of its level in `pattern` for two different issues. */
type Chance = (pattern: number, f: number) => number;

/**
 * Two reports at one place: the same symbol or method, or lines within 10. Two issues there
 * (two injections in one function) share its category and the words of what it touches far
 * more often than two issues of one file do, so their words' chance agreement is learned apart
 * (`uAtPlace`), from the runs' own pairs at one place, shrunk towards the file-wide one: with
 * one rate for both, agreeing place, category and some shared words counted as three
 * independent agreements, and one run's report of a twin issue (`token read synchronously`
 * beside `blocking cart read in handler`, one method, one category) joined its twin's group.
 */
function atOnePlace(pattern: number): boolean {
  return ONE_PLACE_SYMBOL.has(levelOf(pattern, SYMBOL)) || ONE_PLACE_LINE.has(levelOf(pattern, LINE));
}

/**
 * `within`: comparison patterns of pairs known to differ (same run) with their counts;
 * `cross`: patterns of pairs from different runs; `maxMatches`: how many of those cross pairs
 * could match at most (a finding matches at most one finding of another run), which bounds λ
 * so EM cannot settle on "most pairs are one issue".
 */
export function learnWeights(
  within: Map<number, number>,
  cross: Map<number, number>,
  maxMatches = Number.POSITIVE_INFINITY,
): LearnedWeights {
  // Pairs whose words cannot be compared say nothing of how words agree (compare.ts
  // `WORDS_UNCOMPARED`): left out, as Splink leaves out a field one side leaves empty.
  const patterns = [...cross.entries()].filter(([pattern]) => !wordsUncompared(pattern));
  let crossPairs = 0;
  for (const [, n] of patterns) crossPairs += n;
  // A test too small to fit `m` from (MIN_EM_PAIRS, as `fit` asks) keeps the prior's `u` as it
  // keeps the prior's `m`: the chances of one side learned from a handful of one run's pairs and
  // set against the other side's prior weigh what that handful shows against nothing. A run of
  // two reports of one text a line apart and a third at the first one's line, repeated twice,
  // had taught that one text at one place is two issues' as often as not, and scored 50, not 100.
  const learning = crossPairs >= MIN_EM_PAIRS;
  const u = FIELDS.map((field, f) => {
    const counts = new Array<number>(field.levels.length).fill(0);
    if (learning) for (const [pattern, n] of within) counts[levelOf(pattern, f)]! += n;
    return smoothed(field, field.prior.u, counts);
  });
  const atPlace = new Array<number>(FIELDS[WHAT]!.levels.length).fill(0);
  if (learning)
    for (const [pattern, n] of within) if (atOnePlace(pattern)) atPlace[levelOf(pattern, WHAT)]! += n;
  // Shrunk towards the file-wide chances, which already hold the prior and the spread over
  // levels never seen: with no pairs at one place the two are the same.
  const atPlaceTotal = atPlace.reduce((sum, n) => sum + n, 0);
  const uAtPlace =
    atPlaceTotal === 0
      ? u[WHAT]!
      : u[WHAT]!.map((p, l) => (PRIOR_STRENGTH * p + atPlace[l]!) / (PRIOR_STRENGTH + atPlaceTotal));
  // Learned where `u` is (above). Counted from three runs of two reports one line apart, the
  // pairs of one run had taken the evidence for the same report in two runs below even odds,
  // and a run repeated three times scored 33.3, not 100.
  const atSymbol = new Array<number>(FIELDS[LINE]!.levels.length).fill(0);
  if (learning)
    for (const [pattern, n] of within) if (atOneSymbol(pattern)) atSymbol[levelOf(pattern, LINE)]! += n;
  // Among the pairs that give a line on both sides, as the file-wide chances are counted.
  const atSymbolTotal = atSymbol.reduce((sum, n, l) => (l === LINE_NULL ? sum : sum + n), 0);
  const uLineAtSymbol = u[LINE]!.map((p, l) =>
    l === LINE_NULL
      ? 0
      : (LINE_AT_SYMBOL_STRENGTH * p + atSymbol[l]!) / (LINE_AT_SYMBOL_STRENGTH + atSymbolTotal),
  );
  const chance: Chance = (pattern, f) =>
    f === WHAT && atOnePlace(pattern)
      ? uAtPlace[levelOf(pattern, f)]!
      : f === LINE && atOneSymbol(pattern)
        ? uLineAtSymbol[levelOf(pattern, f)]!
        : u[f]![levelOf(pattern, f)]!;
  const possible = crossPairs > 0 ? maxMatches / crossPairs : 0.5;
  const floor = floorOf(possible);
  const ceiling = Math.max(floor, Math.min(0.95, possible));
  // Too few pairs to estimate anything from: the prior stands (EM on a handful of pairs would
  // just fit them).
  const fitted = fit(patterns, chance, ceiling / 2, ceiling, () => true, floor);
  const lambda = fitted?.lambda ?? ceiling / 2;
  const m = fitted
    ? withPlaceFromAgreeingWords(patterns, fitted.m, chance, maxMatches)
    : FIELDS.map((f) => givenShares(f, f.prior.m));
  let withinPairs = 0;
  for (const n of within.values()) withinPairs += n;
  const whatAcross = fitted
    ? wordsInTwoLanguages(
        patterns.filter(([pattern]) => inTwoLanguages(pattern)),
        m,
        u[WHAT]!,
        chance,
        lambda,
      )
    : undefined;
  return {
    ...(whatAcross !== undefined && { whatAcross }),
    weights: m.map((row, f) =>
      row.map((p, l) => {
        if (l === FIELDS[f]!.nullLevel) return 0;
        const bits = Math.min(MAX_FIELD_BITS, Math.log2(p / u[f]![l]!));
        return f === WHAT ? whatBitsOf(l, bits) : bits;
      }),
    ),
    whatAtPlace: m[WHAT]!.map((p, l) => whatBitsOf(l, Math.min(MAX_FIELD_BITS, Math.log2(p / uAtPlace[l]!)))),
    wordsAlone: wordsAloneOf(m[WHAT]!, u[WHAT]!),
    wordsAloneAtPlace: wordsAloneOf(m[WHAT]!, uAtPlace),
    lineAtSymbol: m[LINE]!.map((p, l) =>
      l === LINE_NULL ? 0 : Math.min(MAX_FIELD_BITS, Math.log2(p / uLineAtSymbol[l]!)),
    ),
    priorBits: Math.log2(lambda / (1 - lambda)),
    m,
    u,
    uAtPlace,
    uLineAtSymbol,
    lambda,
    withinPairs,
    crossPairs,
  };
}

/**
 * Two members of one owner whose words name apart (compare.ts `membersNamedApart`): one template
 * filled with two places. Left out of the location's fit among agreeing words, where EM took
 * such pairs of two runs, near in line and alike in words, for one issue's, and two members of
 * one owner came out as what one issue's reports name.
 */
function membersOfOneTemplate(pattern: number): boolean {
  return textLevelOf(pattern) === NAMING_APART_LEVEL && levelOf(pattern, SYMBOL) === MEMBERS_APART_LEVEL;
}

/**
 * `m` with the location fields' agreement fitted again, as Splink trains each field's `m` in a
 * session blocked on the others: EM on the cross-run pairs whose words are at least similar,
 * with the words left out of the fit (their `m` stays as fitted over every pair). In the fit
 * over every pair, agreeing words decide a pair's posterior whatever its place says, so the
 * same remark made at places far apart (`Result could be cached`, by several runs in one
 * function, each place its own issue) taught that one issue's reports lie far apart, and the
 * location stopped telling such remarks apart. Among pairs whose words agree, the location
 * alone has to tell one issue from the same remark elsewhere. The session's match share starts
 * at even odds: most pairs whose words agree are one issue, and EM finds how many.
 */
function withPlaceFromAgreeingWords(
  patterns: [number, number][],
  m: number[][],
  u: Chance,
  maxMatches: number,
): number[][] {
  const agreeing = patterns.filter(
    ([pattern]) => textLevelOf(pattern) <= SIMILAR_TEXT_LEVEL && !membersOfOneTemplate(pattern),
  );
  let pairs = 0;
  for (const [, n] of agreeing) pairs += n;
  const floor = floorOf(pairs > 0 ? maxMatches / pairs : 1);
  const place = fit(agreeing, u, 0.5, 1 - LAMBDA_FLOOR, (f) => f !== WHAT, floor);
  return place ? FIELDS.map((_, f) => (f === WHAT ? m[f]! : place.m[f]!)) : m;
}

/**
 * The words' bits for pairs of runs in two languages: EM over those cross-run pairs with the
 * location's `m` and `u` held as learned over every pair, and the words' chance for one issue
 * and for two both fitted, each shrunk towards the one learned over every pair. The pairs of
 * one run, which teach the words' chance for two issues, are of one language: how little two
 * issues' reports in two languages share, and how little one issue's do, only these pairs show.
 * Undefined for fewer than MIN_EM_PAIRS of them.
 */
function wordsInTwoLanguages(
  patterns: [number, number][],
  m: number[][],
  uWhat: number[],
  u: Chance,
  centre: number,
): number[] | undefined {
  let pairs = 0;
  for (const [, n] of patterns) pairs += n;
  if (pairs < MIN_EM_PAIRS) return undefined;
  const field = FIELDS[WHAT]!;
  let mWhat = m[WHAT]!;
  let uAcross = uWhat;
  let lambda = centre;
  for (let round = 0; round < EM_ROUNDS; round++) {
    const one = new Array<number>(field.levels.length).fill(0);
    const two = new Array<number>(field.levels.length).fill(0);
    let matched = 0;
    for (const [pattern, n] of patterns) {
      const what = levelOf(pattern, WHAT);
      const [pm, pu] = likelihoods(pattern, m, u, (f) => f !== WHAT);
      const posterior =
        (lambda * mWhat[what]! * pm) / (lambda * mWhat[what]! * pm + (1 - lambda) * uAcross[what]! * pu);
      matched += n * posterior;
      one[what]! += n * posterior;
      two[what]! += n * (1 - posterior);
    }
    mWhat = smoothed(field, m[WHAT]!, one);
    uAcross = smoothed(field, uWhat, two);
    lambda = Math.min(
      1 - LAMBDA_FLOOR,
      Math.max(LAMBDA_FLOOR, (PRIOR_STRENGTH * centre + matched) / (PRIOR_STRENGTH + pairs)),
    );
  }
  return mWhat.map((p, l) => whatBitsOf(l, Math.min(MAX_FIELD_BITS, Math.log2(p / uAcross[l]!))));
}

/**
 * The chance of `pattern` for one issue and for two, over the fields `fitted` says take part. A
 * field one side leaves empty says nothing here either, as in Splink, not only in the final
 * weights: counted while fitting, it made pairs with a side that names no place look unlike
 * matches, and EM settled on a match share that no wording could overcome.
 */
function likelihoods(
  pattern: number,
  m: number[][],
  u: Chance,
  fitted: (f: number) => boolean,
): [one: number, two: number] {
  let pm = 1;
  let pu = 1;
  for (let f = 0; f < FIELDS.length; f++) {
    const level = levelOf(pattern, f);
    if (!fitted(f) || level === FIELDS[f]!.nullLevel) continue;
    pm *= m[f]![level]!;
    pu *= u(pattern, f);
  }
  return [pm, pu];
}

/**
 * Expectation–maximisation over `patterns` (pattern, count) with `u` held fixed: each field's
 * `m` and the match share λ, of the fields `fitted` says take part. It starts from the prior's
 * `m` and λ = `centre`, towards which the estimate is shrunk like `m` towards the prior (one pair
 * is no estimate), within [`floor`, `ceiling`]. Undefined for fewer than MIN_EM_PAIRS pairs.
 */
function fit(
  patterns: [number, number][],
  u: Chance,
  centre: number,
  ceiling: number,
  fitted: (f: number) => boolean,
  floor: number,
): { m: number[][]; lambda: number } | undefined {
  let pairs = 0;
  for (const [, n] of patterns) pairs += n;
  if (pairs < MIN_EM_PAIRS) return undefined;
  let m = FIELDS.map((field) => givenShares(field, field.prior.m));
  let lambda = centre;
  for (let round = 0; round < EM_ROUNDS; round++) {
    const counts = FIELDS.map((field) => new Array<number>(field.levels.length).fill(0));
    let matched = 0;
    for (const [pattern, n] of patterns) {
      const [pm, pu] = likelihoods(pattern, m, u, fitted);
      const posterior = (lambda * pm) / (lambda * pm + (1 - lambda) * pu);
      matched += n * posterior;
      for (let f = 0; f < FIELDS.length; f++) counts[f]![levelOf(pattern, f)]! += n * posterior;
    }
    m = FIELDS.map((field, f) => smoothed(field, field.prior.m, counts[f]!));
    const estimate = (PRIOR_STRENGTH * centre + matched) / (PRIOR_STRENGTH + pairs);
    lambda = Math.min(ceiling, Math.max(floor, estimate));
  }
  return { m, lambda };
}

/**
 * The chance that two reports of one issue share not even similar words and name categories
 * that are neither the same nor related, as learned (`m` of the words' field): how often one
 * issue's report reads like another issue's beside it (unworded.ts).
 */
export function wordedApartChance(weights: LearnedWeights): number {
  let chance = 0;
  for (let t = SIMILAR_TEXT_LEVEL + 1; t < TEXT_LEVEL_COUNT; t++)
    chance += weights.m[WHAT]![t * CATEGORY_LEVELS.length + OTHER_CATEGORY_LEVEL]!;
  return chance;
}

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
export function wordsAgree(weights: LearnedWeights, pattern: number): boolean {
  return textLevelOf(pattern) <= AGREEING_TEXT_LEVEL && whatBits(weights, pattern) >= 0;
}

/**
 * The words' bits in `pattern`: in two languages, as such pairs show (`whatAcross`); else at one
 * place, against the chance agreement of two issues there.
 */
function whatBits(weights: LearnedWeights, pattern: number): number {
  if (wordsUncompared(pattern)) return 0;
  const level = levelOf(pattern, WHAT);
  if (inTwoLanguages(pattern)) {
    if (weights.whatAcross !== undefined) return weights.whatAcross[level]!;
    // Too few pairs in two languages to learn from. A run often writes its category in its own
    // language (`Sealed record leak` / `Maxfiy ma'lumotning oshkor bo'lishi`), so two categories
    // that differ there say nothing, and the words weigh by their level alone. Read as one
    // language's other category, they counted against one issue: the sixty-sixth's hearing page,
    // at 5 runs, heavy, had an Uzbek report and its English ones apart at -2.5 bits.
    if (categoryLevelOf(pattern) === OTHER_CATEGORY_LEVEL)
      return (atOnePlace(pattern) ? weights.wordsAloneAtPlace : weights.wordsAlone)[textLevelOf(pattern)]!;
  }
  return atOnePlace(pattern) ? weights.whatAtPlace[level]! : weights.weights[WHAT]![level]!;
}

/** The evidence of a comparison pattern, in bits, without the prior. */
export function patternBits(weights: LearnedWeights, pattern: number): number {
  let bits = whatBits(weights, pattern);
  for (let f = 0; f < FIELDS.length; f++) {
    if (f === WHAT) continue;
    const level = levelOf(pattern, f);
    bits += f === LINE && atOneSymbol(pattern) ? weights.lineAtSymbol[level]! : weights.weights[f]![level]!;
  }
  return bits;
}

/**
 * The most a pair at this place can weigh, whatever its words: the best of `pattern` (from
 * `comparePlace`) over every text level. Summed the way `patternBits` sums, so it is never
 * below the bits of the pair's actual pattern, even in floating point.
 */
export function placeBound(weights: LearnedWeights, pattern: number): number {
  let best = Number.NEGATIVE_INFINITY;
  for (let t = 0; t < TEXT_LEVEL_COUNT; t++)
    best = Math.max(best, patternBits(weights, withTextLevel(pattern, t)));
  return best;
}

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
export function rarityOf(
  documents: Int32Array[],
  groupOf: ArrayLike<number>,
  vocabulary: number,
): Float64Array {
  const df = new Uint32Array(vocabulary);
  const groups = new Uint32Array(vocabulary);
  const lastGroup = new Int32Array(vocabulary).fill(-1);
  const order = documents.map((_, i) => i).sort((a, b) => groupOf[a]! - groupOf[b]! || a - b);
  for (const i of order) {
    const group = groupOf[i]!;
    for (const token of documents[i]!) {
      df[token]!++;
      if (lastGroup[token] !== group) {
        lastGroup[token] = group;
        groups[token]!++;
      }
    }
  }
  const n = documents.length;
  const rarity = new Float64Array(vocabulary);
  for (let t = 0; t < vocabulary; t++) {
    const idf = Math.log((n + 1) / (df[t]! + 0.5));
    const distinctness = df[t]! === 0 ? 1 : groups[t]! / df[t]!;
    rarity[t] = Math.max(0.02, idf * distinctness * distinctness);
  }
  return rarity;
}
