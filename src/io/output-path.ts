import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";
import { InputError, shown } from "../errors.js";

function kind(at: string): "file" | "folder" | "other" | undefined {
  try {
    const stat = statSync(at);
    return stat.isDirectory() ? "folder" : stat.isFile() ? "file" : "other";
  } catch {
    return undefined;
  }
}

/** The nearest existing folder at or above `at`; an error naming `label` when a file is in the way. */
function existingParent(label: string, value: string, at: string): string {
  for (let dir = path.dirname(at); ; dir = path.dirname(dir)) {
    const k = kind(dir);
    if (k === "folder") {
      try {
        accessSync(dir, constants.W_OK);
      } catch {
        throw new InputError(
          `${label}: cannot write in ${shown(dir)}, expected a writable folder for ${shown(value)}`,
        );
      }
      return dir;
    }
    if (k !== undefined)
      throw new InputError(`${label}: ${shown(dir)} is a file, expected a folder to hold ${shown(value)}`);
    if (path.dirname(dir) === dir) return dir;
  }
}

/**
 * Checks that an output file can be written, before any work: a folder in its place or a file
 * in the way of its folder is bad input (exit 2 naming the flag), not an EISDIR after every
 * model call has been paid for. Returns the resolved path.
 */
export function checkOutputFile(label: string, value: string, cwd: string): string {
  if (value.trim() === "") throw new InputError(`${label}: empty, expected a file path`);
  const at = path.resolve(cwd, value);
  const k = kind(at);
  if (k === "folder") throw new InputError(`${label}: ${shown(value)} is a folder, expected a file path`);
  if (k === "other")
    throw new InputError(`${label}: ${shown(value)} is not a regular file, expected a file path`);
  existingParent(label, value, at);
  return at;
}

/** Checks that an output folder can be created or written, before any work. */
export function checkOutputFolder(label: string, value: string, cwd: string): string {
  if (value.trim() === "") throw new InputError(`${label}: empty, expected a folder path`);
  const at = path.resolve(cwd, value);
  const k = kind(at);
  if (k !== undefined && k !== "folder")
    throw new InputError(`${label}: ${shown(value)} is a file, expected a folder`);
  if (k === undefined) existingParent(label, value, at);
  return at;
}

/** Checks that an input folder exists and is a folder. */
export function checkInputFolder(label: string, value: string, cwd: string): string {
  const at = path.resolve(cwd, value);
  const k = kind(at);
  if (k === undefined) throw new InputError(`${label}: folder not found: ${shown(value)}`);
  if (k !== "folder") throw new InputError(`${label}: ${shown(value)} is a file, expected a folder`);
  return at;
}
