import type { JudgeAnswer } from "./answer.js";
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
  /** Per truth: scan position up to which it is known not to match (−1 none). */
  private readonly cleared: number[];
  /** Per truth: the scan position it matched exactly, or null; undefined while running. */
  private readonly matched: (number | null | undefined)[];
  private waiters: (() => void)[] = [];

  constructor(
    truths: number,
    private readonly scanSize: number,
    private readonly batchSize: number,
  ) {
    this.cleared = new Array(truths).fill(-1);
    this.matched = new Array(truths).fill(undefined);
  }

  /** Scan positions of batch `b` for truth `t`, or undefined while an earlier truth may still take one of them. */
  private tryBatch(t: number, b: number): number[] | undefined {
    const taken = new Set<number>();
    const running: number[] = [];
    for (let s = 0; s < t; s++) {
      const m = this.matched[s];
      if (m === undefined) running.push(s);
      else if (m !== null) taken.add(m);
    }
    const need = (b + 1) * this.batchSize;
    const prefix: number[] = [];
    for (let p = 0; p < this.scanSize && prefix.length < need; p++) {
      if (taken.has(p)) continue;
      for (const s of running) if (this.cleared[s]! < p) return undefined;
      prefix.push(p);
    }
    return prefix.slice(b * this.batchSize, need);
  }

  async batch(t: number, b: number): Promise<number[]> {
    for (;;) {
      const positions = this.tryBatch(t, b);
      if (positions) return positions;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  clear(t: number, upTo: number): void {
    this.cleared[t] = Math.max(this.cleared[t]!, upTo);
    this.wake();
  }

  finish(t: number, match: number | null): void {
    this.matched[t] = match;
    this.cleared[t] = Number.POSITIVE_INFINITY;
    this.wake();
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve();
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
  const wave = new Wavefront(truth.length, scan.length, options.batchSize);

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
    for (let b = 0; ; b++) {
      const positions = await wave.batch(t, b);
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
