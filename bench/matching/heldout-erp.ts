/**
 * The fifteenth held-out generator family for grouping quality (issue #12): the order module of
 * an ERP on IBM i and OpenEdge, in Progress ABL (a long order-entry procedure file and a class),
 * RPG IV with embedded SQL, X++ and CL, none of which appear anywhere else in the tests.
 *
 * Written after every change to the matcher before it, and after the fourteenth family's first
 * run, and committed before anything was run on it; its first run's errors were then read, so it
 * is tuned against since (bench/matching/history.ts). Self-contained: its own
 * catalogue and model of how reports vary, its numbers from the project's seeded generator
 * (src/util/random.ts). What it models that the other families do not:
 *  - a dense file: one long ABL procedure file holds ten issues, six of them the security
 *    agent's: the same flaw (a query prepared from concatenated input) in four internal
 *    procedures, written in the same words but for the procedure, and a missing authority check
 *    in two more; two table scans in two procedures for the performance agent;
 *  - RPG members named as IBM i writes them (`ORDLIB/QRPGLESRC(INVPOST)`), as an IFS path in
 *    lower case, as the repository path, or bare; some runs cite the member's sequence numbers
 *    (`004500`) for its lines instead of the line (a hundred times the line);
 *  - symbols as ABL internal procedures (`PROCEDURE GetOrder`, `ordentry.p:GetOrder`), RPG
 *    procedures and subroutines (`dcl-proc PostInvoice`, `BEGSR $POST`), X++ methods
 *    (`SalesOrderService::createOrder`, `SalesOrderService.createOrder()`), CL commands
 *    (`SBMJOB`), or the statement at fault (`QUERY-PREPARE`, `EXEC SQL PREPARE`);
 *  - descriptions as `Finding / Evidence / Recommendation` with the line of code quoted, or as
 *    prose, some runs adding a CVSS vector and score;
 *  - categories as plain names, CWE ids with their names (`CWE-89: SQL Injection`), the IBM i
 *    security terms (`Adopted authority`, `*ALLOBJ`), or tags;
 *  - remarks a run makes on its own, some at a procedure that also holds an issue.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use as a
 * record of what the grouping first met.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import { choose, type Random } from "../../src/util/random.js";
import { drawRuns, severityNudged, symbolDrawn, usually } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type Agent = "security" | "performance" | "architecture";

interface ErpIssue {
  id: string;
  agent: Agent;
  severity: Severity;
  /** Share of runs that report it. */
  rate: number;
  file: string;
  line: number;
  /** The place in each form a report may write it: the first is the usual one. */
  symbols: string[];
  /** Plain name, CWE id with its name, platform term, tag: the first is the usual one. */
  categories: string[];
  titles: string[];
  /** Sentences saying what is wrong. */
  facts: string[];
  /** The line of code at fault, quoted as evidence. */
  code: string;
  advice: string;
  /** CVSS 3.1 vector and base score, for security issues. */
  cvss?: string;
}

const ORDENTRY = "src/abl/order/ordentry.p";
const PRICING = "src/abl/order/PricingEngine.cls";
const INVPOST = "qsys/ordlib/qrpglesrc/INVPOST.SQLRPGLE";
const STOCK = "qsys/ordlib/qrpglesrc/STKALLOC.RPGLE";
const NIGHTLY = "qsys/ordlib/qclsrc/NIGHTLY.CLLE";
const SERVICE = "xpp/SalesOrders/Classes/SalesOrderService.xpp";

