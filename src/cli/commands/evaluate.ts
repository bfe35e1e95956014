import { appendFileSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { InputError } from "../../errors.js";
import { type EvaluationOutcome, evaluateItems, type JudgeCall } from "../../evaluate/evaluate.js";
import { llmJudge } from "../../evaluate/llm-judge.js";
import { itemsFromDocument, readTruth } from "../../evaluate/read.js";
import { countRows, statsFromCounts } from "../../evaluate/stats.js";
import type { JudgedItem } from "../../evaluate/types.js";
import { discoverRepos, type RepoFiles } from "../../io/data-root.js";
import { readJsonFile, writeJsonAtomic } from "../../io/json-file.js";
import { checkOutputFile, checkOutputFolder } from "../../io/output-path.js";
import { CHOICES } from "../../settings/choices.js";
import { EVALUATE_FLAGS as E } from "../../settings/command-flags.js";
import { NUMBERS, pick } from "../../settings/numbers.js";
import { cliSource, read } from "../../settings/source.js";
import { TEXTS } from "../../settings/texts.js";
import { helpLines } from "../../settings/flags.js";
import { parseFlags } from "../flags.js";
import type { CliIo } from "../io.js";
import { connect, LLM_FLAGS, LLM_HELP, llmSettings } from "../llm-flags.js";

export const EVALUATE_HELP = `Usage:
  llm-determinism evaluate --truth t.json --scan s.json --out e.json [options]
  llm-determinism evaluate --data-root D --scan-source baseline --output-root O [--repos a,b] [options]

Matches a findings report against ground truth with an LLM judge, as the AuditAgent scoring
algorithm does:
batches of scan findings per truth finding, --iterations samples voted per batch, one-to-one
exact matches (an earlier truth finding wins), partial-match post-processing, and every
other finding a false positive (except Info / Best Practices).

Options:
${helpLines([E.truth, E.scan, E.out, E.dataRoot, E.scanSource, E.outputRoot, E.repos], "evaluate")}
${helpLines(pick("iterations", "batchSize"), "evaluate")}
${helpLines([E.sequential], "evaluate")}
${helpLines([TEXTS.domain], "evaluate")}
${helpLines([CHOICES.candidates], "evaluate")}
${helpLines([E.temperature, E.debugPrompt], "evaluate")}
  -h, --help                show this help

${LLM_HELP}

Exit codes: 0 ok, 1 the work failed, 2 bad usage or bad input.
`;

interface Job {
  repo: string;
  truth: JudgedItem[];
  scan: JudgedItem[];
  out: string;
}

function load(files: RepoFiles, out: string, cwd: string): Job {
  const label = (file: string) => path.relative(cwd, file) || file;
  return {
    repo: files.repo,
    truth: readTruth(label(files.truth), readJsonFile(files.truth, label(files.truth))),
    scan: itemsFromDocument(label(files.scan), readJsonFile(files.scan, label(files.scan))),
    out,
  };
}

export async function evaluateCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseFlags("evaluate", argv, {
    truth: { type: "string" },
    scan: { type: "string" },
    out: { type: "string" },
    "data-root": { type: "string" },
    "scan-source": { type: "string" },
    "output-root": { type: "string" },
    repos: { type: "string" },
    iterations: { type: "string" },
    "batch-size": { type: "string" },
    sequential: { type: "boolean" },
    domain: { type: "string" },
    temperature: { type: "string" },
    "debug-prompt": { type: "boolean" },
    candidates: { type: "string" },
    ...LLM_FLAGS,
  });
  if (values.help) {
    io.stdout(EVALUATE_HELP);
    return 0;
  }
  const source = cliSource(values, "evaluate");
  const iterations = read(NUMBERS.iterations, source);
  const batchSize = read(NUMBERS.batchSize, source);
  const domain = read(TEXTS.domain, source)!;
  const candidates = read(CHOICES.candidates, source);
  const temperature = read(E.temperature, source);
  const resolve = (p: string) => path.resolve(io.cwd, p);

  const dataRoot = read(E.dataRoot, source);
  const truthFile = read(E.truth, source);
  const scanFile = read(E.scan, source);
  let jobs: Job[];
  if (dataRoot !== undefined) {
    if (truthFile !== undefined || scanFile !== undefined)
      throw new InputError("give either --data-root or --truth and --scan, not both");
    const outputRoot = read(E.outputRoot, source);
    if (outputRoot === undefined)
      throw new InputError(
        "--output-root is required with --data-root (where <repo>_results.json are written)",
      );
    const outRoot = checkOutputFolder("--output-root", outputRoot, io.cwd);
    const repos = read(E.repos, source);
    jobs = discoverRepos(
      resolve(dataRoot),
      read(E.scanSource, source)!,
      repos.length > 0 ? repos : undefined,
    ).map((f) => load(f, path.join(outRoot, `${f.repo}_results.json`), io.cwd));
  } else {
    const out = read(E.out, source);
    if (truthFile === undefined) throw new InputError("--truth is required (or --data-root)");
    if (scanFile === undefined) throw new InputError("--scan is required (the findings report to evaluate)");
    if (out === undefined) throw new InputError("--out is required (where the evaluated rows are written)");
    jobs = [
      load(
        { repo: path.basename(scanFile, ".json"), truth: resolve(truthFile), scan: resolve(scanFile) },
        checkOutputFile("--out", out, io.cwd),
        io.cwd,
      ),
    ];
  }

  const llm = llmSettings(values, io.env);
  const client = connect(llm, { log: (m) => io.stderr(`${m}\n`) });
  const sequential = read(E.sequential, source);
  const debugPrompt = read(E.debugPrompt, source);
  const run = async (job: Job): Promise<EvaluationOutcome> => {
    const promptsFile = `${job.out.replace(/\.json$/, "")}.prompts.jsonl`;
    if (debugPrompt) {
      mkdirSync(path.dirname(promptsFile), { recursive: true });
      rmSync(promptsFile, { force: true });
    }
    const { judge } = llmJudge(client, {
      domain,
      temperature,
      ...(debugPrompt && {
        onPrompt: (p) => appendFileSync(promptsFile, `${JSON.stringify({ repo: job.repo, ...p })}\n`),
      }),
    });
    const outcome = await evaluateItems(job.truth, job.scan, judge as JudgeCall, {
      iterations,
      batchSize,
      sequential,
      candidates,
    });
    writeJsonAtomic(job.out, outcome.rows);
    const s = statsFromCounts(
      job.repo,
      countRows(
        job.repo,
        outcome.rows,
        job.scan.map((i) => i.severity),
      ),
    );
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    io.stdout(
      `${job.repo}: truth ${s.actual_findings} · scan ${s.scan_findings} · TP ${s.matched} · partial ${s.partial} · FP ${s.false_positives} · FN ${s.false_negatives} · precision ${pct(s.precision)} · recall ${pct(s.recall)} · F1 ${pct(s.f1)} · ${outcome.judgeCalls} judge calls${outcome.failedSamples ? ` · ${outcome.failedSamples} failed samples` : ""}\n`,
    );
    for (const f of outcome.failures.slice(0, 5)) io.stderr(`${job.repo}: failed judge sample: ${f}\n`);
    return outcome;
  };
  // Repos are independent: concurrently they share the one request limit; --sequential keeps the AuditAgent algorithm's order.
  if (sequential) for (const job of jobs) await run(job);
  else await Promise.all(jobs.map(run));
  return 0;
}
