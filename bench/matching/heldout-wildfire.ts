/**
 * The seventy-second held-out generator family for grouping quality (issue #12): a coastal
 * county's wildfire dispatch as its repository keeps it: the dispatchers' console in Free Pascal,
 * their keyboard macros in AutoHotkey, the fire map in ReScript, the aircraft telemetry decoder in
 * Odin, the fire-spread simulations as a Nextflow pipeline and the development machine in a
 * Vagrantfile, reviewed by runs of which some write in Croatian. None of these formats or that
 * language appear anywhere else in the tests.
 *
 * Written at the start of the stop that reads the seventieth, before the seventieth's errors were
 * read, to take its place as a check; committed before anything was run on it; read, and tuned
 * against, two stops later, once the seventy-fourth had taken its place. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - Pascal methods (`TDispatchForm.AssignAircraft`), AutoHotkey hotkeys (`^!r::`), ReScript
 *    hooks, Odin procedures and their attributes (`#no_bounds_check`), Nextflow processes and
 *    their directives, and Vagrant's `config.vm.network` lines as places;
 *  - Pascal is case-insensitive, and a run that says so writes the console's names in lower case
 *    (`tdispatchform.assignaircraft`) in its symbols: a habit of the whole run;
 *  - Croatian nouns declined by case (`letjelica`, `letjelicu`, `letjelice`), so one word has
 *    several endings across the wordings;
 *  - an aircraft named by its registration (`9A-CAO`) or by its type and tactical number
 *    (`Canadair 855`), a time written `14:05`, `14.05 h` or `2:05 PM`, and a fire's position in
 *    decimal degrees or in degrees, minutes and seconds, one habit a run each, in words;
 *  - categories as plain words, CWE ids, the field's own terms (`Aircraft list race`) or in
 *    Croatian;
 *  - twins: two methods of the console's form that change the aircraft list from the radio
 *    thread, whose third place is the list they share; two Odin procedures decoding a length the
 *    packet gives, with bounds checks off; two ports the Vagrantfile forwards on every interface,
 *    told apart by their numbers and services; a remark on the console's unit beside its issues.
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

const CONSOLE = "console/src/DispatchMain.pas";
const MACROS = "console/macros/dispatcher.ahk";
const MAP = "map/src/FireMap.res";
const DECODER = "telemetry/src/decode.odin";
const PIPELINE = "models/spread/main.nf";
const VAGRANT = "Vagrantfile";

type Agent = "security" | "reliability" | "performance";

/** An aircraft, as a report names it. */
interface Aircraft {
  registration: string;
  tactical: string;
}

/** Where a fire was: latitude north and longitude east, in decimal degrees. */
type Position = readonly [number, number];

interface WildfireIssue extends CataloguedIssue<Agent> {
  /** `%a` the aircraft, `%t` the time, `%p` the fire's position, as the run writes them. */
  en: Wording;
  hr: Wording;
  aircraft: Aircraft;
  /** Hour (0 to 23) and minute. */
  time: readonly [number, number];
  position: Position;
}

const CANADAIR: Aircraft = { registration: "9A-CAO", tactical: "Canadair 855" };
const TRACTOR: Aircraft = { registration: "9A-DAB", tactical: "Air Tractor 873" };

const KASTELA: Position = [43.5547, 16.3681];
const VODICE: Position = [43.7586, 15.7783];
const PELJESAC: Position = [42.9719, 17.1742];

