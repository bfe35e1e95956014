import { categorySpellings } from "../cluster/categories.js";
import { SEVERITY_RANK } from "../findings/severity.js";
import { SEVERITIES, type Severity } from "../findings/types.js";
import { choose, pick, type Random, seeded, shuffle } from "../util/random.js";
import { type Scenario, type ScenarioIssue, severityOf } from "./scenario.js";

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
export function variationOf(temperature: number): number {
  return Math.max(0, Math.min(3, temperature / 0.3));
}

/** The chance an issue is reported, pushed towards 0 or 1 as the temperature falls below 0.3. */
export function effectiveProbability(p: number, temperature: number): number {
  const v = variationOf(temperature);
  if (v >= 1) return p;
  return p >= 0.5 ? p + (1 - p) * (1 - v) : p * v;
}

function lowerFirst(text: string): string {
  return text.length > 1 && /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

function shortSymbol(symbol: string | undefined): string | undefined {
  return symbol?.split(/\.|::/).pop();
}

/** Symbol spellings seen in real output: `A.B`, `A::B()`, `B`, `a.b`, `A.B(int id)`. */
function symbolVariant(random: Random, symbol: string): string {
  const parts = symbol.split(/\.|::/);
  const method = parts[parts.length - 1]!;
  const owner = parts.slice(0, -1).join(".");
  const variants = [
    symbol,
    owner ? `${owner}::${method}()` : `${method}()`,
    method,
    owner ? `${lowerFirst(owner)}.${lowerFirst(method)}` : lowerFirst(method),
    `${symbol}(...)`,
  ];
  return choose(random, variants);
}

function titleVariant(random: Random, issue: ScenarioIssue, category: string): string {
  const method = shortSymbol(issue.symbol);
  const options = [
    ...issue.titles,
    `Potential ${lowerFirst(issue.title)}`,
    method ? `${category} in ${method}` : `${category} in ${issue.file.split("/").pop()}`,
    method ? `${method}: ${lowerFirst(issue.title)}` : `${issue.title} (${category})`,
    issue.title
      .replace(/\bis\b/, "gets")
      .replace(/\binto\b/, "directly into")
      .replace(/\bwithout\b/, "with no"),
  ];
  return choose(random, options);
}

function descriptionVariant(random: Random, description: string): string {
  const sentences = description.split(/(?<=\.)\s+/).filter(Boolean);
  const mode = pick(random, 3);
  if (mode === 0 && sentences.length > 1) return [...sentences.slice(1), sentences[0]].join(" ");
  if (mode === 1) return `This code is affected: ${lowerFirst(description)}`;
  return sentences.length > 1 ? sentences.slice(0, -1).join(" ") : description;
}

function drift(random: Random, severity: Severity): Severity {
  const rank = SEVERITY_RANK[severity] + (random() < 0.5 ? 1 : -1);
  return SEVERITIES.find((s) => SEVERITY_RANK[s] === Math.max(0, Math.min(4, rank)))!;
}

/** One issue as one run reports it, or undefined when the run misses it. */
export function sampleIssue(issue: ScenarioIssue, options: SampleOptions): SampledFinding | undefined {
  const random = seeded(options.seed, options.run, options.agent, issue.id);
  if (random() >= effectiveProbability(issue.probability, options.temperature)) return undefined;
  const v = variationOf(options.temperature);
  const category = random() < 0.3 * v ? choose(random, categorySpellings(issue.category)) : issue.category;
  const title = random() < 0.35 * v ? titleVariant(random, issue, category) : issue.title;
  let line = issue.line;
  if (line !== undefined) {
    const jitter = random();
    if (jitter < 0.04 * v) line = Math.max(1, line - 4 - pick(random, 7));
    else if (jitter < 0.45 * v) line = Math.max(1, line + (random() < 0.5 ? -1 : 1) * (1 + pick(random, 3)));
  }
  const symbol = issue.symbol && random() < 0.3 * v ? symbolVariant(random, issue.symbol) : issue.symbol;
  const fileRoll = random();
  const file =
    fileRoll < 0.08 * v
      ? `./${issue.file}`
      : fileRoll < 0.12 * v
        ? issue.file.replace(/\//g, "\\")
        : issue.file;
  const severity = random() < 0.06 * v ? drift(random, severityOf(issue)) : severityOf(issue);
  const description = random() < 0.5 * v ? descriptionVariant(random, issue.description) : issue.description;
  return {
    source: issue.id,
    agent: issue.agent,
    category,
    severity,
    title,
    description,
    file,
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

const SPURIOUS = [
  {
    category: "Code Smell",
    title: "Method could be simplified",
    description: "The logic can be expressed more simply.",
  },
  {
    category: "Input Validation",
    title: "Parameter is not validated",
    description: "A parameter reaches logic without a range check.",
  },
  {
    category: "Error Handling",
    title: "Exception may be swallowed",
    description: "A failure path does not report its error.",
  },
  {
    category: "Magic Number",
    title: "Literal constant used inline",
    description: "A numeric literal should be a named constant.",
  },
  {
    category: "Logging",
    title: "Missing log statement on failure",
    description: "Failures are not logged, making incidents hard to trace.",
  },
  {
    category: "Performance",
    title: "Repeated lookup could be cached",
    description: "The same value is recomputed on every call.",
  },
];

/** One run of one agent: the issues it reports and one-off spurious findings, in a run-specific order. */
export function sampleRun(scenario: Scenario, options: SampleOptions): SampledFinding[] {
  const issues = scenario.issues.filter((issue) => issue.agent === options.agent);
  const found = issues.map((issue) => sampleIssue(issue, options)).filter((f) => f !== undefined);
  const random = seeded(options.seed, options.run, options.agent, "spurious");
  const expected = scenario.spuriousRate * variationOf(options.temperature);
  const count = Math.floor(expected + random());
  for (let k = 0; k < count && issues.length > 0; k++) {
    const template = choose(random, SPURIOUS);
    // A one-off finding lands somewhere real: a file and symbol the agent looks at.
    const { file, symbol } = choose(random, issues);
    found.push({
      source: `spurious:${options.run}:${options.agent}:${k}`,
      agent: options.agent,
      category: template.category,
      severity: choose(random, ["LOW", "INFO", "MEDIUM"] as const),
      title: template.title,
      description: template.description,
      file,
      ...(symbol !== undefined && { symbol }),
      line: 1 + pick(random, 300),
    });
  }
  // Models list findings in no fixed order: shuffle per run (Fisher–Yates).
  shuffle(random, found);
  return found;
}
