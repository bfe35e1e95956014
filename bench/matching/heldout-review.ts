/**
 * The tenth held-out generator family for grouping quality (issue #12): a ticketing platform in
 * Elm, Gleam, Hack, T-SQL, GitHub Actions workflows and Nix, none of which appear anywhere else in
 * the tests, reviewed by a pull-request review bot.
 *
 * Written after every change to the matcher before it, and before anything was run on it; never
 * tuned against. Self-contained: its own catalogue and model of how reports vary. What it models
 * that the other families do not is how a review bot writes, and how a team's pipeline hands its
 * output on:
 *  - each run is a JSON run file, read by the product's own reader: a run of a strict structured
 *    output writes `null` for every field it leaves empty, another leaves the field out, another
 *    writes `0` for a line it does not know;
 *  - paths as a diff names them (`b/…`), with their line (`…/Tickets.hack:42`), in backticks,
 *    as a Markdown link to the line on the forge (`[…](https://…/blob/<sha>/…#L42-L47)`), or bare;
 *  - lines at the fault, at the start of the diff hunk the comment is anchored to (two issues in
 *    one hunk then share a line), as `L42-L47`, in the path only, or none;
 *  - titles with a severity badge (`🔴`, `🟠`), a label (`⚠️ Potential issue`, `🛠️ Refactor
 *    suggestion`), in bold, or with the name at fault in backticks;
 *  - descriptions in Markdown: the lines at fault quoted in a fenced block, a `suggestion` block
 *    with the fix, and the bot's footer (an HTML comment, a note on committing suggestions); two
 *    issues of one procedure or one workflow job quote the same lines;
 *  - no category at all, a coarse tag shared by many issues (`security`, `bug`), a plain name,
 *    or a CWE id;
 *  - nitpicks (a magic number, a missing doc comment) at several routines, each its own issue.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import { parseFindingsDocument } from "../../src/findings/schema.js";
import type { Run, Severity } from "../../src/findings/types.js";
import { choose, type Random, seeded, shuffle } from "../../src/util/random.js";
import { severityShift } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type Agent = "security" | "correctness" | "maintainability";
type Tag = "security" | "bug" | "performance" | "maintainability";

interface ReviewIssue {
  id: string;
  agent: Agent;
  severity: Severity;
  rate: number;
  file: string;
  /** The line at fault and the first line of the diff hunk around it. */
  line: number;
  hunk: number;
  /** Qualified, bare, with its parameters, and the call at fault. */
  names: [string, string, string, string?];
  tag: Tag;
  /** Plain names of the kind of issue, and its CWE id when it has one. */
  kinds: string[];
  cwe?: string;
  /** Titles with few words in common; `{name}` is where the name at fault goes. */
  titles: string[];
  facts: string[];
  impact: string;
  /** The lines at fault, as the bot quotes them, the language of its fence, and the fix. */
  code: string;
  fence: string;
  fix: string;
}

const TICKETS = "server/src/Tickets.hack";
const ORDERS = "server/src/Orders.hack";
const SEARCH = "db/procs/usp_SearchTickets.sql";
const REFUND = "db/procs/usp_RefundOrder.sql";
const CI = ".github/workflows/preview.yml";
const RELEASE = ".github/workflows/release.yml";
const FLAKE = "deploy/hosts/box-office.nix";
const GATE = "gateway/src/gateway/auth.gleam";
const QUEUE = "gateway/src/gateway/queue.gleam";
const SEATS = "web/src/Page/Seats.elm";
const CART = "web/src/Cart.elm";

