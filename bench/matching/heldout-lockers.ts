/**
 * The fifty-ninth held-out generator family for grouping quality (issue #12): a courier's parcel
 * lockers as its repository keeps them: the locker controller's MicroPython firmware, a Go API the
 * couriers' and customers' apps call, the lockers' configuration schema in CUE, a Nomad job
 * running the services, and PostgreSQL row-level security policies, reviewed by runs of which
 * some write in Albanian. None of these formats or that language appear anywhere else in the
 * tests.
 *
 * Written in the stop that reads the fifty-eighth family, before the fifty-eighth's errors were
 * read, to take its place as a check; committed before anything was run on it; read, and tuned
 * against, in the same stop, once the sixtieth had taken its place. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - a compartment named by its number (`compartment 14`) or by its place in the grid (`B3`), one
 *    habit a run, in words;
 *  - Nomad's nested blocks as places: a task by its path (`job "lockers" group "api" task
 *    "server"`), by its label alone (`task "server"`) or dotted (`lockers.api.server`);
 *  - CUE definitions with their `#` or without (`#Compartment.size`, `Compartment.size`);
 *  - a row-level security policy by its statement (`POLICY courier_read ON parcels`), its name or
 *    its table;
 *  - categories as plain words, CWE ids, the field's own terms (`Ghost open`) or in Albanian.
 *  - twins: two sensor pins configured without a pull-up, four lines apart in one function; two
 *    Nomad tasks without a memory limit, adjacent blocks; a remark on the firmware.
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

const FIRMWARE = "firmware/controller/main.py";
const API = "api/internal/pickup/handler.go";
const SCHEMA = "config/schema/locker.cue";
const JOB = "deploy/nomad/lockers.nomad.hcl";
const POLICIES = "db/migrations/0042_rls.sql";

type Agent = "security" | "reliability" | "performance";

interface LockerIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Albanian. */
  categories: readonly [string, string, string, string];
  /** `%c` the compartment as the run names it. */
  en: Wording;
  sq: Wording;
}

/** A sensor pin read as a floating input: each pin its own issue. */
function floating(
  id: string,
  pin: number,
  sensor: string,
  sensorSq: string,
  line: number,
  rate: number,
): LockerIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: FIRMWARE,
    line,
    places: ["init_pins", `Pin(${pin}, Pin.IN)`, `PIN_${sensor.toUpperCase().replaceAll(" ", "_")}`],
    categories: ["Hardware misconfiguration", "CWE-1209", "Ghost open", "Konfigurim i gabuar i harduerit"],
    en: {
      titles: [
        `init_pins sets pin ${pin}, the ${sensor}, as an input with no pull-up`,
        `The ${sensor} of %c reads at random when the wire is long`,
        `Pin(${pin}, Pin.IN) floats, so the ${sensor} flickers`,
      ],
      facts: [
        `init_pins configures the ${sensor} as Pin(${pin}, Pin.IN) with neither Pin.PULL_UP nor an external resistor; on the lockers with long harness runs the input floats, the ${sensor} of %c reads open and closed at random, and the controller has reported parcels collected that were still inside.`,
        `Pin ${pin} floats.`,
      ],
      fix: `Configure Pin(${pin}, Pin.IN, Pin.PULL_UP) and debounce the ${sensor} over 50 ms.`,
    },
    sq: {
      titles: [
        `init_pins e konfiguron pinin ${pin}, ${sensorSq}, si hyrje pa rezistencë tërheqëse`,
        `${sensorSq[0]!.toUpperCase()}${sensorSq.slice(1)} e %c lexohet rastësisht`,
      ],
      facts: [
        `init_pins e konfiguron ${sensorSq} si Pin(${pin}, Pin.IN) pa Pin.PULL_UP; hyrja lundron dhe ${sensorSq} e %c raportohet herë e hapur e herë e mbyllur.`,
      ],
      fix: `Përdorni Pin(${pin}, Pin.IN, Pin.PULL_UP).`,
    },
  };
}

/** A Nomad task with no memory limit: each task its own issue. */
function unbounded(
  id: string,
  task: string,
  does: string,
  doesSq: string,
  line: number,
  rate: number,
): LockerIssue {
  return {
    id,
    agent: "performance",
    severity: "MEDIUM",
    rate,
    file: JOB,
    line,
    places: [`job "lockers" group "api" task "${task}"`, `task "${task}"`, `lockers.api.${task}`],
    categories: [
      "Uncontrolled resource consumption",
      "CWE-770",
      "Noisy neighbour",
      "Konsum i pakontrolluar i burimeve",
    ],
    en: {
      titles: [
        `task "${task}" has no memory limit`,
        `The ${task} task can take the whole node's memory`,
        `A leak in the ${task} evicts the other tasks on its node`,
      ],
      facts: [
        `task "${task}", which ${does}, sets resources { cpu = 200 } but no memory, so Nomad places it with the default and the Docker driver enforces nothing; when it leaked last month it took 6 GB on the node and the scheduler evicted the pickup API beside it.`,
        `task "${task}" sets no memory.`,
      ],
      fix: `Set resources { memory = 256, memory_max = 512 } on task "${task}".`,
    },
    sq: {
      titles: [
        `task "${task}" nuk ka kufi memorieje`,
        `Detyra ${task} mund të marrë gjithë memorien e nyjës`,
      ],
      facts: [
        `task "${task}", që ${doesSq}, cakton resources { cpu = 200 } por jo memory; kur rrjedhi muajin e kaluar mori 6 GB dhe nxori API-në e marrjes nga nyja.`,
      ],
      fix: `Vendosni resources { memory = 256, memory_max = 512 }.`,
    },
  };
}

