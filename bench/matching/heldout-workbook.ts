/**
 * The twenty-fourth held-out generator family for grouping quality (issue #12): a finance
 * team's forecasting workbook kept in git, as its tools export it: VBA modules and class
 * modules, Power Query M queries, DAX measures of the data model, an Office Script and the
 * workbook's named LAMBDA formulas, reviewed by runs of which some write in German. None of
 * these languages or formats appear anywhere else in the tests.
 *
 * Written after every change to the matcher before it (up to a place's own words counted as its
 * reports' names, 089d70b) and committed before anything was run on it; never tuned against.
 * Self-contained: its own catalogue and model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - a VBA module named as the editor's project explorer shows it
 *    (`VBAProject (Forecast.xlsm) > Modules > modImport`) or as Excel addresses it
 *    (`Forecast.xlsm!modImport`), a query by its name in the workbook (`Query: SalesFact`),
 *    a measure's file by its table (`'Measures'[Gross Margin %]`), one habit a run;
 *  - places as a spreadsheet names them: a sheet's cell or range (`'Q3 Forecast'!C14:C40`), a
 *    named range, an event procedure (`Worksheet_Change`), an M step (`#"Merged Queries"`);
 *  - runs that give no line at all for the files the workbook holds (most of a run's reports),
 *    and runs whose lines count from the procedure's `Sub` line;
 *  - categories as spreadsheet risk words (`Formula injection`, `Hard-coded path`, `Volatile
 *    function`) and ICFR control ids (`ICFR ITGC-04`), besides CWE ids;
 *  - twins: two `On Error Resume Next` in two procedures of one module; two queries with the
 *    same hard-coded share path, one per query file; remarks a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding } from "../../src/findings/types.js";
import { type Random } from "../../src/util/random.js";
import { type BilingualIssue, drawRuns, severityNudged, symbolDrawn, usually } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type SheetIssue = BilingualIssue<"de"> & {
  /** The line of the procedure's `Sub` or `Function`, for runs that count from it. */
  procLine?: number;
};

const IMPORT = "src/vba/modImport.bas";
const EXPORT = "src/vba/modExport.bas";
const WORKBOOK = "src/vba/ThisWorkbook.cls";
const SALES = "queries/SalesFact.pq";
const FX = "queries/FxRates.pq";
const MEASURES = "model/measures.dax";
const SCRIPT = "scripts/RefreshAndMail.osts";
const NAMES_FILE = "names/lambdas.txt";

/** How the tools name each file, one habit a run: the editor's explorer, then Excel's address. */
const NAMES: Record<string, [string, string]> = {
  [IMPORT]: ["VBAProject (Forecast.xlsm) > Modules > modImport", "Forecast.xlsm!modImport"],
  [EXPORT]: ["VBAProject (Forecast.xlsm) > Modules > modExport", "Forecast.xlsm!modExport"],
  [WORKBOOK]: [
    "VBAProject (Forecast.xlsm) > Microsoft Excel Objects > ThisWorkbook",
    "Forecast.xlsm!ThisWorkbook",
  ],
  [SALES]: ["Query: SalesFact", "SalesFact (Power Query)"],
  [FX]: ["Query: FxRates", "FxRates (Power Query)"],
  [MEASURES]: ["Data model > Measures", "'Measures' table"],
};

