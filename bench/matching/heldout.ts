/**
 * The held-out generator family for grouping quality (issue #12).
 *
 * Written before any tuning of the matcher and never tuned against: its numbers in
 * BENCHMARKS.md say how grouping does on code and wording nobody fitted it to. It is
 * deliberately self-contained: its own random numbers, its own catalogue (Rust, Ruby, Elixir,
 * Swift and Scala, none of which appear anywhere else in the tests) and its own way of varying
 * a report between runs, modelled on what real model output does:
 *  - category words from different vocabularies (OWASP names, CWE names, bare `CWE-n`, plain
 *    phrases, framework jargon) for one issue;
 *  - the symbol as the enclosing function in the language's own qualification, the call at
 *    fault, the route, the owning type, a member of the owner, or a placeholder;
 *  - the file as a repo path, a bare file name, `./`-prefixed, or missing;
 *  - lines off by up to ±8, the function's first line, or missing;
 *  - titles and descriptions assembled from independent phrasings that share few words.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Run, Severity } from "../../src/findings/types.js";

/** A small, fast generator (mulberry32) seeded from text, independent of src/util/random.ts. */
function rng(...parts: (string | number)[]): () => number {
  let h = 1779033703;
  for (const ch of parts.join("|")) h = Math.imul(h ^ ch.charCodeAt(0), 3432918353) ^ (h >>> 13);
  let s = h >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface HeldOutIssue {
  id: string;
  agent: "security" | "performance" | "architecture";
  severity: Severity;
  /** Chance a run reports it. */
  p: number;
  file: string;
  line: number;
  /** The first line of the enclosing function, which models sometimes give instead. */
  fnLine: number;
  /** Symbol spellings: enclosing function (qualified and short), call at fault, route, owner, member. */
  symbols: string[];
  categories: string[];
  titles: string[];
  what: string[];
  impact: string[];
  fix: string[];
}

const ISSUES: HeldOutIssue[] = [
  // Rust (actix-web) ledger service
  {
    id: "rs-sql-format",
    agent: "security",
    severity: "CRITICAL",
    p: 0.95,
    file: "services/ledger/src/handlers/accounts.rs",
    line: 58,
    fnLine: 51,
    symbols: [
      "handlers::accounts::get_balance",
      "get_balance",
      "sqlx::query",
      "GET /accounts/{id}/balance",
      "accounts::get_balance()",
    ],
    categories: [
      "SQL Injection",
      "CWE-89",
      "Improper Neutralization of Special Elements used in an SQL Command",
      "Injection",
      "Unsafe query construction",
    ],
    titles: [
      "Account id interpolated with format! into a raw sqlx query",
      "Balance lookup builds SQL text from the path parameter",
      "format!-built statement passed to sqlx::query",
      "Injectable balance query",
      "Raw SQL assembled from request path",
    ],
    what: [
      "The account identifier taken from the URL path is spliced into the statement with format! before sqlx::query runs it.",
      "get_balance formats the path segment straight into the SELECT text instead of binding it.",
      "User-controlled `id` ends up inside the SQL string passed to sqlx.",
    ],
    impact: [
      "A crafted id can read other tenants' balances or alter the ledger.",
      "An attacker may exfiltrate or tamper with financial records.",
      "This allows arbitrary SQL against the ledger database.",
    ],
    fix: [
      "Use query! with a bind parameter ($1).",
      "Bind the value with .bind() instead of formatting it in.",
      "Switch to a parameterised statement.",
    ],
  },
  {
    id: "rs-sql-order",
    agent: "security",
    severity: "HIGH",
    p: 0.8,
    file: "services/ledger/src/handlers/accounts.rs",
    line: 59,
    fnLine: 51,
    symbols: [
      "handlers::accounts::get_balance",
      "get_balance",
      "sqlx::query",
      "GET /accounts/{id}/balance",
      "accounts::get_balance()",
    ],
    categories: ["SQL Injection", "CWE-89", "Injection", "Unvalidated sort parameter", "SQLi"],
    titles: [
      "Sort direction from query string appended to ORDER BY",
      "`order` query parameter reaches the ORDER BY clause unchecked",
      "ORDER BY clause controlled by the client",
      "Unvalidated sort key concatenated into statement",
    ],
    what: [
      "The optional `order` query parameter is pushed onto the statement after ORDER BY without comparing it to ASC/DESC.",
      "A second interpolation on the next line appends the caller's sort key to the query.",
      "Column ordering is taken verbatim from ?order= and written into the SQL.",
    ],
    impact: [
      "Attackers can inject subqueries through the ordering clause.",
      "Ordering clauses cannot be bound, so this is exploitable even after fixing the id.",
    ],
    fix: ["Map the parameter to a fixed enum of allowed orderings.", "Allow-list ASC and DESC only."],
  },
  {
    id: "rs-unwrap-panic",
    agent: "architecture",
    severity: "MEDIUM",
    p: 0.6,
    file: "services/ledger/src/handlers/accounts.rs",
    line: 77,
    fnLine: 72,
    symbols: [
      "handlers::accounts::transfer",
      "transfer",
      "serde_json::from_slice",
      "POST /transfers",
      "accounts::transfer",
    ],
    categories: [
      "Error Handling",
      "Improper Error Handling",
      "CWE-248",
      "Panic on untrusted input",
      "Robustness",
    ],
    titles: [
      "unwrap() on request body deserialisation can panic the worker",
      "Malformed JSON crashes the transfer handler",
      "Panicking unwrap in transfer endpoint",
      "serde_json::from_slice(...).unwrap() on client data",
    ],
    what: [
      "The body is parsed with serde_json::from_slice and unwrapped, so a malformed payload panics.",
      "transfer calls .unwrap() on a Result that depends entirely on client input.",
    ],
    impact: [
      "Each bad request aborts the worker thread, which can be used to degrade the service.",
      "Clients get a dropped connection instead of a 400.",
    ],
    fix: [
      "Return a 400 with the serde error instead.",
      "Use actix's Json extractor or map_err to a typed error.",
    ],
  },
  {
    id: "rs-blocking-fs",
    agent: "performance",
    severity: "MEDIUM",
    p: 0.7,
    file: "services/ledger/src/export.rs",
    line: 33,
    fnLine: 28,
    symbols: [
      "export::write_statement",
      "write_statement",
      "std::fs::write",
      "ExportJob::write_statement",
      "<module>",
    ],
    categories: [
      "Blocking I/O in async context",
      "Performance",
      "Synchronous file access",
      "Async runtime starvation",
      "Resource contention",
    ],
    titles: [
      "std::fs::write inside an async fn blocks the Tokio executor",
      "Statement export performs blocking disk writes on the runtime thread",
      "Blocking filesystem call in async handler",
      "Executor thread stalled by synchronous write",
    ],
    what: [
      "write_statement is async but calls std::fs::write directly.",
      "The PDF statement is written with the blocking std API from within the runtime.",
    ],
    impact: [
      "While a large statement is written, every other task on that worker waits.",
      "Under load, request latency spikes for unrelated endpoints.",
    ],
    fix: ["Use tokio::fs or spawn_blocking.", "Move the write to a blocking thread pool."],
  },
  // Ruby on Rails billing app
  {
    id: "rb-idor-show",
    agent: "security",
    severity: "HIGH",
    p: 0.9,
    file: "app/controllers/api/v1/invoices_controller.rb",
    line: 14,
    fnLine: 13,
    symbols: [
      "Api::V1::InvoicesController#show",
      "InvoicesController#show",
      "show",
      "Invoice.find",
      "GET /api/v1/invoices/:id",
      "InvoicesController",
    ],
    categories: [
      "Broken Access Control",
      "Insecure Direct Object Reference",
      "IDOR",
      "CWE-639",
      "Authorization bypass",
      "Missing ownership check",
    ],
    titles: [
      "Invoice fetched by id without scoping to current_user",
      "Any logged-in user can view any invoice",
      "Invoice.find(params[:id]) ignores ownership",
      "IDOR on invoice show endpoint",
      "Missing authorization check before rendering invoice",
    ],
    what: [
      "show loads the record with Invoice.find(params[:id]) rather than current_user.invoices.find.",
      "Nothing ties the requested invoice to the authenticated account before it is rendered.",
      "The controller trusts the numeric id from the route.",
    ],
    impact: [
      "Enumerating ids discloses other customers' billing details.",
      "Personal and financial data of every customer is exposed.",
    ],
    fix: [
      "Scope the lookup through the current user's association.",
      "Add a Pundit policy check (authorize @invoice).",
    ],
  },
  {
    id: "rb-idor-update",
    agent: "security",
    severity: "HIGH",
    p: 0.65,
    file: "app/controllers/api/v1/invoices_controller.rb",
    line: 27,
    fnLine: 26,
    symbols: [
      "Api::V1::InvoicesController#update",
      "InvoicesController#update",
      "update",
      "PATCH /api/v1/invoices/:id",
      "InvoicesController",
    ],
    categories: [
      "Broken Access Control",
      "Insecure Direct Object Reference",
      "CWE-639",
      "Authorization",
      "Privilege escalation",
    ],
    titles: [
      "Invoice update does not verify the caller owns the invoice",
      "Unscoped Invoice.find in update lets users modify others' invoices",
      "Cross-account invoice modification",
    ],
    what: [
      "update repeats the unscoped lookup and then applies the submitted attributes.",
      "Any authenticated user can PATCH an invoice belonging to someone else.",
    ],
    impact: [
      "Amounts and due dates of other accounts can be changed.",
      "Integrity of billing records is compromised.",
    ],
    fix: ["Use current_user.invoices.find(params[:id]).", "Authorize the record before update."],
  },
  {
    id: "rb-mass-assign",
    agent: "security",
    severity: "MEDIUM",
    p: 0.55,
    file: "app/controllers/api/v1/invoices_controller.rb",
    line: 29,
    fnLine: 26,
    symbols: [
      "Api::V1::InvoicesController#invoice_params",
      "invoice_params",
      "params.permit!",
      "InvoicesController#update",
    ],
    categories: [
      "Mass Assignment",
      "CWE-915",
      "Improperly Controlled Modification of Dynamically-Determined Object Attributes",
      "Over-posting",
    ],
    titles: [
      "params.permit! allows clients to set any invoice attribute",
      "Strong parameters bypassed with permit!",
      "Over-permissive parameter whitelist",
    ],
    what: [
      "invoice_params calls permit! so status, paid_at and account_id are all writable.",
      "Every attribute in the payload is accepted.",
    ],
    impact: ["A client can mark an invoice as paid or move it to another account."],
    fix: ["List the permitted keys explicitly."],
  },
  {
    id: "rb-n-plus-one",
    agent: "performance",
    severity: "MEDIUM",
    p: 0.85,
    file: "app/views/invoices/index.json.jbuilder",
    line: 3,
    fnLine: 1,
    symbols: ["invoices/index", "json.array!", "InvoicesController#index", "<template>"],
    categories: [
      "N+1 Query",
      "N+1 queries",
      "Database performance",
      "Inefficient ORM usage",
      "Excessive database round trips",
    ],
    titles: [
      "Each invoice triggers a separate customer query in the index view",
      "Missing includes(:customer) causes N+1 in invoice listing",
      "Lazy-loaded association inside json.array!",
      "One SELECT per row when rendering invoices",
    ],
    what: [
      "The view reads invoice.customer.name for every element without eager loading.",
      "index renders @invoices and touches the customer association per row.",
    ],
    impact: ["A page of 100 invoices issues 101 queries.", "Listing latency grows linearly with page size."],
    fix: ["Add .includes(:customer) to the relation.", "Preload the association in the controller."],
  },
  {
    id: "rb-unbounded",
    agent: "performance",
    severity: "LOW",
    p: 0.45,
    file: "app/controllers/api/v1/invoices_controller.rb",
    line: 6,
    fnLine: 5,
    symbols: [
      "Api::V1::InvoicesController#index",
      "InvoicesController#index",
      "index",
      "Invoice.all",
      "GET /api/v1/invoices",
    ],
    categories: [
      "Missing pagination",
      "Unbounded memory growth",
      "Uncontrolled Resource Consumption",
      "CWE-400",
      "Scalability",
    ],
    titles: [
      "Invoice index loads every record into memory",
      "No limit on invoices returned by the listing endpoint",
      "Unpaginated Invoice.all",
    ],
    what: [
      "index assigns Invoice.all with no page or limit.",
      "The endpoint serialises the full table on every call.",
    ],
    impact: ["Large accounts make the response and the worker's heap grow without bound."],
    fix: ["Paginate with kaminari or pagy.", "Apply a default limit."],
  },
  // Elixir (Phoenix) session service
  {
    id: "ex-open-redirect",
    agent: "security",
    severity: "MEDIUM",
    p: 0.75,
    file: "lib/portal_web/controllers/session_controller.ex",
    line: 41,
    fnLine: 35,
    symbols: [
      "PortalWeb.SessionController.create/2",
      "SessionController.create",
      "create/2",
      "redirect/2",
      "POST /login",
      "login",
    ],
    categories: [
      "Open Redirect",
      "CWE-601",
      "URL Redirection to Untrusted Site",
      "Unvalidated redirects",
      "Phishing vector",
    ],
    titles: [
      "return_to parameter used as redirect target after login",
      "Login redirects to an attacker-chosen external URL",
      'redirect(external: params["return_to"]) is unchecked',
      "Unvalidated post-authentication redirect",
    ],
    what: [
      "After a successful sign-in the controller calls redirect with external: set to the user-supplied return_to.",
      "create/2 never checks that return_to is a relative path on this host.",
    ],
    impact: ["Phishing links can bounce freshly authenticated users to a look-alike site."],
    fix: ["Only accept paths starting with a single slash.", "Validate the host against the endpoint's own."],
  },
  {
    id: "ex-timing",
    agent: "security",
    severity: "LOW",
    p: 0.35,
    file: "lib/portal/accounts.ex",
    line: 88,
    fnLine: 84,
    symbols: [
      "Portal.Accounts.verify_token/2",
      "Accounts.verify_token",
      "verify_token",
      "==/2",
      "Portal.Accounts",
    ],
    categories: [
      "Timing attack",
      "CWE-208",
      "Observable Timing Discrepancy",
      "Cryptographic weakness",
      "Side channel",
    ],
    titles: [
      "API token compared with == instead of a constant-time function",
      "Non-constant-time secret comparison",
      "Token check leaks timing information",
    ],
    what: [
      "verify_token compares the stored and presented token with ==.",
      "The comparison short-circuits on the first differing byte.",
    ],
    impact: ["A network attacker could recover the token byte by byte."],
    fix: ["Use Plug.Crypto.secure_compare/2."],
  },
  {
    id: "ex-genserver-bottleneck",
    agent: "architecture",
    severity: "MEDIUM",
    p: 0.5,
    file: "lib/portal/rate_limiter.ex",
    line: 22,
    fnLine: 20,
    symbols: [
      "Portal.RateLimiter.handle_call/3",
      "RateLimiter.handle_call",
      "GenServer.call",
      "Portal.RateLimiter",
      "RateLimiter.state",
    ],
    categories: [
      "Single point of contention",
      "Scalability",
      "Concurrency bottleneck",
      "Design",
      "Serialized access",
    ],
    titles: [
      "All rate-limit checks are serialised through one GenServer",
      "Global GenServer becomes a throughput bottleneck",
      "RateLimiter process handles every request synchronously",
    ],
    what: [
      "Every request performs GenServer.call on a single named process.",
      "The limiter's state lives in one process mailbox.",
    ],
    impact: ["Throughput is capped by one scheduler and the mailbox grows under load."],
    fix: ["Use :ets with update_counter, or shard by key.", "Replace it with a partitioned registry."],
  },
  // Swift (Vapor) media service
  {
    id: "sw-path-traversal",
    agent: "security",
    severity: "HIGH",
    p: 0.85,
    file: "Sources/App/Controllers/MediaController.swift",
    line: 47,
    fnLine: 40,
    symbols: [
      "MediaController.download(req:)",
      "MediaController.download",
      "download(req:)",
      "FileManager.default.contents(atPath:)",
      "GET /media/:name",
      "MediaController",
    ],
    categories: [
      "Path Traversal",
      "Directory traversal",
      "CWE-22",
      "Improper Limitation of a Pathname to a Restricted Directory",
      "Local file inclusion",
    ],
    titles: [
      "File name from route parameter joined to the media directory without sanitising ../",
      "download(req:) can read arbitrary files from disk",
      "Unsanitised path component reaches FileManager",
      "Directory escape via media name",
    ],
    what: [
      "The :name parameter is appended to the storage path and passed to FileManager.default.contents(atPath:).",
      "Sequences like ../../etc/passwd are not rejected.",
    ],
    impact: [
      "Any file readable by the service account can be downloaded.",
      "Configuration secrets on disk may leak.",
    ],
    fix: [
      "Resolve the path and check it stays under the media root.",
      "Reject names containing path separators.",
    ],
  },
  {
    id: "sw-force-unwrap",
    agent: "architecture",
    severity: "LOW",
    p: 0.4,
    file: "Sources/App/Controllers/MediaController.swift",
    line: 62,
    fnLine: 58,
    symbols: [
      "MediaController.upload(req:)",
      "upload(req:)",
      "MediaController.upload",
      "req.content.decode",
      "MediaController",
    ],
    categories: ["Error Handling", "Force unwrap", "Crash risk", "Code quality", "Defensive programming"],
    titles: [
      "Force-unwrapped optional on upload content type",
      "upload(req:) crashes when Content-Type is missing",
      "Implicit unwrap of request header",
    ],
    what: [
      "req.headers.contentType! is force-unwrapped.",
      "A request without a content type traps the process.",
    ],
    impact: ["A single malformed upload can take down the server process."],
    fix: ["Use guard let and return 415."],
  },
  {
    id: "sw-image-memory",
    agent: "performance",
    severity: "MEDIUM",
    p: 0.55,
    file: "Sources/App/Services/Thumbnailer.swift",
    line: 19,
    fnLine: 15,
    symbols: [
      "Thumbnailer.makeThumbnail(from:)",
      "makeThumbnail",
      "Data(contentsOf:)",
      "Thumbnailer",
      "Thumbnailer.cache",
    ],
    categories: [
      "Memory usage",
      "Unbounded memory growth",
      "Excessive allocation",
      "Resource exhaustion",
      "CWE-770",
    ],
    titles: [
      "Whole original image loaded into memory to build a thumbnail",
      "Thumbnail generation reads full-size files with Data(contentsOf:)",
      "Large uploads exhaust memory during resizing",
    ],
    what: [
      "makeThumbnail decodes the full original into memory before scaling.",
      "Data(contentsOf:) reads the entire file at once.",
    ],
    impact: ["Concurrent large images can push the service past its memory limit."],
    fix: ["Use an image source with a thumbnail size hint (downsampling).", "Stream the file."],
  },
  {
    id: "sw-cache-unbounded",
    agent: "performance",
    severity: "LOW",
    p: 0.35,
    file: "Sources/App/Services/Thumbnailer.swift",
    line: 8,
    fnLine: 6,
    symbols: ["Thumbnailer.cache", "Thumbnailer", "cache", "<module>"],
    categories: ["Memory leak", "Unbounded cache", "Unbounded memory growth", "Caching", "CWE-401"],
    titles: [
      "Thumbnail cache dictionary never evicts entries",
      "In-process cache grows without limit",
      "No eviction policy for cached thumbnails",
    ],
    what: [
      "cache is a plain [String: Data] dictionary that only ever grows.",
      "Entries are added on every request and never removed.",
    ],
    impact: ["Memory rises steadily until the process is killed."],
    fix: ["Use NSCache or an LRU with a byte limit."],
  },
  // Scala (Play) reporting service
  {
    id: "sc-xxe",
    agent: "security",
    severity: "HIGH",
    p: 0.7,
    file: "app/reports/ImportController.scala",
    line: 31,
    fnLine: 25,
    symbols: [
      "reports.ImportController.upload",
      "ImportController.upload",
      "XML.loadString",
      "POST /reports/import",
      "ImportController",
    ],
    categories: [
      "XML External Entity",
      "XXE",
      "CWE-611",
      "Improper Restriction of XML External Entity Reference",
      "Injection",
    ],
    titles: [
      "Uploaded XML parsed with external entities enabled",
      "scala.xml.XML.loadString on untrusted input allows XXE",
      "Report import vulnerable to entity expansion",
    ],
    what: [
      "upload hands the request body to XML.loadString with the default parser.",
      "DOCTYPE declarations and external entities are not disabled.",
    ],
    impact: ["Attackers can read local files or make the server issue internal requests."],
    fix: ["Configure a SAXParserFactory with disallow-doctype-decl.", "Use a hardened XML loader."],
  },
  {
    id: "sc-await",
    agent: "performance",
    severity: "MEDIUM",
    p: 0.75,
    file: "app/reports/ReportService.scala",
    line: 54,
    fnLine: 49,
    symbols: [
      "reports.ReportService.summarise",
      "ReportService.summarise",
      "Await.result",
      "summarise",
      "ReportService",
    ],
    categories: [
      "Blocking call",
      "Thread starvation",
      "Performance",
      "Synchronous wait on Future",
      "Concurrency",
    ],
    titles: [
      "Await.result blocks a Play dispatcher thread",
      "summarise waits synchronously on a Future",
      "Blocking on the default execution context",
    ],
    what: [
      "summarise calls Await.result with a 30 second timeout on the request path.",
      "The Future from the warehouse client is awaited instead of mapped.",
    ],
    impact: ["A handful of slow reports exhaust the dispatcher and stall all requests."],
    fix: ["Return the Future and let Play complete it.", "Compose with map/flatMap."],
  },
  {
    id: "sc-god-object",
    agent: "architecture",
    severity: "LOW",
    p: 0.45,
    file: "app/reports/ReportService.scala",
    line: 12,
    fnLine: 12,
    symbols: ["reports.ReportService", "ReportService", "ReportService.summarise", "<class>"],
    categories: [
      "God Object",
      "Single Responsibility Principle violation",
      "Low cohesion",
      "Maintainability",
      "Design smell",
    ],
    titles: [
      "ReportService handles querying, formatting, emailing and caching",
      "Too many responsibilities in ReportService",
      "Monolithic service class",
    ],
    what: [
      "The class mixes warehouse queries, CSV formatting, SMTP delivery and a cache.",
      "ReportService has 23 public methods across unrelated concerns.",
    ],
    impact: ["Changes ripple and the class is hard to test in isolation."],
    fix: ["Split into query, rendering and delivery components."],
  },
  {
    id: "sc-secret",
    agent: "security",
    severity: "HIGH",
    p: 0.8,
    file: "conf/application.conf",
    line: 9,
    fnLine: 9,
    symbols: ["play.http.secret.key", "application.conf", "<config>", "secret.key"],
    categories: [
      "Hardcoded Secret",
      "CWE-798",
      "Use of Hard-coded Credentials",
      "Sensitive data exposure",
      "Secrets in configuration",
    ],
    titles: [
      "Application secret committed in application.conf",
      "play.http.secret.key has a literal value in the repository",
      "Signing key stored in source control",
    ],
    what: [
      "The session signing key is a literal string in the committed config.",
      "No environment override is used for the secret.",
    ],
    impact: ["Anyone with repository access can forge session cookies."],
    fix: ["Read it from ${?APPLICATION_SECRET}.", "Rotate the key and load it from the environment."],
  },
];

/** One-off findings a run makes and no other run repeats. */
const ONE_OFFS = [
  ["Code quality", "Consider extracting a helper", "This block duplicates logic found elsewhere."],
  ["Logging", "Sensitive value may be logged", "A debug statement prints request data."],
  ["Input Validation", "Missing length check", "The input length is not bounded before processing."],
  ["Maintainability", "Magic string", "A literal is repeated instead of a constant."],
  ["Performance", "Allocation in loop", "A collection is rebuilt on each iteration."],
  ["Error Handling", "Error result ignored", "A returned error is discarded."],
] as const;

export interface HeldOutOptions {
  runs: number;
  seed: number;
  /** "moderate": each field varies about a third of the time; "heavy": most of the time. */
  variation: "moderate" | "heavy";
}

function choice<T>(r: () => number, items: readonly T[]): T {
  return items[Math.floor(r() * items.length)]!;
}

function basename(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1);
}

