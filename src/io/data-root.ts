import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { InputError, shown } from "../errors.js";

/** The AuditAgent data-root layout: `source_of_truth/<repo>.json` and `<scan_source>/<repo>_results.json`. */
export interface RepoFiles {
  repo: string;
  truth: string;
  scan: string;
}

export function repoFiles(dataRoot: string, scanSource: string, repo: string): RepoFiles {
  return {
    repo,
    truth: path.join(dataRoot, "source_of_truth", `${repo}.json`),
    scan: path.join(dataRoot, scanSource, `${repo}_results.json`),
  };
}

/**
 * The repos to evaluate: those named, each checked to have both files, or every repo that has
 * both when none is named.
 */
export function discoverRepos(dataRoot: string, scanSource: string, names?: string[]): RepoFiles[] {
  if (!existsSync(dataRoot) || !statSync(dataRoot).isDirectory())
    throw new InputError(`--data-root: ${shown(dataRoot)} is not a folder`);
  const scanDir = path.join(dataRoot, scanSource);
  if (!existsSync(scanDir))
    throw new InputError(
      `--scan-source: no folder ${shown(scanSource)} under the data root, expected e.g. baseline`,
    );
  if (names && names.length > 0) {
    return names.map((repo) => {
      const files = repoFiles(dataRoot, scanSource, repo);
      if (!existsSync(files.truth))
        throw new InputError(`--repos: ${shown(repo)} has no truth file source_of_truth/${repo}.json`);
      if (!existsSync(files.scan))
        throw new InputError(`--repos: ${shown(repo)} has no scan file ${scanSource}/${repo}_results.json`);
      return files;
    });
  }
  const repos = readdirSync(scanDir)
    .filter((name) => name.endsWith("_results.json"))
    .map((name) => name.slice(0, -"_results.json".length))
    .filter((repo) => existsSync(repoFiles(dataRoot, scanSource, repo).truth))
    .sort();
  if (repos.length === 0)
    throw new InputError(
      `--data-root: no repo has both source_of_truth/<repo>.json and ${scanSource}/<repo>_results.json`,
    );
  return repos.map((repo) => repoFiles(dataRoot, scanSource, repo));
}