/** A method of the console's form that changes the aircraft list from the radio thread. */
function listRace(
  id: string,
  method: string,
  doing: string,
  doingHr: string,
  line: number,
  rate: number,
  aircraft: Aircraft,
  time: readonly [number, number],
): WildfireIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: CONSOLE,
    line,
    aircraft,
    time,
    position: KASTELA,
    places: [
      `TDispatchForm.${method}`,
      `procedure TDispatchForm.${method}(const Msg: TRadioMessage);`,
      "FAircraftList",
    ],
    categories: ["Race condition", "CWE-362", "Aircraft list race", "Utrka pri pristupu popisu letjelica"],
    en: {
      titles: [
        `${method} changes the aircraft list from the radio thread without a lock`,
        `TDispatchForm.${method} races the map refresh on FAircraftList`,
        `${capital(doing)} can corrupt the console's list of aircraft`,
      ],
      facts: [
        `TDispatchForm.${method} is called from the radio thread's OnMessage and does FAircraftList.Delete and FAircraftList.Add while the form's timer iterates the same TList, with no TCriticalSection and no TThread.Synchronize, so at %t the console showed %a twice and lost track of it over the fire at %p.`,
        `${method} is not synchronised with the UI thread.`,
      ],
      fix: `Marshal the message to the main thread with TThread.Queue in ${method}, or guard FAircraftList with a TCriticalSection everywhere it is read.`,
    },
    hr: {
      titles: [
        `${method} mijenja popis letjelica iz radijske niti bez zaključavanja`,
        `TDispatchForm.${method} se utrkuje s osvježavanjem karte na FAircraftList`,
        `${capital(doingHr)} može pokvariti konzolin popis letjelica`,
      ],
      facts: [
        `TDispatchForm.${method} poziva se iz radijske niti (OnMessage) i radi FAircraftList.Delete i FAircraftList.Add dok timer forme prolazi istim TListom, bez TCriticalSection i bez TThread.Synchronize; u %t konzola je dvaput prikazala letjelicu %a i izgubila je iznad požara na %p.`,
      ],
      fix: `U ${method} prebacite poruku na glavnu nit s TThread.Queue ili zaštitite FAircraftList s TCriticalSection.`,
    },
  };
}

/** A procedure of the decoder reading a length the packet gives, with bounds checks off. */
function unchecked(
  id: string,
  proc: string,
  what: string,
  whatHr: string,
  line: number,
  rate: number,
  aircraft: Aircraft,
  time: readonly [number, number],
  position: Position,
): WildfireIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: DECODER,
    line,
    aircraft,
    time,
    position,
    places: [proc, `${proc} :: proc(buf: []u8) -> (Record, bool)`, "#no_bounds_check"],
    categories: [
      "Out-of-bounds read",
      "CWE-125",
      "Length from the packet trusted",
      "Čitanje izvan granica međuspremnika",
    ],
    en: {
      titles: [
        `${proc} slices the buffer by a length the packet gives, with bounds checks off`,
        `A short ${what} packet makes ${proc} read past its buffer`,
        `#no_bounds_check on ${proc} hides an out-of-bounds read`,
      ],
      facts: [
        `${proc} is marked #no_bounds_check and takes buf[4:4+length] with length read from the packet's own header, never compared with len(buf), so a truncated ${what} frame from %a at %t decoded neighbouring memory as data and put the fire at %p on the wrong tile.`,
        `${proc} trusts the length field.`,
      ],
      fix: `Check 4+length <= len(buf) in ${proc} and return ok=false otherwise; drop #no_bounds_check there.`,
    },
    hr: {
      titles: [
        `${proc} reže međuspremnik po duljini iz paketa, bez provjere granica`,
        `Kratki paket (${whatHr}) tjera ${proc} da čita izvan međuspremnika`,
      ],
      facts: [
        `${proc} ima #no_bounds_check i uzima buf[4:4+length], a length čita iz zaglavlja samog paketa i nikad ga ne uspoređuje s len(buf); skraćeni okvir letjelice %a u %t dekodiran je iz susjedne memorije, pa je požar na %p ucrtan na krivo mjesto.`,
      ],
      fix: `U ${proc} provjerite 4+length <= len(buf) i vratite ok=false; uklonite #no_bounds_check.`,
    },
  };
}

/** A port the Vagrantfile forwards on every interface of the host: each port its own issue. */
function forwarded(
  id: string,
  port: number,
  service: string,
  serviceHr: string,
  line: number,
  rate: number,
): WildfireIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file: VAGRANT,
    line,
    aircraft: CANADAIR,
    time: [9, 30],
    position: VODICE,
    places: [
      `config.vm.network "forwarded_port", guest: ${port}, host: ${port}`,
      `forwarded_port ${port}`,
      "config.vm.network",
    ],
    categories: ["Exposed service", "CWE-668", "Development port open to the network", "Izložena usluga"],
    en: {
      titles: [
        `The Vagrantfile forwards ${service} on port ${port} to every interface`,
        `${capital(service)} of the dev box is reachable from the office network`,
        `forwarded_port ${port} has no host_ip`,
      ],
      facts: [
        `config.vm.network "forwarded_port", guest: ${port}, host: ${port} sets no host_ip, so Vagrant binds ${service} on 0.0.0.0 of the dispatcher's laptop, and its copy of the incident data (the fire at %p, %a's sorties) was open to the operations centre's Wi-Fi.`,
        `Port ${port} is forwarded without host_ip.`,
      ],
      fix: `Add host_ip: "127.0.0.1" to the forwarded_port line for ${port}.`,
    },
    hr: {
      titles: [
        `Vagrantfile prosljeđuje ${serviceHr} na priključku ${port} na sva sučelja`,
        `${capital(serviceHr)} razvojnog stroja dostupna je iz uredske mreže`,
      ],
      facts: [
        `config.vm.network "forwarded_port", guest: ${port}, host: ${port} nema host_ip, pa Vagrant veže ${serviceHr} na 0.0.0.0 dispečerova prijenosnika, a njezina kopija podataka o intervencijama (požar na %p, letovi letjelice %a) bila je otvorena Wi-Fi mreži operativnog centra.`,
      ],
      fix: `Dodajte host_ip: "127.0.0.1" retku forwarded_port za ${port}.`,
    },
  };
}

