/**
 * The forty-ninth held-out generator family for grouping quality (issue #12): a city transit
 * agency's journey planner as its repository keeps it: the GTFS feed's CSV tables
 * (`stop_times.txt`, `transfers.txt`), OpenTripPlanner's JSON configuration, a GTFS-Realtime
 * poller in Rust, an OSRM routing profile in Lua, a MiniZinc model that blocks vehicles and
 * drivers, a Qt Quick departure board in QML and the Python script that builds and publishes the
 * feed, reviewed by runs of which some write in Latvian (ā, ē, ī, ū, ķ, ļ, ņ, š, ž; decimal
 * commas). None of these formats or that language appear anywhere else in the tests.
 *
 * Written in the stop that reads the forty-eighth family, before its errors were read, to take
 * its place as a check; committed before anything was run on it; tuned against once its errors
 * were read, in the same stop, once the fiftieth was written.
 * Self-contained: its own catalogue and its own model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - a CSV table's line as the file's line or as its data row (the header not counted: one less),
 *    one habit a run;
 *  - the feed's tables named inside the archive the agency publishes
 *    (`google_transit.zip/stop_times.txt`), one habit a run;
 *  - places as a row's key (`trip_id=T2041`), a table's column (`stop_times.arrival_time`), a
 *    JSON key path, a MiniZinc constraint or the solve item, a QML object id or property;
 *  - titles led by the GTFS validator's notice code (`decreasing_or_equal_stop_time`), one habit
 *    a run, for the feed's own issues;
 *  - categories as plain words, CWE ids, the field's own terms (`Schedule data error`) or in
 *    Latvian.
 *  - twins: two trips whose times run backwards, nine rows apart; two `unwrap()` calls on one
 *    feed entity's optional fields in one function, nine lines apart; a remark on the function
 *    the second twins are in.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import type { Random } from "../../src/util/random.js";
import {
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

const STOP_TIMES = "gtfs/feed/stop_times.txt";
const TRANSFERS = "gtfs/feed/transfers.txt";
const BUILD_FEED = "gtfs/build_feed.py";
const ROUTER_CONFIG = "otp/router-config.json";
const OTP_CONFIG = "otp/otp-config.json";
const POLLER = "realtime/src/poller.rs";
const BUS_PROFILE = "osrm/profiles/bus.lua";
const BLOCKING = "scheduling/blocking.mzn";
const BOARD = "displays/qml/DepartureBoard.qml";

/** The feed's tables inside the archive the agency publishes; other files as they are. */
function inArchive(file: string): string {
  return file.startsWith("gtfs/feed/") ? `google_transit.zip/${file.slice("gtfs/feed/".length)}` : file;
}

type Agent = "security" | "reliability" | "performance";

interface TransitIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Latvian. */
  categories: readonly [string, string, string, string];
  /** The GTFS validator's notice code, for the feed's own issues. */
  notice?: string;
  en: Wording;
  lv: Wording;
}

/** A trip whose times run backwards at one stop: each trip its own issue. */
function backwards(
  id: string,
  trip: string,
  route: string,
  sequence: number,
  at: string,
  before: string,
  line: number,
  rate: number,
): TransitIssue {
  return {
    id,
    agent: "reliability",
    severity: "MEDIUM",
    rate,
    file: STOP_TIMES,
    line,
    places: [`trip_id=${trip}`, `${trip} stop_sequence ${sequence}`, "stop_times.arrival_time"],
    categories: ["Data validation error", "CWE-1284", "Schedule data error", "Datu validācijas kļūda"],
    notice: "decreasing_or_equal_stop_time",
    en: {
      titles: [
        `Trip ${trip} arrives at stop ${sequence} before it leaves stop ${sequence - 1}`,
        `stop_times.txt: times of ${trip} (route ${route}) go backwards`,
        `Route ${route}'s trip ${trip} has a decreasing arrival_time`,
      ],
      facts: [
        `In stop_times.txt, trip ${trip} of route ${route} has arrival_time ${at} at stop_sequence ${sequence} while the stop before it departs at ${before}; OpenTripPlanner drops the whole trip from the graph on import, so journeys that need it are planned an hour later and the real-time updates for it are discarded.`,
        `Arrival times of trip ${trip} are not increasing.`,
      ],
      fix: `Fix the time at stop_sequence ${sequence} of ${trip} in the scheduling export, and fail the build on the validator's errors instead of publishing.`,
    },
    lv: {
      titles: [
        `Reiss ${trip} pienāk pieturā ${sequence} agrāk, nekā atiet no pieturas ${sequence - 1}`,
        `stop_times.txt: reisa ${trip} (maršruts ${route}) laiki iet atpakaļ`,
      ],
      facts: [
        `Failā stop_times.txt maršruta ${route} reisam ${trip} pie stop_sequence ${sequence} ir arrival_time ${at}, bet iepriekšējā pietura atiet ${before}; OpenTripPlanner importā izmet visu reisu, tāpēc maršruti, kam tas vajadzīgs, tiek plānoti stundu vēlāk.`,
      ],
      fix: `Izlabojiet laiku pie stop_sequence ${sequence} reisam ${trip} plānošanas eksportā un pārtrauciet būvi validatora kļūdu gadījumā.`,
    },
  };
}

