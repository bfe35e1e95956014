import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BENCH_DATA, HAS_BENCH_DATA, SKIP_REASON } from "../helpers/bench-data.js";
import { runCli, tempDir } from "../helpers/cli.js";

/*
 * The upstream evaluator's published report for these files (benchmarks/REPORT.md of
 * NethermindEth/auditagent-scoring-algo): truth, scan, QA, TP, partial, FP, FN, then
 * precision, recall, F1 and the same with partials, in percent to one decimal.
 */
const PUBLISHED = `
cantina_minimal-delegation_2025_04 | 17 | 10 | 0 | 0 | 0 | 10 | 17 | 0.0 | 0.0 | 0.0 | 0.0 | 0.0 | 0.0
cantina_smart-contract-audit-of-tn-contracts_2025_08 | 23 | 15 | 0 | 3 | 0 | 12 | 20 | 20.0 | 13.0 | 15.8 | 20.0 | 13.0 | 15.8
code4rena_bakerfi-invitational_2025_02 | 32 | 70 | 0 | 5 | 1 | 64 | 27 | 7.1 | 15.6 | 9.8 | 8.6 | 18.8 | 11.8
code4rena_fenix-finance-invitational_2024_10 | 15 | 4 | 0 | 0 | 0 | 4 | 15 | 0.0 | 0.0 | 0.0 | 0.0 | 0.0 | 0.0
code4rena_iq-ai_2025_03 | 9 | 18 | 0 | 3 | 0 | 15 | 6 | 16.7 | 33.3 | 22.2 | 16.7 | 33.3 | 22.2
code4rena_kinetiq_2025_07 | 25 | 22 | 0 | 3 | 0 | 19 | 22 | 13.6 | 12.0 | 12.8 | 13.6 | 12.0 | 12.8
code4rena_lambowin_2025_02 | 14 | 14 | 0 | 2 | 1 | 11 | 12 | 14.3 | 14.3 | 14.3 | 21.4 | 21.4 | 21.4
code4rena_liquid-ron_2025_03 | 5 | 8 | 0 | 2 | 0 | 6 | 3 | 25.0 | 40.0 | 30.8 | 25.0 | 40.0 | 30.8
code4rena_loopfi_2025_02 | 7 | 52 | 0 | 1 | 0 | 51 | 6 | 1.9 | 14.3 | 3.4 | 1.9 | 14.3 | 3.4
code4rena_secondswap_2025_02 | 30 | 15 | 0 | 1 | 1 | 13 | 29 | 6.7 | 3.3 | 4.4 | 13.3 | 6.7 | 8.9
code4rena_superposition_2025_01 | 11 | 9 | 0 | 0 | 0 | 9 | 11 | 0.0 | 0.0 | 0.0 | 0.0 | 0.0 | 0.0
ALL | 188 | 237 | 0 | 20 | 3 | 214 | 168 | 8.4 | 10.6 | 9.4 | 9.7 | 12.2 | 10.8`
  .trim()
  .split("\n")
  .map((line) => line.split(" | "));

import type { RepoStats as Stats } from "../../src/evaluate/stats.js";

