import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { InputError } from "../errors.js";
import { MAX_JSON_DEPTH, nestedDeeperThan } from "../util/json-depth.js";
import { unfence } from "../util/unfence.js";

/** Largest JSON input read: findings files are kilobytes; anything near this is a mistake. */
export const MAX_JSON_BYTES = 64 * 1024 * 1024;

/** Reads a UTF-8 JSON file; every failure is an input error naming the file. */
export function readJsonFile(file: string, label = file): unknown {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new InputError(`${label}: file not found`);
  }
  if (size > MAX_JSON_BYTES) {
    throw new InputError(
      `${label}: ${(size / 1048576).toFixed(1)} MiB is larger than the ${MAX_JSON_BYTES / 1048576} MiB limit for JSON inputs`,
    );
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(readFileSync(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EISDIR")
      throw new InputError(`${label}: is a folder, expected a JSON file`);
    throw new InputError(`${label}: not UTF-8 text, expected a JSON file`);
  }
  let value: unknown;
  try {
    // A model's answer saved as it came (in a Markdown fence) is the JSON inside.
    value = JSON.parse(unfence(text.replace(/^\uFEFF/, "")));
  } catch (error) {
    throw new InputError(`${label}: not valid JSON (${(error as Error).message.split("\n")[0]})`);
  }
  if (nestedDeeperThan(value))
    throw new InputError(
      `${label}: nested more than ${MAX_JSON_DEPTH} levels deep, expected at most ${MAX_JSON_DEPTH}`,
    );
  return value;
}

/**
 * Writes a file atomically (temporary file, then rename), so a crash or a kill never leaves
 * a half-written report that looks complete.
 */
export function writeFileAtomic(file: string, content: string): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    writeFileSync(temporary, content);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

export function writeJsonAtomic(file: string, value: unknown): void {
  writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
}
