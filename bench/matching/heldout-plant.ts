/**
 * The nineteenth held-out generator family for grouping quality (issue #12): the control system
 * of a bottling line, in IEC 61131-3 Structured Text (TwinCAT function blocks stored as XML),
 * Siemens SCL and a ladder program exported as PLCopen XML, a Node-RED flow with its settings,
 * Ignition gateway scripts (Jython), an MQTT broker's and an OPC UA server's configuration,
 * reviewed by runs of which some write in French. None of these languages or formats appear
 * anywhere else in the tests.
 *
 * Written after every change to the matcher before it (up to an Unreal RPC read as the function
 * its header declares, d1f6240) and committed before anything was run on it; its first run's
 * errors were then read, so it is tuned against since (bench/matching/history.ts). Self-contained: its own catalogue and model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - files named as the engineering tool names them, one habit a run: a TwinCAT POU by its
 *    place in the project tree (`Line2_PLC/POUs/FB_Filler`) or by its name alone
 *    (`FB_Filler`), an Ignition script by its project-library package (`Project Library/recipes`,
 *    `recipes`), instead of the file on disk (`plc/Line2/POUs/FB_Filler.TcPOU`);
 *  - lines counted from the start of a POU's implementation, as the IDE shows them, instead of
 *    from the start of the stored XML file, one habit a run;
 *  - places as automation engineers write them: ladder networks (`Network 7`, `OB1 NW7`,
 *    `Rung 7`), tags and data-block members (`"DB_Recipe".Steps`, `GVL_Config.sHmiPassword`),
 *    Node-RED nodes by label or by id (`exec: restart line`, `exec node 7c1e4a2b.93f0d8`),
 *    configuration keys (`allow_anonymous true`);
 *  - categories as IEC 62443-3-3 security requirements (`IEC 62443-3-3 SR 1.1`) and functional
 *    safety terms (`IEC 61508`, `Unsafe failure mode`), besides CWE ids and plain names; French
 *    runs write half their categories in French;
 *  - twins: two HMI setpoints written without a range check in one method, six lines apart; one
 *    missing emergency-stop interlock in two ladder networks; one missing authentication on two
 *    services (the broker and the flow editor); remarks a run makes on its own.
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
  /** The category a French run may write instead of the English ones. */
  category?: string;
}

interface PlantIssue {
  id: string;
  agent: Agent;
  severity: Severity;
  /** Share of runs that report it. */
  rate: number;
  file: string;
  line: number;
  /** The place in each form a report may write it: the first is the usual one. */
  symbols: string[];
  /** Plain name, IEC 62443 requirement, CWE id: the first is the usual one. */
  categories: string[];
  en: Wording;
  fr: Wording;
}

/** A file as the engineering tool names it, and where its implementation starts. */
interface Resource {
  file: string;
  /** The names a run may write instead of the file: its tree path, its bare name. */
  names: string[];
  /** Lines of XML and declarations before the implementation's first line. */
  bodyStart?: number;
}

const FILLER: Resource = {
  file: "plc/Line2/POUs/FB_Filler.TcPOU",
  names: ["Line2_PLC/POUs/FB_Filler", "FB_Filler"],
  bodyStart: 31,
};
const CONVEYOR: Resource = {
  file: "plc/Line2/POUs/FB_Conveyor.TcPOU",
  names: ["Line2_PLC/POUs/FB_Conveyor", "FB_Conveyor"],
  bodyStart: 27,
};
const COUNTER: Resource = {
  file: "plc/Line2/POUs/FB_BottleCounter.TcPOU",
  names: ["Line2_PLC/POUs/FB_BottleCounter", "FB_BottleCounter"],
  bodyStart: 14,
};
const GVL: Resource = {
  file: "plc/Line2/GVLs/GVL_Config.TcGVL",
  names: ["Line2_PLC/GVLs/GVL_Config", "GVL_Config"],
  bodyStart: 4,
};
const RECIPES: Resource = {
  file: "ignition/script-python/recipes/code.py",
  names: ["Project Library/recipes", "recipes"],
};
const HISTORIAN: Resource = {
  file: "ignition/script-python/historian/code.py",
  names: ["Project Library/historian", "historian"],
};
const RESOURCES = [FILLER, CONVEYOR, COUNTER, GVL, RECIPES, HISTORIAN];

