import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateGate } from "../../src/action/gate.js";
import { evaluationSummary } from "../../src/evaluate/stats.js";
import type { EvaluatedRow } from "../../src/evaluate/types.js";
import { runCli, tempDir } from "../helpers/cli.js";
import { EXAMPLE } from "../helpers/example.js";
import { simulator } from "../helpers/sim.js";

const row = (over: Partial<EvaluatedRow>): EvaluatedRow => ({
  is_match: false,
  is_partial_match: false,
  is_fp: false,
  explanation: "",
  severity_from_junior_auditor: "High",
  severity_from_truth: "High",
  index_of_finding_from_junior_auditor: -1,
  finding_description_from_junior_auditor: "",
  ...over,
});

describe("the evaluation block: nothing to measure is null, with the reason", () => {
  it("a truth file with no issues: recall and F1 are null, precision is measured", () => {
    const e = evaluationSummary([row({ is_fp: true, index_of_finding_from_junior_auditor: 0 })], ["High"]);
    expect(e).toMatchObject({
      precision: 0,
      recall: null,
      f1: null,
      recallWithPartial: null,
      f1WithPartial: null,
    });
    expect(e.falseNegatives).toBe(0);
    expect(e.nothingToMeasure).toMatch(
      /truth file lists no issues, so recall and F1 have nothing to measure/,
    );
  });

  it("no finding evaluated: precision is null, recall 0 and F1 0 (nothing of the truth was found)", () => {
    const e = evaluationSummary([row({}), row({})], []);
    expect(e).toMatchObject({
      precision: null,
      recall: 0,
      f1: 0,
      precisionWithPartial: null,
      falseNegatives: 2,
    });
    expect(e.nothingToMeasure).toMatch(/no finding was evaluated/i);
  });

  it("both measured: no sentence, the numbers as before", () => {
    const e = evaluationSummary(
      [row({ is_match: true, index_of_finding_from_junior_auditor: 0 }), row({})],
      ["High", "Low"],
    );
    expect(e).toMatchObject({ precision: 50, recall: 50, f1: 50 });
    expect(e.nothingToMeasure).toBeUndefined();
  });

  it("a min-f1 gate on a null F1 fails and says why", () => {
    const gate = evaluateGate({ determinism: 80, f1: null }, { minDeterminism: 0, minF1: 50 });
    expect(gate.passed).toBe(false);
    expect(gate.checks[0]!.reason).toMatch(/F1 has nothing to measure \(the truth file lists no issues\)/);
  });
});

describe("run --truth with an empty truth file, through the CLI", () => {
  it("prints 'nothing to measure' for recall and F1 and writes null, not 0", async () => {
    const sim = await simulator({ seed: 3 });
    const dir = tempDir();
    const truth = path.join(dir, "truth.json");
    writeFileSync(truth, JSON.stringify({ project_id: "empty", vulnerabilities: [] }));
    const out = path.join(dir, "result.json");
    const r = await runCli([
      "run",
      "--files",
      "src/**",
      "--root",
      EXAMPLE,
      "--runs",
      "3",
      "--agents",
      "security",
      "--base-url",
      sim.url,
      "--truth",
      truth,
      "--out",
      out,
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/recall — · F1 —/);
    expect(r.stdout).toMatch(/The truth file lists no issues, so recall and F1 have nothing to measure/);
    const result = JSON.parse((await import("node:fs")).readFileSync(out, "utf8"));
    expect(result.evaluation.recall).toBeNull();
    expect(result.evaluation.f1).toBeNull();
    expect(typeof result.evaluation.precision).toBe("number");
  });
});
