import { barePath, baseName, isRooted, normalizePath, sameFile } from "./features.js";
import { type Settled, settleByMounts, type Unsettled } from "./mounts.js";
import { normalizeSymbol, withoutVersion } from "./symbols.js";

/** What the runs say of a report's place: its file and its symbol, as written. */
export interface Placed {
  file?: string | undefined;
  symbol?: string | undefined;
}

/** Each run's reports' places, in any order. */
export type PlacesByRun = readonly (readonly Placed[])[];

/**
 * Files named the way a platform or a language names what they hold, not by their path, read as
 * the path the test's other reports give for them. Learned from the paths the runs give, not
 * from a list of source types or languages (a header's pairing with its source excepted, which
 * is those languages' own): a review names a file both ways, and read as written the two were
 * two files, whose reports the grouping never compares (one issue split in every run that wrote
 * the other name).
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

/** One part of a module's, class's or instance's name. */
const NAME_PART = /^[\w$-]+$/;

/**
 * The parts of a file named as a module, a class or an engine's instance names it, as the path
 * normalises it: a qualified name (`com.acme.billing.invoiceservice`, `app.services.billing`,
 * `serverscriptservice.combat`, a Roblox script as the instance it runs as) or a Rust path
 * (`crate::billing::invoice`), or a name alone (`accountservice`), with no `/`; undefined for anything
 * else. A name whose last part is
 * an extension the test's files have (`extensions`: `jquery.min.js` beside `src/app.js`) is a file
 * name, not a module's. A path with a directory is read as written: `services/ledger/Dockerfile`
 * is a file, not the `Dockerfile.dev` beside it.
 */
export function moduleParts(path: string, extensions: ReadonlySet<string> = new Set()): string[] | undefined {
  if (path.includes("/")) return undefined;
  const parts = path.includes("::") ? path.split("::") : path.split(".");
  // A class or module named alone (`AccountService` for `…/classes/AccountService.cls`) is one part.
  if (!parts.every((part) => NAME_PART.test(part))) return undefined;
  if (!path.includes("::") && extensions.has(parts[parts.length - 1]!)) return undefined;
  return parts;
}

/**
 * The parts of a file named by its place in a tool's project tree or by its package, as the path
 * normalises it: a path with a directory whose last part has no extension
 * (`line2_plc/pous/fb_filler` for `plc/line2/pous/fb_filler.tcpou`, `project library/recipes`
 * for `ignition/script-python/recipes/code.py`), the version a registry names it at left out of
 * its last part (`support/answer@v3` for `prompts/support/answer.v3.j2`, as a package's version
 * is no part of its name); undefined for anything else. Whether it is a file of its own, such a
 * name or neither is for `resolveWrittenPaths` to say from the test.
 */
export function treeParts(path: string): string[] | undefined {
  if (!path.includes("/")) return undefined;
  const parts = path.split("/");
  if (parts.some((part) => part.trim() === "")) return undefined;
  const last = withoutVersion(parts[parts.length - 1]!);
  if (last === "" || last.includes(".")) return undefined;
  return [...parts.slice(0, -1), last];
}

/**
 * The file a path written as a command runs (`ros2 launch arm_bringup arm.launch.py`,
 * `python manage.py`): its last word, where that is a file's name with an extension and the path
 * has words before it and no directory; undefined for any other path.
 */
export function commandFile(path: string): string | undefined {
  if (path.includes("/") || !/\s/.test(path)) return undefined;
  const last = path.slice(path.search(/\S+$/));
  return /^[\w.+-]+\.[a-z0-9_+-]{1,12}$/.test(last) && last !== path ? last : undefined;
}

/**
 * The separators of a breadcrumb: a tool's tree written with arrows between its items, or a
 * component's name and a colon before the path within it (`mod_quizgrader: db/access.php`).
 */
const BREADCRUMB = /\s+[>›»]\s+|(?<=^[^\s/:>›»]+):\s+/;

/**
 * The parts of a file named by its item in a tool's tree, written as a breadcrumb
 * (`Spectrometer.lvproj > Control > Shutter Control.vi`: a LabVIEW project's item, a file
 * under a project's virtual folders), or by its component and its path there
 * (`mod_quizgrader: db/access.php`, as Moodle names a plugin's file), as the path normalises it:
 * split at its arrows, the component's colon and slashes, where the last part is a file's name
 * with an extension; undefined for anything else (`main.unity > canvas/shoppanel` ends in an
 * object, not a file).
 */
