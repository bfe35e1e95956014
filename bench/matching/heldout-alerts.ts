/**
 * The fifty-fourth held-out generator family for grouping quality (issue #12): a province's
 * disaster alerting system as its repository keeps it: the Kannel SMS gateway's configuration,
 * a Common Alerting Protocol (CAP) template, a Django app with Celery tasks that issues and
 * broadcasts alerts, and the cloud-init file that builds the gateway, reviewed by runs of which
 * some write in Taglish (Tagalog and English mixed in one sentence, as Filipino engineers write).
 * None of these formats or that way of writing appear anywhere else in the tests.
 *
 * Written in the stop that reads the forty-eighth to fifty-third families, before the
 * fifty-third's errors were read, to take its place as a check; committed before anything was run
 * on it; tuned against once its errors were read, in the same stop, once the fifty-fifth was
 * written. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - configuration sections that share one name and are told apart by a key inside them (Kannel's
 *    `group = smsc` blocks, one per operator, by `smsc-id`), named by the section, by the key or
 *    by both;
 *  - Django views named by their class, their dotted path or their URL name (`alerts:update`),
 *    one habit a run;
 *  - places as a CAP element path (`info/expires`), a Celery task, a template filter or a
 *    cloud-init key path (`write_files[1]`);
 *  - categories as plain words, CWE ids, the field's own terms (`Alert not delivered`) or in
 *    Tagalog.
 *  - twins: two operators' SMSC connections without a keepalive, twelve lines apart; two views
 *    that change an alert without a permission check, adjacent classes; a remark on the views.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import type { Random } from "../../src/util/random.js";
import {
  capitalised,
  cataloguedReport,
  type CatalogueIssue,
  type CatalogueRemark,
  drawRuns,
  locationDrawn,
  remarkReport,
  usualForm,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const KANNEL = "gateway/kannel/kannel.conf";
const CAP = "dispatch/alerts/templates/cap/typhoon.xml";
const VIEWS = "dispatch/alerts/views.py";
const TASKS = "dispatch/alerts/tasks.py";
const TAGS = "dispatch/alerts/templatetags/alert_tags.py";
const CLOUD_INIT = "infra/cloud-init/gateway.yaml";

type Agent = "security" | "reliability" | "performance";

/** A Django view as a run names it. */
interface View {
  cls: string;
  url: string;
}

interface AlertIssue extends CatalogueIssue<Agent> {
  /** The usual place, a second form, a third: `%v` the view as the run names it. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Tagalog. */
  categories: readonly [string, string, string, string];
  /** The view the issue is at, where it is one. */
  view?: View;
  en: Wording;
  tl: Wording;
}

/** An operator's SMSC connection without a keepalive: each operator its own issue. */
function noKeepalive(id: string, smsc: string, operator: string, line: number, rate: number): AlertIssue {
  return {
    id,
    agent: "reliability",
    severity: "HIGH",
    rate,
    file: KANNEL,
    line,
    places: [`smsc-id = ${smsc}`, `group = smsc (${smsc})`, "group = smsc"],
    categories: ["Missing keepalive", "CWE-1088", "Alert not delivered", "Walang keepalive"],
    en: {
      titles: [
        `The ${operator} SMSC connection has no keepalive`,
        `smsc-id ${smsc}: the SMPP bind drops silently when idle`,
        `Alerts through ${operator} fail after a quiet night`,
      ],
      facts: [
        `The group = smsc block for smsc-id = ${smsc} sets no enquire-link-interval (keepalive), and ${operator}'s SMSC closes idle binds after 30 minutes without telling the client; Kannel sees the bind as open, queues the first alerts of the morning to it and reports them sent, while none reaches ${operator}'s subscribers.`,
        `The ${smsc} SMPP bind has no keepalive.`,
      ],
      fix: `Set enquire-link-interval = 30 in the ${smsc} block and reconnect-delay = 10, and alert on the SMSC's status in the admin page.`,
    },
    tl: {
      titles: [
        `Walang keepalive ang ${operator} SMSC connection`,
        `smsc-id ${smsc}: nawawala ang SMPP bind kapag idle`,
      ],
      facts: [
        `Ang group = smsc block para sa smsc-id = ${smsc} ay walang enquire-link-interval, at sinasara ng ${operator} SMSC ang idle binds after 30 minutes nang hindi nagsasabi; akala ng Kannel bukas pa, kaya ang unang alerts sa umaga ay "sent" pero walang natatanggap ang subscribers.`,
      ],
      fix: `I-set ang enquire-link-interval = 30 sa ${smsc} block at reconnect-delay = 10.`,
    },
  };
}

