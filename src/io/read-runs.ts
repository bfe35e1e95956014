import path from "node:path";
import { InputError } from "../errors.js";
import { parseFindingsDocument } from "../findings/schema.js";
import type { Run } from "../findings/types.js";
import { expandPatterns } from "./glob.js";
import { readJsonFile } from "./json-file.js";

/**
 * Reads run files named by paths or globs. Run numbers come from the files' `run` fields;
 * files without one are numbered in natural path order with the numbers left free.
 */
export async function readRunFiles(patterns: string[], flag = "--runs", cwd = process.cwd()): Promise<Run[]> {
  if (patterns.length === 0)
    throw new InputError(`${flag}: no run files given, expected paths or globs of JSON run files`);
  const files = await expandPatterns(patterns, flag, cwd);
  if (files.length === 0) {
    throw new InputError(
      `${flag}: no file matched ${patterns.map((p) => `'${p}'`).join(", ")}, expected paths or globs of JSON run files`,
    );
  }
  if (files.length < 2) {
    throw new InputError(
      `${flag}: 1 run file matched (${path.relative(cwd, files[0]!)}); determinism needs at least 2 runs`,
    );
  }
  const parsed = files.map((file) => {
    const label = path.relative(cwd, file) || file;
    const { findings, raw, meta } = parseFindingsDocument(label, readJsonFile(file, label));
    return { label, findings, raw, meta };
  });
  const taken = new Map<number, string>();
  for (const p of parsed) {
    if (p.meta.run === undefined) continue;
    const other = taken.get(p.meta.run);
    if (other)
      throw new InputError(
        `${p.label}: run: ${p.meta.run} is also the run number of ${other}, expected unique run numbers`,
      );
    taken.set(p.meta.run, p.label);
  }
  let next = 1;
  return parsed.map((p) => {
    let run = p.meta.run;
    if (run === undefined) {
      while (taken.has(next)) next++;
      run = next;
      taken.set(run, p.label);
    }
    return {
      run,
      ...(p.meta.model !== undefined && { model: p.meta.model }),
      ...(p.meta.temperature !== undefined && { temperature: p.meta.temperature }),
      findings: p.findings,
      raw: p.raw,
    };
  });
}