export function breadcrumbParts(path: string): string[] | undefined {
  if (!BREADCRUMB.test(path)) return undefined;
  const parts = path.split(BREADCRUMB).flatMap((part) => part.split("/"));
  if (parts.some((part) => part.trim() === "")) return undefined;
  return EXTENDED.test(parts[parts.length - 1]!) ? parts : undefined;
}

/** A path's directory: `a/b/c.ts` → `a/b`; "" for a file named alone. */
function directoryOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}

/** The extensions of a test's files that name a directory: what a file's name may end in there. */
function extensionsOf(paths: Iterable<string>): Set<string> {
  const extensions = new Set<string>();
  for (const path of paths) {
    if (!path.includes("/")) continue;
    const base = baseName(path);
    const dot = base.lastIndexOf(".");
    if (dot > 0) extensions.add(base.slice(dot + 1));
  }
  return extensions;
}

/** A path without its file's last extension: `a/invpost.sqlrpgle` → `a/invpost`. */
function stemPath(path: string): string {
  const dot = path.lastIndexOf(".");
  return dot > path.lastIndexOf("/") + 1 ? path.slice(0, dot) : path;
}

/**
 * A declaration's file and its definition's, in the languages that keep the two apart: a C,
 * C++ or Objective-C header and its source (`ArenaCharacter.h`, `ArenaCharacter.cpp`), an OCaml
 * interface and its module, an Ada spec and its body. A function is declared in one and written
 * in the other, and a review places its issue at either.
 */
const DECLARES = new Map<string, readonly string[]>([
  ["h", ["c", "cc", "cpp", "cxx", "m", "mm"]],
  ["hh", ["cc", "cpp"]],
  ["hpp", ["cpp", "cc", "cxx"]],
  ["hxx", ["cxx", "cpp"]],
  ["mli", ["ml"]],
  ["ads", ["adb"]],
]);

/** The extension of a path's file: `a/b.cpp` → `cpp`; "" without one. */
function extensionOf(path: string): string {
  const base = baseName(path);
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1) : "";
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
 * For each path of a test written as a member, a module or a header, the path it stands for there, keyed
 * by the normalised path (other paths are not in the map):
 * - a member (`memberOf`): the one other path whose file is the member up to its extension, in
 *   a directory named after the source file, or, failing a directory, the one whose file is the
 *   member; else the member as a path of its own (`ordlib/qrpglesrc/invpost`), so that the
 *   reports naming it that way still name one file;
 * - a module, class or instance (`moduleParts`) that names no file as written: the one other
 *   path whose path up to its extensions ends with the most of its parts (`crate::billing::invoice`
 *   is `src/billing/invoice.rs`, `serverscriptservice.combat` is `src/server/combat.server.luau`);
 *   else it stays as written;
 * - a header (`DECLARES`): the one source file of its name, where the test names one.
 * Paths that are one file as `sameFile` reads them count as one.
 */
