/**
 * The sixty-fifth held-out generator family for grouping quality (issue #12): a regional blood
 * bank's donor and stock systems as their repository keeps them: the donor portal's Blade
 * templates and a Laravel controller, an XQuery module turning lab results into CDA documents, a
 * SaltStack state for the fridge monitors, an Argo workflow of nightly exports, the Caddyfile in
 * front of it all and a udev rule for the barcode scanners, reviewed by runs of which some write
 * in Galician. None of these formats or that language appear anywhere else in the tests.
 *
 * Written in the stop that reads the sixty-fourth family, before the sixty-fourth's errors were
 * read, to take its place as a check; committed before anything was run on it; read, and tuned
 * against, in the same stop, once the sixty-sixth had taken its place.
 * Self-contained: its own catalogue and its own model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - Blade's outputs (`{!! $donor->notes !!}`), Laravel's `Controller@action`, XQuery's prefixed
 *    functions (`local:hemoglobin`), Salt state ids, Argo templates by name or path, Caddy site
 *    blocks and directives, and udev match keys (`SUBSYSTEM=="hidraw"`) as places;
 *  - a blood unit named by its ISBT 128 donation number or its unit number, and a fridge by its
 *    name or its asset tag, one habit a run each, in words;
 *  - categories as plain words, CWE ids, the field's own terms (`Unit mix-up`) or in Galician.
 *  - twins: two XQuery functions that read a result's value without its unit, twelve lines apart,
 *    whose third place is one attribute; two Argo templates that run privileged; a remark on the
 *    XQuery module.
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

const TEMPLATE = "portal/resources/views/donor/show.blade.php";
const CONTROLLER = "portal/app/Http/Controllers/DonorController.php";
const RESULTS = "lab/cda/results.xq";
const SALT = "salt/fridge/init.sls";
const WORKFLOW = "ops/argo/nightly-exports.yaml";
const CADDY = "deploy/Caddyfile";
const UDEV = "hosts/udev/99-scanner.rules";

type Agent = "security" | "reliability" | "performance";

interface Fridge {
  name: string;
  /** Its name in Galician. */
  nameGl: string;
  tag: string;
}

interface BloodIssue extends CataloguedIssue<Agent> {
  /** `%u` the unit, `%f` the fridge, as the run names them. */
  en: Wording;
  gl: Wording;
  fridge: Fridge;
}

const FRIDGE_B: Fridge = { name: "Fridge B", nameGl: "a neveira B", tag: "FR-0072" };
const PLATELETS: Fridge = {
  name: "the platelet agitator",
  nameGl: "o axitador de plaquetas",
  tag: "FR-0115",
};

/** An XQuery function that reads a lab result's value without its unit: each analyte its own issue. */
function unitless(
  id: string,
  analyte: string,
  label: string,
  labelGl: string,
  units: string,
  line: number,
  rate: number,
): BloodIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: RESULTS,
    line,
    fridge: FRIDGE_B,
    places: [`local:${analyte}`, `declare function local:${analyte}`, "@unit"],
    categories: [
      "Incorrect conversion between numeric types",
      "CWE-681",
      "Unit mix-up",
      "Conversión incorrecta de unidades",
    ],
    en: {
      titles: [
        `local:${analyte} copies the ${label} value without reading its @unit`,
        `${label} from the second analyser lands in the CDA document ten times too high`,
        `The CDA export of ${label} ignores the analyser's unit`,
      ],
      facts: [
        `declare function local:${analyte}($obs) returns <value value="{$obs/value}" unit="${units.split(" ")[0]}"/> and never reads $obs/value/@unit; the second analyser reports in ${units.split(" ")[1]}, so its results reach the hospital ten times too high, and the donor of %u was deferred for a result that was normal.`,
        `The ${label} unit is not read.`,
      ],
      fix: `Read @unit and convert to ${units.split(" ")[0]} with a table of known units, and reject a result whose unit is unknown.`,
    },
    gl: {
      titles: [
        `local:${analyte} copia o valor de ${labelGl} sen ler o seu @unit`,
        `A ${labelGl} do segundo analizador chega ao documento CDA dez veces máis alta`,
      ],
      facts: [
        `declare function local:${analyte}($obs) devolve o valor sen ler $obs/value/@unit; o segundo analizador informa en ${units.split(" ")[1]}, polo que os resultados chegan ao hospital dez veces máis altos, e o doador de %u foi aprazado por un resultado normal.`,
      ],
      fix: `Le @unit e converte a ${units.split(" ")[0]}.`,
    },
  };
}

