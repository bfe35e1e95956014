import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JudgeAnswer } from "../../src/evaluate/answer.js";
import { evaluateItems, type JudgeCall } from "../../src/evaluate/evaluate.js";
import type { JudgedItem } from "../../src/evaluate/types.js";
import { severityLabel } from "../../src/evaluate/severity-label.js";

const item = (title: string, severity = "High"): JudgedItem => ({
  title,
  description: `${title} description`,
  severity,
});
const truths = (n: number) => Array.from({ length: n }, (_, i) => item(`T${i}`));
const scans = (n: number, severity?: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => item(`S${i}`, severity?.(i) ?? "High"));

type Verdict = "m" | "p";
/**
 * A judge that knows, per truth, which scan findings it matches ("m") or partly matches ("p"),
 * and answers for the first such finding in the batch (a match preferred). Records every call.
 */
function scripted(
  table: Record<string, Record<string, Verdict>>,
  answers?: (t: number, call: number) => "m" | "p" | "n" | undefined,
) {
  const calls: { t: number; batch: string[] }[] = [];
  const judge: JudgeCall = async (t, truth, batch) => {
    calls.push({ t, batch: batch.map((b) => b.title) });
    const forced = answers?.(t, calls.filter((c) => c.t === t).length);
    const wanted = table[truth.title] ?? {};
    let index = batch.findIndex((b) => wanted[b.title] === "m");
    if (index < 0) index = batch.findIndex((b) => wanted[b.title] === "p");
    const verdict = forced ?? (index < 0 ? "n" : wanted[batch[index]!.title]!);
    const answer: JudgeAnswer = {
      is_match: verdict === "m",
      is_partial_match: verdict === "p",
      explanation: `${truth.title}:${verdict}`,
      severity_from_junior_auditor: index >= 0 ? batch[index]!.severity : "N/A",
      severity_from_truth: truth.severity,
      index_of_finding_from_junior_auditor: verdict === "n" ? -1 : Math.max(index, 0),
    };
    await new Promise((r) => setTimeout(r, (t * 7 + calls.length) % 3));
    return answer;
  };
  return { judge, calls };
}

const opts = { iterations: 3, batchSize: 10, sequential: false };
const summary = (rows: Awaited<ReturnType<typeof evaluateItems>>["rows"]) =>
  rows.map(
    (r) =>
      `${r.is_fp ? "fp" : r.is_match ? "m" : r.is_partial_match ? "p" : "n"}@${r.index_of_finding_from_junior_auditor}`,
  );

