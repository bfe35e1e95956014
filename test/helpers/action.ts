import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webhooks from "@octokit/webhooks-examples";
import { ROOT, tempDir } from "./cli.js";

type Example = { name: string; examples: Record<string, unknown>[] };
const examples = webhooks as unknown as Example[];

/** A real webhook payload from @octokit/webhooks-examples. */
export function payload(event: string, action?: string): Record<string, unknown> {
  const found = examples
    .find((e) => e.name === event)!
    .examples.find((e) => action === undefined || e.action === action)!;
  return structuredClone(found);
}

export interface ActionRun {
  code: number;
  /** The log with workflow-command data decoded (%25 → %), as the runner shows it. */
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  dir: string;
}

/** Reads `name<<delimiter ... delimiter` records from a GITHUB_OUTPUT file. */
function parseOutputs(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const text = readFileSync(file, "utf8");
  const out: Record<string, string> = {};
  const re = /^(.+?)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

/**
 * Runs `node dist/index.js` exactly as the runner does: inputs as INPUT_<NAME> (hyphens kept),
 * the event payload at GITHUB_EVENT_PATH, outputs and summary files, the API URL.
 */
export function runAction(options: {
  inputs: Record<string, string>;
  event?: { name: string; payload: Record<string, unknown> };
  apiUrl?: string;
  workspace: string;
  env?: NodeJS.ProcessEnv;
}): Promise<ActionRun> {
  const dir = tempDir("llmdet-action-");
  const temp = path.join(dir, "runner-temp");
  mkdirSync(temp);
  const eventPath = path.join(dir, "event.json");
  const event = options.event ?? { name: "pull_request", payload: payload("pull_request", "opened") };
  writeFileSync(eventPath, JSON.stringify(event.payload));
  const outputFile = path.join(dir, "output.txt");
  const summaryFile = path.join(dir, "summary.md");
  writeFileSync(outputFile, "");
  writeFileSync(summaryFile, "");
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: "true",
    CI: "true",
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: "Codertocat/Hello-World",
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_API_URL: options.apiUrl ?? "http://127.0.0.1:9",
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_ACTION: "llm-determinism",
    RUNNER_TEMP: temp,
    ...Object.fromEntries(Object.entries(options.inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...options.env,
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, "dist/index.js")],
      { cwd: options.workspace, env, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({
          code: error ? (typeof error.code === "number" ? error.code : 1) : 0,
          stdout: stdout
            .replace(/%0D/g, "\r")
            .replace(/%0A/g, "\n")
            .replace(/%3A/g, ":")
            .replace(/%2C/g, ",")
            .replace(/%25/g, "%"),
          stderr,
          outputs: parseOutputs(outputFile),
          summary: readFileSync(summaryFile, "utf8"),
          dir,
        });
      },
    );
  });
}