export function resolveWrittenPaths(
  files: Iterable<string | undefined>,
  byRun?: PlacesByRun,
): Map<string, string> {
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
  const trees = new Map<string, string[]>();
  const extensions = extensionsOf(paths);
  for (const path of paths) {
    const member = memberOf(path);
    if (member) members.set(path, member);
    else {
      const parts = moduleParts(path, extensions);
      if (parts) modules.set(path, parts);
      else if (byRun) {
        const tree = treeParts(path);
        if (tree) trees.set(path, tree);
      }
    }
  }
  const commands = new Map<string, string>();
  for (const path of paths) {
    const run = commandFile(path);
    if (run !== undefined) commands.set(path, run);
  }
  const artifacts = byRun ? artifactNames(paths) : new Set<string>();
  // Paths written from the root of a machine (`/etc/asterisk/extensions.conf`, where the file is
  // deployed) or as the URL a host serves the file at (`https://cdn.example.tv/vod/master.m3u8`,
  // the host its first part), by their normalised form.
  const rooted = new Set<string>();
  if (byRun)
    for (const file of written)
      if (isRooted(file) || WITH_SCHEME.test(file) || IN_ARCHIVE.test(file)) rooted.add(normalizePath(file));
  const breadcrumbs = new Map<string, string[]>();
  if (byRun)
    for (const path of paths) {
      const parts = breadcrumbParts(path);
      if (parts) breadcrumbs.set(path, parts);
    }
  // Most tests name none of these: nothing to resolve.
  if (
    members.size === 0 &&
    modules.size === 0 &&
    trees.size === 0 &&
    commands.size === 0 &&
    artifacts.size === 0 &&
    breadcrumbs.size === 0 &&
    rooted.size === 0 &&
    ![...paths].some((path) => DECLARES.get(extensionOf(path)) || (byRun && !EXTENDED.test(baseName(path))))
  )
    return resolved;
  // The other paths by the last part of their path up to the extension.
  const byStem = groupedByName([...paths].filter((path) => !members.has(path)).sort(), (path) =>
    baseName(stemPath(path)),
  );
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
  // Only paths of one file name can be one file (`sameFile`): each is compared with those alone,
  // so that a test naming thousands of places as names stays linear.
  const pathsByName = groupedByName(paths);
  // A file named by the command that runs it (`ros2 launch arm_bringup arm.launch.py`) is the one
  // file of the test of that name.
  for (const [path, name] of commands) {
    const found = oneFile((pathsByName.get(name) ?? []).filter((other) => !commands.has(other)).sort());
    if (found) resolved.set(path, found);
  }
  // Which paths some run names together: a run names a file one way, so two paths it names both
  // are two files. Read only where a rule below asks.
  let together: ((a: string, b: string) => boolean) | undefined;
  const namedApart = (a: string, b: string) => !(together ??= namedTogether(byRun!))(a, b);
  // A file named from outside the repository's tree is the one file of the test of that name
  // whose path ends with the most of its parts, where no run names both, and no path of the
  // repository with directories ends it or is ended by it (that path is the file as written):
  // - by its item in a tool's tree (`spectrometer.lvproj > control > shutter control.vi`): the
  //   tree's folders are the project's, and the file is what the item holds;
  // - where it is installed (`/etc/asterisk/extensions.conf`, the repository's
  //   `pbx/asterisk/extensions.conf` deployed): the root's directories are the machine's.
  if (byRun && (breadcrumbs.size > 0 || rooted.size > 0)) {
    const outside = new Map(breadcrumbs);
    for (const path of rooted) if (!outside.has(path)) outside.set(path, path.split("/"));
    // Which outside paths were read as a file of the repository, and which have more than one
    // file of their name with as many of their parts: `settleByMounts` reads the second from the first.
    const settled: (Settled & { path: string })[] = [];
    const unsettled = new Map<string, Unsettled>();
    for (const [path, parts] of outside) {
      if (resolved.has(path)) continue;
      const others = (pathsByName.get(parts[parts.length - 1]!) ?? [])
        .filter((other) => !outside.has(other))
        .sort();
      // A name alone ends both: what decides is a path with directories.
      const withDirectories = others.filter((other) => other.includes("/"));
      const asWritten = withDirectories.filter((other) => sameFile(other, path));
      if (asWritten.length > 0) {
        // A tail that the repository also writes in full (`config/printer.cfg` beside
        // `klipper/config/printer.cfg` and the host's `~/printer_data/config/printer.cfg`) is
        // that file: read so, the path from outside stays one file with both.
        const whole = wholeFile(path, asWritten, withDirectories);
        if (whole !== undefined && namedApart(path, whole)) {
          resolved.set(path, whole);
          settled.push({ path, parts, file: whole });
          continue;
        }
        for (const file of asWritten) settled.push({ path, parts, file });
        continue;
      }
      const ending = endingMost(
        parts,
        withDirectories.length > 0 ? withDirectories : others,
        (other) => other,
      );
      const found = ending.length === 0 ? undefined : (oneFile(ending) ?? null);
      if (found === null) unsettled.set(path, { parts, candidates: ending });
      else if (found && namedApart(path, found)) {
        resolved.set(path, found);
        settled.push({ path, parts, file: found });
      }
    }
    for (const [path, file] of settleByMounts(unsettled, settled, namedApart)) resolved.set(path, file);
  }
  const othersAlike = (path: string) =>
    (pathsByName.get(baseName(path)) ?? []).filter((other) => other !== path && sameFile(other, path));
  // The files a module's name may be, by their name without extensions (`combat` for
  // `src/server/combat.server.luau`).
  const byName = groupedByName(
    [...paths].filter((path) => !members.has(path) && !modules.has(path) && !trees.has(path)).sort(),
    (path) => baseName(barePath(path)),
  );
  for (const [path, parts] of modules) {
    const others = byName.get(parts[parts.length - 1]!) ?? [];
    // A name that another report's path ends with is that file, as written.
    if (othersAlike(path).length > 0) continue;
    // The most of its parts that end one file's path: `crate::billing::invoice` is
    // `src/billing/invoice.rs`, `ServerScriptService.Combat` is `src/server/Combat.server.luau`.
    for (let k = parts.length; k >= 1; k--) {
      const tail = parts.slice(-k).join("/");
      const ending = others.filter((other) => {
        const bare = barePath(other);
        return bare === tail || bare.endsWith(`/${tail}`);
      });
      if (ending.length === 0) continue;
      const found = oneFile(ending);
      if (found) resolved.set(path, found);
      break;
    }
  }
  // A name from a tool's tree or a package (`line2_plc/pous/fb_filler`, `recipes`) that no run
  // names beside the file it would be: the one file whose path up to its extensions ends with the
  // most of its parts, or failing any, the one file in a directory whose path ends with them
  // (a package named for its only file in the test). The runs say a run names a file one way: a
  // path named beside the candidate in one run is another file (`bin/run` beside `src/run.py`).
  if (byRun && (trees.size > 0 || modules.size > 0)) {
    const files = [...paths].filter((path) => !members.has(path) && !modules.has(path) && !trees.has(path));
    // The files by their name without extensions, and by their directory's name: a name's last
    // part is one of these where it names a file.
    const byBare = groupedByName(files, (file) => baseName(barePath(file)));
    const byDirectory = groupedByName(files, (file) => baseName(directoryOf(file)));
    // A path in the repository's own directories is a file of its own, whatever its name
    // (`services/ledger/dockerfile` where `services/…` holds the test's other files).
    const tops = new Set(
      files.filter((path) => path.includes("/")).map((path) => path.slice(0, path.indexOf("/"))),
    );
    const resolve = (path: string, parts: readonly string[]) => {
      const last = parts[parts.length - 1]!;
      const asFile = endingWith(parts, byBare.get(last) ?? [], (other) => barePath(other));
      let found = asFile === undefined ? endingWith(parts, byDirectory.get(last) ?? [], directoryOf) : asFile;
      // Failing those, a tree whose root is a file's name is a place in that file
      // (`brakectrl/inputs/pressure_fl`, a block of the model `brakectrl.slx` that
      // `src/gen/brakectrl.c` is generated from); failing that, a tree whose parts name one file
      // (by its name, no other part another's) is a resource that file defines
      // (`connectors/orders-cdc/config`, the connector `connect/orders-cdc.json` creates, as Kafka
      // Connect's REST API names its configuration).
      if (found === undefined && parts.length > 1)
        found = oneFile((byBare.get(parts[0]!) ?? []).slice().sort());
      if (found === undefined && parts.length > 1)
        found = oneFile([...new Set(parts.flatMap((part) => byBare.get(part) ?? []))].sort());
      if (found && namedApart(path, found)) resolved.set(path, found);
    };
    for (const [path, parts] of trees)
      if (
        !tops.has(parts[0]!) &&
        !othersAlike(path).some((other) => !members.has(other) && !modules.has(other) && !trees.has(other))
      )
        resolve(path, parts);
    for (const [path, parts] of modules) {
      if (resolved.has(path)) continue;
      // A name a tree's name ends is the file that name resolved to (`fb_filler` and
      // `line2_plc/pous/fb_filler`); one a file's path ends is that file, as written.
      const ends = othersAlike(path).filter((other) => !modules.has(other));
      if (ends.length > 0) {
        const to = new Set(ends.map((other) => resolved.get(other)));
        const [only] = to;
        if (to.size === 1 && only !== undefined && ends.every((other) => trees.has(other)))
          resolved.set(path, only);
        continue;
      }
      resolve(path, parts);
    }
  }
  // A place named as no file is (`Main.unity > Canvas/ShopPanel`, `ShopPanel (GameObject)`: a
  // scene's object, a resource, a screen) and that nothing above read is the file whose reports
  // name what its reports name (`ShopController.OnGemPackPurchased`), where one file does so
  // more than any other and no run names both.
  if (byRun)
    for (const [path, file] of namedByTheirSymbols(paths, resolved, members, artifacts, byRun))
      resolved.set(path, file);
  // A header is its source file where the test names exactly one source of that name: the
  // header's reports and the source's are compared as reports of one file.
  const sources = new Map<string, string[]>();
  for (const path of paths) {
    const ext = extensionOf(path);
    if (ext === "" || DECLARES.has(ext)) continue;
    const name = baseName(stemPath(path));
    const list = sources.get(name);
    if (list) list.push(path);
    else sources.set(name, [path]);
  }
  for (const path of paths) {
    const defined = DECLARES.get(extensionOf(path));
    if (defined === undefined) continue;
    const candidates = (sources.get(baseName(stemPath(path))) ?? [])
      .filter((other) => defined.includes(extensionOf(other)))
      .sort();
    const found = oneFile(candidates);
    if (found) resolved.set(path, found);
  }
  return resolved;
}

