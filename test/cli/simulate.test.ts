import { type ChildProcess, spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { CLI } from "../helpers/cli.js";

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill();
});

/** `llm-determinism simulate` as a user starts it; resolves with the URL it prints. */
function simulate(...flags: string[]): Promise<string> {
  const child = spawn(process.execPath, [CLI, "simulate", "--port", "0", ...flags]);
  started.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.once("exit", (code) => reject(new Error(`simulate exited ${code}: ${out}`)));
  });
}

/** The cached input tokens the simulator reports for a prompt of about 3,000 tokens. */
async function cachedTokens(url: string): Promise<number> {
  const response = await fetch(`${url}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer sk-test" },
    body: JSON.stringify({ model: "sim-judge", messages: [{ role: "user", content: "x".repeat(12_000) }] }),
  });
  const body = (await response.json()) as { usage: { prompt_tokens_details: { cached_tokens: number } } };
  return body.usage.prompt_tokens_details.cached_tokens;
}

describe("llm-determinism simulate", () => {
  it("caches a repeated prompt by default, and not with --no-prompt-cache", async () => {
    const caching = await simulate();
    await cachedTokens(caching);
    expect(await cachedTokens(caching)).toBe(2944);
    const plain = await simulate("--no-prompt-cache");
    await cachedTokens(plain);
    expect(await cachedTokens(plain)).toBe(0);
  });
});

describe("llm-determinism simulate --grouping-consistency", () => {
  it("takes a chance from 0 to 1, and names the flag and the value when it is not one", async () => {
    expect(await simulate("--grouping-miss", "0.15", "--grouping-consistency", "1")).toMatch(
      /^http:\/\/127\.0\.0\.1:/,
    );
    const child = spawn(process.execPath, [CLI, "simulate", "--port", "0", "--grouping-consistency", "1.5"]);
    started.push(child);
    let err = "";
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(2);
    expect(err.trim().split("\n")).toHaveLength(1);
    expect(err).toMatch(/--grouping-consistency.*1\.5/);
  });
});
