/**
 * The seventy-third held-out generator family for grouping quality (issue #12): a national
 * herbarium's digitisation and specimen loans as its repository keeps them: the label-reading
 * pipeline in WDL, a georeferencing tool in CWL, the nightly ingest as a Prefect flow, a relabelling
 * script in Janet, the build's channels in Guix, the loans service in OCaml built with dune, and
 * the public request pages in Visualforce, reviewed by runs of which some write in Malay. None of
 * these formats or that language appear anywhere else in the tests.
 *
 * Written at the start of the stop that reads the seventy-first, before the seventy-first's errors
 * were read, to take its place as a check; committed before anything was run on it; read, and
 * tuned against, two stops later, once the seventy-fifth had taken its place. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - WDL tasks and their runtime sections, CWL requirements and input bindings, Prefect flows and
 *    tasks, Janet functions, Guix channel forms, OCaml functions of dune libraries and Visualforce
 *    tags as places;
 *  - dune wraps a library's modules, and a run that reads the compiled names writes the loans
 *    module as `Herbarium_loans__Loan.approve` rather than `Loan.approve` in its symbols: a habit
 *    of the whole run;
 *  - a Visualforce page named by its file (`LoanRequest.page`) or by the address it is served at
 *    (`/apex/LoanRequest`), a habit of the whole run in every text it writes;
 *  - Malay words built with prefixes and circumfixes (`pinjam`, `meminjam`, `dipinjam`,
 *    `peminjaman`), so one root has several beginnings across the wordings;
 *  - a species written whole (`Shorea curtisii`), abbreviated (`S. curtisii`) or with its
 *    authority (`Shorea curtisii Dyer ex King`), and a date as `14 March 2026` (`14 Mac 2026` in
 *    Malay), `2026-03-14` or `14/3/2026`, one habit a run each, in words;
 *  - categories as plain words, CWE ids, the field's own terms (`Holotype sent on loan`) or in
 *    Malay;
 *  - twins: one unescaped output on two Visualforce pages, a page each, told apart by page and
 *    field; two WDL tasks of one workflow pulling a `latest` image, told apart by task and image;
 *    a command built from untrusted text in two files of two formats (CWL and Janet); a remark on
 *    the loans module beside its issues.
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

const WORKFLOW = "pipelines/ocr/transcribe.wdl";
const GEOREF = "pipelines/georef/georef.cwl";
const INGEST = "flows/nightly_ingest.py";
const RELABEL = "scripts/relabel.janet";
const CHANNELS = "channels.scm";
const LOANS = "loans/lib/loan.ml";
const LOAN_PAGE = "salesforce/pages/LoanRequest.page";
const VISIT_PAGE = "salesforce/pages/VisitorBooking.page";

type Agent = "security" | "reliability" | "performance";

/** A species as catalogued: its genus, epithet and authority. */
interface Species {
  genus: string;
  epithet: string;
  authority: string;
}

/** A date: year, month (1 to 12), day. */
type Day = readonly [number, number, number];

interface HerbariumIssue extends CataloguedIssue<Agent> {
  /** `{sp}` the species, `{day}` the date, `{page}` a Visualforce page, as the run writes them. */
  en: Wording;
  ms: Wording;
  species: Species;
  day: Day;
  /** The Visualforce page the issue's words name, if any. */
  page?: string;
}

const CURTISII: Species = { genus: "Shorea", epithet: "curtisii", authority: "Dyer ex King" };
const MALACCENSIS: Species = { genus: "Aquilaria", epithet: "malaccensis", authority: "Lam." };
const ARNOLDII: Species = { genus: "Rafflesia", epithet: "arnoldii", authority: "R.Br." };

