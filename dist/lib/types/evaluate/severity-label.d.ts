/**
 * The severity label of evaluation rows: Critical, High, Medium, Low, Info or Best Practices
 * (kept apart from Info, as upstream does), else the input in title case.
 */
export declare function severityLabel(raw: string | undefined): string;
/** Info and Best Practices findings are quality notes: never false positives, and QA in reports. */
export declare function isQaLabel(label: string): boolean;
