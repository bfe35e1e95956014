import { type Clustering, clusterRuns } from "../cluster/cluster.js";
import { mayBeOneFile, type NamedFile } from "../cluster/features.js";
import { DEFAULT_DOMAIN } from "../evaluate/prompt.js";
import type { Run } from "../findings/types.js";
import type { LlmClient } from "../llm/client.js";
import { FatalLlmError } from "../llm/errors.js";
import { addUsage, emptyUsage, type Usage } from "../llm/pricing.js";
import { applyVotes } from "./apply.js";
import { planGrouping } from "./plan.js";
import { GroupingAnswer, groupingMessages, validateGrouping } from "./prompt.js";
import type { Reliability } from "./reliability.js";

export interface GroupingJudgeOptions {
  /** Samples per request, voted on (the judge's `iterations`). */
  iterations: number;
  domain?: string;
  temperature?: number;
  /** At most this many requests per agent (the analysis's file groups). */
  maxRequestsPerAgent?: number;
  log?: (message: string) => void;
}

export interface JudgedGrouping {
  clustering: Clustering;
  judgeCalls: number;
  judgeMerges: number;
  /** How far its answers were trusted, learned from them (reliability.ts). */
  reliability: Reliability;
  failedSamples: number;
  usage: Usage;
}

/**
 * Bits of evidence past even odds that the evidence needs to merge on its own when a judge is
 * asked: 4 bits is a posterior of 94%, and only for reports whose words agree (`wordsAgree`);
 * reports in different words at one place count at most these bits, for the judge to read.
 * Closer calls are kept apart with their evidence and decided with the judge's votes, so the
 * judge can keep apart what the evidence alone would have merged, although it only ever
 * answers which candidates are one issue.
 */
export const JUDGE_MARGIN_BITS = 4;

/**
 * The grouping judge (SPEC 5.1): groups the runs from the evidence, leaving the close calls
 * open (JUDGE_MARGIN_BITS) and a group of parts worded apart in its parts (judge-parts.ts),
 * asks the judge model which candidate groups of one agent are one
 * issue, votes over `iterations` samples, and merges where the evidence and the votes together
 * favour one issue (apply.ts), never two groups that occur in one run or name different files.
 */
export async function groupWithJudge(
  runs: readonly Run[],
  llm: LlmClient,
  options: GroupingJudgeOptions,
): Promise<JudgedGrouping> {
  const clustering = clusterRuns(runs, { margin: JUDGE_MARGIN_BITS, judgeParts: true });
  const requests = planGrouping(runs, clustering, options.maxRequestsPerAgent);
  const usage = emptyUsage();
  let failedSamples = 0;
  const samples = await Promise.all(
    requests.map(async (request) => {
      const messages = groupingMessages(request.descriptions, options.domain ?? DEFAULT_DOMAIN);
      const answers = await Promise.all(
        Array.from({ length: options.iterations }, async (_, iteration) => {
          try {
            const result = await llm.json({
              phase: "consolidate",
              agent: request.agent,
              // Each iteration is its own sample: cached answers must not agree by construction.
              sample: `grouping-${iteration}`,
              messages,
              temperature: options.temperature ?? 0.3,
              schema: GroupingAnswer,
              schemaName: "grouping_answer",
              validate: (value) => validateGrouping(value, request.clusters.length),
            });
            addUsage(usage, result.usage);
            return result.value;
          } catch (error) {
            if (error instanceof FatalLlmError) throw error;
            const spent = (error as { usage?: Usage }).usage;
            if (spent) addUsage(usage, spent);
            failedSamples++;
            options.log?.(
              `grouping judge: a sample for ${request.agent} was left out (${(error as Error).message})`,
            );
            return undefined;
          }
        }),
      );
      return answers.filter((a): a is GroupingAnswer => a !== undefined);
    }),
  );
  // Each group's files as the grouping read its reports' (as the requests do): a group may hold
  // one report that names the file by its base name alone (`Dockerfile`) and others that name
  // its path, and only the paths tell two files apart.
  const filesOf = clustering.clusters.map((c) => {
    const files = new Map<string, NamedFile>();
    for (const m of c.members) {
      const named = clustering.files[m.run]![m.index]!;
      if (named.file !== "") files.set(named.file, named);
    }
    return [...files.values()];
  });
  const {
    clustering: merged,
    merges,
    reliability,
  } = applyVotes(clustering, requests, samples, (a, b) =>
    filesOf[a]!.every((x) => filesOf[b]!.every((y) => mayBeOneFile(x, y))),
  );
  if (reliability.agreement > 0) {
    // Kish's design effect: n samples correlated by ρ are worth n / (1 + (n − 1)ρ) independent ones.
    const worth = options.iterations / (1 + (options.iterations - 1) * reliability.agreement);
    options.log?.(
      `grouping judge: its samples repeat each other (correlation ${reliability.agreement.toFixed(2)}), ` +
        `so its ${options.iterations} votes per request count as about ${worth.toFixed(1)}`,
    );
  }
  return {
    clustering: merged,
    judgeCalls: requests.length * options.iterations,
    judgeMerges: merges,
    reliability,
    failedSamples,
    usage,
  };
}
