/**
 * The twenty-fifth held-out generator family for grouping quality (issue #12): a truck's brake
 * controller, as its model-based toolchain keeps it: C generated from a Simulink model (Embedded
 * Coder), an AUTOSAR software component's ARXML, the CAN database (DBC), CAPL test scripts for
 * CANoe and the hand-written basic software glue in C, reviewed by runs of which some write in
 * Swedish. None of these languages or formats appear anywhere else in the tests.
 *
 * Written after every change to the matcher before it (up to a name written as code read as one
 * word by the contrasts, 3315910) and committed before anything was run on it; to be read for
 * its errors (tuned against) in the stop it was written. Self-contained: its own catalogue and
 * model of how reports vary, its numbers from the project's seeded generator
 * (src/util/random.ts). What it models that the other families do not:
 *  - generated code named by its model and block (`BrakeCtrl/Controller/Saturation`, `BrakeCtrl.slx`)
 *    or by the block's tag in the code's comments (`<S3>/Saturation`), instead of the file;
 *  - an AUTOSAR component named by its short-name path (`/Components/BrakeCtrl_SWC`) and a CAN
 *    message by its frame id (`0x1A0`) or its `BO_` line, one habit a run;
 *  - places as runnables (`Run_BrakeCtrl_10ms`), CAN signals (`BrakePressure_FL`), CAPL event
 *    procedures (`on message BrakeStatus`), Simulink block paths;
 *  - categories as ISO 26262 terms and AUTOSAR C++14 rule ids (`A5-0-2`), besides CWE ids;
 *  - twins: the same missing plausibility check on two wheels' pressure signals (front left,
 *    front right) in one function, and two CAPL test cases waiting a fixed time; remarks a run
 *    makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding } from "../../src/findings/types.js";
import { type Random } from "../../src/util/random.js";
import { type BilingualIssue, drawRuns, severityNudged, symbolDrawn, usually } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type BrakeIssue = BilingualIssue<"sv"> & {
  /** The model's block the code was generated from, for generated files. */
  block?: string;
};

const GENERATED = "src/gen/BrakeCtrl.c";
const GLUE = "src/bsw/Com_Callouts.c";
const ARXML = "arxml/BrakeCtrl_SWC.arxml";
const DBC = "can/VehicleBus.dbc";
const TESTS = "tests/capl/BrakeTests.can";
const NVM = "src/bsw/NvM_BrakeCfg.c";

/** The names a run may write instead of a file, one habit a run. */
const NAMES: Record<string, [string, string]> = {
  [GENERATED]: ["BrakeCtrl.slx", "BrakeCtrl (Simulink model)"],
  [ARXML]: ["/Components/BrakeCtrl_SWC", "BrakeCtrl_SWC (AUTOSAR)"],
  [DBC]: ["VehicleBus (DBC)", "CAN database VehicleBus"],
};

/** A wheel's pressure signal used without a plausibility check: each wheel's its own issue. */
function implausible(id: string, wheel: "FL" | "FR", name: string, line: number, rate: number): BrakeIssue {
  return {
    id,
    agent: "architecture",
    severity: "HIGH",
    rate,
    file: GENERATED,
    line,
    block: `BrakeCtrl/Inputs/Pressure_${wheel}`,
    symbols: [`BrakePressure_${wheel}`, "BrakeCtrl_step", `<S2>/Pressure_${wheel}`],
    categories: ["Missing plausibility check", "ISO 26262-6 7.4.14", "CWE-20"],
    en: {
      titles: [
        `BrakePressure_${wheel} used without a plausibility check`,
        `No range or rate check on the ${name} pressure signal`,
        `Implausible ${name} pressure reaches the controller`,
      ],
      facts: [
        `BrakeCtrl_step reads BrakePressure_${wheel} straight from the RTE and feeds it to the PI controller; a sensor stuck at 0xFFF (signal error) commands full release on the ${name} wheel.`,
        `The ${name} pressure input has no min/max or gradient check before the controller, so a broken sensor wire is read as 250 bar.`,
      ],
      fix: "Check the signal's range, rate and error value, and fall back to the substitute value with a DTC.",
    },
    sv: {
      titles: [
        `BrakePressure_${wheel} används utan rimlighetskontroll`,
        `Ingen gränskontroll av trycket ${name}`,
      ],
      facts: [
        `BrakeCtrl_step läser BrakePressure_${wheel} direkt från RTE och matar regulatorn; en givare som fastnat på 0xFFF ger full lossning.`,
      ],
      fix: "Kontrollera signalens område och felvärde och använd ersättningsvärde med DTC.",
    },
  };
}

