import {
  AGREEING_TEXT_LEVEL,
  type Comparer,
  comparePlace,
  LINE_SPANS,
  levelOf,
  SAME_WORDS_LEVEL,
  SYMBOL_LEVELS,
} from "./compare.js";
import type { Features } from "./features.js";
import { holds } from "./text.js";

/**
 * How two reports of two files read for `fileAliases`: `apart`; `agree`, words that agree (very
 * similar or closer) at places that do not differ (the same, the same method, close, one named
 * in the other's words, or either missing); `same`, the same words at the same place or method;
 * `unread`, words of two languages that do not agree, which tell nothing either way (the few
 * words two languages' reports share seldom agree, whether the reports are of one issue or not).
 */
export type Relation = "apart" | "agree" | "same" | "unread";

const SYMBOL_FIELD = 1;
/** The relations of two reports whose words agree. */
const AGREEING: ReadonlySet<Relation> = new Set(["agree", "same"]);
const AGREEING_PLACES = new Set(
  ["same", "same method", "close", "named in the other's words", "missing"].map((l) =>
    SYMBOL_LEVELS.indexOf(l),
  ),
);
const SAME_PLACES = new Set(["same", "same method"].map((l) => SYMBOL_LEVELS.indexOf(l)));

/** `Relation` as `comparer` reads two reports. */
export function relationOf(comparer: Comparer): (a: Features, b: Features) => Relation {
  return (a, b) => {
    const words = comparer.textLevel(a, b);
    if (words > AGREEING_TEXT_LEVEL) return comparer.inTwoLanguages(a, b) ? "unread" : "apart";
    const place = levelOf(comparePlace(a, b, comparer), SYMBOL_FIELD);
    if (words <= SAME_WORDS_LEVEL && SAME_PLACES.has(place)) return "same";
    return AGREEING_PLACES.has(place) ? "agree" : "apart";
  };
}

/**
 * The file a file's reports are read as, and how many lines further down its own lines are
 * (undefined where one report cannot tell: its lines are then not compared).
 */
export interface FileAlias {
  file: string;
  fileBase: string;
  block: string;
  rooted: boolean;
  offset: number | undefined;
}

/** Lines apart that still read as one offset: the second near line level (compare.ts LINE_SPANS). */
const OFFSET_SPREAD = LINE_SPANS[1]!;
/** The share of a file's reports that must find their words at the other file (and of their offsets that must agree). */
const AGREEING_SHARE = 0.75;

/** A file as one agent's reports name it, with the runs and reports that do. */
interface FileReports {
  key: string;
  /** The words of the file's name up to its extension (`products` for `products.json`). */
  nameWords: Int32Array;
  agent: string;
  file: string;
  fileBase: string;
  block: string;
  rooted: boolean;
  runs: Set<number>;
  reports: Features[];
}

/**
 * One file named two ways, each run keeping to one of them: a built bundle reviewed in place of
 * its source (`dist/background.js` for `src/background/index.ts`, its lines a constant further
 * down), a file under the name a pull request gives it and under its old one. No run reports both
 * names, and the reports under the name fewer runs use word the issues other runs report under
 * the other (`agree`), at lines one offset apart. Such a file's reports are read as the other's
 * (the key: agent and path), so the grouping compares them at all; the evidence still decides
 * each pair. Two files some run reports both of are two files, however alike their reports: a
 * run reports an issue once, and under one name.
 *
 * Three quarters of the file's reports must agree with one at the other file (`relation`), and
 * three quarters of those with lines one offset (within 10 lines of each other): words alone
 * would tie two files that each hold issues of a kind. A report in a language no report at the
 * other file is written in is not counted: two languages' words tell nothing either way. A report
 * that agrees with reports at files of two or more other names writes a template (`Magic
 * numbers`), which says nothing of where it is, and does not count (a file by its path and by its
 * name alone is one name); nor does a pair of reports each writing its own file's name where the
 * other does not (`orders template …` at orders.json, `products template …` at products.json), or
 * each writing its own file's name whole and not the other's (`cash_in.mustache writes …`).
 * Reports all at one place have no offset to show: one must write the same words at the same
 * place as one at the other file, and their lines are not compared. Two names of one file name (a
 * bare name beside a path) are compared already, and are left to the paths' reading.
 */
