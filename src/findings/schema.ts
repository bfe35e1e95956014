import { z } from "zod";
import { InputError, issuePath, issueText, shown } from "../errors.js";
import { parseFileField, parseLine, parseLocation, parseSymbolField } from "./location.js";
import { parseSeverity, SEVERITY_EXPECTED } from "./severity.js";
import type { Finding, Run } from "./types.js";

/*
 * One zod schema per external finding shape (SPEC section 3). Every shape is parsed into
 * the same `Finding`; fields the shapes do not name are kept in `extra`.
 */

const text = z.string();
/**
 * A text field a model may write as a list (`"category": ["SQL Injection", "CWE-89"]`, a
 * description as its paragraphs), read as one text by `asText`.
 */
function textOrList(asText: (items: string[]) => string) {
  return z
    .union([z.string(), z.array(z.string())], {
      error: (issue) => `got ${shown(issue.input)}, expected a string or a list of strings`,
    })
    .transform((v) => (typeof v === "string" ? v : asText(v)));
}
/** Kinds joined as a combination is written (`SQL Injection / CWE-89`): each kind it names counts. */
const kinds = textOrList((items) => items.join(" / "));
/** Paragraphs joined. */
const paragraphs = textOrList((items) => items.join("\n\n"));
/** The first of the places a list names, as a location's list is read: one place stands for a report. */
const firstPlace = textOrList((items) => items[0] ?? "");
const nonEmpty = z.string().trim().min(1, "expected a non-empty string");
/** A severity as written, accepted when it is one of ours or an alias (shared with truth files). */
export const severity = z
  .string({ error: `expected ${SEVERITY_EXPECTED}` })
  .refine((value) => parseSeverity(value) !== undefined, {
    error: (issue) => `got ${shown(issue.input)}, expected ${SEVERITY_EXPECTED}`,
  });
/**
 * What a writer puts for a line it does not know: 0 or less (lines count from 1, in editors,
 * compilers and SARIF alike), an empty string or a placeholder (`N/A`, `unknown`). Read as no line,
 * not as a line every such report shares.
 */
function noLine(value: unknown): boolean {
  if (typeof value === "number") return Number.isInteger(value) && value <= 0;
  return typeof value === "string" && /^\s*(?:-\d+|0+|n\/?a|none|null|unknown|-*)\s*$/i.test(value);
}
/**
 * A range's first line, as a model writes a range in JSON: `[42, 45]`, or an object with its
 * start (`{ "start": 42, "end": 45 }`, `{ "startLine": 42 }` as SARIF's region names it).
 */
function firstLine(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? value[0] : undefined;
  if (value === null || typeof value !== "object") return value;
  const range = value as Record<string, unknown>;
  for (const key of ["start", "startLine", "start_line", "line", "from", "begin"])
    if (range[key] !== undefined) return range[key];
  return value;
}
/** A line number as a number, a string that gives one, or a range; absent when it says the line is unknown. */
export const line = z.preprocess(
  (value) => {
    const first = firstLine(value);
    return noLine(first) ? undefined : first;
  },
  z
    .unknown()
    .refine((v) => v === undefined || parseLine(v) !== undefined, {
      error: (issue) => `got ${shown(issue.input)}, expected a line number such as 42`,
    })
    .optional(),
);
const files = z.union([z.string(), z.array(z.string())], {
  error: (issue) => `got ${shown(issue.input)}, expected a path or a list of paths`,
});

/**
 * An optional field that may also be `null`, read as absent. A strict structured output requires
 * every field and writes `null` for one the model leaves out (OpenAI's strict `json_schema`, the
 * product's own analysis among them), as do most JSON writers for an empty value.
 */
export function absent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === null ? undefined : value), schema.optional());
}

/**
 * Other names tools and models give the exchange format's fields, each read where the field
 * itself is absent: `path` for `file`, `function` for `symbol`, `line_number` for `line`,
 * `summary` for `title`. Left unread, a file written as `path` had been kept only among the
 * finding's extra fields, and its reports grouped as if they named no file.
 */
