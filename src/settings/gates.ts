import type { NumberSetting } from "./setting.js";
import { cliValue, labelOf, readNumber } from "./setting.js";

/**
 * The gates: the scores a test must reach, in both doors under one name each. Reproducibility
 * does not fall as runs are added (the determinism score does: more runs give more chances to
 * miss a finding once), so it is the number to gate on when the number of runs changes.
 */
export const GATE_SETTINGS = {
  minDeterminism: {
    name: "min-determinism",
    description: "Fail when the determinism score is under this (0-100; 0 = no gate).",
    default: 0,
    min: 0,
    max: 100,
    cli: ["measure", "run", "merge", "demo"],
    action: true,
    cliAliases: ["min-score"],
    defaultInDescription: true,
  },
  minReproducibility: {
    name: "min-reproducibility",
    description:
      "Fail when reproducibility is under this (0-100; 0 = no gate). Unlike the determinism score it does not fall as runs are added: the score to gate on when the number of runs changes.",
    default: 0,
    min: 0,
    max: 100,
    cli: ["measure", "run", "merge", "demo"],
    action: true,
    defaultInDescription: true,
  },
  minF1: {
    name: "min-f1",
    description: "Fail when the F1 score is under this (0-100; 0 = no gate; needs truth).",
    default: 0,
    min: 0,
    max: 100,
    cli: ["run", "merge", "demo"],
    action: true,
    defaultInDescription: true,
  },
} as const satisfies Record<string, NumberSetting>;

export const GATES: readonly NumberSetting[] = Object.values(GATE_SETTINGS);

export interface GateThresholds {
  minDeterminism: number;
  minReproducibility: number;
  minF1: number;
}

/** The gates as given, and for the CLI the flag each was given as (for its failure message). */
export interface ReadGates {
  thresholds: GateThresholds;
  /** Setting name → how the user spelled it (`--min-score`, `Input 'min-f1'`). */
  labels: Record<string, string>;
}

/** Reads the gates from the action's inputs. */
export function actionGates(read: (name: string) => string): ReadGates {
  return gatesFrom((s) => ({ raw: read(s.name), label: labelOf("action", s.name) }));
}

/** Reads the gates from a CLI command's parsed flags; the ones it does not take are 0. */
export function cliGates(values: Record<string, unknown>, command: string): ReadGates {
  return gatesFrom((s) => {
    if (!s.cli.includes(command)) return { raw: undefined, label: labelOf("cli", s.name) };
    const { raw, flag } = cliValue(s, values);
    return { raw, label: flag };
  });
}

function gatesFrom(get: (s: NumberSetting) => { raw: string | undefined; label: string }): ReadGates {
  const labels: Record<string, string> = {};
  const value = (s: NumberSetting) => {
    const { raw, label } = get(s);
    labels[s.name] = label;
    return readNumber(s, raw, label);
  };
  return {
    thresholds: {
      minDeterminism: value(GATE_SETTINGS.minDeterminism),
      minReproducibility: value(GATE_SETTINGS.minReproducibility),
      minF1: value(GATE_SETTINGS.minF1),
    },
    labels,
  };
}
