import { existsSync } from "node:fs";
import { InputError, issuePath, issueText, type ReportedIssue } from "../errors.js";
import { BaselineResult } from "../insights/compare.js";
import { HistoryFile, type HistoryEntry } from "../insights/history.js";
import { readJsonFile, writeJsonAtomic } from "./json-file.js";

function firstIssue(
  label: string,
  error: { issues: readonly ReportedIssue[] },
  expected: string,
): InputError {
  const issue = error.issues[0]!;
  const where = issuePath(issue.path);
  return new InputError(`${label}: ${where}: ${issueText(issue)}; expected ${expected}`);
}

/**
 * The baseline result, or undefined when the file does not exist: the first run on a branch
 * has no baseline yet, which is no reason to fail. A file that is not a result is an error.
 */
export function readBaseline(
  file: string,
  label: string,
  warn: (message: string) => void,
): BaselineResult | undefined {
  if (!existsSync(file)) {
    warn(`${label}: no baseline at '${file}' yet; comparing nothing this time`);
    return undefined;
  }
  const parsed = BaselineResult.safeParse(readJsonFile(file, label), { reportInput: true });
  if (!parsed.success)
    throw firstIssue(label, parsed.error, "an earlier result JSON (the report-json output or run --out)");
  return parsed.data;
}

/** The history entries, none when the file does not exist yet. */
export function readHistory(file: string, label: string): HistoryEntry[] {
  if (!existsSync(file)) return [];
  const parsed = HistoryFile.safeParse(readJsonFile(file, label), { reportInput: true });
  if (!parsed.success)
    throw firstIssue(label, parsed.error, "a history file { entries: [...] } written by this tool");
  return parsed.data.entries;
}

export function writeHistory(file: string, entries: HistoryEntry[]): void {
  writeJsonAtomic(file, { entries });
}
