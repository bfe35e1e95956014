import { closeSync, openSync, readSync, statSync } from "node:fs";
import path from "node:path";
import { InputError } from "../errors.js";
import { expandPatterns } from "./glob.js";

/** A file to analyse: its repo-relative path (always `/`) and its text. */
export interface SourceFile {
  path: string;
  content: string;
}

export interface SkippedFile {
  path: string;
  reason: string;
}

export interface FileLimits {
  /** Most files analysed; the rest are listed as skipped. */
  maxFiles: number;
  /** Largest single file, in bytes. */
  maxFileBytes: number;
  /** Most bytes over all files. */
  maxTotalBytes: number;
}

export const DEFAULT_FILE_LIMITS: FileLimits = {
  maxFiles: 100,
  maxFileBytes: 256 * 1024,
  maxTotalBytes: 2 * 1024 * 1024,
};

const decoder = new TextDecoder("utf-8", { fatal: true });

/** Reads at most `limit + 1` bytes, so a 50 MB file costs nothing to reject. */
function readHead(file: string, limit: number): Buffer {
  const fd = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(limit + 1);
    const n = readSync(fd, buffer, 0, limit + 1, 0);
    return buffer.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

/**
 * Selects the files to analyse: globs expanded with the action's matcher, paths made
 * repo-relative, and binary, non-UTF-8, oversized and over-budget files skipped with a reason.
 */
export async function loadSourceFiles(
  patterns: string[],
  options: { root: string; flag: string; limits?: Partial<FileLimits> },
): Promise<{ files: SourceFile[]; skipped: SkippedFile[] }> {
  const limits = { ...DEFAULT_FILE_LIMITS, ...options.limits };
  const matched = await expandPatterns(patterns, options.flag, options.root);
  if (matched.length === 0) {
    throw new InputError(
      `${options.flag}: no file matched ${
        patterns
          .filter((p) => p.trim())
          .map((p) => `'${p.trim()}'`)
          .join(", ") || "(empty)"
      }, expected globs of source files`,
    );
  }
  const files: SourceFile[] = [];
  const skipped: SkippedFile[] = [];
  let total = 0;
  for (const absolute of matched) {
    const relative = path.relative(options.root, absolute).split(path.sep).join("/");
    const size = statSync(absolute).size;
    if (files.length >= limits.maxFiles) {
      skipped.push({ path: relative, reason: `over the limit of ${limits.maxFiles} files` });
      continue;
    }
    if (size > limits.maxFileBytes) {
      skipped.push({
        path: relative,
        reason: `${Math.ceil(size / 1024)} KiB is over the ${sizeText(limits.maxFileBytes)} file limit`,
      });
      continue;
    }
    if (size === 0) {
      skipped.push({ path: relative, reason: "empty" });
      continue;
    }
    const bytes = readHead(absolute, limits.maxFileBytes);
    if (bytes.subarray(0, 8192).includes(0)) {
      skipped.push({ path: relative, reason: "binary" });
      continue;
    }
    let content: string;
    try {
      content = decoder.decode(bytes);
    } catch {
      skipped.push({ path: relative, reason: "not UTF-8 text" });
      continue;
    }
    if (total + bytes.length > limits.maxTotalBytes) {
      skipped.push({
        path: relative,
        reason: `over the total limit of ${sizeText(limits.maxTotalBytes)}`,
      });
      continue;
    }
    total += bytes.length;
    files.push({ path: relative, content: content.replace(/^\uFEFF/, "") });
  }
  if (files.length === 0) {
    throw new InputError(
      `${options.flag}: every matched file was skipped (${skipped
        .slice(0, 3)
        .map((s) => `${s.path}: ${s.reason}`)
        .join("; ")}), expected text source files`,
    );
  }
  return { files, skipped };
}

/** A limit as people read it: KiB, or bytes when it is under one. */
function sizeText(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : `${Math.round(bytes / 1024)} KiB`;
}
