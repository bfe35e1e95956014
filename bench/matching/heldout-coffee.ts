/**
 * The sixtieth held-out generator family for grouping quality (issue #12): a coffee export
 * cooperative's lot traceability as its repository keeps it: the lot tracker in Pharo Smalltalk
 * (Tonel files), the EPCIS 2.0 events it publishes as JSON-LD, the weigh station's Python, the
 * tracker's SQLite schema and its GitLab CI pipeline, reviewed by runs of which some write in
 * Amharic. None of these formats or that language appear anywhere else in the tests.
 *
 * Written in the stop that reads the fifty-ninth family, before the fifty-ninth's errors were
 * read, to take its place as a check; committed before anything was run on it; read, and tuned
 * against, in the same stop, once the sixty-first had taken its place. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - Smalltalk methods named as `Class>>selector`, as Pharo prints them (`LotTracker»mergeLot:`),
 *    or by the selector alone (`#mergeLot:`), one habit a run;
 *  - a lot named by its GS1 identifier (`urn:epc:id:sgtin:0614141.107346.2219`) or by its number
 *    (`lot 2219`), one habit a run, in places and words;
 *  - EPCIS events by their index in the document (`eventList[4]`) or by their type and step;
 *  - GitLab CI jobs by their name, their key path (`deploy-staging.image`) or their stage;
 *  - categories as plain words, CWE ids, the field's own terms (`Broken chain`) or in Amharic.
 *  - twins: two methods that drop a lot's parent, adjacent; two deploy jobs on an unpinned
 *    image; a remark on the tracker class.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import type { Random } from "../../src/util/random.js";
import {
  capitalised,
  cataloguedReport,
  type CatalogueIssue,
  type CatalogueRemark,
  drawRuns,
  locationDrawn,
  remarkReport,
  usualForm,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const TRACKER = "tracker/src/Coffee-Traceability/LotTracker.class.st";
const EVENTS = "traceability/epcis/lot-events.jsonld";
const CI = ".gitlab-ci.yml";
const SCHEMA = "tracker/db/schema.sql";
const SCALE = "scale/weigh_station.py";

type Agent = "security" | "reliability" | "performance";

interface CoffeeIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third: `%m` a method as the run names it, `%l` the lot. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Amharic. */
  categories: readonly [string, string, string, string];
  en: Wording;
  am: Wording;
}

/** A method that makes new lots without recording the lot they came from: each method its own issue. */
function orphaned(
  id: string,
  selector: string,
  does: string,
  doesAm: string,
  line: number,
  rate: number,
): CoffeeIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: TRACKER,
    line,
    places: [`%m${selector}`, `#${selector}`, "LotTracker"],
    categories: ["Missing audit trail", "CWE-778", "Broken chain", "የክትትል ሰንሰለት መቋረጥ"],
    en: {
      titles: [
        `${selector} ${does} without recording the parent lot`,
        `Lots made by ${selector} cannot be traced back to %l`,
        `The buyer's due-diligence export has gaps after a ${selector.replace(/Lot:$/, "")}`,
      ],
      facts: [
        `LotTracker>>${selector} creates the new lots with Lot new and copies the weight and grade, but never sets parent: to the lot it came from; the EPCIS export then shows the new lots with no input, so coffee from %l cannot be followed to its washing station, and the importer's due-diligence statement was rejected for exactly those lots.`,
        `${selector} drops the parent lot.`,
      ],
      fix: `Set parent: on every lot ${selector} creates, and emit a TransformationEvent with the inputs and outputs.`,
    },
    am: {
      titles: [`${selector} የወላጅ ሎቱን ሳይመዘግብ ${doesAm}`, `በ${selector} የተፈጠሩ ሎቶች ወደ %l መመለስ አይችሉም`],
      facts: [
        `LotTracker>>${selector} አዲሶቹን ሎቶች በ Lot new ይፈጥራል ነገር ግን parent: አያዘጋጅም፤ ስለዚህ ከ%l የመጣው ቡና ወደ ማጠቢያ ጣቢያው መከታተል አይቻልም።`,
      ],
      fix: `በ${selector} የሚፈጠር እያንዳንዱ ሎት ላይ parent: ያዘጋጁ።`,
    },
  };
}

