import { fromExchange } from "../findings/schema.js";
import type { Finding } from "../findings/types.js";
import type { SourceFile } from "../io/source-files.js";
import type { LlmClient } from "../llm/client.js";
import { FatalLlmError } from "../llm/errors.js";
import { addUsage, emptyUsage, type Usage } from "../llm/pricing.js";
import type { AgentDefinition } from "./agents.js";
import { AnalysisAnswer, LenientAnswer } from "./answer.js";
import { analysisMessages, groupFiles } from "./prompt.js";

export interface AnalysisPlan {
  files: SourceFile[];
  agents: AgentDefinition[];
  runs: number;
  temperature: number;
  seed?: number;
  objective: string;
  /** Input-token budget per request; files are grouped under it. */
  tokenBudget?: number;
  /** The first run number (sharding starts later slices elsewhere). */
  runNumbers?: number[];
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

export interface AnalysisEvents {
  /** Called after each request settles. */
  onRequest?: (done: number, total: number) => void;
}

/**
 * N identical runs of every agent over every file group, all in flight at once under the
 * client's concurrency limit. Runs send identical prompts (the identical input the seed asks
 * for); only the attribution headers name the run. A request that fails after its retries
 * marks its run incomplete; it is never counted as a run with no findings.
 */
export async function runAnalysis(
  plan: AnalysisPlan,
  llm: LlmClient,
  events: AnalysisEvents = {},
): Promise<AnalysisOutcome> {
  const groups = groupFiles(plan.files, plan.tokenBudget ?? 24_000);
  const runNumbers = plan.runNumbers ?? Array.from({ length: plan.runs }, (_, i) => i + 1);
  const prompts = plan.agents.map((agent) =>
    groups.map((group, g) =>
      analysisMessages({ agent, objective: plan.objective, files: group, salt: `${agent.name}|${g}` }),
    ),
  );
  const total = runNumbers.length * plan.agents.length * groups.length;
  let done = 0;
  const usageByAgent: Record<string, Usage> = Object.fromEntries(
    plan.agents.map((a) => [a.name, emptyUsage()]),
  );

  type Answer =
    | { findings: Finding[]; raw: unknown[]; usage: Usage; fingerprint?: string }
    | { error: string; usage: Usage };
  const tasks = runNumbers.map((run) =>
    plan.agents.map((agent, a) =>
      groups.map(async (_, g): Promise<Answer> => {
        try {
          const answer = await llm.json({
            phase: "analysis",
            agent: agent.name,
            run,
            sample: `run-${run}/group-${g}`,
            messages: prompts[a]![g]!,
            temperature: plan.temperature,
            ...(plan.seed !== undefined && { seed: plan.seed }),
            schema: AnalysisAnswer,
            schemaName: "analysis_findings",
            validate: (value) => LenientAnswer.parse(value),
          });
          addUsage(usageByAgent[agent.name]!, answer.usage);
          const raw = (answer.raw as { findings: unknown[] }).findings;
          const findings = answer.value.findings.map((f) => ({ ...fromExchange(f), agent: agent.name }));
          return {
            findings,
            raw,
            usage: answer.usage,
            ...(answer.fingerprint !== undefined && { fingerprint: answer.fingerprint }),
          };
        } catch (error) {
          if (error instanceof FatalLlmError) throw error;
          const usage = (error as { usage?: Usage }).usage ?? emptyUsage();
          addUsage(usageByAgent[agent.name]!, usage);
          return { error: `${agent.name}, file group ${g + 1}: ${(error as Error).message}`, usage };
        } finally {
          done++;
          events.onRequest?.(done, total);
        }
      }),
    ),
  );
  // Settle everything before deciding, so a fatal error is raised once and nothing runs on.
  const settled = await Promise.allSettled(tasks.flat(2));
  const fatal = settled.find((s) => s.status === "rejected");
  if (fatal) throw (fatal as PromiseRejectedResult).reason;

  let index = 0;
  const answers = settled.map((s) => (s as PromiseFulfilledResult<Answer>).value);
  const runs: RunOutcome[] = runNumbers.map((run) => {
    const outcome: RunOutcome = {
      run,
      complete: true,
      failures: [],
      findings: [],
      raw: [],
      usage: emptyUsage(),
      fingerprints: [],
    };
    for (let a = 0; a < plan.agents.length; a++) {
      for (let g = 0; g < groups.length; g++) {
        const answer = answers[index++]!;
        addUsage(outcome.usage, answer.usage);
        if ("error" in answer) {
          outcome.complete = false;
          outcome.failures.push(answer.error);
          continue;
        }
        outcome.findings.push(...answer.findings);
        outcome.raw.push(...answer.raw);
        if (answer.fingerprint && !outcome.fingerprints.includes(answer.fingerprint))
          outcome.fingerprints.push(answer.fingerprint);
      }
    }
    return outcome;
  });
  const usage = emptyUsage();
  for (const r of runs) addUsage(usage, r.usage);
  return { runs, requests: total, fileGroups: groups.length, usage, usageByAgent };
}
