/**
 * The seventeenth held-out generator family for grouping quality (issue #12): a multiplayer
 * arena game's code, in Luau (a Roblox experience synced from files), GDScript (a Godot lobby
 * client), Unreal C++ (the dedicated server) and HLSL (a shader), none of which appear anywhere
 * else in the tests, reviewed by runs of which some write in Brazilian Portuguese.
 *
 * Written after every change to the matcher before it (up to what prose says a symbol is,
 * bde7edf) and committed before anything was run on it; its first run's errors were then read, so
 * it is tuned against since (bench/matching/history.ts). Self-contained: its
 * own catalogue and model of how reports vary, its numbers from the project's seeded generator
 * (src/util/random.ts). What it models that the other families do not:
 *  - a Roblox script named by the instance it runs as (`ServerScriptService.Combat`,
 *    `game.ReplicatedStorage.Remotes`) or by its file (`src/server/Combat.server.luau`), one
 *    habit a run;
 *  - Unreal C++ whose issues a run places at the header's declaration (`ArenaCharacter.h`,
 *    `UFUNCTION(Server, Reliable) void ServerFire(...)`) or at the source's definition
 *    (`ArenaCharacter.cpp`, `AArenaCharacter::ServerFire_Implementation`); Godot signal handlers
 *    and node paths (`_on_JoinButton_pressed`, `$Lobby/JoinButton`); remote events by name
 *    (`Remotes.FireWeapon.OnServerEvent`);
 *  - categories as game developers name cheats and faults (`Client trust`, `Speed hack`,
 *    `Remote event abuse`, `Replication`), besides CWE ids and plain names;
 *  - runs that write titles and descriptions in Brazilian Portuguese, categories in English;
 *  - twins: the same missing rate limit on two remote events of one script, two RPCs of one
 *    Unreal class trusting the client, one per-frame allocation in two Luau functions of one
 *    module; remarks a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use as a
 * record of what the grouping first met.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import { choose, type Random } from "../../src/util/random.js";
import { drawRuns, severityNudged, usually } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type Agent = "security" | "performance" | "architecture";

interface Wording {
  titles: string[];
  facts: string[];
  fix: string;
}

interface ArenaIssue {
  id: string;
  agent: Agent;
  severity: Severity;
  /** Share of runs that report it. */
  rate: number;
  file: string;
  line: number;
  /** For Unreal code: the header and the line of the declaration a run may give instead. */
  header?: { file: string; line: number; symbol: string };
  /** The place in each form a report may write it: the first is the usual one. */
  symbols: string[];
  categories: string[];
  en: Wording;
  pt: Wording;
}

/** A Luau script: its file and the instance it runs as. */
interface Script {
  file: string;
  instance: string;
}

const COMBAT: Script = { file: "src/server/Combat.server.luau", instance: "ServerScriptService.Combat" };
const SHOP: Script = { file: "src/server/Shop.server.luau", instance: "ServerScriptService.Shop" };
const EFFECTS: Script = { file: "src/shared/Effects.luau", instance: "ReplicatedStorage.Shared.Effects" };
const SCRIPTS = [COMBAT, SHOP, EFFECTS];
const LOBBY = "godot/lobby/Lobby.gd";
const NET = "godot/net/Network.gd";
const CHAR_CPP = "Source/Arena/Private/ArenaCharacter.cpp";
const CHAR_H = "Source/Arena/Public/ArenaCharacter.h";
const MODE_CPP = "Source/Arena/Private/ArenaGameMode.cpp";
const SHADER = "Shaders/Private/Dissolve.usf";

