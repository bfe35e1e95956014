/**
 * The seventy-sixth held-out generator family for grouping quality (issue #12): a trekking
 * agency's systems as its repository keeps them: the lodge booking site in ReasonML, the permit
 * relay in Pike, the porters' load rules proved in Agda, the acclimatisation planner in Octave,
 * the browser altimeter in WebAssembly text and the deployment in KCL, reviewed by runs of which
 * some write in Nepali. None of these formats or that language appear anywhere else in the tests.
 *
 * Written at the start of the stop that reads the seventy-fourth, before the seventy-fourth's
 * errors were read, to take its place as a check; committed before anything was run on it; never
 * tuned against. Self-contained: its own catalogue and its own model of how reports vary, its
 * numbers from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - ReasonML functions and components, Pike functions, Agda postulates, Octave functions,
 *    WebAssembly functions and KCL attributes as places;
 *  - a WebAssembly function named with its `$` sigil or without it, and a Pike function bare
 *    (`lookup_permit`) or with its types (`string lookup_permit(string tims)`), each a habit of
 *    the whole run;
 *  - a run that counts lines from zero, one line before the others, a habit of the whole run;
 *  - Nepali, written by some runs with Devanagari digits (`५,३६४`) and by others with ASCII
 *    digits, a habit of the run; amounts grouped in lakhs (`1,50,000`) or in thousands
 *    (`150,000`), a habit of the run;
 *  - a lodge named by its name (`Namche Lodge`), its village (`Namche Bazaar`) or its code
 *    (`LDG-04`); heights in metres or in feet; money as `Rs 2,500`, `NPR 2500` or `रु. 2,500`;
 *    one habit a run each;
 *  - categories as plain words, CWE ids, the field's own terms (`Feet limit applied to metres`)
 *    or in Nepali;
 *  - twins: two postulates of the load proof, each an unproven step in one file; four issues of
 *    the permit relay, one a hard-coded token; a hard-coded token in the relay and a hard-coded
 *    password in the deployment; two issues of the planner; remarks on the relay and the proof
 *    beside their issues.
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

const BOOKING = "booking/src/Booking.re";
const GUEST = "booking/src/GuestCard.re";
const PERMITS = "relay/permits.pike";
const LOAD = "porters/Load.agda";
const PLANNER = "altitude/acclimatise.m";
const ALTIMETER = "web/altimeter.wat";
const DEPLOY = "deploy/lodges.k";

type Agent = "security" | "reliability" | "performance";

/** A lodge as its name, its village and its code name it. */
interface Lodge {
  name: string;
  village: string;
  code: string;
  /** Its name and village in Nepali. */
  ne: { name: string; village: string };
}

/**
 * An issue of the family. `{lodge}` is the lodge as the run names it; `{money:N}` an amount of
 * rupees, `{m:N}` a height in metres and `{n:N}` a plain number, each as the run writes them.
 */
interface TrekIssue extends CataloguedIssue<Agent> {
  en: Wording;
  ne: Wording;
  lodge: Lodge;
  /** A Pike function's return and argument types, where the issue's usual place is that function. */
  typed?: string;
}

const NAMCHE: Lodge = {
  name: "Namche Lodge",
  village: "Namche Bazaar",
  code: "LDG-04",
  ne: { name: "नाम्चे लज", village: "नाम्चे बजार" },
};
const DINGBOCHE: Lodge = {
  name: "Snow Lion Lodge",
  village: "Dingboche",
  code: "LDG-11",
  ne: { name: "स्नो लायन लज", village: "डिङबोचे" },
};
const LOBUCHE: Lodge = {
  name: "Khumbu Resort",
  village: "Lobuche",
  code: "LDG-17",
  ne: { name: "खुम्बु रिसोर्ट", village: "लोबुचे" },
};

/** A hard-coded secret: each file its own issue. */
function hardCoded(
  id: string,
  file: string,
  line: number,
  rate: number,
  places: readonly [string, string, string],
  term: string,
  en: Wording,
  ne: Wording,
): TrekIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file,
    line,
    lodge: NAMCHE,
    places,
    categories: ["Hard-coded credentials", "CWE-798", term, "स्रोत कोडमा लेखिएको गोप्य कुरा"],
    en,
    ne,
  };
}

