import * as core from "@actions/core";
import { Outputs } from "./constants.js";

/* What the action writes to the runner: outputs, the job summary and log lines. */

/** Sets every output, empty unless given, so a step never leaves one from an earlier state. */
export function setOutputs(values: Partial<Record<(typeof Outputs)[keyof typeof Outputs], string>>): void {
  for (const name of Object.values(Outputs)) core.setOutput(name, values[name] ?? "");
}

export async function writeSummary(markdown: string): Promise<void> {
  // Outside a runner (no GITHUB_STEP_SUMMARY) there is nowhere to write it.
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary.addRaw(markdown).write({ overwrite: false });
}

/**
 * One log line. The runner executes a line that starts with `::` as a workflow command, and
 * file names and model text are untrusted: folding line breaks keeps every line starting with
 * our own words, so `\n::set-output ...` or `\n::add-mask::...` in them stays inert text.
 */
export function logLine(text: string): string {
  return text
    .replace(/[\r\n\u2028\u2029\u0085]+/g, " ")
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");
}
export const info = (text: string) => core.info(logLine(text));
export const warning = (text: string) => core.warning(logLine(text));

/** The step must fail, for a reason already explained in the summary and the comment. */
export class StepFailure extends Error {}

export const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
