import type { z } from "zod";
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
  /** When it applies only with another setting's value ("runs: auto"): action.yml leaves it empty. */
  onlyWith?: string;
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
  /**
   * action.yml's default when it is a workflow expression (`${{ github.token }}`): the runner
   * evaluates it, so the reader never sees it, and `default` stays what an empty input means.
   */
  actionExpression?: string;
}

/**
 * A value of its own form (a URL, a price, a shard, a run count), parsed from the text by a
 * zod schema; a value the schema refuses gets "got …, expected <expected>".
 */
export interface ValueSetting<T = unknown> extends SettingBase {
  kind: "value";
  placeholder: string;
  /** As action.yml writes it; empty is none. */
  default: string;
  /** What leaving it empty means when there is no default. */
  none?: string;
  /** The expected form, as every message says it. */
  expected: string;
  schema: z.ZodType<T>;
}

/**
 * Several values. The action's input takes one per line (names also comma-separated); the
 * CLI's flag takes several arguments (`--files a b`) or, for names, a comma-separated list.
 */
export interface ListSetting extends SettingBase {
  kind: "list";
  placeholder: string;
  default: readonly string[];
  /** What leaving it empty means when there is no default. */
  none?: string;
  /** "lines": globs, which may hold commas; "names": comma- or newline-separated, each once. */
  separator: "lines" | "names";
  /** What one item is, for the message when an item is listed twice ("a model"). */
  item?: string;
}

/** On or off: the action's input says true or false, the CLI's flag is given or not. */
export interface SwitchSetting extends SettingBase {
  kind: "switch";
  default: boolean;
}

export type Setting =
  | NumberSetting
  | ChoiceSetting
  | OptionalNumberSetting
  | TextSetting
  | ValueSetting
  | ListSetting
  | SwitchSetting;

/** Reads a text setting: trimmed; empty or absent is the default (undefined when that is empty). */
export function readText(setting: TextSetting, raw: string | undefined): string | undefined {
  const value = raw?.trim() ?? "";
  if (value !== "") return value;
  return setting.default === "" ? undefined : setting.default;
}

export function isChoice(setting: Setting): setting is ChoiceSetting {
  return setting.kind === "choice";
}

/** The default as action.yml writes it: empty for an optional number. */
export function actionDefault(setting: Setting): string {
  switch (setting.kind) {
    case "optional-number":
      return "";
    case "text":
      return setting.actionExpression ?? setting.default;
    case "list":
      return setting.default.join(setting.separator === "lines" ? "\n" : ",");
    case undefined:
    case "number":
      // A number that applies only with another setting's value is empty until it does.
      return setting.onlyWith ? "" : String(setting.default);
    default:
      return String(setting.default);
  }
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
  if (isChoice(setting) || setting.kind === "switch") return setting.description;
  if (setting.kind === "text" || setting.kind === "value" || setting.kind === "list")
    return setting.none
      ? `${setting.description.replace(/\.$/, "")}. Empty = ${setting.none}.`
      : setting.description;
  if (setting.kind === "optional-number")
    return `${setting.description.replace(/\.$/, "")} (${rangeText(setting)}; empty = ${setting.none}).`;
  if (setting.defaultInDescription) return setting.description;
  if (setting.onlyWith)
    return `${setting.description.replace(/\.$/, "")} (${setting.min}-${setting.max}; default ${setting.default} with ${setting.onlyWith}).`;
  return `${setting.description.replace(/\.$/, "")} (${setting.min}-${setting.max}).`;
}

/** `0-100`, or `1 or more` when there is no upper bound worth saying. */
export function rangeText(setting: NumberSetting | OptionalNumberSetting): string {
  return setting.max >= Number.MAX_SAFE_INTEGER ? `${setting.min} or more` : `${setting.min}-${setting.max}`;
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
 * A CLI setting's parsed value as given (text, texts of a repeated flag, or a switch) and the
 * spelling used: its name or an alias. Two spellings of one setting at once are bad usage.
 */
export function cliRaw(
  setting: Setting,
  values: Record<string, unknown>,
): { raw: string | readonly string[] | boolean | undefined; flag: string } {
  const given = [setting.name, ...(setting.cliAliases ?? [])].filter((n) => values[n] !== undefined);
  if (given.length > 1)
    throw new InputError(
      `${given.map((n) => `--${n}`).join(" and ")} are one setting (${setting.name}): give one of them`,
    );
  const flag = given[0] ?? setting.name;
  const raw = values[flag] as string | readonly string[] | boolean | undefined;
  // A flag given with nothing after it is a mistake; only the action reads empty as "the default".
  if (typeof raw === "string" && raw.trim() === "" && setting.kind !== "text")
    throw new InputError(`--${flag}: empty, expected ${expectedOf(setting)}`);
  return { raw, flag: `--${flag}` };
}

/** The expected form of any setting, as its messages say it. */
export function expectedOf(setting: Setting): string {
  switch (setting.kind) {
    case "choice":
      return choiceText(setting.choices);
    case "value":
      return setting.expected;
    case "switch":
      return "true or false";
    case "list":
      return setting.separator === "lines" ? "one or more globs" : "a comma-separated list";
    case "text":
      return `a ${setting.placeholder}`;
    default:
      return expectedForm(setting);
  }
}

/** Reads a value setting; empty or absent is the default, undefined when that is empty. */
export function readValue<T>(
  setting: ValueSetting<T>,
  raw: string | undefined,
  label: string,
): T | undefined {
  const given = raw?.trim() ?? "";
  const text = given === "" ? setting.default : given;
  if (text === "") return undefined;
  const parsed = setting.schema.safeParse(text);
  if (!parsed.success) throw new InputError(`${label}: got ${shown(given)}, expected ${setting.expected}`);
  return parsed.data;
}

/** Reads a list setting from one text or several; empty or absent is the default. */
export function readList(
  setting: ListSetting,
  raw: string | readonly string[] | undefined,
  label: string,
): string[] {
  const pieces = raw === undefined ? [] : typeof raw === "string" ? [raw] : raw;
  const items = pieces
    .flatMap((p) => p.split(setting.separator === "lines" ? /\r?\n/ : /[,\r\n]/))
    .map((t) => t.trim())
    // A line starting with # is a comment in a list of globs, as in a .gitignore.
    .filter((t) => t !== "" && !(setting.separator === "lines" && t.startsWith("#")));
  if (items.length === 0) return [...setting.default];
  if (setting.separator === "names") {
    const seen = new Set<string>();
    for (const item of items) {
      if (seen.has(item))
        throw new InputError(`${label}: ${setting.item ?? "a name"} ${shown(item)} is listed twice`);
      seen.add(item);
    }
  }
  return items;
}

/** Reads a switch: the action's words, or the CLI's flag given (true) or not. */
export function readSwitch(
  setting: SwitchSetting,
  raw: string | boolean | undefined,
  label: string,
): boolean {
  if (typeof raw === "boolean") return raw;
  const value = raw?.trim().toLowerCase() ?? "";
  if (value === "") return setting.default;
  if (["true", "yes", "on", "1"].includes(value)) return true;
  if (["false", "no", "off", "0"].includes(value)) return false;
  throw new InputError(`${label}: got ${shown(raw ?? "")}, expected true or false`);
}