/** A postulate of the load proof: each its own issue. */
function postulated(
  id: string,
  line: number,
  rate: number,
  places: readonly [string, string, string],
  term: string,
  en: Wording,
  ne: Wording,
): TrekIssue {
  return {
    id,
    agent: "reliability",
    severity: "MEDIUM",
    rate,
    file: LOAD,
    line,
    lodge: DINGBOCHE,
    places,
    categories: ["Unproven assumption", "CWE-1068", term, "अप्रमाणित मान्यता"],
    en,
    ne,
  };
}

const ISSUES: TrekIssue[] = [
  {
    id: "re-double-booking",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.45,
    file: BOOKING,
    line: 58,
    lodge: NAMCHE,
    places: ["reserve", "Booking.reserve", "let%Await free = Beds.available(lodge, night)"],
    categories: ["Race condition", "CWE-362", "Bed sold twice between check and reserve", "रेस कन्डिसन"],
    en: {
      titles: [
        "Booking.reserve can sell the last bed twice",
        "The availability check and the reservation in reserve are not atomic",
        "Two trekkers booking the same night at once both get the bed",
      ],
      facts: [
        "reserve awaits Beds.available(lodge, night) and only then inserts the reservation, with no lock or unique constraint between the two; in the spring season two groups booked the last dormitory bed at {lodge} for one night within a second of each other, both were charged {money:2500}, and one porter slept in the dining room.",
        "Two concurrent bookings pass the availability check before either inserts.",
      ],
      fix: "Reserve in one statement that fails when the bed is taken (a unique index on lodge, bed and night, or UPDATE ... WHERE free), and report the conflict to the second booking.",
    },
    ne: {
      titles: [
        "Booking.reserve ले अन्तिम ओछ्यान दुई पटक बेच्न सक्छ",
        "reserve मा उपलब्धता जाँच र आरक्षण एकै पटक (atomic) हुँदैनन्",
      ],
      facts: [
        "reserve ले Beds.available(lodge, night) को प्रतीक्षा गरेपछि मात्र आरक्षण राख्छ, बीचमा कुनै लक वा unique constraint छैन; वसन्तको मौसममा दुई समूहले {lodge} को अन्तिम ओछ्यान एकै रातका लागि एक सेकेन्डभित्र बुक गरे, दुवैबाट {money:2500} लियो र एक भरिया भान्सामा सुते।",
      ],
      fix: "ओछ्यान लिइसकेको बेला असफल हुने एउटै statement मा आरक्षण गर्नुहोस् (lodge, bed र night मा unique index), र दोस्रो बुकिङलाई द्वन्द्व जनाउनुहोस्।",
    },
  },
  {
    id: "re-guest-xss",
    agent: "security",
    severity: "HIGH",
    rate: 0.4,
    file: GUEST,
    line: 23,
    lodge: LOBUCHE,
    places: ["GuestCard.make", 'dangerouslySetInnerHTML={{"__html": guest.name}}', "GuestCard"],
    categories: ["Cross-site scripting", "CWE-79", "Guest name rendered as HTML", "क्रस-साइट स्क्रिप्टिङ"],
    en: {
      titles: [
        "GuestCard renders the guest's name as raw HTML",
        "Stored XSS through the guest name on the lodge's arrivals board",
        "dangerouslySetInnerHTML with guest.name in GuestCard.make",
      ],
      facts: [
        "GuestCard.make passes guest.name to dangerouslySetInnerHTML, and the name comes straight from the public booking form; a booking for {lodge} with a script in the name ran in the browser of every lodge owner who opened the arrivals board, which holds the owner's session for the payouts page.",
        "The guest name from the booking form is injected as HTML.",
      ],
      fix: "Render the name as text, {React.string(guest.name)}, and drop dangerouslySetInnerHTML from the component.",
    },
    ne: {
      titles: [
        "GuestCard ले पाहुनाको नाम कच्चा HTML को रूपमा देखाउँछ",
        "लजको आगमन बोर्डमा पाहुनाको नामबाट stored XSS",
      ],
      facts: [
        "GuestCard.make ले guest.name लाई dangerouslySetInnerHTML मा पठाउँछ र नाम सिधै सार्वजनिक बुकिङ फारमबाट आउँछ; नाममा script भएको {lodge} को एउटा बुकिङ आगमन बोर्ड खोल्ने हरेक लज मालिकको ब्राउजरमा चल्यो, जहाँ भुक्तानी पृष्ठको session हुन्छ।",
      ],
      fix: "नामलाई पाठको रूपमा देखाउनुहोस्, {React.string(guest.name)}, र कम्पोनेन्टबाट dangerouslySetInnerHTML हटाउनुहोस्।",
    },
  },
  {
    id: "pike-sqli",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.5,
    file: PERMITS,
    line: 34,
    lodge: NAMCHE,
    typed: "mapping lookup_permit(string tims)",
    places: [
      "lookup_permit",
      "PermitServer->lookup_permit",
      "sprintf(\"SELECT * FROM permits WHERE tims='%s'\", tims)",
    ],
    categories: ["SQL injection", "CWE-89", "TIMS number spliced into the query", "SQL इन्जेक्सन"],
    en: {
      titles: [
        "lookup_permit builds its SQL with sprintf from the TIMS number",
        "SQL injection in the permit relay's lookup",
        "The TIMS card number reaches the query unescaped",
      ],
      facts: [
        "lookup_permit formats the query with sprintf(\"SELECT * FROM permits WHERE tims='%s'\", tims), and tims is the number the checkpoint's tablet sends as typed; a number ending in ' OR '1'='1 returned every trekker's passport number and itinerary to the checkpoint at {lodge}.",
        "Query built by string formatting from request input.",
      ],
      fix: 'Bind the number, db->query("SELECT * FROM permits WHERE tims = :tims", ([":tims": tims])), and check its form before the query.',
    },
    ne: {
      titles: ["lookup_permit ले TIMS नम्बरबाट sprintf ले SQL बनाउँछ", "अनुमतिपत्र रिलेको खोजीमा SQL इन्जेक्सन"],
      facts: [
        "lookup_permit ले sprintf(\"SELECT * FROM permits WHERE tims='%s'\", tims) ले query बनाउँछ, र tims चेकपोस्टको ट्याब्लेटले टाइप गरेजस्तै पठाउँछ; ' OR '1'='1 ले अन्त्य हुने नम्बरले {lodge} को चेकपोस्टलाई हरेक पदयात्रीको राहदानी नम्बर र यात्रा तालिका फर्कायो।",
      ],
      fix: 'नम्बरलाई bind गर्नुहोस्, db->query("SELECT * FROM permits WHERE tims = :tims", ([":tims": tims])), र query अघि यसको ढाँचा जाँच्नुहोस्।',
    },
  },
  hardCoded(
    "pike-token",
    PERMITS,
    12,
    0.35,
    ["NTB_TOKEN", "constant NTB_TOKEN", "create"],
    "Park service token in the relay's source",
    {
      titles: [
        "The national park service's API token is a constant in permits.pike",
        "NTB_TOKEN is committed with the relay's source",
        "Hard-coded permit service token in the relay",
      ],
      facts: [
        "permits.pike declares constant NTB_TOKEN with the live token of the park's permit service, and the repository is shared with the lodge owners who build the booking site; anyone with a clone can issue and cancel permits in the agency's name.",
        "A live service token sits in the source.",
      ],
      fix: "Read the token from the environment or the relay's secret store at start, rotate the one in the history, and fail at start when it is missing.",
    },
    {
      titles: [
        "राष्ट्रिय निकुञ्ज सेवाको API token permits.pike मा constant को रूपमा छ",
        "रिलेमा अनुमतिपत्र सेवाको token हार्ड-कोड गरिएको छ",
      ],
      facts: [
        "permits.pike ले निकुञ्जको अनुमतिपत्र सेवाको चालू token सहित constant NTB_TOKEN घोषणा गर्छ, र यो repository बुकिङ साइट बनाउने लज मालिकहरूसँग साझा छ; clone भएको जो कोहीले एजेन्सीको नाममा अनुमतिपत्र जारी र रद्द गर्न सक्छ।",
      ],
      fix: "सुरुमा token वातावरण वा रिलेको गोप्य भण्डारबाट पढ्नुहोस्, इतिहासमा भएको token बदल्नुहोस्।",
    },
  ),
  {
    id: "pike-expiry",
    agent: "reliability",
    severity: "MEDIUM",
    rate: 0.35,
    file: PERMITS,
    line: 52,
    lodge: LOBUCHE,
    typed: "int(0..1) permit_valid(mapping permit, string today)",
    places: ["permit_valid", "PermitServer->permit_valid", "permit->expiry > today"],
    categories: ["Incorrect comparison", "CWE-697", "Permit dates compared as DD/MM/YYYY text", "गलत तुलना"],
    en: {
      titles: [
        "permit_valid compares DD/MM/YYYY dates as strings",
        "An expired permit passes the checkpoint when its day is later in the month",
        "permit->expiry > today orders dates by their day first",
      ],
      facts: [
        "permit_valid returns permit->expiry > today where both are strings in DD/MM/YYYY form, so 28/09 is later than 03/10; at {lodge} a trekker whose permit ran out {n:5} days before was waved through, and a valid permit dated 02/11 was refused on 30/10.",
        "Dates in day-first text do not sort by time.",
      ],
      fix: "Parse both dates (Calendar.dwim_day) and compare the days, or keep ISO dates throughout.",
    },
    ne: {
      titles: [
        "permit_valid ले DD/MM/YYYY मितिहरू string को रूपमा तुलना गर्छ",
        "म्याद सकिएको अनुमतिपत्र महिनाको पछिल्लो दिन भए चेकपोस्ट पार गर्छ",
      ],
      facts: [
        "permit_valid ले permit->expiry > today फर्काउँछ, दुवै DD/MM/YYYY ढाँचाका string हुन्, त्यसैले 28/09, 03/10 भन्दा पछि ठहरिन्छ; {lodge} मा {n:5} दिनअघि म्याद सकिएको पदयात्रीलाई जान दिइयो।",
      ],
      fix: "दुवै मिति parse गरेर (Calendar.dwim_day) दिन तुलना गर्नुहोस्, वा सबैतिर ISO मिति राख्नुहोस्।",
    },
  },
  {
    id: "pike-log",
    agent: "performance",
    severity: "LOW",
    rate: 0.3,
    file: PERMITS,
    line: 77,
    lodge: NAMCHE,
    typed: "int count_today(string checkpoint)",
    places: ["count_today", "PermitServer->count_today", "Stdio.read_file(LOG_PATH)"],
    categories: [
      "Inefficient file access",
      "CWE-1050",
      "Whole permit log read on each request",
      "अकुशल फाइल पठन",
    ],
    en: {
      titles: [
        "count_today reads the whole permit log on every request",
        "The relay rereads permits.log to count one day's permits",
        "Stdio.read_file of the full log in count_today",
      ],
      facts: [
        "count_today calls Stdio.read_file(LOG_PATH) and splits the whole log to count today's lines for one checkpoint; the log holds every permit since the relay went up, {n:180000} lines by October, and each checkpoint's tablet asks every half minute, so the relay at {lodge} spends most of its time reading.",
        "The full log is read and split per request.",
      ],
      fix: "Keep a count per checkpoint and day in memory, updated as permits are logged, or rotate the log daily.",
    },
    ne: {
      titles: [
        "count_today ले हरेक अनुरोधमा पूरै अनुमतिपत्र लग पढ्छ",
        "एक दिनका अनुमतिपत्र गन्न रिलेले permits.log फेरि पढ्छ",
      ],
      facts: [
        "count_today ले Stdio.read_file(LOG_PATH) बोलाएर एउटा चेकपोस्टका आजका लाइन गन्न पूरै लग विभाजन गर्छ; लगमा रिले सुरु भएदेखिका सबै अनुमतिपत्र छन्, अक्टोबरसम्म {n:180000} लाइन, र हरेक ट्याब्लेटले आधा मिनेटमा सोध्छ, त्यसैले {lodge} को रिले प्रायः पढ्दै बस्छ।",
      ],
      fix: "प्रत्येक चेकपोस्ट र दिनको गन्ती मेमोरीमा राख्नुहोस्, वा लग दैनिक घुमाउनुहोस्।",
    },
  },
  postulated(
    "agda-add",
    21,
    0.35,
    ["add-≤", "Porters.Load.add-≤", "postulate add-≤ : ∀ l p → l ≤ limit → l + p ≤ limit"],
    "Load limit proved from a false postulate",
    {
      titles: [
        "The load-limit proof rests on the postulate add-≤, which is false",
        "add-≤ postulates that adding a parcel keeps a load within the limit",
        "Porters.Load proves within-limit from an unproven add-≤",
      ],
      facts: [
        "within-limit, the theorem the booking site cites for porters' loads, uses add-≤ : ∀ l p → l ≤ limit → l + p ≤ limit, which is postulated and false for any parcel heavier than zero; the checked loads at {lodge} reached {n:38} kg against the limit of {n:30} while the proof still type-checked.",
        "A false postulate makes the load theorem vacuous.",
      ],
      fix: "Remove the postulate, prove within-limit from the actual check (l + p ≤ limit as a premise), and build with --safe so postulates are refused.",
    },
    {
      titles: [
        "भार सीमाको प्रमाण गलत postulate add-≤ मा आधारित छ",
        "add-≤ ले पार्सल थप्दा भार सीमाभित्रै रहन्छ भनी मानिलिन्छ",
      ],
      facts: [
        "भरियाको भारका लागि बुकिङ साइटले उद्धृत गर्ने प्रमेय within-limit ले add-≤ : ∀ l p → l ≤ limit → l + p ≤ limit प्रयोग गर्छ, जुन postulate हो र शून्यभन्दा गह्रौं पार्सलका लागि गलत हो; {lodge} मा जाँचिएका भार {n:30} को सीमामा {n:38} kg पुगे तर प्रमाण type-check भइरह्यो।",
      ],
      fix: "postulate हटाउनुहोस्, वास्तविक जाँचबाट within-limit प्रमाणित गर्नुहोस्, र --safe सँग build गर्नुहोस्।",
    },
  ),
  postulated(
    "agda-altitude",
    48,
    0.3,
    [
      "reduce-mono",
      "Porters.Load.reduce-mono",
      "postulate reduce-mono : ∀ a b → a ≤ b → reduced b ≤ reduced a",
    ],
    "Altitude reduction proved from a postulate",
    {
      titles: [
        "reduce-mono is postulated, and reduced is not monotone above 5,000 m",
        "The altitude reduction of the load limit is assumed, not proved",
        "Porters.Load postulates reduce-mono for the reduced limit",
      ],
      facts: [
        "The limit above base camp is reduced a (a step function of altitude in hundreds of metres) and its safety lemma reduce-mono is postulated; the table in reduced has its 5,000 and 5,200 rows swapped, so porters at {lodge} ({m:4940}) were allowed more than those lower down, and nothing checked it.",
        "An unproven monotonicity lemma hides a wrong table row.",
      ],
      fix: "Prove reduce-mono by cases on the table, which exposes the swapped rows, and build with --safe.",
    },
    {
      titles: [
        "reduce-mono postulate गरिएको छ, र reduced ५,००० मिटरमाथि monotone छैन",
        "भार सीमाको उचाइ अनुसारको कटौती प्रमाणित होइन, मानिएको मात्र हो",
      ],
      facts: [
        "आधार शिविरमाथिको सीमा reduced a हो र यसको सुरक्षा lemma reduce-mono postulate गरिएको छ; reduced को तालिकामा ५,००० र ५,२०० का पङ्क्ति साटिएका छन्, त्यसैले {lodge} ({m:4940}) का भरियालाई तलका भन्दा बढी भार दिइयो, र कसैले जाँचेन।",
      ],
      fix: "तालिकामा case अनुसार reduce-mono प्रमाणित गर्नुहोस्, जसले साटिएका पङ्क्ति देखाउँछ, र --safe सँग build गर्नुहोस्।",
    },
  ),
  {
    id: "octave-feet",
    agent: "reliability",
    severity: "HIGH",
    rate: 0.4,
    file: PLANNER,
    line: 17,
    lodge: DINGBOCHE,
    places: ["acclimatise", "max_gain = 1640", "function plan = acclimatise(route)"],
    categories: ["Unit mismatch", "CWE-682", "Feet limit applied to metres", "एकाइ बेमेल"],
    en: {
      titles: [
        "acclimatise allows 1,640 m of sleeping gain a day: the limit is in feet",
        "The planner's ascent limit mixes feet and metres",
        "max_gain = 1640 compares a feet guideline with heights in metres",
      ],
      facts: [
        "acclimatise sets max_gain = 1640, the guideline's 500 m written in feet, and compares it with the route's sleeping heights in metres; a plan from Lukla to {lodge} ({m:4410}) in two nights passed, where the guideline asks for at least four above {m:3000}.",
        "The daily ascent limit is in the wrong unit.",
      ],
      fix: "Set max_gain = 500 with the unit in its name (max_gain_m), and check the route table's unit when it is read.",
    },
    ne: {
      titles: [
        "acclimatise ले दिनमा १,६४० मिटर सुत्ने उचाइ बढ्न दिन्छ: सीमा फिटमा छ",
        "योजनाकारको आरोहण सीमाले फिट र मिटर मिसाउँछ",
      ],
      facts: [
        "acclimatise ले max_gain = 1640 राख्छ, जुन निर्देशिकाको ५०० मिटर फिटमा लेखिएको हो, र यसलाई मिटरमा भएको मार्गको सुत्ने उचाइसँग तुलना गर्छ; लुक्लाबाट {lodge} ({m:4410}) सम्म दुई रातको योजना पास भयो, जहाँ {m:3000} माथि कम्तीमा चार रात चाहिन्छ।",
      ],
      fix: "एकाइ नाममै राखेर max_gain = 500 राख्नुहोस् (max_gain_m), र मार्ग तालिका पढ्दा यसको एकाइ जाँच्नुहोस्।",
    },
  },
  {
    id: "octave-grow",
    agent: "performance",
    severity: "LOW",
    rate: 0.3,
    file: PLANNER,
    line: 40,
    lodge: DINGBOCHE,
    places: ["build_schedule", "schedule(end+1) = day", "for d = 1:numel(route)"],
    categories: ["Inefficient algorithm", "CWE-1046", "Schedule grown one day at a time", "अकुशल एल्गोरिदम"],
    en: {
      titles: [
        "build_schedule grows its struct array one day at a time",
        "schedule(end+1) = day in a loop reallocates the whole schedule",
        "Quadratic copying in the planner's build_schedule",
      ],
      facts: [
        "build_schedule appends each day with schedule(end+1) = day inside for d = 1:numel(route), and each append copies the struct array; the season's batch run over {n:2400} itineraries, all passing {lodge}, now takes most of an hour.",
        "The schedule is grown by copying on each append.",
      ],
      fix: "Preallocate schedule = repmat(day0, 1, numel(route)) and fill it by index.",
    },
    ne: {
      titles: [
        "build_schedule ले struct array एक दिन एक दिन गरेर बढाउँछ",
        "लूपमा schedule(end+1) = day ले पूरै तालिका फेरि बनाउँछ",
      ],
      facts: [
        "build_schedule ले for d = 1:numel(route) भित्र schedule(end+1) = day ले हरेक दिन थप्छ र हरेक थपाइले struct array प्रतिलिपि गर्छ; {lodge} भएर जाने {n:2400} यात्रा तालिकाको मौसमी ब्याच अब झन्डै एक घण्टा लिन्छ।",
      ],
      fix: "schedule = repmat(day0, 1, numel(route)) ले पहिल्यै ठाउँ छुट्याएर index अनुसार भर्नुहोस्।",
    },
  },
  {
    id: "wat-bounds",
    agent: "security",
    severity: "HIGH",
    rate: 0.35,
    file: ALTIMETER,
    line: 29,
    lodge: LOBUCHE,
    places: ["$read_sample", "(i32.load (local.get $i))", "func $read_sample"],
    categories: [
      "Out-of-bounds read",
      "CWE-125",
      "Sample index not checked against the buffer",
      "सीमा बाहिरको पठन",
    ],
    en: {
      titles: [
        "$read_sample loads at an index from JavaScript without a bounds check",
        "The altimeter module reads past its sample buffer",
        "i32.load in $read_sample trusts the caller's index",
      ],
      facts: [
        "$read_sample computes the address from the index the page passes and does (i32.load (local.get $i)) with no check against the buffer's length; the linear memory also holds the calibration key, and a crafted page at {lodge}'s guest Wi-Fi portal read it out through the exported function.",
        "The index is not compared with the buffer length before the load.",
      ],
      fix: "Compare the index with the sample count and trap (unreachable) when it is out of range, and keep the calibration key out of the shared memory.",
    },
    ne: {
      titles: [
        "$read_sample ले JavaScript बाट आएको index मा सीमा जाँच नगरी load गर्छ",
        "अल्टिमिटर मोड्युलले नमुना buffer भन्दा बाहिर पढ्छ",
      ],
      facts: [
        "$read_sample ले पेजले पठाएको index बाट ठेगाना निकालेर buffer को लम्बाइसँग नजाँची (i32.load (local.get $i)) गर्छ; linear memory मा calibration key पनि छ, र {lodge} को अतिथि Wi-Fi पोर्टलको एउटा बनावटी पेजले export गरिएको function बाट त्यो पढ्यो।",
      ],
      fix: "index लाई नमुना सङ्ख्यासँग तुलना गरी दायराबाहिर भए trap (unreachable) गर्नुहोस्।",
    },
  },
  hardCoded(
    "kcl-password",
    DEPLOY,
    9,
    0.35,
    ["lodges.db.password", 'password = "khumbu2024"', "schema Database"],
    "Database password in the deployment config",
    {
      titles: [
        "The bookings database password is written in lodges.k",
        "KCL config commits the production database password",
        "Hard-coded password in the lodges deployment",
      ],
      facts: [
        'lodges.k sets db.password = "khumbu2024" for the production bookings database and the rendered manifests are stored in the same public repository; the password also opens the guest records of every lodge, {lodge} among them.',
        "A production password sits in the config.",
      ],
      fix: 'Reference a secret (option("db_password") fed from the cluster\'s secret store) instead of the literal, and rotate the password.',
    },
    {
      titles: [
        "बुकिङ डाटाबेसको पासवर्ड lodges.k मा लेखिएको छ",
        "KCL config मा उत्पादन डाटाबेसको पासवर्ड commit गरिएको छ",
      ],
      facts: [
        'lodges.k ले उत्पादन बुकिङ डाटाबेसका लागि db.password = "khumbu2024" राख्छ र render गरिएका manifest उही सार्वजनिक repository मा छन्; यही पासवर्डले {lodge} सहित हरेक लजका पाहुनाको अभिलेख खोल्छ।',
      ],
      fix: 'literal को सट्टा secret प्रयोग गर्नुहोस् (cluster को गोप्य भण्डारबाट option("db_password")), र पासवर्ड बदल्नुहोस्।',
    },
  ),
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { agent: Agent; en: string; ne: string })[] = [
  {
    id: "remark-permits-module",
    agent: "security",
    file: PERMITS,
    line: 1,
    place: "PermitServer",
    en: "Document which checkpoint calls each of the relay's functions",
    ne: "रिलेका हरेक function कुन चेकपोस्टले बोलाउँछ भनी लेख्नुहोस्",
  },
  {
    id: "remark-load-header",
    agent: "reliability",
    file: LOAD,
    line: 1,
    place: "module Porters.Load",
    en: "State the load rules of the porters' code of practice at the top of the module",
    ne: "मोड्युलको सुरुमा भरियाको आचारसंहिताका भार नियम लेख्नुहोस्",
  },
  {
    id: "remark-planner-help",
    agent: "performance",
    file: PLANNER,
    line: 1,
    place: "acclimatise.m",
    en: "Give the planner a help text with the units of its inputs",
    ne: "योजनाकारमा यसका इनपुटका एकाइ सहितको सहायता पाठ थप्नुहोस्",
  },
];

