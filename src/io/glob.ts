import { existsSync } from "node:fs";
import path from "node:path";
import * as glob from "@actions/glob";
import { InputError, shown } from "../errors.js";

const GLOB_CHARS = /[*?[\]{}]/;

/**
 * Expands patterns with `@actions/glob`, the action's matcher, so the CLI and the action
 * select the same files (`!pattern` excludes, `**` crosses folders, a folder means all below
 * it). Returns absolute file paths, sorted naturally (`run2` before `run10`), no duplicates.
 * A plain path that does not exist is an input error: it is almost always a typo.
 * @param flag the input or flag the patterns came from, for error messages.
 */
export async function expandPatterns(
  patterns: string[],
  flag: string,
  cwd = process.cwd(),
): Promise<string[]> {
  const lines: string[] = [];
  for (const pattern of patterns) {
    const trimmed = pattern.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const negated = trimmed.startsWith("!");
    const body = negated ? trimmed.slice(1) : trimmed;
    const absolute = path.resolve(cwd, body);
    if (!negated && !GLOB_CHARS.test(body) && !existsSync(absolute)) {
      throw new InputError(`${flag}: file not found: ${shown(trimmed)}`);
    }
    lines.push(negated ? `!${absolute}` : absolute);
  }
  if (lines.every((l) => l.startsWith("!"))) return [];
  const files = await quietly(async () => {
    const globber = await glob.create(lines.join("\n"), {
      matchDirectories: false,
      implicitDescendants: true,
    });
    return globber.glob();
  });
  return [...new Set(files)].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/**
 * `@actions/glob` logs through `core.debug`, which writes `::debug::` workflow commands to
 * stdout unconditionally. The runner hides them; a terminal would not. Outside Actions they
 * are dropped while the matcher runs.
 */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  if (process.env.GITHUB_ACTIONS === "true") return work();
  const write = process.stdout.write;
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (typeof chunk === "string" && chunk.startsWith("::debug::")) return true;
    return (write as (...args: unknown[]) => boolean).call(process.stdout, chunk, ...rest);
  }) as typeof process.stdout.write;
  try {
    return await work();
  } finally {
    process.stdout.write = write;
  }
}