/** An `On Error Resume Next` that hides failures of one procedure: each procedure's its own. */
function swallowed(
  id: string,
  proc: string,
  line: number,
  procLine: number,
  what: string,
  rate: number,
): SheetIssue {
  return {
    id,
    agent: "architecture",
    severity: "HIGH",
    rate,
    file: IMPORT,
    line,
    procLine,
    symbols: [`Sub ${proc}()`, proc, "On Error Resume Next"],
    categories: ["Error handling", "Silent failure", "ICFR ITGC-04"],
    en: {
      titles: [
        `On Error Resume Next hides failures in ${proc}`,
        `${proc} swallows every error`,
        `Errors ignored while ${what}`,
      ],
      facts: [
        `${proc} starts with On Error Resume Next and never resets it, so when ${what} fails the forecast is built from last month's data with no message.`,
        `A missing file or a locked sheet in ${proc} is skipped silently; the totals look complete.`,
      ],
      fix: "Handle the expected error with On Error GoTo and report anything else.",
    },
    de: {
      titles: [`On Error Resume Next verschluckt Fehler in ${proc}`, `${proc} ignoriert alle Fehler`],
      facts: [
        `${proc} beginnt mit On Error Resume Next und setzt es nie zurück; schlägt das Einlesen fehl, rechnet die Prognose mit den Daten des Vormonats weiter.`,
      ],
      fix: "Erwartete Fehler mit On Error GoTo behandeln, alle anderen melden.",
    },
  };
}

/** A query reading from a hard-coded share path: each query's its own issue. */
function hardPath(
  id: string,
  file: string,
  query: string,
  step: string,
  line: number,
  rate: number,
): SheetIssue {
  return {
    id,
    agent: "architecture",
    severity: "MEDIUM",
    rate,
    file,
    line,
    symbols: [
      `#"${step}"`,
      `let Source = Excel.Workbook(File.Contents("\\\\fin-share\\close\\${query}.xlsx"))`,
      query,
    ],
    categories: ["Hard-coded path", "Portability", "Configuration"],
    en: {
      titles: [
        `${query} reads a hard-coded share path`,
        `Hard-coded \\\\fin-share path in query ${query}`,
        `${query} breaks outside the office network`,
      ],
      facts: [
        `The ${query} query opens \\\\fin-share\\close\\${query}.xlsx by a literal path, so the refresh fails on laptops off the VPN and in the scheduled refresh service.`,
        `Moving the close folder breaks ${query}; nothing but the literal in its ${step} step names it.`,
      ],
      fix: "Take the folder from a parameter query (SourceFolder) and build the path from it.",
    },
    de: {
      titles: [`${query} liest einen fest codierten Netzwerkpfad`],
      facts: [
        `Die Abfrage ${query} öffnet \\\\fin-share\\close\\${query}.xlsx über einen festen Pfad; ohne VPN schlägt die Aktualisierung fehl.`,
      ],
      fix: "Den Ordner aus einem Parameter (SourceFolder) lesen.",
    },
  };
}

