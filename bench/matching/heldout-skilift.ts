/**
 * The sixty-first held-out generator family for grouping quality (issue #12): a ski resort's lift
 * access as its repository keeps it: the gate service's Thrift IDL, an AWK script and a jq filter
 * that make the daily reports from the gates' logs, the lifts' configuration in Dhall, and the
 * Jenkins pipeline that deploys it all, reviewed by runs of which some write in Irish. None of
 * these formats or that language appear anywhere else in the tests.
 *
 * Written in the stop that reads the sixtieth family, before the sixtieth's errors were read, to
 * take its place as a check; committed before anything was run on it; read, and tuned against,
 * in the next stop, once the sixty-second had taken its place.
 * Self-contained: its own catalogue and its own model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - AWK's pattern-action rules as places (`$3 == "DENY"`, the rule's action, `END`), jq's
 *    definitions and paths (`def skier_days:`, `.events[]`), Dhall's records (`lifts.chair4`);
 *  - a Jenkins stage by its declaration (`stage('Deploy')`), its name or its path;
 *  - a lift named by its number (`Lift 4`) or its name (`Cnoc Chair`), and a pass by its number or
 *    its card's RFID UID, one habit a run each, in words;
 *  - categories as plain words, CWE ids, the field's own terms (`Ghost skier`) or in Irish.
 *  - twins: two AWK rules counting by the wrong field, six lines apart; two lifts whose gate
 *    interval is too short, adjacent records; a remark on the AWK script.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import {
  type BilingualRun,
  type CataloguedIssue,
  type CatalogueRemark,
  drawBilingualRuns,
  type SecondLanguage,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const IDL = "idl/gate.thrift";
const AWK = "reports/gate-log.awk";
const JQ = "reports/daily.jq";
const LIFTS = "config/lifts.dhall";
const PIPELINE = "Jenkinsfile";

type Agent = "security" | "reliability" | "performance";

interface LiftIssue extends CataloguedIssue<Agent> {
  /** `%l` the lift, `%p` the pass, as the run names them. */
  en: Wording;
  ga: Wording;
  /** The lift this issue is about, where it is about one. */
  lift?: { number: number; name: string };
}

/** An AWK rule that counts by the field the log no longer has there: each rule its own issue. */
function wrongField(
  id: string,
  status: string,
  counts: string,
  countsGa: string,
  line: number,
  rate: number,
): LiftIssue {
  return {
    id,
    agent: "reliability",
    severity: "MEDIUM",
    rate,
    file: AWK,
    line,
    places: [`$3 == "${status}"`, `$3 == "${status}" { ${counts}[$2]++ }`, `/${status}/`],
    categories: ["Incorrect calculation", "CWE-682", "Ghost skier", "Ríomh mícheart"],
    en: {
      titles: [
        `The ${status} rule still tests $3, but the status is field $4 since the log gained a lane column`,
        `Daily ${counts} counts are zero since the gate firmware update`,
        `gate-log.awk miscounts ${counts} at %l`,
      ],
      facts: [
        `The rule $3 == "${status}" { ${counts}[$2]++ } was written for the old log, where the status was the third field; the firmware added the lane after the gate id, so $3 is now the lane and no line matches, and the daily report shows no ${counts} at %l while the gates logged hundreds.`,
        `The ${status} rule reads the wrong field.`,
      ],
      fix: `Match on $4 == "${status}", or better split on the header line and address fields by name.`,
    },
    ga: {
      titles: [
        `Tástálann riail ${status} $3 fós, ach is é réimse $4 an stádas anois`,
        `Tá comhaireamh laethúil ${countsGa} ag nialas ó nuashonraíodh an geata`,
      ],
      facts: [
        `Scríobhadh an riail $3 == "${status}" { ${counts}[$2]++ } don seanloga; cuireadh an lána leis, mar sin níl aon líne ag teacht leis agus ní thaispeánann an tuarascáil aon ${countsGa} ag %l.`,
      ],
      fix: `Úsáid $4 == "${status}".`,
    },
  };
}

