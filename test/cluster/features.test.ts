import { describe, expect, it } from "vitest";
import { featuresOf, isRooted, normalizePath, sameFile, unlabelled } from "../../src/cluster/features.js";
import { selectingKeys } from "../../src/cluster/symbols.js";
import { Interner } from "../../src/cluster/text.js";
import { finding } from "../helpers/runs.js";

describe("a path is one file however it is written, through a tool's scheme or substitution too", () => {
  it.each([
    ["./pipeline/src/Align.hs", "pipeline/src/align.hs"],
    ["pipeline\\src\\Align.hs", "pipeline/src/align.hs"],
    ["/pipeline/src/Align.hs", "pipeline/src/align.hs"],
    ["package://arm_description/urdf/arm.urdf.xacro", "arm_description/urdf/arm.urdf.xacro"],
    ["$(find arm_description)/urdf/arm.urdf.xacro", "urdf/arm.urdf.xacro"],
    ["${workspaceFolder}/src/cart.ts", "src/cart.ts"],
    ["%USERPROFILE%\\shop\\src\\cart.ts", "shop/src/cart.ts"],
    ["file:///home/ci/shop/src/cart.ts", "home/ci/shop/src/cart.ts"],
    // Copied from a link: percent-encoded, as the link writes it.
    ["devices/Granular%20Delay/Granular%20Delay.maxpat", "devices/granular delay/granular delay.maxpat"],
    ["src/caf%C3%A9/menu.ts", "src/café/menu.ts"],
    // A `%` that escapes nothing stays; a variable that looks like an escape is still a variable.
    ["reports/100%/summary.md", "reports/100%/summary.md"],
    ["%CD%\\build\\out.c", "build/out.c"],
  ])("%s", (written, path) => {
    expect(normalizePath(written)).toBe(path);
  });

  it("so a package's URI names the file its repository path does", () => {
    const urdf = "src/arm_description/urdf/arm.urdf.xacro";
    expect(sameFile(normalizePath("package://arm_description/urdf/arm.urdf.xacro"), urdf)).toBe(true);
    expect(sameFile(normalizePath("$(find arm_description)/urdf/arm.urdf.xacro"), urdf)).toBe(true);
  });
});

describe("one file under two machines' roots", () => {
  const same = (a: string, b: string) =>
    sameFile(normalizePath(a), normalizePath(b), isRooted(a) && isRooted(b));

  it.each([
    // A test sharded over a Linux and a Windows runner.
    ["/home/runner/work/shop/shop/src/cart.ts", "D:\\a\\shop\\shop\\src\\cart.ts"],
    ["/builds/logistics/warehouse/batch/INVUPDT.cbl", "C:\\src\\warehouse\\batch\\INVUPDT.cbl"],
    ["/home/runner/work/shop/shop/src/cart.ts", "/app/src/cart.ts"],
    // As before: one path the tail of the other.
    ["src/cart.ts", "/home/runner/work/shop/shop/src/cart.ts"],
    ["cart.ts", "C:\\shop\\src\\cart.ts"],
  ])("%s and %s are one file", (a, b) => {
    expect(same(a, b)).toBe(true);
  });

  it.each([
    // Two packages of one tree share the directories above the one they differ in.
    ["/repo/packages/a/src/index.ts", "/repo/packages/b/src/index.ts"],
    ["/home/runner/work/r/r/packages/a/src/index.ts", "D:\\a\\r\\r\\packages\\b\\src\\index.ts"],
    // Written from the repository's top, the first directory is the repository's own.
    ["/client/src/util.ts", "/server/src/util.ts"],
    // Relative paths are never under a machine's root.
    ["client/src/util.ts", "server/src/util.ts"],
    // Only the file name in common.
    ["/home/runner/work/shop/shop/cart.ts", "C:\\shop\\src\\cart.ts"],
  ])("%s and %s are two files", (a, b) => {
    expect(same(a, b)).toBe(false);
  });
});