describe.skipIf(!HAS_BENCH_DATA)(`report on auditagent-bench ${HAS_BENCH_DATA ? "" : SKIP_REASON}`, () => {
  const run = async (...extra: string[]) => {
    const dir = tempDir();
    const json = path.join(dir, "stats.json");
    const out = path.join(dir, "REPORT.md");
    const result = await runCli([
      "report",
      "--benchmarks",
      path.join(BENCH_DATA, "benchmarks"),
      "--scan-root",
      path.join(BENCH_DATA, "baseline"),
      "--out",
      out,
      "--json",
      json,
      ...extra,
    ]);
    expect(result.code, result.stderr).toBe(0);
    return {
      result,
      stats: JSON.parse(readFileSync(json, "utf8")) as { repos: Stats[]; overall: Stats },
      markdown: readFileSync(out, "utf8"),
    };
  };

  it("derives two repos by hand from SPEC 4.3 (--upstream-compat)", async () => {
    const { stats } = await run("--upstream-compat");
    const bakerfi = stats.repos.find((r) => r.repo === "code4rena_bakerfi-invitational_2025_02")!;
    // 32 truth rows; 70 scan findings, none Info; 5 exact, 1 partial; FP = 70 − 5 − 1; FN = 32 − 5.
    expect(bakerfi).toMatchObject({
      actual_findings: 32,
      scan_findings: 70,
      qa_findings: 0,
      matched: 5,
      partial: 1,
      false_positives: 64,
      false_negatives: 27,
    });
    expect(bakerfi.precision).toBeCloseTo(5 / 70, 12);
    expect(bakerfi.recall).toBeCloseTo(5 / 32, 12);
    expect(bakerfi.precision_with_partial).toBeCloseTo(6 / 70, 12);
    expect(bakerfi.recall_with_partial).toBeCloseTo(6 / 32, 12);
    expect(bakerfi.f1).toBeCloseTo((2 * (5 / 70) * (5 / 32)) / (5 / 70 + 5 / 32), 12);
    const lambowin = stats.repos.find((r) => r.repo === "code4rena_lambowin_2025_02")!;
    // 14 truth rows; 2 exact + 1 partial + 11 FP rows = 14 scan findings; F1 = 2/14 both ways.
    expect(lambowin).toMatchObject({
      actual_findings: 14,
      scan_findings: 14,
      matched: 2,
      partial: 1,
      false_positives: 11,
      false_negatives: 12,
    });
    expect(lambowin.f1).toBeCloseTo(2 / 14, 12);
    expect(lambowin.f1_with_partial).toBeCloseTo(3 / 14, 12);
  });

  it("reproduces the published counts and percentages of all 11 repos and the overall row (--upstream-compat)", async () => {
    const { stats, markdown } = await run("--upstream-compat");
    const rows = [...stats.repos, stats.overall];
    expect(rows.map((r) => r.repo)).toEqual(PUBLISHED.map((p) => p[0]));
    const pct = (x: number) => (x * 100).toFixed(1);
    for (const [i, p] of PUBLISHED.entries()) {
      const r = rows[i]!;
      const mine = [
        r.repo,
        r.actual_findings,
        r.scan_findings,
        r.qa_findings,
        r.matched,
        r.partial,
        r.false_positives,
        r.false_negatives,
        pct(r.precision),
        pct(r.recall),
        pct(r.f1),
        pct(r.precision_with_partial),
        pct(r.recall_with_partial),
        pct(r.f1_with_partial),
      ].map(String);
      expect(mine, String(r.repo)).toEqual(p);
    }
    expect(markdown).toMatch(/^# Benchmark Report\n/);
    expect(markdown).toContain(
      "| ALL | 188 | 237 | 0 | 20 | 3 | 214 | 168 | 8.4% | 10.6% | 9.4% | 9.7% | 12.2% | 10.8% |",
    );
  });

  it("--upstream-compat says why two repos' scan counts come from the evaluated rows, not the scan file", async () => {
    const { result } = await run("--upstream-compat");
    expect(result.stderr).toMatch(
      /code4rena_kinetiq_2025_07: the evaluated rows account for 22 scan findings .* the scan file has 21; 22 is used/,
    );
    expect(result.stderr).toMatch(
      /code4rena_lambowin_2025_02: 1 evaluated row claims a match or partial match with no scan finding \(index -1\); counted as written/,
    );
  });

  it("by default a row claiming a match at index -1 is not counted and scan is the file's count (SPEC 4.3)", async () => {
    const { stats, result } = await run();
    for (const repo of ["code4rena_kinetiq_2025_07", "code4rena_lambowin_2025_02"])
      expect(result.stderr).toMatch(
        new RegExp(
          `${repo}: 1 evaluated row claims a match or partial match with no scan finding \\(index -1\\); not counted`,
        ),
      );
    // Without the invalid row, the rows account for exactly the file's 21 findings: no disagreement.
    expect(result.stderr).not.toMatch(/the scan file has/);
    const kinetiq = stats.repos.find((r) => r.repo === "code4rena_kinetiq_2025_07")!;
    // 25 truth rows; 21 scan findings in the file; the row matched at index -1 is not a TP.
    expect(kinetiq).toMatchObject({ actual_findings: 25, scan_findings: 21, matched: 2, partial: 0 });
    expect(kinetiq.false_positives).toBe(21 - 2);
    expect(kinetiq.false_negatives).toBe(25 - 2);
    expect(kinetiq.precision).toBeCloseTo(2 / 21, 12);
    const lambowin = stats.repos.find((r) => r.repo === "code4rena_lambowin_2025_02")!;
    // 14 truth rows; 13 in the scan file; its partial at index -1 is not counted.
    expect(lambowin).toMatchObject({ actual_findings: 14, scan_findings: 13, matched: 2, partial: 0 });
    expect(lambowin.precision_with_partial).toBeCloseTo(2 / 13, 12);
    // Every other repo is as published.
    const others = stats.repos.filter((r) => !/kinetiq_2025_07|lambowin_2025_02/.test(r.repo));
    for (const r of others) {
      const p = PUBLISHED.find((x) => x[0] === r.repo)!;
      expect([r.actual_findings, r.scan_findings, r.matched, r.partial].map(String)).toEqual([
        p[1],
        p[2],
        p[4],
        p[5],
      ]);
    }
  });

  it("uses TP + partial + FP rows as the scan count when the scan file is missing", async () => {
    const dir = tempDir();
    const json = path.join(dir, "s.json");
    const result = await runCli([
      "report",
      "--benchmarks",
      path.join(BENCH_DATA, "benchmarks"),
      "--scan-root",
      dir,
      "--json",
      json,
      "--upstream-compat",
    ]);
    expect(result.code).toBe(0);
    const stats = JSON.parse(readFileSync(json, "utf8"));
    expect(stats.overall.scan_findings).toBe(237);
    // By default the two rows claiming a match at index -1 are not counted, so not in the scan.
    const strict = await runCli([
      "report",
      "--benchmarks",
      path.join(BENCH_DATA, "benchmarks"),
      "--scan-root",
      dir,
      "--json",
      json,
    ]);
    expect(strict.code).toBe(0);
    expect(JSON.parse(readFileSync(json, "utf8")).overall.scan_findings).toBe(235);
  });
});
