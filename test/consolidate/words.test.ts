import { describe, expect, it } from "vitest";
import { assignmentOf, groupingQuality, identities } from "../../bench/matching/quality.js";
import { clusterRuns } from "../../src/cluster/cluster.js";
import { groupWithJudge, JUDGE_MARGIN_BITS } from "../../src/consolidate/judge.js";
import type { Finding, Run } from "../../src/findings/types.js";
import { client, simulator } from "../helpers/sim.js";

/** A report maker: each report is `defaults` with its own title, description and what else it sets. */
function withDefaults(defaults: Omit<Finding, "title" | "description">) {
  return (f: Partial<Finding> & Pick<Finding, "title" | "description">): Finding => ({ ...defaults, ...f });
}

/** Five runs: the first four report `usual`, the fifth `fifth` instead; each reports `others`. */
function fiveRuns(
  usual: [string, Finding],
  fifth: [string, Finding],
  others: [string, Finding][],
): { runs: Run[]; sources: string[][] } {
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let r = 0; r < 5; r++) {
    const list = [r === 4 ? fifth : usual, ...others];
    runs.push({ run: r + 1, findings: list.map(([, f]) => f) });
    sources.push(list.map(([s]) => s));
  }
  return { runs, sources };
}

/** With a judge's margin: the two groups holding `x` and `y`, as the close pair kept apart, if any. */
function closePairOf({ runs, sources }: { runs: Run[]; sources: string[][] }, x: string, y: string) {
  const { clusters, closePairs } = clusterRuns(runs, { margin: JUDGE_MARGIN_BITS });
  const q = groupingQuality(runs, sources, assignmentOf(runs, clusters));
  const groupOf = (s: string) =>
    clusters.findIndex((c) => c.members.some((m) => sources[m.run]![m.index] === s));
  const [a, b] = [groupOf(x), groupOf(y)].sort((i, j) => i - j);
  return { precision: q.precision, pair: closePairs.find((p) => p.a === a && p.b === b) };
}

/**
 * Five runs of one security agent over a small PHP portal. In `search`, a raw SQL query takes
 * the licence plate (reported in four runs, in the same words each time) and, four lines
 * below, `orderByRaw` takes the sort column (reported once, in the run without the first, in
 * words of its own). Same function, same category, adjacent lines: the location, most of the
 * evidence, says one issue; the words say two. Other issues in other files give the runs
 * enough pairs to learn weights from.
 */
function portal(): { runs: Run[]; sources: string[][] } {
  const finding = withDefaults({
    agent: "security",
    severity: "HIGH",
    category: "SQL Injection",
    file: "portal/app/Http/Controllers/DriverController.php",
    symbol: "DriverController::search",
    line: 60,
  });
  const plate = finding({
    title: "Licence plate interpolated into a raw SQL query",
    description:
      "search puts $request->input('plate') straight into the WHERE clause of DB::select. Bind it.",
  });
  const sort = finding({
    line: 64,
    title: "Sort column from the query string reaches ORDER BY",
    description:
      "The sort parameter is passed to orderByRaw($request->input('sort')) with no allow-list of columns.",
  });
  const others: [string, Finding][] = [
    [
      "csrf",
      finding({
        category: "CSRF",
        file: "portal/routes/web.php",
        symbol: "",
        line: 12,
        title: "Export route accepts GET without a token",
        description: "The export route changes state on GET, so any page can trigger it.",
      }),
    ],
    [
      "upload",
      finding({
        category: "Unrestricted File Upload",
        file: "portal/app/Http/Controllers/DocumentController.php",
        symbol: "DocumentController::store",
        line: 31,
        title: "Uploaded documents keep the client's extension",
        description:
          "store saves the file under its original name, so a .php upload lands in the public folder.",
      }),
    ],
    [
      "secret",
      finding({
        severity: "MEDIUM",
        category: "Hardcoded Secret",
        file: "portal/config/services.php",
        symbol: "",
        line: 8,
        title: "Maps API key committed in config",
        description: "The maps key is a literal in services.php instead of an environment variable.",
      }),
    ],
    [
      "idor",
      finding({
        category: "Broken Access Control",
        file: "portal/app/Http/Controllers/DocumentController.php",
        symbol: "DocumentController::show",
        line: 52,
        title: "Any driver can read any document",
        description: "show loads the document by id without checking it belongs to the signed-in driver.",
      }),
    ],
  ];
  return fiveRuns(["plate", plate], ["sort", sort], others);
}

