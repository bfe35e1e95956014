import { describe, expect, it } from "vitest";
import { lendingRuns } from "../../bench/matching/heldout-lending.js";
import { clusterRuns, type Member } from "../../src/cluster/cluster.js";
import { IN_TWO_LANGUAGES, TEXT_LEVELS } from "../../src/cluster/compare.js";
import { type Features, featuresOf } from "../../src/cluster/features.js";
import { Interner } from "../../src/cluster/text.js";
import { splitUnworded } from "../../src/cluster/unworded.js";
import { setMembers, type Working } from "../../src/cluster/working.js";
import type { Finding } from "../../src/findings/types.js";
import { wordsOnly } from "../helpers/evidence.js";
import { finding, runsOf } from "../helpers/runs.js";

/**
 * One group of reports named by `titles`, each from its own run, and how far apart each pair is
 * worded (a text level, by name: `L("similar")`; "different" where not given). `texts`, when
 * given, are the reports' titles as written.
 */
/** A text level by its name. */
const L = (name: string) => TEXT_LEVELS.indexOf(name);

function oneGroup(
  titles: string[],
  levels: Record<string, number>,
  texts?: string[],
  /** Titles of the reports whose categories are neither the same nor related to any other's. */
  otherCategory: string[] = [],
  /** The chance that two reports of one issue are worded apart in other categories. */
  apart = 0,
  /** Titles of the reports whose runs write the other of two languages. */
  otherLanguage: string[] = [],
) {
  const interner = new Interner();
  const reports = titles.map((title, i) =>
    featuresOf(
      finding({
        agent: "quality",
        file: "ios/Scanner/ScannerViewController.m",
        title: texts?.[i] ?? title,
        // Each report filed under another category names one of its own; the rest share one.
        ...(otherCategory.includes(title) ? { category: `${title} remark` } : {}),
      }),
      interner,
    ),
  );
  const title = (f: Features) => titles[reports.indexOf(f)]!;
  const evidence = {
    ...wordsOnly((a, b) => levels[[title(a), title(b)].sort().join("~")] ?? L("different")),
    // The place's pattern holds the category's level (0 the same, 2 other) in its lowest digit.
    place: (a: Features, b: Features) =>
      (otherCategory.includes(title(a)) || otherCategory.includes(title(b)) ? 2 : 0) +
      (otherLanguage.includes(title(a)) === otherLanguage.includes(title(b)) ? 0 : IN_TWO_LANGUAGES),
  };
  const featureOf = (m: Member) => reports[m.index]!;
  const position = Int32Array.from(titles, (_, i) => i);
  const group: Working = {
    id: 0,
    exemplars: [],
    members: [],
    runs: [],
    block: "",
    agent: "quality",
    alive: true,
    files: [],
  };
  setMembers(
    group,
    titles.map((_, i) => ({ run: i, index: i })),
    position,
    featureOf,
  );
  const clusters = [group];
  splitUnworded(clusters, evidence, position, featureOf, apart);
  return clusters.filter((c) => c.alive).map((c) => c.members.map((m) => titles[m.index]));
}