const SEARCH_CODE = [
  "SET @sql = N'SELECT * FROM dbo.Tickets WHERE title LIKE ''%' + @term + '%''';",
  "EXEC (@sql);",
].join("\n");
const PREVIEW_CODE = [
  "on: pull_request_target",
  "steps:",
  "  - uses: actions/checkout@v4",
  "    with: { ref: ${{ github.event.pull_request.head.sha }} }",
  '  - run: echo "Deploying ${{ github.event.pull_request.title }}"',
].join("\n");
const SECRET_CODE = [
  'services.box-office.environment.STRIPE_KEY = "sk_live_51Hx…";',
  'services.box-office.environment.DB_URL = "postgres://tickets:hunter2@db/tickets";',
].join("\n");

const ISSUES: ReviewIssue[] = [
  {
    id: "search-sqli",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.95,
    file: SEARCH,
    line: 14,
    hunk: 10,
    names: [
      "dbo.usp_SearchTickets",
      "usp_SearchTickets",
      "dbo.usp_SearchTickets @term NVARCHAR(200)",
      "EXEC",
    ],
    tag: "security",
    kinds: ["SQL Injection", "Dynamic SQL injection", "Improper neutralization of SQL"],
    cwe: "CWE-89",
    titles: [
      "SQL injection in {name}",
      "Search term concatenated into dynamic SQL",
      "Unsanitised @term reaches EXEC",
      "Use sp_executesql with parameters instead of string-built queries",
    ],
    facts: [
      "The procedure builds the query by concatenating @term into @sql.",
      "EXEC runs the resulting string, so a quote in the search box ends the literal.",
      "Nothing escapes or parameterises the term before it is executed.",
    ],
    impact: "Anyone who can search can read or change any table the procedure's login reaches.",
    code: SEARCH_CODE,
    fence: "sql",
    fix: "EXEC sp_executesql N'SELECT * FROM dbo.Tickets WHERE title LIKE @p', N'@p NVARCHAR(202)', @p = N'%' + @term + N'%';",
  },
  {
    id: "search-unbounded",
    agent: "correctness",
    severity: "MEDIUM",
    rate: 0.6,
    file: SEARCH,
    line: 13,
    hunk: 10,
    names: ["dbo.usp_SearchTickets", "usp_SearchTickets", "dbo.usp_SearchTickets @term NVARCHAR(200)"],
    tag: "performance",
    kinds: ["Unbounded result set", "Missing pagination", "Uncontrolled resource consumption"],
    cwe: "CWE-400",
    titles: [
      "Search returns every matching row",
      "No TOP or OFFSET/FETCH in {name}",
      "Unpaged ticket search can exhaust memory",
    ],
    facts: [
      "SELECT * has no TOP clause and no OFFSET/FETCH, so a one-letter term returns the whole table.",
      "The web tier materialises the full result before rendering the first page.",
    ],
    impact: "A short search term loads millions of rows and stalls the box office during on-sales.",
    code: SEARCH_CODE,
    fence: "sql",
    fix: "SELECT ... ORDER BY starts_at OFFSET @skip ROWS FETCH NEXT 50 ROWS ONLY",
  },
  {
    id: "refund-race",
    agent: "correctness",
    severity: "HIGH",
    rate: 0.7,
    file: REFUND,
    line: 22,
    hunk: 18,
    names: ["dbo.usp_RefundOrder", "usp_RefundOrder", "dbo.usp_RefundOrder @orderId INT"],
    tag: "bug",
    kinds: ["Race condition", "Time-of-check time-of-use", "Concurrent execution using shared resource"],
    cwe: "CWE-367",
    titles: [
      "Refund can be issued twice",
      "Check-then-update on RefundedAt without a lock",
      "TOCTOU between the refund check and the UPDATE in {name}",
    ],
    facts: [
      "The procedure reads RefundedAt, and only later sets it in a separate statement.",
      "There is no UPDLOCK hint or transaction isolation that stops two calls from passing the check.",
      "Double-clicking the refund button sends two requests that both see RefundedAt IS NULL.",
    ],
    impact: "Customers get refunded twice and finance reconciles by hand.",
    code: "IF (SELECT RefundedAt FROM dbo.Orders WHERE Id = @orderId) IS NULL\n  UPDATE dbo.Orders SET RefundedAt = SYSUTCDATETIME() WHERE Id = @orderId;",
    fence: "sql",
    fix: "UPDATE dbo.Orders SET RefundedAt = SYSUTCDATETIME() WHERE Id = @orderId AND RefundedAt IS NULL; IF @@ROWCOUNT = 0 RETURN;",
  },
  {
    id: "ticket-idor",
    agent: "security",
    severity: "HIGH",
    rate: 0.85,
    file: TICKETS,
    line: 41,
    hunk: 36,
    names: [
      "TicketController::show",
      "show",
      "TicketController::show(int $ticketId): Awaitable<Response>",
      "TicketStore::get",
    ],
    tag: "security",
    kinds: [
      "Insecure direct object reference",
      "Broken access control",
      "Authorization bypass through user-controlled key",
    ],
    cwe: "CWE-639",
    titles: [
      "Any user can view another customer's ticket",
      "Missing ownership check in {name}",
      "Ticket fetched by id without verifying the viewer",
      "IDOR on /tickets/{id}",
    ],
    facts: [
      "The handler passes the ticket id from the route straight to TicketStore::get.",
      "It never compares the ticket's owner with the signed-in viewer.",
      "Ticket ids are sequential, so they are easy to enumerate.",
    ],
    impact: "Names, seats and barcodes of every order can be scraped and the tickets reused.",
    code: "$ticket = await TicketStore::get($ticketId);\nreturn Response::json($ticket);",
    fence: "hack",
    fix: "if ($ticket->ownerId !== $viewer->id) { return Response::forbidden(); }",
  },
  {
    id: "ticket-log-barcode",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: TICKETS,
    line: 44,
    hunk: 36,
    names: [
      "TicketController::show",
      "show",
      "TicketController::show(int $ticketId): Awaitable<Response>",
      "Log::info",
    ],
    tag: "security",
    kinds: ["Sensitive data in logs", "Information exposure through log files"],
    cwe: "CWE-532",
    titles: [
      "Barcode written to the access log",
      "Log::info prints the whole ticket",
      "Sensitive ticket data logged in {name}",
    ],
    facts: [
      "The handler logs the ticket object, barcode included, on every view.",
      "Logs are shipped to a third-party service with a broad read role.",
    ],
    impact: "Whoever reads the logs can print a valid ticket and walk in.",
    code: "Log::info('ticket viewed', dict['ticket' => $ticket]);",
    fence: "hack",
    fix: "Log::info('ticket viewed', dict['ticket_id' => $ticket->id]);",
  },
  {
    id: "orders-n-plus-one",
    agent: "correctness",
    severity: "MEDIUM",
    rate: 0.65,
    file: ORDERS,
    line: 63,
    hunk: 58,
    names: [
      "OrderHistory::forCustomer",
      "forCustomer",
      "OrderHistory::forCustomer(CustomerId $id): Awaitable<vec<Order>>",
      "EventStore::byId",
    ],
    tag: "performance",
    kinds: ["N+1 query", "Inefficient database access"],
    titles: [
      "One query per order to load its event",
      "N+1 query in {name}",
      "Event lookup inside the loop over orders",
    ],
    facts: [
      "For each order the loop awaits EventStore::byId separately.",
      "A customer with 300 orders costs 301 round trips to the database.",
    ],
    impact: "Order history pages take seconds for regular customers and hold connections from the pool.",
    code: "foreach ($orders as $order) {\n  $order->event = await EventStore::byId($order->eventId);\n}",
    fence: "hack",
    fix: "$events = await EventStore::byIds(Vec\\map($orders, $o ==> $o->eventId));",
  },
  {
    id: "preview-pwn-request",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.9,
    file: CI,
    line: 9,
    hunk: 3,
    names: ["jobs.deploy-preview", "deploy-preview", "jobs.deploy-preview.steps[0]", "actions/checkout"],
    tag: "security",
    kinds: [
      "Untrusted code checkout in privileged workflow",
      "Poisoned pipeline execution",
      "Execution with unnecessary privileges",
    ],
    cwe: "CWE-829",
    titles: [
      "pull_request_target checks out the PR's head",
      "Privileged workflow runs code from forks",
      "Pwn request in {name}",
    ],
    facts: [
      "The workflow triggers on pull_request_target, which runs with the repository's secrets and a write token.",
      "It then checks out github.event.pull_request.head.sha and runs its build scripts.",
      "A fork can change those scripts in its pull request.",
    ],
    impact: "Anyone who opens a pull request can steal the deploy secrets and push to main.",
    code: PREVIEW_CODE,
    fence: "yaml",
    fix: "on: pull_request   # build untrusted code without secrets; deploy from a separate workflow_run job",
  },
  {
    id: "preview-script-injection",
    agent: "security",
    severity: "HIGH",
    rate: 0.7,
    file: CI,
    line: 11,
    hunk: 3,
    names: ["jobs.deploy-preview", "deploy-preview", "jobs.deploy-preview.steps[1]"],
    tag: "security",
    kinds: [
      "Command injection",
      "Script injection in workflow",
      "Improper neutralization of special elements used in an OS command",
    ],
    cwe: "CWE-78",
    titles: [
      "PR title interpolated into a shell step",
      "Expression injection via github.event.pull_request.title",
      "Untrusted input expanded inside run: in {name}",
    ],
    facts: [
      "The run step expands ${{ github.event.pull_request.title }} before the shell parses the line.",
      "A title containing a backtick or $( ) executes on the runner.",
    ],
    impact: "An attacker runs commands on the runner with the workflow's token by naming a pull request.",
    code: PREVIEW_CODE,
    fence: "yaml",
    fix: 'env:\n  TITLE: ${{ github.event.pull_request.title }}\nrun: echo "Deploying $TITLE"',
  },
  {
    id: "release-unpinned-action",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.5,
    file: RELEASE,
    line: 17,
    hunk: 14,
    names: ["jobs.publish", "publish", "jobs.publish.steps[2]", "softprops/action-gh-release"],
    tag: "security",
    kinds: [
      "Unpinned third-party action",
      "Inclusion of functionality from untrusted control sphere",
      "Supply chain risk",
    ],
    cwe: "CWE-829",
    titles: [
      "Third-party action referenced by a mutable tag",
      "Pin softprops/action-gh-release to a commit SHA",
      "Release job trusts a moving @v1 ref",
    ],
    facts: [
      "The publish job uses softprops/action-gh-release@v1, a tag its owner can move.",
      "The job has contents: write and the signing key in its environment.",
    ],
    impact: "A compromised upstream tag would sign and publish a tampered release.",
    code: "  - uses: softprops/action-gh-release@v1\n    env: { GPG_KEY: ${{ secrets.GPG_KEY }} }",
    fence: "yaml",
    fix: "  - uses: softprops/action-gh-release@de2c0eb89ae2a093876385947365aca7b0e5f844 # v1",
  },
  {
    id: "nix-secret-in-store",
    agent: "security",
    severity: "HIGH",
    rate: 0.8,
    file: FLAKE,
    line: 31,
    hunk: 28,
    names: ["services.box-office.environment", "environment", "services.box-office.environment.STRIPE_KEY"],
    tag: "security",
    kinds: [
      "Hard-coded credentials",
      "Secret in world-readable Nix store",
      "Cleartext storage of sensitive information",
    ],
    cwe: "CWE-798",
    titles: [
      "Live Stripe key committed in the host config",
      "Secrets end up in the world-readable /nix/store",
      "Hard-coded credentials in {name}",
    ],
    facts: [
      "STRIPE_KEY and DB_URL are written as literals in the module.",
      "Nix copies every evaluated string into /nix/store, readable by every local user.",
      "They are also in the repository's history now.",
    ],
    impact: "Anyone with a shell on the host or read access to the repository can charge cards.",
    code: SECRET_CODE,
    fence: "nix",
    fix: "services.box-office.environmentFile = config.age.secrets.box-office-env.path;",
  },
  {
    id: "nix-open-firewall",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: FLAKE,
    line: 12,
    hunk: 9,
    names: ["networking.firewall", "firewall", "networking.firewall.allowedTCPPorts"],
    tag: "security",
    kinds: ["Exposed database port", "Overly permissive firewall rule"],
    cwe: "CWE-284",
    titles: [
      "Postgres port opened to the internet",
      "allowedTCPPorts includes 5432",
      "Firewall exposes the database on the public interface",
    ],
    facts: [
      "networking.firewall.allowedTCPPorts lists 5432 next to 80 and 443.",
      "The host has a public address, and the database listens on all interfaces.",
    ],
    impact: "The database is reachable for brute-forcing the password committed a few lines below.",
    code: "networking.firewall.allowedTCPPorts = [ 80 443 5432 ];",
    fence: "nix",
    fix: "networking.firewall.allowedTCPPorts = [ 80 443 ];",
  },
  {
    id: "gate-timing",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.55,
    file: GATE,
    line: 27,
    hunk: 22,
    names: [
      "auth.verify_api_key",
      "verify_api_key",
      "verify_api_key(req: Request, expected: String) -> Bool",
      "==",
    ],
    tag: "security",
    kinds: ["Timing attack", "Observable timing discrepancy", "Non-constant-time comparison"],
    cwe: "CWE-208",
    titles: [
      "API key compared with ==",
      "Use a constant-time comparison for the gateway key",
      "Timing side channel in {name}",
    ],
    facts: [
      "The key from the x-api-key header is compared to the expected one with ==, which stops at the first differing byte.",
      "Response times then leak how many leading bytes were right.",
    ],
    impact: "A patient attacker recovers the partner API key byte by byte.",
    code: 'case request.get_header(req, "x-api-key") {\n  Ok(key) -> key == expected\n  Error(_) -> False\n}',
    fence: "gleam",
    fix: "Ok(key) -> crypto.secure_compare(<<key:utf8>>, <<expected:utf8>>)",
  },
  {
    id: "queue-unbounded-mailbox",
    agent: "correctness",
    severity: "HIGH",
    rate: 0.6,
    file: QUEUE,
    line: 48,
    hunk: 40,
    names: [
      "queue.handle_message",
      "handle_message",
      "handle_message(msg: Message, state: State) -> Next(Message, State)",
      "process.send",
    ],
    tag: "performance",
    kinds: ["Unbounded queue", "Memory exhaustion", "Missing backpressure"],
    cwe: "CWE-770",
    titles: [
      "Waiting-room actor never sheds load",
      "Mailbox grows without limit during on-sales",
      "No backpressure in {name}",
    ],
    facts: [
      "Every join request is appended to the state's list and re-sent to self, whatever the queue's length.",
      "Nothing caps the mailbox or rejects joins once the room is full.",
    ],
    impact:
      "A popular on-sale grows the actor's heap until the BEAM node is killed and everyone in the queue loses their place.",
    code: "Join(client) -> {\n  process.send(self, Admit)\n  actor.continue(State(..state, waiting: list.append(state.waiting, [client])))\n}",
    fence: "gleam",
    fix: "Join(client) if state.size >= max_waiting -> { process.send(client, RoomFull) actor.continue(state) }",
  },
  {
    id: "seats-xss",
    agent: "security",
    severity: "HIGH",
    rate: 0.75,
    file: SEATS,
    line: 88,
    hunk: 80,
    names: [
      "Page.Seats.viewSeatNote",
      "viewSeatNote",
      "viewSeatNote : Seat -> Html Msg",
      "Html.Attributes.property",
    ],
    tag: "security",
    kinds: ["Cross-site scripting", "XSS", "Improper neutralization of input during web page generation"],
    cwe: "CWE-79",
    titles: [
      "Venue's seat note rendered as raw HTML",
      "innerHTML set from a server string",
      "Stored XSS through {name}",
    ],
    facts: [
      "The view sets the innerHTML property to seat.note, which venue staff can edit.",
      "Elm escapes text nodes, but a property write bypasses that.",
    ],
    impact: "A script in a seat note runs for every buyer who opens the seat map and can read their session.",
    code: 'div [ Html.Attributes.property "innerHTML" (Encode.string seat.note) ] []',
    fence: "elm",
    fix: "div [] [ text seat.note ]",
  },
  {
    id: "cart-token-storage",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: CART,
    line: 19,
    hunk: 15,
    names: ["Cart.saveSession", "saveSession", "saveSession : Session -> Cmd msg", "Ports.storeSession"],
    tag: "security",
    kinds: ["Token stored in localStorage", "Sensitive data in browser storage"],
    cwe: "CWE-922",
    titles: [
      "Session token kept in localStorage",
      "Port writes the bearer token to web storage",
      "Insecure token storage in {name}",
    ],
    facts: [
      "saveSession sends the whole session, bearer token included, through a port that writes localStorage.",
      "Any script on the page, such as a third-party seat-map widget, can read it.",
    ],
    impact: "One injected script is enough to take over the buyer's account for the token's lifetime.",
    code: "saveSession session =\n    Ports.storeSession (encodeSession session)",
    fence: "elm",
    fix: "-- keep the token in an HttpOnly cookie set by the gateway; store only the cart",
  },
];

