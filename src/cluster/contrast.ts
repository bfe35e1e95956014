import type { Features } from "./features.js";
import { holds } from "./text.js";

/**
 * Words that tell two issues apart, learned from the runs themselves. One run reports an issue
 * at most once, so two reports of one run and file whose title (or description) differ in one
 * word alone (`Container api may run as root` / `Container migrate may run as root`) are two
 * issues told apart by that word: the words seen in that slot, around the same other words, in
 * any run, contrast. Two reports of the file from two runs, one holding a word of a contrast
 * that the other lacks and the other holding another of its words that the first lacks, name two
 * things; however many other words they share, compare.ts takes their words as different (what
 * they share is what two issues share): the place decides, and with a judge the pair is the
 * judge's. No list of names is involved: which words contrast, and where, is what the runs wrote.
 *
 * A slot may also be filled by a few words (`filled`): two reports of one run and file whose
 * words differ in one to FILLER_WORDS each, around at least SHARED_PER_FILLER_WORD times as many
 * they share (`GetMember returns the member's whakapapa to any caller` / `… the member's bank
 * account number …`), name two things by those words. Two reports of other runs, each holding
 * words of one of the fillers and none of the other's, are told apart as above. One word apart is
 * what a slot of one word needs; a name of several words (`bank account number`) is not.
 *
 * A contrast is kept to the block it was seen in (one agent's reports of one file name): a slot
 * of one file's texts says nothing of another's words. Learning them sets each report's
 * `slotted`. A contrast counts for a pair only if a run other than the pair's own showed it, so the
 * within-run pairs the chance agreement is learned from (learn-from-runs.ts) are weighed as a
 * pair of two other runs would be, not by the contrast they taught themselves.
 */
export class Contrasts {
  /** Per block, for each word, the slots it was seen in. */
  private readonly slotsByBlock = new Map<string, Map<number, Slot[]>>();
  private readonly runOf = new Map<Features, number>();
  /** Each distinct text's words (`wordsOf`), by its number: runs repeat their texts. */
  private readonly wordsById = new Map<number, Int32Array>();
  /** Per block, for each word, the filled slots it fills (`learnFilled`). */
  private readonly filledByBlock = new Map<string, Map<number, FilledSlot[]>>();

  /** `runs`: each run's reports (by input position), a run's repeats of a report left out. */
  constructor(runs: readonly (readonly Features[])[]) {
    const blocks = new Map<string, Features[][]>();
    runs.forEach((reports, run) => {
      for (const f of reports) {
        this.runOf.set(f, run);
        let byRun = blocks.get(f.block);
        if (!byRun) blocks.set(f.block, (byRun = []));
        (byRun[run] ??= []).push(f);
      }
    });
    for (const [block, byRun] of blocks) {
      const slots = new Map<string, Slot>();
      const index = new Map<number, Slot[]>();
      byRun.forEach((reports, run) => {
        if (reports.length < 2) return;
        for (const text of [titleOf, descriptionOf]) addSlots(reports.map(text), run, slots, index);
        // Titles with each name written as code one word, where some title writes one.
        if (reports.some((f) => f.titleNamed !== f.title)) addSlots(reports.map(namedOf), run, slots, index);
      });
      this.learnFilled(block, byRun);
      if (index.size === 0) continue;
      this.slotsByBlock.set(block, index);
      for (const reports of byRun) if (reports !== undefined) setSlotted(reports, index);
    }
  }

  /** Whether `a` and `b` each hold a word of one slot that the other lacks (see the class). */
  separates(a: Features, b: Features): boolean {
    return this.separatesByWord(a, b) || this.separatesByFiller(a, b);
  }

