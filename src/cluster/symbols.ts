import { DECLARATION_KINDS, writtenAsCode } from "../findings/location.js";
import { codeNames, IDENTIFIER } from "./code-names.js";

/**
 * Reading a report's symbol, however a language or a framework writes it, down to the place it
 * names (`owner.method`), and the names a report's text writes as code: features.ts reads both
 * into what the matcher compares.
 */

/**
 * A symbol that names no place: `<module>`, `N/A`, `unknown`, `(top-level)`, `global`, and the
 * same said as a scope (`global scope`, `module-level`, `file-wide`, `class-level`). Read as a
 * name, `global scope` was the method `scope` of an owner `global`, the same place for every
 * report that wrote it.
 */
const PLACEHOLDER =
  /^(?:<[^>\s=]*>|\(?(?:n\/?a|n\.a\.|not applicable|none|null|unknown|unspecified|anonymous(?:[- ](?:function|closure|lambda|block|callback|fn))?|(?:global|top[- ]?level|module|file)(?:[- ](?:level|scope|code|wide))?|(?:package|script|class|contract)[- ](?:level|scope|wide))\)?|[-–—]+|\?+)$/i;

/** A symbol's name and what owns it (`owner.method`), folded; all "" when it names no place. */
export interface SymbolName {
  symbol: string;
  method: string;
  owner: string;
}

const NO_SYMBOL: SymbolName = { symbol: "", method: "", owner: "" };

/** A name part folded for comparison: lower case, letters and digits of any script, `_` and `$`. */
/** One part of a name as the grouping compares it: lower case, only its letters, digits, `_` and `$`. */
export const fold = (part: string) => part.toLowerCase().replace(/[^\p{L}\p{M}\p{N}_$]/gu, "");

const named = (owner: string, method: string): SymbolName =>
  method === "" ? NO_SYMBOL : { symbol: owner ? `${owner}.${method}` : method, method, owner };

/** An Objective-C message: `-[Class sel:with:]`, `+[Class(Category) sel]`. */
const OBJC_MESSAGE = /^[-+]\s*\[\s*([\p{L}_$][\p{L}\p{N}_$]*)(?:\s*\([^)]*\))?\s+([^\]]+)\]$/u;
/** An Objective-C method declaration: `- (void)URLSession:(NSURLSession *)session didReceive…`. */
const OBJC_DECLARATION = /^[-+]\s*\(/;
/** A selector written alone, each keyword ending in a colon: `URLSession:didReceiveChallenge:`. */
const OBJC_SELECTOR = /^(?:[\p{L}_$][\p{L}\p{N}_$]*:)+$/u;

/**
 * An Objective-C method's selector as one name: its keywords (`URLSession:`,
 * `didReceiveChallenge:`, `completionHandler:`) are one method's name, not an owner and a
 * member, and a declaration names them between its parameters' types and names. Written as a
 * message (`-[APIClient URLSession:didReceiveChallenge:completionHandler:]`), as the selector
 * alone, or as the declaration, it is `urlsessiondidreceivechallengecompletionhandler`, with
 * the class as its owner when given. Undefined for any other symbol.
 */
function objcMethod(symbol: string): SymbolName | undefined {
  const message = OBJC_MESSAGE.exec(symbol);
  if (message) return named(fold(message[1]!), selectorOf(message[2]!));
  if (OBJC_SELECTOR.test(symbol)) return named("", selectorOf(symbol));
  if (!OBJC_DECLARATION.test(symbol)) return undefined;
  // The types are in parentheses, nested for a block's type.
  return named("", selectorOf(withoutNested(symbol.slice(1), /\([^()]*\)/g, " ")));
}

/** `text` with every match of `innermost` replaced, again until none is left: nested brackets from the inside out. */
function withoutNested(text: string, innermost: RegExp, by: string): string {
  let out = text;
  for (let before = ""; before !== out;) {
    before = out;
    out = out.replace(innermost, by);
  }
  return out;
}

/** The keywords of a selector joined (`a:b:` → `ab`), or a unary selector's one word. */
function selectorOf(text: string): string {
  const keywords = [...text.matchAll(/([\p{L}_$][\p{L}\p{N}_$]*)\s*:/gu)].map((k) => k[1]!);
  return fold(keywords.length > 0 ? keywords.join("") : (text.trim().split(/\s+/)[0] ?? ""));
}

/**
 * The name a declaration or a call gives just before its parameters, with what qualifies it
 * (`Foo::bar`, `pkg.Handler.ServeHTTP`): the words set off before it by a space are modifiers and
 * a return type (`public async Task<User> GetUserAsync(int id)`, `export default function
 * handler(req, res)`), and what follows the parameters is qualifiers, a return type or prose
 * (`Foo::bar() const`, `withdraw() function`). Taken as the name's owner, a return type had made
 * `Task.GetUserAsync` of `UserService.GetUserAsync`, another owner's method. When nothing is
 * written against a parenthesis (`GetUser (handlers.go:42)`, `(*Server).Handle`), the symbol
 * as given, less its type arguments.
 */
function declaredName(symbol: string): string {
  // Type arguments, nested ones too (`Map<String, List<User>>`), and a Go method's receiver
  // type, which is its owner (`store.(*UserStore).Find` is `UserStore.Find`).
  const bare = withoutNested(symbol, /<[^<>]*>/g, "").replace(
    /\(\*?([\p{L}_$][\p{L}\p{N}_$]*)\)(?=\.)/gu,
    "$1",
  );
  const name = /([^\s(]*[\p{L}\p{N}_$!?])\(/u.exec(bare);
  return name ? name[1]! : statementName(bare);
}

/** The methods of HTTP a route is written with. */
const HTTP_METHOD = "GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS";
/** An HTTP route: a method, or none, and a path (`GET /orders/{id}`, `/orders/:id`). */
const ROUTE = new RegExp(String.raw`^(?:(${HTTP_METHOD})\s+)?(\/[^\s?#]*)(?:[?#]\S*)?$`, "i");
/** A path segment that is a parameter, however the framework writes it: `{id}`, `:id`, `<int:id>`, `[id]`, `*`. */
const ROUTE_PARAMETER = /^(?:\{[^}]*\}|:.+|<[^>]*>|\[[^\]]*\]|\*+)$/;

/**
 * A route names an endpoint: its method and its path, with each parameter written as `*`
 * (`GET /orders/{id}`, `get /orders/<id>` and `GET /orders/:id` are `GET /orders/*`). Read as a
 * name, its last two segments were taken for an owner and a method: `GET /orders` and
 * `GET /orders/<id>`, a list and its detail, read alike, and `GET /accounts/{id}/balance` was
 * the member `balance` of an owner `id`. The method is the owner, kept in capitals as HTTP
 * writes it so it never equals a folded name (a function called `get`): two routes of one method
 * are two places, and the same path with and without its method one. Undefined for any other symbol.
 */
function routeOf(symbol: string): SymbolName | undefined {
  const route = ROUTE.exec(symbol);
  if (!route) return undefined;
  const path = route[2]!
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => (ROUTE_PARAMETER.test(segment) ? "*" : segment.toLowerCase()))
    .join("/");
  const method = route[1]?.toUpperCase() ?? "";
  return { symbol: method ? `${method} /${path}` : `/${path}`, method: `/${path}`, owner: method };
}

