import { existsSync } from "node:fs";
import path from "node:path";
import { sameFileFilter } from "../src/evaluate/candidates.js";
import { type EvaluationOutcome, evaluateItems } from "../src/evaluate/evaluate.js";
import { llmJudge } from "../src/evaluate/llm-judge.js";
import { itemsFromDocument, readTruth } from "../src/evaluate/read.js";
import { discoverRepos } from "../src/io/data-root.js";
import { readJsonFile } from "../src/io/json-file.js";
import { LlmClient, openaiClient } from "../src/llm/client.js";
import { replayJudge } from "../src/simulator/judges.js";
import { startSimulator } from "../src/simulator/server.js";
import type { BenchRow, BenchSection } from "./report.js";

const DATA = path.resolve(import.meta.dirname, "../../shared/data/auditagent-bench");

/** The truth → scan pairs an evaluation found, exact matches and partial matches apart. */
function pairs(outcome: EvaluationOutcome): { exact: Set<string>; partial: Set<string> } {
  const exact = new Set<string>();
  const partial = new Set<string>();
  outcome.rows.forEach((r, t) => {
    if (r.is_fp || r.index_of_finding_from_junior_auditor < 0) return;
    if (r.is_match) exact.add(`${t}>${r.index_of_finding_from_junior_auditor}`);
    else if (r.is_partial_match) partial.add(`${t}>${r.index_of_finding_from_junior_auditor}`);
  });
  return { exact, partial };
}

/**
 * `--candidates same-file` against the default on real audits: the 11 baseline repos of
 * auditagent-bench judged by the replay of the upstream evaluator's recorded judgments, so
 * "a match lost" is a match the upstream judge made that blocking never asks about.
 */
export async function blockingBench(): Promise<BenchSection> {
  const section = {
    title: "Judging only same-file candidates: calls saved, matches lost",
    method:
      "`evaluate` over the 11 baseline repos of auditagent-bench (3 iterations, batches of 10) with the simulator replaying the upstream evaluator's recorded judgments, once with `--candidates all` (the default, the AuditAgent scoring algorithm) and once with `--candidates same-file`: a truth finding is judged only against the scan findings in a file it names (its text and links; what counts as a file name is learned from the scan's own file extensions), and against all of them when it names none. " +
      "A match lost is one the recorded judge made (found again with `all`) that `same-file` does not find: the truth finding names other files than the scanner's finding is in. No threshold: this is the trade-off a user chooses.",
    command: "npm run bench -- blocking",
  };
  if (!existsSync(DATA)) return { ...section, rows: [{ what: "skipped", value: `no data at ${DATA}` }] };
  const sim = await startSimulator({ judge: replayJudge(DATA) });
  try {
    const llm = new LlmClient(openaiClient({ apiKey: "sk-bench", baseURL: sim.url }), {
      model: "sim-judge",
      concurrency: 8,
    });
    const { judge } = llmJudge(llm);
    const repos = discoverRepos(DATA, "baseline").map((f) => ({
      repo: f.repo,
      truth: readTruth(f.truth, readJsonFile(f.truth)),
      scan: itemsFromDocument(f.scan, readJsonFile(f.scan)),
    }));
    const options = { iterations: 3, batchSize: 10, sequential: false };
    const totals = { callsAll: 0, callsSame: 0, exact: 0, exactLost: 0, partial: 0, partialLost: 0 };
    let naming = 0;
    let truths = 0;
    const rows: BenchRow[] = [];
    for (const r of repos) {
      const all = await evaluateItems(r.truth, r.scan, judge, options);
      const same = await evaluateItems(r.truth, r.scan, judge, { ...options, candidates: "same-file" });
      const a = pairs(all);
      const s = pairs(same);
      const exactLost = [...a.exact].filter((p) => !s.exact.has(p)).length;
      const partialLost = [...a.partial].filter((p) => !s.partial.has(p) && !s.exact.has(p)).length;
      totals.callsAll += all.judgeCalls;
      totals.callsSame += same.judgeCalls;
      totals.exact += a.exact.size;
      totals.exactLost += exactLost;
      totals.partial += a.partial.size;
      totals.partialLost += partialLost;
      const filter = sameFileFilter(r.truth, r.scan);
      const named = filter ? r.truth.filter((_, t) => r.scan.some((_, p) => !filter(t, p))).length : 0;
      naming += named;
      truths += r.truth.length;
      rows.push({
        what: `${r.repo} (${r.truth.length} truth × ${r.scan.length} scan)`,
        value: `${same.judgeCalls} calls (all: ${all.judgeCalls})`,
        reference: `${a.exact.size - exactLost} of ${a.exact.size} matches, ${a.partial.size - partialLost} of ${a.partial.size} partial kept`,
        ratio: `${(same.judgeCalls / Math.max(1, all.judgeCalls)).toFixed(2)}× the calls`,
      });
    }
    rows.push({
      what: `all 11 repos (${truths} truth findings, ${naming} naming a file some scan finding is not in)`,
      value: `${totals.callsSame.toLocaleString("en-US")} calls (all: ${totals.callsAll.toLocaleString("en-US")})`,
      reference: `${totals.exactLost} of ${totals.exact} upstream matches lost, ${totals.partialLost} of ${totals.partial} partial matches lost`,
      ratio: `${(totals.callsSame / totals.callsAll).toFixed(2)}× the calls`,
    });
    return { ...section, rows };
  } finally {
    await sim.close();
  }
}
