/**
 * The sixty-eighth held-out generator family for grouping quality (issue #12): a fish auction
 * and its fleet's catch reporting as their repository keeps them: the auction's bid service in
 * Ballerina, the landing receipts in FreeMarker, the quota register's SPARQL queries, the catch
 * events' AsyncAPI document, the on-board logbook's Meson build, the harbour scale's terminal in
 * Fennel and the auction server's Packer template, reviewed by runs of which some write in
 * Icelandic. None of these formats or that language appear anywhere else in the tests.
 *
 * Written at the start of the stop that reads the sixty-sixth, before the sixty-sixth's errors
 * were read, to take its place as a check; committed before anything was run on it; read, and
 * tuned against, two stops later, once the seventieth had taken its place. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - Ballerina resource functions (`resource function post bids`), FreeMarker macros and
 *    built-ins (`<#macro vesselLine>`, `?no_esc`), SPARQL aggregates and graph patterns, AsyncAPI
 *    channels and operations, Meson dependencies, Fennel functions and Packer sources as places;
 *  - a run that qualifies a one-word place by its file's module (`scale.box-weight`), and a run
 *    that leads each title with its agent's area (`[Öryggi] …`), each a habit of the whole run;
 *  - a vessel named by its name or its registration (`Vestri` / `BA-63`), and a landing by its
 *    date or its number, one habit a run each, in words;
 *  - categories as plain words, CWE ids, the field's own terms (`Short weight`) or in Icelandic.
 *  - twins: two FreeMarker macros that print a note unescaped, whose third place is the one
 *    built-in; two Fennel functions that floor a scale reading, whose third place is the one call;
 *    a remark on the quota query beside an issue in it.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import {
  type BilingualRun,
  capitalised,
  type CataloguedIssue,
  type CatalogueRemark,
  drawBilingualRuns,
  type SecondLanguage,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const SERVICE = "auction/service.bal";
const RECEIPT = "auction/templates/landing_receipt.ftlh";
const QUOTA = "register/queries/quota_remaining.rq";
const LANDINGS = "register/queries/landings_by_species.rq";
const EVENTS = "api/catch-events.asyncapi.yaml";
const LOGBOOK = "logbook/meson.build";
const SCALE = "scale/scale.fnl";
const IMAGE = "infra/auction.pkr.hcl";

type Agent = "security" | "reliability" | "performance";

interface Vessel {
  name: string;
  registration: string;
}

interface AuctionIssue extends CataloguedIssue<Agent> {
  /** `%v` the vessel, `%l` the landing, as the run names them. */
  en: Wording;
  is: Wording;
  vessel: Vessel;
}

const VESTRI: Vessel = { name: "Vestri", registration: "BA-63" };
const HELGA: Vessel = { name: "Helga María", registration: "AK-16" };

/** A FreeMarker macro that prints a free-text note with `?no_esc`: each macro its own issue. */
function unescapedMacro(
  id: string,
  macro: string,
  field: string,
  who: string,
  whoIs: string,
  line: number,
  rate: number,
): AuctionIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file: RECEIPT,
    line,
    vessel: VESTRI,
    places: [`<#macro ${macro}>`, `\${${field}?no_esc}`, "?no_esc"],
    categories: ["Cross-site scripting", "CWE-79", "Receipt script", "Vefskriftun milli vefja"],
    en: {
      titles: [
        `<#macro ${macro}> prints ${field} with ?no_esc`,
        `A ${who}'s note can put script into the landing receipt`,
        `The ${macro} macro turns off escaping for the ${who}'s note`,
      ],
      facts: [
        `The macro ${macro} writes \${${field}?no_esc}, and the ${who} types that note into the auction's web form; the receipt is opened in the office's browser, so a script in the note for %l by %v ran with the clerk's session.`,
        `${field} is printed without escaping.`,
      ],
      fix: `Drop ?no_esc so the .ftlh output format escapes ${field}, and keep notes as plain text.`,
    },
    is: {
      titles: [
        `<#macro ${macro}> prentar ${field} með ?no_esc`,
        `Athugasemd ${whoIs} getur sett skriftu inn í löndunarkvittunina`,
      ],
      facts: [
        `Fjölvinn ${macro} skrifar \${${field}?no_esc}, og athugasemdin kemur úr vefformi uppboðsins; kvittunin er opnuð í vafra skrifstofunnar, svo skrifta í athugasemd fyrir %l hjá %v keyrði með setu gjaldkerans.`,
      ],
      fix: `Fjarlægið ?no_esc svo að .ftlh sniðið verji ${field}.`,
    },
  };
}

