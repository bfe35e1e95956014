import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.js";
import { itemsFromDocument, readTruth } from "../../src/evaluate/read.js";

describe("truth and scan files in every accepted shape", () => {
  it("the AuditAgent truth file { project_id, vulnerabilities }", () => {
    const items = readTruth("t.json", {
      project_id: "p",
      vulnerabilities: [
        { finding_id: "H-01", severity: "high", title: "Reentrancy", description: "d", file: "Vault.sol" },
      ],
    });
    expect(items).toEqual([{ title: "Reentrancy", description: "d", severity: "High", file: "Vault.sol" }]);
  });
  it("a truth file whose empty fields are null", () => {
    const items = readTruth("t.json", {
      project_id: null,
      vulnerabilities: [
        {
          finding_id: null,
          severity: "high",
          title: "Reentrancy",
          description: null,
          category: null,
          file: null,
          symbol: null,
          line: null,
        },
      ],
    });
    expect(items).toEqual([{ title: "Reentrancy", description: "", severity: "High" }]);
  });
  it("the exchange format (a run file) and a bare array", () => {
    const f = {
      category: "SQL Injection",
      severity: "CRITICAL",
      title: "t",
      description: "d",
      file: "a.cs",
      symbol: "A.B",
      line: 4,
    };
    const expected = [
      {
        title: "t",
        description: "d",
        severity: "Critical",
        category: "SQL Injection",
        file: "a.cs",
        location: "A.B:4",
      },
    ];
    expect(itemsFromDocument("r.json", { run: 1, findings: [f] })).toEqual(expected);
    expect(itemsFromDocument("r.json", [f])).toEqual(expected);
  });
  it("the scanner shape, keeping its severity words", () => {
    expect(
      itemsFromDocument("s.json", {
        findings: [
          {
            title: "t",
            description: "d",
            severity: "best practices",
            file: "A.sol",
            vulnerability_type: "logic",
          },
        ],
      }),
    ).toEqual([
      { title: "t", description: "d", severity: "Best Practices", category: "logic", file: "A.sol" },
    ]);
  });
  it("the judge-input shape", () => {
    expect(
      itemsFromDocument("j.json", [
        { Issue: "t", Category: "Reentrancy", Severity: "Medium", Contracts: ["V.sol"], Description: "d" },
      ]),
    ).toEqual([{ title: "t", description: "d", severity: "Medium", category: "Reentrancy", file: "V.sol" }]);
  });
  it("a truth object without vulnerabilities is an input error naming the field", () => {
    expect(() => readTruth("t.json", { project_id: "p" })).toThrow(InputError);
    expect(() => readTruth("t.json", { project_id: "p" })).toThrow(
      /^t\.json: vulnerabilities: required field is missing/,
    );
  });
  it("a scan file of unknown shape is an input error", () => {
    expect(() => itemsFromDocument("s.json", { results: [] })).toThrow(
      /^s\.json: \(top level\): expected a run file/,
    );
  });
});
