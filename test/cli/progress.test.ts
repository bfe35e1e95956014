import { describe, expect, it } from "vitest";
import { progressReporter } from "../../src/cli/progress.js";

describe("progress", () => {
  it("redraws one bar in place on a terminal", () => {
    let out = "";
    const p = progressReporter({ label: "analysing", write: (t) => (out += t), tty: true, now: () => 0 });
    for (let i = 1; i <= 4; i++) p.update(i, 4);
    p.finish();
    expect(out.split("\r").filter(Boolean)).toHaveLength(4);
    expect(out).toMatch(/\ranalysing ▕█{24}▏ 4\/4 · 0\.0 s\n$/);
  });

  it("writes about one line per 10% in CI logs, and always the last", () => {
    const lines: string[] = [];
    const p = progressReporter({ label: "analysing", write: (t) => lines.push(t), tty: false, now: () => 0 });
    for (let i = 1; i <= 300; i++) p.update(i, 300);
    expect(lines.length).toBeLessThanOrEqual(11);
    expect(lines.at(-1)).toBe("analysing: 300/300 requests (100%) · 0.0 s\n");
  });
});