/** A lift whose gates re-open too soon: each lift its own issue. */
function shortInterval(
  id: string,
  key: string,
  lift: { number: number; name: string },
  line: number,
  rate: number,
): LiftIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file: LIFTS,
    line,
    lift,
    places: [`lifts.${key}.reentrySeconds`, `${key} = Lift::{ … }`, `lifts.${key}`],
    categories: ["Improper restriction of rate", "CWE-799", "Pass sharing", "Srian mícheart ar mhinicíocht"],
    en: {
      titles: [
        `${key}'s reentrySeconds is 5, so one pass can let a group through %l`,
        `Passes are shared at %l because the gate re-admits at once`,
        `The anti-passback interval of ${key} is five seconds`,
      ],
      facts: [
        `lifts.dhall sets ${key} = Lift::{ reentrySeconds = 5, … }, so the gate at %l admits the same card again five seconds later; a family hands one pass back over the turnstile, and the resort counted 40 admissions of %p in an hour at that lift last February.`,
        `${key} re-admits a card after five seconds.`,
      ],
      fix: `Set reentrySeconds to the lift's ride time (600 for ${key}), and alert on a card admitted twice within it.`,
    },
    ga: {
      titles: [
        `Is é 5 reentrySeconds ${key}, mar sin is féidir le pas amháin grúpa a ligean trí %l`,
        `Roinntear pasanna ag %l mar go ligeann an geata isteach arís láithreach`,
      ],
      facts: [
        `Socraíonn lifts.dhall ${key} = Lift::{ reentrySeconds = 5, … }, mar sin ligeann an geata ag %l an cárta céanna isteach arís tar éis cúig soicind; comhaireadh 40 iontráil de %p in uair an chloig.`,
      ],
      fix: `Socraigh reentrySeconds ar am turais an ardaitheora.`,
    },
  };
}

const CHAIR: { number: number; name: string } = { number: 4, name: "Cnoc Chair" };
const DRAG: { number: number; name: string } = { number: 6, name: "Gleann Drag" };

