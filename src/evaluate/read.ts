import { z } from "zod";
import { InputError, issuePath, issueText } from "../errors.js";
import { absent, line, parseFindingsDocument, severity } from "../findings/schema.js";
import { parseLine } from "../findings/location.js";
import type { Finding } from "../findings/types.js";
import { writeLocation } from "./location.js";
import { severityLabel } from "./severity-label.js";
import type { JudgedItem } from "./types.js";

/** The AuditAgent truth file: `{ project_id, vulnerabilities: [{ finding_id, severity, title, description }] }`. */
export const TruthFile = z.looseObject({
  project_id: absent(z.string()),
  vulnerabilities: z.array(
    z.looseObject({
      finding_id: absent(z.union([z.string(), z.number()])),
      severity,
      title: z.string().trim().min(1, "expected a non-empty string"),
      description: absent(z.string()),
      category: absent(z.string()),
      file: absent(z.union([z.string(), z.array(z.string())])),
      symbol: absent(z.string()),
      line: absent(line),
    }),
  ),
});

function rawSeverity(finding: Finding, raw: unknown): string {
  const record = raw as Record<string, unknown> | undefined;
  const value = record?.severity ?? record?.Severity;
  return typeof value === "string" ? value : finding.severity;
}

/** Findings of any SPEC section 3 shape as judge items, with their severities as written. */
export function itemsFromDocument(source: string, document: unknown): JudgedItem[] {
  const { findings, raw } = parseFindingsDocument(source, document);
  return findings.map((f, i) => {
    const location = writeLocation(f.symbol, f.line);
    return {
      title: f.title,
      description: f.description,
      severity: severityLabel(rawSeverity(f, raw[i])),
      ...(f.category && f.category !== "Uncategorized" && { category: f.category }),
      ...(f.file !== undefined && { file: f.file }),
      ...(location !== undefined && { location }),
    };
  });
}

/**
 * Reads a truth file: the AuditAgent `vulnerabilities` shape or any findings shape of SPEC 3.
 * @param source the file name, for error messages.
 */
export function readTruth(source: string, document: unknown): JudgedItem[] {
  if (
    document !== null &&
    typeof document === "object" &&
    !Array.isArray(document) &&
    !("findings" in document)
  ) {
    const parsed = TruthFile.safeParse(document, { reportInput: true });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = issuePath(issue.path);
      const missing = issue.code === "invalid_type" && issue.input === undefined;
      if (path === "vulnerabilities" && missing) {
        throw new InputError(
          `${source}: vulnerabilities: required field is missing, expected { vulnerabilities: [{ severity, title, description }] } or a findings file`,
        );
      }
      throw new InputError(`${source}: ${path}: ${issueText(issue)}`);
    }
    return parsed.data.vulnerabilities.map((v) => {
      const file = Array.isArray(v.file) ? v.file[0] : v.file;
      const location = writeLocation(v.symbol, v.line === undefined ? undefined : parseLine(v.line));
      return {
        title: v.title.trim(),
        description: v.description ?? "",
        severity: severityLabel(v.severity),
        ...(v.category !== undefined && { category: v.category }),
        ...(file !== undefined && { file }),
        ...(location !== undefined && { location }),
      };
    });
  }
  return itemsFromDocument(source, document);
}
