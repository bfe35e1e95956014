import { describe, expect, it } from "vitest";
import { assignOneToOne, type Candidate } from "../../src/cluster/greedy.js";
import type { Working } from "../../src/cluster/working.js";

const group = (id: number): Working => ({
  id,
  exemplars: [],
  members: [],
  runs: [],
  block: "",
  agent: "",
  alive: true,
  files: [],
});

/** A small deterministic generator, so a failure names its draw. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Weighs every candidate first, sorts, then assigns one-to-one: what the lazy version must equal. */
function eager(candidates: { score: number; f: number; c: Working; final: number | undefined }[]) {
  const settled = candidates
    .filter((x) => x.final !== undefined)
    .map((x) => ({ score: x.final!, f: x.f, c: x.c }))
    .sort((a, b) => b.score - a.score || a.f - b.f || a.c.id - b.c.id);
  const out: string[] = [];
  const assigned = new Set<number>();
  const taken = new Set<number>();
  for (const x of settled) {
    if (assigned.has(x.f) || taken.has(x.c.id)) continue;
    assigned.add(x.f);
    taken.add(x.c.id);
    out.push(`${x.f}→${x.c.id}`);
  }
  return out;
}

describe("one-to-one assignment, best first, with evidence weighed only when it matters", () => {
  it("gives the assignment of weighing every candidate first, on 500 random draws with ties", () => {
    for (let seed = 1; seed <= 500; seed++) {
      const next = random(seed);
      const groups = Array.from({ length: 1 + Math.floor(next() * 6) }, (_, i) => group(i));
      const drawn: { score: number; f: number; c: Working; final: number | undefined }[] = [];
      const findings = 1 + Math.floor(next() * 6);
      for (let f = 0; f < findings; f++)
        for (const c of groups) {
          if (next() < 0.3) continue;
          // Integer scores so ties happen; the weighing lowers some, drops others.
          const score = Math.floor(next() * 6);
          const roll = next();
          const final = roll < 0.2 ? undefined : roll < 0.6 ? score - Math.floor(next() * 4) : score;
          drawn.push({ score, f, c, final });
        }
      let weighed = 0;
      const lazy: string[] = [];
      const candidates: Candidate[] = drawn.map((x) => ({
        score: x.score,
        f: x.f,
        c: x.c,
        ...(x.final !== x.score && {
          settle: () => {
            weighed++;
            return x.final;
          },
        }),
      }));
      assignOneToOne(candidates, (f, c) => lazy.push(`${f}→${c.id}`));
      expect(lazy, `seed ${seed}`).toEqual(eager(drawn));
      expect(weighed).toBeLessThanOrEqual(drawn.length);
    }
  });
});
