/**
 * The fifty-eighth held-out generator family for grouping quality (issue #12): a dairy
 * cooperative's milk collection as its repository keeps it: milk grading and pricing rules in
 * Prolog, a LoRaWAN payload decoder in JavaScript for the tank sensors, a Phoenix API in Elixir, a
 * ClickHouse schema for the analytics, and the collectors' iOS app in Swift, reviewed by runs of
 * which some write in Armenian. None of these formats or that language appear anywhere else in
 * the tests.
 *
 * Written in the stop that reads the fifty-seventh family, before the fifty-seventh's errors were
 * read, to take its place as a check; committed before anything was run on it; read, and tuned
 * against, in the same stop, once the fifty-ninth had taken its place. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - Prolog predicates named by name and arity (`bonus/2`), by their head (`bonus(Farm, Amount)`)
 *    or by name alone, where two predicates share a name and differ in arity;
 *  - Elixir functions with their module and arity (`CoopWeb.CollectionController.create/2`) or as
 *    their definition (`def create(conn, params)`);
 *  - a farm named by its number (`farm 0412`) or by its tank sensor's EUI, one habit a run, and
 *    milk fat as a percentage or in grams per kilogram, one habit a run, in words;
 *  - a TTN uplink decoder's fields by the bytes they come from (`input.bytes[4]`);
 *  - categories as plain words, CWE ids, the field's own terms (`Short pay`) or in Armenian.
 *  - twins: two predicates of one name that truncate a payment, seven lines apart; two fields
 *    decoded in the wrong byte order, four lines apart in one function; a remark on the rules.
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

const RULES = "pricing/grading.pl";
const CODEC = "ttn/codec/milk_tank.js";
const API = "api/lib/coop_web/controllers/collection_controller.ex";
const SCHEMA = "analytics/clickhouse/schema.sql";
const APP = "ios/Collector/Sync/UploadQueue.swift";

type Agent = "security" | "reliability" | "performance";

interface DairyIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Armenian. */
  categories: readonly [string, string, string, string];
  /** `%f` the farm, `%k` the fat content, as the run names them. */
  en: Wording;
  hy: Wording;
}

/** A bonus predicate that truncates with integer division: each arity its own issue. */
function truncated(
  id: string,
  arity: number,
  head: string,
  what: string,
  whatHy: string,
  line: number,
  rate: number,
): DairyIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: RULES,
    line,
    places: [`bonus/${arity}`, head, "bonus"],
    categories: ["Incorrect calculation", "CWE-682", "Short pay", "Թվաբանական սխալ"],
    en: {
      titles: [
        `bonus/${arity} truncates the ${what} with integer division`,
        `The ${what} is rounded down to whole drams`,
        `%f is paid less than the price list says for milk at %k fat`,
      ],
      facts: [
        `bonus/${arity} computes the ${what} as Litres * Rate // 100, and // truncates; for milk at %k fat the rate is 37 luma a litre, so %f's 1,850 litres a week lose up to 99 luma every collection, and over a year the cooperative underpays its members by about 2 million drams.`,
        `bonus/${arity} truncates the ${what}.`,
      ],
      fix: `Compute the ${what} in luma with is/2 and /, and round once, half up, when the statement is made.`,
    },
    hy: {
      titles: [
        `bonus/${arity}-ը կտրում է ${whatHy} ամբողջ թվերի բաժանմամբ`,
        `${whatHy} կլորացվում է դեպի ներքև՝ մինչև ամբողջ դրամ`,
      ],
      facts: [
        `bonus/${arity}-ը հաշվում է ${whatHy} Litres * Rate // 100 բանաձևով, իսկ //-ը կտրում է մնացորդը. %k յուղայնությամբ կաթի դեպքում %f-ը ամեն հավաքից կորցնում է մինչև 99 լումա։`,
      ],
      fix: `Հաշվեք լումաներով և կլորացրեք մեկ անգամ՝ քաղվածքը կազմելիս։`,
    },
  };
}

