import { parseGroupingPrompt } from "../consolidate/prompt.js";
import { seeded } from "../util/random.js";

export interface GroupingJudgeOptions {
  /** Per call, the chance each candidate that belongs with others is left out (a missed merge). */
  missRate?: number;
  /** Per call, the chance two candidates of different issues are put together (a false merge). */
  falseMergeRate?: number;
  /**
   * The chance that each of its choices (a candidate left out, a wrong merge, the groups it
   * joins) is the same in every sample of one request, as a model at a low temperature repeats
   * its answer; by default 0, each sample erring on its own. The rates per sample stay as given.
   */
  consistency?: number;
  /**
   * Which issue (or issues) each description belongs to, for output this simulator did not
   * write itself (benchmarks of other generators); by default what it remembers writing.
   */
  identities?: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * The uniform draws of one sample (`attempt`) of one request for `groupingAnswer`: each key's
 * draw is, with chance `consistency`, the one every sample of the request gets, and otherwise
 * this sample's own.
 */
export function sampleDraws(
  seed: string | number,
  attempt: number,
  consistency = 0,
): (key: string) => number {
  return (key) =>
    consistency > 0 && seeded(seed, "grouping-repeats", key)() < consistency
      ? seeded(seed, "grouping-every-sample", key)()
      : seeded(seed, "grouping", attempt, key)();
}

/**
 * The simulated grouping judge: it knows which issue each candidate's description came from
 * and groups candidates that share one, then errs at the rates given. Each error is drawn from
 * what the candidates say, not from where they stand in the prompt (`draw` gives a uniform
 * number for a key, fixed for one sample of one request's answers): a candidate missed in a
 * sample is missed whatever else is asked with it and in whatever order, so two versions of the
 * grouping that ask about one pair get the same answer about it, and their comparison measures
 * the grouping, not the draw.
 */
export function groupingAnswer(
  prompt: string,
  identities: ReadonlyMap<string, ReadonlySet<string>>,
  options: GroupingJudgeOptions,
  draw: (key: string) => number,
): { groups: number[][] } {
  const descriptions = parseGroupingPrompt(prompt) ?? [];
  const owner = descriptions.map((_, i) => i);
  const find = (i: number): number => (owner[i] === i ? i : (owner[i] = find(owner[i]!)));
  const bySource = new Map<string, number>();
  descriptions.forEach((description, i) => {
    // A description written for several issues ("a null pointer is dereferenced when memory
    // runs out", said of three functions) is read as one of them, as a reader would: joined to
    // all, it would chain their other, unambiguous candidates into one group, false merges on
    // top of the rate asked for.
    const sources = [...(identities.get(description) ?? [])].sort();
    const source =
      sources.length > 1
        ? sources[Math.floor(draw(`reads\u0000${description}`) * sources.length)]
        : sources[0];
    if (source === undefined) return;
    const first = bySource.get(source);
    if (first === undefined) bySource.set(source, i);
    else owner[find(i)] = find(first);
  });
  const groups = new Map<number, number[]>();
  descriptions.forEach((_, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), i]);
  });
  // Ties between equal draws (one description twice) go by position: they cannot matter.
  const byDraw = (key: (i: number) => string) => (a: number, b: number) =>
    draw(key(a)) - draw(key(b)) || a - b;
  const out: number[][] = [];
  for (const members of groups.values()) {
    // One member anchors the group; each other one is left out at the miss rate.
    const [anchor, ...rest] = [...members].sort(byDraw((i) => `anchor\u0000${descriptions[i]}`));
    const kept = rest.filter((i) => draw(`keep\u0000${descriptions[i]}`) >= (options.missRate ?? 0));
    out.push([anchor!, ...kept].sort((a, b) => a - b));
  }
  const call = [...descriptions].sort().join("\u0000");
  if (out.length >= 2 && draw(`merge\u0000${call}`) < (options.falseMergeRate ?? 0)) {
    const [a, b] = out
      .map((_, k) => k)
      .sort(
        byDraw(
          (k) =>
            `pick\u0000${out[k]!.map((i) => descriptions[i])
              .sort()
              .join("\u0000")}`,
        ),
      );
    out[a!] = [...out[a!]!, ...out[b!]!].sort((x, y) => x - y);
    out.splice(b!, 1);
  }
  return { groups: out.filter((g) => g.length >= 2).sort((x, y) => x[0]! - y[0]!) };
}
