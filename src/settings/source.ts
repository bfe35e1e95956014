import { InputError } from "../errors.js";
import {
  type ChoiceSetting,
  cliRaw,
  type Door,
  expectedOf,
  labelOf,
  type ListSetting,
  type NumberSetting,
  type OptionalNumberSetting,
  readChoice,
  readList,
  readNumber,
  readOptionalNumber,
  readSwitch,
  readText,
  readValue,
  type Setting,
  type SwitchSetting,
  type TextSetting,
  type ValueSetting,
} from "./setting.js";

type Raw = string | readonly string[] | boolean | undefined;

/**
 * Where a door's settings come from: the action's inputs or a CLI command's parsed flags. The
 * readers below take any source, so both doors read a setting by one rule, with one message
 * that names the door's spelling.
 */
export interface SettingSource {
  door: Door;
  /** The value as the door holds it, and how the user spelled the setting. */
  raw(setting: Setting): { raw: Raw; label: string };
  /** How a message names another setting the user may set: `'truth'` or `--truth`. */
  ref(setting: Setting): string;
  /** How a message shows a setting given a value: `runs: auto` or `--runs auto`. */
  given(setting: Setting, value: string): string;
}

/** The action's inputs (`core.getInput`); a setting the action does not offer reads as empty. */
export function actionSource(read: (name: string) => string): SettingSource {
  return {
    door: "action",
    raw: (s) => ({ raw: s.action ? read(s.name) : undefined, label: labelOf("action", s.name) }),
    ref: (s) => `'${s.name}'`,
    given: (s, value) => `${s.name}: ${value}`,
  };
}

/**
 * A CLI command's parsed flags. A setting the command does not take reads as absent; a flag
 * given empty is a mistake (only the action reads empty as "the default").
 */
export function cliSource(values: Record<string, unknown>, command?: string): SettingSource {
  return {
    door: "cli",
    raw: (s) => {
      if (command !== undefined && !s.cli.includes(command))
        return { raw: undefined, label: labelOf("cli", s.name) };
      const { raw, flag } = cliRaw(s, values);
      if (typeof raw === "string" && raw.trim() === "" && s.kind !== "text")
        throw new InputError(`${flag}: empty, expected ${expectedOf(s)}`);
      return { raw, label: flag };
    },
    ref: (s) => `--${s.name}`,
    given: (s, value) => `--${s.name} ${value}`,
  };
}

const text = (raw: Raw): string | undefined => (typeof raw === "string" ? raw : undefined);

/** Reads one setting from a door, by its kind. */
export function read(setting: NumberSetting, source: SettingSource): number;
export function read(setting: OptionalNumberSetting, source: SettingSource): number | undefined;
export function read<C extends string>(
  setting: ChoiceSetting & { choices: readonly C[] },
  source: SettingSource,
): C;
export function read(setting: TextSetting, source: SettingSource): string | undefined;
export function read<T>(setting: ValueSetting<T>, source: SettingSource): T | undefined;
export function read(setting: ListSetting, source: SettingSource): string[];
export function read(setting: SwitchSetting, source: SettingSource): boolean;
export function read(setting: Setting, source: SettingSource): unknown {
  const { raw, label } = source.raw(setting);
  switch (setting.kind) {
    case "optional-number":
      return readOptionalNumber(setting, text(raw), label);
    case "choice":
      return readChoice(setting, text(raw), label);
    case "text":
      return readText(setting, text(raw));
    case "value":
      return readValue(setting, text(raw), label);
    case "list":
      return readList(setting, typeof raw === "boolean" ? undefined : raw, label);
    case "switch":
      return readSwitch(setting, typeof raw === "object" ? undefined : raw, label);
    default:
      return readNumber(setting, text(raw), label);
  }
}

/** Whether the user gave the setting at all (a default does not count). */
export function isGiven(setting: Setting, source: SettingSource): boolean {
  const { raw } = source.raw(setting);
  if (raw === undefined || raw === false) return false;
  if (typeof raw === "string") return raw.trim() !== "";
  return raw === true || raw.length > 0;
}
