/**
 * The thirty-seventh held-out generator family for grouping quality (issue #12): a password
 * manager's browser extension as its repository keeps it: a Manifest V3 `manifest.json`, the
 * service worker and content scripts in TypeScript, a popup in Svelte, a Rust crate built to
 * WebAssembly for the vault's crypto, and a native messaging host in Go, reviewed by runs of which
 * some write in Serbian, each such run in one of its two alphabets, Cyrillic or Latin, as Serbian
 * writers do. None of these formats appear anywhere else in the tests, and no family before it
 * writes one language in two scripts.
 *
 * Written in the stop that read the thirty-fifth family, before the thirty-sixth's errors were
 * read, to take its place as a check; committed before anything was run on it; tuned against
 * once its errors were read, in the next stop (bench/matching/history.ts). Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - the extension API named through Chrome's namespace or through the WebExtension one
 *    (`chrome.runtime.onMessageExternal` / `browser.runtime.onMessageExternal`), one habit a run;
 *  - a place as the listener's registration (`chrome.runtime.onMessage.addListener`), as the
 *    handler's name (`handleMessage`), or as the message type it handles (`"fetchUrl"`), one
 *    habit a run;
 *  - some runs reviewing the built bundle beside the sources, naming `dist/background.js` for
 *    `src/background/index.ts` with the bundle's lines;
 *  - titles tagged with a priority (`[P1]`), one habit a run;
 *  - one language in two scripts: a Serbian run writes Cyrillic or Latin, the code's names in
 *    Latin either way;
 *  - categories as plain words, CWE ids, the Chrome Web Store's policy terms or in Serbian;
 *  - twins: two message types one listener handles without checking the sender; two content
 *    scripts' matches that reach every site; a remark on the listener an issue is in.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import { choose, type Random } from "../../src/util/random.js";
import {
  type CatalogueIssue,
  type CatalogueRemark,
  drawRuns,
  severityNudged,
  usually,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const MANIFEST = "extension/manifest.json";
const WORKER = "extension/src/background/index.ts";
const CONTENT = "extension/src/content/autofill.ts";
const POPUP = "extension/src/popup/Unlock.svelte";
const CRYPTO = "crates/vault-crypto/src/lib.rs";
const HOST = "native-host/main.go";

/** The built file a run that reviews the bundle names for a source, and how far its lines are. */
const BUILT: Record<string, { file: string; offset: number }> = {
  [WORKER]: { file: "extension/dist/background.js", offset: 1210 },
  [CONTENT]: { file: "extension/dist/content.js", offset: 388 },
};

/**
 * Serbian written in Latin letters, names of code in braces (`{chrome.tabs.query}`): the braces
 * are dropped, and a Cyrillic run writes everything outside them in Cyrillic.
 */
type Serbian = Wording & { fixTitles?: readonly string[] };

interface ExtensionIssue extends CatalogueIssue<"security" | "privacy" | "performance"> {
  /** The place: the API's registration (with `NS` for the namespace), the handler, the message type; or its forms. */
  places: readonly [string, string, string];
  /** Plain, CWE, the Chrome Web Store's term, Serbian (Latin). */
  categories: readonly [string, string, string, string];
  en: Wording;
  sr: Serbian;
}

