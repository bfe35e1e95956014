/**
 * The twenty-first held-out generator family for grouping quality (issue #12): a hospital's
 * integration engine, in InterSystems ObjectScript classes, MUMPS routines, Mirth Connect
 * channels (XML with JavaScript transformer steps) and a HAPI FHIR server's configuration,
 * reviewed by runs of which some write in Dutch. None of these languages or formats appear
 * anywhere else in the tests.
 *
 * Written after every change to the matcher before it (up to a place named as no file read by
 * its reports' symbols, a176996) and committed before anything was run on it. Its errors were
 * read the stop after its first run, so it is tuned against since. Self-contained: its own catalogue and model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - an ObjectScript class named as code calls it (`##class(HS.Local.Lab.Router)`), by its
 *    package name (`HS.Local.Lab.Router`) or by its file (`src/cls/HS/Local/Lab/Router.cls`);
 *  - a MUMPS routine named by its global call (`^LABRTN`), and places written as MUMPS writes
 *    them, a label and an offset from it (`FILE+4^LABRTN`), with or without a file line;
 *  - a Mirth Connect channel named by its name and connector (`ADT Inbound`,
 *    `ADT Inbound > Destination 2 (Lab)`) instead of its exported file, one habit a run, and
 *    transformer steps as places (`Transformer step 3`);
 *  - HL7 v2 fields as the thing at fault (`PID-3`, `OBX-5`); categories as HIPAA Security Rule
 *    sections (`HIPAA 164.312(b)`), `PHI exposure`, CWE ids and plain names;
 *  - twins: two patient fields written to the channel log in clear by two steps of one
 *    transformer; two routines setting one global without a lock; remarks a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Severity } from "../../src/findings/types.js";
import { type BilingualIssue, bilingualRuns } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type HospitalIssue = BilingualIssue<"nl">;

/** A file as the engine's tools name it. */
interface Named {
  file: string;
  /** The names a run may write instead: as code calls it, by its package or channel name. */
  names: string[];
}

const ROUTER: Named = {
  file: "src/cls/HS/Local/Lab/Router.cls",
  names: ["##class(HS.Local.Lab.Router)", "HS.Local.Lab.Router"],
};
const PATIENT: Named = {
  file: "src/cls/HS/Local/ADT/PatientService.cls",
  names: ["##class(HS.Local.ADT.PatientService)", "HS.Local.ADT.PatientService"],
};
const LABRTN: Named = { file: "src/rtn/LABRTN.mac", names: ["^LABRTN", "LABRTN"] };
const ADTRTN: Named = { file: "src/rtn/ADTRTN.mac", names: ["^ADTRTN", "ADTRTN"] };
const ADT_CHANNEL: Named = {
  file: "mirth/channels/adt-inbound.xml",
  names: ["ADT Inbound", "ADT Inbound > Destination 2 (Lab)"],
};
const ORU_CHANNEL: Named = {
  file: "mirth/channels/oru-results.xml",
  names: ["ORU Results", "ORU Results > Source (TCP Listener)"],
};
const NAMED = [ROUTER, PATIENT, LABRTN, ADTRTN, ADT_CHANNEL, ORU_CHANNEL];

const FHIR = "fhir/application.yaml";
const TLS = "mirth/conf/mirth.properties";

/** A patient field written to the channel log in clear: each step's is its own issue. */
function loggedField(
  id: string,
  field: string,
  what: string,
  wat: string,
  step: number,
  line: number,
  rate: number,
) {
  return {
    id,
    agent: "security" as const,
    severity: "HIGH" as Severity,
    rate,
    file: ADT_CHANNEL.file,
    line,
    symbols: [`Transformer step ${step}`, `logger.info(msg['PID']['${field}'])`, field],
    categories: ["PHI exposure", "HIPAA 164.312(b)", "CWE-532", "Sensitive data in logs"],
    en: {
      titles: [
        `Transformer step ${step} logs the patient's ${what} (${field})`,
        `${field} written to the channel log in clear`,
      ],
      facts: [
        `Step ${step} of the ADT Inbound transformer calls logger.info with msg['PID']['${field}'], so every admission writes the patient's ${what} to mirth.log.`,
        `The ${what} of every admitted patient ends up in the server log.`,
      ],
      fix: "Log the message control id only, or mask the field before logging.",
    },
    nl: {
      titles: [`Transformerstap ${step} logt ${wat} van de patiënt (${field})`],
      facts: [`Stap ${step} schrijft msg['PID']['${field}'] onversleuteld naar mirth.log.`],
      fix: "Log alleen het bericht-id of maskeer het veld.",
    },
  };
}

