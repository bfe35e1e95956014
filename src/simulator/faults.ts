import { InputError, shown } from "../errors.js";

/** What can go wrong with a request, as real providers fail. */
export const FAULT_KINDS = [
  "429",
  "500",
  "503",
  "reset",
  "timeout",
  "invalid_json",
  "truncated_json",
  "length",
  "refusal",
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultSpec {
  /** Share of requests (attempts) that fail, 0-1. */
  rate: number;
  kinds: FaultKind[];
  /** `retry-after` of a 429, in seconds. */
  retryAfterSeconds: number;
  /** How long a `timeout` fault holds the response, in ms: longer than the client's timeout. */
  slowMs: number;
  /** Which phases the faults hit (`consolidate`: the grouping judge's requests). */
  phases: ("analysis" | "judge" | "consolidate")[];
}

export const NO_FAULTS: FaultSpec = {
  rate: 0,
  kinds: [...FAULT_KINDS],
  retryAfterSeconds: 1,
  slowMs: 30_000,
  phases: ["analysis", "judge"],
};

export function parseFaultKinds(value: string, flag = "--fault-kinds"): FaultKind[] {
  const kinds = value
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
  for (const kind of kinds) {
    if (!(FAULT_KINDS as readonly string[]).includes(kind))
      throw new InputError(
        `${flag}: unknown fault ${shown(kind)}, expected some of ${FAULT_KINDS.join(", ")}`,
      );
  }
  if (kinds.length === 0)
    throw new InputError(`${flag}: no fault kind given, expected some of ${FAULT_KINDS.join(", ")}`);
  return kinds as FaultKind[];
}

/** `200` or `100-300` (uniform), in ms. */
export interface Latency {
  minMs: number;
  maxMs: number;
}

export function parseLatency(value: string, flag = "--latency"): Latency {
  const m = /^\s*(\d+)(?:\s*-\s*(\d+))?\s*$/.exec(value);
  if (!m)
    throw new InputError(
      `${flag}: got ${shown(value)}, expected milliseconds such as 200 or a range such as 100-300`,
    );
  const minMs = Number(m[1]);
  const maxMs = m[2] === undefined ? minMs : Number(m[2]);
  if (maxMs < minMs)
    throw new InputError(`${flag}: got ${shown(value)}, the range must run from low to high`);
  return { minMs, maxMs };
}