/** A message type the service worker's external listener handles without checking the sender: each type its own issue. */
function unverifiedSender(
  id: string,
  type: string,
  action: string,
  actionSr: string,
  line: number,
  rate: number,
): ExtensionIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: WORKER,
    line,
    places: ["NS.runtime.onMessageExternal.addListener", "handleExternalMessage", `"${type}"`],
    categories: [
      "Missing origin check",
      "CWE-346",
      "Externally connectable abuse",
      "Nedostaje provera porekla",
    ],
    en: {
      titles: [
        `"${type}" messages from any site are obeyed`,
        `onMessageExternal handles ${type} without checking sender.origin`,
        `Any web page can ${action} through the extension`,
      ],
      facts: [
        `handleExternalMessage switches on message.type and for "${type}" goes on to ${action} without looking at sender.origin or sender.id, and externally_connectable lists https://*/*, so any HTTPS page can send the message and get the answer.`,
        `The "${type}" branch trusts whoever sent the message.`,
      ],
      fix: "Check sender.origin against the vault's own origin and narrow externally_connectable to it.",
    },
    sr: {
      titles: [
        `Poruke "{${type}}" sa bilo kog sajta se izvršavaju`,
        `{onMessageExternal} obrađuje {${type}} bez provere {sender.origin}`,
      ],
      facts: [
        `{handleExternalMessage} za tip "{${type}}" odmah ${actionSr} i ne proverava {sender.origin} ni {sender.id}, a {externally_connectable} dozvoljava {https://*/*}, pa svaka stranica može da pošalje poruku i dobije odgovor.`,
      ],
      fix: "Proverite {sender.origin} i suzite {externally_connectable} na sopstveni domen.",
    },
  };
}

/** A content script whose matches reach every site: each script its own issue. */
function everySite(id: string, script: string, index: number, line: number, rate: number): ExtensionIssue {
  return {
    id,
    agent: "privacy",
    severity: "MEDIUM",
    rate,
    file: MANIFEST,
    line,
    places: [`content_scripts[${index}].matches`, `/content_scripts/${index}/matches`, script],
    categories: ["Excessive permissions", "CWE-250", "Broad host permissions", "Prevelika ovlašćenja"],
    en: {
      titles: [
        `${script} is injected into every page`,
        `content_scripts[${index}] matches <all_urls>`,
        `${script} runs on banking and mail sites it never needs`,
      ],
      facts: [
        `The content script entry for ${script} matches <all_urls> with all_frames: true, so it is injected into every page and frame the user opens, and reads each page's forms, where only login pages need it.`,
        `${script} reaches every site.`,
      ],
      fix: "Inject it on demand with chrome.scripting when the user asks, or match only the vault's sites.",
    },
    sr: {
      titles: [`{${script}} se ubacuje u svaku stranicu`],
      facts: [
        `Unos za {${script}} koristi {<all_urls>} i {all_frames: true}, pa se skripta ubacuje u svaku stranicu i okvir i čita sve forme, iako su joj potrebne samo stranice za prijavu.`,
      ],
      fix: "Ubacujte skriptu po potrebi preko {chrome.scripting}.",
    },
  };
}

