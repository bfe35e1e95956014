import { describe, expect, it } from "vitest";
import { clusterRuns } from "../../src/cluster/cluster.js";
import { normalizePath } from "../../src/cluster/features.js";
import {
  breadcrumbParts,
  commandFile,
  memberOf,
  moduleParts,
  pathResolver,
  resolveWrittenPaths,
  treeParts,
} from "../../src/cluster/file-names.js";
import type { Clustering } from "../../src/cluster/cluster.js";
import { groupWithJudge } from "../../src/consolidate/judge.js";
import { planGrouping } from "../../src/consolidate/plan.js";
import { identities } from "../../bench/matching/quality.js";
import { client, simulator } from "../helpers/sim.js";
import type { Finding } from "../../src/findings/types.js";
import { finding, runsOf } from "../helpers/runs.js";

/** The paths of each run's places as `resolveWrittenPaths` reads them, with which run names which. */
const resolvedFrom = (byRun: { file?: string; symbol?: string }[][]) =>
  resolveWrittenPaths(
    byRun.flat().map((p) => p.file),
    byRun,
  );

const REPO = "qsys/ordlib/qrpglesrc/INVPOST.SQLRPGLE";
const IFS = "/home/build/qsys/ordlib/qrpglesrc/invpost.sqlrpgle";
const MEMBER = "ORDLIB/QRPGLESRC(INVPOST)";

describe("a source member named as IBM i and z/OS name it (memberOf)", () => {
  it("reads the library, the source file and the member", () => {
    expect(memberOf(normalizePath(MEMBER))).toEqual({
      library: "ordlib",
      sourceFile: "qrpglesrc",
      member: "invpost",
    });
    expect(memberOf(normalizePath("PROD.COBOL.SRC(PAYROLL)"))).toEqual({
      sourceFile: "prod.cobol.src",
      member: "payroll",
    });
  });

  it("leaves every other path alone, parentheses in prose included", () => {
    for (const path of [
      REPO,
      IFS,
      "src/a.ts",
      "deployment.apps/payments-api (container api)",
      "f(x).ts",
      "a()",
    ])
      expect(memberOf(normalizePath(path))).toBeUndefined();
  });
});

describe("the file a member stands for in a test (resolveWrittenPaths)", () => {
  it("is the one path the other reports give for it, however many ways they write it", () => {
    const resolved = resolveWrittenPaths([REPO, IFS, "INVPOST.SQLRPGLE", MEMBER, "src/other.ts"]);
    expect([...resolved]).toEqual([["ordlib/qrpglesrc(invpost)", "qsys/ordlib/qrpglesrc/invpost.sqlrpgle"]]);
  });

  it("prefers the file in a directory named after the source file", () => {
    const resolved = resolveWrittenPaths([
      "qsys/ordlib/qrpglesrc/invpost.sqlrpgle",
      "docs/invpost.md",
      MEMBER,
    ]);
    expect(resolved.get("ordlib/qrpglesrc(invpost)")).toBe("qsys/ordlib/qrpglesrc/invpost.sqlrpgle");
  });

  it("falls back to the member's own name where no path, or two files, could be it", () => {
    expect(resolveWrittenPaths([MEMBER, "src/a.ts"]).get("ordlib/qrpglesrc(invpost)")).toBe(
      "ordlib/qrpglesrc/invpost",
    );
    const two = resolveWrittenPaths([MEMBER, "a/qrpglesrc/invpost.rpgle", "b/qrpglesrc/invpost.sqlrpgle"]);
    expect(two.get("ordlib/qrpglesrc(invpost)")).toBe("ordlib/qrpglesrc/invpost");
  });

  it("reads a mainframe data set's member by its name where no directory matches", () => {
    expect(
      resolveWrittenPaths(["PROD.COBOL.SRC(PAYROLL)", "cobol/PAYROLL.cbl"]).get("prod.cobol.src(payroll)"),
    ).toBe("cobol/payroll.cbl");
  });

  it("normalises every other path as written, and resolves nothing in a test without members", () => {
    expect(resolveWrittenPaths([REPO, "src/a.ts", undefined]).size).toBe(0);
    const pathOf = pathResolver([REPO, MEMBER]);
    expect(pathOf(MEMBER)).toBe("qsys/ordlib/qrpglesrc/invpost.sqlrpgle");
    expect(pathOf("./src\\A.ts")).toBe("src/a.ts");
    expect(pathOf(undefined)).toBe("");
  });
});

