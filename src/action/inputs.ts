import * as core from "@actions/core";
import { InputError } from "../errors.js";
import { ANALYSIS } from "../settings/analysis.js";
import { CHOICES } from "../settings/choices.js";
import { CONNECTION } from "../settings/connection.js";
import { ACTION_ONLY } from "../settings/doors.js";
import { actionSource, read } from "../settings/source.js";
import { readTestInputs, type TestInputs } from "../settings/test-inputs.js";

/** Every input of action.yml, parsed and typed: the test's settings and the action's own. */
export interface Settings extends TestInputs {
  /** Empty when none was given: the test is then skipped with a notice. */
  apiKey: string;
  githubToken: string;
  comment: boolean;
  /** Overrides the event's pull request (workflow_run runs have none). */
  pullRequestNumber?: number;
  allowForks: boolean;
  failOnSkip: boolean;
  /** run: analyse (the whole test, or one shard of it); merge: score the shards' partial results. */
  mode: "run" | "merge";
  /** Globs of the partial results to merge (mode: merge). */
  partials: string[];
}

/**
 * Reads and checks every input (the only place inputs are read), through the settings'
 * descriptions the CLI reads its flags by. Errors name the input, the value and the expected
 * form.
 */
export function getInputs(readInput: (name: string) => string = (name) => core.getInput(name)): Settings {
  const source = actionSource(readInput);
  const mode = read(CHOICES.mode, source);
  const test = readTestInputs(source, { analyses: mode === "run" });
  if (test.shard && mode === "merge")
    throw new InputError(
      `${source.raw(ANALYSIS.shard).label}: a merge job takes no shard; leave it empty with mode: merge`,
    );
  const pullRequestNumber = read(ACTION_ONLY.pullRequestNumber, source);
  return {
    ...test,
    mode,
    partials: read(ANALYSIS.partials, source),
    apiKey: read(CONNECTION.apiKey, source) ?? "",
    githubToken: read(ACTION_ONLY.githubToken, source) ?? "",
    comment: read(ACTION_ONLY.comment, source),
    allowForks: read(ACTION_ONLY.allowForks, source),
    failOnSkip: read(ACTION_ONLY.failOnSkip, source),
    ...(pullRequestNumber !== undefined && { pullRequestNumber }),
  };
}
