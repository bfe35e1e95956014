import path from "node:path";
import { heuristicJudge } from "../../simulator/judges.js";
import { startSimulator } from "../../simulator/server.js";
import { packageRoot } from "../../util/package-root.js";
import { parseFlags } from "../flags.js";
import type { CliIo } from "../io.js";
import { executeRun, RUN_FLAGS } from "./run.js";
import { readScenario } from "./simulate.js";

export const DEMO_HELP = `Usage: llm-determinism demo [run options]

Runs 'run' on the bundled example (examples/shop: C#, Python, TypeScript and Java files with
known issues) and evaluates it against its ground truth. With no OPENAI_API_KEY, or with a
base URL set, it starts the bundled simulator and needs no key; with OPENAI_API_KEY set and no
base URL, the same command runs against OpenAI.

Takes every option of 'run' (see 'llm-determinism run --help'); --files and --root are preset.
`;

const EXAMPLE_FILES = ["src/**", "app/**", "web/**", "java/**"];

/** OpenAI when a key is set and no server is named; else the bundled simulator. */
export function demoTarget(env: NodeJS.ProcessEnv, baseUrlFlag: string | undefined): "openai" | "simulator" {
  return env.OPENAI_API_KEY && baseUrlFlag === undefined && !env.OPENAI_BASE_URL ? "openai" : "simulator";
}

export async function demoCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseFlags("demo", argv, RUN_FLAGS);
  if (values.help) {
    io.stdout(DEMO_HELP);
    return 0;
  }
  const example = path.join(packageRoot(), "examples/shop");
  const useOpenAI = demoTarget(io.env, values["base-url"]) === "openai";
  const base = {
    ...values,
    root: example,
    markdown: values.markdown,
    truth: values.truth ?? path.join(example, "truth.json"),
  };
  if (useOpenAI) {
    io.stderr("OPENAI_API_KEY is set and no base URL: running the demo against OpenAI.\n");
    return executeRun({ values: base, patterns: EXAMPLE_FILES }, io);
  }
  const simulator = await startSimulator({
    scenario: readScenario(undefined, io.cwd),
    judge: heuristicJudge(),
    // A grouping judge that errs as a real one would: it misses some merges and makes a few wrong ones.
    grouping: { missRate: 0.15, falseMergeRate: 0.05 },
    seed: 0,
    latency: { minMs: 5, maxMs: 40 },
  });
  io.stderr(`Started the bundled simulator at ${simulator.url} (no API key needed).\n`);
  try {
    return await executeRun(
      {
        values: { ...base, "base-url": simulator.url, model: values.model ?? "sim-analyst" },
        patterns: EXAMPLE_FILES,
      },
      { ...io, env: { ...io.env, OPENAI_API_KEY: "" } },
    );
  } finally {
    await simulator.close();
  }
}
