/**
 * The seventy-fourth held-out generator family for grouping quality (issue #12): a humanitarian
 * demining operator's field systems as its repository keeps them: the location beacons' agent
 * and device code in Squirrel, the survey tablet in Vala with its Meson subproject wraps, the
 * track ingest as a Pony actor, the metal detectors' calibration words in Forth and the map tile
 * renderer's CMake build, reviewed by runs of which some write in Khmer. None of these formats or
 * that language appear anywhere else in the tests.
 *
 * Written at the start of the stop that reads the seventy-second, before the seventy-second's
 * errors were read, to take its place as a check; committed before anything was run on it; read,
 * and tuned against, two stops later, once the seventy-sixth had taken its place. Self-contained: its own catalogue and its own model of how reports vary, its
 * numbers from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - Squirrel request handlers and device messages, Vala methods and signals, Meson wrap
 *    sections, Pony actors and behaviours, Forth words and CMake commands as places;
 *  - Vala compiles to C, and a run that reads the generated C writes the tablet's methods by
 *    their C names (`demining_survey_form_save_polygon` for `Demining.SurveyForm.save_polygon`)
 *    in its symbols: a habit of the whole run;
 *  - a Forth word named bare (`STORE-SAMPLE`) or with its stack comment
 *    (`STORE-SAMPLE ( n i -- )`), a habit of the whole run;
 *  - Khmer, which is written without spaces between words: most runs writing it run the words of
 *    a phrase together, some put a zero-width space between them, a few a plain space; and some
 *    write its numbers in Khmer digits (`២០២៦`), one habit a run each;
 *  - a hazard area named by its database id (`BTB-0412`), by its MGRS grid reference
 *    (`48P TU 6120 4475`) or by latitude and longitude, and a date three ways, one habit a run
 *    each, in words;
 *  - categories as plain words, CWE ids, the field's own terms (`Sample buffer overrun in the
 *    detector`) or in Khmer;
 *  - twins: two routes of one Squirrel agent without a key check, in one file, whose second place
 *    is the handler they share (`http.onrequest`); two dependencies fetched from a moving
 *    revision, in a Meson wrap and in CMake; two issues of one Forth file; a remark on the
 *    agent's handler beside its issues.
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

const AGENT = "beacons/agent.nut";
const DEVICE = "beacons/device.nut";
const FORM = "tablet/src/survey_form.vala";
const SYNC = "tablet/src/sync_client.vala";
const WRAP = "tablet/subprojects/shapelib.wrap";
const INGEST = "ingest/track_ingest.pony";
const DETECTOR = "detector/calibrate.fs";
const TILES = "tiles/CMakeLists.txt";

type Agent = "security" | "reliability" | "performance";

/** A hazard area as the national database, a grid reference and a position name it. */
interface Area {
  id: string;
  mgrs: string;
  position: string;
}

/** A date: year, month (1 to 12), day. */
type Day = readonly [number, number, number];

/**
 * An issue of the family. Its Khmer wordings mark the breaks between words with `|` and numbers
 * a run may write in Khmer digits with `#`; `{area}` and `{day}` are the hazard area and the date
 * as the run writes them.
 */
interface DeminingIssue extends CataloguedIssue<Agent> {
  en: Wording;
  km: Wording;
  area: Area;
  day: Day;
  /** A Forth word's stack comment, where the issue's usual place is that word. */
  stack?: string;
}

const BATTAMBANG: Area = { id: "BTB-0412", mgrs: "48P TU 6120 4475", position: "13.0957° N, 103.2022° E" };
const PREAH_VIHEAR: Area = {
  id: "PVH-0087",
  mgrs: "48P WA 1180 6320",
  position: "14.0571° N, 104.8240° E",
};
const ODDAR_MEANCHEY: Area = {
  id: "OMC-0231",
  mgrs: "48P UB 0415 2890",
  position: "14.1623° N, 103.5137° E",
};

/** A route of the beacons' agent answering without a key check: each route its own issue. */
function openRoute(
  id: string,
  route: string,
  handler: string,
  line: number,
  rate: number,
  area: Area,
  day: Day,
  en: { title: string; fact: string; fix: string },
  km: { title: string; fact: string; fix: string },
): DeminingIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: AGENT,
    line,
    area,
    day,
    places: [handler, "http.onrequest", `"/${route}"`],
    categories: [
      "Missing authentication",
      "CWE-306",
      "Unauthenticated agent endpoint",
      "គ្មានការផ្ទៀងផ្ទាត់អត្តសញ្ញាណ",
    ],
    en: {
      titles: [
        en.title,
        `The agent's /${route} route has no API key check`,
        `Unauthenticated POST /${route} in agent.nut`,
      ],
      facts: [en.fact, `The /${route} route checks no key.`],
      fix: en.fix,
    },
    km: {
      titles: [km.title, `ផ្លូវ /${route} របស់ agent មិន|ពិនិត្យ|សោ API ទេ`],
      facts: [km.fact],
      fix: km.fix,
    },
  };
}

