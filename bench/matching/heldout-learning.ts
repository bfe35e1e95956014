/**
 * The forty-first held-out generator family for grouping quality (issue #12): a university's
 * online learning as its repository keeps it: a Moodle activity plugin in PHP (its library of
 * legacy functions, its capabilities, an external function), an LTI 1.3 tool's launch in Python, a
 * SCORM player's API in JavaScript, a QTI assessment in XML and the learning record store's SQL,
 * reviewed by runs of which some write in Swahili, the code's names in Latin letters among words
 * that take their prefixes (`kwenye quizgrader_reset_attempts`). None of these formats or that
 * language appear anywhere else in the tests.
 *
 * Written in the stop that read the thirty-eighth and thirty-ninth families, once the fortieth was
 * written and before the fortieth's errors were read, to take its place as a check; committed
 * before anything was run on it; tuned against once its errors were read, in the same stop, after
 * the forty-second family was written (bench/matching/history.ts). Self-contained: its own catalogue and its
 * own model of how reports vary, its numbers from the project's seeded generator
 * (src/util/random.ts). What it models that the other families do not:
 *  - the plugin's files by their path, or by Moodle's component name and the path within it
 *    (`mod_quizgrader: db/access.php`), one habit a run;
 *  - places as a PHP function, a namespaced method with backslashes
 *    (`\mod_quizgrader\external\submit_grade::execute`), a capability's name
 *    (`mod/quizgrader:grade`), an LTI claim's URL
 *    (`https://purl.imsglobal.org/spec/lti/claim/roles`), a QTI item's identifier or a SCORM call
 *    (`LMSSetValue("cmi.core.score.raw")`), one form a report;
 *  - titles led by a priority and a dash (`P1 – …`), or written as a question
 *    (`Can a student grade their own attempt?`), one habit a run;
 *  - categories as plain words, CWE ids, the OWASP Top 10 (2021) items or in Swahili;
 *  - twins: two capabilities granted to students, eight lines apart; two legacy functions that
 *    change attempts without a session key, one after the other; two QTI items whose response
 *    processing gives full marks for an empty answer; a remark on a function an issue is in.
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

const PLUGIN = "moodle/mod/quizgrader";
const LIB = `${PLUGIN}/lib.php`;
const ACCESS = `${PLUGIN}/db/access.php`;
const EXTERNAL = `${PLUGIN}/classes/external/submit_grade.php`;
const LAUNCH = "lti-tool/app/launch.py";
const SCORM = "scorm/player/api.js";
const QTI = "content/qti/final-exam.xml";
const LRS = "lrs/sql/statements.sql";

/** The plugin's files as Moodle names them: its component, then the path within it. */
function componentPath(file: string): string | undefined {
  return file.startsWith(`${PLUGIN}/`) ? `mod_quizgrader: ${file.slice(PLUGIN.length + 1)}` : undefined;
}

type Agent = "security" | "reliability" | "performance";

interface LearningIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third. */
  places: readonly [string, string, string];
  /** Plain, CWE, the OWASP Top 10 (2021) item, Swahili. */
  categories: readonly [string, string, string, string];
  en: Wording & { question: string };
  sw: Wording & { question: string };
}

/** A capability the plugin grants to the student archetype: each its own issue. */
function studentCapability(
  id: string,
  capability: string,
  does: string,
  doesSw: string,
  line: number,
  rate: number,
): LearningIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: ACCESS,
    line,
    places: [`mod/quizgrader:${capability}`, `$capabilities['mod/quizgrader:${capability}']`, "archetypes"],
    categories: [
      "Broken access control",
      "CWE-269",
      "A01:2021-Broken Access Control",
      "Udhibiti mbovu wa ruhusa",
    ],
    en: {
      titles: [
        `mod/quizgrader:${capability} is granted to students`,
        `Students can ${does}`,
        `The ${capability} capability's archetypes include student`,
      ],
      facts: [
        `db/access.php defines mod/quizgrader:${capability} with 'archetypes' => ['student' => CAP_ALLOW, 'teacher' => CAP_ALLOW], so on install every student in every course gets it and can ${does}; the capability is meant for teachers only, and sites rarely change the default.`,
        `The ${capability} capability is allowed for the student archetype.`,
      ],
      fix: `Give mod/quizgrader:${capability} to editingteacher and manager only, and bump the plugin version so the new default applies.`,
      question: `Should students really be able to ${does}?`,
    },
    sw: {
      titles: [`mod/quizgrader:${capability} imepewa wanafunzi`, `Wanafunzi wanaweza ${doesSw}`],
      facts: [
        `db/access.php inafafanua mod/quizgrader:${capability} pamoja na 'archetypes' => ['student' => CAP_ALLOW], kwa hiyo kila mwanafunzi katika kila kozi anaipata wakati wa kusakinisha na anaweza ${doesSw}; ruhusa hii ni ya walimu pekee.`,
      ],
      fix: `Toa mod/quizgrader:${capability} kwa editingteacher na manager pekee, kisha ongeza toleo la plugin.`,
      question: `Je, wanafunzi wanapaswa kweli ${doesSw}?`,
    },
  };
}

