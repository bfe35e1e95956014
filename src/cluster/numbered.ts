import type { Features } from "./features.js";
import { isStopword } from "./text.js";

/**
 * The numbers a text writes after its words: `port 5432`, `guest: 5432`, `register 40085`,
 * `altitude 13 m`. Each word (lower case) with the numbers written after it, and for each number
 * the short word after it, its unit if it has one (`m`, `ft`, `MB`; "" if none).
 *
 * Two issues of one template are often told apart by a number alone: two ports a Vagrantfile
 * forwards (`config.vm.network "forwarded_port", guest: 5432, host: 5432` and the same with
 * 8080), two registers, two pins, two ASNs. Their reports share nearly every word, their place
 * and their lines; the number is what each names. Read as words, `5432` and `8080` were two rare
 * words among forty shared ones, and the twins' reports of two runs read as one text (the
 * seventy-second family: 28 of its 40 tests at 10 runs mixed its two ports).
 *
 * A time, a decimal, a date or a thousands group is no such number (`14:05`, `43.5547`,
 * `2026-03-14`, `5,000`): the number must not run on into another by `.`, `,`, `:`, `/` or `-`.
 * A word of fewer than three letters or a stopword is no name a number is given to (`at 14`,
 * `on 3`, Croatian `na 43`).
 *
 * Not `Features.placeNames`, which reads a name and its number as one place (`reel.3`) where a
 * report of the file gives it as its place, joined forms included (`p8`, `reel_3`): these are
 * compared word by word, wherever the texts write them, and only their numbers count.
 */
export interface NumberWritten {
  number: string;
  /** The word right after the number, if it has at most three letters (`m`, `ft`, `kV`), else "". */
  unit: string;
}

const NUMBER_AFTER_WORD =
  /(?<![\p{L}\p{N}_])(\p{L}[\p{L}\p{N}_]*)["'`]?(?:\s*[:=]\s*|\s+)(\d+)(?![\p{L}\p{N}_]|[.,:/-]\d)(?:[ \t]+(\p{L}+))?/gu;

/** The longest word read as a number's unit: `m`, `ft`, `kV`, `MB`; a longer one is prose. */
const UNIT_LETTERS = 3;

/** A text's numbers by the word each is written after (see `NumberWritten`). */
export function numbersAfterWords(text: string): Map<string, NumberWritten[]> {
  const out = new Map<string, NumberWritten[]>();
  if (!/\d/.test(text)) return out;
  for (const [, word, number, after] of text.matchAll(NUMBER_AFTER_WORD)) {
    const key = word!.toLowerCase();
    if (key.length < 3 || isStopword(key)) continue;
    const unit = after !== undefined && after.length <= UNIT_LETTERS ? after.toLowerCase() : "";
    let list = out.get(key);
    if (list === undefined) out.set(key, (list = []));
    if (!list.some((n) => n.number === number && n.unit === unit)) list.push({ number: number!, unit });
  }
  return out;
}

/**
 * Two texts give most of the words both write numbers after different numbers in the same unit
 * (`guest: 5432` / `guest: 8080`): each names its own thing, however alike their other words. A
 * word given one number in both counts against. A word given different numbers in different
 * units counts neither way: `altitude 13 m` and `altitude 43 ft` are one height, as two runs write
 * it in metres and in feet.
 *
 * More words apart than alike, not one apart: one issue's reports may number one thing two ways
 * (`waypoint 7` in the planner, `item 6` of the mission; Modbus `register 40085` and `holding
 * register 84`), and the other numbers they share outvote it. Of all the families' cross-run pairs
 * of one file whose words agree or name apart (10 runs, seeds 1 to 3, both variations), 7 of
 * 86,883 of one issue read so and 278 of 6,097 of two; five of the seven are a setting's value
 * beside the value its fix proposes (`integer(kind=2)` / `integer(kind=4)`).
 */
export function numbersApart(
  a: ReadonlyMap<string, readonly NumberWritten[]>,
  b: ReadonlyMap<string, readonly NumberWritten[]>,
): boolean {
  if (a.size === 0 || b.size === 0) return false;
  let apart = 0;
  let alike = 0;
  for (const [word, numbers] of a) {
    const others = b.get(word);
    if (others === undefined) continue;
    if (numbers.some((n) => others.some((o) => o.number === n.number))) alike++;
    else if (numbers.some((n) => others.some((o) => o.unit === n.unit))) apart++;
  }
  return apart > alike;
}

/**
 * Each report's numbers (`numbered`) less the words after which some run writes one number in
 * reports of two files or more: what a run numbers alike across the codebase is its own labelling
 * or something many issues involve (`Seen in pass 3, item 12`, a run's pass, and its reports'
 * numbering, which starts again for each agent; an aircraft, `Canadair 855`, that issues in
 * several files name), not what tells two issues of one file apart. Read as such, a pass number
 * and an item number parted one issue's reports of two runs wherever their texts were otherwise
 * one (the cluster benchmark's row with every text distinct: 416 groups of 411 issues, recall
 * 0.991). A word alone in two files is not enough: Postfix's `main.cf` and `master.cf` name their
 * ports and services apart, and leaving out every word a run numbers in two files lost the
 * thirty-fifth family most of what these numbers gained it. A report keeps its map where it has
 * no such word; one that has gets a map of its own, since reports of one text share theirs.
 */
export function leaveOutRunWideNumbers(
  runs: readonly (readonly Pick<Features, "fileBase" | "numbered">[])[],
): void {
  const runWide = new Set<string>();
  for (const reports of runs) {
    const fileOf = new Map<string, string>();
    for (const f of reports)
      for (const [word, numbers] of f.numbered)
        for (const { number } of numbers) {
          const key = `${word} ${number}`;
          const file = fileOf.get(key);
          if (file === undefined) fileOf.set(key, f.fileBase);
          else if (file !== f.fileBase) runWide.add(word);
        }
  }
  if (runWide.size === 0) return;
  for (const reports of runs)
    for (const f of reports) {
      if (![...f.numbered.keys()].some((word) => runWide.has(word))) continue;
      f.numbered = new Map([...f.numbered].filter(([word]) => !runWide.has(word)));
    }
}
