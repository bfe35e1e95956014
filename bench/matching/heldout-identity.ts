/**
 * The forty-third held-out generator family for grouping quality (issue #12): a company's
 * identity services as its repository keeps them: the directory's access controls in LDIF, a
 * Keycloak realm exported as JSON, SSSD's and Kerberos' configuration in their INI-like files,
 * Apache's OpenID Connect module and a provisioning script in Python, reviewed by runs of which
 * some write in Romanian, with its comma-below letters (`ș`, `ț`) and quotes („…”). None of these
 * formats or that language appear anywhere else in the tests.
 *
 * Written in the stop that read the thirty-eighth to forty-first families, once the forty-second
 * was written and before the forty-second's errors were read, to take its place as a check;
 * committed before anything was run on it; tuned against once its errors were read, later in the
 * same stop, after the forty-fourth family was written (bench/matching/history.ts). Self-contained: its own catalogue
 * and its own model of how reports vary, its numbers from the project's seeded generator
 * (src/util/random.ts). What it models that the other families do not:
 *  - places as LDAP distinguished names, commas inside the name (`cn=helpdesk,ou=groups,dc=corp,dc=example`),
 *    written as OpenLDAP does or as Active Directory prints them (`CN=helpdesk,OU=Groups,DC=corp,DC=example`),
 *    one habit a run; an INI section (`[domain/corp.example]`, `[libdefaults]`), a Keycloak client
 *    by its id or its place in the export (`clients[4].redirectUris`), or a Python function;
 *  - the realm export named by its realm (`realm corp`) instead of its path, one habit a run;
 *  - lines at the entry's `dn:` line or at the attribute at fault, one habit a run;
 *  - titles followed by who is affected (`… — impact: every employee`), one habit a run;
 *  - categories as plain words, CWE ids, the field's own terms or in Romanian;
 *  - twins: two access controls letting a group write other users' passwords (the help desk's and
 *    the contractors'), nine lines apart; two Keycloak clients with a wildcard redirect URI; a
 *    remark on the entry an issue is in.
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
  severityNudged,
  usualForm,
  usually,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const ACIS = "directory/ldif/30-access-controls.ldif";
const REALM = "keycloak/realms/corp-realm.json";
const SSSD = "hosts/sssd/sssd.conf";
const KRB5 = "hosts/kerberos/krb5.conf";
const OIDC = "web/apache/conf.d/auth_openidc.conf";
const PROVISION = "tools/provision_user.py";

/** The realm export as its runs may name it: by the realm. */
const NAMED: Record<string, string> = { [REALM]: "realm corp" };

type Agent = "security" | "reliability" | "performance";

/** A place: a string as written, or a distinguished name (`{ dn }`) a run writes as OpenLDAP or AD does. */
type Place = string | { dn: string };

interface IdentityIssue extends CatalogueIssue<Agent> {
  /** The line of the entry's `dn:` (or the section's header). */
  entry: number;
  /** The usual place, a second form, a third. */
  places: readonly [Place, Place, Place];
  /** Plain, CWE, the field's own term, Romanian. */
  categories: readonly [string, string, string, string];
  /** Who is affected, in English and in Romanian. */
  impact: readonly [string, string];
  en: Wording;
  ro: Wording;
}

/** An access control letting a group write any user's password: each group its own issue. */
function passwordWriters(
  id: string,
  group: string,
  groupRo: string,
  line: number,
  entry: number,
  rate: number,
): IdentityIssue {
  return {
    id,
    agent: "security",
    severity: "CRITICAL",
    rate,
    file: ACIS,
    line,
    entry,
    places: [
      { dn: `cn=${group},ou=groups,dc=corp,dc=example` },
      "olcAccess: to attrs=userPassword",
      "userPassword",
    ],
    categories: ["Privilege escalation", "CWE-269", "Excessive directory rights", "Escaladare de privilegii"],
    impact: ["every account, administrators included", "toate conturile, inclusiv administratorii"],
    en: {
      titles: [
        `${group} can write any user's userPassword`,
        `ACL lets the ${group} group reset administrators' passwords`,
        `olcAccess grants ${group} write on userPassword for the whole tree`,
      ],
      facts: [
        `The olcAccess rule to attrs=userPassword by group.exact="cn=${group},ou=groups,dc=corp,dc=example" write applies to the whole of dc=corp,dc=example, so a member of ${group} can set the password of any entry, the domain administrators' and the service accounts' too, and log in as them.`,
        `${group} has write access to every password.`,
      ],
      fix: `Limit the rule to ou=people (not ou=admins or ou=services), grant =w only through a password-reset proxy that logs each change, and keep ${group} out of the administrators' subtree.`,
    },
    ro: {
      titles: [
        `${group} poate scrie userPassword pentru orice utilizator`,
        `ACL-ul permite grupului ${group} să reseteze parolele administratorilor`,
      ],
      facts: [
        `Regula olcAccess to attrs=userPassword by group.exact="cn=${group},ou=groups,dc=corp,dc=example" write se aplică întregului arbore dc=corp,dc=example, așa că un membru ${groupRo} poate seta parola oricărei intrări, inclusiv a administratorilor, și se poate autentifica în locul lor.`,
      ],
      fix: `Restrângeți regula la ou=people și acordați dreptul doar printr-un serviciu de resetare care înregistrează fiecare schimbare.`,
    },
  };
}

