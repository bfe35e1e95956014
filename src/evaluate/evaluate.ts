import type { JudgeAnswer } from "./answer.js";
import { type CandidateFilter, type Candidates, sameFileFilter } from "./candidates.js";
import { isQaLabel } from "./severity-label.js";
import type { EvaluatedRow, JudgedItem } from "./types.js";
import { consensus, decided, firstWave, verdictOf } from "./vote.js";

/** One judge sample: resolves to a validated answer, or rejects when the sample is unusable. */
export type JudgeCall = (
  truthIndex: number,
  truth: JudgedItem,
  batch: JudgedItem[],
  iteration: number,
) => Promise<JudgeAnswer>;

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

interface Best {
  answer: JudgeAnswer;
  /** Index into the scan report as read. */
  index: number;
}

/**
 * Decides which batch a truth finding sees next without waiting for the truths before it to
 * finish, while guaranteeing the batch is exactly the one the sequential order would build.
 *
 * Sequentially, truth t is judged against the scan findings not matched by truths 0..t−1, cut
 * into batches in report order. Its batch b is therefore known as soon as every earlier truth
 * has either finished or judged (without a match) every finding up to that batch's last
 * position: a truth never revisits a batch, so nothing before that position can still be taken.
 * Each truth waits only for that, which gives a wavefront across truths and batches, the same
 * judge calls as the sequential order, and none wasted.
 */
class Wavefront {
  /** Per truth: scan position up to which it is known not to match (−1 none; ∞ once finished). */
  private readonly cleared: PrefixMin;
  /** Per scan position: the truth that matched it exactly, once that truth has finished. */
  private readonly takenBy: (number | undefined)[];
  /** Per truth: the first scan position its next batch may hold. */
  private readonly next: number[];
  /** Per truth: the truths waiting for it to clear further or finish. */
  private readonly waiting: (number[] | undefined)[];
  /** Per truth: how to resume its pending batch request. */
  private readonly pending: ((positions: number[]) => void)[] = [];

  constructor(
    truths: number,
    private readonly scanSize: number,
    private readonly batchSize: number,
    /** Which positions a truth may see; every one when absent. */
    private readonly candidate?: CandidateFilter,
  ) {
    this.cleared = new PrefixMin(truths);
    this.takenBy = new Array(scanSize);
    this.next = new Array(truths).fill(0);
    this.waiting = new Array(truths);
  }

  /**
   * Truth t's next batch, or the earlier truth that must move first. Its batches come in
   * order, so the batch starts where the last one ended: everything up to there was settled
   * when that batch was issued. A walked position is settled when an earlier truth took it,
   * or when every earlier truth still running has cleared past it.
   */
  private tryBatch(t: number): number[] | { blocker: number } {
    const positions: number[] = [];
    let p = this.next[t]!;
    for (; p < this.scanSize && positions.length < this.batchSize; p++) {
      const by = this.takenBy[p];
      if ((by === undefined || by > t) && (!this.candidate || this.candidate(t, p))) positions.push(p);
    }
    if (positions.length > 0) {
      const { min, at } = this.cleared.query(t);
      if (min < positions[positions.length - 1]!) return { blocker: at };
    }
    this.next[t] = p;
    return positions;
  }

  /** Truth t's next batch (its requests come in order); empty when the scan is used up. */
  batch(t: number): Promise<number[]> {
    const ready = this.tryBatch(t);
    if (Array.isArray(ready)) return Promise.resolve(ready);
    return new Promise((resolve) => {
      this.pending[t] = resolve;
      (this.waiting[ready.blocker] ??= []).push(t);
    });
  }

  clear(t: number, upTo: number): void {
    this.cleared.raise(t, upTo);
    this.wake(t);
  }

  finish(t: number, match: number | null): void {
    if (match !== null) this.takenBy[match] = t;
    this.cleared.raise(t, Number.POSITIVE_INFINITY);
    this.wake(t);
  }

