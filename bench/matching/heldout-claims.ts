/**
 * The twelfth held-out generator family for grouping quality (issue #12): an insurer's claims
 * platform in Oracle PL/SQL packages, Svelte components, a GraphQL schema and its resolvers,
 * Protocol Buffers services, Azure Bicep and Ansible, none of which appear anywhere else in the
 * tests.
 *
 * Written after every change to the matcher before it, and committed before anything was run on
 * it; never tuned against. Self-contained: its own catalogue and model of how reports vary, its
 * numbers from the project's seeded generator (src/util/random.ts; until a review after its
 * first run it drew from a copy of another family's generator). What it models that the other
 * families do not:
 *  - categories as scanner rule ids, each run keeping one scanner's habit (`js/xss`,
 *    `plsql.security.dynamic-sql-concat`, `S3649`), besides plain names and CWE ids;
 *  - titles that open with the file or the component (`ClaimForm.svelte: …`) or close with the
 *    rule id in brackets;
 *  - descriptions in Markdown: a `Location:` line with a line range (`#L41-L44`), the code at
 *    fault in a fenced block, the explanation as bullets;
 *  - symbols in the forms of six languages: PL/SQL package procedures upper or lower case, with
 *    or without their parameter lists; GraphQL fields as `Mutation.approveClaim`,
 *    `Mutation/approveClaim` or bare; gRPC methods as `claims.v1.ClaimService/SubmitClaim` or
 *    `rpc SubmitClaim`; Svelte components, their handlers and their directives (`on:submit`);
 *    Bicep symbolic names or resource types; Ansible tasks by their quoted names;
 *  - two injections two lines apart in one PL/SQL procedure, the same missing check on two
 *    GraphQL mutations, the same setting on two Bicep resources, and two `{@html}` blocks in
 *    one component: each of them its own issue;
 *  - remarks a run makes on its own about some place, the same remark about the same place
 *    being the same finding.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Run, Severity } from "../../src/findings/types.js";
import { choose, seeded, shuffle } from "../../src/util/random.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type Agent = "security" | "reliability" | "maintainability";
type Scanner = "codeql" | "semgrep" | "sonar";

/** One issue's category in each vocabulary a run may use. */
interface Category {
  name: string;
  cwe?: string;
  /** Rule ids, by the scanner whose naming a run follows. */
  rules: Record<Scanner, string>;
}

/** The forms one place is written in: every report names it in one of them, or not at all. */
interface Place {
  /** The usual, qualified form. */
  qualified: string;
  /** The name alone. */
  bare: string;
  /** As declared, with parameters or keywords. */
  declared: string;
  /** Another form the language's tools use. */
  other: string;
}

interface ClaimsIssue {
  id: string;
  agent: Agent;
  severity: Severity;
  /** Share of runs that report it. */
  rate: number;
  file: string;
  line: number;
  /** The first line of the enclosing procedure, field, component or resource. */
  start: number;
  place: Place;
  category: Category;
  titles: string[];
  facts: string[];
  /** The code at fault, quoted in a fenced block by some reports. */
  code: string;
  impact: string[];
  fix: string[];
}

const SETTLE = "db/packages/claims_pkg.pkb";
const FORM = "web/src/lib/components/ClaimForm.svelte";
const NOTES = "web/src/lib/components/AdjusterNotes.svelte";
const SCHEMA = "api/graphql/resolvers/claims.resolvers.mjs";
const PROTO = "proto/claims/v1/claims.proto";
const INFRA = "infra/azure/main.bicep";
const DEPLOY = "ops/ansible/roles/claims-agent/tasks/main.yml";
const FILES = [SETTLE, FORM, NOTES, SCHEMA, PROTO, INFRA, DEPLOY];

/** Places two issues of the catalogue share. */
const SEARCH_CLAIMS: Place = {
  qualified: "CLAIMS_PKG.SEARCH_CLAIMS",
  bare: "search_claims",
  declared: "PROCEDURE search_claims(p_status IN VARCHAR2, p_order_by IN VARCHAR2, p_cur OUT SYS_REFCURSOR)",
  other: "claims_pkg.search_claims",
};

const SETTLE_CLAIM: Place = {
  qualified: "CLAIMS_PKG.SETTLE_CLAIM",
  bare: "settle_claim",
  declared: "PROCEDURE settle_claim(p_claim_id IN NUMBER, p_amount IN NUMBER)",
  other: "claims_pkg.settle_claim",
};

