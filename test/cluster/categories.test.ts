import { describe, expect, it } from "vitest";
import { canonicalCategory, categoryCompatibility } from "../../src/cluster/categories.js";

const compatibility = (a: string, b: string) =>
  categoryCompatibility(canonicalCategory(a), canonicalCategory(b));

describe("a combination of kinds, as scanners write them", () => {
  it.each([
    // A re-run names one of the kinds the combination joined.
    ["arithmetic underflow / denial of service", "arithmetic underflow"],
    ["arithmetic underflow / denial of service", "denial of service"],
    ["input validation / denial of service", "denial of service"],
    ["access control, denial of service", "access control"],
    ["integer conversion/overflow (type confusion)", "integer overflow"],
    // Two combinations that share a kind.
    ["access control / logic error", "logic error; reentrancy"],
  ])("%s is related to %s", (a, b) => {
    expect(compatibility(a, b)).toBeGreaterThan(0);
    expect(compatibility(b, a)).toBe(compatibility(a, b));
  });

  it("is not related to a kind it does not name", () => {
    expect(compatibility("access control / logic error", "denial of service")).toBe(0);
    expect(compatibility("reentrancy / access control", "integer overflow")).toBe(0);
  });

  it("a slash inside a name does not split it", () => {
    expect(canonicalCategory("HTTP/2 request smuggling").parts).toBeUndefined();
    expect(canonicalCategory("Blocking I/O").parts).toBeUndefined();
  });
});
