import type { JudgedItem } from "./types.js";

/**
 * Which scan findings a truth finding is judged against. `all` is the AuditAgent scoring
 * algorithm: every one. `same-file` judges a truth finding only against the scan findings in a
 * file it names (and those that name no file, which cannot be ruled out); a truth finding that
 * names no file is judged against all of them. It saves judge calls on big reports and may
 * lose a match whose truth finding names a different file than the scanner did.
 */
export type Candidates = "all" | "same-file";

/** Whether truth t may be judged against scan position p. */
export type CandidateFilter = (t: number, p: number) => boolean;

const basename = (file: string) =>
  file
    .replace(/\\/g, "/")
    .replace(/[#:].*$/, "")
    .split("/")
    .pop()!
    .trim()
    .toLowerCase();

/** The file a scan finding is in: its file field, else the file its location starts with. */
function fileOf(item: JudgedItem): string | undefined {
  const file = item.file ?? /^\s*([^\s:]+\.[A-Za-z0-9]+)\s*(?::|$)/.exec(item.location ?? "")?.[1];
  return file ? basename(file) : undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The same-file filter. What counts as a file name is learned from the scan itself: the
 * extensions of the files its findings are in (`.sol` in an audit of contracts, `.go` in a Go
 * service), so `msg.sender` or `e.g.` are never taken for files and no list of languages is
 * needed. Undefined when the scan names no file (nothing to block on).
 */
export function sameFileFilter(truth: JudgedItem[], scan: JudgedItem[]): CandidateFilter | undefined {
  const scanFiles = scan.map(fileOf);
  const extensions = new Set(
    scanFiles.flatMap((f) => {
      const ext = f && /\.([a-z0-9]+)$/.exec(f)?.[1];
      return ext ? [ext] : [];
    }),
  );
  if (extensions.size === 0) return undefined;
  const fileName = new RegExp(
    `[A-Za-z0-9_\\-./\\\\]+\\.(?:${[...extensions].map(escape).join("|")})(?![A-Za-z0-9_])`,
    "gi",
  );
  const named = truth.map((t) => {
    const text = [t.file, t.location, t.title, t.description].filter(Boolean).join("\n");
    return new Set([...text.matchAll(fileName)].map((m) => basename(m[0])));
  });
  return (t, p) => {
    const files = named[t]!;
    const file = scanFiles[p];
    return files.size === 0 || file === undefined || files.has(file);
  };
}
