import { parseArgs } from "node:util";
import { InputError, shown } from "../errors.js";

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
  if (value === undefined) return fallback;
  const n = value.trim() === "" ? Number.NaN : Number(value);
  const kind = rule.integer ? "a whole number" : "a number";
  const range =
    rule.min !== undefined && rule.max !== undefined
      ? ` from ${rule.min} to ${rule.max}`
      : rule.min !== undefined
        ? ` of at least ${rule.min}`
        : "";
  if (
    !Number.isFinite(n) ||
    (rule.integer && !Number.isInteger(n)) ||
    (rule.min !== undefined && n < rule.min) ||
    (rule.max !== undefined && n > rule.max)
  ) {
    throw new InputError(`${flag}: got ${shown(value)}, expected ${kind}${range}`);
  }
  return n;
}

/** Splits `a,b, c` into trimmed non-empty names. */
export function listFlag(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
