/**
 * The sixty-third held-out generator family for grouping quality (issue #12): a security
 * operations team's detection rules as their repository keeps them: YARA rules, Suricata rules,
 * two Sigma rules, the analytics and hunting queries in KQL and the log collector's nftables
 * firewall, reviewed by runs of which some write in Kazakh. None of these formats or that language
 * appear anywhere else in the tests.
 *
 * Written in the stop that reads the sixty-second family, before the sixty-second's errors were
 * read, to take its place as a check; committed before anything was run on it; read, and tuned
 * against, in the same stop, once the sixty-fourth had taken its place.
 * Self-contained: its own catalogue and its own model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - YARA rules and conditions (`rule Loader_Generic`, `condition: any of them`), Suricata rules by
 *    their `sid:` or their `msg:`, Sigma's YAML paths (`detection.filter`) and titles, KQL's `let`
 *    bindings and nftables chains (`chain input`, `policy accept`) as places;
 *  - a Suricata rule named in words by its number or its message, and a host by its name or its
 *    address, one habit a run each;
 *  - categories as plain words, CWE ids, the field's own terms (`Alert fatigue`) or in Kazakh.
 *  - twins: two Suricata rules without a fast pattern, six lines apart, whose third place is one
 *    rule header; two KQL analytics queries whose lookback is shorter than their schedule, in one
 *    file; a remark on the Suricata rules file.
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

const YARA = "rules/yara/loaders.yar";
const SURICATA = "rules/suricata/local.rules";
const SIGMA_PS = "rules/sigma/proc_creation_win_encoded_ps.yml";
const SIGMA_LOLBIN = "rules/sigma/proc_creation_win_lolbin.yml";
const IDENTITY = "detections/identity.kql";
const HUNT = "hunting/dns.kql";
const FIREWALL = "hosts/collector/nftables.conf";

type Agent = "security" | "reliability" | "performance";

interface Host {
  name: string;
  address: string;
}

interface Rule {
  sid: number;
  msg: string;
}

interface DetectionIssue extends CataloguedIssue<Agent> {
  /** `%h` the host, `%r` the rule, as the run names them. */
  en: Wording;
  kk: Wording;
  host: Host;
  /** The Suricata rule this issue is about, where it is about one. */
  rule?: Rule;
}

const DC: Host = { name: "dc01.corp.kz", address: "10.20.0.5" };
const VPN: Host = { name: "vpn01.corp.kz", address: "10.20.4.11" };
const SENSOR: Host = { name: "ids-edge02", address: "10.20.9.2" };
const COLLECTOR: Host = { name: "logcol01", address: "10.20.9.30" };
const WORKSTATION: Host = { name: "ws-fin-114", address: "10.31.7.114" };

/** A Suricata rule with no fast pattern: each rule its own issue. */
function noFastPattern(id: string, rule: Rule, line: number, rate: number): DetectionIssue {
  return {
    id,
    agent: "performance",
    severity: "MEDIUM",
    rate,
    file: SURICATA,
    line,
    host: SENSOR,
    rule,
    places: [`sid:${rule.sid}`, `msg:"${rule.msg}"`, "alert http $HOME_NET any -> $EXTERNAL_NET any"],
    categories: [
      "Uncontrolled resource consumption",
      "CWE-400",
      "Packet drops",
      "Ресурстарды бақылаусыз тұтыну",
    ],
    en: {
      titles: [
        `sid:${rule.sid} inspects every HTTP request body without a fast pattern`,
        `%r makes the sensor drop packets`,
        `The PCRE of %r runs on all outbound traffic`,
      ],
      facts: [
        `%r matches content:"POST"; http_method; and then pcre:"/paste|bin/i" over http.request_body, with no fast_pattern and no flow:established,to_server, so the PCRE runs on every outbound request; at 4 Gbit/s the sensor %h drops 12% of packets and other rules miss what they were written for.`,
        `%r has no fast pattern.`,
      ],
      fix: "Add a distinctive content with fast_pattern (the site's host name) and flow:established,to_server, and test the PCRE after it.",
    },
    kk: {
      titles: [
        `sid:${rule.sid} әрбір HTTP сұрау денесін fast_pattern-сіз тексереді`,
        `%r сенсорды пакеттерді тастауға мәжбүрлейді`,
      ],
      facts: [
        `%r content:"POST" сәйкестендіреді, содан кейін fast_pattern-сіз pcre:"/paste|bin/i" іске қосады, сондықтан PCRE әрбір шығыс сұрауда орындалады; %h сенсоры пакеттердің 12%-ын тастайды.`,
      ],
      fix: "fast_pattern бар айрықша content және flow:established,to_server қосыңыз.",
    },
  };
}

