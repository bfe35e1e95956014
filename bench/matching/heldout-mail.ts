/**
 * The thirty-fifth held-out generator family for grouping quality (issue #12): a company's own
 * mail service as its repository keeps it: Postfix `main.cf` and `master.cf`, Dovecot's
 * `conf.d`, an Rspamd module, a global Sieve script and the BIND zone that carries SPF, DKIM and
 * DMARC, reviewed by runs of which some write in Arabic, right to left, with prefixes joined to
 * the words they govern (`والمفتاح`, `للمستخدم`) and numbers now and then in Arabic-Indic digits.
 * None of these formats appear anywhere else in the tests, and no family before it writes Arabic.
 *
 * Written at the start of the stop that reads the thirty-fourth family, before its errors were
 * read, to take its place as a check; committed before anything was run on it; never tuned
 * against. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - a configuration key named in one form a run: the key alone (`mynetworks`), its assignment
 *    as written (`mynetworks = 127.0.0.0/8 …`), or as Postfix refers to it (`$mynetworks`, and
 *    `submission/inet/smtpd_tls_security_level` for a service's override);
 *  - a DNS record named in one form a run: its owner relative to the zone (`s2019._domainkey`,
 *    `@`), absolute with the root's dot (`s2019._domainkey.example.sa.`), or with its type
 *    (`s2019._domainkey IN TXT`);
 *  - lines counted from the start of the pull request's hunk rather than the file, one habit a
 *    run, so one run's lines in a file are all off by the same amount;
 *  - files named from the service's configuration directory (`conf.d/10-auth.conf`), one habit
 *    a run;
 *  - titles that say the fix (`Drop 172.16.0.0/12 from mynetworks`) rather than the fault, one
 *    habit a run; the offending line quoted at the end of the description, one habit a run;
 *  - categories as plain words, CWE ids, the RFC or the mail trade's own term, or in Arabic;
 *  - twins: two submission listeners that leave TLS optional; two DKIM selectors with short
 *    keys; a remark on the very key an issue is about; remarks a run makes on its own.
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

const MAIN = "infra/mail/postfix/main.cf";
const MASTER = "infra/mail/postfix/master.cf";
const AUTH = "infra/mail/dovecot/conf.d/10-auth.conf";
const RATELIMIT = "infra/mail/rspamd/local.d/ratelimit.conf";
const SIEVE = "infra/mail/dovecot/sieve/before.d/spam.sieve";
const ZONE = "infra/dns/zones/db.example.sa";

/** How a run that names files from the service's configuration directory names each. */
const CONFIG_RELATIVE: Record<string, string> = {
  [MAIN]: "main.cf",
  [MASTER]: "master.cf",
  [AUTH]: "conf.d/10-auth.conf",
  [RATELIMIT]: "local.d/ratelimit.conf",
  [SIEVE]: "sieve/before.d/spam.sieve",
  [ZONE]: "zones/db.example.sa",
};

/** A wording with titles that lead with the fix. */
interface Words extends Wording {
  fixTitles: readonly string[];
}

interface MailIssue extends CatalogueIssue<"security" | "deliverability" | "operations"> {
  /** Where the pull request's hunk over this place starts. */
  hunk: number;
  /** Key, assignment, reference; or owner, absolute owner, owner with type. */
  places: readonly [string, string, string];
  /** Plain, CWE, the RFC or the trade's term, Arabic. */
  categories: readonly [string, string, string, string];
  en: Words;
  ar: Words;
}

