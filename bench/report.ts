/** One measured number, with what it measures and how it compares with its reference. */
export interface BenchRow {
  what: string;
  value: string;
  reference?: string;
  ratio?: string;
  target?: string;
  met?: boolean;
}

export interface BenchSection {
  title: string;
  /** What the section measures and how, in one paragraph. */
  method: string;
  command: string;
  rows: BenchRow[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One section as BENCHMARKS.md shows it, from its heading to the blank line after its table. */
export function renderSection(s: BenchSection): string[] {
  const out = [`## ${s.title}`, "", s.method, "", `Command: \`${s.command}\``, ""];
  out.push(
    "| What | Value | Reference | Ratio | Target | Met |",
    "| --- | ---: | ---: | ---: | --- | :---: |",
  );
  // A `|` inside a cell (|Δscore|) would end the cell: Markdown tables take it escaped.
  const cell = (text: string) => text.replace(/\|/g, "\\|");
  for (const r of s.rows)
    out.push(
      `| ${cell(r.what)} | ${cell(r.value)} | ${cell(r.reference ?? "—")} | ${cell(r.ratio ?? "—")} | ${cell(r.target ?? "—")} | ${r.met === undefined ? "—" : r.met ? "yes" : "**no**"} |`,
    );
  out.push("");
  return out;
}

/**
 * BENCHMARKS.md with the given sections measured again: each replaces its namesake, a new one
 * is added at the end, every other section stays as its last full run wrote it.
 */
export function replaceSections(current: string, sections: BenchSection[]): string {
  let text = current.endsWith("\n") ? current : `${current}\n`;
  for (const s of sections) {
    const block = `${renderSection(s).join("\n")}\n`;
    const start = text.indexOf(`\n## ${s.title}\n`);
    if (start < 0) {
      text = `${text}\n${block}`;
      continue;
    }
    const next = text.indexOf("\n## ", start + 1);
    text = `${text.slice(0, start + 1)}${block}${next < 0 ? "" : text.slice(next)}`;
  }
  // One blank line between sections and one newline at the end, as a full run writes it.
  return text.replace(/\n{3,}/g, "\n\n").replace(/\n+$/, "\n");
}

export function renderBenchmarks(sections: BenchSection[], machine: string): string {
  const out = [
    "# Benchmarks",
    "",
    "Every number on this page is written by one command, `npm run bench`, on the machine named below;",
    "nothing here is typed by hand. Ratios are measured within one run (these machines are noisy), and",
    "each row says what it is compared with.",
    "",
    `Machine: ${machine}`,
    "",
  ];
  for (const s of sections) out.push(...renderSection(s));
  return out.join("\n");
}
