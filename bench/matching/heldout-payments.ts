/**
 * The fourth held-out generator family for grouping quality (issue #12): a payments platform
 * in Java, Groovy, Erlang and Zig, none of which appear anywhere else in the tests.
 *
 * Written after the change it checks (with a judge, the evidence merges on its own only
 * reports whose words agree) was chosen, before anything was run on it, and never tuned
 * against. Its own random numbers, catalogue and model of how reports vary, which differs from
 * the other families in one way above all: a run has a style. A model sampled once tends to
 * keep the format it started with, so each run draws how it names categories (CWE ids, OWASP
 * names or plain phrases), how it names places (qualified, bare, the call at fault, the route),
 * whether it gives lines, and how long its descriptions are, and most of its findings follow
 * that style. So the differences between two runs are systematic, not independent per field.
 * Also:
 *  - four pairs of issues in one function, some of one kind and some in adjacent lines, one
 *    of each pair rare;
 *  - hallucinated one-off remarks, each its own issue;
 *  - severities a level off now and then.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Run, Severity } from "../../src/findings/types.js";
import { shuffle } from "../../src/util/random.js";
import type { Generated, GeneratorOptions } from "./quality.js";

/** mulberry32, seeded from text by a djb2 hash: its own numbers, shared with nothing. */
function streamOf(text: string): () => number {
  let seed = 5381;
  for (let i = 0; i < text.length; i++) seed = (Math.imul(seed, 33) + text.charCodeAt(i)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PaymentsIssue {
  id: string;
  agent: "security" | "performance" | "architecture";
  severity: Severity;
  /** Share of runs that report it. */
  rate: number;
  file: string;
  line: number;
  /** The enclosing function's first line, which some reports give instead. */
  start: number;
  place: { qualified: string; bare: string; call: string; route?: string };
  kind: { cwe: string; name: string; phrase: string };
  headlines: string[];
  finding: string[];
  consequence: string[];
  remedy: string[];
}

const REFUNDS = "services/payments/src/main/java/com/acme/pay/api/RefundController.java";
const LEDGER = "services/payments/src/main/java/com/acme/pay/ledger/LedgerService.java";
const WEBHOOKS = "services/payments/src/main/java/com/acme/pay/webhook/WebhookVerifier.java";
const INVOICES = "billing/src/main/groovy/com/acme/billing/InvoiceRenderer.groovy";
const ROUTES = "switch/apps/router/src/route_table.erl";
const SESSIONS = "switch/apps/router/src/session_srv.erl";
const FRAMES = "edge/src/frame_decoder.zig";

const CATALOGUE: PaymentsIssue[] = [
  {
    id: "java-refund-owner",
    agent: "security",
    severity: "HIGH",
    rate: 0.85,
    file: REFUNDS,
    line: 57,
    start: 52,
    place: {
      qualified: "com.acme.pay.api.RefundController.refund(Long, RefundRequest)",
      bare: "refund",
      call: "paymentRepository.findById",
      route: "POST /payments/{id}/refunds",
    },
    kind: { cwe: "CWE-639", name: "Broken Access Control", phrase: "Missing ownership check" },
    headlines: [
      "Refunds can be issued for another merchant's payment",
      "Payment looked up by id without checking the caller owns it",
      "Any merchant can refund any payment",
    ],
    finding: [
      "refund() fetches the payment with paymentRepository.findById(id) and never compares payment.getMerchantId() with the authenticated merchant.",
      "The payment id from the path is trusted: nothing ties the payment to the merchant making the request.",
    ],
    consequence: [
      "A merchant can move money out of payments that belong to someone else.",
      "Enumerating ids lets an attacker refund arbitrary transactions.",
    ],
    remedy: [
      "Load the payment scoped to the caller's merchant id and return 404 otherwise.",
      "Add an ownership check before creating the refund.",
    ],
  },
  {
    id: "java-refund-cap",
    agent: "security",
    severity: "HIGH",
    rate: 0.3,
    file: REFUNDS,
    line: 62,
    start: 52,
    place: {
      qualified: "com.acme.pay.api.RefundController.refund(Long, RefundRequest)",
      bare: "refund",
      call: "refundService.create",
      route: "POST /payments/{id}/refunds",
    },
    kind: { cwe: "CWE-840", name: "Business Logic Errors", phrase: "Unchecked refund amount" },
    headlines: [
      "Refund amount is not capped at what was charged",
      "Refunds larger than the original payment are accepted",
      "No check that refunds stay within the captured total",
    ],
    finding: [
      "request.getAmount() is passed to refundService.create without comparing it to payment.getCapturedAmount() minus earlier refunds.",
      "The controller accepts any positive amount, so the sum of refunds can exceed the payment.",
    ],
    consequence: [
      "Over-refunds pay out money the merchant never received.",
      "Repeated partial refunds can drain the merchant balance.",
    ],
    remedy: [
      "Reject amounts above the refundable remainder.",
      "Track refunded totals and cap each request at the remaining amount.",
    ],
  },
  {
    id: "java-ledger-race",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.6,
    file: LEDGER,
    line: 88,
    start: 81,
    place: {
      qualified: "com.acme.pay.ledger.LedgerService.post(Entry)",
      bare: "post",
      call: "accountRepository.save",
    },
    kind: {
      cwe: "CWE-362",
      name: "Race Condition",
      phrase: "Concurrent balance update",
    },
    headlines: [
      "Balance updated with a read-modify-write and no lock",
      "Two postings at once can lose one of them",
      "Lost update on account balance",
    ],
    finding: [
      "post() reads account.getBalance(), adds the entry amount and saves the account, with no version column, row lock or transaction isolation above READ COMMITTED.",
      "Concurrent calls for one account both read the same balance and the later save overwrites the earlier one.",
    ],
    consequence: [
      "Ledger balances drift from the sum of their entries.",
      "Money can be spent twice when two debits race.",
    ],
    remedy: [
      "Use SELECT ... FOR UPDATE or an optimistic @Version field.",
      "Compute balances from entries or update them with an atomic SQL increment.",
    ],
  },
  {
    id: "java-ledger-statement",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.7,
    file: LEDGER,
    line: 131,
    start: 124,
    place: {
      qualified: "com.acme.pay.ledger.LedgerService.statement(MerchantId, YearMonth)",
      bare: "statement",
      call: "entryRepository.findByAccountId",
    },
    kind: { cwe: "CWE-1073", name: "N+1 Query", phrase: "Query per account in a loop" },
    headlines: [
      "Statement issues one query per account",
      "Entries fetched account by account inside the loop",
      "Monthly statement is N+1 on accounts",
    ],
    finding: [
      "statement() loops over the merchant's accounts and calls entryRepository.findByAccountId for each one.",
      "For a merchant with hundreds of sub-accounts the statement runs hundreds of queries.",
    ],
    consequence: [
      "Statement generation takes seconds for large merchants.",
      "Database load grows with the number of accounts.",
    ],
    remedy: [
      "Fetch all entries for the merchant and month in one query grouped by account.",
      "Use a join fetch or an IN clause over the account ids.",
    ],
  },
  {
    id: "java-webhook-compare",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.5,
    file: WEBHOOKS,
    line: 29,
    start: 24,
    place: {
      qualified: "com.acme.pay.webhook.WebhookVerifier.verify(String, byte[])",
      bare: "verify",
      call: "String.equals",
    },
    kind: {
      cwe: "CWE-208",
      name: "Observable Timing Discrepancy",
      phrase: "Non-constant-time signature check",
    },
    headlines: [
      "HMAC compared with String.equals",
      "Signature check leaks timing",
      "Webhook signature not compared in constant time",
    ],
    finding: [
      "verify() computes the expected HMAC and checks it with expected.equals(header), which returns at the first differing character.",
      "The signature comparison short-circuits, so response time reveals how many leading characters matched.",
    ],
    consequence: [
      "An attacker can recover a valid signature byte by byte.",
      "Forged webhooks become feasible with enough requests.",
    ],
    remedy: [
      "Use MessageDigest.isEqual on the raw bytes.",
      "Compare signatures with a constant-time function.",
    ],
  },
  {
    id: "java-webhook-replay",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.2,
    file: WEBHOOKS,
    line: 33,
    start: 24,
    place: {
      qualified: "com.acme.pay.webhook.WebhookVerifier.verify(String, byte[])",
      bare: "verify",
      call: "Mac.doFinal",
    },
    kind: { cwe: "CWE-294", name: "Authentication Bypass by Capture-replay", phrase: "Replayable webhooks" },
    headlines: [
      "Signed webhooks can be replayed forever",
      "No timestamp tolerance on webhook signatures",
      "Old webhook deliveries are accepted again",
    ],
    finding: [
      "The signed payload has no timestamp and verify() keeps no record of delivery ids already processed.",
      "Nothing stops a captured, correctly signed request from being sent again later.",
    ],
    consequence: [
      "A captured payment.succeeded event can be resent to credit an order twice.",
      "Replays trigger duplicate fulfilment.",
    ],
    remedy: [
      "Sign a timestamp and reject deliveries older than five minutes.",
      "Store processed delivery ids and drop repeats.",
    ],
  },
  {
    id: "groovy-template-exec",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.75,
    file: INVOICES,
    line: 44,
    start: 38,
    place: {
      qualified: "com.acme.billing.InvoiceRenderer.render(Invoice)",
      bare: "render",
      call: "GStringTemplateEngine.createTemplate",
    },
    kind: { cwe: "CWE-1336", name: "Server-Side Template Injection", phrase: "Code execution via template" },
    headlines: [
      "Customer note evaluated as a Groovy template",
      "Template engine runs text the customer wrote",
      "SSTI in invoice rendering",
    ],
    finding: [
      "render() appends invoice.customerNote to the template source before GStringTemplateEngine.createTemplate, so ${...} in the note is evaluated.",
      "The note field reaches the template compiler instead of being bound as a value.",
    ],
    consequence: [
      "Anyone who can set a note can run code on the billing server.",
      "A note like ${'id'.execute().text} executes shell commands.",
    ],
    remedy: [
      "Bind the note as a model value and escape it.",
      "Never concatenate user text into template source.",
    ],
  },
  {
    id: "groovy-template-compile",
    agent: "performance",
    severity: "LOW",
    rate: 0.3,
    file: INVOICES,
    line: 41,
    start: 38,
    place: {
      qualified: "com.acme.billing.InvoiceRenderer.render(Invoice)",
      bare: "render",
      call: "GStringTemplateEngine.createTemplate",
    },
    kind: { cwe: "CWE-1050", name: "Inefficient Algorithm", phrase: "Template compiled per call" },
    headlines: [
      "Invoice template compiled on every render",
      "createTemplate called for each invoice",
      "No caching of the compiled template",
    ],
    finding: [
      "render() reads invoice.tpl and compiles it with createTemplate each time, which generates and loads a new class.",
      "Every invoice pays the cost of parsing and compiling the same template.",
    ],
    consequence: [
      "Month-end batch rendering is dominated by compilation.",
      "Metaspace grows with every generated template class.",
    ],
    remedy: ["Compile once and reuse the Template.", "Cache compiled templates by name."],
  },
  {
    id: "erl-atom-exhaustion",
    agent: "security",
    severity: "HIGH",
    rate: 0.65,
    file: ROUTES,
    line: 71,
    start: 68,
    place: {
      qualified: "route_table:lookup/2",
      bare: "lookup",
      call: "erlang:binary_to_atom/2",
    },
    kind: {
      cwe: "CWE-400",
      name: "Uncontrolled Resource Consumption",
      phrase: "Atom table exhaustion",
    },
    headlines: [
      "Wire input turned into atoms",
      "binary_to_atom on untrusted card scheme names",
      "Atom table can be filled by remote peers",
    ],
    finding: [
      "lookup/2 calls binary_to_atom(Scheme, utf8) on the scheme field of every incoming message.",
      "Atoms are never garbage collected, and the scheme name comes straight from the network.",
    ],
    consequence: [
      "Sending many distinct scheme names crashes the whole VM when the atom table is full.",
      "A remote peer can take the switch down.",
    ],
    remedy: [
      "Use binary_to_existing_atom or keep schemes as binaries.",
      "Map known scheme names explicitly and reject the rest.",
    ],
  },
  {
    id: "erl-route-scan",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.55,
    file: ROUTES,
    line: 75,
    start: 68,
    place: { qualified: "route_table:lookup/2", bare: "lookup", call: "ets:tab2list/1" },
    kind: { cwe: "CWE-1176", name: "Inefficient Lookup", phrase: "Full table scan per message" },
    headlines: [
      "Every lookup copies the whole routing table",
      "ets:tab2list then lists:filter on each message",
      "Route lookup is linear in table size",
    ],
    finding: [
      "lookup/2 calls ets:tab2list(routes) and filters the list for the BIN range, copying every row into the calling process.",
      "Instead of a keyed ets:lookup, each message scans and copies the entire table.",
    ],
    consequence: [
      "Latency and garbage grow with the number of routes.",
      "At peak the router spends most of its time copying.",
    ],
    remedy: [
      "Key the table by BIN prefix and use ets:lookup.",
      "Use ets:select with a match spec on an ordered_set.",
    ],
  },
  {
    id: "erl-session-mailbox",
    agent: "performance",
    severity: "HIGH",
    rate: 0.45,
    file: SESSIONS,
    line: 102,
    start: 99,
    place: {
      qualified: "session_srv:handle_cast/2",
      bare: "handle_cast",
      call: "gen_server:cast/2",
    },
    kind: { cwe: "CWE-770", name: "Missing Backpressure", phrase: "Unbounded mailbox" },
    headlines: [
      "Session server has no backpressure",
      "Casts pile up in the session_srv mailbox",
      "Unbounded message queue under load",
    ],
    finding: [
      "Authorisations are sent with gen_server:cast and handle_cast/2 does a synchronous call to the issuer for each one.",
      "Producers never wait, so when the issuer slows down messages accumulate without limit.",
    ],
    consequence: [
      "Memory grows until the node is killed.",
      "Latency for every session climbs as the queue grows.",
    ],
    remedy: [
      "Use call with a timeout or a bounded queue.",
      "Shed load when message_queue_len passes a limit.",
    ],
  },
  {
    id: "erl-session-god",
    agent: "architecture",
    severity: "LOW",
    rate: 0.4,
    file: SESSIONS,
    line: 12,
    start: 1,
    place: { qualified: "session_srv", bare: "session_srv", call: "session_srv:init/1" },
    kind: { cwe: "CWE-1120", name: "God Object", phrase: "Module with too many responsibilities" },
    headlines: [
      "session_srv handles auth, routing and fees",
      "One gen_server owns three concerns",
      "Session module is a god object",
    ],
    finding: [
      "session_srv is 900 lines and implements authentication, route selection and fee calculation in one gen_server.",
      "Unrelated state for three concerns lives in one process record.",
    ],
    consequence: [
      "Changes to fees risk breaking authentication.",
      "The single process becomes a bottleneck and a single point of failure.",
    ],
    remedy: [
      "Split fees and routing into their own modules or processes.",
      "Extract pure functions for fee calculation.",
    ],
  },
  {
    id: "zig-frame-bounds",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.8,
    file: FRAMES,
    line: 58,
    start: 49,
    place: { qualified: "FrameDecoder.decode", bare: "decode", call: "std.mem.readInt" },
    kind: { cwe: "CWE-125", name: "Out-of-bounds Read", phrase: "Length prefix trusted" },
    headlines: [
      "Frame length prefix trusted without checking the buffer",
      "decode slices past the end of the input",
      "Out-of-bounds read on short frames",
    ],
    finding: [
      "decode reads the u16 length with std.mem.readInt and slices buf[4 .. 4 + len] without checking len against buf.len.",
      "A frame that claims more bytes than it carries makes the decoder read beyond the received data (ReleaseFast disables the safety check).",
    ],
    consequence: [
      "Adjacent memory, including other connections' data, can be leaked or the edge crashes.",
      "A malformed frame from any client reaches undefined behaviour.",
    ],
    remedy: ["Return error.ShortFrame when 4 + len > buf.len.", "Validate the length before slicing."],
  },
  {
    id: "zig-frame-overflow",
    agent: "security",
    severity: "HIGH",
    rate: 0.25,
    file: FRAMES,
    line: 55,
    start: 49,
    place: { qualified: "FrameDecoder.decode", bare: "decode", call: "@intCast" },
    kind: { cwe: "CWE-190", name: "Integer Overflow", phrase: "Header size arithmetic wraps" },
    headlines: [
      "header_len + payload_len computed in u16 and wraps",
      "Total frame size can overflow",
      "Wrapping addition in the size calculation",
    ],
    finding: [
      "The total size is computed as header_len +% payload_len in u16, so 0xFFF0 + 0x20 wraps to a small number.",
      "With wrapping arithmetic the size check passes for frames far larger than the buffer.",
    ],
    consequence: [
      "The later copy uses the unwrapped size and writes past the allocation.",
      "Heap corruption from a crafted frame.",
    ],
    remedy: [
      "Widen to usize and use checked addition (std.math.add).",
      "Reject frames whose sizes overflow.",
    ],
  },
  {
    id: "zig-frame-alloc",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: FRAMES,
    line: 63,
    start: 49,
    place: { qualified: "FrameDecoder.decode", bare: "decode", call: "allocator.alloc" },
    kind: { cwe: "CWE-1046", name: "Excessive Allocation", phrase: "Allocation per frame" },
    headlines: [
      "A heap buffer is allocated for every frame",
      "decode calls allocator.alloc per message",
      "Per-frame allocation on the hot path",
    ],
    finding: [
      "decode allocates a fresh payload buffer with allocator.alloc for each frame and frees it after dispatch.",
      "The general purpose allocator is hit once per frame on the hottest path of the edge.",
    ],
    consequence: [
      "Allocator contention caps throughput under load.",
      "Tail latency rises with fragmentation.",
    ],
    remedy: ["Decode into a reusable per-connection buffer.", "Use a FixedBufferAllocator or a pool."],
  },
  {
    id: "java-refund-layering",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.5,
    file: REFUNDS,
    line: 40,
    start: 35,
    place: {
      qualified: "com.acme.pay.api.RefundController",
      bare: "RefundController",
      call: "JdbcTemplate.update",
    },
    kind: { cwe: "CWE-1057", name: "Layering Violation", phrase: "Controller talks to the database" },
    headlines: [
      "Controller writes to the database directly",
      "RefundController bypasses the service layer",
      "SQL in the web layer",
    ],
    finding: [
      "RefundController injects JdbcTemplate and updates the refunds table itself, next to calls into RefundService.",
      "Persistence logic is split between the controller and the service.",
    ],
    consequence: [
      "Transactions and validation are applied inconsistently.",
      "The refund rules cannot be tested without the web layer.",
    ],
    remedy: [
      "Move the update into RefundService inside its transaction.",
      "Keep controllers free of data access.",
    ],
  },
];

/** Remarks a model makes up now and then: each report of one is its own issue. */
const INVENTED: { agent: PaymentsIssue["agent"]; kind: string; headline: string; text: string }[] = [
  {
    agent: "architecture",
    kind: "Maintainability",
    headline: "Consider extracting a helper",
    text: "This block could be moved into a private method for readability.",
  },
  {
    agent: "security",
    kind: "Logging",
    headline: "Sensitive value may be logged",
    text: "A variable that could hold a card number is passed to the logger.",
  },
  {
    agent: "performance",
    kind: "Caching",
    headline: "Result could be cached",
    text: "The same value appears to be computed repeatedly and might benefit from memoisation.",
  },
  {
    agent: "architecture",
    kind: "Error Handling",
    headline: "Broad exception handler",
    text: "Catching a general exception type hides failures that should propagate.",
  },
];

const LADDER: Severity[] = ["INFO", "LOW", "MEDIUM", "HIGH", "CRITICAL"];

/** How one run writes its reports: drawn once per run, followed by most of its findings. */
interface RunStyle {
  kind: keyof PaymentsIssue["kind"];
  place: "qualified" | "bare" | "call" | "route-or-none";
  lines: "exact" | "nearby" | "function" | "none";
  /** Sentences of description: the finding only, or finding, consequence and remedy. */
  long: boolean;
  /** Which of an issue's headlines this run prefers. */
  headline: number;
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function styleOf(random: () => number, heavy: boolean): RunStyle {
  return {
    kind: heavy ? pick(random, ["cwe", "name", "phrase"] as const) : random() < 0.75 ? "name" : "cwe",
    place: heavy
      ? pick(random, ["qualified", "bare", "call", "route-or-none"] as const)
      : random() < 0.7
        ? "qualified"
        : "bare",
    lines: heavy
      ? pick(random, ["exact", "nearby", "function", "none"] as const)
      : random() < 0.8
        ? "exact"
        : "nearby",
    long: random() < 0.5,
    headline: heavy ? Math.floor(random() * 3) : random() < 0.8 ? 0 : 1,
  };
}

function report(issue: PaymentsIssue, style: RunStyle, heavy: boolean, random: () => number): Finding {
  // Most findings follow the run's style; some wander, more so with heavy variation.
  const own = random() < (heavy ? 0.35 : 0.1) ? styleOf(random, heavy) : style;
  const place =
    own.place === "route-or-none"
      ? (issue.place.route ?? (random() < 0.5 ? undefined : issue.place.bare))
      : issue.place[own.place];
  const line =
    own.lines === "exact"
      ? issue.line + Math.floor(random() * 3) - 1
      : own.lines === "nearby"
        ? issue.line + Math.floor(random() * 17) - 8
        : own.lines === "function"
          ? issue.start
          : undefined;
  const sentence = (list: string[]) => (heavy ? pick(random, list) : list[0]!);
  const parts = [sentence(issue.finding)];
  if (own.long) {
    parts.push(sentence(issue.consequence));
    if (random() < 0.7) parts.push(sentence(issue.remedy));
    if (heavy && random() < 0.4) parts.reverse();
  }
  const headline =
    heavy && random() < 0.25
      ? `${issue.kind[own.kind]} in ${issue.place.bare}`
      : issue.headlines[own.headline]!;
  const step = random();
  const rank = LADDER.indexOf(issue.severity);
  const severity =
    step < (heavy ? 0.1 : 0.03)
      ? LADDER[Math.max(0, rank - 1)]!
      : step > (heavy ? 0.92 : 0.98)
        ? LADDER[Math.min(LADDER.length - 1, rank + 1)]!
        : issue.severity;
  // A bare file name now and then, as models do when the path is long.
  const file =
    random() < (heavy ? 0.3 : 0.1) ? issue.file.slice(issue.file.lastIndexOf("/") + 1) : issue.file;
  return {
    agent: issue.agent,
    severity,
    category: issue.kind[own.kind],
    file,
    ...(place !== undefined && { symbol: place }),
    ...(line !== undefined && { line }),
    title: headline,
    description: parts.join(" "),
  };
}

/** N runs of the payments platform's three agents, with the true issue of every finding. */
export function paymentsRuns(options: GeneratorOptions): Generated {
  const heavy = options.variation === "heavy";
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let r = 0; r < options.runs; r++) {
    const random = streamOf(`payments|${options.seed}|${options.variation}|${r}`);
    const style = styleOf(random, heavy);
    const drawn: { source: string; finding: Finding }[] = CATALOGUE.filter(
      (issue) => random() < issue.rate,
    ).map((issue) => ({ source: issue.id, finding: report(issue, style, heavy, random) }));
    const invented = random() < (heavy ? 0.6 : 0.35) ? 1 + Math.floor(random() * 2) : 0;
    for (let k = 0; k < invented; k++) {
      const remark = pick(random, INVENTED);
      const host = pick(
        random,
        CATALOGUE.filter((issue) => issue.agent === remark.agent),
      );
      drawn.push({
        source: `payments-invented:${options.seed}:${r}:${k}`,
        finding: {
          agent: remark.agent,
          severity: "LOW",
          category: remark.kind,
          file: host.file,
          symbol: host.place.bare,
          // Each invented remark at a place of its own, at least 40 lines from any other run's.
          line: host.start + 40 * (1 + 2 * r + k),
          title: remark.headline,
          description: remark.text,
        },
      });
    }
    shuffle(random, drawn);
    runs.push({ run: r + 1, model: "payments-generator", findings: drawn.map((d) => d.finding) });
    sources.push(drawn.map((d) => d.source));
  }
  return { runs, sources };
}
