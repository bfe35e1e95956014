import { describe, expect, it } from "vitest";
import {
  mentionedPlaces,
  namedTags,
  normalizeSymbol,
  ownNameText,
  pointerAsPath,
  symbolNameText,
  tagAsRead,
} from "../../src/cluster/symbols.js";

/** The names a text writes as code, whatever owner it qualifies them by. */
const mentionedNames = (text: string) => new Set(mentionedPlaces(text).keys());

describe("a symbol is reduced to its owner and name", () => {
  it.each([
    ["UserService.GetUser(int id)", "userservice.getuser"],
    ["UserService::getUser()", "userservice.getuser"],
    ["userService->getUser", "userservice.getuser"],
    ["Api::V1::UsersController#update", "userscontroller.update"],
    ["pkg.Handler.ServeHTTP(w, r)", "handler.servehttp"],
    ["normalize!(counts::Vector)", "normalize"],
    ["sub charge_card", "charge_card"],
    // A return type or a type signature is not the name.
    ["fun getUser(id: Int): User", "getuser"],
    ["getUser(id: string): Promise<User>", "getuser"],
    ["fn parse(&self) -> Result<Ast, Error>", "parse"],
    ["def handle(self, request) -> HttpResponse", "handle"],
    ["runAligner :: Config -> FilePath -> IO ()", "runaligner"],
    ["collect_variants : pileup list -> variant list", "collect_variants"],
    ["Foo.bar: int", "foo.bar"],
    // ABAP: a static method is called with =>, an instance method with ->.
    ["ZCL_GOODS_RECEIPT=>FIND_BY_VENDOR", "zcl_goods_receipt.find_by_vendor"],
    ["zcl_goods_receipt->find_by_vendor( iv_vendor )", "zcl_goods_receipt.find_by_vendor"],
    // Objective-C: a selector's keywords are one method's name, however the method is written.
    [
      "-[APIClient URLSession:didReceiveChallenge:completionHandler:]",
      "apiclient.urlsessiondidreceivechallengecompletionhandler",
    ],
    ["URLSession:didReceiveChallenge:completionHandler:", "urlsessiondidreceivechallengecompletionhandler"],
    [
      "- (void)URLSession:(NSURLSession *)session didReceiveChallenge:(NSURLAuthenticationChallenge *)challenge " +
        "completionHandler:(void (^)(NSURLSessionAuthChallengeDisposition, NSURLCredential *))completionHandler",
      "urlsessiondidreceivechallengecompletionhandler",
    ],
    ["+[APIClient(Networking) sharedClient]", "apiclient.sharedclient"],
    ["- (void)viewDidLoad", "viewdidload"],
    ["credentialForTrust:", "credentialfortrust"],
    // An Erlang or Elixir function's arity, C++'s qualifiers and a Laravel action's @ are not the name.
    ["MyApp.Accounts.get_user/1", "accounts.get_user"],
    ["route_table:lookup/2", "route_table.lookup"],
    ["void Foo::bar(int x) const", "foo.bar"],
    ["Widget::draw() const noexcept override", "widget.draw"],
    ["App\\Http\\Controllers\\UserController@update", "usercontroller.update"],
    // A package's version, however its ecosystem pins it, is not its name.
    ["lodash@4.17.15", "lodash"],
    ["@babel/traverse@7.22.5", "babel.traverse"],
    ["golang.org/x/net@v0.7.0", "x.net"],
    ["requests==2.19.0", "requests"],
    ["PyYAML>=5.3", "pyyaml"],
    ["com.fasterxml.jackson.core:jackson-databind:2.9.8", "core.jacksondatabind"],
    ["openssl@3.0.7-r0", "openssl"],
    // A build label names its package's target; an element named in brackets is a member.
    ["//services/payments:ledger_client", "payments.ledger_client"],
    ["@rules_oci//oci:pull", "oci.pull"],
    ["//tools/lint", "tools.lint"],
    ["env[STRIPE_API_KEY]", "env.stripe_api_key"],
    ["spec.template.spec.containers[0].env[STRIPE_API_KEY]", "env.stripe_api_key"],
    ['containers[name="api"]', "containers.api"],
    ["volumes[docker-sock]", "volumes.dockersock"],
    // A Kubernetes resource names the resource and a container of it, whatever the kind's form.
    ["Deployment/payments-api", "paymentsapi"],
    ["deployment.apps/payments-api", "paymentsapi"],
    ["Deployment/payments-api/worker", "paymentsapi.worker"],
    ["deployment.apps/payments-api (container worker)", "paymentsapi.worker"],
    ["deploy/payments-api -c worker", "paymentsapi.worker"],
    ["CronJob.batch/ledger-close (init container migrate)", "ledgerclose.migrate"],
    ["ConfigMap/payments.config", "paymentsconfig"],
    ["Deployment/payments.api/worker", "paymentsapi.worker"],
    // A path or a package path that opens with no kind is read as before.
    ["services/ledger", "services.ledger"],
    // An index stays, and an attribute before a declaration is no element.
    ["containers[0]", "containers0"],
    ["[HttpGet] public IActionResult Get(int id)", "get"],
    // The receiver of a call from inside the class is no owner.
    ["self.save", "save"],
    ["this.handleSubmit", "handlesubmit"],
    ["$this->charge()", "charge"],
    ["self::$cache", "$cache"],
    ["anonymous function", ""],
    ["Anonymous closure", ""],
    // A declaration's modifiers and return type are not the owner; a Go receiver's type is.
    ["public async Task<User> GetUserAsync(int id)", "getuserasync"],
    ["public static Map<String, List<User>> load(String key)", "load"],
    ["export default function handler(req, res)", "handler"],
    ["withdraw() function", "withdraw"],
    ["store.(*UserStore).Find", "userstore.find"],
    ["(*Server).Handle", "server.handle"],
    ["func (s *Server) Handle(w http.ResponseWriter, r *http.Request)", "handle"],
    ["GetUser (handlers.go:42)", "getuser"],
    // A type's declaration names the type; an assignment what it assigns to.
    ["class InvoiceService", "invoiceservice"],
    ["public without sharing class CrewController", "crewcontroller"],
    ["CLASS zcl_goods_receipt DEFINITION", "zcl_goods_receipt"],
    ["type Store struct", "store"],
    ["module Billing.Invoice", "billing.invoice"],
    ["const handler = async (req, res) =>", "handler"],
    ['cidr_blocks = ["0.0.0.0/0"]', "cidr_blocks"],
    ["err := json.Unmarshal(body, &req)", "json.unmarshal"],
    // Arguments written after the name and a space are not the name.
    ["proc ::roster::load_month {args}", "roster.load_month"],
    ["Invoke-Rotation -Target <string>", "invokerotation"],
    // A list of places is its first, as a location's list is; type arguments are no list.
    ["getUser, setUser", "getuser"],
    ["UserService.getUser; UserService.setUser", "userservice.getuser"],
    ["deposit and mint", "deposit"],
    ["withdraw / redeem", "withdraw"],
    // A slash against the word after it opens a command or a path: no list (the two commands of
    // one script were one place, `command`).
    ["command /rank set", "rank.set"],
    ["command /rank clear", "rank.clear"],
    // A command that sets a name to a value names the name (two parameters set to 0 were one
    // place, `0`); numbers alone are no name (`line vty 0 4`).
    ["param set NAV_DLL_ACT 0", "nav_dll_act"],
    ["param set NAV_RCL_ACT 0", "nav_rcl_act"],
    ["line vty 0 4", "0.4"],
    ["approve & transferFrom", "approve"],
    ["Map<K, V>.get", "map.get"],
    // Modifiers, a prototype and a closure are no owner; a place said inside another is the other's.
    ["async fn handle_request", "handle_request"],
    ["export default function Page", "page"],
    ["public static validate", "validate"],
    ["pub(crate) fn parse_frame", "parse_frame"],
    ["Cart.prototype.total", "cart.total"],
    ["parse::{{closure}}", "parse"],
    ["exportReport", "exportreport"],
    ["Defaults.load", "defaults.load"],
    ["SQL query in get_orders", "get_orders"],
    ["useEffect callback inside Page", "page"],
    ["getUser in UserService", "userservice.getuser"],
    ["method getUser in UserService", "userservice.getuser"],
    ["json.Unmarshal in ParseConfig", "parseconfig.unmarshal"],
    ["login", "login"],
    // What the name is, said after it as prose says it, is no part of it.
    ["processPayment function", "processpayment"],
    ["the withdraw function", "withdraw"],
    ["PaymentService.processPayment method", "paymentservice.processpayment"],
    ["useCart hook", "usecart"],
    ["login view", "login"],
    ["Checkout component", "checkout"],
    // A statement's keyword in capitals is no kind of prose.
    ["DEFINE NEW SHARED VARIABLE", "shared.variable"],
    // An Unreal RPC's implementation and validation are the function its header declares.
    ["AArenaCharacter::ServerFire_Implementation", "aarenacharacter.serverfire"],
    ["ServerFire_Validate", "serverfire"],
    ["UFUNCTION(Server, Reliable, WithValidation) void ServerFire", "serverfire"],
    ["input_validate", "input_validate"],
    // A name followed by words no name is written as: its type, value or columns.
    ["s2019._domainkey IN TXT", "s2019._domainkey"],
    ["2525 inet n - y - - smtpd", "2525"],
    ["allow_anonymous true", "allow_anonymous"],
    ["Parse_Frame (Frame : Byte_Array) return Reading", "parse_frame"],
    // A key after its section is the section's member, not a value (two settings of one TOML
    // table were one place, the table).
    ["[Service] User", "service.user"],
    ["[[outputs.influxdb_v2]] token", "influxdb_v2.token"],
    ["[outputs.influxdb_v2] urls", "influxdb_v2.urls"],
    // A comparison with a value names what it compares (two alerting rules' thresholds were one
    // member `95`); two names compared are both written.
    ["wtg_gearbox_bearing_temp_celsius > 95", "wtg_gearbox_bearing_temp_celsius"],
    ['status == "active"', "status"],
    ["retries >= 3", "retries"],
    ["a == b", "a.b"],
    // A Smalltalk method is its class's selector, as written or as Pharo prints it; run together,
    // it met no report naming the selector alone.
    ["LotTracker>>mergeLot:", "lottracker.mergelot"],
    ["LotTracker»mergeLot:", "lottracker.mergelot"],
    ["LotTracker class>>new", "lottracker.new"],
    // A `$` between two words parts them: Java's nested class, an IEC 61850 reference in MMS form.
    ["Outer$Inner", "outer.inner"],
    ["com.example.Outer$Inner.run", "inner.run"],
    ["WTG07LD0/LLN0$GO$gcbTrip", "go.gcbtrip"],
    ["$scope.user", "$scope.user"],
    // Not a type then a declaration's name, capitalised as the type is.
    ["static SaveSystem Instance", "savesystem.instance"],
    // A domain name written whole, with the root's dot, is qualified from the right.
    ["s2019._domainkey.example.sa.", "_domainkey.example.sa.s2019"],
    ["_dmarc.example.sa.", "example.sa._dmarc"],
    // Not a member of code with a full stop after it.
    ["Config.Load.", "config.load"],
    // A distinguished name is its first value within the rest, in any case: two entries are two places.
    ["cn=helpdesk,ou=groups,dc=corp,dc=example", "groups.corp.example.helpdesk"],
    ["CN=Helpdesk,OU=Groups,DC=corp,DC=example", "groups.corp.example.helpdesk"],
    ["cn=contractors,ou=groups,dc=corp,dc=example", "groups.corp.example.contractors"],
    // Not settings written as assignments (a key with `_`), nor one assignment.
    ["max_connections=100, shared_buffers=128MB", "max_connections"],
    ["key=value", "key"],
  ])("%s → %s", (symbol, expected) => {
    expect(normalizeSymbol(symbol).symbol).toBe(expected);
  });

  it("a route is its method and path, each parameter as *, however the framework writes it", () => {
    for (const route of ["GET /orders/{id}", "get /orders/<int:id>", "GET /orders/:id/", "GET /orders/[id]"])
      expect(normalizeSymbol(route)).toEqual({ symbol: "GET /orders/*", method: "/orders/*", owner: "GET" });
    expect(normalizeSymbol("/orders/{id}")).toEqual({ symbol: "/orders/*", method: "/orders/*", owner: "" });
    // A list and its detail are two places.
    expect(normalizeSymbol("GET /orders").symbol).not.toBe(normalizeSymbol("GET /orders/<id>").symbol);
    expect(normalizeSymbol("GET /accounts/{id}/balance?currency=eur").symbol).toBe("GET /accounts/*/balance");
  });

  it("two functions said with their kind are two names, not one method `function`", () => {
    expect(normalizeSymbol("processPayment function").method).not.toBe(
      normalizeSymbol("validateCard function").method,
    );
  });

  it("a route declared by a decorator or an annotation is the route", () => {
    for (const declared of [
      "@app.route('/login', methods=['POST'])",
      '@app.post("/login")',
      '@PostMapping("/login")',
      '[HttpPost("login")]',
      "POST /login handler",
    ])
      expect(normalizeSymbol(declared)).toEqual({ symbol: "POST /login", method: "/login", owner: "POST" });
    expect(normalizeSymbol('@router.get("/orders/{id}")').symbol).toBe("GET /orders/*");
    expect(normalizeSymbol('@GetMapping(value = "/orders/{id}")').symbol).toBe("GET /orders/*");
    expect(normalizeSymbol('[Route("api/orders")]').symbol).toBe("/api/orders");
    expect(ownNameText("@app.route('/login')")).toBe("/login");
    // A decorator that declares no route is a name.
    expect(normalizeSymbol("@login_required").symbol).toBe("login_required");
  });

  it("a route registered by a call is the route, not the call", () => {
    // Read as calls, every GET route of one router was the one place `router.get`.
    expect(normalizeSymbol("app.get('/users/:id', loadUser, show)")).toEqual(
      normalizeSymbol("GET /users/{id}"),
    );
    expect(normalizeSymbol('router.post("/login", login)').symbol).toBe("POST /login");
    expect(normalizeSymbol('app.MapGet("/orders/{id}", GetOrder)').symbol).toBe("GET /orders/*");
    expect(normalizeSymbol("Route::post('/login', [AuthController::class, 'login'])").symbol).toBe(
      "POST /login",
    );
    expect(normalizeSymbol('http.HandleFunc("/admin", admin)').symbol).toBe("/admin");
    expect(normalizeSymbol("app.get('/users')").symbol).not.toBe(
      normalizeSymbol("app.get('/orders')").symbol,
    );
    // A key is no path.
    expect(normalizeSymbol('cache.get("user")').symbol).toBe("cache.get");
    expect(ownNameText("router.post('/login', login)")).toBe("/login");
  });

  it("an OpenAPI operation written as its path in the document is the route", () => {
    // Read as a name, `paths./bookings/{id}/cancel.post` was the member `post` of `cancel`: it
    // never met the handler's route, and every POST operation of a document read alike.
    const route = normalizeSymbol("POST /bookings/{id}/cancel");
    expect(normalizeSymbol("paths./bookings/{id}/cancel.post")).toEqual(route);
    expect(normalizeSymbol('paths["/bookings/{id}/cancel"].post')).toEqual(route);
    expect(normalizeSymbol("#/paths/~1bookings~1{id}~1cancel/post")).toEqual(route);
    expect(normalizeSymbol("$.paths./orders.get.responses.200").symbol).toBe("GET /orders");
    expect(normalizeSymbol("paths./bookings/{id}/amend.post")).not.toEqual(route);
    expect(normalizeSymbol("paths./orders").symbol).toBe("/orders");
    // A member named `paths` is still a name.
    expect(normalizeSymbol("config.paths").symbol).toBe("config.paths");
  });

  it("what a call defines by a symbol literal is the call's member of that name", () => {
    // Read as the call, every SynthDef of a file was one place, `SynthDef`.
    expect(normalizeSymbol("SynthDef(\\grain, { |out = 0| Out.ar(out, LocalIn.ar(2)) })").symbol).toBe(
      "synthdef.grain",
    );
    expect(normalizeSymbol("SynthDef(\\smear)").method).not.toBe(normalizeSymbol("SynthDef(\\grain)").method);
    expect(normalizeSymbol("SynthDef(\\grain)").method).toBe(normalizeSymbol("\\grain").method);
    expect(normalizeSymbol("define_method(:reset)").method).toBe("reset");
    // A string is no symbol literal, and `::` no Ruby symbol.
    expect(normalizeSymbol('cmd("SAT EPS_HEATER_ON")').symbol).toBe("cmd");
    expect(normalizeSymbol("Foo::bar(x)").symbol).toBe("foo.bar");
  });

  it("a colon with no space separates like ::", () => {
    expect(normalizeSymbol("handlers.py:get_user").method).toBe("get_user");
  });

  it.each([
    "<module>",
    "N/A",
    "n.a.",
    "(none)",
    "—",
    "global scope",
    "Module-level",
    "file-wide",
    "top level code",
    "(class-level)",
  ])("a placeholder names no place: %s", (symbol) => {
    expect(normalizeSymbol(symbol).symbol).toBe("");
  });
  it("a markup element is the element its naming attribute names, else its tag", () => {
    // Two parameters of one telemetry database: read as placeholders, they had been one place.
    expect(normalizeSymbol('<Parameter name="BATT_VOLTAGE">')).toEqual(normalizeSymbol("BATT_VOLTAGE"));
    expect(normalizeSymbol('<Parameter name="OBC_TEMP">').method).toBe("obc_temp");
    expect(normalizeSymbol('<field number="44" name="Price" type="INT"/>').method).toBe("price");
    expect(normalizeSymbol("<form id='checkout' method='post'>").method).toBe("checkout");
    expect(normalizeSymbol('<customErrors mode="Off">').method).toBe("customerrors");
    expect(symbolNameText('<cffunction name="OrderService.getOrder">')).toBe("OrderService.getOrder");
    expect(ownNameText('<cffunction name="OrderService.getOrder">')).toBe("getOrder");
  });
  it("a Lisp definition's head is the name it defines", () => {
    // Read as a name written against its parentheses, each form had been no place at all.
    expect(normalizeSymbol("(fn box-weight [reading]")).toEqual(normalizeSymbol("box-weight"));
    expect(normalizeSymbol("(defun plan-night (targets) ...)").method).toBe("plannight");
    expect(normalizeSymbol("(define (handle-upload req) ...)").method).toBe("handleupload");
    expect(normalizeSymbol("(defcustom newsroom-api-token").method).toBe("newsroomapitoken");
    expect(ownNameText("(fn scale.box-weight [r]")).toBe("box-weight");
    // A form that defines nothing by name is still none.
    expect(normalizeSymbol("(let [x 1]").symbol).toBe("");
  });
  it("a declaration written as a directive is the name it declares", () => {
    // Read as a name before a word of prose, `.decl contact` had been `decl`, and every relation
    // of a Soufflé program declared so was one place.
    expect(normalizeSymbol(".decl contact")).toEqual(normalizeSymbol("contact(a, b)"));
    expect(normalizeSymbol(".decl contact")).not.toEqual(normalizeSymbol(".decl grazed"));
    expect(normalizeSymbol(".decl water_contact")).toEqual(normalizeSymbol("water_contact"));
    expect(normalizeSymbol(".globl main").method).toBe("main");
  });
  it("a FreeMarker directive is the macro, function or variable it defines, calls or assigns", () => {
    // Two macros of one template had been one place: none.
    expect(normalizeSymbol("<#macro buyerLine>")).toEqual(normalizeSymbol("buyerLine"));
    expect(normalizeSymbol("<#macro vesselLine note>").method).toBe("vesselline");
    expect(normalizeSymbol("<@buyerLine b=buyer/>").method).toBe("buyerline");
    expect(normalizeSymbol("<#assign total = 0>").method).toBe("total");
    expect(normalizeSymbol("<module>").symbol).toBe("");
  });
  it("a configuration section in angle brackets is the section as written without them", () => {
    // Read as markup, each had been no place at all.
    expect(normalizeSymbol("<match cellar.**>")).toEqual(normalizeSymbol("match cellar.**"));
    expect(normalizeSymbol("<Location /apps>")).toEqual(normalizeSymbol("Location /apps"));
    expect(normalizeSymbol("<Location /admin>")).not.toEqual(normalizeSymbol("<Location /apps>"));
  });
  it("a template's interpolation is the value it prints, without the built-ins applied", () => {
    expect(normalizeSymbol("${vessel.skipperNote?no_esc}")).toEqual(normalizeSymbol("vessel.skipperNote"));
    expect(normalizeSymbol('${lot.price?string("0.00")}').method).toBe("price");
    expect(normalizeSymbol("#{order.total}").method).toBe("total");
  });
  it("a tag alone in angle brackets is the element other reports name so, else a placeholder", () => {
    const tags = namedTags([[{ symbol: "<expires>" }, { symbol: "<module>" }], [{ symbol: "info/expires" }]]);
    expect([...tags]).toEqual(["expires"]);
    expect(tagAsRead("<expires>", tags)).toBe("expires");
    expect(tagAsRead("<module>", tags)).toBeUndefined();
    expect(
      namedTags([[{ symbol: "<queue-size>" }], [{ symbol: "limits.queue-size" }]]).has("queue-size"),
    ).toBe(true);
    expect(namedTags([[{ symbol: "<script>" }], [{ symbol: "import_patients.pl" }]]).size).toBe(0);
  });
  it("a name that only begins like a placeholder is a name", () => {
    expect(normalizeSymbol("globalConfig").symbol).toBe("globalconfig");
    expect(normalizeSymbol("module_init").symbol).toBe("module_init");
    expect(normalizeSymbol("FileReader.read").method).toBe("read");
  });
  it("keeps a name in any script (`Überweisung.prüfen`, `注文.確定する`)", () => {
    expect(normalizeSymbol("Überweisung.prüfen()").symbol).toBe("überweisung.prüfen");
    expect(normalizeSymbol("注文.確定する").symbol).toBe("注文.確定する");
  });
});

