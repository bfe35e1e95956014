/**
 * The fifty-second held-out generator family for grouping quality (issue #12): a cinema chain's
 * theatre management system as its repository keeps it: a Spring service in Java that schedules
 * shows and ingests KDMs (the keys that unlock a film), its `application.yml`, a digital cinema
 * package's composition playlist (`CPL_*.xml`, SMPTE), a show playlist with its automation cues,
 * and the Python link that drives the projectors, reviewed by runs of which some write in
 * Slovenian (č, š, ž; the dual). None of these formats or that language appear anywhere else in
 * the tests.
 *
 * Written in the stop that reads the forty-eighth to fiftieth families, before the fifty-first's
 * errors were read, to take its place as a check; committed before anything was run on it; tuned
 * against once its errors were read, in the same stop, once the fifty-third was written.
 * Self-contained: its own catalogue and its own model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - a composition and its reels named by their UUIDs (`urn:uuid:…`) or by their titles and
 *    numbers (`Dune_FTR-2_S_EN-XX_51_4K`, `reel 3`), one habit a run, in places and in words: two
 *    names that share no word for one thing;
 *  - show times in 24-hour or 12-hour form (`21:30`, `9:30 PM`), one habit a run;
 *  - places as a Java method with its class (`KdmIngest#validate`), a YAML key path, a reel, a
 *    cue of the show playlist, a projector command;
 *  - categories as plain words, CWE ids, the field's own terms (`Show stop`) or in Slovenian.
 *  - twins: two reels whose edit rate differs from the composition's, adjacent reels of one CPL;
 *    two checks of a KDM's validity window missing in one method, three lines apart; a remark on
 *    that method.
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

const SCHEDULER = "tms/src/main/java/si/kino/tms/ShowScheduler.java";
const KDM = "tms/src/main/java/si/kino/tms/kdm/KdmIngest.java";
const CONFIG = "tms/src/main/resources/application.yml";
const CPL = "dcp/CPL_dune_ftr.xml";
const SPL = "automation/spl/evening.xml";
const PROJECTOR = "projectors/barco_link.py";

/** The composition as a run names it: by its UUID or by its title. */
const COMPOSITION = {
  uuid: "urn:uuid:8f0c2d4e-61b7-4c1a-9a3e-5d2f7b9e0c41",
  title: "Dune_FTR-2_S_EN-XX_51_4K_WB_SMPTE_OV",
};

/** Reels as a run names them: by number or by UUID. */
const REELS: Record<number, string> = {
  3: "urn:uuid:1c9e7a52-0b3d-4f6e-8d21-7a4c5e9b3f10",
  4: "urn:uuid:e2b84f19-7c6a-4d05-b3e8-9f1a2c6d7e84",
};

type Agent = "security" | "reliability" | "performance";

interface CinemaIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third: `%c` the composition, `%r` the reel as the run names them. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Slovenian. */
  categories: readonly [string, string, string, string];
  /** The reel the issue is at, where it is one. */
  reel?: number;
  en: Wording;
  sl: Wording;
}

/** A reel whose edit rate differs from the composition's: each reel its own issue. */
function editRate(id: string, reel: number, line: number, rate: number): CinemaIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: CPL,
    line,
    reel,
    places: ["%r", "%r/MainPicture/EditRate", "%c"],
    categories: ["Inconsistent data", "CWE-1286", "Judder", "Nedosledni podatki"],
    en: {
      titles: [
        "%r's picture has EditRate 25 1 in a 24 fps composition",
        "EditRate mismatch in %r of %c",
        "%r will play out of sync on SMPTE servers",
      ],
      facts: [
        "In %c, the MainPicture of %r declares <EditRate>25 1</EditRate> while every other reel and the composition's sound are 24 1; servers that check the CPL refuse to ingest it, and the ones that do not play the reel 4% fast, so the sound drifts a second out of sync by its end.",
        "%r has the wrong edit rate.",
      ],
      fix: "Re-wrap %r at 24 1 from the mastering house's source, or ask the distributor for a corrected version; do not edit the CPL by hand, its hash is signed.",
    },
    sl: {
      titles: [
        "Slika %r ima EditRate 25 1 v kompoziciji s 24 sličicami",
        "Neujemanje EditRate v %r kompozicije %c",
      ],
      facts: [
        "V %c MainPicture %r navaja <EditRate>25 1</EditRate>, vsi drugi koluti in zvok pa 24 1; strežniki, ki preverjajo CPL, ga zavrnejo, drugi pa kolut predvajajo 4 % hitreje, zato zvok zaostane.",
      ],
      fix: "Ponovno zapakirajte %r pri 24 1 ali pri distributerju zahtevajte popravljeno različico.",
    },
  };
}

