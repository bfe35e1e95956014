/**
 * The forty-seventh held-out generator family for grouping quality (issue #12): a makerspace's 3D
 * print farm as its repository keeps it: Klipper's `printer.cfg` and macros, Moonraker's
 * configuration, Marlin firmware for the older printers (its `Configuration.h`), an OctoPrint
 * plugin in Python that queues the farm's jobs, a G-code post-processing script, an OpenSCAD part
 * and a slicer's filament profile, reviewed by runs of which some write in Estonian, whose words
 * inflect by case and carry `õ`, `ä`, `ö`, `ü`. None of these formats or that language appear
 * anywhere else in the tests.
 *
 * Written at the start of the stop that reads the forty-sixth family, before the forty-sixth's
 * errors were read, to take its place as a check; committed before anything was run on it; tuned
 * against once its errors were read, in the same stop, once the forty-eighth was written
 * (bench/matching/history.ts). Self-contained: its own catalogue and its own model of how reports vary, its
 * numbers from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - paths relative to the subproject (`Marlin/Configuration.h` for
 *    `firmware/marlin/Marlin/Configuration.h`) or where the printer's host keeps them
 *    (`~/printer_data/config/macros.cfg`), one habit a run;
 *  - places as a Klipper config section (`[gcode_macro PRINT_END]`), a section and its option, a
 *    firmware `#define`, a G-code command (`M140`), a plugin's method or its REST route;
 *  - titles led by the component in brackets (`[Klipper] …`), one habit a run;
 *  - descriptions that open by quoting the line at fault (`` `max_error: 9999` ``), one habit a run;
 *  - lines at the line at fault or at the section's header, one habit a run;
 *  - categories as plain words, CWE ids, the field's own terms (`Thermal runaway`) or in Estonian;
 *  - twins: two heaters without thermal runaway protection in one `Configuration.h`, eight lines
 *    apart; two plugin commands without a permission check in one method, eleven lines apart; a
 *    remark on the macro file an issue is in.
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

const PRINTER_CFG = "klipper/config/printer.cfg";
const MACROS = "klipper/config/macros.cfg";
const MOONRAKER = "klipper/config/moonraker.conf";
const MARLIN_CONFIG = "firmware/marlin/Marlin/Configuration.h";
const PLUGIN = "octoprint-farmqueue/octoprint_farmqueue/__init__.py";
const POST = "scripts/timelapse_post.py";
const DUCT = "models/fan_duct.scad";
const PETG = "profiles/filament/PETG.ini";

/** The file relative to its subproject, as one who works inside that subproject writes it. */
function inSubproject(file: string): string {
  if (file.startsWith("klipper/")) return file.slice("klipper/".length);
  if (file.startsWith("firmware/marlin/")) return file.slice("firmware/marlin/".length);
  if (file.startsWith("octoprint-farmqueue/")) return file.slice("octoprint-farmqueue/".length);
  return file;
}

/** Where the printer's host keeps the file, where it keeps it at all. */
function onTheHost(file: string): string {
  if (file.startsWith("klipper/config/"))
    return `~/printer_data/config/${file.slice("klipper/config/".length)}`;
  if (file === PLUGIN) return "~/oprint/lib/python3.11/site-packages/octoprint_farmqueue/__init__.py";
  return file;
}

/** The component a title may lead with. */
function component(file: string): string {
  if (file === MOONRAKER) return "Moonraker";
  if (file.startsWith("klipper/")) return "Klipper";
  if (file.startsWith("firmware/")) return "Marlin";
  if (file.startsWith("octoprint-")) return "OctoPrint";
  if (file.endsWith(".scad")) return "OpenSCAD";
  if (file.endsWith(".ini")) return "Slicer";
  return "Scripts";
}

type Agent = "safety" | "security" | "performance";

interface FarmIssue extends CatalogueIssue<Agent> {
  /** The line of the section's header, or of the method's `def`. */
  header: number;
  /** The usual place, a second form, a third. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Estonian. */
  categories: readonly [string, string, string, string];
  /** The line at fault as the file has it. */
  quoted: string;
  en: Wording;
  et: Wording;
}

