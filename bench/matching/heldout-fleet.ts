/**
 * The second held-out generator family for grouping quality (issue #12): a vehicle-fleet system
 * in Kotlin, PHP, C++ and Lua, none of which appear anywhere else in the tests.
 *
 * Written after the matcher and the grouping judge as they stand when it was added, before
 * either was run on it, and never tuned against: its numbers in BENCHMARKS.md are a second look
 * at output nobody fitted the matcher to. Self-contained: its own random numbers, its own catalogue
 * and its own model of how a report varies between runs:
 *  - a long tail of issues few runs report (rates down to 0.08), as real models hallucinate;
 *  - two different issues in one function, some on adjacent lines, with related categories;
 *  - category words from OWASP, CWE names, bare CWE ids and plain phrases;
 *  - the symbol as the language qualifies it (`com.fleet.trips.TripController.getTrip`,
 *    `App\Http\Controllers\DriverController::search`, `fleet::gw::PacketParser::parseHeader`,
 *    `M.check`), the call at fault, the route, the owner, or nothing;
 *  - repo paths, bare file names and `./` paths; lines off by up to ±8, the function's first
 *    line, or none; severities a level off now and then;
 *  - titles and descriptions assembled from independent phrasings, sentences dropped and
 *    reordered.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Run, Severity } from "../../src/findings/types.js";
import { shuffle } from "../../src/util/random.js";
import type { Generated, GeneratorOptions } from "./quality.js";

/** xorshift128+ on two 32-bit halves, seeded from text: its own numbers, shared with nothing. */
function generator(seedText: string): () => number {
  let a = 0x9e3779b9;
  let b = 0x85ebca6b;
  for (let i = 0; i < seedText.length; i++) {
    a = Math.imul(a ^ seedText.charCodeAt(i), 0xcc9e2d51);
    b = Math.imul(b + seedText.charCodeAt(i), 0x1b873593) ^ (a >>> 15);
  }
  return () => {
    let s1 = a;
    const s0 = b;
    a = s0;
    s1 ^= s1 << 23;
    s1 ^= s1 >>> 17;
    s1 ^= s0 ^ (s0 >>> 26);
    b = s1;
    return ((a + b) >>> 0) / 4294967296;
  };
}

interface FleetIssue {
  id: string;
  agent: "security" | "performance" | "architecture";
  severity: Severity;
  p: number;
  file: string;
  line: number;
  fnLine: number;
  /** The first is how most runs name the place. */
  symbols: string[];
  categories: string[];
  titles: string[];
  /** Sentences: what is wrong, what follows, what to do. */
  what: string[];
  impact: string[];
  fix: string[];
}

const TRIPS = "server/src/main/kotlin/com/fleet/trips/TripController.kt";
const AUTH = "server/src/main/kotlin/com/fleet/auth/TokenFilter.kt";
const INVOICES = "server/src/main/kotlin/com/fleet/billing/InvoiceService.kt";
const DRIVERS = "portal/app/Http/Controllers/DriverController.php";
const EXPORTS = "portal/app/Services/ExportService.php";
const PARSER = "gateway/src/packet_parser.cpp";
const CACHE = "gateway/src/session_cache.cpp";
const LIMITER = "edge/lua/rate_limit.lua";

