import type { Working } from "./working.js";
/** A finding's evidence against a cluster's other members, as one sweep weighed it. */
export interface Weighed {
    /** The cluster's changes when it was weighed. */
    version: number;
    /** The last member position it read; Infinity when it read them all (any addition counts). */
    reach: number;
    sum: number;
    count: number;
    agreeing: number;
    closestWords: number;
    /**
     * Weighed by the place alone (`PairEvidence.atMost`), since even that could not make it a
     * candidate: `sum` is then an upper bound, and the rest unknown.
     */
    bounded?: true;
}
/**
 * What the sweeps weighed, kept from one to the next. A finding's evidence against a cluster
 * reads only the cluster's first few members, and a move changes a cluster at one position
 * (a finding leaves, or joins at the end), so most of it stays true from one sweep to the
 * next and is reused (with every text distinct, nothing else is memoised).
 */
export declare class RepairMemo {
    /** Each cluster's changes: the position each touched, in order. */
    private readonly changes;
    /** By run, then finding index, then cluster id. */
    private readonly weighed;
    versionOf(c: Working): number;
    /** Member `position` of `c` left, or a member joined there. */
    changed(c: Working, position: number): void;
    /** Whether `w` still holds: no change since it was weighed touched what it read. */
    holds(c: Working, w: Weighed): boolean;
    /** What was weighed for finding `index` of run `run`, by cluster id. */
    of(run: number, index: number): Map<number, Weighed>;
}
