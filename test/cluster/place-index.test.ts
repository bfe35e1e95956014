import { describe, expect, it } from "vitest";
import { clusterRuns } from "../../src/cluster/cluster.js";
import { Comparer, comparePlace, levelOf } from "../../src/cluster/compare.js";
import { type Features, featuresOf } from "../../src/cluster/features.js";
import { compatible } from "../../src/cluster/match.js";
import { PlaceIndex } from "../../src/cluster/place-index.js";
import { Interner } from "../../src/cluster/text.js";
import type { Member } from "../../src/cluster/cluster.js";
import { JUDGE_MARGIN_BITS } from "../../src/consolidate/judge.js";
import type { Finding, Run } from "../../src/findings/types.js";
import { finding } from "../helpers/runs.js";

/** A small deterministic generator, so a failure names its draw. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

// Names written every way the symbol levels tell apart: one name, its method alone, its owner,
// another member of the owner, names sharing a word, a framework's qualified name, none.
const SYMBOLS = [
  "Orders#search",
  "search",
  "Orders",
  "Orders#export",
  "OrdersController#search_all",
  "Api::V1::Orders#search",
  "export_csv",
  "json.Unmarshal",
  "<module>",
  "",
];
const CATEGORIES = ["SQL Injection", "CWE-89", "Missing Authorization", "Performance", ""];
const WORDS = ["query", "search", "export", "token", "`search()`", "`export_csv`", "unbounded", "loop"];

/** One of a test's reports: random fields from small sets, so that places often meet. */
function report(draw: () => number, files: string[]): Finding {
  const pick = <T>(list: readonly T[]) => list[Math.floor(draw() * list.length)]!;
  const symbol = pick(SYMBOLS);
  const line = draw() < 0.2 ? undefined : 1 + Math.floor(draw() * 120);
  const file = pick(files);
  return finding({
    agent: draw() < 0.9 ? "security" : "performance",
    category: pick(CATEGORIES),
    title: `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}`,
    description: `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}`,
    ...(file === "" ? {} : { file }),
    ...(symbol === "" ? {} : { symbol }),
    ...(line === undefined ? {} : { line }),
  });
}

describe("looking up the reports a place could join", () => {
  it("finds every report whose symbol and line levels reach, whatever reaches", () => {
    const draw = random(11);
    for (let trial = 0; trial < 40; trial++) {
      const interner = new Interner();
      const files = ["app/orders.rb", "./app/orders.rb", "lib/orders.rb", ""];
      const runs = Array.from({ length: 4 }, () =>
        Array.from({ length: 30 }, () => featuresOf(report(draw, files), interner)),
      );
      // Some words weigh nothing: they are shared, but say nothing (similarity 0).
      const rarity = Float64Array.from({ length: interner.size }, () => (draw() < 0.2 ? 0 : draw()));
      const comparer = new Comparer(rarity);
      for (const run of runs) for (const f of run) comparer.prepare(f);
      const reaching = Array.from({ length: 7 * 5 }, () => draw() < 0.3);
      const reaches = (symbol: number, line: number) => reaching[symbol * 5 + line]!;
      const featureOf = (m: Member) => runs[m.run]![m.index]!;
      const members = runs.flatMap((run, r) => run.map((_, index) => ({ run: r, index })));
      const index = new PlaceIndex(members, featureOf, reaches);
      let lookedUp = 0;
      for (const f of runs.flat()) {
        if (f.file === "") continue;
        const found = new Set<Features>();
        if (!index.near(f, (m) => found.add(featureOf(m)))) continue;
        lookedUp++;
        for (const e of runs.flat()) {
          if (!compatible(f, e)) continue;
          const place = comparePlace(f, e, comparer);
          if (reaches(levelOf(place, 1), levelOf(place, 2))) expect(found.has(e)).toBe(true);
        }
      }
      expect(lookedUp).toBeGreaterThan(0);
    }
  });

  it("says when only every report of the block would do", () => {
    const interner = new Interner();
    const f = featuresOf(finding({ title: "a", file: "a.rb", symbol: "search", line: 3 }), interner);
    const everything = new PlaceIndex(
      [{ run: 0, index: 0 }],
      () => f,
      () => true,
    );
    expect(everything.near(f, () => undefined)).toBe(false);
    // Another symbol far off cannot reach, so the lookups do.
    const named = new PlaceIndex(
      [{ run: 0, index: 0 }],
      () => f,
      (symbol, line) => symbol < 5 || line < 3,
    );
    const found: Member[] = [];
    expect(named.near(f, (m) => found.push(m))).toBe(true);
    expect(found.length).toBeGreaterThan(0);
  });
});

describe("the grouping with its candidates looked up by place", () => {
  // Many issues in few files, each reported by most runs with its line moved, its symbol
  // written another way or left out, and other words: blocks of well over a hundred groups.
  function test(seed: number): Run[] {
    const draw = random(seed);
    const files = ["app/orders.rb", "app/billing.rb", ""];
    const issues = Array.from({ length: 120 }, () => report(draw, files));
    return Array.from({ length: 8 }, (_, r) => ({
      run: r + 1,
      findings: issues.flatMap((issue) => {
        if (draw() < 0.2) return [];
        const moved = issue.line === undefined ? {} : { line: issue.line + Math.floor(draw() * 9) - 4 };
        const variant = draw();
        return [
          {
            ...issue,
            ...moved,
            ...(variant < 0.15 ? { symbol: SYMBOLS[Math.floor(draw() * SYMBOLS.length)] } : {}),
            ...(variant > 0.85 ? { title: `${issue.title} ${WORDS[r % WORDS.length]}` } : {}),
          },
        ];
      }),
    }));
  }

  it("is the grouping that reads every group in turn, with and without a judge's margin", () => {
    for (const seed of [1, 2]) {
      const runs = test(seed);
      for (const margin of [0, JUDGE_MARGIN_BITS]) {
        const read = clusterRuns(runs, { margin, indexFrom: Number.POSITIVE_INFINITY });
        const lookedUp = clusterRuns(runs, { margin, indexFrom: 0 });
        expect(lookedUp.clusters).toEqual(read.clusters);
        expect(lookedUp.closePairs).toEqual(read.closePairs);
      }
    }
  });
});
