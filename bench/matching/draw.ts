import type { Finding, Run, Severity } from "../../src/findings/types.js";
import { choose, type Random, seeded, shuffle } from "../../src/util/random.js";
import type { Generated, GeneratorOptions } from "./quality.js";

/*
 * A draw the later generator families share (with src/util/random.ts for the rest): each family
 * keeps its own catalogue and model of how reports vary. The families from the thirty-eighth on
 * drew a category and a place's form in one way, each in a copy of its own; those draws are
 * written once here (`categoryDrawn`, `usualForm`, `formDrawn`) and draw the same numbers; so does
 * the line most of them drew from the thirty-ninth on (`lineDrawn`), and the report and the remark
 * the families from the forty-ninth on assembled from those draws (`cataloguedReport`,
 * `remarkReport`).
 */

/** A report's severity: now and then a level up or down (7% each way with heavy variation, 2% with moderate). */
export function severityShift(severity: Severity, heavy: boolean, next: () => number): Severity {
  const order: Severity[] = ["CRITICAL", "HIGH", "MEDIUM", "LOW", "INFO"];
  const at = order.indexOf(severity);
  const roll = next();
  if (roll < (heavy ? 0.07 : 0.02)) return order[Math.max(0, at - 1)]!;
  if (roll > (heavy ? 0.93 : 0.98)) return order[Math.min(order.length - 1, at + 1)]!;
  return severity;
}

/**
 * A report's severity one level up or down with chance `chance`, either way alike (the later
 * families' own model: they draw the chance, then the way).
 */
export function severityNudged(severity: Severity, chance: number, random: Random): Severity {
  if (random() >= chance) return severity;
  const levels: Severity[] = ["INFO", "LOW", "MEDIUM", "HIGH", "CRITICAL"];
  const at = levels.indexOf(severity) + (random() < 0.5 ? -1 : 1);
  return levels[Math.min(levels.length - 1, Math.max(0, at))]!;
}

/** How a family draws its runs: its catalogue and its model of how one run writes. */
export interface RunModel<I extends { id: string; rate: number }, R extends { id: string }, S> {
  /** The family's name in the seed, so its runs are its own draws. */
  name: string;
  /** The model name each run carries. */
  model: string;
  issues: readonly I[];
  remarks: readonly R[];
  /** The chance a run makes each remark. */
  remarkRate: number;
  /** The run's habits, drawn first. */
  style: (random: Random, v: number) => S;
  report: (issue: I, style: S, random: Random, v: number) => Finding;
  remark: (remark: R, style: S, random: Random, v: number) => Finding;
}

/**
 * `options.runs` runs of a family, with each finding's true issue: for each run its habits, then
 * each issue with its rate and each remark with the remark rate, listed in an order of the run's
 * own. The variation is 0.3 (moderate) or 0.7 (heavy).
 */
export function drawRuns<I extends { id: string; rate: number }, R extends { id: string }, S>(
  family: RunModel<I, R, S>,
  options: GeneratorOptions,
): Generated {
  const v = options.variation === "heavy" ? 0.7 : 0.3;
  const runs: Run[] = [];
  const sources: string[][] = [];
  for (let r = 0; r < options.runs; r++) {
    const random = seeded(family.name, options.seed, options.variation, r);
    const style = family.style(random, v);
    const drawn: { id: string; finding: Finding }[] = [];
    for (const issue of family.issues)
      if (random() < issue.rate)
        drawn.push({ id: issue.id, finding: family.report(issue, style, random, v) });
    for (const remark of family.remarks)
      if (random() < family.remarkRate)
        drawn.push({ id: remark.id, finding: family.remark(remark, style, random, v) });
    // Models list findings in their own order.
    shuffle(random, drawn);
    runs.push({ run: r + 1, model: family.model, findings: drawn.map((d) => d.finding) });
    sources.push(drawn.map((d) => d.id));
  }
  return { runs, sources };
}

/**
 * The place a report names, as the later families draw it: none now and then (`v` × 0.1), the
 * usual form mostly, else any of the issue's forms.
 */
export function symbolDrawn(symbols: readonly string[], random: Random, v: number): string | undefined {
  const roll = random();
  if (roll < v * 0.1) return undefined;
  return roll < 1 - v * 0.6 ? symbols[0]! : choose(random, symbols);
}

/**
 * One of `items` as the later families draw a wording or a place: the first, the usual one,
 * except with chance `other`, then any of them (the first included).
 */
export function usually<T>(items: readonly T[], other: number, random: Random): T {
  return random() < 1 - other ? items[0]! : choose(random, items);
}