/** A deploy job on a floating image tag: each job its own issue. */
function floatingImage(
  id: string,
  job: string,
  where: string,
  whereAm: string,
  line: number,
  rate: number,
): CoffeeIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file: CI,
    line,
    places: [job, `${job}.image`, "stage: deploy"],
    categories: ["Use of unpinned dependency", "CWE-1357", "Floating tag", "ያልተቆለፈ ጥገኝነት"],
    en: {
      titles: [
        `${job} runs on image: python:latest`,
        `The ${where} deploy can change without a commit`,
        `A new upstream image breaks or compromises the ${where} deploy`,
      ],
      facts: [
        `The ${job} job uses image: python:latest and pip installs its deploy tool unpinned; each pipeline may run a different image, and a compromised or broken release upstream reaches the ${where} tracker with the deploy token in its environment.`,
        `${job} uses a floating image.`,
      ],
      fix: `Pin ${job} to an image digest (python:3.12@sha256:…) and the deploy tool to a hashed requirements file.`,
    },
    am: {
      titles: [`${job} በ image: python:latest ይሰራል`, `የ${whereAm} ማሰማራት ያለ ኮሚት ሊቀየር ይችላል`],
      facts: [
        `የ${job} ስራ image: python:latest ይጠቀማል፤ እያንዳንዱ pipeline የተለየ image ሊያሄድ ይችላል እና የተበላሸ ልቀት የማሰማሪያ ቶክኑን ይዞ ይደርሳል።`,
      ],
      fix: `${job}ን በ image digest ይቆልፉ።`,
    },
  };
}

