/**
 * The fifty-sixth held-out generator family for grouping quality (issue #12): a wind farm's
 * monitoring as its repository keeps it: the substation's IEC 61850 configuration (an SCL file),
 * a Modbus poller in Rust that reads the turbines' registers, Prometheus alerting rules, a Grafana
 * dashboard, and the Puppet module that deploys Telegraf and the historian, reviewed by runs of
 * which some write in Georgian. None of these formats or that language appear anywhere else in
 * the tests.
 *
 * Written in the stop that reads the fifty-fifth family, before the fifty-fifth's errors were
 * read, to take its place as a check; committed before anything was run on it; read, and tuned
 * against, in the same stop, once the fifty-seventh had taken its place. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - a Modbus register named by its address (`register 40083`) or by its zero-based offset
 *    (`holding register 82`), one habit a run, in places and words;
 *  - a GOOSE control block named by its IEC 61850 object reference (`WTG07LD0/LLN0.gcbTrip`), by
 *    its SCL element (`GSEControl gcbTrip`) or in MMS form (`WTG07LD0/LLN0$GO$gcbTrip`);
 *  - an alerting rule named by its alert name, by its index in the rules file
 *    (`groups[0].rules[1]`) or by its expression;
 *  - Puppet resources as places (`Package['grafana']`), and the Telegraf file named by the path
 *    Puppet deploys it to (`/etc/telegraf/telegraf.conf`) in some runs;
 *  - the dashboard named by its URL in Grafana (`https://grafana.kartli.ge/d/fleet01/fleet`) now
 *    and then, a name that shares nothing with its path in the repository;
 *  - categories as plain words, CWE ids, the field's own terms (`Alert fatigue`) or in Georgian.
 *  - twins: two alerting rules without a hold time, adjacent in one group; two registers decoded
 *    unsigned where they are signed, five lines apart in one function; a remark on the poller.
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

const SCL = "substation/kartli.scd";
const POLLER = "poller/src/modbus.rs";
const RULES = "monitoring/prometheus/rules/turbines.yml";
const DASHBOARD = "monitoring/grafana/dashboards/fleet.json";
const HISTORIAN = "puppet/modules/scada/manifests/historian.pp";
const TELEGRAF = "puppet/modules/scada/files/telegraf.conf";

type Agent = "security" | "reliability" | "performance";

interface WindIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third: `%r` the register as the run names it. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Georgian. */
  categories: readonly [string, string, string, string];
  en: Wording;
  ka: Wording;
  /** The register this issue is about, where it is about one: its 4xxxx address. */
  register?: number;
}

/** An alerting rule that pages on every spike: each rule its own issue. */
function noHold(
  id: string,
  alert: string,
  metric: string,
  part: string,
  partKa: string,
  index: number,
  line: number,
  rate: number,
): WindIssue {
  return {
    id,
    agent: "reliability",
    severity: "MEDIUM",
    rate,
    file: RULES,
    line,
    places: [alert, `groups[0].rules[${index}]`, `${metric} > 95`],
    categories: ["Noisy alerting", "CWE-779", "Alert fatigue", "ხმაურიანი გაფრთხილებები"],
    en: {
      titles: [
        `${alert} fires on every short spike`,
        `The ${alert} rule has no for: hold time`,
        `The on-call engineer is paged for ${part} readings that last one scrape`,
      ],
      facts: [
        `The rule ${alert} alerts on ${metric} > 95 with no for: clause, so a single 15-second sample above the limit pages the on-call engineer; the ${part} sensors on the older turbines spike on every yaw movement, and last month ${alert} fired 140 times, none of them real, until the team muted it.`,
        `${alert} has no hold time.`,
      ],
      fix: `Add for: 5m to ${alert}, or alert on avg_over_time(${metric}[5m]) > 95.`,
    },
    ka: {
      titles: [`${alert} ირთვება ყოველ მოკლე ნახტომზე`, `${alert} წესს არ აქვს for: დაყოვნება`],
      facts: [
        `${alert} წესი ამოწმებს ${metric} > 95 for: პირობის გარეშე, ამიტომ ${partKa} სენსორის ერთი 15-წამიანი ნახტომიც კი მორიგე ინჟინერს აღვიძებს; გასულ თვეში ${alert} 140-ჯერ ჩაირთო და არცერთი არ იყო ნამდვილი.`,
      ],
      fix: `დაამატეთ for: 5m წესს ${alert}.`,
    },
  };
}

