import { describe, expect, it } from "vitest";
import { clusterRuns } from "../../src/cluster/cluster.js";
import { normalizePath } from "../../src/cluster/features.js";
import { memberOf, pathResolver, resolveMembers } from "../../src/cluster/members.js";
import type { Clustering } from "../../src/cluster/cluster.js";
import { groupWithJudge } from "../../src/consolidate/judge.js";
import { planGrouping } from "../../src/consolidate/plan.js";
import { identities } from "../../bench/matching/quality.js";
import { client, simulator } from "../helpers/sim.js";
import type { Finding } from "../../src/findings/types.js";
import { finding, runsOf } from "../helpers/runs.js";

const REPO = "qsys/ordlib/qrpglesrc/INVPOST.SQLRPGLE";
const IFS = "/home/build/qsys/ordlib/qrpglesrc/invpost.sqlrpgle";
const MEMBER = "ORDLIB/QRPGLESRC(INVPOST)";

describe("a source member named as IBM i and z/OS name it (memberOf)", () => {
  it("reads the library, the source file and the member", () => {
    expect(memberOf(normalizePath(MEMBER))).toEqual({
      library: "ordlib",
      sourceFile: "qrpglesrc",
      member: "invpost",
    });
    expect(memberOf(normalizePath("PROD.COBOL.SRC(PAYROLL)"))).toEqual({
      sourceFile: "prod.cobol.src",
      member: "payroll",
    });
  });

  it("leaves every other path alone, parentheses in prose included", () => {
    for (const path of [
      REPO,
      IFS,
      "src/a.ts",
      "deployment.apps/payments-api (container api)",
      "f(x).ts",
      "a()",
    ])
      expect(memberOf(normalizePath(path))).toBeUndefined();
  });
});

describe("the file a member stands for in a test (resolveMembers)", () => {
  it("is the one path the other reports give for it, however many ways they write it", () => {
    const resolved = resolveMembers([REPO, IFS, "INVPOST.SQLRPGLE", MEMBER, "src/other.ts"]);
    expect([...resolved]).toEqual([["ordlib/qrpglesrc(invpost)", "qsys/ordlib/qrpglesrc/invpost.sqlrpgle"]]);
  });

  it("prefers the file in a directory named after the source file", () => {
    const resolved = resolveMembers(["qsys/ordlib/qrpglesrc/invpost.sqlrpgle", "docs/invpost.md", MEMBER]);
    expect(resolved.get("ordlib/qrpglesrc(invpost)")).toBe("qsys/ordlib/qrpglesrc/invpost.sqlrpgle");
  });

  it("falls back to the member's own name where no path, or two files, could be it", () => {
    expect(resolveMembers([MEMBER, "src/a.ts"]).get("ordlib/qrpglesrc(invpost)")).toBe(
      "ordlib/qrpglesrc/invpost",
    );
    const two = resolveMembers([MEMBER, "a/qrpglesrc/invpost.rpgle", "b/qrpglesrc/invpost.sqlrpgle"]);
    expect(two.get("ordlib/qrpglesrc(invpost)")).toBe("ordlib/qrpglesrc/invpost");
  });

  it("reads a mainframe data set's member by its name where no directory matches", () => {
    expect(
      resolveMembers(["PROD.COBOL.SRC(PAYROLL)", "cobol/PAYROLL.cbl"]).get("prod.cobol.src(payroll)"),
    ).toBe("cobol/payroll.cbl");
  });

  it("normalises every other path as written, and resolves nothing in a test without members", () => {
    expect(resolveMembers([REPO, "src/a.ts", undefined]).size).toBe(0);
    const pathOf = pathResolver([REPO, MEMBER]);
    expect(pathOf(MEMBER)).toBe("qsys/ordlib/qrpglesrc/invpost.sqlrpgle");
    expect(pathOf("./src\\A.ts")).toBe("src/a.ts");
    expect(pathOf(undefined)).toBe("");
  });
});

const report = (file: string): Finding =>
  finding({
    agent: "security",
    category: "SQL Injection",
    title: "Embedded SQL statement concatenated from the customer field",
    description: "PostInvoice builds the UPDATE from the customer number and prepares it.",
    symbol: "PostInvoice",
    line: 88,
    file,
  });

describe("grouping reports that name one member two ways", () => {
  it("groups a run's report naming the member with the runs naming its path", () => {
    const runs = runsOf([report(REPO)], [report(MEMBER)], [report(IFS)], [report(REPO)]);
    const { clusters } = clusterRuns(runs);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.members).toHaveLength(4);
  });

  it("asks the judge about both in one request, by the file they stand for", () => {
    // 39 candidates in a.vy fill a request but for one; the member's two reports must not be
    // split between that request and the next.
    const files = [...Array.from({ length: 39 }, () => "a.vy"), REPO, MEMBER];
    const runs = files.map((file, r) => ({
      run: r + 1,
      findings: [{ ...report(file), title: `Issue ${r}`, description: `Description number ${r}.` }],
    }));
    const c: Clustering = {
      clusters: files.map((_, run) => ({ members: [{ run, index: 0 }] })),
      canonicalRunOrder: [],
      closePairs: files.map((_, i) => ({ a: i, b: (i + 1) % files.length, evidence: -1 })),
      weights: clusterRuns([]).weights,
    };
    const requests = planGrouping(runs, c);
    const member = requests.filter((r) => r.clusters.includes(39) || r.clusters.includes(40));
    expect(member).toHaveLength(1);
    expect(member[0]!.clusters).toEqual([39, 40]);
  });

  it("lets the judge merge a group naming the member with one naming its path", async () => {
    // One issue in two wordings the evidence keeps apart: two runs name the path, two the member.
    const worded = (file: string, title: string, description: string): Finding => ({
      ...report(file),
      title,
      description,
      line: undefined,
      ...(file === MEMBER && { symbol: undefined, category: "Injection" }),
    });
    const runs = runsOf(
      [
        worded(
          REPO,
          "Dynamic SQL from the customer number",
          "The posting statement is assembled by concatenation.",
        ),
      ],
      [
        worded(
          REPO,
          "Dynamic SQL from the customer number",
          "The posting statement is assembled by concatenation.",
        ),
      ],
      [
        worded(
          MEMBER,
          "Unescaped input reaches PREPARE",
          "Whatever the display file holds ends up in the statement text.",
        ),
      ],
      [
        worded(
          MEMBER,
          "Unescaped input reaches PREPARE",
          "Whatever the display file holds ends up in the statement text.",
        ),
      ],
    );
    const sources = runs.map(() => ["posting-sqli"]);
    expect(clusterRuns(runs).clusters).toHaveLength(2);
    const sim = await simulator({ grouping: { identities: identities(runs, sources) } });
    const judged = await groupWithJudge(runs, client(sim), { iterations: 3 });
    expect(judged.judgeMerges).toBe(1);
    expect(judged.clustering.clusters).toHaveLength(1);
  });
});
