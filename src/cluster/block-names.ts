import type { Comparer } from "./compare.js";
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
 * So too a name and its number (`Reel 3's picture`, `Sid:9000101 inspects`) and a name qualified
 * with one colon (`fig:pipeline`, `alerts:update`) where a report of the file gives it as its place
 * (`reel 3`, `sid:9000101`, `fig:pipeline`): two reels', rules' or figures' reports, worded alike
 * but for the number or the label, were the same words.
 *
 * The places are those the comparer has read (`Comparer.prepare`), so the file's places are
 * gathered once. Sets each such report's `mentions` (owner "" where the text writes the name alone, else what it
 * is qualified by: `sid`, `fig`) and `mentionWords` anew, leaving the maps its text shares with
 * other reports as they were.
 */
export function readBlockNames(reports: readonly Features[], interner: Interner, comparer: Comparer): void {
  for (const f of reports) {
    if (f.hyphenated.length === 0 && f.placeNames.length === 0) continue;
    const named = new Map<string, string>();
    for (const name of f.hyphenated)
      if (comparer.isPlaceName(f.block, name) && !f.mentions.has(name)) named.set(name, "");
    for (const symbol of f.placeNames) {
      // Each is an owner and a name (`sid.9000101`), as a symbol of two parts is written.
      const dot = symbol.lastIndexOf(".");
      const owner = symbol.slice(0, dot);
      const method = symbol.slice(dot + 1);
      if (!comparer.namesMember(f.block, owner, method)) continue;
      if (!(f.mentions.get(method)?.has(owner) ?? false)) named.set(method, owner);
    }
    if (named.size === 0) continue;
    const mentions = new Map(f.mentions);
    const mentionWords = new Map(f.mentionWords);
    for (const [name, owner] of named) {
      mentions.set(name, new Set([...(mentions.get(name) ?? []), owner]));
      mentionWords.set(
        name,
        interner.cached("name words", name, () => interner.set(words(name, 40))),
      );
    }
    f.mentions = mentions;
    f.mentionWords = mentionWords;
  }
}