/** A KQL analytics query that looks back less than its schedule: each query its own issue. */
function lookbackGap(
  id: string,
  name: string,
  table: string,
  what: string,
  whatKk: string,
  host: Host,
  line: number,
  rate: number,
): DetectionIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: IDENTITY,
    line,
    host,
    places: [name, `let ${name}`, `${table} | where TimeGenerated > ago(5m)`],
    categories: ["Detection gap", "CWE-778", "Blind window", "Анықтаудағы олқылық"],
    en: {
      titles: [
        `${name} looks back 5 minutes but the rule runs every hour`,
        `55 minutes of every hour go unchecked by ${name}`,
        `The ${name} analytics rule misses most ${what}`,
      ],
      facts: [
        `${name} filters ${table} | where TimeGenerated > ago(5m) while the analytics rule is scheduled with queryFrequency 1h, so each run sees only the last five minutes of the hour; a password spray against %h at 02:10 last week never alerted.`,
        "The lookback is shorter than the schedule.",
      ],
      fix: "Make the lookback equal the frequency (ago(1h)) or schedule the rule every 5 minutes, and test it with a replayed spray.",
    },
    kk: {
      titles: [
        `${name} 5 минут артқа қарайды, ал ереже сағат сайын іске қосылады`,
        `Әр сағаттың 55 минуты ${name} арқылы тексерілмейді`,
      ],
      facts: [
        `${name} ${table} | where TimeGenerated > ago(5m) сүзеді, ал ереже сағатына бір рет іске қосылады, сондықтан ${whatKk} көбі көрінбейді; өткен аптада %h хостына жасалған құпиясөз шабуылы дабыл бермеді.`,
      ],
      fix: "Артқа қарау кезеңін жиілікке теңестіріңіз (ago(1h)).",
    },
  };
}

