/**
 * The fifty-third held-out generator family for grouping quality (issue #12): a national museum's
 * digitised collection as its repository keeps it: IIIF Presentation 3 manifests (JSON-LD), the
 * Cantaloupe image server's properties, an Omeka S module in PHP that serves the manifests, a
 * Mirador viewer plugin in JavaScript and a pyvips pipeline in Python that makes the image
 * pyramids, reviewed by runs of which some write in Bulgarian (Cyrillic). None of these formats
 * or that language appear anywhere else in the tests.
 *
 * Written in the stop that reads the forty-eighth to fifty-second families, before the
 * fifty-second's errors were read, to take its place as a check; committed before anything was
 * run on it; tuned against once its errors were read, in the same stop, once the fifty-fourth was
 * written. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - a manifest named by the URL it is published at, whose last part is no file's name
 *    (`https://iiif.muzei.bg/iiif/3/obj-1042/manifest` for `manifests/obj-1042.json`), one habit
 *    a run;
 *  - a canvas named by its id, a URI (`…/obj-1042/canvas/p7`), or by its label (`Page 7`,
 *    `стр. 7`), one habit a run;
 *  - places as an image server property, alone or as assigned, a PHP controller's action
 *    (`ManifestController::showAction`), a viewer plugin's component or a Python function;
 *  - categories as plain words, CWE ids, the field's own terms (`Deep zoom breakage`) or in
 *    Bulgarian.
 *  - twins: two canvases whose width and height are swapped, adjacent items of one manifest; two
 *    administrative endpoints of the image server left on, three lines apart; a remark on the
 *    controller.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import type { Random } from "../../src/util/random.js";
import {
  cataloguedReport,
  type CatalogueIssue,
  type CatalogueRemark,
  drawRuns,
  lineDrawn,
  remarkReport,
  usualForm,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const MANIFEST = "manifests/obj-1042.json";
const PROPERTIES = "cantaloupe/cantaloupe.properties";
const CONTROLLER = "omeka/modules/IiifBridge/src/Controller/ManifestController.php";
const PLUGIN = "viewer/src/plugins/annotations.js";
const PYRAMIDS = "ingest/pyramids.py";

/** Where the manifest is published. */
const PUBLISHED = "https://iiif.muzei.bg/iiif/3/obj-1042/manifest";

type Agent = "security" | "reliability" | "performance";

interface MuseumIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third: `%p` the canvas as the run names it. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Bulgarian. */
  categories: readonly [string, string, string, string];
  /** The canvas the issue is at (its page), where it is one. */
  page?: number;
  en: Wording;
  bg: Wording;
}

/** A canvas whose width and height are swapped: each canvas its own issue. */
function swapped(id: string, page: number, line: number, rate: number): MuseumIssue {
  return {
    id,
    agent: "reliability",
    severity: "MEDIUM",
    rate,
    file: MANIFEST,
    line,
    page,
    places: ["%p", `items[${page - 1}]`, `items[${page - 1}].width`],
    categories: ["Inconsistent data", "CWE-1286", "Deep zoom breakage", "Несъгласувани данни"],
    en: {
      titles: [
        "%p has its width and height swapped",
        "Canvas dimensions of %p do not match the image",
        "%p opens stretched and its annotations land off the page",
      ],
      facts: [
        "In obj-1042.json the canvas %p declares width 4912 and height 7360, while its image service reports 7360 × 4912; Mirador scales the image to the canvas, so the page opens stretched, and every annotation drawn on it by the curators lands a third of the page away from what it marks.",
        "%p's dimensions are swapped.",
      ],
      fix: "Take the canvas's width and height from the image service's info.json when the manifest is generated, not from the scan's metadata.",
    },
    bg: {
      titles: ["%p е с разменени ширина и височина", "Размерите на %p не съответстват на изображението"],
      facts: [
        "В obj-1042.json платното %p е с ширина 4912 и височина 7360, а услугата за изображения връща 7360 × 4912; Mirador разтяга изображението и анотациите на уредниците попадат встрани от това, което отбелязват.",
      ],
      fix: "Вземайте размерите на платното от info.json на услугата при генериране на манифеста.",
    },
  };
}

