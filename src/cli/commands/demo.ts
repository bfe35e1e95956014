import path from "node:path";
import { heuristicJudge } from "../../simulator/judges.js";
import { startSimulator } from "../../simulator/server.js";
import { packageRoot } from "../../util/package-root.js";
import { InputError } from "../../errors.js";
import { GATES } from "../../settings/gates.js";
import { helpLines } from "../../settings/flags.js";
import { parseFlags } from "../flags.js";
import type { CliIo } from "../io.js";
import { executeRun, RUN_FLAGS } from "./run.js";
import { readScenario } from "./simulate.js";

export const DEMO_HELP = `Usage: llm-determinism demo [run options]

Runs 'run' on the bundled example (examples/shop: C#, Python, TypeScript and Java files with
known issues) and evaluates it against its ground truth. Where it runs:
  --base-url <url> (or OPENAI_BASE_URL)   that OpenAI-compatible server
  else OPENAI_API_KEY set                 OpenAI
  else                                    the bundled simulator, which needs no key

Takes every option of 'run' (see 'llm-determinism run --help') except --files and --working-directory (--root): the
example's files are preset. Its gates, as in 'run':
${helpLines(GATES, "demo")}

Exit codes: 0 ok, 1 under a --min-* gate or the work failed, 2 bad usage or bad input.
`;

const EXAMPLE_FILES = ["src/**", "app/**", "web/**", "java/**"];

/** The server named by --base-url or OPENAI_BASE_URL; else OpenAI when a key is set; else the bundled simulator. */
export function demoTarget(
  env: NodeJS.ProcessEnv,
  baseUrlFlag: string | undefined,
): "server" | "openai" | "simulator" {
  if (baseUrlFlag !== undefined || env.OPENAI_BASE_URL) return "server";
  return env.OPENAI_API_KEY ? "openai" : "simulator";
}

export async function demoCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseFlags("demo", argv, RUN_FLAGS);
  if (values.help) {
    io.stdout(DEMO_HELP);
    return 0;
  }
  for (const preset of ["files", "root", "working-directory"] as const)
    if (values[preset] !== undefined)
      throw new InputError(
        `--${preset}: the demo's files are preset (the bundled example); use 'llm-determinism run --${preset}' for your own`,
      );
  const example = path.join(packageRoot(), "examples/shop");
  const target = demoTarget(io.env, values["base-url"]);
  const base = {
    ...values,
    root: example,
    markdown: values.markdown,
    truth: values.truth ?? path.join(example, "truth.json"),
  };
  if (target === "openai") {
    io.stderr("OPENAI_API_KEY is set and no base URL: running the demo against OpenAI.\n");
    return executeRun({ values: base, patterns: EXAMPLE_FILES }, io);
  }
  if (target === "server") {
    io.stderr(`Running the demo against ${values["base-url"] ?? io.env.OPENAI_BASE_URL}.\n`);
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
