import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { InputError, issuePath, issueText, shown } from "../../errors.js";
import { itemsFromDocument } from "../../evaluate/read.js";
import { renderBenchmarkReport } from "../../evaluate/report-markdown.js";
import { countRows, overallStats, statsFromCounts } from "../../evaluate/stats.js";
import { readJsonFile, writeFileAtomic, writeJsonAtomic } from "../../io/json-file.js";
import { checkInputFolder, checkOutputFile } from "../../io/output-path.js";
import { parseFlags } from "../flags.js";
import type { CliIo } from "../io.js";

export const REPORT_HELP = `Usage: llm-determinism report --benchmarks O [--scan-root D/baseline] --out REPORT.md [--json stats.json]

The AuditAgent benchmark report (REPORT.md) from evaluated files (<repo>_results.json in
--benchmarks): per repo and overall, truth and scan counts, TP, partial, FP, FN, precision, recall
and F1, with and without partial matches (SPEC 4.3). A relative --out is written inside
--benchmarks, as upstream.

A row claiming a match or partial match with no scan finding (index -1) is an invalid judge answer
and is not counted; the scan count is the scan file's whenever it exists. Each case is named in a
note. --upstream-compat counts such rows as written and takes the rows' scan count where rows and
file disagree, which reproduces the upstream evaluator's REPORT.md digit for digit.

Options:
  --benchmarks <dir>        folder of evaluated files
  --scan-root <dir>         folder of the scan reports (<repo>_results.json), for scan and QA counts
  --out <file>              the Markdown report
  --json <file>             the numbers as JSON: { repos: [...], overall }
  --upstream-compat         count as the upstream evaluator did (see above)
  -h, --help                show this help

Exit codes: 0 ok, 1 the work failed, 2 bad usage or bad input.
`;

const EvaluatedRows = z.array(
  z.looseObject({
    is_match: z.boolean(),
    is_partial_match: z.boolean(),
    is_fp: z.boolean(),
    explanation: z.string().default(""),
    severity_from_junior_auditor: z.string().default("N/A"),
    severity_from_truth: z.string().default("N/A"),
    index_of_finding_from_junior_auditor: z.number().int(),
    finding_description_from_junior_auditor: z.string().default(""),
  }),
);

export async function reportCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseFlags("report", argv, {
    benchmarks: { type: "string" },
    "scan-root": { type: "string" },
    out: { type: "string" },
    json: { type: "string" },
    "upstream-compat": { type: "boolean" },
  });
  if (values.help) {
    io.stdout(REPORT_HELP);
    return 0;
  }
  if (!values.benchmarks)
    throw new InputError("--benchmarks is required (the folder of evaluated <repo>_results.json files)");
  if (!values.out && !values.json) throw new InputError("--out is required (the Markdown report), or --json");
  const dir = checkInputFolder("--benchmarks", values.benchmarks, io.cwd);
  if (values.out) checkOutputFile("--out", values.out, io.cwd);
  if (values.json) checkOutputFile("--json", values.json, io.cwd);
  const files = readdirSync(dir)
    .filter((n) => n.endsWith("_results.json"))
    .sort();
  if (files.length === 0)
    throw new InputError(`--benchmarks: no <repo>_results.json file in ${shown(values.benchmarks)}`);
  const scanRoot = values["scan-root"] ? path.resolve(io.cwd, values["scan-root"]) : undefined;
  if (scanRoot && !existsSync(scanRoot))
    throw new InputError(`--scan-root: folder not found: ${shown(values["scan-root"])}`);

  const repos = files.map((name) => {
    const repo = name.slice(0, -"_results.json".length);
    const label = path.join(values.benchmarks!, name);
    const parsed = EvaluatedRows.safeParse(readJsonFile(path.join(dir, name), label), { reportInput: true });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new InputError(
        `${label}: ${issuePath(issue.path)}: ${issueText(issue)}; expected evaluated rows as written by evaluate ({ is_match, is_partial_match, … } per row)`,
      );
    }
    const scanFile = scanRoot ? path.join(scanRoot, `${repo}_results.json`) : undefined;
    const scanLabels =
      scanFile && existsSync(scanFile)
        ? itemsFromDocument(path.relative(io.cwd, scanFile), readJsonFile(scanFile)).map((i) => i.severity)
        : undefined;
    const counts = countRows(repo, parsed.data, scanLabels, {
      upstreamCompat: values["upstream-compat"] === true,
    });
    for (const w of counts.warnings) io.stderr(`note: ${w}\n`);
    return { stats: statsFromCounts(repo, counts), counts };
  });
  const overall = overallStats(repos.map((r) => r.counts));
  if (values.out) {
    const out = path.isAbsolute(values.out) ? values.out : path.join(dir, values.out);
    const stamp = io.now().toISOString().replace("T", " ").slice(0, 16) + " UTC";
    writeFileAtomic(out, renderBenchmarkReport(repos, overall, stamp));
    io.stdout(`wrote ${path.relative(io.cwd, out) || out}\n`);
  }
  if (values.json)
    writeJsonAtomic(path.resolve(io.cwd, values.json), { repos: repos.map((r) => r.stats), overall });
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  io.stdout(
    `ALL: truth ${overall.actual_findings} · scan ${overall.scan_findings} · TP ${overall.matched} · partial ${overall.partial} · FP ${overall.false_positives} · FN ${overall.false_negatives} · precision ${pct(overall.precision)} · recall ${pct(overall.recall)} · F1 ${pct(overall.f1)}\n`,
  );
  return 0;
}
