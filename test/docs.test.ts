import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { Outputs } from "../src/action/constants.js";
import { getInputs } from "../src/action/inputs.js";
import { ROOT } from "./helpers/cli.js";

describe("docs and contract", () => {
  it("the README's inputs and outputs tables match action.yml", () => {
    expect(() =>
      execFileSync(process.execPath, [path.join(ROOT, "scripts/action-docs.mjs"), "--check"], {
        stdio: "pipe",
      }),
    ).not.toThrow();
  });

  it("action.yml declares exactly the inputs and outputs the code reads and writes", () => {
    const action = parse(readFileSync(path.join(ROOT, "action.yml"), "utf8"));
    // Every input the action reads, as it reads them: the names asked for while parsing.
    const asked = new Set<string>();
    getInputs((name) => {
      asked.add(name);
      return name === "files" ? "src/**" : "";
    });
    expect(Object.keys(action.inputs).sort()).toEqual([...asked].sort());
    expect(Object.keys(action.outputs).sort()).toEqual(Object.values(Outputs).sort());
    expect(action.runs).toEqual({ using: "node24", main: "dist/index.js" });
    for (const [name, input] of Object.entries(action.inputs as Record<string, { description?: string }>)) {
      expect(input.description, name).toBeTruthy();
    }
  });

  it("the README opens with the two commands: install and demo, then the tests", () => {
    const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
    const firstBlock = /```bash\n([\s\S]*?)```/.exec(readme)![1]!;
    expect(firstBlock).toMatch(/^npm ci && npm run demo/m);
    expect(firstBlock).toMatch(/^npm test/m);
    expect(readFileSync(path.join(ROOT, ".ci/run"), "utf8")).toMatch(/npm test/);
  });
});