const ISSUES: WildfireIssue[] = [
  listRace(
    "pas-assign",
    "AssignAircraft",
    "assigning an aircraft",
    "dodjela letjelice",
    212,
    0.45,
    CANADAIR,
    [14, 5],
  ),
  listRace(
    "pas-release",
    "ReleaseAircraft",
    "releasing an aircraft",
    "otpuštanje letjelice",
    268,
    0.35,
    TRACTOR,
    [17, 40],
  ),
  {
    id: "pas-search",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: CONSOLE,
    line: 341,
    aircraft: TRACTOR,
    time: [11, 15],
    position: PELJESAC,
    places: ["TDispatchForm.SearchIncidents", "SQLQuery1.SQL.Text", "edtSearch.Text"],
    categories: ["SQL injection", "CWE-89", "Query built from the search box", "Ubacivanje SQL-a"],
    en: {
      titles: [
        "SearchIncidents concatenates the search box into its SQL",
        "The incident search is open to SQL injection",
        "edtSearch.Text goes straight into SQLQuery1.SQL.Text",
      ],
      facts: [
        "TDispatchForm.SearchIncidents sets SQLQuery1.SQL.Text := 'SELECT * FROM incidents WHERE place LIKE ''%' + edtSearch.Text + '%''', so a quote typed while looking up the fire at %p at %t broke the query, and any text a dispatcher pastes runs as SQL against the incident log that also holds %a's flight records.",
        "The search query is built by concatenation.",
      ],
      fix: "Use a parameter: SQL.Text := '... LIKE :q' and Params.ParamByName('q').AsString := '%' + edtSearch.Text + '%'.",
    },
    hr: {
      titles: [
        "SearchIncidents lijepi sadržaj polja za pretragu u SQL",
        "Pretraga intervencija podložna je ubacivanju SQL-a",
      ],
      facts: [
        "TDispatchForm.SearchIncidents postavlja SQLQuery1.SQL.Text := 'SELECT * FROM incidents WHERE place LIKE ''%' + edtSearch.Text + '%''', pa je navodnik upisan pri traženju požara na %p u %t srušio upit, a svaki zalijepljeni tekst izvršava se kao SQL nad dnevnikom intervencija u kojem su i letovi letjelice %a.",
      ],
      fix: "Koristite parametar: ParamByName('q').AsString.",
    },
  },
  {
    id: "ahk-password",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: MACROS,
    line: 9,
    aircraft: CANADAIR,
    time: [6, 50],
    position: VODICE,
    places: ["^!r::", 'gatewayPassword := "Vatra-2026!"', "Send"],
    categories: [
      "Hard-coded credentials",
      "CWE-798",
      "Radio gateway password in the macro",
      "Tvrdo kodirana lozinka",
    ],
    en: {
      titles: [
        "The dispatcher macro keeps the radio gateway's password in plain text",
        "^!r:: types a hard-coded gateway password",
        "dispatcher.ahk embeds the radio gateway credentials",
      ],
      facts: [
        'The ^!r:: hotkey logs in to the radio gateway with gatewayPassword := "Vatra-2026!" and Send, the script is copied to every console and to a shared drive, and the same account could call %a; the file was still on a retired laptop found at %t.',
        "The password is written in the script.",
      ],
      fix: "Read the password from the Windows Credential Manager at start-up, and rotate the gateway account.",
    },
    hr: {
      titles: [
        "Dispečerski makro drži lozinku radijskog pristupnika kao čisti tekst",
        "^!r:: upisuje tvrdo kodiranu lozinku pristupnika",
      ],
      facts: [
        'Prečac ^!r:: prijavljuje se na radijski pristupnik s gatewayPassword := "Vatra-2026!" i Send, skripta se kopira na svaku konzolu i na dijeljeni disk, a isti račun može pozvati letjelicu %a; datoteka je u %t nađena i na otpisanom prijenosniku.',
      ],
      fix: "Lozinku čitajte iz Windows Credential Managera i promijenite je.",
    },
  },
  {
    id: "res-interval",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: MAP,
    line: 27,
    aircraft: TRACTOR,
    time: [15, 20],
    position: PELJESAC,
    places: ["FireMap.make", "Js.Global.setInterval(fetchIncidents, 2000)", "React.useEffect0"],
    categories: ["Resource leak", "CWE-401", "Polling timer never cleared", "Curenje resursa"],
    en: {
      titles: [
        "The fire map starts a new two-second poll on every mount and never clears it",
        "FireMap's useEffect0 returns no cleanup for its setInterval",
        "Polling timers pile up in the fire map",
      ],
      facts: [
        "React.useEffect0 in FireMap.make calls Js.Global.setInterval(fetchIncidents, 2000) and returns None, so each time the dispatcher switches tabs another timer starts; by %t a console ran forty polls at once and drew %a over %p a minute late.",
        "The interval is never cleared.",
      ],
      fix: "Return Some(() => Js.Global.clearInterval(id)) from the effect.",
    },
    hr: {
      titles: [
        "Karta požara pri svakom montiranju pokreće novo dvosekundno dohvaćanje i nikad ga ne zaustavlja",
        "useEffect0 u FireMapu ne vraća čišćenje za setInterval",
      ],
      facts: [
        "React.useEffect0 u FireMap.make poziva Js.Global.setInterval(fetchIncidents, 2000) i vraća None, pa svaka promjena kartice pokreće još jedan timer; do %t konzola je vrtjela četrdeset dohvaćanja odjednom i crtala letjelicu %a iznad %p s minutom zakašnjenja.",
      ],
      fix: "Vratite Some(() => Js.Global.clearInterval(id)) iz efekta.",
    },
  },
  unchecked(
    "odin-position",
    "decode_position",
    "position report",
    "izvješće o položaju",
    44,
    0.4,
    CANADAIR,
    [13, 2],
    KASTELA,
  ),
  unchecked(
    "odin-water",
    "decode_water_load",
    "water load",
    "količina vode",
    87,
    0.3,
    TRACTOR,
    [16, 48],
    VODICE,
  ),
  forwarded("vagrant-postgres", 5432, "the PostgreSQL database", "bazu PostgreSQL", 18, 0.35),
  forwarded(
    "vagrant-gateway",
    8080,
    "the radio gateway's admin page",
    "administratorsku stranicu radijskog pristupnika",
    19,
    0.3,
  ),
  {
    id: "nf-spread",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: PIPELINE,
    line: 12,
    aircraft: CANADAIR,
    time: [12, 45],
    position: KASTELA,
    places: ["process SPREAD_SIM", "SPREAD_SIM", "maxForks"],
    categories: [
      "Uncontrolled resource consumption",
      "CWE-770",
      "Unbounded simulation fan-out",
      "Nekontrolirana potrošnja resursa",
    ],
    en: {
      titles: [
        "SPREAD_SIM runs every wind scenario at once on the dispatch server",
        "process SPREAD_SIM has no maxForks, cpus or memory directive",
        "The fire-spread pipeline starves the console's database",
      ],
      facts: [
        "process SPREAD_SIM declares no maxForks, cpus or memory, and the local executor runs the 400 wind scenarios of a fire in parallel on the same server as the console's database, so at %t, with the fire at %p growing, the console froze for six minutes while %a waited for a drop zone.",
        "The simulation process has no resource limits.",
      ],
      fix: "Set maxForks 8, cpus 2 and memory '4 GB' on SPREAD_SIM, or send it to the cluster executor.",
    },
    hr: {
      titles: [
        "SPREAD_SIM pokreće sve scenarije vjetra odjednom na dispečerskom poslužitelju",
        "process SPREAD_SIM nema direktive maxForks, cpus ni memory",
      ],
      facts: [
        "process SPREAD_SIM ne navodi maxForks, cpus ni memory, a lokalni izvršitelj pokreće 400 scenarija vjetra jednog požara paralelno na istom poslužitelju na kojem je baza konzole; u %t, dok se požar na %p širio, konzola je šest minuta stajala, a letjelica %a čekala je zonu izbacivanja.",
      ],
      fix: "Postavite maxForks 8, cpus 2 i memory '4 GB' na SPREAD_SIM.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; hr: string })[] = [
  {
    id: "remark-console-free",
    agent: "reliability",
    file: CONSOLE,
    line: 1,
    place: "TDispatchForm.FormDestroy",
    en: "Free FAircraftList and the radio thread in FormDestroy",
    hr: "Oslobodite FAircraftList i radijsku nit u FormDestroy",
  },
  {
    id: "remark-decoder-tests",
    agent: "security",
    file: DECODER,
    line: 1,
    place: "package telemetry",
    en: "Add fuzz cases for truncated frames to the decoder's tests",
    hr: "Dodajte testove sa skraćenim okvirima za dekoder",
  },
  {
    id: "remark-pipeline-resume",
    agent: "performance",
    file: "models/spread/nextflow.config",
    line: 1,
    place: "process.cache",
    en: "Enable resume so a failed scenario does not rerun the whole fire",
    hr: "Uključite nastavak kako neuspjeli scenarij ne bi ponovno pokretao cijeli požar",
  },
];

/** How a run writes, kept for the whole run. */
interface WildfireStyle extends BilingualRun {
  /** Aircraft by type and tactical number, not by registration. */
  tactical: boolean;
  /** Times as `14:05` (0), `14.05 h` (1) or `2:05 PM` (2). */
  times: 0 | 1 | 2;
  /** Positions in degrees, minutes and seconds, not decimal degrees. */
  sexagesimal: boolean;
  /** The console's Pascal names in lower case in symbols. */
  lowerPascal: boolean;
}

const CROATIAN: SecondLanguage = {
  severity: "Ozbiljnost",
  severities: {
    CRITICAL: "kritična",
    HIGH: "visoka",
    MEDIUM: "srednja",
    LOW: "niska",
    INFO: "informativna",
  },
  maintainability: "Održivost koda",
  minor: "Sitnica, ali olakšava održavanje.",
};

function capital(text: string): string {
  return `${text[0]!.toUpperCase()}${text.slice(1)}`;
}

/** `time` as the run writes it. */
function timed(time: readonly [number, number], times: WildfireStyle["times"]): string {
  const [hour, minute] = time;
  const two = (n: number) => String(n).padStart(2, "0");
  if (times === 0) return `${two(hour)}:${two(minute)}`;
  if (times === 1) return `${two(hour)}.${two(minute)} h`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${two(minute)} ${hour < 12 ? "AM" : "PM"}`;
}

/** One coordinate in degrees, minutes and whole seconds. */
function sexagesimal(degrees: number, hemisphere: string): string {
  const whole = Math.floor(degrees);
  const minutes = (degrees - whole) * 60;
  const minute = Math.floor(minutes);
  const second = Math.round((minutes - minute) * 60);
  return `${whole}°${String(minute).padStart(2, "0")}′${String(second).padStart(2, "0")}″ ${hemisphere}`;
}

/** `position` as the run writes it. */
function positioned(position: Position, style: WildfireStyle): string {
  const [north, east] = position;
  return style.sexagesimal
    ? `${sexagesimal(north, "N")}, ${sexagesimal(east, "E")}`
    : `${north.toFixed(4)}° N, ${east.toFixed(4)}° E`;
}

/** `text` with the aircraft, the time and the position written as the run writes them. */
function written(text: string, issue: WildfireIssue, style: WildfireStyle): string {
  const aircraft = style.tactical ? issue.aircraft.tactical : issue.aircraft.registration;
  return text
    .replaceAll("%a", aircraft)
    .replaceAll("%t", timed(issue.time, style.times))
    .replaceAll("%p", positioned(issue.position, style));
}

/** `runs` runs of the three agents over the wildfire dispatch's code, with each finding's true issue. */
export function wildfireRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], WildfireStyle>(
    {
      name: "wildfire",
      issues: ISSUES,
      remarks: REMARKS,
      language: CROATIAN,
      words: (issue, otherLanguage) => (otherLanguage ? issue.hr : issue.en),
      said: (remark) => remark.hr,
      habits: (random) => {
        const tactical = random() < 0.4;
        const roll = random();
        const sexagesimal = random() < 0.35;
        const lowerPascal = random() < 0.25;
        return {
          tactical,
          times: roll < 0.5 ? 0 : roll < 0.8 ? 1 : 2,
          sexagesimal,
          lowerPascal,
        };
      },
      written: (text, issue, run) => written(text, issue, run),
      writing: (issue, run) =>
        run.lowerPascal && issue.file === CONSOLE ? { symbol: (place) => place.toLowerCase() } : {},
    },
    options,
  );
}