/** A global set without a lock: each routine's is its own issue. */
function unlockedGlobal(
  id: string,
  routine: Named,
  label: string,
  offset: number,
  line: number,
  rate: number,
) {
  const name = routine.names[1]!;
  return {
    id,
    agent: "architecture" as const,
    severity: "MEDIUM" as Severity,
    rate,
    file: routine.file,
    line,
    symbols: [`${label}+${offset}^${name}`, `${label}^${name}`, "^LABQ(seq)"],
    categories: ["Race condition", "CWE-362", "Concurrency"],
    en: {
      titles: [
        `${label}^${name} increments ^LABQ without LOCK`,
        `Unlocked update of the ^LABQ counter in ${name}`,
      ],
      facts: [
        `${label}^${name} reads ^LABQ, adds one and sets it back without LOCK +^LABQ, so two jobs can take the same sequence number.`,
        `Concurrent jobs in ${name} can assign one queue number twice.`,
      ],
      fix: "Use $INCREMENT(^LABQ) or take LOCK +^LABQ around the update.",
    },
    nl: {
      titles: [`${label}^${name} verhoogt ^LABQ zonder LOCK`],
      facts: [
        `${label}^${name} leest en zet ^LABQ zonder LOCK, waardoor twee jobs hetzelfde volgnummer krijgen.`,
      ],
      fix: "Gebruik $INCREMENT(^LABQ).",
    },
  };
}

