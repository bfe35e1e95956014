import { describe, expect, it } from "vitest";
import { fleetRuns } from "../../bench/matching/heldout-fleet.js";
import { clusterRuns } from "../../src/cluster/cluster.js";
import { applyVotes } from "../../src/consolidate/apply.js";
import { groupingLine } from "../../src/render/grouping.js";
import type { Finding, Run } from "../../src/findings/types.js";
import { finding, measure, runsOf } from "../helpers/runs.js";

/** Each run with one report in `every` appended again, word for word (a model repeating itself). */
function withCopies(runs: readonly Run[], every: number): { runs: Run[]; copies: number } {
  let copies = 0;
  const out = runs.map((run, i) => {
    const again = run.findings.filter((_, j) => j % every === i % every);
    copies += again.length;
    return { ...run, findings: [...run.findings, ...again.map((f) => ({ ...f }))] };
  });
  return { runs: out, copies };
}

const members = (runs: readonly Run[]) =>
  clusterRuns(runs)
    .clusters.map((c) => c.members.map((m) => `${m.run}:${m.index}`).sort())
    .sort();

describe("a report a run repeats word for word", () => {
  const plain = fleetRuns({ runs: 10, seed: 3, variation: "heavy" }).runs;
  const { runs, copies } = withCopies(plain, 7);

  it("joins the group of its original as a repeat, not as a finding or an occurrence of its own", () => {
    expect(copies).toBeGreaterThan(10);
    const { clusters } = clusterRuns(runs);
    // The same groups as without the copies: they are set aside before anything is learned.
    expect(clusters.map((c) => c.members.map((m) => `${m.run}:${m.index}`).sort()).sort()).toEqual(
      members(plain),
    );
    let repeats = 0;
    for (const c of clusters) {
      for (const r of c.repeats ?? []) {
        repeats++;
        const original = c.members.find((m) => m.run === r.run)!;
        expect(original.index).toBeLessThan(r.index);
        expect(runs[r.run]!.findings[r.index]).toEqual(runs[original.run]!.findings[original.index]);
      }
    }
    expect(repeats).toBe(copies);
  });

  it("leaves the scores as they are without it, and still counts it among the reports", () => {
    const once = measure(plain);
    const twice = measure(runs);
    expect(twice.determinismScore).toBe(once.determinismScore);
    expect(twice.reproducibility).toEqual(once.reproducibility);
    expect(twice.findings.map((f) => f.appearances)).toEqual(once.findings.map((f) => f.appearances));
    expect(twice.matching.reports).toBe(once.matching.reports + copies);
    for (const f of twice.findings)
      expect(new Set(f.occurrences.map((o) => o.run)).size).toBe(f.occurrences.length);
    expect(groupingLine(twice)).toBe(
      `${once.matching.reports + copies} reports grouped into ${once.matching.distinctFindings} findings ` +
        `(${copies} reports repeated word for word in the same run, counted once)`,
    );
  });

  it("is one only when every field is the same: another line is another report", () => {
    const a = finding({ agent: "security", title: "Token compared with ==", file: "lib/a.ex", line: 88 });
    const result = measure(runsOf([a, { ...a }], [a]));
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]!.appearances).toBe(2);
    expect(result.determinismScore).toBe(100);
    const moved = measure(runsOf([a, { ...a, line: 12 }], [a]));
    expect(moved.findings).toHaveLength(2);
    expect(moved.matching.reports).toBe(3);
  });

  it("has the same copy stand for the finding whatever the run's order, the report as written deciding", () => {
    // The path is normalised before reports are compared, and the fields the input adds are
    // left out, so each of these pairs is one report twice.
    const a = finding({
      agent: "performance",
      title: "Too many responsibilities",
      file: "src/a.cs",
      line: 6,
    });
    const dotted = { ...a, file: "./src/a.cs" };
    const stands = (findings: Finding[]) => {
      const [cluster] = clusterRuns(runsOf(findings)).clusters;
      expect(cluster!.repeats).toHaveLength(1);
      return findings[cluster!.members[0]!.index]!;
    };
    expect(stands([dotted, a]).file).toBe("./src/a.cs");
    expect(stands([a, dotted]).file).toBe("./src/a.cs");
    // The finding's confidence is read from the copy that stands for it.
    const sure = { ...a, extra: { confidence: 90 } };
    const unsure = { ...a, extra: { confidence: 40 } };
    const confidence = (findings: Finding[]) => measure(runsOf(findings, [a])).findings[0]!.confidence;
    expect(confidence([unsure, sure])).toBeTypeOf("number");
    expect(confidence([unsure, sure])).toEqual(confidence([sure, unsure]));
  });

  it("stays with its group when the grouping judge merges groups", () => {
    const clustering = {
      clusters: [
        { members: [{ run: 0, index: 0 }], repeats: [{ run: 0, index: 1 }] },
        { members: [{ run: 1, index: 0 }] },
      ],
      canonicalRunOrder: [0, 1],
      closePairs: [{ a: 0, b: 1, evidence: 3 }],
      weights: clusterRuns([]).weights,
      files: [],
    };
    const merged = applyVotes(clustering, [], []).clustering.clusters;
    expect(merged).toEqual([
      {
        members: [
          { run: 0, index: 0 },
          { run: 1, index: 0 },
        ],
        repeats: [{ run: 0, index: 1 }],
      },
    ]);
  });
});
