/**
 * The forty-second held-out generator family for grouping quality (issue #12): a shop's database
 * migrations as its repository keeps them, in the four tools its services use: Flyway SQL
 * migrations, a Liquibase changelog in YAML, an Alembic revision in Python, a Rails migration in
 * Ruby, and the Prisma schema the newest service reads, reviewed by runs of which some write in
 * Ukrainian, the code's names in Latin letters among Cyrillic words, quoted in «guillemets».
 * None of these tools or that language appear anywhere else in the tests.
 *
 * Written in the stop that read the thirty-eighth to fortieth families, once the forty-first was
 * written and before the forty-first's errors were read, to take its place as a check; committed
 * before anything was run on it; its errors read later in the same stop, after the
 * forty-third family was written, nothing changed for it (bench/matching/history.ts). Self-contained: its own catalogue and its
 * own model of how reports vary, its numbers from the project's seeded generator
 * (src/util/random.ts). What it models that the other families do not:
 *  - migrations named by the id their tool gives them instead of their path (Flyway's `V7`,
 *    Alembic's revision `3f2a9c1e`, Rails' timestamp `20260301120000`), one habit a run;
 *  - places as a table and column (`orders.status`), a Liquibase changeset by its id and author
 *    (`orders-42:okravets`), a SQL statement's head (`ALTER TABLE orders`), an Alembic or Rails
 *    function (`upgrade`, `change`) or a Prisma model's field (`Order.status`), one form a report;
 *  - titles led by the statement they are about (`ALTER TABLE: …`), one habit a run;
 *  - categories as plain words, CWE ids, the field's own terms (`Table lock`, `Data loss`) or in
 *    Ukrainian;
 *  - twins: two columns added as NOT NULL without a default in one statement, three lines apart;
 *    two indexes created without CONCURRENTLY, one after the other; a remark on the migration an
 *    issue is in.
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
  severityNudged,
  usualForm,
  usually,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const STATUS = "orders-service/db/migration/V7__add_order_status.sql";
const BACKFILL = "orders-service/db/migration/V8__backfill_order_totals.sql";
const CHANGELOG = "inventory-service/src/main/resources/db/changelog/2026-03-stock.yaml";
const ALEMBIC = "customers-service/alembic/versions/3f2a9c1e_split_customer_name.py";
const RAILS = "billing/db/migrate/20260301120000_create_refunds.rb";
const PRISMA = "reviews-service/prisma/schema.prisma";

/** A migration as its tool names it: Flyway's version, Alembic's revision, Rails' timestamp. */
const MIGRATION_ID: Record<string, string> = {
  [STATUS]: "V7",
  [BACKFILL]: "V8",
  [ALEMBIC]: "3f2a9c1e",
  [RAILS]: "20260301120000",
};

type Agent = "security" | "reliability" | "performance";

interface MigrationIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Ukrainian. */
  categories: readonly [string, string, string, string];
  /** The statement a title may be led by. */
  statement: string;
  en: Wording;
  uk: Wording;
}