/**
 * The one path of `paths` that every tail of `outside` in the repository (`tails`) ends, where
 * it is `outside`'s file read as written from a machine's root (`sameFile`'s rooted reading):
 * the longest, when every such path ends the others.
 */
function wholeFile(outside: string, tails: readonly string[], paths: readonly string[]): string | undefined {
  const whole = paths.filter(
    (path) =>
      !tails.includes(path) && sameFile(path, outside, true) && tails.every((tail) => sameFile(tail, path)),
  );
  if (whole.length === 0) return undefined;
  const longest = whole.reduce((a, b) => (b.length > a.length || (b.length === a.length && b < a) ? b : a));
  return whole.every((path) => sameFile(path, longest)) ? longest : undefined;
}

/**
 * The one file of `files` whose `place` (its path up to its extensions, its directory) ends with
 * the most of `parts`: null if those end more than one file, undefined if no part ends any.
 */
function endingWith(
  parts: readonly string[],
  files: readonly string[],
  place: (file: string) => string,
): string | null | undefined {
  const ending = endingMost(parts, files, place);
  return ending.length === 0 ? undefined : (oneFile(ending) ?? null);
}

/** The files of `files` whose `place` ends with the most of `parts`, in name order; none if no part ends any. */
function endingMost(
  parts: readonly string[],
  files: readonly string[],
  place: (file: string) => string,
): string[] {
  for (let k = parts.length; k >= 1; k--) {
    const tail = parts.slice(-k).join("/");
    const ending = files.filter((file) => {
      const at = place(file);
      return at === tail || at.endsWith(`/${tail}`);
    });
    if (ending.length > 0) return ending.sort();
  }
  return [];
}