/** A Fennel function that floors the scale's reading to whole kilograms: each function its own issue. */
function flooredWeight(
  id: string,
  fn: string,
  what: string,
  whats: string,
  whatIs: string,
  line: number,
  rate: number,
): AuctionIssue {
  return {
    id,
    agent: "reliability",
    severity: "MEDIUM",
    rate,
    file: SCALE,
    line,
    vessel: HELGA,
    places: [fn, `(fn ${fn} [reading]`, "math.floor"],
    categories: ["Incorrect calculation", "CWE-682", "Short weight", "Rangur útreikningur"],
    en: {
      titles: [
        `${fn} floors each ${what}'s reading to whole kilograms`,
        `Every ${what} is weighed up to a kilogram short`,
        `The scale terminal drops the decimals of a ${what}'s weight`,
      ],
      facts: [
        `(fn ${fn} [reading] (math.floor reading)) keeps whole kilograms and the auction pays by the weight it returns; %l by %v came to 412 ${whats} and was paid for 190 kg less than it weighed.`,
        `${fn} truncates the weight.`,
      ],
      fix: "Keep the reading to the scale's 10 g resolution and round only on the printed receipt.",
    },
    is: {
      titles: [
        `${fn} sléttar vigtun hvers ${whatIs} niður í heil kíló`,
        `Vigtun hvers ${whatIs} getur verið allt að kílói of lág`,
      ],
      facts: [
        `(fn ${fn} [reading] (math.floor reading)) heldur aðeins heilum kílóum og uppboðið greiðir eftir þeirri þyngd; %l hjá %v var greidd fyrir 190 kg minna en hún vó.`,
      ],
      fix: "Haldið vigtuninni í 10 g upplausn vogarinnar.",
    },
  };
}

