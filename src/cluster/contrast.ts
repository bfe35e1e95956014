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
      if (index.size === 0) continue;
      this.slotsByBlock.set(block, index);
      for (const reports of byRun) if (reports !== undefined) setSlotted(reports, index);
    }
  }

  /** Whether `a` and `b` each hold a word of one slot that the other lacks (see the class). */
  separates(a: Features, b: Features): boolean {
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
