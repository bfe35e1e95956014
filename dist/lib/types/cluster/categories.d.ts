export interface CategoryInfo {
    /** Canonical id (`sql-injection`), or the folded words of an unknown category. */
    id: string;
    /** Human label: the canonical one, else the input as given. */
    label: string;
    family: string;
    known: boolean;
    /** The CWE numbers of a known category, most specific first; empty when unknown. */
    cwe: readonly number[];
    /** A weakness an attacker can use (code scanning lists these under security). */
    security: boolean;
    /**
     * The kinds a combination names (`access control / denial of service`), each resolved on its
     * own; absent for a single kind. The combination resolves to one of them.
     */
    parts?: readonly CategoryInfo[];
}
/** Maps a category as written to its canonical category. */
export declare function canonicalCategory(raw: string): CategoryInfo;
/** 1 for the same canonical category, 0.5 for a related one, 0 otherwise. */
export declare function categoryCompatibility(a: CategoryInfo, b: CategoryInfo): number;
/** Other ways to write a category, for the simulator's variation: label, aliases and the CWE form. */
export declare function categorySpellings(raw: string): string[];
