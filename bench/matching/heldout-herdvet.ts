/**
 * The sixty-ninth held-out generator family for grouping quality (issue #12): a mobile veterinary
 * service for nomadic herders as its repository keeps it: the health records' access rules in
 * Cedar, the outbreak tracing in Soufflé Datalog, the vaccination certificates in Thymeleaf, the
 * build in a Tekton pipeline, the operators' tasks in a justfile and the services' configuration in
 * Nickel, reviewed by runs of which some write in Mongolian, in Cyrillic. None of these formats or
 * that language appear anywhere else in the tests.
 *
 * Written in the stop that reads the sixty-sixth, after the sixty-eighth's first run and before the
 * sixty-seventh's errors were read, to take the sixty-seventh's place as a check; committed before
 * anything was run on it; read, and tuned against, three stops later, once the seventy-first had
 * taken its place. Self-contained: its own catalogue and its own model
 * of how reports vary, its numbers from the project's seeded generator (src/util/random.ts). What
 * it models that the other families do not:
 *  - Cedar policies by their `@id`, their effect and scope or a condition, Soufflé rules by their
 *    head or their relation, Thymeleaf attributes (`th:utext="${cert.notes}"`), Tekton steps,
 *    justfile recipes and Nickel fields as places;
 *  - a run that writes each path under the repository's own name (`herdvet/policies/records.cedar`),
 *    a habit of the whole run;
 *  - a herd named by its herder or its registration number, and a district (a soum) by its name or
 *    its code, one habit a run each, in words;
 *  - categories as plain words, CWE ids, the field's own terms (`Cross-district record read`) or in
 *    Mongolian.
 *  - twins: two Cedar policies that permit a veterinarian of any district, whose third place is
 *    their one scope; two Soufflé rules that join grazing records with no time window, whose third
 *    place is the one relation they read; a remark on the certificate template.
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

const POLICIES = "policies/records.cedar";
const TRACING = "tracing/contacts.dl";
const CERTIFICATE = "web/src/main/resources/templates/certificate.html";
const PIPELINE = "ci/build-pipeline.yaml";
const TASKS = "justfile";
const CONFIG = "config/sync.ncl";

/** The repository's own name, which some runs write before every path. */
const REPOSITORY = "herdvet";

type Agent = "security" | "reliability" | "performance";

interface Herd {
  herder: string;
  herderMn: string;
  registration: string;
  soum: string;
  soumMn: string;
  code: string;
}

interface VetIssue extends CataloguedIssue<Agent> {
  /** `%h` the herd, `%s` the soum, as the run names them. */
  en: Wording;
  mn: Wording;
  herd: Herd;
}

const BATBAYAR: Herd = {
  herder: "Batbayar's herd",
  herderMn: "Батбаярын сүрэг",
  registration: "HRD-0417",
  soum: "Bayan-Öndör soum",
  soumMn: "Баян-Өндөр сум",
  code: "ARK-08",
};
const OYUNAA: Herd = {
  herder: "Oyunaa's herd",
  herderMn: "Оюунаагийн сүрэг",
  registration: "HRD-1152",
  soum: "Tsetserleg soum",
  soumMn: "Цэцэрлэг сум",
  code: "ARK-14",
};

/** A Cedar policy that permits a veterinarian of any district: each policy its own issue. */
function anyDistrict(
  id: string,
  policy: string,
  action: string,
  actionMn: string,
  line: number,
  rate: number,
): VetIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: POLICIES,
    line,
    herd: BATBAYAR,
    places: [
      `@id("${policy}")`,
      `permit (principal is Veterinarian, action == Action::"${action}", resource)`,
      "principal is Veterinarian",
    ],
    categories: [
      "Improper authorization",
      "CWE-285",
      "Cross-district record read",
      "Зөвшөөрлийн буруу шалгалт",
    ],
    en: {
      titles: [
        `Policy ${policy} lets any veterinarian ${action} any herd's health record`,
        `A veterinarian in one soum can ${action} records of herds in every other`,
        `The ${policy} permit has no district condition`,
      ],
      facts: [
        `@id("${policy}") permit (principal is Veterinarian, action == Action::"${action}", resource) has no when { resource.soum == principal.soum } clause, so a vet registered in %s could ${action} the record of %h, which is kept by another district's clinic.`,
        `The policy ${policy} is not scoped to the district.`,
      ],
      fix: "Add when { resource.soum == principal.soum } and a separate, audited permit for the regional epidemiologist.",
    },
    mn: {
      titles: [
        `${policy} бодлого ямар ч малын эмчид аль ч сүргийн эрүүл мэндийн бүртгэлийг ${actionMn} зөвшөөрдөг`,
        `Нэг сумын малын эмч бусад бүх сумын сүргийн бүртгэлийг ${actionMn} чадна`,
      ],
      facts: [
        `@id("${policy}") permit (principal is Veterinarian, action == Action::"${action}", resource) нь when { resource.soum == principal.soum } нөхцөлгүй тул %s-д бүртгэлтэй эмч %h-ийн бүртгэлийг ${actionMn} боломжтой.`,
      ],
      fix: "when { resource.soum == principal.soum } нөхцөл нэмнэ үү.",
    },
  };
}