/** A build label (Bazel, Buck, Pants): `//services/payments:ledger_client`, `@repo//pkg:lib`, `//tools/lint`. */
const LABEL = /^(?:@[\w.-]*)?\/\/([\w./+-]*?)\/?(?::([\w./+-]+))?$/;

/**
 * A build label names a target of a package: the target, owned by the package's last directory
 * (`//services/payments:ledger_client` is `payments.ledger_client`, as `payments:ledger_client`
 * already was), and a label without a target names the package's own (`//tools/lint` is
 * `lint`). Its leading `//` had made it read as a route's path, one name
 * `/services/payments:ledger_client` that nothing else met.
 */
function labelOf(symbol: string): SymbolName | undefined {
  const label = labelNameOf(symbol);
  return label && named(fold(label.owner), fold(label.target));
}

/** A build label's target and the package directory that owns it, as written (`labelOf`). */
function labelNameOf(symbol: string): { owner: string; target: string } | undefined {
  const label = LABEL.exec(symbol);
  if (!label) return undefined;
  const dirs = label[1]!.split("/").filter((d) => d !== "");
  const target = label[2] ?? dirs[dirs.length - 1] ?? "";
  const owner = label[2] !== undefined ? (dirs[dirs.length - 1] ?? "") : (dirs[dirs.length - 2] ?? "");
  return { owner, target: target.split("/").pop()! };
}

/** Kubernetes kinds and their kubectl short names, as a resource reference opens with them. */
const KUBE_KINDS = [
  "deployment",
  "deploy",
  "statefulset",
  "sts",
  "daemonset",
  "ds",
  "replicaset",
  "rs",
  "pod",
  "po",
  "job",
  "cronjob",
  "cj",
  "service",
  "svc",
  "ingress",
  "ing",
  "configmap",
  "cm",
  "secret",
  "serviceaccount",
  "sa",
  "role",
  "clusterrole",
  "rolebinding",
  "clusterrolebinding",
  "networkpolicy",
  "netpol",
  "persistentvolumeclaim",
  "pvc",
  "horizontalpodautoscaler",
  "hpa",
  "poddisruptionbudget",
  "pdb",
];
/**
 * A Kubernetes resource as kubectl and the scanners name it: its kind, maybe with its API group,
 * its name, maybe one of its containers (`Deployment/payments-api/worker`,
 * `deployment.apps/payments-api (container worker)`, `deploy/payments-api -c worker`).
 */
const KUBE_RESOURCE = new RegExp(
  String.raw`^(?:${KUBE_KINDS.join("|")})(?:\.[a-z0-9-]+)*\/([a-z0-9][a-z0-9.-]*)(?:\/([a-z0-9][a-z0-9-]*)|\s+\((?:init\s*)?containers?\s+([a-z0-9][a-z0-9-]*)\)|\s+-c\s+([a-z0-9][a-z0-9-]*))?$`,
  "i",
);

/**
 * A Kubernetes resource names the resource, and a container of it that container, owned by the
 * resource: the kind and group are no owner (`deployment.apps/payments-api` had been the method
 * `paymentsapi` of an owner `apps`, `Deployment/payments-api` of `deployment`, and the container in
 * parentheses was dropped, so the pod's container was the Deployment).
 */
function kubeResourceOf(symbol: string): SymbolName | undefined {
  const ref = kubeReferenceOf(symbol);
  if (!ref) return undefined;
  return ref.container === undefined
    ? named("", fold(ref.resource))
    : named(fold(ref.resource), fold(ref.container));
}

/** A Kubernetes resource's name and container as written (`KUBE_RESOURCE`); a name may hold dots. */
function kubeReferenceOf(symbol: string): { resource: string; container?: string } | undefined {
  const ref = KUBE_RESOURCE.exec(symbol);
  if (!ref) return undefined;
  const container = ref[2] ?? ref[3] ?? ref[4];
  return container === undefined ? { resource: ref[1]! } : { resource: ref[1]!, container };
}

/** A type's declaration (`class InvoiceService`, `public without sharing class CrewController`, `type Store struct`): the word after the keyword is the name. */
const TYPE_DECLARATION = new RegExp(
  String.raw`(?:^|\s)(${[...DECLARATION_KINDS, "record", "object", "namespace", "protocol", "type"].join("|")})\s+([^\s{(<:]+)`,
  "i",
);