const ISSUES: FleetIssue[] = [
  {
    id: "kt-trip-idor",
    agent: "security",
    severity: "HIGH",
    p: 0.9,
    file: TRIPS,
    line: 44,
    fnLine: 39,
    symbols: [
      "com.fleet.trips.TripController.getTrip",
      "TripController.getTrip",
      "tripRepository.findById",
      "GET /api/trips/{id}",
      "getTrip(id: Long)",
    ],
    categories: [
      "Broken Access Control",
      "Insecure Direct Object Reference",
      "CWE-639",
      "Authorization Bypass Through User-Controlled Key",
      "Missing ownership check",
    ],
    titles: [
      "Any authenticated user can read any trip by id",
      "Trip lookup ignores which fleet the caller belongs to",
      "No ownership check before returning a trip",
      "Trips of other companies exposed via sequential ids",
    ],
    what: [
      "getTrip loads the trip with tripRepository.findById(id) and returns it without comparing its fleetId to the caller's.",
      "The endpoint trusts the id in the path; nothing ties the trip to the principal's fleet.",
      "A driver of one company can fetch routes and GPS traces of another company's vehicles by changing the id.",
    ],
    impact: [
      "Location history of every customer's fleet leaks to any account.",
      "Competitors or stalkers can enumerate trips, since ids are sequential.",
    ],
    fix: [
      "Query by id and fleetId together, or check trip.fleetId against the authenticated principal and answer 404.",
      "Add an authorization check (e.g. a @PreAuthorize rule on fleet membership).",
    ],
  },
  {
    id: "kt-token-alg",
    agent: "security",
    severity: "CRITICAL",
    p: 0.6,
    file: AUTH,
    line: 31,
    fnLine: 24,
    symbols: [
      "com.fleet.auth.TokenFilter.doFilterInternal",
      "TokenFilter.doFilterInternal",
      "Jwts.parser",
      "TokenFilter",
    ],
    categories: [
      "Broken Authentication",
      "CWE-347",
      "Improper Verification of Cryptographic Signature",
      "Authentication",
    ],
    titles: [
      "JWT parsed without verifying its signature",
      "Unsigned tokens accepted by the token filter",
      "Token filter trusts claims of any token",
    ],
    what: [
      "doFilterInternal calls parseClaimsJwt, which accepts tokens with alg none, instead of parseClaimsJws with the signing key.",
      "The filter reads the subject and roles from the token body and never checks the signature.",
    ],
    impact: [
      "Anyone can forge a token for any user, including administrators.",
      "Authentication can be bypassed entirely with a hand-made token.",
    ],
    fix: [
      "Use parseClaimsJws with the server's key and reject tokens whose algorithm is not the expected one.",
      "Require a signed token and pin the algorithm.",
    ],
  },
  {
    id: "php-search-sqli",
    agent: "security",
    severity: "CRITICAL",
    p: 0.95,
    file: DRIVERS,
    line: 61,
    fnLine: 55,
    symbols: [
      "App\\Http\\Controllers\\DriverController::search",
      "DriverController::search",
      "DB::select",
      "GET /drivers/search",
      "search(Request $request)",
    ],
    categories: [
      "SQL Injection",
      "CWE-89",
      "Injection",
      "Improper Neutralization of Special Elements used in an SQL Command",
    ],
    titles: [
      "Licence plate interpolated into a raw SQL query",
      "SQL injection through the plate search parameter",
      "DB::select built with string interpolation",
      "Unparameterised driver search query",
    ],
    what: [
      "search puts $request->input('plate') straight into the WHERE clause of DB::select(\"... LIKE '%$plate%'\").",
      "The plate filter is concatenated into the query text instead of being bound.",
    ],
    impact: [
      "An attacker can read or modify any table the portal's database user can reach.",
      "Injected UNION queries dump driver records and password hashes.",
    ],
    fix: [
      "Bind the value: DB::select('... LIKE ?', ['%'.$plate.'%']) or use the query builder's where().",
      "Use parameter binding for the plate.",
    ],
  },
  {
    id: "php-search-orderby",
    agent: "security",
    severity: "HIGH",
    p: 0.4,
    file: DRIVERS,
    line: 63,
    fnLine: 55,
    symbols: [
      "App\\Http\\Controllers\\DriverController::search",
      "DriverController::search",
      "orderByRaw",
      "search(Request $request)",
    ],
    categories: ["SQL Injection", "CWE-89", "Injection", "Unvalidated sort column"],
    titles: [
      "Sort column from the query string reaches ORDER BY",
      "orderByRaw takes the user-supplied sort field",
      "Unvalidated sort parameter in driver search",
    ],
    what: [
      "The sort parameter is passed to orderByRaw($request->input('sort')) with no allow-list of column names.",
      "Column and direction for ORDER BY come from the request as raw text.",
    ],
    impact: [
      "Boolean and time-based injection through the ordering expression.",
      "Attackers can infer data one bit at a time from the sort order.",
    ],
    fix: [
      "Map the sort parameter through an allow-list of columns and use orderBy($column, $direction).",
      "Reject sort values that are not known column names.",
    ],
  },
  {
    id: "php-mass-assign",
    agent: "security",
    severity: "MEDIUM",
    p: 0.5,
    file: DRIVERS,
    line: 88,
    fnLine: 84,
    symbols: [
      "App\\Http\\Controllers\\DriverController::update",
      "DriverController::update",
      "$driver->fill",
      "PUT /drivers/{id}",
    ],
    categories: [
      "Mass Assignment",
      "CWE-915",
      "Improperly Controlled Modification of Dynamically-Determined Object Attributes",
      "Over-posting",
    ],
    titles: [
      "Driver update fills every request field",
      "Mass assignment lets a driver set is_supervisor",
      "fill($request->all()) on the Driver model",
    ],
    what: [
      "update calls $driver->fill($request->all()) and the model has no $fillable list, so any column can be written.",
      "All request input is copied onto the Driver model, including is_supervisor and fleet_id.",
    ],
    impact: [
      "A driver can promote themselves or move to another fleet.",
      "Privilege escalation through an ordinary profile edit.",
    ],
    fix: [
      "Declare $fillable on the model or use $request->validated() with explicit rules.",
      "Only copy the fields the form is meant to change.",
    ],
  },
  {
    id: "php-unserialize",
    agent: "security",
    severity: "HIGH",
    p: 0.7,
    file: EXPORTS,
    line: 27,
    fnLine: 22,
    symbols: [
      "App\\Services\\ExportService::restoreFilters",
      "ExportService::restoreFilters",
      "unserialize",
      "restoreFilters($cookie)",
    ],
    categories: [
      "Insecure Deserialization",
      "CWE-502",
      "Deserialization of Untrusted Data",
      "Object injection",
    ],
    titles: [
      "Saved export filters unserialized from a cookie",
      "PHP object injection via the filters cookie",
      "unserialize() on client-controlled data",
    ],
    what: [
      "restoreFilters passes base64_decode($_COOKIE['export_filters']) to unserialize().",
      "The export filter state round-trips through the browser and is deserialized with unserialize on return.",
    ],
    impact: [
      "A crafted cookie can instantiate arbitrary classes and trigger gadget chains (remote code execution).",
      "Magic methods of loaded classes run on attacker data.",
    ],
    fix: [
      "Store the filters as JSON and json_decode them, or keep them server-side in the session.",
      "Never unserialize input from the client.",
    ],
  },
  {
    id: "cpp-header-overflow",
    agent: "security",
    severity: "CRITICAL",
    p: 0.85,
    file: PARSER,
    line: 73,
    fnLine: 66,
    symbols: [
      "fleet::gw::PacketParser::parseHeader",
      "PacketParser::parseHeader",
      "memcpy",
      "parseHeader(const uint8_t*, size_t)",
    ],
    categories: [
      "Buffer Overflow",
      "CWE-120",
      "Buffer Copy without Checking Size of Input",
      "Memory corruption",
      "Out-of-bounds Write",
    ],
    titles: [
      "memcpy uses the length field from the packet",
      "Stack buffer overflow in header parsing",
      "Device id copied into a fixed 32-byte buffer unchecked",
      "Packet length not validated before copy",
    ],
    what: [
      "parseHeader copies hdr->idLen bytes into char deviceId[32] with memcpy, and idLen comes from the wire.",
      "The id length byte in the packet is trusted; a value above 32 writes past the stack buffer.",
    ],
    impact: [
      "A malicious tracker can corrupt the stack and take over the gateway process.",
      "Remote code execution or a crash of the gateway.",
    ],
    fix: [
      "Reject packets whose idLen exceeds sizeof(deviceId) and check it against the remaining input size.",
      "Use std::string with bounds-checked construction.",
    ],
  },
  {
    id: "cpp-format-string",
    agent: "security",
    severity: "HIGH",
    p: 0.3,
    file: PARSER,
    line: 112,
    fnLine: 108,
    symbols: ["fleet::gw::PacketParser::logPacket", "PacketParser::logPacket", "printf", "logPacket"],
    categories: ["Format String", "CWE-134", "Use of Externally-Controlled Format String", "Injection"],
    titles: [
      "Packet payload used as a printf format",
      "Format string vulnerability in packet logging",
      "logPacket passes device text as the format argument",
    ],
    what: [
      "logPacket calls printf(pkt.note) so % sequences in the device's note field are interpreted.",
      "A field taken from the packet is the first argument of printf.",
    ],
    impact: [
      "%n lets a sender write memory; %s and %x leak it.",
      "Information disclosure and possible code execution.",
    ],
    fix: [
      'Use printf("%s", pkt.note) or the logging library with a constant format.',
      "Never pass untrusted text as a format.",
    ],
  },
  {
    id: "lua-forwarded-for",
    agent: "security",
    severity: "MEDIUM",
    p: 0.45,
    file: LIMITER,
    line: 18,
    fnLine: 12,
    symbols: ["M.check", "rate_limit.check", "ngx.req.get_headers", "check"],
    categories: [
      "Rate Limit Bypass",
      "CWE-290",
      "Authentication Bypass by Spoofing",
      "Trusting client headers",
    ],
    titles: [
      "Client key taken from X-Forwarded-For",
      "Rate limit bypassed by spoofing the forwarded header",
      "Limiter trusts a header the client controls",
    ],
    what: [
      "check keys the limit on ngx.req.get_headers()['x-forwarded-for'] when present, which the client can set freely.",
      "The limiter identifies callers by the first X-Forwarded-For value rather than the connection address.",
    ],
    impact: [
      "Each request can claim a new address, so the limit never triggers.",
      "Brute force against the login endpoint is no longer throttled.",
    ],
    fix: [
      "Use ngx.var.remote_addr or the realip module with a trusted proxy list.",
      "Only honour forwarded headers from known proxies.",
    ],
  },
  {
    id: "kt-invoice-n-plus-one",
    agent: "performance",
    severity: "HIGH",
    p: 0.8,
    file: INVOICES,
    line: 57,
    fnLine: 50,
    symbols: [
      "com.fleet.billing.InvoiceService.monthlyInvoices",
      "InvoiceService.monthlyInvoices",
      "tripRepository.findByVehicleId",
      "monthlyInvoices(month: YearMonth)",
    ],
    categories: ["N+1 Query", "Inefficient database access", "Database round trips", "CWE-1073"],
    titles: [
      "Trips loaded one vehicle at a time while invoicing",
      "N+1 queries in the monthly invoice run",
      "A query per vehicle inside the invoice loop",
    ],
    what: [
      "monthlyInvoices iterates over all vehicles and calls tripRepository.findByVehicleId for each one.",
      "For every vehicle the loop issues its own SELECT for trips instead of one query for the month.",
    ],
    impact: [
      "The nightly job makes thousands of round trips for a large fleet and runs for hours.",
      "Database load grows linearly with the number of vehicles.",
    ],
    fix: [
      "Fetch all trips of the month in one query grouped by vehicle, or use a join fetch.",
      "Batch the lookups with findByVehicleIdIn.",
    ],
  },
  {
    id: "kt-trips-unbounded",
    agent: "performance",
    severity: "MEDIUM",
    p: 0.5,
    file: TRIPS,
    line: 27,
    fnLine: 25,
    symbols: [
      "com.fleet.trips.TripController.listTrips",
      "TripController.listTrips",
      "tripRepository.findAll",
      "GET /api/trips",
    ],
    categories: [
      "Missing Pagination",
      "Unbounded Result Set",
      "Uncontrolled Resource Consumption",
      "CWE-770",
      "Memory exhaustion",
    ],
    titles: [
      "Trip list returns every row",
      "No paging on the trips endpoint",
      "findAll() loads the whole trips table into memory",
    ],
    what: [
      "listTrips returns tripRepository.findAll() with no page or limit.",
      "The endpoint serialises all trips at once; the table grows by thousands of rows a day.",
    ],
    impact: [
      "Responses of hundreds of megabytes and heap exhaustion under load.",
      "Slow responses and out-of-memory errors as data accumulates.",
    ],
    fix: [
      "Accept a Pageable and return a Page, with a maximum page size.",
      "Add limit and cursor parameters.",
    ],
  },
  {
    id: "php-export-buffer",
    agent: "performance",
    severity: "MEDIUM",
    p: 0.35,
    file: EXPORTS,
    line: 49,
    fnLine: 41,
    symbols: [
      "App\\Services\\ExportService::exportCsv",
      "ExportService::exportCsv",
      "Driver::all",
      "exportCsv()",
    ],
    categories: ["Memory Usage", "Excessive memory allocation", "CWE-400", "Inefficient export"],
    titles: [
      "Whole CSV export built in one string",
      "Export loads all drivers before writing",
      "exportCsv keeps the full file in memory",
    ],
    what: [
      "exportCsv calls Driver::all() and appends every line to $csv before returning it.",
      "The export accumulates the complete file in a PHP string instead of streaming it.",
    ],
    impact: ["Large fleets hit memory_limit and the export fails.", "Memory use grows with the table size."],
    fix: [
      "Stream with response()->streamDownload and Driver::cursor() or chunk().",
      "Write rows to php://output as they are read.",
    ],
  },
  {
    id: "cpp-cache-lock",
    agent: "performance",
    severity: "HIGH",
    p: 0.6,
    file: CACHE,
    line: 40,
    fnLine: 35,
    symbols: [
      "fleet::gw::SessionCache::get",
      "SessionCache::get",
      "std::lock_guard",
      "get(const std::string&)",
    ],
    categories: ["Lock Contention", "Concurrency bottleneck", "Synchronization", "CWE-833"],
    titles: [
      "Global mutex held while refreshing a session",
      "Cache refresh blocks every other lookup",
      "Lock held across the backend call in SessionCache::get",
    ],
    what: [
      "get takes a std::lock_guard on the cache-wide mutex and keeps it while refreshFromBackend() performs a network call.",
      "All gateway threads wait on one mutex whenever any session is refreshed.",
    ],
    impact: [
      "Throughput collapses to one refresh at a time; packet handling stalls.",
      "Tail latency spikes under load.",
    ],
    fix: [
      "Release the lock before the backend call and re-check afterwards, or use per-key locks.",
      "Refresh asynchronously and serve the stale entry meanwhile.",
    ],
  },
  {
    id: "cpp-cache-copy",
    agent: "performance",
    severity: "LOW",
    p: 0.25,
    file: CACHE,
    line: 46,
    fnLine: 35,
    symbols: ["fleet::gw::SessionCache::get", "SessionCache::get", "get(const std::string&)"],
    categories: ["Unnecessary Copy", "Inefficient data handling", "Memory Usage"],
    titles: [
      "Session returned by value on every lookup",
      "get copies the whole Session struct",
      "Avoidable copy of session data",
    ],
    what: [
      "get returns Session by value, copying its permissions vector and buffers on each call.",
      "Every lookup duplicates the stored Session, including its std::vector of permissions.",
    ],
    impact: ["Extra allocations on the hot path of every packet.", "Needless CPU and allocator pressure."],
    fix: [
      "Return a const reference or a std::shared_ptr<const Session>.",
      "Hand out a shared pointer instead of a copy.",
    ],
  },
  {
    id: "lua-pattern-compile",
    agent: "performance",
    severity: "LOW",
    p: 0.3,
    file: LIMITER,
    line: 25,
    fnLine: 12,
    symbols: ["M.check", "rate_limit.check", "ngx.re.match", "check"],
    categories: ["Regex Compilation", "Inefficient Regular Expression", "CPU usage"],
    titles: [
      "Route pattern compiled on every request",
      "ngx.re.match without the o flag",
      "Regex recompiled per call",
    ],
    what: [
      "check calls ngx.re.match(uri, '^/api/v[0-9]+/') without the 'o' option, so the pattern is compiled each time.",
      "The API prefix regex is built anew for each request instead of being cached.",
    ],
    impact: ["Wasted CPU on every request at the edge.", "Higher latency under load."],
    fix: ["Pass 'jo' to cache and JIT the pattern.", "Compile once at module load."],
  },
  {
    id: "kt-invoice-god",
    agent: "architecture",
    severity: "MEDIUM",
    p: 0.55,
    file: INVOICES,
    line: 12,
    fnLine: 12,
    symbols: ["com.fleet.billing.InvoiceService", "InvoiceService", "class InvoiceService"],
    categories: ["God Class", "Single Responsibility Principle", "Separation of Concerns", "Large Class"],
    titles: [
      "InvoiceService does pricing, PDFs, mail and storage",
      "Too many responsibilities in InvoiceService",
      "Billing logic concentrated in one class",
    ],
    what: [
      "InvoiceService computes tariffs, renders PDFs, sends e-mail and writes to three repositories.",
      "The class has fourteen dependencies and mixes business rules with infrastructure.",
    ],
    impact: [
      "Changes to one concern risk breaking the others; tests need every dependency mocked.",
      "Hard to test and to change.",
    ],
    fix: [
      "Split out a PricingPolicy, an InvoiceRenderer and an InvoiceMailer.",
      "Move rendering and delivery behind interfaces.",
    ],
  },
  {
    id: "kt-invoice-swallow",
    agent: "architecture",
    severity: "MEDIUM",
    p: 0.65,
    file: INVOICES,
    line: 93,
    fnLine: 88,
    symbols: [
      "com.fleet.billing.InvoiceService.sendInvoice",
      "InvoiceService.sendInvoice",
      "mailer.send",
      "sendInvoice(invoice: Invoice)",
    ],
    categories: [
      "Error Handling",
      "Swallowed Exception",
      "CWE-390",
      "Detection of Error Condition Without Action",
    ],
    titles: [
      "Mail failures swallowed in sendInvoice",
      "Empty catch around invoice delivery",
      "Exceptions from the mailer are ignored",
    ],
    what: [
      "sendInvoice wraps mailer.send in try { } catch (e: Exception) { } and marks the invoice as sent anyway.",
      "A failed delivery is neither logged nor retried; the status still says SENT.",
    ],
    impact: [
      "Customers silently never receive invoices and payments are late.",
      "Operators cannot see delivery failures.",
    ],
    fix: [
      "Log the failure, keep the invoice pending and retry with backoff.",
      "Let the exception propagate to the job's error handling.",
    ],
  },
  {
    id: "php-controller-queries",
    agent: "architecture",
    severity: "LOW",
    p: 0.4,
    file: DRIVERS,
    line: 57,
    fnLine: 55,
    symbols: ["App\\Http\\Controllers\\DriverController", "DriverController", "DriverController::search"],
    categories: [
      "Layering Violation",
      "Separation of Concerns",
      "Fat Controller",
      "Missing repository layer",
    ],
    titles: [
      "Controller talks to the database directly",
      "SQL lives in DriverController",
      "No repository between controller and DB",
    ],
    what: [
      "DriverController builds queries with DB:: facades in its actions instead of delegating to a repository or service.",
      "Persistence code is spread through the controller's methods.",
    ],
    impact: [
      "Query logic cannot be reused or tested without HTTP.",
      "Controllers grow and duplicate queries.",
    ],
    fix: ["Introduce a DriverRepository and inject it.", "Move the queries into a service class."],
  },
  {
    id: "cpp-global-seq",
    agent: "architecture",
    severity: "LOW",
    p: 0.3,
    file: PARSER,
    line: 15,
    fnLine: 15,
    symbols: ["g_lastSeq", "fleet::gw::g_lastSeq", "<global>"],
    categories: ["Global State", "Mutable global variable", "Thread safety", "CWE-1108"],
    titles: [
      "Mutable global sequence counter",
      "g_lastSeq shared between parser instances",
      "Parser state kept in a global",
    ],
    what: [
      "g_lastSeq is a namespace-level variable that every PacketParser reads and writes.",
      "Sequence tracking uses a global instead of per-connection state.",
    ],
    impact: [
      "Two connections corrupt each other's sequence checks; data races under threads.",
      "Hidden coupling between parsers.",
    ],
    fix: [
      "Keep the last sequence number in the parser or the session.",
      "Make the state a member and pass it explicitly.",
    ],
  },
  {
    id: "lua-magic-limits",
    agent: "architecture",
    severity: "LOW",
    p: 0.35,
    file: LIMITER,
    line: 8,
    fnLine: 1,
    symbols: ["M", "rate_limit", "<module>", "M.check"],
    categories: ["Magic Numbers", "Hard-coded configuration", "Maintainability"],
    titles: [
      "Limits hard-coded as 100 and 60",
      "Rate limit values are literals",
      "Configuration baked into the script",
    ],
    what: [
      "The limit of 100 requests per 60 seconds is written as literals in rate_limit.lua.",
      "Changing the limits needs a code change and a redeploy of the edge.",
    ],
    impact: [
      "Limits cannot differ per route or be tuned during an incident.",
      "Operators must edit code to adjust throttling.",
    ],
    fix: [
      "Read them from shared dict configuration or environment.",
      "Name them as constants loaded from config.",
    ],
  },
  // The long tail: issues few runs report.
  {
    id: "kt-phone-logged",
    agent: "security",
    severity: "LOW",
    p: 0.12,
    file: TRIPS,
    line: 52,
    fnLine: 39,
    symbols: ["TripController.getTrip", "logger.info", "getTrip"],
    categories: ["Sensitive Data in Logs", "CWE-532", "Information Exposure Through Log Files", "Privacy"],
    titles: [
      "Driver phone number written to the log",
      "PII logged on trip access",
      "Logging includes personal data",
    ],
    what: [
      "getTrip logs the driver's phone number at info level.",
      "The access log line contains trip.driver.phone.",
    ],
    impact: ["Personal data ends up in log storage with wide access.", "A privacy breach through logs."],
    fix: ["Log the driver id only.", "Mask phone numbers before logging."],
  },
  {
    id: "cpp-unused-include",
    agent: "architecture",
    severity: "INFO",
    p: 0.08,
    file: CACHE,
    line: 3,
    fnLine: 1,
    symbols: ["<file>", "session_cache.cpp"],
    categories: ["Code Hygiene", "Unused include", "Build time"],
    titles: ["<regex> included but unused", "Unused header include", "Dead include slows the build"],
    what: [
      "session_cache.cpp includes <regex> but uses nothing from it.",
      "An include directive pulls a heavy header the file does not need.",
    ],
    impact: ["Longer compile times.", "Misleading dependencies."],
    fix: ["Remove the include.", "Drop the unused header."],
  },
  {
    id: "lua-key-concat",
    agent: "performance",
    severity: "LOW",
    p: 0.12,
    file: LIMITER,
    line: 33,
    fnLine: 30,
    symbols: ["M.key_for", "rate_limit.key_for", "key_for"],
    categories: ["String Concatenation", "Inefficient String Building", "Memory churn"],
    titles: [
      "Key built with repeated .. in a loop",
      "String concatenation creates garbage per request",
      "Limiter key assembled piecewise",
    ],
    what: [
      "key_for appends each path segment with .. inside a loop, creating a new string each time.",
      "The cache key is grown by concatenation in a for loop.",
    ],
    impact: ["Extra garbage collection on every request.", "Avoidable allocation churn."],
    fix: ["Collect the parts in a table and table.concat them once.", "Use string.format or table.concat."],
  },
  {
    id: "php-debug-mode",
    agent: "security",
    severity: "LOW",
    p: 0.1,
    file: EXPORTS,
    line: 9,
    fnLine: 1,
    symbols: ["App\\Services\\ExportService", "ExportService", "<class>"],
    categories: ["Security Misconfiguration", "CWE-489", "Active Debug Code", "Information disclosure"],
    titles: ["Debug dump left in export service", "dd() call in production path", "Leftover debug output"],
    what: [
      "ExportService keeps a dd($filters) call behind a query flag.",
      "A debug dump of internal state can be triggered with ?debug=1.",
    ],
    impact: ["Internal data and paths shown to users.", "Information disclosure."],
    fix: ["Remove the debug code.", "Guard it with the environment, not a request flag."],
  },
  {
    id: "kt-retry-sleep",
    agent: "performance",
    severity: "INFO",
    p: 0.1,
    file: INVOICES,
    line: 101,
    fnLine: 88,
    symbols: ["InvoiceService.sendInvoice", "Thread.sleep", "sendInvoice"],
    categories: ["Blocking Call", "Thread blocking", "Latency"],
    titles: [
      "Thread.sleep in the delivery path",
      "Blocking sleep between mail attempts",
      "Retry waits block a worker thread",
    ],
    what: [
      "sendInvoice sleeps 2 s with Thread.sleep before its single retry.",
      "A blocking sleep holds the worker during retry.",
    ],
    impact: ["Workers idle while invoices queue up.", "Throughput drops when mail is slow."],
    fix: ["Schedule the retry instead of sleeping.", "Use a retry queue with delays."],
  },
];

