import { words } from "./text.js";

/**
 * Category synonyms. Models name one weakness many ways between runs ("SQL Injection",
 * "SQLi", "Injection (SQL)", "CWE-89"), so each known category has a canonical id, its CWE
 * numbers and aliases; related categories share a family and count as compatible, not equal.
 */
interface CategoryDef {
  id: string;
  label: string;
  family: string;
  cwe: number[];
  aliases: string[];
}

const DEFS: CategoryDef[] = [
  // Security: injection
  {
    id: "sql-injection",
    label: "SQL Injection",
    family: "injection",
    cwe: [89, 564],
    aliases: [
      "sql injection",
      "sqli",
      "sql query injection",
      "blind sql injection",
      "unsafe sql",
      "raw sql",
      "sql concatenation",
      "dynamic sql",
    ],
  },
  {
    id: "command-injection",
    label: "Command Injection",
    family: "injection",
    cwe: [77, 78, 88],
    aliases: [
      "command injection",
      "os command injection",
      "shell injection",
      "process injection",
      "command execution",
    ],
  },
  {
    id: "code-injection",
    label: "Code Injection",
    family: "injection",
    cwe: [94, 95],
    aliases: [
      "code injection",
      "remote code execution",
      "rce",
      "eval injection",
      "arbitrary code execution",
      "unsafe eval",
    ],
  },
  {
    id: "xss",
    label: "Cross-Site Scripting",
    family: "injection",
    cwe: [79, 80],
    aliases: ["xss", "cross site scripting", "html injection", "script injection"],
  },
  {
    id: "ldap-injection",
    label: "LDAP Injection",
    family: "injection",
    cwe: [90],
    aliases: ["ldap injection"],
  },
  {
    id: "xpath-injection",
    label: "XPath Injection",
    family: "injection",
    cwe: [643],
    aliases: ["xpath injection"],
  },
  {
    id: "log-injection",
    label: "Log Injection",
    family: "injection",
    cwe: [117],
    aliases: ["log injection", "log forging"],
  },
  { id: "injection", label: "Injection", family: "injection", cwe: [74], aliases: ["injection"] },
  {
    id: "path-traversal",
    label: "Path Traversal",
    family: "file",
    cwe: [22, 23, 36],
    aliases: [
      "path traversal",
      "directory traversal",
      "file path manipulation",
      "arbitrary file read",
      "zip slip",
    ],
  },
  {
    id: "xxe",
    label: "XML External Entity",
    family: "injection",
    cwe: [611],
    aliases: ["xxe", "xml external entity", "xml external entities"],
  },
  {
    id: "ssrf",
    label: "Server-Side Request Forgery",
    family: "request",
    cwe: [918],
    aliases: ["ssrf", "server side request forgery"],
  },
  {
    id: "csrf",
    label: "Cross-Site Request Forgery",
    family: "access",
    cwe: [352],
    aliases: ["csrf", "cross site request forgery", "xsrf"],
  },
  {
    id: "open-redirect",
    label: "Open Redirect",
    family: "request",
    cwe: [601],
    aliases: ["open redirect", "unvalidated redirect"],
  },
  {
    id: "insecure-deserialization",
    label: "Insecure Deserialization",
    family: "injection",
    cwe: [502],
    aliases: [
      "insecure deserialization",
      "unsafe deserialization",
      "deserialization of untrusted data",
      "deserialization",
    ],
  },
  // Security: secrets, crypto, data
  {
    id: "hardcoded-credentials",
    label: "Hardcoded Credentials",
    family: "secrets",
    cwe: [798, 259, 321],
    aliases: [
      "hardcoded credentials",
      "hardcoded credential",
      "hardcoded password",
      "hardcoded secret",
      "hardcoded api key",
      "hardcoded key",
      "embedded credentials",
      "credentials in source",
      "secret in code",
      "plaintext password",
      "hardcoded connection string",
    ],
  },
  {
    id: "sensitive-data-exposure",
    label: "Sensitive Data Exposure",
    family: "secrets",
    cwe: [200, 209, 312, 319, 532],
    aliases: [
      "sensitive data exposure",
      "information disclosure",
      "information exposure",
      "information leak",
      "data leak",
      "sensitive information",
      "logging sensitive data",
      "cleartext storage",
      "cleartext transmission",
    ],
  },
  {
    id: "weak-crypto",
    label: "Weak Cryptography",
    family: "crypto",
    cwe: [326, 327, 328, 916],
    aliases: [
      "weak cryptography",
      "weak crypto",
      "insecure hash",
      "weak hash",
      "weak hashing",
      "broken cryptography",
      "insecure cryptography",
      "md5",
      "sha1",
      "weak encryption",
      "insecure random",
      "weak random",
    ],
  },
  {
    id: "insecure-randomness",
    label: "Insecure Randomness",
    family: "crypto",
    cwe: [330, 338],
    aliases: ["insecure randomness", "predictable random", "weak randomness", "insufficient entropy"],
  },
  // Security: access
  {
    id: "authentication",
    label: "Broken Authentication",
    family: "access",
    cwe: [287, 306, 307],
    aliases: [
      "broken authentication",
      "missing authentication",
      "improper authentication",
      "authentication bypass",
      "auth bypass",
      "weak authentication",
    ],
  },
  {
    id: "access-control",
    label: "Broken Access Control",
    family: "access",
    cwe: [284, 285, 862, 863, 639, 269],
    aliases: [
      "access control",
      "broken access control",
      "missing authorization",
      "improper authorization",
      "authorization",
      "privilege escalation",
      "idor",
      "insecure direct object reference",
      "missing access control",
      "excessive privileges",
    ],
  },
  {
    id: "input-validation",
    label: "Improper Input Validation",
    family: "validation",
    cwe: [20, 1284],
    aliases: [
      "input validation",
      "improper input validation",
      "missing input validation",
      "missing validation",
      "insufficient validation",
      "unvalidated input",
    ],
  },
  {
    id: "integer-overflow",
    label: "Integer Overflow",
    family: "arithmetic",
    cwe: [190, 191, 681],
    aliases: [
      "integer overflow",
      "integer underflow",
      "arithmetic overflow",
      "overflow",
      "underflow",
      "numeric overflow",
    ],
  },
  {
    id: "buffer-overflow",
    label: "Buffer Overflow",
    family: "memory",
    cwe: [119, 120, 125, 787],
    aliases: [
      "buffer overflow",
      "out of bounds",
      "out of bounds read",
      "out of bounds write",
      "heap overflow",
      "stack overflow",
    ],
  },
  {
    id: "precision-loss",
    label: "Precision Loss",
    family: "arithmetic",
    cwe: [682, 1339],
    aliases: ["precision loss", "rounding error", "loss of precision", "incorrect calculation", "truncation"],
  },
  {
    id: "reentrancy",
    label: "Reentrancy",
    family: "concurrency",
    cwe: [841, 1265],
    aliases: ["reentrancy", "re entrancy", "reentrant call"],
  },
  {
    id: "race-condition",
    label: "Race Condition",
    family: "concurrency",
    cwe: [362, 367],
    aliases: [
      "race condition",
      "toctou",
      "time of check time of use",
      "concurrency issue",
      "thread safety",
      "data race",
      "front running",
      "frontrunning",
    ],
  },
  {
    id: "denial-of-service",
    label: "Denial of Service",
    family: "resource",
    cwe: [400, 770, 834],
    aliases: [
      "denial of service",
      "dos",
      "resource exhaustion",
      "unbounded loop",
      "gas griefing",
      "uncontrolled resource consumption",
    ],
  },
  // Reliability
  {
    id: "error-handling",
    label: "Missing Error Handling",
    family: "errors",
    cwe: [703, 754, 755, 390, 391],
    aliases: [
      "missing error handling",
      "error handling",
      "unhandled exception",
      "swallowed exception",
      "exception handling",
      "empty catch",
      "ignored error",
      "unchecked return value",
      "unchecked return",
    ],
  },
  {
    id: "resource-leak",
    label: "Resource Leak",
    family: "resource",
    cwe: [404, 772, 775, 401],
    aliases: [
      "resource leak",
      "memory leak",
      "unclosed resource",
      "connection leak",
      "file handle leak",
      "undisposed",
      "missing dispose",
    ],
  },
  {
    id: "null-reference",
    label: "Null Reference",
    family: "errors",
    cwe: [476],
    aliases: [
      "null reference",
      "null pointer dereference",
      "null pointer",
      "npe",
      "null dereference",
      "possible null",
    ],
  },
  // Performance
  {
    id: "n-plus-one",
    label: "N+1 Query",
    family: "data-access",
    cwe: [1073],
    aliases: [
      "nplusone",
      "nplusone query",
      "select nplusone",
      "query in loop",
      "database call in loop",
      "queries inside loop",
      "chatty database",
    ],
  },
  {
    id: "synchronous-io",
    label: "Synchronous I/O",
    family: "blocking",
    cwe: [],
    aliases: [
      "synchronous io",
      "blocking io",
      "blocking call",
      "sync over async",
      "synchronous call",
      "blocking operation",
      "synchronous file",
      "thread blocking",
      "synchronous database",
    ],
  },
  {
    id: "inefficient-algorithm",
    label: "Inefficient Algorithm",
    family: "compute",
    cwe: [407, 1050],
    aliases: [
      "inefficient algorithm",
      "quadratic complexity",
      "o n 2",
      "inefficient loop",
      "nested loop",
      "algorithmic complexity",
      "inefficient search",
      "linear search",
    ],
  },
  {
    id: "string-concatenation",
    label: "String Concatenation in Loop",
    family: "compute",
    cwe: [],
    aliases: [
      "string concatenation in loop",
      "string concat in loop",
      "string building",
      "inefficient string",
    ],
  },
  {
    id: "missing-caching",
    label: "Missing Caching",
    family: "compute",
    cwe: [],
    aliases: [
      "missing caching",
      "missing cache",
      "no caching",
      "redundant computation",
      "repeated computation",
      "redundant query",
      "repeated query",
    ],
  },
  {
    id: "excessive-allocation",
    label: "Excessive Memory Allocation",
    family: "resource",
    cwe: [],
    aliases: [
      "excessive allocation",
      "excessive memory",
      "memory usage",
      "large allocation",
      "unnecessary allocation",
      "boxing",
    ],
  },
  {
    id: "unbounded-query",
    label: "Unbounded Query",
    family: "data-access",
    cwe: [],
    aliases: [
      "unbounded query",
      "missing pagination",
      "no pagination",
      "select star",
      "loading entire table",
      "full table scan",
      "missing index",
    ],
  },
  // Architecture
  {
    id: "god-class",
    label: "God Class",
    family: "design",
    cwe: [1093],
    aliases: [
      "god class",
      "god object",
      "large class",
      "blob class",
      "monolithic class",
      "too many responsibilities",
    ],
  },
  {
    id: "single-responsibility",
    label: "Single Responsibility Violation",
    family: "design",
    cwe: [],
    aliases: [
      "single responsibility",
      "srp violation",
      "srp",
      "mixed responsibilities",
      "separation of concerns",
    ],
  },
  {
    id: "tight-coupling",
    label: "Tight Coupling",
    family: "design",
    cwe: [1047],
    aliases: [
      "tight coupling",
      "high coupling",
      "tightly coupled",
      "dependency inversion",
      "dip violation",
      "hard dependency",
      "new keyword dependency",
      "service locator",
      "static dependency",
    ],
  },
  {
    id: "code-duplication",
    label: "Code Duplication",
    family: "maintainability",
    cwe: [1041],
    aliases: ["code duplication", "duplicate code", "duplicated code", "dry violation", "copy paste"],
  },
  {
    id: "magic-values",
    label: "Magic Values",
    family: "maintainability",
    cwe: [1106],
    aliases: [
      "magic number",
      "magic numbers",
      "magic string",
      "magic value",
      "hardcoded value",
      "hardcoded configuration",
    ],
  },
  {
    id: "long-method",
    label: "Long Method",
    family: "maintainability",
    cwe: [1080],
    aliases: [
      "long method",
      "complex method",
      "high cyclomatic complexity",
      "cyclomatic complexity",
      "deep nesting",
      "long function",
    ],
  },
  {
    id: "layering-violation",
    label: "Layering Violation",
    family: "design",
    cwe: [1054],
    aliases: [
      "layering violation",
      "layer violation",
      "business logic in controller",
      "data access in controller",
      "leaky abstraction",
    ],
  },
  {
    id: "dead-code",
    label: "Dead Code",
    family: "maintainability",
    cwe: [561],
    aliases: ["dead code", "unused code", "unreachable code", "unused variable"],
  },
];

