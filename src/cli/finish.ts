import path from "node:path";
import { evaluateGate, type GateCheck, gateScoresOf } from "../action/gate.js";
import type { RunOutcome } from "../analysis/pipeline.js";
import { writeFileAtomic, writeJsonAtomic } from "../io/json-file.js";
import type { Execution } from "../pipeline/determinism-test.js";
import type { FullResult } from "../pipeline/full-test.js";
import { renderSummary as renderFullReport } from "../render/comment.js";
import { checkOutputFile, checkOutputFolder } from "../io/output-path.js";
import { GATES, type GateThresholds } from "../settings/gates.js";
import { flagSpec, helpLines } from "../settings/flags.js";
import { TEXTS } from "../settings/texts.js";
import { ANALYSIS } from "../settings/analysis.js";
import { CLI_ONLY } from "../settings/doors.js";
import { findRepoRoot, locationBase } from "../io/repo-root.js";
import { renderSarif } from "../render/sarif.js";
import { renderSummary } from "../render/text.js";
import { usageLine } from "../render/usage.js";
import { VERSION } from "../version.js";
import { type CliIo, GateFailure } from "./io.js";

/* The end of `run`, `demo` and `merge`: what they do with a result once they have it. */

/** The flags of what is done with a result, shared by `run`, `demo` and `merge`. */
export const FINISH_FLAGS = {
  baseline: { type: "string" },
  history: { type: "string" },
  out: { type: "string" },
  markdown: { type: "string" },
  "runs-dir": { type: "string" },
  sarif: { type: "string" },
  "include-raw": { type: "boolean" },
  ...(flagSpec(GATES, "run") as Record<
    "min-determinism" | "min-score" | "min-reproducibility" | "min-f1",
    { type: "string" }
  >),
} as const;

export const FINISH_HELP = `${helpLines([TEXTS.baseline, TEXTS.history, CLI_ONLY.out, CLI_ONLY.markdown, CLI_ONLY.runsDir, TEXTS.sarif, ANALYSIS.includeRaw], "run")}
${helpLines(GATES, "run")}`;

/** Writes one run file per run, in the exchange format `measure` reads back. */
export function writeRunFiles(dir: string, outcomes: RunOutcome[], execution: Execution): void {
  const width = Math.max(2, String(outcomes.length).length);
  for (const outcome of outcomes) {
    const name = `${outcome.complete ? "" : "incomplete-"}run-${String(outcome.run).padStart(width, "0")}.json`;
    writeJsonAtomic(path.join(dir, name), {
      run: outcome.run,
      model: execution.model,
      temperature: execution.temperature,
      ...(outcome.complete ? {} : { incomplete: outcome.failures }),
      findings: outcome.findings,
    });
  }
}

/** What `run`, `demo` and `merge` do with a result: compare, record, write, gate. */
export interface Finish {
  values: {
    out?: string | undefined;
    markdown?: string | undefined;
    sarif?: string | undefined;
    "runs-dir"?: string | undefined;
    "min-score"?: string | undefined;
    baseline?: string | undefined;
    history?: string | undefined;
  };
  /** The folder the findings' paths are relative to (--root; the working folder when absent). */
  root?: string;
  /** The gates as read, with how each was spelled. */
  gates: GateThresholds & { gateLabels: Record<string, string> };
}

/**
 * Checks every output path before the first request: a folder where a file goes (or a file
 * where a folder goes) is exit 2 naming the flag, not an error after the work was paid for.
 */
export function checkOutputs(
  values: {
    out?: string | undefined;
    markdown?: string | undefined;
    sarif?: string | undefined;
    "runs-dir"?: string | undefined;
    history?: string | undefined;
  },
  cwd: string,
): void {
  if (values.out !== undefined && values.out !== "-") checkOutputFile("--out", values.out, cwd);
  if (values.markdown !== undefined) checkOutputFile("--markdown", values.markdown, cwd);
  if (values.sarif !== undefined) checkOutputFile("--sarif", values.sarif, cwd);
  if (values.history !== undefined) checkOutputFile("--history", values.history, cwd);
  if (values["runs-dir"] !== undefined) checkOutputFolder("--runs-dir", values["runs-dir"], cwd);
}

/** Compares, records, writes every requested file and applies the gates. */
export function finishRun(result: FullResult, outcomes: RunOutcome[], finish: Finish, io: CliIo): number {
  const { values, gates } = finish;
  const runsDir =
    values["runs-dir"] ??
    (values.out && values.out !== "-" ? path.join(path.dirname(values.out), "runs") : undefined);
  if (runsDir) writeRunFiles(path.resolve(io.cwd, runsDir), outcomes, result.execution);
  if (values.out === "-") io.stdout(`${JSON.stringify(result, null, 2)}\n`);
  else {
    if (values.out) writeJsonAtomic(path.resolve(io.cwd, values.out), result);
    io.stdout(renderSummary(result));
    const e = result.execution;
    io.stdout(`Usage: ${usageLine(e)} · ${e.runsCompleted}/${e.runsRequested} runs complete\n`);
    if (e.adaptive) io.stdout(`Runs: auto: ${e.adaptive.stoppedBecause}\n`);
  }
  const gate = evaluateGate(gateScoresOf(result), gates);
  if (values.markdown)
    writeFileAtomic(path.resolve(io.cwd, values.markdown), renderFullReport(result, { gate }));
  if (values.sarif) {
    const root = finish.root ?? io.cwd;
    const base = locationBase(root, findRepoRoot(root));
    writeJsonAtomic(path.resolve(io.cwd, values.sarif), renderSarif(result, VERSION, base));
  }
  if (!gate.passed) throw new GateFailure(gateFailure(gate, gates));
  return 0;
}

const CHECK_SETTING: Record<string, string> = {
  determinism: "min-determinism",
  reproducibility: "min-reproducibility",
  F1: "min-f1",
};

/**
 * Why the gate failed, in the CLI's words: each failed check's score against the flag as the
 * user spelled it (`--min-score` or `--min-determinism`), or why there was nothing to measure.
 */
export function gateFailure(
  gate: { checks: GateCheck[] },
  gates: { gateLabels: Record<string, string> },
): string {
  const failed = gate.checks.filter((c) => !c.passed);
  if (failed.length === 0) return "the gate failed";
  return failed
    .map((c) => {
      if (c.value === undefined) return c.reason;
      const flag = gates.gateLabels[CHECK_SETTING[c.name]!] ?? c.name;
      const what = c.name === "reproducibility" ? c.name : `${c.name} score`;
      return `${what} ${c.value.toFixed(1)}% is under ${flag} ${c.threshold}${c.near ? `, ${c.near}` : ""}`;
    })
    .join("; ");
}
