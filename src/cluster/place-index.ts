import type { Member } from "./cluster.js";
import { LINE_LEVELS, LINE_SPANS, SYMBOL_LEVELS } from "./compare.js";
import type { Features } from "./features.js";

const symbolLevel = (name: string) => SYMBOL_LEVELS.indexOf(name);
/** Symbol levels (compare.ts `symbolLevel`) an exact name finds: same, same method, owner, named in the words. */
const NAMED = ["same", "same method", "close", "named in the other's words"].map(symbolLevel);
/** Symbol levels that shared words of the names give (similarity ≥ 0.5 is "close", any is "some words"). */
const WORDED = ["close", "some words"].map(symbolLevel);
const NO_SYMBOL = symbolLevel("missing");
const ALL_SYMBOLS = SYMBOL_LEVELS.map((_, level) => level);
/** Line levels (compare.ts `lineLevel`): the near ones, far, missing. */
const NEAR_LINES = LINE_SPANS.map((_, level) => level);
const NO_LINE = LINE_LEVELS.indexOf("missing");
const ALL_LINES = LINE_LEVELS.map((_, level) => level);
/** Lines apart that still count as near (the last near line level). */
const NEAR_SPAN = LINE_SPANS[LINE_SPANS.length - 1]!;

/** The reports of one block (agent and file name), by what a place is compared on. */
interface BlockIndex {
  bySymbol: Map<string, Member[]>;
  byMethod: Map<string, Member[]>;
  byOwner: Map<string, Member[]>;
  byMention: Map<string, Member[]>;
  byWord: Map<number, Member[]>;
  /** Reports whose symbol is the file's own name: the owner of every place in it (compare.ts). */
  namingFile: Member[];
  noSymbol: Member[];
  /** Reports with a line, by line. */
  lines: Float64Array;
  atLine: Member[];
  noLine: Member[];
}

/** Which lists a report's near reports are found in. */
interface Lookups {
  /** By the symbol's name, method, owner and the names the words mention. */
  named: boolean;
  /** By each word of the symbol's name. */
  worded: boolean;
  /** Every report without a symbol. */
  noSymbol: boolean;
  /** Every report within 25 lines. */
  nearLines: boolean;
  /** Every report without a line. */
  noLine: boolean;
}

function push<K>(map: Map<K, Member[]>, key: K, m: Member): void {
  const list = map.get(key);
  if (list) list.push(m);
  else map.set(key, [m]);
}

/**
 * Which reports of a block a report's place could be the same issue as. The grouping weighs a
 * report against every group of its file; within one file of many reports that is the square
 * of their number. Where the learned weights say a place cannot reach the threshold whatever
 * the words (`reaches` false for a symbol level and a line level, the category at its best), a
 * group none of whose reports is at any other place is passed over unread, so only the groups
 * of reports that share a name, a word of one or a line close by are found here, by lookup.
 * What `near` returns is a superset of the reports at a place that reaches, so a step that
 * weighs the groups of these reports, and no others, groups exactly as one that weighs all.
 */
export class PlaceIndex {
  private readonly blocks = new Map<string, BlockIndex>();
  private readonly byBlock = new Map<string, Member[]>();
  private readonly fileless = new Map<string, Member[]>();
  private readonly plans = new Map<number, Lookups | undefined>();

  /**
   * `reports` are every report grouped; `reaches(symbol, line)` tells whether two reports whose
   * symbols and lines compare at those levels (compare.ts) could be one issue.
   */
  constructor(
    reports: readonly Member[],
    private readonly featureOf: (m: Member) => Features,
    private readonly reaches: (symbolLevel: number, lineLevel: number) => boolean,
  ) {
    for (const m of reports) {
      const f = featureOf(m);
      if (f.file === "") push(this.fileless, f.agent, m);
      else push(this.byBlock, f.block, m);
    }
  }

