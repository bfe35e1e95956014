import { describe, expect, it } from "vitest";
import { tradingRuns } from "../../bench/matching/heldout-trading.js";
import { asRead } from "../../bench/matching/read.js";

describe("the benchmark's families are read as the product reads a run file", () => {
  it("gives the grouping what the reader makes of each field, every finding kept in step with its issue", () => {
    // The trading family, 10 runs, heavy, seed 7: run 1 writes its files with their line after a
    // colon (`sessions.cfg:41`), which the product's reader reads as the file and the line.
    const drawn = tradingRuns({ runs: 10, seed: 7, variation: "heavy" });
    const read = asRead(drawn);
    expect(drawn.runs[0]!.findings.some((f) => /:\d+$/.test(f.file ?? ""))).toBe(true);
    expect(read.runs[0]!.findings.some((f) => /:\d+$/.test(f.file ?? ""))).toBe(false);
    expect(read.runs[0]!.findings[0]).toMatchObject({ file: "sessions.cfg", line: 41 });
    expect(read.runs.map((r) => r.findings.length)).toEqual(drawn.runs.map((r) => r.findings.length));
    expect(read.sources).toEqual(drawn.sources);
    read.runs.forEach((run, r) =>
      run.findings.forEach((f, i) => expect(f.title).toBe(drawn.runs[r]!.findings[i]!.title)),
    );
  });
});