/** Nitpicks a run makes on its own at a routine: each place its own issue. */
const NITS: { key: string; titles: string[]; text: string }[] = [
  {
    key: "magic-number",
    titles: ["Magic number", "Extract the literal into a named constant"],
    text: "This literal has no name; a named constant would say what it is and keep the places that use it in step.",
  },
  {
    key: "doc-comment",
    titles: ["Missing doc comment", "Document this function"],
    text: "This function is public but has no documentation comment describing its contract.",
  },
];

const ROUTINES: { file: string; name: string; bare: string; line: number; code: string; fence: string }[] = [
  {
    file: ORDERS,
    name: "OrderHistory::forCustomer",
    bare: "forCustomer",
    line: 60,
    code: "->take(300)",
    fence: "hack",
  },
  {
    file: TICKETS,
    name: "TicketController::transfer",
    bare: "transfer",
    line: 77,
    code: "if ($count > 8) {",
    fence: "hack",
  },
  {
    file: QUEUE,
    name: "queue.start",
    bare: "start",
    line: 12,
    code: "actor.start(State([], 0), handle_message)",
    fence: "gleam",
  },
  {
    file: GATE,
    name: "auth.rate_limit",
    bare: "rate_limit",
    line: 55,
    code: "window_ms: 60_000, max: 120",
    fence: "gleam",
  },
  {
    file: SEATS,
    name: "Page.Seats.update",
    bare: "update",
    line: 40,
    code: "Process.sleep 250",
    fence: "elm",
  },
];