/** A column added NOT NULL with no default to a large table: each column its own issue. */
function notNullColumn(id: string, column: string, type: string, line: number, rate: number): MigrationIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: STATUS,
    line,
    places: [`orders.${column}`, "ALTER TABLE orders", `ADD COLUMN ${column}`],
    categories: ["Failed migration", "CWE-1286", "Breaking schema change", "Збій міграції"],
    statement: "ALTER TABLE",
    en: {
      titles: [
        `orders.${column} is added NOT NULL without a default`,
        `Migration V7 fails on existing rows: ${column} has no default`,
        `Adding ${column} as NOT NULL breaks the deploy`,
      ],
      facts: [
        `V7 runs ALTER TABLE orders ADD COLUMN ${column} ${type} NOT NULL with no DEFAULT; orders has 40 million rows, none of which has a value, so PostgreSQL rejects the statement, Flyway marks V7 failed and every instance of the service refuses to start until someone repairs the history by hand.`,
        `${column} cannot be NOT NULL on a table with rows and no default.`,
      ],
      fix: `Add ${column} as nullable (or with a constant DEFAULT, which PostgreSQL 11+ stores without a rewrite), backfill it in batches, then SET NOT NULL in a later migration.`,
    },
    uk: {
      titles: [
        `orders.${column} додається як NOT NULL без значення за замовчуванням`,
        `Міграція V7 падає на наявних рядках: у ${column} немає DEFAULT`,
      ],
      facts: [
        `V7 виконує ALTER TABLE orders ADD COLUMN ${column} ${type} NOT NULL без DEFAULT; у таблиці orders 40 мільйонів рядків без значення, тож PostgreSQL відхиляє інструкцію, Flyway позначає V7 як невдалу, і жоден екземпляр сервісу не стартує, доки історію не виправлять вручну.`,
      ],
      fix: `Додайте «${column}» як nullable або з константним DEFAULT, заповніть пакетами, а NOT NULL встановіть наступною міграцією.`,
    },
  };
}

/** An index built without CONCURRENTLY on a busy table: each index its own issue. */
function lockingIndex(
  id: string,
  index: string,
  columns: string,
  line: number,
  rate: number,
): MigrationIssue {
  return {
    id,
    agent: "performance",
    severity: "HIGH",
    rate,
    file: BACKFILL,
    line,
    places: [index, `CREATE INDEX ${index}`, `orders(${columns})`],
    categories: ["Table lock", "CWE-833", "Blocking DDL", "Блокування таблиці"],
    statement: "CREATE INDEX",
    en: {
      titles: [
        `${index} is built without CONCURRENTLY`,
        `CREATE INDEX ${index} locks orders against writes`,
        `Checkout stalls while ${index} is built`,
      ],
      facts: [
        `V8 runs CREATE INDEX ${index} ON orders(${columns}) inside Flyway's transaction; a plain CREATE INDEX takes a SHARE lock, so every INSERT and UPDATE on orders waits for the whole build (about 12 minutes at 40 million rows) and checkout times out meanwhile.`,
        `The ${index} build blocks writes to orders.`,
      ],
      fix: "Use CREATE INDEX CONCURRENTLY in a migration of its own marked to run outside a transaction (Flyway's executeInTransaction=false).",
    },
    uk: {
      titles: [`${index} створюється без CONCURRENTLY`, `CREATE INDEX ${index} блокує запис у orders`],
      facts: [
        `V8 виконує CREATE INDEX ${index} ON orders(${columns}) у транзакції Flyway; звичайний CREATE INDEX бере блокування SHARE, тож кожен INSERT і UPDATE в orders чекає на всю побудову (близько 12 хвилин), і оформлення замовлень відвалюється за тайм-аутом.`,
      ],
      fix: "Використайте CREATE INDEX CONCURRENTLY в окремій міграції поза транзакцією.",
    },
  };
}

