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

  it("accepts every severity alias in any case", () => {
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
    ];
    for (const [input, expected] of cases) expect(parseSeverity(input)).toBe(expected);
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
    ).toBe("runs/r1.json: findings[1].title: required field is missing");
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
  it("a line that is not a number", () => {
    expect(error([{ category: "c", severity: "LOW", title: "t", line: "forty" }])).toMatch(
      /\[0\]\.line: got 'forty', expected a line number/,
    );
  });
});