const HANDLE_SUBMIT: Place = {
  qualified: "ClaimForm.handleSubmit",
  bare: "handleSubmit",
  declared: "async function handleSubmit(event)",
  other: "on:submit",
};

const SQL_INJECTION: Category = {
  name: "SQL Injection",
  cwe: "CWE-89",
  rules: { codeql: "sql/injection", semgrep: "plsql.security.dynamic-sql-concat", sonar: "S3649" },
};
const XSS: Category = {
  name: "Cross-site scripting",
  cwe: "CWE-79",
  rules: { codeql: "js/xss", semgrep: "svelte.security.at-html-unsanitized", sonar: "S5131" },
};
const MISSING_AUTHZ: Category = {
  name: "Missing authorization",
  cwe: "CWE-862",
  rules: {
    codeql: "js/missing-authorization",
    semgrep: "graphql.security.resolver-no-authz",
    sonar: "S4834",
  },
};
const PUBLIC_NETWORK: Category = {
  name: "Public network access",
  cwe: "CWE-668",
  rules: {
    codeql: "bicep/public-network-access",
    semgrep: "bicep.azure.public-network-enabled",
    sonar: "S6388",
  },
};

/** A GraphQL mutation whose resolver checks the session but not the adjuster's role. */
function unguardedMutation(id: string, field: string, line: number, rate: number, act: string): ClaimsIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: SCHEMA,
    line,
    start: line - 3,
    place: {
      qualified: `Mutation.${field}`,
      bare: field,
      declared: `${field}: async (_parent, args, ctx) =>`,
      other: `Mutation/${field}`,
    },
    category: MISSING_AUTHZ,
    titles: [
      `Any signed-in user can ${act}`,
      `${field} resolver has no role check`,
      `Missing adjuster role check on ${field}`,
    ],
    facts: [
      `The ${field} resolver only checks that ctx.user is set; it never checks for the adjuster role before it ${act.replace(/^\w+/, (w) => `${w}s`)}.`,
      `${field} trusts any authenticated caller, so a policyholder's token is enough to ${act}.`,
    ],
    code: `if (!ctx.user) throw new AuthenticationError();`,
    impact: [
      "A policyholder can approve or reopen claims, their own included.",
      "Claim decisions can be made by users who are not adjusters.",
    ],
    fix: [
      `Require ctx.user.roles to include ADJUSTER in ${field}.`,
      "Add the @auth(requires: ADJUSTER) directive.",
    ],
  };
}

/** A Bicep resource left open to the internet: each resource its own issue. */
function publicResource(
  id: string,
  name: string,
  type: string,
  line: number,
  rate: number,
  what: string,
): ClaimsIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file: INFRA,
    line,
    start: line - 4,
    place: {
      qualified: name,
      bare: name,
      declared: `resource ${name} '${type}@2023-01-01'`,
      other: type,
    },
    category: PUBLIC_NETWORK,
    titles: [
      `${what} reachable from the internet`,
      `publicNetworkAccess enabled on ${name}`,
      `${what} not restricted to the virtual network`,
    ],
    facts: [
      `${name} sets publicNetworkAccess to 'Enabled' and declares no firewall rules.`,
      `The ${what.toLowerCase()} accepts connections from any address.`,
    ],
    code: `publicNetworkAccess: 'Enabled'`,
    impact: ["Claim documents and personal data are one leaked key away from anyone on the internet."],
    fix: [`Set publicNetworkAccess to 'Disabled' on ${name} and use a private endpoint.`],
  };
}

