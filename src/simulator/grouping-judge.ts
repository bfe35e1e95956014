import { parseGroupingPrompt } from "../consolidate/prompt.js";
import type { Random } from "../util/random.js";

export interface GroupingJudgeOptions {
  /** Per call, the chance each candidate that belongs with others is left out (a missed merge). */
  missRate?: number;
  /** Per call, the chance two candidates of different issues are put together (a false merge). */
  falseMergeRate?: number;
  /**
   * Which issue (or issues) each description belongs to, for output this simulator did not
   * write itself (benchmarks of other generators); by default what it remembers writing.
   */
  identities?: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * The simulated grouping judge: it knows which issue each candidate's description came from
 * and groups candidates that share one, then errs at the rates given, drawing from the
 * request's random numbers (so the iterations of one request differ, as a model's samples do).
 */
export function groupingAnswer(
  prompt: string,
  identities: ReadonlyMap<string, ReadonlySet<string>>,
  options: GroupingJudgeOptions,
  random: Random,
): { groups: number[][] } {
  const descriptions = parseGroupingPrompt(prompt) ?? [];
  const owner = descriptions.map((_, i) => i);
  const find = (i: number): number => (owner[i] === i ? i : (owner[i] = find(owner[i]!)));
  const bySource = new Map<string, number>();
  descriptions.forEach((description, i) => {
    for (const source of identities.get(description) ?? []) {
      const first = bySource.get(source);
      if (first === undefined) bySource.set(source, i);
      else owner[find(i)] = find(first);
    }
  });
  const groups = new Map<number, number[]>();
  descriptions.forEach((_, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), i]);
  });
  const out: number[][] = [];
  for (const members of groups.values()) {
    const kept = members.filter((_, k) => k === 0 || random() >= (options.missRate ?? 0));
    out.push(kept);
  }
  if (out.length >= 2 && random() < (options.falseMergeRate ?? 0)) {
    const a = Math.floor(random() * out.length);
    const b = (a + 1 + Math.floor(random() * (out.length - 1))) % out.length;
    out[a] = [...out[a]!, ...out[b]!];
    out.splice(b, 1);
  }
  return { groups: out.filter((g) => g.length >= 2) };
}