const SYNONYMS: [field: string, names: string[]][] = [
  ["file", ["path", "file_path", "filePath", "filepath", "filename", "file_name", "fileName"]],
  ["symbol", ["function", "function_name", "functionName", "method", "method_name", "methodName"]],
  [
    "line",
    [
      "line_number",
      "lineNumber",
      "start_line",
      "startLine",
      "line_start",
      "lineStart",
      "lines",
      "line_range",
      "lineRange",
    ],
  ],
  ["title", ["summary", "name", "message", "issue"]],
  ["description", ["details", "detail", "explanation", "body", "message"]],
  ["category", ["type", "kind", "rule", "rule_id", "ruleId", "cwe"]],
];

/** A string, or a list of strings. */
function textual(value: unknown): boolean {
  return typeof value === "string" || (Array.isArray(value) && value.every((v) => typeof v === "string"));
}

/** A finding with each absent field taken from the first of its other names it gives (`SYNONYMS`). */
function withSynonyms(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const finding = { ...(value as Record<string, unknown>) };
  const given = (key: string) => finding[key] !== undefined && finding[key] !== null;
  for (const [field, names] of SYNONYMS) {
    if (given(field) || (field === "category" && given("vulnerability_type"))) continue;
    // Only a value of the field's own kind: another is left among the extra fields, as any
    // field of a name the shape does not know is, rather than reported under a name the
    // writer never used.
    const name = names.find(
      (n) =>
        given(n) && (field === "line" ? parseLine(firstLine(finding[n])) !== undefined : textual(finding[n])),
    );
    if (name === undefined) continue;
    finding[field] = finding[name];
    delete finding[name];
  }
  return finding;
}

/** The exchange format, plus the scanner shape's names for the same fields and the other names of `SYNONYMS`. */
export const FindingInput = z.preprocess(
  withSynonyms,
  z.looseObject({
    agent: absent(text),
    category: absent(kinds),
    vulnerability_type: absent(kinds),
    severity,
    title: nonEmpty,
    description: absent(paragraphs),
    file: absent(files),
    symbol: absent(firstPlace),
    line: absent(line),
    location: absent(text),
  }),
);

/** The judge-input shape: `[{ Issue, Category, Severity, Contracts, Description }]`. */
export const JudgeInputFinding = z.looseObject({
  Issue: nonEmpty,
  Category: absent(kinds),
  Severity: severity,
  Contracts: absent(files),
  Description: absent(paragraphs),
});

/** A run file, and the scanner report, which is the same object without `run`. */
export const RunDocument = z.looseObject({
  run: absent(z.number().int().positive()),
  model: absent(text),
  temperature: absent(z.number().min(0).max(2)),
  findings: z.array(z.unknown()),
});

const KNOWN = new Set([
  "agent",
  "category",
  "vulnerability_type",
  "severity",
  "title",
  "description",
  "file",
  "symbol",
  "line",
  "location",
]);
const KNOWN_JUDGE = new Set(["Issue", "Category", "Severity", "Contracts", "Description"]);

/** Every name a finding's field is read under, in any accepted shape. */
export const FIELD_NAMES: readonly string[] = [
  ...new Set([...KNOWN, ...KNOWN_JUDGE, ...SYNONYMS.flatMap(([, names]) => names)]),
];

/** The file a field names (the first of a list), and the line and the symbol it gives with it; undefined when it names none. */
function fileField(
  value: string | string[] | undefined,
): { file: string; line?: number; symbol?: string } | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const read = first === undefined ? undefined : parseFileField(first);
  return read?.file ? read : undefined;
}

function extraOf(input: Record<string, unknown>, known: Set<string>): Record<string, unknown> | undefined {
  const extra: Record<string, unknown> = {};
  let any = false;
  for (const [key, value] of Object.entries(input)) {
    if (!known.has(key)) {
      extra[key] = value;
      any = true;
    }
  }
  return any ? extra : undefined;
}

function compact<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}

/** A finding in the exchange format (already validated) as the engine's `Finding`. */
export function fromExchange(input: z.infer<typeof FindingInput>): Finding {
  const location = input.location ? parseLocation(input.location) : {};
  const category = (input.category ?? input.vulnerability_type ?? "").trim();
  const extra = extraOf(input, KNOWN);
  if (input.location !== undefined) {
    // The parsed parts replace it, but the original wording is worth keeping for readers.
    const kept = extra ?? {};
    kept.location = input.location;
    return build(input, location, category, kept);
  }
  return build(input, location, category, extra);
}

