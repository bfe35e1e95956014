import { describe, expect, it } from "vitest";
import { paymentsRuns } from "../../bench/matching/heldout-payments.js";
import { boilerplateKey, boilerplateTexts } from "../../src/cluster/boilerplate.js";
import { clusterRuns } from "../../src/cluster/cluster.js";
import { TEXT_LEVELS, Comparer, comparePair, textLevelOf } from "../../src/cluster/compare.js";
import { featuresOf } from "../../src/cluster/features.js";
import { Interner } from "../../src/cluster/text.js";
import type { Finding } from "../../src/findings/types.js";
import { finding } from "../helpers/runs.js";

const REMARK = {
  title: "Broad exception handler",
  description: "Catching a general exception type hides failures that should propagate.",
  category: "Error Handling",
  severity: "LOW" as const,
};

/** A text level by its name. */
const L = (name: string) => TEXT_LEVELS.indexOf(name);

describe("texts an agent writes word for word in several files", () => {
  const interner = new Interner();
  const of = (overrides: Partial<Finding>) =>
    featuresOf(finding({ ...REMARK, agent: "architecture", ...overrides }), interner);

  it("are boilerplate for that agent only, and only across files", () => {
    const inTwoFiles = [of({ file: "src/api/Refunds.java" }), of({ file: "src/ledger/Ledger.java" })];
    const otherAgent = of({ file: "src/api/Refunds.java", agent: "security" });
    const oneFile = [
      of({ file: "src/api/Refunds.java", title: "Refund amount not checked", line: 10 }),
      of({ file: "api/Refunds.java", title: "Refund amount not checked", line: 12 }),
    ];
    const noFile = [of({ title: "Logs are verbose" }), of({ title: "Logs are verbose", file: "src/a.java" })];
    const boilerplate = boilerplateTexts([...inTwoFiles, otherAgent, ...oneFile, ...noFile]);
    expect(boilerplate).toEqual(new Set([boilerplateKey(inTwoFiles[0]!)]));
    expect(boilerplate.has(boilerplateKey(otherAgent))).toBe(false);
  });

  it("make two reports repeating them share some words, not the same words", () => {
    const a = of({ file: "src/api/Refunds.java", line: 200 });
    const b = of({ file: "src/api/Refunds.java", line: 650 });
    const elsewhere = of({ file: "src/ledger/Ledger.java" });
    const rarity = new Float64Array(interner.size).fill(1);
    const plain = new Comparer(rarity);
    const aware = new Comparer(rarity, boilerplateTexts([a, b, elsewhere]));
    for (const comparer of [plain, aware]) for (const f of [a, b, elsewhere]) comparer.prepare(f);
    expect(plain.textLevel(a, b)).toBe(L("one text"));
    expect(aware.textLevel(a, b)).toBe(L("some words"));
    expect(textLevelOf(comparePair(a, b, aware))).toBe(L("some words"));
    // Two reports of one run repeating it are compared the same way, so the chance agreement is
    // learned for the level such pairs get.
    const everyWord = new Set([...a.title, ...a.description]);
    expect(plain.withinRunTextLevel(a, b, everyWord)).toBe(L("one text"));
    expect(aware.withinRunTextLevel(a, b, everyWord)).toBe(L("some words"));
    // Without the other file the text is one issue's words again.
    const alone = new Comparer(rarity, boilerplateTexts([a, b]));
    for (const f of [a, b]) alone.prepare(f);
    expect(alone.textLevel(a, b)).toBe(L("one text"));
  });
});

describe("a remark pasted word for word wherever the model looks", () => {
  // The payments family's runs each invent a remark or two (`Broad exception handler`, `Result
  // could be cached`) in the same words wherever they land: each is its own finding, seen once.
  // With 20 runs these seeds put up to five of them in one group, lines hundreds apart, and
  // the score counted a finding no run repeated (|Δscore| up to 12).
  it.each([1, 2, 3, 8])("is a finding at each place (payments, 20 runs, heavy, seed %i)", (seed) => {
    const { runs, sources } = paymentsRuns({ runs: 20, seed, variation: "heavy" });
    const { clusters } = clusterRuns(runs);
    const invented = (m: { run: number; index: number }) =>
      sources[m.run]![m.index]!.startsWith("payments-invented");
    const mixed = clusters.filter((c) => c.members.filter(invented).length > 1);
    expect(mixed).toEqual([]);
    expect(clusters.filter((c) => c.members.some(invented)).length).toBeGreaterThan(10);
  });
});
