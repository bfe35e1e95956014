/**
 * The twenty-seventh held-out generator family for grouping quality (issue #12): a bank's
 * integration middleware between its mainframe and its cloud services: IBM App Connect message
 * flows with ESQL, IBM MQ queue-manager definitions (MQSC), a DataPower gateway's XSLT and
 * GatewayScript, and Java EE message-driven beans, reviewed by runs of which some write in
 * Norwegian. None of these languages or formats appear anywhere else in the tests.
 *
 * Written after every change to the matcher before it (up to a path found through a tool's
 * scheme or substitution, 497ebe0) and committed before anything was run on it; never tuned
 * against. Self-contained: its own catalogue and model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - an ESQL module named by its flow and node as the toolkit shows them
 *    (`PaymentFlow.msgflow > Compute: ValidatePayment`, `PaymentFlow#ValidatePayment`), instead of
 *    its file, one habit a run;
 *  - an MQ object named by its definition (`QLOCAL(PAY.IN)`, `CHANNEL(CLOUD.SVRCONN)`) as the place
 *    and, in some runs, as the file;
 *  - places as ESQL modules and procedures, XSLT templates by their match, MDB methods;
 *  - categories as PCI DSS requirements and SWIFT CSP controls, besides CWE ids and plain names;
 *  - twins: two channels without TLS in one MQSC file; two ESQL modules that log the account
 *    number in clear; remarks a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import { type BilingualIssue, bilingualRuns } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type MiddlewareIssue = BilingualIssue<"no">;

const VALIDATE = "flows/PaymentFlow/PaymentFlow_ValidatePayment.esql";
const ROUTE = "flows/PaymentFlow/PaymentFlow_RoutePayment.esql";
const AUDIT = "flows/AuditFlow/AuditFlow_WriteAudit.esql";
const MQSC = "mq/QM_PAY01.mqsc";
const XSLT = "datapower/transforms/pain001-to-internal.xsl";
const GWS = "datapower/scripts/ratelimit.js";
const MDB = "ejb/src/main/java/no/bank/pay/SettlementListener.java";

/** The toolkit's names for a module's file, one habit a run. */
const TOOL_NAMES: Record<string, [string, string]> = {
  [VALIDATE]: ["PaymentFlow.msgflow > Compute: ValidatePayment", "PaymentFlow#ValidatePayment"],
  [ROUTE]: ["PaymentFlow.msgflow > Compute: RoutePayment", "PaymentFlow#RoutePayment"],
  [AUDIT]: ["AuditFlow.msgflow > Compute: WriteAudit", "AuditFlow#WriteAudit"],
  [MQSC]: ["queue manager QM_PAY01", "QM_PAY01 (MQSC)"],
};

/** A channel without TLS: each channel is its own issue. */
function plainChannel(id: string, channel: string, line: number, rate: number): MiddlewareIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: MQSC,
    line,
    symbols: [`CHANNEL(${channel})`, `DEFINE CHANNEL(${channel}) CHLTYPE(SVRCONN)`, "SSLCIPH"],
    categories: ["PCI DSS 4.2.1", "Cleartext Transmission", "CWE-319"],
    en: {
      titles: [
        `Channel ${channel} has no SSLCIPH`,
        `${channel} carries payments in clear`,
        `No TLS on SVRCONN channel ${channel}`,
      ],
      facts: [
        `DEFINE CHANNEL(${channel}) CHLTYPE(SVRCONN) sets no SSLCIPH, so payment messages between the cloud adapters and QM_PAY01 cross the network unencrypted.`,
        `Anyone on the path to the queue manager reads the payment messages on ${channel}.`,
      ],
      fix: "Set SSLCIPH to a TLS 1.2+ CipherSpec and SSLCAUTH(REQUIRED).",
    },
    no: {
      titles: [`Kanalen ${channel} mangler SSLCIPH`],
      facts: [
        `DEFINE CHANNEL(${channel}) CHLTYPE(SVRCONN) har ingen SSLCIPH; betalingsmeldinger går ukryptert.`,
      ],
      fix: "Sett SSLCIPH til en TLS 1.2-chifferspesifikasjon.",
    },
  };
}

