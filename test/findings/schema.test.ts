import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.js";
import { parseLocation } from "../../src/findings/location.js";
import { parseFindingsDocument } from "../../src/findings/schema.js";
import { parseSeverity } from "../../src/findings/severity.js";

const one = (doc: unknown) => parseFindingsDocument("r.json", doc).findings;
const error = (doc: unknown) => {
  try {
    parseFindingsDocument("runs/r1.json", doc);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error("expected an input error");
};

describe("finding shapes", () => {
  it("reads the run file of SPEC section 3 with its run, model and temperature", () => {
    const parsed = parseFindingsDocument("r.json", {
      run: 3,
      model: "gpt-4o-mini",
      temperature: 0.3,
      findings: [
        {
          agent: "security",
          category: "SQL Injection",
          severity: "CRITICAL",
          title: "User id in SQL",
          description: "d",
          file: "src/UserService.cs",
          symbol: "UserService.GetUser",
          line: 42,
        },
      ],
    });
    expect(parsed.meta).toEqual({ run: 3, model: "gpt-4o-mini", temperature: 0.3 });
    expect(parsed.findings[0]).toEqual({
      agent: "security",
      category: "SQL Injection",
      severity: "CRITICAL",
      title: "User id in SQL",
      description: "d",
      file: "src/UserService.cs",
      symbol: "UserService.GetUser",
      line: 42,
    });
  });

  it("reads a bare array of findings", () => {
    expect(one([{ category: "XSS", severity: "high", title: "t" }])[0]).toMatchObject({
      category: "XSS",
      severity: "HIGH",
    });
  });

  it("reads the scanner shape, taking the category from vulnerability_type and keeping unknown fields", () => {
    const [f] = one({
      project: "p",
      findings: [
        {
          title: "t",
          description: "d",
          severity: "medium",
          file: "A.sol",
          vulnerability_type: "access control",
          confidence: 0.8,
          id: "x1",
          location: "isAdmin() function, lines 21-24",
        },
      ],
    });
    expect(f).toMatchObject({ category: "access control", file: "A.sol", symbol: "isAdmin", line: 21 });
    expect(f!.extra).toEqual({ confidence: 0.8, id: "x1", location: "isAdmin() function, lines 21-24" });
  });

  it("reads the judge-input shape", () => {
    const [f] = one([
      {
        Issue: "Reentrancy in withdraw",
        Category: "Reentrancy",
        Severity: "High",
        Contracts: ["Vault.sol"],
        Description: "d",
      },
    ]);
    expect(f).toMatchObject({
      title: "Reentrancy in withdraw",
      category: "Reentrancy",
      severity: "HIGH",
      file: "Vault.sol",
      description: "d",
    });
  });

  it("splits a seed-style location into symbol and line", () => {
    expect(
      one([{ category: "c", severity: "LOW", title: "t", location: "UserService.GetUser():42" }])[0],
    ).toMatchObject({ symbol: "UserService.GetUser", line: 42 });
    expect(parseLocation("src/a.cs:10")).toEqual({ file: "src/a.cs", line: 10 });
    expect(parseLocation("UserService::getUser")).toEqual({ symbol: "UserService::getUser" });
  });

  it("reads a symbol written with its line as the symbol, and its line where no field gives one", () => {
    const at = (symbol: string, line?: number) =>
      one([{ category: "c", severity: "LOW", title: "t", symbol, ...(line !== undefined && { line }) }])[0]!;
    expect(at("Vault.mint():42")).toMatchObject({ symbol: "Vault.mint()", line: 42 });
    expect(at("Vault.mint():42", 40)).toMatchObject({ symbol: "Vault.mint()", line: 40 });
    expect(at("L17")).toMatchObject({ line: 17 });
    expect(at("L17").symbol).toBeUndefined();
    expect(at("Vault.mint").line).toBeUndefined();
  });

  it("reads a method written like a file name as the symbol where the finding names its file", () => {
    const at = (location: string, file?: string) =>
      one([{ category: "c", severity: "LOW", title: "t", location, ...(file && { file }) }])[0];
    // `Vault.mint` could be a file named with a `.mint` extension; the file field says it is not.
    expect(at("Vault.mint:42", "contracts/Vault.sol")).toMatchObject({
      file: "contracts/Vault.sol",
      symbol: "Vault.mint",
      line: 42,
    });
    // The file's own name, or a path, is the file still; with no file field it is the file.
    expect(at("Vault.sol:42", "contracts/Vault.sol")).toMatchObject({
      file: "contracts/Vault.sol",
      line: 42,
    });
    expect(at("Vault.sol:42", "contracts/Vault.sol")?.symbol).toBeUndefined();
    expect(at("lib/Math.sol:7", "contracts/Vault.sol")?.symbol).toBeUndefined();
    expect(at("Vault.sol:42")).toMatchObject({ file: "Vault.sol", line: 42 });
    // A line alone is a line, not a name.
    expect(at(":42", "src/app.py")).toMatchObject({ file: "src/app.py", line: 42 });
    expect(at(":42", "src/app.py")?.symbol).toBeUndefined();
  });

  it("accepts every severity alias in any case, decorated or not", () => {
    const cases: [string, string][] = [
      ["critical", "CRITICAL"],
      ["High", "HIGH"],
      ["moderate", "MEDIUM"],
      ["MED", "MEDIUM"],
      ["medium", "MEDIUM"],
      ["low", "LOW"],
      ["Informational", "INFO"],
      ["note", "INFO"],
      ["Best Practices", "INFO"],
      ["best_practices", "INFO"],
      // Decorated as a model writes it.
      ["[HIGH]", "HIGH"],
      ["**High**", "HIGH"],
      ["🔴 High", "HIGH"],
      ["High (CVSS 7.5)", "HIGH"],
      ["Severity: Medium", "MEDIUM"],
      ["high severity", "HIGH"],
      ["Risk level: low", "LOW"],
      ["[Info]", "INFO"],
      ["Best Practices 💡", "INFO"],
    ];
    for (const [input, expected] of cases) expect(parseSeverity(input)).toBe(expected);
  });

  it("reads a text field written as a list as one text", () => {
    const [f] = one([
      {
        severity: "HIGH",
        title: "Injection",
        category: ["SQL Injection", "CWE-89"],
        description: ["The query is built by concatenation.", "Use parameters."],
        symbol: ["getUser", "findUser"],
      },
    ]);
    expect(f).toMatchObject({
      category: "SQL Injection / CWE-89",
      description: "The query is built by concatenation.\n\nUse parameters.",
      symbol: "getUser",
    });
    expect(error([{ severity: "HIGH", title: "t", category: [1, 2] }])).toMatch(
      /\[0\]\.category: got '\[1,2\]', expected a string or a list of strings$/,
    );
  });

  it("reads the other names tools give a field where the field itself is absent", () => {
    const [f] = one([
      {
        severity: "HIGH",
        summary: "SQL injection in getUser",
        details: "The query is built by concatenation.",
        type: "SQL Injection",
        path: "src/users.py",
        function: "get_user",
        line_number: 42,
      },
    ]);
    expect(f).toMatchObject({
      title: "SQL injection in getUser",
      description: "The query is built by concatenation.",
      category: "SQL Injection",
      file: "src/users.py",
      symbol: "get_user",
      line: 42,
    });
    expect(f!.extra).toBeUndefined();
    // The field itself wins, and the other name stays among the extra fields.
    const [g] = one([{ severity: "LOW", title: "t", file: "a.py", path: "b.py", message: "m" }]);
    expect(g).toMatchObject({ file: "a.py", description: "m", extra: { path: "b.py" } });
    // A value of another kind is not read under the field's name, and is not lost.
    const [h] = one([{ severity: "LOW", title: "t", path: 42, line_number: "soon" }]);
    expect(h!.file).toBeUndefined();
    expect(h!.line).toBeUndefined();
    expect(h!.extra).toEqual({ path: 42, line_number: "soon" });
  });

  it.each([
    ["lines", [42, 45]],
    ["lines", "42-45"],
    ["line_range", { start: 42, end: 45 }],
    ["lineRange", "L42-L45"],
  ])("a range under another name (%s: %j) gives its first line", (name, value) => {
    const [f] = one([{ severity: "LOW", title: "t", [name]: value }]);
    expect(f!.line).toBe(42);
    expect(f!.extra).toBeUndefined();
  });

  it.each(["Critical/High", "High or Medium", "urgent", "P1", "severity", "7.5"])(
    "a severity that names no one level is none: %s",
    (input) => {
      expect(parseSeverity(input)).toBeUndefined();
    },
  );

  it("reads a field written as null as absent, as strict structured outputs write an empty one", () => {
    const parsed = parseFindingsDocument("r.json", {
      run: null,
      model: null,
      temperature: null,
      findings: [
        {
          agent: null,
          category: null,
          vulnerability_type: null,
          severity: "HIGH",
          title: "User id in SQL",
          description: null,
          file: null,
          symbol: null,
          line: null,
          location: null,
        },
      ],
    });
    expect(parsed.meta).toEqual({});
    expect(parsed.findings).toEqual([
      { category: "Uncategorized", severity: "HIGH", title: "User id in SQL", description: "" },
    ]);
    expect(
      one([{ Issue: "t", Severity: "Low", Category: null, Contracts: null, Description: null }]),
    ).toEqual([{ category: "Uncategorized", severity: "LOW", title: "t", description: "" }]);
  });

  it("a null in a field that must be there is still an error naming it", () => {
    expect(error([{ category: "c", severity: "LOW", title: null }])).toMatch(
      /^runs\/r1\.json: \[0\]\.title: /,
    );
    expect(error([{ category: "c", severity: null, title: "t" }])).toMatch(
      /^runs\/r1\.json: \[0\]\.severity: /,
    );
  });

  it.each([
    ["src/auth/login.py:42", 42],
    ["src/auth/login.py:42:7", 42],
    ["src/auth/login.py:42-50", 42],
    ["src/auth/login.py#L42", 42],
    ["src/auth/login.py#L42-L50", 42],
    ["src/auth/login.py (line 42)", 42],
    ["src/auth/login.py (lines 42-50)", 42],
    ["src/auth/login.py, line 42", 42],
    ["src/auth/login.py L42", 42],
    ["`src/auth/login.py:42`", 42],
    ["[src/auth/login.py](https://github.com/acme/shop/blob/main/src/auth/login.py#L42)", 42],
  ])("reads a file written with its line, %s, as the file and the line", (file, line) => {
    expect(one([{ severity: "LOW", title: "t", file }])[0]).toMatchObject({
      file: "src/auth/login.py",
      line,
    });
    // A line of its own, or a location's, is the finding's line.
    expect(one([{ severity: "LOW", title: "t", file, line: 40 }])[0]).toMatchObject({ line: 40 });
    expect(one([{ severity: "LOW", title: "t", file, location: "login():41" }])[0]).toMatchObject({
      line: 41,
    });
    expect(one([{ Issue: "t", Severity: "Low", Contracts: [file] }])[0]).toMatchObject({
      file: "src/auth/login.py",
      line,
    });
  });

  it.each([
    ["src/auth/login.py:LoginView.post", "LoginView.post", undefined],
    ["src/auth/login.py::test_login_locks_out", "test_login_locks_out", undefined],
    ["src/auth/login.py#LoginView.post", "LoginView.post", undefined],
    ["src/auth/login.py (LoginView.post)", "LoginView.post", undefined],
    ["src/auth/login.py — post()", "post", undefined],
    ["src/auth/login.py:42 (LoginView.post)", "LoginView.post", 42],
    ["`src/auth/login.py:LoginView.post`", "LoginView.post", undefined],
  ])(
    "reads a file written with the name at fault after it, %s, as the file and the symbol",
    (file, symbol, line) => {
      const [f] = one([{ severity: "LOW", title: "t", file }]);
      expect(f).toMatchObject({ file: "src/auth/login.py", symbol });
      expect(f!.line).toBe(line);
      // A symbol of its own, or a location's, is the finding's symbol.
      expect(one([{ severity: "LOW", title: "t", file, symbol: "login" }])[0]!.symbol).toBe("login");
      expect(one([{ severity: "LOW", title: "t", file, location: "authenticate():41" }])[0]!.symbol).toBe(
        "authenticate",
      );
    },
  );

  it("reads a file written after prose, in src/auth/login.py, as the file", () => {
    expect(one([{ severity: "LOW", title: "t", file: "in src/auth/login.py" }])[0]!.file).toBe(
      "src/auth/login.py",
    );
  });

  it.each([
    "`src/auth/login.py`",
    "``src/auth/login.py``",
    '"src/auth/login.py"',
    "'src/auth/login.py'",
    "<src/auth/login.py>",
    "**`src/auth/login.py`**",
    "[src/auth/login.py](src/auth/login.py)",
    "src/auth/login.py, src/auth/session.py",
    "src/auth/login.py; src/auth/session.py",
  ])("reads a file written the ways code and Markdown write one, %s, as the file", (file) => {
    const [f] = one([{ severity: "LOW", title: "t", file }]);
    expect(f!.file).toBe("src/auth/login.py");
    expect(f!.line).toBeUndefined();
  });

  it.each([
    "src/auth/login.py",
    "C:\\src\\Login.cs",
    "docs/v1:2/notes.md",
    "My Documents/notes, draft.md",
    "Makefile",
    "lib/a.rb:",
    "x#L",
    "src/pipeline (see lines)",
  ])("keeps any other file as written: %s", (file) => {
    const [f] = one([{ severity: "LOW", title: "t", file }]);
    expect(f!.file).toBe(file);
    expect(f!.line).toBeUndefined();
  });

  it("a file written with line 0 is the file, with no line", () => {
    expect(one([{ severity: "LOW", title: "t", file: "src/auth/login.py:0" }])[0]).toEqual(
      expect.objectContaining({ file: "src/auth/login.py" }),
    );
    expect(one([{ severity: "LOW", title: "t", file: "src/auth/login.py:0" }])[0]!.line).toBeUndefined();
  });

  it("a file that is only its wrapping is no file", () => {
    expect(one([{ severity: "LOW", title: "t", file: "``" }])[0]!.file).toBeUndefined();
  });

  it("keeps fields it does not know, never failing on them", () => {
    const [f] = one([{ category: "c", severity: "LOW", title: "t", cwe: 89, tags: ["a"] }]);
    expect(f!.extra).toEqual({ cwe: 89, tags: ["a"] });
  });
});

describe("bad finding files name the file and the first offending path", () => {
  it("a finding without a title", () => {
    expect(
      error({
        findings: [
          { category: "c", severity: "LOW", title: "ok" },
          { category: "c", severity: "LOW" },
        ],
      }),
    ).toBe("runs/r1.json: findings[1].title: required field is missing, expected a string");
  });
  it("a severity that is not one of the five", () => {
    expect(error([{ category: "c", severity: "urgent", title: "t" }])).toMatch(
      /^runs\/r1\.json: \[0\]\.severity: got 'urgent', expected one of CRITICAL, HIGH/,
    );
  });
  it("a document that is no known shape", () => {
    expect(error({ results: [] })).toMatch(/^runs\/r1\.json: \(top level\): expected a run file/);
  });
  it("findings that are not an array", () => {
    expect(error({ findings: "none" })).toMatch(/^runs\/r1\.json: findings: /);
  });
  it.each([
    "L42-L50",
    "42:7",
    "line 42",
    "Lines 42-50",
    "lines: 42",
    "42 to 50",
    "~42",
    "around line 42",
    "approx. 42",
    [42, 50],
    { start: 42, end: 50 },
    { startLine: 42 },
    ["42", "50"],
  ])("a line written as %j is line 42", (line) => {
    expect(one([{ severity: "LOW", title: "t", line }])[0]!.line).toBe(42);
  });
  it.each([0, -1, "0", "-1", "", "N/A", "unknown", "-"])(
    "a line written as unknown (%j) is no line",
    (line) => {
      expect(one([{ severity: "LOW", title: "t", line }])[0]!.line).toBeUndefined();
    },
  );
  it("a line that is not a number", () => {
    expect(error([{ category: "c", severity: "LOW", title: "t", line: 4.5 }])).toMatch(
      /\[0\]\.line: got '4\.5', expected a line number/,
    );
    expect(error([{ category: "c", severity: "LOW", title: "t", line: "forty" }])).toMatch(
      /\[0\]\.line: got 'forty', expected a line number/,
    );
    // A value of another shape is named too, not left to a generic "Invalid input".
    expect(error([{ category: "c", severity: "LOW", title: "t", line: { at: 42 } }])).toMatch(
      /\[0\]\.line: got .*at.*42.*, expected a line number such as 42$/,
    );
    expect(error([{ category: "c", severity: "LOW", title: "t", line: true }])).toMatch(
      /\[0\]\.line: got 'true', expected a line number such as 42$/,
    );
  });
});
