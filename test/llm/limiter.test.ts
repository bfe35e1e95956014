import { describe, expect, it } from "vitest";
import { Limiter } from "../../src/llm/limiter.js";

describe("the shared concurrency limit", () => {
  it("never runs more than the limit at once, and starts waiting tasks in order", async () => {
    const limiter = new Limiter(3);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        limiter.run(async () => {
          started.push(i);
          running++;
          peak = Math.max(peak, running);
          await new Promise((r) => setTimeout(r, 2 + (i % 3)));
          running--;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(started).toEqual([...Array(12).keys()]);
  });

  it("frees the slot when a task fails", async () => {
    const limiter = new Limiter(1);
    await expect(limiter.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limiter.run(async () => "next")).resolves.toBe("next");
  });
});