/** A CAPL test case that waits a fixed time instead of for the frame: each test case's its own. */
function fixedWait(id: string, testCase: string, ms: number, line: number, rate: number): BrakeIssue {
  return {
    id,
    agent: "performance",
    severity: "LOW",
    rate,
    file: TESTS,
    line,
    symbols: [`testcase ${testCase}()`, testCase, `testWaitForTimeout(${ms})`],
    categories: ["Flaky test", "Test timing", "Performance"],
    en: {
      titles: [
        `${testCase} waits a fixed ${ms} ms instead of for the frame`,
        `Fixed testWaitForTimeout(${ms}) in ${testCase}`,
        `${testCase} is slow and flaky on a loaded bus`,
      ],
      facts: [
        `${testCase} calls testWaitForTimeout(${ms}) and then reads the last BrakeStatus, which passes on an idle bus and fails when the frame is late under load.`,
        `Each run of ${testCase} spends ${ms} ms waiting even when the frame came at once.`,
      ],
      fix: "Use testWaitForMessage(BrakeStatus, timeout) and check the frame that arrived.",
    },
    sv: {
      titles: [`${testCase} väntar fast ${ms} ms i stället för på ramen`],
      facts: [`${testCase} anropar testWaitForTimeout(${ms}) och läser sedan senaste BrakeStatus.`],
      fix: "Använd testWaitForMessage(BrakeStatus, timeout).",
    },
  };
}