/** An administrative endpoint of the image server left on: each endpoint its own issue. */
function endpointOn(
  id: string,
  key: string,
  what: string,
  bg: string,
  line: number,
  rate: number,
): MuseumIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: PROPERTIES,
    line,
    places: [key, `${key} = true`, `${key}=true`],
    categories: [
      "Exposed administrative interface",
      "CWE-749",
      "Open admin endpoint",
      "Открит административен интерфейс",
    ],
    en: {
      titles: [
        `${key} is true on the public image server`,
        `The ${what} is reachable from the internet`,
        `cantaloupe.properties enables the ${what}`,
      ],
      facts: [
        `cantaloupe.properties sets ${key} = true, and the image server is published as is behind the museum's proxy; the ${what} takes requests from anyone, with the default credentials the file also keeps, and can purge the caches or change the configuration of the live server.`,
        `The ${what} is enabled.`,
      ],
      fix: `Set ${key} = false in production, or bind it to the management network and give it its own credentials.`,
    },
    bg: {
      titles: [`${key} е true на публичния сървър за изображения`, `${bg} е достъпен от интернет`],
      facts: [
        `cantaloupe.properties задава ${key} = true, а сървърът е публикуван без ограничения зад прокси сървъра на музея; ${bg} приема заявки от всеки и може да изчисти кеша или да промени настройките.`,
      ],
      fix: `Задайте ${key} = false в продукционна среда.`,
    },
  };
}

