import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.js";
import { FIELD_NAMES, parseFindingsDocument } from "../../src/findings/schema.js";
import { renderMeasureReport } from "../../src/render/markdown.js";
import { renderSarif } from "../../src/render/sarif.js";
import { renderSummary } from "../../src/render/text.js";
import { measureRuns } from "../../src/score/measure.js";

/*
 * Run files as tools and models write them, and worse: the fields every reader looks for, each
 * as a plausible value, an odd one or something else entirely, with a few fields of the other
 * shapes mixed in. Whatever a document holds, it is read or refused with one line naming it;
 * what is read is measured and rendered, and no model text reaches the Markdown as HTML.
 */
// Every field a reader reads, and the names of a run file's own fields.
const FIELDS = [...FIELD_NAMES, "findings", "run", "model", "start"];
const anything: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie("value"), { maxKeys: 4 }),
  ),
})).value;
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "SQL injection in `db.query()`",
    "<script>alert(1)</script> | a pipe",
    '<img src=x onerror="alert(1)">',
    "**bold** [a link](javascript:alert(1))",
    "one\nline\r\nafter another",
    "\u0000\u202e reversed",
    "x".repeat(5000),
  ),
);
const finding = fc
  .tuple(
    fc.record(
      {
        title: text.filter((t) => t.trim() !== ""),
        description: text,
        severity: fc.constantFrom(
          "HIGH",
          "low",
          "Medium",
          "best practices",
          "**High**",
          "[CRITICAL]",
          "High (CVSS 7.5)",
        ),
        category: fc.oneof(
          text,
          fc.constantFrom("CWE-89", "SQLi / XSS", "A03:2021-Injection", "__proto__", "constructor"),
        ),
        file: fc.oneof(
          text,
          fc.constantFrom(
            "src/a.ts",
            "./src/a.ts",
            "C:\\src\\a.ts",
            "b/src/a.ts:42",
            "`src/a.ts`",
            "",
            "/",
            "..",
          ),
        ),
        symbol: fc.oneof(
          text,
          fc.constantFrom(
            "A.b()",
            "<module>",
            "Api::V1::X#y",
            "POST /login",
            "async function f(a, b)",
            "::",
            "()",
          ),
        ),
        line: fc.oneof(
          fc.integer({ min: -5, max: 100_000 }),
          fc.constantFrom("42", "L42-L47", "line 42", "~42", [42, 50], "", null, 0, 2 ** 53, { start: 3 }),
        ),
        agent: fc.oneof(text, fc.constantFrom("security", "", " Security ")),
      },
      { requiredKeys: ["title", "description", "severity"] },
    ),
    fc.dictionary(fc.constantFrom(...FIELDS), anything, { maxKeys: 2 }),
    fc.boolean(),
  )
  .map(([plain, odd, addOdd]) => (addOdd ? { ...plain, ...odd } : plain));
const document = fc.oneof(
  { arbitrary: fc.array(finding, { maxLength: 6 }), weight: 4 },
  {
    arbitrary: fc.record({
      run: fc.integer({ min: 1, max: 3 }),
      findings: fc.array(finding, { maxLength: 6 }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ findings: anything }), weight: 1 },
  { arbitrary: anything, weight: 1 },
);

/** The Markdown less the few tags the report writes itself. */
const html = (markdown: string) =>
  /<[a-z!/]/i.test(markdown.replace(/<\/?(?:details|summary|sub|br|b|code|kbd)>/g, ""));

describe("any document given as a run file", () => {
  it("is read, or refused with one line that names it; what is read is measured and rendered", () => {
    let read = 0;
    fc.assert(
      fc.property(document, document, (a, b) => {
        let runs;
        try {
          runs = [
            { run: 1, findings: parseFindingsDocument("a.json", a).findings },
            { run: 2, findings: parseFindingsDocument("b.json", b).findings },
          ];
        } catch (e) {
          expect(e).toBeInstanceOf(InputError);
          expect((e as Error).message).toMatch(/^[ab]\.json: [^\n]+$/);
          return;
        }
        read++;
        const result = measureRuns(runs, { testId: "t", testedAt: "2026-01-01T00:00:00Z" });
        expect(html(renderMeasureReport(result))).toBe(false);
        expect(renderSummary(result).length).toBeGreaterThan(0);
        expect(renderSarif(result, "0.0.0")).toBeTruthy();
        expect(() => JSON.stringify(result)).not.toThrow();
      }),
      { numRuns: 300, seed: 12 },
    );
    // The documents are mostly readable, so the measuring and rendering are what is exercised.
    expect(read).toBeGreaterThan(60);
  });
});