const ISSUES: BrakeIssue[] = [
  implausible("plaus-fl", "FL", "front left", 212, 0.7),
  implausible("plaus-fr", "FR", "front right", 219, 0.55),
  {
    id: "saturation-overflow",
    agent: "architecture",
    severity: "CRITICAL",
    rate: 0.6,
    file: GENERATED,
    line: 264,
    block: "BrakeCtrl/Controller/Saturation",
    symbols: ["<S3>/Saturation", "BrakeCtrl_step", "rtb_Sum1"],
    categories: ["Integer overflow", "CWE-190", "A4-7-1"],
    en: {
      titles: [
        "int16 sum overflows before the Saturation block limits it",
        "Wrap-around in rtb_Sum1 ahead of the saturation",
        "Controller output can wrap from full apply to full release",
      ],
      facts: [
        "The PI sum rtb_Sum1 is computed in int16 with wrap-on-overflow and only then saturated, so a large error wraps to a negative command: full apply becomes full release.",
        "The model's Saturation block comes after an int16 Sum whose 'Saturate on integer overflow' is off.",
      ],
      fix: "Turn on saturation on overflow in the Sum block or widen it to int32 before the limit.",
    },
    sv: {
      titles: ["int16-summan slår runt före Saturation-blocket"],
      facts: [
        "PI-summan rtb_Sum1 beräknas i int16 utan mättning och begränsas först efteråt; ett stort fel slår runt till lossning.",
      ],
      fix: "Slå på mättning vid överflöd i Sum-blocket.",
    },
  },
  {
    id: "rte-timing",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: ARXML,
    line: 88,
    symbols: ["Run_BrakeCtrl_10ms", "TIMING-EVENT", "<PERIOD>0.01</PERIOD>"],
    categories: ["Timing", "Deadline", "ISO 26262-6 7.4.17"],
    en: {
      titles: [
        "Run_BrakeCtrl_10ms mapped to the 10 ms task after the 50 ms communication runnable",
        "Brake runnable's timing event does not match the pressure signal's period",
        "Controller runs on data up to 40 ms old",
      ],
      facts: [
        "The TIMING-EVENT of Run_BrakeCtrl_10ms has PERIOD 0.01 but the pressure signals arrive in a 50 ms frame, so four of five runs work on stale data with no age check.",
        "The ARXML maps the runnable with no data-received event, so the controller cannot tell fresh pressure from old.",
      ],
      fix: "Trigger the runnable on the data-received event or check the signal's age.",
    },
    sv: {
      titles: ["Run_BrakeCtrl_10ms körs på data som kan vara 40 ms gammal"],
      facts: ["TIMING-EVENT för Run_BrakeCtrl_10ms har PERIOD 0.01 men trycket kommer i en 50 ms-ram."],
      fix: "Trigga på data-received-händelsen.",
    },
  },
  {
    id: "dbc-no-crc",
    agent: "security",
    severity: "HIGH",
    rate: 0.6,
    file: DBC,
    line: 141,
    symbols: ["BO_ 416 BrakeStatus", "BrakeStatus", "0x1A0"],
    categories: ["Missing message authentication", "CWE-345", "End-to-end protection"],
    en: {
      titles: [
        "BrakeStatus (0x1A0) has no CRC or alive counter",
        "No end-to-end protection on BrakeStatus",
        "Brake status frame can be spoofed or repeated on the bus",
      ],
      facts: [
        "BO_ 416 BrakeStatus defines the pressure signals but no E2E CRC or counter, so a stuck or spoofed frame on the bus is accepted as fresh.",
        "Any node on the vehicle bus can send 0x1A0 and the brake controller takes it as the wheel pressures.",
      ],
      fix: "Add an AUTOSAR E2E profile (CRC and alive counter) to the frame and check it in the receiver.",
    },
    sv: {
      titles: ["BrakeStatus (0x1A0) saknar CRC och räknare"],
      facts: ["BO_ 416 BrakeStatus har inget E2E-skydd; en förfalskad ram accepteras som färsk."],
      fix: "Lägg till en E2E-profil med CRC och räknare.",
    },
  },
  {
    id: "callout-buffer",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.65,
    file: GLUE,
    line: 57,
    symbols: [
      "Com_RxCallout_Diag",
      "memcpy(diagBuf, PduInfoPtr->SduDataPtr, PduInfoPtr->SduLength)",
      "diagBuf",
    ],
    categories: ["Buffer overflow", "CWE-120", "A5-2-5"],
    en: {
      titles: [
        "Com_RxCallout_Diag copies SduLength bytes into an 8-byte buffer",
        "Unbounded memcpy into diagBuf",
        "Diagnostic frame length trusted in the Rx callout",
      ],
      facts: [
        "Com_RxCallout_Diag copies PduInfoPtr->SduLength bytes into diagBuf[8]; a CAN FD diagnostic frame of 64 bytes overwrites the stack.",
        "The length comes from the bus and is never compared with sizeof diagBuf.",
      ],
      fix: "Reject frames longer than sizeof(diagBuf) before the copy.",
    },
    sv: {
      titles: ["Com_RxCallout_Diag kopierar SduLength byte till en 8-byte-buffert"],
      facts: [
        "Com_RxCallout_Diag kopierar PduInfoPtr->SduLength byte till diagBuf[8]; en CAN FD-ram på 64 byte skriver över stacken.",
      ],
      fix: "Avvisa ramar längre än sizeof(diagBuf).",
    },
  },
  {
    id: "nvm-write-cycles",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: NVM,
    line: 33,
    symbols: ["NvM_WriteBlock(NVM_BLOCK_BRAKE_WEAR)", "BrakeWear_Store", "NVM_BLOCK_BRAKE_WEAR"],
    categories: ["Flash wear", "Resource exhaustion", "Reliability"],
    en: {
      titles: [
        "Brake wear block written to flash every 100 ms",
        "NvM_WriteBlock in a cyclic runnable wears out the data flash",
        "BrakeWear_Store exceeds the flash's write endurance",
      ],
      facts: [
        "BrakeWear_Store calls NvM_WriteBlock(NVM_BLOCK_BRAKE_WEAR) from the 100 ms runnable; at 100,000 cycles per sector the data flash wears out within months of driving.",
        "The block is rewritten even when the wear value did not change.",
      ],
      fix: "Write the block at shutdown (NvM_WriteAll) or when the value changes by a threshold.",
    },
    sv: {
      titles: ["Slitageblocket skrivs till flash var 100:e ms"],
      facts: [
        "BrakeWear_Store anropar NvM_WriteBlock från 100 ms-runnablen; flashminnet slits ut inom månader.",
      ],
      fix: "Skriv blocket vid avstängning eller vid ändring.",
    },
  },
  fixedWait("wait-abs", "TC_AbsActivation", 500, 44, 0.5),
  fixedWait("wait-release", "TC_BrakeRelease", 200, 71, 0.4),
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; symbol: string; title: string; category: string }[] =
  [
    {
      id: "remark-signal-units",
      file: DBC,
      line: 145,
      symbol: "SG_ BrakePressure_FL",
      title: "Give the pressure signals a unit",
      category: "Documentation",
    },
    {
      id: "remark-capl-names",
      file: TESTS,
      line: 10,
      symbol: "variables",
      title: "Name the test timers after what they time",
      category: "Readability",
    },
    {
      id: "remark-magic-gain",
      file: GENERATED,
      line: 240,
      symbol: "rtP.Kp",
      title: "Controller gain has no comment on its source",
      category: "Maintainability",
    },
  ];

