/**
 * The sixty-fourth held-out generator family for grouping quality (issue #12): a city's
 * bike-sharing scheme as its repository keeps it: the Envoy proxy and the HAProxy load balancer
 * in front of the dock API, the cloud resources in a Pulumi program, the station graph's Gremlin
 * traversals, the rider app's ReScript and the docks' messages in a Cap'n Proto schema, reviewed
 * by runs of which some write in Afrikaans. None of these formats or that language appear anywhere
 * else in the tests.
 *
 * Written in the stop that reads the sixty-third family, before the sixty-third's errors were
 * read, to take its place as a check; committed before anything was run on it; read, and tuned
 * against, in the same stop, once the sixty-fifth had taken its place.
 * Self-contained: its own catalogue and its own model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - Envoy's route paths (`virtual_hosts[0].routes[1].route.retry_policy`), HAProxy's sections and
 *    rules (`backend docks_north`, `http-request allow if is_admin`), a Pulumi resource by its
 *    variable, its constructor or its logical name, Gremlin steps, ReScript functions
 *    (`Ride.unlock`) and Cap'n Proto fields (`nonce @1 :UInt32`) as places;
 *  - a bike named by its number or its frame serial, and a station by its name or its code, one
 *    habit a run each, in words;
 *  - categories as plain words, CWE ids, the field's own terms (`Double unlock`) or in Afrikaans.
 *  - twins: two HAProxy backends whose health check asks a path that always answers, twelve lines
 *    apart, whose third place is one rule; two ReScript handlers that drop their promise's
 *    failure; a remark on the ReScript module.
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

const ENVOY = "deploy/envoy/envoy.yaml";
const HAPROXY = "deploy/haproxy/haproxy.cfg";
const PULUMI = "infra/index.ts";
const GREMLIN = "graph/stations.groovy";
const APP = "app/src/Ride.res";
const SCHEMA = "dock/proto/dock.capnp";

type Agent = "security" | "reliability" | "performance";

interface Station {
  name: string;
  code: string;
}

interface BikeIssue extends CataloguedIssue<Agent> {
  /** `%b` the bike, `%s` the station, as the run names them. */
  en: Wording;
  af: Wording;
  /** The station this issue is about. */
  station: Station;
}

const KLOOF: Station = { name: "Kloofstraat", code: "ST-118" };
const HARBOUR: Station = { name: "Hawekaai", code: "ST-204" };
const STATION_NORTH: Station = { name: "Noordhoek Plein", code: "ST-031" };
const STATION_SOUTH: Station = { name: "Suidpunt", code: "ST-377" };

/** An HAProxy backend whose health check asks a path that answers while the API is down. */
function blindCheck(id: string, backend: string, station: Station, line: number, rate: number): BikeIssue {
  return {
    id,
    agent: "reliability",
    severity: "MEDIUM",
    rate,
    file: HAPROXY,
    line,
    station,
    places: [`backend ${backend}`, backend, "option httpchk GET /"],
    categories: [
      "Improper check for unusual conditions",
      "CWE-754",
      "Blind health check",
      "Onbehoorlike kontrole",
    ],
    en: {
      titles: [
        `backend ${backend} checks GET /, which answers 200 while the database is down`,
        `Unlocks at %s fail while HAProxy still sends traffic to ${backend}`,
        `The health check of ${backend} never takes a broken server out`,
      ],
      facts: [
        `backend ${backend} has option httpchk GET / and the dock API serves its static landing page at /, which answers 200 whether or not the database and the dock gateway are reachable; when one server lost its database link last week, HAProxy kept sending it a third of the unlocks for %s, and riders at the dock saw a spinner and then an error.`,
        `The health check of ${backend} asks a path that always answers.`,
      ],
      fix: "Check /healthz, which tests the database and the dock gateway, with http-check expect status 200, and set fall 2 rise 3.",
    },
    af: {
      titles: [
        `backend ${backend} kontroleer GET /, wat 200 antwoord terwyl die databasis af is`,
        `Ontsluitings by %s misluk terwyl HAProxy steeds verkeer na ${backend} stuur`,
      ],
      facts: [
        `backend ${backend} het option httpchk GET /, en die dok-API bedien sy landingsblad by /, wat 200 antwoord of die databasis bereikbaar is of nie; toe een bediener verlede week sy databasisverbinding verloor het, het HAProxy steeds 'n derde van die ontsluitings vir %s daarheen gestuur.`,
      ],
      fix: "Kontroleer /healthz, wat die databasis en die dok-poort toets, met http-check expect status 200.",
    },
  };
}