const ISSUES: SheetIssue[] = [
  swallowed("resume-import", "ImportLedger", 31, 24, "the ledger export is read", 0.7),
  swallowed("resume-fx", "LoadFxRates", 78, 70, "the rates file is read", 0.5),
  {
    id: "csv-injection",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: EXPORT,
    line: 52,
    procLine: 40,
    symbols: ["Sub ExportForecastCsv()", "ExportForecastCsv", 'Print #f, Join(row, ",")'],
    categories: ["Formula injection", "CWE-1236", "CSV injection"],
    en: {
      titles: [
        "CSV export writes cell text starting with = unescaped",
        "Formula injection in ExportForecastCsv",
        "Exported comments can run formulas when opened",
      ],
      facts: [
        "ExportForecastCsv writes the Comment column as is; a cost-centre comment starting with =HYPERLINK( or +cmd| becomes a live formula in whoever opens the CSV.",
        "The export joins cell values with commas and no quoting or prefix for =, +, - and @.",
      ],
      fix: "Prefix cells starting with =, +, - or @ with an apostrophe and quote every field.",
    },
    de: {
      titles: [
        "CSV-Export schreibt Zelltext mit führendem = unverändert",
        "Formelinjektion in ExportForecastCsv",
      ],
      facts: [
        "ExportForecastCsv schreibt die Spalte Kommentar ungeprüft; ein Kommentar mit =HYPERLINK( wird beim Öffnen zur Formel.",
      ],
      fix: "Zellen mit =, +, - oder @ am Anfang mit Apostroph versehen.",
    },
  },
  {
    id: "worksheet-change-loop",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.55,
    file: WORKBOOK,
    line: 18,
    procLine: 12,
    symbols: [
      "Private Sub Workbook_SheetChange(ByVal Sh As Object, ByVal Target As Range)",
      "Workbook_SheetChange",
      "Application.EnableEvents",
    ],
    categories: ["Performance", "Recursion", "Event storm"],
    en: {
      titles: [
        "SheetChange handler re-triggers itself",
        "Workbook_SheetChange writes cells with events on",
        "Every edit recalculates the whole forecast twice",
      ],
      facts: [
        "Workbook_SheetChange writes the audit stamp into column Z without turning Application.EnableEvents off, so each write fires the handler again until Excel's stack gives up.",
        "Pasting 500 rows into 'Q3 Forecast' takes minutes because the handler runs once per written cell.",
      ],
      fix: "Set Application.EnableEvents = False around the write and restore it in the error handler.",
    },
    de: {
      titles: ["SheetChange-Ereignis löst sich selbst erneut aus"],
      facts: [
        "Workbook_SheetChange schreibt den Prüfstempel in Spalte Z, ohne Application.EnableEvents auszuschalten.",
      ],
      fix: "Application.EnableEvents = False um den Schreibvorgang setzen.",
    },
  },
  {
    id: "macro-password",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.65,
    file: WORKBOOK,
    line: 7,
    symbols: ["Const SHEET_PASSWORD", "Private Sub Workbook_Open()", 'Worksheets("Q3 Forecast").Unprotect'],
    categories: ["Hard-coded credentials", "CWE-798", "ICFR ITGC-02"],
    en: {
      titles: [
        "Sheet protection password in the VBA source",
        "Hard-coded password unprotects the forecast sheets",
        "SHEET_PASSWORD constant defeats the sheet protection",
      ],
      facts: [
        'ThisWorkbook declares Const SHEET_PASSWORD = "close2024" and Workbook_Open unprotects every sheet with it; the VBA project is not locked, so any reader of the file can change locked figures.',
        "The password that guards the approved budget cells is readable in the exported module in git.",
      ],
      fix: "Lock the VBA project, keep no password in code, and use workbook permissions for approval.",
    },
    de: {
      titles: ["Blattschutz-Passwort im VBA-Code", "Fest codiertes Passwort hebt den Blattschutz auf"],
      facts: [
        'ThisWorkbook deklariert Const SHEET_PASSWORD = "close2024"; Workbook_Open hebt damit den Schutz aller Blätter auf.',
      ],
      fix: "VBA-Projekt sperren, kein Passwort im Code ablegen.",
    },
  },
  hardPath("path-sales", SALES, "SalesFact", "Source", 3, 0.6),
  hardPath("path-fx", FX, "FxRates", "Source", 2, 0.45),
  {
    id: "fx-merge-fanout",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: SALES,
    line: 19,
    symbols: [
      '#"Merged Queries"',
      "Table.NestedJoin",
      'Table.ExpandTableColumn(#"Merged Queries", "FxRates")',
    ],
    categories: ["Performance", "Query folding", "Row explosion"],
    en: {
      titles: [
        "Merge with FxRates on currency alone multiplies rows",
        "SalesFact join to FxRates fans out by date",
        "Sales rows counted once per rate date",
      ],
      facts: [
        "The Merged Queries step joins SalesFact to FxRates on Currency only, while FxRates has a row per day, so every sale appears once per rate date and the refresh reads 30 times the rows.",
        "Totals in the data model are inflated unless a measure de-duplicates; the refresh takes 20 minutes.",
      ],
      fix: "Join on Currency and the posting date, or take the month-end rate before merging.",
    },
    de: {
      titles: ["Zusammenführung mit FxRates nur über die Währung vervielfacht Zeilen"],
      facts: [
        "Der Schritt Merged Queries verknüpft SalesFact und FxRates nur über Currency; jede Buchung erscheint einmal je Kursdatum.",
      ],
      fix: "Über Währung und Buchungsdatum verknüpfen.",
    },
  },
  {
    id: "dax-divide",
    agent: "architecture",
    severity: "LOW",
    rate: 0.45,
    file: MEASURES,
    line: 24,
    symbols: ["[Gross Margin %]", "Gross Margin % :=", "'Measures'[Gross Margin %]"],
    categories: ["Division by zero", "Calculation error", "CWE-369"],
    en: {
      titles: [
        "Gross Margin % divides with / instead of DIVIDE",
        "Margin measure errors on cost centres without revenue",
        "Division by zero in Gross Margin %",
      ],
      facts: [
        "Gross Margin % is ([Revenue] - [COGS]) / [Revenue], which returns an error for cost centres with no revenue and breaks the visuals that sum it.",
        "The pivot in 'Q3 Forecast'!B4 shows #DIV/0! for the new cost centres.",
      ],
      fix: "Use DIVIDE([Revenue] - [COGS], [Revenue]).",
    },
    de: {
      titles: ["Gross Margin % teilt mit / statt DIVIDE"],
      facts: [
        "Gross Margin % ist ([Revenue] - [COGS]) / [Revenue] und liefert für Kostenstellen ohne Umsatz einen Fehler.",
      ],
      fix: "DIVIDE([Revenue] - [COGS], [Revenue]) verwenden.",
    },
  },
  {
    id: "script-mail",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: SCRIPT,
    line: 27,
    symbols: ["main", "sendReport", "fetch(FLOW_URL"],
    categories: ["Data exposure", "CWE-200", "Uncontrolled recipients"],
    en: {
      titles: [
        "Office Script posts the whole forecast to a flow URL",
        "RefreshAndMail sends unreviewed figures to a distribution list",
        "Forecast mailed before approval",
      ],
      facts: [
        "main refreshes the data and calls sendReport, which posts the used range of 'Q3 Forecast' to a Power Automate HTTP trigger whose URL carries its own key, before the approval cell is checked.",
        "Anyone with FLOW_URL can post to the flow, and the flow mails the figures to the whole finance list.",
      ],
      fix: "Check the approval cell first and keep the trigger URL out of the script.",
    },
    de: {
      titles: ["Office Script sendet die Prognose vor der Freigabe"],
      facts: [
        "main ruft sendReport auf, das den Bereich von 'Q3 Forecast' an eine Power-Automate-URL mit eingebettetem Schlüssel sendet.",
      ],
      fix: "Zuerst die Freigabezelle prüfen, die URL nicht im Skript ablegen.",
    },
  },
  {
    id: "lambda-volatile",
    agent: "performance",
    severity: "LOW",
    rate: 0.4,
    file: NAMES_FILE,
    line: 11,
    symbols: ["FISCALWEEK", "=LAMBDA(d, ...)", "TODAY()"],
    categories: ["Volatile function", "Performance", "Recalculation"],
    en: {
      titles: [
        "FISCALWEEK calls TODAY() and recalculates everything",
        "Volatile TODAY() inside the FISCALWEEK lambda",
        "Named lambda makes 40,000 cells volatile",
      ],
      facts: [
        "The named formula FISCALWEEK uses TODAY() as its default date; it is used in 40,000 cells of 'Q3 Forecast'!C14:C40, so every edit recalculates them all.",
        "Typing a figure takes two seconds because FISCALWEEK is volatile.",
      ],
      fix: "Pass the date in, or read it once from a cell.",
    },
    de: {
      titles: ["FISCALWEEK ruft TODAY() auf und berechnet alles neu"],
      facts: ["Die benannte Formel FISCALWEEK nutzt TODAY(); sie steckt in 40.000 Zellen."],
      fix: "Das Datum als Argument übergeben.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; symbol: string; title: string; category: string }[] =
  [
    {
      id: "remark-option-explicit",
      file: EXPORT,
      line: 1,
      symbol: "Option Explicit",
      title: "Add Option Explicit to the module",
      category: "Maintainability",
    },
    {
      id: "remark-step-names",
      file: FX,
      line: 6,
      symbol: '#"Changed Type"',
      title: "Name the query steps after what they do",
      category: "Readability",
    },
    {
      id: "remark-measure-folders",
      file: MEASURES,
      line: 2,
      symbol: "Measures",
      title: "Group the measures in display folders",
      category: "Maintainability",
    },
  ];

/** How one run writes: its habits, kept for the whole run. */
interface Style {
  german: boolean;
  /** Files named as the tools name them (the form's index + 1), or by path (0). */
  naming: 0 | 1 | 2;
  /** Lines given at all. */
  lines: boolean;
  /** Lines counted from the procedure's first line. */
  fromProcedure: boolean;
}

function styleOf(random: Random, v: number): Style {
  const named = random() < v * 0.65;
  return {
    german: random() < 0.3,
    naming: named ? (random() < 0.5 ? 1 : 2) : 0,
    lines: random() >= v * 0.3,
    fromProcedure: random() < v * 0.3,
  };
}

function fileOf(file: string, style: Style, random: Random, v: number): string {
  const names = NAMES[file];
  if (names && style.naming > 0) return names[style.naming - 1]!;
  return random() < v * 0.25 ? file.slice(file.lastIndexOf("/") + 1) : file;
}

/** The line a run gives: none for a file named as the workbook shows it, else its frame's. */
function lineOf(
  line: number,
  procLine: number | undefined,
  named: boolean,
  style: Style,
  random: Random,
  v: number,
): number | undefined {
  // The editor and the query pane show no file lines: a run naming them so mostly gives none.
  if (!style.lines || (named && random() < 0.7) || random() < v * 0.1) return undefined;
  const at = style.fromProcedure && procLine !== undefined ? line - procLine + 1 : line;
  return Math.max(1, at + Math.round((random() * 2 - 1) * (v > 0.5 ? 4 : 2)));
}

/** One run's report of one issue. */
function reportOf(issue: SheetIssue, style: Style, random: Random, v: number): Finding {
  const words = style.german ? issue.de : issue.en;
  const severity = severityNudged(issue.severity, v * 0.3, random);
  const category = usually(issue.categories, v, random);
  const title = usually(words.titles, v, random);
  const fact = usually(words.facts, v, random);
  const symbol = symbolDrawn(issue.symbols, random, v);
  const file = fileOf(issue.file, style, random, v);
  const line = lineOf(
    issue.line,
    issue.procLine,
    file !== issue.file && !issue.file.endsWith(file),
    style,
    random,
    v,
  );
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: `${fact} ${words.fix}`,
    file,
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

function remarkOf(remark: (typeof REMARKS)[number], style: Style, random: Random, v: number): Finding {
  const file = fileOf(remark.file, style, random, v);
  const line = lineOf(
    remark.line,
    undefined,
    file !== remark.file && !remark.file.endsWith(file),
    style,
    random,
    v,
  );
  return {
    agent: "architecture",
    category: remark.category,
    severity: "INFO",
    title: remark.title,
    description: style.german
      ? `${remark.title}. Kleinigkeit, hilft aber beim nächsten Monatsabschluss.`
      : `${remark.title}. Minor; it helps at the next month-end close.`,
    file,
    symbol: remark.symbol,
    ...(line !== undefined && { line }),
  };
}

/** `runs` runs of the three agents over the forecasting workbook, with each finding's true issue. */
export function workbookRuns(options: GeneratorOptions): Generated {
  return drawRuns(
    {
      name: "workbook",
      model: "workbook-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.15,
      style: styleOf,
      report: reportOf,
      remark: remarkOf,
    },
    options,
  );
}
