import { canonicalCategory } from "../cluster/categories.js";
import { type Clustering, clusterRuns } from "../cluster/cluster.js";
import { normalizePath } from "../cluster/features.js";
import { normalizeSymbol } from "../cluster/symbols.js";
import { SEVERITY_RANK } from "../findings/severity.js";
import type { Finding, Run, Severity } from "../findings/types.js";
import { confidenceOf } from "../insights/calibration.js";
import { describeExample, tuningExample } from "../insights/tuning.js";
import { classify, consistencyLevel } from "./classify.js";
import { recommend } from "./recommendations.js";
import { determinismScore, reproducibility, reproducibilityInterval } from "./scores.js";
import { majoritySeverity } from "./grouping-shift.js";
import { mean, round, sampleStdDev, wilson } from "./stats.js";
import {
  type ClusterFinding,
  DEFAULT_THRESHOLDS,
  type DeterminismResult,
  type GroupMetrics,
  type Thresholds,
} from "./types.js";

export interface MeasureOptions extends Partial<Thresholds> {
  testId: string;
  testedAt: string;
  /**
   * Accepted for compatibility: the scores and intervals are exact functions of the runs and
   * draw no random numbers, so no seed changes them.
   */
  randomSeed?: number;
  /** Keep every run's findings verbatim in `runs`. */
  includeRawResults?: boolean;
  groupByAgent?: boolean;
  groupByCategory?: boolean;
  /**
   * The grouping to score, when it was made beforehand (by `clusterRuns` and then the grouping
   * judge); by default `clusterRuns(runs)`.
   */
  grouping?: { clustering: Clustering; judgeCalls: number; judgeMerges: number; failedJudgeSamples?: number };
}

/** Pairs of kept-apart findings shown in `matching.uncertainPairs`. */
const UNCERTAIN_PAIRS_SHOWN = 20;

/** The sentence that stands for the scores when no run reported anything. */
export const NOTHING_TO_MEASURE =
  "No run reported any finding, so there is nothing to measure: the scores are empty, not 100%.";

/** The agent name used for findings that name none. */
export const NO_AGENT = "unassigned";
/** The file name used for findings that name none. */
export const NO_FILE = "(no file)";

