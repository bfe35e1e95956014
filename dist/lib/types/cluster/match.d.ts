import type { Finding } from "../findings/types.js";
import { type Features } from "./features.js";
import { type Interner } from "./text.js";
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
export declare const WEIGHTS: {
    readonly categorySame: 3;
    readonly categoryRelated: 0.5;
    readonly categoryOther: -3.5;
    readonly symbolSame: 3;
    readonly symbolMethod: 2.5;
    readonly symbolOtherOwner: -2;
    readonly symbolOther: -4;
    readonly lineNear: 2.5;
    readonly lineClose: 1.5;
    readonly lineMid: 0;
    readonly lineFar: -4;
    readonly lineVeryFar: -5.5;
    readonly titleScale: 6;
    readonly titleOffset: 1.5;
    readonly identicalTitle: 2;
    readonly descriptionScale: 3;
    readonly descriptionOffset: 1;
};
/** The sum a pair needs to be called the same finding. */
export declare const MATCH_THRESHOLD = 3.5;
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
export declare function scoredFeaturesOf(finding: Finding, interner: Interner): ScoredFeatures;
/** Findings that can never be one issue: other agent or other file. */
export declare function compatible(a: Features, b: Features): boolean;
/** `mayBeOneFile`, first passing over two files of other names, as most compared pairs are. */
export declare function mayShareFile(a: Features, b: Features): boolean;
/** Title likeness 0-1: word overlap, softened by trigram overlap and containment for rewordings. */
export declare function titleSimilarity(a: ScoredFeatures, b: ScoredFeatures): number;
/** The evidence sum for two compatible findings. */
export declare function matchScore(a: ScoredFeatures, b: ScoredFeatures): number;
