/**
 * The seventy-fifth held-out generator family for grouping quality (issue #12): a tea estate's
 * systems as its repository keeps them: the pluckers' wage rules in Lean 4, the weighing shed's
 * scale reader in Hare, the auction catalogue export in Idris 2, the withering grade rules in
 * Mercury and the factory PC's nightly backup as a Windows batch file, reviewed by runs of which
 * some write in Sinhala. None of these formats or that language appear anywhere else in the tests.
 *
 * Written at the start of the stop that reads the seventy-third, before the seventy-third's
 * errors were read, to take its place as a check; committed before anything was run on it; read,
 * and tuned against, two stops later, once the seventy-seventh had taken its place. Self-contained: its own catalogue and its own model of how reports vary, its
 * numbers from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - Lean definitions, Hare functions, Idris functions, Mercury predicates with their arity and
 *    batch file commands and labels as places;
 *  - a Lean definition named bare (`netPay`) or with its signature
 *    (`netPay (gross advance : Nat) : Nat`), and a Hare function bare (`read_frame`) or with its
 *    module (`scale::read_frame`), each a habit of the whole run;
 *  - a run that gives the line where the enclosing definition starts instead of the line at
 *    fault: up to eighteen lines off, a habit of the whole run;
 *  - Sinhala, whose conjuncts hold zero-width joiners inside words (`ප්‍රසාද`), written by some
 *    runs with the field's English terms kept in English (`SQL injection`, `abort`) and by others
 *    with them in Sinhala, a habit of the run;
 *  - a field of the estate named by its number (`Field 12`), its code (`UD-12`) or its division
 *    and number (`Upper Division, No. 12`); money as `Rs. 1,350`, `LKR 1350.00` or `රු. 1,350`;
 *    a weight in kilograms or in kilos; one habit a run each;
 *  - categories as plain words, CWE ids, the field's own terms (`Advance debt lost to Nat
 *    subtraction`) or in Sinhala;
 *  - twins: two issues of the wage rules that both lose money to natural-number arithmetic; three
 *    issues of the scale reader, two of them in one function (an abort on a long frame and a read
 *    per byte) and one an abort on a malformed weight; two hard-coded secrets, in the batch file
 *    and in the auction export; a remark on the scale reader beside its issues.
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

const WAGES = "payroll/TeaEstate/Wages.lean";
const READER = "shed/scale/reader.ha";
const EXPORT = "auction/src/Export.idr";
const LOTS = "auction/src/Lots.idr";
const WITHER = "factory/grading/wither.m";
const BACKUP = "factory/backup.cmd";

type Agent = "security" | "reliability" | "performance";

/** A field of the estate as its number, its code and its division name it. */
interface Field {
  number: number;
  code: string;
  division: string;
}

/**
 * An issue of the family. Its Sinhala wordings mark the field's terms a run may keep in English
 * with `{{English|සිංහල}}`; `{field}`, `{money:N}` and `{kg:N}` are the field, an amount of
 * rupees and a weight as the run writes them.
 */
interface TeaIssue extends CataloguedIssue<Agent> {
  en: Wording;
  si: Wording;
  field: Field;
  /** The line where the definition enclosing the fault starts. */
  head: number;
  /** A Lean definition's signature, where the issue's usual place is that definition. */
  signature?: string;
}

const UPPER_12: Field = { number: 12, code: "UD-12", division: "Upper Division" };
const LOWER_7: Field = { number: 7, code: "LD-7", division: "Lower Division" };
const FACTORY_3: Field = { number: 3, code: "FD-3", division: "Factory Division" };

/** A hard-coded secret: each file its own issue. */
function hardCoded(
  id: string,
  file: string,
  line: number,
  head: number,
  rate: number,
  places: readonly [string, string, string],
  term: string,
  en: Wording,
  si: Wording,
): TeaIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file,
    line,
    head,
    field: FACTORY_3,
    places,
    categories: ["Hard-coded credentials", "CWE-798", term, "කේතයේ ලියා ඇති රහස්"],
    en,
    si,
  };
}

