import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueText } from "../src/errors.js";

/** The message of the first issue of `value` under `schema`, parsed as the readers parse. */
function said(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) throw new Error("expected an issue");
  return issueText(parsed.error.issues[0]!);
}

describe("an input error names the bad value and the expected form", () => {
  const shape = z.object({
    title: z.string(),
    run: z.number().int().positive().optional(),
    temperature: z.number().min(0).max(2).optional(),
    mode: z.enum(["judge", "off"]).optional(),
    tags: z.array(z.string()).optional(),
    file: z.union([z.string(), z.array(z.string())]).optional(),
  });

  it.each([
    [{ title: 42 }, "got '42', expected a string"],
    [{}, "required field is missing, expected a string"],
    [{ title: "t", run: "one" }, "got 'one', expected a number"],
    [{ title: "t", run: 0 }, "got '0', expected a number over 0"],
    [{ title: "t", temperature: 5 }, "got '5', expected a number up to 2"],
    [{ title: "t", temperature: -1 }, "got '-1', expected a number from 0"],
    [{ title: "t", mode: "maybe" }, `got 'maybe', expected one of "judge"|"off"`],
    [{ title: "t", tags: "a,b" }, "got 'a,b', expected a list"],
    [{ title: "t", file: 3 }, "got '3', which is not one of the forms it may take"],
  ])("%j: %s", (value, message) => {
    expect(said(shape, value)).toBe(message);
  });

  it("keeps a message the schema words itself", () => {
    const line = z.string().refine(() => false, { error: "got it, expected a line number such as 42" });
    expect(said(line, "x")).toBe("got it, expected a line number such as 42");
  });

  it("shortens a long value so one bad input cannot flood a log", () => {
    expect(said(z.string(), { text: "x".repeat(500) }).length).toBeLessThan(120);
  });
});
