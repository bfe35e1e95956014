/**
 * The third held-out generator family for grouping quality (issue #12): a clinic booking
 * system in Clojure, Perl and Dart, none of which appear anywhere else in the tests.
 *
 * Written after every change of the session that added it and before anything was run on it,
 * and never tuned against: the other two held-out families had been looked at by then, so this
 * one is the untouched check. Self-contained: its own random numbers, catalogue and way of
 * varying a report between runs, modelled on model output:
 *  - a report now and then with the severity in the title ("[HIGH] …") or the category as the
 *    title's first words, and descriptions that quote the offending code;
 *  - symbols as each language names them (`clinic.api.handlers/book-slot`,
 *    `Clinic::Billing::charge_card`, `_BookingPageState.build`), the call at fault, the route,
 *    the namespace or package alone, or nothing;
 *  - two issues of different kinds in one handler, and two of one kind in one function;
 *  - a tail of issues few runs report; severities a level off; lines off by up to ±6.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Run, Severity } from "../../src/findings/types.js";
import { shuffle } from "../../src/util/random.js";
import type { Generated, GeneratorOptions } from "./quality.js";

/** splitmix32, seeded from text by FNV-1a: its own numbers, shared with nothing. */
function randomFrom(text: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  let state = h >>> 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
  };
}

interface ClinicIssue {
  id: string;
  agent: "security" | "performance" | "architecture";
  severity: Severity;
  p: number;
  file: string;
  line: number;
  symbols: string[];
  categories: string[];
  titles: string[];
  /** Sentences saying what is wrong; one or two are used. */
  says: string[];
  /** The offending code, quoted in some reports. */
  code: string;
  advice: string[];
}

const HANDLERS = "backend/src/clinic/api/handlers.clj";
const DB = "backend/src/clinic/db/queries.clj";
const BILLING = "batch/lib/Clinic/Billing.pm";
const IMPORT = "batch/bin/import_patients.pl";
const BOOKING = "app/lib/features/booking/booking_page.dart";
const SYNC = "app/lib/data/sync_service.dart";

