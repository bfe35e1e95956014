import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SarifLocationBase } from "../render/sarif.js";

/** The nearest folder at or above `dir` holding `.git`, or undefined outside a repository. */
export function findRepoRoot(dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, ".git"))) return at;
    if (path.dirname(at) === at) return undefined;
  }
}

/**
 * Where the findings' paths (relative to `analysisRoot`) sit in the repository at `repoRoot`:
 * code scanning places an alert only by its repository-relative path. A root outside the
 * repository (or none) leaves the paths as they are, based at the analysis root.
 */
export function locationBase(analysisRoot: string, repoRoot: string | undefined): SarifLocationBase {
  const root = path.resolve(analysisRoot);
  const repo = repoRoot === undefined ? undefined : path.resolve(repoRoot);
  const relative = repo === undefined ? undefined : path.relative(repo, root);
  const inside =
    relative !== undefined &&
    relative !== ".." &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative);
  const base = inside ? repo! : root;
  const uri = pathToFileURL(base).href;
  return {
    pathPrefix: inside ? relative!.split(path.sep).join("/") : "",
    rootUri: uri.endsWith("/") ? uri : `${uri}/`,
  };
}