  private separatesByWord(a: Features, b: Features): boolean {
    // Only reports of one file: slots are learned per file (a report naming none has none).
    if (a.slotted.length === 0 || b.slotted.length === 0 || a.block !== b.block) return false;
    const index = this.slotsByBlock.get(a.block)!;
    let runA: number | undefined;
    let runB: number | undefined;
    for (const word of a.slotted) {
      if (holds(b.slotted, word)) continue;
      for (const slot of index.get(word)!) {
        let other = false;
        for (const w of b.slotted)
          if (w !== word && slot.words.has(w) && !holds(a.slotted, w)) {
            other = true;
            break;
          }
        if (!other) continue;
        runA ??= this.runOf.get(a);
        runB ??= this.runOf.get(b);
        if (slot.runs.some((r) => r !== runA && r !== runB)) return true;
      }
    }
    return false;
  }

  /** A report's title and description words, sorted, without repeats; one array for each distinct text. */
  private wordsOf(f: Features): Int32Array {
    let words = this.wordsById.get(f.wordsId);
    if (words === undefined) {
      words = sortedUnion(f.title, f.description);
      this.wordsById.set(f.wordsId, words);
    }
    return words;
  }

  private separatesByFiller(a: Features, b: Features): boolean {
    if (a.filled.length === 0 || b.filled.length === 0 || a.block !== b.block) return false;
    return filledApart(a, b, this.filledByBlock.get(a.block)!, this.runOf.get(a), this.runOf.get(b));
  }

  /**
   * The block's filled slots, from each run's pairs of reports whose words differ in a few words
   * each (`fillersOf`), and each report's `filled`: its words that fill one. Words are ranked by
   * how many of the block's reports hold them, for `candidatePairs`.
   */
  private learnFilled(block: string, byRun: readonly (readonly Features[] | undefined)[]): void {
    // Array.from, not map: a run without reports here is a hole in `byRun`.
    const words = Array.from(byRun, (reports) => (reports ?? []).map((f) => this.wordsOf(f)));
    const held = new Map<number, number>();
    for (const run of words)
      for (const text of run) for (const w of text) held.set(w, (held.get(w) ?? 0) + 1);
    const slots = new Map<number, FilledSlot>();
    const index = new Map<number, FilledSlot[]>();
    words.forEach((texts, run) => {
      if (texts.length < 2) return;
      const wholes = texts.map(hashOfWords);
      forEachCandidate(
        texts,
        (w) => held.get(w)!,
        (i, j) => {
          const parts = fillersOf(texts[i]!, texts[j]!);
          if (parts === undefined) return;
          const [shared, onlyA, onlyB] = parts;
          // Keyed by the shared words' hash (the whole text's less its filler's), checked against
          // the slot's own shared words: a hash collision must not join two templates' slots.
          const key = ((wholes[i]! - hashOfWords(onlyA)) >>> 0) * 64 + Math.min(shared.length, 63);
          let slot = slots.get(key);
          if (slot === undefined) {
            slot = { shared, fillers: [], byWord: new Map(), keys: new Map(), runs: [] };
            slots.set(key, slot);
          } else if (!sameWords(slot.shared, shared)) return;
          if (slot.runs.length < 3 && !slot.runs.includes(run)) slot.runs.push(run);
          addFiller(slot, onlyA, index);
          addFiller(slot, onlyB, index);
        },
      );
    });
    if (index.size === 0) return;
    this.filledByBlock.set(block, index);
    // Less the words two reports of one run hold there, in any run: a word of two issues names
    // neither. That is what a run writes of the file or of itself (`(pass 2)`, another report's
    // number elsewhere, which parted one issue's reports of two runs), and a template's wording
    // two issues' reports of a run share: a slot of two reports titled from two templates
    // (`Unvalidated input in … SearchItems` / `Dynamic query built by concatenation in …
    // ListInvoices`) had filled its slot with those words too, and parted one issue's reports
    // worded the two ways (the fifteenth family, 10 runs, heavy, seed 3).
    const twice = new Set<number>();
    for (const texts of words) {
      const once = new Set<number>();
      for (const text of texts)
        for (const w of text) {
          if (!index.has(w)) continue;
          if (once.has(w)) twice.add(w);
          else once.add(w);
        }
    }
    words.forEach((texts, run) => {
      texts.forEach((text, k) => {
        const filled = text.filter((w) => index.has(w) && !twice.has(w));
        if (filled.length > 0) byRun[run]![k]!.filled = filled;
      });
    });
  }
}

