/**
 * The forty-eighth held-out generator family for grouping quality (issue #12): a Minecraft server
 * network's code as its repository keeps it: a Fabric mod in Java with Mixins into the game's own
 * classes (and its `arena.mixins.json`), a Paper plugin in Kotlin with its `plugin.yml`, a data
 * pack of `.mcfunction` files, a Skript script and the Velocity proxy's `velocity.toml`, reviewed
 * by runs of which some write in Catalan (`·l`, `ç`, accents both ways). None of these formats
 * or that language appear anywhere else in the tests.
 *
 * Written in the stop that reads the forty-sixth and forty-seventh families, before the
 * forty-seventh's errors were read, to take its place as a check; committed before anything was
 * run on it; tuned against once its errors were read, in the stop that wrote the forty-ninth.
 * Self-contained: its own catalogue and its own model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - the game's own classes and methods named in one of three mappings, one habit a run: Yarn
 *    (`ServerPlayNetworkHandler#onChatMessage`), Mojang's (`ServerGamePacketListenerImpl#
 *    handleChat`) or intermediary (`class_3244.method_12036`), where nothing but the run's
 *    habit tells that they are one method;
 *  - a data pack's function named by its resource location (`arena:tick` for
 *    `datapack/data/arena/functions/tick.mcfunction`), one habit a run;
 *  - places as a Mixin handler, a selector or command of a function, a permission node, a TOML
 *    key or a Skript command's pattern;
 *  - descriptions ending with the command that reproduces the issue (`Repro: /rank set …`), one
 *    habit a run;
 *  - categories as plain words, CWE ids, the field's own terms (`Lag machine`) or in Catalan;
 *  - twins: two entity selectors of one tick function, five lines apart; two Skript commands
 *    without a permission, eleven lines apart; a remark on the tick function the twins are in.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import type { Random } from "../../src/util/random.js";
import {
  type CatalogueIssue,
  type CatalogueRemark,
  categoryDrawn,
  drawRuns,
  formDrawn,
  lineDrawn,
  severityNudged,
  usualForm,
  usually,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const CHAT_MIXIN = "fabric-mod/src/main/java/net/arena/mixin/ServerPlayNetworkHandlerMixin.java";
const TELEPORT_MIXIN = "fabric-mod/src/main/java/net/arena/mixin/ServerPlayerEntityMixin.java";
const ARENA_MOD = "fabric-mod/src/main/java/net/arena/ArenaMod.java";
const MIXINS_JSON = "fabric-mod/src/main/resources/arena.mixins.json";
const LOBBY = "paper-plugin/src/main/kotlin/net/arena/lobby/LobbyPlugin.kt";
const PLUGIN_YML = "paper-plugin/src/main/resources/plugin.yml";
const TICK = "datapack/data/arena/functions/tick.mcfunction";
const RESET = "datapack/data/arena/functions/reset.mcfunction";
const RANKS = "scripts/skript/ranks.sk";
const VELOCITY = "proxy/velocity.toml";

/** A data pack's function by its resource location (`arena:tick`); other files as they are. */
function resourceLocation(file: string): string {
  const at = /^datapack\/data\/([^/]+)\/functions\/(.+)\.mcfunction$/.exec(file);
  return at ? `${at[1]}:${at[2]}` : file;
}

type Mapping = "yarn" | "mojang" | "intermediary";

/** One of the game's methods in each mapping: class, method. */
type Vanilla = Record<Mapping, readonly [string, string]>;

const CHAT_HANDLER: Vanilla = {
  yarn: ["ServerPlayNetworkHandler", "onChatMessage"],
  mojang: ["ServerGamePacketListenerImpl", "handleChat"],
  intermediary: ["class_3244", "method_12036"],
};
const TELEPORT: Vanilla = {
  yarn: ["ServerPlayerEntity", "teleport"],
  mojang: ["ServerPlayer", "teleportTo"],
  intermediary: ["class_3222", "method_14251"],
};

type Agent = "security" | "reliability" | "performance";

interface GameIssue extends CatalogueIssue<Agent> {
  /** The game's method the issue's Mixin targets, where it has one: `%v` in a place or a text is it. */
  vanilla?: Vanilla;
  /** The usual place, a second form, a third. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Catalan. */
  categories: readonly [string, string, string, string];
  /** The command that shows the issue in game. */
  repro: string;
  en: Wording;
  ca: Wording;
}

