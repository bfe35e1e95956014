/**
 * The seventy-first held-out generator family for grouping quality (issue #12): an iwi's
 * registry of its members and the payments its trust makes them, as its repository keeps it: the
 * registry's service in Protocol Buffers, the payment runs as Dagster assets in Python, the
 * members' and marae pages in Astro, the trust's reports in a LookML view and the service's
 * settings in KDL, reviewed by runs of which some write in Māori. None of these formats or that
 * language appear anywhere else in the tests.
 *
 * Written at the start of the stop that reads the sixty-ninth, before the sixty-ninth's errors
 * were read, to take its place as a check; committed before anything was run on it; read, and
 * tuned against, two stops later, once the seventy-third had taken its place. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - Protocol Buffers fields (`string whakapapa = 7;`, `tainui.registry.v1.Member.whakapapa`) and
 *    rpcs, Dagster assets, Astro directives (`set:html={member.pepeha}`), LookML views and
 *    dimensions and KDL nodes as places;
 *  - Māori long vowels written three ways, one habit a run, in every text it writes, English
 *    included, where Māori words are borrowed (whānau, hapū, Ngāti Hauā): with macrons (`ā`), as
 *    doubled vowels (`aa`, the Waikato-Tainui convention) or bare (`a`);
 *  - a member named by name or by registration number, and a date written `31 March 2026`,
 *    `2026-03-31` or `31/03/2026`, one habit a run each, in words;
 *  - categories as plain words, CWE ids, the field's own terms (`Whakapapa disclosure`) or in Māori.
 *  - twins: two fields of one Protocol Buffers message returned to any caller, whose third place
 *    is the one rpc they share; two Dagster assets in one file paying members marked deceased;
 *    one Astro directive printing unescaped text on two pages, a file each; a remark on the assets'
 *    file beside its issues.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding } from "../../src/findings/types.js";
import {
  type BilingualRun,
  type CataloguedIssue,
  type CatalogueRemark,
  drawBilingualRuns,
  type SecondLanguage,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const PROTO = "registry/proto/tainui/registry/v1/member.proto";
const ASSETS = "pipelines/registry/assets.py";
const ROLLS = "pipelines/registry/rolls.py";
const MEMBER_PAGE = "web/src/pages/members/[id].astro";
const MARAE_PAGE = "web/src/pages/marae/[slug].astro";
const VIEW = "looker/views/distributions.view.lkml";
const SETTINGS = "registry/config/registry.kdl";

type Agent = "security" | "reliability" | "performance";

/** A member, as a report names them. */
interface Member {
  name: string;
  number: string;
}

interface IwiIssue extends CataloguedIssue<Agent> {
  /** `%m` the member, `%d` the date, as the run names them. */
  en: Wording;
  mi: Wording;
  member: Member;
  /** Year, month (1 to 12), day. */
  date: readonly [number, number, number];
}

const AROHA: Member = { name: "Aroha Ngata of Ngāti Hauā", number: "REG-004512" };
const TAMATI: Member = { name: "Tāmati Wīrihana of Ngāti Māhanga", number: "REG-018337" };

/** A field of the Member message that GetMember returns to any caller: each field its own issue. */
function fieldReturned(
  id: string,
  field: string,
  number: number,
  what: string,
  whatMi: string,
  line: number,
  rate: number,
): IwiIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: PROTO,
    line,
    member: AROHA,
    date: [2026, 3, 31],
    places: [
      `Member.${field}`,
      `string ${field} = ${number};`,
      "rpc GetMember(GetMemberRequest) returns (Member)",
    ],
    categories: [
      "Exposure of personal information",
      "CWE-359",
      `${capital(what)} disclosure`,
      "Te whakaatu i ngā raraunga matatapu",
    ],
    en: {
      titles: [
        `GetMember returns the member's ${what} to any caller`,
        `Member.${field} is sent to every client of the registry`,
        `The ${what} is part of the public Member message`,
      ],
      facts: [
        `string ${field} = ${number}; sits in the Member message that rpc GetMember(GetMemberRequest) returns to any holder of a registry token, the hapū app and the marae kiosks included, so the ${what} of %m was shown to a whānau member of another hapū on %d.`,
        `The ${what} is returned with the rest of the member.`,
      ],
      fix: `Move ${field} into a message only the registry office's rpc returns, and check the caller's role there.`,
    },
    mi: {
      titles: [
        `Ka whakahokia e GetMember te ${whatMi} o te mema ki ngā kaiwaea katoa`,
        `Ka tukuna a Member.${field} ki ngā kiritaki katoa o te rēhita`,
      ],
      facts: [
        `Kei te karere Member a string ${field} = ${number};, ā, ka whakahokia e rpc GetMember ki te hunga katoa he tohu rēhita tō rātou; i kitea te ${whatMi} o %m e tētahi mema o tētahi atu hapū i te %d.`,
      ],
      fix: `Nukuhia a ${field} ki tētahi karere mā te tari rēhita anake.`,
    },
  };
}