describe("a group that only its place holds together is split (unworded.ts)", () => {
  it("three reports of which no two share similar words are three findings", () => {
    expect(
      oneGroup(["comments", "magic number", "log level"], { "comments~log level": L("some words") }),
    ).toEqual([["comments"], ["magic number"], ["log level"]]);
  });

  it("one pair worded alike keeps the group whole: the others may be its rewordings", () => {
    expect(oneGroup(["a", "b", "c", "d"], { "b~d": L("similar") })).toEqual([["a", "b", "c", "d"]]);
  });

  it("in a group worded alike, a report worded like none of the others and filed under another category than each is split off", () => {
    // Three runs word one remark alike; three more runs each make a remark of their own there.
    const levels = {
      "naming 1~naming 2": L("similar"),
      "naming 1~naming 3": L("very similar"),
      "naming 2~naming 3": L("similar"),
    };
    const titles = ["naming 1", "comments", "naming 2", "magic number", "naming 3", "log level"];
    const others = ["comments", "magic number", "log level"];
    expect(oneGroup(titles, levels, undefined, others, 0.01)).toEqual([
      ["naming 1", "naming 2", "naming 3"],
      ["comments"],
      ["magic number"],
      ["log level"],
    ]);
    // Where one issue's reports are often worded apart under other names (0.45 for two of them),
    // five others are not enough to tell: 0.45⁵ is above 1 in 100.
    expect(oneGroup(titles, levels, undefined, others, 0.45)).toEqual([titles]);
    // Nor is a report that names the same or a related category, whatever its words.
    expect(oneGroup(titles, levels, undefined, [], 0.01)).toEqual([titles]);
  });

  it("at five runs, a remark beside two reports of an issue leaves where one issue's pairs are seldom worded apart", () => {
    // Two runs' reports of an issue, worded alike, and a third run's remark at their place, in
    // other words and another category: one issue's reports read so for each pair with the
    // chance 0.02 (the prior's, in a test too small to learn from), 0.0004 for both.
    const titles = ["leak 1", "comments", "leak 2"];
    const levels = { "leak 1~leak 2": L("very similar") };
    expect(oneGroup(titles, levels, undefined, ["comments"], 0.02)).toEqual([
      ["leak 1", "leak 2"],
      ["comments"],
    ]);
    // Where one issue's reports are often worded apart (0.15 for a pair), two are not enough.
    expect(oneGroup(titles, levels, undefined, ["comments"], 0.15)).toEqual([titles]);
  });

  it("a report worded like one other of its group stays", () => {
    // `d`, in a category of its own, is worded like `e`, which is in the group's.
    const levels = { "a~b": L("similar"), "c~d": L("some words"), "d~e": L("similar") };
    expect(oneGroup(["a", "b", "c", "d", "e"], levels, undefined, ["c", "d"], 0)).toEqual([
      ["a", "b", "d", "e"],
      ["c"],
    ]);
  });

  it("reports worded alike to each other, and apart from the rest of their group in other categories, leave it together", () => {
    // Two runs make one remark at a file's first line, worded alike, in the group of an issue
    // of a word in that file that four runs word alike (the seventy-fourth family, 10 runs,
    // heavy: a Forth file's stack comments beside a buffer overrun in one of its words).
    const titles = ["overrun 1", "comments 1", "overrun 2", "overrun 3", "comments 2", "overrun 4"];
    const levels = {
      "overrun 1~overrun 2": L("very similar"),
      "overrun 2~overrun 3": L("similar"),
      "overrun 3~overrun 4": L("very similar"),
      "comments 1~comments 2": L("one text"),
      "comments 1~overrun 3": L("a few words"),
    };
    const remarks = ["comments 1", "comments 2"];
    expect(oneGroup(titles, levels, undefined, remarks, 0.2)).toEqual([
      ["overrun 1", "overrun 2", "overrun 3", "overrun 4"],
      ["comments 1", "comments 2"],
    ]);
    // The chance that one issue's reports read so is the chance for one pair to the power of
    // the pairs across, here eight: 0.6⁸ is above 1 in 100, and the group stays whole.
    expect(oneGroup(titles, levels, undefined, remarks, 0.6)).toEqual([titles]);
    // A report of the part in the rest's category or a related one joins the part to the rest.
    expect(oneGroup(titles, levels, undefined, ["comments 1"], 0.2)).toEqual([titles]);
  });

  it("across two languages, merely similar words do not hold a report worded apart from every report of its own language", () => {
    // An English remark in the group of an issue English and Danish runs report: its few words
    // both languages write are all in a Danish report's text (similar), while its English
    // neighbours say it is another issue (the forty-fourth family, 10 runs, moderate).
    const titles = ["leak en 1", "leak da 1", "comment en", "leak en 2", "leak da 2", "leak da 3"];
    const danish = ["leak da 1", "leak da 2", "leak da 3"];
    const levels = {
      "leak en 1~leak en 2": L("very similar"),
      "leak da 1~leak da 2": L("same words"),
      "leak da 2~leak da 3": L("very similar"),
      "leak da 1~leak en 1": L("very similar"),
      "comment en~leak da 1": L("similar"),
    };
    const remark = ["comment en"];
    expect(oneGroup(titles, levels, undefined, remark, 0.01, danish)).toEqual([
      ["leak en 1", "leak da 1", "leak en 2", "leak da 2", "leak da 3"],
      ["comment en"],
    ]);
    // In one language, similar words are worded alike, and the remark stays.
    expect(oneGroup(titles, levels, undefined, remark, 0.01)).toEqual([titles]);
    // A report with no other report of its language in the group is held by them as before.
    const three = ["comment en", "leak da 1", "leak da 2"];
    expect(oneGroup(three, levels, undefined, remark, 0.01, danish)).toEqual([three]);
    // Reports alike to one of their own language keep what they share with the other: two Danish
    // reports of one issue, filed in other categories, merely similar to its English ones.
    const across = {
      "leak en 1~leak en 2": L("very similar"),
      "leak da 1~leak da 2": L("same words"),
      "leak da 1~leak en 1": L("similar"),
    };
    const four = ["leak en 1", "leak da 1", "leak en 2", "leak da 2"];
    expect(oneGroup(four, across, undefined, ["leak da 1", "leak da 2"], 0.01, danish)).toEqual([four]);
  });

  it("two reports worded apart are left to the evidence (one issue reworded, as often as not)", () => {
    expect(oneGroup(["a", "b"], {})).toEqual([["a", "b"]]);
  });

  it("reports repeating one text are worded alike, even where that text counts as boilerplate", () => {
    const text = "Routine has no comment on its arguments.";
    expect(oneGroup(["a", "b", "c"], {}, [text, "Something else", text])).toEqual([["a", "b", "c"]]);
  });
});

