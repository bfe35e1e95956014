/**
 * The twenty-third held-out generator family for grouping quality (issue #12): an internet
 * provider's edge network, as configuration and the code that runs it: Junos router
 * configurations, Cisco IOS XE switch configurations, a P4 program for a DDoS filter, an XDP
 * program in eBPF C, a YANG model of the peering service and the NAPALM script that pushes
 * configurations, reviewed by runs of which some write in Turkish. None of these languages or
 * formats appear anywhere else in the tests.
 *
 * Written after every change to the matcher before it (up to a place's own words counted as its
 * reports' names, 089d70b) and committed before anything was run on it; never tuned against.
 * Self-contained: its own catalogue and model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - a device's configuration named by the device (`edge-r1`, `router edge-r1`,
 *    `agg-sw2 (IOS XE)`) instead of its file, one habit a run;
 *  - places as network engineers write them: a Junos hierarchy in one of its three notations
 *    (`protocols bgp group TRANSIT`, `[edit protocols bgp group TRANSIT]`,
 *    `set protocols bgp group TRANSIT neighbor 203.0.113.1`), an IOS mode line
 *    (`line vty 0 4`), a P4 table or action, an XDP section;
 *  - lines counted in the `display set` form of a Junos configuration, not the file, one habit
 *    a run: other numbers altogether for the same statement;
 *  - titles quoting addresses and AS numbers as each run writes them (`AS64500`, `AS 64500`,
 *    `ASN 64500`), and some runs opening titles with the device (`edge-r1: …`);
 *  - categories as MANRS actions, RFC 7454 sections and CIS benchmark ids, besides plain names;
 *  - twins: two BGP neighbours of one group without a prefix limit, on adjacent lines; two vty
 *    line ranges open to telnet; remarks a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding } from "../../src/findings/types.js";
import { type Random } from "../../src/util/random.js";
import { type BilingualIssue, drawRuns, severityNudged, symbolDrawn, usually } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

/** An issue; its wordings' `{dev}` is the device, as the run names it. */
type NetIssue = BilingualIssue<"tr"> & {
  /** The line in the configuration's `display set` form, where the file is a Junos configuration. */
  setLine?: number;
  /** The peer's AS number, where the text names one. */
  peerAs?: number;
  /** The configuration lines at fault, quoted by some runs. */
  quote: string;
};

const EDGE = "configs/junos/edge-r1.conf";
const EDGE2 = "configs/junos/edge-r2.conf";
const AGG = "configs/ios/agg-sw2.cfg";
const P4 = "p4/ddos_filter.p4";
const XDP = "xdp/drop_bogons.bpf.c";
const YANG = "yang/acme-peering.yang";
const PUSH = "automation/push_config.py";

/** A device's names, for the configuration files: the run's habit picks one. */
const DEVICES: Record<string, { host: string; forms: string[] }> = {
  [EDGE]: { host: "edge-r1", forms: ["edge-r1", "router edge-r1", "edge-r1 (Junos)"] },
  [EDGE2]: { host: "edge-r2", forms: ["edge-r2", "router edge-r2", "edge-r2 (Junos)"] },
  [AGG]: { host: "agg-sw2", forms: ["agg-sw2", "switch agg-sw2", "agg-sw2 (IOS XE)"] },
};

/** An AS number as a run writes it. */
type AsForm = 0 | 1 | 2;
function asn(n: number, form: AsForm): string {
  return form === 0 ? `AS${n}` : form === 1 ? `AS ${n}` : `ASN ${n}`;
}