const ISSUES: ClinicIssue[] = [
  {
    id: "clj-redirect",
    agent: "security",
    severity: "MEDIUM",
    p: 0.7,
    file: HANDLERS,
    line: 34,
    symbols: [
      "clinic.api.handlers/login-callback",
      "login-callback",
      "ring.util.response/redirect",
      "GET /auth/callback",
    ],
    categories: ["Open Redirect", "CWE-601", "URL Redirection to Untrusted Site", "Unvalidated redirect"],
    titles: [
      "Callback redirects to the next parameter without checking it",
      "Open redirect after login",
      "Untrusted next URL passed to redirect",
    ],
    says: [
      "login-callback returns (redirect (get-in req [:params :next])) for whatever URL the query string names.",
      "After signing in, the user is sent to an address taken straight from the request.",
    ],
    code: "(redirect (get-in req [:params :next]))",
    advice: [
      "Only allow relative paths or a list of known hosts.",
      "Validate next against an allow-list before redirecting.",
    ],
  },
  {
    id: "clj-callback-xss",
    agent: "security",
    severity: "HIGH",
    p: 0.45,
    file: HANDLERS,
    line: 39,
    symbols: [
      "clinic.api.handlers/login-callback",
      "login-callback",
      "hiccup.core/html",
      "GET /auth/callback",
    ],
    categories: [
      "Cross-Site Scripting",
      "CWE-79",
      "XSS",
      "Improper Neutralization of Input During Web Page Generation",
    ],
    titles: [
      "Error message echoed into HTML unescaped",
      "Reflected XSS in the login callback",
      "Provider error rendered raw",
    ],
    says: [
      "When the provider returns an error, login-callback renders (:error_description params) inside [:p] with raw-string.",
      "The callback's error page writes the error_description parameter into the markup without escaping.",
    ],
    code: "[:p (raw-string (:error_description params))]",
    advice: ["Drop raw-string so hiccup escapes the text.", "Escape the parameter or show a fixed message."],
  },
  {
    id: "clj-sql-name",
    agent: "security",
    severity: "CRITICAL",
    p: 0.9,
    file: DB,
    line: 22,
    symbols: ["clinic.db.queries/find-patients", "find-patients", "jdbc/query", "clinic.db.queries"],
    categories: [
      "SQL Injection",
      "CWE-89",
      "Injection",
      "Improper Neutralization of Special Elements used in an SQL Command",
    ],
    titles: [
      "Patient name concatenated into the search SQL",
      "find-patients builds its WHERE clause with str",
      "SQL injection in patient search",
    ],
    says: [
      'find-patients calls (jdbc/query db [(str "SELECT * FROM patients WHERE name LIKE \'%" term "%\'")]) with the user\'s term.',
      "The search term is joined into the statement text instead of passed as a parameter.",
    ],
    code: '(str "SELECT * FROM patients WHERE name LIKE \'%" term "%\'")',
    advice: ['Use a parameter: ["... LIKE ?" (str "%" term "%")].', "Pass the term as a query parameter."],
  },
  {
    id: "clj-sql-order",
    agent: "security",
    severity: "HIGH",
    p: 0.3,
    file: DB,
    line: 25,
    symbols: ["clinic.db.queries/find-patients", "find-patients", "clinic.db.queries"],
    categories: ["SQL Injection", "CWE-89", "Injection"],
    titles: [
      "Sort direction spliced into ORDER BY",
      "Unchecked dir parameter in the patient query",
      "ORDER BY built from request input",
    ],
    says: [
      "The dir argument is appended after ORDER BY name without being limited to ASC or DESC.",
      "find-patients adds (:dir opts) to the statement as text.",
    ],
    code: '(str " ORDER BY name " (:dir opts))',
    advice: ["Map dir to :asc or :desc and reject anything else.", "Allow only ASC and DESC."],
  },
  {
    id: "pl-shell",
    agent: "security",
    severity: "CRITICAL",
    p: 0.85,
    file: IMPORT,
    line: 57,
    symbols: ["main::convert_file", "convert_file", "system", "import_patients.pl"],
    categories: [
      "Command Injection",
      "CWE-78",
      "OS Command Injection",
      "Improper Neutralization of Special Elements used in an OS Command",
    ],
    titles: [
      "File name passed to the shell in convert_file",
      "system() with an interpolated path",
      "Shell injection through uploaded file names",
    ],
    says: [
      'convert_file runs system("iconv -f latin1 $path > $path.utf8") with a name that comes from the upload directory.',
      "The uploaded file's name is interpolated into a single-string system call, so the shell interprets it.",
    ],
    code: 'system("iconv -f latin1 $path > $path.utf8")',
    advice: [
      "Use the list form of system and open the output file in Perl.",
      "Avoid the shell: pass arguments as a list.",
    ],
  },
  {
    id: "pl-card-log",
    agent: "security",
    severity: "HIGH",
    p: 0.5,
    file: BILLING,
    line: 88,
    symbols: ["Clinic::Billing::charge_card", "charge_card", "$log->info", "Clinic::Billing"],
    categories: [
      "Sensitive Data Exposure",
      "CWE-532",
      "Insertion of Sensitive Information into Log File",
      "PCI compliance",
    ],
    titles: [
      "Card number written to the billing log",
      "charge_card logs the full PAN",
      "Payment card data in logs",
    ],
    says: [
      'charge_card logs "charging $card->{number} for $amount" at info level before calling the gateway.',
      "The full card number is interpolated into a log line on every charge.",
    ],
    code: '$log->info("charging $card->{number} for $amount")',
    advice: ["Log only the last four digits.", "Mask the card number before logging."],
  },
  {
    id: "dart-token-prefs",
    agent: "security",
    severity: "MEDIUM",
    p: 0.55,
    file: SYNC,
    line: 19,
    symbols: ["SyncService.saveSession", "saveSession", "SharedPreferences.setString", "SyncService"],
    categories: [
      "Insecure Storage",
      "CWE-922",
      "Insecure Storage of Sensitive Information",
      "Mobile data storage",
    ],
    titles: [
      "Refresh token kept in SharedPreferences",
      "Session token stored in plain preferences",
      "Credentials saved unencrypted on the device",
    ],
    says: [
      "saveSession writes the refresh token with prefs.setString('refresh', token), which is plain text on disk.",
      "The long-lived token lives in SharedPreferences instead of the platform keystore.",
    ],
    code: "prefs.setString('refresh', token)",
    advice: ["Use flutter_secure_storage (Keychain/Keystore).", "Store tokens in secure storage only."],
  },
  {
    id: "clj-slots-n1",
    agent: "performance",
    severity: "HIGH",
    p: 0.75,
    file: HANDLERS,
    line: 71,
    symbols: ["clinic.api.handlers/list-slots", "list-slots", "db/doctor-by-id", "GET /slots"],
    categories: ["N+1 Query", "Database round trips", "Inefficient data access"],
    titles: [
      "Doctor fetched separately for every slot",
      "N+1 lookups in list-slots",
      "One query per slot for the doctor's name",
    ],
    says: [
      "list-slots maps over the day's slots and calls (db/doctor-by-id (:doctor-id slot)) for each.",
      "Each slot triggers its own doctor lookup while the list is built.",
    ],
    code: "(map #(assoc % :doctor (db/doctor-by-id (:doctor-id %))) slots)",
    advice: ["Load the doctors of the day in one query and join in memory.", "Batch the doctor lookups."],
  },
  {
    id: "pl-slurp",
    agent: "performance",
    severity: "MEDIUM",
    p: 0.4,
    file: IMPORT,
    line: 23,
    symbols: ["main::read_rows", "read_rows", "<$fh>", "import_patients.pl"],
    categories: ["Memory Usage", "Excessive memory consumption", "CWE-400", "Unbounded read"],
    titles: [
      "Whole CSV read into an array",
      "read_rows slurps the file in list context",
      "Import loads every line into memory",
    ],
    says: [
      "read_rows does my @lines = <$fh>; and only then parses, so a large export is held in memory at once.",
      "The importer reads all lines in list context before processing any.",
    ],
    code: "my @lines = <$fh>;",
    advice: [
      "Process line by line with while (my $line = <$fh>).",
      "Stream the file instead of slurping it.",
    ],
  },
  {
    id: "pl-regex-loop",
    agent: "performance",
    severity: "LOW",
    p: 0.25,
    file: IMPORT,
    line: 31,
    symbols: ["main::read_rows", "read_rows", "import_patients.pl"],
    categories: ["Regex Performance", "Inefficient Regular Expression", "CPU usage"],
    titles: [
      "Pattern interpolated and recompiled per line",
      "Date regex rebuilt in the loop",
      "Regex compiled inside the row loop",
    ],
    says: [
      "Inside the loop, read_rows matches /$date_re/ where $date_re is rebuilt from the config on each iteration.",
      "The date pattern is interpolated anew for every row, forcing recompilation.",
    ],
    code: "if ($line =~ /$date_re/) {",
    advice: ["Build it once with qr// before the loop.", "Precompile the pattern."],
  },
  {
    id: "dart-build-sort",
    agent: "performance",
    severity: "MEDIUM",
    p: 0.6,
    file: BOOKING,
    line: 48,
    symbols: ["_BookingPageState.build", "build", "List.sort", "BookingPage"],
    categories: ["UI Performance", "Expensive work in build", "Rendering performance", "Jank"],
    titles: [
      "Slots sorted on every rebuild",
      "build() sorts the whole slot list",
      "Sorting inside the widget's build method",
    ],
    says: [
      "_BookingPageState.build calls slots.sort(...) each time the widget rebuilds, including on every animation frame of the picker.",
      "The slot list is re-sorted in build, which runs many times per second while scrolling.",
    ],
    code: "slots.sort((a, b) => a.start.compareTo(b.start));",
    advice: [
      "Sort once when the data arrives and keep the sorted list in state.",
      "Move the sort out of build.",
    ],
  },
  {
    id: "clj-god-ns",
    agent: "architecture",
    severity: "MEDIUM",
    p: 0.5,
    file: HANDLERS,
    line: 1,
    symbols: ["clinic.api.handlers", "handlers", "<namespace>"],
    categories: [
      "God Module",
      "Separation of Concerns",
      "Large namespace",
      "Single Responsibility Principle",
    ],
    titles: [
      "handlers namespace mixes auth, booking and billing",
      "One namespace for every HTTP concern",
      "Handlers hold business rules",
    ],
    says: [
      "clinic.api.handlers contains authentication, slot booking, invoicing and email formatting in 900 lines.",
      "Business rules for booking and billing live in the HTTP handler namespace.",
    ],
    code: "(ns clinic.api.handlers (:require [clinic.db.queries :as db] [clinic.billing :as billing] [postal.core :as mail]))",
    advice: ["Split into auth, booking and billing namespaces with a service layer.", "Keep handlers thin."],
  },
  {
    id: "pl-die-swallow",
    agent: "architecture",
    severity: "MEDIUM",
    p: 0.6,
    file: BILLING,
    line: 102,
    symbols: ["Clinic::Billing::charge_card", "charge_card", "eval", "Clinic::Billing"],
    categories: ["Error Handling", "Swallowed Exception", "CWE-390", "Silent failure"],
    titles: [
      "Gateway errors swallowed by eval",
      "charge_card ignores a failed charge",
      "eval without checking $@",
    ],
    says: [
      "charge_card wraps the gateway call in eval { ... }; and never looks at $@, then marks the invoice paid.",
      "A failed charge is silently ignored because the eval block's error is discarded.",
    ],
    code: "eval { $gateway->charge($card, $amount) }; $invoice->mark_paid;",
    advice: [
      "Check $@ (or use Try::Tiny) and keep the invoice unpaid on failure.",
      "Propagate or log the error.",
    ],
  },
  {
    id: "dart-state-http",
    agent: "architecture",
    severity: "LOW",
    p: 0.45,
    file: BOOKING,
    line: 30,
    symbols: ["_BookingPageState.initState", "initState", "http.get", "_BookingPageState"],
    categories: ["Layering Violation", "Separation of Concerns", "Tight coupling", "Testability"],
    titles: [
      "Widget state calls the HTTP API directly",
      "Network code inside the page's state class",
      "No repository between UI and backend",
    ],
    says: [
      "initState issues http.get(Uri.parse('$base/slots')) and parses the JSON in the widget.",
      "The booking page fetches and decodes data itself instead of using a repository or bloc.",
    ],
    code: "final res = await http.get(Uri.parse('$base/slots'));",
    advice: [
      "Move fetching into a repository injected into the page.",
      "Use a state-management layer for data.",
    ],
  },
  // The long tail.
  {
    id: "clj-todo",
    agent: "architecture",
    severity: "INFO",
    p: 0.1,
    file: DB,
    line: 40,
    symbols: ["clinic.db.queries/archive-old", "archive-old"],
    categories: ["Maintainability", "Technical debt", "Code quality"],
    titles: ["TODO left in archive-old", "Unfinished archiving logic", "Commented-out delete in archive-old"],
    says: [
      "archive-old has a TODO and a commented-out delete, so old rows are never archived.",
      "The archiving function is a stub.",
    ],
    code: ';; TODO actually delete (jdbc/delete! db :slots ["date < ?" cutoff])',
    advice: ["Finish or remove it.", "Track it in the issue tracker."],
  },
  {
    id: "dart-print",
    agent: "security",
    severity: "LOW",
    p: 0.12,
    file: SYNC,
    line: 44,
    symbols: ["SyncService.sync", "sync", "print"],
    categories: ["Information Exposure", "CWE-209", "Debug output"],
    titles: [
      "Server responses printed to the console",
      "print() of API bodies in release builds",
      "Debug prints leak patient data",
    ],
    says: [
      "sync prints each response body with print(res.body), which ends up in device logs.",
      "API responses, including patient names, are printed.",
    ],
    code: "print(res.body);",
    advice: ["Remove the print or use debugPrint behind kDebugMode.", "Do not log response bodies."],
  },
  {
    id: "pl-strict",
    agent: "architecture",
    severity: "LOW",
    p: 0.15,
    file: IMPORT,
    line: 1,
    symbols: ["import_patients.pl", "<script>"],
    categories: ["Code Quality", "Missing pragmas", "Maintainability"],
    titles: ["Script runs without use strict", "No strict or warnings pragma", "Missing use warnings"],
    says: [
      "import_patients.pl does not enable use strict; use warnings;, so typos become silent globals.",
      "The importer has no strict mode.",
    ],
    code: "#!/usr/bin/perl",
    advice: ["Add use strict; use warnings;.", "Enable strict and warnings."],
  },
];

