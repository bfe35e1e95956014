/**
 * `npm run choose -- record FILE`: every grouping cell of the matching benchmark (5, 10 and 20
 * runs; each family and variation; without and with the simulated judge) on seeds 1 to 20, one
 * JSON line per cell and seed. `npm run choose -- compare BEFORE AFTER`: the two records side by
 * side (choice.ts), as a change to the grouping is decided: record before it, record after it,
 * compare.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { CellRecord, CHOICE_SEEDS, compareChoices, renderChoice } from "./choice.js";
import { judged, measureCells, meetsTargets, offQuality, RUN_SIZES } from "./matching.js";

const USAGE = "expected: record FILE, or compare BEFORE AFTER";

function fail(message: string): never {
  console.error(`choose: ${message}`);
  process.exit(2);
}

function readRecord(file: string): CellRecord[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    fail(`cannot read '${file}': ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, i) => {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        fail(`${file} line ${i + 1} is not JSON; expected one cell a line, as 'record' writes`);
      }
      const parsed = CellRecord.safeParse(value);
      if (!parsed.success)
        fail(
          `${file} line ${i + 1}: ${parsed.error.issues[0]?.path.join(".") || "value"} ${parsed.error.issues[0]?.message ?? "is not a cell"}; expected a cell as 'record' writes`,
        );
      return parsed.data;
    });
}

async function record(file: string): Promise<void> {
  const lines: string[] = [];
  for (const runs of RUN_SIZES) {
    process.stderr.write(`choose: ${runs} runs…\n`);
    const cells = await measureCells(
      runs,
      async (generated, seed) => ({
        off: offQuality(generated),
        judge: await judged(generated.runs, generated.sources, seed),
      }),
      CHOICE_SEEDS,
    );
    for (const { family, variation, results } of cells)
      results.forEach((result, i) => {
        for (const mode of ["off", "judge"] as const) {
          const q = result[mode];
          const cell: CellRecord = {
            runs,
            family: family.name,
            neverTuned: family.note.includes("never tuned against"),
            variation,
            mode,
            seed: CHOICE_SEEDS[i]!,
            score: q.score,
            trueScore: q.trueScore,
            f1: q.f1,
            precision: q.precision,
            recall: q.recall,
            met: meetsTargets(q, mode, variation),
          };
          lines.push(JSON.stringify(cell));
        }
      });
  }
  writeFileSync(file, `${lines.join("\n")}\n`);
  process.stderr.write(`choose: ${lines.length} cells written to ${file}\n`);
}

const [command, ...files] = process.argv.slice(2);
if (command === "record" && files.length === 1) await record(files[0]!);
else if (command === "compare" && files.length === 2) {
  const [before, after] = files.map(readRecord) as [CellRecord[], CellRecord[]];
  try {
    console.log(renderChoice(compareChoices(before, after)));
  } catch (error) {
    fail((error as Error).message);
  }
} else {
  const given = process.argv.slice(2).join(" ");
  fail(given === "" ? `no command; ${USAGE}` : `'${given}' is not a command; ${USAGE}`);
}