/** How a run writes, kept for the whole run. */
interface TrekStyle extends BilingualRun {
  /** A lodge by its name (0), its village (1) or its code (2). */
  lodges: 0 | 1 | 2;
  /** Money as `Rs 2,500` (0), `NPR 2500` (1) or `रु. 2,500` (2). */
  money: 0 | 1 | 2;
  /** Heights in feet, not metres. */
  feet: boolean;
  /** Amounts of a hundred thousand and more grouped in lakhs (`1,80,000`). */
  lakhs: boolean;
  /** A Nepali text writes its numbers in Devanagari digits. */
  devanagari: boolean;
  /** Lines counted from zero. */
  zeroBased: boolean;
  /** WebAssembly functions without their `$` sigil. */
  bare: boolean;
  /** Pike functions with their types. */
  typed: boolean;
}

const NEPALI: SecondLanguage = {
  severity: "गम्भीरता",
  severities: {
    CRITICAL: "अति गम्भीर",
    HIGH: "उच्च",
    MEDIUM: "मध्यम",
    LOW: "न्यून",
    INFO: "जानकारी",
  },
  maintainability: "मर्मतयोग्यता",
  minor: "सानो कुरा हो, तर मर्मत सजिलो बनाउँछ।",
};

/** `n` grouped in thousands, or in lakhs and crores above the first thousand. */
function grouped(n: number, lakhs: boolean): string {
  const text = String(n);
  if (!lakhs || text.length <= 3) return text.replace(/\B(?=(\d{3})+$)/g, ",");
  const head = text.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${text.slice(-3)}`;
}

/** `text` with its ASCII digits as Devanagari digits. */
function devanagari(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0966 + Number(d)));
}

/** A number as the run writes it: grouped its way, in its digits. */
function numeral(n: number, style: TrekStyle): string {
  const text = grouped(n, style.lakhs);
  return style.otherLanguage && style.devanagari ? devanagari(text) : text;
}

/** An amount of rupees as the run writes it. */
function rupees(amount: number, style: TrekStyle): string {
  if (style.money === 1)
    return `NPR ${style.otherLanguage && style.devanagari ? devanagari(String(amount)) : amount}`;
  return `${style.money === 0 ? "Rs" : "रु."} ${numeral(amount, style)}`;
}

/** A height in metres, as the run writes it: in metres or in feet. */
function height(metres: number, style: TrekStyle): string {
  const value = style.feet ? Math.round(metres * 3.28084) : metres;
  const unit = style.otherLanguage ? (style.feet ? "फिट" : "मिटर") : style.feet ? "ft" : "m";
  return `${numeral(value, style)} ${unit}`;
}

/** A lodge as the run names it, in the run's language. */
function named(lodge: Lodge, style: TrekStyle): string {
  if (style.lodges === 2) return lodge.code;
  if (style.lodges === 1) return style.otherLanguage ? lodge.ne.village : lodge.village;
  return style.otherLanguage ? lodge.ne.name : lodge.name;
}

/** `text` with the lodge, money, heights and numbers as the run writes them. */
function written(text: string, issue: TrekIssue, style: TrekStyle): string {
  return text
    .replaceAll("{lodge}", named(issue.lodge, style))
    .replace(/\{money:([0-9]+)\}/g, (_, n: string) => rupees(Number(n), style))
    .replace(/\{m:([0-9]+)\}/g, (_, n: string) => height(Number(n), style))
    .replace(/\{n:([0-9]+)\}/g, (_, n: string) => numeral(Number(n), style));
}

/** `runs` runs of the three agents over the trekking agency's code, with each finding's true issue. */
export function trekkingRuns(options: GeneratorOptions): Generated {
  return drawBilingualRuns<(typeof ISSUES)[number], (typeof REMARKS)[number], TrekStyle>(
    {
      name: "trekking",
      issues: ISSUES,
      remarks: REMARKS,
      language: NEPALI,
      words: (issue, otherLanguage) => (otherLanguage ? issue.ne : issue.en),
      said: (remark) => remark.ne,
      habits: (random) => {
        const lodges = random();
        const money = random();
        const feet = random() < 0.3;
        const lakhs = random() < 0.5;
        const devanagari = random() < 0.5;
        const zeroBased = random() < 0.2;
        const bare = random() < 0.35;
        const typed = random() < 0.25;
        return {
          lodges: lodges < 0.5 ? 0 : lodges < 0.8 ? 1 : 2,
          money: money < 0.5 ? 0 : money < 0.8 ? 1 : 2,
          feet,
          lakhs,
          devanagari,
          zeroBased,
          bare,
          typed,
        };
      },
      written: (text, issue, run) => written(text, issue, run),
      writing: (issue, run) => ({
        symbol: (place) => {
          if (run.typed && issue.typed !== undefined && place === issue.places[0]) return issue.typed;
          if (run.bare && place.startsWith("$")) return place.slice(1);
          return place;
        },
        located: (drawn) =>
          run.zeroBased && drawn.line !== undefined ? { ...drawn, line: Math.max(0, drawn.line - 1) } : drawn,
      }),
      remarked: (finding, _remark, run) =>
        run.zeroBased && finding.line !== undefined
          ? { ...finding, line: Math.max(0, finding.line - 1) }
          : finding,
    },
    options,
  );
}