describe("a file named as a module or a class names it", () => {
  it("reads a qualified name or a Rust path as its parts, and nothing else", () => {
    expect(moduleParts("com.acme.billing.invoiceservice")).toEqual([
      "com",
      "acme",
      "billing",
      "invoiceservice",
    ]);
    expect(moduleParts("crate::billing::invoice")).toEqual(["crate", "billing", "invoice"]);
    expect(moduleParts("serverscriptservice.combat", new Set(["luau"]))).toEqual([
      "serverscriptservice",
      "combat",
    ]);
    // A name ending in an extension the test's files have is a file's name.
    expect(moduleParts("a.py", new Set(["py"]))).toBeUndefined();
    expect(moduleParts("jquery.min.js", new Set(["js"]))).toBeUndefined();
    expect(moduleParts("accountservice")).toEqual(["accountservice"]);
    for (const path of ["src/a.py", "services/ledger/dockerfile", "a b.c.d"])
      expect(moduleParts(path)).toBeUndefined();
  });

  it("is the one file whose path up to its extension ends with the most of its parts", () => {
    const java = "src/main/java/com/acme/billing/InvoiceService.java";
    expect(pathResolver([java, "com.acme.billing.InvoiceService"])("com.acme.billing.InvoiceService")).toBe(
      normalizePath(java),
    );
    expect(pathResolver(["app/services/billing.py", "app.services.billing"])("app.services.billing")).toBe(
      "app/services/billing.py",
    );
    // `crate` is the crate's root, written nowhere in the path: the longest tail that matches.
    expect(
      pathResolver(["src/billing/invoice.rs", "crate::billing::invoice"])("crate::billing::invoice"),
    ).toBe("src/billing/invoice.rs");
  });

  it("reads a class named alone as its file, and a file named as written as that file", () => {
    const cls = "force-app/main/default/classes/AccountService.cls";
    expect(pathResolver([cls, "AccountService"])("AccountService")).toBe(normalizePath(cls));
    // `Dockerfile` beside `services/ledger/Dockerfile` names that file as written.
    expect(resolveWrittenPaths(["services/ledger/Dockerfile", "Dockerfile", "Dockerfile.dev"]).size).toBe(0);
  });

  it("reads a script named by the instance it runs as as its file", () => {
    const file = "src/server/Combat.server.luau";
    const pathOf = pathResolver([
      file,
      "src/server/Shop.server.luau",
      "ServerScriptService.Combat",
      "game.ServerScriptService.Combat",
    ]);
    expect(pathOf("ServerScriptService.Combat")).toBe(normalizePath(file));
    expect(pathOf("game.ServerScriptService.Combat")).toBe(normalizePath(file));
    // Two scripts of that name: either could be it.
    expect(
      pathResolver([file, "src/client/Combat.client.luau", "ServerScriptService.Combat"])(
        "ServerScriptService.Combat",
      ),
    ).toBe("serverscriptservice.combat");
  });

  it("reads a header as its source file, where the test names one source of that name", () => {
    const h = "Source/Arena/Public/ArenaCharacter.h";
    const cpp = "Source/Arena/Private/ArenaCharacter.cpp";
    expect(pathResolver([h, cpp])(h)).toBe(normalizePath(cpp));
    expect(pathResolver(["lib/parser.mli", "lib/parser.ml"])("lib/parser.mli")).toBe("lib/parser.ml");
    expect(pathResolver(["src/reader.ads", "src/reader.adb"])("src/reader.ads")).toBe("src/reader.adb");
    // No source, or two of that name (a C file and an Objective-C one): the header is its own file.
    expect(pathResolver([h, "Source/Arena/Private/ArenaGameMode.cpp"])(h)).toBe(normalizePath(h));
    expect(pathResolver(["a/util.h", "a/util.c", "b/util.m"])("a/util.h")).toBe("a/util.h");
    // A name that is no extension a header is known by stays apart.
    expect(resolveWrittenPaths(["a/constructor.x", "a/x.constructor"]).size).toBe(0);
  });

  it("stays as written where two files could be it, or none, or it names a file as written", () => {
    const two = ["a/billing/invoice.py", "b/billing/invoice.rs", "x.billing.invoice"];
    expect(resolveWrittenPaths(two).size).toBe(0);
    expect(resolveWrittenPaths(["src/a.py", "x.billing.invoice"]).size).toBe(0);
    // A file named with dots in it, and the same file by its path: one file, nothing to resolve.
    expect(resolveWrittenPaths(["jquery.min.js", "static/jquery.min.js"]).size).toBe(0);
  });
});