  /**
   * Calls `visit` with each report of `f`'s block (and each of its agent's that names no file)
   * whose place against `f` could reach, and maybe others; returns false, having called it for
   * none, when that would be every report of the block (the caller then reads them all). `f`
   * must name a file.
   */
  near(f: Features, visit: (m: Member) => void): boolean {
    const lookups = this.lookupsFor(f.symbol !== "", f.line !== undefined);
    if (lookups === undefined) return false;
    const { named, worded, noSymbol, nearLines, noLine } = lookups;
    const index = this.indexOf(f);
    const each = (list: readonly Member[] | undefined) => {
      if (list) for (const m of list) visit(m);
    };
    if (named) {
      // A symbol naming the file is close to every place in it: only all of them would do.
      if (f.namesItsFile) return false;
      each(index.namingFile);
      each(index.bySymbol.get(f.symbol));
      each(index.byMethod.get(f.method));
      each(index.byOwner.get(f.symbol));
      if (f.owner !== "") each(index.bySymbol.get(f.owner));
      for (const name of f.mentions.keys()) each(index.byMethod.get(name));
      each(index.byMention.get(f.method));
    }
    if (worded) for (const w of f.symbolWords) each(index.byWord.get(w));
    if (noSymbol) each(index.noSymbol);
    if (noLine) each(index.noLine);
    if (nearLines) {
      const line = f.line!;
      let at = lowerBound(index.lines, line - NEAR_SPAN);
      while (at < index.lines.length && index.lines[at]! <= line + NEAR_SPAN) visit(index.atLine[at++]!);
    }
    return true;
  }

  /**
   * The lookups that find every report at a place that reaches, for a report with or without a
   * symbol and a line; undefined when only all of them would.
   */
  private lookupsFor(hasSymbol: boolean, hasLine: boolean): Lookups | undefined {
    const key = (hasSymbol ? 2 : 0) + (hasLine ? 1 : 0);
    if (!this.plans.has(key)) this.plans.set(key, this.plan(hasSymbol, hasLine));
    return this.plans.get(key);
  }

  private plan(hasSymbol: boolean, hasLine: boolean): Lookups | undefined {
    const lookups: Lookups = {
      named: false,
      worded: false,
      noSymbol: false,
      nearLines: false,
      noLine: false,
    };
    for (const s of hasSymbol ? ALL_SYMBOLS : [NO_SYMBOL])
      for (const l of hasLine ? ALL_LINES : [NO_LINE]) {
        if (!this.reaches(s, l)) continue;
        // Each pair of levels that reaches is found by the narrowest lookup that holds its reports.
        if (NAMED.includes(s)) lookups.named = true;
        if (s === NO_SYMBOL && hasSymbol) lookups.noSymbol = true;
        else if (NAMED.includes(s) && !WORDED.includes(s)) continue;
        else if (hasLine && NEAR_LINES.includes(l)) lookups.nearLines = true;
        else if (hasLine && l === NO_LINE) lookups.noLine = true;
        else if (WORDED.includes(s)) lookups.worded = true;
        // Another symbol, or none, with the line far or missing: every report may be there.
        else return undefined;
      }
    return lookups;
  }

  private indexOf(f: Features): BlockIndex {
    let index = this.blocks.get(f.block);
    if (index) return index;
    const all = [...(this.byBlock.get(f.block) ?? []), ...(this.fileless.get(f.agent) ?? [])];
    index = {
      bySymbol: new Map(),
      byMethod: new Map(),
      byOwner: new Map(),
      byMention: new Map(),
      byWord: new Map(),
      namingFile: [],
      noSymbol: [],
      lines: new Float64Array(0),
      atLine: [],
      noLine: [],
    };
    const withLine: { line: number; m: Member }[] = [];
    for (const m of all) {
      const e = this.featureOf(m);
      if (e.symbol === "") index.noSymbol.push(m);
      else {
        push(index.bySymbol, e.symbol, m);
        push(index.byMethod, e.method, m);
        if (e.owner !== "") push(index.byOwner, e.owner, m);
        for (const name of e.mentions.keys()) push(index.byMention, name, m);
        for (const w of new Set(e.symbolWords)) push(index.byWord, w, m);
        if (e.namesItsFile) index.namingFile.push(m);
      }
      if (e.line === undefined) index.noLine.push(m);
      else withLine.push({ line: e.line, m });
    }
    withLine.sort((a, b) => a.line - b.line);
    index.lines = Float64Array.from(withLine, (x) => x.line);
    index.atLine = withLine.map((x) => x.m);
    this.blocks.set(f.block, index);
    return index;
  }
}

/** The first position whose value is at least `value`. */
function lowerBound(values: Float64Array, value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
