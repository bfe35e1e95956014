/**
 * The seventh held-out generator family for grouping quality (issue #12): a water utility's
 * billing, telemetry and metering code in F#, Nim, Ada, PowerShell, Terraform and PL/pgSQL, none
 * of which appear anywhere else in the tests.
 *
 * Written after every change to the matcher before it, and before anything was run on it; never
 * tuned against. Self-contained: its own random numbers, catalogue and model of how reports vary.
 * What it models that the other families do not:
 *  - run-wide writing habits of model output: numbered titles (`3. …`, `Finding 3: …`,
 *    `[WW-003] …`, each agent numbering its list in order, so two runs' third findings share
 *    the number), the severity in the title, Title Case, descriptions under headings
 *    (`Issue: … Impact: … Recommendation: …`);
 *  - categories as STRIDE threats (`Tampering`, `Elevation of Privilege`), besides CWE names,
 *    CWE ids, OWASP 2021 entries and short names;
 *  - symbols of six languages in their own forms: F# modules (`Billing.Invoice.findByAccount`),
 *    Ada packages (`Meter_Reader.Parse_Frame`), PowerShell verb-noun functions
 *    (`Invoke-Rotation`), Terraform resource addresses (`aws_s3_bucket.meter_archive`),
 *    PL/pgSQL functions with their argument types; with arguments, the call at fault, or none;
 *  - paths as Windows paths with backslashes, `./` paths, CI checkout paths or bare names;
 *  - three issues in one SQL function, two in one Nim procedure, and one remark (storage not
 *    encrypted) at three Terraform resources, each resource its own issue;
 *  - remarks a run makes on its own about some function, the same remark about the same
 *    function being the same finding.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Run, Severity } from "../../src/findings/types.js";
import { shuffle } from "../../src/util/random.js";
import type { Generated, GeneratorOptions } from "./quality.js";

/** mulberry32 over an FNV-1a hash of the text: its own numbers, shared with nothing. */
function mulberryFrom(text: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Agent = "security" | "performance" | "architecture";

/** One issue's category in each vocabulary a run may use; the short name is always there. */
interface Vocabulary {
  short: string;
  cweName?: string;
  cweId?: string;
  owasp?: string;
  stride?: string;
}

interface UtilityIssue {
  id: string;
  agent: Agent;
  severity: Severity;
  /** Share of runs that report it. */
  rate: number;
  file: string;
  line: number;
  /** The first line of the enclosing function or resource. */
  start: number;
  /** Module, package or resource type; empty for a script function. */
  owner: string;
  /** Function, procedure or resource name. */
  fn: string;
  /** The function with its parameters, as a signature. */
  withArgs: string;
  /** The call or statement at fault. */
  call?: string;
  category: Vocabulary;
  /** Ways to name the issue in a title. */
  titles: string[];
  /** Sentences stating the fault. */
  facts: string[];
  impact: string[];
  fix: string[];
}

const INVOICE = "billing/src/Billing/Invoice.fs";
const TARIFF = "billing/src/Billing/Tariff.fs";
const INGEST = "telemetry/src/ingest.nim";
const METER = "firmware/src/meter_reader.adb";
const ROTATE = "ops/deploy/Rotate-Keys.ps1";
const INFRA = "infra/main.tf";
const PAYMENT = "db/functions/apply_payment.sql";
const FILES = [INVOICE, TARIFF, INGEST, METER, ROTATE, INFRA, PAYMENT];

const SQL_INJECTION: Vocabulary = {
  short: "SQL Injection",
  cweName: "Improper Neutralization of Special Elements used in an SQL Command",
  cweId: "CWE-89",
  owasp: "A03:2021-Injection",
  stride: "Tampering",
};

const NOT_ENCRYPTED: Vocabulary = {
  short: "Encryption at rest disabled",
  cweName: "Missing Encryption of Sensitive Data",
  cweId: "CWE-311",
  owasp: "A02:2021-Cryptographic Failures",
  stride: "Information Disclosure",
};

/** The same remark at three resources of one file: each resource is its own issue. */
function unencrypted(
  id: string,
  resource: string,
  type: string,
  line: number,
  rate: number,
  what: string,
): UtilityIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file: INFRA,
    line,
    start: line - 2,
    owner: type,
    fn: resource,
    withArgs: `resource "${type}" "${resource}"`,
    call: "encrypted = false",
    category: NOT_ENCRYPTED,
    titles: [
      `${what.charAt(0).toUpperCase()}${what.slice(1)} not encrypted at rest`,
      `Unencrypted ${what}`,
      `Encryption disabled on ${type}.${resource}`,
    ],
    facts: [
      `The ${type}.${resource} resource sets no KMS key and leaves encryption off.`,
      `Data in the ${what} is stored unencrypted.`,
      `${resource} is declared without server-side encryption.`,
    ],
    impact: [
      "Anyone with access to the underlying storage or a snapshot can read meter and customer data.",
      "Customer data is exposed if the storage or its snapshots leak.",
    ],
    fix: ["Enable encryption with a customer-managed KMS key.", `Set a kms_key_id on ${resource}.`],
  };
}