/** A Visualforce page printing a field with `escape="false"`: each page its own issue. */
function unescaped(
  id: string,
  file: string,
  page: string,
  field: string,
  who: string,
  whoMs: string,
  line: number,
  rate: number,
  species: Species,
  day: Day,
): HerbariumIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file,
    line,
    species,
    day,
    page,
    places: [`<apex:outputText value="{!${field}}" escape="false"/>`, `${page}.page`, field],
    categories: ["Cross-site scripting", "CWE-79", "Unescaped Visualforce output", "Skrip rentas tapak"],
    en: {
      titles: [
        `{page} prints ${field} with escape="false"`,
        `Stored XSS through the ${who}'s text on {page}`,
        `apex:outputText on {page} turns off escaping for ${field}`,
      ],
      facts: [
        `{page} renders <apex:outputText value="{!${field}}" escape="false"/>, and ${field} is whatever the ${who} typed on the public form, so a request about {sp} filed on {day} carried a script that ran in the curator's Salesforce session when it was opened.`,
        `${field} is printed without escaping.`,
      ],
      fix: `Drop escape="false" on {page}, or wrap the value in HTMLENCODE(${field}).`,
    },
    ms: {
      titles: [
        `{page} memaparkan ${field} dengan escape="false"`,
        `XSS tersimpan melalui teks ${whoMs} pada {page}`,
      ],
      facts: [
        `{page} memaparkan <apex:outputText value="{!${field}}" escape="false"/>, dan ${field} ialah apa sahaja yang ditaip oleh ${whoMs} pada borang awam; permohonan mengenai {sp} yang difailkan pada {day} membawa skrip yang dijalankan dalam sesi Salesforce kurator apabila dibuka.`,
      ],
      fix: `Buang escape="false" pada {page}, atau balut nilainya dengan HTMLENCODE(${field}).`,
    },
  };
}

/** A WDL task pulling its image by the `latest` tag: each task its own issue. */
function unpinned(
  id: string,
  task: string,
  image: string,
  doing: string,
  doingMs: string,
  line: number,
  rate: number,
  species: Species,
  day: Day,
): HerbariumIssue {
  return {
    id,
    agent: "reliability",
    severity: "MEDIUM",
    rate,
    file: WORKFLOW,
    line,
    species,
    day,
    places: [`task ${task}`, `docker: "${image}:latest"`, "runtime"],
    categories: [
      "Unpinned dependency",
      "CWE-1357",
      "Container image by latest tag",
      "Imej bekas tidak disematkan",
    ],
    en: {
      titles: [
        `${task} pulls ${image}:latest, so ${doing} changes under the herbarium`,
        `The runtime of task ${task} has no pinned image`,
        `${task}'s results are not reproducible: its image floats on latest`,
      ],
      facts: [
        `The runtime section of task ${task} says docker: "${image}:latest", so every run of the workflow pulls whatever was pushed last; after a push on {day}, ${doing} gave different results for the sheets of {sp} than the ones already published, and nobody could rebuild the old ones.`,
        `${task} uses a latest tag.`,
      ],
      fix: `Pin ${image} by digest (@sha256:...) in ${task}'s runtime and bump it in a reviewed change.`,
    },
    ms: {
      titles: [
        `${task} menarik ${image}:latest, jadi ${doingMs} berubah tanpa disedari`,
        `Runtime tugasan ${task} tidak menyematkan imej`,
      ],
      facts: [
        `Bahagian runtime tugasan ${task} menyatakan docker: "${image}:latest", jadi setiap larian aliran kerja menarik imej terkini; selepas imej baharu ditolak pada {day}, ${doingMs} memberi keputusan berbeza bagi helaian {sp} berbanding yang telah diterbitkan, dan yang lama tidak dapat dibina semula.`,
      ],
      fix: `Sematkan ${image} dengan digest (@sha256:...) dalam runtime ${task}.`,
    },
  };
}