/** How one run writes: its habits, kept for the whole run. */
interface Style {
  swedish: boolean;
  /** Files named by their model, component or database (1 or 2), or by path (0). */
  naming: 0 | 1 | 2;
  /** Generated code placed at its model's block instead of a file line. */
  blocks: boolean;
  lines: boolean;
}

function styleOf(random: Random, v: number): Style {
  const named = random() < v * 0.6;
  return {
    swedish: random() < 0.3,
    naming: named ? (random() < 0.5 ? 1 : 2) : 0,
    blocks: random() < v * 0.35,
    lines: random() >= v * 0.15,
  };
}

function fileOf(issue: { file: string; block?: string }, style: Style, random: Random, v: number): string {
  // A run reading the model names the block, not the generated file.
  if (style.blocks && issue.block !== undefined) return issue.block;
  const names = NAMES[issue.file];
  if (names && style.naming > 0) return names[style.naming - 1]!;
  return random() < v * 0.2 ? issue.file.slice(issue.file.lastIndexOf("/") + 1) : issue.file;
}

/** One run's report of one issue. */
function reportOf(issue: BrakeIssue, style: Style, random: Random, v: number): Finding {
  const words = style.swedish ? issue.sv : issue.en;
  const severity = severityNudged(issue.severity, v * 0.3, random);
  const category = usually(issue.categories, v, random);
  const title = usually(words.titles, v, random);
  const fact = usually(words.facts, v, random);
  const file = fileOf(issue, style, random, v);
  const atBlock = file === issue.block;
  let line: number | undefined;
  // A block has no line; a file line is now and then off.
  if (!atBlock && style.lines && random() >= v * 0.1)
    line = Math.max(1, issue.line + Math.round((random() * 2 - 1) * (v > 0.5 ? 5 : 2)));
  const symbol = symbolDrawn(issue.symbols, random, v);
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: `${fact} ${words.fix}`,
    file,
    ...(symbol !== undefined && { symbol }),
    ...(line !== undefined && { line }),
  };
}

function remarkOf(remark: (typeof REMARKS)[number], style: Style, random: Random, v: number): Finding {
  return {
    agent: "architecture",
    category: remark.category,
    severity: "INFO",
    title: remark.title,
    description: style.swedish
      ? `${remark.title}. En småsak, men den hjälper nästa granskare.`
      : `${remark.title}. Minor; it helps the next reviewer of the model.`,
    file: fileOf(remark, style, random, v),
    symbol: remark.symbol,
    ...(style.lines && { line: remark.line }),
  };
}

/** `runs` runs of the three agents over the brake controller, with each finding's true issue. */
export function brakeRuns(options: GeneratorOptions): Generated {
  return drawRuns(
    {
      name: "brake",
      model: "brake-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.15,
      style: styleOf,
      report: reportOf,
      remark: remarkOf,
    },
    options,
  );
}