const CATALOGUE: UtilityIssue[] = [
  {
    id: "invoice-sqli",
    agent: "security",
    severity: "HIGH",
    rate: 0.9,
    file: INVOICE,
    line: 48,
    start: 44,
    owner: "Billing.Invoice",
    fn: "findByAccount",
    withArgs: "findByAccount (conn: SqlConnection) (accountId: string)",
    call: "SqlCommand",
    category: SQL_INJECTION,
    titles: [
      "SQL injection in invoice lookup",
      "Account number concatenated into SQL",
      "Query built with sprintf",
    ],
    facts: [
      "findByAccount formats the account number into the query text with sprintf before passing it to SqlCommand.",
      "The account id from the customer portal reaches the SQL string without parameters.",
      "An account number such as `1 OR 1=1` returns every customer's invoices.",
    ],
    impact: ["An attacker can read or change any customer's billing records."],
    fix: ["Use a parameterised SqlCommand.", "Bind accountId as a parameter instead of formatting it."],
  },
  {
    id: "invoice-idor",
    agent: "security",
    severity: "HIGH",
    rate: 0.7,
    file: INVOICE,
    line: 91,
    start: 85,
    owner: "Billing.Invoice",
    fn: "download",
    withArgs: "download (ctx: HttpContext) (invoiceId: Guid)",
    call: "Storage.readPdf",
    category: {
      short: "Insecure Direct Object Reference",
      cweName: "Authorization Bypass Through User-Controlled Key",
      cweId: "CWE-639",
      owasp: "A01:2021-Broken Access Control",
      stride: "Elevation of Privilege",
    },
    titles: [
      "Invoice PDF served without ownership check",
      "Any customer can download any invoice",
      "Missing authorization on invoice download",
    ],
    facts: [
      "download reads the PDF for the invoiceId in the route without checking that it belongs to the signed-in customer.",
      "Invoice ids are GUIDs taken from the URL and never compared with the session's account.",
      "Storage.readPdf is called for whatever id the request names.",
    ],
    impact: ["Customers' names, addresses and consumption leak to other customers."],
    fix: [
      "Check the invoice's account against the session before reading it.",
      "Scope the lookup to the caller's account.",
    ],
  },
  {
    id: "invoice-float-money",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.55,
    file: INVOICE,
    line: 132,
    start: 128,
    owner: "Billing.Invoice",
    fn: "applyDiscount",
    withArgs: "applyDiscount (total: float) (percent: float)",
    category: {
      short: "Floating-point currency",
      cweName: "Incorrect Conversion between Numeric Types",
      cweId: "CWE-681",
    },
    titles: ["Money computed with float", "Discounts use binary floating point", "Currency stored as float"],
    facts: [
      "applyDiscount multiplies the total as a float, so cents drift after rounding.",
      "Amounts are float rather than decimal throughout the discount calculation.",
    ],
    impact: ["Invoices can be off by a cent and no longer reconcile with payments."],
    fix: ["Use decimal for money.", "Keep amounts in integer cents."],
  },
  {
    id: "invoice-n-plus-one",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.75,
    file: INVOICE,
    line: 170,
    start: 160,
    owner: "Billing.Invoice",
    fn: "renderStatement",
    withArgs: "renderStatement (account: Account) (period: Period)",
    call: "Db.lineItems",
    category: {
      short: "N+1 queries",
      cweName: "Excessive Number of Data Resource Accesses",
      cweId: "CWE-1073",
    },
    titles: [
      "Line items loaded one invoice at a time",
      "N+1 query in statement rendering",
      "Query per invoice in a loop",
    ],
    facts: [
      "renderStatement calls Db.lineItems inside List.map, one query per invoice.",
      "Each invoice of the period triggers its own round trip for its line items.",
    ],
    impact: ["Statements for large accounts take seconds and load the database."],
    fix: ["Fetch all line items of the period in one query.", "Join line items into the invoice query."],
  },
  {
    id: "invoice-god-module",
    agent: "architecture",
    severity: "LOW",
    rate: 0.4,
    file: INVOICE,
    line: 1,
    start: 1,
    owner: "Billing",
    fn: "Invoice",
    withArgs: "module Billing.Invoice",
    category: { short: "Separation of concerns" },
    titles: [
      "Invoice module does too much",
      "Data access, pricing and rendering in one module",
      "God module",
    ],
    facts: [
      "Billing.Invoice holds SQL access, discount rules and PDF rendering in one 400-line module.",
      "Pricing logic and persistence are interleaved in the Invoice module.",
    ],
    impact: ["Changes to pricing risk breaking data access, and neither can be tested alone."],
    fix: ["Split the module into repository, pricing and rendering parts."],
  },
  {
    id: "tariff-divide-by-zero",
    agent: "architecture",
    severity: "LOW",
    rate: 0.45,
    file: TARIFF,
    line: 37,
    start: 33,
    owner: "Billing.Tariff",
    fn: "perUnitRate",
    withArgs: "perUnitRate (charge: decimal) (units: decimal)",
    category: {
      short: "Unchecked division",
      cweName: "Divide By Zero",
      cweId: "CWE-369",
      stride: "Denial of Service",
    },
    titles: [
      "Division by zero when consumption is zero",
      "perUnitRate divides by units unchecked",
      "Zero usage crashes rate calculation",
    ],
    facts: [
      "perUnitRate divides the standing charge by the units consumed, which is zero for vacant properties.",
      "A meter with no consumption raises DivideByZeroException in the tariff calculation.",
    ],
    impact: ["Billing runs abort for every account after a vacant one."],
    fix: ["Return the standing charge alone when units is zero."],
  },
  {
    id: "tariff-unbounded-cache",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.6,
    file: TARIFF,
    line: 74,
    start: 68,
    owner: "Billing.Tariff.TariffCache",
    fn: "rateFor",
    withArgs: "member this.rateFor (region: string, date: DateTime)",
    call: "Dictionary.Add",
    category: {
      short: "Unbounded cache",
      cweName: "Allocation of Resources Without Limits or Throttling",
      cweId: "CWE-770",
      stride: "Denial of Service",
    },
    titles: [
      "Tariff cache grows without bound",
      "Memory leak in rate cache",
      "Cache keyed by timestamp never evicts",
    ],
    facts: [
      "rateFor adds an entry per region and DateTime, including the time of day, and never evicts.",
      "The TariffCache dictionary gains a key for every distinct timestamp it is asked about.",
    ],
    impact: ["The billing service's memory grows until it is restarted."],
    fix: ["Key the cache by region and tariff period.", "Use a bounded LRU cache."],
  },
  {
    id: "tariff-duplicate-rounding",
    agent: "architecture",
    severity: "LOW",
    rate: 0.3,
    file: TARIFF,
    line: 90,
    start: 88,
    owner: "Billing.Tariff",
    fn: "roundCharge",
    withArgs: "roundCharge (amount: decimal)",
    category: { short: "Code duplication" },
    titles: [
      "Rounding rules duplicated",
      "roundCharge repeats Invoice rounding",
      "Duplicated rounding logic",
    ],
    facts: [
      "roundCharge reimplements the rounding already done in Invoice.applyDiscount, with a different midpoint rule.",
      "Two copies of the rounding rule disagree on how halves are rounded.",
    ],
    impact: ["Tariff and invoice totals can differ by a cent."],
    fix: ["Keep one rounding function and call it from both places."],
  },
  {
    id: "ingest-buffer-overflow",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.85,
    file: INGEST,
    line: 58,
    start: 52,
    owner: "ingest",
    fn: "parsePacket",
    withArgs: "parsePacket(buf: openArray[byte]): Reading",
    call: "copyMem",
    category: {
      short: "Buffer overflow",
      cweName: "Buffer Copy without Checking Size of Input",
      cweId: "CWE-120",
      stride: "Tampering",
    },
    titles: [
      "copyMem with a length from the packet",
      "Buffer overflow parsing telemetry packets",
      "Unchecked payload length",
    ],
    facts: [
      "parsePacket copies payloadLen bytes with copyMem into a 64-byte array, and payloadLen comes from the packet header.",
      "The length field of a UDP packet is trusted when the payload is copied.",
      "A packet claiming a 200-byte payload overwrites the stack.",
    ],
    impact: ["Anyone who can send a packet to the collector can crash it or run code."],
    fix: [
      "Check payloadLen against the buffer size.",
      "Use a seq and bounds-checked slicing instead of copyMem.",
    ],
  },
  {
    id: "ingest-no-auth",
    agent: "security",
    severity: "HIGH",
    rate: 0.65,
    file: INGEST,
    line: 112,
    start: 105,
    owner: "ingest",
    fn: "serve",
    withArgs: "serve(port: Port) {.async.}",
    call: "recvFrom",
    category: {
      short: "Missing authentication",
      cweName: "Missing Authentication for Critical Function",
      cweId: "CWE-306",
      owasp: "A07:2021-Identification and Authentication Failures",
      stride: "Spoofing",
    },
    titles: [
      "Telemetry accepted from anyone",
      "No authentication of meter packets",
      "Unauthenticated UDP ingest",
    ],
    facts: [
      "serve stores every datagram received on the port; nothing ties it to a provisioned meter.",
      "Meter readings are not signed, so any host can send readings for any meter id.",
    ],
    impact: ["Forged readings change customers' bills."],
    fix: [
      "Sign readings with a per-meter key and verify them.",
      "Accept readings only over mutually authenticated DTLS.",
    ],
  },
  {
    id: "ingest-log-injection",
    agent: "security",
    severity: "LOW",
    rate: 0.35,
    file: INGEST,
    line: 118,
    start: 105,
    owner: "ingest",
    fn: "serve",
    withArgs: "serve(port: Port) {.async.}",
    call: "info",
    category: {
      short: "Log injection",
      cweName: "Improper Output Neutralization for Logs",
      cweId: "CWE-117",
      owasp: "A09:2021-Security Logging and Monitoring Failures",
      stride: "Repudiation",
    },
    titles: ["Meter id logged unescaped", "Log forging through meter id", "Untrusted input written to logs"],
    facts: [
      "serve logs the meter id from the packet with info() as received, newlines included.",
      "A meter id containing a line break forges entries in the collector's log.",
    ],
    impact: ["Audit trails of readings can be falsified."],
    fix: ["Escape control characters before logging.", "Log the id as a structured field."],
  },
  {
    id: "ingest-commit-per-row",
    agent: "performance",
    severity: "HIGH",
    rate: 0.7,
    file: INGEST,
    line: 150,
    start: 144,
    owner: "ingest",
    fn: "storeReading",
    withArgs: "storeReading(db: DbConn, r: Reading)",
    call: "db.exec",
    category: { short: "Per-row commits" },
    titles: [
      "Each reading committed on its own",
      "One transaction per telemetry row",
      "Row-at-a-time inserts",
    ],
    facts: [
      "storeReading runs an INSERT and a COMMIT for every reading.",
      "Readings are written one at a time with db.exec, each in its own transaction.",
    ],
    impact: ["At the evening peak the collector falls minutes behind."],
    fix: ["Batch readings and insert them in one transaction.", "Use COPY for bulk loads."],
  },
  {
    id: "meter-integer-overflow",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: METER,
    line: 64,
    start: 58,
    owner: "Meter_Reader",
    fn: "Parse_Frame",
    withArgs: "Parse_Frame (Frame : Byte_Array) return Reading",
    call: "Unchecked_Conversion",
    category: {
      short: "Integer overflow",
      cweName: "Integer Overflow or Wraparound",
      cweId: "CWE-190",
      stride: "Tampering",
    },
    titles: [
      "Unchecked_Conversion of frame length",
      "Pulse count wraps around",
      "Integer overflow in frame parsing",
    ],
    facts: [
      "Parse_Frame converts the 32-bit pulse counter with Unchecked_Conversion to a 16-bit Natural.",
      "Counts above 65535 wrap silently because the range check is bypassed.",
    ],
    impact: ["A meter that has run long enough reports near-zero consumption."],
    fix: ["Use a checked conversion and a 32-bit counter type."],
  },
  {
    id: "meter-busy-wait",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: METER,
    line: 103,
    start: 98,
    owner: "Meter_Reader",
    fn: "Wait_For_Pulse",
    withArgs: "Wait_For_Pulse (Timeout : Duration)",
    category: { short: "Busy waiting" },
    titles: [
      "Busy-wait on the pulse register",
      "Polling loop keeps the CPU awake",
      "Spin loop instead of interrupt",
    ],
    facts: [
      "Wait_For_Pulse loops reading the pulse register with no delay until it changes.",
      "The firmware spins instead of waiting for the pulse interrupt.",
    ],
    impact: ["Battery-powered meters drain in months instead of years."],
    fix: ["Wait on the pulse interrupt with a protected entry.", "Add a delay until between polls."],
  },
  {
    id: "meter-swallowed-exception",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.55,
    file: METER,
    line: 140,
    start: 131,
    owner: "Meter_Reader",
    fn: "Read_Register",
    withArgs: "Read_Register (Addr : Register_Address) return Word",
    category: { short: "Swallowed exception", cweName: "Empty Exception Block", cweId: "CWE-1069" },
    titles: [
      "when others => null hides sensor faults",
      "Exceptions silently ignored",
      "Sensor errors swallowed",
    ],
    facts: [
      "Read_Register ends in `when others => null`, so a failed bus read returns the previous value.",
      "Every exception in the register read is caught and discarded.",
    ],
    impact: ["A broken sensor keeps reporting its last reading and nobody notices."],
    fix: ["Handle the expected bus error and re-raise the rest.", "Log and count failed reads."],
  },
  {
    id: "rotate-plaintext-key",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.8,
    file: ROTATE,
    line: 22,
    start: 15,
    owner: "",
    fn: "Rotate-Keys",
    withArgs: "Rotate-Keys -Environment <string>",
    call: "ConvertTo-SecureString -AsPlainText",
    category: {
      short: "Plain-text secret",
      cweName: "Cleartext Storage of Sensitive Information",
      cweId: "CWE-312",
      owasp: "A02:2021-Cryptographic Failures",
      stride: "Information Disclosure",
    },
    titles: [
      "New key written to the transcript in plain text",
      "Secret handled as plain text",
      "Key exposed in deployment logs",
    ],
    facts: [
      "Rotate-Keys builds the new service key as a string and calls ConvertTo-SecureString -AsPlainText -Force.",
      "Start-Transcript is on, so the plain-text key ends up in the deployment log.",
    ],
    impact: ["Anyone who can read the CI logs gets the billing service's key."],
    fix: [
      "Generate the key inside Key Vault and never hold it as plain text.",
      "Stop the transcript around key handling.",
    ],
  },
  {
    id: "rotate-invoke-expression",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: ROTATE,
    line: 57,
    start: 50,
    owner: "",
    fn: "Invoke-Rotation",
    withArgs: "Invoke-Rotation -Target <string>",
    call: "Invoke-Expression",
    category: {
      short: "Command injection",
      cweName: "Improper Neutralization of Special Elements used in an OS Command",
      cweId: "CWE-78",
      owasp: "A03:2021-Injection",
      stride: "Elevation of Privilege",
    },
    titles: [
      "Invoke-Expression on a built command line",
      "Command injection via target name",
      "Untrusted input reaches Invoke-Expression",
    ],
    facts: [
      "Invoke-Rotation concatenates the -Target parameter into a command string and runs it with Invoke-Expression.",
      "A target name such as `db; Remove-Item -Recurse C:\\` runs on the build agent.",
    ],
    impact: ["Whoever sets the pipeline variable runs commands as the deployment identity."],
    fix: ["Call the cmdlet directly with the target as a parameter.", "Validate the target against a list."],
  },
  unencrypted("infra-archive-unencrypted", "meter_archive", "aws_s3_bucket", 14, 0.7, "meter archive bucket"),
  unencrypted("infra-db-unencrypted", "billing", "aws_db_instance", 41, 0.6, "billing database"),
  unencrypted("infra-spool-unencrypted", "ingest_spool", "aws_ebs_volume", 77, 0.4, "ingest spool volume"),
  {
    id: "infra-open-security-group",
    agent: "security",
    severity: "HIGH",
    rate: 0.75,
    file: INFRA,
    line: 98,
    start: 95,
    owner: "aws_security_group",
    fn: "ingest",
    withArgs: 'resource "aws_security_group" "ingest"',
    call: 'cidr_blocks = ["0.0.0.0/0"]',
    category: {
      short: "Open security group",
      cweName: "Improper Access Control",
      cweId: "CWE-284",
      owasp: "A05:2021-Security Misconfiguration",
      stride: "Information Disclosure",
    },
    titles: [
      "PostgreSQL port open to the internet",
      "Security group allows 0.0.0.0/0",
      "Database reachable from anywhere",
    ],
    facts: [
      "The ingest security group allows 0.0.0.0/0 on port 5432.",
      "An ingress rule opens the database port to every address.",
    ],
    impact: ["The billing database can be attacked from the internet."],
    fix: [
      "Restrict the ingress to the collector's subnet.",
      "Reach the database through a private endpoint.",
    ],
  },
  {
    id: "payment-race",
    agent: "security",
    severity: "HIGH",
    rate: 0.65,
    file: PAYMENT,
    line: 19,
    start: 1,
    owner: "public",
    fn: "apply_payment",
    withArgs: "apply_payment(p_account bigint, p_amount numeric, p_currency text)",
    call: "SELECT balance",
    category: {
      short: "Race condition",
      cweName: "Concurrent Execution using Shared Resource with Improper Synchronization",
      cweId: "CWE-362",
      stride: "Tampering",
    },
    titles: [
      "Balance read and updated without a lock",
      "Double payment race",
      "Lost update on account balance",
    ],
    facts: [
      "apply_payment reads the balance with a plain SELECT and writes it back later, with no FOR UPDATE.",
      "Two payments for one account at the same moment both see the old balance.",
    ],
    impact: ["One of two concurrent payments is lost from the balance."],
    fix: ["SELECT … FOR UPDATE the account row.", "Update the balance with balance = balance - p_amount."],
  },
  {
    id: "payment-dynamic-sql",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: PAYMENT,
    line: 33,
    start: 1,
    owner: "public",
    fn: "apply_payment",
    withArgs: "apply_payment(p_account bigint, p_amount numeric, p_currency text)",
    call: "EXECUTE",
    category: SQL_INJECTION,
    titles: [
      "EXECUTE with the currency concatenated",
      "Dynamic SQL built from p_currency",
      "SQL injection in apply_payment",
    ],
    facts: [
      "apply_payment builds `'SELECT rate FROM fx_' || p_currency` and runs it with EXECUTE.",
      "The currency code is concatenated into dynamic SQL instead of passed with USING or format('%I').",
    ],
    impact: ["A crafted currency code runs arbitrary SQL as the function's owner."],
    fix: ["Use format('%I') for the table name and check it against the known currencies."],
  },
  {
    id: "payment-search-path",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: PAYMENT,
    line: 3,
    start: 1,
    owner: "public",
    fn: "apply_payment",
    withArgs: "apply_payment(p_account bigint, p_amount numeric, p_currency text)",
    call: "SECURITY DEFINER",
    category: {
      short: "Untrusted search path",
      cweName: "Untrusted Search Path",
      cweId: "CWE-426",
      stride: "Elevation of Privilege",
    },
    titles: [
      "SECURITY DEFINER without a fixed search_path",
      "Definer function trusts the caller's search_path",
      "Privilege escalation through search_path",
    ],
    facts: [
      "apply_payment is declared SECURITY DEFINER but does not SET search_path.",
      "A caller can create a schema with their own functions ahead of public and have the owner run them.",
    ],
    impact: ["Any database user can run code with the billing owner's rights."],
    fix: ["Add SET search_path = pg_catalog, public to the function."],
  },
];

