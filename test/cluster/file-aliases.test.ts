import { describe, expect, it } from "vitest";
import { clusterRuns } from "../../src/cluster/cluster.js";
import type { Features } from "../../src/cluster/features.js";
import { fileAliases, type Relation } from "../../src/cluster/file-aliases.js";
import { groupWithJudge, JUDGE_MARGIN_BITS } from "../../src/consolidate/judge.js";
import type { Finding, Run } from "../../src/findings/types.js";
import { identities } from "../../bench/matching/quality.js";
import { finding, runsOf } from "../helpers/runs.js";
import { client, simulator } from "../helpers/sim.js";

const SOURCE = "extension/src/background/index.ts";
const BUNDLE = "extension/dist/background.js";
/** How far down the bundle the source's first line is. */
const OFFSET = 1210;

/** Three issues of a service worker, each in two wordings a run picks from by its number. */
const WORKER = [
  {
    line: 84,
    symbol: "handleExternalMessage",
    category: "Missing origin check",
    titles: [
      '"fetchUrl" messages from any site are obeyed',
      "onMessageExternal handles fetchUrl without checking sender.origin",
    ],
    description:
      'handleExternalMessage switches on message.type and for "fetchUrl" fetches the URL with the user\'s cookies without looking at sender.origin.',
  },
  {
    line: 97,
    symbol: "handleExternalMessage",
    category: "Missing origin check",
    titles: [
      '"fillCredentials" messages from any site are obeyed',
      "onMessageExternal handles fillCredentials without checking sender.origin",
    ],
    description:
      'handleExternalMessage switches on message.type and for "fillCredentials" returns the saved login for the site it names without looking at sender.origin.',
  },
  {
    line: 142,
    symbol: "keepAlive",
    category: "Resource waste",
    titles: [
      "Service worker kept alive with a 20-second alarm",
      "keepAlive defeats the MV3 worker lifecycle",
    ],
    description:
      "keepAlive creates an alarm every 20 seconds so the worker is never suspended, keeping the vault in memory.",
  },
] as const;

/** Run `r` of the worker's review: the source by its path, or (`bundle`) the built file at its lines. */
function workerRun(r: number, bundle: boolean, issues: readonly number[] = [0, 1, 2]): Finding[] {
  return issues.map((i) => {
    const issue = WORKER[i]!;
    return finding({
      agent: "security",
      category: issue.category,
      severity: "HIGH",
      title: issue.titles[r % 2]!,
      description: issue.description,
      symbol: issue.symbol,
      file: bundle ? BUNDLE : SOURCE,
      line: issue.line + (bundle ? OFFSET : 0) + (r % 3) - 1,
    });
  });
}

