/**
 * The thirty-fourth held-out generator family for grouping quality (issue #12): a marketplace's
 * product search, as its search stack keeps it: Elasticsearch index templates and ingest
 * pipelines (JSON, with Painless scripts inside), a Logstash pipeline, a Solr schema and
 * solrconfig for the legacy catalogue, and OpenSearch security roles (YAML), reviewed by runs of
 * which some write in Indonesian. None of these formats appear anywhere else in the tests, and
 * no family before it writes Indonesian.
 *
 * Written at the end of the stop that read the thirty-second family, before the thirty-third's
 * errors were read, to take its place as a check; committed before anything was run on it; never
 * tuned against. Self-contained: its own catalogue and its own model of how reports vary, its
 * numbers from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - a place in a JSON document written as a JSONPath from its root (`$.template.mappings…`), as
 *    a dotted path without the root, or as the field's name alone, one habit a run;
 *  - a Logstash pipeline named by its id from `pipelines.yml` (`orders-ingest`) rather than its
 *    file, and an ingest pipeline's script by its processor's place (`processors[2].script`) or
 *    by its tag, one habit a run;
 *  - titles led by the agent's role (`Security: …`, `Performa: …`), one habit a run; the
 *    severity said again in words inside the description;
 *  - descriptions that end with a reference to the vendor's documentation page;
 *  - categories as plain words, CWE ids, the search engine's own terms (`mapping explosion`) or
 *    in Indonesian;
 *  - twins: two index templates with the same dynamic mapping left open; two Solr request
 *    handlers that accept any `qt`-chosen parser; remarks a run makes on its own.
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

const ORDERS_TEMPLATE = "search/elasticsearch/templates/orders.json";
const PRODUCTS_TEMPLATE = "search/elasticsearch/templates/products.json";
const PIPELINE = "search/elasticsearch/ingest/enrich-products.json";
const LOGSTASH = "search/logstash/pipeline/orders.conf";
const SOLR_SCHEMA = "legacy/solr/catalog/conf/managed-schema.xml";
const SOLR_CONFIG = "legacy/solr/catalog/conf/solrconfig.xml";
const ROLES = "search/opensearch/security/roles.yml";

interface SearchIssue extends CatalogueIssue {
  /** How a run that names files by their logical id names this one (a Logstash pipeline's id). */
  logicalFile?: string;
  /** The place as a JSONPath from the root, as a dotted path, and as a name alone; or its usual forms. */
  places: readonly [string, string, string];
  /** Plain, CWE, the engine's own term, Indonesian. */
  categories: readonly [string, string, string, string];
  docs: string;
  en: Wording;
  id_: Wording;
}

/** An index template whose mappings stay dynamic: each template is its own issue. */
function openMapping(id: string, index: string, file: string, line: number, rate: number): SearchIssue {
  return {
    id,
    agent: "performance",
    severity: "MEDIUM",
    rate,
    file,
    line,
    places: [`$.template.mappings.dynamic`, `template.mappings.dynamic`, `${index}-*`],
    categories: ["Unbounded mapping", "CWE-770", "Mapping explosion", "Ledakan mapping"],
    docs: "https://www.elastic.co/guide/en/elasticsearch/reference/current/mapping-settings-limit.html",
    en: {
      titles: [
        `${index} template leaves dynamic mapping on`,
        `Mapping explosion risk in the ${index} index template`,
        `Every new JSON key becomes a field in ${index}-*`,
      ],
      facts: [
        `The ${index} index template sets "dynamic": true and no index.mapping.total_fields.limit, so every key a client sends in the free-form attributes object becomes a mapped field, and the cluster state grows with each new key.`,
        `Free-form attributes in ${index} documents are mapped one field per key.`,
      ],
      fix: 'Set "dynamic": "strict" (or map attributes as flattened) and keep the total fields limit.',
    },
    id_: {
      titles: [
        `Template ${index} membiarkan dynamic mapping aktif`,
        `Risiko ledakan mapping pada template ${index}`,
      ],
      facts: [
        `Template indeks ${index} memakai "dynamic": true tanpa index.mapping.total_fields.limit, sehingga setiap kunci baru dari klien menjadi field baru dan cluster state terus membesar.`,
      ],
      fix: 'Gunakan "dynamic": "strict" atau tipe flattened untuk atribut.',
    },
  };
}

