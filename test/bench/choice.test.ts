import { describe, expect, it } from "vitest";
import { type CellRecord, CHOICE_SEEDS, compareChoices, renderChoice } from "../../bench/choice.js";

/** A cell on one seed whose printed score is `gap` points from the truth. */
const cell = (
  family: string,
  neverTuned: boolean,
  seed: number,
  gap: number,
  met = gap <= 3,
): CellRecord => ({
  runs: 10,
  family,
  neverTuned,
  variation: "heavy",
  mode: "off",
  seed,
  score: 50 + gap,
  trueScore: 50,
  f1: 1,
  precision: 1,
  recall: 1,
  met,
});

/** Two tuned cells and one never-tuned cell on every seed, each `gap(seed)` off. */
const record = (gap: (family: string, seed: number) => number): CellRecord[] =>
  CHOICE_SEEDS.flatMap((seed) => [
    cell("a", false, seed, gap("a", seed)),
    cell("b", false, seed, gap("b", seed)),
    cell("c", true, seed, gap("c", seed)),
  ]);

describe("npm run choose -- compare", () => {
  const before = record(() => 2);
  // Cell a one point better on seeds 1 to 10 and two points worse on 11 to 20; c better everywhere.
  const after = record((family, seed) => (family === "a" ? (seed <= 10 ? 1 : 4) : family === "c" ? 1 : 2));
  const choice = compareChoices(before, after);

  it("sums each cell's mean |Δscore| over each ten seeds, for tuned and never-tuned families apart", () => {
    expect(choice.sums).toEqual([
      { which: "tuned", seeds: "1 to 10", before: 4, after: 3 },
      { which: "tuned", seeds: "11 to 20", before: 4, after: 6 },
      { which: "tuned", seeds: "both tens, summed", before: 8, after: 9 },
      { which: "never tuned", seeds: "1 to 10", before: 2, after: 1 },
      { which: "never tuned", seeds: "11 to 20", before: 2, after: 1 },
      { which: "never tuned", seeds: "both tens, summed", before: 4, after: 2 },
    ]);
  });

  it("pairs the seeds: each seed's differences add up to the change of the summed sums", () => {
    const sum = choice.tuned.differences.reduce((s, d) => s + d.difference, 0);
    expect(sum).toBeCloseTo(9 - 8, 10);
    expect(choice.tuned.better).toBe(10);
    expect(choice.tuned.mean).toBeCloseTo(0.05, 10);
    // Ten seeds at -0.1 and ten at +0.2: mean 0.05, standard deviation 0.1539, t 1.45.
    expect(choice.tuned.t).toBeCloseTo(0.05 / Math.sqrt(0.0236842105 / 20), 4);
    expect(choice.neverTuned.better).toBe(20);
    expect(choice.neverTuned.t).toBe(-Infinity);
    expect(compareChoices(before, before).tuned.t).toBe(0);
  });

  it("counts the cells whose targets hold on each of seeds 1 to 10", () => {
    const worse = record((family, seed) => (family === "b" && seed === 3 ? 5 : 2));
    expect(compareChoices(before, worse).cellsMet).toEqual({ before: 3, after: 2, of: 3 });
  });

  it("refuses records of other cells or seeds, saying what differs", () => {
    expect(() => compareChoices(before, after.slice(1))).toThrow("1 only before, 0 only after");
    const fewer = before.filter((r) => r.seed <= 19);
    expect(() => compareChoices(fewer, fewer)).toThrow("expected 1 to 20");
  });

  it("renders the sums and the paired seeds, the tuned families' marked as the ones that decide", () => {
    const text = renderChoice(choice);
    expect(text).toContain("| tuned | both tens, summed | 8.00 | 9.00 |");
    expect(text).toContain(
      "Paired by seed, tuned (decides): after − before +0.050 a seed (t 1.5), better on 10 of 20 seeds",
    );
    expect(text).toContain(
      "never tuned (measured only): after − before -0.100 a seed (t -∞), better on 20 of 20",
    );
    expect(text).toContain("3 before, 3 after, of 3");
  });
});