describe("a symbol's name as written", () => {
  it.each([
    ["setTreasury(address)", "setTreasury"],
    ["function withdraw(address to) external onlyOwner", "withdraw"],
    ["pkg.Handler.ServeHTTP(w, r)", "pkg.Handler.ServeHTTP"],
    ["func (s *Server) Handle(w http.ResponseWriter, r *http.Request)", "Handle"],
    ["MyApp.Accounts.get_user/1", "MyApp.Accounts.get_user"],
    ["runAligner :: Config -> FilePath -> IO ()", "runAligner"],
    ["POST /login", "POST /login"],
    // A build label as it is read (`payments.ledger_client`), not as a route it opens like.
    ["//services/payments:ledger_client", "payments.ledger_client"],
    ["deployment.apps/payments-api (container worker)", "payments-api.worker"],
    ["mkt._domainkey.example.sa.", "mkt._domainkey.example.sa"],
    ["<module>", ""],
  ])("%s → %s", (symbol, expected) => {
    expect(symbolNameText(symbol)).toBe(expected);
  });
});

describe("a symbol's own name as written, without what owns it", () => {
  it.each([
    ["LendingPool._deposit", "_deposit"],
    ["Api::V1::UsersController#update", "update"],
    ["pkg.Handler.ServeHTTP(w, r)", "ServeHTTP"],
    ["claim", "claim"],
    // A route's name is its path: its handler (`order_list`) names the same place.
    ["GET /orders", "/orders"],
    ["//services/payments:ledger_client", "ledger_client"],
    ["/orders/{id}", "/orders/{id}"],
    // A domain name is qualified from the right: its own name is its first label.
    ["mkt._domainkey.example.sa.", "mkt"],
    // So is a distinguished name: its own name is its first value.
    ["CN=Helpdesk,OU=Groups,DC=corp,DC=example", "Helpdesk"],
    ["<module>", ""],
  ])("%s → %s", (symbol, expected) => {
    expect(ownNameText(symbol)).toBe(expected);
  });
});