const POU = "plc/Line2/POUs/FB_Filler.TcPOU";
/** Each run's files, as the places the resolver reads. */
const placed = (runs: string[][]) => runs.map((files) => files.map((file) => ({ file })));
const RECIPES = "ignition/script-python/recipes/code.py";

describe("a file named by its place in a tool's tree or by its package", () => {
  it("reads a path whose last part has no extension as a name's parts (treeParts)", () => {
    expect(treeParts("line2_plc/pous/fb_filler")).toEqual(["line2_plc", "pous", "fb_filler"]);
    expect(treeParts("project library/recipes")).toEqual(["project library", "recipes"]);
    for (const path of ["src/a.ts", "fb_filler", "a//b", "a/ /b"]) expect(treeParts(path)).toBeUndefined();
  });

  it("is the one file whose path ends with the most of its parts, where no run names both", () => {
    // Each run names its files one way: the tool's way or the path's.
    const byRun = [
      [POU, RECIPES],
      ["Line2_PLC/POUs/FB_Filler", "Project Library/recipes"],
      ["FB_Filler", "recipes"],
    ];
    const pathOf = pathResolver(byRun.flat(), placed(byRun));
    expect(pathOf("Line2_PLC/POUs/FB_Filler")).toBe(normalizePath(POU));
    // A name alone is the same file, not the tree's name it ends.
    expect(pathOf("FB_Filler")).toBe(normalizePath(POU));
    // A package is its only file in the test, named by its tree path or alone.
    expect(pathOf("Project Library/recipes")).toBe(RECIPES);
    expect(pathOf("recipes")).toBe(RECIPES);
  });

  it("stays as written where a run names both, where two files could be it, or beside its own directory's files", () => {
    // `bin/run` beside `src/run.py` in one run: two files.
    expect(resolveWrittenPaths(["bin/run", "src/run.py"], placed([["bin/run", "src/run.py"]])).size).toBe(0);
    expect(
      resolveWrittenPaths(["bin/run", "src/run.py"], placed([["bin/run"], ["src/run.py"]])).get("bin/run"),
    ).toBe("src/run.py");
    // A package of two files in the test: either could be it.
    const two = ["recipes", RECIPES, "ignition/script-python/recipes/steps.py"];
    expect(resolveWrittenPaths(two, placed(two.map((file) => [file]))).size).toBe(0);
    // A file without an extension in the repository's own directories is its own, and so is a
    // name that file's path ends with (`Dockerfile` by `Dockerfile.dev`).
    for (const docker of [
      ["services/ledger/Dockerfile", "services/ledger/Dockerfile.dev"],
      ["Dockerfile", "services/ledger/Dockerfile", "Dockerfile.dev", "services/api/main.go"],
    ])
      expect(resolveWrittenPaths(docker, placed(docker.map((file) => [file]))).size).toBe(0);
    // Without the runs to tell, a tree's name is read as written.
    expect(resolveWrittenPaths([POU, "Line2_PLC/POUs/FB_Filler"]).size).toBe(0);
  });
});

const PLAYER = "game/Assets/Scripts/Player/PlayerController.cs";
const SHOP = "game/Assets/Scripts/UI/ShopController.cs";