/** A legacy function that changes attempts on a GET with no session key: each its own issue. */
function noSesskey(
  id: string,
  fn: string,
  what: string,
  whatSw: string,
  line: number,
  rate: number,
): LearningIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file: LIB,
    line,
    places: [fn, `${fn}()`, "require_sesskey"],
    categories: [
      "Cross-site request forgery",
      "CWE-352",
      "A01:2021-Broken Access Control",
      "Kughushi ombi kati ya tovuti",
    ],
    en: {
      titles: [
        `${fn} changes attempts without checking the session key`,
        `CSRF: a link can make a teacher ${what}`,
        `${fn} runs on a GET request with no sesskey`,
      ],
      facts: [
        `${fn}() is called from view.php?action=… on a plain GET and goes straight to $DB->delete_records without require_sesskey(); a student can post a link or an image in the course forum whose URL makes any teacher who opens it ${what}.`,
        `${fn} has no require_sesskey().`,
      ],
      fix: `Call require_sesskey() at the top of ${fn} and send the action as a POST form with sesskey.`,
      question: `What stops a forum link from making a teacher ${what}?`,
    },
    sw: {
      titles: [
        `${fn} inabadilisha majaribio bila kukagua sesskey`,
        `CSRF: kiungo kinaweza kumfanya mwalimu ${whatSw}`,
      ],
      facts: [
        `${fn}() inaitwa kutoka view.php?action=… kwa ombi la GET na inaenda moja kwa moja kwenye $DB->delete_records bila require_sesskey(); mwanafunzi anaweza kuweka kiungo kwenye jukwaa ambacho kinamfanya mwalimu yeyote ${whatSw}.`,
      ],
      fix: `Ita require_sesskey() mwanzoni mwa ${fn} na tuma kitendo kama fomu ya POST.`,
      question: `Nini kinazuia kiungo cha jukwaa kumfanya mwalimu ${whatSw}?`,
    },
  };
}

/** A QTI item whose response processing gives full marks to an empty answer: each item its own issue. */
function emptyFullMarks(id: string, item: string, line: number, rate: number): LearningIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: QTI,
    line,
    places: [item, `assessmentItem[@identifier='${item}']/responseProcessing`, "isNull"],
    categories: ["Incorrect grading", "CWE-697", "Scoring logic", "Upimaji usio sahihi"],
    en: {
      titles: [
        `${item} gives full marks for an empty answer`,
        `Response processing of ${item} scores a blank response as correct`,
        `Skipping ${item} earns its points`,
      ],
      facts: [
        `In ${item}, responseProcessing tests <isNull><variable identifier="RESPONSE"/></isNull> in the first responseIf and sets SCORE to MAXSCORE there (the branches were swapped), so a student who leaves ${item} blank gets all its points and one who answers correctly gets none.`,
        `A blank response to ${item} is scored as correct.`,
      ],
      fix: "Swap the branches: a null response scores 0, and only a match against the correct response sets MAXSCORE.",
      question: `Why does a blank answer to ${item} score full marks?`,
    },
    sw: {
      titles: [
        `${item} inatoa alama zote kwa jibu tupu`,
        `Uchakataji wa majibu wa ${item} unahesabu jibu tupu kuwa sahihi`,
      ],
      facts: [
        `Katika ${item}, responseProcessing inakagua <isNull> kwenye responseIf ya kwanza na kuweka SCORE kuwa MAXSCORE hapo, kwa hiyo mwanafunzi anayeacha ${item} wazi anapata alama zote na anayejibu sahihi hapati chochote.`,
      ],
      fix: "Badilisha matawi: jibu tupu lipate 0, na jibu sahihi pekee lipate MAXSCORE.",
      question: `Kwa nini jibu tupu la ${item} linapata alama zote?`,
    },
  };
}