const CATALOGUE: ClaimsIssue[] = [
  {
    id: "plsql-status-sqli",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.85,
    file: SETTLE,
    line: 112,
    start: 98,
    place: SEARCH_CLAIMS,
    category: SQL_INJECTION,
    titles: [
      "Claim status concatenated into dynamic SQL",
      "SQL injection through p_status",
      "OPEN FOR with an unbound status filter",
    ],
    facts: [
      "search_claims appends p_status to the WHERE clause of the query it opens with OPEN p_cur FOR.",
      "The status filter is concatenated into the statement text instead of bound with USING.",
    ],
    code: "l_sql := l_sql || ' WHERE status = ''' || p_status || '''';",
    impact: ["A crafted status value reads every claim, or runs any statement the package owner may run."],
    fix: [
      "Bind the status with OPEN p_cur FOR l_sql USING p_status.",
      "Use a static cursor for the status filter.",
    ],
  },
  {
    id: "plsql-orderby-sqli",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: SETTLE,
    line: 114,
    start: 98,
    place: SEARCH_CLAIMS,
    category: SQL_INJECTION,
    titles: [
      "Sort column taken from the caller",
      "ORDER BY built from p_order_by",
      "SQL injection in the ordering clause",
    ],
    facts: [
      "p_order_by is appended after ORDER BY without checking it against the claim columns.",
      "The ordering column comes from the API unvalidated and cannot be bound, so it is injected as text.",
    ],
    code: "l_sql := l_sql || ' ORDER BY ' || p_order_by;",
    impact: ["An attacker can append a subquery to the ORDER BY and read other tables one bit at a time."],
    fix: [
      "Map p_order_by to a fixed list of columns with a CASE expression.",
      "Check p_order_by with DBMS_ASSERT.SIMPLE_SQL_NAME against the allowed columns.",
    ],
  },
  {
    id: "plsql-settle-race",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.5,
    file: SETTLE,
    line: 163,
    start: 150,
    place: SETTLE_CLAIM,
    category: {
      name: "Race condition",
      cwe: "CWE-362",
      rules: {
        codeql: "sql/check-then-act",
        semgrep: "plsql.correctness.select-then-update",
        sonar: "S2886",
      },
    },
    titles: [
      "Claim can be paid twice",
      "Status checked and updated in two statements",
      "Double settlement under concurrent calls",
    ],
    facts: [
      "settle_claim reads the claim's status, then updates it and inserts the payment, without SELECT … FOR UPDATE.",
      "Two calls for the same claim can both see status OPEN before either commits.",
    ],
    code: "SELECT status INTO l_status FROM claims WHERE claim_id = p_claim_id;",
    impact: ["The same claim is paid out twice when two adjusters settle it at once."],
    fix: [
      "Lock the row with SELECT … FOR UPDATE.",
      "Update with WHERE status = 'OPEN' and check SQL%ROWCOUNT.",
    ],
  },
  {
    id: "plsql-when-others",
    agent: "maintainability",
    severity: "MEDIUM",
    rate: 0.55,
    file: SETTLE,
    line: 188,
    start: 150,
    place: SETTLE_CLAIM,
    category: {
      name: "Swallowed exception",
      cwe: "CWE-390",
      rules: {
        codeql: "sql/when-others-null",
        semgrep: "plsql.best-practice.when-others-then-null",
        sonar: "S1166",
      },
    },
    titles: [
      "WHEN OTHERS THEN NULL hides payment failures",
      "Errors silently ignored",
      "Exception handler discards every error",
    ],
    facts: [
      "The block that inserts into claim_payments ends with WHEN OTHERS THEN NULL.",
      "A failed payment insert is neither logged nor raised, and the caller is told the claim was settled.",
    ],
    code: "EXCEPTION WHEN OTHERS THEN NULL;",
    impact: ["Claims are marked settled although no payment was recorded."],
    fix: [
      "Log the error and re-raise it.",
      "Handle only the exceptions you expect and let the rest propagate.",
    ],
  },
  {
    id: "svelte-notes-html",
    agent: "security",
    severity: "HIGH",
    rate: 0.8,
    file: NOTES,
    line: 41,
    start: 38,
    place: {
      qualified: "AdjusterNotes",
      bare: "AdjusterNotes",
      declared: "{@html note.body}",
      other: "AdjusterNotes.svelte",
    },
    category: XSS,
    titles: [
      "Adjuster note rendered with {@html}",
      "Stored XSS in claim notes",
      "Unsanitized note body inserted as HTML",
    ],
    facts: [
      "The notes list renders each note.body with {@html}, and the body is what the policyholder typed.",
      "Note bodies come from the claimant's messages and are inserted into the page without DOMPurify.",
    ],
    code: '<div class="note">{@html note.body}</div>',
    impact: ["A claimant can run script in an adjuster's session and approve their own claim."],
    fix: ["Render note.body as text.", "Sanitize the body with DOMPurify before {@html}."],
  },
  {
    id: "svelte-comment-html",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: NOTES,
    line: 67,
    start: 63,
    place: {
      qualified: "AdjusterNotes",
      bare: "AdjusterNotes",
      declared: "{@html comment.html}",
      other: "AdjusterNotes.svelte",
    },
    category: XSS,
    titles: [
      "Review comment rendered with {@html}",
      "XSS through the supervisor comment",
      "Comment HTML inserted without sanitizing",
    ],
    facts: [
      "The supervisor review block renders comment.html with {@html}; the HTML comes from the rich-text editor unfiltered.",
      "comment.html is stored as the editor produced it and rendered raw in the review panel.",
    ],
    code: '<section class="review">{@html comment.html}</section>',
    impact: ["Any supervisor who opens the review panel runs the author's script."],
    fix: [
      "Sanitize comment.html on save and on render.",
      "Allow only the editor's own tags through a sanitizer.",
    ],
  },
  {
    id: "svelte-form-token",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.5,
    file: FORM,
    line: 22,
    start: 18,
    place: HANDLE_SUBMIT,
    category: {
      name: "Sensitive data in browser storage",
      cwe: "CWE-922",
      rules: {
        codeql: "js/clear-text-storage-of-sensitive-data",
        semgrep: "javascript.browser.security.localstorage-token",
        sonar: "S5332",
      },
    },
    titles: [
      "Access token kept in localStorage",
      "Bearer token readable by any script",
      "Session token stored in the browser",
    ],
    facts: [
      "handleSubmit reads the bearer token from localStorage to call the claims API.",
      "The login flow saves the access token in localStorage, where any injected script can read it.",
    ],
    code: "const token = localStorage.getItem('claims_token');",
    impact: ["Any XSS in the portal hands over a full session token."],
    fix: ["Keep the session in an HttpOnly cookie.", "Hold the token in memory only."],
  },
  {
    id: "svelte-form-double-submit",
    agent: "reliability",
    severity: "LOW",
    rate: 0.35,
    file: FORM,
    line: 29,
    start: 18,
    place: HANDLE_SUBMIT,
    category: {
      name: "Duplicate submission",
      rules: {
        codeql: "js/duplicate-request",
        semgrep: "svelte.correctness.submit-not-disabled",
        sonar: "S6440",
      },
    },
    titles: [
      "Form can be submitted twice",
      "Submit button stays enabled while saving",
      "Duplicate claims from double clicks",
    ],
    facts: [
      "The submit button is not disabled while handleSubmit awaits the API, so a second click sends the claim again.",
      "Nothing marks the form as submitting; each click starts another request.",
    ],
    code: "await api.submitClaim(form);",
    impact: ["Policyholders file the same claim twice."],
    fix: ["Disable the button while the request is in flight.", "Send an idempotency key with the claim."],
  },
  unguardedMutation("gql-approve-authz", "approveClaim", 54, 0.75, "approve a claim"),
  unguardedMutation("gql-reopen-authz", "reopenClaim", 81, 0.5, "reopen a claim"),
  {
    id: "gql-claims-n-plus-one",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.55,
    file: SCHEMA,
    line: 118,
    start: 115,
    place: {
      qualified: "Claim.documents",
      bare: "documents",
      declared: "documents: (claim, _args, ctx) =>",
      other: "Claim/documents",
    },
    category: {
      name: "N+1 queries",
      rules: {
        codeql: "js/n-plus-one-query",
        semgrep: "graphql.performance.resolver-query-per-parent",
        sonar: "S6493",
      },
    },
    titles: [
      "One database query per claim for its documents",
      "N+1 query in Claim.documents",
      "Documents fetched claim by claim",
    ],
    facts: [
      "The documents field resolver runs a SELECT for every claim in the list instead of batching with a DataLoader.",
      "Listing 100 claims with their documents issues 101 queries.",
    ],
    code: "return ctx.db.query('SELECT * FROM documents WHERE claim_id = $1', [claim.id]);",
    impact: ["The claims list slows down linearly with its length and loads the database."],
    fix: ["Batch the lookups with a DataLoader keyed by claim id."],
  },
  {
    id: "proto-upload-size",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.45,
    file: PROTO,
    line: 27,
    start: 25,
    place: {
      qualified: "claims.v1.ClaimService/UploadDocument",
      bare: "UploadDocument",
      declared: "rpc UploadDocument(UploadDocumentRequest) returns (Document)",
      other: "ClaimService.UploadDocument",
    },
    category: {
      name: "Uncontrolled resource consumption",
      cwe: "CWE-400",
      rules: {
        codeql: "proto/unbounded-bytes-field",
        semgrep: "protobuf.grpc.unbounded-upload",
        sonar: "S5693",
      },
    },
    titles: [
      "Document upload has no size limit",
      "Whole file sent in one bytes field",
      "Unbounded upload message",
    ],
    facts: [
      "UploadDocumentRequest carries the whole file in a single bytes field and the service sets no max receive size.",
      "A client can send a message of any size to UploadDocument; it is buffered in memory in full.",
    ],
    code: "bytes content = 3;",
    impact: ["One large upload can exhaust the service's memory."],
    fix: ["Stream the file in chunks.", "Set MaxReceiveMessageSize and reject large documents."],
  },
  publicResource(
    "bicep-storage-public",
    "claimDocs",
    "Microsoft.Storage/storageAccounts",
    14,
    0.7,
    "Document storage",
  ),
  publicResource("bicep-sql-public", "claimsDb", "Microsoft.Sql/servers", 43, 0.45, "Claims database server"),
  {
    id: "ansible-secret-log",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: DEPLOY,
    line: 19,
    start: 17,
    place: {
      qualified: "Configure claims agent credentials",
      bare: "Configure claims agent credentials",
      declared: "- name: Configure claims agent credentials",
      other: "ansible.builtin.template",
    },
    category: {
      name: "Secret in logs",
      cwe: "CWE-532",
      rules: {
        codeql: "yaml/ansible-missing-no-log",
        semgrep: "yaml.ansible.security.no-log-missing",
        sonar: "S6437",
      },
    },
    titles: [
      "Task with the API key lacks no_log",
      "Credentials printed in the Ansible output",
      "Secret leaks into CI logs",
    ],
    facts: [
      "The task that renders agent.env from claims_api_key has no no_log: true, so the key appears in verbose output.",
      "claims_api_key is passed to the template task without no_log.",
    ],
    code: "src: agent.env.j2",
    impact: ["Anyone who can read the deployment logs gets the claims API key."],
    fix: ["Add no_log: true to the task."],
  },
];

