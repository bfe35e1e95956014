import { randomUUID } from "node:crypto";

/** What a command may touch besides files: injected, so tests can run commands in-process. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: NodeJS.ProcessEnv;
  now: () => Date;
  newId: () => string;
}

export function processIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    env: process.env,
    now: () => new Date(),
    newId: () => randomUUID(),
  };
}

/** The gate failed: exit 1 with this message after every output was written. */
export class GateFailure extends Error {
  override readonly name = "GateFailure";
}
