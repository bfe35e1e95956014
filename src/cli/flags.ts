import { parseArgs } from "node:util";
import { InputError } from "../errors.js";
import { expectedForm, numberRule, readNumber } from "../settings/setting.js";

type OptionSpec = { type: "string" | "boolean"; multiple?: boolean; short?: string };
export type Spec = Record<string, OptionSpec>;

/**
 * Parses a command's flags strictly: an unknown flag, a missing value or a stray argument is
 * an input error naming it, never a stack trace.
 */
export function parseFlags<S extends Spec>(
  command: string,
  argv: string[],
  spec: S,
  allowPositionals = false,
) {
  try {
    return parseArgs({
      args: joinNegativeValues(argv, spec),
      options: { ...spec, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals,
    });
  } catch (error) {
    const message = (error as Error).message
      .split("\n")[0]!
      .replace(/^Unknown option '([^']+)'.*$/, "unknown flag '$1'")
      .replace(/^Unexpected argument '([^']+)'.*$/, "unexpected argument '$1'");
    throw new InputError(`${message}; see 'llm-determinism ${command} --help'`);
  }
}

/**
 * `--runs -3` is a flag and its (bad) value, not two flags: the argument parser would call it
 * ambiguous. Joined as `--runs=-3`, the value reaches the flag's own check, which names the
 * range expected.
 */
function joinNegativeValues(argv: string[], spec: Spec): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    const name = arg.startsWith("--") && !arg.includes("=") ? arg.slice(2) : undefined;
    if (name !== undefined && spec[name]?.type === "string" && next !== undefined && /^-[\d.]/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

export interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
}

/** A numeric flag: the error names the flag, the value and the range. */
export function numberFlag(
  flag: string,
  value: string | undefined,
  fallback: number,
  rule: NumberRule = {},
): number {
  const setting = numberRule(flag, fallback, rule);
  if (value !== undefined && value.trim() === "")
    throw new InputError(`${flag}: empty, expected ${expectedForm(setting)}`);
  return readNumber(setting, value, flag);
}