const ISSUES: ExtensionIssue[] = [
  unverifiedSender(
    "external-fetch",
    "fetchUrl",
    "fetch the URL with the user's cookies",
    "preuzima {URL} sa kolačićima korisnika",
    84,
    0.55,
  ),
  unverifiedSender(
    "external-fill",
    "fillCredentials",
    "return the saved login for the site it names",
    "vraća sačuvanu prijavu za sajt koji navede",
    97,
    0.45,
  ),
  everySite("matches-autofill", "autofill.js", 0, 31, 0.5),
  everySite("matches-observer", "observer.js", 1, 38, 0.4),
  {
    id: "autofill-iframe",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: CONTENT,
    line: 52,
    places: ["fillForm", "NS.runtime.sendMessage", '"getCredentials"'],
    categories: ["Credential exposure", "CWE-1021", "Clickjacking autofill", "Otkrivanje lozinki"],
    en: {
      titles: [
        "Autofill fills hidden cross-origin frames",
        "fillForm does not check the frame is visible or same-origin",
        "A page can harvest passwords through an invisible iframe",
      ],
      facts: [
        "fillForm asks the worker for the credentials of location.hostname and fills them into the first password field, in any frame, without checking that the frame is the top frame or visible, so a page that embeds the login page invisibly gets the password filled where it can read it.",
        "Credentials are filled into frames the user cannot see.",
      ],
      fix: "Fill only on a user gesture in the top frame, and refuse frames with a zero size or opacity.",
    },
    sr: {
      titles: ["Automatsko popunjavanje popunjava skrivene okvire"],
      facts: [
        "{fillForm} traži podatke za {location.hostname} i upisuje ih u prvo polje za lozinku u bilo kom okviru, bez provere da li je okvir vidljiv ili glavni, pa stranica može da pročita lozinku kroz nevidljivi {iframe}.",
      ],
      fix: "Popunjavajte samo na klik korisnika i samo u glavnom okviru.",
    },
  },
  {
    id: "popup-timing",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: POPUP,
    line: 27,
    places: ["unlock", "on:submit={unlock}", "verifyPin"],
    categories: ["Timing attack", "CWE-208", "Weak unlock", "Napad merenjem vremena"],
    en: {
      titles: [
        "PIN compared with === in the popup",
        "verifyPin leaks the PIN through timing",
        "Unlock has no attempt limit",
      ],
      facts: [
        "unlock calls verifyPin, which compares the entered PIN with the stored one using === in the popup's JavaScript and allows unlimited retries, so the six-digit PIN can be found by trying.",
        "The PIN check neither limits attempts nor runs in constant time.",
      ],
      fix: "Derive a key from the PIN in the WASM crate (Argon2) and lock the vault after five failures.",
    },
    sr: {
      titles: ["PIN se poredi sa {===} u iskačućem prozoru"],
      facts: [
        "{unlock} poziva {verifyPin}, koji poredi uneti PIN sa sačuvanim pomoću {===} i dozvoljava neograničen broj pokušaja, pa se šestocifreni PIN može pogoditi.",
      ],
      fix: "Izvedite ključ iz PIN-a u {WASM} modulu i zaključajte trezor posle pet neuspeha.",
    },
  },
  {
    id: "wasm-nonce",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.45,
    file: CRYPTO,
    line: 63,
    places: ["encrypt_entry", "vault_crypto::encrypt_entry", "Nonce::from_slice"],
    categories: ["Nonce reuse", "CWE-323", "Cryptographic failure", "Ponovna upotreba nonce vrednosti"],
    en: {
      titles: [
        "encrypt_entry reuses a fixed nonce with AES-GCM",
        "Every vault entry is encrypted under the same nonce",
        "Nonce::from_slice on a constant breaks GCM",
      ],
      facts: [
        "encrypt_entry builds the nonce with Nonce::from_slice(&[0u8; 12]) for every entry, so all entries are encrypted with one key and one nonce; two ciphertexts XOR to the XOR of their plaintexts and the GCM authentication key can be recovered.",
        "The AES-GCM nonce is a constant.",
      ],
      fix: "Draw a random 96-bit nonce per entry with OsRng and store it beside the ciphertext.",
    },
    sr: {
      titles: ["{encrypt_entry} koristi isti {nonce} za {AES-GCM}"],
      facts: [
        "{encrypt_entry} pravi nonce sa {Nonce::from_slice(&[0u8; 12])} za svaki unos, pa su svi unosi šifrovani istim ključem i istim {nonce}-om, što otkriva sadržaj i ključ za autentikaciju.",
      ],
      fix: "Za svaki unos izvucite nasumičan {nonce} pomoću {OsRng}.",
    },
  },
  {
    id: "host-path",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: HOST,
    line: 118,
    places: ["handleExport", "main.handleExport", "os.WriteFile"],
    categories: ["Path traversal", "CWE-22", "Native host abuse", "Obilazak putanje"],
    en: {
      titles: [
        "Native host writes exports to a path the extension sends",
        "handleExport joins the file name without cleaning it",
        "Path traversal in the native messaging host",
      ],
      facts: [
        "handleExport takes msg.FileName from the extension and calls os.WriteFile(filepath.Join(exportDir, msg.FileName), …) without filepath.Clean or a check that the result stays in exportDir, so a name with ../ writes anywhere the user can.",
        "The export name can leave the export directory.",
      ],
      fix: "Reject names with a separator or .., and check the cleaned path is under exportDir.",
    },
    sr: {
      titles: ["Nativni host upisuje izvoz na putanju koju pošalje ekstenzija"],
      facts: [
        "{handleExport} uzima {msg.FileName} i poziva {os.WriteFile(filepath.Join(exportDir, msg.FileName), …)} bez provere, pa ime sa {../} upisuje bilo gde.",
      ],
      fix: "Odbacite imena sa separatorom ili {..}.",
    },
  },
  {
    id: "worker-keepalive",
    agent: "performance",
    severity: "LOW",
    rate: 0.4,
    file: WORKER,
    line: 142,
    places: ["NS.alarms.create", "keepAlive", '"keepalive"'],
    categories: ["Resource waste", "CWE-400", "Service worker keep-alive", "Rasipanje resursa"],
    en: {
      titles: [
        "Service worker kept alive with a 20-second alarm",
        "keepAlive defeats the MV3 worker lifecycle",
        "Background wakes up three times a minute",
      ],
      facts: [
        "keepAlive creates an alarm every 20 seconds that pings the worker so it is never suspended, which keeps the decrypted vault in memory indefinitely and costs battery on laptops.",
        "The worker is never allowed to stop.",
      ],
      fix: "Let the worker stop, keep the vault locked in chrome.storage.session, and unlock on demand.",
    },
    sr: {
      titles: ["Servisni radnik se drži živim alarmom na 20 sekundi"],
      facts: [
        "{keepAlive} pravi alarm na svakih 20 sekundi da radnik nikad ne bude zaustavljen, pa dešifrovan trezor ostaje u memoriji i troši bateriju.",
      ],
      fix: "Pustite radnika da stane i čuvajte trezor zaključan u {chrome.storage.session}.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { en: string; sr: string })[] = [
  {
    id: "remark-listener-types",
    file: WORKER,
    line: 80,
    place: "handleExternalMessage",
    en: "Type the messages handleExternalMessage accepts",
    sr: "Dodajte tipove porukama koje prima {handleExternalMessage}",
  },
  {
    id: "remark-manifest-description",
    file: MANIFEST,
    line: 4,
    place: "description",
    en: "Give the manifest a description for the store listing",
    sr: "Dodajte opis u manifest za prodavnicu",
  },
  {
    id: "remark-host-logging",
    file: HOST,
    line: 40,
    place: "main",
    en: "Log the native host's errors to a file, not stderr",
    sr: "Greške nativnog hosta beležite u fajl, ne na {stderr}",
  },
];

/** Serbian Latin to Cyrillic, digraphs first; outside braces only. */
const DIGRAPHS: [string, string][] = [
  ["lj", "љ"],
  ["nj", "њ"],
  ["dž", "џ"],
  ["Lj", "Љ"],
  ["Nj", "Њ"],
  ["Dž", "Џ"],
];
const LETTERS: Record<string, string> = Object.fromEntries(
  [..."abvgdđežzijklmnoprstćufhcčš"].map((l, i) => [l, [..."абвгдђежзијклмнопрстћуфхцчш"][i]!]),
);

function cyrillic(latin: string): string {
  let out = latin;
  for (const [l, c] of DIGRAPHS) out = out.replaceAll(l, c);
  return [...out]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const c = LETTERS[lower];
      if (c === undefined) return ch;
      return ch === lower ? c : c.toUpperCase();
    })
    .join("");
}