export interface CategoryInfo {
  /** Canonical id (`sql-injection`), or the folded words of an unknown category. */
  id: string;
  /** Human label: the canonical one, else the input as given. */
  label: string;
  family: string;
  known: boolean;
  /** The CWE numbers of a known category, most specific first; empty when unknown. */
  cwe: readonly number[];
  /** A weakness an attacker can use (code scanning lists these under security). */
  security: boolean;
  /**
   * The kinds a combination names (`access control / denial of service`), each resolved on its
   * own; absent for a single kind. The combination resolves to one of them.
   */
  parts?: readonly CategoryInfo[];
}

/** Families whose categories are security weaknesses, plus the security ids of other families. */
const SECURITY_FAMILIES = new Set([
  "injection",
  "file",
  "request",
  "access",
  "secrets",
  "crypto",
  "validation",
  "memory",
]);
const SECURITY_IDS = new Set(["integer-overflow", "reentrancy", "race-condition", "denial-of-service"]);

function known(def: CategoryDef): CategoryInfo {
  return {
    id: def.id,
    label: def.label,
    family: def.family,
    known: true,
    cwe: def.cwe,
    security: SECURITY_FAMILIES.has(def.family) || SECURITY_IDS.has(def.id),
  };
}

interface Alias {
  tokens: string[];
  def: CategoryDef;
}

