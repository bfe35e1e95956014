import { type RunWriting, SIMILAR_TEXT_LEVEL } from "./compare.js";
import type { Member } from "./cluster.js";
import type { Features } from "./features.js";
import { compatible } from "./match.js";
import { holds } from "./text.js";
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
 * Used in the run-by-run assignment and the repair sweeps (cluster.ts, repair.ts), and in the
 * global merge for two groups whose words mostly disagree (global-merge.ts).
 */
export class WordingSpread {
  private readonly cache = new WeakMap<Working, Sample>();

  constructor(
    private readonly evidence: PairEvidence,
    private readonly featureOf: (m: Member) => Features,
    /**
     * Whether two runs write alike (`runWriting`); a report is ranked only against the
     * reports of runs that write like its own. Every pair, when not given.
     */
    private readonly alike: (a: number, b: number) => boolean = () => true,
  ) {}

  /**
   * Bits against `f` (of run `run`) joining `group`, whose reports of that run are left out.
   * `known`: a text level `f` is already known to have to one of the group's reports.
   */
  against(f: Features, group: Working, run: number, known = Number.POSITIVE_INFINITY): number {
    const sample = this.sampleOf(group);
    const rows: number[] = [];
    let self = -1;
    for (let i = 0; i < sample.members.length; i++) {
      const other = sample.members[i]!.run;
      if (other !== run) {
        // A run writing otherwise (another language, another template) words every issue
        // otherwise: its report is no draw from the spread of theirs.
        if (rows.length < SAMPLE && this.alike(run, other)) rows.push(i);
      } else if (sample.reports[i] === f) self = i;
    }
    if (rows.length < MIN_SAMPLE) return 0;
    // Each sampled report's closest wording among the others (leave-one-out).
    const closest: number[] = [];
    for (const i of rows) {
      let level = Number.POSITIVE_INFINITY;
      for (const j of rows) if (j !== i && sample.levels[i]![j]! < level) level = sample.levels[i]![j]!;
      if (level !== Number.POSITIVE_INFINITY) closest.push(level);
    }
    if (closest.length < MIN_SAMPLE) return 0;
    // A newcomer no further off than the least close report ranks with all of them: nothing
    // against it, and no need to compare it with the rest.
    const floor = Math.max(SIMILAR_TEXT_LEVEL, Math.min(...closest));
    if (known <= floor) return 0;
    // The same report is ranked against the same sample again in each sweep.
    const memo = sample.bits.get(f);
    if (memo !== undefined) return memo;
    const bits = this.rank(f, sample, rows, self, closest, floor);
    sample.bits.set(f, bits);
    return bits;
  }

  /** The newcomer's closest wording among the sampled reports, ranked among theirs. */
  private rank(
    f: Features,
    sample: Sample,
    rows: number[],
    self: number,
    closest: number[],
    floor: number,
  ): number {
    let nearest = Number.POSITIVE_INFINITY;
    for (const i of rows) {
      const x = sample.reports[i]!;
      const level =
        self >= 0
          ? sample.levels[self]![i]!
          : compatible(f, x)
            ? this.evidence.words(f, x)
            : Number.POSITIVE_INFINITY;
      if (level <= floor) return 0;
      if (level < nearest) nearest = level;
    }
    if (nearest === Number.POSITIVE_INFINITY) return 0;
    let asFar = 0;
    for (const level of closest) if (level >= nearest) asFar++;
    const ranked = closest.length;
    return Math.log2((ranked + 1) / (asFar + 1));
  }

  /**
   * The group's first reports (one more than the sample, so leaving a run out still leaves a
   * full one) and the text level of every pair of them. A group mostly grows at the end, so
   * the levels are extended rather than computed again.
   */
  private sampleOf(group: Working): Sample {
    const size = Math.min(group.members.length, SAMPLE + 1);
    let sample = this.cache.get(group);
    let kept = 0;
    if (sample) {
      while (
        kept < sample.members.length &&
        kept < size &&
        sample.members[kept]!.run === group.members[kept]!.run &&
        sample.members[kept]!.index === group.members[kept]!.index
      )
        kept++;
      if (kept === sample.members.length && kept === size) return sample;
    }
    const members = group.members.slice(0, size).map((m) => ({ run: m.run, index: m.index }));
    const reports = members.map(this.featureOf);
    const levels = reports.map((_, i) =>
      new Array<number>(size)
        .fill(Number.POSITIVE_INFINITY)
        .map((__, j) => (i < kept && j < kept ? sample!.levels[i]![j]! : Number.POSITIVE_INFINITY)),
    );
    for (let j = kept; j < size; j++)
      for (let i = 0; i < j; i++) {
        const level = compatible(reports[i]!, reports[j]!)
          ? this.evidence.words(reports[i]!, reports[j]!)
          : Number.POSITIVE_INFINITY;
        levels[i]![j] = level;
        levels[j]![i] = level;
      }
    sample = { members, reports, levels, bits: new Map() };
    this.cache.set(group, sample);
    return sample;
  }
}

