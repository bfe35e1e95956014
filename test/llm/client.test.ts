import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BUILT_IN_AGENTS } from "../../src/analysis/agents.js";
import { AnalysisAnswer, LenientAnswer } from "../../src/analysis/answer.js";
import { analysisMessages } from "../../src/analysis/prompt.js";
import { FakeClock } from "../../src/llm/clock.js";
import { FatalLlmError, RequestFailed, SampleFailure } from "../../src/llm/errors.js";
import { FAULT_KINDS } from "../../src/simulator/faults.js";
import { client, simulator } from "../helpers/sim.js";

const files = [{ path: "src/UserService.cs", content: "class UserService {}\n" }];
const call = (run = 1) => ({
  phase: "analysis" as const,
  agent: "security",
  run,
  messages: analysisMessages({ agent: BUILT_IN_AGENTS.security!, objective: "audit", files, salt: "s" }),
  temperature: 0.3,
  schema: AnalysisAnswer,
  schemaName: "analysis_findings",
  validate: (v: unknown) => LenientAnswer.parse(v),
});

describe("structured output", () => {
  it("asks for json_schema and returns the validated answer with usage and fingerprint", async () => {
    const sim = await simulator();
    const answer = await client(sim).json(call());
    expect(answer.value.findings.length).toBeGreaterThan(0);
    expect(answer.value.findings.every((f) => f.file === "src/UserService.cs")).toBe(true);
    expect(answer.usage.requests).toBe(1);
    expect(answer.usage.promptTokens).toBeGreaterThan(100);
    expect(answer.fingerprint).toBe("fp_sim_a");
    expect(sim.stats().seen[0]).toMatchObject({
      responseFormat: "json_schema",
      phase: "analysis",
      agent: "security",
      run: "1",
    });
  });

  it("falls back to json_object for a server that refuses json_schema, and stays there", async () => {
    const sim = await simulator({ jsonSchema: false });
    const llm = client(sim);
    const first = await llm.json(call(1));
    await llm.json(call(2));
    expect(first.value.findings.length).toBeGreaterThan(0);
    expect(llm.outputMode).toBe("json_object");
    expect(sim.stats().seen.map((s) => `${s.responseFormat}:${s.status}`)).toEqual([
      "json_schema:400",
      "json_object:200",
      "json_object:200",
    ]);
  });

  it("steps down once when parallel requests are refused together (no escalation past json_object)", async () => {
    const sim = await simulator({ jsonSchema: false, acceptSeed: false });
    const llm = client(sim, { concurrency: 8 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => llm.json({ ...call(i + 1), seed: 3 })),
    );
    expect(answers.every((a) => a.value.findings.length > 0)).toBe(true);
    expect(llm.outputMode).toBe("json_object");
    expect(
      sim
        .stats()
        .seen.filter((s) => s.status === 200)
        .every((s) => s.responseFormat === "json_object"),
    ).toBe(true);
  });

  it("drops seed for a server that refuses it", async () => {
    const sim = await simulator({ acceptSeed: false });
    const answer = await client(sim).json({ ...call(), seed: 7 });
    expect(answer.value.findings.length).toBeGreaterThan(0);
    expect(sim.stats().seen.map((s) => s.status)).toEqual([400, 200]);
  });

  it("sends the attribution headers of SPEC section 5", async () => {
    const sim = await simulator();
    await client(sim).json(call(4));
    await client(sim).json({
      phase: "judge",
      messages: [{ role: "user", content: "judge" }],
      temperature: 0,
      schema: z.object({ ok: z.boolean() }),
      schemaName: "j",
    });
    expect(sim.stats().seen[0]).toMatchObject({ phase: "analysis", agent: "security", run: "4" });
    expect(sim.stats().seen[1]).toMatchObject({ phase: "judge" });
  });
});

describe("every fault kind is retried to the same answer", () => {
  // Every kind the simulator can inject, so a new kind is tested the day it is added.
  for (const kind of FAULT_KINDS) {
    it(`${kind}`, async () => {
      const clean = await (async () => client(await simulator()).json(call()))();
      const sim = await simulator({
        faults: { rate: 0.6, kinds: [kind], retryAfterSeconds: 0, slowMs: 1_500 },
      });
      const llm = client(sim, {
        requestTimeoutMs: 300,
        maxSamples: 6,
        retry: { baseDelayMs: 5, maxDelayMs: 20, maxAttempts: 10 },
      });
      const answers = await Promise.all([1, 2, 3].map(() => llm.json(call())));
      for (const a of answers) expect(a.value).toEqual(clean.value);
      expect(sim.stats().faults).toBeGreaterThan(0);
    });
  }
});

describe("retry policy", () => {
  it("honours retry-after beyond the SDK's 60 s cap (fake clock)", async () => {
    const sim = await simulator({ faults: { rate: 1, kinds: ["429"], retryAfterSeconds: 90 } });
    const clock = new FakeClock();
    const llm = client(sim, { clock, retry: { maxAttempts: 3, maxRetryAfterMs: 300_000 } });
    await expect(llm.json(call())).rejects.toBeInstanceOf(RequestFailed);
    expect(clock.sleeps).toEqual([90_000, 90_000]);
  });

  it("caps retry-after at the configured maximum", async () => {
    const sim = await simulator({ faults: { rate: 1, kinds: ["429"], retryAfterSeconds: 900 } });
    const clock = new FakeClock();
    const llm = client(sim, { clock, retry: { maxAttempts: 2, maxRetryAfterMs: 120_000 } });
    await expect(llm.json(call())).rejects.toBeInstanceOf(RequestFailed);
    expect(clock.sleeps).toEqual([120_000]);
  });

  it("treats insufficient_quota as fatal at once, with no retry", async () => {
    const sim = await simulator({ quotaExhausted: true });
    const llm = client(sim);
    const error = await llm.json(call()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FatalLlmError);
    expect((error as Error).message).toMatch(/quota is exhausted \(insufficient_quota\)/);
    expect(sim.stats().requests).toBe(1);
    await expect(llm.json(call(2))).rejects.toBeInstanceOf(FatalLlmError);
    expect(sim.stats().requests).toBe(1);
  });

  it("never waits past the overall deadline", async () => {
    const sim = await simulator({ faults: { rate: 1, kinds: ["429"], retryAfterSeconds: 600 } });
    const clock = new FakeClock();
    const llm = client(sim, { clock, deadlineMs: 4 * 60_000 });
    const error = await llm.json(call()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestFailed);
    expect((error as Error).message).toMatch(/would pass the overall deadline/);
    expect(clock.sleeps).toEqual([]);
  });

  it("a hung server is cut off by the request timeout and the deadline", async () => {
    const sim = await simulator({ faults: { rate: 1, kinds: ["timeout"], slowMs: 10_000 } });
    const started = Date.now();
    const llm = client(sim, {
      requestTimeoutMs: 200,
      deadlineMs: 1_000,
      retry: { baseDelayMs: 5, maxDelayMs: 10, maxAttempts: 50 },
    });
    await expect(llm.json(call())).rejects.toBeInstanceOf(RequestFailed);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("reports a sample that stays unusable as a failed sample, never as an answer", async () => {
    const sim = await simulator({ faults: { rate: 1, kinds: ["length"] } });
    const error = await client(sim, { maxSamples: 2 })
      .json(call())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SampleFailure);
    expect((error as SampleFailure).kind).toBe("length");
  });
});
