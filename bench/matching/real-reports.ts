/**
 * A generator family whose issues are real (issue #12): every issue is one finding of the real
 * AI scanner reports in the shared auditagent-bench data (15 audited smart-contract projects,
 * 318 findings written by a model, not by anyone here), read in place and never copied.
 *
 * Written before it was first run and never tuned against. Each seed is three projects; each
 * run reports each of their findings with a rate of its own, so the wording of every distinct
 * issue, and which issues share a file and a function, are the real ones: in those reports 47
 * pairs of findings of one report name the same function first (two issues, worded apart), and
 * one remark is made of two pairs of functions in titles that differ by one word. What a re-run changes is modelled on what a
 * model re-run changes, using only the real text:
 *  - the location as written, the function alone (`withdraw()`), `withdraw() function`, or none;
 *  - the title as written or cut before its consequence (`… can …`, `… allows …`, `(…)`);
 *  - the description whole, its first sentences, or some of its sentences in order;
 *  - the vulnerability type as written, in another case or spelling, or the first of a
 *    combination (`access control / denial of service` → `access control`);
 *  - severities a level off now and then.
 * Reports are read by the product's own reader, as a user's scanner report would be.
 * Do not edit the variation to suit the matcher: that would end its use.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseFindingsDocument } from "../../src/findings/schema.js";
import type { Run } from "../../src/findings/types.js";
import { shuffle } from "../../src/util/random.js";
import { BENCH_DATA, HAS_BENCH_DATA } from "../../test/helpers/bench-data.js";
import type { Generated, GeneratorOptions } from "./quality.js";

/** Whether the shared data is there to build this family from. */
export const REAL_REPORTS_AVAILABLE = HAS_BENCH_DATA;

interface RealFinding {
  title: string;
  description: string;
  vulnerability_type?: string;
  severity: string;
  location?: string;
  file?: string;
}

interface Project {
  name: string;
  findings: RealFinding[];
}

let loaded: Project[] | undefined;

/** The scanner reports, in a fixed order (by file name). */
function projects(): Project[] {
  if (loaded) return loaded;
  const out: Project[] = [];
  for (const scanner of ["baseline", "hound"]) {
    const dir = path.join(BENCH_DATA, scanner);
    for (const name of readdirSync(dir).sort()) {
      const report = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as { findings: RealFinding[] };
      out.push({ name: name.replace(/_results\.json$/, ""), findings: report.findings });
    }
  }
  loaded = out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return loaded;
}

/** Lehmer (Park–Miller) numbers seeded from text: its own, shared with nothing. */
function lehmerFrom(text: string): () => number {
  let state = 1;
  for (let i = 0; i < text.length; i++) state = (state * 31 + text.charCodeAt(i)) % 2147483647;
  state = state === 0 ? 48271 : state;
  const next = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  for (let i = 0; i < 6; i++) next();
  return next;
}

function choose<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

const LADDER = ["critical", "high", "medium", "low", "informational"];

type Place = "written" | "name" | "function" | "none";

/** How one run writes: drawn once per run, followed by most of its findings. */
interface Manner {
  place: Place;
  shortTitles: boolean;
  shortDescriptions: boolean;
  kind: "written" | "lower" | "snake" | "title" | "first";
}

function mannerOf(random: () => number, heavy: boolean): Manner {
  return {
    place: heavy
      ? choose(random, ["written", "written", "name", "function", "none"] as const)
      : choose(random, ["written", "written", "written", "name", "function"] as const),
    shortTitles: random() < (heavy ? 0.4 : 0.15),
    shortDescriptions: random() < (heavy ? 0.6 : 0.3),
    kind: heavy ? choose(random, ["written", "lower", "snake", "title", "first"] as const) : "written",
  };
}

