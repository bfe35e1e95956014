/** Output names of action.yml, in one place: nothing else spells them (inputs are described in src/settings). */

export const Outputs = {
  determinismScore: "determinism-score",
  consistencyLevel: "consistency-level",
  reproducibility: "reproducibility",
  f1: "f1",
  precision: "precision",
  recall: "recall",
  passed: "passed",
  reportJson: "report-json",
  partialJson: "partial-json",
} as const;

/** Finds our one comment among a PR's comments; never shown. */
export const COMMENT_MARKER = "<!-- llm-determinism-action:summary -->";

/** Where `mode: merge` looks for partial results when `partials` is empty (actions/download-artifact's default layout under this folder). */
export const DEFAULT_PARTIALS = "llm-determinism-partials/**/*.json";
