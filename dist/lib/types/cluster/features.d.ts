import type { Finding } from "../findings/types.js";
import { type CategoryInfo } from "./categories.js";
import { type NumberWritten } from "./numbered.js";
import { type Interner } from "./text.js";
/** What the matcher compares, computed once per finding. */
export interface Features {
    agent: string;
    /** Normalised path (`src/a.cs`), "" when the finding names no file. */
    file: string;
    /** Last path segment: findings are only compared within the same agent and file name. */
    fileBase: string;
    /** The path was absolute (`/…`, `C:\…`): its first directories are a machine's (isRooted). */
    rooted: boolean;
    /** Agent and file name: the block a finding is compared within (findings of two blocks never are). */
    block: string;
    category: CategoryInfo;
    /** Normalised symbol (`userservice.getuser`), "" when none. */
    symbol: string;
    /** The function or method name alone (`getuser`). */
    method: string;
    /** What owns it (`userservice`), "" when the symbol is a bare name. */
    owner: string;
    /** Every word of the symbol, qualifiers included (`api v1 user controller update`). */
    symbolWords: Int32Array;
    /** The written symbol's words that hold a number (`//STEP020 EXEC PGM=DKTSORT`: `step020`). */
    symbolNumbered: readonly string[];
    /**
     * The written symbol's words of three letters or more that its name as read does not hold: the
     * code around the name where the symbol is an expression (`Claim -> list.has(self.signers,
     * datum.seller)`, read as `list.has`: `claim`, `self`, `signers`, `datum`, `seller`).
     */
    symbolContext: Int32Array;
    /**
     * The symbol is the file's own name up to its extension (`STKALLOC` in `stkalloc.rpgle`: the
     * member, program or class the file holds) or with it (`crossref.lua`), so it names every place
     * in the file (compare.ts).
     */
    namesItsFile: boolean;
    /** The file's name read as a symbol (`daily.jq`: `jq` of `daily`), as a text may write it. */
    fileAsName: {
        method: string;
        owner: string;
    };
    /**
     * The names the title and description write as code (`_transfer_out`, `json.Unmarshal()`),
     * folded as a symbol's method, each with the owners the text qualifies it by ("" where it
     * writes the name alone: `mkt._domainkey` is the `_domainkey` of `mkt`).
     */
    mentions: ReadonlyMap<string, ReadonlySet<string>>;
    /** Each mentioned name's words (`words`), as the title and description hold their words. */
    mentionWords: ReadonlyMap<string, Int32Array>;
    /**
     * The title's and description's words joined by hyphens (`box-weight`, `read-only`), folded as a
     * symbol's method (`boxweight`): prose writes such words as often as code, so each is read as a
     * name only where a report of the file gives it as its place (block-names.ts).
     */
    hyphenated: readonly string[];
    /**
     * The numbers the title and description write after their words (`port 5432`, `guest: 5432`),
     * by word, each with its unit, if any (numbered.ts).
     */
    numbered: ReadonlyMap<string, readonly NumberWritten[]>;
    /**
     * The title's and description's names followed by a number (`Reel 3's picture`,
     * `Sid:9000101 inspects`) or qualified with one colon (`alerts:update`), each folded as a symbol
     * (`reel.3`): read as a place only where a report of the file gives it as its place
     * (block-names.ts), as a reel, a rule or a URL name is.
     */
    placeNames: readonly string[];
    /** Every number the title, description and symbol write, within a word or not (`p8`: `8`). */
    numbers: readonly string[];
    /**
     * The words of what the title and description write as code (`codeTokens`: `exportPage`,
     * `page_num`, `article.comments`, `quoted(form)`), backticks or none.
     */
    codeWords: Int32Array;
    line: number | undefined;
    title: Int32Array;
    /**
     * The title's words with each name it writes as code one word (code-names.ts `namesAsWords`),
     * its category's and symbol's words kept: the form contrast.ts learns from, where two issues'
     * titles differ by the name they write. `title` itself where the title writes no such name.
     */
    titleNamed: Int32Array;
    description: Int32Array;
    /** One number per distinct title and description: the text a report repeats word for word. */
    textId: number;
    /**
     * One number per distinct pair of word sets (`title`, `description`), so comparisons of
     * repeated texts are memoised. Not `textId`: a title's words leave out what its category and
     * symbol say, so one text at two symbols has two sets of title words.
     */
    wordsId: number;
    /**
     * The description's words less those of its symbol's name, compared when both reports name
     * the same symbol (compare.ts): that agreement is the symbol field's to count.
     */
    bareDescription: Int32Array;
    /** The words of the symbol's own name (symbols.ts `ownNameText`: `_updateAll`: `update`, `all`; `GET /orders`: `order`). */
    methodWords: Int32Array;
    /** The title writes its symbol's name as the symbol writes it (`Cache array length in _updateAll`). */
    titleNamesSymbol: boolean;
    /** Rarity mass of title, description, symbol and bare description words, set once the rarities are known. */
    masses: [number, number, number, number];
    /**
     * The title's and description's words that its file's runs show telling two issues apart
     * (contrast.ts), set once they are learned; usually none.
     */
    slotted: Int32Array;
    /** The words that fill a slot of a few words its file's runs show (contrast.ts `learnFilled`); usually none. */
    filled: Int32Array;
    /**
     * A stable text of every field a report is compared by, for canonical ordering (order
     * invariance) and to find a run's word-for-word repeats: the path normalised, the fields the
     * input adds left out (`asWritten` holds what it leaves out).
     */
    signature: string;
}
/**
 * `./src\\A.cs` and `src/a.cs` are one file. A URI's scheme (`package://arm_description/urdf/…`,
 * `file:///home/…`) and a root written as a substitution (`$(find arm_description)/urdf/…`,
 * `${workspaceFolder}/src/…`, `%USERPROFILE%\\…`) are where a tool finds the repository, not part
 * of its paths: what follows is the path, and ends as the path written from the top does. A path
 * copied from a link is percent-encoded (`devices/Granular%20Delay/…`): decoded, it is the path
 * written as the file is named (`devices/Granular Delay/…`), which it had been another file from.
 */