/** An Argo template that runs its container privileged: each template its own issue. */
function privileged(
  id: string,
  template: string,
  what: string,
  whatGl: string,
  line: number,
  rate: number,
): BloodIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file: WORKFLOW,
    line,
    fridge: PLATELETS,
    places: [`templates[${template}]`, template, "securityContext.privileged"],
    categories: [
      "Execution with unnecessary privileges",
      "CWE-250",
      "Privileged export pod",
      "Execución con privilexios innecesarios",
    ],
    en: {
      titles: [
        `The ${template} template runs its container privileged`,
        `The nightly export of ${what} can take over its node`,
        `securityContext.privileged: true on ${template}`,
      ],
      facts: [
        `templates[${template}] sets securityContext: { privileged: true } so that its script can mount the NFS share, but the pod then has every device and capability of the node it lands on, which also runs the stock service; a flaw in the CSV library that writes the ${what}, the stock of %f included, would give the node to whoever controls one row.`,
        `${template} runs privileged.`,
      ],
      fix: "Mount the share as a persistent volume instead, drop privileged and every capability, and run as a non-root user.",
    },
    gl: {
      titles: [
        `O modelo ${template} executa o seu contedor con privilexios`,
        `A exportación nocturna de ${whatGl} pode facerse co nodo`,
      ],
      facts: [
        `templates[${template}] pon securityContext: { privileged: true } para montar a partición NFS, pero o pod ten entón todos os dispositivos do nodo, que tamén executa o servizo de existencias, incluídas as de %f.`,
      ],
      fix: "Monta a partición como volume persistente e quita privileged.",
    },
  };
}

