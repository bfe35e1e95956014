/**
 * The seventy-seventh held-out generator family for grouping quality (issue #12): an alpaca fibre
 * cooperative's systems as its repository keeps them: the members' payouts in a Clarity contract
 * and its Clarinet settings, the fleece grading script in Red, the shearing rules proved in Coq,
 * the herd survey's statistics in SPSS syntax, the buyers' portal in Xtend and the bale scale's
 * firmware in Oberon, reviewed by runs of which some write in Quechua. None of these formats or
 * that language appear anywhere else in the tests.
 *
 * Written at the start of the stop that reads the seventy-fifth, before the seventy-fifth's errors
 * were read, to take its place as a check; committed before anything was run on it; never tuned
 * against. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - Clarity public functions, Red functions, Coq lemmas, SPSS variables and commands, Xtend
 *    methods and Oberon procedures as places; a Clarity function named with its contract
 *    (`.coop-payouts.pay-member`) and a Coq lemma with its module (`Shearing.interval_ok`) or
 *    bare, a habit of the whole run;
 *  - Quechua, written by some runs in the three-vowel alphabet (`qullqi`, `paqucha`) and by
 *    others in the older five-vowel spelling (`qollqe`, `paqocha`), and with its ejectives'
 *    apostrophe typed straight (`llamk'ay`) or curly (`llamk’ay`), each a habit of the run;
 *  - fleece weighed in kilograms, pounds or arrobas; fibre in `µm`, `micras` or `micrones`; money
 *    as `S/ 1,250`, `PEN 1250` or `1,250 soles`; the cooperative named by its name, its town or
 *    its code; one habit a run each;
 *  - categories as plain words, CWE ids, the field's own terms (`Fleece weight code -99 averaged
 *    in`) or in Quechua;
 *  - as some of the seventy-fifth's do, a run that gives the line where the enclosing definition
 *    starts, not the statement's, a habit of the whole run;
 *  - twins: two public functions of the payouts contract without the treasurer's check, lines
 *    apart; two proofs left `Admitted` in one Coq file; two survey variables whose missing-value
 *    code is averaged in, in one syntax file; a mnemonic in the Clarinet settings and an API key
 *    in the grading script; remarks on the contract, the proofs and the survey beside their issues.
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

const PAYOUTS = "contracts/coop-payouts.clar";
const SETTINGS = "settings/Mainnet.toml";
const GRADING = "grading/grade.red";
const SHEARING = "proofs/Shearing.v";
const SURVEY = "survey/herd2026.sps";
const PORTAL = "portal/src/coop/portal/LotSearch.xtend";
const SCALE = "scale/Scale.Mod";

type Agent = "security" | "reliability" | "performance";

/**
 * An issue of the family. `{coop}` is the cooperative as the run names it; `{kg:N}` a weight in
 * kilograms, `{soles:N}` an amount of money, `{um:N}` a fibre diameter in tenths of a micron and
 * `{n:N}` a plain number, each as the run writes them.
 */
interface FibreIssue extends CataloguedIssue<Agent> {
  en: Wording;
  qu: Wording;
  /** The line the enclosing definition starts at, where it is not the issue's own. */
  defined?: number;
  /** The qualified name of the usual place, for runs that qualify names. */
  qualified?: string;
}

/** A kind of issue of the family: what `ofKind` takes, and the container runs that qualify names write its places after. */
interface FibreKind extends IssueKind<Agent> {
  /** What a qualified place is written after (`.coop-payouts.`, `Shearing.`). */
  qualifier?: string;
}

/** A public function of the payouts contract without the treasurer's check. */
const UNGUARDED: FibreKind = {
  agent: "security",
  severity: "CRITICAL",
  file: PAYOUTS,
  qualifier: ".coop-payouts.",
  categories: { plain: "Missing authorization", cwe: "CWE-862", translated: "Mana kamachiyniyuq" },
};

/** A proof left `Admitted` in the shearing rules. */
const ADMITTED: FibreKind = {
  agent: "reliability",
  severity: "MEDIUM",
  file: SHEARING,
  qualifier: "Shearing.",
  categories: { plain: "Unproven assumption", cwe: "CWE-1068", translated: "Mana sut'inchasqa yuyaykuy" },
};

/** A survey variable whose missing-value code is averaged in. */
const UNCODED: FibreKind = {
  agent: "reliability",
  severity: "MEDIUM",
  file: SURVEY,
  categories: { plain: "Incorrect calculation", cwe: "CWE-682", translated: "Pantasqa yupay" },
};

/** A secret written in the repository, in a file of its own. */
const HARD_CODED: FibreKind = {
  agent: "security",
  severity: "HIGH",
  categories: { plain: "Hard-coded credentials", cwe: "CWE-798", translated: "Pakasqa simi qillqasqa" },
};

