import { describe, expect, it } from "vitest";
import type { ExecutedResult } from "../../src/pipeline/determinism-test.js";
import { renderComment } from "../../src/render/comment.js";
import { groupingLine } from "../../src/render/grouping.js";
import { renderMeasureReport } from "../../src/render/markdown.js";
import { renderSummary } from "../../src/render/text.js";
import { executionOf } from "../helpers/execution.js";
import { finding, measure, runsOf } from "../helpers/runs.js";

const execution = executionOf();
const executed = (r: ReturnType<typeof measure>): ExecutedResult => Object.assign(r, { execution });
const noGate = { gate: { passed: true, checks: [] } };

const a = finding({ agent: "security", title: "Token compared with ==", file: "lib/a.ex", line: 88 });
const b = finding({
  agent: "security",
  title: "Redirect to <b>return_to</b> @admin",
  category: "Open Redirect",
  file: "lib/a.ex",
  line: 41,
});

describe("how grouping shaped the score, for readers", () => {
  const result = measure(runsOf([a, b], [a], [b]));

  it("says how many reports became how many findings", () => {
    expect(groupingLine(result)).toBe("4 reports grouped into 2 findings");
    const judged = {
      ...result,
      matching: { ...result.matching, method: "evidence+judge" as const, judgeCalls: 3, judgeMerges: 1 },
    };
    expect(groupingLine(judged)).toBe(
      "4 reports grouped into 2 findings (1 merge by the grouping judge, 3 requests)",
    );
  });

  it("the console, the Markdown report and the PR comment all carry it, model text escaped", () => {
    // Each finding in two runs of three (66.7); one report split off: 33.3, 33.3 and 66.7.
    expect(renderSummary(result)).toContain(
      "grouping: 4 reports grouped into 2 findings · one grouping error moves the score by about 22.2 points",
    );
    const md = renderMeasureReport(result);
    expect(md).toContain("### Grouping");
    const comment = renderComment(executed(result), noGate, "<!-- m -->");
    expect(comment).toContain("Grouping: 4 reports grouped into 2 findings");
  });

  it("lists the closest pairs kept apart, escaped, but never two that share a run", () => {
    // Here a and b share run 1: cannot-link, so no pair to show.
    expect(result.matching.uncertainPairs).toEqual([]);
    const apart = measure(runsOf([a], [b], [a]));
    expect(apart.matching.uncertainPairs).toHaveLength(1);
    const comment = renderComment(executed(apart), noGate, "<!-- m -->");
    expect(comment).toContain("Kept apart from");
    expect(comment).toContain("Token compared with ==");
    expect(comment).not.toContain("<b>");
    expect(comment).not.toMatch(/@admin/);
  });

  it("says what one grouping error moves the score by, and the score had each kept-apart pair been one", () => {
    // A in runs 1 and 3, B in run 2: 50. As one finding, 100. One of A's reports split off:
    // three findings at 33.3, a shift of 16.7.
    const apart = measure(runsOf([a], [b], [a]));
    const md = renderMeasureReport(apart);
    expect(md).toContain("One grouping error would move the determinism score by about 16.7 points");
    expect(md).toContain("| Finding | Kept apart from | Evidence | Score if one |");
    expect(md).toMatch(/\| 100\.0% \(\+50\.0\) \|/);
    // A pair one run reported both of (kept apart for that once a judge's merges made it so)
    // cannot be one finding: no score for it.
    const shared = measure(runsOf([a, b], [a], [b]));
    const listed = {
      ...shared,
      matching: { ...shared.matching, uncertainPairs: [{ a: 0, b: 1, evidence: -1 }] },
    };
    expect(renderMeasureReport(listed)).toMatch(/\| -1\.0 \| — \|/);
    // No finding two runs reported: no error of that kind to weigh.
    expect(renderMeasureReport(measure(runsOf([a], [b])))).not.toContain("One grouping error");
  });

  /**
   * The same result as grouped with the grouping judge, asked `judgeCalls` times, `failed` of
   * them unanswered.
   */
  const withJudge = (r: ReturnType<typeof measure>, judgeCalls: number, failed = 0) => ({
    ...r,
    matching: {
      ...r.matching,
      method: "evidence+judge" as const,
      judgeCalls,
      ...(failed > 0 && { failedJudgeSamples: failed }),
    },
  });

  it("with the grouping judge, says that its votes are in the kept-apart pairs' bits", () => {
    const apart = measure(runsOf([a], [b], [a]));
    const md = renderMeasureReport(withJudge(apart, 3));
    expect(md).toContain("the close calls with the grouping judge's answers");
    expect(md).toContain("(evidence and the judge's votes, in bits; above 0 would have merged them)");
    expect(renderMeasureReport(apart)).toContain("(evidence in bits; above 0 would have merged them)");
  });

  it("with the grouping judge and no close call to ask it about, credits its answers with nothing", () => {
    const md = renderMeasureReport(withJudge(measure(runsOf([a], [b], [a])), 0));
    expect(md).toContain("no close call to ask the grouping judge about");
    expect(md).not.toContain("the grouping judge's answers");
    expect(md).toContain("(evidence in bits; above 0 would have merged them)");
  });

  it("says how many of the grouping judge's requests went unanswered", () => {
    const apart = measure(runsOf([a], [b], [a]));
    const some = withJudge(apart, 6, 2);
    expect(groupingLine(some)).toBe(
      "3 reports grouped into 2 findings (0 merges by the grouping judge, 6 requests, 2 of them unanswered)",
    );
    expect(renderMeasureReport(some)).toContain("the close calls with the grouping judge's answers");
  });

  it("with none of the grouping judge's requests answered, credits its answers with nothing", () => {
    const apart = measure(runsOf([a], [b], [a]));
    const none = withJudge(apart, 3, 3);
    expect(groupingLine(none)).toBe(
      "3 reports grouped into 2 findings (the grouping judge answered none of its 3 requests: the evidence alone decided the close calls)",
    );
    const md = renderMeasureReport(none);
    expect(md).not.toContain("the grouping judge's answers");
    expect(md).toContain("(evidence in bits; above 0 would have merged them)");
  });

  it("the PR comment says 'nothing to measure' when no run reported anything", () => {
    const comment = renderComment(executed(measure(runsOf([], []))), noGate, "<!-- m -->");
    expect(comment).toContain("nothing to measure");
    expect(comment).not.toContain("100.0%");
  });
});