/** A Solr request handler that lets the request choose its query parser: each handler is its own issue. */
function openParser(id: string, handler: string, line: number, rate: number): SearchIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: SOLR_CONFIG,
    line,
    places: [`<requestHandler name="${handler}">`, handler, "defType"],
    categories: ["Query injection", "CWE-943", "Local params injection", "Injeksi kueri"],
    docs: "https://solr.apache.org/guide/solr/latest/query-guide/local-params.html",
    en: {
      titles: [
        `${handler} lets the request pick its query parser`,
        `Local params injection through ${handler}`,
        `${handler} accepts {!…} local params from the storefront`,
      ],
      facts: [
        `The ${handler} request handler passes q through with defType unset in its invariants, so a search box value such as {!join from=… to=…} or {!xmlparser} is parsed as local params and can read other cores or reach the XML parser.`,
        `User text in q can switch ${handler} to another query parser.`,
      ],
      fix: "Fix defType in invariants and strip local params from user input (or set the edismax uf list).",
    },
    id_: {
      titles: [`${handler} membiarkan permintaan memilih query parser`],
      facts: [
        `Request handler ${handler} meneruskan q tanpa defType pada invariants, sehingga input seperti {!join …} dibaca sebagai local params.`,
      ],
      fix: "Tetapkan defType di invariants dan buang local params dari input pengguna.",
    },
  };
}

