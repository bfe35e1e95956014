import { firstCharacters } from "../util/truncate.js";

/**
 * Mermaid charts, which GitHub renders in comments and summaries. Labels come from agent and
 * category names, so they are reduced to a safe alphabet: letters and digits of any script (an
 * agent named `安全审计` keeps its name) and a few signs; nothing in them can end the chart,
 * open a link or add a directive.
 */
function label(text: string): string {
  const safe = firstCharacters(
    text
      .replace(/[^\p{L}\p{M}\p{N} _./+%-]/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
    30,
  ).trim();
  return `"${safe || "?"}"`;
}

export function barChart(
  title: string,
  yLabel: string,
  bars: { label: string; value: number }[],
  max = 100,
): string {
  const values = bars.map((b) => (Number.isFinite(b.value) ? Math.round(b.value * 10) / 10 : 0));
  return [
    "```mermaid",
    "xychart-beta",
    `    title ${label(title)}`,
    `    x-axis [${bars.map((b) => label(b.label)).join(", ")}]`,
    `    y-axis ${label(yLabel)} 0 --> ${max}`,
    `    bar [${values.join(", ")}]`,
    "```",
  ].join("\n");
}