function build(
  input: z.infer<typeof FindingInput>,
  location: ReturnType<typeof parseLocation>,
  category: string,
  extra: Record<string, unknown> | undefined,
): Finding {
  const file = fileField(input.file);
  // `Vault.mint:42` reads like a file and its line, and is a method where the finding names
  // another file: a bare `name.ext` other than the file's own name is the symbol.
  const method =
    location.file !== undefined &&
    file !== undefined &&
    !/[/\\]/.test(location.file) &&
    !sameBaseName(location.file, file.file)
      ? location.file
      : undefined;
  // A symbol written with its line (`Vault.mint():42`) is the symbol, and the line where no
  // field gives one.
  const named = input.symbol === undefined ? {} : parseSymbolField(input.symbol);
  return compact({
    agent: input.agent?.trim() || undefined,
    category: category || "Uncategorized",
    severity: parseSeverity(input.severity)!,
    title: input.title.trim(),
    description: input.description ?? "",
    file: file?.file ?? location.file,
    // A name the file field writes after the path (`src/cart.ts:CartService.add`) where no
    // field names the symbol.
    symbol: named.symbol || method || location.symbol || file?.symbol,
    line: input.line !== undefined ? parseLine(input.line) : (location.line ?? file?.line ?? named.line),
    extra,
  });
}

/** Whether a location's file is the finding's file: the same name, whatever directory each gives. */
function sameBaseName(written: string, file: string): boolean {
  const base = (p: string) => p.split(/[/\\]/).pop()!.toLowerCase();
  return base(written) === base(file);
}

function fromJudgeInput(input: z.infer<typeof JudgeInputFinding>): Finding {
  const file = fileField(input.Contracts);
  return compact({
    category: input.Category?.trim() || "Uncategorized",
    severity: parseSeverity(input.Severity)!,
    title: input.Issue.trim(),
    description: input.Description ?? "",
    file: file?.file,
    line: file?.line,
    extra: extraOf(input, KNOWN_JUDGE),
  });
}

function pathOf(prefix: string, path: readonly PropertyKey[]): string {
  const rest = issuePath(path);
  if (prefix === "") return rest;
  return rest === "(top level)" ? prefix : `${prefix}${rest.startsWith("[") ? "" : "."}${rest}`;
}

function fail(source: string, prefix: string, error: z.ZodError): never {
  const issue = error.issues[0]!;
  throw new InputError(`${source}: ${pathOf(prefix, issue.path)}: ${issueText(issue)}`);
}

function parseEach<S extends z.ZodType, T>(
  source: string,
  prefix: string,
  items: unknown[],
  schema: S,
  map: (v: z.infer<S>) => T,
): T[] {
  return items.map((item, index) => {
    const parsed = schema.safeParse(item, { reportInput: true });
    if (!parsed.success) fail(source, `${prefix}[${index}]`, parsed.error);
    return map(parsed.data);
  });
}

const SHAPES =
  "expected a run file { run, findings: [...] }, a scanner report { findings: [...] }, a bare array of findings, or the judge-input shape [{ Issue, Category, Severity, ... }]";

/**
 * Parses one JSON document holding findings in any accepted shape.
 * @param source the file name used in error messages.
 */
export function parseFindingsDocument(
  source: string,
  document: unknown,
): { findings: Finding[]; raw: unknown[]; meta: Omit<Run, "findings" | "run"> & { run?: number } } {
  if (Array.isArray(document)) {
    const judgeShape =
      document.length > 0 &&
      document.every((item) => item !== null && typeof item === "object" && "Issue" in item);
    const findings = judgeShape
      ? parseEach(source, "", document, JudgeInputFinding, fromJudgeInput)
      : parseEach(source, "", document, FindingInput, fromExchange);
    return { findings, raw: document, meta: {} };
  }
  if (document === null || typeof document !== "object" || !("findings" in document)) {
    throw new InputError(`${source}: (top level): ${SHAPES}`);
  }
  // reportInput: tells a missing field from a present one of the wrong type.
  const parsed = RunDocument.safeParse(document, { reportInput: true });
  if (!parsed.success) fail(source, "", parsed.error);
  const { run, model, temperature, findings: items } = parsed.data;
  const findings = parseEach(source, "findings", items, FindingInput, fromExchange);
  return { findings, raw: items, meta: compact({ run, model, temperature }) };
}
