import type { OptionalNumberSetting, SwitchSetting, TextSetting } from "./setting.js";

/**
 * The settings only one door has, each with the reason: the action's pull-request plumbing,
 * and where the CLI writes its files (the action writes report-json and the job summary).
 */

const NO_COMMENT_IN_CLI = "the CLI posts no comment: it writes files and prints";
const CLI_OUTPUT =
  "the action writes its result to the report-json output (a file in RUNNER_TEMP), the job summary and the PR comment";

export const ACTION_ONLY = {
  githubToken: {
    kind: "text",
    name: "github-token",
    description: "Token for the PR comment (needs pull-requests write).",
    placeholder: "token",
    default: "",
    actionExpression: "${{ github.token }}",
    cli: [],
    action: true,
    oneDoorBecause: NO_COMMENT_IN_CLI,
  },
  comment: {
    kind: "switch",
    name: "comment",
    description: "Post (and update) one summary comment on the pull request.",
    default: true,
    cli: [],
    action: true,
    oneDoorBecause: NO_COMMENT_IN_CLI,
  },
  pullRequestNumber: {
    kind: "optional-number",
    name: "pull-request-number",
    description:
      "The pull request to comment on when the event is not one, such as workflow_run in the fork-safe setup.",
    min: 1,
    max: 2 ** 31 - 1,
    integer: true,
    none: "the event's",
    cli: [],
    action: true,
    oneDoorBecause: NO_COMMENT_IN_CLI,
  },
  allowForks: {
    kind: "switch",
    name: "allow-forks",
    description:
      "Run on pull requests from forks. Off by default, as fork code is untrusted and fork runs get no secrets (see the workflow_run recipe).",
    default: false,
    cli: [],
    action: true,
    oneDoorBecause:
      "only a workflow is started by a fork's pull request; the CLI runs where its user starts it",
  },
  failOnSkip: {
    kind: "switch",
    name: "fail-on-skip",
    description: "Fail the step when the test is skipped (no API key, or a fork pull request).",
    default: false,
    cli: [],
    action: true,
    oneDoorBecause: "only the action skips a test; the CLI without a key or server is exit 2",
  },
} as const satisfies Record<string, TextSetting | SwitchSetting | OptionalNumberSetting>;

export const CLI_ONLY = {
  out: {
    kind: "text",
    name: "out",
    description: "Write the JSON result here ('-' for stdout).",
    placeholder: "file",
    default: "",
    cli: ["measure", "run", "merge", "demo"],
    action: false,
    oneDoorBecause: CLI_OUTPUT,
  },
  markdown: {
    kind: "text",
    name: "markdown",
    description: "Write a Markdown report here.",
    placeholder: "file",
    default: "",
    cli: ["measure", "run", "merge", "demo"],
    action: false,
    oneDoorBecause: CLI_OUTPUT,
  },
  runsDir: {
    kind: "text",
    name: "runs-dir",
    description: "Write one run file per run here.",
    placeholder: "dir",
    default: "",
    none: "runs/ beside --out",
    cli: ["run", "merge", "demo"],
    action: false,
    oneDoorBecause: CLI_OUTPUT,
  },
} as const satisfies Record<string, TextSetting>;