const ISSUES: LearningIssue[] = [
  studentCapability(
    "cap-grade",
    "grade",
    "grade any attempt, their own included",
    "kupanga alama za jaribio lolote, hata lao",
    14,
    0.5,
  ),
  studentCapability(
    "cap-viewall",
    "viewall",
    "see every student's answers and feedback",
    "kuona majibu ya kila mwanafunzi",
    22,
    0.4,
  ),
  noSesskey(
    "csrf-reset",
    "quizgrader_reset_attempts",
    "delete every attempt of the course",
    "kufuta majaribio yote ya kozi",
    212,
    0.45,
  ),
  noSesskey(
    "csrf-delete",
    "quizgrader_delete_attempt",
    "delete one student's attempt",
    "kufuta jaribio la mwanafunzi mmoja",
    236,
    0.35,
  ),
  {
    id: "external-no-context",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.55,
    file: EXTERNAL,
    line: 48,
    places: [
      "\\mod_quizgrader\\external\\submit_grade::execute",
      "submit_grade::execute",
      "validate_context",
    ],
    categories: ["Missing authorization", "CWE-862", "A01:2021-Broken Access Control", "Ukosefu wa idhini"],
    en: {
      titles: [
        "submit_grade web service never checks the caller may grade",
        "External function skips validate_context and require_capability",
        "Any user with a token can set any grade",
      ],
      facts: [
        "submit_grade::execute takes attemptid and grade, loads the attempt and writes the grade with no self::validate_context() and no require_capability('mod/quizgrader:grade'); any user with a web service token (every student has one for the mobile app) can set any attempt's grade in any course.",
        "The external function writes grades without checking who calls it.",
      ],
      fix: "Validate the attempt's module context and require mod/quizgrader:grade there before writing.",
      question: "Who is allowed to call submit_grade, and where is that checked?",
    },
    sw: {
      titles: [
        "Huduma ya wavuti submit_grade haikagui kama mpigaji anaruhusiwa kupanga alama",
        "Kazi ya nje inaruka validate_context na require_capability",
      ],
      facts: [
        "submit_grade::execute inapokea attemptid na grade, inapakia jaribio na kuandika alama bila self::validate_context() wala require_capability; mtumiaji yeyote mwenye token ya huduma ya wavuti (kila mwanafunzi ana moja kwa programu ya simu) anaweza kuweka alama yoyote.",
      ],
      fix: "Thibitisha muktadha wa moduli na uhitaji mod/quizgrader:grade kabla ya kuandika.",
      question: "Nani anaruhusiwa kuita submit_grade, na hilo linakaguliwa wapi?",
    },
  },
  {
    id: "lti-nonce",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: LAUNCH,
    line: 67,
    places: [
      "validate_launch",
      "LaunchValidator.validate_launch",
      "https://purl.imsglobal.org/spec/lti/claim/nonce",
    ],
    categories: [
      "Replay attack",
      "CWE-294",
      "A07:2021-Identification and Authentication Failures",
      "Shambulio la kurudia",
    ],
    en: {
      titles: [
        "LTI launch accepts a replayed id_token",
        "The nonce of the launch is never checked",
        "A captured launch can be replayed to log in as the student",
      ],
      facts: [
        "validate_launch checks the id_token's signature, iss, aud and exp, but never looks up the nonce claim, so a launch captured from a shared computer's history or a proxy log can be posted again until exp (an hour) and logs the attacker in as that student, grades and all.",
        "Nonces are not recorded or checked.",
      ],
      fix: "Store each nonce with the launch's expiry (Redis SET NX with a TTL) and reject a launch whose nonce was seen.",
      question: "What prevents the same id_token from being posted twice?",
    },
    sw: {
      titles: ["Uzinduzi wa LTI unakubali id_token iliyorudiwa", "Nonce ya uzinduzi haikaguliwi kamwe"],
      facts: [
        "validate_launch inakagua sahihi ya id_token, iss, aud na exp, lakini haiangalii nonce, kwa hiyo uzinduzi uliokamatwa unaweza kutumwa tena hadi exp (saa moja) na kumwingiza mshambuliaji kama mwanafunzi huyo.",
      ],
      fix: "Hifadhi kila nonce pamoja na muda wake (Redis SET NX na TTL) na ukatae nonce iliyokwisha onekana.",
      question: "Nini kinazuia id_token ileile kutumwa mara mbili?",
    },
  },
  {
    id: "lti-role-trust",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: LAUNCH,
    line: 91,
    places: ["map_roles", "LaunchValidator.map_roles", "https://purl.imsglobal.org/spec/lti/claim/roles"],
    categories: ["Privilege escalation", "CWE-269", "A01:2021-Broken Access Control", "Kupandisha ruhusa"],
    en: {
      titles: [
        "Any role URI containing 'Instructor' is treated as a teacher",
        "map_roles matches roles by substring",
        "A student can launch as an instructor with a crafted role",
      ],
      facts: [
        "map_roles makes the user a teacher if any entry of the roles claim contains the string 'Instructor', so the context role http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor and an institution role like …/institution/person#NotAnInstructor both pass; platforms that let users pick custom roles hand out teacher rights.",
        "Roles are matched by substring.",
      ],
      fix: "Compare each role with the full LIS v2 membership URIs the tool accepts (Instructor, Administrator) and nothing else.",
      question: "Why does any role containing 'Instructor' count as a teacher?",
    },
    sw: {
      titles: [
        "URI yoyote ya jukumu yenye 'Instructor' inachukuliwa kama mwalimu",
        "map_roles inalinganisha majukumu kwa sehemu ya maandishi",
      ],
      facts: [
        "map_roles inamfanya mtumiaji kuwa mwalimu ikiwa kipengele chochote cha roles kina neno 'Instructor', kwa hiyo jukumu kama …#NotAnInstructor pia linapita na kutoa haki za mwalimu.",
      ],
      fix: "Linganisha kila jukumu na URI kamili za LIS v2 zinazokubaliwa pekee.",
      question: "Kwa nini jukumu lolote lenye 'Instructor' linahesabiwa kama mwalimu?",
    },
  },
  {
    id: "scorm-score-trust",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.45,
    file: SCORM,
    line: 134,
    places: ['LMSSetValue("cmi.core.score.raw")', "ScormAPI.LMSSetValue", "cmi.core.score.raw"],
    categories: ["Client-side trust", "CWE-602", "A04:2021-Insecure Design", "Kuamini upande wa mteja"],
    en: {
      titles: [
        "The SCORM score is taken from the browser as is",
        "LMSSetValue stores any cmi.core.score.raw the page sends",
        "Students can set their own SCORM score from the console",
      ],
      facts: [
        "LMSSetValue writes cmi.core.score.raw to the gradebook through the AJAX commit without checking it against score.min and score.max or the package's own tracking; a student can call API.LMSSetValue('cmi.core.score.raw', '100') from the browser console and commit it.",
        "The score the package reports is trusted.",
      ],
      fix: "Clamp the score to the package's min and max, record it as reported, and grade high-stakes packages from their interactions on the server.",
      question: "What keeps a student from calling LMSSetValue with 100?",
    },
    sw: {
      titles: [
        "Alama ya SCORM inachukuliwa kutoka kivinjari kama ilivyo",
        "LMSSetValue inahifadhi cmi.core.score.raw yoyote inayotumwa",
      ],
      facts: [
        "LMSSetValue inaandika cmi.core.score.raw kwenye kitabu cha alama bila kuikagua dhidi ya score.min na score.max; mwanafunzi anaweza kuita API.LMSSetValue('cmi.core.score.raw', '100') kutoka kwenye console na kuihifadhi.",
      ],
      fix: "Weka mipaka ya alama na upange vifurushi muhimu kutoka kwenye majibu yao kwenye seva.",
      question: "Nini kinamzuia mwanafunzi kuita LMSSetValue na 100?",
    },
  },
  emptyFullMarks("qti-item-07", "item-07", 188, 0.45),
  emptyFullMarks("qti-item-12", "item-12", 311, 0.35),
  {
    id: "scorm-commit-unload",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: SCORM,
    line: 171,
    places: ["LMSFinish", "ScormAPI.LMSFinish", "beforeunload"],
    categories: ["Data loss", "CWE-404", "Lost progress", "Kupoteza data"],
    en: {
      titles: [
        "Progress is lost when the window closes",
        "LMSFinish commits with an async request during unload",
        "The last commit is dropped by the browser on beforeunload",
      ],
      facts: [
        "LMSFinish is called from the beforeunload handler and commits with an asynchronous XMLHttpRequest, which browsers cancel as the page unloads; the last minutes of a learner's progress (and often the completion) never reach the server.",
        "The final commit does not survive the unload.",
      ],
      fix: "Commit with navigator.sendBeacon (or fetch with keepalive: true) on pagehide, and commit periodically while the package runs.",
      question: "Does the last commit reach the server when the window closes?",
    },
    sw: {
      titles: [
        "Maendeleo yanapotea dirisha linapofungwa",
        "LMSFinish inahifadhi kwa ombi lisilosubiri wakati wa kufunga ukurasa",
      ],
      facts: [
        "LMSFinish inaitwa kutoka beforeunload na inahifadhi kwa XMLHttpRequest isiyosubiri, ambayo vivinjari huighairi ukurasa unapofungwa; dakika za mwisho za maendeleo ya mwanafunzi hazifiki kwenye seva.",
      ],
      fix: "Tumia navigator.sendBeacon kwenye pagehide na uhifadhi mara kwa mara.",
      question: "Je, uhifadhi wa mwisho unafika kwenye seva dirisha linapofungwa?",
    },
  },
  {
    id: "lrs-statement-scan",
    agent: "performance",
    severity: "HIGH",
    rate: 0.5,
    file: LRS,
    line: 40,
    places: ["statements_for_activity", "idx_statements_activity", "statement->'object'->>'id'"],
    categories: ["Missing index", "CWE-1176", "Full table scan", "Ukosefu wa faharasa"],
    en: {
      titles: [
        "statements_for_activity scans every xAPI statement",
        "No index on the statement's object id",
        "Activity reports time out on the learning record store",
      ],
      facts: [
        "statements_for_activity filters statement->'object'->>'id' = $1 on the JSONB column of a 90-million-row table with no expression index, so every activity report reads the whole table and the teachers' dashboards time out after 30 s.",
        "The activity lookup has no index.",
      ],
      fix: "CREATE INDEX CONCURRENTLY idx_statements_activity ON statements ((statement->'object'->>'id'), stored);",
      question: "Which index serves the lookup by activity id?",
    },
    sw: {
      titles: [
        "statements_for_activity inapitia kila taarifa ya xAPI",
        "Hakuna faharasa kwenye kitambulisho cha object",
      ],
      facts: [
        "statements_for_activity inachuja statement->'object'->>'id' = $1 kwenye safu ya JSONB ya jedwali lenye safu milioni 90 bila faharasa, kwa hiyo kila ripoti inasoma jedwali zima na dashibodi za walimu zinaisha muda baada ya sekunde 30.",
      ],
      fix: "Unda faharasa ya usemi kwenye statement->'object'->>'id'.",
      question: "Ni faharasa gani inahudumia utafutaji kwa kitambulisho cha shughuli?",
    },
  },
  {
    id: "lib-grades-loop",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: LIB,
    line: 158,
    places: ["quizgrader_update_grades", "quizgrader_update_grades()", "grade_update"],
    categories: ["N+1 queries", "CWE-1073", "Query per row", "Maswali mengi kupita kiasi"],
    en: {
      titles: [
        "quizgrader_update_grades runs a query per student",
        "Grade sync does one grade_update per user",
        "Regrading a large course takes minutes",
      ],
      facts: [
        "quizgrader_update_grades loops over every enrolled user, loads their best attempt with get_record and calls grade_update for that user alone; a course of 2,000 students makes 4,000 queries and 2,000 gradebook regrades, which the cron runs after every attempt.",
        "Grades are pushed one user at a time.",
      ],
      fix: "Load the best attempts with one get_records_sql grouped by user and pass them all to a single grade_update call.",
      question: "Does regrading need a query for each student?",
    },
    sw: {
      titles: [
        "quizgrader_update_grades inaendesha swali kwa kila mwanafunzi",
        "Usawazishaji wa alama unaita grade_update mara moja kwa kila mtumiaji",
      ],
      facts: [
        "quizgrader_update_grades inapitia kila mtumiaji aliyesajiliwa, inapakia jaribio lake bora kwa get_record na kuita grade_update kwa mtumiaji huyo pekee; kozi ya wanafunzi 2,000 inafanya maswali 4,000.",
      ],
      fix: "Pakia majaribio bora kwa get_records_sql moja na uyapitishe yote kwa grade_update moja.",
      question: "Je, kupanga upya alama kunahitaji swali kwa kila mwanafunzi?",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; sw: string })[] = [
  {
    id: "remark-reset-docblock",
    agent: "security",
    file: LIB,
    line: 205,
    place: "quizgrader_reset_attempts",
    en: "Add a PHPDoc block to quizgrader_reset_attempts",
    sw: "Ongeza maelezo ya PHPDoc kwa quizgrader_reset_attempts",
  },
  {
    id: "remark-launch-logging",
    agent: "security",
    file: LAUNCH,
    line: 30,
    place: "LaunchValidator",
    en: "Use the logging module instead of print in LaunchValidator",
    sw: "Tumia moduli ya logging badala ya print katika LaunchValidator",
  },
  {
    id: "remark-lrs-comment",
    agent: "performance",
    file: LRS,
    line: 36,
    place: "statements_for_activity",
    en: "Comment what statements_for_activity returns",
    sw: "Eleza statements_for_activity inarudisha nini",
  },
];

/** How a run writes, kept for the whole run. */
interface LearningStyle {
  swahili: boolean;
  /** The plugin's files by Moodle's component name and the path within it. */
  components: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Titles led by a priority and a dash, written as questions, or as statements. */
  titles: "priority" | "question" | "plain";
  lines: boolean;
}

const PRIORITY: Record<Severity, string> = {
  CRITICAL: "P0",
  HIGH: "P1",
  MEDIUM: "P2",
  LOW: "P3",
  INFO: "P4",
};
const SEVERITY_SW: Record<Severity, string> = {
  CRITICAL: "hatari sana",
  HIGH: "juu",
  MEDIUM: "wastani",
  LOW: "chini",
  INFO: "taarifa",
};

function located(file: string, line: number, style: LearningStyle, random: Random, v: number) {
  const at = lineDrawn(line, style.lines, random, v);
  const component = style.components ? componentPath(file) : undefined;
  const written = component ?? (random() < v * 0.12 ? file.slice(file.lastIndexOf("/") + 1) : file);
  return { file: written, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: LearningIssue, style: LearningStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const category = categoryDrawn(issue.categories, style.swahili, random, v);
  const words = style.swahili ? issue.sw : issue.en;
  let title = usually(words.titles, v * 0.6, random);
  if (style.titles === "question") title = words.question;
  else if (style.titles === "priority") title = `${PRIORITY[severity]} – ${title}`;
  const fact = usually(words.facts, v * 0.5, random);
  const place = formDrawn(issue.places, style.place, random, v);
  const said = style.swahili ? `Uzito: ${SEVERITY_SW[severity]}.` : `Severity: ${severity.toLowerCase()}.`;
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

/** `runs` runs of the three agents over the learning platform, with each finding's true issue. */
export function learningRuns(options: GeneratorOptions): Generated {
  return drawRuns<LearningIssue, (typeof REMARKS)[number], LearningStyle>(
    {
      name: "learning",
      model: "learning-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        const titles = random();
        return {
          swahili: random() < 0.3,
          components: random() < 0.1 + v * 0.25,
          place: usualForm(place, v),
          titles: titles < 0.2 ? "priority" : titles < 0.35 ? "question" : "plain",
          lines: random() >= v * 0.2,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: remark.agent,
        category: style.swahili ? "Udumishaji" : "Maintainability",
        severity: "INFO",
        title: style.swahili ? remark.sw : remark.en,
        description: style.swahili
          ? `${remark.sw}. Ni jambo dogo, lakini linamsaidia anayetunza msimbo.`
          : `${remark.en}. Minor, but it helps whoever maintains it.`,
        ...located(remark.file, remark.line, style, random, v),
        symbol: remark.place,
      }),
    },
    options,
  );
}
