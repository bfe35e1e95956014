import { describe, expect, it } from "vitest";
import { seeded, shuffle } from "../../src/util/random.js";

describe("shuffle", () => {
  it("keeps every item, and one seed gives one order", () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const a = shuffle(seeded("s", 1), [...items]);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(shuffle(seeded("s", 1), [...items])).toEqual(a);
    expect(a).not.toEqual(items);
  });

  it("gives every order of three items about equally often", () => {
    const random = seeded("uniform");
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const key = shuffle(random, ["a", "b", "c"]).join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(120);
  });
});