/** A heater whose thermal runaway protection is commented out: each heater its own issue. */
function unprotected(
  id: string,
  macro: string,
  gcode: string,
  en: string,
  et: string,
  line: number,
  rate: number,
): FarmIssue {
  return {
    id,
    agent: "safety",
    severity: "HIGH",
    rate,
    file: MARLIN_CONFIG,
    line,
    header: 790,
    places: [macro, `#define ${macro}`, gcode],
    categories: ["Fire hazard", "CWE-693", "Thermal runaway", "Tuleoht"],
    quoted: `//#define ${macro}`,
    en: {
      titles: [
        `Thermal runaway protection is disabled for the ${en}`,
        `#define ${macro} is commented out in Configuration.h`,
        `The ${en} heater can run away with no cut-off`,
      ],
      facts: [
        `Configuration.h has //#define ${macro}, so if the ${en} thermistor comes loose or its MOSFET fails closed, the firmware keeps heating the ${en} with no limit; the farm prints overnight with nobody in the room, which makes this a fire hazard.`,
        `The ${en} has no thermal runaway protection.`,
      ],
      fix: `Uncomment #define ${macro}, flash the printers, and test it with ${gcode} and the thermistor unplugged.`,
    },
    et: {
      titles: [
        `${et} termokaitse on välja lülitatud`,
        `#define ${macro} on Configuration.h-s välja kommenteeritud`,
      ],
      facts: [
        `Configuration.h-s on rida //#define ${macro}, nii et kui termistor lahti tuleb või MOSFET kinni jääb, kütab püsivara edasi ilma piiranguta; farm prindib öösiti, kui ruumis pole kedagi, seega on see tuleoht.`,
      ],
      fix: `Eemaldage kommentaar realt #define ${macro}, laadige püsivara printeritesse ja katsetage ${gcode} käsuga, termistor lahti ühendatud.`,
    },
  };
}

/** A plugin command the API runs without asking for a permission: each command its own issue. */
function unguarded(
  id: string,
  command: string,
  en: string,
  et: string,
  line: number,
  rate: number,
): FarmIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: PLUGIN,
    line,
    header: 131,
    places: ["FarmQueuePlugin.on_api_command", "POST /api/plugin/farmqueue", `command == "${command}"`],
    categories: ["Missing authorization", "CWE-862", "Broken access control", "Puuduv autoriseerimine"],
    quoted: `if command == "${command}":`,
    en: {
      titles: [
        `Any logged-in user can ${en} through the farm queue API`,
        `on_api_command runs "${command}" without a permission check`,
        `The ${command} command is not restricted to operators`,
      ],
      facts: [
        `on_api_command handles "${command}" without calling Permissions.PLUGIN_FARMQUEUE_OPERATE.can(), and get_api_commands lists it for every user; OctoPrint's guest and student accounts, which the makerspace gives to every member, can ${en} on all eleven printers.`,
        `The "${command}" command has no permission check.`,
      ],
      fix: `Check Permissions.PLUGIN_FARMQUEUE_OPERATE.can() before "${command}" and answer 403 otherwise, as the other commands do.`,
    },
    et: {
      titles: [
        `Iga sisselogitud kasutaja saab järjekorra API kaudu ${et}`,
        `on_api_command täidab käsu "${command}" õigusi kontrollimata`,
      ],
      facts: [
        `on_api_command käsitleb käsku "${command}" ilma Permissions.PLUGIN_FARMQUEUE_OPERATE.can() kutseta ja get_api_commands näitab seda kõigile; külalis- ja õpilaskontod, mis on igal liikmel, saavad kõigil üheteistkümnel printeril ${et}.`,
      ],
      fix: `Kontrollige enne käsku "${command}" Permissions.PLUGIN_FARMQUEUE_OPERATE.can() ja vastake muidu 403.`,
    },
  };
}

