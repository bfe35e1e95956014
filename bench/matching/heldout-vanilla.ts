/**
 * The seventy-eighth held-out generator family for grouping quality (issue #12): a vanilla
 * exporter's systems as its repository keeps them: the buyers' escrow as an Aiken validator, the
 * lot registry as a Motoko canister, the curing schedule in Ceylon, the old invoice reader in
 * SNOBOL, the buyers' lot pages in Fantom and the portal's settings, reviewed by runs of which
 * some write in Malagasy. None of these formats or that language appear anywhere else in the tests.
 *
 * Written at the start of the stop that was to read the seventy-sixth, to take its place as a
 * check; committed before anything was run on it. The seventy-sixth had too few errors to read,
 * so this family's were read in that stop, once its first run's numbers were kept: it is tuned
 * against since. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - Aiken validators and their redeemers, Motoko shared functions, Ceylon functions, SNOBOL
 *    labels and variables, Fantom methods and a properties key as places; SNOBOL names written in
 *    capitals by some runs (`PARSE.AMT` for `parse.amt`), as the language's old manuals do, a
 *    habit of the whole run;
 *  - Malagasy, written by some runs with the field's terms in French (`clé privée`,
 *    `injection SQL`) where others say them in Malagasy (`lakile miafina`, `fampidirana SQL`),
 *    a habit of the run;
 *  - a run that gives the line where a statement of several lines ends, not where it starts, a
 *    habit of the whole run;
 *  - numbers grouped with spaces (`1 250 000`), with points (`1.250.000`) or not at all, a habit
 *    of the run; money as `Ar`, `MGA` or `ariary`; vanilla weighed in kilograms, `kilao` or
 *    pounds; percentages with or without a space before the sign; the exporter named by its
 *    name, its town or its code; one habit a run each;
 *  - categories as plain words, CWE ids, the field's own terms (`Refund allowed before the
 *    deadline`) or in Malagasy;
 *  - twins: two redeemers of one validator, at one place, that skip the deadline; two shared
 *    functions of the canister that check state before an `await` and write it after; an FTP
 *    password in the invoice reader and a signing key in the portal's settings; remarks on the
 *    validator, the canister and the invoice reader beside their issues.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import {
  type BilingualRun,
  type CataloguedIssue,
  type CatalogueRemark,
  drawBilingualRuns,
  type IssueKind,
  ofKind,
  type SecondLanguage,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const ESCROW = "validators/escrow.ak";
const LOTS = "src/lots/main.mo";
const CURING = "source/mg/vanille/curing/Curing.ceylon";
const INVOICES = "legacy/factures.sno";
const PAGES = "fan/portal/LotPage.fan";
const SETTINGS = "etc/portal/config.props";

type Agent = "security" | "reliability" | "performance";

/**
 * An issue of the family. `{exp}` is the exporter as the run names it; `{ar:N}` an amount in
 * ariary, `{kg:N}` a weight in kilograms, `{pct:N}` a percentage and `{n:N}` a plain number, each
 * as the run writes them. In the Malagasy words, `[[mg|fr]]` is a term the run says in Malagasy
 * or in French.
 */
interface VanillaIssue extends CataloguedIssue<Agent> {
  en: Wording;
  mg: Wording;
  /** The line the statement ends at, where it spans several. */
  ends?: number;
}

/** A redeemer of the escrow validator that does not look at the transaction's validity range. */
const NO_DEADLINE: IssueKind<Agent> = {
  agent: "security",
  severity: "CRITICAL",
  file: ESCROW,
  categories: { plain: "Business logic error", cwe: "CWE-840", translated: "Hadisoana amin'ny lojika" },
};

/** A shared function of the lot registry that checks state before an `await` and writes it after. */
const ACROSS_AWAIT: IssueKind<Agent> = {
  agent: "reliability",
  severity: "HIGH",
  file: LOTS,
  categories: {
    plain: "Race condition",
    cwe: "CWE-362",
    translated: "Fifanitsahana [[fotoana|concurrence]]",
  },
};