/** A payment asset that pays members marked deceased: each asset its own issue. */
function paysDeceased(
  id: string,
  asset: string,
  payment: string,
  paymentMi: string,
  line: number,
  rate: number,
  member: Member,
  date: readonly [number, number, number],
): IwiIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: ASSETS,
    line,
    member,
    date,
    places: [`@asset def ${asset}`, asset, "members.filter(enrolled=True)"],
    categories: [
      "Incorrect business logic",
      "CWE-840",
      "Payment to a deceased member",
      "He hapa i te tukanga utu",
    ],
    en: {
      titles: [
        `The ${asset} asset pays members who have died`,
        `${capital(payment)} go to deceased members' accounts`,
        `${asset} ignores the date of death on the roll`,
      ],
      facts: [
        `${asset} selects members.filter(enrolled=True) and never reads date_of_death, which the registry keeps separately from enrolment, so the ${payment} for %m was paid into a closed account on %d and came back weeks later.`,
        `${asset} does not exclude deceased members.`,
      ],
      fix: `Filter on date_of_death__isnull=True in ${asset}, and send the payments of deceased members to the estate process instead.`,
    },
    mi: {
      titles: [
        `Ka utua e te asset ${asset} ngā mema kua mate`,
        `Ka tukuna ngā ${paymentMi} ki ngā pūtea o te hunga kua mate`,
      ],
      facts: [
        `Ka tīpakohia e ${asset} a members.filter(enrolled=True), ā, kāore e pānuitia a date_of_death; i utua te ${paymentMi} mō %m ki tētahi pūtea kua katia i te %d.`,
      ],
      fix: `Tātarihia a date_of_death__isnull=True i ${asset}.`,
    },
  };
}

/** Text printed unescaped by an Astro page: each page its own issue. */
function setHtml(
  id: string,
  file: string,
  expression: string,
  what: string,
  whatMi: string,
  line: number,
  severity: "HIGH" | "MEDIUM",
  rate: number,
): IwiIssue {
  const page = file.slice(file.indexOf("pages/") + "pages/".length, file.lastIndexOf("."));
  return {
    id,
    agent: "security",
    severity,
    rate,
    file,
    line,
    member: TAMATI,
    date: [2026, 7, 14],
    places: [`set:html={${expression}}`, expression, page],
    categories: ["Cross-site scripting", "CWE-79", "Unescaped page text", "He whakaeke cross-site scripting"],
    en: {
      titles: [
        `The ${page} page prints the ${what} with set:html`,
        `set:html={${expression}} lets a member's text run script`,
        `${capital(what)} is not escaped on ${page}`,
      ],
      facts: [
        `set:html={${expression}} writes the ${what} into the page as HTML, and members edit it themselves in the app; the text %m saved on %d carried a script that ran for everyone who opened the page.`,
        `The ${what} is rendered as HTML.`,
      ],
      fix: `Write {${expression}} so Astro escapes it, and keep the ${what} to plain text or sanitise it when saved.`,
    },
    mi: {
      titles: [
        `Ka tāia e te whārangi ${page} te ${whatMi} mā set:html`,
        `Ka taea e te kupu a te mema te whakahaere script mā set:html={${expression}}`,
      ],
      facts: [
        `Ka tuhia e set:html={${expression}} te ${whatMi} hei HTML; i te %d, i mau i te kupu a %m tētahi script i rere mō te hunga katoa i whakatuwhera i te whārangi.`,
      ],
      fix: `Tuhia {${expression}} kia escape ai e Astro.`,
    },
  };
}

