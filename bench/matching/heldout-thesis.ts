/**
 * The forty-fifth held-out generator family for grouping quality (issue #12): a doctoral thesis
 * kept as code: LaTeX chapters and preamble, a BibTeX database, a Pandoc Lua filter, a Quarto
 * notebook of the analysis and the latexmk configuration, reviewed by runs of which some write in
 * Slovak, with its diacritics (`ľ`, `ô`, `ä`) and the code's names among them. None of these
 * formats or that language appear anywhere else in the tests.
 *
 * Written in the stop that read the thirty-eighth to forty-third families, once the forty-fourth
 * was written and before the forty-fourth's errors were read, to take its place as a check;
 * committed before anything was run on it; tuned against once its errors were read, in the stop
 * that wrote the forty-sixth (bench/matching/history.ts). Self-contained: its own catalogue
 * and its own model of how reports vary, its numbers from the project's seeded generator
 * (src/util/random.ts). What it models that the other families do not:
 *  - chapters named as `\input` names them, from the thesis's root and without the extension
 *    (`chapters/methods` for `thesis/chapters/methods.tex`), one habit a run;
 *  - places as a LaTeX label with its prefix (`sec:threats`, `fig:pipeline`), a macro with its
 *    backslash (`\dataset`), a BibTeX key, a Quarto chunk's label (`#| label: fig-results`) or a Lua
 *    function;
 *  - lines at the line at fault or at the start of its environment (`\begin{figure}`), one habit a run;
 *  - titles ending with the page of the PDF the issue shows on (`(p. 41)`), one habit a run;
 *  - categories as plain words, CWE ids, the field's own terms (`Reproducibility`,
 *    `Accessibility`) or in Slovak;
 *  - twins: two figures without a text alternative, nineteen lines apart; two BibTeX entries whose
 *    data links are plain http; a remark on the section an issue is in.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import type { Random } from "../../src/util/random.js";
import {
  type CatalogueIssue,
  type CatalogueRemark,
  categoryDrawn,
  drawRuns,
  formDrawn,
  severityNudged,
  usualForm,
  usually,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const PREAMBLE = "thesis/preamble.tex";
const METHODS = "thesis/chapters/methods.tex";
const RESULTS = "thesis/chapters/results.tex";
const BIB = "thesis/references.bib";
const FILTER = "thesis/filters/crossref.lua";
const NOTEBOOK = "analysis/results.qmd";
const LATEXMK = "thesis/.latexmkrc";

/** A chapter as `\input` names it: from the thesis's root, without the extension. */
const INPUT_NAME: Record<string, string> = {
  [PREAMBLE]: "preamble",
  [METHODS]: "chapters/methods",
  [RESULTS]: "chapters/results",
};

type Agent = "security" | "reliability" | "performance";

interface ThesisIssue extends CatalogueIssue<Agent> {
  /** The start of the environment the line is in. */
  environment: number;
  /** The PDF page the issue shows on. */
  page: number;
  /** The usual place, a second form, a third. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Slovak. */
  categories: readonly [string, string, string, string];
  en: Wording;
  sk: Wording;
}

