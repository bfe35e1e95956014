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

/** Best score first; ties to the earlier finding, then the older group (order independence). */
function before(a: Candidate, b: Candidate): boolean {
  return a.score > b.score || (a.score === b.score && (a.f < b.f || (a.f === b.f && a.c.id < b.c.id)));
}

/**
 * One-to-one assignment, best candidate first: each finding joins at most one group, each
 * group takes at most one finding. Candidates whose evidence is still to weigh are weighed
 * when they reach the top and put back with their final score; since that evidence only
 * lowers scores, the result is the same as weighing every candidate first and sorting, at a
 * fraction of the cost (most candidates lose to a better one before they are weighed).
 */
export function assignOneToOne(candidates: Candidate[], accept: (f: number, c: Working) => void): void {
  const heap: Candidate[] = [];
  const push = (x: Candidate) => {
    heap.push(x);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const pop = (): Candidate => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let best = i;
        if (left < heap.length && before(heap[left]!, heap[best]!)) best = left;
        if (right < heap.length && before(heap[right]!, heap[best]!)) best = right;
        if (best === i) break;
        [heap[i], heap[best]] = [heap[best]!, heap[i]!];
        i = best;
      }
    }
    return top;
  };
  for (const x of candidates) push(x);
  const assigned = new Set<number>();
  const taken = new Set<number>();
  while (heap.length > 0) {
    const x = pop();
    if (assigned.has(x.f) || taken.has(x.c.id)) continue;
    if (x.settle) {
      const score = x.settle();
      if (score !== undefined) push({ score, f: x.f, c: x.c });
      continue;
    }
    assigned.add(x.f);
    taken.add(x.c.id);
    accept(x.f, x.c);
  }
}