/** A markup element's start tag with its attributes (`<Parameter name="BATT_VOLTAGE">`, `<field number="44" name="Price"/>`). */
const ELEMENT =
  /^<([\p{L}_][\p{L}\p{N}_:.-]*)((?:\s+[\p{L}_][\p{L}\p{N}_:.-]*\s*=\s*(?:"[^"]*"|'[^']*'))+)\s*\/?>$/u;
/** The attributes that name the element they are on, as markup and configuration formats name them. */
const NAMING_ATTRIBUTE = /^(?:name|id|key|ref|displayname|xml:id)$/i;

/**
 * The name an element is written by: its naming attribute's value (`<Parameter name="BATT_VOLTAGE">`
 * is `BATT_VOLTAGE`, as a report naming the parameter alone writes it), else its tag
 * (`<customErrors mode="Off">` is `customErrors`). The tag is the element's kind, no owner, as a
 * kind written after a name is none. Read as a placeholder (`<module>`), every element of one
 * file had been no place at all, and two parameters of one database alike. Undefined for any
 * other symbol.
 */
function elementName(symbol: string): string | undefined {
  const element = ELEMENT.exec(symbol);
  if (!element) return undefined;
  for (const attribute of element[2]!.matchAll(
    /([\p{L}_][\p{L}\p{N}_:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/gu,
  )) {
    const value = (attribute[2] ?? attribute[3] ?? "").trim();
    if (NAMING_ATTRIBUTE.test(attribute[1]!) && value !== "") return value;
  }
  return element[1]!;
}

/**
 * A Lisp definition's head (`(defun plan-night (targets) ...)`, `(define (handle-upload req) ...)`,
 * `(fn box-weight [reading]`, `(defcustom newsroom-api-token`): the name it defines. A Lisp writes
 * a definition as a form whose first word says what it defines (`def…`, `define…`, `fn`, `lambda`
 * with a name, as Fennel allows) and whose second is the name, or a list opening with it (Scheme's
 * `define`). Read as a name written against its parentheses, the form was no name at all, and a
 * report giving it had no place.
 */
const LISP_DEFINITION = /^\(\s*(?:def[\p{L}-]*|fn|lambda|λ)\s+\(?\s*([^\s()[\]{}"';]+)/u;

/**
 * A declaration written as a directive and the name it declares (`.decl contact`, Soufflé's
 * relations, `.input grazed`, `.globl main` in assembly): the name. Read as a name written before
 * a word of prose, `.decl contact` had been the place `decl`, as was every relation so declared.
 */
const DIRECTIVE_DECLARATION = /^\.[a-z]+\s+([\p{L}_][\p{L}\p{N}_]*)\b/u;

/**
 * A FreeMarker directive that defines or calls a macro or function, or assigns a variable
 * (`<#macro buyerLine>`, `<#function total items>`, `<#assign total = 0>`, `<@buyerLine b=buyer/>`):
 * the name it defines, calls or assigns. Read in angle brackets, as markup or a placeholder, the
 * directive was no name at all, and two macros of one template were one report's place and none.
 */
const TEMPLATE_DIRECTIVE =
  /^<(?:#\s*(?:macro|function|assign|global|local)\s+|@\s*)([\p{L}_][\p{L}\p{N}_.]*)/u;

/**
 * A configuration section opened by its kind and an argument in angle brackets, as Apache httpd,
 * Fluentd and their kin write one (`<Location /apps>`, `<match cellar.**>`,
 * `<Directory /var/www>`): the section as written without them (`match cellar.**`), as other
 * reports name it. Read as markup, it had been no place at all. An element with attributes
 * (`<field name="Price">`) is markup's (`elementName`).
 */
const SECTION = /^<([\p{L}][\p{L}\p{N}_-]*)\s+([^<>="']+)>$/u;

/**
 * A template's interpolation (`${vessel.skipperNote?no_esc}`, `#{order.total}`): the expression it
 * prints, without the FreeMarker built-ins applied to it (`?no_esc`, `?string("0.00")`), as a
 * report naming the value writes it. Read whole, the built-in was part of the name
 * (`skippernoteno_esc`), and two values printed with it met no report naming either.
 */
const INTERPOLATION = /^[$#]\{\s*([^{}]*?[^{}\s])\s*\}$/;
const BUILT_INS = /(?:\?[\p{L}_][\p{L}\p{N}_]*(?:\([^()]*\))?)+$/u;

/** A tag alone in angle brackets (`<expires>`, `<module>`): a placeholder, or an element's name. */
const BARE_TAG = /^<([\p{L}_][\p{L}\p{N}_.:-]*)>$/u;

/**
 * The tags in angle brackets (`<expires>`, `<queue-size>`) that other reports of the test give as
 * their place's name (`info/expires`, `limits.queue-size`): read as that place, where alone they
 * are placeholders (`<module>`, `<anonymous>`). Empty where no symbol is such a tag.
 */
export function namedTags(runs: readonly (readonly { symbol?: string | undefined }[])[]): Set<string> {
  const tags = new Set<string>();
  const written: string[] = [];
  for (const findings of runs)
    for (const { symbol } of findings) {
      const tag = symbol === undefined ? null : BARE_TAG.exec(symbol.trim());
      if (tag) written.push(tag[1]!);
    }
  if (written.length === 0) return tags;
  const methods = new Set<string>();
  const read = new Set<string>();
  for (const findings of runs)
    for (const { symbol } of findings) {
      if (symbol === undefined || read.has(symbol)) continue;
      read.add(symbol);
      const method = normalizeSymbol(symbol).method;
      if (method !== "") methods.add(method);
    }
  for (const tag of written) if (methods.has(normalizeSymbol(tag).method)) tags.add(tag);
  return tags;
}

/** `symbol` read as the element it names where it is a tag alone that `tags` holds (`namedTags`). */
export function tagAsRead(symbol: string | undefined, tags: ReadonlySet<string>): string | undefined {
  if (symbol === undefined || tags.size === 0) return undefined;
  const tag = BARE_TAG.exec(symbol.trim());
  return tag && tags.has(tag[1]!) ? tag[1]! : undefined;
}

/**
 * Names in a list: joined by `,`, `;`, `&`, ` / `, `and` or `or`. A slash with a space before
 * it and none after opens a path or a command (`command /rank set`, `location /api`), no list:
 * read as one, every command a script declares was the one place `command`.
 */
const LISTED = new RegExp(String.raw`^\s*(${IDENTIFIER})\s*(?:[,;&]|\s\/\s|\s(?:and|or)\s)\s*[\p{L}_$]`, "u");

/**
 * A statement that calls nothing by name, read for the name it declares or assigns: a type's
 * declaration names the type (`class InvoiceService` was `InvoiceService` owned by `class`),
 * an assignment the name assigned (`const handler = async (req, res) =>` was `handler.async`,
 * `cidr_blocks = ["0.0.0.0/0"]` was `0.0`). Anything else as written.
 */
function statementName(statement: string): string {
  // A list of places, as an issue that spans them is written (`getUser, setUser`, `deposit and
  // mint`): the first, as a location's list (`deposit() and mint()`) and an array of files are read.
  const listed = LISTED.exec(statement);
  if (listed) return listed[1]!;
  const type = TYPE_DECLARATION.exec(statement);
  // Written as languages write their keywords (`class`, ABAP's `CLASS`), not as a word of prose
  // (`Record parsing`): some kinds are also English words.
  if (type && (type[1] === type[1]!.toLowerCase() || type[1] === type[1]!.toUpperCase())) return type[2]!;
  // One `=`, not `==`, `=>`, `<=`, `>=`, `!=` or `:=`: what it assigns to is on its left.
  const assigned = /^([^=]*?[^=!<>:+\-*/%&|^\s])\s*=(?![=>])/.exec(statement);
  return assigned ? assigned[1]!.trim().split(/\s+/).pop()! : statement;
}

/**
 * A symbol less the arguments written after its name and a space: a Tcl procedure's braced
 * list (`proc ::roster::load_month {args}` was `args` owned by `load_month`) and a command's
 * parameters (`Invoke-Rotation -Target <string>` was `target`).
 */
function withoutArguments(symbol: string): string {
  return symbol.replace(/\s+(?:\{[^{}]*\}|-\p{L}[^]*)$/u, "");
}

/**
 * `UserService.GetUser(int id)`, `UserService::getUser()`, `userService->getUser`,
 * `ZCL_USER=>GET_USER` (ABAP), `UserService@getUser` (a Laravel route's action) and `GetUser`
 * become `userservice.getuser` / `getuser`: parameters dropped, separators unified, case folded
 * (the Determinism Measurement System's "method signatures are simplified"). What a declaration
 * writes around its name is dropped (`declaredName`), and so is a type signature without
 * parameters, or it would be taken for the name: `runAligner :: Config -> IO ()`,
 * `collect : pileup list -> variant list`. A colon with no space around it separates, like `::`
 * (`handlers.py:get_user`), except in an Objective-C selector (`objcMethod`). A route is its
 * method and path (`routeOf`); a statement that calls nothing names what it declares or assigns
 * (`statementName`).
 */
/**
 * What a name is, said after it as prose says it (`processPayment function`, `the withdraw
 * function`, `useCart hook`, `login view`, `POST /login handler`): no part of the name. Read as
 * written, the kind had been the method and the name its owner, so `processPayment function` and
 * `validateCard function` named one method, `function`, and neither was `processPayment`. In
 * lower case, as prose writes it: `DEFINE NEW SHARED VARIABLE` is a statement, its keyword no kind.
 */
const KIND_AFTER =
  /^(?:[Tt]he\s+)?(\S.*?)\s+(?:function|method|class|component|hook|handler|view|endpoint|modifier|struct|event|property|field|variable|constant|enum|interface|trait|macro|procedure|subroutine|route|task|job|module|package|contract|library|mapping|resource|type)\s*$/;

/**
 * A route declared by a decorator or an annotation, as a report may name its handler:
 * `@app.route('/login', methods=['POST'])`, `@router.get("/orders/{id}")`,
 * `@PostMapping("/login")`, `[HttpPost("api/login")]`, `[Route("api/orders")]`.
 */
const DECLARED_ROUTE =
  /^(?:@[\w.]*?\b(route|get|post|put|patch|delete|head|options|(?:get|post|put|patch|delete|request)mapping)|\[\s*(?:http(get|post|put|patch|delete|head|options)|(route)))\s*\(\s*(?:value\s*=\s*|path\s*=\s*)?["']([^"']*)["']([^)]*)\)\s*\]?\s*$/i;

/**
 * A route registered by a call, as a report may name it: `app.get('/users/:id', …)`,
 * `router.post("/login", login)`, `http.HandleFunc("/admin", admin)`, `app.MapGet("/orders", …)`,
 * `Route::post('/login', …)`. The path has to open with `/`: `cache.get("user")` reads a key.
 */
const REGISTERED_ROUTE =
  /^(?:[\p{L}_$][\p{L}\p{N}_$]*\s*(?:\.|::|->)\s*)*(get|head|post|put|patch|delete|options|all|any|route|handle|handlefunc|add_url_rule|map(?:get|post|put|patch|delete|methods)?|match)\s*\(\s*["'`](\/[^"'`]*)["'`]/iu;

/**
 * An operation of an OpenAPI document written as the path to it in the document, as linters
 * (Spectral, Redocly) print it: `paths./bookings/{id}/cancel.post`, `paths["/bookings/{id}"].get`,
 * `$.paths./orders.get.responses.200`, or as a JSON pointer `#/paths/~1orders~1{id}/delete`.
 */
const OPENAPI_PATH = new RegExp(
  String.raw`^(?:\$\.)?paths(?:\.|\[\s*["'])(\/[^\s"']*?)(?:["']\s*\])?(?:\.(${HTTP_METHOD}|trace)(?:\.\S*)?)?$`,
  "i",
);
const OPENAPI_POINTER = new RegExp(
  String.raw`^#?\/paths\/([^/\s]+)(?:\/(${HTTP_METHOD}|trace)(?:\/\S*)?)?$`,
  "i",
);

/**
 * The route an OpenAPI document path names (`OPENAPI_PATH`, `OPENAPI_POINTER`): its method and
 * path, as the handler's route is written (`POST /bookings/{id}/cancel`). Read as a name, the
 * document path was the member `post` of an owner `cancel`, so no report naming the operation
 * met one naming the route, and every operation of one verb read alike.
 */
function openApiRoute(name: string): string | undefined {
  const dotted = OPENAPI_PATH.exec(name);
  const pointer = dotted ? undefined : OPENAPI_POINTER.exec(name);
  const path = dotted?.[1] ?? pointer?.[1]?.replaceAll("~1", "/").replaceAll("~0", "~");
  if (path === undefined || !path.startsWith("/")) return undefined;
  const method = (dotted ?? pointer)![2];
  return method ? `${method.toUpperCase()} ${path}` : path;
}

/** The route a call registers (`REGISTERED_ROUTE`), with the HTTP method the call's name says, if any. */
function registeredRoute(name: string): string | undefined {
  const registered = REGISTERED_ROUTE.exec(name);
  if (!registered) return undefined;
  const verb = registered[1]!.toLowerCase().replace(/^map/, "");
  const method = new RegExp(`^(?:${HTTP_METHOD})$`, "i").test(verb) ? `${verb.toUpperCase()} ` : "";
  return `${method}${registered[2]!}`;
}

/**
 * A symbol without the kind prose writes after its name (`KIND_AFTER`), a markup element as the
 * name it is written by (`elementName`), and a route declared by a decorator, registered by a
 * call or named by its OpenAPI document's path as the route: read as a call, every `GET` route
 * of an Express router was the one place `router.get`. Every reading of a symbol goes through it
 * first.
 */
function withoutKind(symbol: string): string {
  const element = elementName(symbol.trim());
  if (element !== undefined) return PLACEHOLDER.test(element.trim()) ? "" : withoutKind(element);
  const defined =
    LISP_DEFINITION.exec(symbol.trim()) ??
    TEMPLATE_DIRECTIVE.exec(symbol.trim()) ??
    DIRECTIVE_DECLARATION.exec(symbol.trim());
  if (defined) return defined[1]!;
  const section = SECTION.exec(symbol.trim());
  if (section) return `${section[1]!} ${section[2]!.trim()}`;
  const interpolated = INTERPOLATION.exec(symbol.trim());
  if (interpolated) return interpolated[1]!.replace(BUILT_INS, "");
  const match = KIND_AFTER.exec(symbol.trim());
  const name = match ? match[1]! : symbol;
  const registered = registeredRoute(name.trim()) ?? openApiRoute(name.trim());
  if (registered !== undefined) return registered;
  const declared = DECLARED_ROUTE.exec(name.trim());
  if (!declared) return name;
  const verb = (declared[1] ?? declared[2] ?? declared[3] ?? "").toLowerCase().replace(/mapping$/, "");
  // `route` and `request` say no method; `methods=['POST']` after the path may.
  const listed = /methods?\s*=\s*[[(]?\s*["']?(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/i.exec(declared[5]!);
  const method = verb === "route" || verb === "request" ? listed?.[1] : verb;
  const path = declared[4]!.startsWith("/") ? declared[4]! : `/${declared[4]}`;
  return method ? `${method.toUpperCase()} ${path}` : path;
}

export function normalizeSymbol(written: string | undefined): SymbolName {
  if (!written || PLACEHOLDER.test(written.trim())) return NO_SYMBOL;
  const symbol = withoutKind(written);
  // An Objective-C method, a build label, a Kubernetes resource, a route and a domain name are read
  // whole, not split at their separators.
  const whole =
    objcMethod(symbol.trim()) ??
    labelOf(symbol.trim()) ??
    kubeResourceOf(symbol.trim()) ??
    routeOf(symbol.trim()) ??
    domainNameOf(symbol.trim()) ??
    distinguishedNameOf(symbol.trim());
  if (whole) return whole;
  const parts = qualifiedName(symbol)
    // A `$` between two words parts them, as Java writes a nested class (`Outer$Inner`) and MMS an
    // IEC 61850 reference (`LLN0$GO$gcbTrip`); one that opens a name (`$scope`) is the name's.
    // Smalltalk writes a method as its class, `>>` (or Pharo's `»`) and its selector
    // (`LotTracker>>mergeLot:`): run together, it met no report naming the selector alone.
    .split(/::|->|=>|>>|»|(?<!:):(?!:)|[.#@/\\]|(?<=[\p{L}\p{N}_])\$(?=[\p{L}\p{N}_])|\s+/u)
    .map(fold)
    .filter((p) => p !== "");
  if (parts.length === 0) return NO_SYMBOL;
  return named(parts.length > 1 ? parts[parts.length - 2]! : "", parts[parts.length - 1]!);
}

/** A row or an element selected by a key's value (`trip_id=T2041`, `smsc-id = globe`). */
const KEYED = /^\s*([\p{L}_][\p{L}\p{N}_.-]*)\s*=\s*([\p{L}\p{N}_-]+)\s*$/u;

/** A name written with its arity (`bonus/2`, `MyApp.Accounts.get_user/1`), as Erlang, Elixir and Prolog write a function. */
const WITH_ARITY = /^\s*(\S*[\p{L}_][\p{L}\p{N}_]*)\/(\d+)\s*$/u;

/**
 * The name and the arity of a symbol written as `name/arity` (`WITH_ARITY`), keyed as
 * `keyedPlace` keys a value (`name/`), else undefined.
 */
function arityPlace(symbol: string | undefined): { key: string; value: string } | undefined {
  const named = symbol === undefined ? null : WITH_ARITY.exec(symbol);
  return named ? { key: `${named[1]!}/`, value: named[2]! } : undefined;
}

/**
 * A name called or annotated with one string literal (`@id("vet-read")`, `os.getenv("DB_PASSWORD")`,
 * `@Named("ledger")`): a word, not a route (routes are read as routes) nor prose.
 */
const WITH_LITERAL =
  /^\s*(@?[\p{L}_][\p{L}\p{N}_.:]*)\s*\(\s*(["'])([\p{L}\p{N}_][\p{L}\p{N}_.:-]*)\2\s*\)\s*$/u;

/**
 * The name and the literal of a symbol written as a call or an annotation with one string literal
 * (`WITH_LITERAL`), keyed as `keyedPlace` keys a value (`@id(`), else undefined.
 */
function literalPlace(symbol: string | undefined): { key: string; value: string } | undefined {
  const named = symbol === undefined ? null : WITH_LITERAL.exec(symbol);
  return named ? { key: `${named[1]!}(`, value: named[3]! } : undefined;
}

/**
 * A symbol naming a place by a key and a value (`trip_id=T2041`, `bonus/2`, `@id("vet-read")`):
 * the key, the value, and the place they name where the key selects rows or functions
 * (`selectingKeys`): `trip_id.T2041`, `bonus.2`, `@id.vet-read`. Else undefined.
 */
export function selectingPlace(
  symbol: string | undefined,
): { key: string; value: string; place: string } | undefined {
  const keyed = keyedPlace(symbol);
  if (keyed !== undefined) return { ...keyed, place: `${keyed.key}.${keyed.value}` };
  // A name with its arity or its literal: the key ends with the character that opens the value.
  const named = arityPlace(symbol) ?? literalPlace(symbol);
  return named && { ...named, place: `${named.key.slice(0, -1)}.${named.value}` };
}

/** The key and the value of a symbol written as `key=value` (`KEYED`), else undefined. */
function keyedPlace(symbol: string | undefined): { key: string; value: string } | undefined {
  const keyed = symbol === undefined ? null : KEYED.exec(symbol);
  return keyed ? { key: keyed[1]!, value: keyed[2]! } : undefined;
}

/**
 * The keys whose values tell places apart, as the reports show: a key the test's reports write
 * with two values (`trip_id=T2041`, `trip_id=T2043`) selects rows by its values, and a name they
 * write with two arities (`bonus/2`, `bonus/3`, Prolog's two predicates) is two functions, keyed
 * `bonus/` (`arityPlace`); written with one arity throughout (`get_user/1`), the arity is dropped
 * as before, since a report may name the function with it or without. So is a name called or
 * annotated with one literal (`literalPlace`): Cedar's `@id("vet-read")` and `@id("vet-update")` are
 * two policies, which read as the annotation `id` were one place. Read as an
 * assignment, what it assigns to, every such report named the key alone, one place, and two
 * trips' reports merged. A key written with one value throughout (`SocketUseSSL=N`) still names
 * the setting. Two reports of one setting, one giving its value and one the value it should
 * have, would be two places: reports give the place as it is, and none of the families write a
 * fix's value there. Asked of one run at a time (a run reports an issue once), the keys were
 * seldom seen: a run that reports both trips and names both by the key is rare.
 */
export function selectingKeys(runs: readonly (readonly { symbol?: string | undefined }[])[]): Set<string> {
  const selecting = new Set<string>();
  const values = new Map<string, string>();
  for (const findings of runs) {
    for (const finding of findings) {
      const keyed = selectingPlace(finding.symbol);
      if (keyed === undefined) continue;
      const seen = values.get(keyed.key);
      if (seen === undefined) values.set(keyed.key, keyed.value);
      else if (seen !== keyed.value) selecting.add(keyed.key);
    }
  }
  return selecting;
}

/** Files whose places a JSON Pointer names (RFC 6901): JSON, and YAML, which tools point into alike. */
const POINTED = /\.(?:json5?|jsonc|ya?ml)$/i;

/**
 * A place in a JSON or YAML file written as a JSON Pointer (`/content_scripts/1/matches`), as the
 * key path other reports write (`content_scripts[1].matches`): read as a route, the pointer was a
 * place of its own, which no key path met. Undefined where `symbol` is no pointer into such a file.
 */
export function pointerAsPath(symbol: string | undefined, file: string): string | undefined {
  if (symbol === undefined || !POINTED.test(file) || !/^\/[^\s/]/.test(symbol.trim())) return undefined;
  const keys = symbol
    .trim()
    .slice(1)
    .split("/")
    .map((key) => key.replaceAll("~1", "/").replaceAll("~0", "~"));
  return keys.map((key, i) => (/^\d+$/.test(key) ? `[${key}]` : i === 0 ? key : `.${key}`)).join("");
}

/**
 * A domain name written whole, with the root's dot: `s2019._domainkey.example.sa.`; in lower
 * case, as zone files write them, where a member of code with a sentence's full stop after it
 * (`Config.Load.`) mostly is not.
 */
const DOMAIN_NAME = /^(?:[\p{Ll}\p{Lo}\p{N}_-]+\.)+[\p{Ll}\p{Lo}\p{N}_-]+\.$/u;

/**
 * A distinguished name, a directory's name for an entry (`cn=helpdesk,ou=groups,dc=corp,dc=example`,
 * written in any case, as Active Directory prints it: `CN=Helpdesk,OU=Groups,DC=corp,DC=example`),
 * or a certificate's subject (`CN=api.example.com,O=Acme`): two or more `type=value` parts
 * separated by commas.
 */
const DISTINGUISHED_NAME = /^[A-Za-z][A-Za-z0-9-]*\s*=\s*[^,=]+(?:,\s*[A-Za-z][A-Za-z0-9-]*\s*=\s*[^,=]+)+$/;

/**
 * A distinguished name names its first value within the rest, qualified from the right as a
 * domain name is: `cn=helpdesk,ou=groups,…` is `helpdesk` within `groups.corp.example`. Read as
 * code, every entry of a directory was `cn`, its first part's type before the `=`, and two
 * groups' entries were one place.
 */
function distinguishedNameOf(symbol: string): SymbolName | undefined {
  if (!DISTINGUISHED_NAME.test(symbol)) return undefined;
  const values = symbol.split(",").map((part) => part.slice(part.indexOf("=") + 1).trim());
  return named(values.slice(1).map(fold).join("."), fold(values[0]!));
}

/**
 * A domain name written whole (`_dmarc.example.sa.`) names its first label within the rest: it
 * is qualified from the right, not from the left as code is. Read as code, every record of a
 * zone written so was the one place `example.sa`.
 */
function domainNameOf(symbol: string): SymbolName | undefined {
  if (!DOMAIN_NAME.test(symbol)) return undefined;
  const [first, ...rest] = symbol.slice(0, -1).split(".");
  return named(rest.map(fold).join("."), fold(first!));
}

/**
 * A symbol's name as written, with what qualifies it, less what `normalizeSymbol` drops before
 * it splits the name: parameters, arity, a signature, declaring keywords and modifiers
 * (`function withdraw(address to) external onlyOwner` is `withdraw`). Its words are the ones a
 * description at the same symbol only restates (`bareDescription`); a parameter or a modifier
 * says nothing of the place. A route, a domain name, a distinguished name or an Objective-C
 * method as given.
 */
export function symbolNameText(written: string | undefined): string {
  if (!written || PLACEHOLDER.test(written.trim())) return "";
  const symbol = withoutKind(written);
  if (objcMethod(symbol.trim())) return symbol.trim();
  // A build label as normalizeSymbol reads it, before a route, whose `/` it opens with too.
  const label = labelNameOf(symbol.trim());
  if (label) return label.owner === "" ? label.target : `${label.owner}.${label.target}`;
  if (routeOf(symbol.trim())) return symbol.trim();
  if (DOMAIN_NAME.test(symbol.trim())) return symbol.trim().slice(0, -1);
  if (DISTINGUISHED_NAME.test(symbol.trim())) return symbol.trim();
  const ref = kubeReferenceOf(symbol.trim());
  if (ref) return ref.container === undefined ? ref.resource : `${ref.resource}.${ref.container}`;
  return qualifiedName(symbol);
}

/**
 * The symbol's own name as written, without what owns it: a qualified name's last part
 * (`LendingPool._deposit`: `_deposit`), a route's path (`GET /orders`: `/orders`, as its handler
 * `order_list` names the same place: the method is no part of the name), a domain name's first
 * label, a distinguished name's first value. "" when it names none.
 */
export function ownNameText(symbol: string | undefined): string {
  const written = withoutKind(symbol?.trim() ?? "");
  const route = LABEL.test(written) ? null : ROUTE.exec(written);
  if (route) return route[2]!;
  // A domain name's own name is its first label (`domainNameOf`).
  if (DOMAIN_NAME.test(written)) return written.slice(0, written.indexOf("."));
  // A distinguished name's own name is its first value (`distinguishedNameOf`).
  if (DISTINGUISHED_NAME.test(written))
    return written.slice(written.indexOf("=") + 1, written.indexOf(",")).trim();
  const parts = symbolNameText(symbol).split(/\.|::|->|>>|»|#/);
  return parts[parts.length - 1] ?? "";
}

/**
 * An Unreal reflection macro before a declaration (`UFUNCTION(Server, Reliable) void ServerFire`,
 * `UPROPERTY(EditAnywhere) float Speed`): the declaration's name is the name, not the macro's,
 * which had been read as the name written against its parameters.
 */
function withoutSpecifier(symbol: string): string {
  return symbol.replace(/^\s*U(?:FUNCTION|PROPERTY|CLASS|STRUCT|ENUM|INTERFACE)\s*\([^)]*\)\s*(?=\S)/, "");
}

/** Keywords that declare or qualify a name, before it and a space: never the name's owner. */
const MODIFIERS =
  /\b(?:export|default|async|static|public|private|protected|internal|pub|override|virtual|abstract|final|extern|inline|unsafe|synchronized|void)\s+(?=[\p{L}_$])/giu;

/** A place said in prose, inside another (`SQL query in get_orders`, `getUser in UserService`). */
const WITHIN = new RegExp(String.raw`^(.*\S)\s+(?:in|inside|within)\s+(${IDENTIFIER})$`, "u");
const ONE_IDENTIFIER = new RegExp(String.raw`^${IDENTIFIER}$`, "u");

/**
 * A place said inside another is the other's: `SQL query in get_orders` is `get_orders`, where
 * `in` had been taken for its owner; a name inside a name is the inner one's member
 * (`getUser in UserService` is `UserService.getUser`, `json.Unmarshal in ParseConfig` the call
 * `Unmarshal` of `ParseConfig`, which matches `ParseConfig` as its owner does).
 */
function placeWithin(name: string): string {
  const within = WITHIN.exec(name);
  if (!within) return name;
  const inner = within[1]!.trim();
  if (!ONE_IDENTIFIER.test(inner)) return within[2]!;
  return `${within[2]!}.${inner.split(/::|->|[.#]/).pop()!}`;
}

/** A version after a package's name, at the end of a symbol (see `qualifiedName`). */
const PACKAGE_VERSION =
  /(?:(?:@|==|===|>=|<=|~=|!=)\s*v?\d+(?:\.\d+)*|(?<!:):v?\d+(?:\.\d+)+)(?:[-+][0-9A-Za-z.-]+)?\s*$/;

/**
 * `name` without the version pinned after it (`lodash@4.17.15`, `support/answer@v3`,
 * `requests==2.19.0`): a version is no part of a package's or a registry item's name.
 */
export function withoutVersion(name: string): string {
  return name.replace(PACKAGE_VERSION, "");
}

/**
 * The object a method is called on from inside its own class (`self.save`, `this.handleSubmit`,
 * `$this->charge`, `self::$cache`) is no owner: it had been one, `self`, which no report naming
 * the class or the method alone met.
 */
function withoutReceiver(symbol: string): string {
  return symbol.trim().replace(/^(?:self|this|\$this|static|super)(?:\.|->|::)(?=[\p{L}_$])/iu, "");
}

/**
 * An element named in brackets is a member of what holds it (`env[STRIPE_API_KEY]`,
 * `volumes[docker-sock]`, `containers[name=api]`, as YAML and JSON paths name them): it had been
 * run together with its holder's name, `envstripe_api_key`, which met neither `STRIPE_API_KEY`
 * nor `env`, and a selector's `=` had been read as an assignment. An index (`containers[0]`)
 * stays as it was.
 */
function namedElements(symbol: string): string {
  return symbol.replace(
    /(?<=[\p{L}\p{N}_$\]])\[\s*(?:[\w-]+\s*=\s*)?["']?([\p{L}_$][\w.$-]*)["']?\s*\]/gu,
    ".$1",
  );
}

/**
 * A call whose first argument is a symbol literal, SuperCollider's (`\\grain`) or Ruby's (`:grain`),
 * with anything after it: `SynthDef(\\grain, { … })`, `OSCdef(\\remote)`, `define_method(:reset)`.
 */
const SYMBOL_CALL = /^(.*?[\p{L}\p{N}_$])\s*\(\s*(?:\\|:(?!:))([\p{L}_][\p{L}\p{N}_]*)\s*(?:[,)][^]*)?$/u;

/**
 * What a call defines by a symbol literal is the call's member named so: `SynthDef(\\grain)` is
 * `SynthDef.grain`, which a report naming `\\grain` alone meets; read as the call, every SynthDef
 * of a file was one place, `SynthDef`. A symbol literal is a name by its nature, as a string is not.
 */
function symbolMember(symbol: string): string {
  const call = SYMBOL_CALL.exec(symbol.trim());
  return call ? `${call[1]!}.${call[2]!}` : symbol;
}

/** The name `normalizeSymbol` splits into owner and method, as written. */
function qualifiedName(symbol: string): string {
  return nameBeforeWords(
    placeWithin(
      // A restricted visibility (`pub(crate) fn parse`) is no name written against its parameters.
      declaredName(
        withoutArguments(
          namedElements(symbolMember(withoutReceiver(withoutSpecifier(symbol)))).replace(
            /\bpub\([^)]*\)\s+/g,
            "",
          ),
        ),
      )
        // An Erlang or Elixir function's arity (`get_user/1`) is not part of its name.
        .replace(/\/\d+\s*$/, "")
        // Nor a package's version, pinned as its ecosystem writes it (`lodash@4.17.15`,
        // `golang.org/x/net@v0.7.0`, `requests==2.19.0`, `PyYAML>=5.3`, a Maven coordinate's
        // `:2.9.8`): it had been the name, `lodash@4.17.15` the method `15` of an owner `17`.
        .replace(PACKAGE_VERSION, "")
        // Parentheses not written against a name (`GetUser (handlers.go:42)`).
        .replace(/\([^)]*\)?/g, "")
        // A type signature or annotation: `name :: Type`, `name : Type`, `name: Type`, `name -> Type`.
        .replace(/(?:\s+::|(?<!:):(?!:)(?=\s)|\s+:|\s+->)\s[\s\S]*$/, "")
        .replace(/\b(?:function|method|def|func|fun|fn|sub|proc|constructor of)\s+(?=[A-Za-z_$])/gi, " ")
        // Modifiers written before a name with no parameters after it (`async fn handle_request`,
        // `export default function Page`): with a space for a separator they had been its owner,
        // `async.handle_request`, another owner's method than `Server::handle_request`.
        .replace(MODIFIERS, " ")
        // A Smalltalk class-side method is its class's (`LotTracker class>>new`).
        .replace(/\s+class(?=\s*(?:>>|»))/, "")
        // A prototype's member is its class's (`Cart.prototype.total` is `Cart.total`), and a
        // closure is a place in the function it is written in (`parse::{{closure}}` is `parse`).
        .replace(/\.prototype(?=\.)/g, "")
        .replace(/::\{\{closure\}\}/g, "")
        // An Unreal RPC is written as `_Implementation` and checked in `_Validate`, and declared in
        // its header by its own name (`ServerFire`): the three are one function.
        .replace(/(?<=[\p{L}\p{N}])_(?:Implementation|Validate)$/u, "")
        .trim(),
    ),
  );
}

/**
 * A name followed only by words no name is written as (`s2019._domainkey IN TXT`,
 * `allow_anonymous true`, `2525 inet n - y - - smtpd`, Ada's `Parse_Frame return Reading`) is
 * the name: the words are its type, its value or its columns. Split at the spaces, the last of
 * those words had been the name, so every record of one type in a zone was one place (`in.txt`).
 * Not one capitalised word after a type (`SaveSystem Instance`): a declaration's name follows its
 * type.
 */
/** A comparison's operator, and a value compared with: a number, with its unit, or a quoted string. */
const COMPARISON = /^(?:[<>]=?|[=!]==?|<>)$/;
const LITERAL = /^(?:-?\d[\d._]*[\p{L}%]*|"[^"]*"|'[^']*')$/u;
const COMPARED = /^[\p{L}_][\p{L}\p{N}_.]*$/u;

function nameBeforeWords(name: string): string {
  const words = name.split(/\s+/);
  if (words.length < 2) return name;
  const commanded = commandedName(words);
  if (commanded !== undefined) return commanded;
  const [first, ...rest] = words;
  // A section and a key in it (`[Service] User`, `[[outputs.influxdb_v2]] token`): the key is the
  // section's member, not a value written after a name.
  if (/^\[\[?[^\]\s]+\]\]?$/.test(first!)) return name;
  // A comparison with a value (`wtg_gearbox_bearing_temp_celsius > 95`) names what it compares:
  // split at its spaces, two rules' thresholds were one member `95` of two owners.
  if (words.length === 3 && COMPARISON.test(words[1]!) && LITERAL.test(words[2]!) && COMPARED.test(first!))
    return first!;
  if (!writtenAsCode(first!) || !/[\p{L}\p{N}]/u.test(first!)) return name;
  if (rest.length === 1 && /^\p{Lu}/u.test(rest[0]!)) return name;
  return rest.some((w) => writtenAsCode(w) || /[()[\]{}"'=<>:]/.test(w)) ? name : first!;
}

/**
 * A command that sets or acts on a name, written as a shell takes it (`param set NAV_DLL_ACT 0`,
 * `setprop persist.log.tag 0`): words of a command in lower case, then the one name written as
 * code, with a letter (`line vty 0 4` names none), then its values. The name is the place; split
 * at the spaces, the value had been the name and the name its owner, so two parameters set to one
 * value were one place (`0` of two owners).
 */
function commandedName(words: readonly string[]): string | undefined {
  const at = words.findIndex((w) => writtenAsCode(w) && /\p{L}/u.test(w));
  if (at < 1 || !words.slice(0, at).every((w) => /^\p{Ll}+$/u.test(w))) return undefined;
  const after = words.slice(at + 1);
  return after.length > 0 && after.every((w) => /^-?\d+(?:\.\d+)?$/.test(w)) ? words[at] : undefined;
}

/** A route in prose: a method in capitals, then a path (`POST /login`, `GET /orders/{id}`). */
const ROUTE_IN_TEXT = new RegExp(String.raw`\b(?:${HTTP_METHOD})\s+\/[\w\-./{}<>[\]:*~%]*`, "g");
/**
 * A path in prose on its own, starting a word (`/select lets the request pick its parser`,
 * `the /admin/export endpoint`): not the rest of a URL, a relative path or `and/or`.
 */
const PATH_IN_TEXT = /(?<![\w/.:~%-])\/[A-Za-z_{:][\w\-./{}[\]:*~%]*/g;

/**
 * The names a report's text writes as code (code-names.ts), each folded as a symbol's method
 * (`StableSwap._transfer_out` → `_transfer_out`; `symbolOf`, which a caller may memoise), with
 * the owners the text qualifies it by ("" where it writes the name alone): `mkt._domainkey`
 * names the `_domainkey` of `mkt`, not that of `s2019`. One issue's reports often name as their
 * symbol different functions on its path (the entry point, the function at fault, the call at
 * fault) and write the others in their text: `exchange` with "raw_call result ignored in
 * `_transfer_out`", `_transfer_out` with "the bytes returned by raw_call are discarded".
 * compare.ts reads that as a level of the symbol field, with a judge or without.
 */
export function mentionedPlaces(
  text: string,
  symbolOf: (name: string) => SymbolName = normalizeSymbol,
): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  const add = (method: string, owner: string) => {
    if (method === "") return;
    const owners = names.get(method);
    if (owners) owners.add(owner);
    else names.set(method, new Set([owner]));
  };
  // A route written with its method (`POST /login has no rate limit`) names the endpoint a
  // report about its handler (`login_view`) may give as its symbol, and the other way round.
  const read = text.slice(0, 20_000);
  if (read.includes("/")) {
    for (const route of read.matchAll(ROUTE_IN_TEXT))
      add(routeOf(route[0].replace(/[.:]+$/, ""))!.method, "");
    for (const path of read.matchAll(PATH_IN_TEXT)) add(symbolOf(path[0].replace(/[.:]+$/, "")).method, "");
  }
  codeNames(read, (name) => {
    const { method, owner } = symbolOf(name);
    add(method, owner);
  });
  return names;
}