/** An issue of `kind` at its own place (`ofKind`), in its own words, with its definition's line. */
function fibreIssue(
  kind: FibreKind,
  id: string,
  at: { file?: string; line: number; defined?: number },
  rate: number,
  places: readonly [string, string, string],
  term: string,
  en: Wording,
  qu: Wording,
): FibreIssue {
  return {
    ...ofKind(kind, id, at, rate, places, term),
    ...(at.defined !== undefined && { defined: at.defined }),
    ...(kind.qualifier !== undefined && { qualified: `${kind.qualifier}${places[0]}` }),
    en,
    qu,
  };
}

const ISSUES: FibreIssue[] = [
  fibreIssue(
    UNGUARDED,
    "clar-pay-member",
    { line: 44, defined: 40 },
    0.45,
    ["pay-member", "(define-public (pay-member (member principal) (amount uint))", "stx-transfer?"],
    "Payout callable by any principal",
    {
      titles: [
        "pay-member lets any principal pay out of the cooperative's pool",
        "No tx-sender check before the transfer in pay-member",
        "Anyone can call pay-member and send themselves the members' money",
      ],
      facts: [
        "pay-member calls (as-contract (stx-transfer? amount tx-sender member)) without (asserts! (is-eq tx-sender TREASURER) ERR-NOT-TREASURER); the pool holds the season's wool sales for {coop}, {soles:184000} at the last clip, and any wallet can move it to itself in one call.",
        "The payout function has no caller check.",
      ],
      fix: "Open pay-member with (asserts! (is-eq tx-sender TREASURER) ERR-NOT-TREASURER), and test the call from another principal in Clarinet.",
    },
    {
      titles: [
        "pay-member ukhupiqa mayqin principalpas huñup qullqinta hurqunman",
        "pay-member mana tx-sender nisqata qhawanchu manaraq qullqita apachishaspa",
      ],
      facts: [
        "pay-member (as-contract (stx-transfer? amount tx-sender member)) nisqata waqyan mana (asserts! (is-eq tx-sender TREASURER) ERR-NOT-TREASURER) kaspa; chay qullqi huñupiqa {coop} nisqap millma qhatusqanmi kachkan, qhipa rutuypi {soles:184000}, hinaspa mayqin wallet-pas huk kutillapi paypaqman apanman.",
      ],
      fix: "pay-member nisqata (asserts! (is-eq tx-sender TREASURER) ERR-NOT-TREASURER) nisqawan qallariy, hinaspa Clarinet-pi huk principalmanta waqyayta pruebay.",
    },
  ),
  fibreIssue(
    UNGUARDED,
    "clar-set-price",
    { line: 66, defined: 63 },
    0.35,
    ["set-price", "(define-public (set-price (grade uint) (price uint))", "map-set prices"],
    "Grade price writable by any principal",
    {
      titles: [
        "set-price lets any principal change the price paid per grade",
        "No tx-sender check before map-set in set-price",
        "Anyone can rewrite the grade prices the payouts are computed from",
      ],
      facts: [
        "set-price does (map-set prices {grade: grade} price) without (asserts! (is-eq tx-sender TREASURER) ERR-NOT-TREASURER); every payout of {coop} is computed from that map, so a member who raised the royal grade to {soles:900} a kilo before the clip was settled took a larger share from the rest.",
        "The price table can be written by any caller.",
      ],
      fix: "Check the caller in set-price as pay-member should, (asserts! (is-eq tx-sender TREASURER) ERR-NOT-TREASURER), and log each change with print.",
    },
    {
      titles: [
        "set-price ukhupiqa mayqin principalpas sapa grado chaninta tikranman",
        "set-price mana tx-sender nisqata qhawanchu manaraq map-set ruraspa",
      ],
      facts: [
        "set-price (map-set prices {grade: grade} price) nisqata ruran mana (asserts! (is-eq tx-sender TREASURER) ERR-NOT-TREASURER) kaspa; {coop} nisqap llapan qullqi rakiyninmi chay mapamanta yupakun, chayrayku huk socio royal gradota {soles:900} kilopaq wicharichirqa hinaspa llapanmanta aswan achkata hap'irqa.",
      ],
      fix: "set-price ukhupi waqyaqta qhaway pay-member hina, (asserts! (is-eq tx-sender TREASURER) ERR-NOT-TREASURER), hinaspa sapa tikrayta print nisqawan qillqay.",
    },
  ),
  {
    id: "clar-share-rounding",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.3,
    file: PAYOUTS,
    line: 88,
    defined: 85,
    qualified: ".coop-payouts.member-share",
    places: [
      "member-share",
      "(* (/ pool total-kilos) kilos)",
      "(define-read-only (member-share (kilos uint))",
    ],
    categories: [
      "Loss of precision",
      "CWE-1339",
      "Share divided before it is multiplied",
      "Yupaypi chinkasqa",
    ],
    en: {
      titles: [
        "member-share divides before it multiplies and drops each member's remainder",
        "Integer division in member-share loses most of a small member's payout",
        "(* (/ pool total-kilos) kilos) rounds the price per kilo down to whole micro-STX",
      ],
      facts: [
        "member-share computes (* (/ pool total-kilos) kilos) in uint, so the price per kilo is truncated before it is multiplied by the member's kilos; at {coop} the clip of {kg:5200} left {soles:3400} undistributed in the contract, and a family with {kg:12} of fleece was paid nothing.",
        "The quotient is truncated before the multiplication.",
      ],
      fix: "Multiply first, (/ (* pool kilos) total-kilos), and pay the remainder to the last member or carry it to the next clip.",
    },
    qu: {
      titles: [
        "member-share ñawpaqta rakin hinaspa sapa socio puchuqninta chinkachin",
        "member-share ukhupi entero rakiy huch'uy socio qullqinta chinkachin",
      ],
      facts: [
        "member-share (* (/ pool total-kilos) kilos) nisqata uint-pi yupan, chayrayku sapa kilo chaninqa kuchusqa kachkan manaraq socio kilosninwan mirachispa; {coop} nisqapi {kg:5200} rutuymanta {soles:3400} contratopi qhiparqa, hinaspa {kg:12} millmayuq ayllu mana imatapas chaskirqanchu.",
      ],
      fix: "Ñawpaqta mirachiy, (/ (* pool kilos) total-kilos), hinaspa puchuqta qhipa sociomán quy utaq hamuq rutuyman apay.",
    },
  },
  fibreIssue(
    HARD_CODED,
    "toml-mnemonic",
    { file: SETTINGS, line: 7 },
    0.35,
    ["accounts.deployer.mnemonic", 'mnemonic = "twice kitchen ..."', "[accounts.deployer]"],
    "Deployer mnemonic committed in Clarinet settings",
    {
      titles: [
        "The deployer's seed phrase is committed in settings/Mainnet.toml",
        "Mainnet.toml holds the mnemonic of the wallet that owns the payouts contract",
        "Hard-coded deployer mnemonic in the Clarinet settings",
      ],
      facts: [
        "settings/Mainnet.toml sets mnemonic under [accounts.deployer] to the 24 words of the wallet that deployed coop-payouts and is its TREASURER; the repository is shared with the buyers' portal team, and anyone with a clone can sign as the treasurer of {coop}.",
        "A mainnet seed phrase sits in the repository.",
      ],
      fix: "Move the wallet to a new seed, keep the phrase out of the repository (Clarinet reads an encrypted mnemonic or a hardware wallet), and add settings/Mainnet.toml to .gitignore.",
    },
    {
      titles: [
        "Deployer nisqap pakasqa simin settings/Mainnet.toml ukhupi commit kachkan",
        "Mainnet.toml ukhupi coop-payouts contratoyuq walletpa mnemonic nisqan kachkan",
      ],
      facts: [
        "settings/Mainnet.toml [accounts.deployer] ukhupi mnemonic nisqata coop-payouts churaq walletpa 24 simin nisqaman churan, chay walletmi TREASURER; repositorioqa rantiqkunap portal ruraqninkunawan rakinakusqa, hinaspa clone hap'iq mayqinpas {coop} nisqap tesoreron hina firmanman.",
      ],
      fix: "Walletta musuq seedman astay, pakasqa simita repositoriomanta hurquy, hinaspa settings/Mainnet.toml nisqata .gitignore-man yapay.",
    },
  ),
  fibreIssue(
    HARD_CODED,
    "red-api-key",
    { file: GRADING, line: 5 },
    0.35,
    ["api-key", 'api-key: "pk_live_..."', "send-lot"],
    "Buyer portal key in the grading script",
    {
      titles: [
        "The buyers' portal API key is a literal in grade.red",
        "api-key is committed with the grading script",
        "Hard-coded portal key in the Red grading script",
      ],
      facts: [
        "grade.red sets api-key to the live key of the buyers' portal, with which send-lot publishes graded lots and their reserve prices; the script is copied to every shearing shed's laptop, so anyone at {coop}'s sheds can publish or withdraw lots in the cooperative's name.",
        "A live API key sits in the script.",
      ],
      fix: 'Read the key from the environment (get-env "PORTAL_KEY") or a file outside the repository, and rotate the one in the history.',
    },
    {
      titles: [
        "Rantiqkunap portal API key nisqan grade.red ukhupi qillqasqa kachkan",
        "api-key nisqaqa grado qhawana scriptwan kuska commit kachkan",
      ],
      facts: [
        "grade.red api-key nisqata rantiqkunap portalninpa kawsaq keyninman churan, chaywanmi send-lot grado qhawasqa lotekunata chaninninwan willakun; scriptqa sapa rutuna wasip laptopninman copiakun, chayrayku {coop} nisqap rutuna wasinkunapi mayqinpas cooperativap sutinpi lotekunata willakunman utaq hurqunman.",
      ],
      fix: 'Keyta entornomanta ñawinchay (get-env "PORTAL_KEY") utaq repositorio hawapi archivomanta, hinaspa historiapi kaqta tikray.',
    },
  ),
  {
    id: "red-grade-truncate",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.4,
    file: GRADING,
    line: 31,
    defined: 26,
    places: ["grade-fleece", "micron: to-integer sample/diameter", "grade-fleece: func [sample]"],
    categories: [
      "Incorrect conversion",
      "CWE-681",
      "Fibre diameter truncated before grading",
      "Pantasqa tikray",
    ],
    en: {
      titles: [
        "grade-fleece truncates the fibre diameter before comparing it with the grade limits",
        "to-integer in grade-fleece grades coarser fleece as baby alpaca",
        "Fleece just above a grade limit is paid at the finer grade",
      ],
      facts: [
        "grade-fleece sets micron: to-integer sample/diameter and then compares micron <= 22 for baby alpaca, so a fleece measured at {um:229} is graded baby; at {coop} a buyer tested the lot again, found most of it above the limit and cut the price of the whole clip by {soles:14000}.",
        "The diameter loses its decimals before the comparison.",
      ],
      fix: "Compare the measured value itself, sample/diameter <= 22.5, and keep one decimal in the lot sheet.",
    },
    qu: {
      titles: [
        "grade-fleece millmap rakhu kayninta kuchun manaraq grado limitewan tupachispa",
        "grade-fleece ukhupi to-integer nisqa rakhu millmata baby alpaca hina qhawan",
      ],
      facts: [
        "grade-fleece micron: to-integer sample/diameter nisqata churan hinaspa micron <= 22 nisqawan baby alpacapaq tupachin, chayrayku {um:229} tupusqa millmaqa baby hina qhawasqa; {coop} nisqapi huk rantiq loteta watiqmanta pruebarqa, limitemanta aswan achkata tarirqa hinaspa llapan rutuypa chaninta {soles:14000} pisichirqa.",
      ],
      fix: "Tupusqa chaninta kikinta tupachiy, sample/diameter <= 22.5, hinaspa lote qillqapi huk decimalta waqaychay.",
    },
  },
  fibreIssue(
    ADMITTED,
    "coq-interval",
    { line: 27, defined: 22 },
    0.35,
    ["interval_ok", "Lemma interval_ok : forall s, next_shearing s - last_shearing s >= 330.", "Admitted."],
    "Shearing interval lemma left Admitted",
    {
      titles: [
        "interval_ok is Admitted, and the schedule it certifies allows two shearings in one year",
        "The shearing-interval lemma in Shearing.v has no proof",
        "Admitted. closes interval_ok, so the schedule theorem rests on nothing",
      ],
      facts: [
        "interval_ok claims next_shearing s - last_shearing s >= 330 for every schedule and ends in Admitted.; next_shearing adds 330 days to the date of the first shearing only, so an animal shorn late in one season is scheduled again {n:240} days later, and {coop}'s herd book shows young alpacas shorn twice in a year.",
        "An admitted lemma makes the schedule theorem unchecked.",
      ],
      fix: "Prove interval_ok from the definition of next_shearing (it fails, which shows the bug), fix next_shearing to count from the last shearing, and refuse Admitted in CI (Print Assumptions).",
    },
    {
      titles: [
        "interval_ok Admitted kachkan, hinaspa sut'inchasqan horarioqa huk watapi iskay kuti rutuyta saqin",
        "Shearing.v ukhupi rutuy pachap lemman mana pruebayuqchu",
      ],
      facts: [
        "interval_ok llapan horariopaq next_shearing s - last_shearing s >= 330 nin hinaspa Admitted. nisqawan tukun; next_shearing ñawpaq rutuy p'unchawmanllam 330 p'unchawta yapan, chayrayku huk watapi qhipata rutusqa uywaqa {n:240} p'unchawmanta watiqmanta rutunanpaq churasqa, hinaspa {coop} nisqap uywa qillqanpi huch'uy paquchakuna huk watapi iskay kuti rutusqa rikhurin.",
      ],
      fix: "interval_ok nisqata next_shearing nisqap definicionninmanta pruebay (mana atikunchu, chaymi pantayta rikuchin), next_shearing nisqata qhipa rutuymanta yupananpaq allichay, hinaspa CI-pi Admitted nisqata ama chaskiychu.",
    },
  ),
  fibreIssue(
    ADMITTED,
    "coq-fleece-bound",
    { line: 53, defined: 49 },
    0.3,
    ["fleece_bound", "Lemma fleece_bound : forall a, fleece_weight a <= max_fleece.", "Admitted."],
    "Fleece weight bound left Admitted",
    {
      titles: [
        "fleece_bound is Admitted, and the bale capacity proof depends on it",
        "The fleece weight bound in Shearing.v has no proof",
        "Admitted. closes fleece_bound, so bale_fits is not checked",
      ],
      facts: [
        "bale_fits, the theorem the scale's bale limit is taken from, uses fleece_bound : forall a, fleece_weight a <= max_fleece, which ends in Admitted.; max_fleece is {kg:5} while a grown suri at {coop} gives up to {kg:7}, so bales packed to the proven limit burst their sacks on the trucks.",
        "An admitted bound makes the bale theorem unchecked.",
      ],
      fix: "Prove fleece_bound or make the bound a premise of bale_fits, measure max_fleece from the herd book, and refuse Admitted in CI (Print Assumptions).",
    },
    {
      titles: [
        "fleece_bound Admitted kachkan, hinaspa fardo capacidad pruebanqa chaymanta hap'ikun",
        "Shearing.v ukhupi millma llasap limiten mana pruebayuqchu",
      ],
      facts: [
        "bale_fits, chay teoremamantam balanzap fardo limiten hurqusqa, fleece_bound : forall a, fleece_weight a <= max_fleece nisqata llamk'achin, chayqa Admitted. nisqawan tukun; max_fleece {kg:5} kachkan ichaqa {coop} nisqapi wiñasqa suriqa {kg:7} kama millmata qun, chayrayku pruebasqa limitekama hunt'asqa fardokuna carropi t'uqyarqa.",
      ],
      fix: "fleece_bound nisqata pruebay utaq bale_fits nisqap premisanta ruray, max_fleece nisqata uywa qillqamanta tupuy, hinaspa CI-pi Admitted nisqata ama chaskiychu.",
    },
  ),
  fibreIssue(
    UNCODED,
    "sps-weight-missing",
    { line: 18 },
    0.35,
    ["fleece_wt", "COMPUTE mean_wt = MEAN(fleece_wt1 TO fleece_wt3).", "MISSING VALUES"],
    "Fleece weight code -99 averaged in",
    {
      titles: [
        "fleece_wt's missing-value code -99 is averaged into the mean fleece weight",
        "No MISSING VALUES for fleece_wt, so -99 counts as a weight",
        "The herd survey's mean fleece weight includes the -99 no-answer code",
      ],
      facts: [
        "The enumerators write -99 where an animal was not weighed, and herd2026.sps declares no MISSING VALUES for fleece_wt1 TO fleece_wt3 before COMPUTE mean_wt = MEAN(fleece_wt1 TO fleece_wt3).; {n:312} animals of {coop} have a -99, and the district's mean fleece came out at {kg:1} in the report to the ministry.",
        "A missing-value code is averaged in as data.",
      ],
      fix: "Declare MISSING VALUES fleece_wt1 TO fleece_wt3 (-99). before any COMPUTE, and check with FREQUENCIES that no negative weight is left.",
    },
    {
      titles: [
        "fleece_wt nisqap -99 mana kaq codigonqa millma llasap chawpinman yupakun",
        "fleece_wt nisqapaq mana MISSING VALUES kanchu, chayrayku -99 llasa hina yupakun",
      ],
      facts: [
        "Tapukuqkunaqa -99 nisqata qillqanku mana llasasqa uywapaq, hinaspa herd2026.sps mana MISSING VALUES nisqata fleece_wt1 TO fleece_wt3 nisqapaq willanchu manaraq COMPUTE mean_wt = MEAN(fleece_wt1 TO fleece_wt3). ruraspa; {coop} nisqap {n:312} uywan -99 nisqayuq, hinaspa ministeriomán willakuypi distritop millma chawpinqa {kg:1} lluqsirqa.",
      ],
      fix: "MISSING VALUES fleece_wt1 TO fleece_wt3 (-99). nisqata mayqin COMPUTE ñawpaqpi willay, hinaspa FREQUENCIES nisqawan qhaway mana negativo llasa qhipanqanta.",
    },
  ),
  fibreIssue(
    UNCODED,
    "sps-diameter-missing",
    { line: 24 },
    0.3,
    ["diam", "COMPUTE mean_diam = MEAN(diam1 TO diam3).", "MISSING VALUES"],
    "Diameter code -99 averaged in",
    {
      titles: [
        "diam's missing-value code -99 is averaged into the mean fibre diameter",
        "No MISSING VALUES for diam, so -99 counts as a diameter",
        "The herd survey's mean diameter includes the -99 no-sample code",
      ],
      facts: [
        "Where no fibre sample was taken the survey holds -99, and herd2026.sps declares no MISSING VALUES for diam1 TO diam3 before COMPUTE mean_diam = MEAN(diam1 TO diam3).; the herds of {coop} came out at {um:142} on average, finer than royal alpaca, and the breeding programme picked its males by it.",
        "A missing-value code is averaged in as a diameter.",
      ],
      fix: "Declare MISSING VALUES diam1 TO diam3 (-99). with the other codes at the top, and rerun the breeding ranking.",
    },
    {
      titles: [
        "diam nisqap -99 mana kaq codigonqa millma rakhu kaypa chawpinman yupakun",
        "diam nisqapaq mana MISSING VALUES kanchu, chayrayku -99 rakhu kay hina yupakun",
      ],
      facts: [
        "Mana millma muestra hurqusqa kaptinqa encuesta -99 nisqata waqaychan, hinaspa herd2026.sps mana MISSING VALUES nisqata diam1 TO diam3 nisqapaq willanchu manaraq COMPUTE mean_diam = MEAN(diam1 TO diam3). ruraspa; {coop} nisqap uywankuna chawpipi {um:142} lluqsirqa, royal alpacamanta aswan ñañu, hinaspa mirachina programaqa chaywan urqukunata akllarqa.",
      ],
      fix: "MISSING VALUES diam1 TO diam3 (-99). nisqata huk codigokunawan kuska qallariypi willay, hinaspa mirachina rankingta watiqmanta ruray.",
    },
  ),
  {
    id: "xtend-lot-sqli",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.5,
    file: PORTAL,
    line: 37,
    defined: 34,
    places: [
      "LotSearch.search",
      "'''SELECT * FROM lots WHERE grade = '«grade»' '''",
      "def search(String grade)",
    ],
    categories: ["SQL injection", "CWE-89", "Grade filter spliced into the lot query", "SQL yapaykuy"],
    en: {
      titles: [
        "LotSearch.search builds its SQL from the grade filter with a template expression",
        "SQL injection in the buyers' portal lot search",
        "The grade parameter reaches the lot query unescaped",
      ],
      facts: [
        "search builds '''SELECT * FROM lots WHERE grade = '«grade»' ''' and runs it with createStatement, and grade is the query parameter of the public search page; a grade of ' OR reserve_price > 0 -- listed every lot of {coop} with the reserve prices the auction keeps hidden.",
        "Query text built by string templating from request input.",
      ],
      fix: 'Use a prepared statement, prepareStatement("SELECT * FROM lots WHERE grade = ?") with setString, and accept only the known grade names.',
    },
    qu: {
      titles: [
        "LotSearch.search grado filtromanta template nisqawan SQL-ta ruran",
        "Rantiqkunap portalninpi lote maskaypi SQL yapaykuy",
      ],
      facts: [
        "search '''SELECT * FROM lots WHERE grade = '«grade»' ''' nisqata ruran hinaspa createStatement nisqawan purichin, grade nisqaqa llapanpaq kichasqa maskana p'anqap parametronmi; ' OR reserve_price > 0 -- nisqa gradoqa {coop} nisqap llapan lotenkunata rikuchirqa pakasqa chaninninkunawan.",
      ],
      fix: 'Prepared statement nisqata llamk\'achiy, prepareStatement("SELECT * FROM lots WHERE grade = ?") setString nisqawan, hinaspa riqsisqa grado sutikunallata chaskiy.',
    },
  },
  {
    id: "xtend-fleece-n1",
    agent: "performance",
    severity: "LOW",
    rate: 0.3,
    file: PORTAL,
    line: 58,
    defined: 55,
    places: ["LotSearch.withFleeces", "lots.map[fleeceDao.byLot(id)]", "def withFleeces(List<Lot> lots)"],
    categories: ["N+1 query", "CWE-1073", "Fleeces loaded one lot at a time", "Sapa lotepaq tapukuy"],
    en: {
      titles: [
        "withFleeces queries the fleeces of each lot separately",
        "lots.map[fleeceDao.byLot(id)] sends one query per lot",
        "N+1 queries when the portal lists a sale's lots",
      ],
      facts: [
        "withFleeces maps every lot to fleeceDao.byLot(id), one SELECT per lot; a sale of {coop} lists {n:640} lots, and the page takes most of a minute over the shed's satellite link.",
        "Each lot's fleeces are fetched with their own query.",
      ],
      fix: "Load the fleeces of all lots in one query (WHERE lot_id IN ...) and group them by lot in memory.",
    },
    qu: {
      titles: [
        "withFleeces sapa lotep millmankunata sapalla tapun",
        "lots.map[fleeceDao.byLot(id)] sapa lotepaq huk tapukuyta apachin",
      ],
      facts: [
        "withFleeces sapa loteta fleeceDao.byLot(id) nisqaman tikran, sapa lotepaq huk SELECT; {coop} nisqap huk qhatuyninpi {n:640} lote kachkan, hinaspa p'anqaqa rutuna wasip satelite linkninpi yaqa huk minutota unan.",
      ],
      fix: "Llapan lotekunap millmankunata huk tapukuyllapi apamuy (WHERE lot_id IN ...) hinaspa memoriapi loteman hina huñuy.",
    },
  },
  {
    id: "oberon-overflow",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.35,
    file: SCALE,
    line: 42,
    defined: 36,
    places: ["Scale.Accumulate", "total := total + grams", "PROCEDURE Accumulate(grams: INTEGER)"],
    categories: ["Integer overflow", "CWE-190", "Bale total kept in a 16-bit INTEGER", "Yupay hunt'aykuy"],
    en: {
      titles: [
        "Accumulate keeps the bale total in grams in a 16-bit INTEGER",
        "The scale's running total wraps past 32,767 g",
        "total := total + grams overflows on any bale over 32 kg",
      ],
      facts: [
        "Accumulate adds each fleece to total, an INTEGER, which is 16 bits on the scale's board; a bale passes 32,767 g after a few fleeces and the total wraps negative, so bales of {coop} weighing {kg:48} were printed on their tags at a few kilos and sold by that weight.",
        "The running weight overflows its integer type.",
      ],
      fix: "Keep the total as LONGINT (or in tens of grams) and refuse a total past the bale limit.",
    },
    qu: {
      titles: [
        "Accumulate fardop gramo yupayninta 16-bit INTEGER nisqapi waqaychan",
        "Balanzap yupayninqa 32,767 g nisqamanta muyurin",
      ],
      facts: [
        "Accumulate sapa millmata total nisqaman yapan, chayqa INTEGER, balanzap placanpiqa 16 bit; fardoqa pisi millmakunamanta 32,767 g nisqata yallin hinaspa yupayqa negativoman muyurin, chayrayku {kg:48} llasaq {coop} nisqap fardonkunaqa etiquetanpi pisi kilollawan qillqasqa karqa hinaspa chay llasawan qhatusqa.",
      ],
      fix: "Totalta LONGINT nisqapi waqaychay (utaq chunka gramokunapi), hinaspa fardo limitemanta yallisqa totalta ama chaskiychu.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; qu: string })[] = [
  {
    id: "remark-payouts-header",
    agent: "security",
    file: PAYOUTS,
    line: 1,
    place: "coop-payouts",
    en: "Document who may call each public function of the contract",
    qu: "Contratop sapa public funcionninta pikuna waqyanman chayta qillqay",
  },
  {
    id: "remark-shearing-header",
    agent: "reliability",
    file: SHEARING,
    line: 1,
    place: "Shearing",
    en: "State the cooperative's shearing rules that the module models at its top",
    qu: "Moduloq qallariyninpi cooperativap rutuy kamachikuyninkunata qillqay",
  },
  {
    id: "remark-survey-codebook",
    agent: "reliability",
    file: SURVEY,
    line: 1,
    place: "herd2026.sps",
    en: "Add the survey's codebook as a comment block before the first command",
    qu: "Encuestap codigo librontaqa ñawpaq kamachiy ñawpaqpi comentario hina yapay",
  },
];

/** How a run writes, kept for the whole run. */
interface FibreStyle extends BilingualRun {
  /** The cooperative by its name (0), its town (1) or its code (2). */
  coop: 0 | 1 | 2;
  /** Weights in kilograms (0), pounds (1) or arrobas (2). */
  weight: 0 | 1 | 2;
  /** Fibre diameters in `µm` (0), `micras` (1) or `micrones` (2). */
  micron: 0 | 1 | 2;
  /** Money as `S/ 1,250` (0), `PEN 1250` (1) or `1,250 soles` (2). */
  money: 0 | 1 | 2;
  /** Quechua in the older five-vowel spelling. */
  fiveVowels: boolean;
  /** Quechua's ejectives with a curly apostrophe. */
  curly: boolean;
  /** Clarity functions with their contract and Coq lemmas with their module. */
  qualified: boolean;
  /** Lines where the enclosing definition starts. */
  atDefinition: boolean;
}

const QUECHUA: SecondLanguage = {
  severity: "Llasa kaynin",
  severities: {
    CRITICAL: "ancha hatun",
    HIGH: "hatun",
    MEDIUM: "chawpi",
    LOW: "huch'uy",
    INFO: "willakuylla",
  },
  maintainability: "Allichay atiy",
  minor: "Huch'uylla, ichaqa allichayta yanapan.",
};

/**
 * A Quechua word in the older five-vowel spelling: i and u next to q written e and o (`qullqi`
 * as `qollqe`). Only a word of Quechua's three vowels is touched: code (`sql`, `tx-sender`) and
 * Spanish loans (`tesorero`) are left as they are.
 */
function fiveVowelSpelling(text: string): string {
  return text.replace(/[A-Za-zñÑ'’]+/g, (word) => {
    if (!/^[A-ZÑ]?[a-zñ'’]+$/.test(word) || /[eo]/i.test(word) || !/q/i.test(word)) return word;
    return word
      .replace(/(q[h'’]?)([iu])/gi, (_, q: string, v: string) => q + (v.toLowerCase() === "i" ? "e" : "o"))
      .replace(/([iu])(q)/gi, (_, v: string, q: string) => (v.toLowerCase() === "i" ? "e" : "o") + q);
  });
}

/** `n` grouped in thousands with commas. */
function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** An amount of money as the run writes it. */
function soles(amount: number, style: FibreStyle): string {
  if (style.money === 1) return `PEN ${amount}`;
  if (style.money === 2) return `${grouped(amount)} soles`;
  return `S/ ${grouped(amount)}`;
}

/** A weight in kilograms, as the run writes it: in kilograms, pounds or arrobas (11.5 kg). */
function weight(kg: number, style: FibreStyle): string {
  if (style.weight === 1) return `${grouped(Math.round(kg * 2.20462))} lb`;
  if (style.weight === 2) {
    const arrobas = Math.round((kg / 11.5) * 10) / 10;
    return `${arrobas} ${style.otherLanguage ? "arroba" : "arrobas"}`;
  }
  return `${grouped(kg)} kg`;
}

/** A fibre diameter given in tenths of a micron, as the run writes it. */
function diameter(tenths: number, style: FibreStyle): string {
  const value = (tenths / 10).toFixed(1);
  return `${value} ${["µm", "micras", "micrones"][style.micron]}`;
}

/** The cooperative as the run names it, in the run's language. */
function named(style: FibreStyle): string {
  if (style.coop === 2) return "CP-07";
  if (style.coop === 1) return "Macusani";
  return style.otherLanguage ? "Pachamama huñu" : "the Pachamama cooperative";
}

/** `text` with the cooperative, weights, diameters, money and numbers as the run writes them. */
function written(text: string, style: FibreStyle): string {
  const filled = text
    .replaceAll("{coop}", named(style))
    .replace(/\{soles:([0-9]+)\}/g, (_, n: string) => soles(Number(n), style))
    .replace(/\{kg:([0-9]+)\}/g, (_, n: string) => weight(Number(n), style))
    .replace(/\{um:([0-9]+)\}/g, (_, n: string) => diameter(Number(n), style))
    .replace(/\{n:([0-9]+)\}/g, (_, n: string) => grouped(Number(n)));
  if (!style.otherLanguage) return filled;
  const spelled = style.fiveVowels ? fiveVowelSpelling(filled) : filled;
  return style.curly ? spelled.replace(/([ptkq]h?|ch)'/g, "$1’") : spelled;
}

/** `runs` runs of the three agents over the alpaca cooperative's code, with each finding's true issue. */
export function alpacaRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], FibreStyle>(
    {
      name: "alpaca",
      issues: ISSUES,
      remarks: REMARKS,
      language: QUECHUA,
      words: (issue, otherLanguage) => (otherLanguage ? issue.qu : issue.en),
      said: (remark) => remark.qu,
      habits: (random) => {
        const coop = random();
        const weight = random();
        const micron = random();
        const money = random();
        const fiveVowels = random() < 0.4;
        const curly = random() < 0.3;
        const qualified = random() < 0.3;
        const atDefinition = random() < 0.2;
        return {
          coop: coop < 0.5 ? 0 : coop < 0.8 ? 1 : 2,
          weight: weight < 0.6 ? 0 : weight < 0.8 ? 1 : 2,
          micron: micron < 0.5 ? 0 : micron < 0.8 ? 1 : 2,
          money: money < 0.5 ? 0 : money < 0.8 ? 1 : 2,
          fiveVowels,
          curly,
          qualified,
          atDefinition,
        };
      },
      written: (text, _issue, run) => written(text, run),
      writing: (issue, run) => ({
        // The catalogue's titles are capitalised where they begin with a word, not with code.
        titled: (title) => title,
        symbol: (place) =>
          run.qualified && issue.qualified !== undefined && place === issue.places[0]
            ? issue.qualified
            : place,
        located: (drawn) =>
          run.atDefinition && issue.defined !== undefined && drawn.line !== undefined
            ? { ...drawn, line: Math.max(1, drawn.line - (issue.line - issue.defined)) }
            : drawn,
      }),
      finished: (finding, _issue, run) =>
        run.otherLanguage ? { ...finding, category: written(finding.category, run) } : finding,
      remarked: (finding, _remark, run) =>
        run.otherLanguage
          ? {
              ...finding,
              title: written(finding.title, run),
              description: written(finding.description, run),
              category: written(finding.category, run),
            }
          : finding,
    },
    options,
  );
}