export function fileAliases(
  reported: readonly (readonly Features[])[],
  relation: (a: Features, b: Features) => Relation,
  /** The words of a file's name up to its extension, as a report's words are read. */
  nameWordsOf: (fileBase: string) => Int32Array,
): Map<string, FileAlias> {
  const files = new Map<string, FileReports>();
  reported.forEach((list, run) => {
    for (const f of list) {
      if (f.file === "") continue;
      const key = aliasKey(f);
      let named = files.get(key);
      if (named === undefined) {
        named = {
          key,
          nameWords: nameWordsOf(f.fileBase),
          agent: f.agent,
          file: f.file,
          fileBase: f.fileBase,
          block: f.block,
          rooted: f.rooted,
          runs: new Set(),
          reports: [],
        };
        files.set(key, named);
      }
      named.runs.add(run);
      named.reports.push(f);
    }
  });
  const byAgent = new Map<string, FileReports[]>();
  for (const named of [...files.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    const list = byAgent.get(named.agent);
    if (list) list.push(named);
    else byAgent.set(named.agent, [named]);
  }

  // Two reports' relation, each at its file: two reports each writing its own file's name where
  // the other does not name their files apart (`orders template` at orders.json, `products
  // template` at products.json), whatever else their words share. One alone may write the word
  // as a word (`the manifest URL` at manifest.mpd).
  const related = (f: Features, at: FileReports, g: Features, other: FileReports): Relation =>
    (namesOwnFile(f, at, g) && namesOwnFile(g, other, f)) || writeTheirOwnFiles(f, g)
      ? "apart"
      : relation(f, g);
  // Whether a report relates to reports at files of two or more names of its agent other than its
  // own: a template, which says nothing of where it is. A file named by its path and by its name
  // alone (`schemas/avro/trip_event.avsc`, `trip_event.avsc`) is one name. Read once a report,
  // where first needed.
  const templates = new Map<Features, boolean>();
  const templated = (f: Features, at: FileReports, agentFiles: readonly FileReports[]) => {
    let known = templates.get(f);
    if (known === undefined) {
      const names = new Set<string>();
      for (const other of agentFiles)
        if (
          other.block !== at.block &&
          !names.has(other.block) &&
          other.reports.some((g) => AGREEING.has(related(f, at, g, other)))
        )
          if (names.add(other.block).size >= 2) break;
      known = names.size >= 2;
      templates.set(f, known);
    }
    return known;
  };

  const aliases = new Map<string, { to: FileReports; offset: number | undefined }>();
  for (const list of byAgent.values())
    for (const from of list) {
      let best: { to: FileReports; matched: number; offset: number | undefined } | undefined;
      let tied = false;
      for (const to of list) {
        // Read as the name more runs use: of two names as many runs use, neither is the file's.
        if (to.block === from.block || to.runs.size <= from.runs.size) continue;
        if ([...from.runs].some((run) => to.runs.has(run))) continue;
        const found = agreeing(
          from,
          to,
          (f, g) => related(f, from, g, to),
          (f) => templated(f, from, list),
        );
        if (found === undefined) continue;
        if (best === undefined || found.matched > best.matched) {
          best = { to, ...found };
          tied = false;
        } else if (found.matched === best.matched) tied = true;
      }
      if (best !== undefined && !tied) aliases.set(from.key, best);
    }

  const result = new Map<string, FileAlias>();
  for (const [key, alias] of aliases) {
    // A name read as one that is itself read as another is read as the last: the runs grow at each step, so this ends.
    let { to, offset } = alias;
    for (let next = aliases.get(to.key); next !== undefined; next = aliases.get(to.key)) {
      offset = offset === undefined || next.offset === undefined ? undefined : offset + next.offset;
      to = next.to;
    }
    result.set(key, { file: to.file, fileBase: to.fileBase, block: to.block, rooted: to.rooted, offset });
  }
  return result;
}

/** `f`, a report at `file`, writes a word of the file's name that `other` does not. */
function namesOwnFile(f: Features, file: FileReports, other: Features): boolean {
  for (const w of file.nameWords)
    if (
      (holds(f.title, w) || holds(f.description, w)) &&
      !holds(other.title, w) &&
      !holds(other.description, w)
    )
      return true;
  return false;
}

/**
 * `f` and `g` each write their own file's name as code, and neither the other's
 * (`cash_in.mustache writes {{wallet.bvn}}` against `cash_out.mustache writes {{wallet.bvn}}`):
 * two files. A file's name written whole is read whole, where its words may not tell it apart
 * (`in` is no word, and `out` is one a fix may write: `leave the BVN out`).
 */
function writeTheirOwnFiles(f: Features, g: Features): boolean {
  return writesFileName(f, f) && writesFileName(g, g) && !writesFileName(f, g) && !writesFileName(g, f);
}

/** `f`'s text writes `at`'s file name as code (`cash_in.mustache`). */
function writesFileName(f: Features, at: Features): boolean {
  const { method, owner } = at.fileAsName;
  return method !== "" && (f.mentions.get(method)?.has(owner) ?? false);
}

/** The key `fileAliases` reads a report's file by: its agent and path. */
export function aliasKey(f: Features): string {
  return `${f.agent}\u0000${f.file}`;
}

/**
 * How many of `from`'s reports find an agreeing report among `to`'s, and the offset their lines
 * agree on; undefined where too few do, or their lines do not agree. Where the reports that agree
 * are at one place (their lines within 10 of each other, or none given), an offset says nothing
 * (one place is always one offset from another): one of them must then write the same words at
 * the same place as a report at the other file, and the lines are not compared (undefined offset).
 */
function agreeing(
  from: FileReports,
  to: FileReports,
  relation: (f: Features, g: Features) => Relation,
  templated: (f: Features) => boolean,
): { matched: number; offset: number | undefined } | undefined {
  // Each agreeing report: whether one at `to` is the same, and its offsets to those it agrees with.
  const agreed: { f: Features; same: boolean; offsets: number[] }[] = [];
  // The reports some report at `to` can be read against: a report in a language none of them is
  // written in tells nothing either way, and is not counted.
  let read = 0;
  for (const f of from.reports) {
    const offsets: number[] = [];
    let readable = false;
    let agrees = false;
    let same = false;
    for (const g of to.reports) {
      const r = relation(f, g);
      if (r === "unread") continue;
      readable = true;
      if (r === "apart") continue;
      agrees = true;
      same ||= r === "same";
      if (f.line !== undefined && g.line !== undefined) offsets.push(f.line - g.line);
    }
    if (!readable) continue;
    read++;
    if (agrees && !templated(f)) agreed.push({ f, same, offsets });
  }
  if (agreed.length === 0 || agreed.length < Math.ceil(read * AGREEING_SHARE)) return undefined;
  const lines = agreed.flatMap(({ f }) => (f.line === undefined ? [] : [f.line]));
  if (lines.length < 2 || Math.max(...lines) - Math.min(...lines) <= OFFSET_SPREAD)
    return agreed.some((a) => a.same) ? { matched: agreed.length, offset: undefined } : undefined;
  const offsets = agreed.map((a) => a.offsets).filter((own) => own.length > 0);
  // The offset most agreeing reports come within OFFSET_SPREAD of (of as many, the smallest), then
  // the median of those reports' offsets nearest it: the middle of the habit, not its edge.
  let around = 0;
  let support = -1;
  for (const candidate of [...new Set(offsets.flat())].sort((a, b) => a - b)) {
    const near = offsets.filter((own) => own.some((d) => Math.abs(d - candidate) <= OFFSET_SPREAD)).length;
    if (near > support) {
      support = near;
      around = candidate;
    }
  }
  if (support < Math.max(2, Math.ceil(offsets.length * AGREEING_SHARE))) return undefined;
  // Of two offsets as near, the smaller: which comes first follows the order the reports are
  // given in, and the grouping must not.
  const nearer = (m: number, d: number) => {
    const by = Math.abs(d - around) - Math.abs(m - around);
    return by < 0 || (by === 0 && d < m) ? d : m;
  };
  const nearest = offsets
    .map((own) => own.reduce(nearer))
    .filter((d) => Math.abs(d - around) <= OFFSET_SPREAD)
    .sort((a, b) => a - b);
  return { matched: agreed.length, offset: nearest[(nearest.length - 1) >> 1]! };
}
