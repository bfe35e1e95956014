/**
 * The twenty-ninth held-out generator family for grouping quality (issue #12): a contact
 * centre's telephony, as configuration: an Asterisk dialplan (extensions.conf), its PJSIP
 * endpoints, func_odbc queries, a Kamailio routing script in front of it, a FreeSWITCH XML
 * dialplan for the overflow site and a VoiceXML menu, reviewed by runs of which some write in
 * Greek. None of these languages or formats appear anywhere else in the tests.
 *
 * Written at the start of its stop, after every change to the matcher before it (up to
 * eb4cb34), and committed before anything was run on it; never tuned against until its errors
 * were read later in that stop, once the thirtieth family was written to take its place as a
 * check. Self-contained: its own catalogue and its own model of how reports vary (not the one
 * the bilingual families share), its numbers from the project's seeded generator
 * (src/util/random.ts). What it models that the other families do not:
 *  - a file named by where it is deployed (`/etc/asterisk/extensions.conf`) instead of its path
 *    in the repository, one habit a run, or by its name alone now and then;
 *  - a line given as the line of the issue or as the line of the block it is in (the dialplan
 *    context's or the route's header), one habit a run, besides a few lines off;
 *  - places as dialplan contexts in brackets or without, extension lines, Kamailio routes,
 *    modparam lines, func_odbc functions by their section or as the dialplan calls them
 *    (`ODBC_CALLER_LOOKUP`);
 *  - categories from one vocabulary a run (CWE ids, plain words, or the trade's own: `Toll
 *    fraud`, `SIP flooding`), now and then another's;
 *  - titles with a severity tag in front (`[HIGH] …`), one habit a run; descriptions that quote
 *    the configuration line or do not, one habit a run;
 *  - twins: two contexts open to toll fraud in one dialplan, 48 lines apart; two func_odbc
 *    queries that splice the caller's input into SQL, 7 lines apart; toll fraud in the FreeSWITCH
 *    dialplan too, in its own words; remarks a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import { choose, type Random } from "../../src/util/random.js";
import { drawRuns, severityNudged, usually, type Wording } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const DIALPLAN = "pbx/asterisk/extensions.conf";
const PJSIP = "pbx/asterisk/pjsip.conf";
const ODBC = "pbx/asterisk/func_odbc.conf";
const KAMAILIO = "edge/kamailio/kamailio.cfg";
const OVERFLOW = "overflow/freeswitch/dialplan/default.xml";
const MENU = "ivr/vxml/main_menu.vxml";

/** Where each file lives on the servers, as a run that reviews what is deployed names it. */
const DEPLOYED: Record<string, string> = {
  [DIALPLAN]: "/etc/asterisk/extensions.conf",
  [PJSIP]: "/etc/asterisk/pjsip.conf",
  [ODBC]: "/etc/asterisk/func_odbc.conf",
  [KAMAILIO]: "/etc/kamailio/kamailio.cfg",
  [OVERFLOW]: "/etc/freeswitch/dialplan/default.xml",
  [MENU]: "/var/www/ivr/main_menu.vxml",
};

/** An issue's categories in each vocabulary a run may use. */
interface Vocabularies {
  cwe: string;
  plain: string;
  trade: string;
}

interface Words extends Wording {
  /** The configuration line at fault, as a run quotes it. */
  quote: string;
}

interface TelephonyIssue {
  id: string;
  agent: "security" | "performance" | "architecture";
  severity: Severity;
  rate: number;
  file: string;
  line: number;
  /** The header line of the block the issue is in (a context, a route, a section). */
  blockLine: number;
  /** The place, in each form a report may write it; the first the usual one. */
  places: readonly string[];
  categories: Vocabularies;
  en: Words;
  el: Omit<Words, "quote">;
}