const ISSUES: TeaIssue[] = [
  {
    id: "lean-advance",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.45,
    file: WAGES,
    line: 42,
    head: 38,
    field: UPPER_12,
    signature: "(gross advance : Nat) : Nat",
    places: ["netPay", "TeaEstate.Wages.netPay", "gross - advance"],
    categories: ["Incorrect calculation", "CWE-682", "Advance debt lost to Nat subtraction", "වැරදි ගණනය කිරීම"],
    en: {
      titles: [
        "netPay loses a plucker's unpaid advance: Nat subtraction stops at zero",
        "An advance larger than the month's wage is forgiven by netPay",
        "gross - advance on Nat truncates the debt in Wages.lean",
      ],
      facts: [
        "netPay computes gross - advance on Nat, and Lean's natural-number subtraction gives 0 whenever the advance is larger; a plucker on {field} who took an advance of {money:20000} in a month she earned {money:14500} was paid nothing and the remaining {money:5500} vanished from the ledger instead of carrying to the next month.",
        "Natural-number subtraction truncates the debt to zero.",
      ],
      fix: "Return the shortfall with the pay (a structure with pay and carried : Nat, or an Int), carry it into the next month's advance, and prove that pay + carried = gross + carried_in - advance.",
    },
    si: {
      titles: [
        "netPay දළු නෙළන්නියකගේ ගෙවා නැති අත්තිකාරම අහිමි කරයි: Nat අඩු කිරීම ශුන්‍යයෙන් නවතී",
        "මාසයේ වැටුපට වඩා විශාල අත්තිකාරමක් netPay මගින් කපා හරිනු ලැබේ",
      ],
      facts: [
        "netPay විසින් Nat මත gross - advance ගණනය කරයි; අත්තිකාරම විශාල වූ විට Lean හි ස්වාභාවික සංඛ්‍යා අඩු කිරීම 0 දෙයි. {field} හි දළු නෙළන්නියක් {money:14500} ක් උපයා {money:20000} ක අත්තිකාරමක් ගත් මාසයේ ඇයට කිසිවක් නොලැබුණු අතර ඉතිරි {money:5500} ඊළඟ මාසයට නොගොස් ලෙජරයෙන් අතුරුදන් විය.",
      ],
      fix: "හිඟ මුදල වැටුප සමඟ ආපසු දී (pay සහ carried : Nat ඇති ව්‍යුහයක්, නැතහොත් Int) එය ඊළඟ මාසයේ අත්තිකාරමට එක් කරන්න.",
    },
  },
  {
    id: "lean-bonus",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.35,
    file: WAGES,
    line: 61,
    head: 57,
    field: LOWER_7,
    signature: "(plucked norm rate : Nat) : Nat",
    places: ["overKiloBonus", "TeaEstate.Wages.overKiloBonus", "(plucked - norm) / 2 * rate"],
    categories: [
      "Incorrect calculation",
      "CWE-682",
      "Over-kilo bonus rounded down per pair of kilos",
      "වැරදි ගණනය කිරීම",
    ],
    en: {
      titles: [
        "overKiloBonus divides before it multiplies and drops every odd kilo",
        "The over-kilo bonus underpays: (plucked - norm) / 2 * rate",
        "Integer division in overKiloBonus rounds the bonus down",
      ],
      facts: [
        "overKiloBonus computes (plucked - norm) / 2 * rate, where the collective agreement pays half the rate for each kilo over the norm; dividing first on Nat drops the last kilo of every odd excess, so a plucker on {field} who brought in {kg:23} against a norm of {kg:18} was paid the bonus for four kilos, {money:80} short, on every such day.",
        "The bonus drops a kilo to integer division.",
      ],
      fix: "Multiply first, (plucked - norm) * rate / 2, or keep the bonus in half-rupees, and state the rounding the agreement asks for in a theorem.",
    },
    si: {
      titles: [
        "overKiloBonus ගුණ කිරීමට පෙර බෙදන නිසා සෑම ඔත්තේ කිලෝවක්ම අහිමි වේ",
        "අමතර කිලෝ {{bonus|ප්‍රසාද දීමනාව}} අඩුවෙන් ගෙවයි: (plucked - norm) / 2 * rate",
      ],
      facts: [
        "overKiloBonus විසින් (plucked - norm) / 2 * rate ගණනය කරයි; Nat මත මුලින් බෙදීම නිසා ඔත්තේ අතිරික්තයක අවසන් කිලෝව අහිමි වේ. {field} හි {kg:18} ක ඉලක්කයකට එරෙහිව {kg:23} ක් ගෙනා දළු නෙළන්නියකට කිලෝ හතරක {{bonus|ප්‍රසාද දීමනාව}} පමණක් ලැබුණු අතර එවැනි සෑම දිනකම {money:80} ක් අඩු විය.",
      ],
      fix: "මුලින් ගුණ කරන්න, (plucked - norm) * rate / 2, නැතහොත් {{bonus|ප්‍රසාද දීමනාව}} අඩ රුපියල් වලින් තබා ගන්න.",
    },
  },
  {
    id: "lean-quadratic",
    agent: "performance",
    severity: "LOW",
    rate: 0.3,
    file: WAGES,
    line: 84,
    head: 80,
    field: UPPER_12,
    signature: "(ws : List Weighing) (p : Plucker) : Nat",
    places: ["monthTotal", "TeaEstate.Wages.monthTotal", "ws.filter (·.plucker == p) |>.foldl"],
    categories: [
      "Inefficient algorithm",
      "CWE-407",
      "Every weighing scanned for every plucker",
      "අකාර්යක්ෂම ඇල්ගොරිතමය",
    ],
    en: {
      titles: [
        "monthTotal scans the month's weighings once per plucker",
        "Payroll is quadratic: monthTotal filters all weighings for each worker",
        "The month's payroll run slows with the square of the weighings",
      ],
      facts: [
        "payroll calls monthTotal ws p for each of the estate's pluckers, and monthTotal filters the whole list of weighings each time; with three weighings a day for 640 pluckers the month's run on the factory PC took over an hour and was still running when the weigh clerk on {field} opened the morning's book.",
        "Each plucker's total scans every weighing.",
      ],
      fix: "Fold the weighings once into a Std.HashMap Plucker Nat and read each plucker's total from it.",
    },
    si: {
      titles: [
        "monthTotal සෑම දළු නෙළන්නෙකු සඳහාම මාසයේ සියලු කිරා මැනීම් පරීක්ෂා කරයි",
        "{{payroll|වැටුප් ගණනය}} වර්ගජ වේ: monthTotal එක් එක් සේවකයා සඳහා සියලු කිරා මැනීම් පෙරයි",
      ],
      facts: [
        "payroll විසින් වතුයායේ එක් එක් දළු නෙළන්නා සඳහා monthTotal ws p අමතන අතර monthTotal සෑම වරම සම්පූර්ණ ලැයිස්තුව පෙරයි. දළු නෙළන්නන් 640 ක් සඳහා දිනකට කිරා මැනීම් තුනක් සමඟ මාසයේ ධාවනයට පැයකට වඩා ගත වූ අතර {field} හි ලිපිකරු උදෑසන පොත විවෘත කරන විටත් එය ක්‍රියාත්මක විය.",
      ],
      fix: "කිරා මැනීම් එක් වරක් Std.HashMap Plucker Nat එකකට එකතු කර එයින් එක් එක් එකතුව කියවන්න.",
    },
  },
  {
    id: "hare-frame",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.4,
    file: READER,
    line: 33,
    head: 21,
    field: LOWER_7,
    places: ["read_frame", "buf[..len]", "let buf: [64]u8"],
    categories: [
      "Out-of-bounds read",
      "CWE-125",
      "Scale frame longer than the buffer aborts the reader",
      "සීමාවෙන් පිටත කියවීම",
    ],
    en: {
      titles: [
        "read_frame slices buf[..len] with a length byte the scale sends, up to 255, into a 64-byte buffer",
        "A long frame from the scale aborts the weighing shed's reader",
        "Bounds-check abort in read_frame on frames over 64 bytes",
      ],
      facts: [
        "read_frame takes len from the frame's second byte and slices buf[..len] from let buf: [64]u8; Hare checks the bounds and aborts the program when len is over 64, and a scale on {field} that sent a 96-byte diagnostic frame after a power cut stopped the reader for the whole morning's weighing, so the clerks wrote {kg:4200} of leaf by hand.",
        "The frame length is not checked against the buffer.",
      ],
      fix: "Reject a frame whose length is over len(buf) with an error the caller logs, and resynchronise on the next start byte.",
    },
    si: {
      titles: [
        "read_frame තරාදිය එවන දිග බයිටයකින් (255 දක්වා) බයිට 64 ක buf[..len] කපයි",
        "තරාදියෙන් එන දිගු රාමුවක් කිරා මැනීමේ මඩුවේ කියවනය {{abort|නවතා දමයි}}",
      ],
      facts: [
        "read_frame රාමුවේ දෙවන බයිටයෙන් len ගෙන let buf: [64]u8 න් buf[..len] කපයි; len 64 ට වැඩි විට Hare සීමා පරීක්ෂා කර වැඩසටහන {{abort|නවතා දමයි}}. විදුලිය ඇනහිටීමකින් පසු බයිට 96 ක රාමුවක් එවූ {field} හි තරාදියක් නිසා උදෑසන කිරා මැනීම පුරාම කියවනය නතර වූ අතර ලිපිකරුවන් දළු {kg:4200} ක් අතින් ලිවූහ.",
      ],
      fix: "len(buf) ට වඩා දිගු රාමුවක් දෝෂයක් ලෙස ප්‍රතික්ෂේප කර ඊළඟ ආරම්භක බයිටයෙන් නැවත සමමුහුර්ත කරන්න.",
    },
  },
  {
    id: "hare-bytewise",
    agent: "performance",
    severity: "LOW",
    rate: 0.3,
    file: READER,
    line: 27,
    head: 21,
    field: LOWER_7,
    places: ["read_frame", "io::read(port, one[..])", "scale::read_frame"],
    categories: [
      "Inefficient I/O",
      "CWE-1050",
      "A system call for every byte from the scale",
      "අකාර්යක්ෂම ආදාන ප්‍රතිදාන",
    ],
    en: {
      titles: [
        "read_frame reads the serial port one byte per io::read call",
        "The scale reader makes a system call for every byte",
        "Unbuffered serial reads in read_frame",
      ],
      facts: [
        "read_frame loops on io::read(port, one[..]) with a one-byte slice, so each frame of the shed's six scales costs dozens of system calls; on the factory's old PC the reader fell behind at the evening weighing on {field} and the display showed each plucker's weight several seconds late.",
        "Each byte is a separate read.",
      ],
      fix: "Wrap the port in bufio::newreader with a 512-byte buffer and read frames from it.",
    },
    si: {
      titles: [
        "read_frame එක් io::read ඇමතුමකට එක් බයිටයක් බැගින් serial port එක කියවයි",
        "තරාදි කියවනය සෑම බයිටයක් සඳහාම {{system call|පද්ධති ඇමතුමක්}} කරයි",
      ],
      facts: [
        "read_frame බයිට එකක පෙත්තක් සමඟ io::read(port, one[..]) මත ලූප් වන නිසා මඩුවේ තරාදි හයේ සෑම රාමුවකටම {{system call|පද්ධති ඇමතුම්}} දුසිම් ගණනක් වැය වේ. {field} හි සවස කිරා මැනීමේදී කියවනය පසුබට වූ අතර තිරය එක් එක් දළු නෙළන්නාගේ බර තත්පර කිහිපයක් ප්‍රමාද වී පෙන්වීය.",
      ],
      fix: "port එක බයිට 512 ක බෆරයක් සහිත bufio::newreader එකකින් ඔතා රාමු එයින් කියවන්න.",
    },
  },
  {
    id: "hare-weight",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.35,
    file: READER,
    line: 58,
    head: 52,
    field: UPPER_12,
    places: ["parse_weight", "strconv::stou(digits)!", "scale::parse_weight"],
    categories: [
      "Improper input validation",
      "CWE-20",
      "Malformed weight asserted with !",
      "ආදාන වලංගු කිරීම නොමැතිකම",
    ],
    en: {
      titles: [
        "parse_weight asserts strconv::stou(digits)! and aborts on a malformed weight",
        "A weight with a comma in it crashes the scale reader",
        "The error from stou is asserted away in parse_weight",
      ],
      facts: [
        "parse_weight converts the weight field with strconv::stou(digits)!, and the ! aborts the program on any error; a scale on {field} that was reset to its factory settings sent 12,4 with a comma for the decimal point, and the reader died on the first plucker's basket.",
        "A conversion error aborts the program.",
      ],
      fix: "Match on the result of strconv::stou, log and skip the frame on strconv::invalid, and accept the scale's decimal comma explicitly.",
    },
    si: {
      titles: [
        "parse_weight strconv::stou(digits)! තහවුරු කරන නිසා වැරදි බරක් ලැබුණු විට {{abort|නවතී}}",
        "කොමාවක් සහිත බරක් තරාදි කියවනය බිඳ දමයි",
      ],
      facts: [
        "parse_weight බර ක්ෂේත්‍රය strconv::stou(digits)! මගින් පරිවර්තනය කරන අතර ! ඕනෑම දෝෂයකදී වැඩසටහන {{abort|නවතා දමයි}}. කර්මාන්තශාලා සැකසුම් වලට යළි සකසන ලද {field} හි තරාදියක් දශම ලක්ෂ්‍යය සඳහා කොමාවක් සහිතව 12,4 එවූ අතර පළමු දළු නෙළන්නාගේ කූඩයේදීම කියවනය නතර විය.",
      ],
      fix: "strconv::stou හි ප්‍රතිඵලය match කර strconv::invalid විට රාමුව ලොග් කර මඟ හරින්න.",
    },
  },
  hardCoded(
    "cmd-password",
    BACKUP,
    6,
    1,
    0.4,
    ["net use", "net use \\\\nas01\\backup /user:estate Tea#2026", ":backup"],
    "NAS password in the backup script",
    {
      titles: [
        "backup.cmd maps the NAS share with a password written in the script",
        "The nightly backup script hard-codes the estate NAS account",
        "net use with /user:estate and its password in plain text",
      ],
      facts: [
        "backup.cmd runs net use \\\\nas01\\backup /user:estate Tea#2026 before copying the payroll database, so the account's password is in the repository and in every copy of the script on the office PCs; the same account can delete the backups, and the clerk's laptop that was stolen from the bungalow on {field} had the script on its desktop.",
        "The share's password is in the script.",
      ],
      fix: "Store the credential with cmdkey under the backup task's own account, or run the task as a domain account that has the share, and change the estate account's password.",
    },
    {
      titles: [
        "backup.cmd ස්ක්‍රිප්ටයේ ලියා ඇති {{password|මුරපදයක්}} සමඟ NAS share එක සම්බන්ධ කරයි",
        "රාත්‍රී {{backup|උපස්ථ}} ස්ක්‍රිප්ටය වතුයායේ NAS ගිණුම කේතයේ ලියයි",
      ],
      facts: [
        "backup.cmd වැටුප් දත්ත සමුදාය පිටපත් කිරීමට පෙර net use \\\\nas01\\backup /user:estate Tea#2026 ධාවනය කරයි, එබැවින් ගිණුමේ {{password|මුරපදය}} ගබඩාවේ සහ කාර්යාල පරිගණකවල සෑම පිටපතකම ඇත. {field} හි බංගලාවෙන් සොරකම් කළ ලිපිකරුගේ ලැප්ටොප් පරිගණකයේ ඩෙස්ක්ටොප් එකේ ස්ක්‍රිප්ටය තිබුණි.",
      ],
      fix: "cmdkey මගින් අක්තපත්‍රය {{backup|උපස්ථ}} කාර්යයේම ගිණුම යටතේ ගබඩා කර වතුයායේ ගිණුමේ {{password|මුරපදය}} වෙනස් කරන්න.",
    },
  ),
  hardCoded(
    "idris-token",
    EXPORT,
    14,
    13,
    0.35,
    ["brokerToken", 'brokerToken = "cbt_live_5e1d..."', "Export.brokerToken"],
    "Broker API token in the export source",
    {
      titles: [
        "Export.idr hard-codes the Colombo broker's live API token",
        "brokerToken is a string literal in the auction export",
        "The auction catalogue export ships its broker token in the source",
      ],
      facts: [
        'Export.idr defines brokerToken : String with brokerToken = "cbt_live_5e1d...", the token that lists the estate\'s lots at the Colombo auction; anyone with the repository can withdraw or reprice a lot, and the token has been in the history since the first catalogue sent from {field}.',
        "The broker token is a literal in the source.",
      ],
      fix: "Read the token from an environment variable with System.getEnv at start-up, fail if it is missing, and ask the broker for a new one.",
    },
    {
      titles: [
        "Export.idr කොළඹ තැරැව්කරුගේ සජීවී {{API token|API ටෝකනය}} කේතයේ ලියයි",
        "brokerToken යනු වෙන්දේසි අපනයනයේ string literal එකකි",
      ],
      facts: [
        'Export.idr විසින් brokerToken : String, brokerToken = "cbt_live_5e1d..." ලෙස අර්ථ දක්වයි; එය කොළඹ වෙන්දේසියේ වතුයායේ ලොට් ලැයිස්තුගත කරන {{API token|ටෝකනයයි}}. ගබඩාව ඇති ඕනෑම අයෙකුට ලොට් එකක් ඉවත් කිරීමට හෝ මිල වෙනස් කිරීමට හැකි අතර {field} න් යැවූ පළමු නාමාවලියේ සිට එය ඉතිහාසයේ ඇත.',
      ],
      fix: "ආරම්භයේදී System.getEnv මගින් පරිසර විචල්‍යයකින් {{API token|ටෝකනය}} කියවා තැරැව්කරුගෙන් අලුත් එකක් ඉල්ලන්න.",
    },
  ),
  {
    id: "idris-http",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.3,
    file: EXPORT,
    line: 47,
    head: 41,
    field: FACTORY_3,
    places: ["uploadCatalogue", '"http://catalogue.ctb-auction.lk/upload"', "Export.uploadCatalogue"],
    categories: [
      "Cleartext transmission",
      "CWE-319",
      "Catalogue and token sent over plain HTTP",
      "සංකේතනය නොකළ සම්ප්‍රේෂණය",
    ],
    en: {
      titles: [
        "uploadCatalogue posts the catalogue and the token over http://",
        "The auction upload is not encrypted",
        "Plain HTTP for the broker upload in Export.idr",
      ],
      facts: [
        "uploadCatalogue posts to \"http://catalogue.ctb-auction.lk/upload\" with the broker token in a header, so the token and the week's lots with their reserve prices cross the estate's shared line in clear text; the upload from {field} goes through the village's mobile tower.",
        "The upload URL is http.",
      ],
      fix: "Post to the broker's https endpoint and refuse to send when the URL is not https.",
    },
    si: {
      titles: [
        "uploadCatalogue නාමාවලිය සහ ටෝකනය http:// හරහා යවයි",
        "වෙන්දේසි {{upload|උඩුගත කිරීම}} සංකේතනය කර නැත",
      ],
      facts: [
        'uploadCatalogue විසින් තැරැව්කරුගේ ටෝකනය header එකක දමා "http://catalogue.ctb-auction.lk/upload" වෙත යවයි, එබැවින් ටෝකනය සහ සතියේ ලොට් ඒවායේ අවම මිල සමඟ සංකේතනය නොකර ගමන් කරයි. {field} න් {{upload|උඩුගත කිරීම}} ගමේ ජංගම කුළුණ හරහා යයි.',
      ],
      fix: "තැරැව්කරුගේ https ලිපිනයට යවා URL එක https නොවේ නම් යැවීම ප්‍රතික්ෂේප කරන්න.",
    },
  },
  {
    id: "idris-sort",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: LOTS,
    line: 40,
    head: 36,
    field: UPPER_12,
    places: ["sortLots", "sortBy (comparing (show . reserve))", "Lots.sortLots"],
    categories: [
      "Incorrect comparison",
      "CWE-697",
      "Lots ordered by the text of their price",
      "වැරදි සංසන්දනය",
    ],
    en: {
      titles: [
        "sortLots orders the catalogue by the text of each reserve price",
        "The auction catalogue puts a lot at {money:950} after one at {money:1200}",
        "sortBy (comparing (show . reserve)) compares strings, not prices",
      ],
      facts: [
        "sortLots sorts with sortBy (comparing (show . reserve)), so reserves compare as text and 1200 sorts before 950; the week's catalogue listed the BOPF lot from {field} at {money:1200} ahead of the cheaper ones, and brokers read the list as ordered by price.",
        "Prices are compared as strings.",
      ],
      fix: "Compare the reserves as numbers, sortBy (comparing reserve), and add a test with prices of different lengths.",
    },
    si: {
      titles: [
        "sortLots නාමාවලිය එක් එක් අවම මිලේ පෙළ අනුව පිළිවෙළට සකසයි",
        "sortBy (comparing (show . reserve)) මිල නොව strings සංසන්දනය කරයි",
      ],
      facts: [
        "sortLots විසින් sortBy (comparing (show . reserve)) මගින් පිළිවෙළ කරන නිසා මිල පෙළ ලෙස සංසන්දනය වී 1200, 950 ට පෙර එයි. සතියේ නාමාවලියේ {field} හි BOPF ලොට් එක {money:1200} ට ලාභ ඒවාට ඉදිරියෙන් ලැයිස්තුගත විය.",
      ],
      fix: "අවම මිල සංඛ්‍යා ලෙස සංසන්දනය කරන්න, sortBy (comparing reserve).",
    },
  },
  {
    id: "mercury-wither",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.35,
    file: WITHER,
    line: 25,
    head: 19,
    field: FACTORY_3,
    places: ["wither_grade/2", "Moisture < 70.0", ":- pred wither_grade(float::in, grade::out) is det."],
    categories: [
      "Off-by-one error",
      "CWE-193",
      "Leaf at exactly 70% moisture graded as under-withered",
      "එකකින් වැරදීමේ දෝෂය",
    ],
    en: {
      titles: [
        "wither_grade/2 grades leaf at exactly 70% moisture as under-withered",
        "The withering boundary in wither.m is off by one: < where the standard says <=",
        "Moisture < 70.0 in wither_grade sends ready leaf back to the troughs",
      ],
      facts: [
        "wither_grade(Moisture, Grade) gives withered only when Moisture < 70.0, but the factory's standard counts 70% as withered; the moisture meters round to whole percent, so on {field} a third of the leaf read at 70 on the night of a dry wind was kept in the troughs for two more hours and came out over-withered.",
        "The boundary of the withered grade excludes 70.",
      ],
      fix: "Use Moisture =< 70.0 for the withered grade and add a test at the boundary.",
    },
    si: {
      titles: [
        "wither_grade/2 හරියටම 70% තෙතමනය ඇති දළු ප්‍රමාණවත් ලෙස මැලවී නැති බවට ශ්‍රේණිගත කරයි",
        "wither.m හි මැලවීමේ සීමාව එකකින් වැරදියි: < වෙනුවට <= විය යුතුය",
      ],
      facts: [
        "wither_grade(Moisture, Grade) මැලවී ඇති බව දෙන්නේ Moisture < 70.0 විට පමණි, නමුත් කර්මාන්තශාලාවේ ප්‍රමිතිය 70% මැලවී ඇති ලෙස ගණන් ගනී. තෙතමනය මනින උපකරණ පූර්ණ ප්‍රතිශතයට වට කරන නිසා {field} හි වියළි සුළං රාත්‍රියක දළු වලින් තුනෙන් එකක් තවත් පැය දෙකක් තටාකවල තබා අධික ලෙස මැලවී ගියේය.",
      ],
      fix: "මැලවී ඇති ශ්‍රේණිය සඳහා Moisture =< 70.0 භාවිතා කර සීමාවේ පරීක්ෂණයක් එක් කරන්න.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; si: string })[] = [
  {
    id: "remark-reader-module",
    agent: "reliability",
    file: READER,
    line: 1,
    place: "scale",
    en: "Document the scale protocol's frame layout at the top of the module",
    si: "මොඩියුලයේ ඉහළින් තරාදි ප්‍රොටෝකෝලයේ රාමු සැකැස්ම ලේඛනගත කරන්න",
  },
  {
    id: "remark-wages-docs",
    agent: "performance",
    file: WAGES,
    line: 1,
    place: "namespace TeaEstate.Wages",
    en: "Give the wage definitions doc comments that cite the collective agreement",
    si: "වැටුප් අර්ථ දැක්වීම් වලට සාමූහික ගිවිසුම උපුටා දක්වන ලේඛන අදහස් එක් කරන්න",
  },
  {
    id: "remark-backup-echo",
    agent: "security",
    file: BACKUP,
    line: 1,
    place: "@echo off",
    en: "Log each step of the backup to a dated file",
    si: "උපස්ථයේ සෑම පියවරක්ම දිනය සහිත ගොනුවකට ලොග් කරන්න",
  },
];

/** How a run writes, kept for the whole run. */
interface TeaStyle extends BilingualRun {
  /** A field by its number (0), its code (1) or its division and number (2). */
  fields: 0 | 1 | 2;
  /** Money as `Rs. 1,350` (0), `LKR 1350.00` (1) or `රු. 1,350` (2). */
  money: 0 | 1 | 2;
  /** Weights as `23 kg` or as `23 kilos`. */
  kilos: boolean;
  /** A Sinhala text keeps the field's English terms in English. */
  english: boolean;
  /** Lines given where the enclosing definition starts. */
  heads: boolean;
  /** Lean definitions with their signatures. */
  signatures: boolean;
  /** Hare functions with their module (`scale::read_frame`). */
  modules: boolean;
}

const SINHALA: SecondLanguage = {
  severity: "බරපතලකම",
  severities: {
    CRITICAL: "ඉතා බරපතල",
    HIGH: "ඉහළ",
    MEDIUM: "මධ්‍යම",
    LOW: "අඩු",
    INFO: "තොරතුරු",
  },
  maintainability: "නඩත්තු කිරීමේ පහසුව",
  minor: "සුළු දෙයකි, නමුත් නඩත්තුව පහසු කරයි.",
};

/** `n` with a comma between its thousands. */
function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** An amount of rupees as the run writes it. */
function rupees(amount: number, style: TeaStyle): string {
  if (style.money === 1) return `LKR ${amount}.00`;
  return `${style.money === 0 ? "Rs." : "රු."} ${grouped(amount)}`;
}

/** A field as the run names it, in the run's language. */
function fielded(field: Field, style: TeaStyle): string {
  if (style.fields === 1) return field.code;
  if (style.fields === 2)
    return style.otherLanguage
      ? `${field.division} අංක ${field.number}`
      : `${field.division}, No. ${field.number}`;
  return style.otherLanguage ? `අංක ${field.number} කෙත` : `Field ${field.number}`;
}

/** `text` with the field, money, weights and the field's terms as the run writes them. */
function written(text: string, issue: TeaIssue, style: TeaStyle): string {
  return text
    .replaceAll("{field}", fielded(issue.field, style))
    .replace(/\{money:([0-9]+)\}/g, (_, n: string) => rupees(Number(n), style))
    .replace(/\{kg:([0-9]+)\}/g, (_, n: string) =>
      style.kilos ? `${grouped(Number(n))} ${style.otherLanguage ? "කිලෝ" : "kilos"}` : `${n} kg`,
    )
    .replace(/\{\{([^|}]+)\|([^}]+)\}\}/g, (_, en: string, si: string) => (style.english ? en : si));
}

