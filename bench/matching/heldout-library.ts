/**
 * The forty-sixth held-out generator family for grouping quality (issue #12): a public library's
 * integrated library system as its repository keeps it: Perl modules of the circulation and the
 * reports, Template Toolkit pages of the public catalogue, an XSLT stylesheet that shows MARC
 * records, the SIP2 server's configuration, a cron job and the database schema, reviewed by runs of
 * which some write in Lithuanian, whose words inflect and carry diacritics (`ą`, `ė`, `š`, `ų`).
 * None of these formats or that language appear anywhere else in the tests.
 *
 * Written at the start of the stop that reads the forty-fifth family, before the forty-fifth's
 * errors were read, to take its place as a check; committed before anything was run on it; tuned
 * against once its errors were read, in the stop that wrote the forty-seventh and forty-eighth
 * (bench/matching/history.ts). Self-contained: its own catalogue and its own model of how reports vary, its
 * numbers from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - a Perl module named by its package (`C4::Circulation` for `C4/Circulation.pm`), one habit a
 *    run;
 *  - paths as the package installs them (`/usr/share/koha/lib/C4/Circulation.pm`,
 *    `/etc/koha/sites/library/SIPconfig.xml`), one habit a run;
 *  - places as a MARC field and subfield (`952$x`), an XPath into a MARC record, a Perl sub
 *    qualified by its package (`C4::Reports::Guided::execute_query`), a Template Toolkit variable
 *    (`[% patron.firstname %]`) or a system preference;
 *  - descriptions ending with a CVSS vector, whose parts agree between unrelated issues, one habit a
 *    run;
 *  - categories as plain words, CWE ids, the field's own terms (`Patron privacy`) or in Lithuanian;
 *  - twins: two patron fields printed unescaped in one template, six lines apart; a remark on the
 *    template the twins are in.
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

const CIRCULATION = "C4/Circulation.pm";
const GUIDED = "C4/Reports/Guided.pm";
const BIBLIO = "C4/Biblio.pm";
const OPAC_USER = "koha-tmpl/opac-tmpl/bootstrap/en/modules/opac-user.tt";
const DETAIL_XSL = "koha-tmpl/opac-tmpl/bootstrap/en/xslt/MARC21slim2OPACDetail.xsl";
const SIP = "etc/SIPconfig.xml";
const FINES = "misc/cronjobs/fines.pl";
const SCHEMA = "installer/data/mysql/kohastructure.sql";

/** Where the package installs each file. */
function installed(file: string): string {
  if (file.startsWith("C4/")) return `/usr/share/koha/lib/${file}`;
  if (file.startsWith("koha-tmpl/opac-tmpl/"))
    return `/usr/share/koha/opac/htdocs/${file.slice("koha-tmpl/".length)}`;
  if (file === SIP) return "/etc/koha/sites/library/SIPconfig.xml";
  if (file.startsWith("misc/")) return `/usr/share/koha/bin/${file.slice("misc/".length)}`;
  return `/usr/share/koha/intranet/cgi-bin/${file}`;
}

/** A Perl module by its package's name. */
function packageOf(file: string): string | undefined {
  return file.endsWith(".pm") ? file.slice(0, -3).replaceAll("/", "::") : undefined;
}

type Agent = "security" | "reliability" | "performance";

interface LibraryIssue extends CatalogueIssue<Agent> {
  /** The first line of the sub or block the line is in. */
  block: number;
  /** The usual place, a second form, a third. */
  places: readonly [string, string, string];
  /** Plain, CWE, the field's own term, Lithuanian. */
  categories: readonly [string, string, string, string];
  /** The CVSS 3.1 vector a run may end with. */
  cvss: string;
  en: Wording;
  lt: Wording;
}