/** One run's habits: how this bot, as this run's prompt and pipeline have it, writes. */
interface Habit {
  empty: "null" | "omit";
  title: "plain" | "badge" | "label" | "bold" | "named";
  body: "plain" | "markdown";
  suggestion: boolean;
  footer: "none" | "comment" | "note";
  path: "repo" | "diff" | "withLine" | "backticks" | "link" | "bare";
  line: "fault" | "hunk" | "range" | "zero" | "none";
  symbol: 0 | 1 | 2 | 3 | "none";
  category: "none" | "tag" | "plain" | "cwe";
}

function habitOf(next: Random, heavy: boolean): Habit {
  return {
    empty: next() < 0.5 ? "null" : "omit",
    title: heavy
      ? choose(next, ["plain", "badge", "label", "bold", "named"] as const)
      : choose(next, ["plain", "plain", "named"] as const),
    body: heavy
      ? choose(next, ["plain", "markdown", "markdown"] as const)
      : next() < 0.8
        ? "markdown"
        : "plain",
    suggestion: next() < 0.5,
    footer: choose(next, ["none", "comment", "note"] as const),
    path: heavy
      ? choose(next, ["repo", "diff", "withLine", "backticks", "link", "bare"] as const)
      : choose(next, ["repo", "repo", "repo", "diff", "withLine"] as const),
    line: heavy
      ? choose(next, ["fault", "fault", "hunk", "range", "zero", "none"] as const)
      : next() < 0.85
        ? "fault"
        : "hunk",
    symbol: heavy ? choose(next, [0, 1, 2, 3, "none"] as const) : choose(next, [0, 0, 1] as const),
    category: heavy
      ? choose(next, ["none", "tag", "plain", "cwe"] as const)
      : choose(next, ["plain", "plain", "tag", "none"] as const),
  };
}