/**
 * `a` and `b` each hold words of one filler of a filled slot (`learnFilled`) and none of
 * another's that the other holds, shown by a run other than theirs.
 */
function filledApart(
  a: Features,
  b: Features,
  index: ReadonlyMap<number, FilledSlot[]>,
  runA: number | undefined,
  runB: number | undefined,
): boolean {
  for (const word of a.filled) {
    if (holds(b.filled, word)) continue;
    for (const slot of index.get(word)!) {
      if (!slot.runs.some((r) => r !== runA && r !== runB)) continue;
      for (const own of slot.byWord.get(word)!) {
        if (heldIn(slot.fillers[own]!, b.filled)) continue;
        for (const other of b.filled) {
          if (holds(a.filled, other)) continue;
          for (const k of slot.byWord.get(other) ?? [])
            if (k !== own && !heldIn(slot.fillers[k]!, a.filled)) return true;
        }
      }
    }
  }
  return false;
}

/** Some word of `words` is in `sorted`. */
function heldIn(words: Int32Array, sorted: Int32Array): boolean {
  for (const w of words) if (holds(sorted, w)) return true;
  return false;
}

/**
 * Sets each report's `slotted`: its words in a slot of its file, less the words in every one of
 * its run's reports there (of two or more). Those are what the run writes of the file or of
 * itself (`(pass 2)`), which tell none of its issues from another; such a word that is also an
 * issue's elsewhere (a number) does not contrast a report of that run.
 */
function setSlotted(reports: readonly Features[], index: ReadonlyMap<number, Slot[]>): void {
  const slotted = reports.map((f) => {
    const words = new Set<number>();
    for (const w of f.title) if (index.has(w)) words.add(w);
    for (const w of f.titleNamed) if (index.has(w)) words.add(w);
    for (const w of f.description) if (index.has(w)) words.add(w);
    return words;
  });
  const counts = new Map<number, number>();
  for (const words of slotted) for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  reports.forEach((f, i) => {
    const words = [...slotted[i]!].filter((w) => reports.length < 2 || counts.get(w)! < reports.length);
    if (words.length > 0) f.slotted = Int32Array.from(words).sort();
  });
}

/** Words seen in one place among the same other words of a text (by its residual). */
interface Slot {
  words: Set<number>;
  /** Runs that showed it, up to three: enough to tell whether one other than a pair's two did. */
  runs: number[];
}

/** The words of two sorted texts, sorted, each once. */
function sortedUnion(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let n = 0;
  let x = 0;
  let y = 0;
  while (x < a.length || y < b.length) {
    const w = y >= b.length || (x < a.length && a[x]! <= b[y]!) ? a[x++]! : b[y++]!;
    if (n === 0 || out[n - 1] !== w) out[n++] = w;
  }
  return out.subarray(0, n);
}

/** The `count` words of `text` first by `rank`, then by number (a selection, not a sort of the whole text). */
function rarestWords(text: Int32Array, rank: (word: number) => number, count: number): number[] {
  const words: number[] = [];
  const ranks: number[] = [];
  for (const w of text) {
    const r = rank(w);
    let at = words.length;
    while (at > 0 && (ranks[at - 1]! > r || (ranks[at - 1] === r && words[at - 1]! > w))) at--;
    if (at >= count) continue;
    words.splice(at, 0, w);
    ranks.splice(at, 0, r);
    if (words.length > count) {
      words.pop();
      ranks.pop();
    }
  }
  return words;
}

