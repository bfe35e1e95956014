import { z } from "zod";
import type { Severity } from "../findings/types.js";
/**
 * A simulator scenario: the issues a codebase really has, and how often a model at the
 * nominal temperature (0.3) reports each. The simulator draws every run from it, so a test
 * knows which issue each returned finding came from.
 */
export declare const ScenarioIssue: z.ZodObject<{
    id: z.ZodString;
    agent: z.ZodString;
    category: z.ZodString;
    severity: z.ZodString;
    title: z.ZodString;
    description: z.ZodDefault<z.ZodString>;
    file: z.ZodString;
    symbol: z.ZodOptional<z.ZodString>;
    line: z.ZodOptional<z.ZodNumber>;
    probability: z.ZodNumber;
    titles: z.ZodDefault<z.ZodArray<z.ZodString>>;
    real: z.ZodDefault<z.ZodBoolean>;
}, z.core.$strip>;
export declare const Scenario: z.ZodObject<{
    name: z.ZodDefault<z.ZodString>;
    issues: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        agent: z.ZodString;
        category: z.ZodString;
        severity: z.ZodString;
        title: z.ZodString;
        description: z.ZodDefault<z.ZodString>;
        file: z.ZodString;
        symbol: z.ZodOptional<z.ZodString>;
        line: z.ZodOptional<z.ZodNumber>;
        probability: z.ZodNumber;
        titles: z.ZodDefault<z.ZodArray<z.ZodString>>;
        real: z.ZodDefault<z.ZodBoolean>;
    }, z.core.$strip>>;
    spuriousRate: z.ZodDefault<z.ZodNumber>;
}, z.core.$strip>;
export type ScenarioIssue = z.infer<typeof ScenarioIssue> & {
    severity: string;
};
export type Scenario = z.infer<typeof Scenario>;
export declare function severityOf(issue: ScenarioIssue): Severity;