const ALIASES: Alias[] = [];
const BY_CWE = new Map<number, CategoryDef>();
for (const def of DEFS) {
  for (const alias of [...def.aliases, def.label]) ALIASES.push({ tokens: [...new Set(words(alias))], def });
  for (const cwe of def.cwe) BY_CWE.set(cwe, def);
}
// Longer aliases first: "sql injection" must win over the generic "injection".
ALIASES.sort((a, b) => b.tokens.length - a.tokens.length);

const cache = new Map<string, CategoryInfo>();

/** Maps a category as written to its canonical category. */
export function canonicalCategory(raw: string): CategoryInfo {
  const hit = cache.get(raw);
  if (hit) return hit;
  const whole = resolve(raw);
  // Scanners join kinds with a slash, a comma or a semicolon; a re-run may name one of them.
  // A slash between words joins kinds (`conversion/overflow`); next to a number or a short
  // word it is part of a name (`HTTP/2`, `I/O`, `TCP/IP`).
  const pieces = raw
    .split(/\s+\/\s+|(?<=\p{L}{3})\/(?=\p{L}{3})|\s*[,;]\s*|\s+&\s+/u)
    .filter((piece) => /\p{L}{3}/u.test(piece));
  const info = pieces.length > 1 ? { ...whole, parts: pieces.map(resolve) } : whole;
  if (cache.size < 50_000) cache.set(raw, info);
  return info;
}

