/** What the runs say of a report's place: its file and its symbol, as written. */
export interface Placed {
    file?: string | undefined;
    symbol?: string | undefined;
}
/** Each run's reports' places, in any order. */
export type PlacesByRun = readonly (readonly Placed[])[];
interface Member {
    /** The library, if named. */
    library?: string;
    /** The source file or data set holding the member. */
    sourceFile: string;
    member: string;
}
/** The member a normalised path names in that notation, or undefined for any other path. */
export declare function memberOf(path: string): Member | undefined;
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
export declare function moduleParts(path: string, extensions?: ReadonlySet<string>): string[] | undefined;
/**
 * The parts of a file named by its place in a tool's project tree or by its package, as the path
 * normalises it: a path with a directory whose last part has no extension
 * (`line2_plc/pous/fb_filler` for `plc/line2/pous/fb_filler.tcpou`, `project library/recipes`
 * for `ignition/script-python/recipes/code.py`), the version a registry names it at left out of
 * its last part (`support/answer@v3` for `prompts/support/answer.v3.j2`, as a package's version
 * is no part of its name); undefined for anything else. Whether it is a file of its own, such a
 * name or neither is for `resolveWrittenPaths` to say from the test.
 */
export declare function treeParts(path: string): string[] | undefined;
/**
 * The file a path written as a command runs (`ros2 launch arm_bringup arm.launch.py`,
 * `python manage.py`): its last word, where that is a file's name with an extension and the path
 * has words before it and no directory; undefined for any other path.
 */
export declare function commandFile(path: string): string | undefined;
/**
 * The parts of a file named by its item in a tool's tree, written as a breadcrumb
 * (`Spectrometer.lvproj > Control > Shutter Control.vi`: a LabVIEW project's item, a file
 * under a project's virtual folders), or by its component and its path there
 * (`mod_quizgrader: db/access.php`, as Moodle names a plugin's file), as the path normalises it:
 * split at its arrows, the component's colon and slashes, where the last part is a file's name
 * with an extension; undefined for anything else (`main.unity > canvas/shoppanel` ends in an
 * object, not a file).
 */
export declare function breadcrumbParts(path: string): string[] | undefined;
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
export declare function resolveWrittenPaths(files: Iterable<string | undefined>, byRun?: PlacesByRun): Map<string, string>;
/**
 * Each report's path as the test resolves it: normalised, and one written as a member or a
 * module read as the file `resolveWrittenPaths` finds for it. Every step that compares files
 * (the grouping, the judge's requests and merges) reads paths through one of these.
 */
export declare function pathResolver(files: Iterable<string | undefined>, byRun?: PlacesByRun): (file: string | undefined) => string;
/**
 * `pathResolver` for a test's runs: the paths they name, and which run names which. The one
 * every step that compares files uses (the grouping, the judge's requests and merges).
 */
export declare function runPathResolver(runs: readonly {
    findings: readonly Placed[];
}[]): (file: string | undefined) => string;
export {};
