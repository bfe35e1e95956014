import { InputError, shown } from "../errors.js";

/** Where a setting can be given: the action's inputs or the CLI's flags. */
export type Door = "action" | "cli";

/** What every setting says of itself. */
interface SettingBase {
  /** Kebab-case: the action input and the CLI flag alike. */
  name: string;
  description: string;
  /** The CLI commands that take it as a flag; none when only the action offers it. */
  cli: readonly string[];
  action: boolean;
  /** Why only one door offers it, when that is so (the test requires a reason). */
  oneDoorBecause?: string;
  /** Older CLI names that keep working, documented as the same setting. */
  cliAliases?: readonly string[];
}

/**
 * A number, described once: its range, default and description, and which doors offer it.
 * Both doors read it through `readNumber`, so the same mistake gets the same message, naming
 * the door's spelling.
 */
export interface NumberSetting extends SettingBase {
  kind?: "number";
  default: number;
  min: number;
  max: number;
  integer?: boolean;
  /** The help says the default unless the description does (a gate's "0 = no gate"). */
  defaultInDescription?: boolean;
}

/** One of a few words, read through `readChoice` in both doors. */
export interface ChoiceSetting extends SettingBase {
  kind: "choice";
  choices: readonly string[];
  default: string;
}

/** A number that may be left out: empty means none (no limit, no seed). */
export interface OptionalNumberSetting extends SettingBase {
  kind: "optional-number";
  min: number;
  max: number;
  integer?: boolean;
  /** What leaving it out means, as the docs say it: "no limit", "none". */
  none: string;
}

/** Free text or a path: empty means the default, or none when `none` says what that means. */
export interface TextSetting extends SettingBase {
  kind: "text";
  /** What the help shows after the flag: `<file>`, `<text>`. */
  placeholder: string;
  default: string;
  /** What leaving it empty means when there is no default ("no cache", "the model"). */
  none?: string;
}

export type Setting = NumberSetting | ChoiceSetting | OptionalNumberSetting | TextSetting;

/** Reads a text setting: trimmed; empty or absent is the default (undefined when that is empty). */
export function readText(setting: TextSetting, raw: string | undefined): string | undefined {
  const value = raw?.trim() ?? "";
  if (value !== "") return value;
  return setting.default === "" ? undefined : setting.default;
}

function isChoice(setting: Setting): setting is ChoiceSetting {
  return setting.kind === "choice";
}

/** The default as action.yml writes it: empty for an optional number. */
export function actionDefault(setting: Setting): string {
  return setting.kind === "optional-number" ? "" : String(setting.default);
}

/** Reads an optional number; empty or absent is undefined (none). */
export function readOptionalNumber(
  setting: OptionalNumberSetting,
  raw: string | undefined,
  label: string,
): number | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  return readNumber({ ...setting, kind: "number", default: 0 }, raw, label);
}

/** "judge or off", "a, b or c". */
function choiceText(choices: readonly string[]): string {
  return choices.length < 2 ? (choices[0] ?? "") : `${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}`;
}

/** The description action.yml gives: with its range or choices, which a help line shows as `<…>`. */
export function actionDescription(setting: Setting): string {
  if (isChoice(setting)) return setting.description;
  if (setting.kind === "text")
    return setting.none
      ? `${setting.description.replace(/\.$/, "")}. Empty = ${setting.none}.`
      : setting.description;
  if (setting.kind === "optional-number")
    return `${setting.description.replace(/\.$/, "")} (${rangeText(setting)}; empty = ${setting.none}).`;
  if (setting.defaultInDescription) return setting.description;
  return `${setting.description.replace(/\.$/, "")} (${setting.min}-${setting.max}).`;
}

/** `0-100`, or `1 or more` when there is no upper bound worth saying. */
function rangeText(setting: NumberSetting | OptionalNumberSetting): string {
  return setting.max >= Number.MAX_SAFE_INTEGER ? `${setting.min} or more` : `${setting.min}-${setting.max}`;
}

/** What a help line shows after the flag: `<0-100>` or `<judge|off>`. */
function valueHint(setting: Setting): string {
  if (setting.kind === "text") return `<${setting.placeholder}>`;
  return isChoice(setting) ? `<${setting.choices.join("|")}>` : `<${rangeText(setting)}>`;
}