/** A dependency fetched from a moving revision: each build file its own issue. */
function unpinned(
  id: string,
  file: string,
  line: number,
  rate: number,
  area: Area,
  day: Day,
  places: readonly [string, string, string],
  term: string,
  en: Wording,
  km: Wording,
): DeminingIssue {
  return {
    id,
    agent: "reliability",
    severity: "LOW",
    rate,
    file,
    line,
    area,
    day,
    places,
    categories: ["Unpinned dependency", "CWE-1357", term, "ការពឹងផ្អែកមិនបានចាក់សោកំណែ"],
    en,
    km,
  };
}

const ISSUES: DeminingIssue[] = [
  openRoute(
    "nut-config",
    "config",
    "handleConfig",
    44,
    0.4,
    BATTAMBANG,
    [2026, 2, 16],
    {
      title: "handleConfig accepts a new beacon configuration from anyone who knows the agent URL",
      fact: 'handleConfig in agent.nut takes the JSON body of any POST to /config and passes it to device.send("config", ...) without comparing the X-Api-Key header to anything; the agent URL is printed on the beacons\' labels, and a configuration posted on {day} set the reporting interval of every beacon in {area} to 24 hours, so the team lost sight of its deminers for a day.',
      fix: "Compare the X-Api-Key header with the key kept by server.load() in constant time before handling /config, and answer 401 otherwise.",
    },
    {
      title: "handleConfig ទទួល|យក|ការ|កំណត់ ឧបករណ៍|សញ្ញា|ថ្មី ពី|អ្នក|ណា|ក៏|បាន",
      fact: 'handleConfig ក្នុង agent.nut យក JSON ពី POST ណា|មួយ ទៅ /config ហើយ|បញ្ជូន|វា ទៅ device.send("config", ...) ដោយ|មិន|ពិនិត្យ header X-Api-Key ឡើយ។ ការ|កំណត់|មួយ ដែល|បាន|ផ្ញើ នៅ {day} បាន|ប្តូរ|ចន្លោះ|ពេល|រាយការណ៍ នៃ|ឧបករណ៍|សញ្ញា|ទាំង|អស់ ក្នុង {area} ទៅ #24 ម៉ោង ហើយ|ក្រុម|បាត់|ដាន|អ្នក|ដោះ|មីន អស់|មួយ|ថ្ងៃ។',
      fix: "ពិនិត្យ header X-Api-Key ជាមួយ|សោ|ដែល|បាន|រក្សា|ទុក មុន|ពេល|ដោះ|ស្រាយ /config ហើយ|ឆ្លើយ 401 បើ|មិន|ត្រូវ។",
    },
  ),
  openRoute(
    "nut-wipe",
    "wipe",
    "handleWipe",
    71,
    0.35,
    PREAH_VIHEAR,
    [2026, 5, 7],
    {
      title: "handleWipe erases a beacon's stored track for any caller",
      fact: "handleWipe in agent.nut answers any POST to /wipe by sending device.send(\"wipe\", beaconId), which clears the beacon's log of positions in its flash, and never reads the X-Api-Key header; on {day} a mistaken script against the agent URL wiped the tracks of the team in {area} before the day's cleared lanes were recorded.",
      fix: "Check the X-Api-Key header against the stored key before handling /wipe, ask for a second confirmation of a wipe, and answer 401 otherwise.",
    },
    {
      title: "handleWipe លុប|ផ្លូវ|ដំណើរ ដែល|បាន|រក្សា|ទុក របស់|ឧបករណ៍|សញ្ញា សម្រាប់|អ្នក|ហៅ|ណា|ក៏|បាន",
      fact: 'handleWipe ក្នុង agent.nut ឆ្លើយ|តប POST ណា|មួយ ទៅ /wipe ដោយ|ផ្ញើ device.send("wipe", beaconId) ដែល|លុប|កំណត់|ហេតុ|ទីតាំង ក្នុង flash ហើយ|មិន|ដែល|អាន header X-Api-Key ឡើយ។ នៅ {day} ស្គ្រីប|ខុស|មួយ បាន|លុប|ផ្លូវ|ដំណើរ|របស់|ក្រុម ក្នុង {area} មុន|ពេល|ផ្លូវ|បោស|សម្អាត|ប្រចាំ|ថ្ងៃ ត្រូវ|បាន|កត់|ត្រា។',
      fix: "ពិនិត្យ header X-Api-Key ជាមួយ|សោ|ដែល|បាន|រក្សា|ទុក មុន|ពេល|ដោះ|ស្រាយ /wipe ហើយ|ឆ្លើយ 401 បើ|មិន|ត្រូវ។",
    },
  ),
  {
    id: "nut-secret",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: DEVICE,
    line: 9,
    area: ODDAR_MEANCHEY,
    day: [2026, 3, 3],
    places: ["SHARED_SECRET", 'const SHARED_SECRET = "bcn-7f3a..."', "device.nut"],
    categories: [
      "Hard-coded credentials",
      "CWE-798",
      "Signing secret in the beacon firmware",
      "ពាក្យសម្ងាត់សរសេរជាប់ក្នុងកូដ",
    ],
    en: {
      titles: [
        "device.nut hard-codes the secret that signs every beacon's fixes",
        "One SHARED_SECRET for the whole beacon fleet, in the firmware source",
        "The beacon firmware ships its signing key in plain text",
      ],
      facts: [
        'device.nut declares const SHARED_SECRET = "bcn-7f3a..." and signs each fix with it before agent.send("fix", ...); every beacon carries the same secret and the source is in the public repository, so a forged fix claiming a deminer was outside {area} on {day} would be accepted as genuine.',
        "The signing secret is a constant in the source.",
      ],
      fix: "Provision a key for each beacon at enrolment, stored against hardware.getdeviceid(), keep it out of the source, and rotate the shared one.",
    },
    km: {
      titles: [
        "device.nut សរសេរ|ជាប់ អាថ៌កំបាំង ដែល|ចុះ|ហត្ថលេខា|លើ|ទីតាំង|នីមួយៗ",
        "SHARED_SECRET តែ|មួយ សម្រាប់|ឧបករណ៍|សញ្ញា|ទាំង|អស់ នៅ|ក្នុង|កូដ|ប្រភព",
      ],
      facts: [
        'device.nut ប្រកាស const SHARED_SECRET = "bcn-7f3a..." ហើយ|ចុះ|ហត្ថលេខា|លើ|ទីតាំង|នីមួយៗ|ជាមួយ|វា មុន agent.send("fix", ...)។ ឧបករណ៍|សញ្ញា|ទាំង|អស់ មាន|អាថ៌កំបាំង|ដូច|គ្នា ហើយ|កូដ|ប្រភព|ជា|សាធារណៈ ដូច្នេះ|ទីតាំង|ក្លែង|ក្លាយ|មួយ ដែល|អះអាង|ថា|អ្នក|ដោះ|មីន|នៅ|ក្រៅ {area} នៅ {day} នឹង|ត្រូវ|បាន|ទទួល|យក។',
      ],
      fix: "ផ្តល់|សោ|ដាច់|ដោយ|ឡែក ដល់|ឧបករណ៍|សញ្ញា|នីមួយៗ ហើយ|ដក|វា|ចេញ|ពី|កូដ|ប្រភព។",
    },
  },
  {
    id: "vala-sql",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: FORM,
    line: 118,
    area: BATTAMBANG,
    day: [2026, 4, 2],
    places: [
      "Demining.SurveyForm.save_polygon",
      "\"INSERT INTO polygons (name) VALUES ('%s')\".printf (name)",
      "Sqlite.Database.exec",
    ],
    categories: ["SQL injection", "CWE-89", "Polygon name spliced into SQLite", "ការចាក់បញ្ចូល SQL"],
    en: {
      titles: [
        "save_polygon formats the polygon's name into its INSERT",
        "SQL injection in the survey form's polygon save",
        "SurveyForm builds SQL with string.printf and runs it with db.exec",
      ],
      facts: [
        "save_polygon in survey_form.vala runs db.exec (\"INSERT INTO polygons (name) VALUES ('%s')\".printf (name)), and the names come from the KML files that villagers' reports are imported from; a polygon for {area} imported on {day} had an apostrophe in its name and the save failed, and a crafted name can rewrite the tablet's hazard records.",
        "The INSERT is formatted, not bound.",
      ],
      fix: "Prepare the statement with db.prepare_v2 and bind the name with stmt.bind_text.",
    },
    km: {
      titles: [
        "save_polygon បញ្ចូល|ឈ្មោះ|ពហុកោណ ទៅ|ក្នុង INSERT ដោយ|ផ្ទាល់",
        "ការ|ចាក់|បញ្ចូល SQL ក្នុង|ការ|រក្សា|ទុក|ពហុកោណ នៃ|ទម្រង់|ស្ទង់",
      ],
      facts: [
        "save_polygon ក្នុង survey_form.vala ដំណើរ|ការ db.exec (\"INSERT INTO polygons (name) VALUES ('%s')\".printf (name)) ហើយ|ឈ្មោះ|មក|ពី|ឯកសារ KML ដែល|បាន|នាំ|ចូល។ ពហុកោណ|សម្រាប់ {area} ដែល|បាន|នាំ|ចូល នៅ {day} មាន|សញ្ញា|អាប៉ូស្ត្រូហ្វ ក្នុង|ឈ្មោះ ហើយ|ការ|រក្សា|ទុក|បាន|បរាជ័យ។",
      ],
      fix: "រៀបចំ statement ដោយ db.prepare_v2 ហើយ|ភ្ជាប់|ឈ្មោះ ដោយ stmt.bind_text។",
    },
  },
  {
    id: "vala-tls",
    agent: "security",
    severity: "HIGH",
    rate: 0.35,
    file: SYNC,
    line: 27,
    area: PREAH_VIHEAR,
    day: [2026, 6, 18],
    places: [
      "Demining.SyncClient.upload",
      "msg.accept_certificate.connect ((cert, errors) => true)",
      "Soup.Message",
    ],
    categories: [
      "Improper certificate validation",
      "CWE-295",
      "Every certificate accepted on sync",
      "ការផ្ទៀងផ្ទាត់វិញ្ញាបនបត្រមិនត្រឹមត្រូវ",
    ],
    en: {
      titles: [
        "SyncClient.upload accepts any TLS certificate from the headquarters server",
        "The tablet's sync to headquarters can be intercepted",
        "accept_certificate always returns true in sync_client.vala",
      ],
      facts: [
        "upload connects msg.accept_certificate to a lambda returning true for every certificate error, so the tablet sends the day's cleared lanes to whoever answers on the field office's Wi-Fi; the upload for {area} on {day} went through a guesthouse's login portal that presented its own certificate, and the tablet never noticed.",
        "Certificate errors are ignored.",
      ],
      fix: "Remove the accept_certificate handler and trust only the headquarters CA through the session's tls_database.",
    },
    km: {
      titles: [
        "SyncClient.upload ទទួល|យក|វិញ្ញាបនបត្រ TLS ណា|មួយ|ក៏|បាន ពី|ម៉ាស៊ីន|មេ|ទីស្នាក់ការ|កណ្តាល",
        "ការ|ធ្វើ|សមកាលកម្ម|របស់|ថេប្លេត ទៅ|ទីស្នាក់ការ|កណ្តាល អាច|ត្រូវ|បាន|លួច|ស្ទាក់",
      ],
      facts: [
        "upload ភ្ជាប់ msg.accept_certificate ទៅ lambda ដែល|ត្រឡប់ true សម្រាប់|កំហុស|វិញ្ញាបនបត្រ|ទាំង|អស់ ដូច្នេះ|ថេប្លេត|ផ្ញើ|ផ្លូវ|ដែល|បាន|បោស|សម្អាត ទៅ|អ្នក|ណា|ដែល|ឆ្លើយ|តប|លើ Wi-Fi។ ការ|ផ្ទុក|ឡើង|សម្រាប់ {area} នៅ {day} បាន|ឆ្លង|កាត់|ទំព័រ|ផ្ទះ|សំណាក់|មួយ ដែល|បង្ហាញ|វិញ្ញាបនបត្រ|ផ្ទាល់|ខ្លួន។",
      ],
      fix: "លុប handler accept_certificate ចេញ ហើយ|ទុក|ចិត្ត|តែ CA របស់|ទីស្នាក់ការ|កណ្តាល តាម tls_database។",
    },
  },
  unpinned(
    "wrap-head",
    WRAP,
    4,
    0.3,
    ODDAR_MEANCHEY,
    [2026, 7, 21],
    ["[wrap-git]", "revision = head", "shapelib.wrap"],
    "Meson wrap on a moving revision",
    {
      titles: [
        "shapelib.wrap builds whatever is at the head of shapelib",
        "The tablet's Meson subproject is not pinned: revision = head",
        "[wrap-git] with revision = head, so builds are not reproducible",
      ],
      facts: [
        "The [wrap-git] section of subprojects/shapelib.wrap says revision = head, so meson fetches the library's latest commit on each fresh checkout; the tablet built on {day} read the .shp files for {area} with a different field width than the build the team had tested.",
        "The wrap follows head.",
      ],
      fix: "Set revision to a commit hash and update it in a reviewed change.",
    },
    {
      titles: [
        "shapelib.wrap សាងសង់|អ្វី|ដែល|នៅ head របស់ shapelib",
        "គម្រោង|រង Meson របស់|ថេប្លេត មិន|បាន|ចាក់|សោ|កំណែ: revision = head",
      ],
      facts: [
        "ផ្នែក [wrap-git] ក្នុង subprojects/shapelib.wrap សរសេរ revision = head ដូច្នេះ meson ទាញ commit ចុង|ក្រោយ|គេ រាល់|ពេល checkout ថ្មី។ ថេប្លេត|ដែល|បាន|សាងសង់ នៅ {day} បាន|អាន|ឯកសារ .shp សម្រាប់ {area} ខុស|ពី|កំណែ|ដែល|ក្រុម|បាន|សាកល្បង។",
      ],
      fix: "កំណត់ revision ទៅ hash របស់ commit មួយ ហើយ|ប្តូរ|វា|តាម|ការ|ពិនិត្យ។",
    },
  ),
  unpinned(
    "cmake-fetch",
    TILES,
    12,
    0.3,
    BATTAMBANG,
    [2026, 8, 4],
    ["FetchContent_Declare(protozero", "GIT_TAG master", "FetchContent_MakeAvailable"],
    "FetchContent on a branch",
    {
      titles: [
        "CMakeLists.txt fetches protozero from master",
        "The tile renderer's FetchContent dependency is not pinned",
        "FetchContent_Declare with GIT_TAG master, so tile builds drift",
      ],
      facts: [
        "FetchContent_Declare(protozero GIT_REPOSITORY https://github.com/mapbox/protozero.git GIT_TAG master) takes whatever master holds at configure time; the tiles for {area} rendered on {day} came out empty after an upstream change to the reader, and the previous build could not be reproduced.",
        "The dependency follows master.",
      ],
      fix: "Set GIT_TAG to a release's commit hash, with GIT_SHALLOW TRUE, and bump it in a reviewed change.",
    },
    {
      titles: [
        "CMakeLists.txt ទាញ protozero ពី master",
        "ការ|ពឹង|ផ្អែក FetchContent របស់|កម្មវិធី|គូរ|ផែនទី មិន|បាន|ចាក់|សោ|កំណែ",
      ],
      facts: [
        "FetchContent_Declare(protozero GIT_REPOSITORY https://github.com/mapbox/protozero.git GIT_TAG master) យក|អ្វី|ដែល|មាន|នៅ master ពេល configure។ ក្រឡា|ផែនទី|សម្រាប់ {area} ដែល|បាន|គូរ នៅ {day} ចេញ|មក|ទទេ ក្រោយ|ការ|ផ្លាស់|ប្តូរ|មួយ ហើយ|ការ|សាងសង់|មុន មិន|អាច|បង្កើត|ឡើង|វិញ|បាន|ទេ។",
      ],
      fix: "កំណត់ GIT_TAG ទៅ hash របស់ commit ចេញ|ផ្សាយ|មួយ ហើយ|ប្តូរ|វា|តាម|ការ|ពិនិត្យ។",
    },
  ),
  {
    id: "pony-memory",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: INGEST,
    line: 33,
    area: PREAH_VIHEAR,
    day: [2026, 3, 25],
    places: ["TrackIngest.receive", "_fixes.push(fix)", "actor TrackIngest"],
    categories: [
      "Uncontrolled resource consumption",
      "CWE-400",
      "Every fix kept in the actor",
      "ការប្រើប្រាស់អង្គចងចាំគ្មានដែនកំណត់",
    ],
    en: {
      titles: [
        "TrackIngest keeps every fix it has ever received",
        "The ingest actor's memory grows with each beacon fix",
        "receive pushes to _fixes and nothing ever removes them",
      ],
      facts: [
        "The behaviour be receive(fix: Fix val) of actor TrackIngest does _fixes.push(fix) for the lane-coverage map and never trims the array; after a week of fixes every 5 seconds from {area} the ingest host ran out of memory on {day} and the control room's map froze.",
        "The array of fixes is never trimmed.",
      ],
      fix: "Keep only each beacon's last fix in a Map[String, Fix val] and write older fixes to the track store.",
    },
    km: {
      titles: [
        "TrackIngest រក្សា|ទុក|ទីតាំង|ទាំង|អស់ ដែល|វា|បាន|ទទួល",
        "អង្គ|ចងចាំ|របស់ actor ទទួល|ទិន្នន័យ កើន|ឡើង|ជាមួយ|ទីតាំង|នីមួយៗ",
      ],
      facts: [
        "behaviour be receive(fix: Fix val) របស់ actor TrackIngest ធ្វើ _fixes.push(fix) ហើយ|មិន|ដែល|កាត់|បន្ថយ array ឡើយ។ ក្រោយ|មួយ|សប្តាហ៍ នៃ|ទីតាំង|រៀង|រាល់ #5 វិនាទី ពី {area} ម៉ាស៊ីន|ទទួល|ទិន្នន័យ|អស់|អង្គ|ចងចាំ នៅ {day} ហើយ|ផែនទី|បន្ទប់|បញ្ជា|បាន|គាំង។",
      ],
      fix: "រក្សា|តែ|ទីតាំង|ចុង|ក្រោយ|នៃ|ឧបករណ៍|សញ្ញា|នីមួយៗ ក្នុង Map[String, Fix val]។",
    },
  },
  {
    id: "pony-swallow",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.35,
    file: INGEST,
    line: 58,
    area: ODDAR_MEANCHEY,
    day: [2026, 9, 9],
    places: ["TrackIngest._parse", "try Fix.from_json(line)? else None end", "Fix.from_json"],
    categories: ["Swallowed error", "CWE-390", "Malformed fixes dropped silently", "កំហុសត្រូវបានលាក់"],
    en: {
      titles: [
        "_parse drops malformed fixes without a trace",
        "The ingest hides parse errors with try ... else None end",
        "Fix.from_json failures vanish in TrackIngest._parse",
      ],
      facts: [
        "_parse wraps Fix.from_json(line)? in try ... else None end and reports nothing else, so a beacon whose firmware wrote positions with a comma as the decimal separator lost every fix from {area} on {day}, and no log or counter showed it.",
        "Parse errors are discarded.",
      ],
      fix: "Count and log each rejected line with the beacon's id, and raise an alert when a beacon's rejections pass a threshold.",
    },
    km: {
      titles: [
        "_parse បោះ|ចោល|ទីតាំង|ខុស|ទម្រង់ ដោយ|គ្មាន|ដាន",
        "ការ|ទទួល|ទិន្នន័យ លាក់|កំហុស|ញែក ដោយ try ... else None end",
      ],
      facts: [
        "_parse រុំ Fix.from_json(line)? ក្នុង try ... else None end ហើយ|មិន|រាយការណ៍|អ្វី|ផ្សេង ដូច្នេះ|ឧបករណ៍|សញ្ញា|មួយ ដែល|សរសេរ|ទីតាំង|ដោយ|ប្រើ|សញ្ញា|ក្បៀស បាន|បាត់|ទីតាំង|ទាំង|អស់|ពី {area} នៅ {day} ហើយ|គ្មាន|កំណត់|ហេតុ|ណា|បង្ហាញ|ទេ។",
      ],
      fix: "រាប់ ហើយ|កត់|ត្រា|បន្ទាត់|នីមួយៗ|ដែល|ត្រូវ|បដិសេធ ជាមួយ id របស់|ឧបករណ៍|សញ្ញា។",
    },
  },
  {
    id: "forth-store",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.4,
    file: DETECTOR,
    line: 21,
    area: BATTAMBANG,
    day: [2026, 5, 27],
    stack: "( n i -- )",
    places: ["STORE-SAMPLE", ": STORE-SAMPLE ( n i -- ) CELLS SAMPLES + ! ;", "SAMPLES"],
    categories: [
      "Out-of-bounds write",
      "CWE-787",
      "Sample buffer overrun in the detector",
      "ការសរសេរលើសដែនកំណត់",
    ],
    en: {
      titles: [
        "STORE-SAMPLE writes past the end of SAMPLES",
        "The detector's calibration buffer has no bounds check",
        "An index over 63 in STORE-SAMPLE overwrites THRESHOLD",
      ],
      facts: [
        "STORE-SAMPLE is defined as : STORE-SAMPLE ( n i -- ) CELLS SAMPLES + ! ; with no check that i is below 64, and THRESHOLD is the cell right after the 64-cell SAMPLES buffer; a long sweep in {area} on {day} stored a 65th sample, replaced the threshold with a raw reading, and the detector stayed silent over a buried fuze.",
        "The sample index is not checked.",
      ],
      fix: "Check i against the buffer's size in STORE-SAMPLE (DUP 64 U< 0= IF ... THEN) and stop the sweep when it is full.",
    },
    km: {
      titles: [
        "STORE-SAMPLE សរសេរ|លើស|ចុង SAMPLES",
        "សតិ|បណ្ដោះ|អាសន្ន|ក្រិត|តាម|ខ្នាត|របស់|ឧបករណ៍|ចាប់|លោហៈ គ្មាន|ការ|ពិនិត្យ|ដែន|កំណត់",
      ],
      facts: [
        "STORE-SAMPLE ត្រូវ|បាន|កំណត់ ជា : STORE-SAMPLE ( n i -- ) CELLS SAMPLES + ! ; ដោយ|មិន|ពិនិត្យ|ថា i តូច|ជាង #64 ហើយ THRESHOLD ស្ថិត|នៅ|បន្ទាប់|ពី SAMPLES ភ្លាម។ ការ|បោស|វែង|មួយ ក្នុង {area} នៅ {day} បាន|រក្សា|គំរូ|ទី #65 ជំនួស|កម្រិត ហើយ|ឧបករណ៍|ចាប់|លោហៈ|នៅ|ស្ងៀម ពី|លើ|ហ្វុយស៊ី|ដែល|កប់|ក្នុង|ដី។",
      ],
      fix: "ពិនិត្យ i ជាមួយ|ទំហំ|សតិ|បណ្ដោះ|អាសន្ន ក្នុង STORE-SAMPLE ហើយ|បញ្ឈប់|ការ|បោស ពេល|វា|ពេញ។",
    },
  },
  {
    id: "forth-overflow",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.35,
    file: DETECTOR,
    line: 37,
    area: PREAH_VIHEAR,
    day: [2026, 10, 12],
    stack: "( -- )",
    places: ["CALIBRATE", "0 64 0 DO I CELLS SAMPLES + @ + LOOP 64 /", "THRESHOLD"],
    categories: ["Integer overflow", "CWE-190", "Calibration sum wraps on 16-bit cells", "ការលើសចំនួនគត់"],
    en: {
      titles: [
        "CALIBRATE sums 64 samples in a 16-bit cell and wraps",
        "The detector's threshold is wrong after strong readings: the sum overflows",
        "Integer overflow in the calibration average",
      ],
      facts: [
        "CALIBRATE computes 0 64 0 DO I CELLS SAMPLES + @ + LOOP 64 / in single cells, which are 16 bits on the detector's MSP430, so 64 readings near a laterite patch sum past 32767, wrap negative and set THRESHOLD far too low; the detector in {area} on {day} beeped at every stone and the lane was abandoned.",
        "The sum of the samples overflows a cell.",
      ],
      fix: "Accumulate in a double cell (S>D D+) and divide with SM/REM, or average the two halves separately.",
    },
    km: {
      titles: [
        "CALIBRATE បូក|គំរូ #64 ក្នុង cell #16 ប៊ីត ហើយ|លើស",
        "កម្រិត|របស់|ឧបករណ៍|ចាប់|លោហៈ ខុស ក្រោយ|ការ|អាន|ខ្លាំង: ផល|បូក|លើស",
      ],
      facts: [
        "CALIBRATE គណនា 0 64 0 DO I CELLS SAMPLES + @ + LOOP 64 / ដោយ cell តែ|មួយ ដែល|មាន #16 ប៊ីត លើ MSP430 ដូច្នេះ|ការ|អាន #64 ជិត|ដី|ក្រហម បូក|លើស #32767 ហើយ|ក្លាយ|ជា|អវិជ្ជមាន។ ឧបករណ៍|ចាប់|លោហៈ ក្នុង {area} នៅ {day} បន្លឺ|សំឡេង|គ្រប់|ថ្ម ហើយ|ផ្លូវ|នោះ|ត្រូវ|បោះ|បង់។",
      ],
      fix: "បូក|ក្នុង double cell (S>D D+) ហើយ|ចែក|ដោយ SM/REM។",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; km: string })[] = [
  {
    id: "remark-agent-routes",
    agent: "security",
    file: AGENT,
    line: 1,
    place: "http.onrequest",
    en: "Split the request handler into one function per route",
    km: "បំបែក|កម្មវិធី|ដោះ|ស្រាយ|សំណើ ជា|អនុគមន៍|មួយ|សម្រាប់|ផ្លូវ|នីមួយៗ",
  },
  {
    id: "remark-ingest-docs",
    agent: "performance",
    file: INGEST,
    line: 1,
    place: "actor TrackIngest",
    en: "Give the actor's fields and behaviours doc strings",
    km: "បន្ថែម doc string ដល់|វាល|និង behaviour របស់ actor",
  },
  {
    id: "remark-detector-stack",
    agent: "reliability",
    file: DETECTOR,
    line: 1,
    place: "calibrate.fs",
    en: "Add stack comments to every word's definition",
    km: "បន្ថែម|មតិ|ជង់ ដល់|ការ|កំណត់|ពាក្យ|នីមួយៗ",
  },
];

/** How a run writes, kept for the whole run. */
interface DeminingStyle extends BilingualRun {
  /** Hazard areas by database id (0), MGRS grid reference (1) or latitude and longitude (2). */
  areas: 0 | 1 | 2;
  /** Dates as `14 March 2026` (0), `2026-03-14` (1) or `14/03/2026` (2). */
  dates: 0 | 1 | 2;
  /** What a Khmer text puts between the words of a phrase: nothing, a zero-width space or a space. */
  breaks: "" | "\u200B" | " ";
  /** Numbers in Khmer text written in Khmer digits. */
  khmerDigits: boolean;
  /** The tablet's Vala methods by the names of the C that valac generates. */
  cNames: boolean;
  /** Forth words with their stack comments. */
  stackComments: boolean;
}

const KHMER: SecondLanguage = {
  severity: "កម្រិត|ធ្ងន់|ធ្ងរ",
  severities: {
    CRITICAL: "ធ្ងន់|ធ្ងរ|បំផុត",
    HIGH: "ខ្ពស់",
    MEDIUM: "មធ្យម",
    LOW: "ទាប",
    INFO: "ព័ត៌មាន",
  },
  maintainability: "ភាពងាយស្រួលថែទាំ",
  minor: "តូច|តាច ប៉ុន្តែ|ធ្វើ|ឲ្យ|ការ|ថែទាំ|ងាយ|ស្រួល។",
};

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const KHMER_MONTHS = [
  "មករា",
  "កុម្ភៈ",
  "មីនា",
  "មេសា",
  "ឧសភា",
  "មិថុនា",
  "កក្កដា",
  "សីហា",
  "កញ្ញា",
  "តុលា",
  "វិច្ឆិកា",
  "ធ្នូ",
];

/** `text`'s digits in Khmer digits. */
function khmerDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x17e0 + Number(d)));
}