const ISSUES: DetectionIssue[] = [
  noFastPattern("suricata-paste", { sid: 9000101, msg: "CORP Exfil POST to paste site" }, 14, 0.4),
  noFastPattern("suricata-share", { sid: 9000107, msg: "CORP Exfil POST to file share" }, 20, 0.3),
  lookbackGap(
    "lookback-signin",
    "FailedLogons",
    "SigninLogs",
    "failed sign-ins",
    "сәтсіз кірулердің",
    DC,
    8,
    0.4,
  ),
  lookbackGap(
    "lookback-vpn",
    "FailedVpnLogons",
    "AzureDiagnostics",
    "failed VPN logons",
    "сәтсіз VPN кірулерінің",
    VPN,
    19,
    0.3,
  ),
  {
    id: "yara-any-of",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.45,
    file: YARA,
    line: 22,
    host: WORKSTATION,
    places: ["Loader_Generic", "rule Loader_Generic", "condition: any of them"],
    categories: ["Overly broad detection", "CWE-697", "Alert fatigue", "Тым кең анықтама"],
    en: {
      titles: [
        'Loader_Generic fires on any file containing "http"',
        "The YARA loader rule floods the queue with false positives",
        "condition: any of them makes Loader_Generic match almost every binary",
      ],
      facts: [
        'rule Loader_Generic has $s2 = "http" ascii and condition: any of them, so one http string in any executable, installer or document matches; the mail gateway flagged 31,000 attachments yesterday, the analysts now close the rule\'s alerts in bulk, and the real loader found on %h was closed with them.',
        "The condition matches on one common string.",
      ],
      fix: "Require the loader's own strings together (2 of ($l*) and $mutex), drop $s2, and run the rule against a goodware corpus before release.",
    },
    kk: {
      titles: [
        'Loader_Generic ережесі "http" бар кез келген файлда іске қосылады',
        "YARA жүктеуші ережесі кезекті жалған дабылдарға толтырады",
      ],
      facts: [
        'rule Loader_Generic ішінде $s2 = "http" ascii және condition: any of them бар, сондықтан бір http жолы бар кез келген файл сәйкес келеді; талдаушылар ереженің дабылдарын жаппай жабады, %h хостындағы нақты жүктеуші де солармен бірге жабылды.',
      ],
      fix: "Жүктеушінің өз жолдарын бірге талап етіңіз және $s2 жолын алып тастаңыз.",
    },
  },
  {
    id: "sigma-filter",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: SIGMA_PS,
    line: 18,
    host: WORKSTATION,
    places: ["detection.filter", "filter", "Encoded PowerShell from Office"],
    categories: ["Protection mechanism failure", "CWE-693", "Detection bypass", "Қорғау механизмінің ақауы"],
    en: {
      titles: [
        "The filter drops every encoded PowerShell started by explorer.exe",
        "An attacker evades the encoded PowerShell rule by launching through Explorer",
        "detection.filter excludes the parent a phishing payload uses",
      ],
      facts: [
        "The Sigma rule's condition is selection and not filter, with filter: ParentImage|endswith: '\\explorer.exe'; a shortcut from a phishing mail is opened by Explorer, so the payload's powershell -enc is filtered out, and the red team's run on %h last month was not detected.",
        "The filter excludes Explorer as a parent.",
      ],
      fix: "Narrow the filter to the signed admin scripts by their command line, not by the parent, and add a test event for a shortcut launch.",
    },
    kk: {
      titles: [
        "Сүзгі explorer.exe іске қосқан барлық кодталған PowerShell-ді алып тастайды",
        "Шабуылдаушы Explorer арқылы іске қосып, ережеден жалтарады",
      ],
      facts: [
        "Sigma ережесінің шарты selection and not filter, ал filter: ParentImage|endswith: '\\explorer.exe'; фишинг хатындағы жарлықты Explorer ашады, сондықтан powershell -enc сүзіліп қалады, %h хостындағы қызыл команданың сынағы анықталмады.",
      ],
      fix: "Сүзгіні ата-процесс бойынша емес, қол қойылған скрипттердің командалық жолы бойынша тарылтыңыз.",
    },
  },
  {
    id: "sigma-fields",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.35,
    file: SIGMA_LOLBIN,
    line: 9,
    host: WORKSTATION,
    places: ["logsource", "detection.selection.NewProcessName", "LOLBin rundll32 without DLL"],
    categories: ["Incorrect configuration", "CWE-16", "Dead rule", "Қате конфигурация"],
    en: {
      titles: [
        "The rundll32 rule uses Security log field names on Sysmon events",
        "LOLBin rundll32 without DLL has never matched",
        "logsource says sysmon but the selection tests NewProcessName",
      ],
      facts: [
        "logsource is product: windows, service: sysmon, but the selection reads NewProcessName and ProcessCommandLine, the names of Security event 4688; Sysmon's event 1 writes Image and CommandLine, so the converted query compares fields that never exist, and the rule has not fired once since it was deployed, the rundll32 launch on %h included.",
        "The fields do not exist in Sysmon events.",
      ],
      fix: "Use Image and CommandLine, or set category: process_creation and let the backend map the fields; add a test event.",
    },
    kk: {
      titles: [
        "rundll32 ережесі Sysmon оқиғаларында Security журналының өріс атауларын қолданады",
        "LOLBin rundll32 ережесі бірде-бір рет сәйкес келмеген",
      ],
      facts: [
        "logsource service: sysmon деп көрсетеді, бірақ selection NewProcessName және ProcessCommandLine өрістерін оқиды; Sysmon бұл өрістерді жазбайды, сондықтан ереже орнатылғаннан бері бір рет те іске қосылмады, %h хостындағы rundll32 іске қосылуында да.",
      ],
      fix: "Image және CommandLine өрістерін қолданыңыз.",
    },
  },
  {
    id: "nft-policy",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: FIREWALL,
    line: 6,
    host: COLLECTOR,
    places: ["chain input", "inet filter input", "policy accept"],
    categories: ["Incorrect default permissions", "CWE-276", "Open collector", "Қате әдепкі рұқсаттар"],
    en: {
      titles: [
        "The collector's input chain accepts by default",
        "Every port on the log collector is reachable from the user VLAN",
        "nftables policy accept on chain input",
      ],
      facts: [
        "table inet filter { chain input { type filter hook input priority 0; policy accept; … } } only drops invalid state, so the syslog receiver, Elasticsearch on 9200 and the Kibana admin on %h answer anyone on the user VLAN; a laptop there could delete the indices that hold the evidence.",
        "The input chain's policy is accept.",
      ],
      fix: "Set policy drop, accept established and related, and open 514 and 9200 to the sensors' and analysts' subnets only.",
    },
    kk: {
      titles: [
        "Коллектордың input тізбегі әдепкі бойынша бәрін қабылдайды",
        "Журнал коллекторының барлық порттары пайдаланушылар VLAN-ынан қолжетімді",
      ],
      facts: [
        "table inet filter ішіндегі chain input policy accept қолданады, сондықтан %h хостындағы syslog қабылдағышы мен Elasticsearch 9200 порты пайдаланушылар VLAN-ындағы кез келген адамға жауап береді.",
      ],
      fix: "policy drop орнатып, порттарды тек сенсорлар мен талдаушылардың ішкі желілеріне ашыңыз.",
    },
  },
  {
    id: "hunt-search",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: HUNT,
    line: 3,
    host: DC,
    places: ["HuntDns", "search *", "let HuntDns"],
    categories: ["Inefficient algorithm", "CWE-1176", "Workspace scan", "Тиімсіз алгоритм"],
    en: {
      titles: [
        "HuntDns runs search * over thirty days",
        "The DNS hunt scans every table in the workspace",
        "Opening the DNS hunting query costs minutes and the day's quota",
      ],
      facts: [
        'let HuntDns = search * | where TimeGenerated > ago(30d) | where * has "%h" scans every table and column of the workspace before it narrows to DNS; each run reads 2 TB, takes four minutes and counts against the analysts\' query quota, so hunts for %h are given up half way.',
        "search * scans the whole workspace.",
      ],
      fix: "Query DnsEvents by name, filter on Name and TimeGenerated first, and project only the columns the hunt reads.",
    },
    kk: {
      titles: [
        "HuntDns отыз күн бойынша search * іске қосады",
        "DNS іздеуі жұмыс кеңістігіндегі әр кестені сканерлейді",
      ],
      facts: [
        "let HuntDns = search * | where TimeGenerated > ago(30d) DNS-ке сүзгенге дейін жұмыс кеңістігінің барлық кестелері мен бағандарын сканерлейді; әр іске қосу 2 ТБ оқиды, төрт минут алады, сондықтан %h бойынша іздеу жартылай тасталады.",
      ],
      fix: "DnsEvents кестесін атымен сұраңыз және алдымен Name мен TimeGenerated бойынша сүзіңіз.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; kk: string })[] = [
  {
    id: "remark-yara-meta",
    agent: "reliability",
    file: YARA,
    line: 1,
    place: "meta",
    en: "Give every rule a meta block with its author, date and reference",
    kk: "Әр ережеге author, date және reference бар meta блогын қосыңыз",
  },
  {
    id: "remark-suricata-rev",
    agent: "performance",
    file: SURICATA,
    line: 1,
    place: "local.rules",
    en: "Raise rev: on every change so the sensors reload the rules",
    kk: "Сенсорлар ережелерді қайта жүктеуі үшін әр өзгерісте rev: мәнін арттырыңыз",
  },
  {
    id: "remark-nft-comments",
    agent: "security",
    file: FIREWALL,
    line: 2,
    place: "table inet filter",
    en: "Comment each rule with the ticket that opened it",
    kk: "Әр ережеге оны ашқан тикетті түсініктеме ретінде жазыңыз",
  },
];

/** How a run writes, kept for the whole run. */
interface DetectionStyle extends BilingualRun {
  /** Hosts by their addresses, not their names. */
  addresses: boolean;
  /** Suricata rules by their messages, not their numbers. */
  messages: boolean;
}

const KAZAKH: SecondLanguage = {
  severity: "Маңыздылығы",
  severities: {
    CRITICAL: "сыни",
    HIGH: "жоғары",
    MEDIUM: "орташа",
    LOW: "төмен",
    INFO: "ақпарат",
  },
  maintainability: "Сүйемелдеу",
  minor: "Шағын мәселе, бірақ қолдауды жеңілдетеді.",
};

/** `text` with the host and the rule written as the run names them. */
function written(text: string, issue: DetectionIssue, style: DetectionStyle): string {
  const host = style.addresses ? issue.host.address : issue.host.name;
  const rule =
    issue.rule === undefined
      ? ""
      : style.messages
        ? `"${issue.rule.msg}"`
        : style.otherLanguage
          ? `${issue.rule.sid} ережесі`
          : `rule ${issue.rule.sid}`;
  return text.replaceAll("%h", host).replaceAll("%r", rule);
}

/** `runs` runs of the three agents over the team's detection rules, with each finding's true issue. */
export function detectionsRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], DetectionStyle>(
    {
      name: "detections",
      issues: ISSUES,
      remarks: REMARKS,
      language: KAZAKH,
      words: (issue, otherLanguage) => (otherLanguage ? issue.kk : issue.en),
      said: (remark) => remark.kk,
      habits: (random) => ({
        addresses: random() < 0.35,
        messages: random() < 0.5,
      }),
      written: (text, issue, run) => written(text, issue, run),
    },
    options,
  );
}
