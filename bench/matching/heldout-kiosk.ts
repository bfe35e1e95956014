/**
 * The seventieth held-out generator family for grouping quality (issue #12): a mobile money
 * agent network as its repository keeps it: the wallets' permissions in a SpiceDB schema, the
 * back office's roles in Casbin, the customers' SMS receipts in Mustache, the back office's pages
 * in Haml, the gateway's build in an Earthfile and the USSD gateway's servers in a Chef cookbook,
 * reviewed by runs of which some write in Yoruba. None of these formats or that language appear
 * anywhere else in the tests.
 *
 * Written at the start of the stop that reads the sixty-eighth, before the sixty-eighth's errors
 * were read, to take its place as a check; committed before anything was run on it; read, and
 * tuned against, two stops later, once the seventy-second had taken its place. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - SpiceDB permissions and relations, Casbin policy lines, Mustache variables, Haml lines,
 *    Earthfile targets and commands and Chef resources (`template[/etc/ussd/gateway.conf]`) as
 *    places;
 *  - a Yoruba run that types without the language's tone marks and dots (`owo` for `owó`,
 *    `sopu` for `ṣọ́ọ̀bù`), as many who write Yoruba on a keyboard do: a habit of the whole run,
 *    its titles, descriptions and categories alike;
 *  - an agent named by its shop or its agent code, and an amount written `₦48,500`,
 *    `NGN 48,500` or `N48,500`, one habit a run each, in words;
 *  - categories as plain words, CWE ids, the field's own terms (`Network-wide wallet access`) or
 *    in Yoruba.
 *  - twins: two SpiceDB permissions granted to the super-agent's whole network, whose third place
 *    is the one arrow they share; the one Mustache variable printing a customer's BVN in two SMS
 *    templates, one file each; a remark on the schema beside an issue in it.
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

const SCHEMA = "authz/schema.zed";
const POLICY = "backoffice/auth/policy.csv";
const CASH_IN = "templates/sms/cash_in.mustache";
const CASH_OUT = "templates/sms/cash_out.mustache";
const DISPUTE = "backoffice/app/views/disputes/show.html.haml";
const FLOAT = "backoffice/app/views/agents/float.html.haml";
const BUILD = "gateway/Earthfile";
const RECIPE = "cookbooks/ussd_gateway/recipes/default.rb";

type Agent = "security" | "reliability" | "performance";

/** An agent's kiosk, as a report names it. */
interface Kiosk {
  shop: string;
  shopYo: string;
  code: string;
}

interface KioskIssue extends CataloguedIssue<Agent> {
  /** `%a` the agent, `%n` the amount, as the run names them. */
  en: Wording;
  yo: Wording;
  kiosk: Kiosk;
  /** In naira. */
  amount: number;
}

const NKECHI: Kiosk = {
  shop: "Mama Nkechi's kiosk in Ojota",
  shopYo: "ṣọ́ọ̀bù Màmá Nkechi ní Ọ̀jọ́ta",
  code: "AGT-30417",
};
const MUSA: Kiosk = {
  shop: "Alhaji Musa's shop in Sabo",
  shopYo: "ṣọ́ọ̀bù Àlàájì Musa ní Sàbọ̀",
  code: "AGT-11820",
};

