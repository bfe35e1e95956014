/**
 * The fourteenth held-out generator family for grouping quality (issue #12): a web shop on a
 * legacy stack, in ColdFusion (CFML components and templates), JSP, Razor views with their
 * web.config, Twig, Vue single-file components, CoffeeScript and a Classic ASP (VBScript) admin
 * page, none of which appear anywhere else in the tests.
 *
 * Written after every change to the matcher before it (up to the calibration split, 4a1dbe7)
 * and committed before anything was run on it; never tuned against. Self-contained: its own
 * catalogue and model of how reports vary, its numbers from the project's seeded generator
 * (src/util/random.ts). What it models that the other families do not:
 *  - templates, where the place a report names is often a fragment of the template as written
 *    (`{{ product.description|raw }}`, `v-html="review.body"`, `@Html.Raw(Model.Bio)`,
 *    `<%= request.getParameter("q") %>`, `<cfquery name="order">`) rather than a function;
 *  - titles under a severity badge a run keeps (`🔴`, `**HIGH** ·`, `[High]`), drawn from the
 *    report's own severity, so two runs' badges for one issue may differ; titles that quote the
 *    code at fault in backticks; a line range in the title (`(lines 14–18)`);
 *  - descriptions in Markdown (`**Impact:**`, `**Fix:**`), as numbered parts or as prose, some
 *    closing with a references line (a CWE link and an OWASP entry), which issues of one class
 *    share word for word;
 *  - categories as CWE's full names (`Improper Neutralization of Input During Web Page
 *    Generation ('Cross-site Scripting')`), OWASP 2021 entries, plain names and tags;
 *  - paths under a web root (`/var/www/shop/…`), with backslashes (`wwwroot\Views\…`), bare;
 *  - one issue reported at another file: the stored XSS of a Razor view named at the controller
 *    that passes the text to it, and a form remark named by a glob of views (`Views/Account/*.cshtml`),
 *    each in a few reports with heavy variation;
 *  - two issues in one CFML function two lines apart (an SQL injection and a missing owner
 *    check), two in one Twig block, two performance issues in one CoffeeScript function, two
 *    settings on adjacent lines of web.config, one missing anti-forgery token on two forms of one
 *    view (each its own issue, in the same words but for the form), and a remark on the line of
 *    a real issue;
 *  - remarks a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import { choose, type Random } from "../../src/util/random.js";
import { drawRuns, severityNudged, usually } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type Agent = "security" | "performance" | "architecture";

interface StorefrontIssue {
  id: string;
  agent: Agent;
  severity: Severity;
  /** Share of runs that report it. */
  rate: number;
  file: string;
  line: number;
  /** The last line of the code at fault, for a run that gives a range. */
  end: number;
  /** The place in each form a report may write it: the first is the usual one. */
  symbols: string[];
  /** Plain name, CWE full name, OWASP entry, tag: the first is the usual one. */
  categories: string[];
  titles: string[];
  /** Titles that quote the code at fault, for a run with that habit. */
  codeTitles: string[];
  /** Sentences saying what is wrong. */
  facts: string[];
  impact: string;
  fix: string;
  /** For the references line: CWE number and OWASP 2021 entry. */
  cwe: number;
  owasp: string;
  /** Another file and symbol some reports name instead (heavy variation only). */
  elsewhere?: { file: string; symbol: string };
}

const ROOT = "/var/www/shop";
const ORDER = "components/checkout/order.cfc";
const CART_VIEW = "cart/view.cfm";
const APP = "Application.cfc";
const SEARCH = "src/main/webapp/WEB-INF/jsp/search.jsp";
const PROFILE = "Storefront.Web/Views/Account/Profile.cshtml";
const WEBCONFIG = "Storefront.Web/web.config";
const PRODUCT = "templates/product/show.html.twig";
const REVIEWS = "frontend/src/components/ReviewList.vue";
const CART_JS = "assets/js/cart.coffee";
const EXPORT = "admin/export.asp";

