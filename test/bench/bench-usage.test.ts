import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A bench script as npm runs it, with `env` added; its exit code and what it wrote to stderr. */
function bench(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe("the benchmark scripts' bad usage exits 2 with one line", () => {
  it("MATCHING_FIRST_SEED that is not a whole number of 1 or more", () => {
    const run = bench("bench/index.ts", ["matching"], { MATCHING_FIRST_SEED: "x" });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe("bench: MATCHING_FIRST_SEED is 'x'; expected a whole number of 1 or more");
  });

  it("--write with MATCHING_FIRST_SEED: the tables are written from seeds 1 to 10 only", () => {
    const run = bench("bench/index.ts", ["matching", "--write"], { MATCHING_FIRST_SEED: "11" });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      "bench: --write with MATCHING_FIRST_SEED set; the grouping tables are written from seeds 1 to 10",
    );
  });

  it("npm run choose without a command, or with a record it cannot read", () => {
    const none = bench("bench/grouping-choice.ts", []);
    expect(none.status).toBe(2);
    expect(none.stderr).toBe("choose: no command; expected: record FILE, or compare BEFORE AFTER");
    const missing = bench("bench/grouping-choice.ts", [
      "compare",
      "/nonexistent/a.jsonl",
      "/nonexistent/b.jsonl",
    ]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe("choose: cannot read '/nonexistent/a.jsonl': ENOENT");
  });
});
