import { describe, expect, it } from "vitest";
import { developmentRuns } from "../../bench/matching/development.js";

// The development family's labels are the truth the grouping benchmark scores against: a label
// that splits one remark by where a line happens to fall measures the labels, not the grouping.
describe("the development family's remarks", () => {
  const remarks = (seed: number) => {
    const { runs, sources } = developmentRuns({ runs: 10, seed, variation: "heavy" });
    const byIssue = new Map<string, { place: string; line: number }[]>();
    runs.forEach((run, r) =>
      run.findings.forEach((f, i) => {
        const source = sources[r]![i]!;
        if (!source.startsWith("dev-spurious:")) return;
        const place = `${f.title}\u0000${f.file}\u0000${f.symbol}`;
        byIssue.set(source, [...(byIssue.get(source) ?? []), { place, line: f.line! }]);
      }),
    );
    return byIssue;
  };

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
    "are one issue per remark and function, at one place give or take a run's slip (seed %i)",
    (seed) => {
      const byIssue = remarks(seed);
      expect(byIssue.size).toBeGreaterThan(0);
      const places = new Set<string>();
      for (const reports of byIssue.values()) {
        expect(new Set(reports.map((r) => r.place)).size).toBe(1);
        places.add(reports[0]!.place);
        const lines = reports.map((r) => r.line);
        // The same ±8 a run slips by on any issue's line.
        expect(Math.max(...lines) - Math.min(...lines)).toBeLessThanOrEqual(16);
      }
      // Two issues never share a remark's words and function: nothing could tell them apart.
      expect(places.size).toBe(byIssue.size);
    },
  );
});