describe("a place named as no file is, read by the symbols its reports name", () => {
  const at = (file: string, symbol: string) => ({ file, symbol });
  /** Whether `written` is still read as another file (`read`, its key) where one run names it beside `file`. */
  const readBesideItsFile = (byRun: ReturnType<typeof at>[][], written: string, file: string, read: string) =>
    resolvedFrom([...byRun, [at(written, "a"), at(file, "b")]]).has(read);

  it("is the one file whose reports name what its reports name, where no run names both", () => {
    const byRun = [
      [at(PLAYER, "PlayerController.Update"), at(SHOP, "ShopController.OnGemPackPurchased")],
      [
        at("Main.unity > Player", "Update()"),
        at("ShopPanel (GameObject)", "ShopController.OnGemPackPurchased"),
      ],
      [at(SHOP, "OnGemPackPurchased"), at(PLAYER, "Update")],
    ];
    const resolved = resolvedFrom(byRun);
    expect(resolved.get("main.unity > player")).toBe(normalizePath(PLAYER));
    // The class a symbol's owner names counts as the file's own name.
    expect(resolved.get("shoppanel (gameobject)")).toBe(normalizePath(SHOP));
  });

  it("goes by the rarer names: a name more than eight files give tells none of them", () => {
    const scripts = Array.from({ length: 9 }, (_, i) =>
      at(`Assets/Scripts/Enemy${i}.cs`, `Enemy${i}.Update`),
    );
    const byRun = [
      [...scripts, at(PLAYER, "PlayerController.Jump")],
      [at("Main.unity > Player", "Update()"), at("Main.unity > Player", "Jump()")],
    ];
    const resolved = resolvedFrom(byRun);
    expect(resolved.get("main.unity > player")).toBe(normalizePath(PLAYER));
  });

  it("counts the place's own words as names: a channel named as its file is", () => {
    const ADT = "mirth/channels/adt-inbound.xml";
    const ORU = "mirth/channels/oru-results.xml";
    // Both channels' reports name a "Transformer step": only the place's words tell which it is.
    const byRun = [
      [at(ADT, "Transformer step 2"), at(ORU, "Transformer step 1")],
      [
        at("ADT Inbound > Destination 2 (Lab)", "Transformer step 2"),
        at("ORU Results", "Transformer step 1"),
      ],
      [at(ADT, "Transformer step 4"), at(ORU, "Transformer step 1")],
    ];
    const resolved = resolvedFrom(byRun);
    expect(resolved.get("adt inbound > destination 2 (lab)")).toBe(ADT);
    expect(resolved.get("oru results")).toBe(ORU);
    // A routine named by its global is the routine's file.
    const routine = [[at("src/rtn/ADTRTN.mac", "ADMIT^ADTRTN")], [at("^ADTRTN", "^LABQ(seq)")]];
    expect(resolvedFrom(routine).get("^adtrtn")).toBe("src/rtn/adtrtn.mac");
  });

  it("reads a repository path whose file has no extension as a file a place may be", () => {
    const byRun = [
      [at("workflow/Snakefile", "rule regrid"), at("jobs/advect-3d.sbatch", "#SBATCH --gpus")],
      [at("Snakemake workflow", "params.grid"), at("jobs/advect-3d.sbatch", "#SBATCH --gpus")],
      [at("workflow/Snakefile", "params.grid")],
    ];
    const resolved = resolvedFrom(byRun);
    expect(resolved.get("snakemake workflow")).toBe("workflow/snakefile");
    // It is a file, not a place to be read as another file.
    expect(resolved.has("workflow/snakefile")).toBe(false);
  });

  it("reads a file named by the command that runs it as the one file of that name", () => {
    const launch = "src/arm_bringup/launch/arm.launch.py";
    const resolved = resolveWrittenPaths([
      launch,
      "ros2 launch arm_bringup arm.launch.py",
      "python manage.py",
    ]);
    expect(resolved.get("ros2 launch arm_bringup arm.launch.py")).toBe(launch);
    // No file of that name in the test: it stays as written.
    expect(resolved.has("python manage.py")).toBe(false);
    expect(commandFile("report final")).toBeUndefined();
    expect(commandFile("src/my component/index.ts")).toBeUndefined();
  });

  it("reads an item a registry names at a version as the file of its name", () => {
    const template = "assistant/prompts/support/answer.v3.j2";
    const byRun = [
      [at(template, "{{ customer_message }}"), at("assistant/app/agent.py", "run_turn")],
      [at("support/answer@v3", "system block")],
    ];
    expect(treeParts("support/answer@v3")).toEqual(["support", "answer"]);
    expect(treeParts("charts/api@2.1.0")).toEqual(["charts", "api"]);
    expect(resolvedFrom(byRun).get("support/answer@v3")).toBe(template);
  });

  it("reads a file named by its component and its path there as the file of that name", () => {
    const access = "moodle/mod/quizgrader/db/access.php";
    const byRun = [
      [at(access, "mod/quizgrader:grade"), at("moodle/mod/quizgrader/lib.php", "quizgrader_update_grades")],
      [at("mod_quizgrader: db/access.php", "mod/quizgrader:grade")],
    ];
    expect(breadcrumbParts("mod_quizgrader: db/access.php")).toEqual(["mod_quizgrader", "db", "access.php"]);
    expect(resolvedFrom(byRun).get("mod_quizgrader: db/access.php")).toBe(access);
    // A colon inside a path, or one before no file, is no component's.
    for (const path of ["src/a: b.ts", "c:/src/a.ts", "mod_quizgrader: settings"])
      expect(breadcrumbParts(path)).toBeUndefined();
  });

  it("reads a file named by its item in a tool's tree, written as a breadcrumb, as the file of that name", () => {
    const vi = "labview/Control/Shutter Control.vi";
    const byRun = [
      [at(vi, "Case Structure [Error]"), at("drivers/spectro/driver.py", "Spectrometer.read")],
      [at("Spectrometer.lvproj > Control > Shutter Control.vi", "Error Handler")],
      [at(vi, "Error Handler")],
    ];
    const resolved = resolvedFrom(byRun);
    expect(resolved.get("spectrometer.lvproj > control > shutter control.vi")).toBe(
      "labview/control/shutter control.vi",
    );
    expect(breadcrumbParts("spectrometer.lvproj > control > shutter control.vi")).toEqual([
      "spectrometer.lvproj",
      "control",
      "shutter control.vi",
    ]);
    // A breadcrumb ending in an object, not a file, is not a file's; nor is a path without arrows.
    for (const path of ["main.unity > canvas/shoppanel", "adt inbound > destination 2 (lab)", "src/a.vi"])
      expect(breadcrumbParts(path)).toBeUndefined();
    // Of two files of that name, the one in the tree's folder; a run naming both keeps them two.
    const twoFiles = [...byRun, [at("labview/Test/Shutter Control.vi", "Mock")]];
    expect(resolvedFrom(twoFiles).get("spectrometer.lvproj > control > shutter control.vi")).toBe(
      "labview/control/shutter control.vi",
    );
    expect(
      readBesideItsFile(
        byRun,
        "Spectrometer.lvproj > Control > Shutter Control.vi",
        vi,
        "spectrometer.lvproj > control > shutter control.vi",
      ),
    ).toBe(false);
  });

  it("reads a file named where it is deployed as the repository's file of that name, where no run names both", () => {
    const dialplan = "pbx/asterisk/extensions.conf";
    const byRun = [
      [at(dialplan, "[from-internal]"), at("edge/kamailio/kamailio.cfg", "route[AUTH]")],
      [
        at("/etc/asterisk/extensions.conf", "[from-internal]"),
        at("/etc/kamailio/kamailio.cfg", "route[AUTH]"),
      ],
      [at("extensions.conf", "[macro-record]")],
    ];
    const resolved = resolvedFrom(byRun);
    expect(resolved.get("etc/asterisk/extensions.conf")).toBe(dialplan.toLowerCase());
    expect(resolved.get("etc/kamailio/kamailio.cfg")).toBe("edge/kamailio/kamailio.cfg");
    // Of two files of that name, the one whose directories the path ends with; a run naming both
    // keeps them two; a path the repository's path ends is that file as written.
    const two = [...byRun, [at("lab/asterisk-old/extensions.conf", "[default]")]];
    expect(resolvedFrom(two).get("etc/asterisk/extensions.conf")).toBe(dialplan.toLowerCase());
    expect(
      readBesideItsFile(byRun, "/etc/asterisk/extensions.conf", dialplan, "etc/asterisk/extensions.conf"),
    ).toBe(false);
    const checkout = [
      [at("/home/runner/work/pbx/pbx/pbx/asterisk/extensions.conf", "[a]")],
      [at(dialplan, "[a]")],
    ];
    expect(resolvedFrom(checkout).has("home/runner/work/pbx/pbx/pbx/asterisk/extensions.conf")).toBe(false);
  });

  it("reads a file named from a machine's root as the repository's whole path that its tail in the repository ends", () => {
    // Klipper's configuration as the repository keeps it, as the printer's host keeps it, and
    // from the subproject: the tail `config/printer.cfg` is one file with both, the two others
    // are one file with each other only through it.
    const whole = "klipper/config/printer.cfg";
    const host = "~/printer_data/config/printer.cfg";
    const byRun = [
      [at(whole, "[verify_heater extruder]")],
      [at(host, "[verify_heater extruder]")],
      [at("config/printer.cfg", "max_error")],
    ];
    expect(resolvedFrom(byRun).get(host)).toBe(whole);
    expect(readBesideItsFile(byRun, host, whole, host)).toBe(false);
    // Two packages of one tree: the root shares a directory with the other package's path.
    const tree = [
      [at("/repo/packages/a/src/index.ts", "main")],
      [at("src/index.ts", "main")],
      [at("packages/b/src/index.ts", "main")],
    ];
    expect(resolvedFrom(tree).has("repo/packages/a/src/index.ts")).toBe(false);
  });

  it("reads a file named inside an archive as the repository's file whose path the rest ends", () => {
    // A transit feed's tables as a validator names them, inside the archive the agency
    // publishes, and as the repository keeps them; a jar's entry alike.
    const table = "gtfs/feed/stop_times.txt";
    const byRun = [
      [at(table, "trip_id=T2041"), at("gtfs/feed/transfers.txt", "from_stop_id=CENTRAL_3")],
      [at("google_transit.zip/stop_times.txt", "trip_id=T2041"), at("google_transit.zip/transfers.txt", "x")],
      [at("src/main/resources/META-INF/MANIFEST.MF", "Main-Class")],
      [at("app.jar!/META-INF/MANIFEST.MF", "Main-Class")],
    ];
    const resolved = resolvedFrom(byRun);
    expect(resolved.get("google_transit.zip/stop_times.txt")).toBe(table);
    expect(resolved.get("google_transit.zip/transfers.txt")).toBe("gtfs/feed/transfers.txt");
    expect(resolved.get("app.jar!/meta-inf/manifest.mf")).toBe("src/main/resources/meta-inf/manifest.mf");
    // An archive's name alone, or a directory named like one with nothing after it, is no root.
    const plain = [[at("dist/site.zip", "x")], [at("site.zip", "x")], [at(table, "y")]];
    expect(resolvedFrom(plain).has("dist/site.zip")).toBe(false);
  });

  it("reads a file named by an artifact of its name, with an extension of its own, as the file", () => {
    // The model `BrakeCtrl.slx` that `src/gen/BrakeCtrl.c` is generated from.
    const byRun = [
      [at("src/gen/BrakeCtrl.c", "BrakeCtrl_step"), at("src/bsw/Com_Callouts.c", "Com_RxCallout_Diag")],
      [at("BrakeCtrl.slx", "BrakeCtrl_step"), at("src/bsw/Com_Callouts.c", "Com_RxCallout_Diag")],
      [at("src/gen/BrakeCtrl.c", "rtb_Sum1")],
    ];
    const resolved = resolvedFrom(byRun);
    expect(resolved.get("brakectrl.slx")).toBe("src/gen/brakectrl.c");
    // An extension other paths have too is a file's of its own.
    const two = [...byRun, [at("docs/Overview.slx", "Overview")]];
    expect(resolvedFrom(two).has("brakectrl.slx")).toBe(false);
  });

  it("reads a file named by the URL a host serves it at as the repository's file of its name", () => {
    const playlist = "packager/templates/master.m3u8";
    const byRun = [
      [at(playlist, "#EXT-X-TARGETDURATION"), at("packager/templates/vod.mpd", "Period")],
      [at("https://cdn.example.tv/vod/{asset}/master.m3u8", "#EXT-X-TARGETDURATION")],
    ];
    expect(resolvedFrom(byRun).get("cdn.example.tv/vod/{asset}/master.m3u8")).toBe(playlist);
    const url = "https://cdn.example.tv/vod/{asset}/master.m3u8";
    expect(readBesideItsFile(byRun, url, playlist, "cdn.example.tv/vod/{asset}/master.m3u8")).toBe(false);
  });

  it("reads a resource named by the one file one of its parts names, where no run names both", () => {
    const connector = "deploy/connect/orders-cdc.json";
    const byRun = [
      [at(connector, "errors.tolerance"), at("deploy/connect/payments-jdbc.json", "query")],
      [at("/connectors/orders-cdc/config", "errors.tolerance")],
    ];
    expect(resolvedFrom(byRun).get("connectors/orders-cdc/config")).toBe(connector);
    // Its parts naming two files, or a run naming it beside the file, it stays as written.
    const two = [...byRun, [at("/connectors/orders-cdc/payments-jdbc/status", "query")]];
    expect(resolvedFrom(two).has("connectors/orders-cdc/payments-jdbc/status")).toBe(false);
    expect(
      readBesideItsFile(byRun, "/connectors/orders-cdc/config", connector, "connectors/orders-cdc/config"),
    ).toBe(false);
  });

  it("stays as written where a run names both, two files name as much, or the runs are not given", () => {
    const beside = [
      [at(PLAYER, "PlayerController.Update")],
      [at("Main.unity > Player", "Update()"), at(PLAYER, "Jump")],
    ];
    expect(resolvedFrom(beside).size).toBe(0);
    const tied = [[at(PLAYER, "Update"), at(SHOP, "Update")], [at("Main.unity > Hero", "Update()")]];
    expect(resolvedFrom(tied).size).toBe(0);
    expect(resolveWrittenPaths([PLAYER, "Main.unity > Player"]).size).toBe(0);
    // A name a file's path ends with is that file's, even without an extension.
    const docker = [
      [at("services/ledger/Dockerfile", "RUN")],
      [at("Dockerfile", "RUN")],
      [at("build.bazel", "RUN")],
    ];
    expect(resolvedFrom(docker).get("dockerfile")).toBeUndefined();
  });
});