/** A ReScript handler that drops its promise's failure and shows success: each handler its own issue. */
function droppedFailure(
  id: string,
  handler: "unlock" | "lock",
  action: string,
  actionAf: string,
  line: number,
  rate: number,
): BikeIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: APP,
    line,
    station: KLOOF,
    places: [`Ride.${handler}`, handler, "->ignore"],
    categories: ["Unchecked error condition", "CWE-391", "Silent failure", "Ongekontroleerde foutkondisie"],
    en: {
      titles: [
        `Ride.${handler} ignores the rejected promise and shows the ride as ${action}`,
        `The app says %b is ${action} when the dock refused`,
        `${handler} pipes its request into ->ignore`,
      ],
      facts: [
        `Ride.${handler} calls Api.${handler}(bikeId)->Promise.thenResolve(_ => setState(_ => ${action === "unlocked" ? "Riding" : "Returned"}))->ignore, so a rejected request is dropped and the state changes anyway; at %s the app showed %b as ${action} while the dock had refused, and riders were charged for bikes they never had.`,
        `The failure of ${handler} is dropped.`,
      ],
      fix: `Handle the rejection with Promise.catch, keep the state until the dock confirms, and show the dock's error.`,
    },
    af: {
      titles: [
        `Ride.${handler} ignoreer die verwerpte belofte en wys die rit as ${actionAf}`,
        `Die toep sê %b is ${actionAf} terwyl die dok geweier het`,
      ],
      facts: [
        `Ride.${handler} roep Api.${handler}(bikeId) en stuur die resultaat na ->ignore, sodat 'n verwerpte versoek verlore gaan en die toestand tog verander; by %s het die toep %b as ${actionAf} gewys terwyl die dok geweier het.`,
      ],
      fix: "Hanteer die verwerping met Promise.catch en hou die toestand totdat die dok bevestig.",
    },
  };
}