/** An entity selector a tick function runs on every entity each tick: each selector its own issue. */
function everyTick(
  id: string,
  selector: string,
  what: string,
  ca: string,
  line: number,
  rate: number,
): GameIssue {
  return {
    id,
    agent: "performance",
    severity: "MEDIUM",
    rate,
    file: TICK,
    line,
    places: [`execute as ${selector}`, selector, "arena:tick"],
    categories: ["Excessive CPU use", "CWE-1050", "Lag machine", "Ús excessiu de CPU"],
    repro: "/forceload add ~ ~ ~200 ~200",
    en: {
      titles: [
        `The tick function scans every ${what} on the server each tick`,
        `execute as ${selector} runs 20 times a second over all loaded chunks`,
        `Unbounded ${selector} selector in the arena's tick function`,
      ],
      facts: [
        `tick.mcfunction runs execute as ${selector} with no distance or arena tag, so each tick it walks every ${what} in every loaded chunk of every dimension; with the lobby's farms loaded that is 6,000 entities and 11 ms of the 50 ms tick.`,
        `The ${selector} selector is not limited to the arena.`,
      ],
      fix: `Limit it to the arena (${selector.slice(0, -1)},distance=..80]) or run it from a marker entity at the arena's centre.`,
    },
    ca: {
      titles: [
        `La funció de tick recorre cada ${ca} del servidor a cada tick`,
        `execute as ${selector} s'executa 20 vegades per segon sobre tots els chunks carregats`,
      ],
      facts: [
        `tick.mcfunction executa execute as ${selector} sense distància ni etiqueta d'arena, de manera que a cada tick recorre cada ${ca} de tots els chunks carregats; amb les granges del vestíbul són 6.000 entitats i 11 ms dels 50 ms del tick.`,
      ],
      fix: `Limiteu-lo a l'arena (${selector.slice(0, -1)},distance=..80]) o executeu-lo des d'una entitat marcador al centre de l'arena.`,
    },
  };
}

/** A Skript command any player may run: each command its own issue. */
function anyoneMay(
  id: string,
  command: string,
  en: string,
  ca: string,
  line: number,
  rate: number,
): GameIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: RANKS,
    line,
    places: [`command /rank ${command}`, `/rank ${command}`, "ranks.sk"],
    categories: ["Missing authorization", "CWE-862", "Permission bypass", "Autorització absent"],
    repro: `/rank ${command} Notch admin`,
    en: {
      titles: [
        `Any player can ${en} with /rank ${command}`,
        `The /rank ${command} command has no permission line`,
        `ranks.sk: /rank ${command} is not restricted to staff`,
      ],
      facts: [
        `ranks.sk declares command /rank ${command} <player> <text> without a permission: entry, and Skript then lets every player run it; the trigger calls luckperms to change the group, so a new player can ${en}, their own included.`,
        `The command /rank ${command} has no permission check.`,
      ],
      fix: `Add permission: arena.rank.${command} (and a permission message) to the command, as /rank list already has.`,
    },
    ca: {
      titles: [
        `Qualsevol jugador pot ${ca} amb /rank ${command}`,
        `L'ordre /rank ${command} no té línia de permís`,
      ],
      facts: [
        `ranks.sk declara command /rank ${command} <player> <text> sense cap entrada permission:, i Skript deixa que tots els jugadors l'executin; el trigger crida luckperms per canviar el grup, de manera que un jugador nou pot ${ca}, el seu inclòs.`,
      ],
      fix: `Afegiu permission: arena.rank.${command} a l'ordre, com ja té /rank list.`,
    },
  };
}