/** A submission listener in master.cf that leaves TLS optional: each listener is its own issue. */
function optionalTls(id: string, service: string, port: number, line: number, rate: number): MailIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: MASTER,
    line,
    hunk: 12,
    places: [service, `${service} inet n - y - - smtpd`, `${service}/inet/smtpd_tls_security_level`],
    categories: [
      "Cleartext credentials",
      "CWE-319",
      "STARTTLS not enforced",
      "نقل بيانات الاعتماد دون تشفير",
    ],
    en: {
      titles: [
        `${service} accepts AUTH before STARTTLS`,
        `Passwords can cross port ${port} in clear text`,
        `TLS is optional on the ${service} listener`,
      ],
      fixTitles: [
        `Set smtpd_tls_security_level=encrypt on ${service}`,
        `Require TLS before AUTH on port ${port}`,
      ],
      facts: [
        `The ${service} service in master.cf overrides smtpd_tls_security_level=may and enables smtpd_sasl_auth_enable=yes without smtpd_tls_auth_only, so a mail client that skips STARTTLS, or an attacker who strips it from the greeting, sends the user's password in clear text on port ${port}.`,
        `AUTH is offered on port ${port} before the session is encrypted.`,
      ],
      fix: "Override smtpd_tls_security_level=encrypt for the service, or set smtpd_tls_auth_only=yes.",
    },
    ar: {
      titles: [
        `الخدمة ${service} تقبل AUTH قبل STARTTLS`,
        `كلمات المرور قد تمر عبر المنفذ ${port} دون تشفير`,
      ],
      fixTitles: [`فرض التشفير على ${service} عبر smtpd_tls_security_level=encrypt`],
      facts: [
        `تعيد الخدمة ${service} في master.cf ضبط smtpd_tls_security_level=may وتفعّل المصادقة دون smtpd_tls_auth_only، فالعميل الذي لا يستخدم STARTTLS، أو المهاجم الذي يحذفه من الاستجابة، يرسل كلمة المرور نصاً واضحاً على المنفذ ${port}.`,
      ],
      fix: "اضبط smtpd_tls_security_level=encrypt للخدمة أو فعّل smtpd_tls_auth_only=yes.",
    },
  };
}

/** A DKIM selector still publishing a 1024-bit key: each selector is its own issue. */
function shortKey(
  id: string,
  selector: string,
  signer: string,
  signerAr: string,
  line: number,
  rate: number,
): MailIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file: ZONE,
    line,
    hunk: 50,
    places: [`${selector}._domainkey`, `${selector}._domainkey.example.sa.`, `${selector}._domainkey IN TXT`],
    categories: ["Weak signing key", "CWE-326", "RFC 8301", "مفتاح توقيع ضعيف"],
    en: {
      titles: [
        `DKIM selector ${selector} still publishes a 1024-bit key`,
        `1024-bit RSA key for ${selector}._domainkey`,
        `${selector} DKIM key is too short`,
      ],
      fixTitles: [`Rotate the ${selector} DKIM key to 2048 bits`],
      facts: [
        `The ${selector}._domainkey TXT record publishes k=rsa with a 1024-bit p= value, the key ${signer} signs with; RFC 8301 asks signers for 2048 bits, and a 1024-bit modulus is within reach of a rented cluster, after which anyone can sign as example.sa.`,
        `The ${selector} selector's RSA key is 1024 bits.`,
      ],
      fix: "Generate a 2048-bit key under a new selector, publish it, switch the signer, then retire the old record.",
    },
    ar: {
      titles: [`المحدِّد ${selector} ما زال ينشر مفتاح DKIM بطول 1024 بت`],
      fixTitles: [`استبدل مفتاح ${selector} بمفتاح 2048 بت`],
      facts: [
        `سجل TXT للمحدِّد ${selector}._domainkey ينشر مفتاح RSA بطول 1024 بت، وهو المفتاح الذي ${signerAr} يوقّع به؛ ويطلب RFC 8301 طولاً لا يقل عن 2048 بت، ومن يكسر المفتاح يستطيع التوقيع باسم example.sa.`,
      ],
      fix: "أنشئ مفتاحاً بطول 2048 بت تحت محدِّد جديد، ثم انقل التوقيع إليه واحذف السجل القديم.",
    },
  };
}

