import { z } from "zod";
import type { DeterminismResult } from "../score/types.js";

/** One past test, enough for a trend. */
export const HistoryEntry = z.looseObject({
  testedAt: z.string(),
  label: z.string().optional(),
  model: z.string().optional(),
  runCount: z.number(),
  /** null: that test had nothing to measure. */
  determinismScore: z.number().nullable(),
  reproducibility: z.number().nullable(),
  f1: z.number().optional(),
});
export const HistoryFile = z.looseObject({ entries: z.array(HistoryEntry) });
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** Entries kept in the file: plenty of trend, a file that stays small. */
export const HISTORY_LIMIT = 200;
/** Entries drawn in the trend chart. */
export const TREND_POINTS = 20;

/** The history with this result appended (oldest dropped past the limit). Pure. */
export function appendHistory(
  entries: HistoryEntry[],
  result: DeterminismResult & { execution?: { model: string } },
  label?: string,
): HistoryEntry[] {
  const entry: HistoryEntry = {
    testedAt: result.testedAt,
    ...(label !== undefined && { label }),
    ...(result.execution?.model !== undefined && { model: result.execution.model }),
    runCount: result.runCount,
    determinismScore: result.determinismScore,
    reproducibility: result.reproducibility.score,
    ...(typeof result.evaluation?.f1 === "number" && { f1: result.evaluation.f1 }),
  };
  return [...entries, entry].slice(-HISTORY_LIMIT);
}
