import type { JudgeAnswer } from "./answer.js";
import { type Candidates } from "./candidates.js";
import type { EvaluatedRow, JudgedItem } from "./types.js";
/** One judge sample: resolves to a validated answer, or rejects when the sample is unusable. */
export type JudgeCall = (truthIndex: number, truth: JudgedItem, batch: JudgedItem[], iteration: number) => Promise<JudgeAnswer>;
export interface EvaluateOptions {
    /** Judge samples per batch, voted on (default 3). */
    iterations: number;
    /** Scan findings per judge prompt (default 10). */
    batchSize: number;
    /** Judge truth findings one after another, as the AuditAgent scoring algorithm does. */
    sequential: boolean;
    /** Which scan findings each truth finding is judged against (default all, as upstream). */
    candidates?: Candidates;
}
export interface EvaluationOutcome {
    rows: EvaluatedRow[];
    /** Judge samples asked for. */
    judgeCalls: number;
    /** Samples that stayed unusable (invalid JSON, index outside the batch, ...): never a match. */
    failedSamples: number;
    failures: string[];
}
/**
 * The AuditAgent scoring algorithm's evaluation of one scan report against its ground truth (SPEC 4.2), with judge
 * samples from `judge`. Rows: one per truth finding in truth order, then one per false positive.
 */
export declare function evaluateItems(truth: JudgedItem[], scan: JudgedItem[], judge: JudgeCall, options: EvaluateOptions): Promise<EvaluationOutcome>;
/**
 * The AuditAgent post-processing: a partial pointing at a finding matched exactly elsewhere, or at
 * a finding an earlier partial already claimed, is no longer counted as partial (its index is
 * kept, so that finding is not a false positive either).
 */
export declare function postProcessPartials(rows: EvaluatedRow[]): EvaluatedRow[];
