/**
 * The sixty-second held-out generator family for grouping quality (issue #12): a winery's cellar
 * as its repository keeps it: the fermentation probes' reader and the label printer in Raku, the
 * lot lineage in Cypher, the Makefile that builds the release files, the log shipping in Fluentd,
 * the production overlay in Kustomize and the shop's order mail in Liquid, reviewed by runs of
 * which some write in Azerbaijani. None of these formats or that language appear anywhere else in
 * the tests.
 *
 * Written in the stop that reads the sixty-first family, before the sixty-first's errors were
 * read, to take its place as a check; committed before anything was run on it; read, and tuned
 * against, in the same stop, once the sixty-third had taken its place.
 * Self-contained: its own catalogue and its own model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - Raku's packages, grammars and methods (`Cellar::Probe::Grammar`, `token reading`,
 *    `Cellar::Label.print`), Cypher's patterns (`[:BOTTLED_INTO*]`), Makefile targets
 *    (`clean-labels:`), Fluentd's sections (`<match cellar.**>`), Kustomize's generated literals
 *    and Liquid's outputs (`{{ order.note }}`) as places;
 *  - a tank named by its number (`Tank 7`) or its grape (`the Bayanşirə tank`), and a lot by its
 *    code or its number, one habit a run each, in words;
 *  - categories as plain words, CWE ids, the field's own terms (`Stuck ferment`) or in Azerbaijani;
 *  - twins: two Makefile targets that delete a directory named by an unset variable, five lines
 *    apart; two tanks whose alarm temperature is set too high, adjacent literals; a remark on the
 *    lineage query's file beside a performance issue in it.
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

const PROBE = "lib/Cellar/Probe.rakumod";
const LABEL = "lib/Cellar/Label.rakumod";
const LINEAGE = "graph/lineage.cypher";
const MAKEFILE = "Makefile";
const FLUENTD = "deploy/fluentd.conf";
const OVERLAY = "deploy/overlays/prod/kustomization.yaml";
const MAIL = "shop/templates/order-confirmation.liquid";

type Agent = "security" | "reliability" | "performance";

interface Tank {
  number: number;
  grape: string;
}

interface CellarIssue extends CataloguedIssue<Agent> {
  /** `%t` the tank, `%o` the lot, as the run names them. */
  en: Wording;
  az: Wording;
  /** The tank this issue is about, where it is about one. */
  tank?: Tank;
}

/** A Makefile target that deletes a directory named by a variable nothing sets: each its own issue. */
function unsetDelete(
  id: string,
  target: string,
  variable: string,
  what: string,
  whatAz: string,
  line: number,
  rate: number,
): CellarIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: MAKEFILE,
    line,
    places: [`${target}:`, `make ${target}`, `rm -rf $(${variable})/`],
    categories: [
      "Use of uninitialized variable",
      "CWE-457",
      "Wiped release share",
      "İlkinləşdirilməmiş dəyişəndən istifadə",
    ],
    en: {
      titles: [
        `${target} runs rm -rf $(${variable})/ and ${variable} is set nowhere`,
        `make ${target} deletes the whole share when ${variable} is empty`,
        `The ${target} target can wipe the ${what} of every vintage`,
      ],
      facts: [
        `The recipe for ${target}: is rm -rf $(${variable})/*; ${variable} is only set by the old release script, so on the build host make expands it to rm -rf /*, which as the release user empties the mounted share holding the ${what} for %o and every other lot.`,
        `${variable} is unset, so ${target} deletes from the root.`,
      ],
      fix: `Give ${variable} a default with ?=, check it in the recipe (test -n "$(${variable})"), and delete with rm -rf -- "$(${variable})/"*.`,
    },
    az: {
      titles: [
        `${target} rm -rf $(${variable})/ işlədir, ${variable} isə heç yerdə təyin olunmayıb`,
        `${variable} boş olanda make ${target} bütün paylaşımı silir`,
      ],
      facts: [
        `${target}: reseptində rm -rf $(${variable})/* var; ${variable} yalnız köhnə buraxılış skriptində təyin olunur, ona görə make bunu rm -rf /* kimi açır və %o ilə bütün digər partiyaların ${whatAz} saxlanan paylaşım boşalır.`,
      ],
      fix: `${variable} üçün ?= ilə standart dəyər verin və reseptdə onu yoxlayın.`,
    },
  };
}