/** Each cluster's members as `run:index`, sorted, for comparing groupings. */
function grouping(runs: Run[]): string[][] {
  return clusterRuns(runs)
    .clusters.map((c) => c.members.map((m) => `${m.run}:${m.index}`).sort())
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describe("one file named two ways, one name a run", () => {
  it("a built bundle reviewed in place of its source is the source: its reports group with the source's, at their lines", () => {
    const runs = runsOf(...[0, 1, 2, 3, 4, 5].map((r) => workerRun(r, r >= 4)));
    const { clusters } = clusterRuns(runs);
    // One group an issue, each holding all six runs' reports of it, the bundle's among them.
    expect(clusters).toHaveLength(3);
    for (const c of clusters) {
      expect(new Set(c.members.map((m) => m.run)).size).toBe(6);
      expect(new Set(c.members.map((m) => m.index)).size).toBe(1);
    }
  });

  it("a file some run reports under both names is two files", () => {
    // The same six runs, but run 1 reviews the bundle beside the source and reports the
    // keep-alive at both: a run reports an issue once, so the two names are two files.
    const runs = runsOf(...[0, 1, 2, 3, 4, 5].map((r) => workerRun(r, r >= 4)));
    runs[0]!.findings.push(...workerRun(0, true, [2]));
    const files = clusterRuns(runs).clusters.map(
      (c) => new Set(c.members.map((m) => runs[m.run]!.findings[m.index]!.file)),
    );
    expect(files.every((f) => f.size === 1)).toBe(true);
  });

  it("two files' reports that each write their own file's name stay two files", () => {
    // Two index templates, one issue each, in one template of words; no run reports both.
    const mapping = (index: string, r: number) =>
      finding({
        agent: "performance",
        category: "Unbounded mapping",
        severity: "MEDIUM",
        title: `${index} template leaves dynamic mapping on`,
        description: `The ${index} index template sets "dynamic": true and no total fields limit, so every new key becomes a mapped field.`,
        symbol: "template.mappings.dynamic",
        file: `search/templates/${index}.json`,
        line: 14 + (r % 2),
      });
    const runs = runsOf(...[0, 1, 2, 3, 4, 5].map((r) => [mapping(r < 3 ? "orders" : "products", r)]));
    expect(grouping(runs)).toHaveLength(2);
  });

  it("two files' reports that each write their own file's name whole stay two files, whatever words they share", () => {
    // Two SMS templates printing one variable, one issue each, no run reporting both. `cash_in`
    // has no word but `cash` (`in` is no word), and the fix writes `out` as a word: only the
    // file names, read whole, tell the two apart.
    const receipt = (event: "in" | "out", r: number) =>
      finding({
        agent: "security",
        category: "Exposure of sensitive information",
        severity: "MEDIUM",
        title: `The cash-${event} SMS prints the customer's full BVN`,
        description: `cash_${event}.mustache writes {{wallet.bvn}} into the receipt, and the SMS sits on shared phones. Send the last four digits, or leave the BVN out.`,
        symbol: "{{wallet.bvn}}",
        file: `templates/sms/cash_${event}.mustache`,
        line: 4 + (r % 2),
      });
    const runs = runsOf(...[0, 1, 2, 3, 4, 5].map((r) => [receipt(r < 4 ? "in" : "out", r)]));
    const files = clusterRuns(runs).clusters.map(
      (c) => new Set(c.members.map((m) => runs[m.run]!.findings[m.index]!.file)),
    );
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.size === 1)).toBe(true);
  });

  it("a report written word for word at several files says nothing of where it is", () => {
    // A remark every run may make of any file: run 5's at a file no other run names is not the
    // remark at either of the two files the other runs make it at.
    const remark = (file: string, line: number) =>
      finding({
        agent: "architecture",
        category: "Maintainability",
        severity: "INFO",
        title: "Magic numbers",
        description: "Name the constants.",
        symbol: "main",
        file,
        line,
      });
    const runs = runsOf(
      [remark("src/a.c", 10), remark("src/b.c", 20)],
      [remark("src/a.c", 10), remark("src/b.c", 20)],
      [remark("src/a.c", 10), remark("src/b.c", 20)],
      [remark("src/a.c", 10), remark("src/b.c", 20)],
      [remark("src/c.c", 30)],
    );
    const lone = clusterRuns(runs).clusters.filter((c) => c.members.some((m) => m.run === 4));
    expect(lone).toHaveLength(1);
    expect(lone[0]!.members).toHaveLength(1);
  });
});

describe("the grouping judge reads a file named two ways as the grouping does", () => {
  // Four runs review the source, two the bundle; one of those words the keep-alive its own way,
  // which the evidence leaves to the judge, while their other reports tie the bundle to the
  // source at its offset.
  const keepAlive = (r: number) =>
    finding({
      agent: "security",
      category: "Resource waste",
      severity: "HIGH",
      title: "Background page never sleeps",
      description: "A timer pings the extension every 20 s so Chrome cannot unload it; battery drains.",
      symbol: "keepAlive",
      file: BUNDLE,
      line: 142 + OFFSET + (r % 2),
    });
  const runs = runsOf(
    ...[0, 1, 2, 3].map((r) => workerRun(r, false)),
    [...workerRun(4, true, [0, 1]), keepAlive(4)],
    workerRun(5, true, [0, 1]),
  );
  const sources = runs.map((run) =>
    run.findings.map((f) =>
      f.symbol === "keepAlive" ? "keepalive" : f.title.includes("fetchUrl") ? "fetch" : "fill",
    ),
  );

  it("lets the judge merge a group under one name with one under the other", async () => {
    expect(clusterRuns(runs, { margin: JUDGE_MARGIN_BITS }).clusters).toHaveLength(4);
    const sim = await simulator({ grouping: { identities: identities(runs, sources) } });
    const judged = await groupWithJudge(runs, client(sim), { iterations: 3 });
    expect(judged.judgeMerges).toBe(1);
    expect(judged.clustering.clusters).toHaveLength(3);
  });
});

/** A report as `fileAliases` reads it: its agent, file, line and an issue its words are of. */
function report(file: string, line: number | undefined, issue: string): Features {
  const base = file.slice(file.lastIndexOf("/") + 1);
  return {
    agent: "security",
    file,
    fileBase: base,
    block: `security\u0000${base}`,
    rooted: false,
    line,
    title: new Int32Array(0),
    description: new Int32Array(0),
    fileAsName: { method: base.slice(base.indexOf(".") + 1), owner: base.slice(0, base.indexOf(".")) },
    mentions: new Map(),
    issue,
  } as unknown as Features;
}

/** Words of one issue (`x`, `x'`) agree; the same issue's words with a `=` are the same. */
const relation = (a: Features, b: Features): Relation => {
  const [x, y] = [(a as unknown as { issue: string }).issue, (b as unknown as { issue: string }).issue];
  if (x.replace(/['=]/, "") !== y.replace(/['=]/, "")) return "apart";
  return x === y && x.endsWith("=") ? "same" : "agree";
};
const noNameWords = () => new Int32Array(0);