/** A view that changes an alert without a permission check: each view its own issue. */
function unguardedView(
  id: string,
  view: View,
  verb: string,
  tl: string,
  line: number,
  rate: number,
): AlertIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: VIEWS,
    line,
    view,
    places: ["%v", `${view.cls}.post`, "LoginRequiredMixin"],
    categories: ["Missing authorization", "CWE-862", "Anyone can change alerts", "Kulang na awtorisasyon"],
    en: {
      titles: [
        `%v lets any logged-in user ${verb} an alert`,
        `No permission check on %v`,
        `A barangay volunteer's account can ${verb} a province-wide alert`,
      ],
      facts: [
        `%v uses LoginRequiredMixin but no PermissionRequiredMixin, so every account can ${verb} any alert, including the 1,400 barangay volunteers' accounts that only report incidents; an alert ${verb === "cancel" ? "cancelled" : "changed"} by mistake during a typhoon goes out to every subscriber in the province.`,
        `%v does not check alerts.change_alert.`,
      ],
      fix: `Add PermissionRequiredMixin with permission_required = "alerts.change_alert" to %v, and log who ${verb === "cancel" ? "cancels" : "edits"} an alert.`,
    },
    tl: {
      titles: [
        `Kahit sinong naka-login ay puwedeng mag-${tl} ng alert sa %v`,
        `Walang permission check sa %v`,
      ],
      facts: [
        `Gumagamit ang %v ng LoginRequiredMixin pero walang PermissionRequiredMixin, kaya kahit anong account ay puwedeng mag-${tl} ng alert, pati ang 1,400 accounts ng barangay volunteers.`,
      ],
      fix: `Lagyan ng PermissionRequiredMixin ang %v with permission_required = "alerts.change_alert".`,
    },
  };
}

const UPDATE_VIEW: View = { cls: "AlertUpdateView", url: "alerts:update" };
const CANCEL_VIEW: View = { cls: "AlertCancelView", url: "alerts:cancel" };

