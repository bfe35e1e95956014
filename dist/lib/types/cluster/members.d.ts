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
export declare function resolveMembers(files: Iterable<string | undefined>): Map<string, string>;
/**
 * Each report's path as the test resolves it: normalised, and a member written in member
 * notation read as the file `resolveMembers` finds for it. Every step that compares files
 * (the grouping, the judge's requests and merges) reads paths through one of these.
 */
export declare function pathResolver(files: Iterable<string | undefined>): (file: string | undefined) => string;
export {};
