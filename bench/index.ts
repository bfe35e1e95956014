import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { blockingBench } from "./blocking.js";
import { cachingBench } from "./caching.js";
import { calibrationBench } from "./calibration.js";
import { clusterBench } from "./cluster.js";
import { coldStartBench } from "./cold-start.js";
import { evaluateBench } from "./evaluate.js";
import { habitsBench } from "./habits.js";
import { intervalsBench } from "./intervals.js";
import { judgingScaleBench } from "./judging-scale.js";
import { loadBench } from "./load.js";
import { matchingBench, matchingRunsBench } from "./matching.js";
import { matchingRepeatsBench } from "./matching-repeats.js";
import { mergeBench } from "./merge.js";
import { type BenchSection, renderBenchmarks, replaceSections } from "./report.js";
import { runBench } from "./run.js";

/**
 * `npm run bench [-- section ...]`: runs the benchmarks and, when all sections run, rewrites
 * BENCHMARKS.md with every number.
 */
const SECTIONS: Record<string, () => Promise<BenchSection>> = {
  cluster: clusterBench,
  matching: matchingBench,
  "matching-runs": matchingRunsBench,
  "matching-repeats": matchingRepeatsBench,
  habits: habitsBench,
  calibration: calibrationBench,
  intervals: intervalsBench,
  run: runBench,
  evaluate: evaluateBench,
  judging: judgingScaleBench,
  caching: cachingBench,
  blocking: blockingBench,
  "cold-start": coldStartBench,
  merge: mergeBench,
  load: loadBench,
};

// `--write` with named sections measures only those and replaces them in BENCHMARKS.md.
const write = process.argv.includes("--write");
const wanted = process.argv.slice(2).filter((a) => a !== "--write");
const names = wanted.length > 0 ? wanted : Object.keys(SECTIONS);
if (write && (process.env.MATCHING_FIRST_SEED ?? "") !== "") {
  console.error(
    "bench: --write with MATCHING_FIRST_SEED set; the grouping tables are written from seeds 1 to 10",
  );
  process.exit(2);
}
const sections: BenchSection[] = [];
for (const name of names) {
  const bench = SECTIONS[name];
  if (!bench) {
    console.error(`bench: unknown section '${name}'; expected one of ${Object.keys(SECTIONS).join(", ")}`);
    process.exit(2);
  }
  process.stderr.write(`bench: ${name}…\n`);
  const section = await bench();
  sections.push(section);
  for (const row of section.rows)
    console.log(
      `${section.title} · ${row.what}: ${row.value}${row.ratio ? ` (${row.ratio})` : ""}${row.met === false ? "  ← target missed" : ""}`,
    );
}
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const file = path.resolve(import.meta.dirname, "../BENCHMARKS.md");
if (wanted.length === 0) {
  writeFileSync(file, renderBenchmarks(sections, machine));
  console.log("bench: wrote BENCHMARKS.md");
} else if (write) {
  writeFileSync(file, replaceSections(readFileSync(file, "utf8"), sections));
  console.log(`bench: replaced ${sections.map((s) => s.title).join(", ")} in BENCHMARKS.md`);
}