/** A Soufflé rule joining grazing records with no time window: each rule its own issue. */
function noWindow(
  id: string,
  relation: string,
  via: string,
  viaMn: string,
  line: number,
  rate: number,
): VetIssue {
  return {
    id,
    agent: "performance",
    severity: "MEDIUM",
    rate,
    file: TRACING,
    line,
    herd: OYUNAA,
    places: [`${relation}(a, b)`, `.decl ${relation}`, "grazed(a, p, _)"],
    categories: [
      "Inefficient algorithmic complexity",
      "CWE-407",
      "Contact explosion",
      "Үр ашиггүй тооцооллын нарийн төвөгтэй байдал",
    ],
    en: {
      titles: [
        `${relation}(a, b) joins every herd that ever used the same ${via}`,
        `Outbreak tracing links herds years apart through a shared ${via}`,
        `The ${relation} rule has no time window`,
      ],
      facts: [
        `${relation}(a, b) :- grazed(a, p, _), grazed(b, p, _) ignores when each herd was at the ${via}, so a case in %h links every herd that has used it since records began; the nightly trace for %s produced 1.4 million contacts and ran out of memory.`,
        `${relation} has no bound on time.`,
      ],
      fix: "Join on the visit dates too, within the disease's incubation period, and trace from the case outward.",
    },
    mn: {
      titles: [
        `${relation}(a, b) нэг ${viaMn} хэзээ нэгэн цагт ашигласан бүх сүргийг холбодог`,
        `Дэгдэлтийн мөрдлөг олон жилийн зайтай сүргүүдийг холбодог`,
      ],
      facts: [
        `${relation}(a, b) :- grazed(a, p, _), grazed(b, p, _) нь огноог тооцохгүй тул %h-д гарсан тохиолдол бүх сүргийг холбож, %s-ийн шөнийн мөрдлөг 1.4 сая холбоо гаргаж санах ой дуусав.`,
      ],
      fix: "Огноогоор хязгаарлана уу.",
    },
  };
}

