/**
 * A count and its noun, in the singular for one: `1 distinct finding`, `2 distinct findings`.
 * Every text that counts something (reports, logs, the analysis prompt) says it this way.
 */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
