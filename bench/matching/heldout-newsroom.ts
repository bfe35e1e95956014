/**
 * The sixty-seventh held-out generator family for grouping quality (issue #12): a daily
 * newspaper's publishing pipeline as its repository keeps it: the page export in AppleScript that
 * drives the layout program, the e-mail digest in Handlebars, the article pages in Pug, the
 * newsroom's Emacs Lisp editing mode and the news app's Gradle build, reviewed by runs of which
 * some write in Esperanto. None of these formats or that language appear anywhere else in the
 * tests.
 *
 * Written at the end of the stop that wrote the sixty-sixth, after the sixty-sixth's first run and
 * before its errors were read, as a second check beside it; committed before anything was run on
 * it; read, and tuned against, in the stop after, once the sixty-ninth had taken its place. Self-contained: its own catalogue and its own model of how reports
 * vary, its numbers from the project's seeded generator (src/util/random.ts). What it models that
 * the other families do not:
 *  - AppleScript handlers (`on exportPage(pageNum)`, `do shell script`), Handlebars triple-stash
 *    outputs (`{{{story.teaser}}}`), Pug mixins and iterations (`mixin byline`, `each comment in
 *    article.comments`), Emacs Lisp definitions (`(defcustom newsroom-api-token`) and Gradle
 *    dependency lines as places;
 *  - an edition named by its date or its number, and a section by its name or its code, one habit a
 *    run each, in words;
 *  - categories as plain words, CWE ids, the field's own terms (`Page export takeover`) or in
 *    Esperanto.
 *  - twins: two AppleScript handlers that pass a file name to the shell unquoted, whose third
 *    place is the one command; two Pug mixins that print unescaped; a remark on the Pug template.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import {
  type BilingualRun,
  capitalised,
  type CataloguedIssue,
  type CatalogueRemark,
  drawBilingualRuns,
  type SecondLanguage,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const EXPORT = "automation/export_pages.applescript";
const DIGEST = "newsletter/templates/digest.hbs";
const ARTICLE = "web/views/article.pug";
const MODE = "editors/newsroom-mode.el";
const BUILD = "app/build.gradle";

type Agent = "security" | "reliability" | "performance";

interface Section {
  name: string;
  nameEo: string;
  code: string;
}

interface NewsIssue extends CataloguedIssue<Agent> {
  /** `%e` the edition, `%s` the section, as the run names them. */
  en: Wording;
  eo: Wording;
  section: Section;
}

const SPORT: Section = { name: "Sport", nameEo: "Sporto", code: "SPT" };
const CITY: Section = { name: "City", nameEo: "Urbo", code: "CTY" };

/** An AppleScript handler that hands a reporter's file name to the shell unquoted. */
function unquotedShell(
  id: string,
  handler: string,
  what: string,
  whatEo: string,
  line: number,
  rate: number,
): NewsIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: EXPORT,
    line,
    section: CITY,
    places: [handler, `on ${handler}(pageNum)`, "do shell script"],
    categories: ["OS command injection", "CWE-78", "Page export takeover", "Injekto de sistemaj komandoj"],
    en: {
      titles: [
        `${handler} passes the ${what}'s file name to do shell script without quoted form of`,
        `A ${what} named with a semicolon runs commands on the layout Mac`,
        `The ${what} export builds a shell command from a file name`,
      ],
      facts: [
        `on ${handler}(pageNum) runs do shell script "cp " & exportPath & " /Volumes/Print/", and exportPath holds the ${what}'s file name as the reporter saved it; a name with a semicolon in the %s pages of %e runs whatever follows as the layout user, who can reach the print server.`,
        `${handler} does not quote the file name.`,
      ],
      fix: "Write quoted form of exportPath, or copy with the Finder's duplicate command instead of the shell.",
    },
    eo: {
      titles: [
        `${handler} donas la dosiernomon de la ${whatEo} al do shell script sen quoted form of`,
        `${capitalised(whatEo)} kun punktokomo en sia nomo rulas komandojn sur la aranĝa Mac`,
      ],
      facts: [
        `on ${handler}(pageNum) rulas do shell script "cp " & exportPath & " /Volumes/Print/", kaj exportPath enhavas la dosiernomon de la ${whatEo} kiel la raportisto konservis ĝin; nomo kun punktokomo en la paĝoj %s de %e rulas ĉion post ĝi.`,
      ],
      fix: "Skribu quoted form of exportPath.",
    },
  };
}