/**
 * What every later family's catalogue says of an issue, before its own fields: which agent
 * reports it, how severe, in what share of runs, and where.
 */
export interface CatalogueIssue<Agent extends string = "security" | "performance" | "architecture"> {
  id: string;
  agent: Agent;
  severity: Severity;
  /** Share of runs that report it. */
  rate: number;
  file: string;
  line: number;
}

/** A remark a run makes on its own at one place (each place its own issue), before its wordings. */
export interface CatalogueRemark<Place = string> {
  id: string;
  file: string;
  line: number;
  place: Place;
}

/** An issue as the later families with a second language catalogue it. */
export interface WordedIssue {
  agent: Finding["agent"];
  severity: Severity;
  line: number;
  symbols: readonly string[];
  categories: readonly string[];
}

/**
 * An issue of a family that writes in English and one other language (`Lang`, the other
 * wording's key: `nl`, `pl`), its place in each form a report may write it (the first the usual
 * one), its categories likewise.
 */
export type BilingualIssue<Lang extends string> = WordedIssue &
  CatalogueIssue & {
    symbols: string[];
    categories: string[];
    en: Wording;
  } & Record<Lang, Wording>;

/** What a report says of an issue in one language. */
export interface Wording {
  titles: readonly string[];
  facts: readonly string[];
  fix: string;
}

/**
 * One run's report of `issue` in `words`, as those families draw it: severity, category, title,
 * fact, a line now and then off by up to 2 (5 with heavy variation) where the run gives lines,
 * the place, then the file (`fileOf`, drawn last).
 */
