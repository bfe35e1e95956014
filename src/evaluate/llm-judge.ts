import type { LlmClient } from "../llm/client.js";
import { addUsage, emptyUsage, type Usage } from "../llm/pricing.js";
import { JudgeAnswer, validateAnswer } from "./answer.js";
import type { JudgeCall } from "./evaluate.js";
import { DEFAULT_DOMAIN, judgeMessages } from "./prompt.js";

export interface LlmJudgeOptions {
  domain?: string;
  temperature?: number;
  /** Sees every prompt sent, for `--debug-prompt`. */
  onPrompt?: (prompt: { truth: number; messages: { role: string; content: string }[] }) => void;
}

/** A judge backed by the model: one call per sample, answers validated against their batch. */
export function llmJudge(llm: LlmClient, options: LlmJudgeOptions = {}): { judge: JudgeCall; usage: Usage } {
  const usage = emptyUsage();
  const judge: JudgeCall = async (t, truth, batch, iteration) => {
    const messages = judgeMessages(truth, batch, options.domain ?? DEFAULT_DOMAIN);
    options.onPrompt?.({ truth: t, messages });
    try {
      const answer = await llm.json({
        phase: "judge",
        // Each iteration is its own sample: cached answers must not agree by construction.
        sample: `iteration-${iteration}`,
        messages,
        temperature: options.temperature ?? 0.3,
        schema: JudgeAnswer,
        schemaName: "judge_answer",
        validate: (value) => validateAnswer(value, batch.length),
      });
      addUsage(usage, answer.usage);
      return answer.value;
    } catch (error) {
      const spent = (error as { usage?: Usage }).usage;
      if (spent) addUsage(usage, spent);
      throw error;
    }
  };
  return { judge, usage };
}