const BADGE: Record<Severity, string> = { CRITICAL: "🔴", HIGH: "🟠", MEDIUM: "🟡", LOW: "🔵", INFO: "⚪" };
const FOOTER = {
  none: "",
  comment: "\n\n<!-- review-bot: generated comment, fingerprint 3f9a -->",
  note: "\n\n_Committable suggestion: carefully review the code before committing it._",
};
const SHA = "9c41d7e0b2";

function pathIn(file: string, line: number | undefined, form: Habit["path"]): string {
  if (form === "diff") return `b/${file}`;
  if (form === "withLine") return line === undefined ? file : `${file}:${line}`;
  if (form === "backticks") return `\`${file}\``;
  if (form === "link") {
    const anchor = line === undefined ? "" : `#L${line}-L${line + 5}`;
    return `[${file}](https://forge.example.com/tix/box-office/blob/${SHA}/${file}${anchor})`;
  }
  if (form === "bare") return file.split("/").pop()!;
  return file;
}

function titleIn(text: string, name: string, severity: Severity, form: Habit["title"]): string {
  const named = text.replace("{name}", form === "plain" ? name : `\`${name}\``);
  if (form === "badge") return `${BADGE[severity]} ${named}`;
  if (form === "label") return `⚠️ Potential issue: ${named}`;
  if (form === "bold") return `**${named}**`;
  if (form === "named" && !text.includes("{name}")) return `${named} (\`${name}\`)`;
  return named;
}