/** The most frequent of `values`, ties to the first seen. */
function mostFrequent<T extends NonNullable<unknown>>(values: readonly T[]): T {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = values[0]!;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/** `./src\\A.cs` → `src/A.cs`: normalised for grouping, case kept for people. */
function displayPath(file: string): string {
  return file
    .trim()
    .replace(/\\/g, "/")
    .replace(/^(?:\.\/)+/, "")
    .replace(/\/{2,}/g, "/");
}

function keyOf(
  agent: string,
  category: string,
  file: string | undefined,
  symbol: string | undefined,
  title: string,
): string {
  const sym = normalizeSymbol(symbol).symbol;
  const location = [file ? normalizePath(file) : "", sym].filter(Boolean).join(":");
  const where = location
    ? `${location}:*`
    : `title:${title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .slice(0, 48)}`;
  return `${agent}|${category.toLowerCase()}|${where}`;
}

function describe(
  members: { finding: Finding; runNumber: number; index: number }[],
  n: number,
  t: Thresholds,
): Omit<ClusterFinding, "key"> {
  const findings = members.map((m) => m.finding);
  const severities: Partial<Record<Severity, number>> = {};
  for (const f of findings) severities[f.severity] = (severities[f.severity] ?? 0) + 1;
  const severity = majoritySeverity(severities)!;
  const titleCounts = new Map<string, number>();
  for (const f of findings) titleCounts.set(f.title, (titleCounts.get(f.title) ?? 0) + 1);
  const titleVariants = [...titleCounts.entries()].sort((a, b) => b[1] - a[1]).map(([title]) => title);
  const title = titleVariants[0]!;
  const representative = findings.find((f) => f.title === title)!;
  const categories = findings.map((f) => canonicalCategory(f.category));
  const known = categories.find((c) => c.known);
  const category = known
    ? mostFrequent(categories.filter((c) => c.known).map((c) => c.label))
    : mostFrequent(findings.map((f) => f.category));
  const files = findings
    .map((f) => f.file)
    .filter((f): f is string => f !== undefined)
    .map(displayPath);
  const symbols = findings.map((f) => f.symbol).filter((s): s is string => s !== undefined);
  const lines = findings
    .map((f) => f.line)
    .filter((l): l is number => l !== undefined)
    .sort((a, b) => a - b);
  const k = members.length;
  const [lo, hi] = wilson(k, n);
  const agent = findings[0]!.agent?.trim() || NO_AGENT;
  const reported = findings.map((f) => Number(f.extra?.confidence)).filter((c) => Number.isFinite(c));
  return {
    agent,
    category,
    severity,
    title,
    description: representative.description,
    ...(files.length > 0 && { file: mostFrequent(files) }),
    ...(symbols.length > 0 && { symbol: mostFrequent(symbols) }),
    ...(lines.length > 0 && { line: lines[Math.floor((lines.length - 1) / 2)]! }),
    appearances: k,
    appearanceRate: round((k / n) * 100),
    ci95: [round(lo * 100), round(hi * 100)],
    classification: classify(k, n, t),
    confidence: confidenceOf((k / n) * 100, reported),
    severityAgreement: round(((severities[severity] ?? 0) / k) * 100),
    severities,
    titleVariants: titleVariants.slice(0, 5),
    occurrences: members.map((m) => ({ run: m.runNumber, index: m.index })).sort((a, b) => a.run - b.run),
  };
}

function groupMetrics(
  items: ClusterFinding[],
  n: number,
  by: (f: ClusterFinding) => string,
): Record<string, GroupMetrics> {
  const groups = new Map<string, ClusterFinding[]>();
  for (const item of items) {
    const key = by(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  const out: Record<string, GroupMetrics> = {};
  for (const key of [...groups.keys()].sort()) {
    const list = groups.get(key)!;
    out[key] = {
      determinismScore: round(determinismScore(list, n)),
      reproducibility: round(reproducibility(list, n)),
      findingCount: list.length,
    };
  }
  return out;
}

function meanPairwiseJaccard(sets: number[][]): number {
  const n = sets.length;
  if (n < 2) return 100;
  const sorted = sets.map((s) => Int32Array.from(new Set(s)).sort());
  let total = 0;
  let pairs = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = sorted[i]!;
      const b = sorted[j]!;
      let x = 0;
      let y = 0;
      let both = 0;
      while (x < a.length && y < b.length) {
        if (a[x] === b[y]) {
          both++;
          x++;
          y++;
        } else if (a[x]! < b[y]!) x++;
        else y++;
      }
      const union = a.length + b.length - both;
      total += union === 0 ? 1 : both / union;
      pairs++;
    }
  }
  return (total / pairs) * 100;
}

/**
 * Scores N runs of one analysis (SPEC 4.1): clusters their findings into distinct findings,
 * then computes the classic determinism score, the reproducibility with a jackknife interval,
 * per-finding rates and classes, statistics, group metrics and recommendations.
 * Pure: the test id, time and seed come in through `options`.
 */
export function measureRuns(runs: readonly Run[], options: MeasureOptions): DeterminismResult {
  const thresholds: Thresholds = {
    fullyConsistentThreshold: options.fullyConsistentThreshold ?? DEFAULT_THRESHOLDS.fullyConsistentThreshold,
    highlyConsistentThreshold:
      options.highlyConsistentThreshold ?? DEFAULT_THRESHOLDS.highlyConsistentThreshold,
    moderatelyConsistentThreshold:
      options.moderatelyConsistentThreshold ?? DEFAULT_THRESHOLDS.moderatelyConsistentThreshold,
  };
  const n = runs.length;
  const clustering = options.grouping?.clustering ?? clusterRuns(runs);
  const { clusters, canonicalRunOrder } = clustering;

  const described = clusters.map((cluster) =>
    describe(
      cluster.members.map((m) => ({
        finding: runs[m.run]!.findings[m.index]!,
        runNumber: runs[m.run]!.run,
        index: m.index,
      })),
      n,
      thresholds,
    ),
  );
  // Order for people and for stable keys: most consistent and most severe first.
  const order = described
    .map((_, i) => i)
    .sort((a, b) => {
      const x = described[a]!;
      const y = described[b]!;
      return (
        y.appearances - x.appearances ||
        SEVERITY_RANK[y.severity] - SEVERITY_RANK[x.severity] ||
        keyOf(x.agent, x.category, x.file, x.symbol, x.title).localeCompare(
          keyOf(y.agent, y.category, y.file, y.symbol, y.title),
        ) ||
        (x.line ?? 0) - (y.line ?? 0) ||
        x.title.localeCompare(y.title)
      );
    });
  const used = new Map<string, number>();
  const findings: ClusterFinding[] = order.map((i) => {
    const d = described[i]!;
    const base = keyOf(d.agent, d.category, d.file, d.symbol, d.title);
    const seen = (used.get(base) ?? 0) + 1;
    used.set(base, seen);
    return { key: seen === 1 ? base : `${base}#${seen}`, ...d };
  });

  const score = determinismScore(findings, n);
  const repro = reproducibility(findings, n);

  // Runs by canonical position, so even the rounding does not depend on the input's order.
  const position = new Int32Array(n);
  canonicalRunOrder.forEach((r, p) => {
    position[r] = p;
  });
  const ci = reproducibilityInterval(
    order.map((i) => ({
      severity: described[i]!.severity,
      runs: clusters[i]!.members.map((m) => position[m.run]!),
    })),
    n,
  );

  const perRun: number[][] = runs.map(() => []);
  order.forEach((i, id) => {
    for (const m of clusters[i]!.members) perRun[m.run]!.push(id);
  });
  const counts = runs.map((r) => r.findings.length);
  const classes = findings.map((f) => f.classification);
  const statistics = {
    meanFindingsPerRun: round(mean(counts)),
    stdDevFindingsPerRun: round(sampleStdDev(counts)),
    minFindingsPerRun: counts.length ? Math.min(...counts) : 0,
    maxFindingsPerRun: counts.length ? Math.max(...counts) : 0,
    totalUniqueFindings: findings.length,
    fullyConsistentFindings: classes.filter((c) => c === "FullyConsistent").length,
    highlyConsistentFindings: classes.filter((c) => c === "HighlyConsistent").length,
    moderatelyConsistentFindings: classes.filter((c) => c === "ModeratelyConsistent").length,
    poorlyConsistentFindings: classes.filter((c) => c === "Inconsistent").length,
    severityDisagreements: findings.filter((f) => f.severityAgreement < 100).length,
  };

  const positionOf = new Map(order.map((clusterIndex, position) => [clusterIndex, position]));
  const empty = findings.length === 0;
  const result: DeterminismResult = {
    testId: options.testId,
    testedAt: options.testedAt,
    runCount: n,
    determinismScore: empty ? null : round(score),
    consistencyLevel: empty ? null : consistencyLevel(score),
    reproducibility: empty
      ? { score: null, ci95: null }
      : { score: round(repro), ci95: [round(ci[0]), round(ci[1])] },
    ...(empty && { nothingToMeasure: NOTHING_TO_MEASURE }),
    meanPairwiseJaccard: round(meanPairwiseJaccard(perRun)),
    findings,
    statistics,
    metricsByAgent: options.groupByAgent === false ? {} : groupMetrics(findings, n, (f) => f.agent),
    metricsByCategory: options.groupByCategory === false ? {} : groupMetrics(findings, n, (f) => f.category),
    metricsByFile: groupMetrics(findings, n, (f) => f.file ?? NO_FILE),
    recommendations: [],
    thresholds,
    matching: {
      method: options.grouping ? "evidence+judge" : "evidence",
      reports: counts.reduce((a, b) => a + b, 0),
      distinctFindings: findings.length,
      judgeCalls: options.grouping?.judgeCalls ?? 0,
      ...(options.grouping?.failedJudgeSamples
        ? { failedJudgeSamples: options.grouping.failedJudgeSamples }
        : {}),
      judgeMerges: options.grouping?.judgeMerges ?? 0,
      uncertainPairs: clustering.closePairs.slice(0, UNCERTAIN_PAIRS_SHOWN).map((p) => {
        const [a, b] = [positionOf.get(p.a)!, positionOf.get(p.b)!].sort((x, y) => x - y);
        return { a: a!, b: b!, evidence: Math.round(p.evidence * 10) / 10 };
      }),
    },
  };
  const temperature = runs.find((r) => r.temperature !== undefined)?.temperature;
  result.recommendations = recommend(result, { temperature });
  const example = tuningExample(
    order.map((i, id) => ({
      key: findings[id]!.key,
      agent: findings[id]!.agent,
      category: findings[id]!.category,
      severity: findings[id]!.severity,
      appearances: findings[id]!.appearances,
      members: clusters[i]!.members.map((m) => ({
        run: runs[m.run]!.run,
        finding: runs[m.run]!.findings[m.index]!,
      })),
    })),
    runs.map((r) => r.run),
  );
  if (example) {
    result.promptTuning = example;
    result.recommendations.push(describeExample(example, n));
  }
  if (options.includeRawResults) {
    result.runs = runs.map((r) => ({
      run: r.run,
      ...(r.model !== undefined && { model: r.model }),
      findings: r.raw ?? r.findings,
    }));
  }
  return result;
}