/** A Pug mixin that prints a field unescaped: each mixin its own issue. */
function unescapedMixin(
  id: string,
  mixin: string,
  field: string,
  what: string,
  whatEo: string,
  line: number,
  rate: number,
): NewsIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file: ARTICLE,
    line,
    section: SPORT,
    places: [`mixin ${mixin}`, `+${mixin}(${field.split(".")[0]})`, "!="],
    categories: ["Cross-site scripting", "CWE-79", "Byline script", "Transreteja skriptado"],
    en: {
      titles: [
        `mixin ${mixin} prints ${field} with != , unescaped`,
        `A ${what} can carry script onto every article page`,
        `The ${mixin} mixin trusts the ${what}`,
      ],
      facts: [
        `mixin ${mixin} writes span!= ${field}, Pug's unescaped output, and the ${what} comes from the freelancers' submission form; a script in it runs for every reader of the %s pages, as it did on the %e front page.`,
        `${field} is printed unescaped.`,
      ],
      fix: `Write span= ${field}, escaped, and strip markup from the field when it is submitted.`,
    },
    eo: {
      titles: [
        `mixin ${mixin} presas ${field} per != , sen eskapo`,
        `${capitalised(whatEo)} povas porti skripton al ĉiu artikola paĝo`,
      ],
      facts: [
        `mixin ${mixin} skribas span!= ${field}, la neeskapitan eligon de Pug, kaj la ${whatEo} venas el la formularo de la liberaj ĵurnalistoj; skripto en ĝi ruliĝas por ĉiu leganto de la paĝoj %s.`,
      ],
      fix: `Skribu span= ${field}.`,
    },
  };
}