export function wordedReport(
  issue: WordedIssue,
  words: Wording,
  lines: boolean,
  fileOf: () => string,
  random: Random,
  v: number,
): Finding {
  const severity = severityNudged(issue.severity, v * 0.3, random);
  const category = usually(issue.categories, v, random);
  const title = usually(words.titles, v, random);
  const fact = usually(words.facts, v, random);
  let line: number | undefined;
  if (lines && random() >= v * 0.1)
    line = Math.max(1, issue.line + Math.round((random() * 2 - 1) * (v > 0.5 ? 5 : 2)));
  const symbol = symbolDrawn(issue.symbols, random, v);
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: `${fact} ${words.fix}`,
    file: fileOf(),
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

/** A remark a run makes on its own at one place: each place's its own issue. */
export interface PlacedRemark {
  id: string;
  file: string;
  line: number;
  symbol: string;
  title: string;
  category: string;
}

/** How a run of a bilingual family writes: its habits, kept for the whole run. */
interface BilingualStyle {
  /** It writes in the family's other language. */
  other: boolean;
  /** Files named as the family's tools name them (the form's index + 1), or by path (0). */
  naming: 0 | 1 | 2;
  lines: boolean;
}

/**
 * A family that writes in English and one other language and names some files as its tools
 * name them, one habit a run: its catalogue and what sets it apart from the others like it.
 */
export interface BilingualFamily<Lang extends string> {
  /** The family's name in the seed; its runs' model is `<name>-generator`. */
  name: string;
  /** The other language's key in each issue's wordings. */
  lang: Lang;
  issues: readonly BilingualIssue<Lang>[];
  remarks: readonly PlacedRemark[];
  /** The two names a run may write instead of a file, where the file has them. */
  names: (file: string) => readonly [string, string] | undefined;
  /** A remark's description, in English or in the other language. */
  remarkText: (remark: PlacedRemark, other: boolean) => string;
  /** A file as written when not by one of its names (default: the path, now and then, v × 0.2, its name alone). */
  pathOf?: (file: string, random: Random, v: number) => string;
  /** Each report once drawn, given the file it is of (default: as drawn). */
  finish?: (finding: Finding, file: string, random: Random) => Finding;
}

/**
 * `options.runs` runs of a bilingual family, with each finding's true issue: a run writes in the
 * other language three times in ten, names files by their tools' names with chance v × 0.6 (one
 * of the two forms, alike), and gives lines unless (v × 0.15) it gives none; each remark with
 * chance 0.15.
 */
export function bilingualRuns<Lang extends string>(
  family: BilingualFamily<Lang>,
  options: GeneratorOptions,
): Generated {
  const pathOf =
    family.pathOf ??
    ((file: string, random: Random, v: number) =>
      random() < v * 0.2 ? file.slice(file.lastIndexOf("/") + 1) : file);
  const finish = family.finish ?? ((finding: Finding) => finding);
  const fileOf = (file: string, style: BilingualStyle, random: Random, v: number) => {
    const names = family.names(file);
    if (names && style.naming > 0) return names[style.naming - 1]!;
    return pathOf(file, random, v);
  };
  return drawRuns<BilingualIssue<Lang>, PlacedRemark, BilingualStyle>(
    {
      name: family.name,
      model: `${family.name}-generator`,
      issues: family.issues,
      remarks: family.remarks,
      remarkRate: 0.15,
      style: (random, v) => {
        const named = random() < v * 0.6;
        return {
          other: random() < 0.3,
          naming: named ? (random() < 0.5 ? 1 : 2) : 0,
          lines: random() >= v * 0.15,
        };
      },
      report: (issue, style, random, v) =>
        finish(
          wordedReport(
            issue,
            style.other ? (issue[family.lang] as Wording) : issue.en,
            style.lines,
            () => fileOf(issue.file, style, random, v),
            random,
            v,
          ),
          issue.file,
          random,
        ),
      remark: (remark, style, random, v) =>
        finish(
          {
            agent: "architecture",
            category: remark.category,
            severity: "INFO",
            title: remark.title,
            description: family.remarkText(remark, style.other),
            file: fileOf(remark.file, style, random, v),
            symbol: remark.symbol,
            ...(style.lines && { line: remark.line }),
          },
          remark.file,
          random,
        ),
    },
    options,
  );
}

/**
 * The category a report of the families from the thirty-eighth on gives: where its run writes the
 * family's other language, that language's term half the time; else the plain words, the CWE id
 * or the field's own term, the plain words the more often the less reports vary.
 */
export function categoryDrawn(
  categories: readonly [string, string, string, string],
  otherLanguage: boolean,
  random: Random,
  v: number,
): string {
  const roll = random();
  if (otherLanguage && roll < 0.5) return categories[3];
  return categories[roll < 1 - v * 0.7 ? 0 : roll < 1 - v * 0.35 ? 1 : 2];
}

/** The form a run of those families writes places in, from its roll: the first mostly, the second or third the more the reports vary. */
export function usualForm(roll: number, v: number): 0 | 1 | 2 {
  return roll < 1 - v * 0.6 ? 0 : roll < 1 - v * 0.3 ? 1 : 2;
}

/**
 * The place a report of those families gives: none now and then (v × 0.15), else its run's usual
 * form mostly and any of the three now and then.
 */
export function formDrawn<P>(
  places: readonly [P, P, P],
  usual: 0 | 1 | 2,
  random: Random,
  v: number,
): P | undefined {
  if (random() < v * 0.15) return undefined;
  return places[random() < 1 - v * 0.25 ? usual : choose(random, [0, 1, 2] as const)];
}

/**
 * The line a report of most families from the thirty-ninth on gives, from the issue's `line`: now
 * and then a few lines off (v × 0.3; up to 6 with heavy variation, 2 with moderate), and none where
 * its run gives no lines (`given` false) or now and then (v × 0.1). Drawn in that order, as each
 * family drew it in a copy of its own.
 */
export function lineDrawn(line: number, given: boolean, random: Random, v: number): number | undefined {
  const shift = random() < v * 0.3 ? Math.round((random() * 2 - 1) * (v > 0.5 ? 6 : 2)) : 0;
  return !given || random() < v * 0.1 ? undefined : Math.max(1, line + shift);
}

/**
 * Where a report puts its finding: its line as `lineDrawn` draws it (`lines`: the run gives lines
 * at all), and now and then, more often with heavier variation, its file by its bare name.
 */
export function locationDrawn(
  file: string,
  line: number,
  lines: boolean,
  random: Random,
  v: number,
): { file: string; line?: number } {
  const at = lineDrawn(line, lines, random, v);
  const named = random() < v * 0.15 ? file.slice(file.lastIndexOf("/") + 1) : file;
  return { file: named, ...(at !== undefined && { line: at }) };
}

/** What a catalogued issue's report is drawn from, in the families that write one in two languages. */
export interface CataloguedIssue<Agent extends string = string> extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, the other language's. */
  categories: readonly [string, string, string, string];
}

/**
 * What the places of one kind of issue share (`ofKind`): their agent, severity and usual file, and
 * their category in plain words, as a CWE id and in the family's second language; the field's own
 * term is each place's.
 */
export interface IssueKind<Agent extends string = string> {
  agent: Agent;
  severity: Severity;
  file?: string;
  categories: { plain: string; cwe: string; translated: string };
}

