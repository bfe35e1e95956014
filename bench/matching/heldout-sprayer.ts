/**
 * The fiftieth held-out generator family for grouping quality (issue #12): a farming
 * cooperative's crop-spraying drones as their repository keeps them: a QGroundControl mission
 * (`.plan`, JSON) with its geofence, the PX4 parameter file and a PX4 module in C++ that drives
 * the sprayer's pump, an ISOBUS task file (ISO 11783-10 `TASKDATA.XML`), a QGIS plugin in Python
 * that writes prescription maps, a Go service that ingests the drones' telemetry and a
 * TimescaleDB continuous aggregate, reviewed by runs of which some write in Basque (case endings
 * joined to names with a hyphen: `Run()`-en, `NAV_DLL_ACT`-ek). None of these formats or that
 * language appear anywhere else in the tests.
 *
 * Written in the stop that reads the forty-eighth family, once the forty-ninth was written and
 * before the forty-ninth's errors were read, to take its place as a check; committed before
 * anything was run on it; tuned against once its errors were read, in the same stop, once the
 * fifty-first was written. Self-contained: its own catalogue and its own model of how reports
 * vary, its numbers from the project's seeded generator (src/util/random.ts). What it models
 * that the other families do not:
 *  - a mission's items numbered from 0, as the file's array holds them (`mission.items[6]`), or
 *    from 1, as the planner shows them (`waypoint 7`), one habit a run, in places and in words
 *    alike: one run's `waypoint 7` is another's `items[7]`'s neighbour;
 *  - heights and speeds in metres or in feet, one habit a run (`12 m` / `39 ft`);
 *  - flight parameters as a name (`NAV_DLL_ACT`), the shell command that sets them
 *    (`param set NAV_DLL_ACT 0`) or the failsafe they control;
 *  - places as a uORB topic, an ISOBUS element's id (`PDV` of `TSK1`), a DDI, a Go method with
 *    its receiver, a route, or a continuous aggregate;
 *  - categories as plain words, CWE ids, the field's own terms (`Flight safety`) or in Basque.
 *  - twins: two waypoints under the power line's clearance, adjacent items of one mission; two
 *    failsafe actions switched off, three lines apart in the parameter file; a remark on the
 *    parameter file.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import type { Random } from "../../src/util/random.js";
import {
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

const MISSION = "missions/field-12.plan";
const PARAMS = "px4/params/sprayer.params";
const SPRAYER = "px4/src/modules/sprayer/SprayerControl.cpp";
const TASKDATA = "isobus/TASKDATA.XML";
const RATES = "qgis-plugin/prescription_maps/rates.py";
const INGEST = "ingest/internal/server/telemetry.go";
const AGGREGATE = "db/migrations/0007_spray_rate_hourly.sql";

type Agent = "security" | "reliability" | "performance";

interface SprayIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third (`%i` a mission item's number as the run counts). */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Basque. */
  categories: readonly [string, string, string, string];
  /** The mission item the issue is at, numbered from 0, where it is one. */
  item?: number;
  en: Wording;
  eu: Wording;
}

/** A waypoint of the mission under the power line's clearance: each waypoint its own issue. */
function underLine(id: string, item: number, height: number, line: number, rate: number): SprayIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: MISSION,
    line,
    item,
    places: ["mission.items[%0]", "waypoint %1", "NAV_WAYPOINT %1"],
    categories: ["Unsafe flight path", "CWE-1188", "Flight safety", "Hegaldi-bide arriskutsua"],
    en: {
      titles: [
        `Waypoint %1 flies at «${height} m» under the power line's clearance`,
        `mission.items[%0] is below the minimum height over the line`,
        `The field-12 mission crosses the 20 kV line at «${height} m»`,
      ],
      facts: [
        `Item %0 of the mission (waypoint %1 in the planner) has Altitude «${height} m» relative to home, and its leg crosses the 20 kV line at the field's north edge, whose wires hang at «11 m»; the cooperative's rule is «5 m» of clearance, so the drone passes within «${Math.max(1, 16 - height)} m» of the wires with the boom extended.`,
        `Waypoint %1 is too low over the power line.`,
      ],
      fix: `Raise waypoint %1 to «16 m» or end the spray line «20 m» short of the line and cross it at transit height.`,
    },
    eu: {
      titles: [
        `%1. bide-puntua «${height} m»-ra doa, linea elektrikoaren tartearen azpitik`,
        `mission.items[%0] linearen gaineko gutxieneko altueraren azpitik dago`,
      ],
      facts: [
        `Misioaren %0. elementuak (planifikatzaileko %1. bide-puntua) «${height} m»-ko altitudea du etxearekiko, eta bere zatiak soroaren iparraldeko 20 kV-ko linea gurutzatzen du, hariak «11 m»-ra daudela; kooperatibaren araua «5 m»-ko tartea da.`,
      ],
      fix: `Igo %1. bide-puntua «16 m»-ra edo amaitu ihinztatze-lerroa linea baino «20 m» lehenago.`,
    },
  };
}

