/**
 * The fifty-fifth held-out generator family for grouping quality (issue #12): a ferry operator's
 * booking and vessel tracking as its repository keeps it: an AIS decoder in C for the `!AIVDM`
 * sentences the ships broadcast, systemd units that run the ingest, a booking API in Kotlin with
 * Ktor and its OpenAPI document, reviewed by runs of which some write in Welsh. None of these
 * formats or that language appear anywhere else in the tests.
 *
 * Written in the stop that reads the forty-eighth to fifty-fourth families, before the
 * fifty-fourth's errors were read, to take its place as a check; committed before anything was
 * run on it; read, and tuned against, in the next stop, once the fifty-sixth had taken its place. Self-contained: its own catalogue and its own model of how
 * reports vary, its numbers from the project's seeded generator (src/util/random.ts). What it
 * models that the other families do not:
 *  - a systemd unit named by its unit name (`ais-ingest.service`), as `systemctl` shows it, or by
 *    its path, one habit a run; its settings by section and key (`[Service] User`);
 *  - an AIS message named by its type number (`type 5`) or by its name (`static and voyage
 *    data`), one habit a run, in places and words;
 *  - places as a C function, a sentence's field, a Ktor route (`post("/bookings/{id}/cancel")`)
 *    or an OpenAPI operation (`paths./bookings/{id}/cancel.post`);
 *  - categories as plain words, CWE ids, the field's own terms (`Ghost vessel`) or in Welsh.
 *  - twins: two fields of one message copied past their buffer in one function, nine lines apart;
 *    two routes that change a booking without checking whose it is, adjacent handlers; a remark
 *    on the decoder.
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
  lineDrawn,
  remarkReport,
  usualForm,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const DECODER = "ais/src/decoder.c";
const UNIT = "deploy/systemd/ais-ingest.service";
const ROUTES = "booking/src/main/kotlin/cymru/fferi/routes/Bookings.kt";
const OPENAPI = "booking/openapi.yaml";
const PRICING = "booking/src/main/kotlin/cymru/fferi/pricing/Fares.kt";

type Agent = "security" | "reliability" | "performance";

interface FerryIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third: `%m` the AIS message as the run names it. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Welsh. */
  categories: readonly [string, string, string, string];
  en: Wording;
  cy: Wording;
}

/** A field of the static and voyage data message copied past its buffer: each field its own issue. */
function overread(
  id: string,
  field: string,
  bits: number,
  cy: string,
  line: number,
  rate: number,
): FerryIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: DECODER,
    line,
    places: ["decode_type5", `msg->${field}`, "%m"],
    categories: ["Out-of-bounds read", "CWE-125", "Decoder crash", "Darllen y tu allan i'r terfynau"],
    en: {
      titles: [
        `decode_type5 reads the ${field} past the end of a short payload`,
        `The ${field} of %m is decoded without checking the payload's length`,
        `A truncated %m sentence can crash the ingest`,
      ],
      facts: [
        `decode_type5 copies the ${field} (${bits} bits of six-bit text) with sixbit_string(payload, offset, ${bits / 6}) and never checks that the payload holds that many bits; a %m sentence cut short by a weak signal, or sent on purpose from a cheap transmitter, makes it read past the buffer, and the ingest has crashed twice at the Holyhead terminal.`,
        `The ${field} is read past the payload.`,
      ],
      fix: `Check payload_bits >= offset + ${bits} before decoding the ${field}, and treat a short message as partial.`,
    },
    cy: {
      titles: [
        `Mae decode_type5 yn darllen y ${cy} y tu hwnt i ddiwedd llwyth byr`,
        `Caiff ${cy} %m ei ddatgodio heb wirio hyd y llwyth`,
      ],
      facts: [
        `Mae decode_type5 yn copïo'r ${cy} (${bits} did) gyda sixbit_string(payload, offset, ${bits / 6}) heb wirio bod y llwyth yn ddigon hir; mae brawddeg %m fer yn gwneud iddo ddarllen y tu hwnt i'r byffer.`,
      ],
      fix: `Gwiriwch payload_bits >= offset + ${bits} cyn datgodio'r ${cy}.`,
    },
  };
}