const ISSUES: VetIssue[] = [
  anyDistrict("cedar-read", "vet-read", "read", "унших", 12, 0.4),
  anyDistrict("cedar-update", "vet-update", "update", "засах", 24, 0.3),
  noWindow("dl-pasture", "contact", "pasture", "бэлчээрийг", 18, 0.4),
  noWindow("dl-well", "water_contact", "well", "худгийг", 27, 0.3),
  {
    id: "th-notes",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: CERTIFICATE,
    line: 31,
    herd: BATBAYAR,
    places: ['th:utext="${cert.notes}"', "cert.notes", "certificate.html"],
    categories: ["Cross-site scripting", "CWE-79", "Certificate script", "Сайт хоорондын скрипт"],
    en: {
      titles: [
        'th:utext="${cert.notes}" prints the vet\'s notes unescaped',
        "A note on a vaccination certificate can run script in the inspector's browser",
        "The certificate template trusts the notes field",
      ],
      facts: [
        'The certificate template writes th:utext="${cert.notes}", and the notes come from the field app, typed by whoever holds the tablet; the certificate for %h, opened by the border inspector for %s, ran a script from its notes.',
        "The notes are not escaped.",
      ],
      fix: 'Write th:text="${cert.notes}", which escapes, and keep notes to plain text.',
    },
    mn: {
      titles: [
        'th:utext="${cert.notes}" эмчийн тэмдэглэлийг escape хийлгүй хэвлэдэг',
        "Вакцины гэрчилгээний тэмдэглэл байцаагчийн хөтөч дээр скрипт ажиллуулж чадна",
      ],
      facts: [
        'Гэрчилгээний загвар th:utext="${cert.notes}" бичдэг; %h-ийн гэрчилгээг %s-ийн байцаагч нээхэд тэмдэглэл дэх скрипт ажиллав.',
      ],
      fix: 'th:text="${cert.notes}" ашиглана уу.',
    },
  },
  {
    id: "tekton-token",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: PIPELINE,
    line: 44,
    herd: OYUNAA,
    places: ["steps[push-image]", "$(params.registry-token)", "push-image"],
    categories: [
      "Insertion of sensitive information into log file",
      "CWE-532",
      "Token in the build log",
      "Нууц мэдээллийг лог файлд оруулах",
    ],
    en: {
      titles: [
        "The push-image step echoes $(params.registry-token) into the build log",
        "The registry token is readable by anyone who can see a pipeline run",
        "push-image passes the token on its command line",
      ],
      facts: [
        "steps[push-image] runs set -x and then docker login -p $(params.registry-token), so the token is printed in every run's log, which the field teams read to see whether the app for %s was built; the logs kept since the build for %h hold it.",
        "The token is printed in the log.",
      ],
      fix: "Mount the token from a Secret as a file, log in with --password-stdin, drop set -x, and rotate the token.",
    },
    mn: {
      titles: [
        "push-image алхам $(params.registry-token)-ийг build логт хэвлэдэг",
        "Registry токеныг pipeline харж чадах хэн ч уншиж болно",
      ],
      facts: [
        "steps[push-image] нь set -x ажиллуулаад docker login -p $(params.registry-token) хийдэг тул токен лог бүрт хэвлэгдэнэ; %h-д зориулсан build-ээс хойшхи логуудад байгаа.",
      ],
      fix: "Токеныг Secret-ээс файл болгон холбож, солино уу.",
    },
  },
  {
    id: "just-hostkey",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.35,
    file: TASKS,
    line: 9,
    herd: BATBAYAR,
    places: ["deploy", "ssh -o StrictHostKeyChecking=no", "deploy host"],
    categories: [
      "Improper certificate validation",
      "CWE-295",
      "Unchecked field server",
      "Гэрчилгээний буруу баталгаажуулалт",
    ],
    en: {
      titles: [
        "The deploy recipe turns off SSH host key checking",
        "Deploys to the soum field servers accept any host that answers",
        "ssh -o StrictHostKeyChecking=no in the justfile",
      ],
      facts: [
        "deploy host runs rsync and ssh -o StrictHostKeyChecking=no root@{{host}}, over the satellite links to the soum servers, so whoever answers at that address gets the build and the database password; the deploy to %s that carried the records of %h went to a box nobody recognised.",
        "Host keys are not checked.",
      ],
      fix: "Keep the field servers' host keys in a known_hosts file in the repository and deploy as a user without root.",
    },
    mn: {
      titles: [
        "deploy жор SSH host key шалгалтыг унтраадаг",
        "Сумын серверт хийх deploy хариулсан ямар ч хостыг хүлээн авдаг",
      ],
      facts: [
        "deploy host нь ssh -o StrictHostKeyChecking=no root@{{host}} ажиллуулдаг тул %s руу хийсэн deploy %h-ийн бүртгэлийг танихгүй сервер рүү илгээв.",
      ],
      fix: "known_hosts файл ашиглана уу.",
    },
  },
  {
    id: "nickel-timeout",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: CONFIG,
    line: 15,
    herd: OYUNAA,
    places: ["sync_timeout_s", "sync.sync_timeout_s = 0", "sync"],
    categories: ["Missing timeout", "CWE-1088", "Stalled field sync", "Хугацааны хязгааргүй хүлээлт"],
    en: {
      titles: [
        "sync_timeout_s = 0 lets a field sync wait forever",
        "One tablet on a dropped satellite link stops every soum's sync",
        "The sync configuration has no timeout",
      ],
      facts: [
        "sync.sync_timeout_s = 0 is read by the sync service as no timeout, and it syncs the tablets one at a time; when the link to %s dropped mid-upload the queue stopped for three days and the vaccinations of %h were not recorded in time for the spring movement permits.",
        "A timeout of 0 means none.",
      ],
      fix: "Set a timeout of a few minutes, retry with backoff, and sync the tablets concurrently.",
    },
    mn: {
      titles: [
        "sync_timeout_s = 0 нь хээрийн синкийг хязгааргүй хүлээлгэдэг",
        "Тасарсан холбоотой нэг таблет бүх сумын синкийг зогсоодог",
      ],
      facts: [
        "sync.sync_timeout_s = 0-ийг хязгааргүй гэж уншдаг; %s-ийн холбоо тасрахад дараалал гурван өдөр зогсож, %h-ийн вакцинжуулалт цагтаа бүртгэгдсэнгүй.",
      ],
      fix: "Хэдэн минутын хязгаар тавина уу.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; mn: string })[] = [
  {
    id: "remark-certificate-fragments",
    agent: "security",
    file: CERTIFICATE,
    line: 1,
    place: "html",
    en: "Move the certificate's header and footer into a fragment",
    mn: "Гэрчилгээний толгой ба хөлийг fragment болгон салгана уу",
  },
  {
    id: "remark-tracing-comments",
    agent: "performance",
    file: TRACING,
    line: 1,
    place: ".decl grazed",
    en: "Say in a comment what each relation holds",
    mn: "Харьцаа бүр юу агуулдгийг тайлбарт бичнэ үү",
  },
  {
    id: "remark-nickel-contracts",
    agent: "reliability",
    file: CONFIG,
    line: 1,
    place: "let Sync",
    en: "Give each field of the sync record a contract",
    mn: "Sync бичлэгийн талбар бүрт contract өгнө үү",
  },
];

/** How a run writes, kept for the whole run. */
interface VetStyle extends BilingualRun {
  /** Herds by their registration numbers, not their herders. */
  registrations: boolean;
  /** Soums by their codes, not their names. */
  codes: boolean;
  /** Paths written under the repository's name. */
  rooted: boolean;
}

const MONGOLIAN: SecondLanguage = {
  severity: "Ноцтой байдал",
  severities: {
    CRITICAL: "маш ноцтой",
    HIGH: "өндөр",
    MEDIUM: "дунд",
    LOW: "бага",
    INFO: "мэдээлэл",
  },
  maintainability: "Засвар үйлчилгээ",
  minor: "Жижиг асуудал, гэхдээ засварыг хөнгөвчилнө.",
};

/** `text` with the herd and the soum written as the run names them. */
function written(text: string, herd: Herd, style: VetStyle): string {
  const named = style.registrations ? herd.registration : style.otherLanguage ? herd.herderMn : herd.herder;
  const soum = style.codes ? herd.code : style.otherLanguage ? herd.soumMn : herd.soum;
  return text.replaceAll("%h", named).replaceAll("%s", soum);
}

/**
 * Where a run puts a report: as drawn, its whole path under the repository's name where the run
 * writes paths so (a file drawn by its bare name stays bare).
 */
function placed<T extends { file?: string }>(located: T, whole: string, style: VetStyle): T {
  return style.rooted && located.file === whole ? { ...located, file: `${REPOSITORY}/${whole}` } : located;
}

/** `runs` runs of the three agents over the veterinary service's code, with each finding's true issue. */
export function herdvetRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], VetStyle>(
    {
      name: "herdvet",
      issues: ISSUES,
      remarks: REMARKS,
      language: MONGOLIAN,
      words: (issue, otherLanguage) => (otherLanguage ? issue.mn : issue.en),
      said: (remark) => remark.mn,
      habits: (random) => ({
        registrations: random() < 0.45,
        codes: random() < 0.4,
        rooted: random() < 0.25,
      }),
      written: (text, issue, run) => written(text, issue.herd, run),
      writing: (issue, run) => ({ located: (drawn) => placed(drawn, issue.file, run) }),
      remarked: (finding, remark, run) => placed(finding, remark.file, run),
    },
    options,
  );
}