/** A wallet permission granted to every kiosk of the super-agent's network: each its own issue. */
function networkWide(
  id: string,
  permission: string,
  verb: string,
  verbYo: string,
  line: number,
  rate: number,
): KioskIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: SCHEMA,
    line,
    kiosk: NKECHI,
    amount: 48500,
    places: [
      `permission ${permission}`,
      `${permission} = owner + agent + agent_network->member`,
      "agent_network->member",
    ],
    categories: ["Improper authorization", "CWE-285", "Network-wide wallet access", "Àṣẹ tí kò tọ́"],
    en: {
      titles: [
        `Any agent in a super-agent's network can ${verb} any wallet its agents opened`,
        `${permission} reaches every kiosk under the super-agent through agent_network->member`,
        `The ${permission} permission is granted network-wide`,
      ],
      facts: [
        `permission ${permission} = owner + agent + agent_network->member gives it to every member of the super-agent's network, not only to the agent who opened the wallet, so a kiosk anywhere in Lagos could ${verb} the wallet %a registered, up to %n a day.`,
        `${permission} is not limited to the wallet's own agent.`,
      ],
      fix: `Drop agent_network->member from ${permission} and give the super-agent a separate, audited permission.`,
    },
    yo: {
      titles: [
        `Aṣojú èyíkéyìí nínú nẹ́tíwọ́ọ̀kì super-agent lè ${verbYo} àpamọ́wọ́ èyíkéyìí`,
        `${permission} dé gbogbo ṣọ́ọ̀bù lábẹ́ super-agent nípasẹ̀ agent_network->member`,
      ],
      facts: [
        `permission ${permission} = owner + agent + agent_network->member fún gbogbo ọmọ ẹgbẹ́ nẹ́tíwọ́ọ̀kì ní àṣẹ yìí, kì í ṣe aṣojú tó ṣí àpamọ́wọ́ nìkan; ṣọ́ọ̀bù mìíràn lè ${verbYo} àpamọ́wọ́ tí %a forúkọ sílẹ̀, tó %n lójúmọ́.`,
      ],
      fix: `Yọ agent_network->member kúrò nínú ${permission}.`,
    },
  };
}

/** A customer's whole BVN printed by an SMS receipt: each template its own issue. */
function bvnSent(
  id: string,
  file: string,
  event: string,
  eventYo: string,
  line: number,
  rate: number,
): KioskIssue {
  const template = file.slice(file.lastIndexOf("/") + 1);
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file,
    line,
    kiosk: MUSA,
    amount: 20000,
    places: ["{{wallet.bvn}}", "wallet.bvn", template],
    categories: ["Exposure of sensitive information", "CWE-200", "BVN in an SMS", "Ìṣípayá ìsọfúnni àṣírí"],
    en: {
      titles: [
        `The ${event} SMS prints the customer's full BVN`,
        `{{wallet.bvn}} in ${template} sends the BVN in clear text`,
        `${event} receipts leak the Bank Verification Number`,
      ],
      facts: [
        `${template} writes {{wallet.bvn}} into the ${event} receipt, and an SMS passes through the aggregator and sits on shared phones; the ${event} of %n at %a sent all eleven digits.`,
        "The BVN is sent whole.",
      ],
      fix: "Send the last four digits at most, or leave the BVN out.",
    },
    yo: {
      titles: [
        `SMS ${eventYo} ń tẹ BVN oníbàárà ní kíkún`,
        `{{wallet.bvn}} nínú ${template} ń fi BVN ránṣẹ́ láìfi pamọ́`,
      ],
      facts: [
        `${template} kọ {{wallet.bvn}} sínú ìwé-ẹ̀rí ${eventYo}; ${eventYo} %n ní %a fi gbogbo nọ́mbà mọ́kànlá ránṣẹ́.`,
      ],
      fix: "Fi nọ́mbà mẹ́rin tó kẹ́yìn nìkan ránṣẹ́.",
    },
  };
}