describe("different remarks runs make at one routine stay apart", () => {
  // One real issue every run reports, worded alike; and at one method three runs each make a
  // remark of their own, in words that share nothing, at the same line.
  const real = (run: number): Finding =>
    finding({
      agent: "quality",
      category: "Null Pointer Dereference",
      severity: "HIGH",
      title: run % 2 ? "Frame buffer used without NULL check" : "Missing NULL check on frame buffer",
      description: "malloc can return NULL and the frame buffer is written at once.",
      file: "firmware/conveyor/frame.c",
      symbol: "push_frame",
      line: 88,
    });
  const remarks: Finding[] = [
    {
      title: "Routine lacks comments",
      category: "Maintainability",
      description: "Arguments and result are undocumented.",
    },
    {
      title: "Magic number should be a constant",
      category: "Code Quality",
      description: "A numeric literal 512 appears inline.",
    },
    {
      title: "Wrong log level",
      category: "Logging",
      description: "Routine progress is logged at error severity.",
    },
  ].map((r) =>
    finding({
      ...r,
      agent: "quality",
      severity: "LOW",
      file: "firmware/conveyor/frame.c",
      symbol: "checksum",
      line: 121,
    }),
  );
  const runs = runsOf(...Array.from({ length: 8 }, (_, r) => (r < 3 ? [real(r), remarks[r]!] : [real(r)])));

  it("three remarks, one run each, are three findings; the issue all runs report is one", () => {
    const { clusters } = clusterRuns(runs);
    const sizes = clusters.map((c) => c.members.length).sort((a, b) => b - a);
    expect(sizes).toEqual([8, 1, 1, 1]);
  });

  it("beside a remark several runs word alike, remarks one run each makes there are findings of their own", () => {
    // 20 runs: three word one naming remark alike at the routine where three others each make
    // a remark of their own, in other words and under other categories.
    const naming = (run: number) =>
      finding({
        agent: "quality",
        category: "Naming",
        severity: "LOW",
        title: run % 2 ? "Variable names are unclear" : "Unclear variable names",
        description: "Single-letter names such as i, j and s hide what the checksum loop computes.",
        file: "firmware/conveyor/frame.c",
        symbol: "checksum",
        line: 121,
      });
    const runs = runsOf(
      ...Array.from({ length: 20 }, (_, r) => [
        real(r),
        ...(r < 3 ? [naming(r)] : r < 6 ? [remarks[r - 3]!] : []),
      ]),
    );
    const sizes = clusterRuns(runs)
      .clusters.map((c) => c.members.length)
      .sort((a, b) => b - a);
    expect(sizes).toEqual([20, 3, 1, 1, 1]);
  });

  it("remarks that each name their function in the text are not alike for that (lending, moderate, 10 runs)", () => {
    // Seed 6: `Unused return value`, `Reliance on block.timestamp` and `Transaction ordering
    // dependence`, each `in upgrade` and `Seen in upgrade.`, one run each, at one line. The
    // function's name in every description had made their words similar, and the place merged them.
    const { runs, sources } = lendingRuns({ runs: 10, seed: 6, variation: "moderate" });
    for (const c of clusterRuns(runs).clusters) {
      const issues = new Set(c.members.map((m) => sources[m.run]![m.index]!));
      if ([...issues].some((s) => s.endsWith(":upgrade"))) expect(issues.size).toBe(1);
    }
  });

  it("no pair kept apart is shown for the group split: its evidence was weighed for the whole group", () => {
    // Another issue of the same routine, 40 lines on, that only the runs without a remark report:
    // close to the remarks' group, never in a run with it, kept apart by the line and the words.
    const overflow = finding({
      agent: "quality",
      category: "Integer Overflow",
      severity: "MEDIUM",
      title: "Checksum accumulator can overflow",
      description: "The running sum is held in a 16-bit integer.",
      file: "firmware/conveyor/frame.c",
      symbol: "checksum",
      line: 160,
    });
    const withOverflow = runsOf(
      ...Array.from({ length: 8 }, (_, r) => [real(r), r < 3 ? remarks[r]! : overflow]),
    );
    const { clusters, closePairs } = clusterRuns(withOverflow);
    expect(clusters.map((c) => c.members.length).sort((a, b) => b - a)).toEqual([8, 5, 1, 1, 1]);
    const lone = new Set(clusters.flatMap((c, i) => (c.members.length === 1 ? [i] : [])));
    for (const p of closePairs) expect(lone.has(p.a) || lone.has(p.b)).toBe(false);
  });
});
