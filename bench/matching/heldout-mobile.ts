/**
 * The twentieth held-out generator family for grouping quality (issue #12): a mobile game built
 * in Unity, its C# scripts, a ShaderLab shader and a scene, with a Firebase back end (Firestore
 * and Storage security rules, Cloud Functions in JavaScript) and Android and iOS build settings,
 * reviewed by runs of which some write in Italian.
 *
 * Written after every change to the matcher before it (up to a file named by its place in a
 * tool's project tree, 923983f) and committed before anything was run on it; its first run's
 * errors were then read, so it is tuned against since (bench/matching/history.ts).
 * Self-contained: its own catalogue and model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - a script named by the object it is attached to in the scene, one habit a run
 *    (`Main.unity > Canvas/ShopPanel`, `ShopPanel (GameObject)`), or by its class alone
 *    (`ShopController`), besides its path under `Assets/`;
 *  - the project's Unity folder written from the repository's top or from `Assets/`, and a
 *    location written as Unity's console writes it (`(at Assets/Scripts/UI/ShopController.cs:42)`);
 *  - places as Unity and Firebase name them: event methods (`Update()`,
 *    `OnTriggerEnter(Collider other)`), coroutines (`IEnumerator LoadShop()`), serialized fields
 *    (`[SerializeField] private string apiKey`), rules paths
 *    (`match /users/{uid}/purchases/{purchaseId}`), shader passes (`Pass "ForwardLit"`);
 *  - categories as OWASP MASVS controls (`MASVS-STORAGE-1`), game developers' words (`Cheating`,
 *    `GC allocation`, `Overdraw`), CWE ids and plain names;
 *  - twins: two Firestore collections readable by anyone in one rules file, twelve lines apart;
 *    two purchases granted without a receipt check in two methods of one script; remarks a run
 *    makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use as a
 * record of what the grouping first met.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import { type Random } from "../../src/util/random.js";
import { drawRuns, severityNudged, symbolDrawn, usually } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type Agent = "security" | "performance" | "architecture";

interface Wording {
  titles: string[];
  facts: string[];
  fix: string;
}

/** A C# script: its path and the scene object it is attached to. */
interface Script {
  file: string;
  object: string;
}

interface MobileIssue {
  id: string;
  agent: Agent;
  severity: Severity;
  /** Share of runs that report it. */
  rate: number;
  file: string;
  line: number;
  /** The place in each form a report may write it: the first is the usual one. */
  symbols: string[];
  /** Plain name, MASVS control, CWE id: the first is the usual one. */
  categories: string[];
  en: Wording;
  it: Wording;
}

const SHOP: Script = { file: "game/Assets/Scripts/UI/ShopController.cs", object: "Canvas/ShopPanel" };
const PLAYER: Script = { file: "game/Assets/Scripts/Player/PlayerController.cs", object: "Player" };
const SAVE: Script = { file: "game/Assets/Scripts/Core/SaveSystem.cs", object: "GameManager" };
const SPAWNER: Script = { file: "game/Assets/Scripts/Enemies/EnemySpawner.cs", object: "Level/EnemySpawner" };
const SCRIPTS = [SHOP, PLAYER, SAVE, SPAWNER];

const SHADER = "game/Assets/Shaders/Water.shader";
const FIRESTORE = "firebase/firestore.rules";
const STORAGE = "firebase/storage.rules";
const FUNCTIONS = "firebase/functions/index.js";
const MANIFEST = "game/Assets/Plugins/Android/AndroidManifest.xml";
const PLIST = "game/Builds/iOS/Info.plist";

