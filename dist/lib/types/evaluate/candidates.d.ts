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
/**
 * The same-file filter. What counts as a file name is learned from the scan itself: the
 * extensions of the files its findings are in (`.sol` in an audit of contracts, `.go` in a Go
 * service), so `msg.sender` or `e.g.` are never taken for files and no list of languages is
 * needed. Undefined when the scan names no file (nothing to block on).
 */
export declare function sameFileFilter(truth: JudgedItem[], scan: JudgedItem[]): CandidateFilter | undefined;
