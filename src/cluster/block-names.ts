import type { Features } from "./features.js";
import { type Interner, words } from "./text.js";

/**
 * Words joined by hyphens that a report of the file gives as its place, read as names where a
 * report's prose writes them. Lisp, Make, YAML and CSS name things in kebab case (`box-weight`,
 * `clean-labels`), and prose joins words so too (`read-only`, `mid-session`): what tells one from
 * the other is what the runs themselves give as places. A report at `math.floor` whose title
 * says `box-weight floors each box's reading` names the function `box-weight`, as one writing
 * `boxWeight` would; read as prose, it and a report naming `tub-weight` in the same words were
 * one text (the sixty-eighth family's twin Fennel functions).
 *
 * Sets each such report's `mentions` (owner "": the text writes the name alone) and
 * `mentionWords` anew, leaving the maps its text shares with other reports as they were.
 */
export function readBlockNames(reports: readonly Features[], interner: Interner): void {
  const places = new Map<string, Set<string>>();
  for (const f of reports) {
    if (f.method === "") continue;
    let methods = places.get(f.block);
    if (!methods) places.set(f.block, (methods = new Set()));
    methods.add(f.method);
  }
  for (const f of reports) {
    if (f.hyphenated.length === 0) continue;
    const methods = places.get(f.block);
    if (!methods) continue;
    const named = f.hyphenated.filter((name) => methods.has(name) && !f.mentions.has(name));
    if (named.length === 0) continue;
    const mentions = new Map(f.mentions);
    const mentionWords = new Map(f.mentionWords);
    for (const name of named) {
      mentions.set(name, ONE_UNQUALIFIED);
      mentionWords.set(
        name,
        interner.cached("name words", name, () => interner.set(words(name, 40))),
      );
    }
    f.mentions = mentions;
    f.mentionWords = mentionWords;
  }
}

const ONE_UNQUALIFIED: ReadonlySet<string> = new Set([""]);
