import type { NumberSetting } from "./setting.js";

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