/**
 * Five runs of one auditor over a rewards contract. In `claim`, an unbounded loop over the
 * reward tokens (four runs, in the same words) and, in the fifth run instead, a gas remark on
 * the same loop. The two share the function's name and what the loop reads, which makes their
 * words similar, though they are two issues in two categories.
 */
function rewards(): { runs: Run[]; sources: string[][] } {
  const finding = withDefaults({
    agent: "auditor",
    severity: "MEDIUM",
    category: "Denial of Service",
    file: "contracts/RewardDistributor.sol",
    symbol: "claim",
  });
  const unbounded = finding({
    title: "Unbounded loop over rewardTokens in claim",
    description:
      "The loop in claim walks every entry of rewardTokens, so a long list makes claim exceed the block gas limit.",
  });
  const cache = finding({
    severity: "LOW",
    category: "Gas Optimization",
    title: "Cache array length in claim",
    description: "The loop in claim reads rewardTokens.length from storage on every iteration.",
  });
  const vault = (symbol: string, category: string, title: string, description: string) =>
    finding({ severity: "HIGH", file: "contracts/Vault.sol", symbol, category, title, description });
  const others: [string, Finding][] = [
    [
      "reentrancy",
      vault(
        "withdraw",
        "Reentrancy",
        "External call before the balance update",
        "withdraw sends ether before it zeroes the caller's balance, so a contract can re-enter.",
      ),
    ],
    [
      "oracle",
      vault(
        "price",
        "Oracle Manipulation",
        "Spot price read from the pool",
        "price reads the pool's reserves directly, which a flash loan can move within one block.",
      ),
    ],
    [
      "fee",
      vault(
        "setFee",
        "Access Control",
        "Fee can be set above 100%",
        "setFee accepts any value, so the owner can take every deposit.",
      ),
    ],
    [
      "event",
      finding({
        severity: "INFO",
        category: "Best Practices",
        symbol: "setDuration",
        title: "No event when the reward duration changes",
        description: "setDuration changes the period silently, so indexers miss it.",
      }),
    ],
  ];
  return fiveRuns(["unbounded", unbounded], ["cache", cache], others);
}

describe("with a grouping judge, the evidence merges on its own only reports whose words agree", () => {
  it("leaves a report in words of its own, at the place of another issue, to the judge", () => {
    const { precision, pair } = closePairOf(portal(), "plate", "sort");
    expect(precision).toBe(1);
    // Kept apart as a close call, so the judge is asked about it. Their words differ, so the
    // evidence is capped at the margin and flagged as such.
    expect(pair).toMatchObject({ evidence: expect.any(Number), wordsDiffer: true });
    expect(pair!.evidence).toBeLessThanOrEqual(JUDGE_MARGIN_BITS);
  });

  it("leaves reports whose words are only similar, by the function they share, to the judge", () => {
    const { precision, pair } = closePairOf(rewards(), "unbounded", "cache");
    expect(precision).toBe(1);
    // Their words do not agree: the evidence is capped at the margin, so the judge's answer
    // decides, and the pair does not teach the judge's reliability.
    expect(pair).toMatchObject({ evidence: expect.any(Number), wordsDiffer: true });
    expect(pair!.evidence).toBeLessThanOrEqual(JUDGE_MARGIN_BITS);
  });

  it("a judge that tells the two apart keeps them apart, whatever the location says", async () => {
    const { runs, sources } = portal();
    const sim = await simulator({ grouping: { identities: identities(runs, sources) } });
    const judged = await groupWithJudge(runs, client(sim), { iterations: 3 });
    const q = groupingQuality(runs, sources, assignmentOf(runs, judged.clustering.clusters));
    expect(q).toMatchObject({ precision: 1, recall: 1 });
  });
});
