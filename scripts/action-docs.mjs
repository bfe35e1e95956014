// The README's inputs and outputs tables, generated from action.yml so the two cannot drift.
//   node scripts/action-docs.mjs --write   rewrites the tables in README.md
//   node scripts/action-docs.mjs --check   exits 1 when README.md differs from action.yml
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

const root = path.resolve(import.meta.dirname, "..");
const cell = (text) =>
  String(text ?? "")
    .replace(/\s+/g, " ")
    .replace(/\|/g, "\\|")
    .trim();

export function renderTables(actionYaml) {
  const action = parse(actionYaml);
  const inputs = Object.entries(action.inputs ?? {}).map(
    ([name, i]) =>
      `| \`${name}\` | ${cell(i.description)} | ${i.required ? "**required**" : i.default === "" || i.default === undefined ? "" : `\`${cell(i.default)}\``} |`,
  );
  const outputs = Object.entries(action.outputs ?? {}).map(
    ([name, o]) => `| \`${name}\` | ${cell(o.description)} |`,
  );
  return {
    inputs: ["| Input | Description | Default |", "| --- | --- | --- |", ...inputs].join("\n"),
    outputs: ["| Output | Description |", "| --- | --- |", ...outputs].join("\n"),
  };
}

export function applyTables(readme, tables) {
  let out = readme;
  for (const [name, table] of Object.entries(tables)) {
    const re = new RegExp(`(<!-- ${name}:start -->)[\\s\\S]*?(<!-- ${name}:end -->)`);
    if (!re.test(out))
      throw new Error(`README.md has no <!-- ${name}:start --> / <!-- ${name}:end --> markers`);
    out = out.replace(re, (_, start, end) => `${start}\n${table}\n${end}`);
  }
  return out;
}

if (process.argv[1] === import.meta.filename) {
  const readmePath = path.join(root, "README.md");
  const readme = readFileSync(readmePath, "utf8");
  const next = applyTables(readme, renderTables(readFileSync(path.join(root, "action.yml"), "utf8")));
  if (process.argv.includes("--write")) writeFileSync(readmePath, next);
  else if (next !== readme) {
    console.error(
      "README.md's inputs/outputs tables differ from action.yml: run node scripts/action-docs.mjs --write",
    );
    process.exit(1);
  }
}
