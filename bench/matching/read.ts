import { parseFindingsDocument } from "../../src/findings/schema.js";
import type { Generated } from "./quality.js";

/**
 * A family's runs as the product reads them: each run written as a run file (JSON) and read by
 * the product's own reader, as the CLI and the action read every run file before grouping. What
 * the reader makes of a field (a line written after the path, `q/gateway.q:14`; a name after it;
 * a line of 0) is what the grouping is given, so a habit the reader handles is measured as a user
 * meets it. The true issues stay in step: the reader keeps every finding, in order.
 */
export function asRead(generated: Generated): Generated {
  return {
    runs: generated.runs.map((run) => {
      const file = JSON.parse(JSON.stringify(run)) as unknown;
      const { findings } = parseFindingsDocument(`run-${run.run}.json`, file);
      return { ...run, findings };
    }),
    sources: generated.sources,
  };
}