/** A route that changes a booking without checking whose it is: each route its own issue. */
function notOwner(
  id: string,
  verb: string,
  route: string,
  cy: string,
  line: number,
  rate: number,
): FerryIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: ROUTES,
    line,
    places: [`post("${route}")`, `POST ${route}`, `paths.${route}.post`],
    categories: [
      "Insecure direct object reference",
      "CWE-639",
      "Booking takeover",
      "Cyfeirnod gwrthrych uniongyrchol ansicr",
    ],
    en: {
      titles: [
        `POST ${route} lets any customer ${verb} any booking`,
        `The ${verb} route never checks the booking's owner`,
        `Bookings can be ${verb === "cancel" ? "cancelled" : "changed"} by guessing their reference`,
      ],
      facts: [
        `The handler for POST ${route} loads the booking by id and ${verb === "cancel" ? "cancels" : "changes"} it for whoever is signed in; booking references are sequential, so one account can ${verb} other passengers' crossings, and a ${verb === "cancel" ? "cancelled" : "changed"} vehicle booking on a full sailing is resold within minutes.`,
        `POST ${route} does not check ownership.`,
      ],
      fix: `Compare the booking's customerId with the principal's before the ${verb}, and answer 404 when they differ.`,
    },
    cy: {
      titles: [
        `Mae POST ${route} yn gadael i unrhyw gwsmer ${cy} unrhyw archeb`,
        `Nid yw'r llwybr yn gwirio perchennog yr archeb`,
      ],
      facts: [
        `Mae'r triniwr ar gyfer POST ${route} yn llwytho'r archeb yn ôl ei id ac yn ei ${cy} i bwy bynnag sydd wedi mewngofnodi; mae'r cyfeirnodau yn olynol.`,
      ],
      fix: `Cymharwch customerId yr archeb â'r defnyddiwr cyn ${cy}.`,
    },
  };
}