/** A patron's field printed into the page without escaping: each field its own issue. */
function unescaped(
  id: string,
  field: string,
  en: string,
  lt: string,
  line: number,
  rate: number,
): LibraryIssue {
  return {
    id,
    agent: "security",
    severity: "MEDIUM",
    rate,
    file: OPAC_USER,
    line,
    block: 104,
    places: [`patron.${field}`, `[% patron.${field} %]`, "BLOCK patron_details"],
    categories: ["Cross-site scripting", "CWE-79", "OPAC injection", "Tarpsvetainis scenarijų vykdymas"],
    cvss: "CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N",
    en: {
      titles: [
        `Stored XSS through the patron's ${en} on the OPAC account page`,
        `[% patron.${field} %] is printed without the html filter`,
        `A patron can inject script via their ${en}`,
      ],
      facts: [
        `opac-user.tt prints [% patron.${field} %] in the patron_details block without | html, and patrons edit their own ${en} through opac-memberentry (OPACPatronDetails is on), so a ${en} of <script>…</script> runs in the browser of every librarian who opens the account in the staff client's preview.`,
        `The ${en} is not escaped in the template.`,
      ],
      fix: `Write [% patron.${field} | html %] and check the template with the QA tool's filter test.`,
    },
    lt: {
      titles: [
        `Išsaugotas XSS per skaitytojo ${lt} OPAC paskyros puslapyje`,
        `[% patron.${field} %] išvedamas be html filtro`,
      ],
      facts: [
        `opac-user.tt bloke patron_details išveda [% patron.${field} %] be | html, o skaitytojai patys keičia savo ${lt} per opac-memberentry, todėl <script>…</script> įvykdomas kiekvieno bibliotekininko naršyklėje, atidarius paskyrą.`,
      ],
      fix: `Rašykite [% patron.${field} | html %].`,
    },
  };
}