/** A report as the bot's JSON writes it, before the product's reader. */
type Written = Record<string, unknown>;

function written(issue: ReviewIssue, habit: Habit, heavy: boolean, next: Random): Written {
  // A report keeps its run's way of writing empty fields, but may stray from its other habits.
  const own: Habit = next() < (heavy ? 0.2 : 0.05) ? { ...habitOf(next, heavy), empty: habit.empty } : habit;
  const severity = severityShift(issue.severity, heavy, next);
  const text = heavy ? choose(next, issue.titles) : issue.titles[next() < 0.8 ? 0 : 1]!;
  const title = titleIn(text, issue.names[1], severity, own.title);
  const facts = heavy ? shuffle(next, [...issue.facts]) : [...issue.facts];
  const kept = heavy ? 1 + Math.floor(next() * facts.length) : facts.length - (next() < 0.3 ? 1 : 0);
  const prose = [...facts.slice(0, kept), ...(next() < 0.6 ? [issue.impact] : [])].join(" ");
  const description =
    own.body === "plain"
      ? prose
      : `${prose}\n\n\`\`\`${issue.fence}\n${issue.code}\n\`\`\`` +
        (own.suggestion ? `\n\n**Suggested fix:**\n\n\`\`\`suggestion\n${issue.fix}\n\`\`\`` : "") +
        FOOTER[own.footer];
  const spread = heavy ? (next() < 0.2 ? 7 : 3) : 1;
  const near = Math.max(1, issue.line + Math.round((next() * 2 - 1) * spread));
  const line =
    own.line === "fault"
      ? near
      : own.line === "hunk"
        ? issue.hunk
        : own.line === "range"
          ? `L${near}-L${near + 4}`
          : own.line === "zero"
            ? 0
            : undefined;
  const symbol = own.symbol === "none" ? undefined : (issue.names[own.symbol] ?? issue.names[0]);
  const category =
    own.category === "tag"
      ? issue.tag
      : own.category === "plain"
        ? choose(next, issue.kinds)
        : own.category === "cwe"
          ? (issue.cwe ?? issue.kinds[0])
          : undefined;
  // The path carries the line when this run writes it there, and then the line field is empty.
  const inPath = own.path === "withLine" || own.path === "link";
  return reportOf(habit.empty, {
    agent: issue.agent,
    severity: severity.toLowerCase(),
    category,
    title,
    description,
    file: pathIn(issue.file, inPath ? near : undefined, own.path),
    symbol,
    line: inPath ? undefined : line,
  });
}