/** A tank whose alarm temperature the production overlay sets too high: each tank its own issue. */
function alarmTooHigh(id: string, tank: Tank, line: number, rate: number): CellarIssue {
  const literal = `TANK_${tank.number}_ALARM_C`;
  return {
    id,
    agent: "reliability",
    severity: "MEDIUM",
    rate,
    file: OVERLAY,
    line,
    tank,
    places: [`configMapGenerator.literals.${literal}`, literal, `configMapGenerator[cellar-alarms]`],
    categories: ["Incorrect default value", "CWE-1188", "Stuck ferment", "Yanlış standart dəyər"],
    en: {
      titles: [
        `${literal}=32 is a red-wine limit on a white-wine tank`,
        `The alarm at %t only fires at 32 °C`,
        `A hot ferment in %t goes unnoticed until it sticks`,
      ],
      facts: [
        `The prod overlay generates ${literal}=32, copied from the red tanks; %t ferments white at 14 to 16 °C, so a failed jacket lets it reach 25 °C, the yeast stalls and the aromatics cook off, and the alarm that should have woken the cellar master never fires; %o was lost this way.`,
        `${literal} is set for red wine.`,
      ],
      fix: `Set ${literal} per grape (18 for whites), and alarm on the rate of rise as well as the level.`,
    },
    az: {
      titles: [
        `${literal}=32 ağ şərab çəni üçün qırmızı şərab həddidir`,
        `%t siqnalı yalnız 32 °C-də işə düşür`,
      ],
      facts: [
        `Prod overlay ${literal}=32 yaradır; %t ağ şərabı 14–16 °C-də qıcqırdır, soyutma köynəyi sıradan çıxanda temperatur 25 °C-yə çatır, maya dayanır və siqnal heç vaxt işə düşmür; %o belə itirildi.`,
      ],
      fix: `${literal} dəyərini üzüm növünə görə təyin edin (ağlar üçün 18).`,
    },
  };
}

const BAYANSHIRA: Tank = { number: 7, grape: "Bayanşirə" };
const RKATSITELI: Tank = { number: 8, grape: "Rkatsiteli" };

