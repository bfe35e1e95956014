import { performance } from "node:perf_hooks";
import { evaluateItems, type JudgeCall } from "../src/evaluate/evaluate.js";
import type { JudgedItem } from "../src/evaluate/types.js";
import type { BenchSection } from "./report.js";

/**
 * The evaluator's scheduler at scale: truth × scan sizes from 250 × 40 to 1,000 × 160, judged
 * by an in-process judge with a fixed latency and a fixed number of requests in flight, so the
 * only thing that grows with size is the scheduling. Time per judge call must stay flat.
 */
const LATENCY_MS = 2;
const IN_FLIGHT = 32;

function items(n: number, prefix: string, id: (i: number) => number): JudgedItem[] {
  return Array.from({ length: n }, (_, i) => ({
    title: `${prefix} ${i}`,
    description: `issue-${id(i)}`,
    severity: "High",
  }));
}

/** A judge that matches by the issue id, answering after LATENCY_MS with at most IN_FLIGHT at once. */
function latencyJudge(): JudgeCall {
  let active = 0;
  const queue: (() => void)[] = [];
  const slot = async () => {
    if (active >= IN_FLIGHT) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
  };
  const release = () => {
    active--;
    queue.shift()?.();
  };
  return async (_t, truth, batch) => {
    await slot();
    try {
      await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      const index = batch.findIndex((b) => b.description === truth.description);
      return {
        is_match: index >= 0,
        is_partial_match: false,
        explanation: index >= 0 ? "same issue" : "none of these",
        severity_from_junior_auditor: index >= 0 ? "High" : "N/A",
        severity_from_truth: truth.severity,
        index_of_finding_from_junior_auditor: index,
      };
    } finally {
      release();
    }
  };
}

async function measure(truths: number, scans: number): Promise<{ ms: number; calls: number }> {
  // Half as many truth findings as there are scan findings are in the scan (matched ones are
  // taken out of it); the rest are misses, which walk the whole scan, the costly case.
  const truth = items(truths, "truth", (i) => (i % 4 === 0 && i / 4 < scans / 2 ? 2 * (i / 4) : scans + i));
  const scan = items(scans, "scan", (i) => i);
  const start = performance.now();
  const outcome = await evaluateItems(truth, scan, latencyJudge(), {
    iterations: 3,
    batchSize: 10,
    sequential: false,
  });
  return { ms: performance.now() - start, calls: outcome.judgeCalls };
}

export async function judgingScaleBench(): Promise<BenchSection> {
  const sizes: [number, number][] = [
    [250, 40],
    [250, 160],
    [1000, 40],
    [1000, 160],
  ];
  const results: { t: number; s: number; ms: number; calls: number }[] = [];
  for (const [t, s] of sizes) results.push({ t, s, ...(await measure(t, s)) });
  const perCall = (r: { ms: number; calls: number }) => r.ms / r.calls;
  const ideal = LATENCY_MS / IN_FLIGHT;
  // Four times the truth findings over the same scan must not cost more per call: that is what
  // a scheduler that rescans every waiter on every event fails (it grows with the waiters).
  const sameScan = (r: (typeof results)[number]) => results.find((o) => o.s === r.s && o.t === sizes[0]![0])!;
  return {
    title: "Judging at scale: the evaluator's scheduler",
    method:
      `evaluateItems over synthetic truth and scan findings (scan ÷ 2 of the truth findings are in the scan; the rest walk all of it), batch 10, 3 iterations, judged in process by a judge answering after ${LATENCY_MS} ms with at most ${IN_FLIGHT} requests in flight, so only the scheduling grows with size. ` +
      `A truth finding's next batch waits only for the earlier truth finding that blocks it (a segment tree of how far each has cleared), and only that truth's waiters are woken when it moves. ` +
      `The ideal time per call is ${LATENCY_MS} ms ÷ ${IN_FLIGHT} = ${ideal.toFixed(3)} ms; the rows stay above it because the exact order is a pipeline: truth t's first batch is known only once truth t−1 has judged it, so a test takes at least about (truth findings + batches) × the latency, whatever the scheduler.`,
    command: "npm run bench -- judging",
    rows: results.map((r) => {
      const base = sameScan(r);
      const ratio = perCall(r) / perCall(base);
      const first = base === r;
      return {
        what: `${r.t} truth × ${r.s} scan findings`,
        value: `${(r.ms / 1000).toFixed(2)} s · ${r.calls.toLocaleString("en-US")} judge calls`,
        reference: `${perCall(r).toFixed(3)} ms per call (ideal ${ideal.toFixed(3)})`,
        ...(!first && {
          ratio: `${ratio.toFixed(2)}× the per-call time of ${base.t} × ${base.s}`,
          target: "≤ 1.3× (flat as truth grows)",
          met: ratio <= 1.3,
        }),
      };
    }),
  };
}
