import { describe, expect, it } from "vitest";
import { type BenchSection, renderBenchmarks, replaceSections } from "../../bench/report.js";

const section = (title: string, value: string): BenchSection => ({
  title,
  method: `How ${title} is measured.`,
  command: `npm run bench -- ${title}`,
  rows: [{ what: "speed", value }],
});

describe("npm run bench -- <sections> --write", () => {
  const full = renderBenchmarks([section("a", "1"), section("b", "2"), section("c", "3")], "test machine");

  it("replaces only the sections measured again, in place", () => {
    const updated = replaceSections(full, [section("b", "20")]);
    expect(updated).toBe(full.replace("| speed | 2 |", "| speed | 20 |"));
  });

  it("replaces the last section and adds a new one at the end", () => {
    const updated = replaceSections(full, [section("c", "30"), section("d", "4")]);
    expect(updated).toContain("| speed | 30 |");
    expect(updated).not.toContain("| speed | 3 |");
    expect(updated.indexOf("## d")).toBeGreaterThan(updated.indexOf("## c"));
    // The result is what a full run of all four sections would write.
    expect(updated).toBe(
      `${renderBenchmarks([section("a", "1"), section("b", "2"), section("c", "30"), section("d", "4")], "test machine")}`,
    );
  });
});

describe("the benchmark table", () => {
  it("escapes a | inside a cell, so |Δscore| stays one cell", () => {
    const text = renderBenchmarks([section("a", "F1 0.990 · |Δscore| 2.1")], "test machine");
    const row = text.split("\n").find((line) => line.startsWith("| speed"))!;
    expect(row).toContain("F1 0.990 · \\|Δscore\\| 2.1");
    // Six cells: the unescaped pipes are the borders only.
    expect(row.split(/(?<!\\)\|/).length - 2).toBe(6);
  });
});
