import { describe, expect, it } from "vitest";
import { reviewRuns } from "../../bench/matching/heldout-review.js";
import { baseName, normalizePath, sameFile } from "../../src/cluster/features.js";

/**
 * The tenth grouping family writes run files as a review bot and its pipeline do (null fields,
 * paths with their line, in backticks, as a diff or a Markdown link names them, a line of 0) and
 * reads them with the product's reader. Whatever the form, one issue's reports must name one
 * file, or the grouping never compares them.
 */
describe("a review bot's run files, read", () => {
  for (const variation of ["moderate", "heavy"] as const)
    it(`name one file for each issue's reports, and no line 0 (${variation})`, () => {
      for (let seed = 1; seed <= 6; seed++) {
        const { runs, sources } = reviewRuns({ runs: 10, seed, variation });
        const files = new Map<string, string[]>();
        runs.forEach((run, r) =>
          run.findings.forEach((f, i) => {
            expect(f.line).not.toBe(0);
            const file = normalizePath(f.file);
            const source = sources[r]![i]!;
            files.set(source, [...(files.get(source) ?? []), file]);
          }),
        );
        for (const [source, written] of files) {
          const longest = written.reduce((a, b) => (b.length > a.length ? b : a));
          for (const file of written) {
            expect(baseName(file), source).toBe(baseName(longest));
            // A bare name is its file's tail; every other form is the whole path.
            if (file.includes("/"))
              expect(sameFile(file, longest) || sameFile(longest, file), source).toBe(true);
          }
        }
      }
    });
});
