import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compatible, matchScore, scoredFeaturesOf } from "../cluster/match.js";
import { Interner } from "../cluster/text.js";
import { readLocation } from "../evaluate/location.js";
import { parseJudgePrompt } from "../evaluate/prompt.js";
import type { EvaluatedRow } from "../evaluate/types.js";
import { parseSeverity } from "../findings/severity.js";
import type { Finding } from "../findings/types.js";
import type { JudgeRequest } from "./server.js";

const noMatch = (explanation: string, truthSeverity: string) => ({
  is_match: false,
  is_partial_match: false,
  explanation,
  severity_from_junior_auditor: "N/A",
  severity_from_truth: truthSeverity,
  index_of_finding_from_junior_auditor: -1,
});

type PromptItem = NonNullable<ReturnType<typeof parseJudgePrompt>>["truth"];

function asFinding(item: PromptItem): Finding {
  const { symbol, line } = readLocation(item.Location ?? "");
  return {
    category: item.Category ?? "",
    severity: parseSeverity(item.Severity ?? "") ?? "MEDIUM",
    title: item.Issue,
    description: item.Description ?? "",
    ...(item.Contracts?.[0] !== undefined && { file: item.Contracts[0] }),
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

/**
 * A judge that decides like a careful reviewer would on simulator data: the engine's own
 * evidence score between the verified issue and each finding (same file and function,
 * compatible category, nearby line, similar wording). Strong evidence is a match, moderate
 * evidence a partial match. Deterministic, so every iteration agrees.
 */
export function heuristicJudge(options: { match?: number; partial?: number } = {}) {
  const matchAt = options.match ?? 6;
  const partialAt = options.partial ?? 3;
  return (request: JudgeRequest): unknown => {
    const parsed = parseJudgePrompt(request.messages.map((m) => m.content).join("\n"));
    if (!parsed) return noMatch("The request did not hold a verified issue and findings.", "N/A");
    const interner = new Interner();
    const truth = scoredFeaturesOf(asFinding(parsed.truth), interner);
    let best = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    parsed.batch.forEach((item, i) => {
      const f = scoredFeaturesOf(asFinding(item), interner);
      if (!compatible(truth, f)) return;
      const score = matchScore(truth, f);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    });
    const severity = parsed.truth.Severity ?? "N/A";
    if (best < 0 || bestScore < partialAt)
      return noMatch("None of the findings describes the verified issue.", severity);
    const item = parsed.batch[best]!;
    const isMatch = bestScore >= matchAt;
    return {
      is_match: isMatch,
      is_partial_match: !isMatch,
      explanation: `${isMatch ? "Finding" : "Partly, finding"} ${best} names the same place and problem: ${item.Issue.slice(0, 120)}`,
      severity_from_junior_auditor: item.Severity ?? "N/A",
      severity_from_truth: severity,
      index_of_finding_from_junior_auditor: best,
    };
  };
}

interface RecordedTruth {
  repo: string;
  rows: EvaluatedRow[];
  index: number;
}

/**
 * A judge that replays the judgments an evaluator recorded (`<data-root>/benchmarks`), so the
 * evaluation pipeline can be checked against published results without a model. A truth
 * finding is recognised by its title and description, a scan finding by its description; the
 * recorded verdict is given in the batch that holds the recorded finding, elsewhere no match.
 */
export function replayJudge(dataRoot: string, benchmarks = "benchmarks") {
  const byTruth = new Map<string, RecordedTruth[]>();
  const dir = path.join(dataRoot, benchmarks);
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (!name.endsWith("_results.json")) continue;
    const repo = name.slice(0, -"_results.json".length);
    const truthFile = path.join(dataRoot, "source_of_truth", `${repo}.json`);
    if (!existsSync(truthFile)) continue;
    const rows = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as EvaluatedRow[];
    const truths = (
      JSON.parse(readFileSync(truthFile, "utf8")) as {
        vulnerabilities: { title: string; description: string }[];
      }
    ).vulnerabilities;
    truths.forEach((t, index) => {
      const key = `${t.title.trim()}\u0000${t.description ?? ""}`;
      byTruth.set(key, [...(byTruth.get(key) ?? []), { repo, rows, index }]);
    });
  }
  return (request: JudgeRequest): unknown => {
    const parsed = parseJudgePrompt(request.messages.map((m) => m.content).join("\n"));
    if (!parsed) return noMatch("The request did not hold a verified issue and findings.", "N/A");
    const candidates = byTruth.get(`${parsed.truth.Issue}\u0000${parsed.truth.Description ?? ""}`) ?? [];
    const descriptions = parsed.batch.map((b) => b.Description);
    // The same issue text in two projects: the one whose recorded findings are in this batch.
    const recorded =
      candidates.find((c) =>
        c.rows.some((r) => descriptions.includes(r.finding_description_from_junior_auditor)),
      ) ?? candidates[0];
    const severity = parsed.truth.Severity ?? "N/A";
    if (!recorded) return noMatch("No recorded judgment for this issue.", severity);
    const row = recorded.rows[recorded.index];
    if (!row || row.is_fp || row.index_of_finding_from_junior_auditor < 0)
      return noMatch(row?.explanation ?? "No recorded match.", severity);
    const position = descriptions.indexOf(row.finding_description_from_junior_auditor);
    if (position < 0) return noMatch("The recorded finding is not in this batch.", severity);
    // A recorded row with an index but neither flag was a partial match demoted by post-processing.
    const partial = row.is_partial_match || !row.is_match;
    return {
      is_match: row.is_match,
      is_partial_match: !row.is_match && partial,
      explanation: row.explanation,
      severity_from_junior_auditor: row.severity_from_junior_auditor,
      severity_from_truth: severity,
      index_of_finding_from_junior_auditor: position,
    };
  };
}