/** Other places of each file, where a run's own remarks can land. */
const OTHER_PLACES: Record<string, { place: Place; start: number }[]> = {
  [SETTLE]: [
    {
      place: {
        qualified: "CLAIMS_PKG.LOG_EVENT",
        bare: "log_event",
        declared: "PROCEDURE log_event(p_text IN VARCHAR2)",
        other: "claims_pkg.log_event",
      },
      start: 30,
    },
  ],
  [FORM]: [
    {
      place: {
        qualified: "ClaimForm.validate",
        bare: "validate",
        declared: "function validate(form)",
        other: "on:blur",
      },
      start: 60,
    },
  ],
  [NOTES]: [
    {
      place: {
        qualified: "AdjusterNotes",
        bare: "AdjusterNotes",
        declared: "<script>",
        other: "AdjusterNotes.svelte",
      },
      start: 1,
    },
  ],
  [SCHEMA]: [
    {
      place: {
        qualified: "Query.claims",
        bare: "claims",
        declared: "claims: async (_parent, args, ctx) =>",
        other: "Query/claims",
      },
      start: 12,
    },
  ],
  [PROTO]: [
    {
      place: {
        qualified: "claims.v1.ClaimService/GetClaim",
        bare: "GetClaim",
        declared: "rpc GetClaim(GetClaimRequest) returns (Claim)",
        other: "ClaimService.GetClaim",
      },
      start: 20,
    },
  ],
  [INFRA]: [
    {
      place: {
        qualified: "claimsVault",
        bare: "claimsVault",
        declared: "resource claimsVault 'Microsoft.KeyVault/vaults@2023-01-01'",
        other: "Microsoft.KeyVault/vaults",
      },
      start: 70,
    },
  ],
  [DEPLOY]: [
    {
      place: {
        qualified: "Install claims agent",
        bare: "Install claims agent",
        declared: "- name: Install claims agent",
        other: "ansible.builtin.apt",
      },
      start: 3,
    },
  ],
};