/** A Serbian text as a run writes it: the names in braces as they are, the rest in its script. */
function serbian(text: string, cyrillicScript: boolean): string {
  return text
    .split(/(\{[^}]*\})/)
    .map((part) => (part.startsWith("{") ? part.slice(1, -1) : cyrillicScript ? cyrillic(part) : part))
    .join("");
}

/** How a run writes, kept for the whole run. */
interface ExtensionStyle {
  /** Writes Serbian, and in which script. */
  serbian: false | "latin" | "cyrillic";
  /** The extension API's namespace. */
  namespace: "chrome" | "browser";
  /** Places as the registration, the handler or the message type. */
  place: 0 | 1 | 2;
  /** Reviews the built bundle where a source has one. */
  bundle: boolean;
  /** Titles tagged with a priority. */
  priority: boolean;
}

const PRIORITY: Record<Severity, string> = {
  CRITICAL: "P0",
  HIGH: "P1",
  MEDIUM: "P2",
  LOW: "P3",
  INFO: "P4",
};
const SEVERITY_SR: Record<Severity, string> = {
  CRITICAL: "kritična",
  HIGH: "visoka",
  MEDIUM: "srednja",
  LOW: "niska",
  INFO: "informativna",
};

function located(
  file: string,
  line: number,
  style: ExtensionStyle,
  random: Random,
  v: number,
): { file: string; line?: number } {
  const built = style.bundle ? BUILT[file] : undefined;
  const at =
    random() < v * 0.15
      ? undefined
      : Math.max(1, line + (random() < v * 0.3 ? Math.round((random() * 2 - 1) * (v > 0.5 ? 6 : 2)) : 0));
  if (built) return { file: built.file, ...(at !== undefined && { line: at + built.offset }) };
  const written = random() < v * 0.1 ? file.slice(file.lastIndexOf("/") + 1) : file;
  return { file: written, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: ExtensionIssue, style: ExtensionStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.2, random);
  const roll = random();
  const category =
    style.serbian && roll < 0.45
      ? serbian(issue.categories[3], style.serbian === "cyrillic")
      : issue.categories[roll < 1 - v * 0.8 ? 0 : roll < 1 - v * 0.4 ? 1 : 2];
  const words = style.serbian ? issue.sr : issue.en;
  const write = (text: string) => (style.serbian ? serbian(text, style.serbian === "cyrillic") : text);
  let title = write(usually(words.titles, v * 0.7, random));
  if (style.priority) title = `[${PRIORITY[severity]}] ${title}`;
  const fact = write(usually(words.facts, v * 0.6, random));
  const fix = write(words.fix);
  let place: string | undefined;
  if (random() >= v * 0.12) {
    const form = random() < 1 - v * 0.3 ? style.place : choose(random, [0, 1, 2] as const);
    place = issue.places[form]!.replace(/^NS\./, `${style.namespace}.`);
  }
  const where = located(issue.file, issue.line, style, random, v);
  const said = style.serbian
    ? write(`Ozbiljnost: ${SEVERITY_SR[severity]}.`)
    : `Severity: ${severity.toLowerCase()}.`;
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: `${fact} ${fix} ${said}`,
    ...where,
    ...(place !== undefined && { symbol: place }),
  };
}