/** The report's fields, an empty one written as `null` or left out, as this run's writer does. */
function reportOf(empty: Habit["empty"], fields: Written): Written {
  const out: Written = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) out[key] = value;
    else if (empty === "null") out[key] = null;
  }
  return out;
}

function nitOf(next: Random, habit: Habit): { source: string; report: Written } {
  const nit = choose(next, NITS);
  const at = choose(next, ROUTINES);
  const description =
    habit.body === "plain"
      ? `${nit.text} (${at.bare})`
      : `${nit.text}\n\n\`\`\`${at.fence}\n${at.code}\n\`\`\`${FOOTER[habit.footer]}`;
  return {
    source: `nit|${nit.key}|${at.file}|${at.bare}`,
    report: reportOf(habit.empty, {
      agent: "maintainability",
      severity: "info",
      category: habit.category === "none" ? undefined : "maintainability",
      title: titleIn(choose(next, nit.titles), at.bare, "INFO", habit.title),
      description,
      file: pathIn(
        at.file,
        habit.path === "withLine" || habit.path === "link" ? at.line : undefined,
        habit.path,
      ),
      symbol: habit.symbol === "none" ? undefined : habit.symbol === 0 ? at.name : at.bare,
      line: habit.line === "none" || habit.path === "withLine" || habit.path === "link" ? undefined : at.line,
    }),
  };
}