const ISSUES: MigrationIssue[] = [
  notNullColumn("status-not-null", "status", "text", 4, 0.55),
  notNullColumn("channel-not-null", "sales_channel", "varchar(32)", 7, 0.4),
  lockingIndex("index-customer", "idx_orders_customer_id", "customer_id", 12, 0.5),
  lockingIndex("index-created", "idx_orders_created_at", "created_at", 13, 0.4),
  {
    id: "backfill-one-statement",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: BACKFILL,
    line: 3,
    places: ["UPDATE orders", "orders.total_cents", "V8 backfill"],
    categories: ["Long-running transaction", "CWE-400", "Table bloat", "Довга транзакція"],
    statement: "UPDATE",
    en: {
      titles: [
        "Backfill updates 40 million rows in one statement",
        "UPDATE orders SET total_cents runs as a single transaction",
        "The totals backfill bloats the table and holds row locks for minutes",
      ],
      facts: [
        "V8 fills total_cents with one UPDATE orders SET total_cents = (SELECT sum(...) FROM order_lines ...) over every row; one transaction rewrites all 40 million rows, doubles the table on disk until vacuum runs, holds each row's lock to the end and replicates as one huge burst that leaves the replicas minutes behind.",
        "The whole table is updated at once.",
      ],
      fix: "Backfill in batches of a few thousand ids, committing each, outside the schema migration (a job or a repeatable script).",
    },
    uk: {
      titles: [
        "Заповнення оновлює 40 мільйонів рядків однією інструкцією",
        "UPDATE orders SET total_cents виконується однією транзакцією",
      ],
      facts: [
        "V8 заповнює total_cents одним UPDATE orders для всіх рядків; одна транзакція переписує всі 40 мільйонів рядків, подвоює таблицю на диску до vacuum і тримає блокування рядків до кінця, а репліки відстають на хвилини.",
      ],
      fix: "Заповнюйте пакетами по кілька тисяч id з комітом кожного, окремо від міграції схеми.",
    },
  },
  {
    id: "liquibase-drop-column",
    agent: "reliability",
    severity: "CRITICAL",
    rate: 0.5,
    file: CHANGELOG,
    line: 31,
    places: ["stock-17:okravets", "stock_items.reserved_qty", "dropColumn"],
    categories: ["Data loss", "CWE-1284", "Irreversible change", "Втрата даних"],
    statement: "DROP COLUMN",
    en: {
      titles: [
        "Changeset stock-17 drops reserved_qty while the old version still reads it",
        "dropColumn reserved_qty has no rollback and loses the reservations",
        "Rolling deploy breaks: reserved_qty dropped before the code stops using it",
      ],
      facts: [
        "Changeset stock-17 (okravets) drops stock_items.reserved_qty in the same release that stops reading it; during the rolling deploy the old pods still select the column and fail, and the changeset has no rollback, so the reservations in it are gone for good if the release is reverted.",
        "The column is dropped in the release that stops using it.",
      ],
      fix: "Stop reading reserved_qty in one release and drop it in the next, after copying its data to the new table; give the changeset a rollback.",
    },
    uk: {
      titles: [
        "Набір змін stock-17 видаляє reserved_qty, поки стара версія ще її читає",
        "dropColumn reserved_qty не має rollback і губить резервування",
      ],
      facts: [
        "Набір змін stock-17 (okravets) видаляє stock_items.reserved_qty у тому ж релізі, що перестає її читати; під час поступового розгортання старі поди ще вибирають колонку й падають, а rollback немає, тож резервування зникають назавжди.",
      ],
      fix: "Перестаньте читати reserved_qty в одному релізі, а видаліть її в наступному; додайте rollback.",
    },
  },
  {
    id: "alembic-data-in-upgrade",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.45,
    file: ALEMBIC,
    line: 38,
    places: ["upgrade", "op.execute", "split_part(full_name"],
    categories: ["Incorrect data migration", "CWE-20", "Lossy transform", "Некоректне перетворення даних"],
    statement: "UPDATE",
    en: {
      titles: [
        "Name split loses every name that is not two words",
        "upgrade splits full_name on the first space only",
        "Customers with one-word or three-word names get wrong first and last names",
      ],
      facts: [
        "upgrade() sets first_name = split_part(full_name, ' ', 1) and last_name = split_part(full_name, ' ', 2), then drops full_name; a name of one word gets an empty last name, one of three words loses its third, and downgrade() cannot rebuild what was dropped.",
        "The split keeps two words of each name.",
      ],
      fix: "Keep full_name until the split is checked, put everything after the first space in last_name, and flag names that do not split cleanly for review.",
    },
    uk: {
      titles: [
        "Розділення імені губить усі імена, що не складаються з двох слів",
        "upgrade ділить full_name лише за першим пробілом",
      ],
      facts: [
        "upgrade() записує first_name = split_part(full_name, ' ', 1) і last_name = split_part(full_name, ' ', 2), а потім видаляє full_name; ім'я з одного слова отримує порожнє прізвище, з трьох — губить третє, і downgrade() не відновить видалене.",
      ],
      fix: "Залиште full_name, доки розділення не перевірено, і кладіть усе після першого пробілу в last_name.",
    },
  },
  {
    id: "rails-refund-fk",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: RAILS,
    line: 9,
    places: ["change", "create_table :refunds", "t.references :payment"],
    categories: [
      "Missing integrity constraint",
      "CWE-1286",
      "Orphaned records",
      "Відсутнє обмеження цілісності",
    ],
    statement: "CREATE TABLE",
    en: {
      titles: [
        "refunds.payment_id has no foreign key",
        "A refund can point at a payment that does not exist",
        "create_table :refunds references payment without foreign_key: true",
      ],
      facts: [
        "change creates refunds with t.references :payment, index: true but no foreign_key: true, so the database accepts a refund for any payment_id; the refund endpoint trusts that id from the request, and a refund against another customer's or a deleted payment is stored and paid out by the nightly job.",
        "Nothing ties a refund to a real payment.",
      ],
      fix: "Use t.references :payment, null: false, foreign_key: true, and check in the endpoint that the payment belongs to the customer.",
    },
    uk: {
      titles: [
        "refunds.payment_id не має зовнішнього ключа",
        "Повернення може посилатися на платіж, якого не існує",
      ],
      facts: [
        "change створює refunds з t.references :payment, index: true, але без foreign_key: true, тож база приймає повернення для будь-якого payment_id; ендпоінт повернень довіряє цьому id із запиту, і нічна задача виплачує повернення за чужий або видалений платіж.",
      ],
      fix: "Використайте t.references :payment, null: false, foreign_key: true і перевіряйте власника платежу.",
    },
  },
  {
    id: "prisma-review-email",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: PRISMA,
    line: 22,
    places: ["Review.authorEmail", "model Review", "authorEmail String"],
    categories: [
      "Sensitive data exposure",
      "CWE-359",
      "Personal data in public model",
      "Розкриття персональних даних",
    ],
    statement: "MODEL",
    en: {
      titles: [
        "Review stores the author's email, which the public API returns",
        "authorEmail is a plain field of the public Review model",
        "Reviewers' emails are published with their reviews",
      ],
      facts: [
        "model Review gains authorEmail String, and the reviews service returns Review rows as they are from GET /products/:id/reviews; every reviewer's email address becomes public, and scraped lists of them are how the phishing last year started.",
        "The public model now carries an email address.",
      ],
      fix: "Keep the email on the User model, store authorId in Review, and select the fields the API returns explicitly.",
    },
    uk: {
      titles: [
        "Review зберігає email автора, який повертає публічний API",
        "authorEmail — звичайне поле публічної моделі Review",
      ],
      facts: [
        "model Review отримує authorEmail String, а сервіс відгуків повертає рядки Review як є з GET /products/:id/reviews; email кожного автора стає публічним.",
      ],
      fix: "Тримайте email у моделі User, а в Review зберігайте authorId і явно вибирайте поля відповіді.",
    },
  },
  {
    id: "rails-refund-amount",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: RAILS,
    line: 11,
    places: ["refunds.amount", "t.decimal :amount", "change"],
    categories: ["Missing validation", "CWE-1284", "Unchecked amount", "Відсутня перевірка"],
    statement: "CREATE TABLE",
    en: {
      titles: [
        "refunds.amount allows negative and unbounded values",
        "No check constraint keeps a refund within its payment",
        "t.decimal :amount without precision or a CHECK",
      ],
      facts: [
        "amount is t.decimal with no precision, no scale and no check constraint; the endpoint passes the requested amount through, so a refund larger than its payment, or negative (which the payout job books as a charge), is stored as given.",
        "The amount has no limits in the schema.",
      ],
      fix: "Declare precision: 12, scale: 2 and add a CHECK (amount > 0); check against the payment's refundable remainder in the model.",
    },
    uk: {
      titles: [
        "refunds.amount дозволяє від'ємні й необмежені значення",
        "Жодне обмеження CHECK не тримає повернення в межах платежу",
      ],
      facts: [
        "amount — це t.decimal без precision, scale і CHECK; ендпоінт передає запитану суму як є, тож повернення, більше за платіж, або від'ємне зберігається.",
      ],
      fix: "Задайте precision: 12, scale: 2 і додайте CHECK (amount > 0).",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; uk: string })[] = [
  {
    id: "remark-status-comment",
    agent: "reliability",
    file: STATUS,
    line: 1,
    place: "ALTER TABLE orders",
    en: "Add a comment to V7 saying which release needs the new columns",
    uk: "Додайте до V7 коментар, якому релізу потрібні нові колонки",
  },
  {
    id: "remark-alembic-docstring",
    agent: "reliability",
    file: ALEMBIC,
    line: 1,
    place: "3f2a9c1e",
    en: "Give the revision a docstring that says what it changes",
    uk: "Додайте до ревізії docstring з описом змін",
  },
  {
    id: "remark-changelog-author",
    agent: "reliability",
    file: CHANGELOG,
    line: 28,
    place: "stock-17:okravets",
    en: "Use the team alias as the changeset author",
    uk: "Вкажіть псевдонім команди як автора набору змін",
  },
];

/** How a run writes, kept for the whole run. */
interface MigrationStyle {
  ukrainian: boolean;
  /** Migrations by the id their tool gives them. */
  ids: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Titles led by the statement they are about. */
  statements: boolean;
  lines: boolean;
}

const SEVERITY_UK: Record<Severity, string> = {
  CRITICAL: "критична",
  HIGH: "висока",
  MEDIUM: "середня",
  LOW: "низька",
  INFO: "інформаційна",
};

function located(file: string, line: number, style: MigrationStyle, random: Random, v: number) {
  const shift = random() < v * 0.3 ? Math.round((random() * 2 - 1) * (v > 0.5 ? 5 : 2)) : 0;
  const at = !style.lines || random() < v * 0.1 ? undefined : Math.max(1, line + shift);
  const id = style.ids ? MIGRATION_ID[file] : undefined;
  const written = id ?? (random() < v * 0.12 ? file.slice(file.lastIndexOf("/") + 1) : file);
  return { file: written, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: MigrationIssue, style: MigrationStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const category = categoryDrawn(issue.categories, style.ukrainian, random, v);
  const words = style.ukrainian ? issue.uk : issue.en;
  let title = usually(words.titles, v * 0.6, random);
  if (style.statements) title = `${issue.statement}: ${title}`;
  const fact = usually(words.facts, v * 0.5, random);
  const place = formDrawn(issue.places, style.place, random, v);
  const said = style.ukrainian
    ? `Серйозність: ${SEVERITY_UK[severity]}.`
    : `Severity: ${severity.toLowerCase()}.`;
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: `${fact} ${words.fix} ${said}`,
    ...located(issue.file, issue.line, style, random, v),
    ...(place !== undefined && { symbol: place }),
  };
}

/** `runs` runs of the three agents over the migrations, with each finding's true issue. */
export function migrationsRuns(options: GeneratorOptions): Generated {
  return drawRuns<MigrationIssue, (typeof REMARKS)[number], MigrationStyle>(
    {
      name: "migrations",
      model: "migrations-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        return {
          ukrainian: random() < 0.3,
          ids: random() < 0.1 + v * 0.25,
          place: usualForm(place, v),
          statements: random() < 0.2,
          lines: random() >= v * 0.2,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: remark.agent,
        category: style.ukrainian ? "Супровід" : "Maintainability",
        severity: "INFO",
        title: style.ukrainian ? remark.uk : remark.en,
        description: style.ukrainian
          ? `${remark.uk}. Дрібниця, але допоможе тому, хто це супроводжує.`
          : `${remark.en}. Minor, but it helps whoever maintains it.`,
        ...located(remark.file, remark.line, style, random, v),
        symbol: remark.place,
      }),
    },
    options,
  );
}