/** An ESQL module that logs the account number: each module is its own issue. */
function loggedAccount(
  id: string,
  file: string,
  module: string,
  line: number,
  rate: number,
): MiddlewareIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file,
    line,
    symbols: [`${module}.Main`, module, "LOG EVENT"],
    categories: ["PCI DSS 3.4", "Sensitive data in logs", "CWE-532"],
    en: {
      titles: [
        `${module} logs the full account number`,
        `Account number written to the broker log by ${module}`,
        `PAN-like data in ${module}'s trace`,
      ],
      facts: [
        `${module}.Main writes InputRoot.XMLNSC.Payment.DebtorAccount into the event log with LOG EVENT, in clear, on every message.`,
        `The broker's activity log holds every debtor account number that ${module} handled.`,
      ],
      fix: "Mask the account number to its last four digits before logging.",
    },
    no: {
      titles: [`${module} logger hele kontonummeret`],
      facts: [`${module}.Main skriver DebtorAccount til hendelsesloggen i klartekst.`],
      fix: "Masker kontonummeret til de fire siste sifrene.",
    },
  };
}

const ISSUES: MiddlewareIssue[] = [
  plainChannel("tls-cloud", "CLOUD.SVRCONN", 41, 0.7),
  plainChannel("tls-batch", "BATCH.SVRCONN", 47, 0.5),
  loggedAccount("log-validate", VALIDATE, "PaymentFlow_ValidatePayment", 38, 0.6),
  loggedAccount("log-audit", AUDIT, "AuditFlow_WriteAudit", 22, 0.45),
  {
    id: "route-sql",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.65,
    file: ROUTE,
    line: 57,
    symbols: ["PaymentFlow_RoutePayment.LookupRoute", "PASSTHRU", "LookupRoute"],
    categories: ["SQL Injection", "CWE-89", "PCI DSS 6.2.4"],
    en: {
      titles: [
        "PASSTHRU builds SQL from the creditor BIC",
        "SQL injection in LookupRoute",
        "Routing lookup concatenates message data into SQL",
      ],
      facts: [
        "LookupRoute calls PASSTHRU('SELECT ROUTE FROM ROUTES WHERE BIC = ''' || bic || ''''), with bic taken from the incoming pain.001, so a crafted message runs its own SQL against the routing database.",
        "The creditor BIC reaches the routing query unescaped.",
      ],
      fix: "Use PASSTHRU with a ? parameter marker and pass the BIC as a value.",
    },
    no: {
      titles: ["PASSTHRU bygger SQL fra mottakerens BIC"],
      facts: ["LookupRoute setter sammen SQL med bic fra den innkommende pain.001-meldingen."],
      fix: "Bruk parametermarkør ? i PASSTHRU.",
    },
  },
  {
    id: "channel-auth",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.55,
    file: MQSC,
    line: 12,
    symbols: [
      "CHLAUTH",
      "SET CHLAUTH('*') TYPE(BLOCKUSER) USERLIST('nobody')",
      "ALTER QMGR CHLAUTH(DISABLED)",
    ],
    categories: ["SWIFT CSP 5.1", "Broken access control", "CWE-284"],
    en: {
      titles: [
        "Channel authentication records disabled on QM_PAY01",
        "CHLAUTH(DISABLED) lets any client connect as any user",
        "Queue manager accepts asserted user ids",
      ],
      facts: [
        "ALTER QMGR CHLAUTH(DISABLED) turns off channel authentication, so a client on any SVRCONN channel can assert the mqm user and put to PAY.IN.",
        "No CHLAUTH rule maps or blocks client user ids; the default block of privileged users is gone.",
      ],
      fix: "Enable CHLAUTH and map each client certificate to a low-privilege user.",
    },
    no: {
      titles: ["Kanalautentisering er slått av på QM_PAY01"],
      facts: ["ALTER QMGR CHLAUTH(DISABLED) slår av kanalautentisering; en klient kan utgi seg for mqm."],
      fix: "Slå på CHLAUTH og knytt hvert sertifikat til en bruker med lave rettigheter.",
    },
  },
  {
    id: "xslt-entity",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: XSLT,
    line: 19,
    symbols: ['xsl:template match="/Document"', "document()", "xsl:stylesheet"],
    categories: ["XML External Entity", "CWE-611", "Injection"],
    en: {
      titles: [
        "Transform calls document() on a message-supplied URI",
        "XSLT fetches external documents named in the payment",
        "SSRF through document() in pain001-to-internal",
      ],
      facts: [
        "The template matching /Document calls document(//SplmtryData/Envlp/Ref) so a payment message makes the gateway fetch any URL it names, internal ones included.",
        "DataPower resolves the URI in the message with the gateway's own network access.",
      ],
      fix: "Remove the document() call or restrict it to local:/// resources.",
    },
    no: {
      titles: ["Transformasjonen kaller document() med en URI fra meldingen"],
      facts: ["Malen for /Document kaller document() med en adresse hentet fra betalingsmeldingen."],
      fix: "Fjern document()-kallet.",
    },
  },
  {
    id: "ratelimit-memory",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: GWS,
    line: 33,
    symbols: ["session.input.readAsJSON", "counters", "rateLimit"],
    categories: ["Unbounded memory growth", "Resource exhaustion", "Performance"],
    en: {
      titles: [
        "Rate limiter keeps a counter per client forever",
        "counters map grows without bound in ratelimit.js",
        "GatewayScript rate limit leaks memory per client id",
      ],
      facts: [
        "ratelimit.js stores a counter per X-Client-Id in a module-level object and never expires them, so each new client id grows the gateway's memory until the domain restarts.",
        "Clients rotating their id exhaust the processing policy's memory.",
      ],
      fix: "Use the gateway's rate-limit action or expire counters by window.",
    },
    no: {
      titles: ["Hastighetsbegrenseren beholder en teller per klient for alltid"],
      facts: ["ratelimit.js lagrer en teller per X-Client-Id og sletter dem aldri."],
      fix: "Bruk gatewayens innebygde begrensning.",
    },
  },
  {
    id: "mdb-transaction",
    agent: "architecture",
    severity: "HIGH",
    rate: 0.55,
    file: MDB,
    line: 48,
    symbols: ["SettlementListener.onMessage", "onMessage", "@TransactionAttribute(NOT_SUPPORTED)"],
    categories: ["Message loss", "Transaction handling", "Reliability"],
    en: {
      titles: [
        "onMessage runs outside the transaction; a failed settlement is lost",
        "Settlement message acknowledged before the database commit",
        "NOT_SUPPORTED transaction on the settlement listener",
      ],
      facts: [
        "SettlementListener is annotated @TransactionAttribute(NOT_SUPPORTED), so the message is acknowledged on receipt and an exception in the settlement update loses the payment.",
        "A database failure during settlement drops the message instead of backing it out to PAY.BACKOUT.",
      ],
      fix: "Run onMessage in a container transaction (REQUIRED) with a backout queue.",
    },
    no: {
      titles: ["onMessage kjører utenfor transaksjonen; en feilet oppgjørsmelding går tapt"],
      facts: ["SettlementListener har @TransactionAttribute(NOT_SUPPORTED); meldingen kvitteres ved mottak."],
      fix: "Kjør onMessage i en containertransaksjon (REQUIRED).",
    },
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; symbol: string; title: string; category: string }[] =
  [
    {
      id: "remark-esql-names",
      file: ROUTE,
      line: 12,
      symbol: "PaymentFlow_RoutePayment.Main",
      title: "Name the reference variables after what they point to",
      category: "Readability",
    },
    {
      id: "remark-maxdepth",
      file: MQSC,
      line: 30,
      symbol: "QLOCAL(PAY.IN)",
      title: "MAXDEPTH of PAY.IN is the default",
      category: "Capacity",
    },
    {
      id: "remark-xsl-comments",
      file: XSLT,
      line: 4,
      symbol: "xsl:stylesheet",
      title: "Comment the field mapping",
      category: "Documentation",
    },
  ];

/** `runs` runs of the three agents over the payment middleware, with each finding's true issue. */
export function middlewareRuns(options: GeneratorOptions): Generated {
  return bilingualRuns(
    {
      name: "middleware",
      lang: "no",
      issues: ISSUES,
      remarks: REMARKS,
      names: (file) => TOOL_NAMES[file],
      remarkText: (remark, other) =>
        other
          ? `${remark.title}. En liten ting, men det hjelper neste utvikler.`
          : `${remark.title}. Minor; it helps the next developer on the flow.`,
    },
    options,
  );
}
