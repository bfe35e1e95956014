import { z } from "zod";
import { parseSeverity, SEVERITY_EXPECTED } from "../findings/severity.js";
import type { Severity } from "../findings/types.js";

/**
 * A simulator scenario: the issues a codebase really has, and how often a model at the
 * nominal temperature (0.3) reports each. The simulator draws every run from it, so a test
 * knows which issue each returned finding came from.
 */
export const ScenarioIssue = z.object({
  id: z.string().min(1),
  agent: z.string().min(1),
  category: z.string().min(1),
  severity: z
    .string()
    .refine((s) => parseSeverity(s) !== undefined, { error: `expected ${SEVERITY_EXPECTED}` }),
  title: z.string().min(1),
  description: z.string().default(""),
  file: z.string().min(1),
  symbol: z.string().optional(),
  line: z.number().int().positive().optional(),
  /** Chance the issue is reported in one run, at temperature 0.3. */
  probability: z.number().min(0).max(1),
  /** Other titles a model has used for it. */
  titles: z.array(z.string().min(1)).default([]),
  /** Whether the issue is real: the ground truth for the accuracy half of the product. */
  real: z.boolean().default(true),
});

export const Scenario = z.object({
  name: z.string().default("scenario"),
  issues: z.array(ScenarioIssue),
  /** Expected one-off spurious findings per run and agent, at temperature 0.3. */
  spuriousRate: z.number().min(0).max(20).default(0.3),
});

export type ScenarioIssue = z.infer<typeof ScenarioIssue> & { severity: string };
export type Scenario = z.infer<typeof Scenario>;

export function severityOf(issue: ScenarioIssue): Severity {
  return parseSeverity(issue.severity)!;
}