/** A field the decoder reads little-endian though the sensor sends it big-endian: each field its own issue. */
function byteOrder(
  id: string,
  field: string,
  fieldHy: string,
  bytes: string,
  line: number,
  rate: number,
): DairyIssue {
  return {
    id,
    agent: "reliability",
    severity: "MEDIUM",
    rate,
    file: CODEC,
    line,
    places: ["decodeUplink", `data.${field}`, `input.bytes[${bytes}]`],
    categories: ["Incorrect byte order", "CWE-188", "Garbled reading", "Բայթերի սխալ կարգ"],
    en: {
      titles: [
        `decodeUplink reads the ${field} little-endian but the tank sensor sends it big-endian`,
        `The ${field} from %f's tank is nonsense above 255`,
        `data.${field} swaps input.bytes[${bytes}]`,
      ],
      facts: [
        `decodeUplink builds data.${field} as input.bytes[${bytes.split("..")[0]}] | input.bytes[${bytes.split("..")[1]}] << 8, while the sensor's datasheet gives the ${field} big-endian; any value above 255 comes out garbled, and %f's tank showed 60,000 where it held 1,200.`,
        `The ${field} is decoded in the wrong byte order.`,
      ],
      fix: `Read it as input.bytes[${bytes.split("..")[0]}] << 8 | input.bytes[${bytes.split("..")[1]}], and add a test with a value above 255.`,
    },
    hy: {
      titles: [
        `decodeUplink-ը ${fieldHy} կարդում է little-endian, իսկ սենսորը ուղարկում է big-endian`,
        `%f-ի բաքի ${fieldHy} 255-ից բարձր արժեքների դեպքում անիմաստ է`,
      ],
      facts: [
        `decodeUplink-ը data.${field}-ը կառուցում է input.bytes[${bytes.split("..")[0]}] | input.bytes[${bytes.split("..")[1]}] << 8 բանաձևով, մինչդեռ սենսորը ուղարկում է big-endian. 255-ից բարձր ցանկացած արժեք աղավաղվում է։`,
      ],
      fix: `Կարդացեք input.bytes[${bytes.split("..")[0]}] << 8 | input.bytes[${bytes.split("..")[1]}] կարգով։`,
    },
  };
}

