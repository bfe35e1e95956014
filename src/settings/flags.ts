import { isChoice, rangeText, type Setting } from "./setting.js";

/*
 * How the CLI's commands take their settings as flags: the parseArgs spec, and the help lines
 * that show each flag with its value, default and aliases, from the one description every door
 * reads (setting.ts).
 */

/** How a CLI flag is parsed: a switch takes no value, a list of globs takes several. */
export type FlagType = { type: "string" } | { type: "boolean" } | { type: "string"; multiple: true };

function flagType(setting: Setting): FlagType {
  if (setting.kind === "switch") return { type: "boolean" };
  if (setting.kind === "list" && setting.separator === "lines") return { type: "string", multiple: true };
  return { type: "string" };
}

/** The parseArgs spec of a command's settings: each name and alias, parsed as its kind says. */
export function flagSpec(settings: readonly Setting[], command: string): Record<string, FlagType> {
  const spec: Record<string, FlagType> = {};
  for (const s of settings)
    if (s.cli.includes(command))
      for (const name of [s.name, ...(s.cliAliases ?? [])]) spec[name] = flagType(s);
  return spec;
}

/** What a help line says of the default: `(default 8)`, `(default: no limit)`, or nothing. */
function defaultNote(s: Setting): string {
  switch (s.kind) {
    case "switch":
      return "";
    case "list":
      if (s.default.length > 0) return `(default ${s.default.join(",")})`;
      return s.none ? `(default: ${s.none})` : "";
    case "value":
      if (s.default !== "") return `(default ${s.default})`;
      return s.none ? `(default: ${s.none})` : "";
    case "text":
      if (s.default !== "") return `(default "${s.default}")`;
      return s.none ? `(default: ${s.none})` : "";
    case "optional-number":
      return `(default: ${s.none})`;
    case "choice":
      return `(default ${s.default})`;
    default:
      if (s.onlyWith) return `(default ${s.default})`;
      return s.defaultInDescription ? "" : `(default ${s.default})`;
  }
}

/** A command's help lines for its settings, aligned like the rest of its options. */
export function helpLines(settings: readonly Setting[], command: string): string {
  return settings
    .filter((s) => s.cli.includes(command))
    .map((s) => {
      const head = `  --${s.name} ${valueHint(s)}`.trimEnd();
      const aliases = (s.cliAliases ?? []).map((a) => `--${a}`).join(", ");
      const text = [s.description, defaultNote(s), aliases ? `(${aliases}: the same)` : ""]
        .filter(Boolean)
        .join(" ");
      // A name too long for the column starts its description on the next line.
      return `${head.length < 27 ? head.padEnd(28) : `${head}\n${" ".repeat(28)}`}${wrap(text, 28, 98)}`;
    })
    .join("\n");
}

function wrap(text: string, indent: number, width: number): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line !== "" && indent + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(line);
  return lines.join(`\n${" ".repeat(indent)}`);
}

/** What a help line shows after the flag: `<0-100>` or `<judge|off>`. */
function valueHint(setting: Setting): string {
  if (setting.kind === "switch") return "";
  if (setting.kind === "list") return `<${setting.placeholder}${setting.separator === "lines" ? "..." : ""}>`;
  if (setting.kind === "text" || setting.kind === "value") return `<${setting.placeholder}>`;
  return isChoice(setting) ? `<${setting.choices.join("|")}>` : `<${rangeText(setting)}>`;
}