describe("the names a report's text writes as code", () => {
  it("takes what only code writes: backticks, parentheses, `_`, digits, a capital inside a word", () => {
    const names = mentionedNames(
      "The bytes returned by raw_call in `exchange` are discarded: StableSwap._transfer_out() " +
        "calls transfer(to, amount) and getUser ignores sha1 digests; json.Unmarshal is unchecked.",
    );
    expect([...names].sort()).toEqual(
      ["_transfer_out", "exchange", "getuser", "raw_call", "sha1", "transfer", "unmarshal"].sort(),
    );
  });

  it("takes a route written with its method as the endpoint a handler's report may name", () => {
    expect([...mentionedNames("POST /login: no rate limit; GET /orders/{id}, too.")].sort()).toEqual([
      "/login",
      "/orders/*",
    ]);
    expect(mentionedNames("POST /login에 속도 제한이 없음").has(normalizeSymbol("POST /login").method)).toBe(
      true,
    );
  });

  it("takes a path written on its own at the start of a word, as the endpoint or file it names", () => {
    // Two Solr handlers' reports in one template differ only by the path each names.
    expect([...mentionedNames("/select lets the request pick its query parser")]).toEqual(["/select"]);
    expect([...mentionedNames('The handler named "/browse" and /admin/export.')].sort()).toEqual([
      "/admin/export",
      "/browse",
    ]);
    // Not the rest of a URL, a relative path, or a slash between two words.
    expect(mentionedNames("See https://solr.apache.org/guide and/or TCP/IP, ./run").has("/guide")).toBe(
      false,
    );
    expect(mentionedNames("either and/or both, TCP/IP").size).toBe(0);
  });

  it("keeps the owner each name is qualified by, none where it is written alone", () => {
    const places = mentionedPlaces("The mkt._domainkey record; `sort` and slots.sort() sort it.");
    expect(Object.fromEntries([...places].map(([method, owners]) => [method, [...owners].sort()]))).toEqual({
      _domainkey: ["mkt"],
      sort: ["", "slots"],
    });
  });

  it("leaves a word of prose that may also be a function's name", () => {
    expect(mentionedNames("Transfer failure: the pool trusts the token and returns early.").size).toBe(0);
  });
});

describe("a JSON Pointer into a JSON or YAML file", () => {
  it("is the key path other reports write", () => {
    expect(pointerAsPath("/content_scripts/1/matches", "extension/manifest.json")).toBe(
      "content_scripts[1].matches",
    );
    expect(pointerAsPath("/automation/0/trigger", "config/automations.yaml")).toBe("automation[0].trigger");
    // Escaped as RFC 6901 escapes a key's `/` and `~`.
    expect(pointerAsPath("/paths/~1orders/get", "api/openapi.yml")).toBe("paths./orders.get");
  });

  it("is a route or a path elsewhere, and a key path stays as written", () => {
    expect(pointerAsPath("/api/orders", "src/app.py")).toBeUndefined();
    expect(pointerAsPath("content_scripts[1].matches", "manifest.json")).toBeUndefined();
    expect(pointerAsPath("GET /orders", "openapi.yaml")).toBeUndefined();
  });
});
