import { type Severity } from "../findings/types.js";
import { type Scenario, type ScenarioIssue } from "./scenario.js";
/** A finding as a simulated model writes it, with the scenario issue it came from. */
export interface SampledFinding {
    source: string;
    agent: string;
    category: string;
    severity: Severity;
    title: string;
    description: string;
    file: string;
    symbol?: string;
    line?: number;
}
export interface SampleOptions {
    seed: number | string;
    /** 1-based run number: different runs vary, the same run number repeats exactly. */
    run: number;
    agent: string;
    temperature: number;
}
/**
 * How much runs differ, relative to the nominal temperature 0.3: 0 at temperature 0 (every
 * run identical), 1 at 0.3, up to 3 at 0.9 and above.
 */
export declare function variationOf(temperature: number): number;
/** The chance an issue is reported, pushed towards 0 or 1 as the temperature falls below 0.3. */
export declare function effectiveProbability(p: number, temperature: number): number;
/** One issue as one run reports it, or undefined when the run misses it. */
export declare function sampleIssue(issue: ScenarioIssue, options: SampleOptions): SampledFinding | undefined;
/** One run of one agent: the issues it reports and one-off spurious findings, in a run-specific order. */
export declare function sampleRun(scenario: Scenario, options: SampleOptions): SampledFinding[];