/** A secret written in the repository. */
const HARD_CODED: IssueKind<Agent> = {
  agent: "security",
  severity: "HIGH",
  categories: {
    plain: "Hard-coded credentials",
    cwe: "CWE-798",
    translated: "[[Teny miafina|Mot de passe]] voasoratra ao anaty kaody",
  },
};

/** An issue of `kind` at its own place (`ofKind`), in its own words, with the line its statement ends at. */
function vanillaIssue(
  kind: IssueKind<Agent>,
  id: string,
  at: { file?: string; line: number; ends?: number },
  rate: number,
  places: readonly [string, string, string],
  term: string,
  en: Wording,
  mg: Wording,
): VanillaIssue {
  return {
    ...ofKind(kind, id, at, rate, places, term),
    ...(at.ends !== undefined && { ends: at.ends }),
    en,
    mg,
  };
}

const ISSUES: VanillaIssue[] = [
  vanillaIssue(
    NO_DEADLINE,
    "aiken-refund-early",
    { line: 41, ends: 44 },
    0.45,
    ["escrow.spend", "Refund -> list.has(self.extra_signatories, datum.buyer)", "when redeemer is {"],
    "Refund allowed before the deadline",
    {
      titles: [
        "The Refund redeemer lets the buyer take the deposit back before the deadline",
        "escrow.spend checks only the buyer's signature on Refund, not self.validity_range",
        "A buyer can refund a paid lot after the exporter has shipped it",
      ],
      facts: [
        "The Refund branch of escrow.spend is list.has(self.extra_signatories, datum.buyer) and nothing else; the deadline in datum.deadline is never compared with self.validity_range, so a buyer who received {exp}'s lot of {kg:400} took back the {ar:186000000} deposit the day after the bill of lading was issued.",
        "Refund has no lower bound on time.",
      ],
      fix: "Require interval.is_entirely_after(self.validity_range, datum.deadline) in the Refund branch, and test a refund one slot before the deadline with aiken check.",
    },
    {
      titles: [
        "Ny redeemer Refund dia mamela ny mpividy haka ny vola napetrany alohan'ny [[daty farany|date limite]]",
        "escrow.spend dia manamarina ny [[sonia|signature]] an'ny mpividy fotsiny amin'ny Refund fa tsy self.validity_range",
      ],
      facts: [
        "Ny sampana Refund ao amin'ny escrow.spend dia list.has(self.extra_signatories, datum.buyer) ihany; tsy ampitahaina amin'ny self.validity_range mihitsy ny datum.deadline, ka nisy mpividy nahazo ny {kg:400} vanilan'i {exp} ary naka ny {ar:186000000} napetrany ny ampitson'ny nivoahan'ny bill of lading.",
      ],
      fix: "Takiana ao amin'ny sampana Refund ny interval.is_entirely_after(self.validity_range, datum.deadline), ary andramo amin'ny aiken check ny refund iray slot alohan'ny [[daty farany|date limite]].",
    },
  ),
  vanillaIssue(
    NO_DEADLINE,
    "aiken-claim-early",
    { line: 52, ends: 56 },
    0.35,
    ["escrow.spend", "Claim -> list.has(self.extra_signatories, datum.seller)", "when redeemer is {"],
    "Claim allowed before the inspection ends",
    {
      titles: [
        "The Claim redeemer lets the exporter take the payment before the buyer's inspection period ends",
        "escrow.spend checks only the seller's signature on Claim, not the inspection deadline",
        "The seller can claim the escrow the moment the buyer locks it",
      ],
      facts: [
        "The Claim branch of escrow.spend is list.has(self.extra_signatories, datum.seller); datum.inspection_end is never compared with self.validity_range, so the buyer's {n:21} days to test the beans' moisture do not hold, and a lot at {pct:38} moisture instead of the contract's {pct:30} was paid in full before it left Toamasina.",
        "Claim has no lower bound on time.",
      ],
      fix: "Require interval.is_entirely_after(self.validity_range, datum.inspection_end) in the Claim branch, as Refund should for its deadline.",
    },
    {
      titles: [
        "Ny redeemer Claim dia mamela ny mpanondrana haka ny vola alohan'ny hifaranan'ny fotoana fanaraha-maso",
        "escrow.spend dia manamarina ny [[sonia|signature]] an'ny mpivarotra fotsiny amin'ny Claim fa tsy ny fiafaran'ny fanaraha-maso",
      ],
      facts: [
        "Ny sampana Claim ao amin'ny escrow.spend dia list.has(self.extra_signatories, datum.seller); tsy ampitahaina amin'ny self.validity_range ny datum.inspection_end, ka tsy mihazona ny {n:21} andro hanamarinan'ny mpividy ny hamandoan'ny vanila, ary nisy lot {pct:38} hamandoana fa tsy {pct:30} araka ny fifanarahana no voaloa feno talohan'ny nialany tao Toamasina.",
      ],
      fix: "Takiana ao amin'ny sampana Claim ny interval.is_entirely_after(self.validity_range, datum.inspection_end), tahaka ny tokony hataon'ny Refund amin'ny [[daty farany|date limite]] azy.",
    },
  ),
  vanillaIssue(
    ACROSS_AWAIT,
    "mo-register-await",
    { line: 62, ends: 67 },
    0.4,
    [
      "Lots.registerLot",
      "if (lots.get(id) == null) { await Registry.check(id); lots.put(id, lot) }",
      "registerLot",
    ],
    "Lot checked before an await and stored after",
    {
      titles: [
        "registerLot checks that the lot is new, awaits the registry, then stores it: two calls register one lot twice",
        "State checked before await Registry.check and written after it in registerLot",
        "A lot can be registered twice by two concurrent registerLot calls",
      ],
      facts: [
        "registerLot tests lots.get(id) == null, then calls await Registry.check(id), and only then lots.put(id, lot); other messages run while it waits, so two exporters' clerks registering one lot number both pass the test, and {exp}'s certificate was issued for a lot another exporter had already sold.",
        "The check and the write are on two sides of an await.",
      ],
      fix: "Reserve the id before the await (lots.put(id, #pending)) and finish or roll it back after, or check again once Registry.check returns.",
    },
    {
      titles: [
        "registerLot dia manamarina fa vaovao ny lot, miandry ny registry, vao mitahiry azy: lot iray voasoratra indroa",
        "Ao amin'ny registerLot dia jerena alohan'ny await Registry.check ny toetra ary soratana aorian'izany",
      ],
      facts: [
        "registerLot dia mijery ny lots.get(id) == null, avy eo miantso await Registry.check(id), vao manao lots.put(id, lot); mandeha ny hafatra hafa mandritra ny fiandrasana, ka samy tafita ny mpiasan'ny mpanondrana roa nanoratra laharana lot iray ihany, ary navoaka ho an'i {exp} ny taratasy fanamarinana ho an'ny lot efa namidin'ny mpanondrana hafa.",
      ],
      fix: "Tehirizo alohan'ny await ny id (lots.put(id, #pending)) ary vitao na foano aorian'izany, na jereo indray rehefa miverina ny Registry.check.",
    },
  ),
  vanillaIssue(
    ACROSS_AWAIT,
    "mo-transfer-await",
    { line: 88, ends: 94 },
    0.35,
    [
      "Lots.transferLot",
      "await Ledger.transfer(lot.price); lots.put(id, {lot with owner = buyer})",
      "transferLot",
    ],
    "Owner checked before an await and changed after",
    {
      titles: [
        "transferLot checks the owner, awaits the payment, then changes the owner: one lot can be sold twice",
        "State checked before await Ledger.transfer and written after it in transferLot",
        "Two buyers can both pay for one lot while transferLot waits for the ledger",
      ],
      facts: [
        "transferLot checks lot.owner == msg.caller, calls await Ledger.transfer(lot.price), and then writes lots.put(id, {lot with owner = buyer}); a second transfer of the same lot passes the owner check during the await, so two buyers paid {exp} {ar:92000000} each for one lot of {kg:200}.",
        "The owner is checked and changed on two sides of an await.",
      ],
      fix: "Mark the lot as in transfer before the await and refuse a second transfer of a marked lot; clear the mark if Ledger.transfer fails.",
    },
    {
      titles: [
        "transferLot dia manamarina ny tompony, miandry ny fandoavana, vao manova ny tompony: lot iray amidy indroa",
        "Ao amin'ny transferLot dia jerena alohan'ny await Ledger.transfer ny toetra ary soratana aorian'izany",
      ],
      facts: [
        "transferLot dia manamarina ny lot.owner == msg.caller, miantso await Ledger.transfer(lot.price), vao manoratra lots.put(id, {lot with owner = buyer}); tafita amin'ny fanamarinana ny tompony mandritra ny await ny famindrana faharoa, ka mpividy roa samy nandoa {ar:92000000} tamin'i {exp} ho an'ny lot iray {kg:200}.",
      ],
      fix: "Mariho ho am-pamindrana ny lot alohan'ny await ary lavio ny famindrana faharoa; esory ny marika raha tsy mety ny Ledger.transfer.",
    },
  ),
  {
    id: "mo-list-append",
    agent: "performance",
    severity: "LOW",
    rate: 0.3,
    file: LOTS,
    line: 121,
    ends: 123,
    places: ["Lots.listLots", "result := Array.append(result, [lot])", "listLots"],
    categories: [
      "Quadratic complexity",
      "CWE-1050",
      "Lot list copied on every append",
      "Fahaiza-manao miadana",
    ],
    en: {
      titles: [
        "listLots builds its result with Array.append in a loop, copying the array each time",
        "Quadratic time in listLots from Array.append per lot",
        "The lot listing copies every earlier lot for each new one",
      ],
      facts: [
        "listLots does result := Array.append(result, [lot]) for each entry of lots, and Array.append copies both arrays; with {exp}'s {n:4800} lots the query uses most of its instruction limit and the buyers' page times out at the start of the season.",
        "Each append copies the whole result.",
      ],
      fix: "Collect into a Buffer and return Buffer.toArray once, or Iter.toArray(lots.vals()).",
    },
    mg: {
      titles: [
        "listLots dia manangona ny valiny amin'ny Array.append ao anaty boucle, ka adika isaky ny mandeha ny array",
        "Miadana be ny listLots noho ny Array.append isaky ny lot",
      ],
      facts: [
        "listLots dia manao result := Array.append(result, [lot]) isaky ny lot, ary mandika ny array roa ny Array.append; amin'ny {n:4800} lot an'i {exp} dia lanin'ny fangatahana ny ankamaroan'ny fetran'ny toromarika ary tapaka ny pejin'ny mpividy amin'ny fiandohan'ny vanim-potoana.",
      ],
      fix: "Angony ao anaty Buffer ary avereno indray mandeha ny Buffer.toArray, na Iter.toArray(lots.vals()).",
    },
  },
  {
    id: "ceylon-sweat-days",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.35,
    file: CURING,
    line: 33,
    ends: 35,
    places: ["sweatSchedule", "for (day in 1..curingDays - 1)", "{Day*} sweatSchedule(Integer curingDays)"],
    categories: ["Off-by-one error", "CWE-193", "Last sweating day left out", "Hadisoana iray"],
    en: {
      titles: [
        "sweatSchedule leaves out the last sweating day",
        "The range 1..curingDays - 1 in sweatSchedule stops a day short",
        "Off-by-one in the curing schedule: the beans sweat one day less than planned",
      ],
      facts: [
        "Ceylon's 1..n range includes n, so for (day in 1..curingDays - 1) gives curingDays - 1 days; {exp}'s sweating plan of {n:10} days runs for nine, and the cured beans came out at {pct:36} moisture, too wet for the grade they were sold as.",
        "The schedule is one day shorter than asked.",
      ],
      fix: "Iterate over 1..curingDays, and test that a plan of n days yields n entries.",
    },
    mg: {
      titles: [
        "sweatSchedule dia manadino ny andro farany fampitsemboana",
        "Ny 1..curingDays - 1 ao amin'ny sweatSchedule dia mijanona iray andro alohan'ny tokony ho izy",
      ],
      facts: [
        "Ao amin'ny Ceylon dia tafiditra ny n ao amin'ny 1..n, ka curingDays - 1 andro no omen'ny for (day in 1..curingDays - 1); sivy andro ihany no mandeha ny drafitra fampitsemboana {n:10} andro an'i {exp}, ary nivoaka {pct:36} hamandoana ny vanila, lena loatra ho an'ny kalitao namidiana azy.",
      ],
      fix: "Ataovy amin'ny 1..curingDays ny boucle, ary andramo fa n andro no vokatry ny drafitra n andro.",
    },
  },
  {
    id: "ceylon-float-price",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.3,
    file: CURING,
    line: 58,
    ends: 60,
    places: ["priceOf", "Float total = weight * pricePerKilo", "Float priceOf(Lot lot)"],
    categories: ["Incorrect calculation", "CWE-1339", "Ariary amounts kept in Float", "Kajy diso"],
    en: {
      titles: [
        "priceOf computes lot prices in Float, so invoices drift from the bank's amounts",
        "Money in floating point in priceOf",
        "Float total = weight * pricePerKilo rounds lot prices unpredictably",
      ],
      facts: [
        "priceOf multiplies a Float weight by a Float price per kilo and the invoice total sums these; at {exp} a season's invoices came out {ar:4350} away from what the buyers' banks paid, and the customs declaration did not match the invoices.",
        "Prices are computed in binary floating point.",
      ],
      fix: "Keep amounts as Integer ariary and weights as Integer grams, multiply, then round once by the contract's rule.",
    },
    mg: {
      titles: [
        "priceOf dia manao kajy amin'ny Float ny vidin'ny lot, ka tsy mitovy amin'ny an'ny banky ny faktiora",
        "Vola ao anaty Float ao amin'ny priceOf",
      ],
      facts: [
        "priceOf dia mampitombo lanja Float amin'ny vidiny Float isaky ny kilao ary ampiana ireo ny totalin'ny faktiora; tao amin'i {exp} dia niala {ar:4350} tamin'ny nalohan'ny banky an'ny mpividy ny faktioran'ny vanim-potoana iray, ary tsy nifanaraka tamin'ny faktiora ny fanambarana tany amin'ny fadintseranana.",
      ],
      fix: "Tehirizo ho Integer ariary ny vola ary Integer grama ny lanja, ampitomboy, vao boribory indray mandeha araka ny fifanarahana.",
    },
  },
  vanillaIssue(
    HARD_CODED,
    "sno-ftp-password",
    { file: INVOICES, line: 4 },
    0.35,
    ["ftp.pass", "ftp.pass = 'vanille2019'", "ftp.login"],
    "Customs FTP password in the invoice reader",
    {
      titles: [
        "The customs FTP password is a literal in factures.sno",
        "ftp.pass is committed with the invoice reader",
        "Hard-coded FTP password in the SNOBOL invoice script",
      ],
      facts: [
        "factures.sno assigns ftp.pass = 'vanille2019' and logs in with it to the customs broker's server, where {exp}'s export declarations are filed; the script has been in the repository since 2019, so everyone who has cloned it can read and replace the declarations.",
        "A live password sits in the script.",
      ],
      fix: "Read the password from the environment (HOST(4, 'FTP_PASS') in SPITBOL) and change it at the broker, since the old one is in the history.",
    },
    {
      titles: [
        "Voasoratra mivantana ao amin'ny factures.sno ny [[teny miafina|mot de passe]] FTP an'ny fadintseranana",
        "ftp.pass dia miaraka amin'ny script mamaky faktiora ao amin'ny repository",
      ],
      facts: [
        "factures.sno dia manome ftp.pass = 'vanille2019' ary miditra amin'ny mpizara an'ny mpanelanelana amin'ny fadintseranana, izay itahirizana ny fanambarana fanondranana an'i {exp}; efa ao amin'ny repository hatramin'ny 2019 ny script, ka afaka mamaky sy manolo ireo fanambarana ireo izay rehetra nandika azy.",
      ],
      fix: "Vakio avy amin'ny environnement ny [[teny miafina|mot de passe]] (HOST(4, 'FTP_PASS') amin'ny SPITBOL) ary ovay any amin'ny mpanelanelana, satria ao amin'ny tantara ilay taloha.",
    },
  ),
  vanillaIssue(
    HARD_CODED,
    "props-signing-key",
    { file: SETTINGS, line: 9 },
    0.3,
    ["escrow.signingKey", "escrow.signingKey=ed25519_sk1...", "config.props"],
    "Escrow signing key in the portal settings",
    {
      titles: [
        "The key that signs escrow transactions is committed in config.props",
        "escrow.signingKey holds the exporter's private key in plain text",
        "Hard-coded ed25519 signing key in the portal's settings",
      ],
      facts: [
        "etc/portal/config.props sets escrow.signingKey to the private key whose signature the Claim redeemer accepts as the seller's; the file ships in the portal's image, so anyone with the image can claim {exp}'s escrows, {ar:310000000} at the last count.",
        "A private key sits in a settings file.",
      ],
      fix: "Generate a new key, keep it in the host's secret store, read it at start-up, and remove config.props from the image and the history.",
    },
    {
      titles: [
        "Ao amin'ny config.props ny [[lakile miafina|clé privée]] manao sonia ny fifanakalozana escrow",
        "escrow.signingKey dia mitazona ny [[lakile miafina|clé privée]] an'ny mpanondrana tsy misy fanafenana",
      ],
      facts: [
        "etc/portal/config.props dia manome an'i escrow.signingKey ny [[lakile miafina|clé privée]] izay ekena ho [[sonia|signature]] an'ny mpivarotra amin'ny redeemer Claim; ao anaty sarin'ny portal io rakitra io, ka afaka maka ny escrow an'i {exp}, {ar:310000000} tamin'ny kajy farany, izay manana ilay sary.",
      ],
      fix: "Mamorona lakile vaovao, tehirizo ao amin'ny fitehirizana tsiambaratelon'ny mpizara, vakio rehefa manomboka, ary esory ao amin'ny sary sy ny tantara ny config.props.",
    },
  ),
  {
    id: "sno-amount-space",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.4,
    file: INVOICES,
    line: 22,
    ends: 23,
    places: ["parse.amt", "line SPAN('0123456789') . amt", "read.invoice"],
    categories: [
      "Improper input validation",
      "CWE-20",
      "Amount read up to its first space",
      "Fanamarinana tsy ampy",
    ],
    en: {
      titles: [
        "parse.amt reads an invoice amount only up to its first space",
        "SPAN('0123456789') stops at the thousands separator, so 1 250 000 is read as 1",
        "Old invoices' amounts are truncated at their first group of digits",
      ],
      facts: [
        "The invoices write amounts grouped with spaces and the pattern line SPAN('0123456789') . amt takes the digits before the first space; the archive of {exp} since 2012 was reloaded with most amounts under a thousand ariary, and the totals reported to the central bank were {ar:2400000000} short.",
        "The amount pattern does not allow its separators.",
      ],
      fix: "Take digits and spaces, SPAN('0123456789 ') . amt, then remove the spaces before converting, and fail a line whose amount does not end the field.",
    },
    mg: {
      titles: [
        "parse.amt dia mamaky ny sandan'ny faktiora hatramin'ny elanelana voalohany ihany",
        "Mijanona eo amin'ny elanelana manasaraka ny arivo ny SPAN('0123456789'), ka vakiana ho 1 ny 1 250 000",
      ],
      facts: [
        "Ny faktiora dia manoratra ny vola misy elanelana isaky ny arivo ary ny pattern line SPAN('0123456789') . amt dia maka ny isa alohan'ny elanelana voalohany; naverina nampidirina ny tahirin'i {exp} hatramin'ny 2012 ary latsaky ny arivo ariary ny ankamaroan'ny vola, ka tsy ampy {ar:2400000000} ny totaly nampitaina tamin'ny banky foibe.",
      ],
      fix: "Raiso ny isa sy ny elanelana, SPAN('0123456789 ') . amt, esory ny elanelana alohan'ny hanovana azy, ary lavio ny andalana izay tsy mifarana amin'ny vola.",
    },
  },
  {
    id: "fan-lot-xss",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: PAGES,
    line: 27,
    places: ["LotPage.render", "out.w(lot.notes)", "Void render(WebOutStream out)"],
    categories: [
      "Cross-site scripting",
      "CWE-79",
      "Grower's notes written into the page unescaped",
      "Fampidirana script",
    ],
    en: {
      titles: [
        "LotPage.render writes the grower's notes into the page without escaping",
        "Stored XSS through lot notes on the buyers' pages",
        "out.w(lot.notes) emits grower input as HTML",
      ],
      facts: [
        "render writes out.w(lot.notes), and notes is typed by the collectors at the villages and synced without filtering; a note holding a script tag ran in every buyer's session that opened one of {exp}'s {n:90} lots, with the session cookie readable.",
        "User text reaches the HTML unescaped.",
      ],
      fix: "Write out.w(lot.notes.toXml) or use out.esc, and set the session cookie HttpOnly.",
    },
    mg: {
      titles: [
        "LotPage.render dia manoratra ny fanamarihan'ny mpamboly ao amin'ny pejy tsy misy fanadiovana",
        "[[Fampidirana script|XSS]] amin'ny alalan'ny fanamarihana lot ao amin'ny pejin'ny mpividy",
      ],
      facts: [
        "render dia manoratra out.w(lot.notes), ary soratan'ny mpanangona any an-tanàna ny notes ka ampitaina tsy misy sivana; nisy fanamarihana nisy tag script nandeha tamin'ny fidirana rehetra an'ny mpividy nanokatra ny iray amin'ny lot {n:90} an'i {exp}, ary azo novakiana ny cookie.",
      ],
      fix: "Soraty hoe out.w(lot.notes.toXml) na ampiasao ny out.esc, ary ataovy HttpOnly ny cookie.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; mg: string })[] = [
  {
    id: "remark-escrow-header",
    agent: "security",
    file: ESCROW,
    line: 1,
    place: "escrow",
    en: "Document which signatures and deadlines each redeemer of the validator requires",
    mg: "Soraty izay [[sonia|signature]] sy [[daty farany|date limite]] takian'ny redeemer tsirairay",
  },
  {
    id: "remark-lots-header",
    agent: "reliability",
    file: LOTS,
    line: 1,
    place: "Lots",
    en: "Note at the top of the actor which functions await another canister",
    mg: "Mariho eo an-tampon'ny actor izay asa miandry canister hafa",
  },
  {
    id: "remark-invoices-header",
    agent: "reliability",
    file: INVOICES,
    line: 1,
    place: "factures.sno",
    en: "Describe the layout of the old invoice files before the first pattern",
    mg: "Hazavao ny firafitry ny rakitra faktiora taloha alohan'ny pattern voalohany",
  },
];

/** How a run writes, kept for the whole run. */
interface VanillaStyle extends BilingualRun {
  /** The exporter by its name (0), its town (1) or its code (2). */
  exporter: 0 | 1 | 2;
  /** Numbers grouped with spaces (0), points (1) or not at all (2). */
  grouping: 0 | 1 | 2;
  /** Money with `Ar` before (0), `MGA` before (1) or `ariary` after (2). */
  money: 0 | 1 | 2;
  /** Weights in kilograms (0), `kilao` (1) or pounds (2). */
  weight: 0 | 1 | 2;
  /** A space before the percent sign. */
  spacedPercent: boolean;
  /** Malagasy with the field's terms in French. */
  french: boolean;
  /** SNOBOL names in capitals. */
  capitals: boolean;
  /** Lines where a statement of several lines ends. */
  atEnd: boolean;
}

const MALAGASY: SecondLanguage = {
  severity: "Hamafin'ny olana",
  severities: {
    CRITICAL: "tena goavana",
    HIGH: "goavana",
    MEDIUM: "antonony",
    LOW: "kely",
    INFO: "fampahafantarana fotsiny",
  },
  maintainability: "Fikojakojana",
  minor: "Kely ihany, fa manamora ny fikojakojana.",
};

/** `n` grouped in thousands as the run groups numbers. */
function grouped(n: number, style: VanillaStyle): string {
  const separator = [" ", ".", ""][style.grouping]!;
  return String(n).replace(/\B(?=(\d{3})+$)/g, separator);
}

/** An amount in ariary as the run writes it. */
function ariary(amount: number, style: VanillaStyle): string {
  if (style.money === 1) return `MGA ${grouped(amount, style)}`;
  if (style.money === 2) return `${grouped(amount, style)} ariary`;
  return `Ar ${grouped(amount, style)}`;
}

/** A weight in kilograms as the run writes it. */
function weight(kg: number, style: VanillaStyle): string {
  if (style.weight === 1) return `${grouped(kg, style)} kilao`;
  if (style.weight === 2) return `${grouped(Math.round(kg * 2.20462), style)} lb`;
  return `${grouped(kg, style)} kg`;
}

/** The exporter as the run names it, in the run's language. */
function named(style: VanillaStyle): string {
  if (style.exporter === 2) return "EXP-12";
  if (style.exporter === 1) return "Sambava";
  return style.otherLanguage ? "Vanille Sava" : "Vanille Sava SARL";
}

/** `text` with the exporter, numbers and terms as the run writes them. */
function written(text: string, style: VanillaStyle): string {
  return text
    .replaceAll("{exp}", named(style))
    .replace(/\{ar:([0-9]+)\}/g, (_, n: string) => ariary(Number(n), style))
    .replace(/\{kg:([0-9]+)\}/g, (_, n: string) => weight(Number(n), style))
    .replace(/\{pct:([0-9]+)\}/g, (_, n: string) => `${n}${style.spacedPercent ? " " : ""}%`)
    .replace(/\{n:([0-9]+)\}/g, (_, n: string) => grouped(Number(n), style))
    .replace(/\[\[([^|\]]+)\|([^\]]+)\]\]/g, (_, mg: string, fr: string) => (style.french ? fr : mg));
}

