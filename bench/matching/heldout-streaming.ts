/**
 * The thirty-ninth held-out generator family for grouping quality (issue #12): a ride-hailing
 * company's event streaming as its repository keeps it: a Flink SQL job that enriches trips, a
 * ksqlDB application that prices surges, two Kafka Connect connectors in JSON (Debezium change data
 * capture of the orders database, a JDBC source of payments), an Avro schema of the trip event and a
 * Redpanda Connect pipeline whose mappings are written in Bloblang, reviewed by runs of which some
 * write in Persian: right to left, words joined by the zero-width non-joiner (`پیام‌ها`), numbers in
 * Persian digits (`۳۰ ثانیه`), the code's names in Latin letters. None of these formats or that
 * language appear anywhere else in the tests.
 *
 * Written in the stop that reads the thirty-eighth family, before its errors were read, to take
 * its place as a check; committed before anything was run on it; tuned against once its errors
 * were read, in the same stop, after the fortieth family was written (bench/matching/history.ts).
 * Self-contained: its own catalogue and its own model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - files by their path in the repository, or, for what a server holds, by the resource it is
 *    deployed as (`/connectors/orders-cdc/config` for a connector's JSON, `subjects/trip-events-value`
 *    for the schema), one habit a run;
 *  - ksqlDB's names as the source writes them (`surge_by_zone`) or as ksqlDB prints them
 *    (`SURGE_BY_ZONE`, its persistent query `CTAS_SURGE_BY_ZONE_17`), one habit a run;
 *  - a place in SQL as the statement's sink (`INSERT INTO trips_enriched`), the table alone, or the
 *    clause at fault (`WATERMARK FOR event_time`); in a connector as its property key
 *    (`errors.tolerance`) or the connector's name; in the schema as a field path, bare or under the
 *    record's full name (`com.ridely.events.TripEvent.surge_multiplier`);
 *  - lines at the clause at fault, at the statement's start, or none, one habit a run;
 *  - titles led by the file's name (`surge_pricing.ksql: …`), one habit a run;
 *  - categories as plain words, CWE ids, the field's own terms (`Late data`, `Schema evolution`) or
 *    in Persian;
 *  - twins: two regular joins in one statement, each keeping its state for ever, four lines apart;
 *    two fields added to the schema without a default, six lines apart; one password inline in a
 *    connector and one in the Flink job's table options (one vocabulary, two files); a remark on the
 *    statement the joins are in.
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

const FLINK = "streaming/flink/enrich_trips.sql";
const KSQL = "streaming/ksql/surge_pricing.ksql";
const ORDERS = "streaming/connect/orders-cdc.json";
const PAYMENTS = "streaming/connect/payments-jdbc.json";
const SCHEMA = "schemas/avro/trip_event.avsc";
const PIPELINE = "streaming/redpanda-connect/geo-enrich.yaml";

/** What a server holds, as the resource it is deployed as: Kafka Connect's REST path, the registry's subject. */
const DEPLOYED: Record<string, string> = {
  [ORDERS]: "/connectors/orders-cdc/config",
  [PAYMENTS]: "/connectors/payments-jdbc/config",
  [SCHEMA]: "subjects/trip-events-value",
};

type Agent = "security" | "reliability" | "performance";

/**
 * A place: a string as written, or a ksqlDB name (`{ ksql }`) that a run writes as the source does
 * or as ksqlDB prints it (upper case).
 */
type Place = string | { ksql: string };

interface StreamIssue extends CatalogueIssue<Agent> {
  /** The start of the statement or object the clause at fault is in. */
  block: number;
  /** The usual place, a second form, a third (the clause, the key, the call). */
  places: readonly [Place, Place, Place];
  /** Plain, CWE, the field's own term, Persian. */
  categories: readonly [string, string, string, string];
  en: Wording;
  fa: Wording;
}

