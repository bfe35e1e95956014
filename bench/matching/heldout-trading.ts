/**
 * The thirtieth held-out generator family for grouping quality (issue #12): a trading firm's
 * market-data and order-entry plant: kdb+/q processes (a tickerplant, a real-time database and
 * a client gateway), QuickFIX session settings, a FIX data dictionary and an SBE message schema,
 * reviewed by runs of which some write in Finnish. None of these languages or formats appear
 * anywhere else in the tests.
 *
 * Written in the stop that first read the twenty-ninth family, before its errors were read, to
 * take its place as a check; committed before anything was run on it; never tuned against until
 * its errors were read later in that stop, once the thirty-first was written. Self-contained:
 * its own catalogue and its own model of how reports vary, its numbers from the project's seeded
 * generator (src/util/random.ts). What it models that the other families do not:
 *  - a file written with its line after a colon (`q/gateway.q:14`), one habit a run;
 *  - q names in their namespace (`.u.upd`), bare (`upd`) or as called (`.u.upd[t;x]`), and the
 *    run keeping to one form for all its reports; QuickFIX sessions by their section or their
 *    SessionQualifier; FIX fields by tag or name;
 *  - Finnish, which bends names with case endings (`.z.pg`-käsittelijä, `LSEG-ORDERS`-istunnossa);
 *  - titles ending with their place in brackets, one habit a run; descriptions labelled
 *    `Impact:` and `Recommendation:`, one habit a run;
 *  - categories from market regulation (`MiFID II RTS 6`), CWE ids and plain words;
 *  - twins: `.z.pg` and `.z.ps` evaluating what a client sends, one line apart; two FIX sessions
 *    without TLS, 19 lines apart; remarks a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import { choose, type Random } from "../../src/util/random.js";
import { drawRuns, severityShift, usually } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const GATEWAY = "q/gateway.q";
const TICK = "q/tick/u.q";
const RDB = "q/tick/r.q";
const SESSIONS = "config/fix/sessions.cfg";
const DICTIONARY = "config/fix/FIX44.xml";
const SCHEMA = "schema/market-data.xml";

interface Text {
  titles: readonly string[];
  body: readonly string[];
  impact: string;
  fix: string;
}

interface TradingIssue {
  id: string;
  agent: "security" | "performance" | "architecture";
  severity: Severity;
  rate: number;
  file: string;
  line: number;
  /** The place in each form: namespaced (the usual), bare, as called. */
  places: readonly [string, string, string];
  /** Regulatory, CWE and plain. */
  categories: readonly [string, string, string];
  en: Text;
  fi: Text;
}