/** The same flaw in each of several ABL internal procedures: each procedure's is its own issue. */
function preparedQuery(
  id: string,
  procedure: string,
  table: string,
  field: string,
  line: number,
  rate: number,
): ErpIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: ORDENTRY,
    line,
    symbols: [`PROCEDURE ${procedure}`, procedure, `ordentry.p:${procedure}`, "QUERY-PREPARE"],
    categories: ["SQL Injection", "CWE-89: SQL Injection", "Injection", "query-injection"],
    titles: [
      `Dynamic query built by concatenation in ${procedure}`,
      `Unvalidated input in the QUERY-PREPARE of ${procedure}`,
      `${procedure} prepares a query from user input`,
    ],
    facts: [
      `${procedure} passes "FOR EACH ${table} WHERE ${table}.${field} = " + the caller's value to QUERY-PREPARE without quoting it.`,
      `The WHERE clause of the ${table} query in ${procedure} is assembled from a parameter the screen passes through.`,
    ],
    code: `hQuery:QUERY-PREPARE("FOR EACH ${table} NO-LOCK WHERE ${table}.${field} = " + pc${field}).`,
    advice: "Use QUOTER() on the value or a static FOR EACH with the parameter.",
    cvss: "CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:N (8.1)",
  };
}

/** A procedure that changes data without asking whether the user may. */
function missingAuthority(
  id: string,
  procedure: string,
  action: string,
  line: number,
  rate: number,
): ErpIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: ORDENTRY,
    line,
    symbols: [`PROCEDURE ${procedure}`, procedure, `ordentry.p:${procedure}`],
    categories: ["Missing Authorization", "CWE-862: Missing Authorization", "Broken Access Control", "authz"],
    titles: [
      `${procedure} does not check the user's rights`,
      `Missing authority check before ${action}`,
      `Any user can run ${procedure}`,
    ],
    facts: [
      `${procedure} ${action} without calling the security check that the menu procedures call.`,
      `Nothing in ${procedure} compares the user's role with what the action needs; only the menu hides it.`,
    ],
    code: `PROCEDURE ${procedure}:`,
    advice: "Call CheckUserRight at the start of the procedure and return an error when it fails.",
    cvss: "CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:N/I:H/A:N (6.5)",
  };
}

/** A table read without a usable index in one ABL procedure. */
function wholeIndex(id: string, procedure: string, table: string, line: number, rate: number): ErpIssue {
  return {
    id,
    agent: "performance",
    severity: "MEDIUM",
    rate,
    file: ORDENTRY,
    line,
    symbols: [`PROCEDURE ${procedure}`, procedure, `ordentry.p:${procedure}`, `FOR EACH ${table}`],
    categories: ["Full Table Scan", "WHOLE-INDEX", "perf", "Database Performance"],
    titles: [
      `FOR EACH on ${table} reads the whole table in ${procedure}`,
      `WHOLE-INDEX scan of ${table} in ${procedure}`,
    ],
    facts: [
      `The FOR EACH ${table} in ${procedure} filters on fields no index starts with, so the compiler falls back to WHOLE-INDEX.`,
      `${procedure} scans every ${table} record to find a handful.`,
    ],
    code: `FOR EACH ${table} NO-LOCK WHERE ${table}.Status = "open" AND ${table}.Region = pcRegion:`,
    advice: `Add an index on ${table} led by Region and Status, or filter on an indexed field first.`,
  };
}