describe("a title's list number is not one of its words", () => {
  it.each([
    ["3. SQL injection in login", "SQL injection in login"],
    ["12) Race on balance", "Race on balance"],
    ["(2) Open redirect", "Open redirect"],
    ["#4 Open redirect", "Open redirect"],
    ["Finding 3: Open redirect", "Open redirect"],
    ["Issue 12 - Race on balance", "Race on balance"],
    ["[WW-003] Query built with sprintf", "Query built with sprintf"],
    ["[run 3] Query built with sprintf", "Query built with sprintf"],
    // A tag that says something of the issue stays, the number after it goes.
    ["[HIGH] 3. Query built with sprintf", "[HIGH] Query built with sprintf"],
    ["[Security] Open redirect", "[Security] Open redirect"],
    ["[CVE-2021-44228] Log4Shell in logger", "[CVE-2021-44228] Log4Shell in logger"],
    // In the words of other languages.
    ["Befund 3: Fehlende Berechtigungsprüfung", "Fehlende Berechtigungsprüfung"],
    ["Problème 3 : injection SQL", "injection SQL"],
    ["问题3：【高危】SQL注入", "【高危】SQL注入"],
    ["指摘12：SQLインジェクション", "SQLインジェクション"],
    // A standard's name and number, in capitals or written as one word, stay.
    ["EIP 1153: transient storage not cleared", "EIP 1153: transient storage not cleared"],
    ["ERC20: return value of transfer unchecked", "ERC20: return value of transfer unchecked"],
    // Numbers that are the title's own words.
    ["2FA bypass on login", "2FA bypass on login"],
    ["500 error leaks the stack", "500 error leaks the stack"],
    ["1.5 s delay per request", "1.5 s delay per request"],
  ])("%s", (title, expected) => {
    expect(unlabelled(title)).toBe(expected);
  });

  it("nor a name the text writes as code", () => {
    const interner = new Interner();
    const named = (title: string) => [
      ...featuresOf(
        finding({ agent: "a", file: "autofill.ts", title, description: "fillForm() fills it" }),
        interner,
      ).mentions.keys(),
    ];
    // `[P1]`, a run's priority tag, read as a name, set this report apart from the others.
    expect(named("[P1] Autofill fills hidden frames")).toEqual(["fillform"]);
    expect(named("[WW-003] Autofill fills hidden frames")).toEqual(["fillform"]);
    // A name the title itself writes is one.
    expect(named("[P1] fill_frames fills hidden frames").sort()).toEqual(["fill_frames", "fillform"]);
  });
});

describe("the text a report repeats word for word", () => {
  it("is the same whatever number its run's list gives it", () => {
    // Two copies of one remark that one run lists third and tenth are one text (boilerplate,
    // exemplars): counted as two, numbered titles grouped otherwise than the same unnumbered.
    const interner = new Interner();
    const text = (title: string, description = "The exception is caught and dropped.") =>
      featuresOf(finding({ agent: "a", file: "a.ts", title, description }), interner).textId;
    expect(text("3. Exception may be swallowed")).toBe(text("10. Exception may be swallowed"));
    expect(text("Finding 3: Exception may be swallowed")).toBe(text("Exception may be swallowed"));
    expect(text("Exception may be swallowed", "Another text.")).not.toBe(text("Exception may be swallowed"));
  });
});

describe("the words of one text", () => {
  it("are worked out for each field it is written in, whatever came before", () => {
    // The same string as one report's title and another's description: a title leaves out what
    // its category says, a description does not, so the memo of one is not the other's.
    const interner = new Interner();
    const words = (f: { title: Int32Array; description: Int32Array }, field: "title" | "description") =>
      f[field].length;
    const first = featuresOf(
      finding({
        agent: "a",
        file: "a.ts",
        category: "Docstring",
        title: "Missing docstring",
        description: "Other.",
      }),
      interner,
    );
    const second = featuresOf(
      finding({ agent: "a", file: "a.ts", title: "Other.", description: "Missing docstring" }),
      interner,
    );
    expect(words(first, "title")).toBe(1);
    expect(words(second, "description")).toBe(2);
    expect(second.title).toEqual(first.description);
  });
});

describe("a place in a JSON or YAML file written as a JSON Pointer", () => {
  it("is the place a key path names (symbols.ts pointerAsPath)", () => {
    const interner = new Interner();
    const symbolOf = (symbol: string, file = "extension/manifest.json") =>
      featuresOf(finding({ agent: "a", file, title: "t", symbol }), interner).symbol;
    expect(symbolOf("/content_scripts/1/matches")).toBe(symbolOf("content_scripts[1].matches"));
    expect(symbolOf("/content_scripts/1/matches")).not.toBe(symbolOf("content_scripts[0].matches"));
    // Not in a file of another format: there it is a route.
    expect(symbolOf("/content_scripts/1/matches", "src/app.py")).not.toBe(
      symbolOf("content_scripts[1].matches"),
    );
  });
});