const ISSUES: BloodIssue[] = [
  unitless("unit-hemoglobin", "hemoglobin", "haemoglobin", "hemoglobina", "g/dL g/L", 22, 0.4),
  unitless("unit-ferritin", "ferritin", "ferritin", "ferritina", "ng/mL µg/L", 34, 0.3),
  privileged("argo-donors", "export-donors", "donor lists", "listas de doadores", 41, 0.4),
  privileged("argo-units", "export-units", "unit stock sheets", "follas de existencias", 63, 0.3),
  {
    id: "blade-raw-notes",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: TEMPLATE,
    line: 31,
    fridge: FRIDGE_B,
    places: ["{!! $donor->notes !!}", "$donor->notes", "show.blade.php"],
    categories: ["Cross-site scripting", "CWE-79", "Stored script in donor notes", "Scripting entre sitios"],
    en: {
      titles: [
        "{!! $donor->notes !!} prints the donor's notes unescaped",
        "A donor can run script in the nurses' view of their record",
        "The donor page trusts the notes field",
      ],
      facts: [
        "show.blade.php prints {!! $donor->notes !!}, Blade's raw output, and donors write their own notes in the portal; a note with a script runs in the session of every nurse who opens the record at the session desk, with the rights to release %u or mark it discarded.",
        "The notes are printed raw.",
      ],
      fix: "Print {{ $donor->notes }}, escaped, and if notes need formatting, render Markdown through a sanitiser.",
    },
    gl: {
      titles: [
        "{!! $donor->notes !!} imprime as notas do doador sen escapar",
        "Un doador pode executar script na vista de enfermaría do seu rexistro",
      ],
      facts: [
        "show.blade.php imprime {!! $donor->notes !!}, a saída en bruto de Blade, e os doadores escriben as súas notas no portal; un script nunha nota execútase na sesión de cada enfermeira que abre o rexistro, cos dereitos para liberar %u.",
      ],
      fix: "Imprime {{ $donor->notes }}, escapado.",
    },
  },
  {
    id: "donor-index-n1",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: CONTROLLER,
    line: 18,
    fridge: FRIDGE_B,
    places: ["DonorController@index", "index", "$donor->donations"],
    categories: [
      "Excessive data query operations",
      "CWE-1073",
      "N+1 queries",
      "Operacións de consulta excesivas",
    ],
    en: {
      titles: [
        "DonorController@index loads each donor's donations one query at a time",
        "The donor list runs 2,000 queries a page",
        "The session desk's donor list takes eight seconds to open",
      ],
      facts: [
        "index paginates Donor::query() and the view reads $donor->donations->last() for each row, a query per donor; with 2,000 donors a page the desk waits eight seconds, and during a blood drive the database's connections run out while units such as %u wait to be labelled.",
        "The donations are loaded lazily per donor.",
      ],
      fix: "Eager-load with Donor::with('latestDonation'), a hasOne ofMany relation, and page by 50.",
    },
    gl: {
      titles: [
        "DonorController@index carga as doazóns de cada doador cunha consulta por vez",
        "A lista de doadores fai 2.000 consultas por páxina",
      ],
      facts: [
        "index pagina Donor::query() e a vista le $donor->donations->last() para cada fila, unha consulta por doador; con 2.000 doadores por páxina a mesa agarda oito segundos mentres %u espera a etiqueta.",
      ],
      fix: "Carga antecipadamente con Donor::with('latestDonation').",
    },
  },
  {
    id: "salt-plain-key",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: SALT,
    line: 9,
    fridge: FRIDGE_B,
    places: ["fridge-agent-config", "file.managed", "/etc/fridge-agent/agent.yml"],
    categories: [
      "Use of hard-coded credentials",
      "CWE-798",
      "Key in the state tree",
      "Uso de credenciais codificadas",
    ],
    en: {
      titles: [
        "The fridge agent's API key is written in the Salt state",
        "fridge-agent-config puts the monitoring key in the repository",
        "Anyone with the Salt repository can post fake fridge temperatures",
      ],
      facts: [
        "fridge-agent-config is a file.managed with contents that hold api_key: 9f2c…, the key the fridge monitors post their temperatures with; the state tree is cloned by every contractor, and with the key anyone can post a normal temperature for %f while it warms, and the units in it stay in stock.",
        "The key is in the state file.",
      ],
      fix: "Move the key to an encrypted pillar (GPG renderer) read with pillar.get, rotate it, and sign the readings per monitor.",
    },
    gl: {
      titles: [
        "A clave da API do axente das neveiras está escrita no estado de Salt",
        "Calquera co repositorio de Salt pode enviar temperaturas falsas",
      ],
      facts: [
        "fridge-agent-config é un file.managed cuns contidos que levan api_key: 9f2c…; o repositorio clónano todos os contratistas, e coa clave calquera pode enviar unha temperatura normal para %f mentres se quenta.",
      ],
      fix: "Leva a clave a un pillar cifrado e rótaa.",
    },
  },
  {
    id: "caddy-forwarded",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.35,
    file: CADDY,
    line: 7,
    fridge: FRIDGE_B,
    places: ["donors.example.org", "reverse_proxy app:9000", "header_up X-Forwarded-For"],
    categories: [
      "Use of less trusted source",
      "CWE-348",
      "Spoofed client address",
      "Uso dunha fonte menos fiable",
    ],
    en: {
      titles: [
        "Caddy passes the client's own X-Forwarded-For to the portal",
        "The login rate limit can be bypassed with a forged header",
        "header_up X-Forwarded-For copies what the client sent",
      ],
      facts: [
        "The donors.example.org block has reverse_proxy app:9000 { header_up X-Forwarded-For {http.request.header.X-Forwarded-For} }, and Laravel trusts every proxy, so the client address the login throttle counts by is whatever the client writes; a script tried 40,000 passwords against donor accounts in a night, each with a new address.",
        "The forwarded address is taken from the client.",
      ],
      fix: "Drop the header_up line so Caddy sets the address itself, and trust only Caddy's address in TrustProxies.",
    },
    gl: {
      titles: [
        "Caddy pasa ao portal o X-Forwarded-For que enviou o cliente",
        "O límite de intentos de acceso elúdese cunha cabeceira falsa",
      ],
      facts: [
        "O bloque donors.example.org ten reverse_proxy app:9000 con header_up X-Forwarded-For copiado do cliente, e Laravel confía en todos os proxies, polo que o enderezo que conta o límite é o que escriba o cliente.",
      ],
      fix: "Quita a liña header_up e confía só no enderezo de Caddy.",
    },
  },
  {
    id: "udev-world-readable",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.35,
    file: UDEV,
    line: 3,
    fridge: PLATELETS,
    places: ['SUBSYSTEM=="hidraw"', 'MODE="0666"', "99-scanner.rules"],
    categories: [
      "Incorrect default permissions",
      "CWE-276",
      "Readable scanner",
      "Permisos predeterminados incorrectos",
    ],
    en: {
      titles: [
        'The scanner rule gives every hidraw device MODE="0666"',
        "Any local account can read and inject barcode scans",
        "99-scanner.rules makes the keyboard readable too",
      ],
      facts: [
        'SUBSYSTEM=="hidraw", MODE="0666" has no ATTRS{idVendor} match, so every HID device on the workstation, the keyboard included, is readable and writable by every account; the kiosk account can log what staff type and inject a scan that books %u into %f.',
        "Every hidraw device is world-writable.",
      ],
      fix: 'Match the scanner by ATTRS{idVendor} and ATTRS{idProduct}, and give it GROUP="scanner", MODE="0660".',
    },
    gl: {
      titles: [
        'A regra do escáner dá MODE="0666" a todos os dispositivos hidraw',
        "Calquera conta local pode ler e inxectar lecturas de códigos",
      ],
      facts: [
        'SUBSYSTEM=="hidraw", MODE="0666" non filtra por ATTRS{idVendor}, polo que todos os dispositivos HID, o teclado incluído, son lexibles por todas as contas; a conta do quiosco pode inxectar unha lectura que rexistra %u en %f.',
      ],
      fix: 'Filtra o escáner por ATTRS{idVendor} e usa GROUP="scanner", MODE="0660".',
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; gl: string })[] = [
  {
    id: "remark-xquery-module",
    agent: "reliability",
    file: RESULTS,
    line: 1,
    place: "module namespace",
    en: "Declare the module's namespace and version at its head",
    gl: "Declara o espazo de nomes e a versión do módulo na cabeceira",
  },
  {
    id: "remark-blade-script",
    agent: "security",
    file: TEMPLATE,
    line: 58,
    place: "@push('scripts')",
    en: "Move the inline script into a Vite asset",
    gl: "Move o script en liña a un recurso de Vite",
  },
  {
    id: "remark-argo-labels",
    agent: "security",
    file: WORKFLOW,
    line: 4,
    place: "metadata.labels",
    en: "Label each template with the team that owns it",
    gl: "Etiqueta cada modelo co equipo responsable",
  },
];

/** How a run writes, kept for the whole run. */
interface BloodStyle extends BilingualRun {
  /** Units by their ISBT 128 donation numbers, not their unit numbers. */
  isbt: boolean;
  /** Fridges by their asset tags, not their names. */
  tags: boolean;
}

const GALICIAN: SecondLanguage = {
  severity: "Gravidade",
  severities: {
    CRITICAL: "crítica",
    HIGH: "alta",
    MEDIUM: "media",
    LOW: "baixa",
    INFO: "información",
  },
  maintainability: "Mantemento",
  minor: "Pouca cousa, pero facilita o mantemento.",
};

/** `text` with the unit and the fridge written as the run names them. */
function written(text: string, fridge: Fridge, style: BloodStyle): string {
  const unit = style.isbt ? "=G1517 26 123456" : style.otherLanguage ? "a unidade 123456" : "unit 123456";
  const at = style.tags ? fridge.tag : style.otherLanguage ? fridge.nameGl : fridge.name;
  return text.replaceAll("%u", unit).replaceAll("%f", at);
}

/** `runs` runs of the three agents over the blood bank's code, with each finding's true issue. */
export function bloodbankRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], BloodStyle>(
    {
      name: "bloodbank",
      issues: ISSUES,
      remarks: REMARKS,
      language: GALICIAN,
      words: (issue, otherLanguage) => (otherLanguage ? issue.gl : issue.en),
      said: (remark) => remark.gl,
      habits: (random) => ({
        isbt: random() < 0.4,
        tags: random() < 0.4,
      }),
      written: (text, issue, run) => written(text, issue.fridge, run),
    },
    options,
  );
}
