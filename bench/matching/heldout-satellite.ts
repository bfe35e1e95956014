/**
 * The thirty-first held-out generator family for grouping quality (issue #12): a small
 * satellite's flight and ground software: NASA cFS applications in C with their table files,
 * F´ (F Prime) components modelled in FPP with their C++ implementations, an XTCE telemetry
 * and command database, and OpenC3 COSMOS procedures, reviewed by runs of which some write in
 * Vietnamese. None of these languages or formats appear anywhere else in the tests.
 *
 * Written in the stop that first read the twenty-ninth family, before the thirtieth's errors
 * were read, to take its place as a check; committed before anything was run on it; never
 * tuned against. Self-contained: its own catalogue and its own model of how reports vary, its
 * numbers from the project's seeded generator (src/util/random.ts). What it models that the
 * other families do not:
 *  - Windows paths (`fsw\apps\sample_app\fsw\src\sample_app.c`), one habit a run, and paths from
 *    a sub-project's root (`apps/sample_app/…` for `fsw/apps/sample_app/…`);
 *  - lines counted from 0 by some runs, one habit a run;
 *  - an F´ command named by its FPP declaration (`SignalGen.SignalGen_Settings`), by its C++
 *    handler (`SignalGen::SignalGen_Settings_cmdHandler`) or by its mnemonic, and a cFS command by
 *    its function or its command code (`SAMPLE_APP_RESET_COUNTERS_CC`);
 *  - titles hedged (`Potential …`) or in Title Case, one habit a run; descriptions as bullet
 *    lists of root cause and fix, one habit a run;
 *  - categories as MISRA C:2012 rules, NASA-STD-8739.8 clauses, CWE ids or plain words;
 *  - twins: two cFS command handlers that trust the packet's length, 30 lines apart; two XTCE
 *    parameters read with the wrong byte order; remarks a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding } from "../../src/findings/types.js";
import { choose, type Random } from "../../src/util/random.js";
import {
  type CatalogueIssue,
  type CatalogueRemark,
  drawRuns,
  severityNudged,
  usually,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const SAMPLE = "fsw/apps/sample_app/fsw/src/sample_app.c";
const TABLE = "fsw/apps/sample_app/fsw/tables/sample_app_tbl.c";
const SIGNAL_FPP = "fsw/fprime/Ref/SignalGen/SignalGen.fpp";
const SIGNAL_CPP = "fsw/fprime/Ref/SignalGen/SignalGen.cpp";
const XTCE = "ground/mdb/satellite.xtce.xml";
const PROCEDURE = "ground/procedures/pass_setup.py";

interface SatelliteIssue extends CatalogueIssue {
  places: readonly string[];
  /** MISRA or NASA standard, CWE, plain. */
  categories: readonly [string, string, string];
  en: Wording;
  vi: Wording;
}

/** A cFS command handler that trusts the packet's length: each handler is its own issue. */
function trustedLength(
  id: string,
  handler: string,
  code: string,
  line: number,
  rate: number,
): SatelliteIssue {
  return {
    id,
    agent: "security",
    severity: "HIGH",
    rate,
    file: SAMPLE,
    line,
    places: [handler, code, `${handler}(const CFE_SB_Buffer_t *SBBufPtr)`],
    categories: ["MISRA C:2012 Rule 21.15", "CWE-130", "Length not verified"],
    en: {
      titles: [
        `${handler} does not verify the command length`,
        `Command length unchecked for ${code}`,
        `${handler} reads past a short packet`,
      ],
      facts: [
        `${handler} casts SBBufPtr to its command struct and reads the payload without calling SAMPLE_APP_VerifyCmdLength, so a ground command shorter than the struct makes it read whatever follows in the software bus buffer.`,
        `A short ${code} packet is processed as if it were complete.`,
      ],
      fix: "Call SAMPLE_APP_VerifyCmdLength with the expected size before reading the payload.",
    },
    vi: {
      titles: [`${handler} không kiểm tra độ dài lệnh`],
      facts: [
        `${handler} ép kiểu SBBufPtr và đọc dữ liệu mà không gọi SAMPLE_APP_VerifyCmdLength, nên một lệnh ngắn hơn sẽ đọc tràn bộ đệm.`,
      ],
      fix: "Gọi SAMPLE_APP_VerifyCmdLength trước khi đọc dữ liệu.",
    },
  };
}