/** A register decoded unsigned where the turbine writes it signed: each register its own issue. */
function unsigned(
  id: string,
  quantity: string,
  quantityKa: string,
  unit: string,
  register: number,
  line: number,
  rate: number,
): WindIssue {
  const field = quantity.replaceAll(" ", "_");
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: POLLER,
    line,
    register,
    places: ["decode_registers", `TurbineReading.${field}`, "%r"],
    categories: ["Incorrect type conversion", "CWE-681", "Sign error", "ტიპის არასწორი გარდაქმნა"],
    en: {
      titles: [
        `decode_registers reads ${quantity} as u16 although the turbine writes it signed`,
        `Negative ${quantity} from %r shows as about 65,000 ${unit}`,
        `${quantity[0]!.toUpperCase()}${quantity.slice(1)} is decoded unsigned`,
      ],
      facts: [
        `decode_registers turns %r into ${field} with regs[i] as u16 as f64, but the turbine controller writes ${quantity} as a signed 16-bit value; whenever it goes below zero the historian stores about 65,000 ${unit}, the fleet totals jump, and the grid operator's daily report has twice been sent with those numbers.`,
        `${quantity[0]!.toUpperCase()}${quantity.slice(1)} is read unsigned.`,
      ],
      fix: `Decode %r with regs[i] as i16 as f64, and reject readings outside the turbine's rated range.`,
    },
    ka: {
      titles: [
        `decode_registers კითხულობს ${quantityKa} როგორც u16, თუმცა ტურბინა მას ნიშნით წერს`,
        `უარყოფითი ${quantityKa} %r-დან ჩანს როგორც დაახლოებით 65 000 ${unit}`,
      ],
      facts: [
        `decode_registers %r-ს გარდაქმნის regs[i] as u16 as f64-ით, მაგრამ ტურბინის კონტროლერი ${quantityKa} ნიშნიან 16-ბიტიან მნიშვნელობად წერს; როცა ის ნულზე ქვემოთ ჩადის, ისტორიანი ინახავს დაახლოებით 65 000 ${unit}-ს.`,
      ],
      fix: `გამოიყენეთ regs[i] as i16 as f64 %r-სთვის.`,
    },
  };
}