/** The function a location names first, as written (`lock_ata` of `locker.rs: lock_ata(), …`). */
function firstCall(location: string): string | undefined {
  return /([A-Za-z_$][\w$]*)\s*\(/.exec(location)?.[1];
}

/** A title cut before its consequence, when enough is left to name the fault. */
function shortened(title: string): string {
  const cut = /\s(?:can|may|could|allows?|enables?|leading to|causing|due to|which)\s|\s\(|:\s/.exec(title);
  if (!cut) return title;
  const head = title.slice(0, cut.index).trim();
  return head.split(/\s+/).length >= 3 ? head : title;
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z(`'"•\d])/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

function description(text: string, short: boolean, heavy: boolean, random: () => number): string {
  const all = sentences(text);
  if (!short || all.length <= 1) return text;
  if (!heavy || random() < 0.5)
    return all.slice(0, 1 + Math.floor(random() * Math.min(2, all.length - 1))).join(" ");
  // Some of its sentences, in order: a re-run tells a different part of the same story.
  const kept = all.filter(() => random() < 0.6);
  return (kept.length > 0 ? kept : [all[0]!]).join(" ");
}

function kindOf(kind: string | undefined, form: Manner["kind"]): string | undefined {
  if (kind === undefined) return undefined;
  switch (form) {
    case "written":
      return kind;
    case "lower":
      return kind.toLowerCase();
    case "snake":
      return kind.toLowerCase().replace(/[\s-]+/g, "_");
    case "title":
      return kind.replace(/\b\w/g, (c) => c.toUpperCase());
    case "first":
      return kind.split(/\s*[/,]\s*/)[0];
  }
}

function locationOf(real: RealFinding, place: Place): string | undefined {
  if (real.location === undefined || place === "none") return undefined;
  const name = firstCall(real.location);
  if (place === "written" || name === undefined) return real.location;
  return place === "name" ? `${name}()` : `${name}() function`;
}

/** One re-run's report of a real finding, in the scanner shape. */
function report(
  real: RealFinding,
  manner: Manner,
  heavy: boolean,
  random: () => number,
): Record<string, unknown> {
  const own = random() < (heavy ? 0.3 : 0.1) ? mannerOf(random, heavy) : manner;
  const rank = LADDER.indexOf(real.severity.toLowerCase());
  const drift = random();
  const severity =
    rank < 0
      ? real.severity
      : drift < (heavy ? 0.12 : 0.04)
        ? LADDER[Math.max(0, rank - 1)]!
        : drift > (heavy ? 0.9 : 0.97)
          ? LADDER[Math.min(LADDER.length - 1, rank + 1)]!
          : real.severity;
  const location = locationOf(real, own.place);
  const kind = kindOf(real.vulnerability_type, own.kind);
  return {
    title: own.shortTitles ? shortened(real.title) : real.title,
    description: description(real.description, own.shortDescriptions, heavy, random),
    severity,
    ...(kind !== undefined && { vulnerability_type: kind }),
    ...(location !== undefined && { location }),
    ...(real.file !== undefined && { file: real.file }),
  };
}

/** N runs over three of the real projects, with the true issue (a real finding) of every report. */
export function realReportRuns(options: GeneratorOptions): Generated {
  const heavy = options.variation === "heavy";
  const all = projects();
  const chosen = [0, 5, 10].map((k) => all[(options.seed - 1 + k) % all.length]!);
  const seedRandom = lehmerFrom(`real/${options.seed}/${options.variation}`);
  const issues = chosen.flatMap((project) =>
    project.findings.map((real, i) => {
      // How often the model reports it: most often, sometimes, rarely.
      const tier = seedRandom();
      const rate =
        tier < 0.4
          ? 0.8 + 0.15 * seedRandom()
          : tier < 0.8
            ? 0.4 + 0.4 * seedRandom()
            : 0.1 + 0.3 * seedRandom();
      return { id: `${project.name}#${i}`, real, rate };
    }),
  );
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let r = 0; r < options.runs; r++) {
    const random = lehmerFrom(`real/${options.seed}/${options.variation}/${r}`);
    const manner = mannerOf(random, heavy);
    const drawn = issues
      .filter((issue) => random() < issue.rate)
      .map((issue) => ({ source: issue.id, raw: report(issue.real, manner, heavy, random) }));
    shuffle(random, drawn);
    // Read as a user's scanner report is read, by the product's own reader.
    const { findings } = parseFindingsDocument(`run ${r + 1}`, { findings: drawn.map((d) => d.raw) });
    runs.push({ run: r + 1, model: "real-reports-generator", findings });
    sources.push(drawn.map((d) => d.source));
  }
  return { runs, sources };
}
