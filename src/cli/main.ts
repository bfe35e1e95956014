import { InputError, shown } from "../errors.js";
import { VERSION } from "../version.js";
import { DEMO_HELP, demoCommand } from "./commands/demo.js";
import { EVALUATE_HELP, evaluateCommand } from "./commands/evaluate.js";
import { MEASURE_HELP, measureCommand } from "./commands/measure.js";
import { MERGE_HELP, mergeCommand } from "./commands/merge.js";
import { REPORT_HELP, reportCommand } from "./commands/report.js";
import { RUN_HELP, runCommand } from "./commands/run.js";
import { SIMULATE_HELP, simulateCommand } from "./commands/simulate.js";
import { type CliIo, GateFailure } from "./io.js";

const HELP = `Usage: llm-determinism <command> [options]

Is your AI code analysis deterministic, and is it right?

Commands:
  measure    determinism of existing run files
  run        the full pipeline: N analysis runs through an OpenAI-compatible server
  merge      one result from the partial results of a sharded run (run --shard k/n)
  evaluate   match a findings report against ground truth with an LLM judge
  report     the benchmark report from evaluated files
  simulate   start the bundled OpenAI-compatible simulator
  demo       run the bundled example against the simulator (no API key needed)

Options:
  -h, --help       this help; 'llm-determinism help <command>' or '<command> --help' for a command's
  -V, --version    the version

Exit codes: 0 ok, 1 a gate failed or the work failed, 2 bad usage or bad input.
`;

type Command = (argv: string[], io: CliIo) => Promise<number>;

const COMMANDS: Record<string, { run: Command; help: string }> = {
  measure: { run: measureCommand, help: MEASURE_HELP },
  run: { run: runCommand, help: RUN_HELP },
  merge: { run: mergeCommand, help: MERGE_HELP },
  evaluate: { run: evaluateCommand, help: EVALUATE_HELP },
  report: { run: reportCommand, help: REPORT_HELP },
  simulate: { run: simulateCommand, help: SIMULATE_HELP },
  demo: { run: demoCommand, help: DEMO_HELP },
};

function unknown(name: string, io: CliIo): number {
  io.stderr(
    `llm-determinism: unknown command ${shown(name)}; expected one of ${Object.keys(COMMANDS).join(", ")} (or --help, --version)\n`,
  );
  return 2;
}

/**
 * Runs one CLI invocation and returns its exit code: 0 ok, 1 a gate or the work failed,
 * 2 bad usage or input. Errors are one line; a stack trace only with LLM_DETERMINISM_DEBUG=1.
 */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === "help" && rest[0] !== undefined) {
    const command = COMMANDS[rest[0]];
    if (!command) return unknown(rest[0], io);
    io.stdout(command.help);
    return 0;
  }
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.stdout(HELP);
    return name === undefined ? 2 : 0;
  }
  if (name === "--version" || name === "-V" || name === "-v" || name === "version") {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) return unknown(name, io);
  // Messages name the flag or file; the command is said once, here.
  const said = (message: string) => message.replace(new RegExp(`^${name}: `), "");
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof InputError) {
      io.stderr(`llm-determinism ${name}: ${said(error.message)}\n`);
      return 2;
    }
    if (error instanceof GateFailure) {
      io.stderr(`llm-determinism ${name}: failed: ${said(error.message)}\n`);
      return 1;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`llm-determinism ${name}: ${said(message.split("\n")[0]!)}\n`);
    if (io.env.LLM_DETERMINISM_DEBUG === "1" && error instanceof Error) io.stderr(`${error.stack}\n`);
    return 1;
  }
}
