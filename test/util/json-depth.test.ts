import { describe, expect, it } from "vitest";
import { interpret } from "../../src/llm/structured.js";
import { MAX_JSON_DEPTH, nestedDeeperThan } from "../../src/util/json-depth.js";

/** Lists and objects nested in turn, `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level++) value = level % 2 === 0 ? [value] : { inner: value };
  return value;
}

describe("how deep a JSON value is nested", () => {
  it("counts lists and objects alike, a value that holds none as no level", () => {
    expect(nestedDeeperThan("text", 0)).toBe(false);
    expect(nestedDeeperThan(null, 0)).toBe(false);
    expect(nestedDeeperThan({}, 0)).toBe(true);
    expect(nestedDeeperThan({ findings: [{ title: "t", line: 3 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ findings: [{ title: "t", extra: {} }] }, 3)).toBe(true);
  });

  it("allows the limit and no more, walked without recursion however deep", () => {
    expect(nestedDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestedDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestedDeeperThan(nested(500_000))).toBe(true);
    // Wide is not deep.
    expect(nestedDeeperThan(Array.from({ length: 100_000 }, () => ({ a: [1] })))).toBe(false);
  });

  it("makes a model's answer nested too deep a failed sample, not a crash", () => {
    const usage = { requests: 1, promptTokens: 0, cachedTokens: 0, completionTokens: 0, totalTokens: 0 };
    const answer = interpret(
      { content: `${"[".repeat(200_000)}${"]".repeat(200_000)}`, refusal: null, finishReason: "stop", usage },
      (value) => String(value),
    );
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.failure.message).toBe(`nested more than ${MAX_JSON_DEPTH} levels deep`);
  });
});