/** An XTCE parameter decoded with the wrong byte order: each parameter is its own issue. */
function byteOrder(id: string, parameter: string, line: number, rate: number): SatelliteIssue {
  return {
    id,
    agent: "architecture",
    severity: "MEDIUM",
    rate,
    file: XTCE,
    line,
    places: [`<Parameter name="${parameter}">`, parameter, `/SAT/${parameter}`],
    categories: ["NASA-STD-8739.8 4.5.11", "CWE-188", "Byte order"],
    en: {
      titles: [
        `${parameter} is decoded little-endian but sent big-endian`,
        `Wrong byte order for ${parameter}`,
        `${parameter} shows nonsense values on the ground`,
      ],
      facts: [
        `The IntegerDataEncoding of ${parameter} has byteOrder="leastSignificantByteFirst" while the flight software packs it big-endian, so the ground displays swapped values and limit checks never trigger.`,
        `${parameter} reads as garbage after decommutation.`,
      ],
      fix: "Set byteOrder to mostSignificantByteFirst to match the packet definition.",
    },
    vi: {
      titles: [`${parameter} được giải mã sai thứ tự byte`],
      facts: [
        `IntegerDataEncoding của ${parameter} dùng leastSignificantByteFirst trong khi phần mềm bay đóng gói big-endian, nên giá trị hiển thị bị đảo.`,
      ],
      fix: "Đặt byteOrder là mostSignificantByteFirst.",
    },
  };
}

