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
export declare function boilerplateTexts(features: readonly Features[]): Set<string>;
/** The key of a report's text in `boilerplateTexts`. */
export declare function boilerplateKey(f: Features): string;
