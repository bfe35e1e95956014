import {
  AGREEING_TEXT_LEVEL,
  categoryLevelOf,
  inTwoLanguages,
  OTHER_CATEGORY_LEVEL,
  SIMILAR_TEXT_LEVEL,
  wordsUncompared,
} from "./compare.js";
import type { Member } from "./cluster.js";
import type { Features } from "./features.js";
import { type PairEvidence, partsOf, setMembers, type Working } from "./working.js";

/** Fewer reports than this may be one issue reworded each time: two rewordings can share nothing. */
const MIN_REPORTS = 3;

/**
 * Below this chance, a report worded apart from every other report of its group, in another
 * category than each, is taken for another issue's rather than its issue's (`splitUnworded`).
 * Chosen on the tuned families of the grouping benchmark (BENCHMARKS.md): first from 1 in 100 to
 * 1 in 30,000 when only lone reports were split (1 in 10,000 then), and again once parts were
 * (1 in 10,000, 1,000 and 100), when at 5 runs a remark beside two reports of an issue, each pair
 * 0.02 likely for one issue's reports, stayed in its group at 1 in 10,000.
 */
const ALONE_CHANCE = 1e-2;

/**
 * Splits off the reports of a group of three or more that only its place holds: every report of
 * a group none of whose reports words its issue like another (no two share even similar words,
 * and none repeats another's text), and, in a group some of whose reports do, each part of it
 * (a report, or reports worded alike to each other: `partsWordedAlike`) that shares not even
 * similar words with any report outside it and names a category neither the same as nor
 * related to any of theirs, where one issue's reports would all be so with a chance below
 * ALONE_CHANCE (`apart`, the chance for two of them, to the power of the pairs across).
 *
 * Runs put remarks of their own where remarks are easy to make (a long routine, a handler),
 * one run one remark, and the place weighs more than any wording can say against it, because
 * the pairs known to be two issues are one run's, and a run makes one remark at a place: the
 * runs cannot show how often different runs make different remarks at one place. (Eighth
 * held-out family, 20 runs, moderate, seed 2: three runs' `コメントが不足している`,
 * `マジックナンバーを定数化すべき` and `ログレベルが不適切` at one Objective-C method were one
 * group: the same symbol and line weighed +9.5 bits (4.1 and 5.4), different words in another
 * category −8.0.) One issue seen by three runs is worded alike by at least two of them far more
 * often than not: every pair of its reports would have to miss. Two reports worded apart are
 * left to the evidence: at five runs they are often one issue reworded (three bits taken from
 * every group of two took the tuned families' 5-run heavy rows without a judge from 12.4 to
 * 21.4, summed mean |Δscore|). A group whose reports repeat one text is linked by it, even where
 * that text counts as boilerplate (compare.ts) and so as sharing only some words.
 *
 * With more runs, such remarks also land beside a remark that several runs word alike (the
 * eighth family at 50 runs: three runs' `变量命名不规范` at one C function with one run's
 * `缺少注释说明`, `魔法数字应定义为常量` and `日志级别使用不当`), and the group is worded alike.
 * A report there that shares no words with any other and no category either is one issue's
 * only as often as `apart` allows for each other report: with moderate rewording a few in a
 * hundred, so two others settle it; where one issue's reports are often worded apart and filed
 * under other names (heavy rewording, a team writing in two languages), `apart` is 0.1 or more
 * and it takes three others or more.
 *
 * A remark several runs make alike lands so too, in the group of an issue at its place, where
 * the first assignment put the first run's remark beside the first report, and each of
 * its reports is then held there by the other (the seventy-fourth family, 10 runs, heavy: a
 * remark on a Forth file's stack comments, in English and in Khmer, in the group of a buffer
 * overrun in one of the file's words, in 2 of 20 tests). One report at a time, the repair sweeps
 * do not move it, and the global merge joins only groups. Two runs' remark worded apart from
 * four reports of an issue is one issue's as often as `apart` to the power of eight.
 *
 * The parts split off are new groups, made after the global merge so that it cannot join them
 * again on the place; the group keeps its id and its largest part. Returns the ids of the groups
 * split, whose evidence against other groups was weighed for the whole group. With a judge the
 * evidence joins only reports whose words agree, so every report of a group it builds is worded
 * like another and this changes nothing.
 */
export function splitUnworded(
  clusters: Working[],
  evidence: PairEvidence,
  position: Int32Array,
  featureOf: (m: Member) => Features,
  apart: number,
): Set<number> {
  const split = new Set<number>();
  for (const c of clusters.slice()) {
    if (!c.alive || c.members.length < MIN_REPORTS) continue;
    const reports = c.members.map(featureOf);
    const parts = partsWordedAlike(reports, evidence);
    // No two reports worded alike: each but the first alone.
    const leaving =
      parts.length === reports.length
        ? parts.slice(1)
        : parts.slice(1).filter((part) => apartFromTheRest(part.length, reports.length, apart));
    if (leaving.length === 0) continue;
    split.add(c.id);
    const members = c.members;
    const left = new Set(leaving.flat());
    setMembers(
      c,
      members.filter((_, i) => !left.has(i)),
      position,
      featureOf,
    );
    for (const part of leaving) {
      const group: Working = {
        id: clusters.length,
        exemplars: [],
        members: [],
        runs: [],
        block: c.block,
        agent: c.agent,
        alive: true,
        files: [],
      };
      setMembers(
        group,
        part.map((i) => members[i]!),
        position,
        featureOf,
      );
      clusters.push(group);
    }
  }
  return split;
}