/** An issue of `kind` at its own place (in its own file where the kind has none): each place its own issue. */
export function ofKind<Agent extends string>(
  kind: IssueKind<Agent>,
  id: string,
  at: { file?: string; line: number },
  rate: number,
  places: readonly [string, string, string],
  term: string,
): CataloguedIssue<Agent> {
  const { plain, cwe, translated } = kind.categories;
  return {
    id,
    agent: kind.agent,
    severity: kind.severity,
    rate,
    file: at.file ?? kind.file!,
    line: at.line,
    places,
    categories: [plain, cwe, term, translated],
  };
}

/** How one family writes a report of a catalogued issue (`cataloguedReport`). */
export interface ReportWriting {
  /** The words of the language the run writes. */
  words: Wording;
  /** The run writes the family's other language. */
  otherLanguage: boolean;
  /** The run's usual form of a place (`usualForm`). */
  place: 0 | 1 | 2;
  /** The severity as the run says it, closing the description. */
  said: (severity: Severity) => string;
  /** The run's habits of naming applied to a text (a message, a lot, a register); as written by default. */
  written?: (text: string) => string;
  /** The title once written (capitalised, led by a tag); as written by default. */
  titled?: (title: string) => string;
  /** The symbol a place is given as; the place as written by default. */
  symbol?: (place: string) => string;
  /** The report's file and line, drawn last. */
  located: () => { file: string; line?: number };
}

/**
 * A report of a catalogued issue as the families from the forty-ninth on draw it, each in a copy of
 * its own before: the severity nudged, the category, the title and the fact, the place, then the
 * file and line, in that order, so each family draws the same numbers as its copy did.
 */
export function cataloguedReport(
  issue: CataloguedIssue,
  how: ReportWriting,
  random: Random,
  v: number,
): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const category = categoryDrawn(issue.categories, how.otherLanguage, random, v);
  const title = usually(how.words.titles, v * 0.6, random);
  const fact = usually(how.words.facts, v * 0.5, random);
  const place = formDrawn(issue.places, how.place, random, v);
  const written = how.written ?? ((text: string) => text);
  const symbol = how.symbol ?? written;
  return {
    agent: issue.agent,
    category,
    severity,
    title: (how.titled ?? ((t: string) => t))(written(title)),
    description: written(`${fact} ${how.words.fix} ${how.said(severity)}`),
    ...how.located(),
    ...(place !== undefined && { symbol: symbol(place) }),
  };
}

/** A title with its first letter in capitals, as most families write it. */
export function capitalised(title: string): string {
  return `${title[0]!.toUpperCase()}${title.slice(1)}`;
}

/** A remark's report: at its place, of severity INFO, in the run's words and category. */
export function remarkReport(
  remark: { agent: Finding["agent"]; place: string },
  said: { category: string; title: string; description: string },
  located: { file: string; line?: number },
): Finding {
  return {
    agent: remark.agent,
    category: said.category,
    severity: "INFO",
    title: said.title,
    description: said.description,
    ...located,
    symbol: remark.place,
  };
}

/**
 * A family's second language as its runs close a report and word a remark: its word for
 * severity and for each severity (`Ciddilik: orta.`), a remark's category in it, and what closes a
 * remark's description.
 */
export interface SecondLanguage {
  severity: string;
  severities: Record<Severity, string>;
  maintainability: string;
  minor: string;
}

/**
 * A report of a catalogued issue as a run of a family writing English or a second language writes
 * it: the severity closing the description in the run's language, the title capitalised, the
 * place as written, the file and line drawn last (`cataloguedReport`).
 */
export function bilingualReport(
  issue: CataloguedIssue,
  run: {
    words: Wording;
    otherLanguage: boolean;
    place: 0 | 1 | 2;
    lines: boolean;
    language: SecondLanguage;
    written: (text: string) => string;
    /** The title once written; capitalised by default. */
    titled?: (title: string) => string;
    /** The symbol a place is given as; the place as written by default. */
    symbol?: (place: string) => string;
    /** The file and line as drawn (`locationDrawn`), written as the run writes them; as drawn by default. */
    located?: (drawn: { file: string; line?: number }) => { file: string; line?: number };
  },
  random: Random,
  v: number,
): Finding {
  return cataloguedReport(
    issue,
    {
      words: run.words,
      otherLanguage: run.otherLanguage,
      place: run.place,
      said: (severity) =>
        run.otherLanguage
          ? `${run.language.severity}: ${run.language.severities[severity]}.`
          : `Severity: ${severity.toLowerCase()}.`,
      written: run.written,
      titled: run.titled ?? capitalised,
      symbol: run.symbol ?? ((place) => place),
      located: () => {
        const drawn = locationDrawn(issue.file, issue.line, run.lines, random, v);
        return run.located ? run.located(drawn) : drawn;
      },
    },
    random,
    v,
  );
}

