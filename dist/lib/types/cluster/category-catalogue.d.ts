/**
 * The known categories and their synonyms; categories.ts resolves a category against them.
 * Models name one weakness many ways between runs ("SQL Injection", "SQLi", "Injection (SQL)",
 * "CWE-89"), so each known category has a canonical id, its CWE numbers and aliases; related
 * categories share a family and count as compatible, not equal.
 */
export interface CategoryDef {
    id: string;
    label: string;
    family: string;
    cwe: number[];
    aliases: string[];
}
export declare const CATEGORIES: readonly CategoryDef[];