const ISSUES: AuctionIssue[] = [
  unescapedMacro("ftl-skipper", "vesselLine", "vessel.skipperNote", "skipper", "skipstjórans", 14, 0.4),
  unescapedMacro("ftl-buyer", "buyerLine", "buyer.remark", "buyer", "kaupandans", 29, 0.3),
  flooredWeight("fnl-box", "box-weight", "box", "boxes", "kassa", 18, 0.4),
  flooredWeight("fnl-tub", "tub-weight", "tub", "tubs", "kers", 31, 0.3),
  {
    id: "bal-bidder",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: SERVICE,
    line: 42,
    vessel: VESTRI,
    places: ["post bids", "resource function post bids(BidRequest req)", "req.buyerId"],
    categories: [
      "Authorization bypass through user-controlled key",
      "CWE-639",
      "Bid spoofing",
      "Framhjáhlaup heimildar með lykli frá notanda",
    ],
    en: {
      titles: [
        "post bids takes the buyer from the request body, not from the token",
        "Any registered buyer can bid in another buyer's name",
        "The bid resource trusts req.buyerId",
      ],
      facts: [
        "resource function post bids(BidRequest req) records the bid under req.buyerId as the client sent it and never compares it with the JWT's subject; at %l by %v a buyer placed bids as a competitor and left him owing for 6 tonnes of cod.",
        "The buyer id is not checked against the caller.",
      ],
      fix: "Take the buyer from the validated JWT's sub claim and reject a body that names another.",
    },
    is: {
      titles: [
        "post bids tekur kaupandann úr meginmáli beiðninnar en ekki úr tókanum",
        "Hvaða skráði kaupandi sem er getur boðið í nafni annars",
      ],
      facts: [
        "resource function post bids(BidRequest req) skráir boðið á req.buyerId eins og biðlarinn sendi það og ber það aldrei saman við JWT; í %l hjá %v bauð kaupandi í nafni keppinautar.",
      ],
      fix: "Takið kaupandann úr sub í staðfestum JWT.",
    },
  },
  {
    id: "rq-quota",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.4,
    file: QUOTA,
    line: 11,
    vessel: HELGA,
    places: ["SUM(?weight) AS ?used", "?landing fisk:landedWeight ?weight", "quota_remaining"],
    categories: ["Incorrect aggregation", "CWE-682", "Quota spill-over", "Röng samantekt"],
    en: {
      titles: [
        "SUM(?weight) AS ?used adds up every landing the vessel ever made",
        "A vessel's remaining quota goes negative on the first day of the fishing year",
        "The quota query has no filter on the fishing year",
      ],
      facts: [
        "The query sums ?landing fisk:landedWeight ?weight for the vessel with no FILTER on fisk:fishingYear, so last year's landings count against this year's quota; on 1 September %v showed -340 tonnes remaining and the harbour office refused its clearance until %l was entered by hand.",
        "Landings of every year are summed.",
      ],
      fix: "Bind ?landing fisk:fishingYear ?year and FILTER (?year = ?current), and test the query on the year's first day.",
    },
    is: {
      titles: [
        "SUM(?weight) AS ?used leggur saman allar landanir skipsins frá upphafi",
        "Eftirstöðvar aflamarks skips verða neikvæðar fyrsta dag fiskveiðiársins",
      ],
      facts: [
        "Fyrirspurnin leggur saman ?landing fisk:landedWeight ?weight án FILTER á fisk:fishingYear, svo landanir síðasta árs teljast á móti aflamarki þessa árs; 1. september sýndi %v -340 tonn eftir og %l var skráð handvirkt.",
      ],
      fix: "Síið á fisk:fishingYear.",
    },
  },
  {
    id: "rq-landings",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: LANDINGS,
    line: 8,
    vessel: VESTRI,
    places: ["OPTIONAL { ?lot fisk:buyer ?buyer }", "landings_by_species", "OPTIONAL"],
    categories: [
      "Inefficient algorithmic complexity",
      "CWE-407",
      "Register timeout",
      "Óskilvirk reikniflækja",
    ],
    en: {
      titles: [
        "Two OPTIONAL blocks in landings_by_species multiply every lot by every buyer",
        "The species report times out the register's endpoint",
        "The landings query has no LIMIT and a cross product",
      ],
      facts: [
        "OPTIONAL { ?lot fisk:buyer ?buyer } and OPTIONAL { ?lot fisk:grade ?grade } share no variable but ?lot and the species pattern binds ?lot late, so the engine joins every lot with every buyer before it filters; the report for %l by %v ran for 14 minutes and took the endpoint down.",
        "The query has no LIMIT.",
      ],
      fix: "Bind ?lot to the species first, move the OPTIONALs after it, and page with LIMIT and OFFSET.",
    },
    is: {
      titles: [
        "Tvær OPTIONAL blokkir í landings_by_species margfalda hverja lotu með hverjum kaupanda",
        "Tegundaskýrslan fellir endapunkt skrárinnar á tíma",
      ],
      facts: [
        "OPTIONAL { ?lot fisk:buyer ?buyer } og OPTIONAL { ?lot fisk:grade ?grade } tengja hverja lotu við hvern kaupanda áður en síað er; skýrslan fyrir %l hjá %v keyrði í 14 mínútur.",
      ],
      fix: "Bindið ?lot fyrst og notið LIMIT.",
    },
  },
  {
    id: "async-auth",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: EVENTS,
    line: 23,
    vessel: HELGA,
    places: ["catch/reported", "operations.publishCatch", "channels.catchReported"],
    categories: [
      "Missing authentication for critical function",
      "CWE-306",
      "Forged catch report",
      "Vantar auðkenningu fyrir mikilvæga aðgerð",
    ],
    en: {
      titles: [
        "catch/reported accepts messages from any publisher",
        "Anyone on the broker can report a catch for any vessel",
        "The publishCatch operation declares no security scheme",
      ],
      facts: [
        "operations.publishCatch on the channel catch/reported lists no security, and the broker is configured from this document, so it takes catch reports without credentials; a forged report of 80 tonnes for %v used up its cod quota before %l.",
        "The channel has no authentication.",
      ],
      fix: "Declare a userPassword or X.509 security scheme on the server and require it on publishCatch.",
    },
    is: {
      titles: [
        "catch/reported tekur við skilaboðum frá hvaða útgefanda sem er",
        "Hver sem er á miðlaranum getur tilkynnt afla fyrir hvaða skip sem er",
      ],
      facts: [
        "operations.publishCatch á rásinni catch/reported hefur enga auðkenningu; fölsuð tilkynning um 80 tonn fyrir %v kláraði þorskkvóta þess fyrir %l.",
      ],
      fix: "Krefjist auðkenningar á publishCatch.",
    },
  },
  {
    id: "meson-tls",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.35,
    file: LOGBOOK,
    line: 17,
    vessel: VESTRI,
    places: ["dependency('openssl', required: false)", "ssl_dep", "logbook_daemon"],
    categories: [
      "Cleartext transmission of sensitive information",
      "CWE-319",
      "Logbook sent in clear",
      "Sending viðkvæmra upplýsinga án dulkóðunar",
    ],
    en: {
      titles: [
        "dependency('openssl', required: false) builds the logbook without TLS when OpenSSL is missing",
        "The electronic logbook can send catch data over the satellite link unencrypted",
        "ssl_dep is optional in the logbook's build",
      ],
      facts: [
        "ssl_dep = dependency('openssl', required: false) lets logbook_daemon build without TLS, and the daemon then falls back to plain TCP without a word; the image for %v was built that way and its logbook for %l crossed the satellite link in clear.",
        "TLS is optional at build time.",
      ],
      fix: "Make the dependency required, and have the daemon refuse to start without TLS.",
    },
    is: {
      titles: [
        "dependency('openssl', required: false) byggir afladagbókina án TLS ef OpenSSL vantar",
        "Rafræna afladagbókin getur sent aflagögn ódulkóðuð um gervihnött",
      ],
      facts: [
        "ssl_dep = dependency('openssl', required: false) leyfir logbook_daemon að byggjast án TLS; dagbókin fyrir %l hjá %v fór ódulkóðuð um gervihnattasambandið.",
      ],
      fix: "Gerið ósjálfstæðið nauðsynlegt.",
    },
  },
  {
    id: "pkr-password",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: IMAGE,
    line: 12,
    vessel: HELGA,
    places: ["ssh_password", 'source "amazon-ebs" "auction"', "build"],
    categories: [
      "Use of hard-coded credentials",
      "CWE-798",
      "Image password in the template",
      "Notkun harðkóðaðra auðkenna",
    ],
    en: {
      titles: [
        "ssh_password is written into the Packer template",
        "Every auction server image keeps a known login",
        "The amazon-ebs source logs in with a fixed password",
      ],
      facts: [
        'source "amazon-ebs" "auction" sets ssh_password = "Lodna2019!" and the provisioner never removes the user, so every server built from the image accepts that password; it is in the repository\'s history since the build used for %l by %v.',
        "The password is in the template.",
      ],
      fix: "Use a temporary key pair (ssh_keypair_name left unset), delete the build user in a last provisioner, and rotate the password.",
    },
    is: {
      titles: [
        "ssh_password er skrifað inn í Packer sniðmátið",
        "Hver uppboðsþjónn heldur þekktri innskráningu",
      ],
      facts: [
        'source "amazon-ebs" "auction" setur ssh_password = "Lodna2019!" og notandanum er aldrei eytt, svo hver þjónn úr myndinni tekur við lykilorðinu; það hefur verið í sögunni frá %l hjá %v.',
      ],
      fix: "Notið tímabundið lyklapar og skiptið um lykilorð.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; is: string })[] = [
  {
    id: "remark-rq-prefixes",
    agent: "reliability",
    file: QUOTA,
    line: 1,
    place: "PREFIX fisk:",
    en: "Declare only the prefixes the query uses",
    is: "Skilgreinið aðeins þau forskeyti sem fyrirspurnin notar",
  },
  {
    id: "remark-meson-project",
    agent: "security",
    file: LOGBOOK,
    line: 1,
    place: "project('logbook'",
    en: "Set the version and meson_version in project()",
    is: "Setjið version og meson_version í project()",
  },
  {
    id: "remark-bal-docs",
    agent: "security",
    file: SERVICE,
    line: 5,
    place: "service /auction",
    en: "Document each resource function with its parameters",
    is: "Skjalfestið hverja resource function með færibreytum hennar",
  },
];

/** How a run writes, kept for the whole run. */
interface AuctionStyle extends BilingualRun {
  /** Vessels by their registrations, not their names. */
  registrations: boolean;
  /** Landings by their numbers, not their dates. */
  numbers: boolean;
  /** A one-word place led by its file's module (`scale.box-weight`). */
  qualified: boolean;
  /** Titles led by the agent's area (`[Security] …`). */
  tagged: boolean;
}

const ICELANDIC: SecondLanguage = {
  severity: "Alvarleiki",
  severities: {
    CRITICAL: "alvarlegur",
    HIGH: "mikill",
    MEDIUM: "miðlungs",
    LOW: "lítill",
    INFO: "til upplýsingar",
  },
  maintainability: "Viðhaldshæfni",
  minor: "Smáatriði, en það auðveldar viðhald.",
};

const AREAS: Record<Agent, { en: string; is: string }> = {
  security: { en: "Security", is: "Öryggi" },
  reliability: { en: "Reliability", is: "Áreiðanleiki" },
  performance: { en: "Performance", is: "Afköst" },
};

/** `text` with the vessel and the landing written as the run names them. */
function written(text: string, vessel: Vessel, style: AuctionStyle): string {
  const landing = style.numbers
    ? style.otherLanguage
      ? "löndun nr. 44817"
      : "landing 44817"
    : style.otherLanguage
      ? "löndunin 3. febrúar"
      : "the 3 February landing";
  const named = style.registrations ? vessel.registration : vessel.name;
  return text.replaceAll("%l", landing).replaceAll("%v", named);
}

/**
 * A title as a run writes it: capitalised, but for one that opens with a name from the code
 * (`box-weight`, `ssh_password`, `catch/reported`), which the run leaves as the code writes it.
 */
function titleWritten(title: string): string {
  const first = title.split(" ")[0]!;
  return /[-_/.(<$?]/.test(first) ? title : capitalised(title);
}

/** The module a file's one-word places belong to: its name without its extension. */
function moduleOf(file: string): string {
  const name = file.slice(file.lastIndexOf("/") + 1);
  return name.slice(0, name.indexOf("."));
}

/** `runs` runs of the three agents over the fish auction's and the fleet's code, with each finding's true issue. */
export function auctionRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], AuctionStyle>(
    {
      name: "auction",
      issues: ISSUES,
      remarks: REMARKS,
      language: ICELANDIC,
      words: (issue, otherLanguage) => (otherLanguage ? issue.is : issue.en),
      said: (remark) => remark.is,
      habits: (random) => ({
        registrations: random() < 0.45,
        numbers: random() < 0.4,
        qualified: random() < 0.25,
        tagged: random() < 0.3,
      }),
      written: (text, issue, run) => written(text, issue.vessel, run),
      writing: (issue, run) => ({
        titled: (title) => {
          const area = AREAS[issue.agent];
          return run.tagged
            ? `[${run.otherLanguage ? area.is : area.en}] ${titleWritten(title)}`
            : titleWritten(title);
        },
        symbol: (place) =>
          run.qualified && /^[\w-]+$/.test(place) ? `${moduleOf(issue.file)}.${place}` : place,
      }),
    },
    options,
  );
}