const ISSUES: GameIssue[] = [
  everyTick("tick-items", "@e[type=item]", "dropped item", "objecte llençat", 4, 0.45),
  everyTick("tick-mobs", "@e[tag=arena_mob]", "tagged mob", "monstre etiquetat", 9, 0.35),
  anyoneMay("rank-set", "set", "give anyone any rank", "donar qualsevol rang a qualsevol", 8, 0.45),
  anyoneMay("rank-clear", "clear", "strip anyone's rank", "treure el rang a qualsevol", 19, 0.35),
  {
    id: "chat-signature-skipped",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: CHAT_MIXIN,
    line: 27,
    vanilla: CHAT_HANDLER,
    places: [
      "ServerPlayNetworkHandlerMixin.arena$skipSignature",
      "%v",
      '@Inject(method = "%m", at = @At("HEAD"))',
    ],
    categories: [
      "Improper verification of signature",
      "CWE-347",
      "Chat spoofing",
      "Verificació de signatura incorrecta",
    ],
    repro: '/tellraw @a {"text":"<Admin> restart in 1 min"}',
    en: {
      titles: [
        "The chat Mixin cancels signature checks, so messages can be forged",
        "arena$skipSignature returns before %v verifies the message",
        "Chat reports are unverifiable after the Mixin",
      ],
      facts: [
        "ServerPlayNetworkHandlerMixin injects at HEAD of %v and, when the arena's chat channel is on, sends the message itself and cancels, so the signed-message chain is never checked; a modified client can send chat as any other player, and the reports the server keeps cannot be verified.",
        "The Mixin skips chat signature validation.",
      ],
      fix: "Inject after the signature check (at the call to the message validator) instead of at HEAD, and never cancel on a message the chain rejects.",
    },
    ca: {
      titles: [
        "El Mixin del xat cancel·la la comprovació de signatures i permet falsificar missatges",
        "arena$skipSignature torna abans que %v verifiqui el missatge",
      ],
      facts: [
        "ServerPlayNetworkHandlerMixin s'injecta a l'inici de %v i, quan el canal de xat de l'arena està actiu, envia el missatge i cancel·la, de manera que la cadena de missatges signats no es comprova mai; un client modificat pot escriure com qualsevol altre jugador.",
      ],
      fix: "Injecteu després de la comprovació de la signatura en lloc de l'inici, i no cancel·leu mai un missatge que la cadena rebutja.",
    },
  },
  {
    id: "teleport-void",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: TELEPORT_MIXIN,
    line: 33,
    vanilla: TELEPORT,
    places: ["ServerPlayerEntityMixin.arena$clampY", "%v", "arena$clampY"],
    categories: ["Incorrect calculation", "CWE-682", "Stuck in the void", "Càlcul incorrecte"],
    repro: "/tp @s ~ -70 ~",
    en: {
      titles: [
        "Teleports below y=-64 are cancelled, leaving players in the void",
        "arena$clampY cancels %v instead of clamping the target",
        "Players who fall into the void cannot be rescued with /spawn",
      ],
      facts: [
        "ServerPlayerEntityMixin injects into %v and cancels any teleport whose source is below y=-64, meant to stop void exploits; a player who has fallen into the void is the source below -64, so /spawn and the lobby's rescue portal do nothing and the player dies.",
        "The teleport guard cancels the wrong teleports.",
      ],
      fix: "Check the target's y, not the source's, and clamp it to the world's bottom instead of cancelling.",
    },
    ca: {
      titles: [
        "Els teletransports per sota de y=-64 es cancel·len i deixen els jugadors al buit",
        "arena$clampY cancel·la %v en lloc de limitar el destí",
      ],
      facts: [
        "ServerPlayerEntityMixin s'injecta a %v i cancel·la qualsevol teletransport amb l'origen per sota de y=-64; un jugador que ha caigut al buit té l'origen per sota de -64, de manera que /spawn no fa res i el jugador mor.",
      ],
      fix: "Comproveu la y del destí, no la de l'origen, i limiteu-la al fons del món en lloc de cancel·lar.",
    },
  },
  {
    id: "velocity-forwarding",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.5,
    file: VELOCITY,
    line: 31,
    places: ["player-info-forwarding-mode", 'player-info-forwarding-mode = "none"', "forwarding-secret-file"],
    categories: ["Authentication bypass", "CWE-290", "Offline-mode spoofing", "Elusió d'autenticació"],
    repro: "connect to lobby:25566 directly as Notch",
    en: {
      titles: [
        "The proxy forwards no player identity, so backends trust any name",
        'player-info-forwarding-mode = "none" with offline-mode backends',
        "Anyone can join a backend server as any player",
      ],
      facts: [
        'velocity.toml sets player-info-forwarding-mode = "none", and the backends run with online-mode=false behind it; their port 25566 is reachable from outside, so a client that connects to a backend directly can log in under any name, staff accounts included.',
        "Player identity is not forwarded to the backends.",
      ],
      fix: 'Use player-info-forwarding-mode = "modern" with a forwarding-secret-file, enable velocity support in each backend, and firewall the backends\' ports.',
    },
    ca: {
      titles: [
        "El proxy no reenvia la identitat dels jugadors i els servidors confien en qualsevol nom",
        'player-info-forwarding-mode = "none" amb servidors en mode offline',
      ],
      facts: [
        'velocity.toml fixa player-info-forwarding-mode = "none", i els servidors de darrere funcionen amb online-mode=false; el seu port 25566 és accessible des de fora, de manera que qualsevol client que s\'hi connecti directament pot entrar amb qualsevol nom.',
      ],
      fix: 'Feu servir player-info-forwarding-mode = "modern" amb un forwarding-secret-file i tanqueu els ports dels servidors al tallafoc.',
    },
  },
  {
    id: "admin-default-true",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: PLUGIN_YML,
    line: 22,
    places: ["lobby.admin", "permissions.lobby.admin.default", "/lobby setspawn"],
    categories: [
      "Incorrect default permissions",
      "CWE-276",
      "Permission bypass",
      "Permisos per defecte incorrectes",
    ],
    repro: "/lobby setspawn",
    en: {
      titles: [
        "lobby.admin is granted to every player by default",
        "plugin.yml gives the admin permission default: true",
        "Any player can move the lobby's spawn",
      ],
      facts: [
        "plugin.yml declares lobby.admin with default: true, which Bukkit reads as granted to everyone; /lobby setspawn, /lobby npc and /lobby reload check only that node, so any player can move the spawn into the void or reload the plugin mid-game.",
        "The admin permission is granted by default.",
      ],
      fix: "Set default: op for lobby.admin and grant it to the staff group in LuckPerms.",
    },
    ca: {
      titles: [
        "lobby.admin es concedeix per defecte a tots els jugadors",
        "plugin.yml dona al permís d'administrador default: true",
      ],
      facts: [
        "plugin.yml declara lobby.admin amb default: true, que Bukkit llegeix com a concedit a tothom; /lobby setspawn, /lobby npc i /lobby reload només comproven aquest node, de manera que qualsevol jugador pot moure el punt d'aparició.",
      ],
      fix: "Fixeu default: op per a lobby.admin i concediu-lo al grup del personal a LuckPerms.",
    },
  },
  {
    id: "async-teleport",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.45,
    file: LOBBY,
    line: 58,
    places: ["LobbyPlugin.onPlayerJoin", "onPlayerJoin", "runTaskAsynchronously"],
    categories: ["Race condition", "CWE-362", "Async world access", "Condició de carrera"],
    repro: "join with 30 bots at once",
    en: {
      titles: [
        "onPlayerJoin teleports the player from an async task",
        "The lobby touches the world off the main thread",
        "Joining players can crash the server (async teleport)",
      ],
      facts: [
        "onPlayerJoin loads the player's profile in runTaskAsynchronously and calls player.teleport(spawn) from that task; Paper throws on async teleports in newer builds and corrupts chunk state in older ones, and with many joins at once the server has crashed twice this month.",
        "The world is modified from an async thread.",
      ],
      fix: "Load the profile asynchronously, then teleport in runTask (or use teleportAsync, which Paper provides for this).",
    },
    ca: {
      titles: [
        "onPlayerJoin teletransporta el jugador des d'una tasca asíncrona",
        "El vestíbul modifica el món fora del fil principal",
      ],
      facts: [
        "onPlayerJoin carrega el perfil del jugador amb runTaskAsynchronously i crida player.teleport(spawn) des d'aquesta tasca; Paper hi llança una excepció a les versions noves i corromp l'estat dels chunks a les antigues.",
      ],
      fix: "Carregueu el perfil de manera asíncrona i teletransporteu amb runTask o teleportAsync.",
    },
  },
  {
    id: "config-every-tick",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: ARENA_MOD,
    line: 71,
    places: ["ArenaMod.onServerTick", "ServerTickEvents.END_SERVER_TICK", "Files.readString"],
    categories: ["Inefficient I/O", "CWE-1176", "Tick lag", "E/S ineficient"],
    repro: "/spark profiler --timeout 30",
    en: {
      titles: [
        "The mod reads config/arena.json from disk every tick",
        "onServerTick parses the config 20 times a second",
        "Disk reads on the server thread cause lag spikes",
      ],
      facts: [
        "ArenaMod registers onServerTick on END_SERVER_TICK, and it calls Files.readString on config/arena.json and parses it with Gson on each call; on the host's network disk a read sometimes takes 80 ms, and the profiler shows the tick stalling there.",
        "The configuration is reread on every tick.",
      ],
      fix: "Read the config once at startup and on /arena reload, and keep it in a field.",
    },
    ca: {
      titles: [
        "El mod llegeix config/arena.json del disc a cada tick",
        "onServerTick analitza la configuració 20 vegades per segon",
      ],
      facts: [
        "ArenaMod registra onServerTick a END_SERVER_TICK i crida Files.readString sobre config/arena.json a cada crida; al disc de xarxa de l'amfitrió una lectura triga de vegades 80 ms i el tick s'atura.",
      ],
      fix: "Llegiu la configuració una vegada en arrencar i amb /arena reload, i deseu-la en un camp.",
    },
  },
  {
    id: "reset-fill-limit",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.35,
    file: RESET,
    line: 12,
    places: ["fill ~-40 0 ~-40 ~40 60 ~40 air", "arena:reset", "fill"],
    categories: ["Unchecked error condition", "CWE-391", "Arena not reset", "Condició d'error no comprovada"],
    repro: "/function arena:reset",
    en: {
      titles: [
        "The arena reset's fill exceeds the 32,768-block limit and does nothing",
        "reset.mcfunction's fill fails silently",
        "Arena blocks from the last match survive the reset",
      ],
      facts: [
        "reset.mcfunction clears the arena with one fill of 81 × 61 × 81 blocks, over 400,000, while fill refuses more than 32,768 (commandModificationBlockLimit); inside a function the error is not shown, so the last match's blocks stay and the next match starts in them.",
        "The fill command is over its block limit.",
      ],
      fix: "Split the fill into slices of at most 32,768 blocks, or raise commandModificationBlockLimit for the arena's world only.",
    },
    ca: {
      titles: [
        "El fill del reinici de l'arena supera el límit de 32.768 blocs i no fa res",
        "El fill de reset.mcfunction falla en silenci",
      ],
      facts: [
        "reset.mcfunction buida l'arena amb un sol fill de 81 × 61 × 81 blocs, més de 400.000, mentre que fill en rebutja més de 32.768; dins d'una funció l'error no es mostra, i els blocs de la partida anterior es queden.",
      ],
      fix: "Dividiu el fill en trossos de com a molt 32.768 blocs.",
    },
  },
  {
    id: "mixin-require-zero",
    agent: "reliability",
    severity: "LOW",
    rate: 0.3,
    file: MIXINS_JSON,
    line: 9,
    places: ["injectors.defaultRequire", "defaultRequire", "arena.mixins.json"],
    categories: ["Improper error handling", "CWE-755", "Silent Mixin failure", "Gestió d'errors incorrecta"],
    repro: "start the server on the next snapshot",
    en: {
      titles: [
        'arena.mixins.json sets "defaultRequire": 0, hiding failed injections',
        "Mixins that no longer apply fail silently",
        "A game update can disable the arena's Mixins without an error",
      ],
      facts: [
        'arena.mixins.json sets "injectors": {"defaultRequire": 0}, so an @Inject whose target moved in a game update is skipped with only a debug line; the teleport guard and the chat handler would stop working while the server starts normally.',
        "Failed injections are not reported.",
      ],
      fix: 'Set "defaultRequire": 1 so a Mixin that cannot apply stops the server at startup.',
    },
    ca: {
      titles: [
        'arena.mixins.json fixa "defaultRequire": 0 i amaga les injeccions fallides',
        "Els Mixins que ja no s'apliquen fallen en silenci",
      ],
      facts: [
        'arena.mixins.json fixa "injectors": {"defaultRequire": 0}, de manera que un @Inject l\'objectiu del qual ha canviat en una actualització s\'omet amb només una línia de depuració.',
      ],
      fix: 'Fixeu "defaultRequire": 1 perquè un Mixin que no es pot aplicar aturi el servidor en arrencar.',
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; ca: string })[] = [
  {
    id: "remark-tick-comments",
    agent: "performance",
    file: TICK,
    line: 1,
    place: "arena:tick",
    en: "Comment what each line of the tick function is for",
    ca: "Comenteu per a què serveix cada línia de la funció de tick",
  },
  {
    id: "remark-mod-logger",
    agent: "reliability",
    file: ARENA_MOD,
    line: 30,
    place: "ArenaMod.onInitialize",
    en: "Use the mod's Logger instead of System.out in onInitialize",
    ca: "Feu servir el Logger del mod en lloc de System.out a onInitialize",
  },
  {
    id: "remark-lobby-listeners",
    agent: "security",
    file: LOBBY,
    line: 12,
    place: "LobbyPlugin",
    en: "Move LobbyPlugin's event handlers into listener classes",
    ca: "Moveu els gestors d'esdeveniments de LobbyPlugin a classes d'escolta",
  },
];

/** How a run writes, kept for the whole run. */
interface GameStyle {
  catalan: boolean;
  /** The names it gives the game's classes and methods. */
  mapping: Mapping;
  /** Data pack functions named by their resource location. */
  resourceLocations: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines given at all. */
  lines: boolean;
  /** Descriptions end with the command that reproduces the issue. */
  repro: boolean;
}

const SEVERITY_CA: Record<Severity, string> = {
  CRITICAL: "crítica",
  HIGH: "alta",
  MEDIUM: "mitjana",
  LOW: "baixa",
  INFO: "informativa",
};

/** `text` with the game's method written as the run's mapping names it (`%v` whole, `%m` the method). */
function mapped(text: string, vanilla: Vanilla | undefined, mapping: Mapping): string {
  if (vanilla === undefined) return text;
  const [owner, method] = vanilla[mapping];
  return text.replaceAll("%v", `${owner}#${method}`).replaceAll("%m", method);
}

function located(file: string, line: number, style: GameStyle, random: Random, v: number) {
  const at = lineDrawn(line, style.lines, random, v);
  const written = style.resourceLocations
    ? resourceLocation(file)
    : random() < v * 0.15
      ? file.slice(file.lastIndexOf("/") + 1)
      : file;
  return { file: written, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: GameIssue, style: GameStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const category = categoryDrawn(issue.categories, style.catalan, random, v);
  const words = style.catalan ? issue.ca : issue.en;
  const title = usually(words.titles, v * 0.6, random);
  const fact = usually(words.facts, v * 0.5, random);
  const place = formDrawn(issue.places, style.place, random, v);
  const said = style.catalan ? `Gravetat: ${SEVERITY_CA[severity]}.` : `Severity: ${severity.toLowerCase()}.`;
  const repro = style.repro ? ` ${style.catalan ? "Per reproduir-ho" : "Repro"}: \`${issue.repro}\`` : "";
  const m = (text: string) => mapped(text, issue.vanilla, style.mapping);
  return {
    agent: issue.agent,
    category,
    severity,
    title: m(title),
    description: m(`${fact} ${words.fix} ${said}${repro}`),
    ...located(issue.file, issue.line, style, random, v),
    ...(place !== undefined && { symbol: m(place) }),
  };
}

/** `runs` runs of the three agents over the server network, with each finding's true issue. */
export function blockGameRuns(options: GeneratorOptions): Generated {
  return drawRuns<GameIssue, (typeof REMARKS)[number], GameStyle>(
    {
      name: "blockgame",
      model: "blockgame-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const mapping = random();
        const place = random();
        return {
          catalan: random() < 0.3,
          mapping: mapping < 0.55 ? "yarn" : mapping < 0.85 ? "mojang" : "intermediary",
          resourceLocations: random() < 0.15 + v * 0.2,
          place: usualForm(place, v),
          lines: random() < 0.85,
          repro: random() < 0.3,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: remark.agent,
        category: style.catalan ? "Mantenibilitat" : "Maintainability",
        severity: "INFO",
        title: style.catalan ? remark.ca : remark.en,
        description: style.catalan
          ? `${remark.ca}. És menor, però facilita el manteniment.`
          : `${remark.en}. Minor, but it eases maintenance.`,
        ...located(remark.file, remark.line, style, random, v),
        symbol: remark.place,
      }),
    },
    options,
  );
}
