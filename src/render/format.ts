/** Number formats shared by every renderer. */
/** A percentage; "—" for a score that was not measured (null: nothing to measure). */
export function pct(value: number | null, digits = 1): string {
  return value === null ? "—" : `${value.toFixed(digits)}%`;
}

export function interval(range: [number, number] | null): string {
  return range === null ? "—" : `${range[0].toFixed(1)}–${range[1].toFixed(1)}`;
}

/** A markdown table from a header and rows of cells already escaped. */
export function table(header: string[], rows: string[][], align?: ("l" | "r" | "c")[]): string {
  const sep = header.map((_, i) => {
    const a = align?.[i] ?? "l";
    return a === "r" ? "---:" : a === "c" ? ":---:" : "---";
  });
  return [header, sep, ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

const LEVEL_ICON: Record<string, string> = {
  Excellent: "🟢",
  Good: "🔵",
  Moderate: "🟡",
  Fair: "🟠",
  Poor: "🔴",
};

/** The Determinism Measurement System's badge colours for consistency levels. */
export function levelIcon(level: string | null): string {
  return (level !== null && LEVEL_ICON[level]) || "⚪";
}