/** A Keycloak client whose redirect URIs end in a wildcard: each client its own issue. */
function wildcardRedirect(
  id: string,
  client: string,
  index: number,
  line: number,
  entry: number,
  rate: number,
): IdentityIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: REALM,
    line,
    entry,
    places: [client, `clients[${index}].redirectUris`, "redirectUris"],
    categories: ["Open redirect", "CWE-601", "Token leakage", "Redirecționare deschisă"],
    impact: [`everyone who signs in to ${client}`, `toți cei care se autentifică în ${client}`],
    en: {
      titles: [
        `${client} accepts any redirect URI under its host`,
        `Wildcard redirectUris on ${client} leaks authorization codes`,
        `${client}'s redirect URI ends in /*`,
      ],
      facts: [
        `The client ${client} has "redirectUris": ["https://${client}.corp.example/*"], so Keycloak sends the authorization code to any path on that host, including the file upload area users can publish pages in; a crafted login link delivers a colleague's code to the attacker's page, which exchanges it (the client is public).`,
        `${client} allows any redirect path.`,
      ],
      fix: `List the exact callback (https://${client}.corp.example/oauth/callback) and require PKCE for the public client.`,
    },
    ro: {
      titles: [
        `${client} acceptă orice URI de redirecționare de pe host`,
        `redirectUris cu wildcard pentru ${client} scurge codurile de autorizare`,
      ],
      facts: [
        `Clientul ${client} are "redirectUris": ["https://${client}.corp.example/*"], deci Keycloak trimite codul de autorizare către orice cale de pe acel host, inclusiv zona de încărcare a fișierelor; un link de autentificare construit duce codul unui coleg pe pagina atacatorului.`,
      ],
      fix: `Listați exact adresa de callback și cereți PKCE pentru clientul public.`,
    },
  };
}