describe("a row written by its key's value (`trip_id=T2041`)", () => {
  it("is that row where the reports write the key with two values, else the setting the key names", () => {
    const interner = new Interner();
    const symbol = (s: string) => ({ agent: "a", file: "gtfs/feed/stop_times.txt", title: "t", symbol: s });
    const runs = [
      [finding(symbol("trip_id=T2041")), finding(symbol("SocketUseSSL=N"))],
      [finding(symbol("trip_id=T2043")), finding(symbol("SocketUseSSL=N"))],
    ];
    const selecting = selectingKeys(runs);
    expect([...selecting]).toEqual(["trip_id"]);
    const symbolOf = (s: string) => featuresOf(finding(symbol(s)), interner, undefined, selecting).symbol;
    expect(symbolOf("trip_id=T2041")).toBe("trip_id.t2041");
    expect(symbolOf("trip_id=T2041")).not.toBe(symbolOf("trip_id=T2043"));
    // Two rows of one key were one place, the key, before the reports' values were read.
    expect(featuresOf(finding(symbol("trip_id=T2041")), interner).symbol).toBe("trip_id");
    expect(symbolOf("SocketUseSSL=N")).toBe("socketusessl");
    // Spaced as a configuration file writes it: a section told apart by a key inside it.
    const sections = [[finding(symbol("smsc-id = globe"))], [finding(symbol("smsc-id = smart"))]];
    const spaced = selectingKeys(sections);
    const sectionOf = (s: string) => featuresOf(finding(symbol(s)), interner, undefined, spaced).symbol;
    expect(sectionOf("smsc-id = globe")).not.toBe(sectionOf("smsc-id = smart"));
  });

  it("is that function where the reports write its name with two arities, else the name", () => {
    // Prolog's bonus/2 and bonus/3 are two predicates: with the arity dropped, as one name
    // written with its arity or without is one function, they were one place.
    const interner = new Interner();
    const symbol = (s: string) => ({ agent: "a", file: "pricing/grading.pl", title: "t", symbol: s });
    const runs = [
      [finding(symbol("bonus/2")), finding(symbol("MyApp.Accounts.get_user/1"))],
      [finding(symbol("bonus/3")), finding(symbol("get_user"))],
    ];
    const selecting = selectingKeys(runs);
    expect([...selecting]).toEqual(["bonus/"]);
    const read = (s: string) => featuresOf(finding(symbol(s)), interner, undefined, selecting);
    expect(read("bonus/2").symbol).not.toBe(read("bonus/3").symbol);
    // The name without an arity is their owner: close to either, as a class to its method.
    expect(read("bonus/2").owner).toBe(read("bonus").symbol);
    expect(read("bonus(Farm, Amount)").symbol).toBe("bonus");
    // One arity throughout: the name, as before.
    expect(read("MyApp.Accounts.get_user/1").symbol).toBe("accounts.get_user");
    expect(featuresOf(finding(symbol("bonus/2")), interner).symbol).toBe("bonus");
  });

  it("is that place where the reports write a call or an annotation with two literals, else the name", () => {
    // Cedar's `@id("vet-read")` and `@id("vet-update")` are two policies: read as the annotation
    // `id`, every policy of the file was one place.
    const interner = new Interner();
    const symbol = (s: string) => ({ agent: "a", file: "policies/records.cedar", title: "t", symbol: s });
    const runs = [
      [finding(symbol('@id("vet-read")')), finding(symbol('os.getenv("DB_PASSWORD")'))],
      [finding(symbol('@id("vet-update")')), finding(symbol("os.getenv('DB_PASSWORD')"))],
    ];
    const selecting = selectingKeys(runs);
    expect([...selecting]).toEqual(["@id("]);
    const read = (s: string) => featuresOf(finding(symbol(s)), interner, undefined, selecting);
    expect(read('@id("vet-read")').symbol).not.toBe(read('@id("vet-update")').symbol);
    expect(read('@id("vet-read")').method).toBe(read("vet-read").method);
    expect(featuresOf(finding(symbol('@id("vet-read")')), interner).symbol).toBe(
      featuresOf(finding(symbol('@id("vet-update")')), interner).symbol,
    );
    // One literal throughout: the call, as before; prose in a literal is no place.
    expect(read('os.getenv("DB_PASSWORD")').symbol).toBe("os.getenv");
    expect(
      selectingKeys([[finding(symbol('@Deprecated("use v2")'))], [finding(symbol('@Deprecated("old")'))]]),
    ).toEqual(new Set());
  });
});