/** `runs` runs of the three agents over the tea estate's code, with each finding's true issue. */
export function teaEstateRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], TeaStyle>(
    {
      name: "teaestate",
      issues: ISSUES,
      remarks: REMARKS,
      language: SINHALA,
      words: (issue, otherLanguage) => (otherLanguage ? issue.si : issue.en),
      said: (remark) => remark.si,
      habits: (random) => {
        const fields = random();
        const money = random();
        const kilos = random() < 0.4;
        const english = random() < 0.5;
        const heads = random() < 0.25;
        const signatures = random() < 0.25;
        const modules = random() < 0.4;
        return {
          fields: fields < 0.5 ? 0 : fields < 0.8 ? 1 : 2,
          money: money < 0.5 ? 0 : money < 0.8 ? 1 : 2,
          kilos,
          english,
          heads,
          signatures,
          modules,
        };
      },
      written: (text, issue, run) => written(text, issue, run),
      writing: (issue, run) => ({
        symbol: (place) => {
          if (run.signatures && issue.signature !== undefined && place === issue.places[0])
            return `${place} ${issue.signature}`;
          if (run.modules && issue.file === READER && /^[a-z_]+$/.test(place)) return `scale::${place}`;
          return place;
        },
        located: (drawn) =>
          run.heads && drawn.line !== undefined
            ? { ...drawn, line: Math.max(1, drawn.line - issue.line + issue.head) }
            : drawn,
      }),
    },
    options,
  );
}