const LADDER = "plc/S7/OB1_Main.xml";
const SCL = "plc/S7/FC_LoadRecipe.scl";
const FLOWS = "node-red/flows.json";
const SETTINGS = "node-red/settings.js";
const MOSQUITTO = "mosquitto/config/mosquitto.conf";
const OPCUA = "config/opcua-server.yaml";

/** An HMI setpoint copied to the drive without a range check: each setpoint's is its own issue. */
function uncheckedSetpoint(
  id: string,
  tag: string,
  what: string,
  quoi: string,
  line: number,
  rate: number,
): PlantIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file: FILLER.file,
    line,
    symbols: ["FB_Filler.M_ApplyHmi", `GVL_Hmi.${tag}`, tag],
    categories: ["Improper Input Validation", "CWE-20", "IEC 62443-3-3 SR 3.5", "Range check"],
    en: {
      titles: [
        `HMI ${what} written to the filler without a range check`,
        `M_ApplyHmi trusts ${tag} from the HMI`,
      ],
      facts: [
        `M_ApplyHmi copies GVL_Hmi.${tag} straight into the filler's ${what}; a value outside the valve's range is accepted.`,
        `Any client that can write ${tag} over ADS can drive the ${what} past its limits.`,
      ],
      fix: "Clamp the value with LIMIT() to the configured bounds and raise an alarm when it is out of range.",
    },
    fr: {
      titles: [`${quoi} de l'IHM appliquée sans contrôle de plage`, `M_ApplyHmi fait confiance à ${tag}`],
      facts: [
        `M_ApplyHmi recopie GVL_Hmi.${tag} dans la ${quoi} de la remplisseuse sans vérifier les bornes.`,
      ],
      fix: "Borner la valeur avec LIMIT() et lever une alarme hors plage.",
      category: "Validation des entrées",
    },
  };
}

/** A motor network that starts without the emergency-stop contact: each network's is its own issue. */
function missingInterlock(
  id: string,
  network: number,
  motor: string,
  line: number,
  rate: number,
): PlantIssue {
  return {
    id,
    agent: "architecture",
    severity: "HIGH",
    rate,
    file: LADDER,
    line,
    symbols: [`Network ${network}`, `OB1 NW${network}`, `Rung ${network}`],
    categories: ["Missing safety interlock", "Functional safety", "IEC 61508", "CWE-1248"],
    en: {
      titles: [
        `Motor ${motor} can start without the E-stop interlock (Network ${network})`,
        `E-stop contact missing from the start rung of ${motor}`,
      ],
      facts: [
        `The start coil of ${motor} in network ${network} is seal-in latched on the start button, with no normally-closed contact for "E_Stop_OK" in series.`,
        `After an emergency stop is released, ${motor} restarts on the latched start bit.`,
      ],
      fix: 'Put the "E_Stop_OK" contact in series with the start coil and reset the latch on an emergency stop.',
    },
    fr: {
      titles: [
        `Le moteur ${motor} peut démarrer sans verrouillage d'arrêt d'urgence (réseau ${network})`,
        `Contact d'arrêt d'urgence absent du réseau ${network}`,
      ],
      facts: [
        `La bobine de démarrage de ${motor} du réseau ${network} est auto-maintenue sans contact "E_Stop_OK" en série.`,
      ],
      fix: 'Ajouter le contact "E_Stop_OK" en série et réinitialiser le maintien sur arrêt d\'urgence.',
      category: "Sécurité fonctionnelle",
    },
  };
}