const ISSUES: IwiIssue[] = [
  fieldReturned("proto-whakapapa", "whakapapa", 7, "whakapapa", "whakapapa", 24, 0.45),
  fieldReturned("proto-bank", "bank_account", 9, "bank account number", "nama pūtea pēke", 27, 0.35),
  paysDeceased(
    "asset-grants",
    "education_grants",
    "education grants",
    "karahipi mātauranga",
    48,
    0.4,
    TAMATI,
    [2026, 2, 2],
  ),
  paysDeceased(
    "asset-dividend",
    "fisheries_dividend",
    "fisheries dividends",
    "pūtea hao ika",
    91,
    0.35,
    AROHA,
    [2025, 12, 18],
  ),
  setHtml("astro-pepeha", MEMBER_PAGE, "member.pepeha", "pepeha", "pepeha", 31, "HIGH", 0.45),
  setHtml(
    "astro-history",
    MARAE_PAGE,
    "marae.history",
    "marae history",
    "hītori o te marae",
    19,
    "MEDIUM",
    0.3,
  ),
  {
    id: "lookml-rows",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: VIEW,
    line: 3,
    member: AROHA,
    date: [2026, 5, 6],
    places: ["view: distributions", "sql_table_name: registry.distributions", "access_filter"],
    categories: [
      "Missing authorization",
      "CWE-862",
      "Every trustee sees every payment",
      "Kāore he mana whakaae",
    ],
    en: {
      titles: [
        "The distributions view has no access filter, so every Looker user sees every member's payments",
        "view: distributions is not limited by marae or role",
        "Trust reports expose all members' payments and bank accounts",
      ],
      facts: [
        "view: distributions reads sql_table_name: registry.distributions with no access_filter or sql_always_where, and the model is shared with the marae treasurers, so the payments and bank account of %m were in a dashboard a treasurer exported on %d.",
        "The view has no row-level filter.",
      ],
      fix: "Add an access_filter on marae_id tied to a user attribute, and leave bank_account out of the view.",
    },
    mi: {
      titles: [
        "Kāore he access_filter i te view distributions, nā reira ka kite ngā kaiwhakamahi Looker katoa i ngā utu o ngā mema katoa",
        "Kāore te view: distributions e herea ana ki te marae",
      ],
      facts: [
        "Ka pānuitia e view: distributions a sql_table_name: registry.distributions kāore he access_filter; i roto ngā utu me te pūtea pēke o %m i tētahi papatohu i kawea atu e tētahi kaitiaki pūtea i te %d.",
      ],
      fix: "Tāpiritia he access_filter i runga i a marae_id.",
    },
  },
  {
    id: "kdl-message-size",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: SETTINGS,
    line: 14,
    member: TAMATI,
    date: [2026, 9, 1],
    places: ['max-receive-message-size "512MiB"', "grpc", "rpc ListMembers"],
    categories: [
      "Uncontrolled resource consumption",
      "CWE-400",
      "Whole roll in one message",
      "Te pau o te pūmahara",
    ],
    en: {
      titles: [
        "The registry accepts and sends gRPC messages of up to 512 MiB",
        "ListMembers returns the whole roll in one message",
        'max-receive-message-size "512MiB" lets one call fill the memory',
      ],
      facts: [
        'The grpc node sets max-receive-message-size "512MiB", and rpc ListMembers has no page token, so the nightly sync built the whole roll of 68,000 members in memory and the service was killed on %d while %m was enrolling.',
        "The message size limit is far too high.",
      ],
      fix: "Page ListMembers with a page_token and page_size, and set the limit back to a few MiB.",
    },
    mi: {
      titles: [
        "Ka whakaaetia e te rēhita ngā karere gRPC tae noa ki te 512 MiB",
        "Ka whakahokia e ListMembers te rārangi katoa i te karere kotahi",
      ],
      facts: [
        'Kua tautuhia e te node grpc a max-receive-message-size "512MiB", ā, kāore he page token o rpc ListMembers; i te %d, i hangaia te rārangi katoa o ngā mema 68,000 ki te pūmahara, ka mate te ratonga i a %m e rēhita ana.',
      ],
      fix: "Whārangitia a ListMembers ki te page_token.",
    },
  },
  {
    id: "rolls-per-member",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: ROLLS,
    line: 22,
    member: AROHA,
    date: [2026, 4, 20],
    places: ["@asset def hapu_rolls", "registry.get_whakapapa(member.id)", "hapu_rolls"],
    categories: ["Inefficient database access", "CWE-1073", "One query per member", "He pātai mō ia mema"],
    en: {
      titles: [
        "hapu_rolls fetches each member's whakapapa with its own query",
        "Building the hapū rolls runs 68,000 registry queries",
        "The hapū rolls asset takes four hours",
      ],
      facts: [
        "@asset def hapu_rolls calls registry.get_whakapapa(member.id) inside its loop over every member, one round trip each, so the rolls the hapū needed for the vote were four hours late on %d; %m's hapū got theirs last.",
        "The whakapapa is loaded one member at a time.",
      ],
      fix: "Load the whakapapa in one batched query keyed by member id, or join it in the roll's SQL.",
    },
    mi: {
      titles: [
        "Ka tikina e hapu_rolls te whakapapa o ia mema mā tōna ake pātai",
        "E 68,000 ngā pātai ki te rēhita hei hanga i ngā rārangi hapū",
      ],
      facts: [
        "Ka karangatia e @asset def hapu_rolls a registry.get_whakapapa(member.id) mō ia mema; i tōmuri ngā rārangi e whā hāora i te %d, ko te hapū o %m te mutunga.",
      ],
      fix: "Utaina te whakapapa i te pātai kotahi.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; mi: string })[] = [
  {
    id: "remark-proto-reserved",
    agent: "security",
    file: PROTO,
    line: 1,
    place: "message Member",
    en: "Reserve the numbers and names of removed fields",
    mi: "Rāhuitia ngā nama me ngā ingoa o ngā āpure kua tangohia",
  },
  {
    id: "remark-assets-freshness",
    agent: "reliability",
    file: ASSETS,
    line: 1,
    place: "FreshnessPolicy",
    en: "Give the payment assets a freshness policy so a stale run is noticed",
    mi: "Hoatu he kaupapa here hou ki ngā asset utu",
  },
  {
    id: "remark-astro-csp",
    agent: "security",
    file: "web/astro.config.mjs",
    line: 1,
    place: "defineConfig",
    en: "Send a Content-Security-Policy header from the site",
    mi: "Tukuna he pane Content-Security-Policy mai i te pae",
  },
];

/** How a run writes, kept for the whole run. */
interface IwiStyle extends BilingualRun {
  /** Members by registration number, not by name. */
  numbers: boolean;
  /** Dates as `31 March 2026` (0), `2026-03-31` (1) or `31/03/2026` (2). */
  dates: 0 | 1 | 2;
  /** Long vowels with macrons (0), doubled (1) or bare (2). */
  vowels: 0 | 1 | 2;
}

const MAORI: SecondLanguage = {
  severity: "Te taumaha",
  severities: {
    CRITICAL: "tino taumaha",
    HIGH: "nui",
    MEDIUM: "waenga",
    LOW: "iti",
    INFO: "mōhiohio",
  },
  maintainability: "Te tiaki waehere",
  minor: "He iti noa, engari ka māmā ake te tiaki.",
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

function capital(text: string): string {
  return `${text[0]!.toUpperCase()}${text.slice(1)}`;
}

/** `text` with its long vowels as the run writes them: with macrons, doubled or bare. */
function voweled(text: string, vowels: IwiStyle["vowels"]): string {
  if (vowels === 0) return text;
  return text.replace(/[āēīōūĀĒĪŌŪ]/g, (long) => {
    const bare = long.normalize("NFD").slice(0, 1);
    return vowels === 1 ? `${bare}${bare.toLowerCase()}` : bare;
  });
}

/** `date` as the run writes it. */
function dated(date: readonly [number, number, number], dates: IwiStyle["dates"]): string {
  const [year, month, day] = date;
  const two = (n: number) => String(n).padStart(2, "0");
  if (dates === 0) return `${day} ${MONTHS[month - 1]} ${year}`;
  return dates === 1 ? `${year}-${two(month)}-${two(day)}` : `${two(day)}/${two(month)}/${year}`;
}

/** `text` with the member and the date written as the run names them. */
function written(text: string, issue: IwiIssue, style: IwiStyle): string {
  const member = style.numbers ? issue.member.number : issue.member.name;
  return text.replaceAll("%m", member).replaceAll("%d", dated(issue.date, style.dates));
}

/** A report as the run writes it out: its words' long vowels in its habit, not its code or path. */
function typed(finding: Finding, style: IwiStyle): Finding {
  if (style.vowels === 0) return finding;
  return {
    ...finding,
    category: voweled(finding.category, style.vowels),
    title: voweled(finding.title, style.vowels),
    description: voweled(finding.description, style.vowels),
  };
}

/** `runs` runs of the three agents over the iwi registry's code, with each finding's true issue. */
export function iwiRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], IwiStyle>(
    {
      name: "iwi",
      issues: ISSUES,
      remarks: REMARKS,
      language: MAORI,
      words: (issue, otherLanguage) => (otherLanguage ? issue.mi : issue.en),
      said: (remark) => remark.mi,
      habits: (random) => {
        const numbers = random() < 0.35;
        const roll = random();
        const vowels = random();
        return {
          numbers,
          dates: roll < 0.45 ? 0 : roll < 0.8 ? 1 : 2,
          vowels: vowels < 0.45 ? 0 : vowels < 0.7 ? 1 : 2,
        };
      },
      written: (text, issue, run) => written(text, issue, run),
      finished: (finding, _issue, run) => typed(finding, run),
      remarked: (finding, _remark, run) => typed(finding, run),
    },
    options,
  );
}