const ISSUES: IdentityIssue[] = [
  passwordWriters("aci-helpdesk", "helpdesk", "al grupului helpdesk", 14, 11, 0.5),
  passwordWriters("aci-contractors", "contractors", "al grupului contractors", 23, 20, 0.4),
  wildcardRedirect("redirect-payroll", "payroll-app", 3, 212, 198, 0.5),
  wildcardRedirect("redirect-wiki", "wiki", 5, 301, 287, 0.35),
  {
    id: "anonymous-read",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: ACIS,
    line: 5,
    entry: 3,
    places: [{ dn: "olcDatabase={1}mdb,cn=config" }, "olcAccess: to * by anonymous read", "anonymous"],
    categories: ["Information disclosure", "CWE-200", "Anonymous bind", "Divulgare de informații"],
    impact: ["every employee's personal data", "datele personale ale fiecărui angajat"],
    en: {
      titles: [
        "Anonymous binds can read the whole directory",
        "The last olcAccess rule gives anonymous read to everything",
        "Directory data is readable without logging in",
      ],
      facts: [
        "The final rule of olcDatabase={1}mdb is to * by anonymous read, so anyone who reaches port 389 (the guest Wi-Fi does) can list every employee with their phone, manager, home address and group memberships without a password.",
        "Anonymous users may read everything.",
      ],
      fix: "End the list with to * by users read by * none, and allow anonymous only the auth access needed to bind.",
    },
    ro: {
      titles: [
        "Conexiunile anonime pot citi întregul director",
        "Ultima regulă olcAccess dă citire anonimă la tot",
      ],
      facts: [
        "Regula finală a olcDatabase={1}mdb este to * by anonymous read, așa că oricine ajunge la portul 389 (rețeaua Wi-Fi pentru oaspeți ajunge) poate lista fiecare angajat cu telefonul, managerul, adresa și grupurile, fără parolă.",
      ],
      fix: "Încheiați lista cu to * by users read by * none și permiteți anonim doar accesul auth.",
    },
  },
  {
    id: "sssd-cache-forever",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: SSSD,
    line: 12,
    entry: 8,
    places: ["[domain/corp.example]", "offline_credentials_expiration", "cache_credentials"],
    categories: ["Stale credentials", "CWE-613", "Offline login", "Credențiale expirate"],
    impact: ["every laptop of a departed employee", "fiecare laptop al unui fost angajat"],
    en: {
      titles: [
        "Cached credentials never expire on laptops",
        "offline_credentials_expiration = 0 keeps old passwords valid offline",
        "A leaver can still log in to a laptop that stays offline",
      ],
      facts: [
        "[domain/corp.example] sets cache_credentials = True with offline_credentials_expiration = 0, so a laptop kept off the network accepts the last cached password for ever; an employee who leaves with a laptop, or a thief with the old password, logs in as long as it never reaches the directory.",
        "Offline logins have no time limit.",
      ],
      fix: "Set offline_credentials_expiration to a few days and offline_failed_login_attempts to 3.",
    },
    ro: {
      titles: [
        "Credențialele din cache nu expiră niciodată pe laptopuri",
        "offline_credentials_expiration = 0 păstrează parolele vechi valabile offline",
      ],
      facts: [
        "[domain/corp.example] setează cache_credentials = True cu offline_credentials_expiration = 0, așa că un laptop ținut în afara rețelei acceptă pentru totdeauna ultima parolă din cache.",
      ],
      fix: "Setați offline_credentials_expiration la câteva zile și offline_failed_login_attempts la 3.",
    },
  },
  {
    id: "krb5-weak-enctypes",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: KRB5,
    line: 6,
    entry: 1,
    places: ["[libdefaults]", "allow_weak_crypto", "permitted_enctypes"],
    categories: ["Weak cryptography", "CWE-327", "RC4 tickets", "Criptografie slabă"],
    impact: ["every service ticket in the realm", "fiecare tichet de serviciu din realm"],
    en: {
      titles: [
        "Kerberos still allows RC4 and DES tickets",
        "allow_weak_crypto = true in libdefaults",
        "Service tickets can be cracked offline (RC4-HMAC permitted)",
      ],
      facts: [
        "[libdefaults] sets allow_weak_crypto = true and permitted_enctypes includes rc4-hmac and des-cbc-crc, so a user can request RC4 service tickets for any service account and crack them offline (Kerberoasting); the service accounts' passwords are years old.",
        "Weak encryption types are permitted.",
      ],
      fix: "Remove allow_weak_crypto, permit only aes256-cts-hmac-sha1-96 and aes128-cts-hmac-sha1-96, and rotate the service accounts' keys.",
    },
    ro: {
      titles: ["Kerberos permite încă tichete RC4 și DES", "allow_weak_crypto = true în libdefaults"],
      facts: [
        "[libdefaults] setează allow_weak_crypto = true, iar permitted_enctypes include rc4-hmac și des-cbc-crc, deci un utilizator poate cere tichete RC4 pentru orice cont de serviciu și le poate sparge offline.",
      ],
      fix: "Eliminați allow_weak_crypto și permiteți doar tipurile AES; schimbați cheile conturilor de serviciu.",
    },
  },
  {
    id: "oidc-no-state-check",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.4,
    file: OIDC,
    line: 9,
    entry: 1,
    places: ["OIDCCryptoPassphrase", "OIDCSessionType", "<Location /apps>"],
    categories: ["Session fixation", "CWE-384", "Weak session secret", "Fixarea sesiunii"],
    impact: ["everyone using the intranet apps", "toți utilizatorii aplicațiilor intranet"],
    en: {
      titles: [
        "OIDCCryptoPassphrase is a fixed word in the repository",
        "Session cookies are encrypted with a committed passphrase",
        "Anyone with the repository can forge intranet sessions",
      ],
      facts: [
        "auth_openidc.conf sets OIDCCryptoPassphrase changeme2019 and OIDCSessionType client-cookie, so the whole session, claims included, lives in a cookie encrypted with a passphrase anyone with the repository knows; they can mint a cookie for any user and any group.",
        "The session passphrase is committed.",
      ],
      fix: "Read the passphrase from a file outside the repository (OIDCCryptoPassphrase exec:/usr/local/bin/oidc-secret) and use server-side sessions.",
    },
    ro: {
      titles: [
        "OIDCCryptoPassphrase este un cuvânt fix în repository",
        "Cookie-urile de sesiune sunt criptate cu o frază comisă în git",
      ],
      facts: [
        "auth_openidc.conf setează OIDCCryptoPassphrase changeme2019 și OIDCSessionType client-cookie, așa că întreaga sesiune stă într-un cookie criptat cu o frază pe care o știe oricine are repository-ul.",
      ],
      fix: "Citiți fraza dintr-un fișier din afara repository-ului și folosiți sesiuni pe server.",
    },
  },
  {
    id: "provision-ldap-injection",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: PROVISION,
    line: 47,
    entry: 40,
    places: ["find_manager", "conn.search", "search_filter"],
    categories: ["LDAP injection", "CWE-90", "Filter injection", "Injecție LDAP"],
    impact: ["the HR import", "importul HR"],
    en: {
      titles: [
        "find_manager builds the LDAP filter from the HR export",
        "LDAP injection through the manager's name",
        "search_filter is formatted with unescaped input",
      ],
      facts: [
        'find_manager formats search_filter = f"(&(objectClass=person)(cn={manager}))" with the manager field of the HR export, which employees can edit in the HR portal; a value like *)(memberOf=cn=admins* changes the filter, and the script then adds the new user to whatever group the match is in.',
        "The filter is made from an HR field.",
      ],
      fix: "Escape the value with ldap3.utils.conv.escape_filter_chars and look the manager up by employee number.",
    },
    ro: {
      titles: [
        "find_manager construiește filtrul LDAP din exportul HR",
        "Injecție LDAP prin numele managerului",
      ],
      facts: [
        'find_manager formatează search_filter = f"(&(objectClass=person)(cn={manager}))" cu câmpul manager din exportul HR, pe care angajații îl pot edita; o valoare ca *)(memberOf=cn=admins* schimbă filtrul.',
      ],
      fix: "Escapați valoarea cu escape_filter_chars și căutați managerul după numărul de angajat.",
    },
  },
  {
    id: "provision-no-paging",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: PROVISION,
    line: 88,
    entry: 80,
    places: ["sync_groups", "conn.search", "paged_size"],
    categories: ["Unbounded query", "CWE-400", "Size limit", "Interogare nelimitată"],
    impact: ["the nightly sync", "sincronizarea de noapte"],
    en: {
      titles: [
        "sync_groups reads every group in one search with no paging",
        "The nightly sync hits the size limit and silently stops at 1000 groups",
        "conn.search without paged_size",
      ],
      facts: [
        "sync_groups runs conn.search over ou=groups for all entries with every attribute and no paged_size; the server's size limit of 1000 cuts the result, ldap3 returns what came without an error, and groups past the thousandth are never synchronised (the newest teams).",
        "The group search is not paged.",
      ],
      fix: "Use extend.standard.paged_search with paged_size=500 and ask only for cn and member.",
    },
    ro: {
      titles: [
        "sync_groups citește toate grupurile într-o singură căutare fără paginare",
        "Sincronizarea de noapte se oprește tăcut la 1000 de grupuri",
      ],
      facts: [
        "sync_groups rulează conn.search peste ou=groups fără paged_size; limita serverului de 1000 taie rezultatul, ldap3 nu semnalează eroare, iar grupurile de după al miilea nu sunt sincronizate niciodată.",
      ],
      fix: "Folosiți paged_search cu paged_size=500 și cereți doar cn și member.",
    },
  },
  {
    id: "sssd-enumerate",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: SSSD,
    line: 15,
    entry: 8,
    places: ["[domain/corp.example]", "enumerate", "sssd_be"],
    categories: ["Excessive load", "CWE-400", "Directory load", "Încărcare excesivă"],
    impact: ["the directory servers", "serverele de director"],
    en: {
      titles: [
        "enumerate = True makes every host download the whole directory",
        "SSSD enumeration loads the LDAP servers from every laptop",
        "Logins are slow while sssd_be enumerates 40,000 users",
      ],
      facts: [
        "[domain/corp.example] sets enumerate = True, so each of 3,000 hosts downloads all users and groups on start and every few minutes; the directory servers' CPU peaks at every reconnect and logins wait while sssd_be refreshes.",
        "Every host enumerates the directory.",
      ],
      fix: "Set enumerate = False (the default); look users up as they log in.",
    },
    ro: {
      titles: [
        "enumerate = True face ca fiecare host să descarce tot directorul",
        "Enumerarea SSSD încarcă serverele LDAP de pe fiecare laptop",
      ],
      facts: [
        "[domain/corp.example] setează enumerate = True, deci fiecare din cele 3.000 de hosturi descarcă toți utilizatorii și grupurile la pornire și la câteva minute.",
      ],
      fix: "Setați enumerate = False.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark<Place> & { agent: Agent; en: string; ro: string })[] = [
  {
    id: "remark-helpdesk-comment",
    agent: "security",
    file: ACIS,
    line: 11,
    place: { dn: "cn=helpdesk,ou=groups,dc=corp,dc=example" },
    en: "Add a description attribute to the helpdesk group",
    ro: "Adăugați un atribut description grupului helpdesk",
  },
  {
    id: "remark-provision-logging",
    agent: "security",
    file: PROVISION,
    line: 12,
    place: "main",
    en: "Use logging instead of print in the provisioning script",
    ro: "Folosiți logging în loc de print în scriptul de provizionare",
  },
  {
    id: "remark-sssd-comments",
    agent: "performance",
    file: SSSD,
    line: 8,
    place: "[domain/corp.example]",
    en: "Comment why each non-default option in the domain section is set",
    ro: "Comentați de ce este setată fiecare opțiune nestandard din secțiunea domeniului",
  },
];

/** How a run writes, kept for the whole run. */
interface IdentityStyle {
  romanian: boolean;
  /** Distinguished names as Active Directory prints them (upper-case attribute types). */
  ad: boolean;
  /** The realm export named by its realm. */
  named: boolean;
  /** Places as the usual form, the second, or the third. */
  place: 0 | 1 | 2;
  /** Lines at the attribute at fault, at the entry's `dn:` line, or none. */
  lines: "attribute" | "entry" | "none";
  /** Titles followed by who is affected. */
  impact: boolean;
}

const SEVERITY_RO: Record<Severity, string> = {
  CRITICAL: "critică",
  HIGH: "ridicată",
  MEDIUM: "medie",
  LOW: "scăzută",
  INFO: "informativă",
};

function placeText(place: Place, style: IdentityStyle): string {
  if (typeof place === "string") return place;
  if (!style.ad) return place.dn;
  return place.dn
    .split(",")
    .map((rdn) => {
      const [type, value] = rdn.split("=");
      const upper = type!.toUpperCase();
      return `${upper}=${upper === "DC" ? value : value!.charAt(0).toUpperCase() + value!.slice(1)}`;
    })
    .join(",");
}

function located(file: string, line: number, entry: number, style: IdentityStyle, random: Random, v: number) {
  const shift = random() < v * 0.3 ? Math.round((random() * 2 - 1) * (v > 0.5 ? 5 : 2)) : 0;
  const base = style.lines === "entry" ? entry : line;
  const at = style.lines === "none" || random() < v * 0.1 ? undefined : Math.max(1, base + shift);
  const named = style.named ? NAMED[file] : undefined;
  const written = named ?? (random() < v * 0.12 ? file.slice(file.lastIndexOf("/") + 1) : file);
  return { file: written, ...(at !== undefined && { line: at }) };
}

function reportOf(issue: IdentityIssue, style: IdentityStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const category = categoryDrawn(issue.categories, style.romanian, random, v);
  const words = style.romanian ? issue.ro : issue.en;
  let title = usually(words.titles, v * 0.6, random);
  if (style.impact)
    title = style.romanian
      ? `${title} — impact: ${issue.impact[1]}`
      : `${title} — impact: ${issue.impact[0]}`;
  const fact = usually(words.facts, v * 0.5, random);
  const drawn = formDrawn(issue.places, style.place, random, v);
  const place = drawn === undefined ? undefined : placeText(drawn, style);
  const said = style.romanian
    ? `Severitate: ${SEVERITY_RO[severity]}.`
    : `Severity: ${severity.toLowerCase()}.`;
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: `${fact} ${words.fix} ${said}`,
    ...located(issue.file, issue.line, issue.entry, style, random, v),
    ...(place !== undefined && { symbol: place }),
  };
}

/** `runs` runs of the three agents over the identity services, with each finding's true issue. */
export function identityRuns(options: GeneratorOptions): Generated {
  return drawRuns<IdentityIssue, (typeof REMARKS)[number], IdentityStyle>(
    {
      name: "identity",
      model: "identity-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        const lines = random();
        return {
          romanian: random() < 0.3,
          ad: random() < 0.35,
          named: random() < 0.1 + v * 0.25,
          place: usualForm(place, v),
          lines: lines < 0.55 ? "attribute" : lines < 0.85 ? "entry" : "none",
          impact: random() < 0.2,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: remark.agent,
        category: style.romanian ? "Mentenabilitate" : "Maintainability",
        severity: "INFO",
        title: style.romanian ? remark.ro : remark.en,
        description: style.romanian
          ? `${remark.ro}. Un detaliu, dar îl ajută pe cel care întreține codul.`
          : `${remark.en}. Minor, but it helps whoever maintains it.`,
        ...located(remark.file, remark.line, remark.line, style, random, v),
        symbol: placeText(remark.place, style),
      }),
    },
    options,
  );
}