/** Adds `filler` to `slot` once, and the slot to `index` under each of its words. */
function addFiller(slot: FilledSlot, filler: readonly number[], index: Map<number, FilledSlot[]>): void {
  // Keyed by its words' hash, checked against the fillers of that hash, as the slots are.
  const key = hashOfWords(filler) * 8 + filler.length;
  const same = slot.keys.get(key);
  if (same?.some((k) => sameWords(slot.fillers[k]!, filler))) return;
  const k = slot.fillers.push(Int32Array.from(filler)) - 1;
  if (same) same.push(k);
  else slot.keys.set(key, [k]);
  for (const w of filler) {
    const fillers = slot.byWord.get(w);
    if (fillers !== undefined) {
      fillers.push(k);
      continue;
    }
    slot.byWord.set(w, [k]);
    const list = index.get(w);
    if (!list) index.set(w, [slot]);
    else list.push(slot);
  }
}

/** The sum of the words' hashes (`hashOf`), as `addSlots` keys a text: independent of their order. */
function hashOfWords(words: ArrayLike<number>): number {
  let hash = 0;
  for (let k = 0; k < words.length; k++) hash = (hash + hashOf(words[k]!)) >>> 0;
  return hash;
}

/** The same words in the same order. */
function sameWords(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/** A slot filled by a few words: the fillers seen around one set of shared words, and the runs that showed it. */
interface FilledSlot {
  /** The words around the fillers. */
  shared: readonly number[];
  fillers: Int32Array[];
  /** The fillers holding each word, by their index. */
  byWord: Map<number, number[]>;
  /** The fillers of each hash of their words and length (`addFiller`), to add each once. */
  keys: Map<number, number[]>;
  runs: number[];
}

/** The most words a filler holds: a name of a few words (`bank account number`), not a sentence. */
const FILLER_WORDS = 4;
/** The least words two texts share, for each word of their larger filler: the template around the names. */
const SHARED_PER_FILLER_WORD = 3;

/**
 * The words two sorted texts share and those each alone holds, where each alone holds one to
 * FILLER_WORDS and they share SHARED_PER_FILLER_WORD times the larger; else undefined.
 */
export function fillersOf(
  a: Int32Array,
  b: Int32Array,
): [shared: number[], onlyA: number[], onlyB: number[]] | undefined {
  const shared: number[] = [];
  const onlyA: number[] = [];
  const onlyB: number[] = [];
  let x = 0;
  let y = 0;
  while (x < a.length || y < b.length) {
    if (y >= b.length || (x < a.length && a[x]! < b[y]!)) onlyA.push(a[x++]!);
    else if (x >= a.length || b[y]! < a[x]!) onlyB.push(b[y++]!);
    else {
      shared.push(a[x]!);
      x++;
      y++;
    }
    if (onlyA.length > FILLER_WORDS || onlyB.length > FILLER_WORDS) return undefined;
  }
  if (onlyA.length === 0 || onlyB.length === 0) return undefined;
  if (shared.length < SHARED_PER_FILLER_WORD * Math.max(onlyA.length, onlyB.length)) return undefined;
  return [shared, onlyA, onlyB];
}

/**
 * The pairs of `texts` (indices i < j) that could differ in FILLER_WORDS words each at most. By
 * prefix filtering: a text that holds none of the other's among its FILLER_WORDS + 1 rarest
 * words holds that many of its own, so two such texts share one of those words. `rank` orders
 * words rarest first; only texts sharing one of their rarest words are paired, and each with at
 * most PARTNERS_PER_WORD earlier ones a word, which keeps a file of hundreds of reports a run
 * from costing the square of their number.
 */
export function candidatePairs(
  texts: readonly Int32Array[],
  rank: (word: number) => number,
): [number, number][] {
  const pairs: [number, number][] = [];
  forEachCandidate(texts, rank, (i, j) => pairs.push([i, j]));
  return pairs;
}

/**
 * The most earlier texts holding one of a text's rarest words that it is paired with: the
 * latest ones. A word among the rarest of more texts than this in one run and file is a
 * template's word (a scanner's hundreds of reports of one file, each naming its own item), and
 * the slot every two of them fill is found from a few pairs as from all; paired with all, 500
 * such reports a run took 1.2 s to learn from, where the rest of the grouping's learning took
 * 0.1 s. No test of the matching benchmark holds so many reports of one file a run.
 */
const PARTNERS_PER_WORD = 16;

/** Calls `visit(i, j)` once for each pair `candidatePairs` returns, in its order. */
function forEachCandidate(
  texts: readonly Int32Array[],
  rank: (word: number) => number,
  visit: (i: number, j: number) => void,
): void {
  const byWord = new Map<number, number[]>();
  // A run repeats a text (the same array, `wordsOf`): its rarest words are found once.
  const rarestOf = new Map<Int32Array, number[]>();
  // The last text each text was paired with: pairs are found from their later text, so this
  // keeps each once without a set of every pair.
  const pairedWith = new Int32Array(texts.length).fill(-1);
  texts.forEach((text, j) => {
    let rarest = rarestOf.get(text);
    if (rarest === undefined) {
      rarest = rarestWords(text, rank, FILLER_WORDS + 1);
      rarestOf.set(text, rarest);
    }
    for (const w of rarest) {
      const list = byWord.get(w);
      if (list === undefined) {
        byWord.set(w, [j]);
        continue;
      }
      for (let k = Math.max(0, list.length - PARTNERS_PER_WORD); k < list.length; k++) {
        const i = list[k]!;
        if (pairedWith[i] === j) continue;
        pairedWith[i] = j;
        visit(i, j);
      }
      list.push(j);
    }
  });
}

const titleOf = (f: Features) => f.title;
const descriptionOf = (f: Features) => f.description;
const namedOf = (f: Features) => f.titleNamed;

/**
 * Adds the slots of these texts (one run, one file): the words that, each put among the same
 * other words (the residual), make two or more of the texts. Found by hashing each text less one
 * word, so the work is linear in the words, however many texts share a slot; a slot is known by
 * its residual, so the runs that show it add to one slot.
 */
function addSlots(
  texts: readonly Int32Array[],
  run: number,
  slots: Map<string, Slot>,
  index: Map<number, Slot[]>,
): void {
  const buckets = new Map<number, { text: Int32Array; word: number }[]>();
  for (const text of texts) {
    // A slot needs words around it: a one-word text is a name, not a sentence about one.
    if (text.length < 2) continue;
    let whole = 0;
    for (const w of text) whole = (whole + hashOf(w)) >>> 0;
    for (const w of text) {
      const key = ((whole - hashOf(w)) >>> 0) * 64 + Math.min(text.length, 63);
      const bucket = buckets.get(key);
      if (bucket) bucket.push({ text, word: w });
      else buckets.set(key, [{ text, word: w }]);
    }
  }
  for (const bucket of buckets.values()) {
    if (bucket.length < 2) continue;
    // Checked against the first: a hash collision must not make a slot of unrelated texts.
    const first = bucket[0]!;
    const words = new Set<number>([first.word]);
    for (let i = 1; i < bucket.length; i++) {
      const { text, word } = bucket[i]!;
      if (sameLess(text, word, first.text, first.word)) words.add(word);
    }
    if (words.size < 2) continue;
    const residual = first.text.filter((w) => w !== first.word).join(",");
    let slot = slots.get(residual);
    if (!slot) slots.set(residual, (slot = { words: new Set(), runs: [] }));
    if (slot.runs.length < 3 && !slot.runs.includes(run)) slot.runs.push(run);
    for (const w of words) {
      if (slot.words.has(w)) continue;
      slot.words.add(w);
      const list = index.get(w);
      if (list) list.push(slot);
      else index.set(w, [slot]);
    }
  }
}

/** Whether `a` less `x` and `b` less `y` are the same words (both sorted, of one length). */
function sameLess(a: Int32Array, x: number, b: Int32Array, y: number): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (a[i] === x) i++;
    else if (b[j] === y) j++;
    else if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else return false;
  }
  return true;
}

/** A word id's 32-bit hash (a multiplicative mix): sums of them key a text less one word. */
function hashOf(word: number): number {
  let h = Math.imul(word ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
