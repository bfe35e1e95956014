import { baseName, normalizePath, sameFile } from "./features.js";

/**
 * Files named the way a platform or a language names what they hold, not by their path, read as
 * the path the test's other reports give for them. Learned from the paths the runs give, not
 * from a list of source types or languages: a review names a file both ways, and read as written
 * the two were two files, whose reports the grouping never compares (one issue split in every
 * run that wrote the other name).
 */

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

/** One part of a module's or class's name. */
const NAME_PART = /^[\w$-]+$/;

/**
 * The parts of a file named as a module or a class names it, as the path normalises it: a
 * qualified name (`com.acme.billing.invoiceservice`, `app.services.billing`: two dots or more,
 * no `/`) or a Rust path (`crate::billing::invoice`); undefined for anything else, a file with an
 * extension included (`a.py` has one dot and is a file). A path without an extension is not
 * read so: `services/ledger/Dockerfile` is a file, not `Dockerfile.dev` beside it.
 */
export function moduleParts(path: string): string[] | undefined {
  let parts: string[] | undefined;
  if (path.includes("::")) parts = path.split("::");
  else if (!path.includes("/") && (path.match(/\./g)?.length ?? 0) >= 2) parts = path.split(".");
  if (!parts || parts.length < 2 || !parts.every((part) => NAME_PART.test(part))) return undefined;
  return parts;
}

/** A path without its file's last extension: `a/invpost.sqlrpgle` → `a/invpost`. */
function stemPath(path: string): string {
  const dot = path.lastIndexOf(".");
  return dot > path.lastIndexOf("/") + 1 ? path.slice(0, dot) : path;
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
 * For each path of a test written as a member or a module, the path it stands for there, keyed
 * by the normalised path (other paths are not in the map):
 * - a member (`memberOf`): the one other path whose file is the member up to its extension, in
 *   a directory named after the source file, or, failing a directory, the one whose file is the
 *   member; else the member as a path of its own (`ordlib/qrpglesrc/invpost`), so that the
 *   reports naming it that way still name one file;
 * - a module or class (`moduleParts`) that names no file as written: the one other path whose
 *   path up to its extension ends with the most of its parts (two at least: `crate::billing::
 *   invoice` is `src/billing/invoice.rs`); else it stays as written.
 * Paths that are one file as `sameFile` reads them count as one.
 */
export function resolveWrittenPaths(files: Iterable<string | undefined>): Map<string, string> {
  const written = new Set<string>();
  for (const file of files) if (file !== undefined) written.add(file);
  const paths = new Set<string>();
  for (const file of written) {
    const path = normalizePath(file);
    if (path !== "") paths.add(path);
  }
  const resolved = new Map<string, string>();
  const members = new Map<string, Member>();
  const modules = new Map<string, string[]>();
  for (const path of paths) {
    const member = memberOf(path);
    if (member) members.set(path, member);
    else {
      const parts = moduleParts(path);
      if (parts) modules.set(path, parts);
    }
  }
  // Most tests name neither: nothing to resolve.
  if (members.size === 0 && modules.size === 0) return resolved;
  // The other paths by the last part of their path up to the extension.
  const byStem = new Map<string, string[]>();
  for (const path of paths) {
    if (members.has(path)) continue;
    const stem = baseName(stemPath(path));
    const list = byStem.get(stem);
    if (list) list.push(path);
    else byStem.set(stem, [path]);
  }
  for (const list of byStem.values()) list.sort();
  for (const [path, named] of members) {
    const same = byStem.get(named.member) ?? [];
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
  for (const [path, parts] of modules) {
    const others = (byStem.get(parts[parts.length - 1]!) ?? []).filter((other) => other !== path);
    // A path that names a file as written (`src/Makefile` beside `Makefile`) is that file.
    if (others.some((other) => sameFile(other, path))) continue;
    for (let k = parts.length; k >= 2; k--) {
      const tail = parts.slice(-k).join("/");
      const ending = others.filter((other) => {
        const stem = stemPath(other);
        return stem === tail || stem.endsWith(`/${tail}`);
      });
      if (ending.length === 0) continue;
      const found = oneFile(ending);
      if (found) resolved.set(path, found);
      break;
    }
  }
  return resolved;
}

/**
 * Each report's path as the test resolves it: normalised, and one written as a member or a
 * module read as the file `resolveWrittenPaths` finds for it. Every step that compares files
 * (the grouping, the judge's requests and merges) reads paths through one of these.
 */
export function pathResolver(files: Iterable<string | undefined>): (file: string | undefined) => string {
  const named = resolveWrittenPaths(files);
  if (named.size === 0) return normalizePath;
  return (file) => {
    const path = normalizePath(file);
    return named.get(path) ?? path;
  };
}