const ISSUES: HospitalIssue[] = [
  loggedField("log-pid3", "PID.3", "medical record number", "het patiëntnummer", 2, 148, 0.7),
  loggedField("log-pid5", "PID.5", "name", "de naam", 4, 171, 0.5),
  unlockedGlobal("lock-labrtn", LABRTN, "QUEUE", 3, 41, 0.55),
  unlockedGlobal("lock-adtrtn", ADTRTN, "ADMIT", 7, 88, 0.4),
  {
    id: "router-sql",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.8,
    file: ROUTER.file,
    line: 57,
    symbols: [
      "HS.Local.Lab.Router.FindOrder",
      "ClassMethod FindOrder(pOrderId As %String)",
      "##class(%SQL.Statement).%ExecDirect",
    ],
    categories: ["SQL Injection", "CWE-89", "Injection"],
    en: {
      titles: ["FindOrder builds dynamic SQL from the order id", "SQL injection in Router.FindOrder"],
      facts: [
        "FindOrder concatenates pOrderId, taken from ORC-2 of the incoming message, into the text passed to %SQL.Statement.%ExecDirect.",
        "An order id from an HL7 message reaches dynamic SQL unescaped.",
      ],
      fix: "Pass pOrderId as a ? parameter to %ExecDirect.",
    },
    nl: {
      titles: ["SQL-injectie in Router.FindOrder"],
      facts: ["FindOrder plakt pOrderId uit ORC-2 in de SQL-tekst voor %ExecDirect."],
      fix: "Geef pOrderId als parameter mee.",
    },
  },
  {
    id: "patient-xecute",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.6,
    file: PATIENT.file,
    line: 112,
    symbols: ["HS.Local.ADT.PatientService.ApplyRule", "XECUTE tRule", "ApplyRule"],
    categories: ["Code Injection", "CWE-94", "Injection"],
    en: {
      titles: [
        "ApplyRule XECUTEs rule text stored with the patient",
        "Code injection through XECUTE in ApplyRule",
      ],
      facts: [
        "ApplyRule reads a rule string from ^HSRULE, which admins edit through the portal, and runs it with XECUTE.",
        "Whoever can edit a routing rule can run any ObjectScript on the server.",
      ],
      fix: "Replace XECUTE with a dispatch on known rule names.",
    },
    nl: {
      titles: ["Code-injectie via XECUTE in ApplyRule"],
      facts: ["ApplyRule voert een regeltekst uit ^HSRULE uit met XECUTE."],
      fix: "Vervang XECUTE door een vaste lijst van regels.",
    },
  },
  {
    id: "oru-no-tls",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: ORU_CHANNEL.file,
    line: 22,
    symbols: ["TCP Listener", "Source connector", "MLLP listener on 6661"],
    categories: ["Cleartext Transmission", "HIPAA 164.312(e)(1)", "CWE-319"],
    en: {
      titles: ["Lab results received over plain MLLP", "ORU listener accepts unencrypted connections"],
      facts: [
        "The ORU Results channel's TCP listener on port 6661 has TLS off, so results with patient data cross the network in clear.",
        "MLLP traffic from the analysers is not encrypted.",
      ],
      fix: "Enable TLS on the listener, or tunnel MLLP through stunnel.",
    },
    nl: {
      titles: ["Labuitslagen onversleuteld ontvangen via MLLP"],
      facts: ["De TCP-listener van ORU Results op poort 6661 gebruikt geen TLS."],
      fix: "Zet TLS aan op de listener.",
    },
  },
  {
    id: "oru-obx-loop",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: ORU_CHANNEL.file,
    line: 96,
    symbols: ["Transformer step 1", "for each (obx in msg['OBX'])", "OBX"],
    categories: ["Performance", "Inefficient loop", "CPU"],
    en: {
      titles: [
        "OBX loop re-parses the whole message per segment",
        "Transformer step 1 calls XMLList lookups inside the OBX loop",
      ],
      facts: [
        "Step 1 loops over every OBX segment and, inside the loop, looks up msg['PID'] and msg['ORC'] again, which re-walks the E4X tree each time.",
        "Large microbiology results with hundreds of OBX segments take seconds to transform.",
      ],
      fix: "Read PID and ORC once before the loop.",
    },
    nl: {
      titles: ["OBX-lus doorloopt het hele bericht per segment"],
      facts: ["Stap 1 zoekt msg['PID'] en msg['ORC'] opnieuw op binnen de lus over de OBX-segmenten."],
      fix: "Lees PID en ORC eenmaal vóór de lus.",
    },
  },
  {
    id: "fhir-open",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: FHIR,
    line: 31,
    symbols: [
      "hapi.fhir.allow_external_references",
      "hapi.fhir.cors.allowed_origin",
      "cors.allowed_origin: '*'",
    ],
    categories: ["Security Misconfiguration", "CWE-942", "CORS"],
    en: {
      titles: ["FHIR server allows any origin", "CORS allowed_origin is * on the FHIR endpoint"],
      facts: [
        "application.yaml sets hapi.fhir.cors.allowed_origin to '*' together with allow_credentials, so any web page can read Patient resources with a clinician's session.",
        "Every origin may call the FHIR API with credentials.",
      ],
      fix: "List the portal's origins explicitly.",
    },
    nl: {
      titles: ["FHIR-server staat elke origin toe"],
      facts: ["application.yaml zet cors.allowed_origin op '*' met credentials."],
      fix: "Noem de toegestane origins expliciet.",
    },
  },
  {
    id: "mirth-default-creds",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: TLS,
    line: 14,
    symbols: ["keystore.storepass", "keystore.keypass", "mirth.properties"],
    categories: ["Hard-coded Credentials", "CWE-798", "HIPAA 164.312(d)"],
    en: {
      titles: ["Mirth keystore uses the shipped default password", "keystore.storepass left at its default"],
      facts: [
        "mirth.properties keeps keystore.storepass and keypass at the values the installer ships, so anyone with the file can read the server's private key.",
        "The keystore password is the vendor default.",
      ],
      fix: "Set unique passwords and move them to the secrets store.",
    },
    nl: {
      titles: ["Mirth-keystore gebruikt het standaardwachtwoord"],
      facts: ["keystore.storepass en keypass staan in mirth.properties op de standaardwaarde."],
      fix: "Stel unieke wachtwoorden in.",
    },
  },
  {
    id: "router-global-scan",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: ROUTER.file,
    line: 130,
    symbols: ["HS.Local.Lab.Router.PendingOrders", "$ORDER(^LABORD(id))", "PendingOrders"],
    categories: ["Performance", "Full scan", "Missing index"],
    en: {
      titles: ["PendingOrders walks every order in ^LABORD", "Full global scan to find pending orders"],
      facts: [
        "PendingOrders loops with $ORDER over all of ^LABORD and checks each status, instead of a status index, on every poll.",
        "Every poll reads the whole order global.",
      ],
      fix: "Keep an index global by status, or use the class's status index.",
    },
    nl: {
      titles: ["PendingOrders doorloopt alle orders in ^LABORD"],
      facts: ["PendingOrders loopt met $ORDER over heel ^LABORD bij elke poll."],
      fix: "Houd een index per status bij.",
    },
  },
  {
    id: "adt-no-ack-error",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.4,
    file: ADT_CHANNEL.file,
    line: 60,
    symbols: ["Response settings", "Destination 2 (Lab)", "responseMap"],
    categories: ["Error handling", "Reliability", "Message loss"],
    en: {
      titles: [
        "ADT Inbound acknowledges before the lab destination succeeds",
        "AA sent even when Destination 2 fails",
      ],
      facts: [
        "The channel responds with an AA as soon as the source is processed, so a message Destination 2 fails to deliver is acknowledged and never resent.",
        "A failed delivery to the lab system is acknowledged as accepted.",
      ],
      fix: "Respond after Destination 2 and send an AE when it errors.",
    },
    nl: {
      titles: ["ADT Inbound bevestigt vóór de bestemming Lab slaagt"],
      facts: [
        "Het kanaal stuurt AA terug voordat Destination 2 is afgeleverd; mislukte berichten gaan verloren.",
      ],
      fix: "Antwoord na Destination 2 en stuur AE bij een fout.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; symbol: string; title: string; category: string }[] =
  [
    {
      id: "remark-abbrev",
      file: LABRTN.file,
      line: 5,
      symbol: "QUEUE^LABRTN",
      title: "Abbreviated commands (S, Q, I) make the routine hard to read",
      category: "Readability",
    },
    {
      id: "remark-docs",
      file: ROUTER.file,
      line: 12,
      symbol: "HS.Local.Lab.Router",
      title: "Class has no description",
      category: "Documentation",
    },
    {
      id: "remark-step-names",
      file: ORU_CHANNEL.file,
      line: 80,
      symbol: "Transformer step 2",
      title: "Transformer steps are not named",
      category: "Maintainability",
    },
    {
      id: "remark-yaml-profile",
      file: FHIR,
      line: 3,
      symbol: "spring.profiles.active",
      title: "Production and test settings share one file",
      category: "Configuration",
    },
  ];

/** `runs` runs of the three agents over the hospital's integration engine, with each finding's true issue. */
export function hospitalRuns(options: GeneratorOptions): Generated {
  return bilingualRuns(
    {
      name: "hospital",
      lang: "nl",
      issues: ISSUES,
      remarks: REMARKS,
      names: (file) => {
        const named = NAMED.find((n) => n.file === file);
        return named && [named.names[0]!, named.names[1]!];
      },
      remarkText: (remark, other) =>
        other
          ? `${remark.title}. Klein punt, maar het maakt onderhoud lastiger.`
          : `${remark.title}. A small point, but it slows down whoever maintains ${remark.symbol}.`,
    },
    options,
  );
}
