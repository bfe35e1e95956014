import type { Finding } from "../findings/types.js";
import { type CategoryInfo } from "./categories.js";
import { type Interner } from "./text.js";
/** What the matcher compares, computed once per finding. */
export interface Features {
    agent: string;
    /** Normalised path (`src/a.cs`), "" when the finding names no file. */
    file: string;
    /** Last path segment: findings are only compared within the same agent and file name. */
    fileBase: string;
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
    line: number | undefined;
    title: Int32Array;
    description: Int32Array;
    /** One number per distinct title and description, so comparisons of repeated texts are memoised. */
    textId: number;
    /** Rarity mass of title, description and symbol words, set once the rarities are known. */
    masses: [number, number, number];
    /** A stable text of every field, for canonical ordering (order invariance). */
    signature: string;
}
/** `./src\\A.cs` and `src/a.cs` are one file. */
export declare function normalizePath(file: string | undefined): string;
/** A normalised path's file name: blocks, boilerplate and the judge's requests go by it. */
export declare function baseName(path: string): string;
/** True when both name the same file: equal, or one is the other's tail at a `/` boundary. */
export declare function sameFile(a: string, b: string): boolean;
/**
 * `UserService.GetUser(int id)`, `UserService::getUser()`, `userService->getUser` and
 * `GetUser` become `userservice.getuser` / `getuser`: parameters dropped, separators unified,
 * case folded (the Determinism Measurement System's "method signatures are simplified").
 * A type that follows the name is dropped too, or it would be taken for the name:
 * `fun getUser(id: Int): User`, `fn parse(&self) -> Result<Ast>`, `runAligner :: Config -> IO ()`,
 * `collect : pileup list -> variant list`. A colon with no space around it separates, like
 * `::` (`handlers.py:get_user`).
 */
export declare function normalizeSymbol(symbol: string | undefined): {
    symbol: string;
    method: string;
    owner: string;
};
/** The words a finding's category and symbol say, which its title words need not say again. */
export declare function knownWords(finding: Finding, category: CategoryInfo, symbol: string): Set<string>;
/**
 * A title without the numbers it starts with. A model that numbers its list or tags each title
 * with a number writes the same number on unrelated issues (every run has a third finding), and
 * a number is a rare word, so as words they made two runs' third findings look alike and one
 * issue's reports under two numbers look apart. A tag without a digit (`[HIGH]`, `[Security]`)
 * or with a standard identifier (`[CVE-2021-44228]`) says something of the issue, and stays.
 */
export declare function unlabelled(title: string): string;
/** A finding's title words, less its list number and the words its category or its symbol already say. */
export declare function titleWords(finding: Finding, known: Set<string>): string[];
export declare function featuresOf(finding: Finding, interner: Interner): Features;
