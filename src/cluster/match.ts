import type { Finding } from "../findings/types.js";
import { categoryCompatibility } from "./categories.js";
import { type Features, featuresOf, knownWords, mayBeOneFile, titleWords } from "./features.js";
import { containment, dice, type Interner, trigrams } from "./text.js";

/**
 * Evidence that two findings from different runs are the same issue, as a sum of
 * log-likelihood-style weights (record linkage in the Fellegi–Sunter manner): each field
 * that agrees adds, each that contradicts subtracts, a missing field says nothing.
 * This gives the tiers without hard-coding them:
 *  - the classic exact key (same category and symbol) matches unless lines or text contradict;
 *  - same file and symbol with a compatible category and a nearby line matches even when the
 *    title is reworded;
 *  - with no location at all, similar title and description carry the match.
 * Two issues of one category in one function stay apart when their lines are far apart or
 * their titles and descriptions differ.
 */
export const WEIGHTS = {
  categorySame: 3,
  categoryRelated: 0.5,
  categoryOther: -3.5,
  symbolSame: 3,
  symbolMethod: 2.5,
  symbolOtherOwner: -2,
  symbolOther: -4,
  lineNear: 2.5,
  lineClose: 1.5,
  lineMid: 0,
  lineFar: -4,
  lineVeryFar: -5.5,
  titleScale: 6,
  titleOffset: 1.5,
  identicalTitle: 2,
  descriptionScale: 3,
  descriptionOffset: 1,
} as const;

/** The sum a pair needs to be called the same finding. */
export const MATCH_THRESHOLD = 3.5;

/** What the evidence score reads besides the matcher's features. */
export interface ScoredFeatures extends Features {
  /** Character trigrams of the title words: catch what stemming misses (`injectable`/`injection`). */
  titleGrams: Int32Array;
  /** The title folded for exact comparison. */
  titleText: string;
}

/**
 * A finding's features for the evidence score. The matcher does not read the trigrams, and
 * they are most of the interning work when every title is distinct, so only this computes them.
 */
export function scoredFeaturesOf(finding: Finding, interner: Interner): ScoredFeatures {
  const f = featuresOf(finding, interner);
  return {
    ...f,
    titleGrams: interner.set(
      trigrams(titleWords(finding, knownWords(finding, f.category, f.symbol))).map((g) => `\u0001${g}`),
    ),
    titleText: finding.title.trim().toLowerCase().replace(/\s+/g, " "),
  };
}

/** Findings that can never be one issue: other agent or other file. */
export function compatible(a: Features, b: Features): boolean {
  return a.agent === b.agent && mayShareFile(a, b);
}

/** `mayBeOneFile`, first passing over two files of other names, as most compared pairs are. */
export function mayShareFile(a: Features, b: Features): boolean {
  if (a.fileBase !== b.fileBase && a.file !== "" && b.file !== "") return false;
  return mayBeOneFile(a, b);
}

function lineWeight(a: number | undefined, b: number | undefined): number {
  if (a === undefined || b === undefined) return 0;
  const delta = Math.abs(a - b);
  if (delta <= 2) return WEIGHTS.lineNear;
  if (delta <= 6) return WEIGHTS.lineClose;
  if (delta <= 12) return WEIGHTS.lineMid;
  if (delta <= 25) return WEIGHTS.lineFar;
  return WEIGHTS.lineVeryFar;
}

function symbolWeight(a: Features, b: Features): number {
  if (a.symbol === "" || b.symbol === "") return 0;
  if (a.symbol === b.symbol) return WEIGHTS.symbolSame;
  if (a.method === b.method) {
    // `GetUser` against `UserService.GetUser`: the same method, one side less specific.
    if (a.owner === "" || b.owner === "") return WEIGHTS.symbolMethod;
    return WEIGHTS.symbolOtherOwner;
  }
  return WEIGHTS.symbolOther;
}

/** Title likeness 0-1: word overlap, softened by trigram overlap and containment for rewordings. */
export function titleSimilarity(a: ScoredFeatures, b: ScoredFeatures): number {
  const words = dice(a.title, b.title);
  const grams = dice(a.titleGrams, b.titleGrams);
  const contained = containment(a.title, b.title) * 0.85;
  return Math.max(words, grams, contained);
}

/** The evidence sum for two compatible findings. */
export function matchScore(a: ScoredFeatures, b: ScoredFeatures): number {
  const category = categoryCompatibility(a.category, b.category);
  let score =
    category === 1 ? WEIGHTS.categorySame : category > 0 ? WEIGHTS.categoryRelated : WEIGHTS.categoryOther;
  const symbol = symbolWeight(a, b);
  const line = lineWeight(a.line, b.line);
  score += symbol + line;
  // The same title word for word is evidence of its own, unless the location contradicts it
  // (a generic title repeated for two issues in one function must not merge them).
  if (a.titleText === b.titleText && a.titleText !== "" && symbol >= 0 && line >= 0)
    score += WEIGHTS.identicalTitle;
  // A title that is nothing but category and symbol words says nothing beyond them.
  if (a.title.length > 0 && b.title.length > 0)
    score += WEIGHTS.titleScale * titleSimilarity(a, b) - WEIGHTS.titleOffset;
  if (a.description.length > 0 && b.description.length > 0) {
    score += WEIGHTS.descriptionScale * dice(a.description, b.description) - WEIGHTS.descriptionOffset;
  }
  return score;
}