const ISSUES: TradingIssue[] = [
  {
    id: "zpg-eval",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.75,
    file: GATEWAY,
    line: 14,
    places: [".z.pg", "pg", ".z.pg[x]"],
    categories: ["MiFID II RTS 6 Art. 18", "CWE-95", "Code injection"],
    en: {
      titles: [
        ".z.pg evaluates whatever a client sends",
        "Synchronous handler runs arbitrary q from clients",
        "Remote code execution through the gateway's sync handler",
      ],
      body: [
        'The gateway sets .z.pg:{value x}, so any process that can open the port can run any q expression synchronously, including system commands through system "...".',
        "Synchronous requests are passed to value unchecked; a client can read or delete any table and call the shell.",
      ],
      impact: "Any host on the trading network can take over the gateway and the orders it holds.",
      fix: "Accept only a list of named API functions and dispatch on the first element.",
    },
    fi: {
      titles: [".z.pg-käsittelijä suorittaa mitä tahansa asiakas lähettää"],
      body: [
        "Yhdyskäytävä asettaa .z.pg:{value x}, joten kuka tahansa porttiin yhdistävä voi ajaa minkä tahansa q-lausekkeen, myös system-komennot.",
      ],
      impact: "Kuka tahansa kaupankäyntiverkossa voi ottaa yhdyskäytävän haltuunsa.",
      fix: "Salli vain nimetyt API-funktiot.",
    },
  },
  {
    id: "zps-eval",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: GATEWAY,
    line: 15,
    places: [".z.ps", "ps", ".z.ps[x]"],
    categories: ["MiFID II RTS 6 Art. 18", "CWE-95", "Code injection"],
    en: {
      titles: [
        ".z.ps evaluates asynchronous messages unchecked",
        "Async handler runs arbitrary q from clients",
        "Fire-and-forget messages reach value without a check",
      ],
      body: [
        "The gateway sets .z.ps:{value x}, so an asynchronous message is evaluated as q with no check of who sent it or what it calls; a client can alter tables without any reply to show it.",
        "Async messages go straight to value; nothing limits what they may change.",
      ],
      impact: "A client can silently change order state or limits.",
      fix: "Dispatch async messages to a fixed set of handlers and drop the rest.",
    },
    fi: {
      titles: [".z.ps-käsittelijä suorittaa asynkroniset viestit tarkistamatta"],
      body: [
        "Yhdyskäytävä asettaa .z.ps:{value x}, joten asynkroninen viesti suoritetaan q-koodina tarkistamatta lähettäjää.",
      ],
      impact: "Asiakas voi muuttaa tilauksia huomaamatta.",
      fix: "Ohjaa asynkroniset viestit kiinteille käsittelijöille.",
    },
  },
  {
    id: "no-auth",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: GATEWAY,
    line: 3,
    places: [".z.pw", "pw", ".z.pw[user;pass]"],
    categories: ["MiFID II RTS 6 Art. 18", "CWE-306", "Missing authentication"],
    en: {
      titles: [
        "Gateway accepts every login",
        "No .z.pw check on connections",
        "Any user and password opens a session",
      ],
      body: [
        "gateway.q never defines .z.pw, so the process accepts any user name and password on its port; together with the handlers below this leaves the gateway open to the whole network.",
        "Connections are not authenticated at all.",
      ],
      impact: "Anyone who can reach the port is a trusted client.",
      fix: "Define .z.pw to check users against the entitlement store.",
    },
    fi: {
      titles: ["Yhdyskäytävä hyväksyy kaikki kirjautumiset"],
      body: ["gateway.q ei määrittele .z.pw:tä, joten mikä tahansa käyttäjänimi ja salasana kelpaa."],
      impact: "Kuka tahansa porttiin pääsevä on luotettu asiakas.",
      fix: "Määrittele .z.pw tarkistamaan käyttäjät.",
    },
  },
  {
    id: "upd-memory",
    agent: "performance",
    severity: "HIGH",
    rate: 0.6,
    file: TICK,
    line: 88,
    places: [".u.upd", "upd", ".u.upd[t;x]"],
    categories: ["MiFID II RTS 7 Art. 15", "CWE-770", "Unbounded memory growth"],
    en: {
      titles: [
        "Tickerplant keeps every update in memory when the log fails",
        ".u.upd appends to the table with no bound",
        "Memory grows all day if the journal cannot be written",
      ],
      body: [
        "When the log handle .u.l is null after a write error, .u.upd still inserts each batch into the in-memory table and never publishes or clears it, so the process grows until the host runs out of memory mid-session.",
        "A failed journal turns the tickerplant into an unbounded buffer.",
      ],
      impact: "The tickerplant dies during the trading day and every subscriber loses its feed.",
      fix: "Alert and stop accepting updates when the journal fails, or roll to a new log.",
    },
    fi: {
      titles: ["Tickerplant pitää kaikki päivitykset muistissa, kun loki ei toimi"],
      body: [
        "Kun lokikahva .u.l on tyhjä kirjoitusvirheen jälkeen, .u.upd lisää jokaisen erän muistitauluun eikä koskaan tyhjennä sitä.",
      ],
      impact: "Tickerplant kaatuu kesken kaupankäyntipäivän.",
      fix: "Hälytä ja lopeta päivitysten vastaanotto, kun loki epäonnistuu.",
    },
  },
  {
    id: "pub-slow",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: TICK,
    line: 102,
    places: [".u.pub", "pub", ".u.pub[t;x]"],
    categories: ["MiFID II RTS 7 Art. 15", "CWE-400", "Slow consumer"],
    en: {
      titles: [
        "A slow subscriber stalls the tickerplant",
        ".u.pub writes to every handle without checking its queue",
        "Publishing does not guard against slow consumers",
      ],
      body: [
        "pub sends each update asynchronously to every subscriber handle, but never checks the outbound queue (.z.W); one stuck subscriber makes the queue grow until the tickerplant stops.",
        "Nothing disconnects a subscriber whose queue keeps growing.",
      ],
      impact: "One slow client delays market data for all.",
      fix: "Check .z.W each timer tick and close handles whose queue passes a limit.",
    },
    fi: {
      titles: ["Hidas tilaaja pysäyttää tickerplantin"],
      body: ["pub lähettää jokaisen päivityksen kaikille tilaajille tarkistamatta lähtevää jonoa (.z.W)."],
      impact: "Yksi hidas asiakas viivästää markkinadataa kaikille.",
      fix: "Tarkista .z.W ajastimessa ja sulje liian pitkät jonot.",
    },
  },
  {
    id: "eod-block",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.45,
    file: RDB,
    line: 40,
    places: [".u.end", "end", ".u.end[d]"],
    categories: ["MiFID II RTS 25", "CWE-833", "Blocking end of day"],
    en: {
      titles: [
        "End of day blocks every query while it saves",
        ".u.end saves and clears tables synchronously",
        "The real-time database is unavailable during the end-of-day write",
      ],
      body: [
        "The RDB's .u.end runs .Q.hdpf on the whole day's tables in the main thread, so every query waits until the save finishes, minutes on a busy day, and clients time out.",
        "Queries are blocked for the length of the end-of-day save.",
      ],
      impact: "Risk checks that query the RDB at the close fail.",
      fix: "Save from a separate write-down process, or swap tables out before writing.",
    },
    fi: {
      titles: ["Päivän päätös estää kaikki kyselyt tallennuksen ajan"],
      body: [
        "RDB:n .u.end ajaa .Q.hdpf:n pääsäikeessä, joten kaikki kyselyt odottavat tallennuksen loppuun.",
      ],
      impact: "Riskitarkistukset epäonnistuvat päivän päätteeksi.",
      fix: "Tallenna erillisessä prosessissa.",
    },
  },
  {
    id: "ssl-lseg",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: SESSIONS,
    line: 22,
    places: ["[SESSION] LSEG-ORDERS", "LSEG-ORDERS", "SocketUseSSL=N"],
    categories: ["MiFID II RTS 6 Art. 18", "CWE-319", "Cleartext transmission"],
    en: {
      titles: [
        "LSEG order session runs without TLS",
        "FIX session LSEG-ORDERS sends orders in clear text",
        "SocketUseSSL=N on the LSEG-ORDERS session",
      ],
      body: [
        "The LSEG-ORDERS session sets SocketUseSSL=N and connects over the extranet, so orders and the logon password cross the link unencrypted.",
        "Orders on this session are readable by anyone on the path.",
      ],
      impact: "Order flow and credentials can be read or altered in transit.",
      fix: "Enable SocketUseSSL with the venue's certificate and pin it.",
    },
    fi: {
      titles: ["LSEG-ORDERS-istunnossa ei ole TLS:ää"],
      body: ["LSEG-ORDERS-istunto asettaa SocketUseSSL=N, joten tilaukset ja salasana kulkevat salaamatta."],
      impact: "Tilausvirtaa voi lukea tai muuttaa matkalla.",
      fix: "Ota SocketUseSSL käyttöön.",
    },
  },
  {
    id: "ssl-cboe",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: SESSIONS,
    line: 41,
    places: ["[SESSION] CBOE-DROP", "CBOE-DROP", "SocketUseSSL=N"],
    categories: ["MiFID II RTS 6 Art. 18", "CWE-319", "Cleartext transmission"],
    en: {
      titles: [
        "CBOE drop-copy session runs without TLS",
        "FIX session CBOE-DROP sends executions in clear text",
        "SocketUseSSL=N on the CBOE-DROP session",
      ],
      body: [
        "The CBOE-DROP session sets SocketUseSSL=N, so every execution report the venue copies to the firm crosses the link unencrypted.",
        "Executions on the drop copy are readable by anyone on the path.",
      ],
      impact: "Positions can be inferred from the drop copy in transit.",
      fix: "Enable SocketUseSSL on the drop-copy session as well.",
    },
    fi: {
      titles: ["CBOE-DROP-istunnossa ei ole TLS:ää"],
      body: ["CBOE-DROP-istunto asettaa SocketUseSSL=N, joten toteutusraportit kulkevat salaamatta."],
      impact: "Positiot voi päätellä matkalla.",
      fix: "Ota SocketUseSSL käyttöön myös tässä istunnossa.",
    },
  },
  {
    id: "reset-logon",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.45,
    file: SESSIONS,
    line: 26,
    places: ["ResetOnLogon=Y", "LSEG-ORDERS", "[SESSION] LSEG-ORDERS"],
    categories: ["MiFID II RTS 6 Art. 17", "CWE-672", "Message loss"],
    en: {
      titles: [
        "ResetOnLogon drops messages sent during a disconnect",
        "Sequence numbers reset on every logon",
        "Orders sent while reconnecting are never resent",
      ],
      body: [
        "With ResetOnLogon=Y both sides start again at sequence 1 after a reconnect, so executions the venue sent while the line was down are never requested with a ResendRequest.",
        "A reconnect silently loses the gap.",
      ],
      impact: "Fills can be missed and positions drift from the venue's.",
      fix: "Keep sequence numbers across logons and reset only at the scheduled session start.",
    },
    fi: {
      titles: ["ResetOnLogon hukkaa katkon aikana lähetetyt viestit"],
      body: [
        "ResetOnLogon=Y aloittaa järjestysnumerot alusta uudelleenyhteyden jälkeen, joten katkon aikaisia viestejä ei pyydetä uudelleen.",
      ],
      impact: "Toteutuksia voi jäädä huomaamatta.",
      fix: "Säilytä järjestysnumerot kirjautumisten yli.",
    },
  },
  {
    id: "price-int",
    agent: "architecture",
    severity: "HIGH",
    rate: 0.5,
    file: DICTIONARY,
    line: 310,
    places: ['<field number="44" name="Price" type="INT"/>', "Price", "44"],
    categories: ["MiFID II RTS 22", "CWE-681", "Numeric truncation"],
    en: {
      titles: [
        "Price (44) is declared as INT in the data dictionary",
        "Decimal prices are truncated by the FIX dictionary",
        "Tag 44 typed INT loses the fractional part",
      ],
      body: [
        "FIX44.xml declares field 44 Price with type INT instead of PRICE, so QuickFIX parses 101.25 as a validation error or, with validation off, as 101.",
        "Fractional prices do not survive the dictionary.",
      ],
      impact: "Orders can reach the venue at the wrong price.",
      fix: "Restore type PRICE for field 44 and regenerate the message classes.",
    },
    fi: {
      titles: ["Price (44) on määritelty INT-tyyppiseksi"],
      body: ["FIX44.xml määrittelee kentän 44 Price tyypiksi INT eikä PRICE, joten desimaalit katoavat."],
      impact: "Tilauksia voi lähteä väärään hintaan.",
      fix: "Palauta kentälle 44 tyyppi PRICE.",
    },
  },
  {
    id: "sbe-version",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.4,
    file: SCHEMA,
    line: 57,
    places: ['<field name="auctionPrice" id="12" type="Decimal"/>', "auctionPrice", "MarketDataIncremental"],
    categories: ["MiFID II RTS 1", "CWE-1325", "Schema evolution"],
    en: {
      titles: [
        "New SBE field has no sinceVersion",
        "auctionPrice added to the schema without bumping its version",
        "Old decoders misread MarketDataIncremental",
      ],
      body: [
        "auctionPrice was added to MarketDataIncremental without sinceVersion and the schema version was not raised, so decoders built from the previous schema read the block with the wrong length.",
        "The message's block length changed under the same schema version.",
      ],
      impact: "Consumers on the old schema decode garbage prices.",
      fix: "Add sinceVersion and raise the schema's version.",
    },
    fi: {
      titles: ["Uudella SBE-kentällä ei ole sinceVersion-arvoa"],
      body: [
        "auctionPrice lisättiin MarketDataIncremental-viestiin ilman sinceVersion-arvoa, joten vanhat dekooderit lukevat väärin.",
      ],
      impact: "Vanhan skeeman käyttäjät saavat vääriä hintoja.",
      fix: "Lisää sinceVersion ja nosta skeeman versiota.",
    },
  },
  {
    id: "date-parse",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.4,
    file: GATEWAY,
    line: 33,
    places: [".gw.placeOrder", "placeOrder", ".gw.placeOrder[o]"],
    categories: ["MiFID II RTS 25", "CWE-20", "Input validation"],
    en: {
      titles: [
        "Settlement dates that fail to parse become null",
        'placeOrder casts the client\'s date with "D"$ unchecked',
        "Orders with a bad date book with 0Nd",
      ],
      body: [
        'placeOrder casts the settlement date with "D"$ and never checks for 0Nd, so a malformed date books the order with a null settlement date that downstream reports drop.',
        "A malformed date is accepted as null.",
      ],
      impact: "Trades are missing from settlement reports.",
      fix: "Reject orders whose parsed date is null.",
    },
    fi: {
      titles: ["Virheelliset päivämäärät muuttuvat tyhjiksi placeOrder-funktiossa"],
      body: ['placeOrder muuntaa päivämäärän "D"$-operaatiolla eikä tarkista 0Nd-arvoa.'],
      impact: "Kauppoja puuttuu selvitysraporteista.",
      fix: "Hylkää tilaukset, joiden päivämäärä on tyhjä.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; place: string; en: string; fi: string }[] = [
  {
    id: "remark-port",
    file: GATEWAY,
    line: 1,
    place: "\\p 5010",
    en: "Port 5010 is hard-coded",
    fi: "Portti 5010 on kovakoodattu",
  },
  {
    id: "remark-namespace",
    file: TICK,
    line: 5,
    place: ".u",
    en: "Document the .u namespace's functions",
    fi: "Dokumentoi .u-nimiavaruuden funktiot",
  },
  {
    id: "remark-heartbeat",
    file: SESSIONS,
    line: 8,
    place: "HeartBtInt=30",
    en: "Heartbeat interval differs from the venue's recommendation",
    fi: "Heartbeat-väli poikkeaa pörssin suosituksesta",
  },
];

/** How a run writes, kept for the whole run. */
interface TradingStyle {
  finnish: boolean;
  /** The file with its line after a colon. */
  lineInPath: boolean;
  /** The form of every place the run writes (namespaced, bare, as called). */
  form: 0 | 1 | 2;
  /** Titles end with their place in brackets. */
  placeInTitle: boolean;
  /** Descriptions labelled `Impact:` and `Recommendation:`. */
  labelled: boolean;
  /** The run gives no lines. */
  noLines: boolean;
}

function fileWritten(
  file: string,
  line: number | undefined,
  style: TradingStyle,
  random: Random,
  v: number,
): string {
  const path = random() < v * 0.15 ? file.slice(file.lastIndexOf("/") + 1) : file;
  return style.lineInPath && line !== undefined ? `${path}:${line}` : path;
}

function reportOf(issue: TradingIssue, style: TradingStyle, random: Random, v: number): Finding {
  const severity = severityShift(issue.severity, v > 0.5, random);
  const roll = random();
  const category = issue.categories[roll < 1 - v ? 2 : roll < 1 - v / 2 ? 0 : 1];
  const words = style.finnish ? issue.fi : issue.en;
  const titleRoll = random();
  const title = titleRoll < 1 - v * 0.7 ? words.titles[0]! : choose(random, words.titles);
  const body = usually(words.body, v * 0.6, random);
  // Now and then a run strays from its form for one report.
  const place = random() < v * 0.2 ? choose(random, issue.places) : issue.places[style.form];
  let line: number | undefined;
  if (!style.noLines && random() >= v * 0.1)
    line = Math.max(
      1,
      issue.line + (random() < v * 0.5 ? Math.round((random() * 2 - 1) * (v > 0.5 ? 6 : 2)) : 0),
    );
  const [impact, recommendation] = style.finnish ? ["Vaikutus", "Suositus"] : ["Impact", "Recommendation"];
  return {
    agent: issue.agent,
    category,
    severity,
    title: style.placeInTitle ? `${title} (${place})` : title,
    description: style.labelled
      ? `${body}\n\n${impact}: ${words.impact}\n\n${recommendation}: ${words.fix}`
      : `${body} ${words.fix}`,
    file: fileWritten(issue.file, line, style, random, v),
    symbol: place,
    ...(line !== undefined && { line }),
  };
}

/** `runs` runs of the three agents over the trading plant, with each finding's true issue. */
export function tradingRuns(options: GeneratorOptions): Generated {
  return drawRuns<TradingIssue, (typeof REMARKS)[number], TradingStyle>(
    {
      name: "trading",
      model: "trading-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const form = random();
        return {
          finnish: random() < 0.3,
          lineInPath: random() < v * 0.4,
          form: form < 1 - v * 0.5 ? 0 : form < 1 - v * 0.25 ? 1 : 2,
          placeInTitle: random() < v * 0.4,
          labelled: random() < 0.4,
          noLines: random() < v * 0.1,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => {
        const line = style.noLines ? undefined : remark.line;
        return {
          agent: "architecture",
          category: "Maintainability",
          severity: "INFO",
          title: style.finnish ? remark.fi : remark.en,
          description: style.finnish
            ? `${remark.fi}. Pieni asia, mutta helpottaa ylläpitoa.`
            : `${remark.en}. Minor, but it eases maintenance.`,
          file: fileWritten(remark.file, line, style, random, v),
          symbol: remark.place,
          ...(line !== undefined && { line }),
        };
      },
    },
    options,
  );
}