const ISSUES: HerbariumIssue[] = [
  unescaped(
    "vf-loan",
    LOAN_PAGE,
    "LoanRequest",
    "request.Notes__c",
    "borrowing institution",
    "institusi peminjam",
    23,
    0.4,
    ARNOLDII,
    [2026, 3, 14],
  ),
  unescaped(
    "vf-visit",
    VISIT_PAGE,
    "VisitorBooking",
    "booking.Purpose__c",
    "visitor",
    "pelawat",
    31,
    0.35,
    CURTISII,
    [2026, 5, 2],
  ),
  unpinned(
    "wdl-transcribe",
    "TranscribeLabel",
    "herbarium/label-ocr",
    "label transcription",
    "transkripsi label",
    41,
    0.4,
    MALACCENSIS,
    [2026, 2, 9],
  ),
  unpinned(
    "wdl-segment",
    "SegmentSheet",
    "herbarium/sheet-segmenter",
    "sheet segmentation",
    "segmentasi helaian",
    17,
    0.3,
    CURTISII,
    [2026, 4, 21],
  ),
  {
    id: "ml-holotype",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: LOANS,
    line: 58,
    species: ARNOLDII,
    day: [2026, 1, 27],
    places: ["Loan.approve", "let approve (db : Db.t) (req : request) =", "specimen.type_status"],
    categories: ["Missing authorization", "CWE-862", "Holotype sent on loan", "Kebenaran tidak disemak"],
    en: {
      titles: [
        "Loan.approve lets type specimens leave the herbarium",
        "Holotypes can be approved for loan without the curator's sign-off",
        "approve never looks at specimen.type_status",
      ],
      facts: [
        "Loan.approve checks only that the borrowing institution is registered and never reads specimen.type_status, so a request for the holotype of {sp} approved on {day} went out by courier without the keeper's signature the rules require for type material.",
        "Type specimens are not excluded from loans.",
      ],
      fix: "In approve, refuse specimens whose type_status is Holotype or Lectotype unless req.keeper_signed is set, and log the decision.",
    },
    ms: {
      titles: [
        "Loan.approve membenarkan spesimen jenis dipinjamkan keluar",
        "Holotip boleh diluluskan untuk peminjaman tanpa tandatangan kurator",
      ],
      facts: [
        "Loan.approve hanya menyemak bahawa institusi peminjam berdaftar dan tidak pernah membaca specimen.type_status; permohonan meminjam holotip {sp} yang diluluskan pada {day} dihantar melalui kurier tanpa tandatangan penjaga yang diwajibkan bagi bahan jenis.",
      ],
      fix: "Dalam approve, tolak spesimen yang type_status-nya Holotype atau Lectotype kecuali req.keeper_signed ditetapkan.",
    },
  },
  {
    id: "ml-search",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: LOANS,
    line: 112,
    species: MALACCENSIS,
    day: [2026, 6, 3],
    places: ["Loan.search", "Printf.sprintf \"SELECT * FROM loans WHERE borrower LIKE '%%%s%%'\"", "Db.exec"],
    categories: ["SQL injection", "CWE-89", "Query built with Printf", "Suntikan SQL"],
    en: {
      titles: [
        "Loan.search formats the borrower's name into its SQL",
        "SQL injection in the loans search",
        "search passes a Printf.sprintf string to Db.exec",
      ],
      facts: [
        "Loan.search builds its query with Printf.sprintf \"SELECT * FROM loans WHERE borrower LIKE '%%%s%%'\" and hands it to Db.exec, so a borrower typed with a quote while looking up the loans of {sp} on {day} broke the search, and any text in that box runs as SQL against the loans ledger.",
        "The search query is formatted, not bound.",
      ],
      fix: "Use a prepared statement with a bound parameter (Db.prepare and Db.bind_text) instead of Printf.sprintf.",
    },
    ms: {
      titles: [
        "Loan.search memasukkan nama peminjam terus ke dalam SQL",
        "Suntikan SQL dalam carian pinjaman",
      ],
      facts: [
        "Loan.search membina pertanyaannya dengan Printf.sprintf \"SELECT * FROM loans WHERE borrower LIKE '%%%s%%'\" dan menyerahkannya kepada Db.exec; nama peminjam yang ditaip dengan tanda petik semasa mencari pinjaman {sp} pada {day} merosakkan carian, dan apa sahaja teks dalam kotak itu dijalankan sebagai SQL.",
      ],
      fix: "Gunakan pernyataan tersedia dengan parameter terikat (Db.prepare, Db.bind_text).",
    },
  },
  {
    id: "cwl-locality",
    agent: "security",
    severity: "HIGH",
    rate: 0.35,
    file: GEOREF,
    line: 14,
    species: CURTISII,
    day: [2026, 3, 30],
    places: ["ShellCommandRequirement", "valueFrom: $(inputs.locality)", "inputs.locality"],
    categories: ["OS command injection", "CWE-78", "Locality text run by the shell", "Suntikan arahan"],
    en: {
      titles: [
        "georef.cwl passes the label's locality text to the shell unquoted",
        "The georeferencing tool runs whatever the locality field says",
        "ShellCommandRequirement with $(inputs.locality) in the command line",
      ],
      facts: [
        "georef.cwl declares ShellCommandRequirement and binds valueFrom: $(inputs.locality) with shellQuote: false, and the locality comes from the transcribed label, so a sheet of {sp} whose label read `Ulu Gombak; rm -rf /data` on {day} would have run that line on the worker.",
        "The locality is not quoted for the shell.",
      ],
      fix: "Remove ShellCommandRequirement, or set shellQuote: true on the locality binding and pass it as an argument.",
    },
    ms: {
      titles: [
        "georef.cwl menghantar teks lokaliti label kepada shell tanpa petikan",
        "Alat georujukan menjalankan apa sahaja yang tertulis dalam medan lokaliti",
      ],
      facts: [
        "georef.cwl mengisytiharkan ShellCommandRequirement dan mengikat valueFrom: $(inputs.locality) dengan shellQuote: false, sedangkan lokaliti datang daripada label yang ditranskripsi; helaian {sp} yang labelnya berbunyi `Ulu Gombak; rm -rf /data` pada {day} akan menjalankan baris itu pada pekerja.",
      ],
      fix: "Buang ShellCommandRequirement, atau tetapkan shellQuote: true pada pengikatan lokaliti.",
    },
  },
  {
    id: "janet-shell",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.35,
    file: RELABEL,
    line: 22,
    species: ARNOLDII,
    day: [2026, 7, 8],
    places: ["relabel", '(os/shell (string "exiftool -Title=" title " " path))', "os/shell"],
    categories: ["OS command injection", "CWE-78", "Shell string from a file name", "Suntikan arahan"],
    en: {
      titles: [
        "relabel.janet builds a shell command from the scan's title and path",
        "os/shell in relabel runs text taken from image file names",
        "Command injection in the relabelling script",
      ],
      facts: [
        'The relabel function calls (os/shell (string "exiftool -Title=" title " " path)), where title is the determination and path the scan\'s file name as the scanner stations save it, so a scan of {sp} renamed with a backtick on {day} ran a command on the archive server.',
        "The script shells out with an unquoted string.",
      ],
      fix: 'Call (os/execute ["exiftool" (string "-Title=" title) path] :p) instead of os/shell.',
    },
    ms: {
      titles: [
        "relabel.janet membina arahan shell daripada tajuk dan laluan imbasan",
        "os/shell dalam relabel menjalankan teks daripada nama fail imej",
      ],
      facts: [
        'Fungsi relabel memanggil (os/shell (string "exiftool -Title=" title " " path)), dengan title ialah penentuan dan path ialah nama fail imbasan; imbasan {sp} yang dinamakan semula dengan tanda backtick pada {day} menjalankan arahan pada pelayan arkib.',
      ],
      fix: 'Gunakan (os/execute ["exiftool" (string "-Title=" title) path] :p).',
    },
  },
  {
    id: "prefect-token",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: INGEST,
    line: 36,
    species: MALACCENSIS,
    day: [2026, 4, 11],
    places: ["publish_to_gbif", 'logger.info(f"publishing with token {token}")', "get_run_logger"],
    categories: [
      "Sensitive information in logs",
      "CWE-532",
      "GBIF token in the flow's logs",
      "Maklumat sensitif dalam log",
    ],
    en: {
      titles: [
        "publish_to_gbif writes the GBIF token to the Prefect run logs",
        "The nightly ingest leaks its publishing credentials to the logs",
        "get_run_logger() logs the API token in publish_to_gbif",
      ],
      facts: [
        'The publish_to_gbif task reads the token from a Secret block and then calls logger.info(f"publishing with token {token}"), and the flow\'s logs are shown to every Prefect Cloud member, volunteers included; the run that published {sp} on {day} put the token there in full.',
        "The token is printed in a log line.",
      ],
      fix: "Log without the token (or a masked suffix), and rotate the GBIF token.",
    },
    ms: {
      titles: [
        "publish_to_gbif menulis token GBIF ke dalam log larian Prefect",
        "Pengingesan malam membocorkan kelayakan penerbitannya ke log",
      ],
      facts: [
        'Tugasan publish_to_gbif membaca token daripada blok Secret dan kemudian memanggil logger.info(f"publishing with token {token}"), sedangkan log aliran boleh dilihat oleh setiap ahli Prefect Cloud termasuk sukarelawan; larian yang menerbitkan {sp} pada {day} mencatat token itu sepenuhnya.',
      ],
      fix: "Jangan log token itu, dan tukar token GBIF.",
    },
  },
  {
    id: "prefect-memory",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: INGEST,
    line: 71,
    species: CURTISII,
    day: [2026, 8, 19],
    places: ["nightly_ingest", "scans = list(storage.iter_scans(since))", "@flow"],
    categories: [
      "Uncontrolled resource consumption",
      "CWE-400",
      "Every scan held in memory",
      "Penggunaan memori tanpa had",
    ],
    en: {
      titles: [
        "nightly_ingest loads every new scan into memory before processing any",
        "The ingest flow's list(...) of scans runs the worker out of memory",
        "Memory grows with the night's scans in nightly_ingest",
      ],
      facts: [
        "The @flow nightly_ingest does scans = list(storage.iter_scans(since)), holding each 300 MB TIFF in memory before mapping the tasks over them, so the night after the {sp} collection was digitised on {day} the worker was killed at 60 GB and nothing was ingested.",
        "All scans are read before any is processed.",
      ],
      fix: "Iterate storage.iter_scans lazily and submit the tasks in batches of 50.",
    },
    ms: {
      titles: [
        "nightly_ingest memuatkan setiap imbasan baharu ke dalam memori sebelum memprosesnya",
        "list(...) imbasan dalam aliran pengingesan menghabiskan memori pekerja",
      ],
      facts: [
        "@flow nightly_ingest melakukan scans = list(storage.iter_scans(since)) dan menyimpan setiap TIFF 300 MB dalam memori sebelum tugasan dipetakan; malam selepas koleksi {sp} didigitalkan pada {day}, pekerja dibunuh pada 60 GB dan tiada apa-apa diinges.",
      ],
      fix: "Lelar storage.iter_scans secara malas dan serahkan tugasan dalam kelompok 50.",
    },
  },
  {
    id: "guix-pin",
    agent: "reliability",
    severity: "LOW",
    rate: 0.3,
    file: CHANNELS,
    line: 3,
    species: MALACCENSIS,
    day: [2026, 9, 1],
    places: ["(channel (name 'guix))", '(branch "master")', "channels.scm"],
    categories: [
      "Unpinned dependency",
      "CWE-1357",
      "Guix channel without a commit",
      "Saluran Guix tidak disematkan",
    ],
    en: {
      titles: [
        "channels.scm follows Guix master without a commit",
        "The build environment is not reproducible: the guix channel has no commit",
        '(branch "master") with no (commit ...) in the channel list',
      ],
      facts: [
        'The guix channel in channels.scm names (branch "master") and no (commit ...), so guix time-machine resolves a different set of packages on each machine; the OCR results for {sp} rebuilt on {day} differed from the published ones because tesseract moved a version.',
        "The channel is not pinned.",
      ],
      fix: "Run guix describe -f channels and commit the result, so the channel carries its commit.",
    },
    ms: {
      titles: [
        "channels.scm mengikut Guix master tanpa komit",
        "Persekitaran binaan tidak boleh dihasilkan semula: saluran guix tiada komit",
      ],
      facts: [
        'Saluran guix dalam channels.scm menyebut (branch "master") tanpa (commit ...), jadi guix time-machine memilih pakej yang berlainan pada setiap mesin; keputusan OCR bagi {sp} yang dibina semula pada {day} berbeza daripada yang diterbitkan kerana versi tesseract berubah.',
      ],
      fix: "Jalankan guix describe -f channels dan komit hasilnya.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; ms: string })[] = [
  {
    id: "remark-loans-doc",
    agent: "security",
    file: LOANS,
    line: 1,
    place: "Loan",
    en: "Document in loan.mli which functions may be called without a curator",
    ms: "Dokumenkan dalam loan.mli fungsi yang boleh dipanggil tanpa kurator",
  },
  {
    id: "remark-ingest-hints",
    agent: "performance",
    file: INGEST,
    line: 1,
    place: "flows.nightly_ingest",
    en: "Add type hints to the flow's task parameters",
    ms: "Tambah petunjuk jenis pada parameter tugasan aliran",
  },
  {
    id: "remark-workflow-meta",
    agent: "reliability",
    file: WORKFLOW,
    line: 1,
    place: "workflow Transcribe",
    en: "Fill in the meta and parameter_meta sections of the workflow",
    ms: "Lengkapkan bahagian meta dan parameter_meta aliran kerja",
  },
];

/** How a run writes, kept for the whole run. */
interface HerbariumStyle extends BilingualRun {
  /** Species whole (0), with the genus abbreviated (1) or with their authority (2). */
  species: 0 | 1 | 2;
  /** Dates as `14 March 2026` (0), `2026-03-14` (1) or `14/3/2026` (2). */
  dates: 0 | 1 | 2;
  /** Visualforce pages by the address they are served at, not by file. */
  addresses: boolean;
  /** The loans module by the name dune compiles it to. */
  mangled: boolean;
}

const MALAY: SecondLanguage = {
  severity: "Tahap keterukan",
  severities: {
    CRITICAL: "kritikal",
    HIGH: "tinggi",
    MEDIUM: "sederhana",
    LOW: "rendah",
    INFO: "maklumat",
  },
  maintainability: "Kebolehselenggaraan",
  minor: "Kecil, tetapi memudahkan penyelenggaraan.",
};

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const BULAN = [
  "Januari",
  "Februari",
  "Mac",
  "April",
  "Mei",
  "Jun",
  "Julai",
  "Ogos",
  "September",
  "Oktober",
  "November",
  "Disember",
];

/** `species` as the run writes it. */
function named(species: Species, habit: HerbariumStyle["species"]): string {
  if (habit === 1) return `${species.genus[0]}. ${species.epithet}`;
  if (habit === 2) return `${species.genus} ${species.epithet} ${species.authority}`;
  return `${species.genus} ${species.epithet}`;
}

/** `day` as the run writes it, its month's name in the run's language. */
function dated(day: Day, style: HerbariumStyle): string {
  const [year, month, date] = day;
  if (style.dates === 1) return `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
  if (style.dates === 2) return `${date}/${month}/${year}`;
  return `${date} ${(style.otherLanguage ? BULAN : MONTHS)[month - 1]} ${year}`;
}

/** A Visualforce page as the run names it. */
function paged(page: string, style: HerbariumStyle): string {
  return style.addresses ? `/apex/${page}` : `${page}.page`;
}

/** `text` with the species, the date and the page written as the run writes them. */
function written(text: string, issue: HerbariumIssue, style: HerbariumStyle): string {
  const out = text
    .replaceAll("{sp}", named(issue.species, style.species))
    .replaceAll("{day}", dated(issue.day, style));
  return issue.page === undefined ? out : out.replaceAll("{page}", paged(issue.page, style));
}

/** `runs` runs of the three agents over the herbarium's code, with each finding's true issue. */
export function herbariumRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], HerbariumStyle>(
    {
      name: "herbarium",
      issues: ISSUES,
      remarks: REMARKS,
      language: MALAY,
      words: (issue, otherLanguage) => (otherLanguage ? issue.ms : issue.en),
      said: (remark) => remark.ms,
      habits: (random) => {
        const species = random();
        const dates = random();
        const addresses = random() < 0.4;
        const mangled = random() < 0.25;
        return {
          species: species < 0.5 ? 0 : species < 0.8 ? 1 : 2,
          dates: dates < 0.45 ? 0 : dates < 0.75 ? 1 : 2,
          addresses,
          mangled,
        };
      },
      written: (text, issue, run) => written(text, issue, run),
      writing: (issue, run) => ({
        symbol: (place) => {
          if (issue.page !== undefined && place === `${issue.page}.page`) return paged(issue.page, run);
          if (run.mangled && issue.file === LOANS && place.startsWith("Loan."))
            return `Herbarium_loans__${place}`;
          return place;
        },
      }),
    },
    options,
  );
}