/** A figure included without a text alternative: each figure its own issue. */
function noAltText(
  id: string,
  label: string,
  image: string,
  line: number,
  environment: number,
  page: number,
  rate: number,
): ThesisIssue {
  return {
    id,
    agent: "reliability",
    severity: "MEDIUM",
    rate,
    file: RESULTS,
    line,
    environment,
    page,
    places: [`fig:${label}`, `\\includegraphics{${image}}`, "figure"],
    categories: ["Missing text alternative", "CWE-1059", "Accessibility", "Chýbajúci alternatívny text"],
    en: {
      titles: [
        `Figure fig:${label} has no text alternative`,
        `${image} is included without alt text`,
        `Screen readers skip the ${label} figure`,
      ],
      facts: [
        `\\includegraphics{${image}} in the figure labelled fig:${label} has no alt= key and the document is not tagged, so the PDF/UA check the university requires for the library's copy fails, and a screen reader announces only "figure".`,
        `fig:${label} has no alternative text.`,
      ],
      fix: `Add alt={…} to the \\includegraphics of fig:${label} (with the tagpdf support in the preamble) describing what the figure shows.`,
    },
    sk: {
      titles: [`Obrázok fig:${label} nemá alternatívny text`, `${image} je vložený bez alternatívneho textu`],
      facts: [
        `\\includegraphics{${image}} v obrázku s návestím fig:${label} nemá kľúč alt= a dokument nie je označkovaný, takže kontrola PDF/UA, ktorú univerzita vyžaduje, zlyhá a čítačka obrazovky ohlási len „obrázok“.`,
      ],
      fix: `Doplňte alt={…} do \\includegraphics obrázka fig:${label}.`,
    },
  };
}

/** A BibTeX entry whose data link is plain http: each entry its own issue. */
function httpLink(
  id: string,
  key: string,
  host: string,
  line: number,
  page: number,
  rate: number,
): ThesisIssue {
  return {
    id,
    agent: "security",
    severity: "LOW",
    rate,
    file: BIB,
    line,
    environment: line - 1,
    page,
    places: [key, `@dataset{${key}`, "url"],
    categories: ["Cleartext transport", "CWE-319", "Link integrity", "Nešifrovaný prenos"],
    en: {
      titles: [
        `${key} links its data over plain http`,
        `The url of ${key} is http://${host}`,
        `Readers download ${key}'s dataset unencrypted`,
      ],
      facts: [
        `The entry ${key} gives url = {http://${host}/…}; the thesis tells readers to download the dataset from that link to reproduce the results, and a download over http can be altered on the way (the archive is unsigned).`,
        `${key} points at an http URL.`,
      ],
      fix: `Use the https address (or the dataset's DOI) for ${key} and give the archive's checksum in the text.`,
    },
    sk: {
      titles: [`${key} odkazuje na dáta cez nešifrované http`, `url položky ${key} je http://${host}`],
      facts: [
        `Položka ${key} uvádza url = {http://${host}/…}; práca odporúča stiahnuť dáta z tohto odkazu a sťahovanie cez http sa dá po ceste pozmeniť.`,
      ],
      fix: `Použite https alebo DOI pre ${key} a uveďte kontrolný súčet archívu.`,
    },
  };
}

