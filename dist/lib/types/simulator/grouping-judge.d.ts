import type { Random } from "../util/random.js";
export interface GroupingJudgeOptions {
    /** Per call, the chance each candidate that belongs with others is left out (a missed merge). */
    missRate?: number;
    /** Per call, the chance two candidates of different issues are put together (a false merge). */
    falseMergeRate?: number;
    /**
     * Which issue (or issues) each description belongs to, for output this simulator did not
     * write itself (benchmarks of other generators); by default what it remembers writing.
     */
    identities?: ReadonlyMap<string, ReadonlySet<string>>;
}
/**
 * The simulated grouping judge: it knows which issue each candidate's description came from
 * and groups candidates that share one, then errs at the rates given, drawing from the
 * request's random numbers (so the iterations of one request differ, as a model's samples do).
 */
export declare function groupingAnswer(prompt: string, identities: ReadonlyMap<string, ReadonlySet<string>>, options: GroupingJudgeOptions, random: Random): {
    groups: number[][];
};
