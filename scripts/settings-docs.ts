// Writes the described settings' descriptions and defaults into action.yml (src/settings), so
// the action's inputs say what the CLI's help says; then `node scripts/action-docs.mjs --write`
// regenerates the README's tables from action.yml. `npm run docs` runs both; a test fails when
// action.yml and the descriptions drift.
//   node --import tsx scripts/settings-docs.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ALL_SETTINGS } from "../src/settings/all.js";
import { actionDefault, actionDescription } from "../src/settings/setting.js";

const file = path.resolve(import.meta.dirname, "..", "action.yml");
const lines = readFileSync(file, "utf8").split("\n");
/** A YAML scalar: quoted when plain style would read it otherwise. */
const scalar = (text: string) => (/[:#'"`{}[\]]|^\s|\s$/.test(text) ? JSON.stringify(text) : text);

for (const setting of ALL_SETTINGS) {
  if (!setting.action) continue;
  let at = lines.indexOf(`  ${setting.name}:`);
  if (at < 0) {
    // A new input goes at the end of the inputs.
    const outputs = lines.indexOf("outputs:");
    at = outputs - 1;
    while (lines[at] === "") at--;
    at++;
    lines.splice(at, 0, `  ${setting.name}:`, "    description: ", '    default: ""');
  }
  for (let i = at + 1; lines[i]?.startsWith("    "); i++) {
    if (lines[i]!.startsWith("    description:"))
      lines[i] = `    description: ${scalar(actionDescription(setting))}`;
    if (lines[i]!.startsWith("    default:"))
      lines[i] = `    default: ${JSON.stringify(actionDefault(setting))}`;
  }
}
writeFileSync(file, lines.join("\n"));
