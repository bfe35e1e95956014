import { seeded } from "../util/random.js";
import type { Scenario } from "./scenario.js";

const BANK: { category: string; agent: string; titles: [string, string]; description: string }[] = [
  {
    category: "SQL Injection",
    agent: "security",
    titles: ["{v} concatenated into SQL query", "Unparameterised query built from {v}"],
    description: "The {v} value reaches a SQL statement by string concatenation. Use parameters.",
  },
  {
    category: "Command Injection",
    agent: "security",
    titles: ["{v} passed to a shell command", "Shell command built from {v}"],
    description: "The {v} value is interpolated into a shell command line.",
  },
  {
    category: "Hardcoded Credentials",
    agent: "security",
    titles: ["{v} secret hardcoded in source", "Literal {v} password in code"],
    description: "A {v} credential is committed in the source file.",
  },
  {
    category: "Path Traversal",
    agent: "security",
    titles: ["{v} used in file path unchecked", "File path built from {v}"],
    description: "The {v} value is joined into a path without normalisation.",
  },
  {
    category: "Cross-Site Scripting",
    agent: "security",
    titles: ["{v} written to HTML unescaped", "Reflected {v} in page"],
    description: "The {v} value is rendered into markup without encoding.",
  },
  {
    category: "N+1 Query",
    agent: "performance",
    titles: ["{v} loaded one query per row", "Query per {v} inside loop"],
    description: "Each {v} triggers its own database round trip.",
  },
  {
    category: "Synchronous I/O",
    agent: "performance",
    titles: ["Blocking {v} read in handler", "{v} read synchronously"],
    description: "The {v} file is read with a blocking call on the request path.",
  },
  {
    category: "Missing Error Handling",
    agent: "architecture",
    titles: ["{v} failure swallowed", "Empty catch around {v}"],
    description: "Errors from {v} are caught and ignored.",
  },
  {
    category: "God Class",
    agent: "architecture",
    titles: ["{v} manager has too many responsibilities", "{v} class mixes concerns"],
    description: "The {v} class owns data access, formatting and transport.",
  },
];
const NOUNS = [
  "customer",
  "invoice",
  "token",
  "report",
  "session",
  "address",
  "coupon",
  "upload",
  "tenant",
  "refund",
  "ledger",
  "cart",
];

export interface SyntheticOptions {
  /** Number of files; each has four functions with two or three issues. */
  files: number;
  seed: number;
  /** Share of functions with a same-category twin issue 12-30 lines further down. */
  twinRate?: number;
  /** Spread agents by the issue's category (true) or draw them at random (false). */
  agentsByCategory?: boolean;
  spuriousRate?: number;
}

/**
 * A generated codebase catalogue for tests and benchmarks of any size: `files` files of four
 * functions, two or three issues in each, and in a share of functions a twin (a second issue
 * of the same category in the same function, a few lines on, with another title), the case
 * where a plain category|location key over-merges.
 */
export function syntheticScenario(options: SyntheticOptions): Scenario {
  const random = seeded("synthetic", options.seed);
  const pickOf = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const agents = ["security", "performance", "architecture"];
  const issues: Scenario["issues"] = [];
  for (let f = 0; f < options.files; f++) {
    const file = `src/module${f}/Service${f}.cs`;
    for (let m = 0; m < 4; m++) {
      const symbol = `Service${f}.Method${m}`;
      let line = 20 + m * 150;
      const count = 2 + Math.floor(random() * 2);
      for (let k = 0; k < count; k++) {
        const entry = pickOf(BANK);
        const noun = pickOf(NOUNS);
        const agent = options.agentsByCategory === false ? pickOf(agents) : entry.agent;
        const severity = pickOf(["CRITICAL", "HIGH", "MEDIUM", "LOW"]);
        const common = {
          agent,
          category: entry.category,
          severity,
          file,
          symbol,
          titles: [] as string[],
          real: true,
        };
        issues.push({
          ...common,
          id: `${file}:${symbol}:${k}`,
          title: entry.titles[0].replace("{v}", noun),
          description: entry.description.replaceAll("{v}", noun),
          line,
          probability: 0.3 + random() * 0.7,
        });
        if (random() < (options.twinRate ?? 0.33)) {
          const other = NOUNS[(NOUNS.indexOf(noun) + 3) % NOUNS.length]!;
          issues.push({
            ...common,
            id: `${file}:${symbol}:${k}:twin`,
            title: entry.titles[1].replace("{v}", other),
            description: entry.description.replaceAll("{v}", other),
            line: line + 12 + Math.floor(random() * 19),
            probability: 0.3 + random() * 0.7,
          });
        }
        line += 45;
      }
    }
  }
  return {
    name: `synthetic-${options.files}-${options.seed}`,
    issues,
    spuriousRate: options.spuriousRate ?? 0.5,
  };
}