const ISSUES: LibraryIssue[] = [
  unescaped("xss-firstname", "firstname", "first name", "vardą", 112, 0.45),
  unescaped("xss-surname", "surname", "surname", "pavardę", 118, 0.35),
  {
    id: "guided-sql-injection",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: GUIDED,
    line: 541,
    block: 520,
    places: ["C4::Reports::Guided::execute_query", "execute_query", "<<branchcode>>"],
    categories: ["SQL injection", "CWE-89", "Report injection", "SQL įterpimas"],
    cvss: "CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:N",
    en: {
      titles: [
        "Saved report parameters are interpolated into the SQL",
        "SQL injection through a guided report's <<branchcode>> parameter",
        "execute_query substitutes runtime parameters with s///",
      ],
      facts: [
        "execute_query replaces each <<param>> in a saved report with the value the user typed (s/<<$name>>/$value/) before preparing the statement, so a staff user with only execute_reports rights can run ' UNION SELECT userid, password FROM borrowers -- and read every patron's password hash.",
        "Report parameters are not bound.",
      ],
      fix: "Replace each <<param>> with a ? placeholder and pass the values to $sth->execute, as the SQL parser already knows their order.",
    },
    lt: {
      titles: [
        "Išsaugotos ataskaitos parametrai įterpiami tiesiai į SQL",
        "SQL įterpimas per ataskaitos parametrą <<branchcode>>",
      ],
      facts: [
        "execute_query pakeičia kiekvieną <<param>> naudotojo įvesta reikšme (s/<<$name>>/$value/) prieš paruošiant užklausą, todėl darbuotojas, turintis tik execute_reports teisę, gali įvykdyti ' UNION SELECT userid, password FROM borrowers -- ir perskaityti visų skaitytojų slaptažodžių santraukas.",
      ],
      fix: "Kiekvieną <<param>> pakeiskite ? vieta ir reikšmes perduokite $sth->execute.",
    },
  },
  {
    id: "sip-cleartext",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: SIP,
    line: 14,
    block: 12,
    places: ['<login id="term1">', "term1", '<service port="6001/tcp/IPv4">'],
    categories: [
      "Cleartext credentials",
      "CWE-319",
      "Self-check security",
      "Nešifruoti prisijungimo duomenys",
    ],
    cvss: "CVSS:3.1/AV:A/AC:L/PR:N/UI:N/S:U/C:H/I:L/A:N",
    en: {
      titles: [
        "The self-check machines log in over unencrypted SIP2",
        "SIP2 login term1 has its password in the clear on port 6001",
        "Patron PINs cross the branch network unencrypted",
      ],
      facts: [
        "SIPconfig.xml serves SIP2 on 6001/tcp with transport RAW, and the login term1 (password in the file) is used by every self-check kiosk; the kiosks send the patron's barcode and PIN in each 63 message, so anyone on a branch's public Wi-Fi segment reads them.",
        "SIP2 runs without TLS.",
      ],
      fix: "Put the SIP2 service behind stunnel (or a VPN to the kiosks), bind it to the kiosk VLAN only and rotate term1's password.",
    },
    lt: {
      titles: [
        "Savitarnos aparatai jungiasi nešifruotu SIP2",
        "SIP2 prisijungimo term1 slaptažodis atviras 6001 prievade",
      ],
      facts: [
        "SIPconfig.xml teikia SIP2 per 6001/tcp su transportu RAW, o prisijungimą term1 naudoja visi savitarnos aparatai; jie kiekviename 63 pranešime siunčia skaitytojo brūkšninį kodą ir PIN, todėl bet kas filialo viešajame Wi-Fi juos perskaito.",
      ],
      fix: "SIP2 paslaugą paslėpkite už stunnel, leiskite ją tik aparatų VLAN ir pakeiskite term1 slaptažodį.",
    },
  },
  {
    id: "nonpublic-note-shown",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: DETAIL_XSL,
    line: 931,
    block: 918,
    places: ["952$x", "marc:datafield[@tag='952']/marc:subfield[@code='x']", "MARC21slim2OPACDetail.xsl"],
    categories: ["Information exposure", "CWE-200", "Patron privacy", "Informacijos atskleidimas"],
    cvss: "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:L/I:N/A:N",
    en: {
      titles: [
        "The OPAC detail page shows the items' non-public notes (952$x)",
        "Staff-only item notes are public in the catalogue",
        "MARC21slim2OPACDetail.xsl prints subfield x of 952",
      ],
      facts: [
        "The holdings template in MARC21slim2OPACDetail.xsl loops over every subfield of 952 except $p, so $x, the non-public note where staff write which patron damaged or lost a copy, shows on the public detail page and in search engines' caches.",
        "A non-public subfield is shown to the public.",
      ],
      fix: "Print only the subfields the OPAC may show (952$z for public notes), or drop 952$x in the XSLT as the intranet's stylesheet does.",
    },
    lt: {
      titles: [
        "OPAC aprašo puslapis rodo egzempliorių neviešas pastabas (952$x)",
        "Tik darbuotojams skirtos egzempliorių pastabos matomos kataloge",
      ],
      facts: [
        "MARC21slim2OPACDetail.xsl fondų šablonas išveda visus 952 laukelius, išskyrus $p, todėl $x, nevieša pastaba, kurioje darbuotojai rašo, kuris skaitytojas sugadino ar pametė egzempliorių, matoma viešame puslapyje ir paieškos sistemų talpyklose.",
      ],
      fix: "Išveskite tik OPAC leidžiamus laukelius (952$z) arba XSLT praleiskite 952$x.",
    },
  },
  {
    id: "return-not-anonymised",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.35,
    file: CIRCULATION,
    line: 2207,
    block: 2101,
    places: ["C4::Circulation::AddReturn", "AddReturn", "AnonymousPatron"],
    categories: ["Privacy violation", "CWE-359", "Patron privacy", "Privatumo pažeidimas"],
    cvss: "CVSS:3.1/AV:N/AC:H/PR:H/UI:N/S:U/C:H/I:N/A:N",
    en: {
      titles: [
        "Returns keep the borrower when AnonymousPatron is unset",
        "Reading history is not anonymised for patrons who opted out",
        "AddReturn skips anonymisation silently",
      ],
      facts: [
        "AddReturn anonymises the loan of a patron whose privacy is 2 only if the system preference AnonymousPatron names a patron; it is empty on this instance, so the old_issues row keeps the borrowernumber with no error or warning, and the library keeps reading histories it promised patrons to delete.",
        "Opted-out patrons' loans are kept.",
      ],
      fix: "Refuse privacy = 2 (or stop the return with a logged error) while AnonymousPatron is unset, and anonymise the rows already kept with batch_anonymise.pl.",
    },
    lt: {
      titles: [
        "Grąžinimai išsaugo skaitytoją, kai AnonymousPatron nenustatytas",
        "Skaitymo istorija neanonimizuojama atsisakiusiems skaitytojams",
      ],
      facts: [
        "AddReturn anonimizuoja skaitytojo, kurio privacy yra 2, paskolą tik tada, kai sistemos nuostata AnonymousPatron nurodo skaitytoją; šiame egzemplioriuje ji tuščia, todėl old_issues eilutė išlaiko borrowernumber be jokios klaidos, o biblioteka saugo skaitymo istorijas, kurias pažadėjo ištrinti.",
      ],
      fix: "Neleiskite privacy = 2, kol AnonymousPatron nenustatytas, ir anonimizuokite jau išsaugotas eilutes.",
    },
  },
  {
    id: "marc-length-overflow",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.4,
    file: BIBLIO,
    line: 3160,
    block: 3141,
    places: ["C4::Biblio::ModBiblioMarc", "ModBiblioMarc", "leader/00-04"],
    categories: ["Data corruption", "CWE-190", "Record integrity", "Duomenų sugadinimas"],
    cvss: "CVSS:3.1/AV:N/AC:H/PR:L/UI:N/S:U/C:N/I:H/A:L",
    en: {
      titles: [
        "Records over 99,999 bytes are saved as corrupt ISO 2709",
        "ModBiblioMarc writes a record length the leader cannot hold",
        "Large serial records break the export",
      ],
      facts: [
        "ModBiblioMarc stores $record->as_usmarc in biblio_metadata without checking its length; the leader's positions 00-04 hold five digits, so a serial with hundreds of 866 holdings is written with a wrong length, and every ISO 2709 export and Z39.50 response that includes it stops at that record.",
        "Long records are written corrupt.",
      ],
      fix: "Store MARCXML only (the schema already allows it), and refuse or split ISO 2709 output over 99,999 bytes with a logged warning.",
    },
    lt: {
      titles: [
        "Įrašai, didesni nei 99 999 baitai, išsaugomi kaip sugadinti ISO 2709",
        "ModBiblioMarc rašo įrašo ilgį, netelpantį į lyderį",
      ],
      facts: [
        "ModBiblioMarc išsaugo $record->as_usmarc lentelėje biblio_metadata netikrindamas ilgio; lyderio pozicijose 00-04 telpa penki skaitmenys, todėl tęstinio leidinio su šimtais 866 laukų įrašas išsaugomas su klaidingu ilgiu, ir kiekvienas ISO 2709 eksportas bei Z39.50 atsakymas ties juo nutrūksta.",
      ],
      fix: "Saugokite tik MARCXML, o didesnį nei 99 999 baitų ISO 2709 išvedimą atmeskite su įspėjimu.",
    },
  },
  {
    id: "fines-twice",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.4,
    file: FINES,
    line: 96,
    block: 71,
    places: ["CalcFine", "UpdateFine", "fines.pl"],
    categories: ["Race condition", "CWE-362", "Double charging", "Lenktynių sąlyga"],
    cvss: "CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:U/C:N/I:L/A:N",
    en: {
      titles: [
        "Overdue fines are charged twice when two runs of fines.pl overlap",
        "fines.pl has no lock and the cron runs it hourly",
        "Patrons are billed double for one overdue day",
      ],
      facts: [
        "The hourly cron starts fines.pl while the previous run (40 minutes on this catalogue) is still going; both read the same overdue issues, call CalcFine and UpdateFine for each, and UpdateFine adds an accountline when it finds none of the day, so patrons are charged twice.",
        "Two runs of the job can overlap.",
      ],
      fix: "Take a lock at the start of fines.pl (Koha::Script's lock_exec) and make UpdateFine update the day's line in one transaction.",
    },
    lt: {
      titles: [
        "Delspinigiai priskaičiuojami du kartus, kai persidengia du fines.pl paleidimai",
        "fines.pl neturi užrakto, o cron jį leidžia kas valandą",
      ],
      facts: [
        "Valandinis cron paleidžia fines.pl, kol ankstesnis paleidimas (40 minučių šiame kataloge) dar vyksta; abu skaito tas pačias vėluojančias paskolas, kviečia CalcFine ir UpdateFine, o UpdateFine prideda eilutę, jei tos dienos neranda, todėl skaitytojai apmokestinami du kartus.",
      ],
      fix: "fines.pl pradžioje paimkite užraktą ir UpdateFine atnaujinkite dienos eilutę vienoje transakcijoje.",
    },
  },
  {
    id: "old-issues-index",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: SCHEMA,
    line: 4410,
    block: 4385,
    places: ["old_issues", "old_issues.itemnumber", "CREATE TABLE `old_issues`"],
    categories: ["Missing index", "CWE-1176", "Slow circulation", "Trūkstamas indeksas"],
    cvss: "CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:N/I:N/A:L",
    en: {
      titles: [
        "old_issues has no index on itemnumber",
        "An item's circulation history scans 14 million rows",
        "Checking in an item reads the whole loan history",
      ],
      facts: [
        "old_issues keeps every loan since 2004 (14 million rows) and is indexed on borrowernumber only; the item's history tab and the return's 'last borrower' lookup filter on itemnumber, so each does a full scan that takes 9 seconds at the desk.",
        "The item's history is not indexed.",
      ],
      fix: "Add KEY old_issuesitemidx (itemnumber) in kohastructure.sql and an update for existing installations.",
    },
    lt: {
      titles: [
        "old_issues neturi indekso pagal itemnumber",
        "Egzemplioriaus išdavimo istorija peržiūri 14 milijonų eilučių",
      ],
      facts: [
        "old_issues saugo visas paskolas nuo 2004 m. (14 milijonų eilučių) ir turi indeksą tik pagal borrowernumber; egzemplioriaus istorija ir grąžinimo „paskutinio skaitytojo“ paieška filtruoja pagal itemnumber, todėl kiekviena užklausa peržiūri visą lentelę per 9 sekundes.",
      ],
      fix: "Pridėkite KEY old_issuesitemidx (itemnumber) ir atnaujinimą esamoms diegimo vietoms.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; lt: string })[] = [
  {
    id: "remark-opac-user-js",
    agent: "security",
    file: OPAC_USER,
    line: 240,
    place: "opac-user.tt",
    en: "Move the inline JavaScript of opac-user.tt into a separate file",
    lt: "Perkelkite opac-user.tt įterptą JavaScript į atskirą failą",
  },
  {
    id: "remark-guided-pod",
    agent: "reliability",
    file: GUIDED,
    line: 518,
    place: "execute_query",
    en: "Document execute_query's parameters in POD",
    lt: "Aprašykite execute_query parametrus POD dokumentacijoje",
  },
  {
    id: "remark-fines-verbose",
    agent: "performance",
    file: FINES,
    line: 40,
    place: "fines.pl",
    en: "Log fewer lines from fines.pl unless --verbose is given",
    lt: "fines.pl turėtų rašyti mažiau žurnalo eilučių be --verbose",
  },
];

/** How a run writes, kept for the whole run. */
interface LibraryStyle {
  lithuanian: boolean;
  /** Perl modules named by their package. */
  packages: boolean;
  /** Paths as the package installs them. */
  installedPaths: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines at the line at fault, at the sub's or block's start, or none. */
  lines: "fault" | "block" | "none";
  /** Descriptions end with the CVSS vector. */
  cvss: boolean;
}

const SEVERITY_LT: Record<Severity, string> = {
  CRITICAL: "kritinis",
  HIGH: "aukštas",
  MEDIUM: "vidutinis",
  LOW: "žemas",
  INFO: "informacinis",
};

function located(file: string, line: number, block: number, style: LibraryStyle, random: Random, v: number) {
  const base = style.lines === "block" ? block : line;
  const at = lineDrawn(base, style.lines !== "none", random, v);
  const pkg = style.packages ? packageOf(file) : undefined;
  const written =
    pkg ??
    (style.installedPaths
      ? installed(file)
      : random() < v * 0.15
        ? file.slice(file.lastIndexOf("/") + 1)
        : file);
  return { file: written, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: LibraryIssue, style: LibraryStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const category = categoryDrawn(issue.categories, style.lithuanian, random, v);
  const words = style.lithuanian ? issue.lt : issue.en;
  const title = usually(words.titles, v * 0.6, random);
  const fact = usually(words.facts, v * 0.5, random);
  const place = formDrawn(issue.places, style.place, random, v);
  const said = style.lithuanian
    ? `Rizikos lygis: ${SEVERITY_LT[severity]}.`
    : `Severity: ${severity.toLowerCase()}.`;
  const vector = style.cvss ? ` ${issue.cvss}` : "";
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: `${fact} ${words.fix} ${said}${vector}`,
    ...located(issue.file, issue.line, issue.block, style, random, v),
    ...(place !== undefined && { symbol: place }),
  };
}

/** `runs` runs of the three agents over the library system, with each finding's true issue. */
export function libraryRuns(options: GeneratorOptions): Generated {
  return drawRuns<LibraryIssue, (typeof REMARKS)[number], LibraryStyle>(
    {
      name: "library",
      model: "library-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        const lines = random();
        return {
          lithuanian: random() < 0.3,
          packages: random() < 0.08 + v * 0.2,
          installedPaths: random() < 0.1 + v * 0.15,
          place: usualForm(place, v),
          lines: lines < 0.6 ? "fault" : lines < 0.85 ? "block" : "none",
          cvss: random() < 0.25,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: remark.agent,
        category: style.lithuanian ? "Palaikomumas" : "Maintainability",
        severity: "INFO",
        title: style.lithuanian ? remark.lt : remark.en,
        description: style.lithuanian
          ? `${remark.lt}. Smulkmena, bet palengvins priežiūrą.`
          : `${remark.en}. Minor, but it eases maintenance.`,
        ...located(remark.file, remark.line, remark.line, style, random, v),
        symbol: remark.place,
      }),
    },
    options,
  );
}
