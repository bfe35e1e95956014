import { z } from "zod";

/**
 * How a change to the grouping is chosen: every grouping cell measured on seeds 1 to 20 before
 * and after the change, and compared by the summed mean |Δscore| (the printed score's distance
 * from the score of the true identities) of the families tuned against. The never-tuned
 * families' sum is shown beside it and never chosen by, or it would stop being a check. Seeds 1
 * to 10 are the ones the grouping was tuned on, so a change is read over all twenty, and paired
 * by seed: each seed's difference summed over its cells, so a reader sees whether a gain is
 * more than the seeds' spread.
 */

/** One cell on one seed, as `npm run choose -- record` writes it (one JSON object a line). */
export const CellRecord = z.object({
  runs: z.number().int().positive(),
  family: z.string().min(1),
  neverTuned: z.boolean(),
  variation: z.string().min(1),
  mode: z.enum(["off", "judge"]),
  seed: z.number().int().positive(),
  score: z.number(),
  trueScore: z.number(),
  f1: z.number(),
  precision: z.number(),
  recall: z.number(),
  /** Whether the cell's targets hold on this seed alone (matching.ts `meetsTargets`). */
  met: z.boolean(),
});
export type CellRecord = z.infer<typeof CellRecord>;

/** The seeds a choice is made over: the table's ten, on which the grouping was tuned, and ten more. */
export const CHOICE_SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);

const cellKey = (r: CellRecord) => `${r.runs}\u0000${r.family}\u0000${r.variation}\u0000${r.mode}`;
const gap = (r: CellRecord) => Math.abs(r.score - r.trueScore);

/** Summed mean |Δscore| over the cells of one kind of family, each cell's mean taken over `seeds`. */
function summedGap(
  records: readonly CellRecord[],
  neverTuned: boolean,
  seeds: (seed: number) => boolean,
): number {
  const cells = new Map<string, number[]>();
  for (const r of records) {
    if (r.neverTuned !== neverTuned || !seeds(r.seed)) continue;
    const list = cells.get(cellKey(r));
    if (list) list.push(gap(r));
    else cells.set(cellKey(r), [gap(r)]);
  }
  let sum = 0;
  for (const list of cells.values()) sum += list.reduce((a, b) => a + b, 0) / list.length;
  return sum;
}

export interface PairedSeeds {
  /**
   * Per seed, in order: after − before, its cells' |Δscore| summed and divided by ten, so the
   * differences add up to the change of the two tens' summed sums.
   */
  differences: { seed: number; difference: number }[];
  mean: number;
  /** Student's t of the mean difference; infinite when the differences do not vary, 0 when all are 0. */
  t: number;
  /** Seeds on which the change lowered the sum. */
  better: number;
}

function paired(
  before: readonly CellRecord[],
  after: readonly CellRecord[],
  neverTuned: boolean,
): PairedSeeds {
  const bySeed = new Map<number, number>();
  const afterOf = new Map(after.map((r) => [`${cellKey(r)}\u0000${r.seed}`, r]));
  for (const r of before) {
    if (r.neverTuned !== neverTuned) continue;
    const other = afterOf.get(`${cellKey(r)}\u0000${r.seed}`)!;
    bySeed.set(r.seed, (bySeed.get(r.seed) ?? 0) + (gap(other) - gap(r)) / 10);
  }
  const differences = [...bySeed.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([seed, difference]) => ({ seed, difference }));
  const n = differences.length;
  const mean = n === 0 ? 0 : differences.reduce((sum, d) => sum + d.difference, 0) / n;
  const variance = n < 2 ? 0 : differences.reduce((sum, d) => sum + (d.difference - mean) ** 2, 0) / (n - 1);
  return {
    differences,
    mean,
    // Differences all alike (to rounding) leave no spread to weigh the mean against.
    t: variance <= 1e-20 ? (mean === 0 ? 0 : Math.sign(mean) * Infinity) : mean / Math.sqrt(variance / n),
    better: differences.filter((d) => d.difference < 0).length,
  };
}