/** A failsafe action switched off in the parameter file: each parameter its own issue. */
function failsafeOff(
  id: string,
  param: string,
  what: string,
  eu: string,
  line: number,
  rate: number,
): SprayIssue {
  return {
    id,
    agent: "reliability",
    severity: "CRITICAL",
    rate,
    file: PARAMS,
    line,
    places: [param, `param set ${param} 0`, `${param} = 0`],
    categories: ["Missing failsafe", "CWE-1247", "Failsafe disabled", "Hutsegite-babesik gabe"],
    en: {
      titles: [
        `${param} is 0: the drone does nothing on ${what}`,
        `The ${what} failsafe is disabled`,
        `sprayer.params switches off the action on ${what}`,
      ],
      facts: [
        `sprayer.params sets ${param} to 0 (disabled), so on ${what} the drone keeps flying its mission with the pump running; over the neighbouring vineyard that is spray drift onto a crop the product is not approved for, and at the end of the mission it hovers until the battery fails.`,
        `${param} disables the ${what} failsafe.`,
      ],
      fix: `Set ${param} to 2 (return to launch) and test it on the bench with the sprayer's tank empty.`,
    },
    eu: {
      titles: [
        `${param} 0 da: droneak ez du ezer egiten ${eu} denean`,
        `${eu} hutsegite-babesa desgaituta dago`,
      ],
      facts: [
        `sprayer.params-ek ${param} 0 balioan jartzen du (desgaituta), eta ${eu} denean droneak misioa jarraitzen du ponpa martxan dela; ondoko mahastiaren gainean, produktua onartuta ez dagoen labore batera isurtzen da.`,
      ],
      fix: `Jarri ${param} 2 balioan (abiapuntura itzuli) eta probatu mahaian depositua hutsik dagoela.`,
    },
  };
}

