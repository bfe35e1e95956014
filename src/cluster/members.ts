import { baseName, normalizePath, sameFile } from "./features.js";

/**
 * A source member named as IBM i and z/OS name it: `ORDLIB/QRPGLESRC(INVPOST)` (library, source
 * file, member) or `PROD.COBOL.SRC(PAYROLL)` (a partitioned data set and its member), as the
 * path normalises them. The member has no extension there; in the repository it is a file of
 * its own (`…/qrpglesrc/invpost.sqlrpgle`), its source type as the extension.
 */
const MEMBER = /^(?:(.*)\/)?([^/()\s]+)\(([^/()\s.]+)\)$/;

interface Member {
  /** The library, if named. */
  library?: string;
  /** The source file or data set holding the member. */
  sourceFile: string;
  member: string;
}

/** The member a normalised path names in that notation, or undefined for any other path. */
export function memberOf(path: string): Member | undefined {
  const match = MEMBER.exec(path);
  if (!match) return undefined;
  const [, library, sourceFile, member] = match;
  return { ...(library !== undefined && { library }), sourceFile: sourceFile!, member: member! };
}

/** A file name without its last extension: `invpost.sqlrpgle` → `invpost`. */
function stem(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/**
 * The one file these paths name, if they name one: the shortest, when every other ends with it
 * (`invpost.sqlrpgle`, `qsys/ordlib/qrpglesrc/invpost.sqlrpgle` and the same under a build
 * directory are one file, as `sameFile` reads paths).
 */
function oneFile(paths: readonly string[]): string | undefined {
  if (paths.length === 0) return undefined;
  const shortest = paths.reduce((a, b) => (b.length < a.length || (b.length === a.length && b < a) ? b : a));
  return paths.every((path) => sameFile(path, shortest)) ? shortest : undefined;
}

/**
 * For each path of a test written in member notation, the path it stands for there: the one
 * other path of the test whose file is the member (its name up to the extension) in a directory
 * named after the source file, or, failing a directory, the one whose file is the member; else
 * the member as a path of its own (`ordlib/qrpglesrc/invpost`), so that the reports naming it
 * that way still name one file. Learned from the paths the runs give, not from a list of source
 * types: a review run over an IBM i or mainframe repository names a member both ways, and read
 * as written the two were two files, whose reports the grouping never compares (one issue
 * split in every run that wrote the member's name). Keyed by the normalised path; other paths
 * are not in the map.
 */
export function resolveMembers(files: Iterable<string | undefined>): Map<string, string> {
  const written = new Set<string>();
  let any = false;
  for (const file of files)
    if (file !== undefined && !written.has(file)) {
      written.add(file);
      any ||= file.includes("(");
    }
  const resolved = new Map<string, string>();
  // Most tests name no member: nothing to resolve, and nothing normalised for it.
  if (!any) return resolved;
  const paths = new Set<string>();
  for (const file of written) {
    const path = normalizePath(file);
    if (path !== "") paths.add(path);
  }
  const others = [...paths].filter((path) => memberOf(path) === undefined).sort();
  for (const path of paths) {
    const named = memberOf(path);
    if (!named) continue;
    const same = others.filter((other) => stem(baseName(other)) === named.member);
    const inSourceFile = same.filter((other) => {
      const parts = other.split("/");
      return parts.length >= 2 && parts[parts.length - 2] === named.sourceFile;
    });
    const found = oneFile(inSourceFile) ?? oneFile(same);
    resolved.set(
      path,
      found ?? [named.library, named.sourceFile, named.member].filter((p) => p !== undefined).join("/"),
    );
  }
  return resolved;
}

/**
 * Each report's path as the test resolves it: normalised, and a member written in member
 * notation read as the file `resolveMembers` finds for it. Every step that compares files
 * (the grouping, the judge's requests and merges) reads paths through one of these.
 */
export function pathResolver(files: Iterable<string | undefined>): (file: string | undefined) => string {
  const members = resolveMembers(files);
  if (members.size === 0) return normalizePath;
  return (file) => {
    const path = normalizePath(file);
    return members.get(path) ?? path;
  };
}
