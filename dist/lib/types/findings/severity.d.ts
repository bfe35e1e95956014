import { type Severity } from "./types.js";
/** The classic determinism score's severity multipliers; INFO is not in its list, SPEC gives it 0.5. */
export declare const SEVERITY_WEIGHT: Record<Severity, number>;
/** Rank for tie-breaks and sorting: a larger number is more severe. */
export declare const SEVERITY_RANK: Record<Severity, number>;
/** The canonical severity for an input spelling, or undefined when it is not one we accept. */
export declare function parseSeverity(value: string): Severity | undefined;
/** Best Practices, which the AuditAgent scoring algorithm keeps apart from Info in its labels. */
export declare function isBestPractices(value: string): boolean;
export declare const SEVERITY_EXPECTED: string;
