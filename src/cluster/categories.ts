import { type CategoryDef, CATEGORIES } from "./category-catalogue.js";
import { words } from "./text.js";

/*
 * How a category as written resolves to a known one (its CWE number, then its longest alias),
 * and how two categories compare. The catalogue itself is category-catalogue.ts.
 */

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
for (const def of CATEGORIES) {
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
  const def = CATEGORIES.find((d) => d.id === info.id);
  if (!def) return [raw];
  const titleCase = (s: string) => s.replace(/\bnplusone\b/g, "N+1").replace(/\b\w/g, (c) => c.toUpperCase());
  const spellings = [def.label, ...def.aliases.filter((a) => !/\b\w\b/.test(a)).map(titleCase)];
  if (def.cwe[0] !== undefined) spellings.push(`CWE-${def.cwe[0]}: ${def.label}`);
  return [...new Set(spellings)];
}