/** Reads a choice setting; empty or absent is the default. */
export function readChoice(setting: ChoiceSetting, raw: string | undefined, label: string): string {
  const value = raw?.trim() ?? "";
  if (value === "") return setting.default;
  if (!setting.choices.includes(value))
    throw new InputError(`${label}: got ${shown(value)}, expected ${choiceText(setting.choices)}`);
  return value;
}

/** How a door names a setting in a message: `Input 'runs'` or `--runs`. */
export function labelOf(door: Door, name: string): string {
  return door === "action" ? `Input '${name}'` : `--${name}`;
}

/**
 * The rule of a number read outside the described settings (a simulator flag, `runs`): the
 * same reader and messages, without the documentation fields.
 */
export function numberRule(
  name: string,
  fallback: number,
  rule: { min?: number | undefined; max?: number | undefined; integer?: boolean | undefined },
): NumberSetting {
  return {
    name,
    description: "",
    default: fallback,
    min: rule.min ?? Number.NEGATIVE_INFINITY,
    max: rule.max ?? Number.MAX_SAFE_INTEGER,
    ...(rule.integer && { integer: true }),
    cli: [],
    action: false,
  };
}

/** The expected form, as every message says it. */
export function expectedForm(setting: NumberSetting | OptionalNumberSetting): string {
  const kind = setting.integer ? "a whole number" : "a number";
  if (setting.max >= Number.MAX_SAFE_INTEGER)
    // No upper bound worth saying (a token limit): "of at least 1", or just the kind.
    return setting.min === Number.NEGATIVE_INFINITY ? kind : `${kind} of at least ${setting.min}`;
  return `${kind} from ${setting.min} to ${setting.max}`;
}

/** Reads a number setting; empty or absent is the default. `label` is how the user spelled it. */
export function readNumber(setting: NumberSetting, raw: string | undefined, label: string): number {
  if (raw === undefined || raw.trim() === "") return setting.default;
  const n = Number(raw);
  if (!Number.isFinite(n) || (setting.integer && !Number.isInteger(n)) || n < setting.min || n > setting.max)
    throw new InputError(`${label}: got ${shown(raw)}, expected ${expectedForm(setting)}`);
  return n;
}

/**
 * A CLI setting's value and the spelling given, from parsed flags (its name or an alias); two
 * spellings of one setting at once are bad usage.
 */
export function cliValue(
  setting: Setting,
  values: Record<string, unknown>,
): { raw: string | undefined; flag: string } {
  const given = [setting.name, ...(setting.cliAliases ?? [])].filter((n) => values[n] !== undefined);
  if (given.length > 1)
    throw new InputError(
      `${given.map((n) => `--${n}`).join(" and ")} are one setting (${setting.name}): give one of them`,
    );
  const flag = given[0] ?? setting.name;
  const raw = values[flag] as string | undefined;
  // A flag given with nothing after it is a mistake; only the action reads empty as "the default".
  if (raw !== undefined && raw.trim() === "" && setting.kind !== "text")
    throw new InputError(
      `--${flag}: empty, expected ${setting.kind === "choice" ? choiceText(setting.choices) : expectedForm(setting)}`,
    );
  return { raw, flag: `--${flag}` };
}

/** The parseArgs spec of a command's settings: each name and alias as a string flag. */
export function flagSpec(
  settings: readonly NumberSetting[],
  command: string,
): Record<string, { type: "string" }> {
  const spec: Record<string, { type: "string" }> = {};
  for (const s of settings)
    if (s.cli.includes(command))
      for (const name of [s.name, ...(s.cliAliases ?? [])]) spec[name] = { type: "string" };
  return spec;
}

/** What a help line says of the default: `(default 8)`, `(default: no limit)`, or nothing. */
function defaultNote(s: Setting): string {
  switch (s.kind) {
    case "text":
      if (s.default !== "") return `(default "${s.default}")`;
      return s.none ? `(default: ${s.none})` : "";
    case "optional-number":
      return `(default: ${s.none})`;
    case "choice":
      return `(default ${s.default})`;
    default:
      return s.defaultInDescription ? "" : `(default ${s.default})`;
  }
}

/** A command's help lines for its settings, aligned like the rest of its options. */
export function helpLines(settings: readonly Setting[], command: string): string {
  return settings
    .filter((s) => s.cli.includes(command))
    .map((s) => {
      const head = `  --${s.name} ${valueHint(s)}`;
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