/** A remote event handled without a rate limit: each remote's is its own issue. */
function noRateLimit(id: string, remote: string, line: number, rate: number): ArenaIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file: COMBAT.file,
    line,
    symbols: [`Remotes.${remote}.OnServerEvent`, `${remote}.OnServerEvent:Connect`, `on${remote}`],
    categories: ["Remote event abuse", "CWE-770", "Rate limiting", "DoS"],
    en: {
      titles: [`No rate limit on the ${remote} remote`, `${remote} can be fired as fast as a client likes`],
      facts: [
        `The server's ${remote}.OnServerEvent handler runs the full hit check on every call, with no per-player cooldown.`,
        `An exploit client can fire ${remote} thousands of times a second.`,
      ],
      fix: "Keep a per-player timestamp and drop calls faster than the weapon's rate of fire.",
    },
    pt: {
      titles: [`Sem limite de taxa no remote ${remote}`, `${remote} pode ser disparado sem limite`],
      facts: [
        `O handler ${remote}.OnServerEvent faz toda a verificação de acerto a cada chamada, sem cooldown por jogador.`,
      ],
      fix: "Guarde o horário da última chamada por jogador e descarte chamadas rápidas demais.",
    },
  };
}

/** An Unreal server RPC that trusts what the client sends: each RPC's is its own issue. */
function trustedRpc(
  id: string,
  rpc: string,
  what: string,
  cppLine: number,
  hLine: number,
  rate: number,
): ArenaIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: CHAR_CPP,
    line: cppLine,
    header: { file: CHAR_H, line: hLine, symbol: `UFUNCTION(Server, Reliable, WithValidation) void ${rpc}` },
    symbols: [`AArenaCharacter::${rpc}_Implementation`, `${rpc}_Implementation`, `AArenaCharacter::${rpc}`],
    categories: ["Client trust", "CWE-602", "Server-side validation", "cheating"],
    en: {
      titles: [`${rpc} trusts the ${what} the client sends`, `No server check of ${what} in ${rpc}`],
      facts: [
        `${rpc}_Implementation applies the ${what} from its parameters, and ${rpc}_Validate returns true unconditionally.`,
        `A modified client can send any ${what} to ${rpc} and the server applies it.`,
      ],
      fix: `Recompute the ${what} on the server, and reject implausible values in ${rpc}_Validate.`,
    },
    pt: {
      titles: [
        `${rpc} confia no valor de ${what} enviado pelo cliente`,
        `Falta validação no servidor em ${rpc}`,
      ],
      facts: [
        `${rpc}_Implementation aplica o ${what} recebido do cliente e ${rpc}_Validate sempre retorna true.`,
      ],
      fix: `Recalcule o ${what} no servidor e rejeite valores impossíveis em ${rpc}_Validate.`,
    },
  };
}

/** A table allocated every frame in a Luau function: each function's is its own issue. */
function perFrameTable(id: string, fn: string, line: number, rate: number): ArenaIssue {
  return {
    id,
    agent: "performance",
    severity: "LOW",
    rate,
    file: EFFECTS.file,
    line,
    symbols: [`Effects.${fn}`, fn, "RunService.Heartbeat"],
    categories: ["Per-frame allocation", "GC pressure", "perf"],
    en: {
      titles: [`${fn} allocates a new table every frame`, `Garbage created each Heartbeat in ${fn}`],
      facts: [
        `${fn} is connected to RunService.Heartbeat and builds a fresh table of parts on every call.`,
        `Each frame ${fn} creates a table that is thrown away at once.`,
      ],
      fix: "Reuse one table and clear it, or cache the parts when they change.",
    },
    pt: {
      titles: [`${fn} cria uma tabela nova a cada frame`, `Alocação por frame em ${fn}`],
      facts: [`${fn} está ligado ao Heartbeat e monta uma tabela nova de partes a cada chamada.`],
      fix: "Reutilize uma tabela e limpe-a, ou guarde as partes em cache.",
    },
  };
}