const ISSUES: MailIssue[] = [
  {
    id: "relay-mynetworks",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: MAIN,
    line: 41,
    hunk: 35,
    places: ["mynetworks", "mynetworks = 127.0.0.0/8 10.0.0.0/8 172.16.0.0/12", "$mynetworks"],
    categories: ["Open relay", "CWE-284", "Relay abuse", "ترحيل مفتوح للبريد"],
    en: {
      titles: [
        "Docker bridge range in mynetworks makes an open relay",
        "Any client NATed through 172.16.0.0/12 can relay mail",
        "mynetworks trusts the whole container range",
      ],
      fixTitles: [
        "Drop 172.16.0.0/12 from mynetworks",
        "Restrict mynetworks to the host and the office range",
      ],
      facts: [
        "mynetworks lists 172.16.0.0/12, the Docker bridge range; published ports are NATed through the bridge, so every outside client connects from 172.17.0.1 and permit_mynetworks lets it relay to any domain.",
        "Outside connections arrive from the bridge address and are trusted as local.",
      ],
      fix: "List only 127.0.0.0/8 and the office subnet, and require SASL authentication for everything else.",
    },
    ar: {
      titles: [
        "نطاق جسر Docker في mynetworks يجعل الخادم ترحيلاً مفتوحاً",
        "أي عميل يمر عبر 172.16.0.0/12 يستطيع ترحيل البريد",
      ],
      fixTitles: ["احذف 172.16.0.0/12 من mynetworks"],
      facts: [
        "يتضمن mynetworks النطاق 172.16.0.0/12 الخاص بجسر Docker، والمنافذ المنشورة تمر عبر الجسر، فيبدو كل عميل خارجي قادماً من 172.17.0.1 ويسمح له permit_mynetworks بالترحيل إلى أي نطاق.",
      ],
      fix: "اقصر mynetworks على 127.0.0.0/8 وشبكة المكتب، واشترط مصادقة SASL لما عدا ذلك.",
    },
  },
  {
    id: "tls-protocols",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: MAIN,
    line: 63,
    hunk: 58,
    places: ["smtpd_tls_protocols", "smtpd_tls_protocols = !SSLv2, !SSLv3", "$smtpd_tls_protocols"],
    categories: ["Weak TLS", "CWE-327", "Deprecated protocol versions", "بروتوكول تشفير قديم"],
    en: {
      titles: [
        "SMTP still negotiates TLS 1.0 and 1.1",
        "smtpd_tls_protocols only excludes SSL",
        "Inbound TLS allows deprecated protocol versions",
      ],
      fixTitles: ["Exclude TLSv1 and TLSv1.1 in smtpd_tls_protocols"],
      facts: [
        "smtpd_tls_protocols is !SSLv2, !SSLv3, so the server still offers TLSv1 and TLSv1.1, which RFC 8996 deprecates; the audit's scanner flags the MX and clients can be downgraded to them.",
        "TLS 1.0 and 1.1 are still accepted on port 25.",
      ],
      fix: "Set smtpd_tls_protocols and smtpd_tls_mandatory_protocols to >=TLSv1.2.",
    },
    ar: {
      titles: ["خادم SMTP ما زال يقبل TLS 1.0 و1.1"],
      fixTitles: ["استبعد TLSv1 وTLSv1.1 في smtpd_tls_protocols"],
      facts: [
        "قيمة smtpd_tls_protocols هي !SSLv2, !SSLv3 فقط، فيبقى الخادم يعرض TLSv1 وTLSv1.1 رغم أن RFC 8996 ألغاهما، ويمكن إنزال العملاء إليهما.",
      ],
      fix: "اضبط smtpd_tls_protocols وsmtpd_tls_mandatory_protocols على >=TLSv1.2.",
    },
  },
  {
    id: "message-size",
    agent: "operations",
    severity: "LOW",
    rate: 0.4,
    file: MAIN,
    line: 88,
    hunk: 80,
    places: ["message_size_limit", "message_size_limit = 0", "$message_size_limit"],
    categories: ["Resource exhaustion", "CWE-400", "Unlimited message size", "استنزاف الموارد"],
    en: {
      titles: [
        "message_size_limit = 0 accepts messages of any size",
        "No cap on message size fills the queue disk",
        "Unlimited message size on the MX",
      ],
      fixTitles: ["Set message_size_limit to 50 MB"],
      facts: [
        "message_size_limit is 0, which Postfix reads as no limit, so one sender can queue multi-gigabyte messages; the queue shares its volume with the mailboxes, and a full disk stops delivery for everyone.",
        "Any single message can be as large as the disk.",
      ],
      fix: "Set message_size_limit = 52428800 and keep mailbox_size_limit above it.",
    },
    ar: {
      titles: ["message_size_limit = 0 يقبل رسائل بأي حجم"],
      fixTitles: ["حدّد message_size_limit بخمسين ميغابايت"],
      facts: [
        "قيمة message_size_limit صفر، أي بلا حد، فيستطيع مرسل واحد وضع رسائل بحجم غيغابايتات في الطابور، والطابور يشارك القرص مع صناديق البريد، وامتلاء القرص يوقف التسليم للجميع.",
      ],
      fix: "اضبط message_size_limit = 52428800 وأبقِ mailbox_size_limit أكبر منه.",
    },
  },
  optionalTls("tls-submission", "submission", 587, 17, 0.55),
  optionalTls("tls-2525", "2525", 2525, 29, 0.4),
  {
    id: "dovecot-plaintext",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: AUTH,
    line: 10,
    hunk: 1,
    places: ["disable_plaintext_auth", "disable_plaintext_auth = no", "auth_mechanisms = plain login"],
    categories: ["Cleartext credentials", "CWE-319", "Plaintext authentication", "مصادقة بنص واضح"],
    en: {
      titles: [
        "Dovecot allows plaintext login without TLS",
        "IMAP passwords accepted over unencrypted connections",
        "disable_plaintext_auth is set to no",
      ],
      fixTitles: ["Set disable_plaintext_auth = yes"],
      facts: [
        "10-auth.conf sets disable_plaintext_auth = no with auth_mechanisms = plain login, and port 143 is open in the firewall, so an IMAP client that does not start TLS sends the password in clear text.",
        "IMAP and POP3 take passwords before the connection is encrypted.",
      ],
      fix: "Set disable_plaintext_auth = yes (or ssl = required) and close port 143 to the outside.",
    },
    ar: {
      titles: ["Dovecot يسمح بتسجيل الدخول بنص واضح دون TLS"],
      fixTitles: ["اضبط disable_plaintext_auth = yes"],
      facts: [
        "يضبط الملف 10-auth.conf القيمة disable_plaintext_auth = no مع auth_mechanisms = plain login، والمنفذ 143 مفتوح في الجدار الناري، فالعميل الذي لا يبدأ TLS يرسل كلمة المرور نصاً واضحاً.",
      ],
      fix: "اضبط disable_plaintext_auth = yes أو ssl = required وأغلق المنفذ 143 من الخارج.",
    },
  },
  {
    id: "ratelimit-user",
    agent: "operations",
    severity: "MEDIUM",
    rate: 0.45,
    file: RATELIMIT,
    line: 6,
    hunk: 1,
    places: ["rates", 'rates { to = "100 / 1min"; }', "ratelimit.rates.user"],
    categories: ["Abuse of functionality", "CWE-799", "Outbound spam", "إرسال رسائل مزعجة"],
    en: {
      titles: [
        "No outbound rate limit for authenticated senders",
        "A phished account can send unlimited mail",
        "Rspamd ratelimit only covers recipients",
      ],
      fixTitles: ["Add a user rate to the Rspamd ratelimit module"],
      facts: [
        "local.d/ratelimit.conf defines only a to rate, keyed by recipient; nothing limits what one authenticated user sends, so a single phished password lets a spammer send tens of thousands of messages and get the outbound IP listed.",
        "Authenticated users can send without any limit.",
      ],
      fix: 'Add user = "200 / 1h" (and a bounce rate) to rates, and alert when it triggers.',
    },
    ar: {
      titles: ["لا يوجد حد لمعدل الإرسال للمستخدمين المصادَق عليهم"],
      fixTitles: ["أضف معدل user إلى وحدة ratelimit في Rspamd"],
      facts: [
        "يعرّف الملف ratelimit.conf معدل to فقط حسب المستلم، ولا شيء يحد ما يرسله مستخدم واحد، فكلمة مرور مسروقة واحدة تكفي لإرسال عشرات الآلاف من الرسائل وإدراج عنوان IP الصادر في القوائم السوداء.",
      ],
      fix: 'أضف user = "200 / 1h" إلى rates مع تنبيه عند بلوغه.',
    },
  },
  {
    id: "sieve-redirect",
    agent: "deliverability",
    severity: "LOW",
    rate: 0.4,
    file: SIEVE,
    line: 14,
    hunk: 9,
    places: ["redirect", 'redirect "ops@partner.example";', 'if header :contains "subject" "[ops]"'],
    categories: ["Forwarding failure", "CWE-436", "Missing SRS", "فشل إعادة التوجيه"],
    en: {
      titles: [
        "Sieve redirect breaks SPF for forwarded mail",
        "Forwarded [ops] mail is rejected by the partner",
        "redirect keeps the original envelope sender",
      ],
      fixTitles: ["Rewrite the envelope sender (SRS) before redirecting"],
      facts: [
        "The global before.d/spam.sieve redirects every message whose subject contains [ops] to ops@partner.example with the original envelope sender, and Postfix runs no SRS daemon, so the partner receives mail from third-party domains sent by our IP and rejects it under their SPF and DMARC checks.",
        "Redirected messages fail SPF at the partner.",
      ],
      fix: "Run postsrsd and point sender_canonical_maps at it, or forward as an attachment.",
    },
    ar: {
      titles: ["إعادة التوجيه في Sieve تكسر SPF للبريد المحوَّل"],
      fixTitles: ["أعد كتابة مرسل الظرف (SRS) قبل إعادة التوجيه"],
      facts: [
        "يعيد السكربت spam.sieve توجيه كل رسالة يحتوي موضوعها على [ops] إلى ops@partner.example مع مرسل الظرف الأصلي، ولا يعمل أي خادم SRS مع Postfix، فيرفضها الشريك وفق فحوص SPF وDMARC لديه.",
      ],
      fix: "شغّل postsrsd واربطه بـ sender_canonical_maps.",
    },
  },
  {
    id: "spf-lookups",
    agent: "deliverability",
    severity: "MEDIUM",
    rate: 0.45,
    file: ZONE,
    line: 52,
    hunk: 50,
    places: ["@", "example.sa.", "@ IN TXT"],
    categories: ["Misconfiguration", "CWE-16", "RFC 7208 lookup limit", "خطأ في الإعداد"],
    en: {
      titles: [
        "SPF record needs more than 10 DNS lookups",
        "SPF permerror: too many include: mechanisms",
        "example.sa's SPF record is over the lookup limit",
      ],
      fixTitles: ["Flatten the SPF record under ten lookups"],
      facts: [
        "The apex TXT record v=spf1 includes eight providers besides a and mx, eleven DNS lookups in all; RFC 7208 caps them at ten, so receivers return permerror and treat the mail as having no SPF at all.",
        "The SPF check ends in permerror at every receiver that counts lookups.",
      ],
      fix: "Drop the providers no longer used and flatten the rest to ip4: ranges, keeping ten lookups or fewer.",
    },
    ar: {
      titles: ["سجل SPF يحتاج أكثر من 10 استعلامات DNS"],
      fixTitles: ["قلّل استعلامات سجل SPF إلى عشرة أو أقل"],
      facts: [
        "سجل TXT في جذر النطاق يضم ثمانية مزودين عبر include: إضافة إلى a وmx، أي أحد عشر استعلاماً، بينما يحدها RFC 7208 بعشرة، فتعيد الخوادم المستقبِلة permerror وتعامل البريد كأنه بلا SPF.",
      ],
      fix: "احذف المزودين غير المستخدمين وحوّل الباقي إلى نطاقات ip4:.",
    },
  },
  shortKey("dkim-s2019", "s2019", "OpenDKIM on the MX", "OpenDKIM على خادم البريد", 58, 0.5),
  shortKey("dkim-mkt", "mkt", "the newsletter platform", "منصة النشرات البريدية", 61, 0.4),
  {
    id: "dmarc-none",
    agent: "deliverability",
    severity: "MEDIUM",
    rate: 0.5,
    file: ZONE,
    line: 64,
    hunk: 50,
    places: ["_dmarc", "_dmarc.example.sa.", "_dmarc IN TXT"],
    categories: ["Email spoofing", "CWE-290", "RFC 7489 policy", "انتحال البريد"],
    en: {
      titles: [
        "DMARC policy is still p=none",
        "Nothing stops spoofed mail from example.sa",
        "The _dmarc record only monitors",
      ],
      fixTitles: ["Move the DMARC policy to p=quarantine"],
      facts: [
        "The _dmarc record is v=DMARC1; p=none; rua=mailto:dmarc@example.sa with no sp=, so receivers deliver mail that fails SPF and DKIM alignment for example.sa and its subdomains; the aggregate reports have been collected for two years.",
        "Receivers are told to deliver unaligned mail anyway.",
      ],
      fix: "Set p=quarantine with pct=25, then p=reject, and add sp=reject.",
    },
    ar: {
      titles: ["سياسة DMARC ما زالت p=none"],
      fixTitles: ["انقل سياسة DMARC إلى p=quarantine"],
      facts: [
        "سجل _dmarc هو v=DMARC1; p=none دون sp=، فتسلّم الخوادم المستقبِلة البريد الذي يفشل في مواءمة SPF وDKIM لنطاق example.sa ونطاقاته الفرعية، مع أن التقارير تُجمع منذ سنتين.",
      ],
      fix: "اضبط p=quarantine مع pct=25 ثم p=reject، وأضف sp=reject.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { hunk: number; en: string; ar: string })[] = [
  {
    id: "remark-mynetworks-comment",
    file: MAIN,
    line: 40,
    hunk: 35,
    place: "mynetworks",
    en: "Comment why each mynetworks range is trusted",
    ar: "أضف تعليقاً يشرح سبب الثقة بكل نطاق في mynetworks",
  },
  {
    id: "remark-2525-purpose",
    file: MASTER,
    line: 28,
    hunk: 12,
    place: "2525",
    en: "Say what the 2525 listener is for",
    ar: "وضّح الغرض من المنفذ 2525",
  },
  {
    id: "remark-zone-ttl",
    file: ZONE,
    line: 1,
    hunk: 1,
    place: "$TTL",
    en: "Lower the zone's default TTL before the MX move",
    ar: "خفّض قيمة TTL الافتراضية للمنطقة قبل نقل MX",
  },
];

/** How a run writes, kept for the whole run. */
interface MailStyle {
  arabic: boolean;
  /** Arabic prose with its numbers in Arabic-Indic digits. */
  easternDigits: boolean;
  /** Configuration keys alone, as assigned, or as Postfix refers to them. */
  keys: 0 | 1 | 2;
  /** DNS owners relative, absolute, or with their type. */
  owners: 0 | 1 | 2;
  /** Lines counted from the start of the pull request's hunk. */
  hunkLines: boolean;
  /** Files named from the service's configuration directory. */
  configRelative: boolean;
  /** Titles that say the fix. */
  fixLed: boolean;
  /** The offending line quoted at the end of the description. */
  quote: boolean;
}

const SEVERITY_WORDS: Record<Severity, [string, string]> = {
  CRITICAL: ["critical", "حرجة"],
  HIGH: ["high", "عالية"],
  MEDIUM: ["medium", "متوسطة"],
  LOW: ["low", "منخفضة"],
  INFO: ["informational", "معلوماتية"],
};

const EASTERN = "٠١٢٣٤٥٦٧٨٩";

/** Numbers standing on their own written in Arabic-Indic digits; those inside a name, an address or a value stay. */
function easternDigits(text: string): string {
  return text.replace(/(?<![\w./:=<>!-])\d+(?![\w./-])/g, (digits) =>
    [...digits].map((d) => EASTERN[Number(d)]).join(""),
  );
}

function fileWritten(file: string, style: MailStyle, random: Random, v: number): string {
  if (style.configRelative) return CONFIG_RELATIVE[file] ?? file;
  return random() < v * 0.1 ? file.slice(file.lastIndexOf("/") + 1) : file;
}

function lineWritten(
  line: number,
  hunk: number,
  style: MailStyle,
  random: Random,
  v: number,
): number | undefined {
  if (random() < v * 0.15) return undefined;
  const off = random() < v * 0.3 ? Math.round((random() * 2 - 1) * (v > 0.5 ? 6 : 2)) : 0;
  const at = style.hunkLines ? line - hunk + 1 : line;
  return Math.max(1, at + off);
}

function reportOf(issue: MailIssue, style: MailStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.2, random);
  const roll = random();
  const category =
    style.arabic && roll < 0.5
      ? issue.categories[3]
      : issue.categories[roll < 1 - v * 0.8 ? 0 : roll < 1 - v * 0.4 ? 1 : 2];
  const words = style.arabic ? issue.ar : issue.en;
  const title = style.fixLed
    ? usually(words.fixTitles, v * 0.5, random)
    : usually(words.titles, v * 0.7, random);
  const fact = usually(words.facts, v * 0.6, random);
  let place: string | undefined;
  if (random() >= v * 0.12) {
    const form = issue.file === ZONE ? style.owners : style.keys;
    place = random() < 1 - v * 0.3 ? issue.places[form] : choose(random, issue.places);
  }
  const line = lineWritten(issue.line, issue.hunk, style, random, v);
  const [sevEn, sevAr] = SEVERITY_WORDS[severity];
  let description = style.arabic
    ? `${fact} ${words.fix} الخطورة: ${sevAr}.`
    : `${fact} ${words.fix} Severity: ${sevEn}.`;
  if (style.easternDigits) description = easternDigits(description);
  if (style.quote) description += `\n\n\`${issue.places[issue.file === ZONE ? 2 : 1]}\``;
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description,
    file: fileWritten(issue.file, style, random, v),
    ...(place !== undefined && { symbol: place }),
    ...(line !== undefined && { line }),
  };
}

