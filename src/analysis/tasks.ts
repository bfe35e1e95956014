import type { Finding } from "../findings/types.js";
import { addUsage, emptyUsage, type Usage } from "../llm/pricing.js";

/** One request of a test: run × agent (index into the plan's agents) × file group. */
export interface AnalysisTask {
  run: number;
  agent: number;
  group: number;
}

/** What one request gave: the findings, or why it failed after its retries. */
export interface TaskOutcome {
  run: number;
  agent: string;
  group: number;
  findings?: Finding[];
  /** The findings exactly as the model returned them, in the same order. */
  raw?: unknown[];
  error?: string;
  usage: Usage;
  fingerprint?: string;
}

/** One analysis run: complete only when every request of it answered. */
export interface RunOutcome {
  run: number;
  complete: boolean;
  /** Why the run is incomplete: one line per failed request. */
  failures: string[];
  findings: Finding[];
  /** The findings exactly as the model returned them, in the same order. */
  raw: unknown[];
  usage: Usage;
  fingerprints: string[];
}

export interface AnalysisOutcome {
  runs: RunOutcome[];
  requests: number;
  fileGroups: number;
  usage: Usage;
  usageByAgent: Record<string, Usage>;
}

/** Every task of a test in canonical order: run, then agent, then file group. */
export function planTasks(runNumbers: number[], agents: number, groups: number): AnalysisTask[] {
  const tasks: AnalysisTask[] = [];
  for (const run of runNumbers)
    for (let agent = 0; agent < agents; agent++)
      for (let group = 0; group < groups; group++) tasks.push({ run, agent, group });
  return tasks;
}

/**
 * Puts task outcomes (from one job or many shards, in any order) back into runs: a run's
 * findings are its agents' in plan order, each agent's file groups in order, exactly as an
 * unsharded test builds them. Every task must be present exactly once.
 */
export function assembleRuns(
  runNumbers: number[],
  agents: string[],
  groups: number,
  outcomes: TaskOutcome[],
): AnalysisOutcome {
  const byKey = new Map<string, TaskOutcome>();
  for (const o of outcomes) {
    const key = `${o.run}|${o.agent}|${o.group}`;
    if (byKey.has(key)) throw new Error(`run ${o.run}, agent ${o.agent}, file group ${o.group + 1} is twice`);
    byKey.set(key, o);
  }
  const usageByAgent: Record<string, Usage> = Object.fromEntries(agents.map((a) => [a, emptyUsage()]));
  const runs = runNumbers.map((run): RunOutcome => {
    const outcome: RunOutcome = {
      run,
      complete: true,
      failures: [],
      findings: [],
      raw: [],
      usage: emptyUsage(),
      fingerprints: [],
    };
    for (const agent of agents) {
      for (let g = 0; g < groups; g++) {
        const task = byKey.get(`${run}|${agent}|${g}`);
        if (!task) throw new Error(`run ${run}, agent ${agent}, file group ${g + 1} is missing`);
        addUsage(outcome.usage, task.usage);
        addUsage(usageByAgent[agent]!, task.usage);
        if (task.error !== undefined) {
          outcome.complete = false;
          outcome.failures.push(task.error);
          continue;
        }
        outcome.findings.push(...(task.findings ?? []));
        outcome.raw.push(...(task.raw ?? []));
        if (task.fingerprint && !outcome.fingerprints.includes(task.fingerprint))
          outcome.fingerprints.push(task.fingerprint);
      }
    }
    return outcome;
  });
  const usage = emptyUsage();
  for (const r of runs) addUsage(usage, r.usage);
  return {
    runs,
    requests: runNumbers.length * agents.length * groups,
    fileGroups: groups,
    usage,
    usageByAgent,
  };
}
