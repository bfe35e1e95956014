import path from "node:path";
import { evaluateGate, gateScoresOf } from "../../action/gate.js";
import { InputError } from "../../errors.js";
import { writeFileAtomic, writeJsonAtomic } from "../../io/json-file.js";
import { readRunFiles } from "../../io/read-runs.js";
import { renderMeasureReport } from "../../render/markdown.js";
import { renderSarif } from "../../render/sarif.js";
import { renderSummary } from "../../render/text.js";
import { VERSION } from "../../version.js";
import { groupWithJudge } from "../../consolidate/judge.js";
import { measureRuns } from "../../score/measure.js";
import { checkOutputs, gateFailure } from "../finish.js";
import { GATES } from "../../settings/gates.js";
import { flagSpec, helpLines } from "../../settings/flags.js";
import { pick } from "../../settings/numbers.js";
import { CHOICES } from "../../settings/choices.js";
import { TEXTS } from "../../settings/texts.js";
import { CLI_ONLY } from "../../settings/doors.js";
import { MEASURE_FLAGS } from "../../settings/command-flags.js";
import { parseFlags } from "../flags.js";
import { type CliIo, GateFailure } from "../io.js";
import { THRESHOLD_FLAGS, THRESHOLD_HELP } from "../thresholds.js";
import { cliSource, read } from "../../settings/source.js";
import { readGates, readThresholds } from "../../settings/test-inputs.js";
import { groupingFlags } from "../judge-flags.js";
import { connect, LLM_FLAGS, LLM_HELP, llmSettings } from "../llm-flags.js";

export const MEASURE_HELP = `Usage: llm-determinism measure <run files/globs...> [options]

Scores how deterministic N existing analysis runs are (one JSON run file per run, at least 2):
{ run, model, findings: [...] }, a bare array of findings, a scanner report or the judge-input
shape.

Options:
${helpLines([MEASURE_FLAGS.runs], "measure")}
${helpLines([CLI_ONLY.out, CLI_ONLY.markdown, TEXTS.sarif], "measure")}
${helpLines(GATES, "measure")}
${helpLines([MEASURE_FLAGS.seed], "measure")}
${helpLines([CHOICES.consolidate], "measure")}
${helpLines(pick("iterations"), "measure")}
${THRESHOLD_HELP}
  -h, --help                show this help

${LLM_HELP}

Exit codes: 0 ok, 1 under a --min-* gate or the work failed, 2 bad usage or bad input.
`;

export async function measureCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags(
    "measure",
    argv,
    {
      runs: { type: "string", multiple: true },
      out: { type: "string" },
      markdown: { type: "string" },
      sarif: { type: "string" },
      ...flagSpec(GATES, "measure"),
      seed: { type: "string" },
      consolidate: { type: "string" },
      iterations: { type: "string" },
      ...LLM_FLAGS,
      ...THRESHOLD_FLAGS,
    },
    true,
  );
  if (values.help) {
    io.stdout(MEASURE_HELP);
    return 0;
  }
  const patterns = [...(values.runs ?? []), ...positionals];
  if (patterns.length === 0)
    throw new InputError(
      "no run files given, expected paths or globs of JSON run files: llm-determinism measure runs/*.json",
    );
  checkOutputs(values, io.cwd);
  const source = cliSource(values, "measure");
  const gates = readGates(source, undefined);
  const seed = read(MEASURE_FLAGS.seed, source) ?? 0;
  const thresholds = readThresholds(source);
  // Existing run files need no model; the grouping judge is used only when one is named.
  const consolidate = groupingFlags(values, values.model !== undefined ? "judge" : "off");
  if (consolidate && values.model === undefined)
    throw new InputError("--consolidate: judge needs --model (the judge model to ask)");
  const llm = consolidate ? llmSettings(values, io.env) : undefined;
  const runs = await readRunFiles(patterns, "--runs", io.cwd);
  const grouping =
    consolidate && llm && runs.length >= 2
      ? await groupWithJudge(runs, connect(llm, { log: (m) => io.stderr(`${m}\n`) }), {
          iterations: consolidate.iterations,
          log: (m) => io.stderr(`${m}\n`),
        })
      : undefined;
  const result = measureRuns(runs, {
    testId: io.newId(),
    testedAt: io.now().toISOString(),
    randomSeed: seed,
    ...thresholds,
    ...(grouping && { grouping }),
  });
  if (values.out === "-") io.stdout(`${JSON.stringify(result, null, 2)}\n`);
  else {
    if (values.out) writeJsonAtomic(path.resolve(io.cwd, values.out), result);
    io.stdout(renderSummary(result));
  }
  if (values.markdown) writeFileAtomic(path.resolve(io.cwd, values.markdown), renderMeasureReport(result));
  if (values.sarif) writeJsonAtomic(path.resolve(io.cwd, values.sarif), renderSarif(result, VERSION));
  const gate = evaluateGate(gateScoresOf(result), gates);
  if (!gate.passed) throw new GateFailure(gateFailure(gate, gates));
  return 0;
}