/** Other functions of each file, where a run's own remarks can land. */
const OTHER_PLACES: Record<string, { owner: string; fn: string; start: number }[]> = {
  [INVOICE]: [
    { owner: "Billing.Invoice", fn: "toPdf", start: 210 },
    { owner: "Billing.Invoice", fn: "sendReminder", start: 250 },
  ],
  [TARIFF]: [{ owner: "Billing.Tariff", fn: "loadTariffs", start: 12 }],
  [INGEST]: [{ owner: "ingest", fn: "decodeTimestamp", start: 80 }],
  [METER]: [{ owner: "Meter_Reader", fn: "Calibrate", start: 170 }],
  [ROTATE]: [{ owner: "", fn: "Get-VaultToken", start: 80 }],
  [INFRA]: [{ owner: "module", fn: "network", start: 120 }],
  [PAYMENT]: [{ owner: "public", fn: "apply_payment", start: 1 }],
};

/** Remarks a run makes on its own; the same remark about the same function is one finding. */
const REMARKS: { agent: Agent; severity: Severity; category: string; title: string; text: string }[] = [
  {
    agent: "architecture",
    severity: "LOW",
    category: "Testability",
    title: "No tests for this function",
    text: "Nothing in the test suite exercises this function.",
  },
  {
    agent: "architecture",
    severity: "INFO",
    category: "Readability",
    title: "Magic numbers",
    text: "Literal constants are used without names explaining them.",
  },
  {
    agent: "performance",
    severity: "LOW",
    category: "Performance",
    title: "Allocation inside a loop",
    text: "A new buffer is allocated on every iteration.",
  },
  {
    agent: "security",
    severity: "LOW",
    category: "Input validation",
    title: "Inputs not validated",
    text: "Parameters are used without checking their range or format.",
  },
];