/** A BGP neighbour of the transit group without a prefix limit: each neighbour is its own issue. */
function noPrefixLimit(
  id: string,
  neighbor: string,
  peerAs: number,
  line: number,
  setLine: number,
  rate: number,
): NetIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: EDGE,
    line,
    setLine,
    symbols: [
      `protocols bgp group TRANSIT neighbor ${neighbor}`,
      `[edit protocols bgp group TRANSIT neighbor ${neighbor}]`,
      `set protocols bgp group TRANSIT neighbor ${neighbor} peer-as ${peerAs}`,
      `neighbor ${neighbor}`,
    ],
    categories: ["MANRS Action 1: Filtering", "Route leak", "RFC 7454 §6"],
    peerAs,
    quote: `neighbor ${neighbor} { peer-as ${peerAs}; }`,
    en: {
      titles: [
        `No prefix-limit on BGP neighbor ${neighbor} ({as})`,
        `Neighbor ${neighbor} accepts an unlimited number of prefixes`,
        `Missing maximum-prefix for transit peer ${neighbor}`,
      ],
      facts: [
        `The session with ${neighbor} ({as}) has no family inet unicast prefix-limit, so a leak of a full table from that peer fills the FIB of {dev}.`,
        `If ${neighbor} leaks routes, {dev} installs all of them: nothing caps what the session may send.`,
      ],
      fix: "Set family inet unicast prefix-limit maximum with teardown on the neighbour.",
    },
    tr: {
      titles: [
        `${neighbor} BGP komşusunda prefix-limit yok ({as})`,
        `${neighbor} komşusu sınırsız sayıda önek kabul ediyor`,
      ],
      facts: [
        `${neighbor} ({as}) oturumunda prefix-limit tanımlı değil; bu eşten gelen bir sızıntı {dev} yönlendiricisinin FIB tablosunu doldurur.`,
      ],
      fix: "Komşuya teardown ile prefix-limit maximum ekleyin.",
    },
  };
}

/** A vty line range of the switch open to telnet: each range is its own issue. */
function telnetVty(id: string, range: string, line: number, rate: number): NetIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: AGG,
    line,
    symbols: [`line vty ${range}`, "transport input telnet ssh", `line vty ${range} / transport input`],
    categories: ["Cleartext management", "CWE-319", "CIS 1.2.3"],
    quote: `line vty ${range}\n transport input telnet ssh`,
    en: {
      titles: [
        `Telnet allowed on line vty ${range}`,
        `vty ${range} accepts cleartext telnet`,
        `Management over telnet on vty ${range}`,
      ],
      facts: [
        `line vty ${range} has transport input telnet ssh, so {dev} accepts management sessions whose passwords cross the network in clear.`,
        `An operator logging in to {dev} on vty ${range} over telnet sends the enable secret unencrypted.`,
      ],
      fix: "Use transport input ssh only.",
    },
    tr: {
      titles: [`line vty ${range} üzerinde telnet açık`],
      facts: [
        `line vty ${range} telnet kabul ediyor; {dev} yönetim parolaları ağda açık metin olarak geçiyor.`,
      ],
      fix: "Yalnızca transport input ssh kullanın.",
    },
  };
}