const ISSUES: ThesisIssue[] = [
  noAltText("alt-pipeline", "pipeline", "figures/pipeline.pdf", 48, 46, 41, 0.45),
  noAltText("alt-error-rates", "error-rates", "figures/error_rates.pdf", 67, 65, 43, 0.35),
  httpLink("http-census", "census2021", "data.statistics.example", 214, 118, 0.4),
  httpLink("http-mobility", "mobility2019", "opendata.city.example", 231, 119, 0.3),
  {
    id: "shell-escape",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: LATEXMK,
    line: 3,
    environment: 1,
    page: 1,
    places: ["$pdflatex", "-shell-escape", "latexmk"],
    categories: ["Command execution", "CWE-78", "Build safety", "Spúšťanie príkazov"],
    en: {
      titles: [
        "latexmk builds with -shell-escape enabled",
        "Any \\write18 in a contributed chapter runs on the build server",
        "Unrestricted shell escape in the thesis build",
      ],
      facts: [
        ".latexmkrc sets $pdflatex = 'pdflatex -shell-escape %O %S' for minted, so any \\write18{…} or \\immediate\\write18 in a chapter a co-author or a pull request adds runs as the CI user, which holds the token that publishes the PDF.",
        "Shell escape is fully enabled.",
      ],
      fix: "Use restricted shell escape (the default) and pre-render the minted listings, or allow only the one command minted needs (shell_escape_commands).",
    },
    sk: {
      titles: [
        "latexmk prekladá s povoleným -shell-escape",
        "Akýkoľvek \\write18 v kapitole sa spustí na serveri",
      ],
      facts: [
        ".latexmkrc nastavuje $pdflatex = 'pdflatex -shell-escape %O %S' kvôli balíku minted, takže každý \\write18{…} v kapitole od spoluautora sa spustí pod používateľom CI, ktorý má token na zverejnenie PDF.",
      ],
      fix: "Použite obmedzený shell escape a listingy minted vopred vyrenderujte.",
    },
  },
  {
    id: "filter-os-execute",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: FILTER,
    line: 27,
    environment: 22,
    page: 1,
    places: ["CodeBlock", "os.execute", "render_diagram"],
    categories: ["Command injection", "CWE-78", "Build safety", "Vloženie príkazu"],
    en: {
      titles: [
        "The Lua filter passes a code block's attribute to os.execute",
        "Command injection through a diagram block's file name",
        "render_diagram builds a shell command from the document",
      ],
      facts: [
        "render_diagram in crossref.lua runs os.execute('dot -Tpdf -o ' .. el.attributes.file .. ' ' .. tmp) for every CodeBlock with class dot; the file attribute comes from the Markdown a co-author writes, so file=\"x; curl … | sh\" runs on the build machine.",
        "A block attribute reaches the shell.",
      ],
      fix: "Call pandoc.pipe('dot', {'-Tpdf', '-o', name, tmp}, '') with the name checked against [%w_-]+%.pdf.",
    },
    sk: {
      titles: [
        "Lua filter posiela atribút bloku kódu do os.execute",
        "Vloženie príkazu cez názov súboru diagramu",
      ],
      facts: [
        "render_diagram v crossref.lua spúšťa os.execute('dot -Tpdf -o ' .. el.attributes.file .. …) pre každý CodeBlock s triedou dot; atribút file pochádza z textu spoluautora, takže file=\"x; curl … | sh\" sa spustí na stroji, ktorý prekladá.",
      ],
      fix: "Použite pandoc.pipe s argumentmi a názov skontrolujte.",
    },
  },
  {
    id: "notebook-seed",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.5,
    file: NOTEBOOK,
    line: 58,
    environment: 55,
    page: 43,
    places: ["fig-results", "#| label: fig-results", "bootstrap_ci"],
    categories: ["Non-reproducible results", "CWE-330", "Reproducibility", "Nereprodukovateľné výsledky"],
    en: {
      titles: [
        "The bootstrap in fig-results has no seed",
        "Confidence intervals change on every render",
        "Table 4.2 cannot be reproduced: unseeded resampling",
      ],
      facts: [
        "The chunk fig-results calls bootstrap_ci(errors, n=1000) with no seed set anywhere in the notebook, and freeze: auto re-runs it when the data change; the intervals quoted in the text (Table 4.2) no longer match the figure after a re-render, and nobody can reproduce them.",
        "The resampling is not seeded.",
      ],
      fix: "Set the seed once at the top of the notebook (np.random.default_rng(2021) passed down) and freeze the rendered results.",
    },
    sk: {
      titles: [
        "Bootstrap v fig-results nemá nastavené semienko",
        "Intervaly spoľahlivosti sa menia pri každom vykreslení",
      ],
      facts: [
        "Blok fig-results volá bootstrap_ci(errors, n=1000) bez semienka a freeze: auto ho pri zmene dát spúšťa znova; intervaly v texte (tabuľka 4.2) potom nezodpovedajú obrázku a nedajú sa zopakovať.",
      ],
      fix: "Nastavte semienko raz na začiatku notebooku a výsledky zmrazte.",
    },
  },
  {
    id: "methods-hardcoded-number",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.45,
    file: METHODS,
    line: 83,
    environment: 80,
    page: 29,
    places: ["sec:sampling", "\\samplesize", "Section 3.2"],
    categories: ["Inconsistent results", "CWE-1164", "Reproducibility", "Nekonzistentné výsledky"],
    en: {
      titles: [
        "The sample size is typed in the text, not taken from the analysis",
        "sec:sampling says n = 1,204 where the data now give 1,187",
        "\\samplesize is defined but the methods chapter hard-codes the number",
      ],
      facts: [
        'Section sec:sampling writes "n = 1,204 respondents" by hand, while the analysis writes \\samplesize to a generated macro file (now 1,187 after the duplicates were removed); the methods and the results chapters disagree, which the committee will read first.',
        "A number from the analysis is written by hand.",
      ],
      fix: "Use \\samplesize from the generated file everywhere, and fail the build if the file is older than the data.",
    },
    sk: {
      titles: [
        "Veľkosť vzorky je napísaná ručne, nie prevzatá z analýzy",
        "sec:sampling uvádza n = 1 204, dáta dnes dávajú 1 187",
      ],
      facts: [
        "Časť sec:sampling píše „n = 1 204 respondentov“ ručne, hoci analýza zapisuje \\samplesize do generovaného súboru (teraz 1 187); kapitoly metód a výsledkov si protirečia.",
      ],
      fix: "Všade používajte \\samplesize z generovaného súboru.",
    },
  },
  {
    id: "externalize-off",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: PREAMBLE,
    line: 41,
    environment: 38,
    page: 1,
    places: ["\\tikzexternalize", "pgfplots", "\\usetikzlibrary{external}"],
    categories: ["Slow build", "CWE-1176", "Build time", "Pomalý preklad"],
    en: {
      titles: [
        "TikZ externalization is off: every build redraws all 38 plots",
        "The thesis takes nine minutes to compile",
        "\\tikzexternalize is commented out",
      ],
      facts: [
        "The preamble loads the external library but \\tikzexternalize[prefix=build/tikz/] is commented out, so each of latexmk's three passes redraws the 38 pgfplots figures from their CSV files; a one-word change takes nine minutes to see, and CI's free minutes run out mid-month.",
        "Plots are redrawn on every pass.",
      ],
      fix: "Re-enable \\tikzexternalize with a prefix in the build directory (it needs shell escape restricted to pdflatex, which .latexmkrc can allow) or include the plots as PDFs.",
    },
    sk: {
      titles: [
        "Externalizácia TikZ je vypnutá: každý preklad kreslí všetkých 38 grafov",
        "Preklad práce trvá deväť minút",
      ],
      facts: [
        "Preambula načíta knižnicu external, ale \\tikzexternalize je zakomentovaný, takže každý z troch prechodov latexmk znova kreslí 38 grafov pgfplots; zmena jedného slova trvá deväť minút.",
      ],
      fix: "Znova zapnite \\tikzexternalize s priečinkom v build adresári.",
    },
  },
  {
    id: "notebook-rerun-all",
    agent: "performance",
    severity: "LOW",
    rate: 0.35,
    file: NOTEBOOK,
    line: 4,
    environment: 1,
    page: 1,
    places: ["execute", "freeze", "format: pdf"],
    categories: ["Slow build", "CWE-1176", "Build time", "Pomalý preklad"],
    en: {
      titles: [
        "The notebook re-runs every chunk on each render",
        "freeze is off for the analysis notebook",
        "Rendering the thesis re-fits all the models",
      ],
      facts: [
        "results.qmd sets execute: freeze: false with cache off, so each render re-runs the model fits (40 minutes on the lab machine) even when only the text changed.",
        "Nothing is cached between renders.",
      ],
      fix: "Set freeze: auto (and commit _freeze/), and cache the fitting chunks.",
    },
    sk: {
      titles: [
        "Notebook pri každom vykreslení spúšťa všetky bloky",
        "freeze je pre analytický notebook vypnutý",
      ],
      facts: [
        "results.qmd nastavuje execute: freeze: false bez cache, takže každé vykreslenie znova trénuje modely (40 minút), aj keď sa zmenil len text.",
      ],
      fix: "Nastavte freeze: auto a bloky s trénovaním ukladajte do cache.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; sk: string })[] = [
  {
    id: "remark-sampling-wording",
    agent: "reliability",
    file: METHODS,
    line: 80,
    place: "sec:sampling",
    en: "Split the long first paragraph of the sampling section",
    sk: "Rozdeľte dlhý prvý odsek časti o výbere vzorky",
  },
  {
    id: "remark-filter-comments",
    agent: "security",
    file: FILTER,
    line: 1,
    place: "crossref.lua",
    en: "Document what the crossref filter does in a header comment",
    sk: "Opíšte v úvodnom komentári, čo robí filter crossref",
  },
  {
    id: "remark-bib-fields",
    agent: "security",
    file: BIB,
    line: 200,
    place: "census2021",
    en: "Use urldate for the census entry",
    sk: "Pri položke census použite pole urldate",
  },
];

/** How a run writes, kept for the whole run. */
interface ThesisStyle {
  slovak: boolean;
  /** Chapters named as `\input` names them. */
  inputs: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines at the line at fault, at the environment's start, or none. */
  lines: "fault" | "environment" | "none";
  /** Titles end with the PDF page. */
  pages: boolean;
}

const SEVERITY_SK: Record<Severity, string> = {
  CRITICAL: "kritická",
  HIGH: "vysoká",
  MEDIUM: "stredná",
  LOW: "nízka",
  INFO: "informačná",
};

function located(
  file: string,
  line: number,
  environment: number,
  style: ThesisStyle,
  random: Random,
  v: number,
) {
  const shift = random() < v * 0.3 ? Math.round((random() * 2 - 1) * (v > 0.5 ? 5 : 2)) : 0;
  const base = style.lines === "environment" ? environment : line;
  const at = style.lines === "none" || random() < v * 0.1 ? undefined : Math.max(1, base + shift);
  const input = style.inputs ? INPUT_NAME[file] : undefined;
  const written = input ?? (random() < v * 0.12 ? file.slice(file.lastIndexOf("/") + 1) : file);
  return { file: written, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: ThesisIssue, style: ThesisStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const category = categoryDrawn(issue.categories, style.slovak, random, v);
  const words = style.slovak ? issue.sk : issue.en;
  let title = usually(words.titles, v * 0.6, random);
  if (style.pages && issue.page > 1) title = `${title} (${style.slovak ? "s." : "p."} ${issue.page})`;
  const fact = usually(words.facts, v * 0.5, random);
  const place = formDrawn(issue.places, style.place, random, v);
  const said = style.slovak ? `Závažnosť: ${SEVERITY_SK[severity]}.` : `Severity: ${severity.toLowerCase()}.`;
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: `${fact} ${words.fix} ${said}`,
    ...located(issue.file, issue.line, issue.environment, style, random, v),
    ...(place !== undefined && { symbol: place }),
  };
}

/** `runs` runs of the three agents over the thesis, with each finding's true issue. */
export function thesisRuns(options: GeneratorOptions): Generated {
  return drawRuns<ThesisIssue, (typeof REMARKS)[number], ThesisStyle>(
    {
      name: "thesis",
      model: "thesis-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        const lines = random();
        return {
          slovak: random() < 0.3,
          inputs: random() < 0.1 + v * 0.25,
          place: usualForm(place, v),
          lines: lines < 0.55 ? "fault" : lines < 0.85 ? "environment" : "none",
          pages: random() < 0.2,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: remark.agent,
        category: style.slovak ? "Udržiavateľnosť" : "Maintainability",
        severity: "INFO",
        title: style.slovak ? remark.sk : remark.en,
        description: style.slovak
          ? `${remark.sk}. Maličkosť, ale pomôže tomu, kto to udržiava.`
          : `${remark.en}. Minor, but it helps whoever maintains it.`,
        ...located(remark.file, remark.line, remark.line, style, random, v),
        symbol: remark.place,
      }),
    },
    options,
  );
}
