import { z } from "zod";
import { FindingInput } from "../findings/schema.js";
import { SEVERITIES } from "../findings/types.js";

/**
 * The analysis answer as sent in `response_format: json_schema` (strict mode: every field
 * required, absent values null).
 */
export const AnalysisAnswer = z.object({
  findings: z.array(
    z.object({
      category: z.string(),
      severity: z.enum(SEVERITIES),
      title: z.string(),
      description: z.string(),
      file: z.string(),
      symbol: z.string().nullable(),
      line: z.number().int().nullable(),
    }),
  ),
});

/**
 * What is accepted back: servers without schema support answer in looser shapes (lower-case
 * severities, fields left out or null, `location` strings), which the exchange-format parser handles.
 */
export const LenientAnswer = z.object({ findings: z.array(FindingInput) });