const ISSUES: CellarIssue[] = [
  unsetDelete("rm-labels", "clean-labels", "LABEL_DIR", "label files", "etiket faylları", 23, 0.4),
  unsetDelete("rm-release", "clean-release", "RELEASE_DIR", "release sheets", "buraxılış vərəqləri", 28, 0.3),
  alarmTooHigh("alarm-bayanshira", BAYANSHIRA, 17, 0.4),
  alarmTooHigh("alarm-rkatsiteli", RKATSITELI, 18, 0.3),
  {
    id: "label-shell",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.5,
    file: LABEL,
    line: 31,
    places: ["Cellar::Label.print", "method print", "shell"],
    categories: [
      "OS command injection",
      "CWE-78",
      "Label printer takeover",
      "Əməliyyat sistemi əmrinin inyeksiyası",
    ],
    en: {
      titles: [
        "Cellar::Label.print passes the lot's name to shell",
        "A lot named with a semicolon runs commands on the label host",
        "The label printer call interpolates the shop's lot name into a shell command",
      ],
      facts: [
        "method print builds shell \"lp -d zebra -t $!lot.name() label.zpl\", and the lot name comes from the shop's admin form, where staff and the distributor's portal both write it; a name such as %o; curl … | sh runs as the cellar user on the host that also holds the probe credentials.",
        "The lot name reaches shell unquoted.",
      ],
      fix: "Call run 'lp', '-d', 'zebra', '-t', $!lot.name, 'label.zpl' with the arguments apart, and restrict lot names to the code's pattern.",
    },
    az: {
      titles: [
        "Cellar::Label.print partiyanın adını shell-ə ötürür",
        "Adında nöqtəli vergül olan partiya etiket serverində əmr işlədir",
      ],
      facts: [
        'method print shell "lp -d zebra -t $!lot.name() label.zpl" qurur; partiyanın adı mağazanın admin formasından gəlir, ona görə %o; curl … | sh kimi ad zond parollarını saxlayan serverdə əmr işlədir.',
      ],
      fix: "run 'lp', '-d', 'zebra', '-t', $!lot.name, 'label.zpl' ilə arqumentləri ayrı ötürün.",
    },
  },
  {
    id: "probe-negative",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: PROBE,
    line: 12,
    places: ["Cellar::Probe::Grammar.reading", "token reading", "Cellar::Probe::Grammar"],
    categories: ["Improper input validation", "CWE-20", "Silent probe", "Yanlış giriş yoxlaması"],
    en: {
      titles: [
        "token reading rejects readings without a decimal point",
        "Whole-degree probe readings are dropped without a word",
        "The probe grammar loses %t's readings when the probe rounds",
      ],
      facts: [
        "token reading { \\d+ '.' \\d+ } needs a decimal point, but the new probes send 15 rather than 15.0 when the value is whole; Grammar.parse returns Nil, the ingest loop skips Nil without logging, and the chart for %t shows hours of gaps that look like a quiet tank.",
        "Integer readings fail to parse and are skipped.",
      ],
      fix: "Accept token reading { '-'? \\d+ [ '.' \\d+ ]? }, and count and log every line that fails to parse.",
    },
    az: {
      titles: [
        "token reading onluq nöqtəsi olmayan göstəriciləri rədd edir",
        "Tam dərəcəli zond göstəriciləri səssizcə atılır",
      ],
      facts: [
        "token reading { \\d+ '.' \\d+ } onluq nöqtə tələb edir, yeni zondlar isə 15.0 əvəzinə 15 göndərir; Grammar.parse Nil qaytarır, dövr bunu log yazmadan ötürür və %t qrafikində saatlarla boşluq olur.",
      ],
      fix: "token reading { '-'? \\d+ [ '.' \\d+ ]? } qəbul edin və uğursuz sətirləri loglayın.",
    },
  },
  {
    id: "lineage-unbounded",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: LINEAGE,
    line: 9,
    places: ["[:BOTTLED_INTO*]", "MATCH (b:Bottle {lot: $lot})<-[:BOTTLED_INTO*]-(src)", "lotLineage"],
    categories: [
      "Uncontrolled resource consumption",
      "CWE-400",
      "Lineage explosion",
      "Nəzarətsiz resurs istehlakı",
    ],
    en: {
      titles: [
        "The lineage query follows BOTTLED_INTO to any depth",
        "Tracing one lot back to its tanks walks the whole cellar graph",
        "lotLineage times out on blends",
      ],
      facts: [
        "MATCH (b:Bottle {lot: $lot})<-[:BOTTLED_INTO*]-(src) has no upper bound and no relationship direction filter past the first hop, so for a blend such as %o it expands through every topping-up between tanks since 2019; the recall page waits 40 s and Neo4j's heap fills when two people open it.",
        "The variable-length pattern is unbounded.",
      ],
      fix: "Bound it ([:BOTTLED_INTO*..6]), follow only FROM_TANK edges, and keep a lineage summary on each lot.",
    },
    az: {
      titles: [
        "Mənşə sorğusu BOTTLED_INTO əlaqəsini istənilən dərinliyə izləyir",
        "Bir partiyanı çənlərinə qədər izləmək bütün zirzəmi qrafını gəzir",
      ],
      facts: [
        "MATCH (b:Bottle {lot: $lot})<-[:BOTTLED_INTO*]-(src) sorğusunun yuxarı həddi yoxdur, ona görə %o kimi kupaj üçün 2019-dan bəri bütün köçürmələri açır; geri çağırma səhifəsi 40 s gözləyir.",
      ],
      fix: "Həddi qoyun ([:BOTTLED_INTO*..6]).",
    },
  },
  {
    id: "mail-unescaped",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: MAIL,
    line: 14,
    places: ["{{ order.note }}", "order.note", "order-confirmation.liquid"],
    categories: ["Cross-site scripting", "CWE-79", "Mail markup injection", "Saytlararası skriptləmə"],
    en: {
      titles: [
        "{{ order.note }} is written into the confirmation mail unescaped",
        "A customer's order note can put links and markup into the winery's own mail",
        "order-confirmation.liquid trusts the order note",
      ],
      facts: [
        "The template prints {{ order.note }} without | escape; Liquid does not escape by default, so a note with a form or a link is sent as HTML from the winery's domain, to the customer and to the cellar staff's inbox, which renders it, for orders of %o as for any other.",
        "The note is output raw.",
      ],
      fix: "Write {{ order.note | escape }}, and set the mail renderer to escape by default.",
    },
    az: {
      titles: [
        "{{ order.note }} təsdiq məktubuna ekranlaşdırılmadan yazılır",
        "Müştərinin sifariş qeydi şərabçılığın öz məktubuna link və işarələmə qoya bilir",
      ],
      facts: [
        "Şablon {{ order.note }} ifadəsini | escape olmadan çap edir; Liquid standart olaraq ekranlaşdırmır, ona görə forma və ya link olan qeyd şərabçılığın domenindən HTML kimi göndərilir.",
      ],
      fix: "{{ order.note | escape }} yazın.",
    },
  },
  {
    id: "fluentd-cleartext",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.35,
    file: FLUENTD,
    line: 20,
    places: ["<match cellar.**>", "match cellar.**", "@type forward"],
    categories: [
      "Cleartext transmission of sensitive information",
      "CWE-319",
      "Unencrypted log forwarding",
      "Həssas məlumatın açıq ötürülməsi",
    ],
    en: {
      titles: [
        "<match cellar.**> forwards the logs without TLS",
        "The shared key and the probe logs cross the vineyard link in clear",
        "Log forwarding to the aggregator is unencrypted",
      ],
      facts: [
        "The <match cellar.**> section uses @type forward with shared_key in the file and no <security> transport tls, over the radio link from the cellar to the office; the logs carry the label host's session tokens and the shop's order lines, and anyone on that link reads them and the key.",
        "@type forward has no TLS.",
      ],
      fix: "Add transport tls with the aggregator's certificate, move shared_key to an environment variable, and rotate it.",
    },
    az: {
      titles: [
        "<match cellar.**> logları TLS olmadan ötürür",
        "Ortaq açar və zond logları üzüm bağı xəttindən açıq keçir",
      ],
      facts: [
        "<match cellar.**> bölməsi @type forward ilə shared_key faylda və transport tls olmadan işləyir; loglar etiket serverinin sessiya tokenlərini daşıyır və xəttdə olan hər kəs onları oxuyur.",
      ],
      fix: "Aqreqatorun sertifikatı ilə transport tls əlavə edin və açarı dəyişin.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; az: string })[] = [
  {
    id: "remark-make-phony",
    agent: "reliability",
    file: MAKEFILE,
    line: 1,
    place: ".PHONY",
    en: "Declare the clean targets .PHONY",
    az: "Təmizləmə hədəflərini .PHONY kimi elan edin",
  },
  {
    id: "remark-lineage-index",
    agent: "performance",
    file: LINEAGE,
    line: 1,
    place: "lineage.cypher",
    en: "Create an index on :Bottle(lot) beside the query",
    az: "Sorğunun yanında :Bottle(lot) üçün indeks yaradın",
  },
  {
    id: "remark-probe-version",
    agent: "security",
    file: PROBE,
    line: 1,
    place: "use v6.d",
    en: "Pin the language version and the module's dependencies in META6.json",
    az: "Dil versiyasını və modulun asılılıqlarını META6.json-da sabitləyin",
  },
];

/** How a run writes, kept for the whole run. */
interface CellarStyle extends BilingualRun {
  /** Tanks by their grape, not their number. */
  grapes: boolean;
  /** Lots by their number, not their code. */
  lotNumbers: boolean;
}

const AZERBAIJANI: SecondLanguage = {
  severity: "Ciddilik",
  severities: {
    CRITICAL: "kritik",
    HIGH: "yüksək",
    MEDIUM: "orta",
    LOW: "aşağı",
    INFO: "məlumat",
  },
  maintainability: "Dəstəklənmə asanlığı",
  minor: "Kiçik məsələdir, amma saxlanmanı asanlaşdırır.",
};

/** `text` with the tank and the lot written as the run names them. */
function written(text: string, tank: Tank | undefined, style: CellarStyle): string {
  const at = tank ?? BAYANSHIRA;
  const tankName = style.otherLanguage
    ? style.grapes
      ? `${at.grape} çəni`
      : `${at.number} nömrəli çən`
    : style.grapes
      ? `the ${at.grape} tank`
      : `Tank ${at.number}`;
  const lot = style.lotNumbers
    ? style.otherLanguage
      ? "2607 saylı partiya"
      : "lot 2607"
    : style.otherLanguage
      ? "BY-26-07 partiyası"
      : "lot BY-26-07";
  return text.replaceAll("%t", tankName).replaceAll("%o", lot);
}

/** `runs` runs of the three agents over the winery's cellar code, with each finding's true issue. */
export function wineryRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], CellarStyle>(
    {
      name: "winery",
      issues: ISSUES,
      remarks: REMARKS,
      language: AZERBAIJANI,
      words: (issue, otherLanguage) => (otherLanguage ? issue.az : issue.en),
      said: (remark) => remark.az,
      habits: (random) => ({
        grapes: random() < 0.45,
        lotNumbers: random() < 0.35,
      }),
      written: (text, issue, run) => written(text, issue.tank, run),
    },
    options,
  );
}