/** A collection anyone may read: each collection's is its own issue. */
function openCollection(id: string, collection: string, line: number, rate: number): MobileIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: FIRESTORE,
    line,
    symbols: [`match /${collection}/{docId}`, `/${collection}/{docId}`, "allow read: if true"],
    categories: ["Broken Access Control", "CWE-284", "MASVS-AUTH-2", "Insecure Firestore rules"],
    en: {
      titles: [
        `Anyone can read the ${collection} collection`,
        `Firestore rule for /${collection} allows public reads`,
      ],
      facts: [
        `The rule on /${collection}/{docId} says allow read: if true, so any client, signed in or not, can list every document.`,
        `Unauthenticated requests can read all of ${collection}.`,
      ],
      fix: "Require request.auth != null and match the document's owner against request.auth.uid.",
    },
    it: {
      titles: [`Chiunque può leggere la collezione ${collection}`],
      facts: [
        `La regola su /${collection}/{docId} consente allow read: if true, anche senza autenticazione.`,
      ],
      fix: "Richiedere request.auth != null e verificare il proprietario del documento.",
    },
  };
}

/** A purchase granted on the client's word: each method's is its own issue. */
function unverifiedPurchase(
  id: string,
  method: string,
  item: string,
  line: number,
  rate: number,
): MobileIssue {
  return {
    id,
    agent: "security",
    severity: "CRITICAL",
    rate,
    file: SHOP.file,
    line,
    symbols: [`ShopController.${method}`, `${method}(PurchaseEventArgs args)`, method],
    categories: ["Client-side validation", "Cheating", "CWE-602", "MASVS-RESILIENCE-1"],
    en: {
      titles: [
        `${method} grants ${item} without validating the receipt`,
        `No receipt check before granting ${item}`,
      ],
      facts: [
        `${method} adds ${item} to the inventory as soon as the store callback fires, without sending args.purchasedProduct.receipt to the server for validation.`,
        `A patched client or a replayed callback gets ${item} for free.`,
      ],
      fix: "Validate the receipt in a Cloud Function and grant the item from the server.",
    },
    it: {
      titles: [`${method} concede ${item} senza validare la ricevuta`],
      facts: [`${method} aggiunge ${item} all'inventario senza inviare la ricevuta al server.`],
      fix: "Validare la ricevuta lato server prima di concedere l'oggetto.",
    },
  };
}