const LADDER: Severity[] = ["CRITICAL", "HIGH", "MEDIUM", "LOW", "INFO"];

type CategoryForm = "short" | "cweName" | "cweId" | "owasp" | "stride";
type SymbolForm = "qualified" | "bare" | "withArgs" | "call" | "none";
type PathForm = "repo" | "dot" | "windows" | "checkout" | "bare";
type LineForm = "fault" | "start" | "none";
type Numbering = "none" | "dot" | "finding" | "id";
type Body = "prose" | "headed" | "terse";

/** How one run writes: most of its reports follow these. */
interface Style {
  category: CategoryForm;
  symbol: SymbolForm;
  path: PathForm;
  line: LineForm;
  numbering: Numbering;
  severityInTitle: boolean;
  titleCase: boolean;
  body: Body;
  /** Whether titles end with " in <function>". */
  namesFunction: boolean;
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function styleOf(random: () => number, heavy: boolean): Style {
  return heavy
    ? {
        category: pick(random, ["short", "cweName", "cweId", "owasp", "stride"] as const),
        symbol: pick(random, ["qualified", "bare", "withArgs", "call", "none"] as const),
        path: pick(random, ["repo", "dot", "windows", "checkout", "bare"] as const),
        line: pick(random, ["fault", "fault", "start", "none"] as const),
        numbering: pick(random, ["none", "dot", "finding", "id"] as const),
        severityInTitle: random() < 0.3,
        titleCase: random() < 0.3,
        body: pick(random, ["prose", "headed", "terse"] as const),
        namesFunction: random() < 0.4,
      }
    : {
        category: pick(random, ["short", "short", "short", "cweName"] as const),
        symbol: pick(random, ["qualified", "qualified", "bare"] as const),
        path: pick(random, ["repo", "repo", "repo", "dot"] as const),
        line: random() < 0.9 ? "fault" : "start",
        numbering: random() < 0.8 ? "none" : "dot",
        severityInTitle: random() < 0.1,
        titleCase: false,
        body: random() < 0.8 ? "prose" : "headed",
        namesFunction: random() < 0.3,
      };
}

function categoryOf(v: Vocabulary, form: CategoryForm): string {
  switch (form) {
    case "short":
      return v.short;
    case "cweName":
      return v.cweName ?? v.short;
    case "cweId":
      return v.cweId ?? v.cweName ?? v.short;
    case "owasp":
      return v.owasp ?? v.short;
    case "stride":
      return v.stride ?? v.short;
  }
}

function symbolOf(owner: string, fn: string, withArgs: string, call: string | undefined, form: SymbolForm) {
  switch (form) {
    case "qualified":
      return owner === "" ? fn : `${owner}.${fn}`;
    case "bare":
      return fn;
    case "withArgs":
      return withArgs;
    case "call":
      return call ?? fn;
    case "none":
      return undefined;
  }
}

function pathOf(file: string, form: PathForm): string {
  switch (form) {
    case "repo":
      return file;
    case "dot":
      return `./${file}`;
    case "windows":
      return file.replaceAll("/", "\\");
    case "checkout":
      return `/home/runner/work/waterworks/waterworks/${file}`;
    case "bare":
      return file.slice(file.lastIndexOf("/") + 1);
  }
}

function inTitleCase(text: string): string {
  return text.replace(/(^|\s)([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** A title as the run writes it; the number is added once the run's order is known. */
function titleOf(base: string, fn: string, severity: Severity, style: Style): string {
  let title = style.namesFunction && !base.includes(fn) ? `${base} in ${fn}` : base;
  if (style.titleCase) title = inTitleCase(title);
  if (style.severityInTitle) title = `[${severity}] ${title}`;
  return title;
}

function numbered(title: string, n: number, numbering: Numbering): string {
  switch (numbering) {
    case "none":
      return title;
    case "dot":
      return `${n}. ${title}`;
    case "finding":
      return `Finding ${n}: ${title}`;
    case "id":
      return `[WW-${String(n).padStart(3, "0")}] ${title}`;
  }
}

function drift(severity: Severity, heavy: boolean, random: () => number): Severity {
  const rank = LADDER.indexOf(severity);
  const roll = random();
  if (roll < (heavy ? 0.1 : 0.03)) return LADDER[Math.max(0, rank - 1)]!;
  if (roll > (heavy ? 0.9 : 0.97)) return LADDER[Math.min(LADDER.length - 1, rank + 1)]!;
  return severity;
}

function lineOf(fault: number, start: number, form: LineForm, heavy: boolean, random: () => number) {
  if (form === "none") return undefined;
  const base = form === "start" ? start : fault;
  const reach = heavy ? (random() < 0.2 ? 8 : 4) : 1;
  return Math.max(1, base + Math.round((random() * 2 - 1) * reach));
}

function report(issue: UtilityIssue, style: Style, heavy: boolean, random: () => number): Finding {
  // A report strays from its run's style now and then, more so with heavy variation.
  const own = random() < (heavy ? 0.25 : 0.05) ? styleOf(random, heavy) : style;
  const severity = drift(issue.severity, heavy, random);
  const base = heavy ? pick(random, issue.titles) : issue.titles[random() < 0.85 ? 0 : 1]!;
  const facts = heavy ? shuffle(random, [...issue.facts]) : [...issue.facts];
  const fact = facts.slice(0, own.body === "terse" ? 1 : 1 + Math.floor(random() * facts.length)).join(" ");
  const impact = heavy ? pick(random, issue.impact) : issue.impact[0]!;
  const fix = heavy ? pick(random, issue.fix) : issue.fix[0]!;
  const description =
    own.body === "headed"
      ? `Issue: ${fact} Impact: ${impact} Recommendation: ${fix}`
      : own.body === "terse"
        ? fact
        : [fact, ...(random() < 0.6 ? [impact] : []), ...(random() < 0.5 ? [fix] : [])].join(" ");
  const symbol = symbolOf(issue.owner, issue.fn, issue.withArgs, issue.call, own.symbol);
  const line = lineOf(issue.line, issue.start, own.line, heavy, random);
  return {
    agent: issue.agent,
    severity,
    category: categoryOf(issue.category, own.category),
    title: titleOf(base, issue.fn, severity, own),
    description,
    file: pathOf(issue.file, own.path),
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

/** N runs of the water utility's three agents, with the true issue of every finding. */
export function utilityRuns(options: GeneratorOptions): Generated {
  const heavy = options.variation === "heavy";
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let r = 0; r < options.runs; r++) {
    const random = mulberryFrom(`utility|${options.variation}|${options.seed}|${r}`);
    const style = styleOf(random, heavy);
    const drawn = CATALOGUE.filter((issue) => random() < issue.rate).map((issue) => ({
      source: issue.id,
      finding: report(issue, style, heavy, random),
    }));
    const remarks = random() < (heavy ? 0.6 : 0.3) ? 1 + Math.floor(random() * 2) : 0;
    for (let k = 0; k < remarks; k++) {
      const remark = pick(random, REMARKS);
      const file = pick(random, FILES);
      const place = pick(random, OTHER_PLACES[file]!);
      const source = `remark|${remark.title}|${file}|${place.fn}`;
      // A run makes a remark about a function once.
      if (drawn.some((d) => d.source === source)) continue;
      const symbol = symbolOf(place.owner, place.fn, place.fn, undefined, style.symbol);
      const line = lineOf(place.start + 3, place.start, style.line, heavy, random);
      drawn.push({
        source,
        finding: {
          agent: remark.agent,
          severity: remark.severity,
          category: remark.category,
          title: titleOf(remark.title, place.fn, remark.severity, style),
          // Said of its function, as a model does, so a judge can tell two places apart.
          description: `${remark.text} (${place.fn})`,
          file: pathOf(file, style.path),
          ...(symbol !== undefined && { symbol }),
          ...(line !== undefined && { line }),
        },
      });
    }
    shuffle(random, drawn);
    // Each agent numbers its own list, in the order it lists its reports.
    const counts = new Map<string, number>();
    const findings = drawn.map((d) => {
      const n = (counts.get(d.finding.agent!) ?? 0) + 1;
      counts.set(d.finding.agent!, n);
      return { ...d.finding, title: numbered(d.finding.title, n, style.numbering) };
    });
    runs.push({ run: r + 1, model: "utility-generator", findings });
    sources.push(drawn.map((d) => d.source));
  }
  return { runs, sources };
}