/** N runs of the review bot's three agents on the ticketing platform, with the true issue of every finding. */
export function reviewRuns(options: GeneratorOptions): Generated {
  const heavy = options.variation === "heavy";
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let r = 0; r < options.runs; r++) {
    const next = seeded("review", options.variation, options.seed, r);
    const habit = habitOf(next, heavy);
    const reports = ISSUES.filter((issue) => next() < issue.rate).map((issue) => ({
      source: issue.id,
      report: written(issue, habit, heavy, next),
    }));
    const nits = next() < (heavy ? 0.6 : 0.35) ? 1 + Math.floor(next() * 2) : 0;
    for (let k = 0; k < nits; k++) {
      const nit = nitOf(next, habit);
      if (!reports.some((x) => x.source === nit.source)) reports.push(nit);
    }
    shuffle(next, reports);
    // Through JSON and the product's reader, as a pipeline's run file reaches it.
    const file = JSON.parse(
      JSON.stringify({ run: r + 1, model: "review-bot", findings: reports.map((x) => x.report) }),
    ) as unknown;
    const { findings } = parseFindingsDocument(`review-run-${r + 1}.json`, file);
    runs.push({ run: r + 1, model: "review-bot", findings });
    sources.push(reports.map((x) => x.source));
  }
  return { runs, sources };
}