const ISSUES: MobileIssue[] = [
  openCollection("rules-leaderboard-read", "leaderboard", 14, 0.7),
  openCollection("rules-profiles-read", "profiles", 26, 0.55),
  unverifiedPurchase("iap-gems", "OnGemPackPurchased", "the gem pack", 88, 0.75),
  unverifiedPurchase("iap-season-pass", "OnSeasonPassPurchased", "the season pass", 112, 0.5),
  {
    id: "save-plaintext",
    agent: "security",
    severity: "HIGH",
    rate: 0.65,
    file: SAVE.file,
    line: 37,
    symbols: ["SaveSystem.Save", "PlayerPrefs.SetString", "Save(GameState state)"],
    categories: ["Insecure Data Storage", "MASVS-STORAGE-1", "CWE-312", "Cheating"],
    en: {
      titles: [
        "Save game stored as plain JSON in PlayerPrefs",
        "Coins and gems editable in the saved PlayerPrefs",
      ],
      facts: [
        "SaveSystem.Save writes JsonUtility.ToJson(state), coins and gems included, to PlayerPrefs, which is a plain XML file on Android.",
        "Anyone with a file manager can edit the coin balance.",
      ],
      fix: "Keep balances on the server, or at least sign the save with a key from the keystore.",
    },
    it: {
      titles: ["Salvataggio in chiaro in PlayerPrefs"],
      facts: [
        "SaveSystem.Save scrive lo stato del gioco, monete comprese, in PlayerPrefs come JSON in chiaro.",
      ],
      fix: "Tenere i saldi sul server o firmare il salvataggio.",
    },
  },
  {
    id: "api-key-serialized",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: SHOP.file,
    line: 19,
    symbols: ["[SerializeField] private string apiKey", "ShopController.apiKey", "apiKey"],
    categories: ["Hard-coded Credentials", "CWE-798", "MASVS-CRYPTO-2"],
    en: {
      titles: [
        "Store back-end API key serialized into the scene",
        "apiKey is a serialized field shipped in the build",
      ],
      facts: [
        "ShopController keeps the store service's secret key in a [SerializeField] string, so it is written into Main.unity and extractable from the APK.",
        "The secret ships with every build.",
      ],
      fix: "Call the store service from a Cloud Function and keep the key in Secret Manager.",
    },
    it: {
      titles: ["Chiave API serializzata nella scena"],
      facts: ["ShopController conserva la chiave segreta in un campo [SerializeField], incluso nell'APK."],
      fix: "Spostare la chiamata in una Cloud Function.",
    },
  },
  {
    id: "update-getcomponent",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.6,
    file: PLAYER.file,
    line: 54,
    symbols: ["PlayerController.Update", "Update()", "GetComponent<Rigidbody>()"],
    categories: ["GC allocation", "Performance", "Hot path"],
    en: {
      titles: [
        "GetComponent called every frame in Update",
        "PlayerController looks up its Rigidbody each frame",
      ],
      facts: [
        "Update calls GetComponent<Rigidbody>() and GetComponent<Animator>() on every frame instead of caching them in Awake.",
        "Two component lookups per frame on the player.",
      ],
      fix: "Cache the components in Awake.",
    },
    it: {
      titles: ["GetComponent chiamato a ogni frame in Update"],
      facts: ["Update chiama GetComponent<Rigidbody>() a ogni frame invece di memorizzarlo in Awake."],
      fix: "Memorizzare i componenti in Awake.",
    },
  },
  {
    id: "spawner-instantiate",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: SPAWNER.file,
    line: 41,
    symbols: ["IEnumerator SpawnWave()", "EnemySpawner.SpawnWave", "Instantiate(enemyPrefab)"],
    categories: ["GC allocation", "Object pooling", "Performance"],
    en: {
      titles: ["Enemies instantiated and destroyed every wave", "No object pool for spawned enemies"],
      facts: [
        "SpawnWave calls Instantiate for each enemy and Destroy when it dies, which spikes the GC every wave on low-end phones.",
        "Each wave allocates thirty new enemy objects.",
      ],
      fix: "Pool the enemies with UnityEngine.Pool.ObjectPool.",
    },
    it: {
      titles: ["Nemici istanziati e distrutti a ogni ondata"],
      facts: ["SpawnWave usa Instantiate e Destroy per ogni nemico, causando picchi del garbage collector."],
      fix: "Usare un object pool.",
    },
  },
  {
    id: "shader-overdraw",
    agent: "performance",
    severity: "LOW",
    rate: 0.35,
    file: SHADER,
    line: 23,
    symbols: ['Pass "ForwardLit"', "SubShader", "Blend SrcAlpha OneMinusSrcAlpha"],
    categories: ["Overdraw", "GPU performance", "Rendering"],
    en: {
      titles: [
        "Full-screen transparent water pass causes overdraw",
        "Water shader blends over the whole screen",
      ],
      facts: [
        "The ForwardLit pass is alpha-blended and drawn on a quad covering the screen, doubling fill rate on mobile GPUs.",
        "The transparent water quad is drawn over every pixel.",
      ],
      fix: "Render water opaque with a depth-based fade, or limit the quad to the visible water.",
    },
    it: {
      titles: ["Overdraw dal passaggio trasparente dell'acqua"],
      facts: ["Il pass ForwardLit è in blending alfa su un quad a schermo intero."],
      fix: "Rendere l'acqua opaca o ridurre il quad.",
    },
  },
  {
    id: "storage-uploads",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: STORAGE,
    line: 9,
    symbols: ["match /avatars/{userId}/{file}", "allow write: if request.auth != null", "/avatars/{userId}"],
    categories: ["Broken Access Control", "Unrestricted Upload", "CWE-434", "MASVS-AUTH-2"],
    en: {
      titles: [
        "Any signed-in user can overwrite another user's avatar",
        "Storage rule does not check the avatar's owner",
      ],
      facts: [
        "The avatars rule allows write when request.auth != null, without comparing userId with request.auth.uid or limiting size and content type.",
        "Users can upload files of any size to other users' avatar paths.",
      ],
      fix: "Require request.auth.uid == userId, request.resource.size < 1 MB and an image content type.",
    },
    it: {
      titles: ["Qualsiasi utente autenticato può sovrascrivere l'avatar di un altro"],
      facts: [
        "La regola degli avatar consente la scrittura a chiunque sia autenticato, senza verificare userId.",
      ],
      fix: "Richiedere request.auth.uid == userId e limitare dimensione e tipo.",
    },
  },
  {
    id: "function-score",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: FUNCTIONS,
    line: 63,
    symbols: ["exports.submitScore", "submitScore", "functions.https.onCall"],
    categories: ["Cheating", "Improper Input Validation", "CWE-20"],
    en: {
      titles: ["submitScore trusts the score the client sends", "Leaderboard accepts any score value"],
      facts: [
        "submitScore writes data.score to the leaderboard without checking it against the match's duration or the server's record of the run.",
        "A modified client can post any score.",
      ],
      fix: "Recompute or bound the score on the server from the match events.",
    },
    it: {
      titles: ["submitScore accetta qualsiasi punteggio dal client"],
      facts: ["submitScore scrive data.score in classifica senza alcun controllo lato server."],
      fix: "Ricalcolare o limitare il punteggio sul server.",
    },
  },
  {
    id: "android-backup",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: MANIFEST,
    line: 12,
    symbols: ['android:allowBackup="true"', "<application>", "allowBackup"],
    categories: ["Insecure Data Storage", "MASVS-STORAGE-2", "CWE-530"],
    en: {
      titles: ["Android backups include the save data", "allowBackup is on in the manifest"],
      facts: [
        'The manifest sets android:allowBackup="true", so adb backup copies PlayerPrefs, save game included, off the device.',
        "Device backups expose the game's local data.",
      ],
      fix: "Set allowBackup to false, or exclude the prefs with a backup rules file.",
    },
    it: {
      titles: ["Il backup Android include i dati di salvataggio"],
      facts: ['Il manifest imposta android:allowBackup="true" e i PlayerPrefs finiscono nei backup.'],
      fix: "Disattivare allowBackup o escludere i file.",
    },
  },
  {
    id: "ios-ats",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: PLIST,
    line: 40,
    symbols: ["NSAllowsArbitraryLoads", "NSAppTransportSecurity", "NSAllowsArbitraryLoads = YES"],
    categories: ["Cleartext Transmission", "MASVS-NETWORK-1", "CWE-319"],
    en: {
      titles: [
        "App Transport Security disabled on iOS",
        "NSAllowsArbitraryLoads lets the game use plain HTTP",
      ],
      facts: [
        "Info.plist sets NSAllowsArbitraryLoads to YES, so the ads and analytics endpoints are fetched over HTTP.",
        "iOS builds allow cleartext connections to any host.",
      ],
      fix: "Remove the exception, or scope it to the one domain that needs it.",
    },
    it: {
      titles: ["App Transport Security disattivata su iOS"],
      facts: [
        "Info.plist imposta NSAllowsArbitraryLoads a YES: connessioni HTTP in chiaro verso qualsiasi host.",
      ],
      fix: "Rimuovere l'eccezione o limitarla a un dominio.",
    },
  },
  {
    id: "singleton-scene",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.45,
    file: SAVE.file,
    line: 12,
    symbols: ["SaveSystem.Instance", "static SaveSystem Instance", "Awake()"],
    categories: ["Singleton misuse", "Maintainability", "Lifecycle"],
    en: {
      titles: [
        "SaveSystem singleton duplicated on scene reload",
        "Instance is set in Awake without DontDestroyOnLoad checks",
      ],
      facts: [
        "Awake assigns Instance = this on every load of the scene, so after a reload two SaveSystem objects write the save in turn.",
        "Reloading the menu creates a second SaveSystem.",
      ],
      fix: "Destroy the new object when Instance is already set, and mark the first DontDestroyOnLoad.",
    },
    it: {
      titles: ["Il singleton SaveSystem viene duplicato al ricaricamento della scena"],
      facts: ["Awake assegna Instance = this a ogni caricamento, creando due SaveSystem."],
      fix: "Distruggere il duplicato e usare DontDestroyOnLoad.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; symbol: string; title: string; category: string }[] =
  [
    {
      id: "remark-magic-speed",
      file: PLAYER.file,
      line: 22,
      symbol: "moveSpeed",
      title: "Magic number for the move speed; expose it in the inspector",
      category: "Readability",
    },
    {
      id: "remark-find",
      file: SHOP.file,
      line: 30,
      symbol: "Start()",
      title: "GameObject.Find in Start is fragile; use a serialized reference",
      category: "Maintainability",
    },
    {
      id: "remark-functions-node",
      file: FUNCTIONS,
      line: 1,
      symbol: "engines",
      title: "Pin the Node.js runtime of the functions",
      category: "Configuration",
    },
    {
      id: "remark-rules-comments",
      file: FIRESTORE,
      line: 3,
      symbol: "rules_version = '2'",
      title: "Rules file has no comments explaining each collection",
      category: "Documentation",
    },
  ];

/** How one run writes: its habits, kept for the whole run. */
interface Style {
  italian: boolean;
  /** Scripts named by the scene object they are attached to (1), by their class (2), or by path (0). */
  scripts: 0 | 1 | 2;
  /** Paths written from `Assets/`, as Unity shows them, rather than from the repository's top. */
  fromAssets: boolean;
  /** Locations written as Unity's console writes them. */
  console: boolean;
  lines: boolean;
}

function styleOf(random: Random, v: number): Style {
  const named = random() < v * 0.6;
  return {
    italian: random() < 0.3,
    scripts: named ? (random() < 0.5 ? 1 : 2) : 0,
    fromAssets: random() < 0.5,
    console: random() < v * 0.3,
    lines: random() >= v * 0.15,
  };
}

function pathOf(file: string, style: Style, random: Random, v: number): string {
  const path = style.fromAssets && file.startsWith("game/") ? file.slice("game/".length) : file;
  return random() < v * 0.2 ? path.slice(path.lastIndexOf("/") + 1) : path;
}

/** The file field of one report: the script's object or class, else the path. */
function fileOf(file: string, style: Style, random: Random, v: number): string {
  const script = SCRIPTS.find((s) => s.file === file);
  if (script && style.scripts === 1)
    return random() < 0.5
      ? `Main.unity > ${script.object}`
      : `${script.object.slice(script.object.lastIndexOf("/") + 1)} (GameObject)`;
  if (script && style.scripts === 2) return file.slice(file.lastIndexOf("/") + 1, -".cs".length);
  return pathOf(file, style, random, v);
}

/** One run's report of one issue. */
function reportOf(issue: MobileIssue, style: Style, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.3, random);
  const category = usually(issue.categories, v, random);
  const words = style.italian ? issue.it : issue.en;
  const title = usually(words.titles, v, random);
  const fact = usually(words.facts, v, random);
  let line: number | undefined;
  if (style.lines && random() >= v * 0.1)
    line = Math.max(1, issue.line + Math.round((random() * 2 - 1) * (v > 0.5 ? 5 : 2)));
  const symbol = symbolDrawn(issue.symbols, random, v);
  // Unity's console writes where a script's code is as `(at Assets/…:line)` after the text.
  const script = SCRIPTS.some((s) => s.file === issue.file);
  const console = script && style.console && line !== undefined;
  const description = console
    ? `${fact} ${words.fix} (at ${issue.file.slice("game/".length)}:${line})`
    : `${fact} ${words.fix}`;
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description,
    file: fileOf(issue.file, style, random, v),
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

function remarkOf(remark: (typeof REMARKS)[number], style: Style, random: Random, v: number): Finding {
  return {
    agent: "architecture",
    category: remark.category,
    severity: "INFO",
    title: remark.title,
    description: style.italian
      ? `${remark.title}. Di poco conto, ma da sistemare.`
      : `${remark.title}. Small, but it will trip up the next change to ${remark.symbol}.`,
    file: fileOf(remark.file, style, random, v),
    symbol: remark.symbol,
    ...(style.lines && { line: remark.line }),
  };
}

/** `runs` runs of the three agents over the mobile game, with each finding's true issue. */
export function mobileRuns(options: GeneratorOptions): Generated {
  return drawRuns(
    {
      name: "mobile",
      model: "mobile-generator",
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