const LEVELS: Severity[] = ["INFO", "LOW", "MEDIUM", "HIGH", "CRITICAL"];

function one<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function lastName(symbol: string): string {
  const bare = symbol.replace(/\(.*$/, "");
  const parts = bare.split(/::|\/|\./);
  return parts[parts.length - 1] ?? bare;
}

/** One run's report of one issue. */
function reportOf(issue: ClinicIssue, v: number, random: () => number): Finding {
  let severity = issue.severity;
  if (random() < v * 0.25) {
    const at = LEVELS.indexOf(severity) + (random() < 0.5 ? -1 : 1);
    severity = LEVELS[Math.min(LEVELS.length - 1, Math.max(0, at))]!;
  }
  const category = random() < 1 - v ? issue.categories[0]! : one(random, issue.categories);
  const symbolRoll = random();
  const symbol =
    symbolRoll < v * 0.08
      ? undefined
      : symbolRoll < 1 - v * 0.6
        ? issue.symbols[0]!
        : one(random, issue.symbols);
  const fileRoll = random();
  const file =
    fileRoll < v * 0.35
      ? issue.file.slice(issue.file.lastIndexOf("/") + 1)
      : fileRoll < v * 0.45
        ? issue.file.split("/").slice(1).join("/")
        : issue.file;
  const spread = v > 0.5 ? 6 : 2;
  const line =
    random() < v * 0.06 ? undefined : Math.max(1, issue.line + Math.round((random() * 2 - 1) * spread));
  let title = random() < 1 - v ? issue.titles[0]! : one(random, issue.titles);
  const titleRoll = random();
  if (titleRoll < v * 0.15) title = `[${severity}] ${title}`;
  else if (titleRoll < v * 0.3) title = `${category}: ${title}`;
  else if (titleRoll < v * 0.4) title = `${category} in ${symbol ? lastName(symbol) : "module"}`;
  const parts = [random() < 1 - v ? issue.says[0]! : one(random, issue.says)];
  if (random() < 0.35) parts.push(`Code: \`${issue.code}\`.`);
  if (random() < 0.55) parts.push(one(random, issue.advice));
  if (random() < v * 0.25) parts.reverse();
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: parts.join(" "),
    file,
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

/** `runs` runs of the three agents over the clinic system, with each finding's true issue. */
export function clinicRuns(options: GeneratorOptions): Generated {
  const v = options.variation === "heavy" ? 0.7 : 0.3;
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let r = 0; r < options.runs; r++) {
    const random = randomFrom(`clinic/${options.seed}/${options.variation}/${r}`);
    const drawn = ISSUES.filter((issue) => random() < issue.p).map((issue) => ({
      issue,
      finding: reportOf(issue, v, random),
    }));
    // Models list findings in their own order.
    shuffle(random, drawn);
    runs.push({ run: r + 1, model: "clinic-generator", findings: drawn.map((d) => d.finding) });
    sources.push(drawn.map((d) => d.issue.id));
  }
  return { runs, sources };
}
