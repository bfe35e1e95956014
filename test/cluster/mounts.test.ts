import { describe, expect, it } from "vitest";
import { clusterRuns } from "../../src/cluster/cluster.js";
import { resolveWrittenPaths } from "../../src/cluster/file-names.js";
import { settleByMounts, sharedTail } from "../../src/cluster/mounts.js";
import type { Finding } from "../../src/findings/types.js";
import { finding, runsOf } from "../helpers/runs.js";

/** The paths of each run's places as `resolveWrittenPaths` reads them, with which run names which. */
const resolvedFrom = (byRun: { file?: string }[][]) =>
  resolveWrittenPaths(
    byRun.flat().map((p) => p.file),
    byRun,
  );
const at = (file: string) => ({ file });

// Two services of one repository, each with a settings file of one name, deployed in containers
// that mount them elsewhere: the API's directory at `/app`, the worker's settings file alone
// under `/etc/jobs`.
const API_SETTINGS = "services/api/settings.toml";
const WORKER_SETTINGS = "services/worker/settings.toml";
const API_MAIN = "services/api/main.py";

describe("a file named where a container mounts it, its name that of two files (settleByMounts)", () => {
  it("reads it as the file the other mounted paths show its root holds", () => {
    const byRun = [
      [at(API_SETTINGS), at(API_MAIN), at(WORKER_SETTINGS)],
      [at("/app/settings.toml"), at("/app/main.py")],
    ];
    const resolved = resolvedFrom(byRun);
    expect(resolved.get("app/main.py")).toBe(API_MAIN);
    expect(resolved.get("app/settings.toml")).toBe(API_SETTINGS);
  });

  it("reads it as the one file left once a run names the others beside it", () => {
    const byRun = [
      [at(API_SETTINGS), at(API_MAIN), at(WORKER_SETTINGS)],
      [at("/app/settings.toml"), at("/app/main.py"), at("/etc/jobs/settings.toml")],
    ];
    // `/etc/jobs` holds nothing else the runs name: no mount shows where it is, but the run that
    // names it names the API's settings beside it (as `/app/settings.toml`).
    expect(resolvedFrom(byRun).get("etc/jobs/settings.toml")).toBe(WORKER_SETTINGS);
    // Named alone in its run, it could be either.
    const alone = [
      [at(API_SETTINGS), at(API_MAIN), at(WORKER_SETTINGS)],
      [at("/app/settings.toml"), at("/app/main.py")],
      [at("/etc/jobs/settings.toml")],
    ];
    expect(resolvedFrom(alone).has("etc/jobs/settings.toml")).toBe(false);
  });

  it("leaves it as written where nothing tells which, or where the runs disagree with the mount", () => {
    const unknown = [[at(API_SETTINGS), at(WORKER_SETTINGS)], [at("/app/settings.toml")]];
    expect(resolvedFrom(unknown).has("app/settings.toml")).toBe(false);
    // The mount says the API's settings, but a run names the API's settings beside it.
    const disagree = [
      [at(API_SETTINGS), at(API_MAIN), at(WORKER_SETTINGS)],
      [at("/app/settings.toml"), at("/app/main.py"), at(API_SETTINGS)],
    ];
    expect(resolvedFrom(disagree).has("app/settings.toml")).toBe(false);
  });

  it("does not hang on the order the paths come in", () => {
    const unsettled = new Map([
      ["etc/a/s.toml", { parts: ["etc", "a", "s.toml"], candidates: ["x/s.toml", "y/s.toml"] }],
      ["etc/b/s.toml", { parts: ["etc", "b", "s.toml"], candidates: ["x/s.toml", "y/s.toml"] }],
    ]);
    const together = new Set(["etc/a/s.toml|x/s.toml", "etc/b/s.toml|y/s.toml"]);
    const apart = (a: string, b: string) => !together.has(`${a}|${b}`) && !together.has(`${b}|${a}`);
    const forward = settleByMounts(unsettled, [], apart);
    const backward = settleByMounts(new Map([...unsettled].reverse()), [], apart);
    expect(Object.fromEntries(forward)).toEqual({ "etc/a/s.toml": "y/s.toml", "etc/b/s.toml": "x/s.toml" });
    expect(Object.fromEntries(backward)).toEqual(Object.fromEntries(forward));
  });

  it("counts the parts a file's path ends with", () => {
    expect(sharedTail(["app", "conf", "site.conf"], "deploy/conf/site.conf")).toBe(2);
    expect(sharedTail(["app", "site.conf"], "site.conf")).toBe(1);
    expect(sharedTail(["app", "site.conf"], "deploy/website.conf")).toBe(0);
  });
});

describe("the grouping reads a mounted file as the repository's file of its name", () => {
  // Two issues in each settings file, and one in the API's code; runs 4 and 5 review the
  // deployed containers and name the files where they are mounted.
  const ISSUES = [
    {
      file: API_SETTINGS,
      mounted: "/app/settings.toml",
      line: 12,
      symbol: "database.url",
      title: "Database password in the connection URL",
    },
    {
      file: API_SETTINGS,
      mounted: "/app/settings.toml",
      line: 30,
      symbol: "cors.origins",
      title: "CORS allows every origin",
    },
    {
      file: WORKER_SETTINGS,
      mounted: "/etc/jobs/settings.toml",
      line: 8,
      symbol: "queue.visibility_timeout",
      title: "Visibility timeout shorter than the longest job",
    },
    {
      file: WORKER_SETTINGS,
      mounted: "/etc/jobs/settings.toml",
      line: 21,
      symbol: "retry.max_attempts",
      title: "Jobs retried without limit",
    },
    {
      file: API_MAIN,
      mounted: "/app/main.py",
      line: 44,
      symbol: "create_app",
      title: "Debug mode enabled in production",
    },
  ];
  const run = (mounted: boolean): Finding[] =>
    ISSUES.map((issue) =>
      finding({
        agent: "security",
        category: "Misconfiguration",
        title: issue.title,
        description: `${issue.title}: ${issue.symbol} is set so in the settings the service starts with.`,
        file: mounted ? issue.mounted : issue.file,
        symbol: issue.symbol,
        line: issue.line,
      }),
    );

  it("groups the deployed runs' reports with the repository runs'", () => {
    const runs = runsOf(run(false), run(false), run(false), run(true), run(true));
    const { clusters } = clusterRuns(runs);
    expect(clusters).toHaveLength(ISSUES.length);
    // Each run lists the issues in one order: a group is one issue where its reports' places in their runs agree.
    for (const cluster of clusters) expect(new Set(cluster.members.map((m) => m.index)).size).toBe(1);
  });
});
