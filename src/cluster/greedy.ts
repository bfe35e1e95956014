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
  // A binary heap under `before`, a strict total order, so the order in which candidates leave
  // it does not depend on how it was built.
  const heap = candidates.slice();
  const down = (start: number) => {
    const x = heap[start]!;
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child = right < heap.length && before(heap[right]!, heap[left]!) ? right : left;
      if (!before(heap[child]!, x)) break;
      heap[i] = heap[child]!;
      i = child;
    }
    heap[i] = x;
  };
  const push = (x: Candidate) => {
    let i = heap.length;
    heap.push(x);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(x, heap[parent]!)) break;
      heap[i] = heap[parent]!;
      i = parent;
    }
    heap[i] = x;
  };
  const pop = (): Candidate => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      down(0);
    }
    return top;
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
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
