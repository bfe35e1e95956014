/** Number formats shared by every renderer. */
export function pct(value: number, digits = 1): string {
  return `${value.toFixed(digits)}%`;
}

export function interval([lo, hi]: [number, number]): string {
  return `${lo.toFixed(1)}–${hi.toFixed(1)}`;
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

/** The seed's badge colours for consistency levels. */
export function levelIcon(level: string): string {
  return LEVEL_ICON[level] ?? "⚪";
}