/** N runs of the held-out codebase, each finding labelled with the issue it reports. */
export function heldOutRuns(options: HeldOutOptions): { runs: Run[]; sources: string[][] } {
  const v = options.variation === "heavy" ? 0.75 : 0.35;
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let run = 1; run <= options.runs; run++) {
    const findings: (Finding & { source: string })[] = [];
    for (const issue of ISSUES) {
      const r = rng("heldout", options.seed, run, issue.id);
      if (r() >= issue.p) continue;
      const category = r() < v ? choice(r, issue.categories.slice(1)) : issue.categories[0]!;
      const symbolRoll = r();
      const symbol =
        symbolRoll < v * 0.1
          ? undefined
          : symbolRoll < v
            ? choice(r, issue.symbols.slice(1))
            : issue.symbols[0]!;
      const fileRoll = r();
      const file =
        fileRoll < v * 0.08
          ? undefined
          : fileRoll < v * 0.5
            ? basename(issue.file)
            : fileRoll < v * 0.6
              ? `./${issue.file}`
              : issue.file;
      const lineRoll = r();
      const line =
        lineRoll < v * 0.1
          ? undefined
          : lineRoll < v * 0.3
            ? issue.fnLine
            : lineRoll < v
              ? Math.max(1, issue.line + Math.round((r() * 2 - 1) * 8))
              : issue.line;
      const title = r() < v ? choice(r, issue.titles.slice(1)) : issue.titles[0]!;
      const parts = [r() < v ? choice(r, issue.what) : issue.what[0]!];
      if (r() < 0.8) parts.push(choice(r, issue.impact));
      if (r() < 0.6) parts.push(choice(r, issue.fix));
      if (r() < v * 0.5) parts.reverse();
      const severities: Severity[] = ["CRITICAL", "HIGH", "MEDIUM", "LOW", "INFO"];
      const rank = severities.indexOf(issue.severity);
      const severity =
        r() < v * 0.15 ? severities[Math.min(4, Math.max(0, rank + (r() < 0.5 ? -1 : 1)))]! : issue.severity;
      findings.push({
        source: issue.id,
        agent: issue.agent,
        category,
        severity,
        title,
        description: parts.join(" "),
        ...(file !== undefined && { file }),
        ...(symbol !== undefined && { symbol }),
        ...(line !== undefined && { line }),
      });
    }
    const extra = rng("heldout-oneoff", options.seed, run);
    const count = Math.floor(extra() * (1 + v * 2));
    for (let k = 0; k < count; k++) {
      const [category, title, description] = choice(extra, ONE_OFFS);
      const host = choice(extra, ISSUES);
      findings.push({
        source: `one-off:${run}:${k}`,
        agent: host.agent,
        category,
        severity: choice(extra, ["LOW", "INFO", "MEDIUM"] as const),
        title,
        description,
        file: host.file,
        symbol: host.symbols[1]!,
        line: 1 + Math.floor(extra() * 120),
      });
    }
    const order = rng("heldout-order", options.seed, run);
    for (let i = findings.length - 1; i > 0; i--) {
      const j = Math.floor(order() * (i + 1));
      [findings[i], findings[j]] = [findings[j]!, findings[i]!];
    }
    runs.push({ run, findings: findings.map(({ source: _s, ...f }) => f) });
    sources.push(findings.map((f) => f.source));
  }
  return { runs, sources };
}
