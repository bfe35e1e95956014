import type { Working } from "./working.js";
/** A finding (by its rank in its run) and a group it may join, with the evidence for it. */
export interface Candidate {
    score: number;
    f: number;
    c: Working;
    /**
     * Evidence still to weigh, which can only lower the score: returns the final score, or
     * undefined when the candidate no longer qualifies. Weighed only if the candidate reaches
     * the top while both sides are free.
     */
    settle?: () => number | undefined;
}
/**
 * One-to-one assignment, best candidate first: each finding joins at most one group, each
 * group takes at most one finding. Candidates whose evidence is still to weigh are weighed
 * when they reach the top and put back with their final score; since that evidence only
 * lowers scores, the result is the same as weighing every candidate first and sorting, at a
 * fraction of the cost (most candidates lose to a better one before they are weighed).
 */
export declare function assignOneToOne(candidates: Candidate[], accept: (f: number, c: Working) => void): void;