const ISSUES: ArenaIssue[] = [
  noRateLimit("luau-rate-fire", "FireWeapon", 41, 0.7),
  noRateLimit("luau-rate-reload", "Reload", 88, 0.45),
  {
    id: "luau-damage-client",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.85,
    file: COMBAT.file,
    line: 52,
    symbols: ["Remotes.FireWeapon.OnServerEvent", "onFireWeapon", "applyDamage"],
    categories: ["Client trust", "CWE-602", "Damage exploit", "cheating"],
    en: {
      titles: ["Server applies the damage the client reports", "Client-supplied damage value trusted"],
      facts: [
        "The FireWeapon handler calls applyDamage(target, damage) with the damage argument sent by the client.",
        "Damage comes from the remote's arguments instead of the weapon's server-side stats.",
      ],
      fix: "Look the damage up from the weapon config on the server and check range and line of sight.",
    },
    pt: {
      titles: ["Servidor aplica o dano informado pelo cliente", "Valor de dano vindo do cliente é aceito"],
      facts: ["O handler de FireWeapon chama applyDamage(target, damage) com o dano enviado pelo cliente."],
      fix: "Busque o dano na configuração da arma no servidor e verifique alcance e linha de visão.",
    },
  },
  {
    id: "luau-shop-price",
    agent: "security",
    severity: "HIGH",
    rate: 0.65,
    file: SHOP.file,
    line: 23,
    symbols: ["Remotes.BuyItem.OnServerInvoke", "onBuyItem", "purchase"],
    categories: ["Client trust", "Economy exploit", "CWE-602", "cheating"],
    en: {
      titles: ["BuyItem takes the price from the client", "Item price sent by the client is charged"],
      facts: [
        "The BuyItem handler deducts the price argument from the player's coins instead of the catalogue price.",
        "A client can buy any item for 0 coins by sending price = 0.",
      ],
      fix: "Read the price from the server's catalogue module.",
    },
    pt: {
      titles: ["BuyItem usa o preço enviado pelo cliente", "Preço do item vem do cliente"],
      facts: ["O handler de BuyItem desconta o preço recebido do cliente em vez do preço do catálogo."],
      fix: "Leia o preço do catálogo no servidor.",
    },
  },
  {
    id: "luau-shop-datastore",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.5,
    file: SHOP.file,
    line: 67,
    symbols: ["savePlayer", "DataStore:SetAsync", "PlayerRemoving"],
    categories: ["Data loss", "Reliability", "Persistence"],
    en: {
      titles: ["SetAsync without retry can lose player data", "Coins saved once on leave, errors ignored"],
      facts: [
        "savePlayer calls DataStore:SetAsync once in PlayerRemoving, outside pcall, and nothing saves on shutdown.",
        "A throttled or failed save on leave drops the session's coins.",
      ],
      fix: "Use UpdateAsync in pcall with retries, autosave, and save all players in BindToClose.",
    },
    pt: {
      titles: [
        "SetAsync sem retry pode perder dados do jogador",
        "Dados salvos uma vez na saída, erros ignorados",
      ],
      facts: [
        "savePlayer chama SetAsync uma vez no PlayerRemoving, fora de pcall, e nada salva no desligamento.",
      ],
      fix: "Use UpdateAsync em pcall com novas tentativas e salve todos em BindToClose.",
    },
  },
  perFrameTable("luau-alloc-trail", "updateTrails", 33, 0.45),
  perFrameTable("luau-alloc-glow", "updateGlow", 71, 0.35),
  {
    id: "gd-join-token",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: LOBBY,
    line: 28,
    symbols: ["_on_JoinButton_pressed", "$Lobby/JoinButton", "Lobby._on_JoinButton_pressed"],
    categories: ["Hard-coded Credentials", "CWE-798", "Secrets"],
    en: {
      titles: ["Matchmaking API key embedded in the client", "Lobby sends a hard-coded server key"],
      facts: [
        '_on_JoinButton_pressed sends headers with "X-Api-Key: mm_live_…" written in the script, shipped in every client.',
        "The matchmaking service's secret key is in the exported game.",
      ],
      fix: "Authenticate players with a per-session token issued by your backend.",
    },
    pt: {
      titles: ["Chave da API de matchmaking embutida no cliente", "Lobby envia uma chave fixa do servidor"],
      facts: ["_on_JoinButton_pressed envia o cabeçalho X-Api-Key com a chave escrita no script."],
      fix: "Autentique jogadores com um token por sessão emitido pelo seu backend.",
    },
  },
  {
    id: "gd-net-poll",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: NET,
    line: 54,
    symbols: ["_process", "Network._process", "HTTPRequest.request"],
    categories: ["Busy Polling", "perf", "Networking"],
    en: {
      titles: ["Lobby list requested every frame in _process", "HTTP poll from _process floods the backend"],
      facts: [
        "_process starts an HTTPRequest for the lobby list whenever the previous one finished, so at 60 fps it polls constantly.",
        "The client asks the backend for lobbies many times a second.",
      ],
      fix: "Poll on a Timer every few seconds, or subscribe over a WebSocket.",
    },
    pt: {
      titles: [
        "Lista de lobbies pedida a cada frame em _process",
        "Polling HTTP em _process sobrecarrega o backend",
      ],
      facts: ["_process dispara um HTTPRequest da lista de lobbies sempre que o anterior termina."],
      fix: "Use um Timer de alguns segundos ou um WebSocket.",
    },
  },
  {
    id: "gd-signal-leak",
    agent: "architecture",
    severity: "LOW",
    rate: 0.4,
    file: LOBBY,
    line: 61,
    symbols: ["_ready", "Lobby._ready", 'connect("lobby_updated")'],
    categories: ["Resource Leak", "Maintainability", "Signals"],
    en: {
      titles: ["Signal connected again each time the lobby opens", "lobby_updated handlers pile up"],
      facts: [
        "_ready connects Network.lobby_updated without disconnecting on exit, and the scene is re-instanced each visit.",
        "Every visit to the lobby adds one more handler to the autoload's signal.",
      ],
      fix: "Disconnect in _exit_tree, or connect with CONNECT_ONE_SHOT where that fits.",
    },
    pt: {
      titles: ["Sinal conectado de novo a cada abertura do lobby", "Handlers de lobby_updated se acumulam"],
      facts: ["_ready conecta Network.lobby_updated sem desconectar ao sair da cena."],
      fix: "Desconecte em _exit_tree.",
    },
  },
  trustedRpc("ue-rpc-fire", "ServerFire", "hit location", 142, 61, 0.7),
  trustedRpc("ue-rpc-move", "ServerDash", "dash distance", 188, 64, 0.45),
  {
    id: "ue-tick-find",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.55,
    file: CHAR_CPP,
    line: 96,
    header: { file: CHAR_H, line: 40, symbol: "virtual void Tick(float DeltaTime) override" },
    symbols: ["AArenaCharacter::Tick", "Tick", "UGameplayStatics::GetAllActorsOfClass"],
    categories: ["Per-frame search", "perf", "Tick cost"],
    en: {
      titles: ["GetAllActorsOfClass called every Tick", "Tick searches the world for pickups each frame"],
      facts: [
        "AArenaCharacter::Tick calls UGameplayStatics::GetAllActorsOfClass(APickup) to find the nearest pickup every frame.",
        "Every character walks the whole actor list sixty times a second.",
      ],
      fix: "Register pickups with a subsystem, or query on a timer or overlap.",
    },
    pt: {
      titles: [
        "GetAllActorsOfClass chamado a cada Tick",
        "Tick percorre o mundo atrás de pickups a cada frame",
      ],
      facts: ["AArenaCharacter::Tick chama GetAllActorsOfClass(APickup) a cada frame."],
      fix: "Registre os pickups em um subsystem ou consulte com timer.",
    },
  },
  {
    id: "ue-mode-spawn",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.45,
    file: MODE_CPP,
    line: 77,
    symbols: ["AArenaGameMode::RestartPlayer", "RestartPlayer", "SpawnActor"],
    categories: ["Null dereference", "CWE-476", "Reliability"],
    en: {
      titles: [
        "SpawnActor result used without a null check",
        "RestartPlayer crashes when the spawn is blocked",
      ],
      facts: [
        "RestartPlayer possesses the pawn returned by SpawnActor without checking it, and SpawnActor returns null when the spawn point is blocked.",
        "A blocked spawn point crashes the dedicated server.",
      ],
      fix: "Use AdjustIfPossibleButAlwaysSpawn or check the result and retry another spawn point.",
    },
    pt: {
      titles: [
        "Resultado de SpawnActor usado sem checar nulo",
        "RestartPlayer derruba o servidor com spawn bloqueado",
      ],
      facts: ["RestartPlayer usa o pawn retornado por SpawnActor sem verificar se é nulo."],
      fix: "Verifique o retorno e tente outro ponto de spawn.",
    },
  },
  {
    id: "hlsl-dissolve-branch",
    agent: "performance",
    severity: "LOW",
    rate: 0.35,
    file: SHADER,
    line: 19,
    symbols: ["MainPS", "Dissolve.usf:MainPS", "Texture2DSample"],
    categories: ["Shader performance", "Divergent branching", "perf"],
    en: {
      titles: [
        "Dynamic branch around two texture samples in MainPS",
        "Dissolve shader samples noise twice per pixel",
      ],
      facts: [
        "MainPS samples the noise texture in both arms of a branch on a per-pixel value, which diverges across the wave.",
        "The dissolve pixel shader reads the same noise texture twice for most pixels.",
      ],
      fix: "Sample once before the branch and use lerp or step on the result.",
    },
    pt: {
      titles: [
        "Branch dinâmico com duas amostras de textura em MainPS",
        "Shader de dissolve amostra o ruído duas vezes",
      ],
      facts: ["MainPS amostra a textura de ruído nos dois lados de um branch por pixel."],
      fix: "Amostre uma vez antes do branch.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; symbol: string; title: string; category: string }[] =
  [
    {
      id: "remark-luau-strict",
      file: COMBAT.file,
      line: 1,
      symbol: "--!strict",
      title: "Script is not in --!strict mode",
      category: "Code Style",
    },
    {
      id: "remark-gd-typed",
      file: LOBBY,
      line: 28,
      symbol: "_on_JoinButton_pressed",
      title: "Add static types to the handler's variables",
      category: "Code Style",
    },
    {
      id: "remark-ue-uproperty",
      file: CHAR_H,
      line: 80,
      symbol: "AArenaCharacter",
      title: "Raw pointer member should be a UPROPERTY",
      category: "Maintainability",
    },
    {
      id: "remark-magic-cooldown",
      file: SHOP.file,
      line: 12,
      symbol: "Shop",
      title: "Magic number for the purchase cooldown",
      category: "Readability",
    },
  ];

/** How one run writes: its habits, kept for the whole run. */
interface Style {
  portuguese: boolean;
  /** Luau scripts named by the instance they run as. */
  instances: boolean;
  /** Unreal issues placed at the header's declaration. */
  headers: boolean;
  lines: boolean;
}

function styleOf(random: Random, v: number): Style {
  return {
    portuguese: random() < 0.3,
    instances: random() < v * 0.6,
    headers: random() < v * 0.4,
    lines: random() >= v * 0.15,
  };
}

function fileOf(file: string, style: Style, random: Random, v: number): string {
  const script = SCRIPTS.find((s) => s.file === file);
  if (script && style.instances) return random() < 0.5 ? script.instance : `game.${script.instance}`;
  return random() < v * 0.2 ? file.slice(file.lastIndexOf("/") + 1) : file;
}

/** One run's report of one issue. */
function reportOf(issue: ArenaIssue, style: Style, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.3, random);
  const category = usually(issue.categories, v, random);
  const words = style.portuguese ? issue.pt : issue.en;
  const title = usually(words.titles, v, random);
  const fact = usually(words.facts, v, random);
  const description = `${fact} ${words.fix}`;
  const atHeader = issue.header !== undefined && style.headers;
  const file = atHeader ? issue.header!.file : issue.file;
  let line: number | undefined;
  if (style.lines && random() >= v * 0.1) {
    const at = atHeader ? issue.header!.line : issue.line;
    line = Math.max(1, at + Math.round((random() * 2 - 1) * (v > 0.5 ? 5 : 2)));
  }
  const symbolRoll = random();
  const symbol = atHeader
    ? issue.header!.symbol
    : symbolRoll < v * 0.1
      ? undefined
      : symbolRoll < 1 - v * 0.6
        ? issue.symbols[0]!
        : choose(random, issue.symbols);
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description,
    file: fileOf(file, style, random, v),
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
    description: `${remark.title}; it helps the next person who edits ${remark.symbol}.`,
    file: fileOf(remark.file, style, random, v),
    symbol: remark.symbol,
    ...(style.lines && { line: remark.line }),
  };
}

/** `runs` runs of the three agents over the arena game, with each finding's true issue. */
export function arenaRuns(options: GeneratorOptions): Generated {
  return drawRuns(
    {
      name: "arena",
      model: "arena-generator",
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