/** An `unwrap()` on an optional field of a feed entity: each field its own issue. */
function unwrapped(
  id: string,
  field: string,
  what: string,
  lv: string,
  line: number,
  rate: number,
): TransitIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: POLLER,
    line,
    places: ["apply_feed", `entity.${field}.unwrap()`, "poller::apply_feed"],
    categories: ["Unchecked optional value", "CWE-252", "Poller panic", "Nepārbaudīta vērtība"],
    en: {
      titles: [
        `apply_feed panics on an entity without ${what}`,
        `unwrap() on entity.${field} takes the real-time poller down`,
        `One feed entity with no ${field} stops all real-time updates`,
      ],
      facts: [
        `apply_feed calls entity.${field}.unwrap() for each FeedEntity, but ${field} is optional in GTFS-Realtime and the operators' feeds leave it out (${what} is missing for deadheading buses); the poller task panics, the supervisor does not restart it, and every departure board falls back to the timetable until someone restarts the service.`,
        `entity.${field} is unwrapped without a check.`,
      ],
      fix: `Match on entity.${field} (if let Some(..)) and skip and count the entities that lack it.`,
    },
    lv: {
      titles: [
        `apply_feed avarē, ja vienībai nav ${lv}`,
        `unwrap() uz entity.${field} aptur reāllaika aptaujātāju`,
      ],
      facts: [
        `apply_feed katrai FeedEntity izsauc entity.${field}.unwrap(), bet GTFS-Realtime ${field} nav obligāts un operatoru plūsmās tā nav tukšajiem reisiem; aptaujātājs avarē, un visi tablo rāda tikai sarakstu, līdz kāds pārstartē servisu.`,
      ],
      fix: `Pārbaudiet entity.${field} ar if let Some(..) un izlaidiet vienības bez tā.`,
    },
  };
}