const ISSUES: SatelliteIssue[] = [
  trustedLength("len-reset", "SAMPLE_APP_ResetCounters", "SAMPLE_APP_RESET_COUNTERS_CC", 212, 0.65),
  trustedLength("len-process", "SAMPLE_APP_Process", "SAMPLE_APP_PROCESS_CC", 242, 0.5),
  byteOrder("endian-battery", "BATT_VOLTAGE", 118, 0.55),
  byteOrder("endian-temp", "OBC_TEMP", 131, 0.4),
  {
    id: "table-validate",
    agent: "architecture",
    severity: "HIGH",
    rate: 0.6,
    file: TABLE,
    line: 30,
    places: ["SAMPLE_APP_TblValidationFunc", "SAMPLE_APP_Table", "Int1"],
    categories: ["NASA-STD-8739.8 4.5.7", "CWE-1284", "Table validation"],
    en: {
      titles: [
        "Table validation accepts any value",
        "SAMPLE_APP_TblValidationFunc never rejects a table",
        "A bad table load is activated without checks",
      ],
      facts: [
        "SAMPLE_APP_TblValidationFunc only checks Int1 against an upper bound of 0xFFFF, which a uint16 always meets, so any uploaded table passes validation and is activated on the next cycle.",
        "The validation function returns success for every table image.",
      ],
      fix: "Validate every field against its real range and return an error code on failure.",
    },
    vi: {
      titles: ["Hàm kiểm tra bảng chấp nhận mọi giá trị"],
      facts: ["SAMPLE_APP_TblValidationFunc chỉ so Int1 với 0xFFFF, nên mọi bảng tải lên đều hợp lệ."],
      fix: "Kiểm tra từng trường theo phạm vi thực của nó.",
    },
  },
  {
    id: "fpp-settings",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.55,
    file: SIGNAL_CPP,
    line: 88,
    places: [
      "SignalGen::SignalGen_Settings_cmdHandler",
      "SignalGen.SignalGen_Settings",
      "SIGNALGEN_SETTINGS",
    ],
    categories: ["MISRA C++:2008 Rule 5-0-3", "CWE-20", "Input validation"],
    en: {
      titles: [
        "SignalGen_Settings accepts any frequency and amplitude",
        "No range check on SIGNALGEN_SETTINGS arguments",
        "Settings command can drive the generator out of range",
      ],
      facts: [
        "SignalGen_Settings_cmdHandler stores Frequency and Amplitude from the command without checking them, so a typo in a ground procedure sets a frequency the downstream filter cannot follow.",
        "Command arguments go straight into the generator's state.",
      ],
      fix: "Reject out-of-range arguments with a VALIDATION_ERROR command response.",
    },
    vi: {
      titles: ["SignalGen_Settings chấp nhận mọi tần số và biên độ"],
      facts: ["SignalGen_Settings_cmdHandler lưu Frequency và Amplitude mà không kiểm tra phạm vi."],
      fix: "Trả về VALIDATION_ERROR khi tham số ngoài phạm vi.",
    },
  },
  {
    id: "fpp-queue",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: SIGNAL_FPP,
    line: 12,
    places: ["SignalGen", "active component SignalGen", "queue full"],
    categories: ["NASA-STD-8739.8 4.5.3", "CWE-400", "Queue overflow"],
    en: {
      titles: [
        "SignalGen's queue asserts when full",
        "Active component queue full behaviour is assert",
        "A burst of commands crashes SignalGen",
      ],
      facts: [
        "The active component SignalGen declares its async command ports with the default queue-full behaviour, assert, and a queue depth of 10, so a burst from the sequencer aborts the whole flight software.",
        "A full queue asserts instead of dropping or blocking.",
      ],
      fix: "Declare the ports with drop or hook and size the queue for the sequencer's bursts.",
    },
    vi: {
      titles: ["Hàng đợi của SignalGen gây assert khi đầy"],
      facts: [
        "Thành phần active SignalGen dùng hành vi mặc định assert khi hàng đợi đầy, nên một loạt lệnh làm dừng phần mềm bay.",
      ],
      fix: "Khai báo cổng với drop hoặc hook.",
    },
  },
  {
    id: "procedure-hazard",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.5,
    file: PROCEDURE,
    line: 41,
    places: ['cmd("SAT EPS_HEATER_ON")', "pass_setup", "EPS_HEATER_ON"],
    categories: ["NASA-STD-8739.8 4.3.2", "CWE-862", "Hazardous command"],
    en: {
      titles: [
        "Hazardous heater command sent without confirmation",
        "pass_setup turns the heater on without a prompt",
        "EPS_HEATER_ON is not flagged hazardous",
      ],
      facts: [
        "pass_setup.py sends EPS_HEATER_ON with cmd() rather than cmd_no_hazardous_check after an operator prompt, and the command is not marked hazardous in the database, so a rerun of the procedure during eclipse drains the battery.",
        "The procedure sends a power command no operator confirms.",
      ],
      fix: "Mark the command hazardous and ask the operator before sending it.",
    },
    vi: {
      titles: ["Lệnh bật bộ sưởi nguy hiểm được gửi mà không xác nhận"],
      facts: [
        "pass_setup.py gửi EPS_HEATER_ON bằng cmd() mà không hỏi người vận hành, và lệnh không được đánh dấu nguy hiểm.",
      ],
      fix: "Đánh dấu lệnh là nguy hiểm và hỏi người vận hành.",
    },
  },
  {
    id: "cpu-hog",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.45,
    file: SAMPLE,
    line: 96,
    places: ["SAMPLE_APP_Main", "CFE_SB_ReceiveBuffer", "CFE_SB_POLL"],
    categories: ["NASA-STD-8739.8 4.5.9", "CWE-1050", "Busy loop"],
    en: {
      titles: [
        "Main loop polls the software bus without pending",
        "SAMPLE_APP_Main spins on CFE_SB_POLL",
        "Busy loop starves lower-priority tasks",
      ],
      facts: [
        "SAMPLE_APP_Main calls CFE_SB_ReceiveBuffer with CFE_SB_POLL in its run loop, so when no message is waiting it spins and the scheduler's lower-priority housekeeping tasks miss their slots.",
        "The application never blocks on its pipe.",
      ],
      fix: "Pend on the pipe with a timeout, or wake on the scheduler's message.",
    },
    vi: {
      titles: ["Vòng lặp chính thăm dò software bus mà không chờ"],
      facts: [
        "SAMPLE_APP_Main gọi CFE_SB_ReceiveBuffer với CFE_SB_POLL, nên vòng lặp quay liên tục khi không có tin nhắn.",
      ],
      fix: "Chờ trên pipe với thời gian chờ.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: (CatalogueRemark & { en: string; vi: string })[] = [
  {
    id: "remark-event-ids",
    file: SAMPLE,
    line: 40,
    place: "SAMPLE_APP_INIT_INF_EID",
    en: "Event ids are not documented",
    vi: "Các mã sự kiện chưa được ghi chú",
  },
  {
    id: "remark-fpp-doc",
    file: SIGNAL_FPP,
    line: 3,
    place: "SignalGen",
    en: "Add annotations to the component's ports",
    vi: "Thêm chú thích cho các cổng của thành phần",
  },
  {
    id: "remark-procedure-wait",
    file: PROCEDURE,
    line: 55,
    place: "wait(5)",
    en: "Replace the fixed wait with wait_check",
    vi: "Thay wait cố định bằng wait_check",
  },
];

/** How a run writes, kept for the whole run. */
interface SatelliteStyle {
  vietnamese: boolean;
  /** Paths with backslashes. */
  windows: boolean;
  /** Paths from the flight software's own root (`apps/…` for `fsw/apps/…`). */
  fromSubproject: boolean;
  /** Lines counted from 0. */
  fromZero: boolean;
  titles: "plain" | "hedged" | "title case";
  bullets: boolean;
}

function pathWritten(file: string, style: SatelliteStyle): string {
  const path = style.fromSubproject && file.startsWith("fsw/") ? file.slice("fsw/".length) : file;
  return style.windows ? path.replaceAll("/", "\\") : path;
}

const SMALL = new Set([
  "a",
  "an",
  "the",
  "of",
  "on",
  "in",
  "to",
  "for",
  "and",
  "or",
  "is",
  "as",
  "by",
  "with",
]);

function titled(title: string, style: SatelliteStyle): string {
  if (style.titles === "hedged") return `Potential issue: ${title.charAt(0).toLowerCase()}${title.slice(1)}`;
  if (style.titles === "title case")
    return title
      .split(" ")
      .map((w, i) =>
        i > 0 && SMALL.has(w) ? w : /^[a-z]/.test(w) ? w.charAt(0).toUpperCase() + w.slice(1) : w,
      )
      .join(" ");
  return title;
}

function reportOf(issue: SatelliteIssue, style: SatelliteStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.2, random);
  const roll = random();
  const category = issue.categories[roll < 1 - v * 0.8 ? 1 : roll < 1 - v * 0.4 ? 0 : 2];
  const words = style.vietnamese ? issue.vi : issue.en;
  const title = usually(words.titles, v * 0.7, random);
  const cause = usually(words.facts, v * 0.6, random);
  const place =
    random() < v * 0.12
      ? undefined
      : random() < 1 - v * 0.5
        ? issue.places[0]!
        : choose(random, issue.places);
  let line: number | undefined;
  if (random() >= v * 0.12) {
    const off = random() < v * 0.35 ? Math.round((random() * 2 - 1) * (v > 0.5 ? 7 : 3)) : 0;
    line = Math.max(style.fromZero ? 0 : 1, issue.line + off - (style.fromZero ? 1 : 0));
  }
  const [causeLabel, fixLabel] = style.vietnamese ? ["Nguyên nhân", "Cách sửa"] : ["Root cause", "Fix"];
  return {
    agent: issue.agent,
    category,
    severity,
    title: style.vietnamese ? title : titled(title, style),
    description: style.bullets
      ? `- ${causeLabel}: ${cause}\n- ${fixLabel}: ${words.fix}`
      : `${cause} ${words.fix}`,
    file:
      random() < v * 0.1 ? issue.file.slice(issue.file.lastIndexOf("/") + 1) : pathWritten(issue.file, style),
    ...(place !== undefined && { symbol: place }),
    ...(line !== undefined && { line }),
  };
}

/** `runs` runs of the three agents over the satellite's software, with each finding's true issue. */
export function satelliteRuns(options: GeneratorOptions): Generated {
  return drawRuns<SatelliteIssue, (typeof REMARKS)[number], SatelliteStyle>(
    {
      name: "satellite",
      model: "satellite-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const titles = random();
        return {
          vietnamese: random() < 0.3,
          windows: random() < v * 0.4,
          fromSubproject: random() < v * 0.3,
          fromZero: random() < v * 0.3,
          titles: titles < v * 0.25 ? "hedged" : titles < v * 0.5 ? "title case" : "plain",
          bullets: random() < 0.35,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: "architecture",
        category: "Maintainability",
        severity: "INFO",
        title: style.vietnamese ? remark.vi : titled(remark.en, style),
        description: style.vietnamese
          ? `${remark.vi}. Việc nhỏ nhưng giúp bảo trì.`
          : `${remark.en}. Minor, but it helps maintenance.`,
        file:
          random() < v * 0.1
            ? remark.file.slice(remark.file.lastIndexOf("/") + 1)
            : pathWritten(remark.file, style),
        symbol: remark.place,
        line: style.fromZero ? remark.line - 1 : remark.line,
      }),
    },
    options,
  );
}
