import { isBestPractices, parseSeverity } from "../findings/severity.js";

/**
 * The severity label of evaluation rows: Critical, High, Medium, Low, Info or Best Practices
 * (kept apart from Info, as upstream does), else the input in title case.
 */
export function severityLabel(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === "") return "N/A";
  if (isBestPractices(raw)) return "Best Practices";
  switch (parseSeverity(raw)) {
    case "CRITICAL":
      return "Critical";
    case "HIGH":
      return "High";
    case "MEDIUM":
      return "Medium";
    case "LOW":
      return "Low";
    case "INFO":
      return "Info";
    default:
      return raw.trim().replace(/\b\w/g, (c) => c.toUpperCase());
  }
}

/** Info and Best Practices findings are quality notes: never false positives, and QA in reports. */
export function isQaLabel(label: string): boolean {
  return label === "Info" || label === "Best Practices";
}