const ISSUES: LockerIssue[] = [
  floating("pin-door", 14, "door sensor", "sensori i derës", 33, 0.45),
  floating("pin-lock", 15, "lock feedback", "sinjali i bravës", 37, 0.35),
  unbounded("memory-server", "server", "serves the apps", "u shërben aplikacioneve", 18, 0.4),
  unbounded("memory-notifier", "notifier", "sends the pickup codes", "dërgon kodet e marrjes", 31, 0.3),
  {
    id: "pickup-brute-force",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: API,
    line: 52,
    places: ["(*Handler).Pickup", "Pickup", "POST /lockers/{id}/pickup"],
    categories: [
      "Improper restriction of excessive authentication attempts",
      "CWE-307",
      "Code guessing",
      "Kufizim i pamjaftueshëm i përpjekjeve",
    ],
    en: {
      titles: [
        "Pickup accepts unlimited guesses of the six-digit code",
        "Any parcel can be taken by trying codes at the locker's API",
        "The pickup code is checked with no attempt limit",
      ],
      facts: [
        "(*Handler).Pickup compares the submitted code with the parcel's six-digit code on every request, with no limit per compartment, per device or per hour; a script tries all million codes in under two hours, and %c of the station at the central station was opened so twice in March.",
        "Codes can be guessed without limit.",
      ],
      fix: "Lock the compartment after five wrong codes, rate-limit by device, and compare with subtle.ConstantTimeCompare.",
    },
    sq: {
      titles: [
        "Pickup pranon përpjekje të pakufizuara për kodin gjashtëshifror",
        "Çdo pako mund të merret duke provuar kode në API-në e kutisë",
      ],
      facts: [
        "(*Handler).Pickup e krahason kodin e dërguar me kodin gjashtëshifror të pakos pa asnjë kufi përpjekjesh; një skript i provon të gjitha kodet për më pak se dy orë, dhe %c u hap kështu dy herë në mars.",
      ],
      fix: "Bllokoni ndarjen pas pesë kodeve të gabuara dhe kufizoni kërkesat.",
    },
  },
  {
    id: "size-unchecked",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: SCHEMA,
    line: 9,
    places: ["#Compartment.size", "Compartment.size", "size"],
    categories: [
      "Improper input validation",
      "CWE-20",
      "Loose schema",
      "Vlerësim i pamjaftueshëm i të dhënave",
    ],
    en: {
      titles: [
        "#Compartment.size accepts any string",
        "A mistyped compartment size passes the schema",
        "Parcels are assigned to compartments too small for them",
      ],
      facts: [
        '#Compartment declares size: string, not the sizes the lockers have; a station configured with "XL " (a trailing space) or "large" validates, the assigner treats the size as unknown and falls back to the smallest, and couriers find %c too small for the parcel the app sent them to.',
        "The size is an open string.",
      ],
      fix: 'Declare size: "S" | "M" | "L" | "XL" and vet every station\'s file in CI with cue vet.',
    },
    sq: {
      titles: ["#Compartment.size pranon çdo varg", "Një madhësi e shkruar gabim e kalon skemën"],
      facts: [
        '#Compartment deklaron size: string; një stacion me "XL " ose "large" kalon verifikimin dhe pakot caktohen në ndarje shumë të vogla, si %c.',
      ],
      fix: 'Deklaroni size: "S" | "M" | "L" | "XL".',
    },
  },
  {
    id: "policy-tenants",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: POLICIES,
    line: 14,
    places: ["POLICY courier_read ON parcels", "courier_read", "parcels"],
    categories: ["Improper access control", "CWE-284", "Tenant leak", "Kontroll i gabuar i aksesit"],
    en: {
      titles: [
        "The courier_read policy lets every courier company read every parcel",
        "Row-level security does not separate the courier companies",
        "A courier sees its competitors' parcels and recipients",
      ],
      facts: [
        "CREATE POLICY courier_read ON parcels FOR SELECT TO courier USING (true) gives the courier role every row; the three courier companies sharing the lockers connect as that role, so each can list the others' parcels with the recipients' names and phone numbers.",
        "The policy's USING clause is true.",
      ],
      fix: "USING (company_id = current_setting('app.company_id')::int), set per connection by the API.",
    },
    sq: {
      titles: [
        "Politika courier_read lejon çdo kompani korrierësh të lexojë çdo pako",
        "Siguria në nivel rreshti nuk i ndan kompanitë",
      ],
      facts: [
        "CREATE POLICY courier_read ON parcels FOR SELECT TO courier USING (true) i jep rolit courier çdo rresht; secila kompani mund të shohë pakot e të tjerave me emrat dhe telefonat e marrësve.",
      ],
      fix: "USING (company_id = current_setting('app.company_id')::int).",
    },
  },
  {
    id: "busy-loop",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: FIRMWARE,
    line: 88,
    places: ["main_loop", "while True", "main.py"],
    categories: ["Inefficient algorithm", "CWE-1050", "Busy wait", "Algoritëm joefikas"],
    en: {
      titles: [
        "main_loop polls the sensors with no sleep",
        "The controller runs its CPU flat out while idle",
        "Lockers on battery last two days instead of two weeks",
      ],
      facts: [
        "main_loop reads every sensor and the modem in a while True loop with no sleep or interrupt, so the ESP32 never idles; the solar lockers' batteries run flat in two days of winter, and %c of a flat locker cannot be opened at all.",
        "The loop never sleeps.",
      ],
      fix: "Wake on pin interrupts and a timer, and lightsleep between them.",
    },
    sq: {
      titles: [
        "main_loop i lexon sensorët pa pushim",
        "Kontrolluesi e mban procesorin plot edhe kur nuk bën asgjë",
      ],
      facts: [
        "main_loop i lexon të gjithë sensorët në një cikël while True pa sleep, kështu që bateritë e kutive diellore shterojnë për dy ditë dhe %c nuk hapet më.",
      ],
      fix: "Përdorni ndërprerje dhe lightsleep.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; sq: string })[] = [
  {
    id: "remark-firmware-constants",
    agent: "reliability",
    file: FIRMWARE,
    line: 6,
    place: "main.py",
    en: "Move the pin numbers into a board definition file",
    sq: "Zhvendosni numrat e pinave në një skedar përkufizimi të pllakës",
  },
  {
    id: "remark-handler-errors",
    agent: "security",
    file: API,
    line: 20,
    place: "Handler",
    en: "Wrap errors with the parcel id before returning them",
    sq: "Mbështillni gabimet me id-në e pakos para se t'i ktheni",
  },
  {
    id: "remark-job-meta",
    agent: "performance",
    file: JOB,
    line: 2,
    place: 'job "lockers"',
    en: "Add meta with the owning team to the job",
    sq: "Shtoni meta me ekipin pronar në punë",
  },
];

/** How a run writes, kept for the whole run. */
interface LockerStyle {
  albanian: boolean;
  /** Compartments by their place in the grid (`B3`), not their number. */
  grid: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines given at all. */
  lines: boolean;
}

const SEVERITY_SQ: Record<Severity, string> = {
  CRITICAL: "kritike",
  HIGH: "e lartë",
  MEDIUM: "e mesme",
  LOW: "e ulët",
  INFO: "informacion",
};

/** `text` with the compartment written as the run names it. */
function written(text: string, style: LockerStyle): string {
  const compartment = style.grid
    ? style.albanian
      ? "ndarja B3"
      : "compartment B3"
    : style.albanian
      ? "ndarja 14"
      : "compartment 14";
  return text.replaceAll("%c", compartment);
}

function reportOf(issue: LockerIssue, style: LockerStyle, random: Random, v: number): Finding {
  return cataloguedReport(
    issue,
    {
      words: style.albanian ? issue.sq : issue.en,
      otherLanguage: style.albanian,
      place: style.place,
      said: (severity) =>
        style.albanian ? `Rëndësia: ${SEVERITY_SQ[severity]}.` : `Severity: ${severity.toLowerCase()}.`,
      written: (text) => written(text, style),
      titled: capitalised,
      symbol: (place) => place,
      located: () => locationDrawn(issue.file, issue.line, style.lines, random, v),
    },
    random,
    v,
  );
}

/** `runs` runs of the three agents over the courier's locker code, with each finding's true issue. */
export function lockersRuns(options: GeneratorOptions): Generated {
  return drawRuns<LockerIssue, (typeof REMARKS)[number], LockerStyle>(
    {
      name: "lockers",
      model: "lockers-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        return {
          albanian: random() < 0.3,
          grid: random() < 0.4,
          place: usualForm(place, v),
          lines: random() < 0.85,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) =>
        remarkReport(
          remark,
          {
            category: style.albanian ? "Mirëmbajtja" : "Maintainability",
            title: style.albanian ? remark.sq : remark.en,
            description: style.albanian
              ? `${remark.sq}. E vogël, por e lehtëson mirëmbajtjen.`
              : `${remark.en}. Minor, but it eases maintenance.`,
          },
          locationDrawn(remark.file, remark.line, style.lines, random, v),
        ),
    },
    options,
  );
}
