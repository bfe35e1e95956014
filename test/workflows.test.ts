import { readFileSync } from "node:fs";
import path from "node:path";
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from "@actions/workflow-parser";
import { parseAction } from "@actions/workflow-parser/actions/action-parser";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ROOT } from "./helpers/cli.js";

/*
 * The README's workflow recipes and action.yml, read by GitHub's own parser
 * (@actions/workflow-parser, what the runner service and the VS Code extension use): a recipe a
 * user copies must not fail to load, name an input the action does not have, or wait on a
 * workflow no recipe names.
 */

const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
const action = parse(readFileSync(path.join(ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, unknown>;
};

/** Every ```yaml block of the README, made a whole workflow when it is a fragment (a job, or steps). */
function recipes(): { line: number; source: string; workflow: string }[] {
  const out: { line: number; source: string; workflow: string }[] = [];
  const pattern = /^```yaml\n([\s\S]*?)^```$/gm;
  for (let m = pattern.exec(readme); m; m = pattern.exec(readme)) {
    const source = m[1]!;
    const line = readme.slice(0, m.index).split("\n").length;
    const first = source.split("\n").find((l) => l.trim() !== "" && !l.trim().startsWith("#"))!;
    const indent = first.length - first.trimStart().length;
    let workflow: string;
    if (indent === 0) workflow = /^on:/m.test(source) ? source : `on: push\n${source}`;
    else if (first.trimStart().startsWith("- "))
      workflow = `on: push\njobs:\n  recipe:\n    runs-on: ubuntu-latest\n    steps:\n${source}`;
    else
      workflow = `on: push\njobs:\n  recipe:\n${/^ {4}runs-on:/m.test(source) ? "" : "    runs-on: ubuntu-latest\n"}${source}`;
    out.push({ line, source, workflow });
  }
  return out;
}

async function errorsOf(name: string, content: string): Promise<string[]> {
  const trace = new NoOperationTraceWriter();
  const parsed = parseWorkflow({ name, content }, trace);
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (errors.length === 0 && parsed.value) {
    const template = await convertWorkflowTemplate(parsed.context, parsed.value);
    errors.push(...(template.errors ?? []).map((e) => e.Message));
  }
  return errors;
}

describe("the README's workflow recipes, read by GitHub's workflow parser", () => {
  const all = recipes();

  it("finds the recipes", () => {
    expect(all.length).toBeGreaterThanOrEqual(8);
  });

  for (const recipe of all)
    it(`the recipe at README line ${recipe.line} parses without errors`, async () => {
      expect(await errorsOf(`readme-${recipe.line}.yml`, recipe.workflow)).toEqual([]);
    });

  it("the action's steps use only inputs action.yml declares, and files except in mode merge", () => {
    for (const recipe of all) {
      const doc = parse(recipe.workflow) as {
        jobs: Record<string, { steps?: { uses?: string; with?: Record<string, unknown> }[] }>;
      };
      for (const job of Object.values(doc.jobs))
        for (const step of job.steps ?? []) {
          if (!step.uses?.includes("llm-determinism-action")) continue;
          const inputs = Object.keys(step.with ?? {});
          expect(
            inputs.filter((i) => !(i in action.inputs)),
            `README line ${recipe.line}`,
          ).toEqual([]);
          if (step.with?.mode !== "merge") expect(inputs, `README line ${recipe.line}`).toContain("files");
        }
    }
  });

  it("every workflow_run names a workflow a recipe defines", () => {
    const names = new Set(
      all.map((r) => (parse(r.workflow) as { name?: string }).name).filter((n): n is string => Boolean(n)),
    );
    const waits = all.flatMap((r) => {
      const on = (parse(r.workflow) as { on?: { workflow_run?: { workflows?: string[] } } }).on;
      return typeof on === "object" && on?.workflow_run?.workflows ? on.workflow_run.workflows : [];
    });
    expect(waits.length).toBeGreaterThan(0);
    for (const name of waits) expect([...names], `workflow_run waits on '${name}'`).toContain(name);
  });
});

describe("action.yml, read by GitHub's action parser", () => {
  it("parses without errors", () => {
    const parsed = parseAction(
      { name: "action.yml", content: readFileSync(path.join(ROOT, "action.yml"), "utf8") },
      new NoOperationTraceWriter(),
    );
    expect(parsed.context.errors.getErrors().map((e) => e.message)).toEqual([]);
  });

  it("does not mark files required: mode merge takes none (the step fails naming it in mode run)", () => {
    expect((action.inputs.files as { required?: boolean }).required ?? false).toBe(false);
  });
});