const ISSUES: MuseumIssue[] = [
  swapped("canvas-p7", 7, 148, 0.45),
  swapped("canvas-p8", 8, 172, 0.35),
  endpointOn(
    "admin-endpoint",
    "endpoint.admin.enabled",
    "admin console",
    "административната конзола",
    31,
    0.45,
  ),
  endpointOn("api-endpoint", "endpoint.api.enabled", "management API", "управляващият API", 34, 0.35),
  {
    id: "http-source-ssrf",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: PROPERTIES,
    line: 58,
    places: ["HttpSource.BasicLookupStrategy.url_prefix", "url_prefix", "source.static = HttpSource"],
    categories: [
      "Server-side request forgery",
      "CWE-918",
      "Open image proxy",
      "Фалшифициране на заявки от сървъра",
    ],
    en: {
      titles: [
        "An empty url_prefix lets the image server fetch any URL",
        "HttpSource with no prefix is an open proxy",
        "Identifiers can make Cantaloupe request internal addresses",
      ],
      facts: [
        "cantaloupe.properties uses HttpSource with BasicLookupStrategy and an empty url_prefix, so an image identifier is fetched as a whole URL; a request for http%3A%2F%2F169.254.169.254%2F… makes the server read the cloud metadata service and the collection database's admin page, and return them as images' errors.",
        "Image identifiers are fetched as arbitrary URLs.",
      ],
      fix: "Set url_prefix to the storage bucket's URL, or use the ScriptLookupStrategy with an allow-list of hosts.",
    },
    bg: {
      titles: [
        "Празен url_prefix позволява на сървъра да изтегли всеки URL",
        "HttpSource без префикс е отворен прокси сървър",
      ],
      facts: [
        "cantaloupe.properties използва HttpSource с BasicLookupStrategy и празен url_prefix, така че идентификаторът на изображението се изтегля като цял URL; заявка към http%3A%2F%2F169.254.169.254%2F… кара сървъра да прочете услугата за метаданни.",
      ],
      fix: "Задайте url_prefix към адреса на хранилището.",
    },
  },
  {
    id: "private-manifest",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: CONTROLLER,
    line: 41,
    places: ["ManifestController::showAction", "showAction", "IiifBridge\\Controller\\ManifestController"],
    categories: [
      "Improper access control",
      "CWE-284",
      "Embargoed item exposed",
      "Неправилен контрол на достъпа",
    ],
    en: {
      titles: [
        "showAction serves manifests of private items",
        "The manifest route ignores an item's visibility",
        "Embargoed objects can be viewed through their IIIF manifest",
      ],
      facts: [
        "ManifestController::showAction reads the item with the API manager's read, which the module calls with bypassAcl, and never checks isPublic; the manifests, and through them the full-resolution images, of the 3,000 items under embargo for restitution claims can be fetched by guessing their ids.",
        "Private items' manifests are public.",
      ],
      fix: "Read the item without bypassing the ACL, return 404 for items the visitor may not see, and do the same in the image server's authorization delegate.",
    },
    bg: {
      titles: [
        "showAction връща манифести на частни обекти",
        "Маршрутът за манифеста не проверява видимостта на обекта",
      ],
      facts: [
        "ManifestController::showAction чете обекта с bypassAcl и никога не проверява isPublic; манифестите на 3000 обекта под ембарго могат да се изтеглят чрез познаване на идентификаторите им.",
      ],
      fix: "Четете обекта без заобикаляне на ACL и връщайте 404.",
    },
  },
  {
    id: "manifest-n-plus-one",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: CONTROLLER,
    line: 77,
    places: ["ManifestController::canvases", "canvases", "$media->mediaData()"],
    categories: ["Inefficient query", "CWE-1073", "Slow manifests", "Неефективна заявка"],
    en: {
      titles: [
        "canvases loads each media's data with its own query",
        "A 900-page manuscript's manifest takes 12 seconds",
        "N+1 queries when building canvases",
      ],
      facts: [
        "ManifestController::canvases calls $media->mediaData() and $media->primaryMedia() for each of the item's media, two queries each; for the 900-page manuscripts that is 1,800 queries and 12 seconds, and Mirador gives up on the manifest after 10.",
        "Media data is loaded per canvas.",
      ],
      fix: "Load the item's media with their data in one search (the API's media search with item_id), or cache the generated manifest until the item changes.",
    },
    bg: {
      titles: [
        "canvases зарежда данните на всеки медиен файл с отделна заявка",
        "Манифестът на ръкопис от 900 страници се генерира за 12 секунди",
      ],
      facts: [
        "ManifestController::canvases извиква $media->mediaData() за всеки медиен файл; за ръкописите от 900 страници това са 1800 заявки и 12 секунди.",
      ],
      fix: "Заредете медийните файлове с данните им с една заявка или кеширайте манифеста.",
    },
  },
  {
    id: "annotation-html",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: PLUGIN,
    line: 64,
    places: ["AnnotationBody", "dangerouslySetInnerHTML", "annotations.AnnotationBody"],
    categories: ["Cross-site scripting", "CWE-79", "Annotation injection", "Междусайтов скриптинг"],
    en: {
      titles: [
        "AnnotationBody renders annotation text as HTML",
        "dangerouslySetInnerHTML on annotations from the public crowdsourcing project",
        "A volunteer's transcription can run script in the viewer",
      ],
      facts: [
        "The plugin's AnnotationBody renders body.value with dangerouslySetInnerHTML; the annotations include the volunteers' transcriptions from the crowdsourcing project, stored as submitted, so a transcription with an <img onerror> runs in every visitor's viewer, on the museum's domain.",
        "Annotation bodies are rendered unescaped.",
      ],
      fix: "Render text bodies as text, and pass HTML bodies (format text/html) through DOMPurify with an allow-list of tags.",
    },
    bg: {
      titles: [
        "AnnotationBody показва текста на анотациите като HTML",
        "dangerouslySetInnerHTML за анотации от доброволците",
      ],
      facts: [
        "AnnotationBody показва body.value чрез dangerouslySetInnerHTML; анотациите включват транскрипциите на доброволците, съхранени без обработка, така че транскрипция с <img onerror> изпълнява код във визуализатора.",
      ],
      fix: "Показвайте текстовите анотации като текст и пропускайте HTML през DOMPurify.",
    },
  },
  {
    id: "annotation-refetch",
    agent: "performance",
    severity: "LOW",
    rate: 0.35,
    file: PLUGIN,
    line: 29,
    places: ["useAnnotationPages", "useEffect", "fetchAllPages"],
    categories: ["Redundant requests", "CWE-400", "Annotation refetch", "Излишни заявки"],
    en: {
      titles: [
        "useAnnotationPages fetches every annotation page on each canvas change",
        "Turning a page downloads all of the manuscript's annotations again",
        "The viewer makes 900 requests per page turn",
      ],
      facts: [
        "useAnnotationPages runs fetchAllPages in a useEffect whose dependencies include the current canvas, and fetchAllPages requests every AnnotationPage of the manifest; on the 900-page manuscripts each page turn makes 900 requests, and visitors on mobile data see the viewer stall.",
        "All annotation pages are fetched again on each canvas.",
      ],
      fix: "Fetch only the current canvas's annotation pages, and keep the fetched ones in the store.",
    },
    bg: {
      titles: [
        "useAnnotationPages изтегля всички страници с анотации при всяка смяна на платното",
        "Обръщането на страница изтегля отново всички анотации",
      ],
      facts: [
        "useAnnotationPages изпълнява fetchAllPages в useEffect, зависим от текущото платно, а fetchAllPages изисква всяка AnnotationPage на манифеста; при 900 страници това са 900 заявки на обръщане.",
      ],
      fix: "Изтегляйте само страниците на текущото платно.",
    },
  },
  {
    id: "pyramid-memory",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: PYRAMIDS,
    line: 22,
    places: ["make_pyramid", 'pyvips.Image.new_from_file(path, access="random")', "pyramids.make_pyramid"],
    categories: [
      "Uncontrolled resource consumption",
      "CWE-400",
      "Ingest out of memory",
      "Неконтролирано потребление на ресурси",
    ],
    en: {
      titles: [
        "make_pyramid opens scans with random access, loading them whole",
        'new_from_file(access="random") on 2 GB TIFFs',
        "The ingest runs out of memory on large maps",
      ],
      facts: [
        'make_pyramid opens each master TIFF with pyvips.Image.new_from_file(path, access="random") before tiffsave, so libvips decodes the whole image into memory; the 2 GB map scans need 9 GB, and the ingest worker is killed on every one of them.',
        "Scans are loaded whole for the pyramid.",
      ],
      fix: 'Open with access="sequential" (tiffsave with pyramid=True reads top to bottom), and set the worker\'s VIPS_CONCURRENCY.',
    },
    bg: {
      titles: [
        "make_pyramid отваря сканиранията с произволен достъп и ги зарежда изцяло",
        'new_from_file(access="random") за TIFF файлове от 2 GB',
      ],
      facts: [
        'make_pyramid отваря всеки TIFF с pyvips.Image.new_from_file(path, access="random") преди tiffsave и libvips декодира цялото изображение в паметта; картите от 2 GB изискват 9 GB.',
      ],
      fix: 'Отваряйте с access="sequential".',
    },
  },
  {
    id: "pyramid-icc",
    agent: "reliability",
    severity: "LOW",
    rate: 0.35,
    file: PYRAMIDS,
    line: 35,
    places: ["make_pyramid", "tiffsave", "pyramids.make_pyramid"],
    categories: ["Incorrect conversion", "CWE-704", "Colour shift", "Неправилно преобразуване"],
    en: {
      titles: [
        "make_pyramid drops the scans' ICC profile",
        "tiffsave with strip=True removes the colour profile",
        "Paintings show with wrong colours in the viewer",
      ],
      facts: [
        "make_pyramid saves the pyramid with tiffsave(strip=True) and never converts to sRGB, so the Adobe RGB scans lose their profile and are shown as if they were sRGB; the paintings' reds come out dull, and the conservators have reported it for the icon collection.",
        "The colour profile is stripped without conversion.",
      ],
      fix: "Convert to sRGB with icc_transform before saving, or keep the profile (strip=False) and let the image server convert.",
    },
    bg: {
      titles: [
        "make_pyramid премахва ICC профила на сканиранията",
        "tiffsave със strip=True премахва цветовия профил",
      ],
      facts: [
        "make_pyramid записва пирамидата с tiffsave(strip=True) без преобразуване към sRGB, така че сканиранията в Adobe RGB губят профила си и цветовете на иконите излизат бледи.",
      ],
      fix: "Преобразувайте към sRGB с icc_transform преди записа.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; bg: string })[] = [
  {
    id: "remark-controller-services",
    agent: "security",
    file: CONTROLLER,
    line: 18,
    place: "ManifestController",
    en: "Move the manifest building out of ManifestController into a service",
    bg: "Изнесете изграждането на манифеста от ManifestController в услуга",
  },
  {
    id: "remark-plugin-proptypes",
    agent: "performance",
    file: PLUGIN,
    line: 8,
    place: "AnnotationBody",
    en: "Declare AnnotationBody's props",
    bg: "Декларирайте свойствата на AnnotationBody",
  },
  {
    id: "remark-properties-comments",
    agent: "reliability",
    file: PROPERTIES,
    line: 1,
    place: "cantaloupe.properties",
    en: "Keep the museum's changes to cantaloupe.properties in one commented block",
    bg: "Съберете промените на музея в cantaloupe.properties в един коментиран блок",
  },
];

/** How a run writes, kept for the whole run. */
interface MuseumStyle {
  bulgarian: boolean;
  /** The manifest named by the URL it is published at. */
  published: boolean;
  /** Canvases named by their labels, not their ids. */
  labels: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines given at all. */
  lines: boolean;
}

const SEVERITY_BG: Record<Severity, string> = {
  CRITICAL: "критична",
  HIGH: "висока",
  MEDIUM: "средна",
  LOW: "ниска",
  INFO: "информативна",
};

/** `text` with the canvas written as the run names it (`%p`). */
function written(text: string, page: number | undefined, style: MuseumStyle): string {
  if (page === undefined) return text;
  const canvas = style.labels
    ? style.bulgarian
      ? `стр. ${page}`
      : `Page ${page}`
    : `https://iiif.muzei.bg/iiif/3/obj-1042/canvas/p${page}`;
  return text.replaceAll("%p", canvas);
}

function located(file: string, line: number, style: MuseumStyle, random: Random, v: number) {
  const at = lineDrawn(line, style.lines, random, v);
  const named =
    style.published && file === MANIFEST
      ? PUBLISHED
      : random() < v * 0.15
        ? file.slice(file.lastIndexOf("/") + 1)
        : file;
  return { file: named, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: MuseumIssue, style: MuseumStyle, random: Random, v: number): Finding {
  return cataloguedReport(
    issue,
    {
      words: style.bulgarian ? issue.bg : issue.en,
      otherLanguage: style.bulgarian,
      place: style.place,
      said: (severity) =>
        style.bulgarian ? `Сериозност: ${SEVERITY_BG[severity]}.` : `Severity: ${severity.toLowerCase()}.`,
      written: (text) => written(text, issue.page, style),
      located: () => located(issue.file, issue.line, style, random, v),
    },
    random,
    v,
  );
}

/** `runs` runs of the three agents over the museum's digitised collection, with each finding's true issue. */
export function museumRuns(options: GeneratorOptions): Generated {
  return drawRuns<MuseumIssue, (typeof REMARKS)[number], MuseumStyle>(
    {
      name: "museum",
      model: "museum-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        return {
          bulgarian: random() < 0.3,
          published: random() < 0.15 + v * 0.2,
          labels: random() < 0.5,
          place: usualForm(place, v),
          lines: random() < 0.85,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) =>
        remarkReport(
          remark,
          {
            category: style.bulgarian ? "Поддръжка" : "Maintainability",
            title: style.bulgarian ? remark.bg : remark.en,
            description: style.bulgarian
              ? `${remark.bg}. Дребно, но улеснява поддръжката.`
              : `${remark.en}. Minor, but it eases maintenance.`,
          },
          located(remark.file, remark.line, style, random, v),
        ),
    },
    options,
  );
}
