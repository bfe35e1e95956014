import type { EvaluationSummary } from "../score/types.js";
import { isQaLabel, severityLabel } from "./severity-label.js";
import type { EvaluatedRow } from "./types.js";

/** SPEC 4.3: the report's numbers for one repo (fractions 0-1). */
export interface RepoStats {
  repo: string;
  actual_findings: number;
  scan_findings: number;
  matched: number;
  partial: number;
  qa_findings: number;
  false_positives: number;
  false_negatives: number;
  precision: number;
  recall: number;
  f1: number;
  precision_with_partial: number;
  recall_with_partial: number;
  f1_with_partial: number;
}

export interface Counts {
  actual: number;
  scan: number;
  matched: number;
  partial: number;
  qa: number;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
const harmonic = (p: number, r: number) => (p + r > 0 ? (2 * p * r) / (p + r) : 0);

/**
 * The metrics from counts: FP = scan − TP − partial; FN = actual − TP; precision = TP/scan;
 * recall = TP/actual; with partials, (TP + partial)/(scan − QA) and (TP + partial)/actual;
 * F1 the harmonic mean; any division by zero gives 0.
 */
export function statsFromCounts(repo: string, c: Counts): RepoStats {
  const precision = ratio(c.matched, c.scan);
  const recall = ratio(c.matched, c.actual);
  const precisionWithPartial = ratio(c.matched + c.partial, c.scan - c.qa);
  const recallWithPartial = ratio(c.matched + c.partial, c.actual);
  return {
    repo,
    actual_findings: c.actual,
    scan_findings: c.scan,
    matched: c.matched,
    partial: c.partial,
    qa_findings: c.qa,
    false_positives: Math.max(0, c.scan - c.matched - c.partial),
    false_negatives: Math.max(0, c.actual - c.matched),
    precision,
    recall,
    f1: harmonic(precision, recall),
    precision_with_partial: precisionWithPartial,
    recall_with_partial: recallWithPartial,
    f1_with_partial: harmonic(precisionWithPartial, recallWithPartial),
  };
}

export interface RepoCounts extends Counts {
  /** Severity counts of the truth findings, by label. */
  truthSeverities: Record<string, number>;
  scanSeverities: Record<string, number>;
  /** Why the counts depart from the scan file, when they do. */
  warnings: string[];
}

/**
 * Counts for one evaluated file (SPEC 4.3). `scanLabels` come from the scan file when there is
 * one (undefined when missing: then scan = TP + partial + FP rows and QA = 0, as upstream).
 *
 * By default a row claiming a match or partial at index −1 (no scan finding) is an invalid
 * judge answer: neither TP nor partial, listed in a warning; and scan is the scan file's count
 * whenever the file exists. With `upstreamCompat` such rows count as written and, when the rows
 * account for more scan findings than the file holds, scan is the rows' count: that is how the
 * upstream evaluator's REPORT.md was made, digit for digit.
 */
export function countRows(
  repo: string,
  rows: EvaluatedRow[],
  scanLabels: string[] | undefined,
  options: { upstreamCompat?: boolean } = {},
): RepoCounts {
  const compat = options.upstreamCompat === true;
  let matched = 0;
  let partial = 0;
  let fps = 0;
  let actual = 0;
  let invalid = 0;
  const truthSeverities: Record<string, number> = {};
  for (const row of rows) {
    if (row.is_fp) {
      fps++;
      continue;
    }
    actual++;
    const label = severityLabel(row.severity_from_truth);
    truthSeverities[label] = (truthSeverities[label] ?? 0) + 1;
    const claims = row.is_match || row.is_partial_match;
    if (claims && row.index_of_finding_from_junior_auditor < 0) {
      invalid++;
      if (!compat) continue;
    }
    if (row.is_match) matched++;
    else if (row.is_partial_match) partial++;
  }
  const warnings: string[] = [];
  if (invalid > 0) {
    warnings.push(
      `${repo}: ${invalid} evaluated row${invalid === 1 ? " claims" : "s claim"} a match or partial match with no scan finding (index -1); ${compat ? "counted as written (--upstream-compat)" : "not counted: an invalid judge answer (--upstream-compat counts it as written)"}`,
    );
  }
  const scanSeverities: Record<string, number> = {};
  let scan: number;
  let qa = 0;
  if (scanLabels === undefined) {
    scan = matched + partial + fps;
  } else {
    for (const label of scanLabels) scanSeverities[label] = (scanSeverities[label] ?? 0) + 1;
    qa = scanLabels.filter(isQaLabel).length;
    scan = scanLabels.length;
    const proven = matched + partial + fps + qa;
    if (proven > scan) {
      warnings.push(
        compat
          ? `${repo}: the evaluated rows account for ${proven} scan findings (${matched} matched, ${partial} partial, ${fps} false positives, ${qa} QA) but the scan file has ${scan}; ${proven} is used (--upstream-compat)`
          : `${repo}: the evaluated rows account for ${proven} scan findings (${matched} matched, ${partial} partial, ${fps} false positives, ${qa} QA) but the scan file has ${scan}; the file's ${scan} is used (--upstream-compat uses ${proven})`,
      );
      if (compat) scan = proven;
    }
  }
  return { actual, scan, matched, partial, qa, truthSeverities, scanSeverities, warnings };
}

export function overallStats(counts: Counts[]): RepoStats {
  const sum = (key: keyof Counts) => counts.reduce((n, c) => n + c[key], 0);
  return statsFromCounts("ALL", {
    actual: sum("actual"),
    scan: sum("scan"),
    matched: sum("matched"),
    partial: sum("partial"),
    qa: sum("qa"),
  });
}

/**
 * The `evaluation` block of SPEC 4.1, in percentages, for the findings a run evaluated. Unlike
 * the benchmark report (SPEC 4.3, where a division by zero gives 0 as upstream), a number with
 * nothing to measure is null and `nothingToMeasure` says why: an empty truth file is not
 * "recall 0%", and no evaluated finding is not "precision 0%".
 */
export function evaluationSummary(rows: EvaluatedRow[], scanLabels: string[]): EvaluationSummary {
  const c = countRows("run", rows, scanLabels);
  const s = statsFromCounts("run", c);
  const pct = (x: number) => Math.round(x * 1e6) / 1e4;
  const noTruth = c.actual === 0;
  const noScan = c.scan === 0;
  const noGraded = c.scan - c.qa <= 0;
  // F1 of a non-empty truth with no finding reported is 0 (nothing was found), not unknown.
  const f1 = (precisionNull: boolean, recall: number, f: number) =>
    noTruth ? null : precisionNull ? (recall === 0 ? 0 : null) : pct(f);
  const why: string[] = [];
  if (noTruth) why.push("the truth file lists no issues, so recall and F1 have nothing to measure");
  if (noScan)
    why.push("no finding was evaluated (none reached the consensus), so precision has nothing to measure");
  else if (noGraded)
    why.push(
      "every evaluated finding is Info or Best Practices, so precision with partial matches has nothing to measure",
    );
  return {
    precision: noScan ? null : pct(s.precision),
    recall: noTruth ? null : pct(s.recall),
    f1: f1(noScan, s.recall, s.f1),
    precisionWithPartial: noGraded ? null : pct(s.precision_with_partial),
    recallWithPartial: noTruth ? null : pct(s.recall_with_partial),
    f1WithPartial: f1(noGraded, s.recall_with_partial, s.f1_with_partial),
    ...(why.length > 0 && { nothingToMeasure: `${why.join("; ").replace(/^./, (x) => x.toUpperCase())}.` }),
    truePositives: s.matched,
    partialMatches: s.partial,
    falsePositives: s.false_positives,
    falseNegatives: s.false_negatives,
  };
}