const ISSUES: FarmIssue[] = [
  unprotected("runaway-bed", "THERMAL_PROTECTION_BED", "M140", "heated bed", "Kuumendusaluse", 812, 0.5),
  unprotected("runaway-chamber", "THERMAL_PROTECTION_CHAMBER", "M141", "chamber", "Kambri", 820, 0.35),
  unguarded(
    "unguarded-cancel",
    "cancel_all",
    "cancel every queued job",
    "tühistada kõik järjekorras tööd",
    148,
    0.45,
  ),
  unguarded("unguarded-gcode", "send_gcode", "send raw G-code", "saata suvalist G-koodi", 159, 0.4),
  {
    id: "verify-heater-off",
    agent: "safety",
    severity: "CRITICAL",
    rate: 0.55,
    file: PRINTER_CFG,
    line: 97,
    header: 95,
    places: ["[verify_heater extruder]", "verify_heater extruder", "max_error"],
    categories: ["Fire hazard", "CWE-693", "Thermal runaway", "Tuleoht"],
    quoted: "max_error: 9999",
    en: {
      titles: [
        "verify_heater is set so that it never trips",
        "Klipper's heater check for the extruder is effectively off (max_error: 9999)",
        "A failed hotend thermistor will not stop the print",
      ],
      facts: [
        "printer.cfg sets max_error: 9999 under [verify_heater extruder], which someone raised to stop false alarms during the chamber's warm-up; Klipper now sums 9999 degree-seconds of shortfall before it shuts down, so a thermistor that drops out of the block lets the heater run at full power for many minutes.",
        "The extruder's heater verification never fires.",
      ],
      fix: "Go back to the default max_error (120) and raise check_gain_time instead if the warm-up really needs it.",
    },
    et: {
      titles: [
        "verify_heater on seadistatud nii, et see kunagi ei rakendu",
        "Ekstruuderi kütte kontroll on sisuliselt väljas (max_error: 9999)",
      ],
      facts: [
        "printer.cfg-s on jaotises [verify_heater extruder] max_error: 9999, mida tõsteti kambri soojenemise valehäirete vältimiseks; Klipper summeerib nüüd 9999 kraadsekundit puudujääki enne seiskamist, nii et plokist välja kukkunud termistor laseb küttel minuteid täisvõimsusel töötada.",
      ],
      fix: "Taastage vaikimisi max_error (120) ja vajadusel tõstke hoopis check_gain_time väärtust.",
    },
  },
  {
    id: "print-end-heaters",
    agent: "safety",
    severity: "MEDIUM",
    rate: 0.4,
    file: MACROS,
    line: 64,
    header: 52,
    places: ["[gcode_macro PRINT_END]", "PRINT_END", "TURN_OFF_HEATERS"],
    categories: ["Unsafe state", "CWE-705", "Heaters left on", "Ohtlik olek"],
    quoted: "{% if 'z' not in printer.toolhead.homed_axes %}",
    en: {
      titles: [
        "PRINT_END leaves the heaters on when Z is not homed",
        "The end macro returns before TURN_OFF_HEATERS",
        "Heaters stay on after a print ends on an unhomed printer",
      ],
      facts: [
        "PRINT_END returns early through {% if 'z' not in printer.toolhead.homed_axes %} (the branch meant to skip the Z lift), and TURN_OFF_HEATERS comes after that branch, so a print cancelled after a motor timeout leaves the hotend at 250 °C and the bed at 80 °C until someone notices.",
        "The heaters are not turned off on one path of the macro.",
      ],
      fix: "Move TURN_OFF_HEATERS and M107 to the top of PRINT_END, before any branch.",
    },
    et: {
      titles: [
        "PRINT_END jätab kütted sisse, kui Z-telg pole kodustatud",
        "Lõpumakro väljub enne TURN_OFF_HEATERS käsku",
      ],
      facts: [
        "PRINT_END väljub varakult tingimusega {% if 'z' not in printer.toolhead.homed_axes %} (haru, mis pidi vaid Z tõstmise vahele jätma), ja TURN_OFF_HEATERS on pärast seda haru, nii et mootorite aegumise järel tühistatud print jätab otsiku 250 °C ja aluse 80 °C juurde, kuni keegi märkab.",
      ],
      fix: "Tõstke TURN_OFF_HEATERS ja M107 PRINT_END algusesse, enne mistahes haru.",
    },
  },
  {
    id: "moonraker-trusted-all",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.5,
    file: MOONRAKER,
    line: 23,
    header: 18,
    places: ["[authorization]", "trusted_clients", "authorization.trusted_clients"],
    categories: ["Missing authentication", "CWE-306", "Open printer API", "Puuduv autentimine"],
    quoted: "trusted_clients: 0.0.0.0/0",
    en: {
      titles: [
        "Moonraker trusts every client (0.0.0.0/0)",
        "trusted_clients lets anyone on the network control the printers",
        "The printer API needs no login from any address",
      ],
      facts: [
        "moonraker.conf lists 0.0.0.0/0 under trusted_clients in [authorization], and the farm's hosts sit on the makerspace's member Wi-Fi, so anyone on it can upload G-code, start prints, run arbitrary macros and update the host's packages through the API without a key.",
        "Every address is trusted by the printer API.",
      ],
      fix: "Trust only the farm's management subnet (10.20.0.0/24) and give the queue plugin an API key.",
    },
    et: {
      titles: [
        "Moonraker usaldab kõiki kliente (0.0.0.0/0)",
        "trusted_clients lubab igaühel võrgus printereid juhtida",
      ],
      facts: [
        "moonraker.conf jaotises [authorization] on trusted_clients all 0.0.0.0/0, ja farmi hostid on liikmete Wi-Fi võrgus, nii et igaüks saab API kaudu ilma võtmeta G-koodi üles laadida, printe käivitada, makrosid käitada ja hosti pakette uuendada.",
      ],
      fix: "Usaldage ainult farmi halduse alamvõrku (10.20.0.0/24) ja andke järjekorra pluginale API võti.",
    },
  },
  {
    id: "upload-traversal",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: PLUGIN,
    line: 214,
    header: 205,
    places: ["FarmQueuePlugin._store_job", "_store_job", "os.path.join(self._basefolder, filename)"],
    categories: ["Path traversal", "CWE-22", "Arbitrary file write", "Kataloogist väljumine"],
    quoted: "path = os.path.join(self._basefolder, filename)",
    en: {
      titles: [
        "A queued job's file name can write outside the queue folder",
        "_store_job joins the uploaded filename without sanitising it",
        "Path traversal in the farm queue's upload",
      ],
      facts: [
        "_store_job builds the target with os.path.join(self._basefolder, filename) from the multipart filename as the browser sent it, so a name like ../../.octoprint/config.yaml overwrites OctoPrint's own configuration, and a name starting with / escapes the folder altogether.",
        "The upload's file name is not sanitised.",
      ],
      fix: "Pass the name through octoprint.util.sanitize_filename (or secure_filename) and refuse any result that resolves outside the base folder.",
    },
    et: {
      titles: [
        "Järjekorra töö failinimi võib kirjutada väljapoole järjekorra kausta",
        "_store_job liidab üleslaaditud failinime seda puhastamata",
      ],
      facts: [
        "_store_job koostab sihtkoha kujul os.path.join(self._basefolder, filename) brauseri saadetud failinimest, nii et nimi ../../.octoprint/config.yaml kirjutab üle OctoPrinti enda seadistuse ja kaldkriipsuga algav nimi väljub kaustast täielikult.",
      ],
      fix: "Laske nimi läbi octoprint.util.sanitize_filename ja keelduge tulemusest, mis jääb väljapoole baaskausta.",
    },
  },
  {
    id: "post-readlines",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: POST,
    line: 38,
    header: 31,
    places: ["insert_snapshots", "timelapse_post.insert_snapshots", "readlines"],
    categories: ["Excessive memory use", "CWE-400", "Slow post-processing", "Liigne mälukasutus"],
    quoted: "lines = f.readlines()",
    en: {
      titles: [
        "The timelapse post-processor reads the whole G-code file into memory",
        "insert_snapshots calls readlines() on multi-gigabyte files",
        "Post-processing large prints exhausts the host's RAM",
      ],
      facts: [
        "insert_snapshots reads the sliced file with f.readlines() and then builds a second list with the snapshot commands inserted; a 1.8 GB G-code file of a full-plate print needs over 5 GB on a host with 2 GB, so the slicer's upload hangs and the OOM killer takes Moonraker with it.",
        "The script holds the whole file in memory twice.",
      ],
      fix: "Stream the file line by line into a temporary file and rename it over the original when done.",
    },
    et: {
      titles: [
        "Aegvõtte järeltöötlus loeb kogu G-koodi faili mällu",
        "insert_snapshots kutsub mitme gigabaidi suurustel failidel readlines()",
      ],
      facts: [
        "insert_snapshots loeb viilutatud faili f.readlines() abil ja koostab seejärel teise loendi koos lisatud pildistamiskäskudega; täisplaadi printimise 1,8 GB G-koodi fail vajab üle 5 GB 2 GB mäluga hostil, nii et üleslaadimine hangub ja OOM killer viib kaasa ka Moonrakeri.",
      ],
      fix: "Lugege faili rida haaval ajutisse faili ja nimetage see lõpus originaali asemele.",
    },
  },
  {
    id: "duct-fn",
    agent: "performance",
    severity: "LOW",
    rate: 0.35,
    file: DUCT,
    line: 4,
    header: 1,
    places: ["$fn", "fan_duct.scad", "module duct()"],
    categories: ["Inefficient computation", "CWE-1050", "Slow render", "Ebatõhus arvutus"],
    quoted: "$fn = 360;",
    en: {
      titles: [
        "$fn = 360 set globally makes the duct take minutes to render",
        "fan_duct.scad renders every small hole with 360 segments",
        "The duct model is far too slow to render in CI",
      ],
      facts: [
        "fan_duct.scad sets $fn = 360 at the top of the file, so every M3 hole and fillet in duct() gets 360 segments; the CGAL render of the duct takes eleven minutes and the CI job that exports the STLs times out.",
        "The global $fn is far higher than the part needs.",
      ],
      fix: "Drop the global $fn and set $fa = 2 and $fs = 0.2, or pass $fn only to the large round outlet.",
    },
    et: {
      titles: [
        "Globaalne $fn = 360 muudab õhujuhi renderdamise minutitepikkuseks",
        "fan_duct.scad renderdab iga väikese augu 360 segmendiga",
      ],
      facts: [
        "fan_duct.scad seab faili alguses $fn = 360, nii et iga M3 auk ja ümardus moodulis duct() saab 360 segmenti; õhujuhi CGAL-renderdus kestab üksteist minutit ja STL-e eksportiv CI töö aegub.",
      ],
      fix: "Eemaldage globaalne $fn ja seadke $fa = 2 ning $fs = 0.2 või andke $fn ainult suurele ümarale väljundile.",
    },
  },
  {
    id: "petg-flow",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: PETG,
    line: 27,
    header: 1,
    places: ["filament_max_volumetric_speed", "[filament:PETG Farm]", "max_volumetric_speed"],
    categories: ["Resource misconfiguration", "CWE-770", "Under-extrusion", "Vale seadistus"],
    quoted: "filament_max_volumetric_speed = 0",
    en: {
      titles: [
        "The PETG profile has no volumetric flow limit",
        "filament_max_volumetric_speed = 0 lets the slicer ask for more than the hotend can melt",
        "PETG prints under-extrude on infill at the farm's speeds",
      ],
      facts: [
        "PETG.ini sets filament_max_volumetric_speed = 0, which the slicer reads as no limit, so sparse infill at 300 mm/s asks for 28 mm³/s from hotends that melt about 11; the extruders skip, infill is weak, and prints fail hours in.",
        "The filament profile does not cap the flow.",
      ],
      fix: "Set filament_max_volumetric_speed = 11 for the farm's hotends (measure with a flow test) and let the slicer slow the moves.",
    },
    et: {
      titles: [
        "PETG profiilil puudub mahulise voolu piirang",
        "filament_max_volumetric_speed = 0 laseb viilutajal küsida rohkem, kui otsik sulatada jõuab",
      ],
      facts: [
        "PETG.ini seab filament_max_volumetric_speed = 0, mida viilutaja loeb piiranguta olekuks, nii et täidis 300 mm/s juures nõuab 28 mm³/s otsikutelt, mis sulatavad umbes 11; ekstruuderid libisevad, täidis on nõrk ja printimised ebaõnnestuvad tundide pärast.",
      ],
      fix: "Seadke farmi otsikutele filament_max_volumetric_speed = 11 ja laske viilutajal liikumisi aeglustada.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; et: string })[] = [
  {
    id: "remark-macros-split",
    agent: "safety",
    file: MACROS,
    line: 12,
    place: "[gcode_macro PRINT_START]",
    en: "Split PRINT_START into smaller macros for heating, homing and meshing",
    et: "Jagage PRINT_START väiksemateks makrodeks kütmise, kodustamise ja mõõtmise jaoks",
  },
  {
    id: "remark-plugin-hints",
    agent: "security",
    file: PLUGIN,
    line: 40,
    place: "FarmQueuePlugin",
    en: "Add type hints to FarmQueuePlugin's public methods",
    et: "Lisage FarmQueuePlugin avalikele meetoditele tüübivihjed",
  },
  {
    id: "remark-duct-params",
    agent: "performance",
    file: DUCT,
    line: 9,
    place: "module duct()",
    en: "Make the duct's wall thickness a parameter of duct()",
    et: "Tehke õhujuhi seina paksus mooduli duct() parameetriks",
  },
];

/** How a run writes, kept for the whole run. */
interface FarmStyle {
  estonian: boolean;
  /** Paths from the repository's root, from the subproject's, or where the host keeps them. */
  paths: "repository" | "subproject" | "host";
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines at the line at fault, at the section's header, or none. */
  lines: "fault" | "header" | "none";
  /** Titles lead with the component in brackets. */
  tagged: boolean;
  /** Descriptions open by quoting the line at fault. */
  quotes: boolean;
}

const SEVERITY_ET: Record<Severity, string> = {
  CRITICAL: "kriitiline",
  HIGH: "kõrge",
  MEDIUM: "keskmine",
  LOW: "madal",
  INFO: "teave",
};

function located(file: string, line: number, header: number, style: FarmStyle, random: Random, v: number) {
  const shift = random() < v * 0.3 ? Math.round((random() * 2 - 1) * (v > 0.5 ? 5 : 2)) : 0;
  const base = style.lines === "header" ? header : line;
  const at = style.lines === "none" || random() < v * 0.1 ? undefined : Math.max(1, base + shift);
  const written =
    style.paths === "subproject"
      ? inSubproject(file)
      : style.paths === "host"
        ? onTheHost(file)
        : random() < v * 0.15
          ? file.slice(file.lastIndexOf("/") + 1)
          : file;
  return { file: written, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: FarmIssue, style: FarmStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const category = categoryDrawn(issue.categories, style.estonian, random, v);
  const words = style.estonian ? issue.et : issue.en;
  const title = usually(words.titles, v * 0.6, random);
  const fact = usually(words.facts, v * 0.5, random);
  const place = formDrawn(issue.places, style.place, random, v);
  const said = style.estonian
    ? `Raskusaste: ${SEVERITY_ET[severity]}.`
    : `Severity: ${severity.toLowerCase()}.`;
  const quote = style.quotes ? `\`${issue.quoted}\`: ` : "";
  return {
    agent: issue.agent,
    category,
    severity,
    title: style.tagged ? `[${component(issue.file)}] ${title}` : title,
    description: `${quote}${fact} ${words.fix} ${said}`,
    ...located(issue.file, issue.line, issue.header, style, random, v),
    ...(place !== undefined && { symbol: place }),
  };
}

/** `runs` runs of the three agents over the print farm, with each finding's true issue. */
export function printFarmRuns(options: GeneratorOptions): Generated {
  return drawRuns<FarmIssue, (typeof REMARKS)[number], FarmStyle>(
    {
      name: "printfarm",
      model: "printfarm-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const paths = random();
        const place = random();
        const lines = random();
        return {
          estonian: random() < 0.3,
          paths: paths < 0.7 - v * 0.2 ? "repository" : paths < 0.9 - v * 0.1 ? "subproject" : "host",
          place: usualForm(place, v),
          lines: lines < 0.6 ? "fault" : lines < 0.85 ? "header" : "none",
          tagged: random() < 0.25,
          quotes: random() < 0.3,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: remark.agent,
        category: style.estonian ? "Hooldatavus" : "Maintainability",
        severity: "INFO",
        title: style.tagged
          ? `[${component(remark.file)}] ${style.estonian ? remark.et : remark.en}`
          : style.estonian
            ? remark.et
            : remark.en,
        description: style.estonian
          ? `${remark.et}. Pisiasi, kuid lihtsustab hooldust.`
          : `${remark.en}. Minor, but it eases maintenance.`,
        ...located(remark.file, remark.line, remark.line, style, random, v),
        symbol: remark.place,
      }),
    },
    options,
  );
}