/** `runs` runs of the three agents over the mail service's configuration, with each finding's true issue. */
export function mailRuns(options: GeneratorOptions): Generated {
  return drawRuns<MailIssue, (typeof REMARKS)[number], MailStyle>(
    {
      name: "mail",
      model: "mail-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const arabic = random() < 0.3;
        const keys = random();
        const owners = random();
        return {
          arabic,
          easternDigits: arabic && random() < 0.6,
          keys: keys < v * 0.4 ? 1 : keys < v * 0.4 + 0.15 ? 2 : 0,
          owners: owners < v * 0.4 ? 1 : owners < v * 0.4 + 0.2 ? 2 : 0,
          hunkLines: random() < v * 0.35,
          configRelative: random() < v * 0.3,
          fixLed: random() < 0.25,
          quote: random() < 0.4,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => {
        const text = style.arabic ? remark.ar : remark.en;
        const line = lineWritten(remark.line, remark.hunk, style, random, v);
        return {
          agent: "operations",
          category: style.arabic ? "قابلية الصيانة" : "Maintainability",
          severity: "INFO",
          title: text,
          description: style.arabic
            ? `${text}. أمر بسيط، لكنه يساعد من يصون الإعداد لاحقاً.`
            : `${text}. Minor, but it helps whoever maintains it.`,
          file: fileWritten(remark.file, style, random, v),
          symbol: remark.place,
          ...(line !== undefined && { line }),
        };
      },
    },
    options,
  );
}