export interface Choice {
  seeds: number[];
  /** Summed mean |Δscore| before and after, for the families tuned against and those never tuned against. */
  sums: {
    which: "tuned" | "never tuned";
    seeds: string;
    before: number;
    after: number;
  }[];
  tuned: PairedSeeds;
  neverTuned: PairedSeeds;
  /** Cells whose targets hold on every one of seeds 1 to 10, as the bench table counts them. */
  cellsMet: { before: number; after: number; of: number };
}

/**
 * Compares two records of the same cells and seeds. Throws, naming what differs, when they do
 * not hold the same cells on the same seeds: a change measured on other cells says nothing.
 */
export function compareChoices(before: readonly CellRecord[], after: readonly CellRecord[]): Choice {
  const keys = (list: readonly CellRecord[]) => new Set(list.map((r) => `${cellKey(r)}\u0000${r.seed}`));
  const a = keys(before);
  const b = keys(after);
  const missing = [...a].filter((k) => !b.has(k));
  const extra = [...b].filter((k) => !a.has(k));
  if (missing.length > 0 || extra.length > 0 || a.size !== before.length || b.size !== after.length)
    throw new Error(
      `the two records do not hold the same cells and seeds (${missing.length} only before, ${extra.length} only after, ${before.length - a.size + after.length - b.size} repeated)`,
    );
  const seeds = [...new Set(before.map((r) => r.seed))].sort((x, y) => x - y);
  if (seeds.join(",") !== CHOICE_SEEDS.join(","))
    throw new Error(`the records hold seeds ${seeds.join(", ")}; expected 1 to 20`);
  const sums: Choice["sums"] = [];
  for (const neverTuned of [false, true]) {
    const which = neverTuned ? "never tuned" : "tuned";
    const half = (list: readonly CellRecord[], first: boolean) =>
      summedGap(list, neverTuned, (seed) => seed <= 10 === first);
    const [b1, b2, a1, a2] = [half(before, true), half(before, false), half(after, true), half(after, false)];
    sums.push(
      { which, seeds: "1 to 10", before: b1, after: a1 },
      { which, seeds: "11 to 20", before: b2, after: a2 },
      { which, seeds: "both tens, summed", before: b1 + b2, after: a1 + a2 },
    );
  }
  const metOnFirstTen = (list: readonly CellRecord[]) => {
    const cells = new Map<string, boolean>();
    for (const r of list) if (r.seed <= 10) cells.set(cellKey(r), (cells.get(cellKey(r)) ?? true) && r.met);
    return { met: [...cells.values()].filter(Boolean).length, of: cells.size };
  };
  const metBefore = metOnFirstTen(before);
  return {
    seeds,
    sums,
    tuned: paired(before, after, false),
    neverTuned: paired(before, after, true),
    cellsMet: { before: metBefore.met, after: metOnFirstTen(after).met, of: metBefore.of },
  };
}

/** The comparison as a reader takes it in: the sums, then the seeds paired. */
export function renderChoice(choice: Choice): string {
  const lines = [
    "Summed mean |Δscore| (lower is better)",
    "",
    "| families | seeds | before | after |",
    "| --- | --- | ---: | ---: |",
  ];
  for (const s of choice.sums)
    lines.push(`| ${s.which} | ${s.seeds} | ${s.before.toFixed(2)} | ${s.after.toFixed(2)} |`);
  lines.push("");
  for (const [which, p] of [
    ["tuned (decides)", choice.tuned],
    ["never tuned (measured only)", choice.neverTuned],
  ] as const)
    lines.push(
      `Paired by seed, ${which}: after − before ${p.mean >= 0 ? "+" : ""}${p.mean.toFixed(3)} a seed (t ${Number.isFinite(p.t) ? p.t.toFixed(1) : p.t > 0 ? "∞" : "-∞"}), better on ${p.better} of ${p.differences.length} seeds`,
    );
  lines.push(
    "",
    `Cells meeting every target on each of seeds 1 to 10: ${choice.cellsMet.before} before, ${choice.cellsMet.after} after, of ${choice.cellsMet.of}`,
  );
  return lines.join("\n");
}