const ISSUES: PlantIssue[] = [
  {
    id: "mqtt-anonymous",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.85,
    file: MOSQUITTO,
    line: 5,
    symbols: ["allow_anonymous true", "listener 1883", "allow_anonymous"],
    categories: ["Missing Authentication", "CWE-306", "IEC 62443-3-3 SR 1.1", "Authentication"],
    en: {
      titles: ["MQTT broker accepts anonymous clients", "Mosquitto listener on 1883 allows anonymous access"],
      facts: [
        "mosquitto.conf sets allow_anonymous true on listener 1883, so any host on the plant network can publish to line2/cmd/#.",
        "Anyone who reaches port 1883 can subscribe to all topics and send line commands.",
      ],
      fix: "Set allow_anonymous false, add a password file or client certificates, and an ACL per topic.",
    },
    fr: {
      titles: ["Le broker MQTT accepte les clients anonymes", "Accès anonyme autorisé sur le port 1883"],
      facts: [
        "mosquitto.conf active allow_anonymous true : n'importe quel poste du réseau usine peut publier sur line2/cmd/#.",
      ],
      fix: "Mettre allow_anonymous à false et ajouter des ACL par topic.",
      category: "Authentification manquante",
    },
  },
  {
    id: "nodered-exec-injection",
    agent: "security",
    severity: "HIGH",
    rate: 0.7,
    file: FLOWS,
    line: 212,
    symbols: ["exec: restart line", "exec node 7c1e4a2b.93f0d8", "restart line"],
    categories: ["Command Injection", "CWE-78", "OS Command Injection", "IEC 62443-3-3 SR 3.5"],
    en: {
      titles: [
        "Exec node appends the MQTT payload to a shell command",
        "Command injection through the 'restart line' exec node",
      ],
      facts: [
        "The exec node 'restart line' runs systemctl restart with msg.payload appended, and msg.payload comes from the line2/cmd/restart topic.",
        "A payload such as 'x; rm -rf /data' on the restart topic runs on the edge gateway.",
      ],
      fix: "Do not append msg.payload; map the topic to a fixed command and validate the service name against a list.",
    },
    fr: {
      titles: ["Injection de commande via le nœud exec « restart line »"],
      facts: ["Le nœud exec ajoute msg.payload, reçu du topic line2/cmd/restart, à la commande systemctl."],
      fix: "Ne pas concaténer msg.payload ; associer le topic à une commande fixe.",
      category: "Injection de commande",
    },
  },
  {
    id: "nodered-editor-auth",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: SETTINGS,
    line: 78,
    symbols: ["adminAuth", "module.exports.adminAuth", "httpAdminRoot"],
    categories: ["Missing Authentication", "CWE-306", "Broken Access Control", "IEC 62443-3-3 SR 1.1"],
    en: {
      titles: ["Node-RED editor is open without a login", "adminAuth is commented out in settings.js"],
      facts: [
        "settings.js leaves adminAuth commented out, so anyone reaching port 1880 can edit and deploy flows, exec nodes included.",
        "The flow editor at /admin has no authentication.",
      ],
      fix: "Enable adminAuth with hashed credentials and bind the editor to the management VLAN.",
    },
    fr: {
      titles: ["L'éditeur Node-RED est accessible sans authentification"],
      facts: [
        "adminAuth est commenté dans settings.js : toute personne atteignant le port 1880 peut déployer des flux.",
      ],
      fix: "Activer adminAuth avec des mots de passe hachés.",
      category: "Authentification manquante",
    },
  },
  {
    id: "recipe-sql-injection",
    agent: "security",
    severity: "HIGH",
    rate: 0.65,
    file: RECIPES.file,
    line: 31,
    symbols: ["loadRecipe", "recipes.loadRecipe", "system.db.runQuery"],
    categories: ["SQL Injection", "CWE-89", "Injection"],
    en: {
      titles: ["Recipe name concatenated into SQL in loadRecipe", "SQL injection in recipes.loadRecipe"],
      facts: [
        'loadRecipe builds "SELECT * FROM recipe_steps WHERE name = \'" + name + "\'" and passes it to system.db.runQuery; the name comes from an operator text field.',
        "An operator-typed recipe name reaches system.db.runQuery unescaped.",
      ],
      fix: "Use system.db.runPrepQuery with a ? parameter.",
    },
    fr: {
      titles: ["Injection SQL dans recipes.loadRecipe"],
      facts: [
        "loadRecipe concatène le nom de recette saisi par l'opérateur dans la requête passée à system.db.runQuery.",
      ],
      fix: "Utiliser system.db.runPrepQuery avec un paramètre.",
      category: "Injection SQL",
    },
  },
  uncheckedSetpoint("setpoint-fill-volume", "rFillVolume", "fill volume", "consigne de volume", 52, 0.6),
  uncheckedSetpoint("setpoint-valve-time", "tValveOpen", "valve opening time", "durée d'ouverture", 58, 0.45),
  missingInterlock("interlock-nw7", 7, "M3 (infeed conveyor)", 412, 0.55),
  missingInterlock("interlock-nw9", 9, "M5 (capper)", 468, 0.4),
  {
    id: "recipe-scan-overrun",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.55,
    file: SCL,
    line: 40,
    symbols: ["FC_LoadRecipe", "FOR #i := 0 TO 499", '"DB_Recipe".Steps'],
    categories: ["Scan cycle overrun", "Performance", "Watchdog timeout"],
    en: {
      titles: [
        "FC_LoadRecipe copies 500 steps in one scan",
        "Recipe load loop can trip the cycle-time watchdog",
      ],
      facts: [
        'FC_LoadRecipe copies all 500 entries of "DB_Recipe".Steps in one FOR loop inside OB1, adding about 40 ms to the scan.',
        "The cycle time spikes past the 50 ms watchdog whenever a recipe is loaded.",
      ],
      fix: "Copy a few steps per scan, or move the copy to a cyclic interrupt OB with a lower priority.",
    },
    fr: {
      titles: ["FC_LoadRecipe copie 500 pas en un seul cycle"],
      facts: [
        'La boucle FOR de FC_LoadRecipe copie les 500 pas de "DB_Recipe".Steps dans OB1 et allonge le cycle.',
      ],
      fix: "Répartir la copie sur plusieurs cycles.",
      category: "Dépassement du temps de cycle",
    },
  },
  {
    id: "counter-overflow",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.45,
    file: COUNTER.file,
    line: 22,
    symbols: ["FB_BottleCounter", "FB_BottleCounter.nCount", "nCount : INT"],
    categories: ["Integer Overflow", "CWE-190", "Numeric wraparound"],
    en: {
      titles: ["Bottle count is an INT and wraps after 32767", "FB_BottleCounter overflows during a shift"],
      facts: [
        "nCount is declared INT and incremented on every bottle; at 12 bottles a second it wraps negative in under an hour, and the shift report goes wrong.",
        "The counter rolls over to -32768 mid-shift.",
      ],
      fix: "Declare the counter UDINT, or ULINT for lifetime totals.",
    },
    fr: {
      titles: ["Le compteur de bouteilles est un INT et déborde après 32767"],
      facts: [
        "nCount est déclaré INT : à 12 bouteilles par seconde il devient négatif en moins d'une heure.",
      ],
      fix: "Déclarer le compteur en UDINT.",
      category: "Dépassement d'entier",
    },
  },
  {
    id: "modbus-poll-rate",
    agent: "performance",
    severity: "LOW",
    rate: 0.4,
    file: FLOWS,
    line: 88,
    symbols: ["modbus-read: Line2 PLC", "modbus-read node 3b9f0c1d.2a7e44", "Line2 PLC"],
    categories: ["Excessive polling", "Performance", "Network load"],
    en: {
      titles: [
        "Modbus read node polls the PLC every 50 ms",
        "Line2 PLC is polled far faster than the dashboard refreshes",
      ],
      facts: [
        "The modbus-read node 'Line2 PLC' reads 120 holding registers every 50 ms, while the dashboard redraws once a second.",
        "Polling at 20 Hz loads the PLC's communication processor for data shown once a second.",
      ],
      fix: "Poll once a second, or read only the registers the dashboard shows.",
    },
    fr: {
      titles: ["Le nœud modbus-read interroge l'automate toutes les 50 ms"],
      facts: [
        "« Line2 PLC » lit 120 registres toutes les 50 ms alors que le tableau de bord se rafraîchit chaque seconde.",
      ],
      fix: "Interroger une fois par seconde.",
      category: "Interrogation excessive",
    },
  },
  {
    id: "hmi-password",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: GVL.file,
    line: 9,
    symbols: ["GVL_Config.sHmiPassword", "sHmiPassword", "GVL_Config"],
    categories: ["Hard-coded Credentials", "CWE-798", "IEC 62443-3-3 SR 1.5"],
    en: {
      titles: [
        "HMI maintenance password hard-coded in GVL_Config",
        "sHmiPassword has a constant initial value",
      ],
      facts: [
        "GVL_Config declares sHmiPassword : STRING := 'line2admin', compiled into every PLC image and readable over ADS.",
        "The maintenance password is a literal in the PLC project.",
      ],
      fix: "Remove the literal; check the password on the HMI server against a managed secret.",
    },
    fr: {
      titles: ["Mot de passe de maintenance IHM codé en dur dans GVL_Config"],
      facts: ["GVL_Config déclare sHmiPassword : STRING := 'line2admin', lisible via ADS."],
      fix: "Supprimer le littéral et gérer le secret côté serveur.",
      category: "Identifiants codés en dur",
    },
  },
  {
    id: "conveyor-comm-loss",
    agent: "architecture",
    severity: "HIGH",
    rate: 0.4,
    file: CONVEYOR.file,
    line: 95,
    symbols: ["FB_Conveyor.M_CommLost", "FB_Conveyor", "bCommOk"],
    categories: ["Unsafe failure mode", "IEC 61508", "Functional safety", "CWE-636"],
    en: {
      titles: [
        "Conveyor keeps its last speed when the fieldbus drops",
        "M_CommLost does not bring the conveyor to a safe state",
      ],
      facts: [
        "When bCommOk goes FALSE, M_CommLost only sets an alarm bit; the drive keeps running at the last commanded speed.",
        "A lost EtherCAT frame leaves the conveyor running with nobody in control.",
      ],
      fix: "Ramp the drive to zero on communication loss and require a manual restart.",
    },
    fr: {
      titles: ["Le convoyeur garde sa vitesse en cas de perte du bus de terrain"],
      facts: [
        "Quand bCommOk passe à FALSE, M_CommLost lève seulement une alarme ; le variateur continue à tourner.",
      ],
      fix: "Arrêter le variateur en rampe sur perte de communication.",
      category: "Mode de défaillance dangereux",
    },
  },
  {
    id: "opcua-no-security",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: OPCUA,
    line: 14,
    symbols: ["securityPolicies", "SecurityPolicy None", "endpoint opc.tcp://0.0.0.0:4840"],
    categories: ["Cleartext Transmission", "CWE-319", "IEC 62443-3-3 SR 4.1", "Missing encryption"],
    en: {
      titles: [
        "OPC UA server offers SecurityPolicy None",
        "OPC UA endpoint allows unsigned, unencrypted sessions",
      ],
      facts: [
        "opcua-server.yaml lists None among securityPolicies on opc.tcp://0.0.0.0:4840, so clients can connect without signing or encryption.",
        "Tag writes over OPC UA travel in cleartext.",
      ],
      fix: "Offer only Basic256Sha256 with SignAndEncrypt, and require user authentication.",
    },
    fr: {
      titles: ["Le serveur OPC UA propose SecurityPolicy None"],
      facts: ["opcua-server.yaml accepte la politique None : les sessions ne sont ni signées ni chiffrées."],
      fix: "N'offrir que Basic256Sha256 en SignAndEncrypt.",
      category: "Transmission en clair",
    },
  },
  {
    id: "historian-unbounded",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: HISTORIAN.file,
    line: 55,
    symbols: ["storeBatch", "historian.storeBatch", "system.tag.queryTagHistory"],
    categories: ["Unbounded query", "Missing pagination", "Performance"],
    en: {
      titles: [
        "storeBatch queries the whole tag history of a batch at once",
        "Unbounded queryTagHistory call in the historian script",
      ],
      facts: [
        "storeBatch calls system.tag.queryTagHistory from the batch start to now with returnSize -1, loading every sample of 40 tags into the gateway's heap.",
        "A long batch returns millions of rows to one gateway script.",
      ],
      fix: "Query in windows with an aggregation mode and a fixed returnSize.",
    },
    fr: {
      titles: ["storeBatch lit tout l'historique du lot en une requête"],
      facts: ["storeBatch appelle system.tag.queryTagHistory avec returnSize -1 sur toute la durée du lot."],
      fix: "Interroger par fenêtres avec agrégation.",
      category: "Requête non bornée",
    },
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; symbol: string; title: string; category: string }[] =
  [
    {
      id: "remark-magic-ramp",
      file: CONVEYOR.file,
      line: 61,
      symbol: "FB_Conveyor.M_Ramp",
      title: "Ramp time 2.5 s is a literal; make it a parameter",
      category: "Readability",
    },
    {
      id: "remark-naming",
      file: GVL.file,
      line: 3,
      symbol: "GVL_Config",
      title: "Variables do not follow the project's prefix convention",
      category: "Code Style",
    },
    {
      id: "remark-function-node",
      file: FLOWS,
      line: 140,
      symbol: "function: scale temperature",
      title: "Function node has no description",
      category: "Documentation",
    },
    {
      id: "remark-scl-unused",
      file: SCL,
      line: 12,
      symbol: "#tmpIndex",
      title: "Temporary variable #tmpIndex is never used",
      category: "Maintainability",
    },
  ];

/** How one run writes: its habits, kept for the whole run. */
interface Style {
  french: boolean;
  /** Files named as the engineering tool names them: 0 the file, 1 the tree path, 2 the bare name. */
  naming: 0 | 1 | 2;
  /** POU lines counted from the implementation's start. */
  bodyLines: boolean;
  lines: boolean;
}

function styleOf(random: Random, v: number): Style {
  const tool = random() < v * 0.6;
  return {
    french: random() < 0.3,
    naming: tool ? (random() < 0.5 ? 1 : 2) : 0,
    bodyLines: random() < v * 0.5,
    lines: random() >= v * 0.15,
  };
}

function fileOf(file: string, style: Style, random: Random, v: number): string {
  const resource = RESOURCES.find((r) => r.file === file);
  if (resource && style.naming > 0) return resource.names[style.naming - 1]!;
  return random() < v * 0.2 ? file.slice(file.lastIndexOf("/") + 1) : file;
}

function lineOf(file: string, at: number, style: Style): number {
  const start = RESOURCES.find((r) => r.file === file)?.bodyStart;
  return start !== undefined && style.bodyLines ? Math.max(1, at - start) : at;
}

/** One run's report of one issue. */
function reportOf(issue: PlantIssue, style: Style, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.3, random);
  const words = style.french ? issue.fr : issue.en;
  let category = usually(issue.categories, v, random);
  if (words.category !== undefined && random() < 0.5) category = words.category;
  const title = usually(words.titles, v, random);
  const fact = usually(words.facts, v, random);
  const description = `${fact} ${words.fix}`;
  let line: number | undefined;
  if (style.lines && random() >= v * 0.1)
    line = Math.max(
      1,
      lineOf(issue.file, issue.line, style) + Math.round((random() * 2 - 1) * (v > 0.5 ? 5 : 2)),
    );
  const symbol = symbolDrawn(issue.symbols, random, v);
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
    description: style.french
      ? `${remark.title}. Point mineur, à corriger au prochain passage.`
      : `${remark.title}. Minor; worth fixing on the next pass through ${remark.symbol}.`,
    file: fileOf(remark.file, style, random, v),
    symbol: remark.symbol,
    ...(style.lines && { line: lineOf(remark.file, remark.line, style) }),
  };
}

/** `runs` runs of the three agents over the bottling line's control system, with each finding's true issue. */
export function plantRuns(options: GeneratorOptions): Generated {
  return drawRuns(
    {
      name: "plant",
      model: "plant-generator",
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