  /** Re-checks only the truths waiting for t; one still blocked waits for its new blocker. */
  private wake(t: number): void {
    const waiters = this.waiting[t];
    if (!waiters) return;
    this.waiting[t] = undefined;
    for (const w of waiters) {
      const ready = this.tryBatch(w);
      if (Array.isArray(ready)) this.pending[w]!(ready);
      else (this.waiting[ready.blocker] ??= []).push(w);
    }
  }
}

/**
 * Values that only rise, with the least of a prefix and where it is: a segment tree, so a
 * rise and a query each cost O(log n) however many truths are running.
 */
class PrefixMin {
  private readonly size: number;
  /** Leaf i at size + i; each inner node holds the index of its subtree's least value. */
  private readonly tree: Int32Array;
  private readonly values: Float64Array;

  constructor(n: number) {
    this.size = Math.max(1, 2 ** Math.ceil(Math.log2(Math.max(1, n))));
    this.values = new Float64Array(this.size).fill(Number.POSITIVE_INFINITY);
    for (let i = 0; i < n; i++) this.values[i] = -1;
    this.tree = new Int32Array(2 * this.size);
    for (let i = 0; i < this.size; i++) this.tree[this.size + i] = i;
    for (let i = this.size - 1; i >= 1; i--)
      this.tree[i] = this.least(this.tree[2 * i]!, this.tree[2 * i + 1]!);
  }

  private least(a: number, b: number): number {
    return this.values[b]! < this.values[a]! ? b : a;
  }

  raise(i: number, value: number): void {
    if (value <= this.values[i]!) return;
    this.values[i] = value;
    for (let node = (this.size + i) >> 1; node >= 1; node >>= 1)
      this.tree[node] = this.least(this.tree[2 * node]!, this.tree[2 * node + 1]!);
  }

  /** The least value among indices 0..end−1 and its index (∞ and −1 when the prefix is empty). */
  query(end: number): { min: number; at: number } {
    let best = -1;
    let lo = this.size;
    let hi = this.size + end;
    const take = (node: number) => {
      const i = this.tree[node]!;
      if (best < 0 || this.values[i]! < this.values[best]!) best = i;
    };
    while (lo < hi) {
      if (lo & 1) take(lo++);
      if (hi & 1) take(--hi);
      lo >>= 1;
      hi >>= 1;
    }
    return best < 0 ? { min: Number.POSITIVE_INFINITY, at: -1 } : { min: this.values[best]!, at: best };
  }
}

const FP_EXPLANATION = "The ground truth does not contain this issue.";

/**
 * The AuditAgent scoring algorithm's evaluation of one scan report against its ground truth (SPEC 4.2), with judge
 * samples from `judge`. Rows: one per truth finding in truth order, then one per false positive.
 */
