/** The five severities of the exchange format (SPEC section 3), highest first. */
export declare const SEVERITIES: readonly ["CRITICAL", "HIGH", "MEDIUM", "LOW", "INFO"];
export type Severity = (typeof SEVERITIES)[number];
/**
 * One finding as the engine sees it: normalised at the edge, with every field the
 * input carried beyond the known ones kept in `extra` so nothing a user wrote is lost.
 */
export interface Finding {
    agent?: string;
    category: string;
    severity: Severity;
    title: string;
    description: string;
    file?: string;
    symbol?: string;
    line?: number;
    /** Unknown input fields, passed through verbatim. */
    extra?: Record<string, unknown>;
}
/** One analysis pass: the findings in the order the file (or the model) gave them. */
export interface Run {
    /** 1-based run number. */
    run: number;
    model?: string;
    temperature?: number;
    findings: Finding[];
    /** The findings exactly as read, for `--include-raw`. */
    raw?: unknown[];
}