const ISSUES: SearchIssue[] = [
  openMapping("mapping-orders", "orders", ORDERS_TEMPLATE, 14, 0.55),
  openMapping("mapping-products", "products", PRODUCTS_TEMPLATE, 18, 0.45),
  openParser("parser-select", "/select", 842, 0.55),
  openParser("parser-browse", "/browse", 901, 0.4),
  {
    id: "painless-null",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.5,
    file: PIPELINE,
    line: 31,
    places: ["$.processors[2].script", "processors[2].script", "normalize-price"],
    categories: ["Null dereference", "CWE-476", "Pipeline failure", "Dereferensi null"],
    docs: "https://www.elastic.co/guide/en/elasticsearch/reference/current/script-processor.html",
    en: {
      titles: [
        "normalize-price script fails on products without a price",
        "Painless script dereferences ctx.price without a null check",
        "Ingest pipeline rejects documents missing price",
      ],
      facts: [
        "The script processor tagged normalize-price computes ctx.price.amount * ctx.price.rate without checking ctx.price, and the processor has no on_failure or ignore_failure, so every product without a price is rejected at ingest.",
        "A missing price field makes the whole document fail the pipeline.",
      ],
      fix: "Guard with ctx.price?.amount, or add an on_failure handler that tags the document.",
    },
    id_: {
      titles: ["Skrip normalize-price gagal untuk produk tanpa harga"],
      facts: [
        "Processor script normalize-price menghitung ctx.price.amount tanpa memeriksa ctx.price, dan tidak ada on_failure, sehingga produk tanpa harga ditolak saat ingest.",
      ],
      fix: "Gunakan ctx.price?.amount atau tambahkan on_failure.",
    },
  },
  {
    id: "logstash-dlq",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.45,
    file: LOGSTASH,
    logicalFile: "orders-ingest",
    line: 48,
    places: ["output { elasticsearch", "elasticsearch output", "dead_letter_queue"],
    categories: ["Data loss", "CWE-755", "Dropped events", "Kehilangan data"],
    docs: "https://www.elastic.co/guide/en/logstash/current/dead-letter-queues.html",
    en: {
      titles: [
        "Rejected order events are dropped silently",
        "No dead letter queue for the orders pipeline",
        "Mapping conflicts lose order documents",
      ],
      facts: [
        "The elasticsearch output of the orders pipeline runs without dead_letter_queue.enable, so a document the cluster rejects with a 400 (a mapping conflict) is logged once and dropped, and the order never reaches search.",
        "Events Elasticsearch rejects are not kept anywhere.",
      ],
      fix: "Enable the dead letter queue for the pipeline and reprocess it with a dead_letter_queue input.",
    },
    id_: {
      titles: ["Event pesanan yang ditolak hilang tanpa jejak"],
      facts: [
        "Output elasticsearch pada pipeline orders berjalan tanpa dead_letter_queue.enable, sehingga dokumen yang ditolak dengan 400 hanya dicatat lalu dibuang.",
      ],
      fix: "Aktifkan dead letter queue dan proses ulang isinya.",
    },
  },
  {
    id: "logstash-password",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: LOGSTASH,
    logicalFile: "orders-ingest",
    line: 52,
    places: ["output { elasticsearch", "password", "elasticsearch output"],
    categories: ["Hard-coded credentials", "CWE-798", "Secret in config", "Kredensial tertanam"],
    docs: "https://www.elastic.co/guide/en/logstash/current/keystore.html",
    en: {
      titles: [
        "Elasticsearch password written in the pipeline config",
        "orders pipeline hard-codes the logstash_writer password",
        "Cluster credentials committed with the pipeline",
      ],
      facts: [
        'The elasticsearch output sets user => "logstash_writer" and password => "…" in clear text, and the pipeline file is in the repository and in every Logstash image.',
        "The writer account's password is in the repository.",
      ],
      fix: "Move the password to the Logstash keystore and reference it as ${ES_PWD}; rotate it.",
    },
    id_: {
      titles: ["Password Elasticsearch tertulis di konfigurasi pipeline"],
      facts: [
        "Output elasticsearch menulis password akun logstash_writer dalam teks biasa, dan file pipeline ada di repositori.",
      ],
      fix: "Pindahkan password ke keystore Logstash dan ganti password.",
    },
  },
  {
    id: "solr-copyfield",
    agent: "performance",
    severity: "LOW",
    rate: 0.4,
    file: SOLR_SCHEMA,
    line: 212,
    places: ['<copyField source="*" dest="_text_"/>', "_text_", "copyField"],
    categories: ["Index size", "CWE-1176", "Catch-all field", "Ukuran indeks"],
    docs: "https://solr.apache.org/guide/solr/latest/indexing-guide/copy-fields.html",
    en: {
      titles: [
        "Catch-all copyField doubles the index",
        'copyField source="*" copies every field into _text_',
        "_text_ indexes binary and numeric fields as text",
      ],
      facts: [
        'The schema copies source="*" into _text_, including the description HTML, image URLs and numeric fields, so the index is about twice the size it needs and commits take longer.',
        "Every field is also indexed again as text.",
      ],
      fix: "Copy only the fields the default search needs into _text_.",
    },
    id_: {
      titles: ['copyField source="*" menggandakan ukuran indeks'],
      facts: [
        'Skema menyalin source="*" ke _text_, termasuk HTML deskripsi dan URL gambar, sehingga indeks membesar dua kali.',
      ],
      fix: "Salin hanya field yang dibutuhkan ke _text_.",
    },
  },
  {
    id: "role-wildcard",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: ROLES,
    line: 23,
    places: ["storefront_reader", "storefront_reader.index_permissions", "index_patterns: ['*']"],
    categories: ["Excessive privilege", "CWE-269", "Over-broad role", "Hak akses berlebihan"],
    docs: "https://opensearch.org/docs/latest/security/access-control/users-roles/",
    en: {
      titles: [
        "storefront_reader can read every index",
        "Wildcard index pattern in the storefront role",
        "The storefront's search user reads the orders index",
      ],
      facts: [
        "storefront_reader grants read on index_patterns ['*'] rather than products-*, so the credentials shipped to the storefront can query orders-* and the security audit log.",
        "The storefront role is not limited to the product indices.",
      ],
      fix: "Limit index_patterns to products-* and add field-level security for internal fields.",
    },
    id_: {
      titles: ["storefront_reader dapat membaca semua indeks"],
      facts: [
        "Role storefront_reader memberi akses baca ke index_patterns ['*'], sehingga kredensial storefront dapat membaca orders-*.",
      ],
      fix: "Batasi index_patterns ke products-*.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { en: string; id_: string })[] = [
  {
    id: "remark-template-version",
    file: ORDERS_TEMPLATE,
    line: 3,
    place: "version",
    en: "Add a version to the index template",
    id_: "Tambahkan version pada index template",
  },
  {
    id: "remark-pipeline-description",
    file: PIPELINE,
    line: 2,
    place: "description",
    en: "Describe what the ingest pipeline does",
    id_: "Tambahkan deskripsi untuk ingest pipeline",
  },
  {
    id: "remark-solr-comment",
    file: SOLR_CONFIG,
    line: 840,
    place: '<requestHandler name="/select">',
    en: "Comment why the handler's defaults differ from the stock config",
    id_: "Beri komentar mengapa default handler berbeda dari konfigurasi bawaan",
  },
];

/** How a run writes, kept for the whole run. */
interface SearchStyle {
  indonesian: boolean;
  /** JSON places as JSONPath from `$`, dotted without it, or the name alone. */
  paths: "jsonpath" | "dotted" | "name";
  /** Files named by their logical id where they have one. */
  logical: boolean;
  /** Titles led by the agent's role. */
  role: boolean;
  /** Descriptions that end with the documentation page. */
  docs: boolean;
}

const ROLE: Record<SearchIssue["agent"], [string, string]> = {
  security: ["Security", "Keamanan"],
  performance: ["Performance", "Performa"],
  architecture: ["Design", "Desain"],
};

const SEVERITY_WORDS: Record<Severity, [string, string]> = {
  CRITICAL: ["critical", "kritis"],
  HIGH: ["high", "tinggi"],
  MEDIUM: ["medium", "sedang"],
  LOW: ["low", "rendah"],
  INFO: ["informational", "informasi"],
};

function fileWritten(
  issue: { file: string; logicalFile?: string },
  style: SearchStyle,
  random: Random,
  v: number,
) {
  if (style.logical && issue.logicalFile !== undefined) return issue.logicalFile;
  return random() < v * 0.12 ? issue.file.slice(issue.file.lastIndexOf("/") + 1) : issue.file;
}

function reportOf(issue: SearchIssue, style: SearchStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.2, random);
  const roll = random();
  const category =
    style.indonesian && roll < 0.45
      ? issue.categories[3]
      : issue.categories[roll < 1 - v * 0.8 ? 0 : roll < 1 - v * 0.4 ? 1 : 2];
  const words = style.indonesian ? issue.id_ : issue.en;
  const title = usually(words.titles, v * 0.7, random);
  const fact = usually(words.facts, v * 0.6, random);
  let place: string | undefined;
  if (random() >= v * 0.12) {
    const json = issue.places[0].startsWith("$.");
    place = json
      ? issue.places[style.paths === "jsonpath" ? 0 : style.paths === "dotted" ? 1 : 2]
      : random() < 1 - v * 0.5
        ? issue.places[0]
        : choose(random, issue.places);
  }
  let line: number | undefined;
  if (random() >= v * 0.15)
    line = Math.max(
      1,
      issue.line + (random() < v * 0.35 ? Math.round((random() * 2 - 1) * (v > 0.5 ? 6 : 2)) : 0),
    );
  const [roleEn, roleId] = ROLE[issue.agent];
  const [sevEn, sevId] = SEVERITY_WORDS[severity];
  const said = style.indonesian ? `Tingkat keparahan: ${sevId}.` : `Severity: ${sevEn}.`;
  const reference = style.docs ? ` ${style.indonesian ? "Lihat" : "See"} ${issue.docs}` : "";
  return {
    agent: issue.agent,
    category,
    severity,
    title: style.role ? `${style.indonesian ? roleId : roleEn}: ${title}` : title,
    description: `${fact} ${words.fix} ${said}${reference}`,
    file: fileWritten(issue, style, random, v),
    ...(place !== undefined && { symbol: place }),
    ...(line !== undefined && { line }),
  };
}

/** `runs` runs of the three agents over the search stack, with each finding's true issue. */
export function searchRuns(options: GeneratorOptions): Generated {
  return drawRuns<SearchIssue, (typeof REMARKS)[number], SearchStyle>(
    {
      name: "search",
      model: "search-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const paths = random();
        return {
          indonesian: random() < 0.3,
          paths: paths < v * 0.4 ? "jsonpath" : paths < v * 0.4 + 0.2 ? "name" : "dotted",
          logical: random() < v * 0.4,
          role: random() < 0.3,
          docs: random() < 0.35,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: "architecture",
        category: style.indonesian ? "Pemeliharaan" : "Maintainability",
        severity: "INFO",
        title: style.role
          ? `${style.indonesian ? "Desain" : "Design"}: ${style.indonesian ? remark.id_ : remark.en}`
          : style.indonesian
            ? remark.id_
            : remark.en,
        description: style.indonesian
          ? `${remark.id_}. Hal kecil, tetapi memudahkan pemeliharaan.`
          : `${remark.en}. Minor, but it helps whoever maintains it.`,
        file: fileWritten(remark, style, random, v),
        symbol: remark.place,
        line: remark.line,
      }),
    },
    options,
  );
}