/** A check of the KDM's validity window missing in `validate`: each bound its own issue. */
function windowUnchecked(
  id: string,
  element: string,
  bound: string,
  sl: string,
  line: number,
  rate: number,
): CinemaIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: KDM,
    line,
    places: ["KdmIngest#validate", element, "validate"],
    categories: [
      "Improper validation of time window",
      "CWE-324",
      "Key window ignored",
      "Neustrezno preverjanje časovnega okna",
    ],
    en: {
      titles: [
        `validate never checks the KDM's ${element}`,
        `KDMs are accepted ${bound} their validity window`,
        `KdmIngest ignores ${element}`,
      ],
      facts: [
        `KdmIngest#validate checks the KDM's signature and recipient but never reads ${element}, so a key is installed and the show scheduled ${bound} the window the distributor granted; the server then refuses to play at showtime, or the chain plays a film outside its licence.`,
        `${element} is not validated.`,
      ],
      fix: `Compare ${element} with the show's start (in UTC, as the KDM gives it) and reject the KDM or the show outside the window.`,
    },
    sl: {
      titles: [`validate nikoli ne preveri ${element} ključa KDM`, `KdmIngest prezre ${element}`],
      facts: [
        `KdmIngest#validate preveri podpis in prejemnika, ne prebere pa ${element}, zato se ključ namesti in predstava razporedi ${sl} obdobja veljavnosti, ki ga je odobril distributer.`,
      ],
      fix: `Primerjajte ${element} z začetkom predstave (v UTC) in zavrnite ključ zunaj okna.`,
    },
  };
}