describe("fileAliases", () => {
  it("reads a file at several places as the other at the offset most of its reports agree on", () => {
    const runs = [
      [report("src/index.ts", 84, "a"), report("src/index.ts", 142, "b")],
      [report("src/index.ts", 84, "a"), report("src/index.ts", 142, "b")],
      [report("dist/bundle.js", 1294, "a'"), report("dist/bundle.js", 1352, "b'")],
    ];
    const aliases = fileAliases(runs, relation, noNameWords);
    expect([...aliases.keys()]).toEqual(["security\u0000dist/bundle.js"]);
    expect(aliases.get("security\u0000dist/bundle.js")).toMatchObject({ file: "src/index.ts", offset: 1210 });
  });

  it("reads a file at one place as the other only where one of its reports writes the same words, its lines left out", () => {
    const at = (issues: string[]) => [
      [report("src/index.ts", 142, "b=")],
      [report("src/index.ts", 142, "b=")],
      [report("src/index.ts", 142, "b=")],
      ...issues.map((issue) => [report("dist/bundle.js", 1352, issue)]),
    ];
    expect(fileAliases(at(["b'", "b'"]), relation, noNameWords).size).toBe(0);
    expect(
      fileAliases(at(["b'", "b="]), relation, noNameWords).get("security\u0000dist/bundle.js"),
    ).toMatchObject({
      file: "src/index.ts",
      offset: undefined,
    });
  });

  it("leaves two files apart whose reports' lines agree on no offset", () => {
    const runs = [
      [report("src/index.ts", 84, "a"), report("src/index.ts", 142, "b")],
      [report("dist/bundle.js", 1295, "a'"), report("dist/bundle.js", 400, "b'")],
    ];
    expect(fileAliases(runs, relation, noNameWords).size).toBe(0);
  });

  it("does not count a report whose words no report at the other file can be read against", () => {
    // `~`: a run in another language, whose words the other file's reports do not share.
    const read = (a: Features, b: Features): Relation => {
      const [x, y] = [(a as unknown as { issue: string }).issue, (b as unknown as { issue: string }).issue];
      return x.startsWith("~") !== y.startsWith("~") ? "unread" : relation(a, b);
    };
    const runs = (other: string) => [
      [report("src/index.ts", 84, "a=")],
      [report("src/index.ts", 84, "a=")],
      [report("dist/bundle.js", 84, "a="), report("dist/bundle.js", 142, other)],
    ];
    expect(fileAliases(runs("~b"), read, noNameWords).get("security\u0000dist/bundle.js")).toMatchObject({
      file: "src/index.ts",
    });
    // A report in the other file's language that agrees with none of its reports counts against.
    expect(fileAliases(runs("b"), read, noNameWords).size).toBe(0);
  });

  it("keeps two files apart only where each report writes its own file's name and the other does not", () => {
    // Word 7 is `manifest`, which the served file's report writes as a word (`the manifest URL`).
    const worded = (file: string, line: number, issue: string, title: number[]) =>
      ({ ...report(file, line, issue), title: Int32Array.from(title) }) as unknown as Features;
    const names = (base: string) =>
      Int32Array.from(base.startsWith("manifest") ? [7] : base.startsWith("vod") ? [9] : []);
    const runs = (theirs: number[]) => [
      [worded("packager/vod.mpd", 31, "b=", theirs)],
      [worded("packager/vod.mpd", 31, "b=", theirs)],
      [worded("cdn/manifest.mpd", 31, "b=", [7])],
    ];
    expect(fileAliases(runs([]), relation, names).get("security\u0000cdn/manifest.mpd")).toMatchObject({
      file: "packager/vod.mpd",
    });
    // Each writing its own file's name: `manifest …` against `vod …`, two files.
    expect(fileAliases(runs([9]), relation, names).size).toBe(0);
  });

  it("reads a report agreeing with one file named two ways as no template, and one agreeing with two files as one", () => {
    // The schema by its path and by its name alone in other runs, and as the registry's subject in one.
    const runs = (third: string) => [
      [report("schemas/avro/trip_event.avsc", 31, "a"), report("schemas/avro/trip_event.avsc", 57, "b")],
      [report("schemas/avro/trip_event.avsc", 31, "a"), report("schemas/avro/trip_event.avsc", 57, "b")],
      [report(third, 31, "a"), report(third, 57, "b")],
      [report("subjects/trip-events-value", 31, "a'"), report("subjects/trip-events-value", 57, "b'")],
    ];
    expect(
      fileAliases(runs("trip_event.avsc"), relation, noNameWords).get(
        "security\u0000subjects/trip-events-value",
      ),
    ).toMatchObject({
      file: "schemas/avro/trip_event.avsc",
      offset: 0,
    });
    // The same reports at a third file of another name write a template: they tell no file.
    expect(fileAliases(runs("schemas/avro/ride_event.avsc"), relation, noNameWords).size).toBe(0);
  });
});