/** A regular join in the enrichment statement: Flink keeps both sides' rows in state for ever. */
function foreverJoin(
  id: string,
  side: string,
  key: string,
  line: number,
  rate: number,
  sideFa: string,
): StreamIssue {
  return {
    id,
    agent: "performance",
    severity: "HIGH",
    rate,
    file: FLINK,
    line,
    block: 33,
    places: ["INSERT INTO trips_enriched", "trips_enriched", `JOIN ${side}`],
    categories: ["Unbounded state", "CWE-770", "State growth", "رشد بی‌حد وضعیت"],
    en: {
      titles: [
        `Regular join with ${side} keeps every row in state for ever`,
        `trips_enriched join on ${key} has no state TTL`,
        `State of the ${side} join grows without bound`,
      ],
      facts: [
        `INSERT INTO trips_enriched joins trips with ${side} ON ${key} as a regular join, and the job sets no table.exec.state.ttl; Flink keeps every row of both sides in RocksDB so that a later row can still match, so the checkpoint grows by the whole ${side} changelog, restores take longer each week and the task managers run out of disk.`,
        `The ${side} join's state is never expired.`,
      ],
      fix: `Make it a lookup join (FOR SYSTEM_TIME AS OF t.proc_time) against ${side}, or an interval join, or set a state TTL for the statement.`,
    },
    fa: {
      titles: [
        `join معمولی با ${side} همهٔ ردیف‌ها را برای همیشه در state نگه می‌دارد`,
        `join روی ${key} در trips_enriched هیچ TTL ندارد`,
      ],
      facts: [
        `INSERT INTO trips_enriched جدول trips را با ${sideFa} از راه ${key} به‌صورت join معمولی پیوند می‌دهد و table.exec.state.ttl تنظیم نشده است؛ Flink همهٔ ردیف‌های هر دو طرف را در RocksDB نگه می‌دارد، پس checkpoint هر هفته بزرگ‌تر می‌شود و دیسک task managerها پر می‌شود.`,
      ],
      fix: `آن را به lookup join (FOR SYSTEM_TIME AS OF) یا interval join تبدیل کنید، یا برای این دستور TTL بگذارید.`,
    },
  };
}

/** A field added to the trip event without a default: readers on the new schema fail on old events. */
function noDefault(id: string, field: string, type: string, line: number, rate: number): StreamIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: SCHEMA,
    line,
    block: 1,
    places: [`TripEvent.${field}`, `com.ridely.events.TripEvent.${field}`, field],
    categories: ["Breaking schema change", "CWE-1284", "Schema evolution", "تغییر ناسازگار schema"],
    en: {
      titles: [
        `New field ${field} has no default`,
        `Adding ${field} without a default breaks BACKWARD compatibility`,
        `Consumers on the new schema cannot read old trip events (${field})`,
      ],
      facts: [
        `The field ${field} (${type}) is added to TripEvent with no default; the subject is BACKWARD compatible, so the registry rejects the new version, and were compatibility lowered, a consumer reading an older event with the new schema would fail with "missing required field ${field}".`,
        `${field} was added as a required field.`,
      ],
      fix: `Give ${field} a default ("default": null with a union of null first), then register the new version.`,
    },
    fa: {
      titles: [
        `فیلد جدید ${field} مقدار پیش‌فرض ندارد`,
        `افزودن ${field} بدون default سازگاری BACKWARD را می‌شکند`,
      ],
      facts: [
        `فیلد ${field} از نوع ${type} بدون default به TripEvent اضافه شده است؛ subject روی BACKWARD است و registry نسخهٔ تازه را نمی‌پذیرد، و اگر سازگاری پایین آورده شود، مصرف‌کننده‌ای که رویداد قدیمی را با schema تازه بخواند با خطای missing required field از کار می‌افتد.`,
      ],
      fix: `برای ${field} مقدار پیش‌فرض بگذارید ("default": null با union که null اول آن است).`,
    },
  };
}

