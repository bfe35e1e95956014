import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const CLI = path.join(ROOT, "dist/cli/index.js");

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the bundled CLI as a user would: `node dist/cli/index.js ...`. */
export function runCli(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number } = {},
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      {
        cwd: options.cwd ?? ROOT,
        env: { ...process.env, NO_COLOR: "1", ...options.env },
        timeout: options.timeout ?? 120_000,
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

export function tempDir(prefix = "llmdet-"): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}
