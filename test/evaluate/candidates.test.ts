import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JudgeAnswer } from "../../src/evaluate/answer.js";
import { sameFileFilter } from "../../src/evaluate/candidates.js";
import { evaluateItems, type JudgeCall } from "../../src/evaluate/evaluate.js";
import type { JudgedItem } from "../../src/evaluate/types.js";

const scanItem = (title: string, file?: string, location?: string): JudgedItem => ({
  title,
  description: `${title} description`,
  severity: "High",
  ...(file !== undefined && { file }),
  ...(location !== undefined && { location }),
});
const truthItem = (title: string, description: string): JudgedItem => ({
  title,
  description,
  severity: "High",
});

/** A judge that matches by title and records the batches it was shown. */
function titled(matches: Record<string, string>) {
  const seen: { t: number; batch: string[] }[] = [];
  const judge: JudgeCall = async (t, truth, batch) => {
    seen.push({ t, batch: batch.map((b) => b.title) });
    const index = batch.findIndex((b) => b.title === matches[truth.title]);
    await new Promise((r) => setTimeout(r, (t * 5 + seen.length) % 3));
    const answer: JudgeAnswer = {
      is_match: index >= 0,
      is_partial_match: false,
      explanation: index >= 0 ? "same issue" : "none",
      severity_from_junior_auditor: index >= 0 ? "High" : "N/A",
      severity_from_truth: truth.severity,
      index_of_finding_from_junior_auditor: index,
    };
    return answer;
  };
  return { judge, seen };
}

describe("--candidates same-file", () => {
  const scan = [
    scanItem("vault reentrancy", "contracts/Vault.sol"),
    scanItem("router slippage", "Router.sol"),
    scanItem("vault rounding", undefined, "src/Vault.sol: withdraw() function"),
    scanItem("somewhere", undefined),
  ];

  it("judges a truth finding against the scan findings in the files it names, and those with no file", () => {
    const truth = [
      truthItem("T0", "https://github.com/o/r/blob/abc/src/Vault.sol#L10-L20\n\nwithdraw() re-enters"),
      truthItem("T1", "msg.sender is not checked; see e.g. the docs"),
      truthItem("T2", "In ROUTER.SOL the swap has no minimum out"),
      truthItem("T3", "Only Token.sol: a file no finding is in"),
    ];
    const filter = sameFileFilter(truth, scan)!;
    const seen = (t: number) => scan.map((_, p) => filter(t, p));
    expect(seen(0)).toEqual([true, false, true, true]);
    // `msg.sender` and `e.g.` are not files: the file names are learned from the scan (.sol).
    expect(seen(1)).toEqual([true, true, true, true]);
    expect(seen(2)).toEqual([false, true, false, true]);
    expect(seen(3)).toEqual([false, false, false, true]);
  });

  it("learns what a file name is from the scan: .go in a Go service", () => {
    const goScan = [scanItem("a", "internal/api/handler.go"), scanItem("b", "cmd/main.go")];
    const filter = sameFileFilter([truthItem("T", "handler.go: the body is not limited")], goScan)!;
    expect([filter(0, 0), filter(0, 1)]).toEqual([true, false]);
    // A scan that names no file gives nothing to block on.
    expect(sameFileFilter([truthItem("T", "x")], [scanItem("a")])).toBeUndefined();
  });

  it("saves the calls to other files' batches and keeps the matches in the named files", async () => {
    const truth = [
      truthItem("T0", "src/Vault.sol#L10"),
      truthItem("T1", "Router.sol swap"),
      truthItem("T2", "no file named here"),
    ];
    const matches = { T0: "vault rounding", T1: "router slippage", T2: "somewhere" };
    const all = titled(matches);
    const blocked = titled(matches);
    const options = { iterations: 1, batchSize: 1, sequential: false };
    const a = await evaluateItems(truth, scan, all.judge, options);
    const b = await evaluateItems(truth, scan, blocked.judge, { ...options, candidates: "same-file" });
    expect(b.rows).toEqual(a.rows);
    expect(b.judgeCalls).toBeLessThan(a.judgeCalls);
    expect(blocked.seen.filter((c) => c.t === 1).map((c) => c.batch)).toEqual([["router slippage"]]);
  });

  it("concurrent judging still equals the sequential order with blocking", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 0, maxLength: 30 }),
        fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 10, maxLength: 10 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 20 }),
        async (nTruth, scanFiles, truthFiles, batchSize, links) => {
          const scanItems = scanFiles.map((f, i) => scanItem(`S${i}`, f === 0 ? undefined : `F${f}.sol`));
          const truth = Array.from({ length: nTruth }, (_, t) =>
            truthItem(`T${t}`, truthFiles[t]! < 0 ? "no file" : `in F${truthFiles[t]}.sol`),
          );
          const matches: Record<string, string> = {};
          if (scanItems.length > 0)
            for (const [t, s] of links) matches[`T${t % nTruth}`] = `S${s % scanItems.length}`;
          const options = { iterations: 1, batchSize, candidates: "same-file" as const };
          const seq = await evaluateItems(truth, scanItems, titled(matches).judge, {
            ...options,
            sequential: true,
          });
          const par = await evaluateItems(truth, scanItems, titled(matches).judge, {
            ...options,
            sequential: false,
          });
          expect(par.rows).toEqual(seq.rows);
          expect(par.judgeCalls).toBe(seq.judgeCalls);
        },
      ),
      { numRuns: 120 },
    );
  });
});
