/**
 * The thirteenth held-out generator family for grouping quality (issue #12): an observatory's
 * night pipeline in Common Lisp (the scheduler), Racket (the upload web server), D (the FITS
 * ingest daemon), Haxe (the dashboard) and Jsonnet (its configuration), none of which appear
 * anywhere else in the tests.
 *
 * Written after every change to the matcher before it (up to the line's chance at one symbol,
 * d3da093) and committed before anything was run on it; never tuned against. Self-contained: its
 * own catalogue and model of how reports vary, its numbers from the project's seeded generator
 * (src/util/random.ts). What it models that the other families do not:
 *  - titles either as the problem or as the fix (`Upload size is never checked` /
 *    `Check the upload size before reading the body`), a run keeping one habit;
 *  - categories as OWASP ASVS requirement ids (`ASVS V5.3.8`) besides plain names and CWE ids,
 *    and coarse tags (`hardening`, `perf`);
 *  - symbols in Lisp forms: upper case as the reader prints them (`SCHEDULER::PLAN-NIGHT`), as a
 *    function object (`#'plan-night`), with the definition's head (`(defun plan-night ...)`),
 *    Racket's `(define (handle-upload req) ...)`; D's qualified names and signatures
 *    (`ingest.fits.FitsReader.readHeader(ubyte[] raw)`); Haxe's `Panel#render`; Jsonnet field
 *    paths (`ingest.tls.verify`);
 *  - paths as `file:///` URIs of a checkout, repo paths, paths under `src/` dropped, bare names;
 *  - descriptions as `Problem:` / `Fix:` blocks, as one paragraph, or as a `Risk:` bullet list;
 *  - two issues in one Lisp function three lines apart (a shell command built from a target name
 *    and a path built from it), two unchecked casts at two lines of one D function, and one
 *    docstring remark at three Lisp functions: each its own issue;
 *  - remarks a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import { choose, type Random } from "../../src/util/random.js";
import { drawRuns, severityNudged, usually } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type Agent = "security" | "performance" | "architecture";

interface ObservatoryIssue {
  id: string;
  agent: Agent;
  severity: Severity;
  /** Share of runs that report it. */
  rate: number;
  file: string;
  line: number;
  /** The first line of the enclosing definition. */
  start: number;
  /** The place in each form a report may write it: the first is the usual one. */
  symbols: string[];
  /** Plain name, CWE or ASVS id, tag: the first is the usual one. */
  categories: string[];
  /** Titles stating the problem. */
  problems: string[];
  /** Titles stating the fix. */
  fixes: string[];
  /** Sentences saying what is wrong. */
  facts: string[];
  risk: string;
  advice: string;
}

const ROOT = "observatory";
const SCHED = "src/scheduler/plan.lisp";
const QUEUE = "src/scheduler/queue.lisp";
const UPLOAD = "src/web/upload.rkt";
const AUTH = "src/web/auth.rkt";
const FITS = "src/ingest/source/ingest/fits.d";
const STORE = "src/ingest/source/ingest/store.d";
const PANEL = "src/dashboard/src/ui/Panel.hx";
const FEED = "src/dashboard/src/net/Feed.hx";
const CONFIG = "deploy/pipeline.jsonnet";

/**
 * One remark a model makes of any exported Lisp function, in the same words wherever it makes it:
 * each function's is its own issue.
 */
function missingDocstring(
  id: string,
  file: string,
  line: number,
  name: string,
  rate: number,
): ObservatoryIssue {
  return {
    id,
    agent: "architecture",
    severity: "INFO",
    rate,
    file,
    line,
    start: line,
    symbols: [`scheduler::${name}`, name.toUpperCase(), `#'${name}`],
    categories: ["Documentation", "hardening", "Maintainability"],
    problems: [`${name} has no docstring`, `Missing docstring on ${name}`],
    fixes: [`Add a docstring to ${name}`],
    facts: ["The function is public and exported but says nothing about its arguments or side effects."],
    risk: "Callers guess what the function writes.",
    advice: "Describe the arguments and the files it writes.",
  };
}