const ISSUES: ErpIssue[] = [
  preparedQuery("abl-query-getorder", "GetOrder", "Order", "OrderNum", 212, 0.8),
  preparedQuery("abl-query-getcustomer", "GetCustomer", "Customer", "CustNum", 398, 0.65),
  preparedQuery("abl-query-searchitems", "SearchItems", "Item", "ItemName", 615, 0.55),
  preparedQuery("abl-query-listinvoices", "ListInvoices", "Invoice", "InvoiceDate", 1042, 0.45),
  missingAuthority("abl-auth-deleteorder", "DeleteOrder", "deletes the order and its lines", 1320, 0.6),
  missingAuthority("abl-auth-applydiscount", "ApplyDiscount", "sets the discount on an order", 1488, 0.5),
  wholeIndex("abl-scan-openorders", "ListOpenOrders", "Order", 1710, 0.5),
  wholeIndex("abl-scan-backorders", "ListBackorders", "OrderLine", 1866, 0.35),
  {
    id: "abl-shared-vars",
    agent: "architecture",
    severity: "LOW",
    rate: 0.5,
    file: ORDENTRY,
    line: 14,
    symbols: ["DEFINE NEW SHARED VARIABLE", "ordentry.p", "gcCurrentUser"],
    categories: ["Global State", "Design", "Maintainability"],
    titles: [
      "NEW SHARED variables carry state between procedures",
      "Shared variables couple ordentry.p to its callers",
    ],
    facts: [
      "ordentry.p defines gcCurrentUser and giCompany as NEW SHARED, and every called program reads them implicitly.",
      "State passes between programs through shared variables rather than parameters.",
    ],
    code: "DEFINE NEW SHARED VARIABLE gcCurrentUser AS CHARACTER NO-UNDO.",
    advice: "Pass the user and company as parameters or hold them in a session class.",
  },
  {
    id: "abl-transaction-scope",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.45,
    file: ORDENTRY,
    line: 905,
    symbols: ["PROCEDURE SaveOrder", "SaveOrder", "ordentry.p:SaveOrder", "DO TRANSACTION"],
    categories: ["Transaction Scope", "Data Integrity", "Reliability"],
    titles: [
      "Transaction in SaveOrder spans the user's confirmation",
      "SaveOrder holds a transaction open across UI input",
    ],
    facts: [
      "SaveOrder opens DO TRANSACTION before the confirmation dialog, so record locks are held while the user decides.",
      "The transaction block includes a WAIT-FOR on the confirm button.",
    ],
    code: "DO TRANSACTION ON ERROR UNDO, LEAVE:",
    advice: "Ask for confirmation first and keep the transaction to the writes.",
  },
  {
    id: "cls-pricing-float",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.5,
    file: PRICING,
    line: 77,
    symbols: ["PricingEngine:CalcLineTotal", "CalcLineTotal", "METHOD PUBLIC DECIMAL CalcLineTotal"],
    categories: ["Numeric Precision", "CWE-681: Incorrect Conversion between Numeric Types", "correctness"],
    titles: ["Line totals rounded before the discount is applied", "CalcLineTotal rounds too early"],
    facts: [
      "CalcLineTotal rounds the unit price to two decimals, then applies the percentage discount to the rounded amount.",
      "Rounding happens per unit instead of once per line.",
    ],
    code: "dUnit = ROUND(pdPrice * (1 - pdDiscPct / 100), 2).",
    advice: "Compute the line total at full precision and round once.",
  },
  {
    id: "cls-pricing-cache",
    agent: "performance",
    severity: "LOW",
    rate: 0.4,
    file: PRICING,
    line: 120,
    symbols: ["PricingEngine:GetPriceList", "GetPriceList", "FIND FIRST PriceList"],
    categories: ["Repeated Lookup", "perf", "Caching"],
    titles: ["Price list re-read for every order line", "GetPriceList is not cached"],
    facts: [
      "GetPriceList runs FIND FIRST PriceList for each line although the list is the same for the whole order.",
      "Each line of an order repeats the same database read.",
    ],
    code: "FIND FIRST PriceList NO-LOCK WHERE PriceList.CustNum = piCust AND PriceList.Active.",
    advice: "Read the price list once per order and pass it to each line.",
  },
  {
    id: "rpg-sql-concat",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.75,
    file: INVPOST,
    line: 88,
    symbols: ["dcl-proc PostInvoice", "PostInvoice", "EXEC SQL PREPARE", "INVPOST"],
    categories: ["SQL Injection", "CWE-89: SQL Injection", "Injection", "sqli"],
    titles: [
      "Embedded SQL statement concatenated from the customer field",
      "SQL injection in PostInvoice",
      "PREPARE from a concatenated string in INVPOST",
    ],
    facts: [
      "PostInvoice builds stmt = 'UPDATE ARMAST SET BAL = BAL + ' + %char(amt) + ' WHERE CUSNO = ''' + cusno + '''' and prepares it.",
      "The customer number from the display file goes into dynamic SQL without a parameter marker.",
    ],
    code: "exec sql prepare S1 from :stmt;",
    advice: "Use parameter markers (WHERE CUSNO = ?) and EXECUTE USING.",
    cvss: "CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H (8.8)",
  },
  {
    id: "rpg-adopted-authority",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: INVPOST,
    line: 3,
    symbols: ["ctl-opt", "INVPOST", "USRPRF(*OWNER)"],
    categories: [
      "Adopted authority",
      "CWE-250: Execution with Unnecessary Privileges",
      "*ALLOBJ",
      "privilege",
    ],
    titles: ["INVPOST runs with its owner's authority", "Program adopts QSECOFR authority"],
    facts: [
      "The program is compiled USRPRF(*OWNER) and owned by QSECOFR, so every caller runs it with *ALLOBJ.",
      "Adopted authority gives the posting program far more rights than the posting needs.",
    ],
    code: "ctl-opt dftactgrp(*no) actgrp(*new) usrprf(*owner);",
    advice: "Compile with USRPRF(*USER) and grant the needed object authorities to a group profile.",
    cvss: "CVSS:3.1/AV:L/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H (7.8)",
  },
  {
    id: "rpg-commit-control",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.45,
    file: INVPOST,
    line: 120,
    symbols: ["dcl-proc PostInvoice", "PostInvoice", "BEGSR $POST", "INVPOST"],
    categories: ["Data Integrity", "Missing Transaction", "Reliability"],
    titles: ["Invoice posting runs without commitment control", "Partial postings left when INVPOST fails"],
    facts: [
      "The header update, the ledger write and the balance update in PostInvoice run without COMMIT, so a failure in the middle leaves half a posting.",
      "No commitment control is started for the three writes of a posting.",
    ],
    code: "exec sql set option commit = *none;",
    advice: "Run with COMMIT(*CHG) and commit after the three writes.",
  },
  {
    id: "rpg-stock-lock",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.6,
    file: STOCK,
    line: 54,
    symbols: ["BEGSR $ALLOC", "$ALLOC", "CHAIN", "STKALLOC"],
    categories: ["Record Lock Contention", "Locking", "perf"],
    titles: ["Stock record locked while the screen waits", "CHAIN for update held across EXFMT"],
    facts: [
      "$ALLOC reads the item with CHAIN for update, then shows the allocation screen, so the record stays locked while the user types.",
      "Other jobs allocating the same item wait on the record lock until the operator answers.",
    ],
    code: "chain (item) ITMBAL; exfmt ALLOCSCR;",
    advice: "Read with (N) for display and re-read for update after the operator confirms.",
  },
  {
    id: "rpg-stock-loop",
    agent: "performance",
    severity: "LOW",
    rate: 0.4,
    file: STOCK,
    line: 97,
    symbols: ["BEGSR $TOTAL", "$TOTAL", "SETLL", "STKALLOC"],
    categories: ["Inefficient Loop", "perf", "Performance"],
    titles: [
      "Totals recomputed by reading every warehouse record",
      "$TOTAL rereads ITMBAL for each order line",
    ],
    facts: [
      "$TOTAL positions with SETLL and reads all ITMBAL records of the item for every order line.",
      "The same balances are summed once per line.",
    ],
    code: "setll (item) ITMBAL; dow not %eof(ITMBAL);",
    advice: "Sum the balances once per item, or use an SQL SUM.",
  },
  {
    id: "cl-hardcoded-user",
    agent: "security",
    severity: "HIGH",
    rate: 0.65,
    file: NIGHTLY,
    line: 22,
    symbols: ["SBMJOB", "NIGHTLY", "SBMJOB USER(QSECOFR)"],
    categories: ["Excessive Privilege", "CWE-269: Improper Privilege Management", "*ALLOBJ", "privilege"],
    titles: ["Nightly job submitted as QSECOFR", "SBMJOB runs the batch under the security officer"],
    facts: [
      "NIGHTLY submits the posting batch with SBMJOB USER(QSECOFR), so the whole batch runs with *ALLOBJ and *SECADM.",
      "The night's batch job runs as the security officer.",
    ],
    code: "SBMJOB CMD(CALL PGM(ORDLIB/INVPOST)) JOB(NIGHTPOST) USER(QSECOFR)",
    advice: "Submit under a dedicated batch profile with only the authorities the batch needs.",
    cvss: "CVSS:3.1/AV:L/AC:L/PR:H/UI:N/S:U/C:H/I:H/A:H (6.7)",
  },
  {
    id: "cl-monmsg-all",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.5,
    file: NIGHTLY,
    line: 25,
    symbols: ["MONMSG", "NIGHTLY", "MONMSG MSGID(CPF0000)"],
    categories: ["Swallowed Errors", "CWE-390: Detection of Error Condition Without Action", "Reliability"],
    titles: ["MONMSG CPF0000 hides every failure of the batch", "All errors ignored in NIGHTLY"],
    facts: [
      "A global MONMSG MSGID(CPF0000) with no EXEC lets the program go on after any failed command.",
      "Failed steps of the nightly batch are ignored and nothing is logged.",
    ],
    code: "MONMSG MSGID(CPF0000)",
    advice: "Monitor specific messages and send an escape message or log on failure.",
  },
  {
    id: "xpp-sql-strfmt",
    agent: "security",
    severity: "HIGH",
    rate: 0.7,
    file: SERVICE,
    line: 64,
    symbols: [
      "SalesOrderService::findByReference",
      "findByReference",
      "SalesOrderService.findByReference()",
      "Statement::executeQuery",
    ],
    categories: ["SQL Injection", "CWE-89: SQL Injection", "Injection", "sqli"],
    titles: [
      "Direct SQL built with strFmt in findByReference",
      "Customer reference concatenated into a direct SQL statement",
    ],
    facts: [
      "findByReference formats the customer's reference into a SELECT with strFmt and runs it through Statement::executeQuery.",
      "The reference from the portal ends up in direct SQL unescaped.",
    ],
    code: "resultSet = statement.executeQuery(strFmt(\"SELECT * FROM SALESTABLE WHERE CUSTOMERREF = '%1'\", _ref));",
    advice: "Use a select statement with the variable, or SqlStatementExecutePermission with parameters.",
    cvss: "CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:N/A:N (6.5)",
  },
  {
    id: "xpp-cross-company",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: SERVICE,
    line: 102,
    symbols: [
      "SalesOrderService::listOrders",
      "listOrders",
      "SalesOrderService.listOrders()",
      "crossCompany",
    ],
    categories: [
      "Information Exposure",
      "CWE-200: Exposure of Sensitive Information",
      "Broken Access Control",
      "data-exposure",
    ],
    titles: [
      "listOrders reads every legal entity's orders",
      "crossCompany query returns other companies' data",
    ],
    facts: [
      "listOrders selects SalesTable with crossCompany and no company filter, so a user sees orders of entities they have no access to.",
      "The portal's order list spans all legal entities.",
    ],
    code: "while select crossCompany salesTable where salesTable.CustAccount == _account",
    advice: "Drop crossCompany or restrict it to the companies the user may see.",
  },
  {
    id: "xpp-select-in-loop",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.55,
    file: SERVICE,
    line: 140,
    symbols: [
      "SalesOrderService::createLines",
      "createLines",
      "SalesOrderService.createLines()",
      "select forupdate",
    ],
    categories: ["N+1 Query", "perf", "Database Performance"],
    titles: ["A select per line in createLines", "InventTable read inside the line loop"],
    facts: [
      "createLines runs select firstonly InventTable for each line of the incoming order.",
      "Large orders issue one database round trip per line.",
    ],
    code: "select firstonly inventTable where inventTable.ItemId == line.ItemId;",
    advice: "Join InventTable in one query or cache items by id.",
  },
  {
    id: "xpp-doinsert",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.4,
    file: SERVICE,
    line: 151,
    symbols: ["SalesOrderService::createLines", "createLines", "SalesOrderService.createLines()", "doInsert"],
    categories: ["Bypassed Validation", "Data Integrity", "Maintainability"],
    titles: ["doInsert skips the table's validation and events", "Order lines written with doInsert"],
    facts: [
      "createLines calls salesLine.doInsert(), which skips validateWrite, insert overrides and event handlers.",
      "Lines created by the service bypass the business logic the form relies on.",
    ],
    code: "salesLine.doInsert();",
    advice: "Use insert() after validateWrite(), or the SalesLine data entity.",
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; symbol: string; title: string; category: string }[] =
  [
    {
      id: "remark-no-undo",
      file: ORDENTRY,
      line: 220,
      symbol: "GetOrder",
      title: "Variables defined without NO-UNDO",
      category: "Code Style",
    },
    {
      id: "remark-comment-header",
      file: INVPOST,
      line: 1,
      symbol: "INVPOST",
      title: "Program header lacks a change history",
      category: "Documentation",
    },
    {
      id: "remark-indicator-names",
      file: STOCK,
      line: 60,
      symbol: "$ALLOC",
      title: "Numbered indicators should be named",
      category: "Readability",
    },
    {
      id: "remark-label-case",
      file: SERVICE,
      line: 30,
      symbol: "SalesOrderService",
      title: "Hard-coded label strings should be label ids",
      category: "Localization",
    },
  ];

/** How one run writes: its habits, kept for the whole run. */
interface Style {
  /** How RPG and CL members are named. */
  memberForm: "repo" | "member" | "ifs" | "bare";
  /** Lines of RPG members as sequence numbers (a hundred times the line). */
  sequenceNumbers: boolean;
  describe: "sections" | "prose";
  cvss: boolean;
  lines: boolean;
}

function styleOf(random: Random, v: number): Style {
  return {
    memberForm: random() < 1 - v ? "repo" : choose(random, ["repo", "member", "ifs", "bare"] as const),
    sequenceNumbers: random() < v * 0.2,
    describe: random() < 0.5 ? "sections" : "prose",
    cvss: random() < 0.35,
    lines: random() >= v * 0.15,
  };
}

const isMember = (file: string) => file.startsWith("qsys/");

function pathIn(file: string, style: Style, random: Random, v: number): string {
  const bare = file.slice(file.lastIndexOf("/") + 1);
  if (isMember(file)) {
    const form =
      random() < v * 0.15 ? choose(random, ["repo", "member", "ifs", "bare"] as const) : style.memberForm;
    if (form === "member") {
      // ORDLIB/QRPGLESRC(INVPOST): library, source file, member.
      const [, library, sourceFile] = file.split("/");
      return `${library!.toUpperCase()}/${sourceFile!.toUpperCase()}(${bare.replace(/\..*$/, "")})`;
    }
    if (form === "ifs") return `/home/build/${file.toLowerCase()}`;
    if (form === "bare") return bare;
    return file;
  }
  return random() < v * 0.3 ? bare : file;
}

/** One run's report of one issue. */
function reportOf(issue: ErpIssue, style: Style, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.3, random);
  const category = usually(issue.categories, v, random);
  const title = usually(issue.titles, v, random);
  const fact = usually(issue.facts, v, random);
  let description =
    style.describe === "sections"
      ? `Finding: ${fact}\nEvidence: \`${issue.code}\`\nRecommendation: ${issue.advice}`
      : `${fact} ${issue.advice}`;
  if (style.cvss && issue.cvss) description += `\nCVSS: ${issue.cvss}`;
  let line: number | undefined;
  if (style.lines && random() >= v * 0.1) {
    const spread = v > 0.5 ? 6 : 2;
    line = Math.max(1, issue.line + Math.round((random() * 2 - 1) * spread));
    if (style.sequenceNumbers && isMember(issue.file)) line *= 100;
  }
  const symbol = symbolDrawn(issue.symbols, random, v);
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
  const line = style.sequenceNumbers && isMember(remark.file) ? remark.line * 100 : remark.line;
  return {
    agent: "architecture",
    category: remark.category,
    severity: "INFO",
    title: remark.title,
    description: `${remark.title} in ${remark.symbol}; it does not change behaviour but slows every later change.`,
    file: pathIn(remark.file, style, random, v),
    symbol: remark.symbol,
    ...(style.lines && { line }),
  };
}

/** `runs` runs of the three agents over the ERP's order module, with each finding's true issue. */
export function erpRuns(options: GeneratorOptions): Generated {
  return drawRuns(
    {
      name: "erp",
      model: "erp-generator",
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