/** Remarks a run makes on its own; the same remark about the same place is one finding. */
const REMARKS: { agent: Agent; severity: Severity; category: Category; title: string; text: string }[] = [
  {
    agent: "maintainability",
    severity: "LOW",
    category: {
      name: "Code style",
      rules: { codeql: "style/long-unit", semgrep: "generic.style.long-block", sonar: "S138" },
    },
    title: "Block is too long",
    text: "This unit is long enough that it is hard to follow; consider splitting it.",
  },
  {
    agent: "maintainability",
    severity: "INFO",
    category: {
      name: "Documentation",
      rules: { codeql: "style/missing-doc", semgrep: "generic.docs.missing-comment", sonar: "S1176" },
    },
    title: "Missing documentation comment",
    text: "There is no comment saying what this unit is for.",
  },
  {
    agent: "reliability",
    severity: "LOW",
    category: {
      name: "Error handling",
      cwe: "CWE-755",
      rules: {
        codeql: "js/unhandled-error",
        semgrep: "generic.reliability.unhandled-failure",
        sonar: "S2486",
      },
    },
    title: "Failure path not handled",
    text: "If the call here fails, nothing reports it or retries.",
  },
  {
    agent: "security",
    severity: "LOW",
    category: {
      name: "Hardening",
      rules: { codeql: "config/hardening", semgrep: "generic.security.defense-in-depth", sonar: "S4507" },
    },
    title: "Defense in depth could be improved",
    text: "An additional check here would limit the damage of a mistake elsewhere.",
  },
];