describe("the AuditAgent evaluation semantics", () => {
  it("splits the scan into batches of --batch-size in report order", async () => {
    const { judge, calls } = scripted({});
    await evaluateItems(truths(1), scans(25), judge, { ...opts, batchSize: 10 });
    expect(calls.map((c) => c.batch.join(","))).toEqual([
      ...Array(2).fill(
        scans(10)
          .map((s) => s.title)
          .join(","),
      ),
      ...Array(2).fill(
        scans(20)
          .slice(10)
          .map((s) => s.title)
          .join(","),
      ),
      ...Array(2).fill(
        scans(25)
          .slice(20)
          .map((s) => s.title)
          .join(","),
      ),
    ]);
  });

  it("stops at the first batch whose consensus is a match, with the index into the report", async () => {
    const { judge, calls } = scripted({ T0: { S14: "m", S22: "m" } });
    const { rows } = await evaluateItems(truths(1), scans(25), judge, opts);
    expect(rows[0]).toMatchObject({
      is_match: true,
      index_of_finding_from_junior_auditor: 14,
      finding_description_from_junior_auditor: "S14 description",
    });
    expect(calls.length).toBe(4);
  });

  it("keeps the first partial when no batch matches", async () => {
    const { judge } = scripted({ T0: { S3: "p", S15: "p" } });
    const { rows } = await evaluateItems(truths(1), scans(20), judge, opts);
    expect(rows[0]).toMatchObject({ is_partial_match: true, index_of_finding_from_junior_auditor: 3 });
  });

  it("records a non-match with index -1 and NOT FOUND when nothing matches", async () => {
    const { judge } = scripted({});
    const { rows } = await evaluateItems(truths(1), scans(5), judge, opts);
    expect(rows[0]).toMatchObject({
      is_match: false,
      is_partial_match: false,
      is_fp: false,
      index_of_finding_from_junior_auditor: -1,
      finding_description_from_junior_auditor: "NOT FOUND",
      severity_from_junior_auditor: "N/A",
    });
  });

  it("matches a scan finding at most once: an earlier truth finding wins and later batches close up", async () => {
    const { judge, calls } = scripted({ T0: { S2: "m" }, T1: { S2: "m", S11: "m" } });
    const { rows } = await evaluateItems(truths(2), scans(12), judge, opts);
    expect(summary(rows)).toEqual(["m@2", "m@11", ...[0, 1, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `fp@${i}`)]);
    // T1's first batch no longer holds S2 and now reaches S10.
    expect(calls.find((c) => c.t === 1)!.batch).toEqual([
      "S0",
      "S1",
      "S3",
      "S4",
      "S5",
      "S6",
      "S7",
      "S8",
      "S9",
      "S10",
    ]);
  });

  it("drops a partial that points at a finding matched exactly elsewhere, and duplicate partials keep the first", async () => {
    const { judge } = scripted({ T0: { S1: "p" }, T1: { S1: "m" }, T2: { S4: "p" }, T3: { S4: "p" } });
    const { rows } = await evaluateItems(truths(4), scans(6), judge, opts);
    expect(summary(rows).slice(0, 4)).toEqual(["n@1", "m@1", "p@4", "n@4"]);
    expect(rows[0]!.explanation).toMatch(/Already counted as an exact match elsewhere/);
    expect(rows[3]!.explanation).toMatch(/Already counted as a partial match elsewhere/);
    // Neither S1 nor S4 is a false positive.
    expect(summary(rows).slice(4)).toEqual(["fp@0", "fp@2", "fp@3", "fp@5"]);
  });

  it("never counts Info or Best Practices findings as false positives", async () => {
    const { judge } = scripted({});
    const labels = ["High", "Info", "Best Practices", "Low", "Critical"];
    const { rows } = await evaluateItems(
      truths(1),
      scans(5, (i) => labels[i]!),
      judge,
      opts,
    );
    expect(summary(rows)).toEqual(["n@-1", "fp@0", "fp@3", "fp@4"]);
  });

  it("knows Info and Best Practices decorated as a model writes them, and labels each as itself", async () => {
    const { judge } = scripted({});
    const written = ["[High]", "[Info]", "**Best Practices**", "Severity: Low"];
    // Labelled as the scan file's reader labels each severity.
    const { rows } = await evaluateItems(
      truths(1),
      scans(4, (i) => severityLabel(written[i]!)),
      judge,
      opts,
    );
    expect(summary(rows)).toEqual(["n@-1", "fp@0", "fp@3"]);
    expect(rows.filter((r) => r.is_fp).map((r) => r.severity_from_junior_auditor)).toEqual(["High", "Low"]);
    expect(severityLabel("**Best Practices**")).toBe("Best Practices");
    expect(severityLabel("BestPractices")).toBe("Best Practices");
    expect(severityLabel("best_practice")).toBe("Best Practices");
    expect(severityLabel("[Info]")).toBe("Info");
  });

  it("skips the third call when the first two answers agree, and asks it when they do not", async () => {
    const agree = scripted({});
    expect((await evaluateItems(truths(1), scans(3), agree.judge, opts)).judgeCalls).toBe(2);
    const split = scripted({}, (_t, call) => (call === 1 ? "m" : undefined));
    const outcome = await evaluateItems(truths(1), scans(3), split.judge, opts);
    expect(outcome.judgeCalls).toBe(3);
    expect(outcome.rows[0]!.is_match).toBe(false);
  });

  it("counts a failed sample as failed, never as a match, and skips a batch whose samples all fail", async () => {
    const failing: JudgeCall = async () => {
      throw new Error("index_of_finding_from_junior_auditor: 12 is outside the batch");
    };
    const outcome = await evaluateItems(truths(1), scans(3), failing, opts);
    expect(outcome.failedSamples).toBe(3);
    expect(outcome.rows[0]).toMatchObject({ is_match: false, index_of_finding_from_junior_auditor: -1 });
    expect(outcome.failures[0]).toMatch(/outside the batch/);
  });

  it("gives every truth finding a row even when the scan report is empty", async () => {
    const { judge, calls } = scripted({});
    const { rows } = await evaluateItems(truths(2), [], judge, opts);
    expect(rows).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });
});

describe("concurrent judging equals the sequential order", () => {
  it("gives the same rows with no more judge calls, whatever the matches", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 35 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom<Verdict>("m", "p")), { maxLength: 30 }),
        async (nTruth, nScan, batchSize, links) => {
          const table: Record<string, Record<string, Verdict>> = {};
          if (nScan > 0) {
            for (const [t, s, v] of links) {
              const key = `T${t % nTruth}`;
              table[key] = { ...table[key], [`S${s % nScan}`]: v };
            }
          }
          const seq = scripted(table);
          const par = scripted(table);
          const a = await evaluateItems(truths(nTruth), scans(nScan), seq.judge, {
            iterations: 3,
            batchSize,
            sequential: true,
          });
          const b = await evaluateItems(truths(nTruth), scans(nScan), par.judge, {
            iterations: 3,
            batchSize,
            sequential: false,
          });
          expect(b.rows).toEqual(a.rows);
          expect(b.judgeCalls).toBe(a.judgeCalls);
          const key = (c: { t: number; batch: string[] }) => `${c.t}|${c.batch.join(",")}`;
          expect(par.calls.map(key).sort()).toEqual(seq.calls.map(key).sort());
        },
      ),
      { numRuns: 150 },
    );
  });
});