const ISSUES: LiftIssue[] = [
  wrongField("field-deny", "DENY", "denied", "diúltuithe", 12, 0.45),
  wrongField("field-admit", "ADMIT", "admitted", "iontrálacha", 18, 0.35),
  shortInterval("reentry-chair", "chair4", CHAIR, 22, 0.4),
  shortInterval("reentry-drag", "drag6", DRAG, 31, 0.3),
  {
    id: "admit-unauthenticated",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: IDL,
    line: 14,
    places: ["GateService.admit", "admit", "service GateService"],
    categories: ["Missing authentication", "CWE-306", "Open gate", "Fíordheimhniú ar iarraidh"],
    en: {
      titles: [
        "GateService.admit takes a card id from any caller",
        "Anyone on the resort network can open a gate",
        "The gate service has no authentication on admit",
      ],
      facts: [
        "service GateService { bool admit(1: string cardId, 2: i32 gateId) } is served on the resort's flat network with TBinaryProtocol and no TLS or token; the staff Wi-Fi reaches it, and a script calling admit with any card id opens the turnstile at %l.",
        "admit has no authentication.",
      ],
      fix: "Serve it over TLS with client certificates for the gate controllers only, and check the gate id against the caller's certificate.",
    },
    ga: {
      titles: [
        "Glacann GateService.admit le haitheantas cárta ó ghlaoiteoir ar bith",
        "Is féidir le duine ar bith ar líonra an ionaid geata a oscailt",
      ],
      facts: [
        "Freastalaítear service GateService ar líonra cothrom gan TLS ná comhartha; osclaíonn script a ghlaonn admit le haon aitheantas cárta an geata ag %l.",
      ],
      fix: "Úsáid TLS le teastais chliaint do na rialtóirí geata amháin.",
    },
  },
  {
    id: "jq-season-scan",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: JQ,
    line: 7,
    places: ["def skier_days:", "group_by(.card)", ".events[]"],
    categories: ["Inefficient algorithm", "CWE-1050", "Season rescan", "Algartam neamhéifeachtach"],
    en: {
      titles: [
        "skier_days groups the whole season's events every night",
        "The daily report takes longer each week of the season",
        "daily.jq slurps every gate event since November",
      ],
      facts: [
        "def skier_days: [.events[] | select(.status == \"ADMIT\")] | group_by(.card) runs over the season's file, read with --slurp, to count today's skiers; by March it holds 9 million events, the nightly job takes 50 minutes and 6 GB, and the morning report for %l is late.",
        "The whole season is regrouped nightly.",
      ],
      fix: "Filter today's events first (select(.ts >= $today)), stream with --stream or --seq, and keep the season's counts in a running file.",
    },
    ga: {
      titles: [
        "Grúpálann skier_days imeachtaí an tséasúir ar fad gach oíche",
        "Tógann an tuarascáil laethúil níos faide gach seachtain",
      ],
      facts: [
        "Ritheann def skier_days ar chomhad an tséasúir ar fad le --slurp; faoi Mhárta tá 9 milliún imeacht ann agus tá tuarascáil na maidine do %l déanach.",
      ],
      fix: "Scag imeachtaí an lae inniu ar dtús.",
    },
  },
  {
    id: "pipeline-secret",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: PIPELINE,
    line: 41,
    places: ["stage('Deploy')", "Deploy", "pipeline.stages.Deploy"],
    categories: [
      "Exposure of sensitive information",
      "CWE-532",
      "Password in build log",
      "Nochtadh faisnéise íogaire",
    ],
    en: {
      titles: [
        "The Deploy stage puts the controller password on the command line",
        "The gate controllers' admin password is in every build log",
        'sh "curl -u admin:${GATE_PASS} …" leaks the password',
      ],
      facts: [
        "stage('Deploy') runs sh \"curl -u admin:${GATE_PASS} https://gates/config\" with Groovy interpolation, so the password is written into the command Jenkins echoes, and the build logs, readable by every contractor with a Jenkins account, hold the admin password of every gate controller.",
        "The password is interpolated into a shell command.",
      ],
      fix: "Use withCredentials and single-quoted sh so the shell, not Groovy, expands it, and rotate the password.",
    },
    ga: {
      titles: [
        "Cuireann an chéim Deploy pasfhocal an rialtóra ar an líne ordaithe",
        "Tá pasfhocal riaracháin na ngeataí i ngach loga tógála",
      ],
      facts: [
        "Ritheann stage('Deploy') sh \"curl -u admin:${GATE_PASS} …\" le hidirshuíomh Groovy, mar sin scríobhtar an pasfhocal sa loga tógála.",
      ],
      fix: "Úsáid withCredentials agus sh le comharthaí athfhriotail shingile.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; ga: string })[] = [
  {
    id: "remark-awk-header",
    agent: "reliability",
    file: AWK,
    line: 2,
    place: "BEGIN",
    en: "Set FS in BEGIN and document the log's columns",
    ga: "Socraigh FS in BEGIN agus déan cáipéisiú ar cholúin an loga",
  },
  {
    id: "remark-jq-modules",
    agent: "performance",
    file: JQ,
    line: 1,
    place: "daily.jq",
    en: "Split the filters into a jq module with tests",
    ga: "Roinn na scagairí i modúl jq le tástálacha",
  },
  {
    id: "remark-dhall-types",
    agent: "security",
    file: LIFTS,
    line: 3,
    place: "Lift",
    en: "Give Lift's fields their units in the type",
    ga: "Tabhair a n-aonaid do réimsí Lift sa chineál",
  },
];

/** How a run writes, kept for the whole run. */
interface LiftStyle extends BilingualRun {
  /** Lifts by their names, not their numbers. */
  liftNames: boolean;
  /** Passes by their card's RFID UID, not their number. */
  uid: boolean;
}

const IRISH: SecondLanguage = {
  severity: "Déine",
  severities: {
    CRITICAL: "criticiúil",
    HIGH: "ard",
    MEDIUM: "meánach",
    LOW: "íseal",
    INFO: "faisnéis",
  },
  maintainability: "Inchothabhálacht",
  minor: "Mionrud, ach éascaíonn sé an chothabháil.",
};

/** `text` with the lift and the pass written as the run names them. */
function written(text: string, lift: LiftIssue["lift"], style: LiftStyle): string {
  const at = lift ?? CHAIR;
  const liftName = style.liftNames ? at.name : `${style.otherLanguage ? "Ardaitheoir" : "Lift"} ${at.number}`;
  const pass = style.uid ? "04:A2:3B:91:C4:5E:80" : style.otherLanguage ? "pas 88213" : "pass 88213";
  return text.replaceAll("%l", liftName).replaceAll("%p", pass);
}

/** `runs` runs of the three agents over the resort's lift access code, with each finding's true issue. */
export function skiliftRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], LiftStyle>(
    {
      name: "skilift",
      issues: ISSUES,
      remarks: REMARKS,
      language: IRISH,
      words: (issue, otherLanguage) => (otherLanguage ? issue.ga : issue.en),
      said: (remark) => remark.ga,
      habits: (random) => ({
        liftNames: random() < 0.4,
        uid: random() < 0.3,
      }),
      written: (text, issue, run) => written(text, issue.lift, run),
    },
    options,
  );
}