const LADDER: Severity[] = ["CRITICAL", "HIGH", "MEDIUM", "LOW", "INFO"];

type CategoryForm = "name" | "cwe" | "rule" | "ruleWithName";
type SymbolForm = keyof Place | "none";
type PathForm = "repo" | "dot" | "workspace" | "bare";
type LineForm = "fault" | "start" | "range" | "none";
type TitleForm = "plain" | "file" | "rule";
type Body = "prose" | "markdown" | "bullets";

/** How one run writes: most of its reports follow these. */
interface Style {
  scanner: Scanner;
  category: CategoryForm;
  symbol: SymbolForm;
  path: PathForm;
  line: LineForm;
  title: TitleForm;
  body: Body;
}

function styleOf(random: () => number, heavy: boolean): Style {
  const scanner = choose(random, ["codeql", "semgrep", "sonar"] as const);
  return heavy
    ? {
        scanner,
        category: choose(random, ["name", "cwe", "rule", "ruleWithName"] as const),
        symbol: choose(random, ["qualified", "bare", "declared", "other", "none"] as const),
        path: choose(random, ["repo", "dot", "workspace", "bare"] as const),
        line: choose(random, ["fault", "start", "range", "none"] as const),
        title: choose(random, ["plain", "file", "rule"] as const),
        body: choose(random, ["prose", "markdown", "bullets"] as const),
      }
    : {
        scanner,
        category: choose(random, ["name", "name", "rule"] as const),
        symbol: choose(random, ["qualified", "qualified", "bare"] as const),
        path: choose(random, ["repo", "repo", "dot"] as const),
        line: random() < 0.85 ? "fault" : "range",
        title: random() < 0.8 ? "plain" : "file",
        body: random() < 0.75 ? "prose" : "markdown",
      };
}

function categoryOf(c: Category, form: CategoryForm, scanner: Scanner): string {
  switch (form) {
    case "name":
      return c.name;
    case "cwe":
      return c.cwe ?? c.name;
    case "rule":
      return c.rules[scanner];
    case "ruleWithName":
      return `${c.rules[scanner]} (${c.name})`;
  }
}

function pathOf(file: string, form: PathForm): string {
  switch (form) {
    case "repo":
      return file;
    case "dot":
      return `./${file}`;
    case "workspace":
      return `/workspace/claims-platform/${file}`;
    case "bare":
      return file.slice(file.lastIndexOf("/") + 1);
  }
}

function drift(severity: Severity, heavy: boolean, random: () => number): Severity {
  const rank = LADDER.indexOf(severity);
  const roll = random();
  if (roll < (heavy ? 0.12 : 0.03)) return LADDER[Math.max(0, rank - 1)]!;
  if (roll > (heavy ? 0.88 : 0.97)) return LADDER[Math.min(LADDER.length - 1, rank + 1)]!;
  return severity;
}

/** The line as a report gives it: the line field, and for a range the text that states it. */
function lineOf(
  fault: number,
  start: number,
  form: LineForm,
  heavy: boolean,
  random: () => number,
): { line?: number; range?: string } {
  const reach = heavy ? (random() < 0.25 ? 8 : 3) : 1;
  const off = (n: number) => Math.max(1, n + Math.round((random() * 2 - 1) * reach));
  switch (form) {
    case "none":
      return {};
    case "start":
      return { line: off(start) };
    case "fault":
      return { line: off(fault) };
    case "range": {
      const from = off(fault - 1);
      return { line: from, range: `#L${from}-L${from + 1 + Math.floor(random() * 4)}` };
    }
  }
}