const ISSUES: KioskIssue[] = [
  networkWide("zed-cash-out", "cash_out", "cash out from", "gba owó jáde láti", 12, 0.4),
  networkWide("zed-statement", "view_statement", "read the statement of", "ka ìtàn ìnáwó", 14, 0.3),
  bvnSent("sms-cash-in", CASH_IN, "cash-in", "ìfowópamọ́", 4, 0.4),
  bvnSent("sms-cash-out", CASH_OUT, "cash-out", "ìgbowójáde", 5, 0.35),
  {
    id: "casbin-teller",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: POLICY,
    line: 7,
    kiosk: MUSA,
    amount: 150000,
    places: ["p, teller, /api/v1/*, (GET)|(POST)", "/api/v1/*", "teller"],
    categories: ["Incorrect authorization", "CWE-863", "Teller reaches reversals", "Àṣẹ tí kò péye"],
    en: {
      titles: [
        "The teller policy matches every /api/v1 route, reversals included",
        "A teller can POST a reversal through the wildcard policy line",
        "p, teller, /api/v1/* is too broad",
      ],
      facts: [
        "p, teller, /api/v1/*, (GET)|(POST) with keyMatch in the model lets the teller role POST to /api/v1/reversals, so a teller reversed a cash-in of %n at %a after the cash was handed over.",
        "The teller line uses a wildcard path.",
      ],
      fix: "List the teller's routes one by one and keep reversals to the float manager role.",
    },
    yo: {
      titles: [
        "Ìlànà teller bá gbogbo ọ̀nà /api/v1 mu, títí kan reversals",
        "Teller lè POST reversal nípasẹ̀ wildcard",
      ],
      facts: [
        "p, teller, /api/v1/*, (GET)|(POST) pẹ̀lú keyMatch jẹ́ kí teller POST sí /api/v1/reversals; teller kan dá cash-in %n padà ní %a lẹ́yìn tí wọ́n ti fi owó náà lé oníbàárà lọ́wọ́.",
      ],
      fix: "Kọ ọ̀nà teller lọ́kọ̀ọ̀kan.",
    },
  },
  {
    id: "haml-note",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: DISPUTE,
    line: 18,
    kiosk: NKECHI,
    amount: 12000,
    places: ["!= @dispute.customer_note", "@dispute.customer_note", "disputes/show"],
    categories: ["Cross-site scripting", "CWE-79", "Dispute note script", "Ìkọlù cross-site scripting"],
    en: {
      titles: [
        "The dispute page prints the customer's note unescaped with !=",
        "A customer's dispute note can run script in the back office",
        "disputes/show trusts customer_note",
      ],
      facts: [
        "!= @dispute.customer_note skips Haml's escaping, and the note is typed by the customer over USSD or the app; the dispute about %n at %a carried a script that ran when the support lead opened it.",
        "The note is not escaped.",
      ],
      fix: "Write = @dispute.customer_note, which escapes, and keep notes to plain text.",
    },
    yo: {
      titles: [
        "Ojú-ìwé dispute ń tẹ àkọsílẹ̀ oníbàárà láìsí escape pẹ̀lú !=",
        "Àkọsílẹ̀ dispute oníbàárà lè ṣiṣẹ́ script nínú back office",
      ],
      facts: [
        "!= @dispute.customer_note fo escaping Haml; dispute nípa %n ní %a gbé script kan tó ṣiṣẹ́ nígbà tí olórí support ṣí i.",
      ],
      fix: "Lo = @dispute.customer_note.",
    },
  },
  {
    id: "earthly-secret",
    agent: "security",
    severity: "HIGH",
    rate: 0.35,
    file: BUILD,
    line: 21,
    kiosk: NKECHI,
    amount: 2500000,
    places: ["+docker", "ENV PAYSTACK_SECRET=$PAYSTACK_SECRET", "ARG PAYSTACK_SECRET"],
    categories: [
      "Exposure of secrets in a build artifact",
      "CWE-538",
      "Secret baked into the image",
      "Kọ́kọ́rọ́ àṣírí nínú image",
    ],
    en: {
      titles: [
        "The +docker target bakes PAYSTACK_SECRET into the image",
        "Anyone who can pull the gateway image can read the payment secret",
        "ENV PAYSTACK_SECRET in the Earthfile",
      ],
      facts: [
        "+docker takes ARG PAYSTACK_SECRET and writes ENV PAYSTACK_SECRET=$PAYSTACK_SECRET, so the key sits in the image's config, which every CI job of the agent app can pull; the payouts of %n to %a could be replayed with it.",
        "The secret is in the image.",
      ],
      fix: "Pass it with RUN --secret at build time only, read it from the runtime's secret store, and rotate the key.",
    },
    yo: {
      titles: [
        "+docker fi PAYSTACK_SECRET sínú image",
        "Ẹnikẹ́ni tó lè pull image gateway lè ka kọ́kọ́rọ́ ìsanwó",
      ],
      facts: [
        "+docker gba ARG PAYSTACK_SECRET ó sì kọ ENV PAYSTACK_SECRET=$PAYSTACK_SECRET, nítorí náà kọ́kọ́rọ́ wà nínú config image; a lè tún ìsanwó %n sí %a ṣe pẹ̀lú rẹ̀.",
      ],
      fix: "Lo RUN --secret, kí o sì yí kọ́kọ́rọ́ padà.",
    },
  },
  {
    id: "chef-restart",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: RECIPE,
    line: 33,
    kiosk: MUSA,
    amount: 30000,
    places: [
      "template[/etc/ussd/gateway.conf]",
      "notifies :restart, 'service[ussd-gateway]', :immediately",
      "service[ussd-gateway]",
    ],
    categories: ["Service disruption", "CWE-664", "Dropped USSD sessions", "Ìdádúró iṣẹ́"],
    en: {
      titles: [
        "Every Chef run restarts the USSD gateway and drops live sessions",
        "The gateway template notifies an immediate restart",
        "template[/etc/ussd/gateway.conf] restarts service[ussd-gateway] mid-session",
      ],
      facts: [
        "template[/etc/ussd/gateway.conf] renders a timestamp into the file, so it changes on every Chef run and notifies :restart, 'service[ussd-gateway]', :immediately every thirty minutes; customers at %a lost a %n cash-out half-way through the menu.",
        "The gateway restarts on every run.",
      ],
      fix: "Take the timestamp out of the template and notify :reload, which the gateway handles without dropping sessions.",
    },
    yo: {
      titles: [
        "Gbogbo ìgbà tí Chef bá ṣiṣẹ́ ló ń tún USSD gateway bẹ̀rẹ̀, ó sì ń já àwọn session",
        "Template gateway ń pe restart lẹ́sẹ̀kẹsẹ̀",
      ],
      facts: [
        "template[/etc/ussd/gateway.conf] ń kọ àkókò sínú fáìlì, nítorí náà ó ń yí padà ní gbogbo ìgbà, ó sì ń pe :restart ní ọgbọ̀n ìṣẹ́jú-ìṣẹ́jú; àwọn oníbàárà ní %a pàdánù cash-out %n láàárín menu.",
      ],
      fix: "Yọ àkókò kúrò nínú template, kí o sì lo :reload.",
    },
  },
  {
    id: "haml-float",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: FLOAT,
    line: 12,
    kiosk: NKECHI,
    amount: 870000,
    places: ["- @agent.transactions.each do |t|", "t.customer.name", "agents/float"],
    categories: ["N+1 query", "CWE-1073", "Slow float page", "Ìbéèrè N+1"],
    en: {
      titles: [
        "The float page loads each transaction's customer in its own query",
        "agents/float runs one query per transaction",
        "Opening the float page of a busy agent takes half a minute",
      ],
      facts: [
        "- @agent.transactions.each do |t| with t.customer.name inside the loop runs a query per row; the float page of %a, with 9,000 transactions and %n in float, took 31 seconds.",
        "The customers are loaded one by one.",
      ],
      fix: "Load them with @agent.transactions.includes(:customer) and page the list.",
    },
    yo: {
      titles: [
        "Ojú-ìwé float ń ṣe ìbéèrè kan fún oníbàárà ìdúnàádúrà kọ̀ọ̀kan",
        "agents/float ń ṣe query kan fún ìdúnàádúrà kọ̀ọ̀kan",
      ],
      facts: [
        "- @agent.transactions.each do |t| pẹ̀lú t.customer.name ń ṣe query fún ìlà kọ̀ọ̀kan; ojú-ìwé float %a, tó ní ìdúnàádúrà 9,000 àti %n nínú float, gba ìṣẹ́jú-àáyá 31.",
      ],
      fix: "Lo includes(:customer), kí o sì pín àkójọ sí ojú-ìwé.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; yo: string })[] = [
  {
    id: "remark-schema-comments",
    agent: "security",
    file: SCHEMA,
    line: 1,
    place: "definition wallet",
    en: "Say in a comment who holds each relation",
    yo: "Kọ àlàyé lórí ẹni tó ni relation kọ̀ọ̀kan",
  },
  {
    id: "remark-earthfile-digest",
    agent: "security",
    file: BUILD,
    line: 1,
    place: "FROM ruby:3.3-slim",
    en: "Pin the base image by its digest",
    yo: "So base image mọ́ digest rẹ̀",
  },
  {
    id: "remark-chef-attributes",
    agent: "reliability",
    file: RECIPE,
    line: 1,
    place: "node['ussd']",
    en: "Move the gateway's settings into attributes/default.rb",
    yo: "Gbé ètò gateway lọ sí attributes/default.rb",
  },
];

/** How a run writes, kept for the whole run. */
interface KioskStyle extends BilingualRun {
  /** Agents by their codes, not their shops. */
  codes: boolean;
  /** Naira as `₦48,500` (0), `NGN 48,500` (1) or `N48,500` (2). */
  currency: 0 | 1 | 2;
  /** Yoruba typed without its tone marks and dots. */
  plain: boolean;
}

const YORUBA: SecondLanguage = {
  severity: "Bí ó ti le tó",
  severities: {
    CRITICAL: "ó le gan-an",
    HIGH: "gíga",
    MEDIUM: "àárín",
    LOW: "kékeré",
    INFO: "ìsọfúnni",
  },
  maintainability: "Ìtọ́jú kóòdù",
  minor: "Kékeré ni, ṣùgbọ́n yóò jẹ́ kí ìtọ́jú rọrùn.",
};

/** Yoruba as typed without its marks: each letter without the tones and dots written over or under it. */
function unmarked(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC");
}

/** `amount` in naira as the run writes it. */
function naira(amount: number, currency: KioskStyle["currency"]): string {
  const digits = amount.toLocaleString("en-US");
  return currency === 0 ? `₦${digits}` : currency === 1 ? `NGN ${digits}` : `N${digits}`;
}

/** `text` with the agent and the amount written as the run names them. */
function written(text: string, issue: KioskIssue, style: KioskStyle): string {
  const agent = style.codes ? issue.kiosk.code : style.otherLanguage ? issue.kiosk.shopYo : issue.kiosk.shop;
  return text.replaceAll("%a", agent).replaceAll("%n", naira(issue.amount, style.currency));
}

/** A report as a Yoruba run typing without marks writes it out: its words, not its code or path. */
function typed(finding: Finding, style: KioskStyle): Finding {
  if (!style.otherLanguage || !style.plain) return finding;
  return {
    ...finding,
    category: unmarked(finding.category),
    title: unmarked(finding.title),
    description: unmarked(finding.description),
  };
}

/** `runs` runs of the three agents over the agent network's code, with each finding's true issue. */
export function kioskRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], KioskStyle>(
    {
      name: "kiosk",
      issues: ISSUES,
      remarks: REMARKS,
      language: YORUBA,
      words: (issue, otherLanguage) => (otherLanguage ? issue.yo : issue.en),
      said: (remark) => remark.yo,
      habits: (random) => {
        const codes = random() < 0.4;
        const roll = random();
        return { codes, currency: roll < 0.5 ? 0 : roll < 0.8 ? 1 : 2, plain: random() < 0.5 };
      },
      written: (text, issue, run) => written(text, issue, run),
      finished: (finding, _issue, run) => typed(finding, run),
      remarked: (finding, _remark, run) => typed(finding, run),
    },
    options,
  );
}
