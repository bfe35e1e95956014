/** Number formats shared by every renderer. */
/** A percentage; "—" for a score that was not measured (null: nothing to measure). */
export declare function pct(value: number | null, digits?: number): string;
export declare function interval(range: [number, number] | null): string;
/** A markdown table from a header and rows of cells already escaped. */
export declare function table(header: string[], rows: string[][], align?: ("l" | "r" | "c")[]): string;
/** The Determinism Measurement System's badge colours for consistency levels. */
export declare function levelIcon(level: string | null): string;