const ISSUES: ObservatoryIssue[] = [
  {
    id: "lisp-shell-target",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.85,
    file: SCHED,
    line: 48,
    start: 41,
    symbols: ["scheduler::plan-night", "PLAN-NIGHT", "(defun plan-night (targets) ...)", "uiop:run-program"],
    categories: ["OS Command Injection", "CWE-78", "ASVS V5.3.8", "injection"],
    problems: [
      "Target name passed to a shell in plan-night",
      "Shell command built from the target catalogue entry",
      "Command injection through the target name",
    ],
    fixes: [
      "Pass the target name to run-program as an argument list",
      "Stop building the slew command with format",
    ],
    facts: [
      'plan-night calls (uiop:run-program (format nil "slew ~a" name) :force-shell t) with the name read from the proposal.',
      "The target name from a submitted proposal ends up inside a shell command line.",
      "A proposal naming its target `m31; rm -rf /` runs the second command on the telescope host.",
    ],
    risk: "Anyone who can submit a proposal can run commands on the control host.",
    advice: "Call run-program with a list of arguments and no shell.",
  },
  {
    id: "lisp-path-target",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: SCHED,
    line: 51,
    start: 41,
    symbols: ["scheduler::plan-night", "PLAN-NIGHT", "(defun plan-night (targets) ...)", "merge-pathnames"],
    categories: ["Path Traversal", "CWE-22", "ASVS V12.3.1", "injection"],
    problems: [
      "Exposure file path built from the target name",
      "Target name can escape the exposures directory",
      "Path traversal when the plan writes its exposure list",
    ],
    fixes: ["Sanitise the target name before using it as a file name", "Derive exposure file names from ids"],
    facts: [
      "plan-night writes to (merge-pathnames name *exposure-dir*), so a name with ../ writes outside it.",
      "The exposure list is saved under a path made from the target's name as submitted.",
    ],
    risk: "A crafted target name overwrites files the scheduler can write.",
    advice: "Use the proposal id for the file name, or reject names with separators.",
  },
  {
    id: "lisp-queue-lock",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.55,
    file: QUEUE,
    line: 77,
    start: 70,
    symbols: ["scheduler::drain-queue", "DRAIN-QUEUE", "#'drain-queue", "bt:with-lock-held"],
    categories: ["Lock Contention", "CWE-833", "perf", "Concurrency"],
    problems: [
      "Queue lock held while each observation is scheduled",
      "drain-queue keeps the lock across the whole loop",
      "Global queue lock serialises scheduling",
    ],
    fixes: ["Release the queue lock before scheduling each item", "Copy the queue out under the lock"],
    facts: [
      "drain-queue wraps the whole dolist in bt:with-lock-held, including the network call to the mount.",
      "Every producer waits while the scheduler talks to the telescope mount.",
    ],
    risk: "Submissions stall for the length of a slew.",
    advice: "Take the items under the lock and schedule them after releasing it.",
  },
  missingDocstring("lisp-doc-plan", SCHED, 41, "plan-night", 0.3),
  missingDocstring("lisp-doc-drain", QUEUE, 70, "drain-queue", 0.25),
  missingDocstring("lisp-doc-enqueue", QUEUE, 22, "enqueue-proposal", 0.25),
  {
    id: "lisp-global-state",
    agent: "architecture",
    severity: "LOW",
    rate: 0.45,
    file: QUEUE,
    line: 9,
    start: 9,
    symbols: ["scheduler::*pending*", "*PENDING*", "(defvar *pending* ...)"],
    categories: ["Global Mutable State", "Design", "Maintainability"],
    problems: ["Pending queue kept in a special variable", "Global *pending* shared by every thread"],
    fixes: ["Move the pending queue into a scheduler object"],
    facts: [
      "*pending* is a defvar mutated from the web thread and the scheduler thread alike.",
      "The queue lives in a global special variable that any package can rebind.",
    ],
    risk: "A dynamic rebinding in one thread hides submissions from another.",
    advice: "Keep the queue in an instance passed to both threads.",
  },
  {
    id: "rkt-upload-size",
    agent: "security",
    severity: "HIGH",
    rate: 0.8,
    file: UPLOAD,
    line: 33,
    start: 28,
    symbols: [
      "handle-upload",
      "(define (handle-upload req) ...)",
      "web/upload:handle-upload",
      "POST /upload",
    ],
    categories: ["Uncontrolled Resource Consumption", "CWE-400", "ASVS V12.1.1", "dos"],
    problems: [
      "Upload size is never checked",
      "Whole request body read into memory",
      "Unbounded upload in handle-upload",
    ],
    fixes: ["Check the upload size before reading the body", "Cap the request body of the upload route"],
    facts: [
      "handle-upload calls (request-post-data/raw req) and keeps the whole FITS file in a byte string.",
      "Uploads of any size are accepted and held in memory before being written.",
    ],
    risk: "One large upload exhausts the server's memory.",
    advice: "Reject bodies over the largest frame size and stream to disk.",
  },
  {
    id: "rkt-upload-name",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.5,
    file: UPLOAD,
    line: 39,
    start: 28,
    symbols: ["handle-upload", "(define (handle-upload req) ...)", "web/upload:handle-upload", "build-path"],
    categories: ["Path Traversal", "CWE-22", "ASVS V12.3.1", "injection"],
    problems: ["Uploaded file name used as the storage path", "Client file name joined into the frames path"],
    fixes: ["Generate the stored file name on the server"],
    facts: [
      "The handler saves to (build-path frames-dir (binding:file-filename f)), trusting the client's name.",
      "A file named ../../etc/cron.d/x is written outside the frames directory.",
    ],
    risk: "Uploads can overwrite files outside the frames directory.",
    advice: "Name stored frames by a generated id and keep the original name as metadata.",
  },
  {
    id: "rkt-session-cookie",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.65,
    file: AUTH,
    line: 18,
    start: 15,
    symbols: ["issue-session", "(define (issue-session user) ...)", "web/auth:issue-session", "make-cookie"],
    categories: ["Sensitive Cookie Without Secure Attribute", "CWE-614", "ASVS V3.4.1", "hardening"],
    problems: ["Session cookie sent without Secure and HttpOnly", "Session cookie lacks its security flags"],
    fixes: ["Set secure and http-only on the session cookie"],
    facts: [
      'issue-session builds (make-cookie "sid" token) without #:secure? or #:http-only?.',
      "The session id cookie can be read by scripts and travels over plain HTTP.",
    ],
    risk: "A script injected into the dashboard steals observers' sessions.",
    advice: "Pass #:secure? #t #:http-only? #t and a SameSite policy.",
  },
  {
    id: "rkt-password-compare",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: AUTH,
    line: 44,
    start: 40,
    symbols: [
      "check-password",
      "(define (check-password user given) ...)",
      "web/auth:check-password",
      "equal?",
    ],
    categories: ["Observable Timing Discrepancy", "CWE-208", "ASVS V2.4.1", "crypto"],
    problems: ["Password hash compared with equal?", "Timing leak in check-password"],
    fixes: ["Compare password hashes in constant time"],
    facts: [
      "check-password returns (equal? (hash given) stored), which stops at the first differing byte.",
      "The stored hash is compared byte by byte with an early exit.",
    ],
    risk: "Response times reveal how much of a guess matches.",
    advice: "Use a constant-time comparison or a password hashing library's verify.",
  },
  {
    id: "d-header-cast",
    agent: "security",
    severity: "HIGH",
    rate: 0.7,
    file: FITS,
    line: 112,
    start: 104,
    symbols: [
      "ingest.fits.FitsReader.readHeader",
      "FitsReader.readHeader(ubyte[] raw)",
      "readHeader",
      "ingest.fits",
    ],
    categories: ["Integer Overflow", "CWE-190", "ASVS V5.4.3", "memory"],
    problems: [
      "NAXIS product computed in int and cast without a check",
      "Image size overflows before the allocation",
      "Unchecked cast of the axis sizes in readHeader",
    ],
    fixes: ["Compute the image size in ulong and check it against the file length"],
    facts: [
      "readHeader multiplies NAXIS1 by NAXIS2 as int and casts the result to size_t for new ubyte[].",
      "Large axis values from a crafted header wrap the size, and the buffer is smaller than the data copied into it.",
    ],
    risk: "A crafted FITS file corrupts the daemon's memory.",
    advice: "Use checked arithmetic (core.checkedint) and compare with the bytes left.",
  },
  {
    id: "d-bitpix-cast",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: FITS,
    line: 121,
    start: 104,
    symbols: [
      "ingest.fits.FitsReader.readHeader",
      "FitsReader.readHeader(ubyte[] raw)",
      "readHeader",
      "ingest.fits",
    ],
    categories: ["Improper Input Validation", "CWE-20", "ASVS V5.1.3", "memory"],
    problems: [
      "BITPIX read without checking its allowed values",
      "readHeader trusts BITPIX from the file",
      "Unchecked cast of BITPIX to a sample width",
    ],
    fixes: ["Reject BITPIX values other than the standard six"],
    facts: [
      "readHeader does cast(ubyte)(abs(bitpix) / 8) and uses it as the sample width without checking it.",
      "A header with BITPIX 0 or 12 gives a width the decoder never expects.",
    ],
    risk: "Odd widths make the decoder read past the row.",
    advice: "Accept only 8, 16, 32, 64, -32 and -64.",
  },
  {
    id: "d-store-gc",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.6,
    file: STORE,
    line: 58,
    start: 52,
    symbols: [
      "ingest.store.FrameStore.append",
      "FrameStore.append(in Frame f)",
      "append",
      "std.array.appender",
    ],
    categories: ["Excessive Allocation", "CWE-1050", "perf", "Memory"],
    problems: [
      "A new array allocated for every appended frame",
      "append copies the whole frame list each time",
      "Quadratic copying in FrameStore.append",
    ],
    fixes: ["Use an Appender or reserve capacity for the frame list"],
    facts: [
      "append does frames = frames ~ f, so the GC copies the array on each call once capacity runs out.",
      "Each ingest of a night's frames reallocates and copies the whole list.",
    ],
    risk: "Ingest time grows with the square of the frames in a night.",
    advice: "Keep an Appender!(Frame[]) and reserve the expected count.",
  },
  {
    id: "d-store-fsync",
    agent: "performance",
    severity: "LOW",
    rate: 0.35,
    file: STORE,
    line: 74,
    start: 70,
    symbols: ["ingest.store.FrameStore.flush", "FrameStore.flush()", "flush", "core.sys.posix.unistd.fsync"],
    categories: ["Inefficient I/O", "perf", "Performance"],
    problems: ["fsync called after every frame", "flush syncs the disk per frame"],
    fixes: ["Batch the fsync calls in flush"],
    facts: [
      "flush is called from the ingest loop after each frame, and each call ends in fsync.",
      "Every frame waits for the disk to confirm its write.",
    ],
    risk: "Ingest throughput is limited by disk latency.",
    advice: "Sync once per batch or per exposure.",
  },
  {
    id: "d-store-module",
    agent: "architecture",
    severity: "LOW",
    rate: 0.4,
    file: STORE,
    line: 12,
    start: 12,
    symbols: ["ingest.store", "ingest.store.FrameStore", "FrameStore"],
    categories: ["Tight Coupling", "Design", "Maintainability"],
    problems: ["FrameStore writes to disk and to the catalogue database", "Storage class does two jobs"],
    fixes: ["Split FrameStore into a file writer and a catalogue client"],
    facts: [
      "FrameStore both writes frames to disk and inserts their rows into the catalogue, with one error path for both.",
      "The store class mixes the file format with the catalogue's schema.",
    ],
    risk: "A catalogue outage stops frames from being written.",
    advice: "Give each concern its own type and retry policy.",
  },
  {
    id: "hx-feed-xss",
    agent: "security",
    severity: "HIGH",
    rate: 0.75,
    file: PANEL,
    line: 27,
    start: 22,
    symbols: ["ui.Panel.render", "Panel#render", "render", "js.html.Element.innerHTML"],
    categories: ["Cross-Site Scripting", "CWE-79", "ASVS V5.3.3", "injection"],
    problems: [
      "Observer notes written with innerHTML",
      "Panel.render inserts proposal text as HTML",
      "Stored XSS in the night panel",
    ],
    fixes: ["Set the notes with textContent instead of innerHTML"],
    facts: [
      "render sets element.innerHTML = '<p>' + obs.notes + '</p>' with notes typed by the proposer.",
      "Proposal notes are shown on every observer's dashboard as markup.",
    ],
    risk: "A proposal's notes run script in every observer's session.",
    advice: "Build the element with textContent or escape the notes.",
  },
  {
    id: "hx-feed-poll",
    agent: "performance",
    severity: "LOW",
    rate: 0.5,
    file: FEED,
    line: 40,
    start: 35,
    symbols: ["net.Feed.start", "Feed#start", "start", "haxe.Timer"],
    categories: ["Busy Polling", "perf", "Performance"],
    problems: ["Feed polls the status endpoint every 100 ms", "Dashboard polls far too often"],
    fixes: ["Poll the status feed less often or use server-sent events"],
    facts: [
      "start creates new haxe.Timer(100) and requests /status on each tick, whether or not the last request returned.",
      "Each open dashboard sends ten status requests a second.",
    ],
    risk: "A few open dashboards load the web server more than the pipeline does.",
    advice: "Use a longer interval with backoff, or push updates.",
  },
  {
    id: "hx-feed-errors",
    agent: "architecture",
    severity: "LOW",
    rate: 0.35,
    file: FEED,
    line: 52,
    start: 35,
    symbols: ["net.Feed.start", "Feed#start", "start", "haxe.Http.onError"],
    categories: ["Swallowed Errors", "CWE-390", "Reliability"],
    problems: ["Feed ignores request errors", "onError handler left empty"],
    fixes: ["Show feed errors on the dashboard"],
    facts: [
      "The request's onError is set to a function that does nothing, so a dead server looks like a quiet night.",
      "Failed status requests are dropped without a trace.",
    ],
    risk: "Observers trust a dashboard that stopped updating.",
    advice: "Mark the panel stale and log the error.",
  },
  {
    id: "jsonnet-tls",
    agent: "security",
    severity: "HIGH",
    rate: 0.7,
    file: CONFIG,
    line: 15,
    start: 12,
    symbols: ["ingest.tls.verify", "ingest.tls", "verify", "local ingest"],
    categories: ["Improper Certificate Validation", "CWE-295", "ASVS V9.2.1", "hardening"],
    problems: [
      "TLS verification turned off for the archive upload",
      "verify: false in the ingest TLS block",
      "Archive connection accepts any certificate",
    ],
    fixes: ["Turn TLS verification back on for the archive"],
    facts: [
      "The ingest section sets tls: { verify: false } for the connection to the archive.",
      "The daemon uploads frames to the archive without checking its certificate.",
    ],
    risk: "Anyone on the path can read or alter the uploaded frames.",
    advice: "Set verify to true and pin the archive's CA.",
  },
  {
    id: "jsonnet-secret",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.65,
    file: CONFIG,
    line: 31,
    start: 28,
    symbols: ["catalogue.password", "catalogue", "password", "local catalogue"],
    categories: ["Use of Hard-coded Credentials", "CWE-798", "ASVS V2.10.4", "secrets"],
    problems: ["Catalogue database password in the Jsonnet config", "Hard-coded catalogue password"],
    fixes: ["Read the catalogue password from the secret store"],
    facts: [
      "catalogue: { password: 'm31-andromeda' } is committed in deploy/pipeline.jsonnet.",
      "The database password is a literal in the deployment configuration.",
    ],
    risk: "Anyone with the repository can write to the catalogue.",
    advice: "Use std.extVar with a secret injected at deploy time.",
  },
  {
    id: "jsonnet-replicas",
    agent: "architecture",
    severity: "LOW",
    rate: 0.3,
    file: CONFIG,
    line: 44,
    start: 40,
    symbols: ["scheduler.replicas", "scheduler", "replicas"],
    categories: ["Single Point of Failure", "Design", "Availability"],
    problems: ["Scheduler runs as a single replica", "No redundancy for the scheduler"],
    fixes: ["Run a standby scheduler with leader election"],
    facts: [
      "replicas: 1 for the scheduler, which holds the only copy of the queue in memory.",
      "One crash of the scheduler loses the night's queue.",
    ],
    risk: "A restart mid-night drops the pending observations.",
    advice: "Persist the queue and run a standby.",
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; symbol: string; title: string; category: string }[] =
  [
    {
      id: "remark-magic",
      file: FITS,
      line: 130,
      symbol: "readHeader",
      title: "Magic number 2880 should be a named constant",
      category: "Code Style",
    },
    {
      id: "remark-log",
      file: UPLOAD,
      line: 30,
      symbol: "handle-upload",
      title: "Use a structured logger instead of printf",
      category: "Logging",
    },
    {
      id: "remark-naming",
      file: PANEL,
      line: 22,
      symbol: "render",
      title: "Variable names too short to read",
      category: "Code Style",
    },
    {
      id: "remark-cond",
      file: SCHED,
      line: 55,
      symbol: "plan-night",
      title: "Nested if forms could be a cond",
      category: "Code Style",
    },
  ];

/** How one run writes: its habits, kept for the whole run. */
interface Style {
  fixTitles: boolean;
  pathForm: "repo" | "uri" | "short" | "bare";
  describe: "blocks" | "paragraph" | "bullets";
  upperLisp: boolean;
  definitionLine: boolean;
}

function styleOf(random: Random, v: number): Style {
  const paths = ["repo", "uri", "short", "bare"] as const;
  return {
    fixTitles: random() < v * 0.5,
    pathForm: random() < 1 - v ? "repo" : choose(random, paths),
    describe: choose(random, ["blocks", "paragraph", "bullets"] as const),
    upperLisp: random() < v * 0.5,
    definitionLine: random() < v * 0.3,
  };
}

function pathIn(file: string, style: Style, random: Random, v: number): string {
  const form =
    random() < v * 0.2 ? choose(random, ["repo", "uri", "short", "bare"] as const) : style.pathForm;
  if (form === "uri") return `file:///home/ci/work/${ROOT}/${file}`;
  if (form === "short") return file.replace(/^src\//, "");
  if (form === "bare") return file.slice(file.lastIndexOf("/") + 1);
  return file;
}

function symbolOf(issue: ObservatoryIssue, style: Style, random: Random, v: number): string | undefined {
  const roll = random();
  if (roll < v * 0.1) return undefined;
  let symbol = roll < 1 - v * 0.6 ? issue.symbols[0]! : choose(random, issue.symbols);
  // Lisp reports printed by the reader are upper case.
  if (style.upperLisp && issue.file.endsWith(".lisp") && !symbol.startsWith("("))
    symbol = symbol.toUpperCase();
  return symbol;
}

/** One run's report of one issue. */
function reportOf(issue: ObservatoryIssue, style: Style, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.3, random);
  const category = usually(issue.categories, v, random);
  const titles = style.fixTitles ? issue.fixes : issue.problems;
  const title = usually(titles, v, random);
  const fact = usually(issue.facts, v, random);
  const description =
    style.describe === "blocks"
      ? `Problem: ${fact}\n\nFix: ${issue.advice}`
      : style.describe === "bullets"
        ? `${fact}\n\n- Risk: ${issue.risk}\n- Fix: ${issue.advice}`
        : `${fact} ${issue.risk}${random() < 0.5 ? ` ${issue.advice}` : ""}`;
  const spread = v > 0.5 ? 5 : 2;
  const lineRoll = random();
  const line =
    lineRoll < v * 0.1
      ? undefined
      : style.definitionLine
        ? issue.start
        : Math.max(1, issue.line + Math.round((random() * 2 - 1) * spread));
  const symbol = symbolOf(issue, style, random, v);
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description,
    file: pathIn(issue.file, style, random, v),
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

function remarkOf(remark: (typeof REMARKS)[number], style: Style, random: Random, v: number): Finding {
  return {
    agent: "architecture",
    category: remark.category,
    severity: "INFO",
    title: remark.title,
    description: `${remark.title}. It makes ${remark.symbol} harder to read.`,
    file: pathIn(remark.file, style, random, v),
    symbol: remark.symbol,
    line: remark.line,
  };
}

/** `runs` runs of the three agents over the observatory pipeline, with each finding's true issue. */
export function observatoryRuns(options: GeneratorOptions): Generated {
  return drawRuns(
    {
      name: "observatory",
      model: "observatory-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.15,
      style: styleOf,
      report: reportOf,
      remark: remarkOf,
    },
    options,
  );
}