const ISSUES: DairyIssue[] = [
  truncated("bonus-2", 2, "bonus(Farm, Amount)", "quality bonus", "որակի հավելավճարը", 40, 0.45),
  truncated("bonus-3", 3, "bonus(Farm, Month, Amount)", "monthly bonus", "ամսական հավելավճարը", 47, 0.35),
  byteOrder("order-volume", "volume", "ծավալը", "4..5", 18, 0.45),
  byteOrder("order-temperature", "temperature", "ջերմաստիճանը", "6..7", 22, 0.35),
  {
    id: "create-unauthorised",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: API,
    line: 24,
    places: ["CoopWeb.CollectionController.create/2", "def create(conn, params)", "POST /api/collections"],
    categories: ["Missing authorization", "CWE-862", "Forged collection", "Բացակայող թույլտվության ստուգում"],
    en: {
      titles: [
        "create/2 records a collection for any farm the collector names",
        "Any collector can add litres to any farm's account",
        "The collection endpoint never checks the collector's route",
      ],
      facts: [
        "CollectionController.create/2 takes farm_id from the params and inserts the collection for it after checking only that the token belongs to some collector; a collector can credit litres to a relative's farm on another route, and %f was paid for two collections on a day its milk was never picked up.",
        "create/2 does not check the farm against the collector's route.",
      ],
      fix: "Load the collector's route from the token and reject farms not on it (a policy in Bodyguard, or a join in the query).",
    },
    hy: {
      titles: [
        "create/2-ը գրանցում է հավաք ցանկացած ֆերմայի համար, որը նշում է հավաքողը",
        "Ցանկացած հավաքող կարող է լիտրեր ավելացնել ցանկացած ֆերմայի հաշվին",
      ],
      facts: [
        "CollectionController.create/2-ը farm_id-ն վերցնում է params-ից և գրանցում հավաքը՝ ստուգելով միայն, որ թոքենը պատկանում է ինչ-որ հավաքողի. %f-ին վճարվել է երկու հավաքի համար մի օր, երբ նրա կաթը չի վերցվել։",
      ],
      fix: "Ստուգեք, որ ֆերման հավաքողի երթուղում է։",
    },
  },
  {
    id: "grade-cut",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: RULES,
    line: 21,
    places: ["grade/3", "grade(Sample, Fat, Grade)", "grade"],
    categories: ["Logic error", "CWE-670", "Wrong grade", "Տրամաբանական սխալ"],
    en: {
      titles: [
        "grade/3 cuts before the somatic cell count is checked",
        "Milk with a high cell count is graded A when its fat is high",
        "The cut in the first grade/3 clause skips the cell-count rule",
      ],
      facts: [
        "The first clause of grade/3 is grade(S, Fat, a) :- Fat >= 3.6, !. so milk at %k fat commits to grade A before the clause that downgrades a somatic cell count over 400,000 is tried; the dairy paid grade A for %f's milk through a mastitis outbreak.",
        "The cut commits to grade A too early.",
      ],
      fix: "Check the cell count first, or move the cut after both conditions: grade(S, Fat, a) :- Fat >= 3.6, cells(S, C), C =< 400000, !.",
    },
    hy: {
      titles: [
        "grade/3-ը կտրում է (!) նախքան սոմատիկ բջիջների քանակի ստուգումը",
        "Բարձր բջջային քանակով կաթը ստանում է A կարգ, երբ յուղայնությունը բարձր է",
      ],
      facts: [
        "grade/3-ի առաջին կանոնը grade(S, Fat, a) :- Fat >= 3.6, !. է, ուստի %k յուղայնությամբ կաթը ստանում է A կարգ նախքան բջիջների քանակի ստուգումը։",
      ],
      fix: "Նախ ստուգեք բջիջների քանակը, հետո դրեք !-ը։",
    },
  },
  {
    id: "schema-order",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: SCHEMA,
    line: 12,
    places: ["collections", "ORDER BY (collected_at)", "ENGINE = MergeTree"],
    categories: ["Inefficient query", "CWE-1050", "Full scan", "Անարդյունավետ հարցում"],
    en: {
      titles: [
        "The collections table is ordered by time alone, so every farm's statement scans the year",
        "A member's monthly statement takes 9 seconds in ClickHouse",
        "ORDER BY (collected_at) does not serve the per-farm queries",
      ],
      facts: [
        "collections is a MergeTree ORDER BY (collected_at), but nearly every query filters on farm_id first; the statement for %f reads every granule of the year, 9 s each, and the month-end run of 2,400 statements takes six hours.",
        "The sorting key leaves out farm_id.",
      ],
      fix: "Order by (farm_id, collected_at), or add a projection ordered so, and partition by month.",
    },
    hy: {
      titles: [
        "collections աղյուսակը դասավորված է միայն ըստ ժամանակի",
        "Անդամի ամսական քաղվածքը ClickHouse-ում տևում է 9 վայրկյան",
      ],
      facts: [
        "collections-ը MergeTree ORDER BY (collected_at) է, բայց գրեթե բոլոր հարցումները զտում են farm_id-ով. %f-ի քաղվածքը կարդում է ամբողջ տարին։",
      ],
      fix: "Դասավորեք ըստ (farm_id, collected_at)։",
    },
  },
  {
    id: "queue-drop",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.4,
    file: APP,
    line: 57,
    places: ["UploadQueue.flush()", "flush()", "UploadQueue"],
    categories: ["Data loss", "CWE-459", "Lost collection", "Տվյալների կորուստ"],
    en: {
      titles: [
        "UploadQueue.flush() deletes queued collections before the server confirms them",
        "Collections recorded without signal are lost when the upload fails",
        "A farm's litres disappear if the truck leaves coverage mid-upload",
      ],
      facts: [
        "flush() removes each collection from the Core Data queue as soon as its request is sent, not when the response arrives; when the truck loses signal in the valley the request fails and the record is gone, and %f's 1,850 litres were missing from a week's statement until the driver's paper slip was found.",
        "The queue forgets records before they are acknowledged.",
      ],
      fix: "Delete a record only on a 2xx response, and send an idempotency key so a retried upload is not counted twice.",
    },
    hy: {
      titles: [
        "UploadQueue.flush()-ը ջնջում է հերթի հավաքները նախքան սերվերի հաստատումը",
        "Առանց կապի գրանցված հավաքները կորչում են, երբ վերբեռնումը ձախողվում է",
      ],
      facts: [
        "flush()-ը հավաքը հեռացնում է հերթից հենց հարցումն ուղարկվելիս, ոչ թե պատասխանը ստանալիս. երբ բեռնատարը կորցնում է կապը, գրառումը կորչում է։",
      ],
      fix: "Ջնջեք գրառումը միայն 2xx պատասխանից հետո։",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; hy: string })[] = [
  {
    id: "remark-rules-docs",
    agent: "reliability",
    file: RULES,
    line: 3,
    place: "grading.pl",
    en: "Document each predicate's modes with a PlDoc comment",
    hy: "Նկարագրեք յուրաքանչյուր պրեդիկատի ռեժիմները PlDoc մեկնաբանությամբ",
  },
  {
    id: "remark-codec-tests",
    agent: "reliability",
    file: CODEC,
    line: 5,
    place: "decodeUplink",
    en: "Keep example payloads next to the decoder as its tests",
    hy: "Պահեք օրինակելի փաթեթները որպես թեստեր",
  },
  {
    id: "remark-controller-split",
    agent: "security",
    file: API,
    line: 8,
    place: "CoopWeb.CollectionController",
    en: "Move the query code into the Collections context",
    hy: "Տեղափոխեք հարցումների կոդը Collections կոնտեքստ",
  },
];

/** How a run writes, kept for the whole run. */
interface DairyStyle {
  armenian: boolean;
  /** Farms by their tank sensor's EUI, not their number. */
  eui: boolean;
  /** Fat in grams per kilogram, not as a percentage. */
  grams: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines given at all. */
  lines: boolean;
}

const SEVERITY_HY: Record<Severity, string> = {
  CRITICAL: "կրիտիկական",
  HIGH: "բարձր",
  MEDIUM: "միջին",
  LOW: "ցածր",
  INFO: "տեղեկատվական",
};

/** `text` with the farm and the fat content written as the run names them. */
function written(text: string, style: DairyStyle): string {
  const farm = style.eui ? "70B3D57ED005A4C1" : style.armenian ? "0412 ֆերմա" : "farm 0412";
  return text.replaceAll("%f", farm).replaceAll("%k", style.grams ? "38 g/kg" : "3.8%");
}

function reportOf(issue: DairyIssue, style: DairyStyle, random: Random, v: number): Finding {
  return cataloguedReport(
    issue,
    {
      words: style.armenian ? issue.hy : issue.en,
      otherLanguage: style.armenian,
      place: style.place,
      said: (severity) =>
        style.armenian ? `Խստություն՝ ${SEVERITY_HY[severity]}։` : `Severity: ${severity.toLowerCase()}.`,
      written: (text) => written(text, style),
      titled: capitalised,
      symbol: (place) => place,
      located: () => locationDrawn(issue.file, issue.line, style.lines, random, v),
    },
    random,
    v,
  );
}

/** `runs` runs of the three agents over the cooperative's code, with each finding's true issue. */
export function dairyRuns(options: GeneratorOptions): Generated {
  return drawRuns<DairyIssue, (typeof REMARKS)[number], DairyStyle>(
    {
      name: "dairy",
      model: "dairy-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        return {
          armenian: random() < 0.3,
          eui: random() < 0.3,
          grams: random() < 0.4,
          place: usualForm(place, v),
          lines: random() < 0.85,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) =>
        remarkReport(
          remark,
          {
            category: style.armenian ? "Պահպանելիություն" : "Maintainability",
            title: style.armenian ? remark.hy : remark.en,
            description: style.armenian
              ? `${remark.hy}։ Մանր բան է, բայց հեշտացնում է պահպանումը։`
              : `${remark.en}. Minor, but it eases maintenance.`,
          },
          locationDrawn(remark.file, remark.line, style.lines, random, v),
        ),
    },
    options,
  );
}
