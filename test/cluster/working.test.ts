import { describe, expect, it } from "vitest";
import type { Member } from "../../src/cluster/cluster.js";
import { featuresOf } from "../../src/cluster/features.js";
import { Interner } from "../../src/cluster/text.js";
import {
  exemplarsOf,
  fitsFile,
  MAX_EXEMPLARS,
  setMembers,
  shareFile,
  type Working,
  wordingTable,
} from "../../src/cluster/working.js";
import { fiveWordings } from "../helpers/groups.js";
import { finding } from "../helpers/runs.js";

describe("a group's members", () => {
  it("are kept in canonical run order, the runs read from that order, the exemplars whatever it is", () => {
    // Input runs 0..4 sit at canonical positions 3, 1, 0, 2, 4.
    const { features, group } = fiveWordings(Int32Array.from([3, 1, 0, 2, 4]));
    const c = group(0, [0, 1, 2, 3, 4]);
    expect(c.members.map((m) => m.run)).toEqual([2, 1, 3, 0, 4]);
    expect(c.runs).toEqual([0, 1, 2, 3, 4]);
    // More wordings than exemplars: the ones that share most words with the group, whatever
    // the order of the input.
    expect(c.exemplars).toHaveLength(MAX_EXEMPLARS);
    expect(c.exemplars).toEqual(exemplarsOf([2, 1, 3, 0, 4].map((run) => features[run]![0]!)));
    const again = fiveWordings(Int32Array.from([0, 1, 2, 3, 4]));
    const titles = (w: Working, f: typeof features) =>
      w.exemplars.map((e) => f.findIndex((run) => run[0] === e)).sort();
    expect(titles(again.group(0, [0, 1, 2, 3, 4]), again.features)).toEqual(titles(c, features));
  });
});

describe("a group's exemplars", () => {
  const interner = new Interner();
  const report = (title: string, description: string) =>
    featuresOf(finding({ agent: "security", title, description, file: "src/db.ts", line: 40 }), interner);
  // Canonical order: the first run's report is worded unlike every other one (a report joined
  // wrongly, or an outlying rewording); the others say the issue in overlapping words.
  const odd = report("Verbose error page", "Stack traces are shown to the client.");
  const usual = [
    report("SQL injection in findUser", "The name is concatenated into the query string."),
    report("Query built from the user name", "findUser concatenates the name into the SQL query."),
    report("Unparameterised query in findUser", "The query string is built by concatenation."),
    report("String-built SQL in findUser", "The user name goes into the query unescaped."),
  ];

  it("are its most typical wordings, not its first ones", () => {
    const exemplars = exemplarsOf([odd, ...usual]);
    expect(exemplars).toHaveLength(MAX_EXEMPLARS);
    expect(exemplars).not.toContain(odd);
  });

  it("are every wording when there are no more than it keeps", () => {
    const few = [odd, ...usual].slice(0, MAX_EXEMPLARS);
    expect(exemplarsOf(few)).toEqual(few);
  });

  it("count a wording once however often it is repeated, and its repeats towards its typicality", () => {
    const repeated = report("Verbose error page", "Stack traces are shown to the client.");
    // Written last, in four copies: its copies make it the most typical wording, which the
    // first distinct ones in canonical order would leave out.
    const exemplars = exemplarsOf([...usual, odd, repeated, repeated, repeated]);
    expect(exemplars.filter((e) => e.textId === odd.textId)).toHaveLength(1);
    expect(exemplars[0]!.textId).toBe(odd.textId);
  });

  it("are the same read from the table of a larger group as weighed on their own", () => {
    // One text at a symbol and without one: one wording, two sets of title words.
    const atSymbol = featuresOf(
      finding({
        agent: "security",
        title: "SQL injection in findUser",
        description: "The name is concatenated into the query string.",
        file: "src/db.ts",
        symbol: "findUser",
        line: 40,
      }),
      interner,
    );
    const repeated = report(
      "Query built from the user name",
      "findUser concatenates the name into the SQL query.",
    );
    const group = [
      odd,
      ...usual,
      atSymbol,
      repeated,
      report("Error page shows a stack trace", "Stack traces leak."),
    ];
    const table = wordingTable(group);
    for (const part of [
      group.slice(1, 7),
      [usual[2]!, odd, usual[3]!, usual[1]!, repeated, atSymbol],
      group,
    ]) {
      const alone = exemplarsOf(part);
      const fromTable = exemplarsOf(part, table);
      expect(fromTable).toHaveLength(alone.length);
      alone.forEach((e, i) => expect(fromTable[i]).toBe(e));
    }
  });

  it("are what a group built by setMembers holds", () => {
    const features = [odd, ...usual];
    const c: Working = {
      id: 0,
      exemplars: [],
      members: [],
      runs: [],
      block: odd.block,
      agent: "security",
      alive: true,
      files: [],
    };
    const members: Member[] = features.map((_, run) => ({ run, index: 0 }));
    setMembers(c, members, Int32Array.from([0, 1, 2, 3, 4]), (m) => features[m.run]!);
    expect(c.exemplars).toEqual(exemplarsOf(features));
  });
});

describe("a group's files", () => {
  const interner = new Interner();
  const at = (file: string) =>
    featuresOf(finding({ agent: "security", title: "No non-root user", file }), interner);
  const ledger = at("services/ledger/Dockerfile");
  const payments = at("services/payments/Dockerfile");
  const bare = at("Dockerfile");
  const reports = [ledger, bare, payments];
  const featureOf = (m: Member) => reports[m.run]!;
  const groupOf = (runs: number[]): Working => {
    const c: Working = {
      id: 0,
      exemplars: [],
      members: [],
      runs: [],
      block: bare.block,
      agent: "security",
      alive: true,
      files: [],
    };
    setMembers(
      c,
      runs.map((run) => ({ run, index: 0 })),
      Int32Array.from([0, 1, 2]),
      featureOf,
    );
    return c;
  };

  it("take a report that may share every member's file, and none that names another", () => {
    const c = groupOf([0, 1]);
    expect(c.files.map((f) => f.file)).toEqual(["services/ledger/dockerfile", "dockerfile"]);
    expect(fitsFile(at("./services/ledger/Dockerfile"), c, featureOf)).toBe(true);
    expect(fitsFile(at("Dockerfile"), c, featureOf)).toBe(true);
    expect(fitsFile(payments, c, featureOf)).toBe(false);
    // The base name alone fits both images, but the ledger image's report does not fit the other.
    expect(shareFile(c, groupOf([2]), featureOf)).toBe(false);
    expect(shareFile(groupOf([1]), groupOf([2]), featureOf)).toBe(true);
  });

  it("leave out the report of the run being assigned again, and a member that left", () => {
    const c = groupOf([1, 2]);
    // Run 2's own report is what the repair sweep is placing anew: without it, the ledger's fits.
    expect(fitsFile(ledger, c, featureOf)).toBe(false);
    expect(fitsFile(ledger, c, featureOf, 2)).toBe(true);
    // The payments report leaves (as a repair sweep moves it): its file stays in the group's
    // list, which is only read first, so the ledger's report fits what is left.
    c.members = c.members.filter((m) => m.run !== 2);
    expect(c.files.map((f) => f.file)).toContain("services/payments/dockerfile");
    expect(fitsFile(ledger, c, featureOf)).toBe(true);
  });
});
