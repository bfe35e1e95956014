import { describe, expect, it } from "vitest";
import { barChart } from "../../src/render/chart.js";
import { escapeMarkdown } from "../../src/render/escape.js";
import { plain } from "../../src/render/text.js";
import { firstCharacters, truncate } from "../../src/util/truncate.js";

/** True when a string holds half of a character written as two UTF-16 units. */
const broken = (text: string) =>
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

describe("model text cut to fit", () => {
  it("is cut before a character written as two units, never through it", () => {
    // "🔴" and "𠮷" are two UTF-16 units each; a cut at 4 falls inside the second one.
    for (const text of ["ab🔴🔴 critical", "SQL𠮷𠮷注入漏洞", "🔴".repeat(50)])
      for (let max = 1; max < 12; max++) {
        const cut = truncate(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(broken(cut)).toBe(false);
      }
    expect(truncate("ab🔴🔴", 4)).toBe("ab…");
    expect(truncate("short", 10)).toBe("short");
  });

  it("counted in characters where a limit counts characters (chart labels, SARIF rule ids)", () => {
    expect(firstCharacters("ab𠮷𠮷c", 3)).toBe("ab𠮷");
    for (let count = 0; count < 8; count++) expect(broken(firstCharacters("🔴𠮷a🔴", count))).toBe(false);
  });

  it("reaches the comment, the log and the Markdown whole", () => {
    const title = `${"x".repeat(298)}🔴 SQL injection`;
    expect(broken(escapeMarkdown(title, 300))).toBe(false);
    expect(escapeMarkdown(title, 300).endsWith("…")).toBe(true);
    expect(broken(plain(title, 300))).toBe(false);
  });
});

describe("chart labels", () => {
  it("keep names in any script and drop what could end the chart", () => {
    const chart = barChart("By agent", "score %", [
      { label: "安全审计", value: 80 },
      { label: 'perf"] ; click x', value: 50 },
      { label: "🔴".repeat(40), value: 10 },
    ]);
    const axis = chart.split("\n").find((l) => l.includes("x-axis"))!;
    expect(axis).toBe('    x-axis ["安全审计", "perf click x", "?"]');
  });
});
