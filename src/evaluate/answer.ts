import { z } from "zod";

/** The judge's answer, the AuditAgent fields (strict schema for `json_schema`). */
export const JudgeAnswer = z.object({
  is_match: z.boolean(),
  is_partial_match: z.boolean(),
  explanation: z.string(),
  severity_from_junior_auditor: z.string(),
  severity_from_truth: z.string(),
  index_of_finding_from_junior_auditor: z.number().int(),
});
export type JudgeAnswer = z.infer<typeof JudgeAnswer>;

/**
 * Validates an answer against its batch: an index outside it, or a match without an index,
 * is not a match but an unusable sample (the client then repairs or resamples).
 */
export function validateAnswer(value: unknown, batchSize: number): JudgeAnswer {
  const answer = JudgeAnswer.parse(value);
  const index = answer.index_of_finding_from_junior_auditor;
  if (index < -1 || index >= batchSize) {
    throw new Error(
      `index_of_finding_from_junior_auditor: ${index} is outside the batch (expected -1 to ${batchSize - 1})`,
    );
  }
  if ((answer.is_match || answer.is_partial_match) && index === -1) {
    throw new Error(
      `index_of_finding_from_junior_auditor: a ${answer.is_match ? "match" : "partial match"} needs the finding's index (0 to ${batchSize - 1}), got -1`,
    );
  }
  return answer;
}
