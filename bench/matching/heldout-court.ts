/**
 * The sixty-sixth held-out generator family for grouping quality (issue #12): a district court's
 * case management as its repository keeps it: the docket viewer in PureScript, the hearing pages
 * in ERB with their Rails controller, the docket lock's TLA+ specification, the nightly mainframe
 * batch in JCL, the configuration in Pkl and the exhibit sync in fish, reviewed by runs of which
 * some write in Uzbek. None of these formats or that language appear anywhere else in the tests.
 *
 * Written in the stop that reads the sixty-fifth family, before the sixty-fifth's errors were
 * read, to take its place as a check; committed before anything was run on it; read, and tuned
 * against, in the stop after, once the sixty-eighth had taken its place.
 * Self-contained: its own catalogue and its own model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - PureScript's module-qualified functions (`Docket.View.pollDocket`), ERB expressions
 *    (`@hearing.parties.each`), TLA+ operators (`Next`, `MutualExclusion`), JCL steps
 *    (`//STEP020 EXEC PGM=DKTSORT`) and data sets, Pkl properties (`production.debug`) and fish
 *    functions as places;
 *  - a case named by its docket number or its caption, and a courtroom by its number or its
 *    judge, one habit a run each, in words;
 *  - categories as plain words, CWE ids, the field's own terms (`Sealed record leak`) or in Uzbek.
 *  - twins: two JCL steps that share a data set they should hold alone, whose third place is that
 *    data set; two fish functions that mirror with --delete from a mount they never check; a
 *    remark on the TLA+ specification.
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

const VIEWER = "web/src/Docket/View.purs";
const HEARING_VIEW = "app/views/hearings/show.html.erb";
const HEARINGS = "app/controllers/hearings_controller.rb";
const SPEC = "spec/DocketLock.tla";
const BATCH = "batch/NIGHTLY.jcl";
const CONFIG = "config/app.pkl";
const SYNC = "scripts/sync.fish";

type Agent = "security" | "reliability" | "performance";

interface Courtroom {
  number: number;
  judge: string;
}

interface CourtIssue extends CataloguedIssue<Agent> {
  /** `%c` the case, `%r` the courtroom, as the run names them. */
  en: Wording;
  uz: Wording;
  courtroom: Courtroom;
}

const ROOM_4: Courtroom = { number: 4, judge: "Rahimov" };
const ROOM_7: Courtroom = { number: 7, judge: "Yusupova" };

/** A JCL step that opens the daily docket shared while it rewrites it: each step its own issue. */
function sharedDataSet(id: string, step: string, program: string, line: number, rate: number): CourtIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: BATCH,
    line,
    courtroom: ROOM_4,
    places: [`//${step} EXEC PGM=${program}`, step, "DSN=CRT.DOCKET.DAILY"],
    categories: ["Race condition", "CWE-362", "Torn docket", "Poyga holati"],
    en: {
      titles: [
        `${step} rewrites CRT.DOCKET.DAILY with DISP=SHR`,
        `${program} can write the daily docket while the clerks' job reads it`,
        `The docket for %r comes out half old, half new after ${step}`,
      ],
      facts: [
        `//${step} EXEC PGM=${program} opens DSN=CRT.DOCKET.DAILY with DISP=SHR although it rewrites the data set; the clerks' online job reads it at the same hour, so the morning docket for %r can list %c at two times, and last month two hearings were printed for one slot.`,
        `${step} rewrites a data set it holds shared.`,
      ],
      fix: `Open it with DISP=OLD in ${step}, so the job waits for exclusive use, or write a new generation and switch the readers to it.`,
    },
    uz: {
      titles: [
        `${step} CRT.DOCKET.DAILY ni DISP=SHR bilan qayta yozadi`,
        `${program} kotiblar ishi o'qiyotgan paytda kunlik ro'yxatni yozishi mumkin`,
      ],
      facts: [
        `//${step} EXEC PGM=${program} DSN=CRT.DOCKET.DAILY ni DISP=SHR bilan ochadi, holbuki uni qayta yozadi; kotiblar ishi uni shu soatda o'qiydi, shuning uchun %r uchun ertalabki ro'yxatda %c ikki vaqtda ko'rinishi mumkin.`,
      ],
      fix: `${step} da DISP=OLD bilan oching.`,
    },
  };
}

