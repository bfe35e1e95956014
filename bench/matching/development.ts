/**
 * The development generator family for grouping quality: Go, Python and TypeScript services
 * whose reports vary the ways issue #12 lists (vocabularies, call-at-fault symbols, routes,
 * owner/member, placeholders, bare file names, lines off by up to ±8, reworded text). Unlike
 * the held-out family (heldout.ts), the matcher may be tuned against this one, so its numbers
 * say less about unseen output; they are reported beside the held-out ones.
 */
import type { Finding, Run, Severity } from "../../src/findings/types.js";
import { choose, pick, seeded } from "../../src/util/random.js";

interface DevIssue {
  id: string;
  agent: string;
  severity: Severity;
  p: number;
  file: string;
  line: number;
  symbols: string[];
  categories: string[];
  titles: string[];
  descriptions: string[];
}

const I = (
  id: string,
  agent: string,
  severity: Severity,
  p: number,
  file: string,
  line: number,
  symbols: string[],
  categories: string[],
  titles: string[],
  descriptions: string[],
): DevIssue => ({ id, agent, severity, p, file, line, symbols, categories, titles, descriptions });

const ISSUES: DevIssue[] = [
  I(
    "go-sqli-a",
    "security",
    "CRITICAL",
    0.9,
    "internal/store/users.go",
    40,
    ["store.(*UserStore).Find", "UserStore.Find", "db.Query", "Find"],
    ["SQL Injection", "CWE-89", "Injection", "Unsafe SQL construction"],
    [
      "fmt.Sprintf builds the user lookup query",
      "User name formatted into SQL",
      "Query assembled with Sprintf from request data",
    ],
    [
      "The name argument is formatted into the WHERE clause with fmt.Sprintf and passed to db.Query. Attackers can inject SQL.",
      "Find concatenates untrusted input into a query string. Use placeholders ($1).",
    ],
  ),
  I(
    "go-sqli-b",
    "security",
    "HIGH",
    0.75,
    "internal/store/users.go",
    41,
    ["store.(*UserStore).Find", "UserStore.Find", "db.Query", "Find"],
    ["SQL Injection", "CWE-89", "Injection"],
    [
      "LIMIT value taken from the client without conversion",
      "Page size string reaches the LIMIT clause",
      "Unvalidated limit in SQL",
    ],
    [
      "The limit query parameter is appended as text after LIMIT. It is never parsed as an integer.",
      "A second injection point: the page size goes into the statement unparsed.",
    ],
  ),
  I(
    "go-unmarshal",
    "security",
    "MEDIUM",
    0.6,
    "internal/api/handler.go",
    77,
    ["api.Handler.ServeHTTP(w, r)", "Handler.ServeHTTP", "json.Unmarshal", "POST /users"],
    ["Denial of Service", "Uncontrolled Resource Consumption", "CWE-400", "Missing request size limit"],
    [
      "Request body read without a size limit",
      "io.ReadAll on the whole body before json.Unmarshal",
      "Unbounded body read",
    ],
    [
      "ServeHTTP reads r.Body with io.ReadAll and unmarshals it; a huge body exhausts memory.",
      "No http.MaxBytesReader guards the JSON decoding of the request body.",
    ],
  ),
  I(
    "go-goroutine-leak",
    "performance",
    "MEDIUM",
    0.7,
    "internal/worker/pool.go",
    23,
    ["worker.Pool.Submit", "Pool.Submit", "go func", "Pool"],
    ["Goroutine leak", "Resource leak", "Concurrency", "Memory leak"],
    [
      "Goroutine blocks forever when the result channel is never read",
      "Leaked goroutines on cancelled jobs",
      "Unbuffered channel send can block the worker",
    ],
    [
      "Submit starts a goroutine that sends on an unbuffered channel nobody reads after ctx is done.",
      "Cancelled contexts leave goroutines parked on a channel send.",
    ],
  ),
  I(
    "py-cmd",
    "security",
    "CRITICAL",
    0.95,
    "app/tasks/convert.py",
    18,
    ["convert_document", "tasks.convert.convert_document", "subprocess.run", "<module>"],
    ["Command Injection", "OS Command Injection", "CWE-78", "Shell injection", "Remote Code Execution"],
    [
      "subprocess.run with shell=True and a user-supplied filename",
      "Filename passed to a shell command",
      "Shell command built with an f-string",
    ],
    [
      "convert_document runs soffice through subprocess.run(..., shell=True) with the uploaded filename in an f-string.",
      "The uploaded file name is interpolated into a shell command line, allowing command execution.",
    ],
  ),
  I(
    "py-pickle",
    "security",
    "HIGH",
    0.7,
    "app/cache.py",
    31,
    ["RedisCache.get", "cache.RedisCache.get", "pickle.loads", "RedisCache"],
    ["Insecure Deserialization", "CWE-502", "Deserialization of Untrusted Data", "Unsafe pickle"],
    [
      "pickle.loads on data read from Redis",
      "Untrusted bytes unpickled",
      "Cache values deserialised with pickle",
    ],
    [
      "get() calls pickle.loads on whatever is stored under the key; anyone who can write to Redis gets code execution.",
      "Unpickling attacker-controlled cache entries executes arbitrary code.",
    ],
  ),
  I(
    "py-idor",
    "security",
    "HIGH",
    0.8,
    "app/views/orders.py",
    52,
    ["order_detail", "views.orders.order_detail", "Order.objects.get", "GET /orders/<id>"],
    ["Broken Access Control", "Insecure Direct Object Reference", "CWE-639", "Authorization"],
    [
      "Order detail does not check the requesting user",
      "Any user can view any order by id",
      "Missing ownership check on orders",
    ],
    [
      "order_detail fetches Order.objects.get(pk=id) without filtering by request.user.",
      "The view returns any order whose id is guessed; nothing verifies ownership.",
    ],
  ),
  I(
    "py-nplus1",
    "performance",
    "MEDIUM",
    0.85,
    "app/views/orders.py",
    70,
    ["order_list", "views.orders.order_list", "Order.objects.all", "GET /orders"],
    ["N+1 Query", "Database performance", "Inefficient ORM usage"],
    [
      "Customer loaded per order in the listing",
      "select_related missing for order.customer",
      "One query per row in order list",
    ],
    [
      "order_list iterates orders and reads order.customer.email each time, one query per order.",
      "The template touches a foreign key per row without select_related.",
    ],
  ),
  I(
    "ts-xss",
    "security",
    "HIGH",
    0.85,
    "web/src/components/Comment.tsx",
    12,
    ["Comment", "Comment.render", "dangerouslySetInnerHTML", "<Comment />"],
    ["Cross-Site Scripting", "XSS", "CWE-79", "HTML injection"],
    [
      "Comment body rendered with dangerouslySetInnerHTML",
      "User HTML injected into the DOM",
      "Stored XSS in comments",
    ],
    [
      "The component sets dangerouslySetInnerHTML to the raw comment body from the API.",
      "Unsanitised comment markup is inserted into the page.",
    ],
  ),
  I(
    "ts-secret",
    "security",
    "HIGH",
    0.75,
    "api/src/config.ts",
    5,
    ["config.jwtSecret", "jwtSecret", "config", "<module>"],
    ["Hardcoded Credentials", "CWE-798", "Secret in source", "Sensitive data exposure"],
    [
      "JWT signing secret is a string literal",
      "Hardcoded JWT secret",
      "Token secret committed to the repository",
    ],
    ["jwtSecret defaults to a literal when JWT_SECRET is unset.", "The signing key is in source control."],
  ),
  I(
    "ts-sync-fs",
    "performance",
    "LOW",
    0.55,
    "api/src/routes/export.ts",
    28,
    ["exportCsv", "routes.export.exportCsv", "fs.readFileSync", "GET /export"],
    ["Synchronous I/O", "Blocking I/O", "Event loop blocking", "Performance"],
    [
      "readFileSync on the request path blocks the event loop",
      "Template loaded synchronously per request",
      "Blocking file read in route",
    ],
    ["exportCsv calls fs.readFileSync each request.", "The event loop stalls while the file is read."],
  ),
  I(
    "ts-god",
    "architecture",
    "LOW",
    0.5,
    "api/src/services/AppService.ts",
    1,
    ["AppService", "AppService.constructor", "<class>"],
    ["God Class", "Single Responsibility", "Low cohesion"],
    ["AppService does too much", "Service class with unrelated responsibilities", "Monolithic AppService"],
    ["AppService handles auth, email, billing and caching.", "One class owns many unrelated concerns."],
  ),
  I(
    "ts-swallow",
    "architecture",
    "MEDIUM",
    0.6,
    "api/src/services/AppService.ts",
    140,
    ["AppService.sendReceipt", "sendReceipt", "mailer.send", "AppService"],
    ["Error Handling", "Swallowed exception", "Missing Error Handling"],
    [
      "Empty catch around mailer.send",
      "Receipt failures silently ignored",
      "Errors from email delivery swallowed",
    ],
    [
      "sendReceipt wraps mailer.send in try/catch with an empty catch.",
      "Failures to send receipts are never logged or retried.",
    ],
  ),
];

