import type { DeterminismResult } from "../score/types.js";
import { oneErrorShift, scoreIfOne } from "../score/grouping-shift.js";
import { escapeMarkdown } from "./escape.js";
import { count } from "../util/count.js";
import { table } from "./format.js";
import { location } from "./location.js";

/** Pairs kept apart shown to a reader: enough to judge the grouping, short enough to read. */
const PAIRS_SHOWN = 5;

/**
 * "57 reports grouped into 12 findings (3 merges by the grouping judge, 5 requests)", and how
 * many reports repeated another of their run word for word: those are no occurrence of their
 * own (SPEC 4.1), so the reports outnumber the occurrences by them.
 */
export function groupingLine(result: DeterminismResult): string {
  const m = result.matching;
  const notes: string[] = [];
  let occurrences = 0;
  for (const f of result.findings) occurrences += f.occurrences.length;
  const repeats = m.reports - occurrences;
  if (repeats > 0)
    notes.push(`${count(repeats, "report")} repeated word for word in the same run, counted once`);
  if (m.method === "evidence+judge") {
    const failed = m.failedJudgeSamples ?? 0;
    notes.push(
      m.judgeCalls === 0
        ? "no close call to ask the grouping judge about"
        : !judgeAnswered(result)
          ? `the grouping judge answered none of its ${count(m.judgeCalls, "request")}: the evidence alone decided the close calls`
          : `${count(m.judgeMerges, "merge")} by the grouping judge, ${count(m.judgeCalls, "request")}` +
            (failed > 0 ? `, ${failed} of them unanswered` : ""),
    );
  }
  const said = notes.length > 0 ? ` (${notes.join("; ")})` : "";
  return `${count(m.reports, "report")} grouped into ${count(m.distinctFindings, "finding")}${said}`;
}

/** The grouping judge was asked and answered at least once: its votes shaped the close calls. */
function judgeAnswered(result: DeterminismResult): boolean {
  const m = result.matching;
  return m.method === "evidence+judge" && m.judgeCalls > (m.failedJudgeSamples ?? 0);
}

/**
 * How grouping shaped the score: the line above, how far one grouping error would move the
 * score, and the closest pairs that were kept apart with the score had each been one finding,
 * so a reader can check that two of them are not one issue counted twice and see what it
 * would change.
 */
export function groupingSection(result: DeterminismResult): string {
  const pairs = result.matching.uncertainPairs.slice(0, PAIRS_SHOWN);
  // With a judge configured but no close call to ask it about, or none of its requests
  // answered, nothing it said shaped a pair.
  const judged = judgeAnswered(result);
  const intro =
    `${groupingLine(result)}. Reports were grouped by evidence learned from these runs (which fields agree ` +
    "by chance between two findings of one run, which agree between runs) and by which findings never occur in the same run" +
    (judged ? ", and the close calls with the grouping judge's answers." : ".");
  const shift = oneErrorShift(result.findings, result.runCount);
  const weight =
    shift === undefined
      ? ""
      : ` One grouping error would move the determinism score by about ${shift.toFixed(1)} points ` +
        "(one report split off its finding: the median over the findings two or more runs reported).";
  if (pairs.length === 0) return `${intro}${weight} No two findings came close to being one.`;
  const describe = (i: number) => {
    const f = result.findings[i]!;
    return `${escapeMarkdown(f.title, 90)} (${location(f)}, ${f.appearances}/${result.runCount})`;
  };
  // The score's own figure: what the classic score would read had the two been one finding.
  const score = result.determinismScore;
  const ifOne = (a: number, b: number) => {
    // Two findings one run reported both of were kept apart for that (once the judge's merges
    // made them so): they cannot be one, and no score is shown for it.
    const runsOfA = new Set(result.findings[a]!.occurrences.map((o) => o.run));
    if (score === null || result.findings[b]!.occurrences.some((o) => runsOfA.has(o.run))) return "—";
    const merged = scoreIfOne(result.findings, result.runCount, a, b);
    const delta = merged - score;
    return `${merged.toFixed(1)}% (${delta >= 0 ? "+" : "−"}${Math.abs(delta).toFixed(1)})`;
  };
  const rows = pairs.map((p) => [describe(p.a), describe(p.b), `${p.evidence.toFixed(1)}`, ifOne(p.a, p.b)]);
  const unit = judged ? "evidence and the judge's votes, in bits" : "evidence in bits";
  return (
    `${intro}${weight} The closest pairs kept apart (${unit}; above 0 would have merged them), ` +
    `and the determinism score had each pair been one finding:\n\n${table(
      ["Finding", "Kept apart from", "Evidence", "Score if one"],
      rows,
      ["l", "l", "r", "r"],
    )}`
  );
}