const ISSUES: TransitIssue[] = [
  backwards("times-t2041", "T2041", "22", 14, "07:42:00", "07:44:00", 1842, 0.45),
  backwards("times-t2043", "T2043", "22", 9, "08:17:00", "08:19:30", 1851, 0.35),
  unwrapped("unwrap-trip", "trip_update", "a trip update", "reisa atjauninājuma", 88, 0.45),
  unwrapped("unwrap-vehicle", "vehicle", "a vehicle position", "transportlīdzekļa pozīcijas", 97, 0.35),
  {
    id: "key-in-log",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: POLLER,
    line: 41,
    places: ["fetch_feed", "poller::fetch_feed", 'info!("polling {}", url)'],
    categories: [
      "Insertion of sensitive information into log file",
      "CWE-532",
      "API key leak",
      "Sensitīvas informācijas ierakstīšana žurnālā",
    ],
    en: {
      titles: [
        "fetch_feed logs the operator's API key with the feed URL",
        "The real-time feed key is written to the logs",
        "Poller logs full URLs including ?apikey=",
      ],
      facts: [
        "fetch_feed builds the operator's feed URL with the key as ?apikey= and logs it at info on every poll; the logs go to the shared Loki instance that the contractors' dashboards read, so anyone with dashboard access can take the key and the agency's quota with it.",
        "The API key appears in the log output.",
      ],
      fix: "Send the key in the header the operator accepts, or log the URL without its query.",
    },
    lv: {
      titles: [
        "fetch_feed žurnālā ieraksta operatora API atslēgu kopā ar URL",
        "Reāllaika plūsmas atslēga nonāk žurnālos",
      ],
      facts: [
        "fetch_feed veido plūsmas URL ar atslēgu kā ?apikey= un katrā aptaujā to ieraksta žurnālā info līmenī; žurnāli nonāk kopīgajā Loki, ko lasa arī darbuzņēmēju paneļi.",
      ],
      fix: "Sūtiet atslēgu galvenē vai ierakstiet URL bez vaicājuma daļas.",
    },
  },
  {
    id: "otp-no-timeout",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: ROUTER_CONFIG,
    line: 6,
    places: ["server.apiProcessingTimeout", "apiProcessingTimeout", "/server/apiProcessingTimeout"],
    categories: [
      "Uncontrolled resource consumption",
      "CWE-400",
      "Planner overload",
      "Nekontrolēts resursu patēriņš",
    ],
    en: {
      titles: [
        'router-config.json disables the API\'s processing timeout ("0s")',
        "Trip planning requests can run for minutes",
        "No timeout on planConnection queries",
      ],
      facts: [
        'router-config.json sets server.apiProcessingTimeout to "0s", which OpenTripPlanner reads as no limit; a planConnection query with numItineraries 50 and a two-hour search window ran for 4 minutes in the load test, and eight of them took every worker thread of the journey planner.',
        "The planner's requests have no time limit.",
      ],
      fix: 'Set apiProcessingTimeout to "6s" (the app gives up after 8) and cap numItineraries in the API gateway.',
    },
    lv: {
      titles: [
        'router-config.json atslēdz API apstrādes noildzi ("0s")',
        "Maršruta plānošanas pieprasījumi var ilgt minūtes",
      ],
      facts: [
        'router-config.json iestata server.apiProcessingTimeout uz "0s", ko OpenTripPlanner lasa kā bez ierobežojuma; slodzes testā viens planConnection vaicājums ilga 4 minūtes, un astoņi aizņēma visus plānotāja pavedienus.',
      ],
      fix: 'Iestatiet apiProcessingTimeout uz "6s" un ierobežojiet numItineraries API vārtejā.',
    },
  },
  {
    id: "otp-actuator-public",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: OTP_CONFIG,
    line: 4,
    places: ["otpFeatures.ActuatorAPI", "ActuatorAPI", "otpFeatures"],
    categories: [
      "Exposure of sensitive system information",
      "CWE-497",
      "Debug endpoint exposed",
      "Sistēmas informācijas atklāšana",
    ],
    en: {
      titles: [
        "The actuator and debug UI are enabled on the public planner",
        "otp-config.json turns on ActuatorAPI and DebugUi in production",
        "Public /otp/actuators exposes the planner's internals",
      ],
      facts: [
        "otp-config.json enables the ActuatorAPI and DebugUi features, and the ingress forwards every path to the planner; /otp/actuators/health and the debug UI are reachable from the internet and show the graph's build time, the feeds' file names and the operators' internal stop ids.",
        "Debug features are on in production.",
      ],
      fix: "Turn DebugUi off in production and route /otp/actuators only from the cluster's network.",
    },
    lv: {
      titles: [
        "Publiskajā plānotājā ir ieslēgti ActuatorAPI un DebugUi",
        "otp-config.json ražošanā ieslēdz atkļūdošanas saskarni",
      ],
      facts: [
        "otp-config.json ieslēdz ActuatorAPI un DebugUi, un ingress pārsūta visus ceļus uz plānotāju; /otp/actuators un atkļūdošanas saskarne ir pieejamas no interneta un rāda plūsmu failu nosaukumus un operatoru iekšējos pieturu ID.",
      ],
      fix: "Izslēdziet DebugUi ražošanā un atļaujiet /otp/actuators tikai no klastera tīkla.",
    },
  },
  {
    id: "transfer-no-time",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: TRANSFERS,
    line: 17,
    notice: "missing_min_transfer_time",
    places: [
      "from_stop_id=CENTRAL_3,to_stop_id=CENTRAL_7",
      "transfers.min_transfer_time",
      "CENTRAL_3 → CENTRAL_7",
    ],
    categories: ["Missing required field", "CWE-1286", "Impossible transfer", "Trūkstošs obligāts lauks"],
    en: {
      titles: [
        "The transfer from CENTRAL_3 to CENTRAL_7 has type 2 and no min_transfer_time",
        "transfers.txt promises a 0-minute change across the central station",
        "Planner suggests transfers between platforms 3 and 7 that nobody can make",
      ],
      facts: [
        "transfers.txt declares transfer_type 2 (a minimum time is required) from CENTRAL_3 to CENTRAL_7 but leaves min_transfer_time empty, so the planner uses 0 seconds; platforms 3 and 7 are a four-minute walk apart through the underpass, and itineraries built on it miss the connection.",
        "A timed transfer has no minimum time.",
      ],
      fix: "Give the transfer min_transfer_time 240 (measured), and let the validator fail the build on this notice.",
    },
    lv: {
      titles: [
        "Pārsēšanās no CENTRAL_3 uz CENTRAL_7 ir tipa 2 bez min_transfer_time",
        "transfers.txt sola pārsēšanos centrālajā stacijā 0 minūtēs",
      ],
      facts: [
        "transfers.txt nosaka transfer_type 2 no CENTRAL_3 uz CENTRAL_7, bet min_transfer_time ir tukšs, tāpēc plānotājs izmanto 0 sekundes; starp 3. un 7. platformu ir četru minūšu gājiens caur tuneli.",
      ],
      fix: "Norādiet min_transfer_time 240 un ļaujiet validatoram apturēt būvi.",
    },
  },
  {
    id: "stop-ids-as-numbers",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.45,
    file: BUILD_FEED,
    line: 63,
    places: ["merge_operators", "build_feed.merge_operators", "pd.read_csv"],
    categories: ["Incorrect type conversion", "CWE-704", "Stop id collision", "Nepareiza tipa pārveidošana"],
    en: {
      titles: [
        "merge_operators reads stop_id as a number and drops its leading zeros",
        "Stop ids 0417 and 417 collide when the operators' feeds are merged",
        "pd.read_csv without dtype=str corrupts stop ids",
      ],
      facts: [
        "merge_operators loads each operator's stops.txt with pd.read_csv and no dtype, so stop_id 0417 (the tram's) becomes 417, the bus operator's own stop; the merged feed then has one stop where there are two, 1.2 km apart, and departures of both show on one board.",
        "Leading zeros are lost from stop ids.",
      ],
      fix: "Read every GTFS column as a string (dtype=str, keep_default_na=False) and prefix ids with the operator's code.",
    },
    lv: {
      titles: [
        "merge_operators nolasa stop_id kā skaitli un zaudē sākuma nulles",
        "Pieturu ID 0417 un 417 sakrīt, apvienojot operatoru plūsmas",
      ],
      facts: [
        "merge_operators nolasa katra operatora stops.txt ar pd.read_csv bez dtype, tāpēc tramvaja stop_id 0417 kļūst par 417, kas ir autobusu operatora pietura 1,2 km attālumā; abu atiešanas rāda vienā tablo.",
      ],
      fix: "Lasiet visas GTFS kolonnas kā virknes (dtype=str) un pievienojiet ID operatora kodu.",
    },
  },
  {
    id: "publish-shell",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: BUILD_FEED,
    line: 118,
    places: ["publish_feed", "subprocess.run", "build_feed.publish_feed"],
    categories: ["OS command injection", "CWE-78", "Shell injection", "OS komandu injekcija"],
    en: {
      titles: [
        "publish_feed runs aws s3 cp through the shell with the operator's name in it",
        "subprocess.run(shell=True) on a path built from feed_info",
        "Command injection when publishing the merged feed",
      ],
      facts: [
        "publish_feed calls subprocess.run(f\"aws s3 cp {path} s3://feeds/{name}.zip\", shell=True), where name comes from each operator's feed_info.feed_publisher_name; an operator's feed (which we do not control) with a name such as x; curl … | sh runs commands on the build runner, which holds the bucket's credentials.",
        "A shell command is built from feed data.",
      ],
      fix: "Pass the arguments as a list without shell=True, or upload with boto3, and derive the object key from the operator's code, not its name.",
    },
    lv: {
      titles: [
        "publish_feed palaiž aws s3 cp caur čaulu ar operatora nosaukumu",
        "subprocess.run(shell=True) ar ceļu no feed_info",
      ],
      facts: [
        'publish_feed izsauc subprocess.run(f"aws s3 cp {path} s3://feeds/{name}.zip", shell=True), kur name nāk no operatora feed_info.feed_publisher_name; operatora plūsma ar nosaukumu x; curl … | sh izpilda komandas būves serverī, kuram ir krātuves akreditācijas dati.',
      ],
      fix: "Nododiet argumentus sarakstā bez shell=True vai augšupielādējiet ar boto3.",
    },
  },
  {
    id: "profile-access-ignored",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: BUS_PROFILE,
    line: 52,
    places: ["process_way", "function process_way(profile, way, result)", "bus.lua"],
    categories: ["Incorrect authorization check", "CWE-863", "Wrong routing", "Nepareiza piekļuves pārbaude"],
    en: {
      titles: [
        "The bus profile routes through ways tagged access=no",
        "process_way reads only the bus=* tag and ignores access",
        "Detours are planned through the pedestrian old town",
      ],
      facts: [
        'process_way in profiles/bus.lua sets the way routable when bus is not "no", and never looks at access or motor_vehicle; the old town\'s streets are access=no with bus unset, so the detour planner sends replacement buses through pedestrian streets.',
        "The profile ignores the access tag.",
      ],
      fix: "Start from the access tag hierarchy (access, motor_vehicle, psv, bus) as the car profile does, and let bus=designated override it.",
    },
    lv: {
      titles: [
        "Autobusu profils maršrutē pa ceļiem ar access=no",
        "process_way lasa tikai bus=* un ignorē access",
      ],
      facts: [
        'process_way failā profiles/bus.lua atzīst ceļu par derīgu, ja bus nav "no", un nekad neskatās access; vecpilsētas ielām ir access=no bez bus, tāpēc apvedceļu plānotājs sūta aizvietošanas autobusus pa gājēju ielām.',
      ],
      fix: "Ņemiet vērā access, motor_vehicle, psv un bus hierarhiju un ļaujiet bus=designated to ignorēt.",
    },
  },
  {
    id: "shift-units",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.4,
    file: BLOCKING,
    line: 34,
    places: ["constraint max_shift", "shift_len", "blocking.mzn"],
    categories: ["Incorrect calculation", "CWE-682", "Labour rule violated", "Nepareizs aprēķins"],
    en: {
      titles: [
        "The maximum shift constraint compares seconds with minutes",
        "max_shift never binds: shift_len is in seconds, the limit 10*60",
        "The blocking model allows shifts longer than ten hours",
      ],
      facts: [
        "blocking.mzn constrains shift_len[d] <= 10*60 for each driver, meant as ten hours in minutes, but the data file gives times in seconds since midnight, so shift_len is in seconds and the bound is ten minutes; the model is infeasible with it, and the nightly job drops the constraint on retry, publishing duties of up to 13 hours.",
        "The shift limit uses the wrong unit.",
      ],
      fix: "Write the limit as 10*60*60 (or convert the data to minutes), and never drop a labour rule on retry.",
    },
    lv: {
      titles: [
        "Maksimālās maiņas ierobežojums salīdzina sekundes ar minūtēm",
        "max_shift nekad nedarbojas: shift_len ir sekundēs, robeža 10*60",
      ],
      facts: [
        "blocking.mzn katram vadītājam nosaka shift_len[d] <= 10*60, domājot desmit stundas minūtēs, bet datu fails laikus dod sekundēs; modelis ir neizpildāms, un nakts darbs atkārtojumā ierobežojumu atmet, publicējot maiņas līdz 13 stundām.",
      ],
      fix: "Rakstiet robežu kā 10*60*60 un nekad neatmetiet darba noteikumu atkārtojumā.",
    },
  },
  {
    id: "solve-input-order",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: BLOCKING,
    line: 71,
    places: ["solve :: int_search", "int_search(assign, input_order, indomain_min)", "solve minimize cost"],
    categories: ["Inefficient algorithm", "CWE-407", "Solver timeout", "Neefektīvs algoritms"],
    en: {
      titles: [
        "The solve item searches 40,000 variables in input order",
        "int_search(assign, input_order, indomain_min) makes the nightly blocking time out",
        "Blocking hits the 10-minute limit and returns a poor schedule",
      ],
      facts: [
        "blocking.mzn solves with int_search(assign, input_order, indomain_min) over the 40,000 trip-to-block variables; the solver commits to early trips first and spends the night's 10 minutes backtracking, so the schedule published is the first feasible one, 14% more vehicle hours than last month's.",
        "The search strategy is inefficient.",
      ],
      fix: "Search with first_fail and indomain_split, or drop the annotation and let the solver choose; restart with luby.",
    },
    lv: {
      titles: [
        "solve vienums pārmeklē 40 000 mainīgo ievades secībā",
        "int_search(assign, input_order, indomain_min) nakts plānošanā pārsniedz laiku",
      ],
      facts: [
        "blocking.mzn risina ar int_search(assign, input_order, indomain_min) pār 40 000 mainīgajiem; risinātājs 10 minūtes atkāpjas, un publicētais grafiks ir pirmais derīgais, par 14% vairāk transportlīdzekļu stundu.",
      ],
      fix: "Meklējiet ar first_fail un indomain_split vai noņemiet anotāciju.",
    },
  },
  {
    id: "board-rich-text",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: BOARD,
    line: 88,
    places: ["alertText", "alertText.textFormat", "Text.RichText"],
    categories: [
      "Improper neutralization of markup",
      "CWE-116",
      "Alert markup injection",
      "Nepareiza marķējuma apstrāde",
    ],
    en: {
      titles: [
        "The departure board renders service alerts as rich text",
        "alertText uses Text.RichText on the feed's alert header",
        "A service alert can put images and links on every board",
      ],
      facts: [
        "DepartureBoard.qml shows each alert's header_text in alertText with textFormat: Text.RichText; alerts come from the operators' real-time feeds, so an alert with <img src=\"http://…\"> makes all 400 boards fetch a remote image and one with a long table blanks the departures.",
        "Alert text is rendered as markup.",
      ],
      fix: "Use textFormat: Text.PlainText for the feed's text, and style the alert in QML instead.",
    },
    lv: {
      titles: [
        "Tablo attēlo satiksmes paziņojumus kā bagātinātu tekstu",
        "alertText izmanto Text.RichText paziņojuma virsrakstam no plūsmas",
      ],
      facts: [
        'DepartureBoard.qml rāda paziņojuma header_text elementā alertText ar textFormat: Text.RichText; paziņojumi nāk no operatoru plūsmām, tāpēc paziņojums ar <img src="http://…"> liek visiem 400 tablo ielādēt attālu attēlu.',
      ],
      fix: "Plūsmas tekstam izmantojiet textFormat: Text.PlainText.",
    },
  },
  {
    id: "board-poll-second",
    agent: "performance",
    severity: "LOW",
    rate: 0.35,
    file: BOARD,
    line: 21,
    places: ["refresh", "Timer { id: refresh }", "refresh.interval"],
    categories: ["Excessive polling", "CWE-400", "Thundering herd", "Pārmērīga aptauja"],
    en: {
      titles: [
        "Each board polls the departures API every second",
        "Timer refresh has interval 1000 on 400 boards",
        "The boards' polling is most of the planner's load",
      ],
      facts: [
        "DepartureBoard.qml's Timer refresh fires every 1000 ms and requests the stop's departures each time; 400 boards make 24,000 requests a minute, all on the second, while the real-time data changes every 30 seconds at most.",
        "The board polls too often.",
      ],
      fix: "Poll every 20-30 s with a random offset per board, or subscribe to the departures stream.",
    },
    lv: {
      titles: [
        "Katrs tablo aptaujā atiešanu API katru sekundi",
        "Timer refresh ar interval 1000 uz 400 tablo",
      ],
      facts: [
        "DepartureBoard.qml taimeris refresh nostrādā ik pēc 1000 ms un katru reizi pieprasa pieturas atiešanas; 400 tablo veic 24 000 pieprasījumu minūtē, kamēr reāllaika dati mainās ne biežāk kā ik pēc 30 sekundēm.",
      ],
      fix: "Aptaujājiet ik pēc 20-30 s ar nejaušu nobīdi katram tablo.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; lv: string })[] = [
  {
    id: "remark-apply-feed-split",
    agent: "reliability",
    file: POLLER,
    line: 80,
    place: "apply_feed",
    en: "Split apply_feed into one function per entity kind",
    lv: "Sadaliet apply_feed pa vienai funkcijai katram vienības veidam",
  },
  {
    id: "remark-blocking-comments",
    agent: "performance",
    file: BLOCKING,
    line: 1,
    place: "blocking.mzn",
    en: "Document the units of every parameter in blocking.mzn",
    lv: "Dokumentējiet katra parametra mērvienības failā blocking.mzn",
  },
  {
    id: "remark-build-main",
    agent: "security",
    file: BUILD_FEED,
    line: 140,
    place: "main",
    en: "Use argparse instead of reading sys.argv by position in main",
    lv: "Funkcijā main izmantojiet argparse, nevis sys.argv pēc pozīcijas",
  },
];

/** How a run writes, kept for the whole run. */
interface TransitStyle {
  latvian: boolean;
  /** A CSV table's line as its data row, the header not counted. */
  dataRows: boolean;
  /** The feed's tables named inside the published archive. */
  archive: boolean;
  /** Titles of the feed's own issues led by the validator's notice code. */
  notices: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines given at all. */
  lines: boolean;
}

const SEVERITY_LV: Record<Severity, string> = {
  CRITICAL: "kritiska",
  HIGH: "augsta",
  MEDIUM: "vidēja",
  LOW: "zema",
  INFO: "informatīva",
};

function located(file: string, line: number, style: TransitStyle, random: Random, v: number) {
  const table = file.endsWith(".txt");
  const row = table && style.dataRows ? line - 1 : line;
  const at = lineDrawn(row, style.lines, random, v);
  const written = style.archive
    ? inArchive(file)
    : random() < v * 0.15
      ? file.slice(file.lastIndexOf("/") + 1)
      : file;
  return { file: written, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: TransitIssue, style: TransitStyle, random: Random, v: number): Finding {
  return cataloguedReport(
    issue,
    {
      words: style.latvian ? issue.lv : issue.en,
      otherLanguage: style.latvian,
      place: style.place,
      said: (severity) =>
        style.latvian ? `Nopietnība: ${SEVERITY_LV[severity]}.` : `Severity: ${severity.toLowerCase()}.`,
      titled: (title) => (style.notices && issue.notice !== undefined ? `[${issue.notice}] ${title}` : title),
      located: () => located(issue.file, issue.line, style, random, v),
    },
    random,
    v,
  );
}

/** `runs` runs of the three agents over the journey planner, with each finding's true issue. */
export function transitRuns(options: GeneratorOptions): Generated {
  return drawRuns<TransitIssue, (typeof REMARKS)[number], TransitStyle>(
    {
      name: "transit",
      model: "transit-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        return {
          latvian: random() < 0.3,
          dataRows: random() < 0.4,
          archive: random() < 0.15 + v * 0.2,
          notices: random() < 0.3,
          place: usualForm(place, v),
          lines: random() < 0.85,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) =>
        remarkReport(
          remark,
          {
            category: style.latvian ? "Uzturamība" : "Maintainability",
            title: style.latvian ? remark.lv : remark.en,
            description: style.latvian
              ? `${remark.lv}. Tas ir sīkums, bet atvieglo uzturēšanu.`
              : `${remark.en}. Minor, but it eases maintenance.`,
          },
          located(remark.file, remark.line, style, random, v),
        ),
    },
    options,
  );
}