/**
 * Two reports that repeat one text, or share at least similar words, or whose words cannot be
 * compared (compare.ts `WORDS_UNCOMPARED`): two languages with no word in common are not worded
 * apart. Read as apart, a remark and its Georgian at one symbol and line were split again
 * after the global merge had joined them.
 */
function alike(a: Features, b: Features, evidence: PairEvidence): boolean {
  if (wordsUncompared(evidence.place(a, b))) return true;
  return a.textId === b.textId || evidence.words(a, b) <= SIMILAR_TEXT_LEVEL;
}

/**
 * The reports' parts, largest first (ties by their first report): reports joined, directly or
 * through others, by being worded alike (`alike`), by naming the same or a related category, or
 * by categories of one family (categories.ts). Where no two reports are worded alike, each is a
 * part of its own. A part is thus worded apart from every report outside it, in another category
 * than each. Pairs already joined are not compared again (working.ts `partsOf`): one issue's
 * group, worded alike throughout, is joined after a few comparisons.
 *
 * Words merely similar across two languages (not agreeing: compare.ts `AGREEING_TEXT_LEVEL`) do
 * not join a report worded apart from every report of its own language in the group. Two
 * languages are compared by the few words both write (names, numbers, a field's terms), and a
 * generic remark's few are easily all in an issue's text: in the families' two-language pairs of
 * one file (10 runs, seeds 1 to 3), two issues' pairs read similar 10 times in 100 and one
 * issue's 3. A report's own language says more: a remark in English in the group of an issue
 * that English and Danish runs report, worded apart from the English reports and similar to a
 * Danish one, is the remark (the forty-fourth family, 10 runs, moderate). A report alike to
 * another of its own language, or with none there, is joined as before: two runs' Amharic
 * reports of one issue, similar to its English reports, stay with them (the sixtieth, 20 runs).
 */
function partsWordedAlike(reports: Features[], evidence: PairEvidence): number[][] {
  if (!wordedAlike(reports, evidence)) return reports.map((_, i) => [i]);
  const strays = new Map<Features, boolean>();
  const strayed = (f: Features) => {
    let stray = strays.get(f);
    if (stray === undefined) strays.set(f, (stray = straysInItsLanguage(f, reports, evidence)));
    return stray;
  };
  const wordsJoin = (a: Features, b: Features, place: number) => {
    if (!alike(a, b, evidence)) return false;
    const merelySimilarAcross =
      inTwoLanguages(place) &&
      !wordsUncompared(place) &&
      a.textId !== b.textId &&
      evidence.words(a, b) > AGREEING_TEXT_LEVEL;
    return !merelySimilarAcross || !(strayed(a) || strayed(b));
  };
  return partsOf(reports, (a, b) => {
    const place = evidence.place(a, b);
    return (
      a.category.family === b.category.family ||
      categoryLevelOf(place) !== OTHER_CATEGORY_LEVEL ||
      wordsJoin(a, b, place)
    );
  }).sort((x, y) => y.length - x.length || x[0]! - y[0]!);
}

/** Report `f` has reports of its own language in the group and is worded like none of them. */
function straysInItsLanguage(f: Features, reports: Features[], evidence: PairEvidence): boolean {
  let own = false;
  for (const other of reports) {
    if (other === f || inTwoLanguages(evidence.place(f, other))) continue;
    if (alike(f, other, evidence)) return false;
    own = true;
  }
  return own;
}

/**
 * Whether a part, worded apart from the rest of its group in other categories
 * (`partsWordedAlike`), is taken for another issue's: one issue's reports would be so, pair by
 * pair across the two, with a chance below ALONE_CHANCE (`apart`, the chance for one pair, to
 * the power of the pairs across). A lone report's pairs are the group's other reports; a part
 * of two reports has as many pairs as both make with the rest (a remark two runs make, as in
 * `splitUnworded`).
 */
function apartFromTheRest(part: number, group: number, apart: number): boolean {
  return apart ** (part * (group - part)) < ALONE_CHANCE;
}

/** Whether two of the reports share at least similar words or the same text. */
function wordedAlike(reports: Features[], evidence: PairEvidence): boolean {
  for (let i = 0; i < reports.length; i++)
    for (let j = i + 1; j < reports.length; j++) {
      if (alike(reports[i]!, reports[j]!, evidence)) return true;
    }
  return false;
}