/** `day` as the run writes it, in the run's language and digits. */
function dated(day: Day, style: DeminingStyle): string {
  const [year, month, date] = day;
  const two = (n: number) => String(n).padStart(2, "0");
  let out: string;
  if (style.dates === 1) out = `${year}-${two(month)}-${two(date)}`;
  else if (style.dates === 2) out = `${two(date)}/${two(month)}/${year}`;
  else if (style.otherLanguage) out = `ថ្ងៃទី${date} ខែ${KHMER_MONTHS[month - 1]} ឆ្នាំ${year}`;
  else out = `${date} ${MONTHS[month - 1]} ${year}`;
  return style.otherLanguage && style.khmerDigits ? khmerDigits(out) : out;
}

/** A hazard area as the run names it. */
function placed(area: Area, style: DeminingStyle): string {
  return [area.id, area.mgrs, area.position][style.areas]!;
}

/** Khmer text with its word breaks and marked numbers as the run writes them. */
function broken(text: string, style: DeminingStyle): string {
  return text
    .replaceAll("|", style.breaks)
    .replace(/#([0-9]+)/g, (_, n: string) => (style.khmerDigits ? khmerDigits(n) : n));
}

/** `text` with the area, the date, the word breaks and the numbers as the run writes them. */
function written(text: string, issue: DeminingIssue, style: DeminingStyle): string {
  return broken(
    text.replaceAll("{area}", placed(issue.area, style)).replaceAll("{day}", dated(issue.day, style)),
    style,
  );
}

/** A Vala method's name in the C that valac generates from it. */
function cName(method: string): string {
  return method
    .split(".")
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase())
    .join("_");
}