const ISSUES: FerryIssue[] = [
  overread("overread-name", "name", 120, "enw", 88, 0.45),
  overread("overread-destination", "destination", 120, "cyrchfan", 97, 0.35),
  notOwner("owner-cancel", "cancel", "/bookings/{id}/cancel", "canslo", 64, 0.45),
  notOwner("owner-amend", "amend", "/bookings/{id}/amend", "newid", 81, 0.35),
  {
    id: "unit-root",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: UNIT,
    line: 9,
    places: ["[Service] User", "User=root", "ais-ingest.service"],
    categories: [
      "Execution with unnecessary privileges",
      "CWE-250",
      "Root service",
      "Gweithredu gyda breintiau diangen",
    ],
    en: {
      titles: [
        "ais-ingest.service runs the decoder as root",
        "The ingest unit sets User=root",
        "A decoder bug gives root on the tracking server",
      ],
      facts: [
        "ais-ingest.service sets User=root in [Service] and no sandboxing, and the decoder it runs parses radio input anyone can transmit; any memory bug in it is a root shell on the server that also holds the booking database's credentials.",
        "The ingest runs as root.",
      ],
      fix: "Run it as a dedicated user (DynamicUser=yes), with ProtectSystem=strict, NoNewPrivileges=yes and only the serial device allowed.",
    },
    cy: {
      titles: ["Mae ais-ingest.service yn rhedeg y datgodiwr fel root", "Mae'r uned yn gosod User=root"],
      facts: [
        "Mae ais-ingest.service yn gosod User=root yn [Service] heb flwch tywod, ac mae'r datgodiwr yn dosrannu mewnbwn radio y gall unrhyw un ei drosglwyddo.",
      ],
      fix: "Rhedwch ef fel defnyddiwr penodol (DynamicUser=yes) gyda ProtectSystem=strict.",
    },
  },
  {
    id: "unit-restart",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: UNIT,
    line: 14,
    places: ["[Service] Restart", "Restart=no", "ais-ingest.service"],
    categories: ["Missing recovery", "CWE-1088", "Tracking gap", "Adferiad coll"],
    en: {
      titles: [
        "ais-ingest.service is not restarted when the decoder crashes",
        "Restart=no leaves vessel tracking down until someone notices",
        "Ships vanish from the port map after a decoder crash",
      ],
      facts: [
        "ais-ingest.service sets Restart=no, so when the decoder exits the ships' positions stop updating; the port map keeps showing the last positions, and on the night of the last crash a ferry was shown at its berth for two hours while it was crossing.",
        "The unit never restarts.",
      ],
      fix: "Set Restart=on-failure with RestartSec=2, and mark positions older than a minute as stale on the map.",
    },
    cy: {
      titles: [
        "Nid yw ais-ingest.service yn ailgychwyn pan fydd y datgodiwr yn chwalu",
        "Mae Restart=no yn gadael olrhain llongau i lawr",
      ],
      facts: [
        "Mae ais-ingest.service yn gosod Restart=no, felly pan fydd y datgodiwr yn gorffen mae safleoedd y llongau yn peidio â diweddaru.",
      ],
      fix: "Gosodwch Restart=on-failure gyda RestartSec=2.",
    },
  },
  {
    id: "mmsi-unchecked",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: DECODER,
    line: 42,
    places: ["decode_position", "msg->mmsi", "%p"],
    categories: ["Improper input validation", "CWE-20", "Ghost vessel", "Dilysu mewnbwn amhriodol"],
    en: {
      titles: [
        "decode_position accepts any MMSI, including 0 and test ids",
        "Position reports with invalid MMSIs create ghost vessels",
        "%p messages are stored without validating the MMSI",
      ],
      facts: [
        "decode_position stores every %p message under its MMSI without checking it is nine digits and not a test or zero id; transponders left in test mode and a training set ashore show up as vessels in the harbour approach, and the duty officer has twice called a ship that does not exist.",
        "The MMSI is not validated.",
      ],
      fix: "Reject MMSIs outside 200000000–799999999 for ships, and keep other ranges (base stations, aids to navigation) apart.",
    },
    cy: {
      titles: [
        "Mae decode_position yn derbyn unrhyw MMSI, gan gynnwys 0",
        "Mae adroddiadau safle gyda MMSI annilys yn creu llongau ffug",
      ],
      facts: [
        "Mae decode_position yn storio pob neges %p o dan ei MMSI heb wirio ei fod yn naw digid; mae trawsatebwyr yn y modd prawf yn ymddangos fel llongau.",
      ],
      fix: "Gwrthodwch MMSI y tu allan i 200000000–799999999 ar gyfer llongau.",
    },
  },
  {
    id: "fares-float",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.45,
    file: PRICING,
    line: 27,
    places: ["Fares.total", "total", "Fares"],
    categories: ["Incorrect calculation", "CWE-682", "Fare rounding", "Cyfrifiad anghywir"],
    en: {
      titles: [
        "Fares.total adds prices as Double",
        "Floating-point fares are a penny off on some bookings",
        "Refunds do not match what was charged",
      ],
      facts: [
        "Fares.total sums the passenger, vehicle and cabin prices as Double and rounds once at the end; £34.10 + £12.20 + £0.35 comes to £46.64 on some bookings, the card is charged that, and the refund path, which sums in pence, pays back £46.65.",
        "Prices are added as floating point.",
      ],
      fix: "Keep prices as Long pence (or BigDecimal with scale 2) from the fare table to the payment request.",
    },
    cy: {
      titles: [
        "Mae Fares.total yn adio prisiau fel Double",
        "Mae prisiau pwynt arnawf geiniog allan ar rai archebion",
      ],
      facts: [
        "Mae Fares.total yn adio prisiau teithwyr, cerbydau a chabanau fel Double; ar rai archebion mae'r cyfanswm geiniog yn wahanol i'r ad-daliad.",
      ],
      fix: "Cadwch brisiau fel Long mewn ceiniogau.",
    },
  },
  {
    id: "availability-n-plus-one",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: ROUTES,
    line: 33,
    places: ['get("/sailings/{id}/availability")', "GET /sailings/{id}/availability", "availability"],
    categories: ["Inefficient query", "CWE-1073", "Slow availability", "Ymholiad aneffeithlon"],
    en: {
      titles: [
        "The availability route loads each booking's vehicles one query at a time",
        "GET /sailings/{id}/availability makes 600 queries",
        "Checking a sailing's space takes four seconds at peak",
      ],
      facts: [
        "The handler for GET /sailings/{id}/availability reads the sailing's bookings, then each booking's vehicles with its own query to sum the lane metres; a full summer sailing has 600 bookings, and the booking page waits four seconds for it on Friday evenings.",
        "Vehicles are loaded per booking.",
      ],
      fix: "Sum the lane metres in one query grouped by sailing, or keep a running total on the sailing updated with each booking.",
    },
    cy: {
      titles: [
        "Mae'r llwybr argaeledd yn llwytho cerbydau pob archeb un ymholiad ar y tro",
        "Mae GET /sailings/{id}/availability yn gwneud 600 ymholiad",
      ],
      facts: [
        "Mae'r triniwr ar gyfer GET /sailings/{id}/availability yn darllen archebion y fordaith, yna cerbydau pob archeb gyda'i ymholiad ei hun; mae gan fordaith lawn 600 archeb.",
      ],
      fix: "Adiwch y metrau lôn mewn un ymholiad.",
    },
  },
  {
    id: "openapi-no-auth",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.35,
    file: OPENAPI,
    line: 12,
    places: ["security", "components.securitySchemes", "openapi.yaml"],
    categories: ["Missing authentication", "CWE-306", "Unauthenticated API", "Dilysu coll"],
    en: {
      titles: [
        "openapi.yaml declares no security requirement",
        "The generated clients call the booking API without a token",
        "The API document says every operation is public",
      ],
      facts: [
        "openapi.yaml has no top-level security and no securitySchemes, so the partners' clients generated from it send no token, and the gateway, configured from the same document, lets their calls through unauthenticated on the operations the Kotlin code does not check itself.",
        "No security scheme is declared.",
      ],
      fix: "Declare the OAuth2 scheme in components.securitySchemes and a top-level security requirement, and mark the public operations with security: [].",
    },
    cy: {
      titles: [
        "Nid yw openapi.yaml yn datgan unrhyw ofyniad diogelwch",
        "Mae'r cleientiaid yn galw'r API heb docyn",
      ],
      facts: [
        "Nid oes gan openapi.yaml security na securitySchemes, felly mae cleientiaid y partneriaid yn anfon dim tocyn ac mae'r porth yn gadael iddynt fynd drwodd.",
      ],
      fix: "Datganwch y cynllun OAuth2 yn components.securitySchemes.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; cy: string })[] = [
  {
    id: "remark-decoder-tables",
    agent: "security",
    file: DECODER,
    line: 12,
    place: "decoder.c",
    en: "Describe each message's fields in a table instead of one function per type",
    cy: "Disgrifiwch feysydd pob neges mewn tabl yn lle un swyddogaeth i bob math",
  },
  {
    id: "remark-routes-split",
    agent: "performance",
    file: ROUTES,
    line: 20,
    place: "bookings",
    en: "Split Route.bookings() into one file per resource",
    cy: "Rhannwch Route.bookings() yn un ffeil i bob adnodd",
  },
  {
    id: "remark-fares-docs",
    agent: "reliability",
    file: PRICING,
    line: 8,
    place: "Fares",
    en: "Document the units of Fares' fields",
    cy: "Dogfennwch unedau meysydd Fares",
  },
];

/** How a run writes, kept for the whole run. */
interface FerryStyle {
  welsh: boolean;
  /** AIS messages by their names, not their type numbers. */
  messageNames: boolean;
  /** The systemd unit by its unit name, as systemctl shows it. */
  unitName: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines given at all. */
  lines: boolean;
}

const SEVERITY_CY: Record<Severity, string> = {
  CRITICAL: "critigol",
  HIGH: "uchel",
  MEDIUM: "canolig",
  LOW: "isel",
  INFO: "gwybodaeth",
};

/** `text` with the AIS messages written as the run names them: `%m` type 5, `%p` types 1 to 3. */
function written(text: string, style: FerryStyle): string {
  return text
    .replaceAll(
      "%m",
      style.messageNames ? (style.welsh ? "data statig a mordaith" : "static and voyage data") : "type 5",
    )
    .replaceAll("%p", style.messageNames ? (style.welsh ? "adroddiad safle" : "position report") : "type 1");
}

function located(file: string, line: number, style: FerryStyle, random: Random, v: number) {
  const at = lineDrawn(line, style.lines, random, v);
  const named =
    style.unitName && file === UNIT
      ? "ais-ingest.service"
      : random() < v * 0.15
        ? file.slice(file.lastIndexOf("/") + 1)
        : file;
  return { file: named, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: FerryIssue, style: FerryStyle, random: Random, v: number): Finding {
  return cataloguedReport(
    issue,
    {
      words: style.welsh ? issue.cy : issue.en,
      otherLanguage: style.welsh,
      place: style.place,
      said: (severity) =>
        style.welsh ? `Difrifoldeb: ${SEVERITY_CY[severity]}.` : `Severity: ${severity.toLowerCase()}.`,
      written: (text) => written(text, style),
      titled: capitalised,
      located: () => located(issue.file, issue.line, style, random, v),
    },
    random,
    v,
  );
}

/** `runs` runs of the three agents over the ferry operator's code, with each finding's true issue. */
export function ferryRuns(options: GeneratorOptions): Generated {
  return drawRuns<FerryIssue, (typeof REMARKS)[number], FerryStyle>(
    {
      name: "ferry",
      model: "ferry-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        return {
          welsh: random() < 0.3,
          messageNames: random() < 0.4,
          unitName: random() < 0.15 + v * 0.3,
          place: usualForm(place, v),
          lines: random() < 0.85,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) =>
        remarkReport(
          remark,
          {
            category: style.welsh ? "Cynaladwyedd" : "Maintainability",
            title: style.welsh ? remark.cy : remark.en,
            description: style.welsh
              ? `${remark.cy}. Mân beth, ond mae'n haws ei gynnal.`
              : `${remark.en}. Minor, but it eases maintenance.`,
          },
          located(remark.file, remark.line, style, random, v),
        ),
    },
    options,
  );
}