const ISSUES: NewsIssue[] = [
  unquotedShell("shell-page", "exportPage", "page", "paĝo", 21, 0.4),
  unquotedShell("shell-section", "exportSection", "section", "sekcio", 38, 0.3),
  unescapedMixin("pug-byline", "byline", "author.bio", "author's bio", "biografio de la aŭtoro", 12, 0.4),
  unescapedMixin("pug-caption", "caption", "photo.credit", "photo credit", "fotokredito", 19, 0.3),
  {
    id: "hbs-teaser",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: DIGEST,
    line: 17,
    section: CITY,
    places: ["{{{story.teaser}}}", "story.teaser", "digest.hbs"],
    categories: [
      "Improper neutralization of input during web page generation",
      "CWE-79",
      "Digest injection",
      "Neĝusta neŭtraligo de enigo",
    ],
    en: {
      titles: [
        "{{{story.teaser}}} puts the teaser into the morning e-mail unescaped",
        "A story's teaser can add links and forms to the subscribers' digest",
        "digest.hbs uses the triple-stash for teasers",
      ],
      facts: [
        "The digest template writes {{{story.teaser}}}, Handlebars' raw output, and teasers are pasted by desk editors from wire copy; a teaser with a form or a link is sent from the paper's domain to 180,000 subscribers, as a phishing link was in the %s digest of %e.",
        "Teasers are output raw.",
      ],
      fix: "Write {{story.teaser}}, escaped, and allow markup only through a sanitising helper.",
    },
    eo: {
      titles: [
        "{{{story.teaser}}} metas la enkondukon en la matenan retleteron sen eskapo",
        "La enkonduko de artikolo povas aldoni ligilojn al la abonanta ĵurnalo",
      ],
      facts: [
        "La ŝablono skribas {{{story.teaser}}}, la krudan eligon de Handlebars; enkonduko kun ligilo estas sendata de la domajno de la gazeto al 180 000 abonantoj, kiel okazis en la ĵurnalo %s de %e.",
      ],
      fix: "Skribu {{story.teaser}}, eskapite.",
    },
  },
  {
    id: "pug-comments",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: ARTICLE,
    line: 44,
    section: SPORT,
    places: ["each comment in article.comments", "article.comments", "+comment(comment)"],
    categories: [
      "Uncontrolled resource consumption",
      "CWE-400",
      "Comment flood",
      "Senkontrola konsumo de rimedoj",
    ],
    en: {
      titles: [
        "each comment in article.comments renders every comment into the page",
        "Popular articles take eight seconds to render",
        "The article template has no limit on comments",
      ],
      facts: [
        "article.pug iterates each comment in article.comments and renders +comment(comment) for all of them; the derby report in %s of %e had 5,000 comments, the page weighed 9 MB and took eight seconds to render, and the servers queued behind it.",
        "Comments are rendered without a limit.",
      ],
      fix: "Render the first 50 and page the rest through the comments API, and cache the rendered page.",
    },
    eo: {
      titles: [
        "each comment in article.comments bildigas ĉiun komenton en la paĝon",
        "Popularaj artikoloj bezonas ok sekundojn por bildiĝi",
      ],
      facts: [
        "article.pug iteras each comment in article.comments kaj bildigas ĉiujn; la raporto pri la derbio en %s de %e havis 5 000 komentojn, kaj la paĝo bezonis ok sekundojn.",
      ],
      fix: "Bildigu la unuajn 50 kaj paĝigu la ceterajn.",
    },
  },
  {
    id: "elisp-token",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: MODE,
    line: 9,
    section: CITY,
    places: ["newsroom-api-token", "(defcustom newsroom-api-token", "newsroom-mode"],
    categories: [
      "Use of hard-coded credentials",
      "CWE-798",
      "Token in the editor package",
      "Uzo de enkodigitaj akreditaĵoj",
    ],
    en: {
      titles: [
        "newsroom-api-token defaults to the CMS's publishing token",
        "Every copy of the editing mode can publish to the site",
        "The defcustom for the API token is committed with its value",
      ],
      facts: [
        "(defcustom newsroom-api-token \"cms_live_7f3a…\" …) ships the CMS's publishing token as the default, and the package is installed on every editor's laptop and kept in a public mirror; with it anyone can publish or unpublish stories, as someone did to the %s front of %e.",
        "The token is the variable's default.",
      ],
      fix: "Read the token from auth-source (~/.authinfo.gpg) at publish time, leave the default nil, and rotate the token.",
    },
    eo: {
      titles: [
        "newsroom-api-token defaŭltas al la publikiga ĵetono de la CMS",
        "Ĉiu kopio de la redakta reĝimo povas publikigi al la retejo",
      ],
      facts: [
        '(defcustom newsroom-api-token "cms_live_7f3a…" …) liveras la publikigan ĵetonon kiel defaŭlton; kun ĝi iu ajn povas publikigi aŭ malpublikigi artikolojn, kiel okazis al la fronto %s de %e.',
      ],
      fix: "Legu la ĵetonon el auth-source kaj ŝanĝu ĝin.",
    },
  },
  {
    id: "gradle-dynamic",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.35,
    file: BUILD,
    line: 33,
    section: SPORT,
    places: ["dependencies", "implementation 'com.squareup.okhttp3:okhttp:+'", "okhttp"],
    categories: [
      "Inclusion of functionality from untrusted control sphere",
      "CWE-829",
      "Floating dependency",
      "Inkluzivo de funkcioj el nefidinda sfero",
    ],
    en: {
      titles: [
        "okhttp is declared with the dynamic version +",
        "Each release of the news app builds against whatever OkHttp is newest",
        "The Gradle build floats a networking library",
      ],
      facts: [
        "dependencies has implementation 'com.squareup.okhttp3:okhttp:+', so every build resolves the newest release; the build for %e picked up a new major version whose timeouts differ, the live scores in %s stopped refreshing on slow networks, and nothing in the repository changed.",
        "The version is not pinned.",
      ],
      fix: "Pin the version, enable dependency locking, and verify dependencies with a checksum file.",
    },
    eo: {
      titles: [
        "okhttp estas deklarita kun la dinamika versio +",
        "Ĉiu eldono de la novaĵa apo konstruiĝas kontraŭ la plej nova OkHttp",
      ],
      facts: [
        "dependencies havas implementation 'com.squareup.okhttp3:okhttp:+', do ĉiu konstruo prenas la plej novan eldonon; la konstruo por %e prenis novan ĉefversion, kaj la rezultoj en %s ĉesis aktualiĝi.",
      ],
      fix: "Fiksu la version kaj ŝaltu dependecan ŝlosadon.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; eo: string })[] = [
  {
    id: "remark-pug-layout",
    agent: "performance",
    file: ARTICLE,
    line: 1,
    place: "extends layout",
    en: "Move the article's inline styles into the layout's stylesheet",
    eo: "Movu la enliniajn stilojn de la artikolo al la stilfolio de la aranĝo",
  },
  {
    id: "remark-applescript-log",
    agent: "security",
    file: EXPORT,
    line: 3,
    place: "property logFile",
    en: "Log each export with its page and time",
    eo: "Protokolu ĉiun eksporton kun ĝia paĝo kaj tempo",
  },
  {
    id: "remark-elisp-group",
    agent: "security",
    file: MODE,
    line: 1,
    place: "defgroup newsroom",
    en: "Document each option of the defgroup with its type",
    eo: "Dokumentu ĉiun opcion de la defgroup kun ĝia tipo",
  },
];

/** How a run writes, kept for the whole run. */
interface NewsStyle extends BilingualRun {
  /** Editions by their numbers, not their dates. */
  numbers: boolean;
  /** Sections by their codes, not their names. */
  codes: boolean;
}

const ESPERANTO: SecondLanguage = {
  severity: "Graveco",
  severities: {
    CRITICAL: "kritika",
    HIGH: "alta",
    MEDIUM: "meza",
    LOW: "malalta",
    INFO: "informa",
  },
  maintainability: "Prizorgebleco",
  minor: "Malgranda afero, sed ĝi faciligas la prizorgadon.",
};

/** `text` with the edition and the section written as the run names them. */
function written(text: string, section: Section, style: NewsStyle): string {
  const edition = style.numbers
    ? style.otherLanguage
      ? "la eldono 20417"
      : "edition 20417"
    : style.otherLanguage
      ? "la eldono de la 14-a de marto"
      : "the 14 March edition";
  const at = style.codes ? section.code : style.otherLanguage ? section.nameEo : section.name;
  return text.replaceAll("%e", edition).replaceAll("%s", at);
}

/** `runs` runs of the three agents over the newspaper's publishing code, with each finding's true issue. */
export function newsroomRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], NewsStyle>(
    {
      name: "newsroom",
      issues: ISSUES,
      remarks: REMARKS,
      language: ESPERANTO,
      words: (issue, otherLanguage) => (otherLanguage ? issue.eo : issue.en),
      said: (remark) => remark.eo,
      habits: (random) => ({
        numbers: random() < 0.4,
        codes: random() < 0.4,
      }),
      written: (text, issue, run) => written(text, issue.section, run),
    },
    options,
  );
}