/**
 * Files giving one name past which the name tells no file (`namedByTheirSymbols`): a method
 * every handler has (`update`, `process`) says nothing of which file a place is.
 */
const COMMON_NAME = 8;

/**
 * A file inside an archive, written from the archive's root (`google_transit.zip/stop_times.txt`,
 * as a validator names a feed's table; `app.jar!/META-INF/MANIFEST.MF`): the archive is its root,
 * as a machine's is for a deployed file, and the rest is a tail of the repository's path.
 */
const IN_ARCHIVE =
  /(?:^|[/\\])[^/\\]+\.(?:zip|jar|war|ear|aar|apk|aab|whl|egg|nupkg|gem|crx|xpi|ipa|tar|tgz|tar\.gz|7z)!?[/\\][^/\\]/i;

/** A URL: a scheme, then `//` (`https://cdn.example.tv/…`, `file:///home/…`). */
const WITH_SCHEME = /^\s*[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/** A path whose last part ends in an extension: `a/b.cs`, not `main.unity > player`. */
const EXTENDED = /\.[a-z0-9_+-]{1,12}$/;

/**
 * A repository path whose file has no extension (`workflow/snakefile`, `deploy/makefile`): a
 * directory, and only the characters file names are written in. A place written in words
 * (`snakemake workflow`, `main.unity > canvas/shoppanel`) is not one.
 */
const FILE_PATH = /^[\w.+-]+(?:\/[\w.+-]+)+$/;

/** The words a place is written in: `adt inbound > destination 2 (lab)` → adt, inbound, destination, lab. */
function wordsOf(place: string): string[] {
  return (place.match(/[a-z0-9]+/g) ?? []).filter((word) => word.length > 1 && !/^\d+$/.test(word));
}

/**
 * For each path that names no file (no extension, not a repository path, no file of the test
 * ending it, not read by the rules before; or a name alone whose extension no other path has and
 * whose stem a file of the test has: an artifact a file is made from, `BrakeCtrl.slx` for
 * `src/gen/BrakeCtrl.c`), the one file whose names share the most with the
 * place's, where that file shares more than any other and no run names both. A file's names are
 * its reports' symbols' (each symbol's name and owner) and the words of its path; a place's are
 * its reports' symbols' and its own words. The runs teach it: a report placed at a scene object,
 * a channel or a workflow's rule names the class, step or rule at fault, which the other runs
 * place in its file; and a tool names a file in the words its path is made of (`ADT Inbound`
 * for `adt-inbound.xml`, `^ADTRTN` for `ADTRTN.mac`).
 */
function namedByTheirSymbols(
  paths: ReadonlySet<string>,
  resolved: ReadonlyMap<string, string>,
  members: ReadonlyMap<string, Member>,
  artifacts: ReadonlySet<string>,
  byRun: PlacesByRun,
): Map<string, string> {
  const found = new Map<string, string>();
  // Only paths of one file name can be one file (`sameFile`): each is compared with those alone.
  const byName = groupedByName(paths);
  const sameAs = (path: string, among: ReadonlyMap<string, string[]>) =>
    (among.get(baseName(path)) ?? []).filter((other) => sameFile(other, path));
  const isFile = (path: string) =>
    EXTENDED.test(baseName(path)) ? !artifacts.has(path) : FILE_PATH.test(path);
  const files = [...paths].filter((path) => isFile(path) && !members.has(path) && !resolved.has(path));
  const nameless = [...paths].filter(
    (path) =>
      !resolved.has(path) &&
      !members.has(path) &&
      !isFile(path) &&
      // A name another path ends with, or ends (`dockerfile`, `services/ledger/dockerfile`), is a file's.
      sameAs(path, byName).length === 1,
  );
  if (nameless.length === 0 || files.length === 0) return found;
  // The names each place's reports give, the places each run names, and the runs naming each
  // nameless place.
  const names = new Map<string, Set<string>>();
  const namedIn: Set<string>[] = [];
  const runsNaming = new Map<string, number[]>();
  const isNameless = new Set(nameless);
  // Reports repeat their symbols: each is read once.
  const symbols = new Map<string, { method: string; owner: string }>();
  for (const run of byRun) {
    const named = new Set<string>();
    for (const placed of run) {
      const path = normalizePath(placed.file);
      if (path === "") continue;
      const place = resolved.get(path) ?? path;
      named.add(place);
      const symbol = placed.symbol ?? "";
      let read = symbols.get(symbol);
      if (!read) symbols.set(symbol, (read = normalizeSymbol(symbol)));
      const { method, owner } = read;
      const set = names.get(place) ?? names.set(place, new Set()).get(place)!;
      if (method !== "") set.add(method);
      if (owner !== "") set.add(owner.slice(owner.lastIndexOf(".") + 1));
    }
    for (const place of named)
      if (isNameless.has(place))
        (runsNaming.get(place) ?? runsNaming.set(place, []).get(place)!).push(namedIn.length);
    namedIn.push(named);
  }
  // Each file's names, pooled over the paths that are that file, its own name among them; and
  // for each name, the files that give it.
  const filesByName = groupedByName(files);
  const holders = new Map<string, string[]>();
  for (const file of files) {
    const pooled = new Set([baseName(stemPath(file)), ...wordsOf(stemPath(file))]);
    for (const same of sameAs(file, filesByName)) for (const name of names.get(same) ?? []) pooled.add(name);
    for (const name of pooled) (holders.get(name) ?? holders.set(name, []).get(name)!).push(file);
  }
  for (const path of nameless) {
    // The place's own words count as its reports' names do (`adt inbound` for `adt-inbound.xml`).
    const own = new Set([...(names.get(path) ?? []), ...wordsOf(path)]);
    if (own.size === 0) continue;
    const shared = new Map<string, number>();
    for (const name of own) {
      const given = holders.get(name) ?? [];
      // A name many files give (`update`, `main`) tells none of them.
      if (given.length > COMMON_NAME) continue;
      for (const file of given) shared.set(file, (shared.get(file) ?? 0) + 1);
    }
    // A file some run names beside this place, by any of its paths, is another file.
    const runs = runsNaming.get(path) ?? [];
    const apart = (file: string) =>
      sameAs(file, byName).some((same) => runs.some((r) => namedIn[r]!.has(same)));
    let most = 0;
    for (const [file, n] of shared) if (n > most && !apart(file)) most = n;
    if (most === 0) continue;
    const best = oneFile([...shared].filter(([file, n]) => n === most && !apart(file)).map(([file]) => file));
    if (best) found.set(path, best);
  }
  return found;
}

/**
 * Names alone whose extension no other path of the test has and whose stem another file of the
 * test has: an artifact a file is made from, named for it (`brakectrl.slx`, the model
 * `src/gen/brakectrl.c` is generated from), which `namedByTheirSymbols` reads as a place.
 */
function artifactNames(paths: ReadonlySet<string>): Set<string> {
  const extensions = new Map<string, number>();
  for (const path of paths) {
    const ext = extensionOf(path);
    if (ext !== "") extensions.set(ext, (extensions.get(ext) ?? 0) + 1);
  }
  const candidates = [...paths].filter(
    (path) => !path.includes("/") && EXTENDED.test(path) && extensions.get(extensionOf(path)) === 1,
  );
  if (candidates.length === 0) return new Set();
  const stems = groupedByName(
    [...paths].filter((path) => EXTENDED.test(baseName(path))),
    (path) => baseName(stemPath(path)),
  );
  return new Set(
    candidates.filter((path) => (stems.get(baseName(stemPath(path))) ?? []).some((other) => other !== path)),
  );
}

/** Paths by their file name (`baseName`), or by `nameOf`. */
function groupedByName(
  paths: Iterable<string>,
  nameOf: (path: string) => string = baseName,
): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const path of paths) {
    const name = nameOf(path);
    (byName.get(name) ?? byName.set(name, []).get(name)!).push(path);
  }
  return byName;
}