const report = (file: string): Finding =>
  finding({
    agent: "security",
    category: "SQL Injection",
    title: "Embedded SQL statement concatenated from the customer field",
    description: "PostInvoice builds the UPDATE from the customer number and prepares it.",
    symbol: "PostInvoice",
    line: 88,
    file,
  });

describe("grouping reports that name one file two ways", () => {
  it("groups a run's report placing an issue at the header with the runs placing it at the source", () => {
    const runs = runsOf(
      [report("Source/Arena/Private/ArenaCharacter.cpp")],
      [report("Source/Arena/Public/ArenaCharacter.h")],
      [report("Source/Arena/Private/ArenaCharacter.cpp")],
    );
    expect(clusterRuns(runs).clusters).toHaveLength(1);
  });

  it("groups a run's report naming a class's file by the class with the runs naming its path", () => {
    const java = "src/main/java/com/acme/billing/InvoiceService.java";
    const runs = runsOf([report(java)], [report("com.acme.billing.InvoiceService")], [report(java)]);
    expect(clusterRuns(runs).clusters).toHaveLength(1);
  });

  it.each([
    [
      "at a block of a model with those placing it in the model's file",
      "src/gen/BrakeCtrl.c",
      "BrakeCtrl/Inputs/Pressure_FL",
    ],
    [
      "naming a VI by its item in the LabVIEW project with those naming its path",
      "labview/Control/Shutter Control.vi",
      "Spectrometer.lvproj > Control > Shutter Control.vi",
    ],
    [
      "naming a file where it is deployed with those naming its repository path",
      "pbx/asterisk/pjsip.conf",
      "/etc/asterisk/pjsip.conf",
    ],
    [
      "naming a connector by its REST resource with those naming the file that defines it",
      "streaming/connect/orders-cdc.json",
      "/connectors/orders-cdc/config",
    ],
  ])("groups the runs' reports placing an issue %s", (_, path, other) => {
    const runs = runsOf([report(path)], [report(other)], [report(path)]);
    expect(clusterRuns(runs).clusters).toHaveLength(1);
  });

  it("groups the runs' reports naming a file from the repository's root, the host's home and the subproject", () => {
    const whole = "klipper/config/printer.cfg";
    const runs = runsOf(
      [report(whole)],
      [report("~/printer_data/config/printer.cfg")],
      [report("config/printer.cfg")],
      [report(whole)],
    );
    expect(clusterRuns(runs).clusters).toHaveLength(1);
  });

  it("groups the runs' reports naming a file by the tool's tree, by name and by path", () => {
    const runs = runsOf(
      [report(POU)],
      [report("Line2_PLC/POUs/FB_Filler")],
      [report("FB_Filler")],
      [report(POU)],
    );
    const { clusters } = clusterRuns(runs);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.members).toHaveLength(4);
  });

  it("groups a run's reports placed at a scene's object with the runs placing them in the script", () => {
    const runs = runsOf([report(PLAYER)], [report("Main.unity > Player")], [report(PLAYER)]);
    const { clusters } = clusterRuns(runs);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.members).toHaveLength(3);
  });

  it("groups a run's report naming the member with the runs naming its path", () => {
    const runs = runsOf([report(REPO)], [report(MEMBER)], [report(IFS)], [report(REPO)]);
    const { clusters } = clusterRuns(runs);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.members).toHaveLength(4);
  });

  for (const [file, alias] of [
    [REPO, MEMBER],
    [POU, "Line2_PLC/POUs/FB_Filler"],
  ] as const) {
    it(`asks the judge about ${alias} and ${file} in one request, by the file they stand for`, () => {
      // 39 candidates in a.vy fill a request but for one; the member's two reports must not be
      // split between that request and the next.
      const files = [...Array.from({ length: 39 }, () => "a.vy"), file, alias];
      const runs = files.map((file, r) => ({
        run: r + 1,
        findings: [{ ...report(file), title: `Issue ${r}`, description: `Description number ${r}.` }],
      }));
      const c: Clustering = {
        clusters: files.map((_, run) => ({ members: [{ run, index: 0 }] })),
        canonicalRunOrder: [],
        closePairs: files.map((_, i) => ({ a: i, b: (i + 1) % files.length, evidence: -1 })),
        weights: clusterRuns([]).weights,
        // The files as the grouping reads them: the member is the path's file.
        files: clusterRuns(runs).files,
      };
      const requests = planGrouping(runs, c);
      const member = requests.filter((r) => r.clusters.includes(39) || r.clusters.includes(40));
      expect(member).toHaveLength(1);
      expect(member[0]!.clusters).toEqual([39, 40]);
    });

    it(`lets the judge merge a group naming ${alias} with one naming ${file}`, async () => {
      // One issue in two wordings the evidence keeps apart: two runs name the path, two the member.
      const worded = (path: string, title: string, description: string): Finding => ({
        ...report(path),
        title,
        description,
        line: undefined,
        ...(path === alias && { symbol: undefined, category: "Injection" }),
      });
      const runs = runsOf(
        [
          worded(
            file,
            "Dynamic SQL from the customer number",
            "The posting statement is assembled by concatenation.",
          ),
        ],
        [
          worded(
            file,
            "Dynamic SQL from the customer number",
            "The posting statement is assembled by concatenation.",
          ),
        ],
        [
          worded(
            alias,
            "Unescaped input reaches PREPARE",
            "Whatever the display file holds ends up in the statement text.",
          ),
        ],
        [
          worded(
            alias,
            "Unescaped input reaches PREPARE",
            "Whatever the display file holds ends up in the statement text.",
          ),
        ],
      );
      const sources = runs.map(() => ["posting-sqli"]);
      expect(clusterRuns(runs).clusters).toHaveLength(2);
      const sim = await simulator({ grouping: { identities: identities(runs, sources) } });
      const judged = await groupWithJudge(runs, client(sim), { iterations: 3 });
      expect(judged.judgeMerges).toBe(1);
      expect(judged.clustering.clusters).toHaveLength(1);
    });
  }
});