/** A remark at its place, in English or in the run's second language (`remarkReport`). */
export function bilingualRemark(
  remark: CatalogueRemark & { agent: Finding["agent"]; en: string },
  run: { said: string; otherLanguage: boolean; lines: boolean; language: SecondLanguage },
  random: Random,
  v: number,
): Finding {
  const title = run.otherLanguage ? run.said : remark.en;
  const closing = run.otherLanguage ? run.language.minor : "Minor, but it eases maintenance.";
  return remarkReport(
    remark,
    {
      category: run.otherLanguage ? run.language.maintainability : "Maintainability",
      title,
      description: `${title}. ${closing}`,
    },
    locationDrawn(remark.file, remark.line, run.lines, random, v),
  );
}

/** What every run of a family writing English or a second language keeps (`drawBilingualRuns`). */
export interface BilingualRun {
  /** The run writes the family's second language. */
  otherLanguage: boolean;
  /** The run's usual form of a place (`usualForm`). */
  place: 0 | 1 | 2;
  /** The run gives lines at all. */
  lines: boolean;
}

/**
 * A family whose runs write English or its second language, each run keeping habits of its own
 * (`drawBilingualRuns`). `S` is a run's habits, its language, place form and lines among them.
 */
export interface BilingualRunModel<
  I extends CataloguedIssue,
  R extends CatalogueRemark & { agent: Finding["agent"]; en: string },
  S extends BilingualRun,
> {
  name: string;
  issues: readonly I[];
  remarks: readonly R[];
  language: SecondLanguage;
  /** An issue's words in English, or in the second language. */
  words: (issue: I, otherLanguage: boolean) => Wording;
  /** A remark as the second language says it. */
  said: (remark: R) => string;
  /** The run's own habits, drawn after its language and before whether it gives lines. */
  habits: (random: Random) => Omit<S, keyof BilingualRun>;
  /** `text` with the run's habits of naming applied to what `issue` names. */
  written: (text: string, issue: I, run: S) => string;
  /** The run's habits of title, symbol and location for `issue` (`bilingualReport`); none by default. */
  writing?: (
    issue: I,
    run: S,
  ) => Pick<Parameters<typeof bilingualReport>[1], "titled" | "symbol" | "located">;
  /** An issue's report as the run writes it out, once drawn; as drawn by default. */
  finished?: (finding: Finding, issue: I, run: S) => Finding;
  /** A remark's report as the run writes it out; as drawn by default. */
  remarked?: (finding: Finding, remark: R, run: S) => Finding;
}

/**
 * `options.runs` runs of a family whose runs write English or, three in ten, its second language
 * (`drawRuns`): each run draws its place form, its language, its own habits and whether it gives
 * lines, in that order; an issue's report is `bilingualReport`'s, a remark's `bilingualRemark`'s,
 * one in eight runs making each remark.
 */
export function drawBilingualRuns<
  I extends CataloguedIssue,
  R extends CatalogueRemark & { agent: Finding["agent"]; en: string },
  S extends BilingualRun,
>(family: BilingualRunModel<I, R, S>, options: GeneratorOptions): Generated {
  return drawRuns<I, R, S>(
    {
      name: family.name,
      model: `${family.name}-generator`,
      issues: family.issues,
      remarks: family.remarks,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        const otherLanguage = random() < 0.3;
        const habits = family.habits(random);
        return { ...habits, otherLanguage, place: usualForm(place, v), lines: random() < 0.85 } as S;
      },
      report: (issue, run, random, v) => {
        const finding = bilingualReport(
          issue,
          {
            words: family.words(issue, run.otherLanguage),
            otherLanguage: run.otherLanguage,
            place: run.place,
            lines: run.lines,
            language: family.language,
            written: (text) => family.written(text, issue, run),
            ...family.writing?.(issue, run),
          },
          random,
          v,
        );
        return family.finished ? family.finished(finding, issue, run) : finding;
      },
      remark: (remark, run, random, v) => {
        const finding = bilingualRemark(
          remark,
          {
            said: family.said(remark),
            otherLanguage: run.otherLanguage,
            lines: run.lines,
            language: family.language,
          },
          random,
          v,
        );
        return family.remarked ? family.remarked(finding, remark, run) : finding;
      },
    },
    options,
  );
}
