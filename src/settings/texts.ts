import { DEFAULT_OBJECTIVE } from "../defaults.js";
import { DEFAULT_DOMAIN } from "../evaluate/prompt.js";
import type { TextSetting } from "./setting.js";

/**
 * Text and path settings, described once for both doors. Paths are relative to the action's
 * working-directory and to the CLI's working folder.
 */
export const TEXTS = {
  objective: {
    kind: "text",
    name: "objective",
    description: "The analysis goal given to every agent.",
    placeholder: "text",
    default: DEFAULT_OBJECTIVE,
    cli: ["run", "demo"],
    action: true,
  },
  agentsFile: {
    kind: "text",
    name: "agents-file",
    description: 'Path to a JSON file of custom agents: { "agents": [{ "name", "instructions" }] }.',
    placeholder: "file",
    default: "",
    cli: ["run", "demo"],
    action: true,
  },
  truth: {
    kind: "text",
    name: "truth",
    description:
      "Path to a ground-truth file; the consensus findings are judged against it for precision, recall and F1.",
    placeholder: "file",
    default: "",
    cli: ["run", "merge", "demo"],
    action: true,
  },
  judgeModel: {
    kind: "text",
    name: "judge-model",
    description: "Model of the judge.",
    placeholder: "name",
    default: "",
    none: "model",
    cli: ["run", "merge", "demo"],
    action: true,
  },
  domain: {
    kind: "text",
    name: "domain",
    description: "The field the judge is an expert in.",
    placeholder: "text",
    default: DEFAULT_DOMAIN,
    cli: ["run", "merge", "evaluate", "demo"],
    action: true,
  },
  baseline: {
    kind: "text",
    name: "baseline",
    description:
      "Path to an earlier result JSON (e.g. the last report-json of the base branch, from an artifact); the comment shows each number's change and the findings that moved. A missing file is skipped.",
    placeholder: "file",
    default: "",
    cli: ["run", "merge", "demo"],
    action: true,
  },
  history: {
    kind: "text",
    name: "history",
    description:
      "Path to a history JSON file the workflow keeps (actions/cache or a branch); this result is appended and the comment shows the trend of the last 20.",
    placeholder: "file",
    default: "",
    cli: ["run", "merge", "demo"],
    action: true,
  },
  sarif: {
    kind: "text",
    name: "sarif",
    description:
      "Path to write the findings as SARIF 2.1.0 for code scanning (upload it with github/codeql-action/upload-sarif).",
    placeholder: "file",
    default: "",
    none: "none",
    cli: ["measure", "run", "merge", "demo"],
    action: true,
  },
  cacheDir: {
    kind: "text",
    name: "cache-dir",
    description:
      "Folder for the model's answers (keep it with actions/cache); a re-run asks only what is not there yet and costs no tokens for the rest.",
    placeholder: "dir",
    default: "",
    none: "no cache",
    cli: ["measure", "run", "merge", "evaluate", "demo"],
    action: true,
  },
} as const satisfies Record<string, TextSetting>;

export type TextName = keyof typeof TEXTS;
export const TEXT_LIST: readonly TextSetting[] = Object.values(TEXTS);
