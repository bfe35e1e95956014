export interface GroupingJudgeOptions {
    /** Per call, the chance each candidate that belongs with others is left out (a missed merge). */
    missRate?: number;
    /** Per call, the chance two candidates of different issues are put together (a false merge). */
    falseMergeRate?: number;
    /**
     * The chance that each of its choices (a candidate left out, a wrong merge, the groups it
     * joins) is the same in every sample of one request, as a model at a low temperature repeats
     * its answer; by default 0, each sample erring on its own. The rates per sample stay as given.
     */
    consistency?: number;
    /**
     * Which issue (or issues) each description belongs to, for output this simulator did not
     * write itself (benchmarks of other generators); by default what it remembers writing.
     */
    identities?: ReadonlyMap<string, ReadonlySet<string>>;
}
/**
 * The uniform draws of one sample (`attempt`) of one request for `groupingAnswer`: each key's
 * draw is, with chance `consistency`, the one every sample of the request gets, and otherwise
 * this sample's own.
 */
export declare function sampleDraws(seed: string | number, attempt: number, consistency?: number): (key: string) => number;
/**
 * The simulated grouping judge: it knows which issue each candidate's description came from
 * and groups candidates that share one, then errs at the rates given. Each error is drawn from
 * what the candidates say, not from where they stand in the prompt (`draw` gives a uniform
 * number for a key, fixed for one sample of one request's answers): a candidate missed in a
 * sample is missed whatever else is asked with it and in whatever order, so two versions of the
 * grouping that ask about one pair get the same answer about it, and their comparison measures
 * the grouping, not the draw.
 */
export declare function groupingAnswer(prompt: string, identities: ReadonlyMap<string, ReadonlySet<string>>, options: GroupingJudgeOptions, draw: (key: string) => number): {
    groups: number[][];
};