/** A fish function that mirrors with --delete from a mount it never checks: each its own issue. */
function unmountedDelete(
  id: string,
  fn: string,
  what: string,
  whatUz: string,
  line: number,
  rate: number,
): CourtIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: SYNC,
    line,
    courtroom: ROOM_7,
    places: [fn, `function ${fn}`, "rsync -a --delete"],
    categories: [
      "Improper check for unusual conditions",
      "CWE-754",
      "Wiped exhibits",
      "G'ayrioddiy holatlarni noto'g'ri tekshirish",
    ],
    en: {
      titles: [
        `${fn} mirrors with --delete from a share it never checks is mounted`,
        `A missing mount makes ${fn} delete every ${what}`,
        `The nightly ${what} sync can empty the archive`,
      ],
      facts: [
        `function ${fn} runs rsync -a --delete /mnt/courtshare/${what.split(" ")[0]}/ /srv/archive/${what.split(" ")[0]}/; when the share is not mounted, the source is an empty directory and rsync deletes the archive's copy of every ${what}, those of %c included, as happened after the server room's power cut while %r was sitting.`,
        `${fn} never checks the mount.`,
      ],
      fix: "Check the mount first (mountpoint -q /mnt/courtshare; or return 1), and use --max-delete so one run cannot empty the archive.",
    },
    uz: {
      titles: [
        `${fn} ulanganligi tekshirilmagan ulushdan --delete bilan nusxa oladi`,
        `Ulanmagan disk ${fn} ni har bir ${whatUz} o'chirishga olib keladi`,
      ],
      facts: [
        `function ${fn} rsync -a --delete ni ishga tushiradi; ulush ulanmagan bo'lsa, manba bo'sh katalog bo'ladi va rsync arxivdagi har bir ${whatUz}, %c nikilari ham, o'chiradi.`,
      ],
      fix: "Avval ulanishni tekshiring va --max-delete dan foydalaning.",
    },
  };
}

