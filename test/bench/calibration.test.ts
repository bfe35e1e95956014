import { describe, expect, it } from "vitest";
import { addBands, addPairs, BANDS, emptyBands, probabilityOf } from "../../bench/calibration.js";
import { clusterRuns } from "../../src/cluster/cluster.js";
import type { Finding } from "../../src/findings/types.js";

const report = (title: string, file: string, symbol: string, line: number, agent = "security"): Finding => ({
  agent,
  category: "SQL Injection",
  severity: "HIGH",
  title,
  description: `${title}: the query is built from request input.`,
  file,
  symbol,
  line,
});

// Two runs of two issues in one file, one issue in another file, and one report of another agent.
const runs = [1, 2].map((run) => ({
  run,
  findings: [
    report("SQL built from the order id", "src/orders.py", "get_orders", 40),
    report("Unbounded page size in listing", "src/orders.py", "list_orders", 90),
    report("Token compared with ==", "src/auth.py", "check_token", 12),
    report("Order cache never expires", "src/orders.py", "get_orders", 44, "performance"),
  ],
}));
const sources = [1, 2].map(() => ["sqli", "paging", "token", "cache"]);

describe("the grouping's evidence against the truth (calibration bench)", () => {
  it("weighs the pairs of two runs it compares, and no others", () => {
    const evidence = clusterRuns(runs, { pairEvidence: true }).pairEvidence!;
    // One issue in two runs: well above even odds.
    expect(evidence({ run: 0, index: 0 }, { run: 1, index: 0 })!).toBeGreaterThan(2);
    // Two issues of one file: below.
    expect(evidence({ run: 0, index: 0 }, { run: 1, index: 1 })!).toBeLessThan(0);
    // One run's two reports, two files, two agents: never compared.
    expect(evidence({ run: 0, index: 0 }, { run: 0, index: 1 })).toBeUndefined();
    expect(evidence({ run: 0, index: 0 }, { run: 1, index: 2 })).toBeUndefined();
    expect(evidence({ run: 0, index: 0 }, { run: 1, index: 3 })).toBeUndefined();
    // Kept only when asked for: it holds every report's features as long as the result lives.
    expect(clusterRuns(runs).pairEvidence).toBeUndefined();
  });

  it("puts each compared pair in the band of the probability it states, and counts the pairs of one issue", () => {
    const bands = emptyBands();
    // It says how many pairs of one run the test gave to learn from: orders.py's two security
    // reports, in each of the two runs.
    expect(addPairs({ runs, sources }, bands)).toBe(2);
    const pairs = bands.reduce((n, b) => n + b.pairs, 0);
    // Of one file and agent: orders.py's two security issues give 4 pairs across the two runs,
    // auth.py's and the performance agent's one each.
    expect(pairs).toBe(6);
    expect(bands.reduce((n, b) => n + b.oneIssue, 0)).toBe(4);
    const evidence = clusterRuns(runs, { pairEvidence: true }).pairEvidence!;
    const p = probabilityOf(evidence({ run: 0, index: 0 }, { run: 1, index: 0 })!);
    const band = bands[BANDS.findIndex((end) => p < end || end === 1)]!;
    expect(band.oneIssue).toBeGreaterThan(0);
    for (const b of bands) expect(b.probability).toBeLessThanOrEqual(b.pairs);
  });

  it("adds one set of bands to another, band by band", () => {
    const test = emptyBands();
    addPairs({ runs, sources }, test);
    const total = emptyBands();
    addBands(total, test);
    addBands(total, test);
    total.forEach((band, k) => {
      expect(band.pairs).toBe(2 * test[k]!.pairs);
      expect(band.oneIssue).toBe(2 * test[k]!.oneIssue);
      expect(band.probability).toBeCloseTo(2 * test[k]!.probability, 12);
    });
  });

  it("states probabilities from log2 odds", () => {
    expect(probabilityOf(0)).toBe(0.5);
    expect(probabilityOf(3)).toBeCloseTo(8 / 9, 12);
    expect(probabilityOf(-3)).toBeCloseTo(1 / 9, 12);
  });
});