const ISSUES: CinemaIssue[] = [
  editRate("reel3-rate", 3, 61, 0.45),
  editRate("reel4-rate", 4, 75, 0.35),
  windowUnchecked("kdm-not-before", "ContentKeysNotValidBefore", "before", "pred začetkom", 44, 0.45),
  windowUnchecked("kdm-not-after", "ContentKeysNotValidAfter", "after", "po koncu", 47, 0.35),
  {
    id: "kdm-chain",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.45,
    file: KDM,
    line: 71,
    places: ["KdmIngest#verifyChain", "verifyChain", "X509Certificate.verify"],
    categories: [
      "Improper certificate validation",
      "CWE-295",
      "Forged KDM",
      "Neustrezno preverjanje potrdil",
    ],
    en: {
      titles: [
        "verifyChain accepts any certificate chain that ends in a self-signed root",
        "KDM signer certificates are not checked against the trusted roots",
        "A forged KDM can be ingested",
      ],
      facts: [
        "KdmIngest#verifyChain walks the signer's chain with X509Certificate.verify up to a self-signed root but never compares that root with the distributors' roots in the trust store; anyone can build a chain, sign a KDM with it and have it ingested, which lets the TMS schedule content it holds no licence for.",
        "The KDM's chain is not anchored in trusted roots.",
      ],
      fix: "Validate with a PKIXParameters built from the trust store of distributor roots, and reject chains that end elsewhere.",
    },
    sl: {
      titles: [
        "verifyChain sprejme katero koli verigo, ki se konča s samopodpisanim korenom",
        "Potrdila podpisnikov KDM se ne preverjajo proti zaupanja vrednim korenom",
      ],
      facts: [
        "KdmIngest#verifyChain preveri verigo podpisnika z X509Certificate.verify do samopodpisanega korena, nikoli pa ne primerja tega korena s koreni distributerjev v shrambi zaupanja.",
      ],
      fix: "Preverjajte s PKIXParameters iz shrambe korenov distributerjev.",
    },
  },
  {
    id: "local-time",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.45,
    file: SCHEDULER,
    line: 88,
    places: ["ShowScheduler#scheduleShow", "scheduleShow", "LocalDateTime.of"],
    categories: ["Incorrect time zone handling", "CWE-1286", "DST shift", "Napačna obravnava časovnega pasu"],
    en: {
      titles: [
        "scheduleShow stores show times without a time zone",
        "Shows after the clock change start an hour off",
        "LocalDateTime used for showtimes sent to the servers in UTC",
      ],
      facts: [
        "ShowScheduler#scheduleShow builds the start with LocalDateTime.of and sends it to the screen servers, which read UTC; the offset is added once when the week is planned, so after the clocks change on Sunday the «21:30» show of the week starts at «22:30» or «20:30» until someone re-plans it.",
        "Showtimes have no time zone.",
      ],
      fix: "Keep showtimes as ZonedDateTime in Europe/Ljubljana and convert to Instant when sending each show.",
    },
    sl: {
      titles: [
        "scheduleShow shranjuje čase predstav brez časovnega pasu",
        "Predstave po premiku ure se začnejo uro prej ali pozneje",
      ],
      facts: [
        "ShowScheduler#scheduleShow sestavi začetek z LocalDateTime.of in ga pošlje strežnikom, ki berejo UTC; po premiku ure se predstava ob «21:30» začne ob «22:30».",
      ],
      fix: "Čase predstav hranite kot ZonedDateTime v Europe/Ljubljana.",
    },
  },
  {
    id: "seatmap-n-plus-one",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: SCHEDULER,
    line: 131,
    places: ["ShowScheduler#weekPlan", "weekPlan", "seatMapRepository.findByAuditorium"],
    categories: ["Inefficient query", "CWE-1073", "N+1 queries", "Neučinkovita poizvedba"],
    en: {
      titles: [
        "weekPlan loads the seat map once per show",
        "seatMapRepository.findByAuditorium in a loop over 600 shows",
        "Opening the week plan takes 25 seconds",
      ],
      facts: [
        "ShowScheduler#weekPlan calls seatMapRepository.findByAuditorium for each of the week's shows, though the chain has 14 auditoriums; a week of 600 shows makes 600 queries of 400 seats each, and the planners' page takes 25 seconds to open on Monday mornings.",
        "Seat maps are loaded per show.",
      ],
      fix: "Load the week's auditoriums' seat maps once (findByAuditoriumIn) and look them up by id.",
    },
    sl: {
      titles: [
        "weekPlan naloži sedežni načrt za vsako predstavo posebej",
        "seatMapRepository.findByAuditorium v zanki čez 600 predstav",
      ],
      facts: [
        "ShowScheduler#weekPlan za vsako predstavo v tednu pokliče seatMapRepository.findByAuditorium, čeprav ima veriga 14 dvoran; teden s 600 predstavami pomeni 600 poizvedb.",
      ],
      fix: "Sedežne načrte naložite enkrat (findByAuditoriumIn).",
    },
  },
  {
    id: "db-password",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: CONFIG,
    line: 9,
    places: ["spring.datasource.password", "datasource.password", "password"],
    categories: [
      "Plaintext storage of a password",
      "CWE-256",
      "Secret in config",
      "Shranjevanje gesla v čistopisu",
    ],
    en: {
      titles: [
        "application.yml holds the database password in plain text",
        "spring.datasource.password is committed to the repository",
        "The TMS database password is in version control",
      ],
      facts: [
        "application.yml sets spring.datasource.password to the production password, and the file is in the repository every cinema's projectionist laptop clones for the playlist tools; the same database holds the KDMs' keys.",
        "The datasource password is stored in the file.",
      ],
      fix: "Read it from the environment (${TMS_DB_PASSWORD}) or the secrets store, and change the password.",
    },
    sl: {
      titles: [
        "application.yml vsebuje geslo baze v čistopisu",
        "spring.datasource.password je v repozitoriju",
      ],
      facts: [
        "application.yml nastavi spring.datasource.password na produkcijsko geslo, datoteko pa klonirajo prenosniki operaterjev v vseh kinih; ista baza hrani ključe KDM.",
      ],
      fix: "Geslo berite iz okolja (${TMS_DB_PASSWORD}) in ga zamenjajte.",
    },
  },
  {
    id: "lights-cue",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: SPL,
    line: 33,
    places: ["cue lights_down", "Cue[@Offset='0']", "lights_down"],
    categories: ["Incorrect default", "CWE-1188", "Show stop", "Napačna privzeta vrednost"],
    en: {
      titles: [
        "The lights_down cue fires at offset 0, before the ads end",
        "evening.xml dims the house lights at the start of the pre-show",
        "Audience sits in the dark through 15 minutes of adverts",
      ],
      facts: [
        "The show playlist evening.xml puts the lights_down cue on the first event with Offset 0, which is the start of the advertising block, not of the feature; the house is dark for the 15 minutes of adverts and latecomers fall on the stairs, and the ushers have stopped two shows to turn the lights up.",
        "The lighting cue is on the wrong event.",
      ],
      fix: "Move lights_down to the feature's first reel (its Offset 0) and add lights_half at the trailers.",
    },
    sl: {
      titles: [
        "Znak lights_down se sproži pri odmiku 0, pred koncem oglasov",
        "evening.xml zatemni dvorano na začetku predprograma",
      ],
      facts: [
        "Seznam predvajanja evening.xml postavi znak lights_down na prvi dogodek z Offset 0, ki je začetek oglasnega bloka; dvorana je 15 minut v temi.",
      ],
      fix: "Premaknite lights_down na prvi kolut filma.",
    },
  },
  {
    id: "projector-no-timeout",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: PROJECTOR,
    line: 27,
    places: ["BarcoLink.send", "send", "socket.create_connection"],
    categories: ["Missing timeout", "CWE-1088", "Hung automation", "Manjkajoča časovna omejitev"],
    en: {
      titles: [
        "BarcoLink.send opens the projector socket without a timeout",
        "A powered-off projector hangs the automation thread",
        "socket.create_connection with no timeout in the projector link",
      ],
      facts: [
        "BarcoLink.send calls socket.create_connection((host, 43728)) and recv without a timeout; when a projector is off or its lamp is cooling it accepts nothing, the call blocks, and the automation thread that also fires the show's cues stops with it.",
        "The projector connection can block forever.",
      ],
      fix: "Pass timeout=3 to create_connection, set it on the socket for recv, and report the projector unreachable.",
    },
    sl: {
      titles: [
        "BarcoLink.send odpre vtičnico projektorja brez časovne omejitve",
        "Izklopljen projektor zamrzne nit avtomatizacije",
      ],
      facts: [
        "BarcoLink.send pokliče socket.create_connection((host, 43728)) in recv brez časovne omejitve; ko je projektor izklopljen, klic obvisi, z njim pa nit, ki proži znake predstave.",
      ],
      fix: "create_connection podajte timeout=3.",
    },
  },
  {
    id: "projector-command",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: PROJECTOR,
    line: 52,
    places: ["BarcoLink.run_macro", "run_macro", "BarcoLink"],
    categories: ["Command injection", "CWE-77", "Projector takeover", "Vrivanje ukazov"],
    en: {
      titles: [
        "run_macro passes the request's macro name to the projector unchecked",
        "Projector commands can be injected through the macro name",
        "Any staff account can send raw commands to every projector",
      ],
      facts: [
        'BarcoLink.run_macro builds the projector command as f"macro.execute {name}\\r" from the web console\'s request; a name with \\r followed by another command (lamp off, lens shift, network settings) runs that command too, on any projector the console can reach.',
        "The macro name is not validated.",
      ],
      fix: "Accept only macro names from the projector's own macro list (macro.list), and refuse control characters.",
    },
    sl: {
      titles: [
        "run_macro projektorju posreduje ime makra iz zahteve brez preverjanja",
        "V ime makra je mogoče vriniti ukaze projektorju",
      ],
      facts: [
        'BarcoLink.run_macro sestavi ukaz kot f"macro.execute {name}\\r" iz zahteve spletne konzole; ime z \\r in drugim ukazom izvede tudi tega.',
      ],
      fix: "Sprejemajte le imena iz seznama makrov projektorja (macro.list).",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; sl: string })[] = [
  {
    id: "remark-validate-split",
    agent: "security",
    file: KDM,
    line: 38,
    place: "KdmIngest#validate",
    en: "Split validate into one method per check",
    sl: "Razdelite validate na po eno metodo za vsako preverjanje",
  },
  {
    id: "remark-scheduler-logging",
    agent: "reliability",
    file: SCHEDULER,
    line: 20,
    place: "ShowScheduler",
    en: "Use SLF4J placeholders in ShowScheduler's log lines",
    sl: "V dnevniških vrsticah ShowScheduler uporabite označbe SLF4J",
  },
  {
    id: "remark-link-constants",
    agent: "performance",
    file: PROJECTOR,
    line: 6,
    place: "BarcoLink",
    en: "Name BarcoLink's port and command strings as constants",
    sl: "Vrata in nize ukazov v BarcoLink poimenujte kot konstante",
  },
];

/** How a run writes, kept for the whole run. */
interface CinemaStyle {
  slovenian: boolean;
  /** Compositions and reels by their UUIDs. */
  uuids: boolean;
  /** Show times in 12-hour form. */
  twelveHour: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines given at all. */
  lines: boolean;
}

const SEVERITY_SL: Record<Severity, string> = {
  CRITICAL: "kritična",
  HIGH: "visoka",
  MEDIUM: "srednja",
  LOW: "nizka",
  INFO: "informativna",
};

/** `text` as the run writes it: the composition and reel by UUID or by title, times in its form. */
function written(text: string, reel: number | undefined, style: CinemaStyle): string {
  const composition = style.uuids ? COMPOSITION.uuid : COMPOSITION.title;
  const named = reel === undefined ? "" : style.uuids ? REELS[reel]! : `reel ${reel}`;
  return text
    .replaceAll("%c", composition)
    .replaceAll("%r", named)
    .replace(/«(\d+):(\d+)»/g, (_, h: string, m: string) => {
      if (!style.twelveHour) return `${h}:${m}`;
      const hour = Number(h);
      return `${hour % 12 === 0 ? 12 : hour % 12}:${m} ${hour < 12 ? "AM" : "PM"}`;
    });
}

function reportOf(issue: CinemaIssue, style: CinemaStyle, random: Random, v: number): Finding {
  return cataloguedReport(
    issue,
    {
      words: style.slovenian ? issue.sl : issue.en,
      otherLanguage: style.slovenian,
      place: style.place,
      said: (severity) =>
        style.slovenian ? `Resnost: ${SEVERITY_SL[severity]}.` : `Severity: ${severity.toLowerCase()}.`,
      written: (text) => written(text, issue.reel, style),
      titled: capitalised,
      located: () => locationDrawn(issue.file, issue.line, style.lines, random, v),
    },
    random,
    v,
  );
}

/** `runs` runs of the three agents over the cinema chain's theatre management, with each finding's true issue. */
export function cinemaRuns(options: GeneratorOptions): Generated {
  return drawRuns<CinemaIssue, (typeof REMARKS)[number], CinemaStyle>(
    {
      name: "cinema",
      model: "cinema-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        return {
          slovenian: random() < 0.3,
          uuids: random() < 0.2 + v * 0.3,
          twelveHour: random() < 0.3,
          place: usualForm(place, v),
          lines: random() < 0.85,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) =>
        remarkReport(
          remark,
          {
            category: style.slovenian ? "Vzdrževanje" : "Maintainability",
            title: style.slovenian ? remark.sl : remark.en,
            description: style.slovenian
              ? `${remark.sl}. Manjša stvar, a olajša vzdrževanje.`
              : `${remark.en}. Minor, but it eases maintenance.`,
          },
          locationDrawn(remark.file, remark.line, style.lines, random, v),
        ),
    },
    options,
  );
}