const ISSUES: WindIssue[] = [
  noHold(
    "hold-gearbox",
    "GearboxBearingHot",
    "wtg_gearbox_bearing_temp_celsius",
    "gearbox bearing",
    "გადაცემათა კოლოფის საკისრის",
    1,
    14,
    0.45,
  ),
  noHold(
    "hold-generator",
    "GeneratorWindingHot",
    "wtg_generator_winding_temp_celsius",
    "generator winding",
    "გენერატორის გრაგნილის",
    2,
    23,
    0.35,
  ),
  unsigned("sign-reactive", "reactive power", "რეაქტიული სიმძლავრე", "kvar", 40085, 74, 0.45),
  unsigned("sign-pitch", "pitch angle", "ფრთის დახრის კუთხე", "degrees", 40091, 79, 0.35),
  {
    id: "goose-unauthenticated",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: SCL,
    line: 212,
    places: ["WTG07LD0/LLN0.gcbTrip", "GSEControl gcbTrip", "WTG07LD0/LLN0$GO$gcbTrip"],
    categories: [
      "Missing message authentication",
      "CWE-345",
      "GOOSE spoofing",
      "შეტყობინების ავთენტიფიკაციის ნაკლებობა",
    ],
    en: {
      titles: [
        "The gcbTrip GOOSE messages are published without authentication",
        "Anyone on the turbine network can send a trip to the substation",
        "GOOSE trips from WTG07 are not signed",
      ],
      facts: [
        "The SCL file publishes gcbTrip as plain GOOSE on the turbine ring, with no IEC 62351-6 signature and no VLAN separating it from the maintenance laptops' network; any device plugged into a tower's switch can send a trip with a higher stNum and open the feeder breaker for the whole string.",
        "GOOSE trips are unauthenticated.",
      ],
      fix: "Put the protection GOOSE on its own VLAN with port security on the tower switches, and sign it per IEC 62351-6 where the IEDs support it.",
    },
    ka: {
      titles: [
        "gcbTrip GOOSE შეტყობინებები ავთენტიფიკაციის გარეშე იგზავნება",
        "ტურბინების ქსელში ნებისმიერს შეუძლია ქვესადგურს გამორთვის ბრძანება გაუგზავნოს",
      ],
      facts: [
        "SCL ფაილი gcbTrip-ს აქვეყნებს როგორც ჩვეულებრივ GOOSE-ს, IEC 62351-6 ხელმოწერისა და ცალკე VLAN-ის გარეშე; ანძის კომუტატორში ჩართულ ნებისმიერ მოწყობილობას შეუძლია მთელი ხაზის ამომრთველის გახსნა.",
      ],
      fix: "გადაიტანეთ დაცვის GOOSE ცალკე VLAN-ზე და მოაწერეთ ხელი IEC 62351-6-ის მიხედვით.",
    },
  },
  {
    id: "poller-unwrap",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.4,
    file: POLLER,
    line: 58,
    places: ["poll_turbine", "Poller::poll_turbine", "read_holding_registers"],
    categories: ["Unhandled error", "CWE-248", "Poller crash", "დაუმუშავებელი შეცდომა"],
    en: {
      titles: [
        "poll_turbine unwraps the Modbus read, so one silent turbine stops the poller",
        "A timeout from one turbine panics the whole poller",
        "read_holding_registers(...).await.unwrap() takes down every turbine's data",
      ],
      facts: [
        'poll_turbine calls ctx.read_holding_registers(40001, 120).await.unwrap(); when a turbine\'s controller reboots or its fibre link drops, the read times out, the task panics, and because the runtime is built with panic = "abort" the poller exits and all 38 turbines stop reporting until systemd restarts it.',
        "A failed read panics.",
      ],
      fix: "Handle the error: log it, mark that turbine's readings stale, back off, and keep polling the others.",
    },
    ka: {
      titles: [
        "poll_turbine იყენებს unwrap-ს Modbus-ის წაკითხვაზე და ერთი ტურბინა მთელ პოლერს აჩერებს",
        "ერთი ტურბინის ტაიმაუტი მთელ პოლერს ავარიულად აჩერებს",
      ],
      facts: [
        "poll_turbine იძახებს ctx.read_holding_registers(40001, 120).await.unwrap(); როცა ტურბინის კონტროლერი გადაიტვირთება, წაკითხვა ვადას გადააცილებს, ამოცანა პანიკაში ვარდება და ყველა 38 ტურბინა წყვეტს მონაცემების გაგზავნას.",
      ],
      fix: "დაამუშავეთ შეცდომა და გააგრძელეთ დანარჩენი ტურბინების გამოკითხვა.",
    },
  },
  {
    id: "telegraf-token",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: TELEGRAF,
    line: 31,
    places: ["[[outputs.influxdb_v2]] token", "outputs.influxdb_v2.token", "token"],
    categories: ["Hard-coded credentials", "CWE-798", "Token in repository", "მყარად ჩაწერილი საიდუმლო"],
    en: {
      titles: [
        "telegraf.conf holds the InfluxDB token in plain text",
        "The historian's write token is committed to the repository",
        "Every turbine gateway carries a token that can delete the historian's data",
      ],
      facts: [
        "telegraf.conf sets token = \"kXq…\" in [[outputs.influxdb_v2]], Puppet copies it to every gateway with mode 0644, and the token is the organisation's all-access token: anyone with read access to the repository or a shell on a gateway can delete the buckets the grid operator's reports are built from.",
        "The InfluxDB token is in the file.",
      ],
      fix: 'Give each gateway a write-only token for its bucket, read it from the environment (token = "${INFLUX_TOKEN}"), and deploy it from Hiera eyaml with mode 0600.',
    },
    ka: {
      titles: [
        "telegraf.conf ინახავს InfluxDB-ის ტოკენს ღია ტექსტად",
        "ისტორიანის ჩაწერის ტოკენი რეპოზიტორიაშია",
      ],
      facts: [
        'telegraf.conf-ში [[outputs.influxdb_v2]] განყოფილებაში წერია token = "kXq…", Puppet მას ყველა შლუზზე 0644 უფლებებით აკოპირებს, და ეს ორგანიზაციის სრული წვდომის ტოკენია.',
      ],
      fix: "მიეცით თითოეულ შლუზს მხოლოდ ჩაწერის ტოკენი და წაიკითხეთ ის გარემოდან.",
    },
  },
  {
    id: "grafana-latest",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.35,
    file: HISTORIAN,
    line: 18,
    places: ["Package['grafana']", "package { 'grafana':", "scada::historian"],
    categories: ["Uncontrolled upgrade", "CWE-1104", "Unpinned package", "უკონტროლო განახლება"],
    en: {
      titles: [
        "Package['grafana'] is ensured latest, so every Puppet run may upgrade it",
        "scada::historian upgrades Grafana without anyone deciding to",
        "The control room's dashboards broke after an unplanned Grafana upgrade",
      ],
      facts: [
        "scada::historian declares package { 'grafana': ensure => latest }, so the next Puppet run after a release upgrades Grafana on the control-room server; the last major version dropped the old graph panel, and the operators had no fleet view for a morning during a storm warning.",
        "Grafana is not pinned.",
      ],
      fix: "Pin ensure => '10.4.2' in Hiera and upgrade on purpose after trying the dashboards on the test server.",
    },
    ka: {
      titles: [
        "Package['grafana'] დაყენებულია latest-ზე და Puppet-ის ყოველი გაშვება მას ანახლებს",
        "scada::historian Grafana-ს გადაწყვეტილების გარეშე ანახლებს",
      ],
      facts: [
        "scada::historian აცხადებს package { 'grafana': ensure => latest }, ამიტომ ახალი ვერსიის გამოსვლის შემდეგ Puppet მართვის ოთახის სერვერზე Grafana-ს ანახლებს; ბოლო განახლების შემდეგ ოპერატორებს ერთი დილა პარკის ხედი არ ჰქონდათ.",
      ],
      fix: "დააფიქსირეთ ვერსია Hiera-ში.",
    },
  },
  {
    id: "dashboard-raw-range",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: DASHBOARD,
    line: 146,
    places: ['panel "Power curve"', "panels[4]", "panel id 12"],
    categories: ["Inefficient query", "CWE-1050", "Dashboard overload", "არაეფექტური მოთხოვნა"],
    en: {
      titles: [
        "The Power curve panel queries 30 days of raw samples every 5 seconds",
        "The fleet dashboard's refresh loads Prometheus to the limit",
        "Opening the fleet dashboard slows every other query",
      ],
      facts: [
        "The Power curve panel plots wtg_active_power_kw against wtg_wind_speed for all 38 turbines over now-30d with a 15 s step and the dashboard refreshes every 5 s; each refresh pulls about 6 million samples, and with the dashboard open on the control-room wall Prometheus's query latency for the alerting rules goes past their evaluation interval.",
        "The panel queries raw samples over 30 days.",
      ],
      fix: "Plot a recording rule aggregated to 10 minutes, set the panel's min interval to 10m, and refresh the wall display every minute.",
    },
    ka: {
      titles: [
        "Power curve პანელი ყოველ 5 წამში 30 დღის ნედლ მონაცემებს ითხოვს",
        "პარკის დაფის განახლება Prometheus-ს ზღვრამდე ტვირთავს",
      ],
      facts: [
        "Power curve პანელი ყველა 38 ტურბინისთვის now-30d დიაპაზონს 15 წამიანი ბიჯით ხატავს და დაფა ყოველ 5 წამში ახლდება; ყოველი განახლება დაახლოებით 6 მილიონ ნიმუშს ითხოვს.",
      ],
      fix: "გამოიყენეთ 10 წუთამდე აგრეგირებული ჩამწერი წესი და განაახლეთ დაფა წუთში ერთხელ.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; ka: string })[] = [
  {
    id: "remark-register-map",
    agent: "reliability",
    file: POLLER,
    line: 20,
    place: "REGISTER_MAP",
    en: "Keep the register map in a TOML file instead of a const array in the code",
    ka: "შეინახეთ რეგისტრების რუკა TOML ფაილში და არა კოდის მასივში",
  },
  {
    id: "remark-rule-groups",
    agent: "performance",
    file: RULES,
    line: 3,
    place: "turbines",
    en: "Split the turbines group by subsystem so its rules are evaluated in parallel",
    ka: "დაყავით turbines ჯგუფი ქვესისტემების მიხედვით",
  },
  {
    id: "remark-dataset-names",
    agent: "security",
    file: SCL,
    line: 140,
    place: "DataSet dsMeas",
    en: "Name the data sets after what they carry",
    ka: "დაარქვით მონაცემთა ნაკრებებს სახელები მათი შინაარსის მიხედვით",
  },
];

/** How a run writes, kept for the whole run. */
interface WindStyle {
  georgian: boolean;
  /** Registers by zero-based offset (`holding register 84`), not their 4xxxx address. */
  offsets: boolean;
  /** The Telegraf file by the path Puppet deploys it to. */
  deployed: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines given at all. */
  lines: boolean;
}

const SEVERITY_KA: Record<Severity, string> = {
  CRITICAL: "კრიტიკული",
  HIGH: "მაღალი",
  MEDIUM: "საშუალო",
  LOW: "დაბალი",
  INFO: "ინფორმაცია",
};

/** `text` with the issue's register written as the run names it. */
function written(text: string, register: number | undefined, style: WindStyle): string {
  if (register === undefined) return text;
  const named = style.offsets
    ? `${style.georgian ? "რეგისტრი" : "holding register"} ${register - 40001}`
    : `${style.georgian ? "რეგისტრი" : "register"} ${register}`;
  return text.replaceAll("%r", named);
}

function located(file: string, line: number, style: WindStyle, random: Random, v: number) {
  const at = lineDrawn(line, style.lines, random, v);
  const named =
    style.deployed && file === TELEGRAF
      ? "/etc/telegraf/telegraf.conf"
      : file === DASHBOARD && random() < 0.1 + v * 0.15
        ? "https://grafana.kartli.ge/d/fleet01/fleet"
        : random() < v * 0.15
          ? file.slice(file.lastIndexOf("/") + 1)
          : file;
  return { file: named, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: WindIssue, style: WindStyle, random: Random, v: number): Finding {
  return cataloguedReport(
    issue,
    {
      words: style.georgian ? issue.ka : issue.en,
      otherLanguage: style.georgian,
      place: style.place,
      said: (severity) =>
        style.georgian ? `სიმძიმე: ${SEVERITY_KA[severity]}.` : `Severity: ${severity.toLowerCase()}.`,
      written: (text) => written(text, issue.register, style),
      titled: capitalised,
      located: () => located(issue.file, issue.line, style, random, v),
    },
    random,
    v,
  );
}

/** `runs` runs of the three agents over the wind farm's code, with each finding's true issue. */
export function windfarmRuns(options: GeneratorOptions): Generated {
  return drawRuns<WindIssue, (typeof REMARKS)[number], WindStyle>(
    {
      name: "windfarm",
      model: "windfarm-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        return {
          georgian: random() < 0.3,
          offsets: random() < 0.4,
          deployed: random() < 0.15 + v * 0.3,
          place: usualForm(place, v),
          lines: random() < 0.85,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) =>
        remarkReport(
          remark,
          {
            category: style.georgian ? "კოდის მოვლა" : "Maintainability",
            title: style.georgian ? remark.ka : remark.en,
            description: style.georgian
              ? `${remark.ka}. უმნიშვნელოა, მაგრამ მოვლას ამარტივებს.`
              : `${remark.en}. Minor, but it eases maintenance.`,
          },
          located(remark.file, remark.line, style, random, v),
        ),
    },
    options,
  );
}