const XSS = [
  "Cross-Site Scripting",
  "Improper Neutralization of Input During Web Page Generation ('Cross-site Scripting')",
  "A03:2021 – Injection",
  "xss",
];
const MISCONFIG = ["Security Misconfiguration", "A05:2021 – Security Misconfiguration", "config"];

/** One view form without an anti-forgery token: each form is its own issue, in the same words. */
function missingToken(id: string, form: string, label: string, line: number, rate: number): StorefrontIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file: PROFILE,
    line,
    end: line + 1,
    symbols: [`<form id="${form}" method="post">`, `#${form}`, `form#${form}`],
    categories: [
      "Cross-Site Request Forgery",
      "Cross-Site Request Forgery (CSRF)",
      "A01:2021 – Broken Access Control",
      "csrf",
    ],
    titles: [`No anti-forgery token in the ${label} form`, `CSRF on the ${label} form`],
    codeTitles: [`\`<form id="${form}">\` posts without @Html.AntiForgeryToken()`],
    facts: [
      `The ${label} form posts to the account controller without @Html.AntiForgeryToken(), and the action has no [ValidateAntiForgeryToken].`,
      `Nothing ties a post of the ${label} form to the signed-in user's page.`,
    ],
    impact: "Another site can submit the form in the user's name.",
    fix: "Add the token to the form and validate it on the action.",
    cwe: 352,
    owasp: "A01:2021 – Broken Access Control",
  };
}