const ISSUES: CourtIssue[] = [
  sharedDataSet("jcl-sort", "STEP020", "DKTSORT", 18, 0.4),
  sharedDataSet("jcl-report", "STEP040", "DKTRPT", 31, 0.3),
  unmountedDelete("fish-exhibits", "sync_exhibits", "exhibits", "dalilni", 12, 0.4),
  unmountedDelete("fish-transcripts", "sync_transcripts", "transcripts", "stenogrammani", 27, 0.3),
  {
    id: "erb-sealed-parties",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.5,
    file: HEARING_VIEW,
    line: 22,
    courtroom: ROOM_7,
    places: ["@hearing.parties.each", "hearings/show.html.erb", "HearingsController#show"],
    categories: [
      "Exposure of sensitive information",
      "CWE-200",
      "Sealed record leak",
      "Maxfiy ma'lumotning oshkor bo'lishi",
    ],
    en: {
      titles: [
        "The hearing page lists the parties of sealed cases",
        "show.html.erb never checks @case.sealed? before naming the parties",
        "Juvenile parties' names are public on the hearing calendar",
      ],
      facts: [
        "show.html.erb loops <% @hearing.parties.each do |party| %> and prints each name and address; the page is public for the calendar, and nothing checks @case.sealed?, so the juvenile matter %c heard in %r showed the child's name to anyone who opened it.",
        "Sealed cases' parties are shown.",
      ],
      fix: "Check @case.sealed? in the controller and render the sealed placeholder, and keep sealed parties out of the public serializer altogether.",
    },
    uz: {
      titles: [
        "Sud majlisi sahifasi yopiq ishlarning taraflarini ko'rsatadi",
        "show.html.erb taraflarni nomlashdan oldin @case.sealed? ni tekshirmaydi",
      ],
      facts: [
        "show.html.erb <% @hearing.parties.each do |party| %> bo'yicha aylanib, har bir ism va manzilni chiqaradi; sahifa ochiq, @case.sealed? tekshirilmaydi, shuning uchun %r da ko'rilgan %c ishida bolaning ismi hammaga ko'rindi.",
      ],
      fix: "Kontrollerda @case.sealed? ni tekshiring.",
    },
  },
  {
    id: "reschedule-csrf",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: HEARINGS,
    line: 9,
    courtroom: ROOM_4,
    places: ["HearingsController#reschedule", "skip_before_action :verify_authenticity_token", "reschedule"],
    categories: [
      "Cross-site request forgery",
      "CWE-352",
      "Forged reschedule",
      "Saytlararo so'rovni soxtalashtirish",
    ],
    en: {
      titles: [
        "reschedule skips the CSRF check",
        "A link in an email can move a hearing for a logged-in clerk",
        "HearingsController turns off verify_authenticity_token for reschedule",
      ],
      facts: [
        "skip_before_action :verify_authenticity_token, only: :reschedule was added for the old scheduling kiosk, and the action moves a hearing on a POST with the clerk's session cookie; a page the clerk opens can post to it, and %c was moved out of %r that way the week before trial.",
        "The reschedule action has no CSRF protection.",
      ],
      fix: "Remove the skip, give the kiosk a token of its own, and confirm reschedules within two days of a hearing.",
    },
    uz: {
      titles: [
        "reschedule CSRF tekshiruvini o'tkazib yuboradi",
        "Xatdagi havola tizimga kirgan kotib nomidan majlisni ko'chirishi mumkin",
      ],
      facts: [
        "skip_before_action :verify_authenticity_token, only: :reschedule eski kiosk uchun qo'shilgan; kotib ochgan sahifa unga POST yuborishi mumkin va %c shu yo'l bilan %r dan ko'chirildi.",
      ],
      fix: "Bu istisnoni olib tashlang.",
    },
  },
  {
    id: "tla-no-expiry",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.35,
    file: SPEC,
    line: 41,
    courtroom: ROOM_4,
    places: ["Next", "MutualExclusion", "DocketLock"],
    categories: ["Race condition", "CWE-362", "Unmodelled lease expiry", "Poyga holati"],
    en: {
      titles: [
        "Next has no action for a lease that expires",
        "The docket lock spec proves MutualExclusion for a system that does not exist",
        "DocketLock.tla leaves out the lock's timeout",
      ],
      facts: [
        "Next is Acquire \\/ Release, but the service's lock is a 30-second lease that expires while a slow clerk still edits; the model never lets a lease lapse, so TLC proves MutualExclusion, while in production two clerks both held the docket of %r and %c was assigned twice.",
        "Lease expiry is not modelled.",
      ],
      fix: "Add an Expire action and a fencing token to Acquire, and check that a write carries the newest token.",
    },
    uz: {
      titles: [
        "Next da muddati tugaydigan ijara uchun harakat yo'q",
        "DocketLock.tla qulfning vaqt tugashini hisobga olmaydi",
      ],
      facts: [
        "Next Acquire \\/ Release dan iborat, ammo xizmatdagi qulf 30 soniyalik ijara; model ijaraning tugashiga yo'l qo'ymaydi, shuning uchun TLC MutualExclusion ni isbotlaydi, amalda esa ikki kotib %r ro'yxatini bir vaqtda ushlab turdi.",
      ],
      fix: "Expire harakatini va himoya tokenini qo'shing.",
    },
  },
  {
    id: "pkl-debug",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: CONFIG,
    line: 14,
    courtroom: ROOM_7,
    places: ["production.debug", "debug = true", 'amends "base.pkl"'],
    categories: ["Active debug code", "CWE-489", "Debug in production", "Faol nosozliklarni tuzatish kodi"],
    en: {
      titles: [
        "production.debug is true",
        "Errors on the public calendar show stack traces with SQL",
        "The production block of app.pkl leaves debug on",
      ],
      facts: [
        "The production object amends base.pkl and sets debug = true, copied from staging; the Rails app then renders full error pages, and a malformed calendar query shows the SQL, the table names and the internal host of the records service, as it did for a search on %c.",
        "Debug is on in production.",
      ],
      fix: "Set debug = false in production and make the Pkl check fail when debug is true for any production environment.",
    },
    uz: {
      titles: ["production.debug qiymati true", "Ochiq kalendardagi xatolar SQL bilan stek izini ko'rsatadi"],
      facts: [
        "production obyekti base.pkl ni amends qiladi va debug = true ni o'rnatadi; Rails to'liq xato sahifalarini chiqaradi va noto'g'ri so'rov SQL ni ko'rsatadi, %c bo'yicha qidiruvda bo'lgani kabi.",
      ],
      fix: "production da debug = false ni o'rnating.",
    },
  },
  {
    id: "purs-poll",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: VIEWER,
    line: 57,
    courtroom: ROOM_4,
    places: ["Docket.View.pollDocket", "pollDocket", "forever"],
    categories: [
      "Allocation of resources without limits or throttling",
      "CWE-770",
      "Polling storm",
      "Resurslarni cheklovsiz ajratish",
    ],
    en: {
      titles: [
        "pollDocket fetches the whole docket every second in every open tab",
        "The docket API serves 40,000 requests a minute during hearings",
        "Docket.View polls forever with a one-second delay",
      ],
      facts: [
        "pollDocket is forever (delay (Milliseconds 1000.0) *> fetchDocket) and fetchDocket downloads the whole day's docket; with every clerk, lawyer and screen in the building holding tabs open, the API serves 40,000 requests a minute, and the page for %r freezes while %c is called.",
        "The viewer polls every second.",
      ],
      fix: "Subscribe to changes over server-sent events, or poll every 30 seconds with an ETag, and stop polling in a hidden tab.",
    },
    uz: {
      titles: [
        "pollDocket har bir ochiq oynada har soniyada butun ro'yxatni yuklaydi",
        "Majlislar paytida ro'yxat API daqiqasiga 40 000 so'rovga xizmat qiladi",
      ],
      facts: [
        "pollDocket forever (delay (Milliseconds 1000.0) *> fetchDocket) bo'lib, fetchDocket kunning butun ro'yxatini yuklaydi; binodagi barcha ochiq oynalar bilan API daqiqasiga 40 000 so'rovga xizmat qiladi va %c chaqirilganda %r sahifasi qotib qoladi.",
      ],
      fix: "O'zgarishlarga server-sent events orqali obuna bo'ling.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; uz: string })[] = [
  {
    id: "remark-tla-typeok",
    agent: "reliability",
    file: SPEC,
    line: 1,
    place: "DocketLock",
    en: "Add a TypeOK invariant and check it with TLC",
    uz: "TypeOK invariantini qo'shing va uni TLC bilan tekshiring",
  },
  {
    id: "remark-purs-exports",
    agent: "performance",
    file: VIEWER,
    line: 1,
    place: "module Docket.View",
    en: "Export only the view's entry point from the module",
    uz: "Moduldan faqat ko'rinishning kirish nuqtasini eksport qiling",
  },
  {
    id: "remark-fish-locals",
    agent: "reliability",
    file: SYNC,
    line: 3,
    place: "set -l",
    en: "Declare the functions' variables with set -l",
    uz: "Funksiyalar o'zgaruvchilarini set -l bilan e'lon qiling",
  },
];

/** How a run writes, kept for the whole run. */
interface CourtStyle extends BilingualRun {
  /** Cases by their captions, not their docket numbers. */
  captions: boolean;
  /** Courtrooms by their judges, not their numbers. */
  judges: boolean;
}

const UZBEK: SecondLanguage = {
  severity: "Jiddiylik",
  severities: {
    CRITICAL: "kritik",
    HIGH: "yuqori",
    MEDIUM: "o'rta",
    LOW: "past",
    INFO: "ma'lumot",
  },
  maintainability: "Qo'llab-quvvatlash qulayligi",
  minor: "Kichik masala, lekin qo'llab-quvvatlashni osonlashtiradi.",
};

/** `text` with the case and the courtroom written as the run names them. */
function written(text: string, room: Courtroom, style: CourtStyle): string {
  const named = style.captions ? "Karimova v. Toshkent Metro" : "2026-CV-01184";
  const kase = style.otherLanguage ? `${named} ish` : `case ${named}`;
  const at = style.judges
    ? style.otherLanguage
      ? `sudya ${room.judge} zali`
      : `Judge ${room.judge}'s courtroom`
    : style.otherLanguage
      ? `${room.number}-zal`
      : `Courtroom ${room.number}`;
  return text.replaceAll("%c", kase).replaceAll("%r", at);
}

/** `runs` runs of the three agents over the court's case management code, with each finding's true issue. */
export function courtRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], CourtStyle>(
    {
      name: "court",
      issues: ISSUES,
      remarks: REMARKS,
      language: UZBEK,
      words: (issue, otherLanguage) => (otherLanguage ? issue.uz : issue.en),
      said: (remark) => remark.uz,
      habits: (random) => ({
        captions: random() < 0.4,
        judges: random() < 0.4,
      }),
      written: (text, issue, run) => written(text, issue.courtroom, run),
    },
    options,
  );
}