const ISSUES: TelephonyIssue[] = [
  {
    id: "toll-fraud-internal",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.8,
    file: DIALPLAN,
    line: 48,
    blockLine: 44,
    places: ["[from-internal]", "from-internal", "exten => _X.,1,Dial(PJSIP/${EXTEN}@trunk)", "_X."],
    categories: { cwe: "CWE-284", plain: "Access control", trade: "Toll fraud" },
    en: {
      titles: [
        "Internal context dials any number through the trunk",
        "Toll fraud: _X. pattern allows international calls",
        "Unrestricted outbound dialing from from-internal",
        "Any extension can call premium-rate numbers",
      ],
      facts: [
        "The from-internal context matches _X. and sends every dialled number to the trunk, so a compromised handset or softphone can call international and premium-rate numbers without limit.",
        "Nothing restricts which destinations internal phones may reach; one stolen SIP password is enough to run up thousands in call charges overnight.",
      ],
      quote: "exten => _X.,1,Dial(PJSIP/${EXTEN}@trunk)",
      fix: "Match only the national and emergency patterns here and move international dialling to a context that requires a PIN.",
    },
    el: {
      titles: [
        "Το context from-internal καλεί οποιονδήποτε αριθμό μέσω του trunk",
        "Απάτη χρέωσης: το μοτίβο _X. επιτρέπει διεθνείς κλήσεις",
      ],
      facts: [
        "Το context from-internal ταιριάζει με _X. και στέλνει κάθε αριθμό στο trunk, οπότε μια παραβιασμένη συσκευή μπορεί να καλεί διεθνείς αριθμούς χωρίς όριο.",
      ],
      fix: "Επιτρέψτε μόνο εθνικά μοτίβα και μεταφέρετε τις διεθνείς κλήσεις σε context με PIN.",
    },
  },
  {
    id: "toll-fraud-guest",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: DIALPLAN,
    line: 96,
    blockLine: 93,
    places: ["[guest-phones]", "guest-phones", "include => outbound-international"],
    categories: { cwe: "CWE-284", plain: "Access control", trade: "Toll fraud" },
    en: {
      titles: [
        "Lobby phones include the international outbound context",
        "guest-phones can reach outbound-international",
        "Courtesy phones are open to toll fraud",
      ],
      facts: [
        "The guest-phones context used by the lobby and courtesy phones includes outbound-international, so anyone in the building can place international calls from them.",
        "Phones in public areas inherit the international dialling rules through an include.",
      ],
      quote: "include => outbound-international",
      fix: "Give guest phones a context that includes only internal extensions and emergency numbers.",
    },
    el: {
      titles: ["Τα τηλέφωνα της υποδοχής περιλαμβάνουν το outbound-international"],
      facts: [
        "Το context guest-phones περιλαμβάνει το outbound-international, άρα οποιοσδήποτε στο κτίριο μπορεί να κάνει διεθνείς κλήσεις.",
      ],
      fix: "Δώστε στα τηλέφωνα επισκεπτών context μόνο με εσωτερικά και επείγοντα νούμερα.",
    },
  },
  {
    id: "anonymous-endpoint",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: PJSIP,
    line: 14,
    blockLine: 12,
    places: ["[anonymous]", "anonymous", "context=from-internal"],
    categories: { cwe: "CWE-306", plain: "Missing authentication", trade: "Unauthenticated SIP" },
    en: {
      titles: [
        "Anonymous endpoint lands in the internal context",
        "Unauthenticated SIP calls get internal dialling rights",
        "PJSIP anonymous endpoint uses context=from-internal",
      ],
      facts: [
        "The anonymous endpoint accepts calls from any source without authentication and puts them in from-internal, so a SIP scanner on the internet can dial out through the trunk.",
        "Calls from unknown peers are treated as internal extensions.",
      ],
      quote: "[anonymous]\ntype=endpoint\ncontext=from-internal",
      fix: "Point the anonymous endpoint at a context that only reaches the public DIDs, or remove it.",
    },
    el: {
      titles: ["Το ανώνυμο endpoint καταλήγει στο εσωτερικό context"],
      facts: ["Το endpoint anonymous δέχεται κλήσεις χωρίς πιστοποίηση και τις στέλνει στο from-internal."],
      fix: "Συνδέστε το anonymous endpoint με context που φτάνει μόνο στους δημόσιους αριθμούς.",
    },
  },
  {
    id: "weak-secret",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: PJSIP,
    line: 31,
    blockLine: 28,
    places: ["[1001-auth]", "1001-auth", "password=1001"],
    categories: { cwe: "CWE-521", plain: "Weak credentials", trade: "SIP registration hijack" },
    en: {
      titles: [
        "Extension 1001 uses its own number as password",
        "Guessable SIP password for 1001",
        "Weak auth secret in pjsip.conf",
      ],
      facts: [
        "The auth section for extension 1001 sets password=1001; SIP brute-force tools try the extension number first, so the line can be registered from anywhere.",
        "A password equal to the username lets an attacker register as extension 1001 and receive its calls.",
      ],
      quote: "password=1001",
      fix: "Generate random secrets of at least 16 characters and provision them to the phones.",
    },
    el: {
      titles: ["Το εσωτερικό 1001 έχει ως κωδικό τον αριθμό του"],
      facts: [
        "Η ενότητα auth του 1001 ορίζει password=1001, τον πρώτο κωδικό που δοκιμάζουν τα εργαλεία brute force.",
      ],
      fix: "Χρησιμοποιήστε τυχαίους κωδικούς τουλάχιστον 16 χαρακτήρων.",
    },
  },
  {
    id: "odbc-caller",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.65,
    file: ODBC,
    line: 9,
    blockLine: 7,
    places: ["[CALLER_LOOKUP]", "ODBC_CALLER_LOOKUP", "CALLER_LOOKUP"],
    categories: { cwe: "CWE-89", plain: "SQL injection", trade: "Caller ID spoofing" },
    en: {
      titles: [
        "CALLER_LOOKUP splices the caller ID into SQL",
        "SQL injection through a spoofed caller ID",
        "func_odbc query built from ${ARG1} without escaping",
      ],
      facts: [
        "CALLER_LOOKUP builds its query as WHERE phone='${ARG1}' and the dialplan passes ${CALLERID(num)}, which the caller controls; a crafted caller ID runs arbitrary SQL against the CRM database.",
        "The caller ID reaches the SQL text unescaped, and a SIP peer can set it to anything.",
      ],
      quote: "readsql=SELECT name FROM customers WHERE phone='${ARG1}'",
      fix: "Wrap the argument in ${SQL_ESC(...)} or use a prepared statement through the ODBC driver.",
    },
    el: {
      titles: ["Το CALLER_LOOKUP βάζει το caller ID αυτούσιο στο SQL"],
      facts: [
        "Το CALLER_LOOKUP χτίζει το ερώτημα με WHERE phone='${ARG1}' από το ${CALLERID(num)}, που το ελέγχει ο καλών· ένα πλαστό caller ID εκτελεί αυθαίρετο SQL.",
      ],
      fix: "Χρησιμοποιήστε ${SQL_ESC(...)} στο όρισμα.",
    },
  },
  {
    id: "odbc-pin",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: ODBC,
    line: 16,
    blockLine: 14,
    places: ["[VOICEMAIL_PIN]", "ODBC_VOICEMAIL_PIN", "VOICEMAIL_PIN"],
    categories: { cwe: "CWE-89", plain: "SQL injection", trade: "Voicemail compromise" },
    en: {
      titles: [
        "VOICEMAIL_PIN puts the entered digits into SQL",
        "SQL injection in the voicemail PIN check",
        "DTMF input concatenated into the PIN query",
      ],
      facts: [
        "VOICEMAIL_PIN compares pin='${ARG2}' with the digits the caller typed; with * and # mapped to quote characters by the IVR a caller can end the string and log in to any mailbox.",
        "The PIN check is a string-built query over caller input.",
      ],
      quote: "readsql=SELECT 1 FROM voicemail WHERE mailbox='${ARG1}' AND pin='${ARG2}'",
      fix: "Escape both arguments with ${SQL_ESC(...)} and compare hashed PINs.",
    },
    el: {
      titles: ["Το VOICEMAIL_PIN βάζει τα ψηφία του καλούντος στο SQL"],
      facts: ["Το VOICEMAIL_PIN συγκρίνει pin='${ARG2}' με ό,τι πληκτρολόγησε ο καλών, χωρίς διαφυγή."],
      fix: "Κάντε διαφυγή και στα δύο ορίσματα με ${SQL_ESC(...)}.",
    },
  },
  {
    id: "no-flood-limit",
    agent: "performance",
    severity: "HIGH",
    rate: 0.6,
    file: KAMAILIO,
    line: 214,
    blockLine: 209,
    places: ["route[REQINIT]", "REQINIT", "request_route"],
    categories: { cwe: "CWE-770", plain: "Denial of service", trade: "SIP flooding" },
    en: {
      titles: [
        "REQINIT has no flood protection",
        "No pike or ratelimit check on incoming requests",
        "REGISTER floods reach Asterisk unthrottled",
      ],
      facts: [
        "route[REQINIT] checks Max-Forwards and sanity but never calls pike_check_req(), so a scanner sending thousands of REGISTER and OPTIONS requests a second passes straight through to the PBX and exhausts its worker threads.",
        "The edge proxy forwards request bursts of any size; the PBX behind it stops answering during SIP scans.",
      ],
      quote: 'if (!mf_process_maxfwd_header("10")) { sl_send_reply("483","Too Many Hops"); exit; }',
      fix: "Load the pike module and drop sources that exceed the rate in REQINIT, or use htable-based bans.",
    },
    el: {
      titles: ["Το REQINIT δεν έχει προστασία από πλημμύρα αιτημάτων"],
      facts: [
        "Το route[REQINIT] δεν καλεί ποτέ pike_check_req(), οπότε χιλιάδες REGISTER το δευτερόλεπτο φτάνουν στο PBX.",
      ],
      fix: "Φορτώστε το module pike και απορρίψτε τις πηγές που ξεπερνούν το όριο.",
    },
  },
  {
    id: "trusted-header",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.5,
    file: KAMAILIO,
    line: 262,
    blockLine: 255,
    places: ["route[AUTH]", "AUTH", 'is_present_hf("X-Trusted")'],
    categories: { cwe: "CWE-290", plain: "Authentication bypass", trade: "SIP header spoofing" },
    en: {
      titles: [
        "AUTH skips authentication when X-Trusted is present",
        "Client-controlled header bypasses digest auth",
        "Anyone can send X-Trusted and skip the auth route",
      ],
      facts: [
        "route[AUTH] returns before www_authorize() when the request carries an X-Trusted header, and nothing strips that header at the edge, so any client can add it and call without credentials.",
        "The proxy trusts a header the caller sets to decide whether to authenticate.",
      ],
      quote: 'if (is_present_hf("X-Trusted")) return;',
      fix: "Trust peers by source address with allow_source_address() and remove X-Trusted from incoming requests.",
    },
    el: {
      titles: ["Το AUTH παραλείπει την πιστοποίηση όταν υπάρχει X-Trusted"],
      facts: [
        "Το route[AUTH] επιστρέφει πριν από το www_authorize() όταν το αίτημα έχει κεφαλίδα X-Trusted, την οποία μπορεί να βάλει ο καθένας.",
      ],
      fix: "Εμπιστευτείτε peers με βάση τη διεύθυνση πηγής και αφαιρέστε την κεφαλίδα X-Trusted.",
    },
  },
  {
    id: "dispatcher-ping",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.5,
    file: KAMAILIO,
    line: 58,
    blockLine: 58,
    places: ['modparam("dispatcher", "ds_ping_interval", 0)', "dispatcher", "ds_ping_interval"],
    categories: { cwe: "CWE-754", plain: "Availability", trade: "Media server failover" },
    en: {
      titles: [
        "Dispatcher never probes the media servers",
        "ds_ping_interval is 0, dead PBX nodes keep getting calls",
        "No health checks on the dispatcher set",
      ],
      facts: [
        "With ds_ping_interval set to 0 the dispatcher never sends OPTIONS to the Asterisk nodes, so when one dies a share of calls is still routed to it and fails after the INVITE timeout.",
        "Failed PBX nodes stay in the round robin until someone edits the list by hand.",
      ],
      quote: 'modparam("dispatcher", "ds_ping_interval", 0)',
      fix: "Set ds_ping_interval to 10 and ds_probing_mode to 1, and use ds_next_dst() on failure.",
    },
    el: {
      titles: ["Ο dispatcher δεν ελέγχει ποτέ τους media servers"],
      facts: [
        "Με ds_ping_interval 0 δεν στέλνονται OPTIONS, οπότε ένας νεκρός κόμβος συνεχίζει να παίρνει κλήσεις.",
      ],
      fix: "Ορίστε ds_ping_interval 10 και ds_probing_mode 1.",
    },
  },
  {
    id: "overflow-outbound",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: OVERFLOW,
    line: 37,
    blockLine: 35,
    places: ['<extension name="global_outbound">', "global_outbound", "destination_number"],
    categories: { cwe: "CWE-862", plain: "Missing authorization", trade: "Toll fraud" },
    en: {
      titles: [
        "global_outbound bridges any destination to the carrier",
        "Overflow site forwards every dialled number to the gateway",
        "No caller check before bridging to sofia/gateway/carrier",
      ],
      facts: [
        "The global_outbound extension matches destination_number against ^(\\d+)$ and bridges to sofia/gateway/carrier without checking that the caller is a registered agent, so calls arriving from the public profile can be sent back out.",
        "The overflow site's dialplan turns inbound calls into outbound ones on request.",
      ],
      quote: '<condition field="destination_number" expression="^(\\d+)$">',
      fix: "Add a condition on ${user_context} or ${sip_authorized} before the bridge.",
    },
    el: {
      titles: ["Το global_outbound προωθεί κάθε προορισμό στον πάροχο"],
      facts: [
        "Η επέκταση global_outbound γεφυρώνει κάθε αριθμό στο sofia/gateway/carrier χωρίς να ελέγχει αν ο καλών είναι πιστοποιημένος.",
      ],
      fix: "Προσθέστε συνθήκη στο ${sip_authorized} πριν από τη γεφύρωση.",
    },
  },
  {
    id: "recording-disk",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: DIALPLAN,
    line: 131,
    blockLine: 128,
    places: ["[macro-record]", "MixMonitor", "MixMonitor(${UNIQUEID}.wav,b)"],
    categories: { cwe: "CWE-400", plain: "Resource exhaustion", trade: "Call recording storage" },
    en: {
      titles: [
        "Every call is recorded to local disk with no rotation",
        "MixMonitor fills /var/spool/asterisk/monitor",
        "Uncompressed recordings grow without bound",
      ],
      facts: [
        "macro-record starts MixMonitor as WAV for every call and nothing moves or deletes the files; at the centre's volume the spool disk fills in weeks and Asterisk stops answering when it does.",
        "Recordings are kept forever on the PBX's own disk.",
      ],
      quote: "same => n,MixMonitor(${UNIQUEID}.wav,b)",
      fix: "Record to a compressed format on a separate volume and ship and prune recordings on a schedule.",
    },
    el: {
      titles: ["Κάθε κλήση ηχογραφείται στον τοπικό δίσκο χωρίς περιστροφή"],
      facts: ["Το macro-record ξεκινά MixMonitor σε WAV για κάθε κλήση και τίποτα δεν σβήνει τα αρχεία."],
      fix: "Ηχογραφείτε σε συμπιεσμένη μορφή και μεταφέρετε τα αρχεία τακτικά.",
    },
  },
  {
    id: "menu-noinput",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.45,
    file: MENU,
    line: 22,
    blockLine: 20,
    places: ['<field name="choice">', "choice", "main_menu"],
    categories: { cwe: "CWE-835", plain: "Error handling", trade: "IVR dead end" },
    en: {
      titles: [
        "Main menu has no noinput or nomatch handler",
        "Callers who press nothing are stuck in the menu",
        "VoiceXML field without noinput retries",
      ],
      facts: [
        "The choice field in main_menu.vxml has no <noinput> or <nomatch>, so the platform's default reprompts forever and a caller who does not press a key never reaches an agent.",
        "Silent callers loop in the IVR instead of being transferred.",
      ],
      quote: '<field name="choice" type="digits?length=1">',
      fix: 'Add <noinput count="3"> and <nomatch count="3"> that transfer to the agent queue.',
    },
    el: {
      titles: ["Το κύριο μενού δεν έχει χειρισμό noinput ή nomatch"],
      facts: [
        "Το πεδίο choice στο main_menu.vxml δεν έχει <noinput>, οπότε ο καλών που δεν πατά πλήκτρο δεν φτάνει ποτέ σε εκπρόσωπο.",
      ],
      fix: 'Προσθέστε <noinput count="3"> που μεταφέρει την κλήση στην ουρά.',
    },
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: {
  id: string;
  file: string;
  line: number;
  place: string;
  title: string;
  el: string;
  category: string;
}[] = [
  {
    id: "remark-dialplan-comments",
    file: DIALPLAN,
    line: 44,
    place: "[from-internal]",
    title: "Document what each context is for",
    el: "Τεκμηριώστε τον σκοπό κάθε context",
    category: "Maintainability",
  },
  {
    id: "remark-pjsip-templates",
    file: PJSIP,
    line: 40,
    place: "[endpoint-template](!)",
    title: "Use a template for the repeated endpoint settings",
    el: "Χρησιμοποιήστε template για τις επαναλαμβανόμενες ρυθμίσεις",
    category: "Maintainability",
  },
  {
    id: "remark-kamailio-debug",
    file: KAMAILIO,
    line: 3,
    place: "debug=3",
    title: "Debug logging left at level 3",
    el: "Η καταγραφή αποσφαλμάτωσης είναι στο επίπεδο 3",
    category: "Logging",
  },
];

/** How a run writes, kept for the whole run. */
interface TelephonyStyle {
  greek: boolean;
  /** Files by where they are deployed rather than by their repository path. */
  deployed: boolean;
  /** Lines: the issue's own, its block's header, or none. */
  lines: "own" | "block" | "none";
  vocabulary: keyof Vocabularies;
  /** Titles begin with the severity in brackets. */
  tagged: boolean;
  /** Descriptions quote the configuration line at fault. */
  quotes: boolean;
}

function fileWritten(file: string, style: TelephonyStyle, random: Random, v: number): string {
  if (random() < v * 0.15) return file.slice(file.lastIndexOf("/") + 1);
  return style.deployed ? DEPLOYED[file]! : file;
}

function lineWritten(
  issue: TelephonyIssue,
  style: TelephonyStyle,
  random: Random,
  v: number,
): number | undefined {
  if (style.lines === "none" || random() < v * 0.05) return undefined;
  const base = style.lines === "block" ? issue.blockLine : issue.line;
  // Now and then a few lines off, up to 3 (8 with heavy variation).
  if (random() < v * 0.4) return Math.max(1, base + Math.round((random() * 2 - 1) * (v > 0.5 ? 8 : 3)));
  return base;
}

function reportOf(issue: TelephonyIssue, style: TelephonyStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const vocabulary =
    random() < v * 0.3 ? choose(random, ["cwe", "plain", "trade"] as const) : style.vocabulary;
  const words = style.greek ? issue.el : issue.en;
  const title = usually(words.titles, v * 0.8, random);
  const fact = usually(words.facts, v * 0.7, random);
  const quote = style.quotes ? ` \`${issue.en.quote.replaceAll("\n", " ")}\`` : "";
  const place = random() < v * 0.1 ? undefined : usually(issue.places, v * 0.6, random);
  const line = lineWritten(issue, style, random, v);
  return {
    agent: issue.agent,
    category: issue.categories[vocabulary],
    severity,
    title: style.tagged ? `[${severity}] ${title}` : title,
    description: `${fact}${quote} ${words.fix}`,
    file: fileWritten(issue.file, style, random, v),
    ...(place !== undefined && { symbol: place }),
    ...(line !== undefined && { line }),
  };
}

/** `runs` runs of the three agents over the contact centre's telephony, with each finding's true issue. */
export function telephonyRuns(options: GeneratorOptions): Generated {
  return drawRuns<TelephonyIssue, (typeof REMARKS)[number], TelephonyStyle>(
    {
      name: "telephony",
      model: "telephony-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const lines = random();
        return {
          greek: random() < 0.3,
          deployed: random() < v * 0.5,
          lines: lines < v * 0.1 ? "none" : lines < v * 0.45 ? "block" : "own",
          vocabulary: choose(random, ["cwe", "plain", "trade"] as const),
          tagged: random() < v * 0.3,
          quotes: random() < 0.5,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: "architecture",
        category: remark.category,
        severity: "INFO",
        title: style.greek ? remark.el : remark.title,
        description: style.greek
          ? `${remark.el}. Μικρό θέμα, αλλά βοηθά όποιον συντηρεί το σύστημα.`
          : `${remark.title}. Minor, but it helps whoever maintains the system next.`,
        file: fileWritten(remark.file, style, random, v),
        symbol: remark.place,
        ...(style.lines !== "none" && { line: remark.line }),
      }),
    },
    options,
  );
}