const ISSUES: CoffeeIssue[] = [
  orphaned("parent-merge", "mergeLot:", "merges two lots", "ሎቶችን ያዋህዳል", 60, 0.45),
  orphaned("parent-split", "splitLot:", "splits a lot", "ሎትን ይከፍላል", 74, 0.35),
  floatingImage("image-staging", "deploy-staging", "staging", "ሙከራ", 22, 0.35),
  floatingImage("image-production", "deploy-production", "production", "ምርት", 41, 0.3),
  {
    id: "farmer-injection",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: TRACKER,
    line: 112,
    places: ["%mfindByFarmer:", "#findByFarmer:", "SQLite3Connection>>execute:"],
    categories: ["SQL injection", "CWE-89", "Query built from input", "የSQL መርፌ"],
    en: {
      titles: [
        "findByFarmer: concatenates the farmer's name into SQL",
        "The lot search can be made to return or delete any lot",
        "A farmer name with a quote breaks the lot search",
      ],
      facts: [
        "LotTracker>>findByFarmer: builds 'SELECT * FROM lots WHERE farmer = ''', aName, '''' and sends it with execute:, and the name comes from the collection point's tablet; a name with a quote already broke the search, and one ending in '; DELETE FROM lots; -- would run.",
        "findByFarmer: builds SQL by concatenation.",
      ],
      fix: "Use a prepared statement: (db prepare: 'SELECT * FROM lots WHERE farmer = ?') execute: { aName }.",
    },
    am: {
      titles: ["findByFarmer: የገበሬውን ስም ወደ SQL ያያይዛል", "የሎት ፍለጋ ማንኛውንም ሎት እንዲመልስ ወይም እንዲሰርዝ ማድረግ ይቻላል"],
      facts: [
        "LotTracker>>findByFarmer: 'SELECT * FROM lots WHERE farmer = ''', aName, '''' ይገነባል እና በ execute: ይልካል፤ ስሙ ከታብሌቱ ይመጣል።",
      ],
      fix: "prepared statement ይጠቀሙ።",
    },
  },
  {
    id: "event-location",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: EVENTS,
    line: 88,
    places: ["eventList[4].bizLocation", "ObjectEvent shipping", "%l"],
    categories: ["Missing required data", "CWE-1284", "No geolocation", "የሚያስፈልግ መረጃ ጎድሏል"],
    en: {
      titles: [
        "The shipping event for %l has no bizLocation",
        "EPCIS shipping events leave out where the coffee was grown",
        "The export cannot prove %l's plots are deforestation-free",
      ],
      facts: [
        "The ObjectEvent with bizStep shipping for %l has readPoint but no bizLocation and no link to the farm plots' geolocation; the EU importer's regulation requires the plots for every lot, and the importer's system rejects the event.",
        "bizLocation is missing.",
      ],
      fix: "Add bizLocation with the washing station's SGLN, and the plots' geolocation as an ilmd extension on the commissioning event.",
    },
    am: {
      titles: ["ለ%l የመላኪያ ክስተት bizLocation የለውም", "የEPCIS የመላኪያ ክስተቶች ቡናው የበቀለበትን ቦታ ይተዋሉ"],
      facts: [
        "ለ%l bizStep shipping ያለው ObjectEvent readPoint አለው ነገር ግን bizLocation የለውም፤ አስመጪው ክስተቱን ይቀበለዋል አይደለም።",
      ],
      fix: "የማጠቢያ ጣቢያውን SGLN እንደ bizLocation ያክሉ።",
    },
  },
  {
    id: "scale-commit",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: SCALE,
    line: 47,
    places: ["WeighStation.poll", "poll", "conn.commit()"],
    categories: ["Inefficient I/O", "CWE-1050", "Commit per sample", "ውጤታማ ያልሆነ ግቤት/ውጤት"],
    en: {
      titles: [
        "WeighStation.poll commits every scale reading on its own",
        "The weigh station falls behind the scale at 100 readings a second",
        "Weighing a truck takes minutes because each sample is a transaction",
      ],
      facts: [
        "poll reads the platform scale at 100 Hz and inserts each reading with its own conn.commit(), an fsync each on the station's SD card; the loop manages 30 a second, the serial buffer overflows, and the weight recorded for %l is taken from readings seconds old.",
        "Each reading is committed alone.",
      ],
      fix: "Keep the readings in memory, record the settled weight once per weighing, and commit once.",
    },
    am: {
      titles: ["WeighStation.poll እያንዳንዱን የሚዛን ንባብ ለብቻው ይመዘግባል", "የመመዘኛ ጣቢያው ከሚዛኑ ወደ ኋላ ይቀራል"],
      facts: [
        "poll ሚዛኑን በሰከንድ 100 ጊዜ ያነባል እና እያንዳንዱን ንባብ በራሱ conn.commit() ያስገባል፤ ለ%l የተመዘገበው ክብደት ያረጁ ንባቦች ነው።",
      ],
      fix: "ንባቦቹን በማህደረ ትውስታ ያቆዩ እና አንድ ጊዜ ይመዝግቡ።",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; am: string })[] = [
  {
    id: "remark-tracker-protocols",
    agent: "reliability",
    file: TRACKER,
    line: 8,
    place: "LotTracker",
    en: "Group the tracker's methods into protocols by what they do",
    am: "የመከታተያውን ዘዴዎች በሚሰሩት ነገር በፕሮቶኮሎች ያደራጁ",
  },
  {
    id: "remark-schema-comments",
    agent: "security",
    file: SCHEMA,
    line: 3,
    place: "lots",
    en: "Comment the units of the weight columns",
    am: "የክብደት አምዶችን መለኪያዎች በአስተያየት ይግለጹ",
  },
  {
    id: "remark-ci-anchors",
    agent: "security",
    file: CI,
    line: 5,
    place: ".deploy",
    en: "Share the deploy jobs' settings through one hidden job",
    am: "የማሰማሪያ ስራዎቹን ቅንብሮች በአንድ የተደበቀ ስራ ያጋሩ",
  },
];

/** How a run writes, kept for the whole run. */
interface CoffeeStyle {
  amharic: boolean;
  /** Methods as Pharo prints them (`LotTracker»`), not `LotTracker>>`. */
  guillemet: boolean;
  /** Lots by their GS1 identifier, not their number. */
  gs1: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines given at all. */
  lines: boolean;
}

const SEVERITY_AM: Record<Severity, string> = {
  CRITICAL: "ወሳኝ",
  HIGH: "ከፍተኛ",
  MEDIUM: "መካከለኛ",
  LOW: "ዝቅተኛ",
  INFO: "መረጃ",
};

/** `text` with the method's class and the lot written as the run names them. */
function written(text: string, style: CoffeeStyle): string {
  const lot = style.gs1 ? "urn:epc:id:sgtin:0614141.107346.2219" : style.amharic ? "ሎት 2219" : "lot 2219";
  return text.replaceAll("%m", style.guillemet ? "LotTracker»" : "LotTracker>>").replaceAll("%l", lot);
}

function reportOf(issue: CoffeeIssue, style: CoffeeStyle, random: Random, v: number): Finding {
  return cataloguedReport(
    issue,
    {
      words: style.amharic ? issue.am : issue.en,
      otherLanguage: style.amharic,
      place: style.place,
      said: (severity) =>
        style.amharic ? `ክብደት፦ ${SEVERITY_AM[severity]}።` : `Severity: ${severity.toLowerCase()}.`,
      written: (text) => written(text, style),
      titled: capitalised,
      located: () => locationDrawn(issue.file, issue.line, style.lines, random, v),
    },
    random,
    v,
  );
}

/** `runs` runs of the three agents over the cooperative's traceability code, with each finding's true issue. */
export function coffeeRuns(options: GeneratorOptions): Generated {
  return drawRuns<CoffeeIssue, (typeof REMARKS)[number], CoffeeStyle>(
    {
      name: "coffee",
      model: "coffee-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        return {
          amharic: random() < 0.3,
          guillemet: random() < 0.3,
          gs1: random() < 0.35,
          place: usualForm(place, v),
          lines: random() < 0.85,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) =>
        remarkReport(
          remark,
          {
            category: style.amharic ? "የጥገና ቀላልነት" : "Maintainability",
            title: style.amharic ? remark.am : remark.en,
            description: style.amharic
              ? `${remark.am}። ትንሽ ነገር ነው፣ ግን ጥገናን ያቀላል።`
              : `${remark.en}. Minor, but it eases maintenance.`,
          },
          locationDrawn(remark.file, remark.line, style.lines, random, v),
        ),
    },
    options,
  );
}
