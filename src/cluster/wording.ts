import { SIMILAR_TEXT_LEVEL } from "./compare.js";
import type { Member } from "./cluster.js";
import type { Features } from "./features.js";
import { compatible } from "./match.js";
import type { PairEvidence, Working } from "./working.js";

/** Reports of a group that show how its issue is worded: enough to rank, few enough to stay linear. */
const SAMPLE = 8;
/** Fewer reports than this show too little of an issue's wording to rank a newcomer against. */
const MIN_SAMPLE = 3;

/**
 * Evidence against a report joining a group, from how the group's own reports word their issue.
 *
 * The learned weights say how far apart two reports of one issue are worded on average, over
 * every issue. Issues differ: one is reported in the same words every run, another reworded
 * each time. A group's reports show which kind it is. Each of them is compared with the
 * others, and its closest wording among them (the leave-one-out text level) says how far a
 * report of this issue stands from the rest. If the newcomer is one more report of the issue,
 * its own closest wording is one more draw from that spread, so the share of the group's
 * reports that stand at least as far off is the chance of seeing a newcomer this far off
 * (a permutation test). A report whose words stand further from the group than any of the
 * group's reports do from each other is, by that rank, unlikely to be one of them: the
 * evidence against is log2 of one over that chance. A newcomer whose words are at least
 * similar to one report gets none: only reports whose words differ can be tested this way.
 */
export class WordingSpread {
  private readonly closest = new WeakMap<Working, { key: string; levels: number[] }>();

  constructor(
    private readonly evidence: PairEvidence,
    private readonly featureOf: (m: Member) => Features,
  ) {}

  /** Bits against `f` (of run `run`) joining `group`, whose reports of that run are left out. */
  against(f: Features, group: Working, run: number): number {
    const sample: Member[] = [];
    for (const m of group.members) {
      if (m.run === run) continue;
      sample.push(m);
      if (sample.length >= SAMPLE) break;
    }
    if (sample.length < MIN_SAMPLE) return 0;
    const reports = sample.map(this.featureOf);
    let nearest = Number.POSITIVE_INFINITY;
    for (const x of reports) {
      if (!compatible(f, x)) continue;
      const level = this.evidence.words(f, x);
      if (level <= SIMILAR_TEXT_LEVEL) return 0;
      if (level < nearest) nearest = level;
    }
    if (nearest === Number.POSITIVE_INFINITY) return 0;
    const levels = this.spread(group, sample, reports);
    if (levels.length < MIN_SAMPLE) return 0;
    let asFar = 0;
    for (const level of levels) if (level >= nearest) asFar++;
    return Math.log2((levels.length + 1) / (asFar + 1));
  }

  /** Each sampled report's closest wording among the others, cached until the sample changes. */
  private spread(group: Working, sample: Member[], reports: Features[]): number[] {
    const key = sample.map((m) => `${m.run}:${m.index}`).join(",");
    const cached = this.closest.get(group);
    if (cached?.key === key) return cached.levels;
    const levels: number[] = [];
    for (let i = 0; i < reports.length; i++) {
      let best = Number.POSITIVE_INFINITY;
      for (let j = 0; j < reports.length && best > 0; j++) {
        if (i === j || !compatible(reports[i]!, reports[j]!)) continue;
        best = Math.min(best, this.evidence.words(reports[i]!, reports[j]!));
      }
      if (best !== Number.POSITIVE_INFINITY) levels.push(best);
    }
    this.closest.set(group, { key, levels });
    return levels;
  }
}