const ISSUES: StreamIssue[] = [
  {
    id: "connect-password",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: ORDERS,
    line: 9,
    block: 3,
    places: ["database.password", "orders-cdc", "io.debezium.connector.postgresql.PostgresConnector"],
    categories: [
      "Hardcoded credentials",
      "CWE-798",
      "Secret in connector config",
      "گذرواژهٔ آشکار در پیکربندی",
    ],
    en: {
      titles: [
        "Database password inline in the orders-cdc connector",
        "database.password is committed in plain text",
        "Replication user's password readable from GET /connectors",
      ],
      facts: [
        'orders-cdc.json sets "database.password": "cdc-Repl1cat0r" for the replication user; the file is in git, and Kafka Connect returns the value to anyone who can call GET /connectors/orders-cdc/config, so the REST API and the repository both leak a login with REPLICATION on the orders database.',
        "The connector's database password is written in the config.",
      ],
      fix: 'Use a config provider ("${file:/opt/connect/secrets.properties:orders.password}" or the Vault provider) and rotate the password.',
    },
    fa: {
      titles: [
        "گذرواژهٔ پایگاه داده در connector با نام orders-cdc آشکار نوشته شده است",
        "database.password به‌صورت متن ساده commit شده است",
      ],
      facts: [
        'در orders-cdc.json مقدار "database.password": "cdc-Repl1cat0r" برای کاربر replication آمده است؛ فایل در git است و Kafka Connect همین مقدار را به هر کسی که GET /connectors/orders-cdc/config را صدا بزند برمی‌گرداند.',
      ],
      fix: "از config provider (فایل یا Vault) استفاده کنید و گذرواژه را عوض کنید.",
    },
  },
  {
    id: "flink-sasl-password",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: FLINK,
    line: 14,
    block: 3,
    places: ["CREATE TABLE trips", "trips", "properties.sasl.jaas.config"],
    categories: ["Hardcoded credentials", "CWE-798", "Secret in table options", "گذرواژهٔ آشکار در پیکربندی"],
    en: {
      titles: [
        "Kafka SASL password inline in the trips table's options",
        "properties.sasl.jaas.config embeds the broker password",
        "Broker credentials visible in the Flink job's SQL",
      ],
      facts: [
        "CREATE TABLE trips passes 'properties.sasl.jaas.config' = '... username=\"flink-enrich\" password=\"Tr1ps-2024\";' in its WITH clause; the statement is in git, shown in the SQL gateway's history and in the Flink UI's job graph, so anyone with read access to any of them can read and write every topic the user may.",
        "The SASL password is part of the table definition.",
      ],
      fix: "Read it from the environment in the deployment (${KAFKA_PASSWORD} substituted by the operator) or use a keytab; rotate it.",
    },
    fa: {
      titles: [
        "گذرواژهٔ SASL کافکا در گزینه‌های جدول trips آشکار است",
        "properties.sasl.jaas.config گذرواژهٔ broker را در خود دارد",
      ],
      facts: [
        "دستور CREATE TABLE trips در بخش WITH مقدار 'properties.sasl.jaas.config' را با password=\"Tr1ps-2024\" می‌دهد؛ این دستور در git، در تاریخچهٔ SQL gateway و در رابط Flink دیده می‌شود.",
      ],
      fix: "گذرواژه را از محیط اجرا بخوانید یا از keytab استفاده کنید و آن را عوض کنید.",
    },
  },
  {
    id: "payments-card-columns",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.5,
    file: PAYMENTS,
    line: 12,
    block: 3,
    places: ["query", "payments-jdbc", "SELECT * FROM payments.card_charges"],
    categories: ["Sensitive data exposure", "CWE-359", "PCI DSS 3.4", "افشای دادهٔ حساس"],
    en: {
      titles: [
        "payments-jdbc streams full card numbers to a topic",
        "SELECT * copies pan and cvv_hash into Kafka",
        "Cardholder data leaves the payments database unmasked",
      ],
      facts: [
        "The JDBC source's query is SELECT * FROM payments.card_charges, which includes pan and cvv_hash, and it writes to the topic payments.card_charges, which every consumer group in the analytics cluster may read; no MaskField transform or column list keeps the card data in the PCI zone.",
        "Card numbers are published with every charge.",
      ],
      fix: "Select only the columns the consumers need and mask the rest (transforms=mask with MaskField$Value on pan), or tokenise before the topic.",
    },
    fa: {
      titles: [
        "payments-jdbc شمارهٔ کامل کارت‌ها را به topic می‌فرستد",
        "SELECT * ستون‌های pan و cvv_hash را به کافکا می‌برد",
      ],
      facts: [
        "کوئری منبع JDBC برابر SELECT * FROM payments.card_charges است که pan و cvv_hash را هم دارد و در topic با نام payments.card_charges می‌نویسد که همهٔ گروه‌های مصرف‌کنندهٔ خوشهٔ تحلیل آن را می‌خوانند؛ هیچ transform پوشاننده‌ای در کار نیست.",
      ],
      fix: "فقط ستون‌های لازم را انتخاب کنید و بقیه را بپوشانید (MaskField روی pan) یا پیش از topic توکن کنید.",
    },
  },
  {
    id: "pipeline-ssrf",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: PIPELINE,
    line: 27,
    block: 24,
    places: ["pipeline.processors[1].http", "geo_lookup", "this.city"],
    categories: ["Server-side request forgery", "CWE-918", "Untrusted input in URL", "جعل درخواست سمت سرور"],
    en: {
      titles: [
        "geo_lookup builds its URL from the event's city",
        "Server-side request forgery through the http processor",
        "http processor url interpolates ${! this.city } unescaped",
      ],
      facts: [
        'The http processor labelled geo_lookup has url: http://geo.internal/zones/${! this.city }, and city comes from the rider app unchecked; a city of "../../admin/flush" or "@metadata.internal" reaches other paths and hosts from inside the network, with the pipeline\'s service token attached.',
        "A field of the event is put into the request URL.",
      ],
      fix: "Escape it (${! this.city.escape_url_query() }) and check it against the known cities first, in a mapping that deletes the message otherwise.",
    },
    fa: {
      titles: [
        "geo_lookup نشانی درخواست را از شهرِ رویداد می‌سازد",
        "جعل درخواست سمت سرور از راه پردازندهٔ http",
      ],
      facts: [
        "پردازندهٔ http با برچسب geo_lookup نشانی http://geo.internal/zones/${! this.city } را می‌سازد و city بی‌هیچ بررسی از اپ مسافر می‌آید؛ مقداری مانند ../../admin/flush به مسیرها و میزبان‌های دیگر درون شبکه با token سرویس می‌رسد.",
      ],
      fix: "مقدار را escape کنید و پیش از آن با فهرست شهرهای شناخته‌شده بسنجید.",
    },
  },
  {
    id: "pipeline-log-pii",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: PIPELINE,
    line: 41,
    block: 39,
    places: ["pipeline.processors[3].log", "debug_log", "content()"],
    categories: ["Sensitive data in logs", "CWE-532", "PII in logs", "دادهٔ شخصی در لاگ"],
    en: {
      titles: [
        "Every trip event is logged whole, rider phone included",
        "log processor writes content() at INFO",
        "Rider phone numbers and pickup addresses end up in Loki",
      ],
      facts: [
        "The log processor debug_log has level: INFO and message: ${! content() }, left from debugging; each event carries the rider's phone and pickup address, and the logs are shipped to Loki, kept 90 days and readable by every engineer.",
        "The whole message is logged.",
      ],
      fix: "Remove the processor, or log only the trip id at DEBUG.",
    },
    fa: {
      titles: [
        "هر رویداد سفر کامل در لاگ می‌نشیند، با شمارهٔ تلفن مسافر",
        "پردازندهٔ log مقدار content() را در سطح INFO می‌نویسد",
      ],
      facts: [
        "پردازندهٔ debug_log با level: INFO کل پیام را با ${! content() } می‌نویسد؛ هر رویداد تلفن و نشانی سوار شدن مسافر را دارد و لاگ‌ها ۹۰ روز در Loki می‌مانند و همهٔ مهندسان آن‌ها را می‌خوانند.",
      ],
      fix: "این پردازنده را بردارید یا فقط شناسهٔ سفر را در سطح DEBUG بنویسید.",
    },
  },
  {
    id: "tight-watermark",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.55,
    file: FLINK,
    line: 9,
    block: 3,
    places: ["CREATE TABLE trips", "trips", "WATERMARK FOR event_time"],
    categories: ["Data loss", "CWE-1339", "Late data", "از دست رفتن داده"],
    en: {
      titles: [
        "Watermark of 1 second drops late trip events",
        "Events from phones that were offline are silently discarded",
        "WATERMARK FOR event_time is too tight for mobile clients",
      ],
      facts: [
        "trips declares WATERMARK FOR event_time AS event_time - INTERVAL '1' SECOND, but the driver app buffers events while offline and sends them minutes late; the 5-minute windows downstream close on the watermark and drop those events without a trace, so trips in tunnels and parking garages are missing from revenue.",
        "Late events fall behind the watermark and are dropped.",
      ],
      fix: "Allow for the lateness you see (INTERVAL '5' MINUTE from the p99 of arrival delay) and send what is later to a side output instead of dropping it.",
    },
    fa: {
      titles: [
        "watermark یک‌ثانیه‌ای رویدادهای دیررس سفر را دور می‌ریزد",
        "رویدادهای گوشی‌هایی که آفلاین بودند بی‌صدا حذف می‌شوند",
      ],
      facts: [
        "در trips مقدار WATERMARK FOR event_time AS event_time - INTERVAL '1' SECOND آمده است، ولی اپ راننده رویدادها را هنگام قطع شبکه نگه می‌دارد و چند دقیقه بعد می‌فرستد؛ پنجره‌های ۵ دقیقه‌ای با رسیدن watermark بسته می‌شوند و این رویدادها بی‌نشان از دست می‌روند.",
      ],
      fix: "تأخیر واقعی را در نظر بگیرید (INTERVAL '5' MINUTE) و دیررس‌ها را به side output بفرستید.",
    },
  },
  foreverJoin("join-drivers", "drivers", "t.driver_id = d.id", 41, 0.5, "drivers"),
  foreverJoin("join-riders", "riders", "t.rider_id = r.id", 45, 0.4, "riders"),
  {
    id: "tolerance-all",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.5,
    file: ORDERS,
    line: 21,
    block: 3,
    places: ["errors.tolerance", "orders-cdc", "errors.deadletterqueue.topic.name"],
    categories: ["Silent data loss", "CWE-390", "Dead letter queue", "از دست رفتن بی‌صدای داده"],
    en: {
      titles: [
        "errors.tolerance: all without a dead letter queue",
        "Records that fail conversion are skipped without a trace",
        "orders-cdc drops bad change events silently",
      ],
      facts: [
        '"errors.tolerance": "all" is set with no errors.deadletterqueue.topic.name and errors.log.enable false, so any change event the converter or the unwrap transform fails on is skipped and counted nowhere; an order whose event fails never reaches the trips topic and the driver is never paid.',
        "Failed records are tolerated with nowhere to go.",
      ],
      fix: "Add a dead letter queue topic with headers enabled and alert on its size, or keep tolerance none.",
    },
    fa: {
      titles: [
        "errors.tolerance روی all بدون dead letter queue",
        "رکوردهایی که تبدیلشان شکست می‌خورد بی‌نشان کنار گذاشته می‌شوند",
      ],
      facts: [
        'مقدار "errors.tolerance": "all" بدون errors.deadletterqueue.topic.name آمده و errors.log.enable هم false است، پس هر رویداد تغییری که converter یا transform روی آن شکست بخورد بی‌هیچ شمارشی رد می‌شود.',
      ],
      fix: "یک topic برای dead letter queue با headers بگذارید و روی اندازه‌اش هشدار بسازید.",
    },
  },
  {
    id: "emit-changes-final",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.45,
    file: KSQL,
    line: 24,
    block: 18,
    places: [{ ksql: "surge_by_zone" }, { ksql: "CTAS_SURGE_BY_ZONE_17" }, "EMIT CHANGES"],
    categories: ["Incorrect results", "CWE-682", "Intermediate results", "نتیجهٔ نادرست"],
    en: {
      titles: [
        "Surge price computed from partial window counts",
        "EMIT CHANGES sends every intermediate aggregate to pricing",
        "surge_by_zone should emit final results only",
      ],
      facts: [
        "surge_by_zone counts requests per zone in a 2-minute tumbling window with EMIT CHANGES, so every request updates the row and the pricing service, which treats each row as the window's count, sets the surge from the first few requests of each window and flaps it up and down.",
        "Each window's running count is published as if final.",
      ],
      fix: "Use EMIT FINAL with a GRACE PERIOD, or make pricing read the window only once it has closed.",
    },
    fa: {
      titles: [
        "ضریب افزایش قیمت از شمارش نیمه‌کارهٔ پنجره حساب می‌شود",
        "EMIT CHANGES هر مقدار میانی را به سرویس قیمت‌گذاری می‌فرستد",
      ],
      facts: [
        "surge_by_zone درخواست‌ها را در پنجرهٔ ۲ دقیقه‌ای با EMIT CHANGES می‌شمارد، پس هر درخواست ردیف را به‌روز می‌کند و سرویس قیمت‌گذاری که هر ردیف را شمارش نهایی می‌پندارد ضریب را از چند درخواست نخست می‌گذارد.",
      ],
      fix: "از EMIT FINAL با GRACE PERIOD استفاده کنید.",
    },
  },
  noDefault("field-surge", "surge_multiplier", "double", 31, 0.5),
  noDefault("field-zone", "pickup_zone", "string", 37, 0.4),
  {
    id: "pipeline-catch-delete",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.35,
    file: PIPELINE,
    line: 34,
    block: 32,
    places: ["pipeline.processors[2].catch", "geo_lookup", "deleted()"],
    categories: ["Silent data loss", "CWE-390", "Swallowed errors", "از دست رفتن بی‌صدای داده"],
    en: {
      titles: [
        "catch deletes every event whose geo lookup failed",
        "A geo service outage drops trips instead of retrying",
        "root = deleted() in the catch block loses messages",
      ],
      facts: [
        "The catch after geo_lookup runs the mapping root = deleted(), so when the geo service times out (it does each deploy) every event in flight is acknowledged and thrown away; nothing is logged and no metric counts them.",
        "Failed lookups are dropped.",
      ],
      fix: "Retry with backoff, then route failures to a dead letter output (a switch output on errored()) instead of deleting them.",
    },
    fa: {
      titles: [
        "بخش catch هر رویدادی را که جست‌وجوی geo آن شکست خورده حذف می‌کند",
        "قطعی سرویس geo سفرها را دور می‌ریزد به جای تلاش دوباره",
      ],
      facts: [
        "catch پس از geo_lookup نگاشت root = deleted() را اجرا می‌کند، پس وقتی سرویس geo پاسخ نمی‌دهد همهٔ رویدادهای در راه تأیید و دور ریخته می‌شوند؛ نه لاگی هست نه شمارشی.",
      ],
      fix: "با backoff دوباره تلاش کنید و شکست‌ها را به خروجی dead letter بفرستید.",
    },
  },
  {
    id: "repartition-groupby",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: KSQL,
    line: 21,
    block: 18,
    places: [{ ksql: "surge_by_zone" }, { ksql: "CTAS_SURGE_BY_ZONE_17" }, "GROUP BY pickup_zone"],
    categories: ["Excessive repartitioning", "CWE-400", "Repartition topic", "بازتقسیم پرهزینه"],
    en: {
      titles: [
        "GROUP BY pickup_zone repartitions the whole request stream",
        "ride_requests is keyed by rider, so every aggregation reshuffles it",
        "Repartition topic doubles broker traffic for surge_by_zone",
      ],
      facts: [
        "ride_requests is keyed by rider_id and surge_by_zone groups by pickup_zone, so ksqlDB writes every request to an internal repartition topic and reads it back; at the evening peak that is 40,000 messages a second twice, and the repartition topic's lag delays the surge by minutes.",
        "The stream is re-keyed for each aggregation.",
      ],
      fix: "Key ride_requests by pickup_zone where it is produced (or PARTITION BY once in a shared stream) so the aggregation needs no repartition.",
    },
    fa: {
      titles: [
        "GROUP BY pickup_zone کل جریان درخواست‌ها را بازتقسیم می‌کند",
        "کلید ride_requests مسافر است، پس هر تجمیع آن را جابه‌جا می‌کند",
      ],
      facts: [
        "کلید ride_requests برابر rider_id است و surge_by_zone بر پایهٔ pickup_zone گروه‌بندی می‌کند، پس ksqlDB هر درخواست را در یک topic درونی بازتقسیم می‌نویسد و دوباره می‌خواند؛ در اوج عصر این ۴۰٬۰۰۰ پیام در ثانیه است، دو بار.",
      ],
      fix: "ride_requests را از همان آغاز با pickup_zone کلید بزنید.",
    },
  },
  {
    id: "jdbc-poll",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: PAYMENTS,
    line: 15,
    block: 3,
    places: ["poll.interval.ms", "payments-jdbc", "timestamp.column.name"],
    categories: ["Excessive polling", "CWE-400", "Database load", "پرس‌وجوی بیش از حد"],
    en: {
      titles: [
        "payments-jdbc polls the database every 10 ms",
        "poll.interval.ms: 10 runs the charge query 100 times a second",
        "JDBC source loads the primary with a full scan per poll",
      ],
      facts: [
        '"poll.interval.ms": "10" with mode timestamp on updated_at, which has no index, so the connector runs a sequential scan of card_charges a hundred times a second against the primary, the busiest database in the company.',
        "The source polls far too often.",
      ],
      fix: "Poll every few seconds, index updated_at, and read from a replica; or move payments to the Debezium connector.",
    },
    fa: {
      titles: [
        "payments-jdbc هر ۱۰ میلی‌ثانیه پایگاه داده را می‌پرسد",
        "poll.interval.ms برابر ۱۰ کوئری را ۱۰۰ بار در ثانیه اجرا می‌کند",
      ],
      facts: [
        'مقدار "poll.interval.ms": "10" با حالت timestamp روی updated_at که index ندارد، پس connector صد بار در ثانیه کل card_charges را روی پایگاه دادهٔ اصلی پیمایش می‌کند.',
      ],
      fix: "هر چند ثانیه بپرسید، روی updated_at index بگذارید و از replica بخوانید.",
    },
  },
  {
    id: "http-per-message",
    agent: "performance",
    severity: "LOW",
    rate: 0.35,
    file: PIPELINE,
    line: 25,
    block: 24,
    places: ["pipeline.processors[1].http", "geo_lookup", "batch_as_multipart"],
    categories: ["N+1 requests", "CWE-1073", "Request per message", "درخواست به ازای هر پیام"],
    en: {
      titles: [
        "One HTTP request per event to the geo service",
        "geo_lookup is not batched or cached",
        "Pipeline throughput capped by geo lookups",
      ],
      facts: [
        "geo_lookup calls the geo service once for each message, with no cache resource and no batching, though there are only 300 zones; at peak the pipeline waits on 40,000 lookups a second and falls minutes behind.",
        "Each message makes its own request.",
      ],
      fix: "Put a cache (a memory cache keyed by city, ttl 10m) in front of the lookup, or batch the requests.",
    },
    fa: {
      titles: ["برای هر رویداد یک درخواست HTTP به سرویس geo", "geo_lookup نه دسته‌ای است نه cache دارد"],
      facts: [
        "geo_lookup برای هر پیام یک بار سرویس geo را صدا می‌زند، بی cache و بی دسته‌بندی، در حالی که تنها ۳۰۰ منطقه هست؛ در اوج خط لوله منتظر ۴۰٬۰۰۰ درخواست در ثانیه می‌ماند.",
      ],
      fix: "یک cache در حافظه با کلید شهر (ttl 10m) جلوی جست‌وجو بگذارید.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark<Place> & { agent: Agent; en: string; fa: string })[] = [
  {
    id: "remark-enrich-comment",
    agent: "performance",
    file: FLINK,
    line: 33,
    place: "INSERT INTO trips_enriched",
    en: "Split the enrichment statement into views so each join can be read on its own",
    fa: "دستور غنی‌سازی را به چند view بشکنید تا هر join جداگانه خوانا باشد",
  },
  {
    id: "remark-schema-doc",
    agent: "reliability",
    file: SCHEMA,
    line: 2,
    place: "TripEvent",
    en: "Add a doc to the TripEvent record",
    fa: "برای رکورد TripEvent یک doc بنویسید",
  },
  {
    id: "remark-ksql-names",
    agent: "reliability",
    file: KSQL,
    line: 5,
    place: { ksql: "ride_requests" },
    en: "Name ride_requests after its topic for consistency",
    fa: "نام ride_requests را برای یکدستی هم‌نام topic آن بگذارید",
  },
];

/** How a run writes, kept for the whole run. */
interface StreamStyle {
  persian: boolean;
  /** Connectors and the schema by the resource they are deployed as. */
  deployed: boolean;
  /** ksqlDB's names as ksqlDB prints them, in upper case. */
  upper: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines at the clause at fault, at the statement's start, or none. */
  lines: "clause" | "statement" | "none";
  /** Titles led by the file's name. */
  prefixed: boolean;
}

const SEVERITY_FA: Record<Severity, string> = {
  CRITICAL: "بحرانی",
  HIGH: "بالا",
  MEDIUM: "متوسط",
  LOW: "پایین",
  INFO: "اطلاعاتی",
};

function placeText(place: Place, style: StreamStyle): string {
  if (typeof place === "string") return place;
  return style.upper ? place.ksql.toUpperCase() : place.ksql;
}

function located(
  file: string,
  line: number,
  block: number,
  style: StreamStyle,
  random: Random,
  v: number,
): { file: string; line?: number } {
  const base = style.lines === "statement" ? block : line;
  const at = lineDrawn(base, style.lines !== "none", random, v);
  const written =
    style.deployed && DEPLOYED[file] !== undefined
      ? DEPLOYED[file]!
      : random() < v * 0.1
        ? file.slice(file.lastIndexOf("/") + 1)
        : file;
  return { file: written, ...(at !== undefined && { line: at }) };
}

function titled(title: string, file: string, style: StreamStyle): string {
  return style.prefixed ? `${file.slice(file.lastIndexOf("/") + 1)}: ${title}` : title;
}

function reportOf(issue: StreamIssue, style: StreamStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const category = categoryDrawn(issue.categories, style.persian, random, v);
  const words = style.persian ? issue.fa : issue.en;
  const title = titled(usually(words.titles, v * 0.6, random), issue.file, style);
  const fact = usually(words.facts, v * 0.5, random);
  const drawn = formDrawn(issue.places, style.place, random, v);
  const place = drawn === undefined ? undefined : placeText(drawn, style);
  const said = style.persian ? `شدت: ${SEVERITY_FA[severity]}.` : `Severity: ${severity.toLowerCase()}.`;
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: `${fact} ${words.fix} ${said}`,
    ...located(issue.file, issue.line, issue.block, style, random, v),
    ...(place !== undefined && { symbol: place }),
  };
}

/** `runs` runs of the three agents over the event streaming, with each finding's true issue. */
export function streamingRuns(options: GeneratorOptions): Generated {
  return drawRuns<StreamIssue, (typeof REMARKS)[number], StreamStyle>(
    {
      name: "streaming",
      model: "streaming-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        const lines = random();
        return {
          persian: random() < 0.3,
          deployed: random() < 0.1 + v * 0.2,
          upper: random() < 0.4,
          place: usualForm(place, v),
          lines: lines < 0.55 ? "clause" : lines < 0.85 ? "statement" : "none",
          prefixed: random() < 0.2,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: remark.agent,
        category: style.persian ? "نگهداشت‌پذیری" : "Maintainability",
        severity: "INFO",
        title: titled(style.persian ? remark.fa : remark.en, remark.file, style),
        description: style.persian
          ? `${remark.fa}. نکته‌ای کوچک است، ولی به نگهدارندهٔ کد کمک می‌کند.`
          : `${remark.en}. Minor, but it helps whoever maintains it.`,
        ...located(remark.file, remark.line, remark.line, style, random, v),
        symbol: placeText(remark.place, style),
      }),
    },
    options,
  );
}