/** One-off findings: a run makes one, no other run repeats it. */
const SPURIOUS = [
  ["Code Quality", "Function could be simplified", "The control flow can be flattened."],
  ["Naming", "Variable name is unclear", "A short variable name hides its purpose."],
  ["Documentation", "Missing docstring", "The public function has no documentation."],
  ["Testing", "No unit test covers this branch", "The error branch is untested."],
] as const;

export interface DevelopmentOptions {
  runs: number;
  seed: number;
  variation: "moderate" | "heavy";
}

/** A line as a run gives it: with chance `v`, up to 8 lines off. */
function slipped(random: () => number, line: number, v: number): number {
  return random() < v ? Math.max(1, line + pick(random, 17) - 8) : line;
}

/** N runs of the development codebase, each finding labelled with its issue. */
export function developmentRuns(options: DevelopmentOptions): { runs: Run[]; sources: string[][] } {
  const v = options.variation === "heavy" ? 0.7 : 0.3;
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let run = 1; run <= options.runs; run++) {
    const found: (Finding & { source: string })[] = [];
    for (const issue of ISSUES) {
      const random = seeded("dev", options.seed, run, issue.id);
      if (random() >= issue.p) continue;
      const vary = <T>(items: T[]) => (random() < v ? choose(random, items) : items[0]!);
      const base = issue.file.split("/").pop()!;
      const fileRoll = random();
      const file = fileRoll < v * 0.4 ? base : fileRoll < v * 0.5 ? `./${issue.file}` : issue.file;
      const line = slipped(random, issue.line, v);
      const symbol = vary(issue.symbols);
      const category = vary(issue.categories);
      const title = random() < v * 0.3 ? `${category} in ${symbol}` : vary(issue.titles);
      const description = vary(issue.descriptions);
      found.push({
        source: issue.id,
        agent: issue.agent,
        category,
        severity: issue.severity,
        title,
        description,
        file,
        symbol,
        line,
      });
    }
    const spurious = seeded("dev-spurious", options.seed, run);
    if (spurious() < 0.3 + v) {
      const host = choose(spurious, ISSUES);
      const [category, title, description] = choose(spurious, SPURIOUS);
      // A remark is made at one place of one function, which the test fixes, and a run gives its
      // line as it gives an issue's: a line drawn afresh in each run would leave no truth to say
      // whether two runs' remarks there are one issue or two.
      const fn = host.symbols[0]!;
      const first = ISSUES.find((issue) => issue.file === host.file && issue.symbols[0] === fn)!;
      const at = first.line + 20 + pick(seeded("dev-spurious-place", options.seed, title, host.file, fn), 80);
      found.push({
        // The same remark at the same place is one finding, whichever run makes it.
        source: `dev-spurious:${title}:${host.file}:${fn}`,
        agent: host.agent,
        category,
        severity: "LOW",
        title,
        description,
        file: host.file,
        symbol: fn,
        line: slipped(spurious, at, v),
      });
    }
    const order = seeded("dev-order", options.seed, run);
    for (let i = found.length - 1; i > 0; i--) {
      const j = pick(order, i + 1);
      [found[i], found[j]] = [found[j]!, found[i]!];
    }
    runs.push({ run, findings: found.map(({ source: _s, ...f }) => f) });
    sources.push(found.map((f) => f.source));
  }
  return { runs, sources };
}
