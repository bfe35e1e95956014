import { describe, expect, it } from "vitest";
import { readLocation, writeLocation } from "../../src/evaluate/location.js";

describe("the place the evaluator shows the judge", () => {
  it.each([
    ["UserService.GetUser", 42, "UserService.GetUser:42"],
    ["Parser::parse_expr", 7, "Parser::parse_expr:7"],
    ["pkg.Handler.ServeHTTP(w, r)", 12, "pkg.Handler.ServeHTTP(w, r):12"],
    ["withdraw", undefined, "withdraw"],
    ["Vault::deposit", undefined, "Vault::deposit"],
    // A line and no name reads as a line, not as a name left empty (`:12`).
    [undefined, 12, "line 12"],
  ])("%s at line %s is written %s and read back", (symbol, line, written) => {
    expect(writeLocation(symbol, line)).toBe(written);
    expect(readLocation(written)).toEqual({
      ...(symbol !== undefined && { symbol }),
      ...(line !== undefined && { line }),
    });
  });

  it("writes nothing for a finding with neither", () => {
    expect(writeLocation(undefined, undefined)).toBeUndefined();
  });
});