/** Whether some run names both paths (normalised). */
function namedTogether(byRun: PlacesByRun): (a: string, b: string) => boolean {
  const namedIn = byRun.map((run) => new Set(run.map((placed) => normalizePath(placed.file))));
  const runsNaming = new Map<string, number[]>();
  namedIn.forEach((named, r) => {
    for (const path of named) (runsNaming.get(path) ?? runsNaming.set(path, []).get(path)!).push(r);
  });
  return (a, b) => (runsNaming.get(a) ?? []).some((r) => namedIn[r]!.has(b));
}

/**
 * Each report's path as the test resolves it: normalised, and one written as a member or a
 * module read as the file `resolveWrittenPaths` finds for it. Every step that compares files
 * (the grouping, the judge's requests and merges) reads paths through one of these.
 */
export function pathResolver(
  files: Iterable<string | undefined>,
  byRun?: PlacesByRun,
): (file: string | undefined) => string {
  const named = resolveWrittenPaths(files, byRun);
  if (named.size === 0) return normalizePath;
  return (file) => {
    const path = normalizePath(file);
    return named.get(path) ?? path;
  };
}

/**
 * `pathResolver` for a test's runs: the paths they name, and which run names which. The one
 * every step that compares files uses (the grouping, the judge's requests and merges).
 */
export function runPathResolver(
  runs: readonly { findings: readonly Placed[] }[],
): (file: string | undefined) => string {
  const byRun = runs.map((run) => run.findings);
  return pathResolver(
    byRun.flatMap((placed) => placed.map((p) => p.file)),
    byRun,
  );
}