export async function evaluateItems(
  truth: JudgedItem[],
  scan: JudgedItem[],
  judge: JudgeCall,
  options: EvaluateOptions,
): Promise<EvaluationOutcome> {
  let judgeCalls = 0;
  let failedSamples = 0;
  const failures: string[] = [];
  const filter = options.candidates === "same-file" ? sameFileFilter(truth, scan) : undefined;
  const wave = new Wavefront(truth.length, scan.length, options.batchSize, filter);

  const sample = async (
    t: number,
    batch: JudgedItem[],
    iteration: number,
  ): Promise<JudgeAnswer | undefined> => {
    judgeCalls++;
    try {
      return await judge(t, truth[t]!, batch, iteration);
    } catch (error) {
      failedSamples++;
      if (failures.length < 50) failures.push(`truth ${t + 1}: ${(error as Error).message.split("\n")[0]}`);
      if ((error as Error).name === "FatalLlmError") throw error;
      return undefined;
    }
  };

  /** The iterations for one batch: a deciding majority asked together, then one at a time. */
  const judgeBatch = async (t: number, batch: JudgedItem[]): Promise<JudgeAnswer | undefined> => {
    const first = await Promise.all(
      Array.from({ length: firstWave(options.iterations) }, (_, i) => sample(t, batch, i)),
    );
    const answers = first.filter((a): a is JudgeAnswer => a !== undefined);
    let asked = first.length;
    while (asked < options.iterations && !decided(answers, options.iterations)) {
      asked++;
      const next = await sample(t, batch, asked - 1);
      if (next) answers.push(next);
    }
    return consensus(answers);
  };

  const judgeTruth = async (t: number): Promise<Best | undefined> => {
    let best: Best | undefined;
    for (;;) {
      const positions = await wave.batch(t);
      if (positions.length === 0) break;
      const answer = await judgeBatch(
        t,
        positions.map((p) => scan[p]!),
      );
      if (answer) {
        const i = answer.index_of_finding_from_junior_auditor;
        const current = { answer, index: i >= 0 ? positions[i]! : -1 };
        best ??= current;
        if (answer.is_match) {
          wave.finish(t, current.index);
          return current;
        }
        if (answer.is_partial_match && !best.answer.is_partial_match) best = current;
      }
      wave.clear(t, positions[positions.length - 1]!);
    }
    wave.finish(t, null);
    return best;
  };

  let results: (Best | undefined)[];
  if (options.sequential) {
    results = [];
    for (let t = 0; t < truth.length; t++) results.push(await judgeTruth(t));
  } else {
    results = await Promise.all(truth.map((_, t) => judgeTruth(t)));
  }

  const rows: EvaluatedRow[] = results.map((best, t) => {
    const label = truth[t]!.severity;
    if (!best) {
      return {
        is_match: false,
        is_partial_match: false,
        is_fp: false,
        explanation:
          scan.length === 0
            ? "The scan report has no findings."
            : "No usable judgement: every judge sample for this issue failed.",
        severity_from_junior_auditor: "N/A",
        severity_from_truth: label,
        index_of_finding_from_junior_auditor: -1,
        finding_description_from_junior_auditor: "NOT FOUND",
      };
    }
    const verdict = verdictOf(best.answer);
    return {
      is_match: verdict === "match",
      is_partial_match: verdict === "partial",
      is_fp: false,
      explanation: best.answer.explanation,
      severity_from_junior_auditor:
        best.index >= 0 ? best.answer.severity_from_junior_auditor || scan[best.index]!.severity : "N/A",
      severity_from_truth: label,
      index_of_finding_from_junior_auditor: best.index,
      finding_description_from_junior_auditor: best.index >= 0 ? scan[best.index]!.description : "NOT FOUND",
    };
  });
  const processed = postProcessPartials(rows);
  const used = new Set(processed.map((r) => r.index_of_finding_from_junior_auditor).filter((i) => i >= 0));
  scan.forEach((item, i) => {
    if (used.has(i) || isQaLabel(item.severity)) return;
    processed.push({
      is_match: false,
      is_partial_match: false,
      is_fp: true,
      explanation: FP_EXPLANATION,
      severity_from_junior_auditor: item.severity,
      severity_from_truth: "N/A",
      index_of_finding_from_junior_auditor: i,
      finding_description_from_junior_auditor: item.description,
    });
  });
  return { rows: processed, judgeCalls, failedSamples, failures };
}

/**
 * The AuditAgent post-processing: a partial pointing at a finding matched exactly elsewhere, or at
 * a finding an earlier partial already claimed, is no longer counted as partial (its index is
 * kept, so that finding is not a false positive either).
 */
export function postProcessPartials(rows: EvaluatedRow[]): EvaluatedRow[] {
  const exact = new Set(
    rows
      .filter((r) => r.is_match && r.index_of_finding_from_junior_auditor >= 0)
      .map((r) => r.index_of_finding_from_junior_auditor),
  );
  const partials = new Set<number>();
  return rows.map((row) => {
    const i = row.index_of_finding_from_junior_auditor;
    if (i < 0 || row.is_match || !row.is_partial_match) return row;
    if (exact.has(i))
      return {
        ...row,
        is_partial_match: false,
        explanation: `${row.explanation} (Already counted as an exact match elsewhere, so not counted as partial here.)`,
      };
    if (partials.has(i))
      return {
        ...row,
        is_partial_match: false,
        explanation: `${row.explanation} (Already counted as a partial match elsewhere, so not counted here.)`,
      };
    partials.add(i);
    return row;
  });
}