/** `runs` runs of the three agents over the demining operator's code, with each finding's true issue. */
export function deminingRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], DeminingStyle>(
    {
      name: "demining",
      issues: ISSUES,
      remarks: REMARKS,
      language: KHMER,
      words: (issue, otherLanguage) => (otherLanguage ? issue.km : issue.en),
      said: (remark) => remark.km,
      habits: (random) => {
        const areas = random();
        const dates = random();
        const breaks = random();
        const digits = random() < 0.5;
        const cNames = random() < 0.25;
        const stackComments = random() < 0.3;
        return {
          areas: areas < 0.55 ? 0 : areas < 0.8 ? 1 : 2,
          dates: dates < 0.45 ? 0 : dates < 0.75 ? 1 : 2,
          breaks: breaks < 0.6 ? "" : breaks < 0.85 ? "\u200B" : " ",
          khmerDigits: digits,
          cNames,
          stackComments,
        };
      },
      written: (text, issue, run) => written(text, issue, run),
      writing: (issue, run) => ({
        // Its titles are written as they are to be read: one that opens with a name keeps its case.
        titled: (title) => title,
        symbol: (place) => {
          if (run.cNames && place.startsWith("Demining.")) return cName(place);
          if (run.stackComments && issue.stack !== undefined && place === issue.places[0])
            return `${place} ${issue.stack}`;
          return place;
        },
      }),
      remarked: (finding, _remark, run) => ({
        ...finding,
        title: broken(finding.title, run),
        description: broken(finding.description, run),
      }),
    },
    options,
  );
}
