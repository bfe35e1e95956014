/** One row of an evaluation (SPEC 4.2): the AuditAgent field names, snake_case. */
export interface EvaluatedRow {
    is_match: boolean;
    is_partial_match: boolean;
    is_fp: boolean;
    explanation: string;
    severity_from_junior_auditor: string;
    severity_from_truth: string;
    /** 0-based index into the scan report as read; −1 when none. */
    index_of_finding_from_junior_auditor: number;
    finding_description_from_junior_auditor: string;
}
/** A finding as the judge sees it, truth or scan alike. */
export interface JudgedItem {
    title: string;
    description: string;
    /** Severity label as people write it: Critical, High, Medium, Low, Info, Best Practices. */
    severity: string;
    category?: string;
    file?: string;
    location?: string;
}