/** `runs` runs of the three agents over the extension, with each finding's true issue. */
export function extensionRuns(options: GeneratorOptions): Generated {
  return drawRuns<ExtensionIssue, (typeof REMARKS)[number], ExtensionStyle>(
    {
      name: "extension",
      model: "extension-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const language = random();
        const place = random();
        return {
          serbian: language < 0.15 ? "latin" : language < 0.3 ? "cyrillic" : false,
          namespace: random() < 0.3 + v * 0.2 ? "browser" : "chrome",
          place: place < 1 - v * 0.7 ? 0 : place < 1 - v * 0.35 ? 1 : 2,
          bundle: random() < v * 0.2,
          priority: random() < 0.3,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => {
        const text = style.serbian ? serbian(remark.sr, style.serbian === "cyrillic") : remark.en;
        return {
          agent: remark.file === HOST ? "security" : "privacy",
          category: style.serbian ? serbian("Održavanje", style.serbian === "cyrillic") : "Maintainability",
          severity: "INFO",
          title: text,
          description: style.serbian
            ? serbian(`${remark.sr}. Sitnica, ali pomaže onome ko održava kod.`, style.serbian === "cyrillic")
            : `${remark.en}. Minor, but it helps whoever maintains it.`,
          ...located(remark.file, remark.line, style, random, v),
          symbol: remark.place,
        };
      },
    },
    options,
  );
}