export declare function normalizePath(file: string | undefined): string;
/** A path without its file's extensions: `src/server/combat.server.luau` → `src/server/combat`. */
export declare function barePath(path: string): string;
/** A normalised path's file name: blocks, boilerplate and the judge's requests go by it. */
export declare function baseName(path: string): string;
/**
 * An absolute path (`/home/runner/work/…`, `C:\src\…`, `~/…`, `\\server\share\…`): its first
 * directories are where the repository sat on the machine that ran the review, not part of it.
 */
export declare function isRooted(file: string | undefined): boolean;
/**
 * True when two normalised paths name the same file: equal, or one is the other's tail at a `/`
 * boundary; or, when both were absolute (`rooted`), they end in the same directory and file and
 * what comes before shares no directory. Runs on two machines (a test sharded over a Linux and
 * a Windows runner, a model inventing `/app/`) put one repository under two roots:
 * `/home/runner/work/shop/shop/src/a.ts` and `D:\a\shop\shop\src\a.ts` are one file. Two
 * files of one tree (`/repo/packages/a/src/index.ts`, `/repo/packages/b/src/index.ts`) share
 * the directories above the one they differ in, and stay two; so do paths written from the
 * repository's top (`/client/src/util.ts`, `/server/src/util.ts`), whose roots are too shallow
 * to be a machine's.
 */
export declare function sameFile(a: string, b: string, rooted?: boolean): boolean;
/** A report's file as the grouping compares it: the normalised path ("" for none), and whether it was written absolute. */
export interface NamedFile {
    file: string;
    rooted: boolean;
}
/**
 * Whether two reports may be in one file: one names none, or both name it (`sameFile`). Every
 * step of the grouping, and the grouping judge's merges, ask this of each two reports of a group.
 */
export declare function mayBeOneFile(a: NamedFile, b: NamedFile): boolean;
/** The words a finding's category and symbol say, which its title words need not say again. */
export declare function knownWords(finding: Finding, category: CategoryInfo, symbol: string): Set<string>;
/**
 * A title without the numbers it starts with. A model that numbers its list or tags each title
 * with a number writes the same number on unrelated issues (every run has a third finding), and
 * a number is a rare word, so as words they made two runs' third findings look alike and one
 * issue's reports under two numbers look apart. A tag without a digit (`[HIGH]`, `[Security]`)
 * or with a standard identifier (`[CVE-2021-44228]`) says something of the issue, and stays.
 */
export declare function unlabelled(title: string): string;
/** A finding's title words, less its list number and the words its category or its symbol already say. */
export declare function titleWords(finding: Finding, known: Set<string>): string[];
/**
 * What a report's `signature` leaves out: its path and symbol as written and the fields the input
 * adds. Without the symbol, a run's `A.Get` and `A::get()` (one place, one signature) tied, and
 * which of them stood for the finding followed the order the run gave them in.
 */
export declare function asWritten(finding: Finding): string;
export declare function featuresOf(written: Finding, interner: Interner, resolvedFile?: string, selecting?: ReadonlySet<string>, tags?: ReadonlySet<string>): Features;