const ISSUES: NetIssue[] = [
  noPrefixLimit("prefix-limit-a", "203.0.113.1", 64500, 58, 41, 0.75),
  noPrefixLimit("prefix-limit-b", "198.51.100.7", 64511, 62, 43, 0.6),
  {
    id: "no-rpki",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.55,
    file: EDGE,
    line: 104,
    setLine: 77,
    symbols: [
      "policy-options policy-statement IMPORT-TRANSIT",
      "[edit policy-options policy-statement IMPORT-TRANSIT]",
      "set policy-options policy-statement IMPORT-TRANSIT term ACCEPT then accept",
    ],
    categories: ["MANRS Action 1: Filtering", "Route origin validation", "RPKI"],
    quote: "policy-statement IMPORT-TRANSIT { term ACCEPT { then accept; } }",
    en: {
      titles: [
        "IMPORT-TRANSIT accepts RPKI-invalid routes",
        "No route origin validation in the transit import policy",
        "Import policy does not reject RPKI invalids",
      ],
      facts: [
        "The import policy of the transit group ends in term ACCEPT then accept with no validation-database match, so hijacked prefixes from {as} are installed on {dev}.",
        "{dev} has a validation session to the RPKI cache but no term rejects validation-state invalid.",
      ],
      fix: "Add a term matching validation-state invalid with then reject before ACCEPT.",
    },
    tr: {
      titles: ["IMPORT-TRANSIT RPKI-geçersiz rotaları kabul ediyor"],
      facts: [
        "Transit içe aktarma politikası validation-state invalid eşleşmesi olmadan kabul ediyor; {dev} ele geçirilmiş önekleri yüklüyor.",
      ],
      fix: "ACCEPT teriminden önce validation-state invalid için reject terimi ekleyin.",
    },
  },
  {
    id: "ssh-root",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: EDGE2,
    line: 12,
    setLine: 9,
    symbols: [
      "system services ssh root-login allow",
      "[edit system services ssh]",
      "set system services ssh root-login allow",
    ],
    categories: ["Privileged access", "CWE-250", "CIS 5.1.1"],
    quote: "ssh { root-login allow; }",
    en: {
      titles: [
        "Root login over SSH allowed",
        "system services ssh permits root-login",
        "SSH root-login allow on the second edge router",
      ],
      facts: [
        "{dev} sets root-login allow under system services ssh, so a leaked root password is a full compromise with no per-user audit trail.",
        "Anyone with the root password logs in to {dev} directly; the login classes are bypassed.",
      ],
      fix: "Set root-login deny and use named accounts with login classes.",
    },
    tr: {
      titles: ["SSH üzerinden root girişi açık"],
      facts: [
        "{dev} system services ssh altında root-login allow kullanıyor; root parolası sızarsa tam erişim sağlanır.",
      ],
      fix: "root-login deny ayarlayın, adlandırılmış hesaplar kullanın.",
    },
  },
  telnetVty("telnet-vty-0-4", "0 4", 141, 0.7),
  telnetVty("telnet-vty-5-15", "5 15", 145, 0.45),
  {
    id: "snmp-public",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.65,
    file: AGG,
    line: 88,
    symbols: ["snmp-server community public RO", "snmp-server community", "snmp-server"],
    categories: ["Default credentials", "CWE-798", "CIS 1.5.2"],
    quote: "snmp-server community public RO",
    en: {
      titles: [
        "SNMP community 'public' on agg-sw2",
        "Default SNMP community string",
        "SNMPv2c with the community public and no ACL",
      ],
      facts: [
        "{dev} answers SNMPv2c with the community public from any source, which exposes the interface table and ARP cache to anyone who can reach it.",
        "No ACL restricts the public community on {dev}.",
      ],
      fix: "Remove the community; use SNMPv3 with authPriv and an ACL.",
    },
    tr: {
      titles: ["agg-sw2 üzerinde varsayılan SNMP topluluğu 'public'"],
      facts: ["{dev} herhangi bir kaynaktan public topluluğuyla SNMPv2c yanıtı veriyor."],
      fix: "Topluluğu kaldırın, SNMPv3 authPriv ve ACL kullanın.",
    },
  },
  {
    id: "p4-table-size",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: P4,
    line: 73,
    symbols: ["table blocklist", "blocklist.apply()", "size = 1024"],
    categories: ["Resource exhaustion", "Capacity", "Performance"],
    quote: "table blocklist { key = { hdr.ipv4.srcAddr: lpm; } actions = { drop; NoAction; } size = 1024; }",
    en: {
      titles: [
        "blocklist table holds only 1024 entries",
        "DDoS blocklist sized far below attack scale",
        "P4 table blocklist overflows under a large attack",
      ],
      facts: [
        "table blocklist is declared with size = 1024 while the controller pushes one entry per attacking /24, so a botnet of a few thousand networks overflows it and the rest pass.",
        "Inserts into blocklist fail silently once 1024 entries are in, and the control plane does not check the result.",
      ],
      fix: "Size the table from the target's SRAM budget and aggregate entries to larger prefixes.",
    },
    tr: {
      titles: ["blocklist tablosu yalnızca 1024 girdi tutuyor"],
      facts: ["table blocklist size = 1024 ile tanımlı; birkaç bin ağlık bir saldırıda tablo taşar."],
      fix: "Tabloyu SRAM bütçesine göre boyutlandırın.",
    },
  },
  {
    id: "xdp-bounds",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: XDP,
    line: 39,
    symbols: ["xdp_drop_bogons", 'SEC("xdp")', "iph->ihl * 4"],
    categories: ["Out-of-bounds read", "CWE-125", "Verifier"],
    quote: "struct udphdr *udp = (void *)iph + iph->ihl * 4;",
    en: {
      titles: [
        "UDP header read without a bounds check against data_end",
        "xdp_drop_bogons reads past the packet",
        "Missing data_end check after the IP options",
      ],
      facts: [
        "xdp_drop_bogons computes the UDP header from iph->ihl * 4 and reads udp->dest without checking udp + 1 against data_end; the verifier rejects it on newer kernels and older ones read past the packet.",
        "A packet with IP options and a short payload makes the program read beyond data_end.",
      ],
      fix: "Check (void *)(udp + 1) > data_end before reading the header.",
    },
    tr: {
      titles: ["UDP başlığı data_end kontrolü olmadan okunuyor"],
      facts: [
        "xdp_drop_bogons iph->ihl * 4 ile UDP başlığını hesaplıyor ve data_end kontrolü yapmadan okuyor.",
      ],
      fix: "Okumadan önce (void *)(udp + 1) > data_end kontrolü ekleyin.",
    },
  },
  {
    id: "yang-no-range",
    agent: "architecture",
    severity: "LOW",
    rate: 0.4,
    file: YANG,
    line: 33,
    symbols: ["leaf max-prefixes", "container peer", "/acme-peering:peers/peer/max-prefixes"],
    categories: ["Input validation", "Data model", "CWE-20"],
    quote: "leaf max-prefixes { type uint32; }",
    en: {
      titles: [
        "max-prefixes leaf has no range",
        "YANG model lets max-prefixes be 0",
        "Unconstrained max-prefixes in acme-peering",
      ],
      facts: [
        "leaf max-prefixes is a bare uint32, so the service accepts 0, which the template renders as no limit at all on {dev}.",
        "Nothing in the model bounds max-prefixes; a typo of 4000000 passes validation.",
      ],
      fix: "Give the leaf a range, e.g. range 1..1000000.",
    },
    tr: {
      titles: ["max-prefixes yaprağında aralık yok"],
      facts: ["leaf max-prefixes sınırsız bir uint32; 0 değeri hiç sınır olmaması demek."],
      fix: "Yaprağa range 1..1000000 ekleyin.",
    },
  },
  {
    id: "napalm-commit",
    agent: "architecture",
    severity: "HIGH",
    rate: 0.55,
    file: PUSH,
    line: 47,
    symbols: ["push_config", "device.commit_config()", "load_merge_candidate"],
    categories: ["Change safety", "Error handling", "Missing rollback"],
    quote: "device.load_merge_candidate(config=rendered)\ndevice.commit_config()",
    en: {
      titles: [
        "Config committed without a diff or a confirmed commit",
        "push_config commits blind",
        "No commit confirmed: a bad push locks the operators out",
      ],
      facts: [
        "push_config loads the rendered template and calls commit_config() at once: no compare_config() review and no revert_in, so a wrong filter cuts management to {dev} with no way back.",
        "A rendering error in the template is committed to every router in the inventory in one loop.",
      ],
      fix: "Show compare_config(), commit with revert_in and confirm after a reachability check.",
    },
    tr: {
      titles: ["Yapılandırma fark kontrolü olmadan commit ediliyor"],
      facts: [
        "push_config şablonu yükleyip hemen commit_config() çağırıyor; revert_in yok, hatalı bir filtre {dev} erişimini keser.",
      ],
      fix: "compare_config() gösterin, revert_in ile commit edin.",
    },
  },
  {
    id: "napalm-password",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.6,
    file: PUSH,
    line: 14,
    symbols: ["get_network_driver", "PASSWORD", "driver(hostname, 'netops', PASSWORD)"],
    categories: ["Hard-coded credentials", "CWE-798", "Secrets in code"],
    quote: "PASSWORD = 'Edge!2024'",
    en: {
      titles: [
        "Device password hard-coded in push_config.py",
        "Automation account password in source",
        "Hard-coded credential for the netops account",
      ],
      facts: [
        "push_config.py sets PASSWORD = 'Edge!2024' and logs in to every router as netops with it; the repository is readable by the whole engineering group.",
        "The netops password, valid on {dev} and every other router, is committed to git.",
      ],
      fix: "Read the credential from the vault at run time.",
    },
    tr: {
      titles: ["push_config.py içinde sabit parola"],
      facts: [
        "push_config.py PASSWORD = 'Edge!2024' tanımlıyor ve tüm yönlendiricilere netops olarak bağlanıyor.",
      ],
      fix: "Parolayı çalışma anında kasadan okuyun.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: {
  id: string;
  file: string;
  line: number;
  setLine?: number;
  symbol: string;
  title: string;
  category: string;
}[] = [
  {
    id: "remark-descriptions",
    file: EDGE,
    line: 22,
    setLine: 15,
    symbol: "interfaces xe-0/0/1",
    title: "Interfaces without a description",
    category: "Documentation",
  },
  {
    id: "remark-p4-comments",
    file: P4,
    line: 12,
    symbol: "header ipv4_t",
    title: "Comment the header layouts",
    category: "Maintainability",
  },
  {
    id: "remark-inventory",
    file: PUSH,
    line: 5,
    symbol: "INVENTORY",
    title: "Move the inventory out of the script",
    category: "Maintainability",
  },
];

/** How one run writes: its habits, kept for the whole run. */
interface Style {
  turkish: boolean;
  /** Device configurations named by the device (0 for the file, else the form's index + 1). */
  device: 0 | 1 | 2 | 3;
  /** Junos lines counted in the `display set` form. */
  setLines: boolean;
  lines: boolean;
  asForm: AsForm;
  /** Titles opened with the device. */
  devicePrefix: boolean;
  /** The configuration at fault quoted in the description. */
  quotes: boolean;
}

function styleOf(random: Random, v: number): Style {
  return {
    turkish: random() < 0.3,
    device: random() < v * 0.6 ? ((1 + Math.floor(random() * 3)) as 1 | 2 | 3) : 0,
    setLines: random() < v * 0.4,
    lines: random() >= v * 0.12,
    asForm: Math.floor(random() * 3) as AsForm,
    devicePrefix: random() < v * 0.3,
    quotes: random() < 0.5,
  };
}

function fileOf(file: string, style: Style, random: Random, v: number): string {
  const device = DEVICES[file];
  if (device && style.device > 0) return device.forms[style.device - 1]!;
  return random() < v * 0.2 ? file.slice(file.lastIndexOf("/") + 1) : file;
}

/** The line a run gives for a place: in the run's frame for Junos files, now and then off. */
function lineOf(
  line: number,
  setLine: number | undefined,
  style: Style,
  random: Random,
  v: number,
): number | undefined {
  if (!style.lines || random() < v * 0.1) return undefined;
  const at = style.setLines && setLine !== undefined ? setLine : line;
  return Math.max(1, at + Math.round((random() * 2 - 1) * (v > 0.5 ? 4 : 2)));
}

/** The device a file is, as the text names it ("the router" where the file is no device's). */
function deviceOf(file: string, turkish: boolean): string {
  return DEVICES[file]?.host ?? (turkish ? "yönlendirici" : "the router");
}

function filled(text: string, issue: NetIssue, style: Style): string {
  return text
    .replaceAll("{dev}", deviceOf(issue.file, style.turkish))
    .replaceAll("{as}", asn(issue.peerAs ?? 64500, style.asForm));
}

/** One run's report of one issue. */
function reportOf(issue: NetIssue, style: Style, random: Random, v: number): Finding {
  const words = style.turkish ? issue.tr : issue.en;
  const severity = severityNudged(issue.severity, v * 0.3, random);
  const category = usually(issue.categories, v, random);
  let title = filled(usually(words.titles, v, random), issue, style);
  if (style.devicePrefix && DEVICES[issue.file]) title = `${DEVICES[issue.file]!.host}: ${title}`;
  const fact = filled(usually(words.facts, v, random), issue, style);
  const line = lineOf(issue.line, issue.setLine, style, random, v);
  const symbol = symbolDrawn(issue.symbols, random, v);
  const quoted = style.quotes ? `\n\n\`\`\`\n${issue.quote}\n\`\`\`\n` : " ";
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: `${fact}${quoted}${words.fix}`,
    file: fileOf(issue.file, style, random, v),
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

function remarkOf(remark: (typeof REMARKS)[number], style: Style, random: Random, v: number): Finding {
  const line = lineOf(remark.line, remark.setLine, style, random, v);
  return {
    agent: "architecture",
    category: remark.category,
    severity: "INFO",
    title: remark.title,
    description: style.turkish
      ? `${remark.title}. Küçük bir konu ama bir sonraki mühendisin işini kolaylaştırır.`
      : `${remark.title}. Minor; it helps whoever is on call next.`,
    file: fileOf(remark.file, style, random, v),
    symbol: remark.symbol,
    ...(line !== undefined && { line }),
  };
}

/** `runs` runs of the three agents over the edge network, with each finding's true issue. */
export function networkRuns(options: GeneratorOptions): Generated {
  return drawRuns(
    {
      name: "network",
      model: "network-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.15,
      style: styleOf,
      report: reportOf,
      remark: remarkOf,
    },
    options,
  );
}