const ISSUES: AlertIssue[] = [
  noKeepalive("keepalive-globe", "globe", "Globe", 24, 0.45),
  noKeepalive("keepalive-smart", "smart", "Smart", 36, 0.35),
  unguardedView("perm-update", UPDATE_VIEW, "edit", "edit", 58, 0.45),
  unguardedView("perm-cancel", CANCEL_VIEW, "cancel", "cancel", 72, 0.35),
  {
    id: "sendsms-password",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: KANNEL,
    line: 52,
    places: ["group = sendsms-user", "password", "sendsms-user"],
    categories: ["Weak password", "CWE-521", "Gateway takeover", "Mahinang password"],
    en: {
      titles: [
        "The sendsms-user's password is 'alerts123'",
        "A guessable password guards the gateway's sendsms interface",
        "Anyone on the network can send SMS as the provincial office",
      ],
      facts: [
        "kannel.conf's group = sendsms-user has username alerts and password alerts123, and the sendsms port 13013 listens on every interface of the gateway; anyone who reaches it can send an SMS to any number with the province's sender id, a fake evacuation order included.",
        "The sendsms password is weak.",
      ],
      fix: "Generate a long random password, keep it out of the repository (an include file), and bind sendsms-port to the dispatch server's address only.",
    },
    tl: {
      titles: [
        "Ang password ng sendsms-user ay 'alerts123'",
        "Madaling hulaan ang password ng sendsms interface",
      ],
      facts: [
        "Sa kannel.conf, ang group = sendsms-user ay may password alerts123, at nakabukas ang port 13013 sa lahat ng interfaces; kahit sino ay puwedeng magpadala ng SMS gamit ang sender id ng probinsya, pati pekeng evacuation order.",
      ],
      fix: "Gumamit ng mahabang random password at i-bind ang sendsms-port sa dispatch server lang.",
    },
  },
  {
    id: "expires-local",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.45,
    file: CAP,
    line: 19,
    places: ["info/expires", "<expires>", "alert/info/expires"],
    categories: ["Incorrect time zone handling", "CWE-1286", "Alert expires early", "Maling time zone"],
    en: {
      titles: [
        "The CAP template writes <expires> without a time zone offset",
        "info/expires is read as UTC: alerts expire eight hours early",
        "Typhoon warnings disappear from the national aggregator overnight",
      ],
      facts: [
        "typhoon.xml renders <expires>{{ alert.expires|date:'Y-m-d\\TH:i:s' }}</expires> with no offset, and CAP requires one; the national aggregator reads it as UTC, so a warning meant to last until 18:00 Manila time expires at 10:00 and drops off the feeds that radio stations and apps read.",
        "<expires> has no offset.",
      ],
      fix: "Render the time with its offset (isoformat() of an aware datetime, +08:00), and validate the template's output against the CAP 1.2 schema in the tests.",
    },
    tl: {
      titles: [
        "Walang time zone offset ang <expires> sa CAP template",
        "Binabasa ang info/expires bilang UTC: maagang nag-e-expire ang alerts",
      ],
      facts: [
        "Ang typhoon.xml ay nagre-render ng <expires> nang walang offset; binabasa ito ng national aggregator bilang UTC, kaya ang warning na hanggang 18:00 Manila time ay nag-e-expire ng 10:00.",
      ],
      fix: "I-render ang oras with offset (+08:00) at i-validate laban sa CAP 1.2 schema.",
    },
  },
  {
    id: "subscribers-all",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: TASKS,
    line: 31,
    places: ["broadcast_alert", "Subscriber.objects.all()", "tasks.broadcast_alert"],
    categories: [
      "Uncontrolled resource consumption",
      "CWE-400",
      "Broadcast stalls",
      "Hindi kontroladong paggamit ng resources",
    ],
    en: {
      titles: [
        "broadcast_alert loads every subscriber into memory",
        "Subscriber.objects.all() for 2 million subscribers in one task",
        "The broadcast worker is killed before the first SMS goes out",
      ],
      facts: [
        "broadcast_alert builds its recipient list with list(Subscriber.objects.all()) and filters the areas in Python; with 2.1 million subscribers the worker needs 6 GB, the container is killed for memory, Celery retries the task, and the alert goes out an hour late if at all.",
        "All subscribers are loaded at once.",
      ],
      fix: "Filter by the alert's areas in the query and iterate with .iterator(chunk_size=5000), queueing sends in batches.",
    },
    tl: {
      titles: [
        "Niloload ng broadcast_alert ang lahat ng subscribers sa memory",
        "Subscriber.objects.all() para sa 2 milyong subscribers",
      ],
      facts: [
        "Ang broadcast_alert ay gumagamit ng list(Subscriber.objects.all()) at nagfi-filter sa Python; sa 2.1 milyong subscribers, 6 GB ang kailangan at pinapatay ang container.",
      ],
      fix: "I-filter sa query at gumamit ng .iterator(chunk_size=5000).",
    },
  },
  {
    id: "sendsms-sequential",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.35,
    file: TASKS,
    line: 47,
    places: ["send_batch", "requests.get(SENDSMS_URL", "tasks.send_batch"],
    categories: ["Inefficient algorithm", "CWE-407", "Slow broadcast", "Hindi episyenteng algorithm"],
    en: {
      titles: [
        "send_batch makes one HTTP request per SMS, one after another",
        "A province-wide alert takes nine hours to send",
        "Sequential requests.get to Kannel's sendsms",
      ],
      facts: [
        "send_batch calls requests.get(SENDSMS_URL, params=…) for each number in turn and waits for each answer; at 60 requests a second, two million messages take nine hours, while Kannel can take a batch of numbers in one request and the operators allow 300 messages a second.",
        "SMS are sent one request at a time.",
      ],
      fix: "Send to many numbers per request (to= with several numbers, or the sendsms POST with a list), with a session and a pool of workers sized to the operators' limits.",
    },
    tl: {
      titles: [
        "Isang HTTP request bawat SMS sa send_batch, sunod-sunod",
        "Siyam na oras bago maipadala ang alert sa buong probinsya",
      ],
      facts: [
        "Ang send_batch ay tumatawag ng requests.get(SENDSMS_URL, params=…) para sa bawat number at naghihintay ng sagot; sa 60 requests per second, siyam na oras ang dalawang milyong messages.",
      ],
      fix: "Magpadala sa maraming numbers bawat request at gumamit ng pool of workers.",
    },
  },
  {
    id: "message-mark-safe",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: TAGS,
    line: 14,
    places: ["alert_message", "mark_safe", "alert_tags.alert_message"],
    categories: ["Cross-site scripting", "CWE-79", "Public page injection", "Cross-site scripting"],
    en: {
      titles: [
        "The alert_message filter marks the alert's text safe",
        "mark_safe on text that reporters' accounts write",
        "Script in an alert runs on the public alerts page",
      ],
      facts: [
        "alert_tags.alert_message turns line breaks into <br> and returns mark_safe(text), where text is the alert's message as any dispatcher typed it; a message with a <script> tag runs on the public alerts page that the province's website embeds.",
        "The message is marked safe without escaping.",
      ],
      fix: "Escape first (conditional_escape) and then add the <br>, or use the linebreaksbr filter, which does.",
    },
    tl: {
      titles: [
        "Minamarkahang safe ng alert_message filter ang text ng alert",
        "mark_safe sa text na sinusulat ng dispatchers",
      ],
      facts: [
        "Ang alert_tags.alert_message ay nagre-return ng mark_safe(text) kung saan ang text ay ang message ng alert; ang message na may <script> ay tatakbo sa public alerts page ng probinsya.",
      ],
      fix: "Gamitin ang linebreaksbr filter, na nag-e-escape.",
    },
  },
  {
    id: "admin-port-open",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: CLOUD_INIT,
    line: 41,
    places: ["write_files[1]", "runcmd", "admin-port"],
    categories: [
      "Exposed administrative interface",
      "CWE-749",
      "Open admin port",
      "Bukas na admin interface",
    ],
    en: {
      titles: [
        "cloud-init opens Kannel's admin port to the internet",
        "The gateway's firewall rule allows 13000 from anywhere",
        "Kannel's admin interface is reachable without a VPN",
      ],
      facts: [
        "gateway.yaml's runcmd adds ufw allow 13000/tcp, and write_files[1] sets admin-port = 13000 with admin-allow-ip = *; the admin interface can suspend, resume or shut down the gateway, and its password is the one in kannel.conf in the repository.",
        "The admin port is open to all.",
      ],
      fix: "Allow 13000 only from the VPN's range and set admin-allow-ip to it.",
    },
    tl: {
      titles: [
        "Binubuksan ng cloud-init ang admin port ng Kannel sa internet",
        "Pinapayagan ng firewall ang 13000 mula kahit saan",
      ],
      facts: [
        "Ang runcmd ng gateway.yaml ay may ufw allow 13000/tcp, at ang write_files[1] ay may admin-allow-ip = *; kayang i-shutdown ng admin interface ang gateway.",
      ],
      fix: "Payagan lang ang 13000 mula sa VPN.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; tl: string })[] = [
  {
    id: "remark-views-mixins",
    agent: "security",
    file: VIEWS,
    line: 50,
    place: "views.py",
    en: "Give the alert views one base class for their mixins",
    tl: "Gumawa ng isang base class para sa mixins ng alert views",
  },
  {
    id: "remark-tasks-logging",
    agent: "performance",
    file: TASKS,
    line: 10,
    place: "tasks.py",
    en: "Use the task's logger instead of print in tasks.py",
    tl: "Gamitin ang logger ng task sa halip na print sa tasks.py",
  },
  {
    id: "remark-kannel-includes",
    agent: "reliability",
    file: KANNEL,
    line: 1,
    place: "kannel.conf",
    en: "Split kannel.conf into one include file per operator",
    tl: "Hatiin ang kannel.conf sa isang include file bawat operator",
  },
];

/** How a run writes, kept for the whole run. */
interface AlertStyle {
  taglish: boolean;
  /** How it names a Django view: its class, its dotted path or its URL name. */
  views: "class" | "dotted" | "url";
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines given at all. */
  lines: boolean;
}

const SEVERITY_TL: Record<Severity, string> = {
  CRITICAL: "kritikal",
  HIGH: "mataas",
  MEDIUM: "katamtaman",
  LOW: "mababa",
  INFO: "impormasyon",
};

/** `text` with the view written as the run names it (`%v`). */
function written(text: string, view: View | undefined, style: AlertStyle): string {
  if (view === undefined) return text;
  const named =
    style.views === "url" ? view.url : style.views === "dotted" ? `alerts.views.${view.cls}` : view.cls;
  return text.replaceAll("%v", named);
}

function reportOf(issue: AlertIssue, style: AlertStyle, random: Random, v: number): Finding {
  return cataloguedReport(
    issue,
    {
      words: style.taglish ? issue.tl : issue.en,
      otherLanguage: style.taglish,
      place: style.place,
      said: (severity) =>
        style.taglish ? `Severity: ${SEVERITY_TL[severity]}.` : `Severity: ${severity.toLowerCase()}.`,
      written: (text) => written(text, issue.view, style),
      titled: capitalised,
      located: () => locationDrawn(issue.file, issue.line, style.lines, random, v),
    },
    random,
    v,
  );
}

/** `runs` runs of the three agents over the alerting system, with each finding's true issue. */
export function alertsRuns(options: GeneratorOptions): Generated {
  return drawRuns<AlertIssue, (typeof REMARKS)[number], AlertStyle>(
    {
      name: "alerts",
      model: "alerts-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        const views = random();
        return {
          taglish: random() < 0.3,
          views: views < 0.5 ? "class" : views < 0.5 + v * 0.4 ? "url" : "dotted",
          place: usualForm(place, v),
          lines: random() < 0.85,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) =>
        remarkReport(
          remark,
          {
            // Taglish keeps the English term for a remark's kind.
            category: "Maintainability",
            title: style.taglish ? remark.tl : remark.en,
            description: style.taglish
              ? `${remark.tl}. Minor lang, pero mas madaling i-maintain.`
              : `${remark.en}. Minor, but it eases maintenance.`,
          },
          locationDrawn(remark.file, remark.line, style.lines, random, v),
        ),
    },
    options,
  );
}