const ISSUES: SprayIssue[] = [
  underLine("waypoint-low-a", 6, 12, 88, 0.45),
  underLine("waypoint-low-b", 7, 13, 99, 0.35),
  failsafeOff("dll-off", "NAV_DLL_ACT", "losing the data link", "datu-lotura galtzen", 41, 0.45),
  failsafeOff("rcl-off", "NAV_RCL_ACT", "losing the remote control", "urruneko agintea galtzen", 44, 0.35),
  {
    id: "geofence-exclusion",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.45,
    file: MISSION,
    line: 142,
    places: ["geoFence.polygons[0].inclusion", "geoFence", "polygons[0]"],
    categories: ["Incorrect configuration", "CWE-16", "Geofence inverted", "Konfigurazio okerra"],
    en: {
      titles: [
        "The field's geofence polygon is an exclusion zone",
        'geoFence.polygons[0] has "inclusion": false',
        "The geofence keeps the drone out of the field instead of in it",
      ],
      facts: [
        'The mission\'s geoFence has one polygon, the field boundary, with "inclusion": false, so PX4 treats the field as the only place the drone may not go; drifting off the field in a gust breaches nothing, and the geofence action never fires where it matters.',
        "The geofence polygon is inverted.",
      ],
      fix: 'Set "inclusion": true on the field polygon and add the neighbouring vineyard as an exclusion polygon.',
    },
    eu: {
      titles: [
        "Soroaren geohesiaren poligonoa bazterketa-eremua da",
        'geoFence.polygons[0]-k "inclusion": false du',
      ],
      facts: [
        'Misioaren geoFence-k poligono bakarra du, soroaren muga, "inclusion": false-rekin, beraz PX4-k soroa hartzen du droneak joan ezin duen leku bakartzat; haize-bolada batean sorotik ateratzean ez da ezer urratzen.',
      ],
      fix: 'Jarri "inclusion": true soroaren poligonoan eta gehitu ondoko mahastia bazterketa-poligono gisa.',
    },
  },
  {
    id: "pump-on-breach",
    agent: "reliability",
    severity: "CRITICAL",
    rate: 0.5,
    file: SPRAYER,
    line: 118,
    places: ["SprayerControl::Run", "Run()", "geofence_result"],
    categories: [
      "Improper check for unusual conditions",
      "CWE-754",
      "Spray outside field",
      "Baldintza ezohikoen egiaztapen okerra",
    ],
    en: {
      titles: [
        "SprayerControl::Run keeps the pump on after a geofence breach",
        "The pump ignores geofence_result",
        "Spraying continues outside the field when the geofence is breached",
      ],
      facts: [
        "SprayerControl::Run sets the pump's duty from the prescription map and the ground speed, and reads vehicle_status only for arming; it never subscribes to geofence_result, so when the drone breaches the fence and starts its return the pump keeps spraying at the last rate over whatever it crosses.",
        "The pump is not stopped on a geofence breach.",
      ],
      fix: "Subscribe to geofence_result and cut the pump (duty 0) whenever geofence_action is set, before the return starts.",
    },
    eu: {
      titles: [
        "SprayerControl::Run()-ek ponpa piztuta uzten du geohesia urratu ondoren",
        "Ponpak ez dio geofence_result-i kasurik egiten",
      ],
      facts: [
        "SprayerControl::Run()-ek ponparen lan-zikloa agindu-mapatik eta abiaduratik ezartzen du, eta vehicle_status armatzeko bakarrik irakurtzen du; ez da inoiz geofence_result-era harpidetzen, eta droneak hesia urratzean ponpak ihinztatzen jarraitzen du.",
      ],
      fix: "Harpidetu geofence_result-era eta moztu ponpa geofence_action ezarrita dagoenean.",
    },
  },
  {
    id: "poll-1khz",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: SPRAYER,
    line: 64,
    places: ["SprayerControl::init", "ScheduleOnInterval(1_ms)", "SprayerControl"],
    categories: ["Excessive resource use", "CWE-400", "CPU load", "Baliabideen gehiegizko erabilera"],
    en: {
      titles: [
        "The sprayer module runs every millisecond",
        "ScheduleOnInterval(1_ms) for a pump that changes at 10 Hz",
        "SprayerControl takes 9% of the flight controller's CPU",
      ],
      facts: [
        "SprayerControl::init schedules Run with ScheduleOnInterval(1_ms), a thousand times a second, while the prescription map's rate changes at most ten times a second; on the Pixhawk 4 the module takes 9% of the CPU and the attitude controller's loop starts to miss deadlines with the camera on.",
        "The module is scheduled too often.",
      ],
      fix: "Run on vehicle_local_position updates (registerCallback) or at 20 ms.",
    },
    eu: {
      titles: [
        "Ihinztagailuaren modulua milisegundo bakoitzean exekutatzen da",
        "ScheduleOnInterval(1_ms) 10 Hz-tan aldatzen den ponpa baterako",
      ],
      facts: [
        "SprayerControl::init-ek Run ScheduleOnInterval(1_ms)-ekin programatzen du, mila aldiz segundoko, agindu-maparen tasa segundoko hamar aldiz gehienez aldatzen den bitartean; Pixhawk 4-an moduluak CPUaren % 9 hartzen du.",
      ],
      fix: "Exekutatu vehicle_local_position eguneratzeetan edo 20 ms-ro.",
    },
  },
  {
    id: "ddi-unit",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.4,
    file: TASKDATA,
    line: 23,
    places: ['PDV A="0001"', "TSK1/TZN1/PDV", "DDI 0x0001"],
    categories: [
      "Incorrect conversion between numeric types",
      "CWE-681",
      "Wrong application rate",
      "Zenbakizko bihurketa okerra",
    ],
    en: {
      titles: [
        "The task's rate (DDI 1) is written in l/ha, the unit is mm³/m²",
        'PDV A="0001" in TSK1 applies ten times the prescribed rate',
        "ISOXML task data overdoses the field by a factor of 10",
      ],
      facts: [
        "TASKDATA.XML writes the treatment zone's setpoint volume per area, PDV A=\"0001\" (DDI 1), as 150 for 150 l/ha; DDI 1 is in mm³/m², where 150 l/ha is 15,000, and the sprayer's terminal reads it as 1.5 l/ha: the zone is underdosed a hundredfold, or, with the plugin's factor of 1,000 applied, overdosed tenfold.",
        "The process data value's unit is wrong.",
      ],
      fix: 'Convert l/ha to mm³/m² (× 100) when writing PDV A="0001", and check the value against the DDI dictionary\'s range.',
    },
    eu: {
      titles: [
        "Atazaren tasa (DDI 1) l/ha-tan idatzita dago, unitatea mm³/m² da",
        'TSK1-eko PDV A="0001"-ek agindutako tasa hamar aldiz aplikatzen du',
      ],
      facts: [
        'TASKDATA.XML-k tratamendu-eremuaren bolumena azalerako, PDV A="0001" (DDI 1), 150 gisa idazten du 150 l/ha-rentzat; DDI 1 mm³/m²-tan dago, eta terminalak 1,5 l/ha gisa irakurtzen du.',
      ],
      fix: 'Bihurtu l/ha mm³/m²-ra (× 100) PDV A="0001" idaztean.',
    },
  },
  {
    id: "wrong-crs",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.4,
    file: RATES,
    line: 57,
    places: ["RateWriter.write_shapefile", "write_shapefile", "QgsCoordinateReferenceSystem"],
    categories: ["Incorrect calculation", "CWE-682", "Map misalignment", "Kalkulu okerra"],
    en: {
      titles: [
        "write_shapefile labels UTM coordinates as EPSG:4326",
        "Prescription maps are written with the wrong CRS",
        "The sprayer applies each rate hundreds of kilometres away",
      ],
      facts: [
        "RateWriter.write_shapefile writes the zones' geometry as the layer holds it, in EPSG:25830 (UTM 30N), but sets the file's CRS to EPSG:4326; the terminal reads 525,000 m easting as degrees, finds no zone under the sprayer, and applies the default rate to the whole field.",
        "The shapefile's CRS does not match its coordinates.",
      ],
      fix: "Transform the geometry to EPSG:4326 with QgsCoordinateTransform before writing, or write the layer's own CRS.",
    },
    eu: {
      titles: [
        "write_shapefile-k UTM koordenatuak EPSG:4326 gisa etiketatzen ditu",
        "Agindu-mapak CRS okerrarekin idazten dira",
      ],
      facts: [
        "RateWriter.write_shapefile-k eremuen geometria geruzak duen bezala idazten du, EPSG:25830-n (UTM 30N), baina fitxategiaren CRSa EPSG:4326 gisa ezartzen du; terminalak ez du eremurik aurkitzen eta tasa lehenetsia aplikatzen du soro osoan.",
      ],
      fix: "Eraldatu geometria EPSG:4326-ra QgsCoordinateTransform-ekin idatzi aurretik.",
    },
  },
  {
    id: "rate-eval",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: RATES,
    line: 92,
    places: ["RateWriter.rate_for", "rate_for", "eval"],
    categories: ["Code injection", "CWE-95", "Expression injection", "Kode-injekzioa"],
    en: {
      titles: [
        "rate_for evaluates the zone's rate_expr attribute with eval()",
        "Python eval() on attributes of a shared field layer",
        "A field boundary file can run code in QGIS",
      ],
      facts: [
        "RateWriter.rate_for computes each zone's rate with eval(feature['rate_expr']), and the boundary layers come from the agronomists' shared folder and from farmers by e-mail; an attribute such as __import__('os').system(…) runs with the user's rights when the map is generated.",
        "eval() is called on layer attributes.",
      ],
      fix: "Parse rate_expr with QgsExpression, which evaluates expressions without Python, or accept only a number.",
    },
    eu: {
      titles: [
        "rate_for-ek eremuaren rate_expr atributua eval()-ekin ebaluatzen du",
        "Python eval() partekatutako soro-geruza baten atributuetan",
      ],
      facts: [
        "RateWriter.rate_for-ek eremu bakoitzaren tasa eval(feature['rate_expr'])-ekin kalkulatzen du, eta muga-geruzak agronomoen karpeta partekatutik eta nekazarien posta elektronikotik datoz; atributu batek kodea exekuta dezake.",
      ],
      fix: "Aztertu rate_expr QgsExpression-ekin, edo onartu zenbaki bat bakarrik.",
    },
  },
  {
    id: "telemetry-no-auth",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: INGEST,
    line: 33,
    places: ["(*Server).handleTelemetry", "POST /v1/telemetry", "handleTelemetry"],
    categories: [
      "Missing authentication for critical function",
      "CWE-306",
      "Unauthenticated ingest",
      "Autentifikaziorik gabeko funtzio kritikoa",
    ],
    en: {
      titles: [
        "POST /v1/telemetry accepts data from anyone",
        "handleTelemetry does not authenticate the drone",
        "Spray records can be forged through the telemetry endpoint",
      ],
      facts: [
        "(*Server).handleTelemetry stores every posted record under the drone_id in its body without checking a token or the client certificate; the spray records it stores are what the cooperative submits to the regional government as proof of application, so anyone who finds the endpoint can add or overwrite them.",
        "The telemetry endpoint has no authentication.",
      ],
      fix: "Require the drone's client certificate (mTLS) and take drone_id from it, not from the body.",
    },
    eu: {
      titles: [
        "POST /v1/telemetry-k edonoren datuak onartzen ditu",
        "handleTelemetry-k ez du dronea autentifikatzen",
      ],
      facts: [
        "(*Server).handleTelemetry-k bidalitako erregistro guztiak gordetzen ditu gorputzeko drone_id-ren pean, tokenik edo bezero-ziurtagiririk egiaztatu gabe; erregistro horiek kooperatibak eskualdeko gobernuari aurkezten dizkio aplikazioaren froga gisa.",
      ],
      fix: "Eskatu dronearen bezero-ziurtagiria (mTLS) eta hartu drone_id hartatik.",
    },
  },
  {
    id: "aggregate-refresh-all",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: AGGREGATE,
    line: 19,
    places: ["spray_rate_hourly", "add_continuous_aggregate_policy", "start_offset => NULL"],
    categories: ["Inefficient algorithm", "CWE-407", "Refresh storm", "Algoritmo ez-eraginkorra"],
    en: {
      titles: [
        "spray_rate_hourly refreshes its whole history every five minutes",
        "add_continuous_aggregate_policy with start_offset => NULL",
        "The hourly aggregate recomputes three seasons of telemetry",
      ],
      facts: [
        "The migration adds a refresh policy to spray_rate_hourly with start_offset => NULL and schedule_interval '5 minutes', so every run re-materialises every bucket since the first flight; with three seasons of 10 Hz telemetry each refresh takes four minutes and holds the database's I/O.",
        "The aggregate's refresh window is unbounded.",
      ],
      fix: "Use start_offset => INTERVAL '3 hours' and end_offset => INTERVAL '10 minutes'; refresh older buckets by hand when late data arrives.",
    },
    eu: {
      titles: [
        "spray_rate_hourly-k bere historia osoa freskatzen du bost minuturo",
        "add_continuous_aggregate_policy start_offset => NULL-ekin",
      ],
      facts: [
        "Migrazioak freskatze-politika bat gehitzen dio spray_rate_hourly-ri start_offset => NULL eta schedule_interval '5 minutes'-ekin, eta exekuzio bakoitzak lehen hegaldiaz geroztiko ontzi guztiak berriro kalkulatzen ditu.",
      ],
      fix: "Erabili start_offset => INTERVAL '3 hours' eta end_offset => INTERVAL '10 minutes'.",
    },
  },
  {
    id: "goroutine-per-message",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: INGEST,
    line: 71,
    places: ["(*Server).consume", "go s.store(msg)", "consume"],
    categories: [
      "Uncontrolled resource consumption",
      "CWE-770",
      "Goroutine leak",
      "Baliabideen kontsumo kontrolatu gabea",
    ],
    en: {
      titles: [
        "consume starts a goroutine for every telemetry message",
        "go s.store(msg) with no limit",
        "Ingest runs out of memory when the database slows down",
      ],
      facts: [
        "(*Server).consume reads the MQTT stream and starts go s.store(msg) for each message; at 10 Hz from 40 drones that is 400 goroutines a second, and when an aggregate refresh slows the inserts they pile up until the pod is killed for memory, losing every buffered record.",
        "A goroutine is started per message without a bound.",
      ],
      fix: "Batch messages into a bounded channel served by a fixed pool of writers, and use COPY for the batches.",
    },
    eu: {
      titles: [
        "consume-k gorrutina bat abiarazten du telemetria-mezu bakoitzeko",
        "go s.store(msg) mugarik gabe",
      ],
      facts: [
        "(*Server).consume-k MQTT korrontea irakurtzen du eta go s.store(msg) abiarazten du mezu bakoitzeko; 40 dronetatik 10 Hz-tan segundoko 400 gorrutina dira, eta datu-basea moteltzean pilatu egiten dira poda memoriagatik hil arte.",
      ],
      fix: "Bildu mezuak kanal mugatu batean eta idazle kopuru finko batekin zerbitzatu.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; eu: string })[] = [
  {
    id: "remark-params-comments",
    agent: "reliability",
    file: PARAMS,
    line: 1,
    place: "sprayer.params",
    en: "Comment why each parameter differs from PX4's default",
    eu: "Azaldu iruzkin batean parametro bakoitza zergatik den PX4-ren lehenetsitik desberdina",
  },
  {
    id: "remark-rates-typing",
    agent: "security",
    file: RATES,
    line: 12,
    place: "RateWriter",
    en: "Add type hints to RateWriter's methods",
    eu: "Gehitu mota-oharrak RateWriter-en metodoei",
  },
  {
    id: "remark-ingest-errors",
    agent: "performance",
    file: INGEST,
    line: 20,
    place: "Server",
    en: "Wrap the errors Server returns with the drone's id",
    eu: "Bildu Server-ek itzultzen dituen erroreak dronearen id-arekin",
  },
];

/** How a run writes, kept for the whole run. */
interface SprayStyle {
  basque: boolean;
  /** Mission items numbered from 1, as the planner shows them. */
  fromOne: boolean;
  /** Heights and speeds in feet. */
  feet: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines given at all. */
  lines: boolean;
}

const SEVERITY_EU: Record<Severity, string> = {
  CRITICAL: "kritikoa",
  HIGH: "handia",
  MEDIUM: "ertaina",
  LOW: "txikia",
  INFO: "informazioa",
};

/**
 * `text` as the run writes it: `%0` the mission item's number from 0, `%1` its number as the run
 * counts (from 0 or 1), and `«N m»` in metres or in feet.
 */
function written(text: string, item: number | undefined, style: SprayStyle): string {
  const numbered =
    item === undefined
      ? text
      : text.replaceAll("%0", String(item)).replaceAll("%1", String(style.fromOne ? item + 1 : item));
  return numbered.replace(/«(\d+) m»/g, (_, metres: string) =>
    style.feet ? `${Math.round(Number(metres) * 3.281)} ft` : `${metres} m`,
  );
}

function reportOf(issue: SprayIssue, style: SprayStyle, random: Random, v: number): Finding {
  return cataloguedReport(
    issue,
    {
      words: style.basque ? issue.eu : issue.en,
      otherLanguage: style.basque,
      place: style.place,
      said: (severity) =>
        style.basque ? `Larritasuna: ${SEVERITY_EU[severity]}.` : `Severity: ${severity.toLowerCase()}.`,
      written: (text) => written(text, issue.item, style),
      located: () => locationDrawn(issue.file, issue.line, style.lines, random, v),
    },
    random,
    v,
  );
}

/** `runs` runs of the three agents over the spraying drones' code, with each finding's true issue. */
export function sprayerRuns(options: GeneratorOptions): Generated {
  return drawRuns<SprayIssue, (typeof REMARKS)[number], SprayStyle>(
    {
      name: "sprayer",
      model: "sprayer-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        return {
          basque: random() < 0.3,
          fromOne: random() < 0.5,
          feet: random() < 0.25,
          place: usualForm(place, v),
          lines: random() < 0.85,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) =>
        remarkReport(
          remark,
          {
            category: style.basque ? "Mantengarritasuna" : "Maintainability",
            title: style.basque ? remark.eu : remark.en,
            description: style.basque
              ? `${remark.eu}. Txikia da, baina mantentzea errazten du.`
              : `${remark.en}. Minor, but it eases maintenance.`,
          },
          locationDrawn(remark.file, remark.line, style.lines, random, v),
        ),
    },
    options,
  );
}
