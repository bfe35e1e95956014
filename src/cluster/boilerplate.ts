import type { Features } from "./features.js";

/**
 * Texts an agent writes word for word in two or more files: boilerplate, not the words of one
 * issue. Reports in two files are two issues, so such a title and description is known to be
 * shared by different issues, and two reports that both repeat it agree by habit. A model
 * that pastes `Result could be cached` wherever it looks would otherwise have every such
 * remark in a file read as one issue reported in many runs (its words at full weight outvote
 * lines hundreds apart), and the score would count a steady finding that no run repeated.
 * Keyed by agent and text number (`Features.textId`). Files count by name, as blocks do
 * (`api/x.ts` and `web/x.ts` are compared as one file, so they are not two here either);
 * reports without a file are left out.
 */
export function boilerplateTexts(features: readonly Features[]): Set<string> {
  const files = new Map<string, Set<string>>();
  for (const f of features) {
    if (f.file === "") continue;
    const key = boilerplateKey(f);
    let seen = files.get(key);
    if (!seen) {
      seen = new Set();
      files.set(key, seen);
    }
    seen.add(f.fileBase);
  }
  const boilerplate = new Set<string>();
  for (const [key, seen] of files) if (seen.size >= 2) boilerplate.add(key);
  return boilerplate;
}

/** The key of a report's text in `boilerplateTexts`. */
export function boilerplateKey(f: Features): string {
  return `${f.agent}\u0000${f.textId}`;
}