const ISSUES: StorefrontIssue[] = [
  {
    id: "cfc-order-sqli",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.9,
    file: ORDER,
    line: 14,
    end: 18,
    symbols: ["getOrder", "order.cfc:getOrder", '<cffunction name="getOrder">', '<cfquery name="order">'],
    categories: [
      "SQL Injection",
      "Improper Neutralization of Special Elements used in an SQL Command ('SQL Injection')",
      "A03:2021 – Injection",
      "sqli",
    ],
    titles: [
      "SQL injection in getOrder",
      "Order id concatenated into the order query",
      "Unparameterised query in the checkout component",
    ],
    codeTitles: ["`#arguments.id#` interpolated straight into the SQL of getOrder"],
    facts: [
      "getOrder builds its cfquery with WHERE order_id = #arguments.id# instead of a cfqueryparam.",
      "The order id from the URL reaches the query text unescaped.",
      "Any caller of getOrder can append SQL to the order lookup.",
    ],
    impact: "An attacker can read or change any table the shop's datasource can reach.",
    fix: 'Bind the id with <cfqueryparam value="#arguments.id#" cfsqltype="cf_sql_integer">.',
    cwe: 89,
    owasp: "A03:2021 – Injection",
  },
  {
    id: "cfc-order-idor",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: ORDER,
    line: 16,
    end: 16,
    symbols: ["getOrder", "order.cfc:getOrder", '<cffunction name="getOrder">', "session.customerId"],
    categories: [
      "Insecure Direct Object Reference",
      "Authorization Bypass Through User-Controlled Key",
      "A01:2021 – Broken Access Control",
      "authz",
    ],
    titles: [
      "Orders of other customers can be fetched",
      "getOrder does not check the order belongs to the session's customer",
      "IDOR on order lookup",
    ],
    codeTitles: ["`getOrder(url.id)` never compares the order's customer_id with session.customerId"],
    facts: [
      "The query selects by order id alone; the customer in the session is never compared with the order's owner.",
      "Changing the id in /checkout/order.cfm?id= shows another customer's order and address.",
    ],
    impact: "Any signed-in customer can read every order, with names and addresses.",
    fix: "Add AND customer_id = the session's customer to the query and return 404 otherwise.",
    cwe: 639,
    owasp: "A01:2021 – Broken Access Control",
  },
  {
    id: "cfc-order-god",
    agent: "architecture",
    severity: "LOW",
    rate: 0.4,
    file: ORDER,
    line: 1,
    end: 1,
    symbols: ["order.cfc", "components.checkout.order", '<cfcomponent displayname="Order">'],
    categories: ["God Object", "Design", "Maintainability"],
    titles: ["order.cfc does pricing, persistence and e-mail", "Checkout component has too many jobs"],
    codeTitles: ["`order.cfc` mixes cfquery, cfmail and price rules in one component"],
    facts: [
      "The component holds the order queries, the discount rules and the confirmation cfmail in 900 lines.",
      "Pricing, storage and notification all live in one CFC with shared variables scope.",
    ],
    impact: "A change to discounts risks the order queries and the mails.",
    fix: "Split pricing, the order gateway and notification into their own components.",
    cwe: 1080,
    owasp: "",
  },
  {
    id: "cfm-cart-xss",
    agent: "security",
    severity: "HIGH",
    rate: 0.75,
    file: CART_VIEW,
    line: 12,
    end: 12,
    symbols: ["#url.msg#", "<cfoutput>#url.msg#</cfoutput>", "cart/view.cfm", "cfoutput"],
    categories: XSS,
    titles: ["Reflected XSS through the msg parameter", "Cart message echoed without encoding"],
    codeTitles: ["`#url.msg#` output without encodeForHTML"],
    facts: [
      "view.cfm prints <cfoutput>#url.msg#</cfoutput> for the flash message, unencoded.",
      "A link to the cart with a script in ?msg= runs it on the shop's origin.",
    ],
    impact: "A crafted link runs script in a shopper's session and can read the cart and cookies.",
    fix: "Output #encodeForHTML(url.msg)# or keep messages server-side by key.",
    cwe: 79,
    owasp: "A03:2021 – Injection",
  },
  {
    id: "cfm-cart-lock",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.45,
    file: CART_VIEW,
    line: 25,
    end: 31,
    symbols: ["session.cart", "<cfset session.cart", "cart/view.cfm", "cflock"],
    categories: [
      "Race Condition",
      "Concurrent Execution using Shared Resource with Improper Synchronization",
      "concurrency",
    ],
    titles: ["Session cart updated without cflock", "Concurrent requests can corrupt the cart"],
    codeTitles: ['`<cfset session.cart = …>` outside a `<cflock scope="session">`'],
    facts: [
      "The quantity update reads session.cart, changes it and writes it back with no session lock.",
      "Two tabs adding items at once overwrite each other's cart.",
    ],
    impact: "Items vanish from carts under concurrent requests.",
    fix: 'Wrap the read and write in <cflock scope="session" type="exclusive">.',
    cwe: 362,
    owasp: "",
  },
  {
    id: "app-cookie-secure",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.6,
    file: APP,
    line: 9,
    end: 10,
    symbols: ["this.sessionCookie", "Application.cfc", "this.sessionCookie.secure", "onApplicationStart"],
    categories: ["Sensitive Cookie Without 'Secure' Attribute", "Insecure Cookie", ...MISCONFIG.slice(1)],
    titles: ["Session cookie not marked secure or httponly", "CFID/CFTOKEN cookies lack security flags"],
    codeTitles: ["`this.sessionCookie.secure = false` in Application.cfc"],
    facts: [
      "Application.cfc sets this.sessionCookie.secure = false and leaves httponly unset.",
      "The session cookies travel over plain HTTP and are readable from script.",
    ],
    impact: "A network attacker or an injected script can take over shoppers' sessions.",
    fix: "Set secure and httponly to true and a SameSite policy.",
    cwe: 614,
    owasp: "A05:2021 – Security Misconfiguration",
  },
  {
    id: "app-session-timeout",
    agent: "security",
    severity: "LOW",
    rate: 0.35,
    file: APP,
    line: 7,
    end: 7,
    symbols: ["this.sessionTimeout", "Application.cfc", "createTimeSpan(30,0,0,0)"],
    categories: [
      "Insufficient Session Expiration",
      "A07:2021 – Identification and Authentication Failures",
      "session",
    ],
    titles: ["Sessions last thirty days", "Session timeout far too long"],
    codeTitles: ["`this.sessionTimeout = createTimeSpan(30,0,0,0)`"],
    facts: [
      "Sessions are kept for thirty days of inactivity, including signed-in ones.",
      "A session id taken once stays valid for a month.",
    ],
    impact: "A stolen or shared-computer session stays usable for weeks.",
    fix: "Use an idle timeout of 20 to 30 minutes for signed-in sessions.",
    cwe: 613,
    owasp: "A07:2021 – Identification and Authentication Failures",
  },
  {
    id: "jsp-search-xss",
    agent: "security",
    severity: "HIGH",
    rate: 0.8,
    file: SEARCH,
    line: 18,
    end: 18,
    symbols: ['<%= request.getParameter("q") %>', "search.jsp", "request.getParameter", "_jspService"],
    categories: XSS,
    titles: ["Search term reflected without escaping", "Reflected XSS in search results page"],
    codeTitles: ['`<%= request.getParameter("q") %>` written raw into the page'],
    facts: [
      'The results heading prints <%= request.getParameter("q") %> with no escaping.',
      "Whatever the shopper searched for is echoed into the HTML as markup.",
    ],
    impact: "A search link runs script for whoever opens it.",
    fix: 'Use <c:out value="${param.q}"/> or fn:escapeXml.',
    cwe: 79,
    owasp: "A03:2021 – Injection",
  },
  {
    id: "jsp-search-nplus1",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.6,
    file: SEARCH,
    line: 33,
    end: 37,
    symbols: ['<c:forEach items="${results}">', "productDao.findPrice", "search.jsp", "_jspService"],
    categories: ["N+1 Query", "Inefficient Data Access", "perf"],
    titles: ["A price query per search result", "N+1 queries in the results loop"],
    codeTitles: ["`productDao.findPrice(p.id)` called inside `<c:forEach>`"],
    facts: [
      "Each row of the results loop calls productDao.findPrice through a scriptlet, one query per product.",
      "A page of 50 results runs 51 queries.",
    ],
    impact: "Search latency grows with the page size and loads the database.",
    fix: "Fetch prices with the search query or in one batched lookup.",
    cwe: 1073,
    owasp: "",
  },
  {
    id: "razor-bio-xss",
    agent: "security",
    severity: "HIGH",
    rate: 0.7,
    file: PROFILE,
    line: 41,
    end: 41,
    symbols: ["@Html.Raw(Model.Bio)", "Profile.cshtml", "Html.Raw", "Model.Bio"],
    categories: XSS,
    titles: ["Stored XSS in the profile bio", "Customer bio rendered as raw HTML"],
    codeTitles: ["`@Html.Raw(Model.Bio)` renders user input unencoded"],
    facts: [
      "The profile view renders @Html.Raw(Model.Bio), and the bio is whatever the customer typed.",
      "Razor's encoding is bypassed for the bio, so markup in it runs for every viewer.",
    ],
    impact: "A customer's bio runs script for support staff who open the profile.",
    fix: "Render @Model.Bio encoded, or sanitise it to a small allow-list on save.",
    cwe: 79,
    owasp: "A03:2021 – Injection",
    elsewhere: {
      file: "Storefront.Web/Controllers/AccountController.cs",
      symbol: "AccountController.Profile",
    },
  },
  missingToken("razor-csrf-profile", "profile-form", "profile", 22, 0.55),
  missingToken("razor-csrf-password", "password-form", "change-password", 58, 0.4),
  {
    id: "webconfig-debug",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.5,
    file: WEBCONFIG,
    line: 8,
    end: 8,
    symbols: ["system.web/compilation", '<compilation debug="true">', "compilation"],
    categories: [...MISCONFIG, "Debug Features Enabled"],
    titles: ["Debug compilation left on in production", "ASP.NET debug mode enabled"],
    codeTitles: ['`<compilation debug="true">` in web.config'],
    facts: [
      'web.config has <compilation debug="true">, which disables batching and timeouts.',
      "The site is built in debug mode in the deployed configuration.",
    ],
    impact: "Slower pages, longer request timeouts and more detail in errors.",
    fix: 'Set debug="false" with a release transform.',
    cwe: 489,
    owasp: "A05:2021 – Security Misconfiguration",
  },
  {
    id: "webconfig-errors",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.55,
    file: WEBCONFIG,
    line: 11,
    end: 11,
    symbols: ["system.web/customErrors", '<customErrors mode="Off">', "customErrors"],
    categories: [...MISCONFIG, "Information Exposure Through an Error Message"],
    titles: ["Detailed errors shown to visitors", "Custom errors turned off"],
    codeTitles: ['`<customErrors mode="Off">` shows stack traces'],
    facts: [
      'customErrors mode="Off" sends the yellow screen with stack traces to every visitor.',
      "Unhandled exceptions show source lines and versions to the public.",
    ],
    impact: "Attackers learn paths, versions and code from any error.",
    fix: 'Use mode="RemoteOnly" with an error page.',
    cwe: 209,
    owasp: "A05:2021 – Security Misconfiguration",
  },
  {
    id: "twig-raw-xss",
    agent: "security",
    severity: "HIGH",
    rate: 0.75,
    file: PRODUCT,
    line: 31,
    end: 31,
    symbols: ["{{ product.description|raw }}", "{% block body %}", "show.html.twig", "raw"],
    categories: XSS,
    titles: ["Product description printed with the raw filter", "XSS through product descriptions"],
    codeTitles: ["`{{ product.description|raw }}` disables auto-escaping"],
    facts: [
      "The product page prints {{ product.description|raw }}, and descriptions come from marketplace sellers.",
      "Twig's escaping is switched off for seller-written text.",
    ],
    impact: "A seller can run script in every buyer's session on the product page.",
    fix: "Drop |raw, or sanitise descriptions with an HTML purifier on save.",
    cwe: 79,
    owasp: "A03:2021 – Injection",
  },
  {
    id: "twig-include-lfi",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: PRODUCT,
    line: 44,
    end: 44,
    symbols: [
      "{% include 'partials/' ~ app.request.get('tab') ~ '.twig' %}",
      "{% block body %}",
      "show.html.twig",
      "include",
    ],
    categories: [
      "Path Traversal",
      "Improper Control of Filename for Include/Require Statement in PHP Program ('PHP Remote File Inclusion')",
      "A03:2021 – Injection",
      "lfi",
    ],
    titles: ["Template name taken from the tab parameter", "Local file inclusion through the product tabs"],
    codeTitles: ["`app.request.get('tab')` concatenated into an include"],
    facts: [
      "The tab partial is included by a name built from the request's tab parameter, with no allow-list.",
      "?tab=../../../config/secrets renders another template or file through the loader.",
    ],
    impact: "An attacker can render templates that leak configuration.",
    fix: "Map tab values to a fixed set of partials.",
    cwe: 98,
    owasp: "A03:2021 – Injection",
  },
  {
    id: "vue-review-xss",
    agent: "security",
    severity: "HIGH",
    rate: 0.7,
    file: REVIEWS,
    line: 12,
    end: 12,
    symbols: ['v-html="review.body"', "ReviewList.vue <template>", "ReviewList", "v-html"],
    categories: XSS,
    titles: ["Reviews rendered with v-html", "Stored XSS in product reviews"],
    codeTitles: ['`<div v-html="review.body">` renders shopper text as HTML'],
    facts: [
      'Each review is shown with <div v-html="review.body"></div>, and bodies are stored as typed.',
      "Vue's text escaping is bypassed for review bodies.",
    ],
    impact: "One review runs script for everyone reading the product.",
    fix: "Use {{ review.body }} or sanitise with DOMPurify first.",
    cwe: 79,
    owasp: "A03:2021 – Injection",
  },
  {
    id: "vue-review-all",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.55,
    file: REVIEWS,
    line: 40,
    end: 46,
    symbols: ["mounted", "ReviewList.mounted", "ReviewList.methods.load", "fetch('/api/reviews')"],
    categories: ["Missing Pagination", "Allocation of Resources Without Limits or Throttling", "perf"],
    titles: ["Every review loaded at once", "Review list fetched without pagination"],
    codeTitles: ["`fetch(`/api/reviews?product=${id}`)` with no page size"],
    facts: [
      "mounted() fetches all of a product's reviews in one request and renders them all.",
      "Popular products send thousands of reviews to every visitor.",
    ],
    impact: "Slow product pages and heavy API responses for popular items.",
    fix: "Page the reviews and load more on scroll.",
    cwe: 770,
    owasp: "",
  },
  {
    id: "vue-review-coupling",
    agent: "architecture",
    severity: "LOW",
    rate: 0.35,
    file: REVIEWS,
    line: 38,
    end: 60,
    symbols: ["ReviewList", "ReviewList.vue <script>", "ReviewList.methods.load"],
    categories: ["Separation of Concerns", "Design", "Maintainability"],
    titles: ["Review component fetches and formats its own data", "API calls inside the view component"],
    codeTitles: ["`ReviewList.vue` calls the API directly from its <script>"],
    facts: [
      "The component builds API URLs, handles errors and formats dates itself instead of using a store.",
      "Data access is written into the view component.",
    ],
    impact: "Every other review widget repeats the same fetching code.",
    fix: "Move fetching into a composable or the Pinia store.",
    cwe: 1061,
    owasp: "",
  },
  {
    id: "coffee-client-price",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: CART_JS,
    line: 27,
    end: 30,
    symbols: ["checkout", "Cart::checkout", "$.post '/checkout'", "cart.coffee"],
    categories: [
      "Business Logic Flaw",
      "Client-Side Enforcement of Server-Side Security",
      "A04:2021 – Insecure Design",
      "logic",
    ],
    titles: ["Order total computed in the browser and trusted", "Client-side price sent to checkout"],
    codeTitles: ["`total: (i.price * i.qty for i in @items).reduce …` posted to /checkout"],
    facts: [
      "checkout sums item prices in the browser and posts total with the order, which the server charges.",
      "The amount charged comes from the client's own arithmetic.",
    ],
    impact: "A shopper can pay any amount by editing the request.",
    fix: "Compute the total on the server from catalogue prices.",
    cwe: 602,
    owasp: "A04:2021 – Insecure Design",
  },
  {
    id: "coffee-sync-ajax",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: CART_JS,
    line: 41,
    end: 43,
    symbols: ["refreshTotals", "Cart::refreshTotals", "$.ajax", "cart.coffee"],
    categories: ["Blocking I/O", "Synchronous Request", "perf"],
    titles: ["Synchronous AJAX freezes the cart page", "refreshTotals blocks the UI thread"],
    codeTitles: ["`$.ajax async: false` in refreshTotals"],
    facts: [
      "refreshTotals calls $.ajax with async: false for each quantity change.",
      "The page is frozen until the totals request returns.",
    ],
    impact: "The cart is unresponsive on slow connections.",
    fix: "Make the request asynchronous and update totals in the callback.",
    cwe: 1050,
    owasp: "",
  },
  {
    id: "coffee-dom-loop",
    agent: "performance",
    severity: "LOW",
    rate: 0.4,
    file: CART_JS,
    line: 45,
    end: 48,
    symbols: ["refreshTotals", "Cart::refreshTotals", "$('.cart-row')", "cart.coffee"],
    categories: ["Inefficient DOM Access", "perf", "Performance"],
    titles: ["Cart rows looked up again on every iteration", "Repeated jQuery selector in a loop"],
    codeTitles: ["`$('.cart-row')` queried inside the for loop of refreshTotals"],
    facts: [
      "The loop over items in refreshTotals runs $('.cart-row') and a .find on each pass.",
      "The whole document is searched once per cart line.",
    ],
    impact: "Large carts redraw slowly.",
    fix: "Query the rows once before the loop and index them.",
    cwe: 1050,
    owasp: "",
  },
  {
    id: "asp-admin-password",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.8,
    file: EXPORT,
    line: 5,
    end: 7,
    symbols: ['Request.Form("pw")', "export.asp", "If Request.Form", "admin/export.asp"],
    categories: [
      "Hard-coded Credentials",
      "Use of Hard-coded Password",
      "A07:2021 – Identification and Authentication Failures",
      "secrets",
    ],
    titles: ["Admin export protected by a hard-coded password", "Password literal in the export page"],
    codeTitles: ['`If Request.Form("pw") = "letmein"` guards the export'],
    facts: [
      'The page compares Request.Form("pw") with the literal "letmein" and exports everything if it matches.',
      "Access to the customer export rests on one password written in the page.",
    ],
    impact: "Anyone who learns the literal can download every customer record.",
    fix: "Put the page behind the admin login and remove the literal.",
    cwe: 259,
    owasp: "A07:2021 – Identification and Authentication Failures",
  },
  {
    id: "asp-csv-injection",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: EXPORT,
    line: 30,
    end: 34,
    symbols: ["ExportCsv", "Sub ExportCsv", "export.asp", "Response.Write"],
    categories: [
      "CSV Injection",
      "Improper Neutralization of Formula Elements in a CSV File",
      "A03:2021 – Injection",
      "injection",
    ],
    titles: [
      "Customer fields exported to CSV without neutralising formulas",
      "Formula injection in the customer export",
    ],
    codeTitles: ['`Response.Write rs("name") & ","` writes cells unquoted'],
    facts: [
      "ExportCsv writes names and notes as they are, so a value starting with = is a formula in Excel.",
      "Customer-entered text becomes spreadsheet formulas in the export.",
    ],
    impact: "Opening the export runs attacker formulas on the admin's machine.",
    fix: "Prefix cells starting with =, +, - or @ with a quote and quote every field.",
    cwe: 1236,
    owasp: "A03:2021 – Injection",
  },
  {
    id: "asp-filter-xss",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: EXPORT,
    line: 52,
    end: 52,
    symbols: ["ShowFilter", "Sub ShowFilter", 'Response.Write Request.QueryString("from")', "export.asp"],
    categories: XSS,
    titles: ["Filter dates echoed without encoding", "Reflected XSS in the export filter"],
    codeTitles: ['`Response.Write Request.QueryString("from")` without Server.HTMLEncode'],
    facts: [
      'ShowFilter writes Request.QueryString("from") into the form unencoded.',
      "The date filter reflects its query string into the admin page.",
    ],
    impact: "A link sent to an admin runs script with admin rights.",
    fix: "Wrap the value in Server.HTMLEncode.",
    cwe: 79,
    owasp: "A03:2021 – Injection",
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; symbol: string; title: string; category: string }[] =
  [
    {
      id: "remark-equality",
      file: CART_JS,
      line: 12,
      symbol: "Cart",
      title: "Use `is` instead of `==` for comparisons",
      category: "Code Style",
    },
    {
      id: "remark-inline-style",
      file: PROFILE,
      line: 70,
      symbol: "Profile.cshtml",
      title: "Inline styles should move to the stylesheet",
      category: "Code Style",
    },
    {
      id: "remark-magic-timeout",
      file: APP,
      line: 7,
      symbol: "this.sessionTimeout",
      title: "Magic numbers in createTimeSpan should be named",
      category: "Readability",
    },
    {
      id: "remark-unused-import",
      file: SEARCH,
      line: 3,
      symbol: "search.jsp",
      title: "Unused page import java.util.*",
      category: "Code Style",
    },
    {
      id: "remark-dead-code",
      file: EXPORT,
      line: 60,
      symbol: "ExportCsv",
      title: "Commented-out code left in the export page",
      category: "Maintainability",
    },
  ];

/** How one run writes: its habits, kept for the whole run. */
interface Style {
  badge: "none" | "emoji" | "bold" | "bracket";
  codeTitles: boolean;
  references: boolean;
  describe: "prose" | "markdown" | "numbered";
  lines: "fault" | "range" | "none";
  pathForm: "repo" | "webroot" | "backslash" | "bare";
}

function styleOf(random: Random, v: number): Style {
  return {
    badge: random() < v * 0.7 ? choose(random, ["emoji", "bold", "bracket"] as const) : "none",
    codeTitles: random() < v * 0.5,
    references: random() < 0.4,
    describe: choose(random, ["prose", "markdown", "numbered"] as const),
    lines: random() < v * 0.2 ? "none" : random() < v * 0.4 ? "range" : "fault",
    pathForm: random() < 1 - v ? "repo" : choose(random, ["repo", "webroot", "backslash", "bare"] as const),
  };
}

function pathIn(file: string, style: Style, random: Random, v: number): string {
  const form =
    random() < v * 0.15 ? choose(random, ["repo", "webroot", "backslash", "bare"] as const) : style.pathForm;
  if (form === "webroot") return `${ROOT}/${file}`;
  if (form === "backslash") return file.replace(/\//g, "\\");
  if (form === "bare") return file.slice(file.lastIndexOf("/") + 1);
  return file;
}

const EMOJI: Record<Severity, string> = { CRITICAL: "🔴", HIGH: "🟠", MEDIUM: "🟡", LOW: "🔵", INFO: "⚪" };

function badged(title: string, severity: Severity, style: Style): string {
  const word = severity[0] + severity.slice(1).toLowerCase();
  if (style.badge === "emoji") return `${EMOJI[severity]} ${title}`;
  if (style.badge === "bold") return `**${severity}** · ${title}`;
  if (style.badge === "bracket") return `[${word}] ${title}`;
  return title;
}

/** One run's report of one issue. */
function reportOf(issue: StorefrontIssue, style: Style, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const category = usually(issue.categories, v, random);
  const quoted = style.codeTitles && random() < 0.7;
  const words = quoted ? issue.codeTitles : issue.titles;
  let title = usually(words, v, random);
  const fact = usually(issue.facts, v, random);
  let description =
    style.describe === "markdown"
      ? `${fact}\n\n**Impact:** ${issue.impact}\n\n**Fix:** ${issue.fix}`
      : style.describe === "numbered"
        ? `1. What: ${fact}\n2. Why it matters: ${issue.impact}\n3. Fix: ${issue.fix}`
        : `${fact} ${issue.impact}${random() < 0.5 ? ` ${issue.fix}` : ""}`;
  if (style.references)
    description +=
      `\n\nReferences: CWE-${issue.cwe} (https://cwe.mitre.org/data/definitions/${issue.cwe}.html)` +
      (issue.owasp ? `; OWASP Top 10 ${issue.owasp}.` : ".");
  // A few reports name another file the issue passes through (heavy variation).
  const moved = issue.elsewhere !== undefined && random() < (v > 0.5 ? v * 0.15 : 0);
  // A form remark may be filed under a glob of the views (heavy variation).
  const globbed = issue.id.startsWith("razor-csrf") && random() < (v > 0.5 ? v * 0.1 : 0);
  let file = issue.file;
  if (moved) file = issue.elsewhere!.file;
  else if (globbed) file = "Storefront.Web/Views/Account/*.cshtml";
  const spread = v > 0.5 ? 4 : 2;
  let line: number | undefined;
  if (style.lines === "fault" && !moved && !globbed && random() >= v * 0.1)
    line = Math.max(1, issue.line + Math.round((random() * 2 - 1) * spread));
  if (style.lines === "range" && !moved && !globbed) {
    line = issue.line;
    if (issue.end > issue.line) title = `${title} (lines ${issue.line}–${issue.end})`;
    else title = `${title} (line ${issue.line})`;
  }
  const symbolRoll = random();
  const symbol = moved
    ? issue.elsewhere!.symbol
    : symbolRoll < v * 0.1
      ? undefined
      : symbolRoll < 1 - v * 0.6
        ? issue.symbols[0]!
        : choose(random, issue.symbols);
  return {
    agent: issue.agent,
    category,
    severity,
    title: badged(title, severity, style),
    description,
    file: moved || globbed ? file : pathIn(file, style, random, v),
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

function remarkOf(remark: (typeof REMARKS)[number], style: Style, random: Random, v: number): Finding {
  return {
    agent: "architecture",
    category: remark.category,
    severity: "INFO",
    title: badged(remark.title, "INFO", style),
    description: `${remark.title}. It is a small thing, but it makes the file harder to maintain.`,
    file: pathIn(remark.file, style, random, v),
    symbol: remark.symbol,
    ...(style.lines !== "none" && { line: remark.line }),
  };
}

/** `runs` runs of the three agents over the web shop, with each finding's true issue. */
export function storefrontRuns(options: GeneratorOptions): Generated {
  return drawRuns(
    {
      name: "storefront",
      model: "storefront-generator",
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