const LEVELS: Severity[] = ["INFO", "LOW", "MEDIUM", "HIGH", "CRITICAL"];

function pickFrom<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

function methodOf(symbol: string): string {
  const bare = symbol.replace(/\(.*$/, "");
  const parts = bare.split(/::|\.|\\/);
  return parts[parts.length - 1] ?? bare;
}

/** One run's report of one issue. */
function report(issue: FleetIssue, v: number, random: () => number): Finding {
  const category = random() < 1 - v ? issue.categories[0]! : pickFrom(random, issue.categories);
  let symbol: string | undefined =
    random() < 1 - v ? issue.symbols[0]! : random() < 0.1 ? undefined : pickFrom(random, issue.symbols);
  if (symbol !== undefined && random() < v * 0.05) symbol = pickFrom(random, ["<anonymous>", "N/A"]);
  const where = random();
  let file: string | undefined = issue.file;
  if (where < v * 0.4) file = baseName(issue.file);
  else if (where < v * 0.5) file = `./${issue.file}`;
  else if (where < v * 0.53) file = undefined;
  const spread = v > 0.5 ? 8 : 2;
  let line: number | undefined = issue.line + Math.round((random() * 2 - 1) * spread);
  const lineKind = random();
  if (lineKind < v * 0.15) line = issue.fnLine;
  else if (lineKind < v * 0.2) line = undefined;
  const titleRoll = random();
  const title =
    titleRoll < v * 0.2
      ? `${category} in ${symbol ? methodOf(symbol) : baseName(issue.file)}`
      : random() < 1 - v
        ? issue.titles[0]!
        : pickFrom(random, issue.titles);
  const sentences = [random() < 1 - v ? issue.what[0]! : pickFrom(random, issue.what)];
  if (random() < 0.6) sentences.push(pickFrom(random, issue.impact));
  if (random() < 0.5) sentences.push(pickFrom(random, issue.fix));
  if (random() < v * 0.3) sentences.reverse();
  let severity = issue.severity;
  if (random() < v * 0.2) {
    const at = LEVELS.indexOf(severity) + (random() < 0.5 ? -1 : 1);
    severity = LEVELS[Math.min(LEVELS.length - 1, Math.max(0, at))]!;
  }
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: sentences.join(" "),
    ...(file !== undefined && { file }),
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

/** `runs` runs of the three agents over the fleet system, with each finding's true issue. */
export function fleetRuns(options: GeneratorOptions): Generated {
  const v = options.variation === "heavy" ? 0.7 : 0.3;
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let r = 0; r < options.runs; r++) {
    const random = generator(`fleet|${options.seed}|${options.variation}|${r}`);
    const drawn = ISSUES.filter((issue) => random() < issue.p).map((issue) => ({
      issue,
      finding: report(issue, v, random),
    }));
    // Models list findings in their own order.
    shuffle(random, drawn);
    runs.push({ run: r + 1, model: "fleet-generator", findings: drawn.map((d) => d.finding) });
    sources.push(drawn.map((d) => d.issue.id));
  }
  return { runs, sources };
}
