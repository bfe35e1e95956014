import { describe, expect, it } from "vitest";
import { withHabit } from "../../bench/habits.js";
import type { Finding } from "../../src/findings/types.js";

const report = (title: string, category: string, line: number): Finding => ({
  agent: "security",
  category,
  severity: "HIGH",
  title,
  description: `${title}.`,
  file: "src/orders.py",
  symbol: "get_orders",
  line,
});

describe("a run that reports an issue a second time in other words (the habits probe)", () => {
  const base = {
    runs: [
      { run: 1, findings: [report("SQL built from the order id", "SQL Injection", 40)] },
      { run: 2, findings: [report("Order lookup concatenates user input", "CWE-89", 42)] },
      { run: 3, findings: [report("SQL built from the order id", "SQL Injection", 41)] },
    ],
    sources: [["sqli"], ["sqli"], ["sqli"]],
  };
  const restated = withHabit(base, { name: "every issue restated", restate: () => true });

  it("adds a report at the run's own place, worded and categorised as the next run that words it otherwise", () => {
    const [first] = restated.runs;
    expect(first!.findings).toHaveLength(2);
    expect(first!.findings[1]).toEqual({
      ...report("Order lookup concatenates user input", "CWE-89", 40),
      description: "Order lookup concatenates user input.",
    });
    // Run 3 words it as run 1 does, so run 1's restatement is run 2's words; run 3's, run 1's
    // words are its own, so it takes run 2's too (the next run that words it otherwise).
    expect(restated.runs[2]!.findings[1]!.title).toBe("Order lookup concatenates user input");
    expect(restated.runs[1]!.findings[1]!.title).toBe("SQL built from the order id");
    expect(restated.runs[1]!.findings[1]!.line).toBe(42);
  });

  it("labels the second report with the same issue, and leaves a run alone where no run words it otherwise", () => {
    expect(restated.sources).toEqual([
      ["sqli", "sqli"],
      ["sqli", "sqli"],
      ["sqli", "sqli"],
    ]);
    const alike = withHabit(
      { runs: [base.runs[0]!, base.runs[2]!], sources: [["sqli"], ["sqli"]] },
      { name: "every issue restated", restate: () => true },
    );
    // Both runs word it alike: a second report would repeat the first word for word, another habit.
    expect(alike.runs.map((r) => r.findings.length)).toEqual([1, 1]);
  });
});
