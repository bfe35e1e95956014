import { SEVERITIES, type Severity } from "./types.js";

/** The classic determinism score's severity multipliers; INFO is not in its list, SPEC gives it 0.5. */
export const SEVERITY_WEIGHT: Record<Severity, number> = {
  CRITICAL: 3,
  HIGH: 2,
  MEDIUM: 1.5,
  LOW: 1,
  INFO: 0.5,
};

/** Rank for tie-breaks and sorting: a larger number is more severe. */
export const SEVERITY_RANK: Record<Severity, number> = { CRITICAL: 4, HIGH: 3, MEDIUM: 2, LOW: 1, INFO: 0 };

const ALIASES: Record<string, Severity> = {
  critical: "CRITICAL",
  high: "HIGH",
  medium: "MEDIUM",
  moderate: "MEDIUM",
  med: "MEDIUM",
  low: "LOW",
  info: "INFO",
  informational: "INFO",
  note: "INFO",
  "best practices": "INFO",
  "best practice": "INFO",
};

/** Folds case, hyphens and underscores so `Best_Practices` and `best-practices` read alike. */
function fold(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");
}

/**
 * A severity as a model decorates one, undecorated: a parenthetical dropped (`High (CVSS 7.5)`),
 * then anything but letters and spaces (`[HIGH]`, `🔴 High`, `**High**`), then the words that
 * only name the field (`Severity: High`, `high severity`, `Risk level: medium`). What is left
 * must still be one level or alias: `Critical/High` is two and stays an error.
 */
function undecorated(text: string): string {
  return fold(
    text
      .replace(/\([^)]*\)/g, " ")
      .replace(/[^\p{L}\s_-]/gu, " ")
      .replace(/\b(?:severity|sev|risk|level|priority|rating)\b/gi, " "),
  );
}

/** A severity's spelling folded, undecorated when only that makes it a level or an alias. */
function spelling(value: string): string {
  const folded = fold(value);
  return ALIASES[folded] !== undefined ? folded : undecorated(value);
}

/** The canonical severity for an input spelling, or undefined when it is not one we accept. */
export function parseSeverity(value: string): Severity | undefined {
  return ALIASES[spelling(value)];
}

/** Best Practices, which the AuditAgent scoring algorithm keeps apart from Info in its labels. */
export function isBestPractices(value: string): boolean {
  const folded = spelling(value);
  return folded === "best practices" || folded === "best practice" || folded === "bestpractices";
}

export const SEVERITY_EXPECTED = `one of ${SEVERITIES.join(", ")} (any case, decorated or not, as in '[High]' or 'Severity: High'; aliases moderate, med, informational, note, best practices)`;