const ISSUES: BikeIssue[] = [
  blindCheck("check-north", "docks_north", STATION_NORTH, 40, 0.4),
  blindCheck("check-south", "docks_south", STATION_SOUTH, 52, 0.3),
  droppedFailure("ignore-unlock", "unlock", "unlocked", "oopgesluit", 24, 0.4),
  droppedFailure("ignore-lock", "lock", "returned", "teruggegee", 37, 0.3),
  {
    id: "envoy-retry",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.45,
    file: ENVOY,
    line: 33,
    station: HARBOUR,
    places: ["virtual_hosts[0].routes[1].route.retry_policy", "retry_policy", "/v1/unlock"],
    categories: [
      "Improper enforcement of a single, unique action",
      "CWE-837",
      "Double unlock",
      "Onbehoorlike afdwinging van 'n enkele aksie",
    ],
    en: {
      titles: [
        "Envoy retries POST /v1/unlock on 5xx and upstream resets",
        "One tap can unlock two bikes at %s",
        "The unlock route's retry policy repeats a request that is not idempotent",
      ],
      facts: [
        "The route for /v1/unlock has retry_policy { retry_on: 5xx,reset, num_retries: 3 }; the dock API unlocks the bike and then times out writing the ride, Envoy sends the POST again, and a second bike is released and a second ride opened; at %s the operations team found %b and its neighbour both unlocked by one rider.",
        "Unlock requests are retried.",
      ],
      fix: "Do not retry the unlock route, or send an idempotency key that the dock API checks before it unlocks.",
    },
    af: {
      titles: [
        "Envoy probeer POST /v1/unlock weer by 5xx en terugstellings",
        "Een tik kan twee fietse by %s ontsluit",
      ],
      facts: [
        "Die roete vir /v1/unlock het retry_policy { retry_on: 5xx,reset, num_retries: 3 }; die dok-API ontsluit die fiets en loop dan uit die tyd, Envoy stuur die POST weer en 'n tweede fiets word vrygestel; by %s is %b en sy buurman albei deur een ryer ontsluit.",
      ],
      fix: "Moenie die ontsluitroete weer probeer nie, of stuur 'n idempotensiesleutel.",
    },
  },
  {
    id: "haproxy-admin",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.5,
    file: HAPROXY,
    line: 18,
    station: HARBOUR,
    places: ["frontend public", "acl is_admin", "http-request allow if is_admin"],
    categories: ["Incorrect authorization", "CWE-863", "Open admin console", "Verkeerde magtiging"],
    en: {
      titles: [
        "http-request allow if is_admin comes before the internal-network deny",
        "The fleet admin console is reachable from the internet",
        "frontend public lets /admin through to anyone",
      ],
      facts: [
        "In frontend public, acl is_admin path_beg /admin is followed by http-request allow if is_admin and only then http-request deny if !internal_net; HAProxy stops at the first matching rule, so /admin is allowed from anywhere, and the console there can move %b's dock at %s out of service or refund rides.",
        "The allow rule precedes the deny rule.",
      ],
      fix: "Deny /admin unless the source is internal (http-request deny if is_admin !internal_net) before any allow, and put the console behind single sign-on.",
    },
    af: {
      titles: [
        "http-request allow if is_admin kom voor die weiering vir die interne netwerk",
        "Die vlootbeheerkonsole is van die internet af bereikbaar",
      ],
      facts: [
        "In frontend public volg http-request allow if is_admin op acl is_admin path_beg /admin, en eers daarna http-request deny if !internal_net; HAProxy stop by die eerste reël wat pas, dus is /admin van oral toegelaat, en die konsole kan die dok by %s buite diens stel.",
      ],
      fix: "Weier /admin tensy die bron intern is, voor enige allow-reël.",
    },
  },
  {
    id: "pulumi-public-logs",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: PULUMI,
    line: 12,
    station: KLOOF,
    places: ["rideLogs", 'aws.s3.Bucket("ride-logs")', "ride-logs"],
    categories: [
      "Incorrect permission assignment for critical resource",
      "CWE-732",
      "Public ride traces",
      "Verkeerde toestemming vir kritieke hulpbron",
    ],
    en: {
      titles: [
        'The ride-logs bucket is created with acl: "public-read"',
        "Every rider's GPS trace can be downloaded by anyone",
        "rideLogs is a public bucket",
      ],
      facts: [
        'const rideLogs = new aws.s3.Bucket("ride-logs", { acl: "public-read" }) holds each ride\'s GPS trace with the rider\'s account id, start and end times; anyone who lists the bucket can follow a rider home from %s, and the object names are sequential.',
        "The bucket is public.",
      ],
      fix: "Make it private with a BucketPublicAccessBlock, serve traces through the API to their owner, and rotate the object names to random keys.",
    },
    af: {
      titles: [
        'Die ride-logs-emmer word met acl: "public-read" geskep',
        "Enigiemand kan elke ryer se GPS-spoor aflaai",
      ],
      facts: [
        'const rideLogs = new aws.s3.Bucket("ride-logs", { acl: "public-read" }) hou elke rit se GPS-spoor met die ryer se rekening-ID; enigiemand kan \'n ryer van %s af huis toe volg.',
      ],
      fix: "Maak dit privaat met 'n BucketPublicAccessBlock.",
    },
  },
  {
    id: "gremlin-repeat",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: GREMLIN,
    line: 9,
    station: HARBOUR,
    places: ["nearbyStations", "repeat(out('near'))", "g.V().hasLabel('station')"],
    categories: ["Excessive iteration", "CWE-834", "Graph walk explosion", "Oormatige herhaling"],
    en: {
      titles: [
        "nearbyStations repeats out('near') with no limit or dedup",
        "Finding stations near %s walks the whole city graph",
        "The rebalancing planner's station query takes minutes",
      ],
      facts: [
        "nearbyStations runs g.V().has('code', code).repeat(out('near')).emit().path() with no times(), no simplePath() and no dedup(), and the near edges go both ways, so the walk revisits stations until the server's timeout; for %s it returns after 90 seconds with 2 million paths, and the rebalancing vans leave without a plan.",
        "The traversal is unbounded.",
      ],
      fix: "Bound it with times(2), add simplePath() and dedup(), and filter by distance before the repeat.",
    },
    af: {
      titles: [
        "nearbyStations herhaal out('near') sonder 'n grens of dedup",
        "Om stasies naby %s te vind, loop die hele stadsgrafiek deur",
      ],
      facts: [
        "nearbyStations voer g.V().has('code', code).repeat(out('near')).emit().path() uit sonder times(), simplePath() of dedup(), en die near-rande loop in albei rigtings; vir %s kom dit na 90 sekondes terug met 2 miljoen paaie.",
      ],
      fix: "Begrens dit met times(2) en voeg simplePath() en dedup() by.",
    },
  },
  {
    id: "capnp-nonce",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.35,
    file: SCHEMA,
    line: 14,
    station: KLOOF,
    places: ["UnlockRequest.nonce", "nonce @1 :UInt32", "struct UnlockRequest"],
    categories: [
      "Authentication bypass by capture-replay",
      "CWE-294",
      "Replayed unlock",
      "Verifikasie-omseiling deur herspeel",
    ],
    en: {
      titles: [
        "UnlockRequest's nonce is a counter that restarts when the dock reboots",
        "A recorded unlock message opens the dock again after a reboot",
        "nonce @1 :UInt32 does not stop replays",
      ],
      facts: [
        "struct UnlockRequest { bikeId @0 :UInt32; nonce @1 :UInt32; mac @2 :Data } takes its nonce from a counter the dock firmware keeps in RAM; after a power cut at %s the counter starts at 0 again, the server accepts nonces it has seen, and a message recorded off the dock's radio link releases %b.",
        "The nonce repeats after a reboot.",
      ],
      fix: "Use a 64-bit nonce from the dock's secure element or a server challenge, and reject a nonce at or below the last one seen per dock.",
    },
    af: {
      titles: [
        "UnlockRequest se nonce is 'n teller wat herbegin wanneer die dok herlaai",
        "'n Opgeneemde ontsluitboodskap maak die dok weer oop ná 'n herlaai",
      ],
      facts: [
        "struct UnlockRequest { bikeId @0 :UInt32; nonce @1 :UInt32; mac @2 :Data } kry sy nonce van 'n teller in die dok se RAM; ná 'n kragonderbreking by %s begin die teller weer by 0, en 'n opgeneemde boodskap stel %b vry.",
      ],
      fix: "Gebruik 'n 64-bis-nonce van die veilige element of 'n uitdaging van die bediener.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; af: string })[] = [
  {
    id: "remark-envoy-split",
    agent: "reliability",
    file: ENVOY,
    line: 1,
    place: "static_resources",
    en: "Split the listeners and clusters into files of their own with comments",
    af: "Verdeel die luisteraars en klusters in eie lêers met kommentaar",
  },
  {
    id: "remark-ride-interface",
    agent: "reliability",
    file: APP,
    line: 1,
    place: "Ride",
    en: "Add a Ride.resi interface so the module's API is explicit",
    af: "Voeg 'n Ride.resi-koppelvlak by sodat die module se API eksplisiet is",
  },
  {
    id: "remark-gremlin-sizes",
    agent: "performance",
    file: GREMLIN,
    line: 1,
    place: "stations.groovy",
    en: "Write down each traversal's expected result size beside it",
    af: "Skryf elke deurkruising se verwagte resultaatgrootte langs dit neer",
  },
];

/** How a run writes, kept for the whole run. */
interface BikeStyle extends BilingualRun {
  /** Bikes by their frame serials, not their numbers. */
  serials: boolean;
  /** Stations by their codes, not their names. */
  codes: boolean;
}

const AFRIKAANS: SecondLanguage = {
  severity: "Ernstigheid",
  severities: {
    CRITICAL: "krities",
    HIGH: "hoog",
    MEDIUM: "middelmatig",
    LOW: "laag",
    INFO: "inligting",
  },
  maintainability: "Onderhoubaarheid",
  minor: "Klein saak, maar dit maak onderhoud makliker.",
};

/** `text` with the bike and the station written as the run names them. */
function written(text: string, station: Station, style: BikeStyle): string {
  const bike = style.serials
    ? style.otherLanguage
      ? "fiets WBK-2291-X"
      : "bike WBK-2291-X"
    : style.otherLanguage
      ? "fiets 4417"
      : "bike 4417";
  const at = style.codes ? station.code : station.name;
  return text.replaceAll("%b", bike).replaceAll("%s", at);
}

/** `runs` runs of the three agents over the bike-sharing scheme's code, with each finding's true issue. */
export function bikeshareRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], BikeStyle>(
    {
      name: "bikeshare",
      issues: ISSUES,
      remarks: REMARKS,
      language: AFRIKAANS,
      words: (issue, otherLanguage) => (otherLanguage ? issue.af : issue.en),
      said: (remark) => remark.af,
      habits: (random) => ({
        serials: random() < 0.4,
        codes: random() < 0.4,
      }),
      written: (text, issue, run) => written(text, issue.station, run),
    },
    options,
  );
}