/** A SNOBOL name in capitals where the run writes them so; any other place as it is. */
function cased(place: string, file: string, style: VanillaStyle): string {
  return style.capitals && file === INVOICES ? place.toUpperCase() : place;
}

/** `runs` runs of the three agents over the vanilla exporter's code, with each finding's true issue. */
export function vanillaRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], VanillaStyle>(
    {
      name: "vanilla",
      issues: ISSUES,
      remarks: REMARKS,
      language: MALAGASY,
      words: (issue, otherLanguage) => (otherLanguage ? issue.mg : issue.en),
      said: (remark) => remark.mg,
      habits: (random) => {
        const exporter = random();
        const grouping = random();
        const money = random();
        const weight = random();
        const spacedPercent = random() < 0.4;
        const french = random() < 0.5;
        const capitals = random() < 0.4;
        const atEnd = random() < 0.2;
        return {
          exporter: exporter < 0.5 ? 0 : exporter < 0.8 ? 1 : 2,
          grouping: grouping < 0.5 ? 0 : grouping < 0.8 ? 1 : 2,
          money: money < 0.5 ? 0 : money < 0.8 ? 1 : 2,
          weight: weight < 0.6 ? 0 : weight < 0.8 ? 1 : 2,
          spacedPercent,
          french,
          capitals,
          atEnd,
        };
      },
      written: (text, _issue, run) => written(text, run),
      writing: (issue, run) => ({
        // The catalogue's titles are capitalised where they begin with a word, not with code.
        titled: (title) => title,
        symbol: (place) => cased(place, issue.file, run),
        located: (drawn) =>
          run.atEnd && issue.ends !== undefined && drawn.line !== undefined
            ? { ...drawn, line: drawn.line + (issue.ends - issue.line) }
            : drawn,
      }),
      finished: (finding, _issue, run) =>
        run.otherLanguage ? { ...finding, category: written(finding.category, run) } : finding,
      remarked: (finding, _remark, run) =>
        run.otherLanguage
          ? { ...finding, title: written(finding.title, run), description: written(finding.description, run) }
          : finding,
    },
    options,
  );
}