/** A group's first reports and how far apart each pair of them is worded (text levels). */
interface Sample {
  members: Member[];
  reports: Features[];
  levels: number[][];
  /** Bits against each report ranked against this sample so far. */
  bits: Map<Features, number>;
}

/**
 * Which run each report is of, which runs write alike, and in which language, learned from the
 * runs' words (their reports' titles and descriptions).
 * - Two runs write alike when their prose (their words less those of the names they write as
 *   code or give as their symbol) overlaps (Jaccard) at least half as much as the larger of the
 *   two runs' overlaps with the run most like each. Where every run writes in one language
 *   and habit, every pair is alike; a run writing in another language shares mostly names with
 *   the rest, and is alike only to runs that write as it does (three in ten runs of a family in
 *   Portuguese: those three).
 * - A language is the runs joined by writing alike, directly or through others, whose words
 *   number at least LANGUAGE_WORDS, where a test has two or more such; a run of no such group is
 *   of the language of the run whose prose is most like its own.
 */
export function runWriting(runs: readonly (readonly Features[])[]): RunWriting {
  const runOf = new Map<Features, number>();
  runs.forEach((reports, run) => {
    for (const f of reports) runOf.set(f, run);
  });
  const vocabularies = runs.map((reports) => {
    const words = new Set<number>();
    for (const f of reports) {
      for (const w of f.title) words.add(w);
      for (const w of f.description) words.add(w);
    }
    return words;
  });
  // What each run writes as prose, not in a name it writes as code or in its symbol. Which runs
  // write alike is read from it: names are what runs in any language share, and a few shared
  // names linked a run in one language to one in the other, joining the two languages (`alike`
  // joins through any one pair).
  const proseOf = runs.map((reports) => {
    const words = new Set<number>();
    for (const f of reports)
      for (const text of [f.title, f.description])
        for (const w of text) if (!holds(f.symbolWords, w) && !holds(f.codeWords, w)) words.add(w);
    return words;
  });
  const n = runs.length;
  const overlap = Array.from({ length: n }, () => new Float64Array(n));
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      const [x, y] =
        proseOf[a]!.size <= proseOf[b]!.size ? [proseOf[a]!, proseOf[b]!] : [proseOf[b]!, proseOf[a]!];
      let shared = 0;
      for (const w of x) if (y.has(w)) shared++;
      const union = x.size + y.size - shared;
      const j = union === 0 ? 1 : shared / union;
      overlap[a]![b] = j;
      overlap[b]![a] = j;
    }
  const most = overlap.map((row, a) => row.reduce((m, j, b) => (b === a ? m : Math.max(m, j)), 0));
  const alike = (a: number, b: number) => a === b || overlap[a]![b]! >= Math.max(most[a]!, most[b]!) / 2;
  // The runs' languages: the runs joined by writing alike, directly or through others. A run of
  // one language that writes unlike some others (a habit of its own: rule ids for titles) is
  // alike to most and joins theirs; a run in another language is alike to none of them.
  const root = Array.from({ length: n }, (_, r) => r);
  const find = (r: number): number => (root[r] === r ? r : (root[r] = find(root[r]!)));
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (alike(a, b)) root[find(a)] = find(b);
  const words = new Map<number, Set<number>>();
  const prose = new Map<number, Set<number>>();
  for (let r = 0; r < n; r++) {
    const set = words.get(find(r)) ?? words.set(find(r), new Set()).get(find(r))!;
    for (const w of vocabularies[r]!) set.add(w);
    const proseSet = prose.get(find(r)) ?? prose.set(find(r), new Set()).get(find(r))!;
    for (const w of proseOf[r]!) proseSet.add(w);
  }
  // Too few words to tell a language by (a test of a few reports): no language of its own.
  const languages = [...words.entries()].filter(([, set]) => set.size >= LANGUAGE_WORDS);
  const index = new Map(languages.map(([r], i) => [r, i]));
  // A run alike to none of its language's runs (a habit of its own, or few reports), or with
  // too few words, is of the language of the run its prose overlaps most: left without one, its
  // reports were compared with the other language's word for word.
  if (languages.length >= 2) {
    // The runs of a language the runs' writing found, before any run is given one.
    const inLanguage = Array.from({ length: n }, (_, r) => index.has(find(r)));
    for (let r = 0; r < n; r++) {
      if (index.has(find(r))) continue;
      let nearest = -1;
      for (let b = 0; b < n; b++)
        if (inLanguage[b] && (nearest < 0 || overlap[r]![b]! > overlap[r]![nearest]!)) nearest = b;
      if (nearest >= 0 && overlap[r]![nearest]! > 0) index.set(find(r), index.get(find(nearest))!);
    }
  }
  return {
    runOf,
    alike,
    languageOf: languages.length < 2 ? () => -1 : (run) => index.get(find(run)) ?? -1,
    languageWords: languages.map(([, set]) => set),
    languageProse: languages.map(([r]) => prose.get(r)!),
  };
}

/** Words a language's runs must write between them for it to count as one (`runWriting`). */
const LANGUAGE_WORDS = 50;
