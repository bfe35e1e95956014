import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { DEMO_HELP } from "../../src/cli/commands/demo.js";
import { EVALUATE_HELP } from "../../src/cli/commands/evaluate.js";
import { MEASURE_HELP } from "../../src/cli/commands/measure.js";
import { MERGE_HELP } from "../../src/cli/commands/merge.js";
import { REPORT_HELP } from "../../src/cli/commands/report.js";
import { RUN_HELP } from "../../src/cli/commands/run.js";
import { SIMULATE_HELP } from "../../src/cli/commands/simulate.js";
import { VERSION } from "../../src/version.js";
import { runCli, tempDir } from "../helpers/cli.js";
import { EXAMPLE_FILE_FLAGS } from "../helpers/example.js";

const HELPS = {
  measure: MEASURE_HELP,
  run: RUN_HELP,
  merge: MERGE_HELP,
  evaluate: EVALUATE_HELP,
  report: REPORT_HELP,
  simulate: SIMULATE_HELP,
  demo: DEMO_HELP,
};

describe("help and version", () => {
  for (const [name, help] of Object.entries(HELPS)) {
    it(`'help ${name}' and '${name} --help' print the command's help, with its exit codes`, async () => {
      const viaHelp = await runCli(["help", name]);
      const viaFlag = await runCli([name, "--help"]);
      expect(viaHelp.code).toBe(0);
      expect(viaHelp.stdout).toBe(help);
      expect(viaFlag.stdout).toBe(help);
      expect(help).toMatch(/^Exit codes: 0 /m);
    });
  }

  it("lists --version in the top-level help, with its exit codes", async () => {
    const top = await runCli(["--help"]);
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/-V, --version/);
    expect(top.stdout).toMatch(/^Exit codes: 0 /m);
  });

  for (const flag of ["--version", "-V", "version"])
    it(`'${flag}' prints the version`, async () => {
      const result = await runCli([flag]);
      expect(result.code).toBe(0);
      expect(result.stdout).toBe(`${VERSION}\n`);
    });

  it("'help <unknown>' is exit 2 with one line", async () => {
    const result = await runCli(["help", "wizard"]);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/unknown command 'wizard'; expected one of measure, run/);
  });
});

/** A loopback port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("an unreachable server", () => {
  it("fails fast with one line: two tries, no retry per request, no progress to 100%", async () => {
    const port = await closedPort();
    const result = await runCli(
      [
        "run",
        ...EXAMPLE_FILE_FLAGS,
        "--runs",
        "3",
        "--base-url",
        `http://127.0.0.1:${port}/v1`,
        "--out",
        "r.json",
      ],
      { cwd: tempDir("llmdet-refused-"), env: { OPENAI_API_KEY: "" } },
    );
    expect(result.code, result.stderr).toBe(1);
    const lines = result.stderr.trimEnd().split("\n");
    expect(lines.filter((l) => /refused|retry/i.test(l))).toEqual([
      "connection refused (ECONNREFUSED); trying once more",
      "llm-determinism run: cannot reach the server (ECONNREFUSED): check the base URL and that the server is running",
    ]);
    expect(result.stderr).not.toMatch(/100%/);
  });
});