function titleOf(base: string, file: string, rule: string, form: TitleForm): string {
  switch (form) {
    case "plain":
      return base;
    case "file":
      return `${file.slice(file.lastIndexOf("/") + 1)}: ${base}`;
    case "rule":
      return `${base} [${rule}]`;
  }
}

function report(issue: ClaimsIssue, style: Style, heavy: boolean, random: () => number): Finding {
  // A report strays from its run's style now and then, more so with heavy variation.
  const own = random() < (heavy ? 0.3 : 0.05) ? { ...styleOf(random, heavy), scanner: style.scanner } : style;
  const severity = drift(issue.severity, heavy, random);
  const base = heavy ? choose(random, issue.titles) : issue.titles[random() < 0.85 ? 0 : 1]!;
  const facts = heavy ? shuffle(random, [...issue.facts]) : [...issue.facts];
  const told = facts.slice(0, 1 + Math.floor(random() * facts.length));
  const impact = heavy ? choose(random, issue.impact) : issue.impact[0]!;
  const fix = heavy ? choose(random, issue.fix) : issue.fix[0]!;
  const path = pathOf(issue.file, own.path);
  const at = lineOf(issue.line, issue.start, own.line, heavy, random);
  const location = at.range !== undefined ? `Location: ${path}${at.range}\n\n` : "";
  const description =
    own.body === "markdown"
      ? `${location}${told.join(" ")}\n\n\`\`\`\n${issue.code}\n\`\`\`\n\n**Impact:** ${impact}\n\n**Fix:** ${fix}`
      : own.body === "bullets"
        ? `${location}${told.map((f) => `- ${f}`).join("\n")}\n- Impact: ${impact}\n- Fix: ${fix}`
        : `${location}${[...told, ...(random() < 0.6 ? [impact] : []), ...(random() < 0.4 ? [fix] : [])].join(" ")}`;
  const symbol = own.symbol === "none" ? undefined : issue.place[own.symbol];
  const rule = issue.category.rules[own.scanner];
  return {
    agent: issue.agent,
    severity,
    category: categoryOf(issue.category, own.category, own.scanner),
    title: titleOf(base, issue.file, rule, own.title),
    description,
    file: path,
    ...(symbol !== undefined && { symbol }),
    ...(at.line !== undefined && { line: at.line }),
  };
}

/** N runs of the claims platform's three agents, with the true issue of every finding. */
export function claimsRuns(options: GeneratorOptions): Generated {
  const heavy = options.variation === "heavy";
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let r = 0; r < options.runs; r++) {
    const random = seeded("claims", options.variation, options.seed, r);
    const style = styleOf(random, heavy);
    const drawn = CATALOGUE.filter((issue) => random() < issue.rate).map((issue) => ({
      source: issue.id,
      finding: report(issue, style, heavy, random),
    }));
    const remarks = random() < (heavy ? 0.6 : 0.35) ? 1 + Math.floor(random() * 2) : 0;
    for (let k = 0; k < remarks; k++) {
      const remark = choose(random, REMARKS);
      const file = choose(random, FILES);
      const { place, start } = choose(random, OTHER_PLACES[file]!);
      const source = `remark|${remark.title}|${file}|${place.bare}`;
      // A run makes a remark about a place once.
      if (drawn.some((d) => d.source === source)) continue;
      const symbol = style.symbol === "none" ? undefined : place[style.symbol];
      const at = lineOf(start + 2, start, style.line === "range" ? "start" : style.line, heavy, random);
      drawn.push({
        source,
        finding: {
          agent: remark.agent,
          severity: remark.severity,
          category: categoryOf(remark.category, style.category, style.scanner),
          title: titleOf(remark.title, file, remark.category.rules[style.scanner], style.title),
          // Said of its place, as a model does, so a judge can tell two places apart.
          description: `${remark.text} (${place.bare})`,
          file: pathOf(file, style.path),
          ...(symbol !== undefined && { symbol }),
          ...(at.line !== undefined && { line: at.line }),
        },
      });
    }
    shuffle(random, drawn);
    runs.push({ run: r + 1, model: "claims-generator", findings: drawn.map((d) => d.finding) });
    sources.push(drawn.map((d) => d.source));
  }
  return { runs, sources };
}