function resolve(raw: string): CategoryInfo {
  const cwe = /\bcwe[\s:-]*(\d+)\b/i.exec(raw);
  if (cwe) {
    const def = BY_CWE.get(Number(cwe[1]));
    if (def) return known(def);
  }
  const tokens = new Set(words(raw.replace(/\bcwe[\s:-]*\d+\b/gi, " ")));
  for (const alias of ALIASES) {
    if (alias.tokens.length > 0 && alias.tokens.every((t) => tokens.has(t))) {
      return known(alias.def);
    }
  }
  const folded = [...tokens].sort().join(" ") || raw.trim().toLowerCase();
  return { id: folded, label: raw.trim(), family: `other:${folded}`, known: false, cwe: [], security: false };
}

/** 1 for the same canonical category, 0.5 for a related one, 0 otherwise. */
export function categoryCompatibility(a: CategoryInfo, b: CategoryInfo): number {
  if (a.id === b.id) return 1;
  if (a.family === b.family) return 0.5;
  // A combination of kinds is related to each kind it names, and to a combination naming one.
  if (a.parts || b.parts)
    for (const x of a.parts ?? [a])
      for (const y of b.parts ?? [b]) if (x.id === y.id || x.family === y.family) return 0.5;
  if (!a.known && !b.known) {
    // Two unknown categories sharing most of their words (`logic error` / `logic bug`).
    const x = new Set(a.id.split(" "));
    const y = b.id.split(" ");
    const shared = y.filter((t) => x.has(t)).length;
    if (shared > 0 && (2 * shared) / (x.size + y.length) >= 0.5) return 0.5;
  }
  return 0;
}

/** Other ways to write a category, for the simulator's variation: label, aliases and the CWE form. */
export function categorySpellings(raw: string): string[] {
  const info = canonicalCategory(raw);
  const def = DEFS.find((d) => d.id === info.id);
  if (!def) return [raw];
  const titleCase = (s: string) => s.replace(/\bnplusone\b/g, "N+1").replace(/\b\w/g, (c) => c.toUpperCase());
  const spellings = [def.label, ...def.aliases.filter((a) => !/\b\w\b/.test(a)).map(titleCase)];
  if (def.cwe[0] !== undefined) spellings.push(`CWE-${def.cwe[0]}: ${def.label}`);
  return [...new Set(spellings)];
}
