import { describe, expect, it } from "vitest";
import { planGroups } from "../../src/analysis/pipeline.js";
import { planTasks } from "../../src/analysis/tasks.js";
import { InputError } from "../../src/errors.js";
import { runDeterminismTest, type TestSettings } from "../../src/pipeline/determinism-test.js";
import {
  mergePartials,
  parseShard,
  type PartialResult,
  readPartial,
  runShard,
  shardTasks,
} from "../../src/pipeline/shard.js";
import { exampleSettings, fixedDeps } from "../helpers/example.js";
import { client, simulator } from "../helpers/sim.js";

const settings = (overrides: Partial<TestSettings> = {}) =>
  exampleSettings({
    runs: 6,
    temperature: 0.5,
    // No request seed: the simulator then varies across runs, as a sampling model does.
    // Small groups, so the example's files make several requests per run and agent.
    tokenBudget: 1500,
    includeRaw: true,
    ...overrides,
  });
const deps = fixedDeps;

/** What a shard job leaves behind: JSON on disk, read back through the schema. */
const throughDisk = (p: PartialResult, label: string) => ({
  label,
  partial: readPartial(label, JSON.parse(JSON.stringify(p))),
});

/** The fields that may differ between two runs of the same test. */
function comparable(result: { testId: string; testedAt: string; execution: { durationMs: number } }) {
  const { testId: _id, testedAt: _at, ...rest } = result;
  return { ...rest, execution: { ...rest.execution, durationMs: 0 } };
}

async function shardAll(s: TestSettings, count: number, simOptions = {}) {
  const partials = [];
  // Each shard is its own job: its own client, its own simulator connection.
  for (let index = 1; index <= count; index++) {
    const sim = await simulator({ seed: 4, promptCache: false, ...simOptions });
    partials.push(throughDisk(await runShard(s, { index, count }, deps(client(sim))), `shard-${index}.json`));
  }
  return partials;
}

describe("sharding", () => {
  it("deals the tasks out disjointly, completely and evenly", () => {
    const tasks = planTasks([1, 2, 3, 4, 5], 3, 4);
    for (const count of [1, 2, 3, 7]) {
      const slices = Array.from({ length: count }, (_, i) => shardTasks(tasks, { index: i + 1, count }));
      expect(slices.flat()).toHaveLength(tasks.length);
      expect(new Set(slices.flat())).toEqual(new Set(tasks));
      const sizes = slices.map((s) => s.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  for (const count of [1, 2, 3, 7]) {
    it(`merged from ${count} shard${count > 1 ? "s" : ""} equals the unsharded run, field for field`, async () => {
      const s = await settings();
      expect(planGroups(s).length).toBeGreaterThan(1);
      // No prompt cache: what a provider's cache served depends on which job asked first, not on
      // the merge, so the tokens billed differ between shards and one job (the cost too).
      const unsharded = await runDeterminismTest(
        s,
        deps(client(await simulator({ seed: 4, promptCache: false }))),
      );
      const merged = mergePartials(await shardAll(s, count), {
        thresholds: {},
        includeRaw: true,
        testId: "merged",
        now: new Date("2026-01-01T00:10:00Z"),
      });
      expect(merged.shards).toBe(count);
      expect(comparable(merged.result)).toEqual(comparable(unsharded.result));
      expect(merged.outcomes).toEqual(unsharded.outcomes);
    });
  }

  it("keeps incomplete runs incomplete across shards, exactly as unsharded", async () => {
    const s = await settings();
    const unsharded = await runDeterminismTest(
      s,
      deps(client(await simulator({ seed: 4, failRuns: [3], promptCache: false }))),
    );
    const merged = mergePartials(await shardAll(s, 3, { failRuns: [3] }), {
      includeRaw: true,
      testId: "m",
      now: new Date(),
    });
    expect(merged.result.execution.incompleteRuns.map((r) => r.run)).toEqual([3]);
    expect(comparable(merged.result)).toEqual(comparable(unsharded.result));
  });

  it("refuses a merge with a shard missing, naming the missing shard", async () => {
    const partials = await shardAll(await settings(), 3);
    expect(() => mergePartials([partials[0]!, partials[2]!], { testId: "m", now: new Date() })).toThrow(
      /shard 2\/3 missing/,
    );
  });

  it("refuses the same shard twice", async () => {
    const partials = await shardAll(await settings(), 2);
    expect(() =>
      mergePartials([partials[0]!, partials[1]!, { ...partials[0]!, label: "again.json" }], {
        testId: "m",
        now: new Date(),
      }),
    ).toThrow(/again.json: shard 1\/2 is also shard-1.json/);
  });

  it("refuses shards of a different test (another file content)", async () => {
    const s = await settings();
    const a = await shardAll(s, 2);
    const changed = {
      ...s,
      files: s.files.map((f, i) => (i === 0 ? { ...f, content: `${f.content}\n// edited` } : f)),
    };
    const b = await shardAll(changed, 2);
    expect(() =>
      mergePartials([a[0]!, { ...b[1]!, label: "other.json" }], { testId: "m", now: new Date() }),
    ).toThrow(/other.json: belongs to a different test/);
  });

  it("refuses shards of different counts", async () => {
    const s = await settings();
    const two = await shardAll(s, 2);
    const three = await shardAll(s, 3);
    expect(() =>
      mergePartials([two[0]!, { ...three[1]!, label: "x.json" }], { testId: "m", now: new Date() }),
    ).toThrow(/x.json: shard 2\/3, but shard-1.json is of 2 shards/);
  });

  it("rejects a file that is not a partial result, naming the field", () => {
    expect(() => readPartial("p.json", { kind: "llm-determinism-partial", version: 1 })).toThrow(InputError);
    expect(() => readPartial("p.json", { determinismScore: 80 })).toThrow(
      /^p.json: kind: .*expected a partial result/,
    );
  });

  it("parses k/n and rejects everything else with the expected form", () => {
    expect(parseShard("2/4", "--shard")).toEqual({ index: 2, count: 4 });
    expect(parseShard(" 1 / 1 ", "--shard")).toEqual({ index: 1, count: 1 });
    for (const bad of ["0/4", "5/4", "4", "a/b", "1/0", "1/999", "-1/2", "1.5/2"])
      expect(() => parseShard(bad, "Input 'shard'")).toThrow(/^Input 'shard': got .*expected k\/n/);
  });
});
