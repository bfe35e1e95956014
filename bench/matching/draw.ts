import type { Severity } from "../../src/findings/types.js";

/*
 * A draw the later generator families share (with src/util/random.ts for the rest): each family
 * keeps its own catalogue and model of how reports vary; this says nothing of either.
 */

/** A report's severity: now and then a level up or down (7% each way with heavy variation, 2% with moderate). */
export function severityShift(severity: Severity, heavy: boolean, next: () => number): Severity {
  const order: Severity[] = ["CRITICAL", "HIGH", "MEDIUM", "LOW", "INFO"];
  const at = order.indexOf(severity);
  const roll = next();
  if (roll < (heavy ? 0.07 : 0.02)) return order[Math.max(0, at - 1)]!;
  if (roll > (heavy ? 0.93 : 0.98)) return order[Math.min(order.length - 1, at + 1)]!;
  return severity;
}
