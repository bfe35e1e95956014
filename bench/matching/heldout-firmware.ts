/**
 * The eighteenth held-out generator family for grouping quality (issue #12): the firmware of a
 * battery-powered sensor on Zephyr, in C with device-tree sources, Kconfig and prj.conf
 * fragments, ARM assembly startup code, a linker script and CMake, none of which (but C) appear
 * anywhere else in the tests.
 *
 * Written after every change to the matcher before it (up to a class named alone read as its
 * file, 9375587) and committed before anything was run on it; its errors were read the stop
 * after, so it is tuned against since (bench/matching/history.ts).
 * Self-contained: its own catalogue and model of how reports vary, its numbers from the
 * project's seeded generator (src/util/random.ts). What it models that the other families do not:
 *  - categories as coding-standard rules: MISRA C:2012 (`MISRA C:2012 Rule 17.7`), CERT C
 *    (`ERR33-C`), besides CWE ids and plain names, and titles a run closes with the rule
 *    (`… (Rule 17.7)`) or opens with `[MISRA]`;
 *  - places as firmware names them: interrupt handlers (`USART1_IRQHandler`), register accesses
 *    (`USART1->DR`, `RCC->AHB1ENR`), device-tree node paths (`/soc/i2c@40005400/tmp117@48`),
 *    Kconfig symbols (`CONFIG_BT_SMP`), macros (`RX_BUF_SIZE`), assembly labels
 *    (`Reset_Handler`), linker sections (`.noinit`);
 *  - a macro's issue placed at its definition in the header or at its use in the source;
 *  - twins: two I2C writes of one function whose result is ignored, three lines apart; one
 *    missing `volatile` on two flags shared with two interrupt handlers; remarks a run makes on
 *    its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use as a
 * record of what the grouping first met.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import { choose, type Random } from "../../src/util/random.js";
import { drawRuns, severityNudged, usually } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type Agent = "security" | "performance" | "architecture";

interface FirmwareIssue {
  id: string;
  agent: Agent;
  severity: Severity;
  /** Share of runs that report it. */
  rate: number;
  file: string;
  line: number;
  /** Where a run may place it instead: a macro's definition in its header. */
  definition?: { file: string; line: number; symbol: string };
  /** The place in each form a report may write it: the first is the usual one. */
  symbols: string[];
  /** Plain name, standard rule, CWE id: the first is the usual one. */
  categories: string[];
  /** The coding-standard rule a run may put in the title. */
  rule?: string;
  titles: string[];
  facts: string[];
  fix: string;
}

const SENSOR_C = "drivers/sensor/tmp117/tmp117.c";
const SENSOR_H = "drivers/sensor/tmp117/tmp117.h";
const UART_C = "src/uart_console.c";
const UART_H = "src/uart_console.h";
const MAIN_C = "src/main.c";
const BLE_C = "src/ble_service.c";
const DTS = "boards/arm/acme_sensor/acme_sensor.dts";
const PRJ = "prj.conf";
const KCONFIG = "Kconfig";
const STARTUP = "src/startup_stm32l4.s";
const LINKER = "linker/acme_sensor.ld";
const CMAKE = "CMakeLists.txt";

/** An I2C write whose result is dropped: each call's is its own issue. */
function ignoredWrite(id: string, register: string, line: number, rate: number): FirmwareIssue {
  return {
    id,
    agent: "architecture",
    severity: "MEDIUM",
    rate,
    file: SENSOR_C,
    line,
    symbols: ["tmp117_init", `i2c_reg_write_byte(dev, ${register})`, "i2c_reg_write_byte"],
    categories: ["Unchecked Return Value", "MISRA C:2012 Rule 17.7", "ERR33-C", "CWE-252"],
    rule: "Rule 17.7",
    titles: [
      `Return value of the ${register} write ignored in tmp117_init`,
      `tmp117_init does not check the I2C write to ${register}`,
    ],
    facts: [
      `tmp117_init calls i2c_reg_write_byte for ${register} and discards the result, so a NACK leaves the sensor unconfigured.`,
      `A failed write of ${register} goes unnoticed and init reports success.`,
    ],
    fix: "Check the return value and propagate the error from init.",
  };
}

/** A flag shared with an interrupt handler without `volatile`: each flag's is its own issue. */
function nonVolatile(id: string, flag: string, handler: string, line: number, rate: number): FirmwareIssue {
  return {
    id,
    agent: "architecture",
    severity: "HIGH",
    rate,
    file: MAIN_C,
    line,
    symbols: [flag, `static bool ${flag}`, handler],
    categories: ["Missing volatile", "MISRA C:2012 Rule 2.2", "CWE-667", "concurrency"],
    titles: [
      `${flag} is shared with ${handler} but not volatile`,
      `Compiler may cache ${flag} set in the ISR`,
    ],
    facts: [
      `${flag} is written in ${handler} and polled in the main loop, but is declared without volatile, so the loop may never see it change.`,
      `The main loop reads ${flag} from a register copy the optimiser keeps.`,
    ],
    fix: "Declare the flag volatile, or use atomic_t.",
  };
}

const ISSUES: FirmwareIssue[] = [
  {
    id: "uart-overflow",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.85,
    file: UART_C,
    line: 58,
    definition: { file: UART_H, line: 12, symbol: "RX_BUF_SIZE" },
    symbols: ["USART1_IRQHandler", "uart_rx_isr", "rx_buf[rx_head++]"],
    categories: ["Buffer Overflow", "CWE-787", "ARR30-C", "MISRA C:2012 Rule 18.1"],
    rule: "ARR30-C",
    titles: [
      "Receive buffer written past its end in USART1_IRQHandler",
      "UART RX ISR has no bounds check on rx_head",
      "Out-of-bounds write into rx_buf",
    ],
    facts: [
      "USART1_IRQHandler stores USART1->RDR at rx_buf[rx_head++] without comparing rx_head with RX_BUF_SIZE.",
      "A host sending more than 64 bytes without a newline overwrites the memory after rx_buf.",
    ],
    fix: "Wrap rx_head modulo RX_BUF_SIZE or drop bytes when the buffer is full.",
  },
  {
    id: "uart-busy-wait",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.55,
    file: UART_C,
    line: 91,
    symbols: ["uart_puts", "USART1->ISR", "while (!(USART1->ISR & USART_ISR_TXE))"],
    categories: ["Busy Waiting", "Power consumption", "perf"],
    titles: ["uart_puts spins on TXE for every byte", "Blocking busy-wait transmit keeps the core awake"],
    facts: [
      "uart_puts polls USART1->ISR for TXE in a loop for each character, so logging keeps the CPU out of sleep.",
      "Every log line blocks the caller for the whole transmission at 115200 baud.",
    ],
    fix: "Use the UART's interrupt- or DMA-driven API and let the core sleep.",
  },
  ignoredWrite("i2c-config-ignored", "TMP117_REG_CONFIG", 44, 0.55),
  ignoredWrite("i2c-alert-ignored", "TMP117_REG_T_HIGH", 47, 0.4),
  {
    id: "sensor-conversion",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.5,
    file: SENSOR_C,
    line: 72,
    definition: { file: SENSOR_H, line: 21, symbol: "TMP117_RESOLUTION" },
    symbols: ["tmp117_sample_fetch", "TMP117_RESOLUTION", "sensor_value_from_double"],
    categories: ["Integer Overflow", "CWE-190", "INT32-C", "MISRA C:2012 Rule 10.8"],
    rule: "INT32-C",
    titles: [
      "Temperature conversion overflows int16 for high readings",
      "Raw value multiplied in 16 bits in tmp117_sample_fetch",
    ],
    facts: [
      "tmp117_sample_fetch computes raw * TMP117_RESOLUTION in int16_t, which overflows above 81.9 °C.",
      "The scaled temperature wraps to a negative value for hot readings.",
    ],
    fix: "Widen to int32_t before multiplying.",
  },
  nonVolatile("flag-button", "button_pressed", "EXTI0_IRQHandler", 18, 0.6),
  nonVolatile("flag-timer", "tick_elapsed", "TIM2_IRQHandler", 19, 0.4),
  {
    id: "ble-smp-off",
    agent: "security",
    severity: "HIGH",
    rate: 0.65,
    file: PRJ,
    line: 9,
    symbols: ["CONFIG_BT_SMP", "CONFIG_BT_SMP=n", "prj.conf"],
    categories: ["Missing Encryption", "CWE-311", "Bluetooth security"],
    titles: ["BLE pairing disabled: CONFIG_BT_SMP=n", "Sensor data readable over unencrypted BLE links"],
    facts: [
      "prj.conf sets CONFIG_BT_SMP=n, so the temperature characteristic is served over links that are never encrypted.",
      "Security Manager Protocol is off, and any central can read and write the characteristics.",
    ],
    fix: "Enable CONFIG_BT_SMP and require an encrypted link on the characteristics.",
  },
  {
    id: "ble-write-perm",
    agent: "security",
    severity: "HIGH",
    rate: 0.5,
    file: BLE_C,
    line: 37,
    symbols: ["BT_GATT_CHARACTERISTIC", "interval_write", "BT_GATT_PERM_WRITE"],
    categories: ["Improper Access Control", "CWE-284", "Bluetooth security"],
    titles: ["Sampling interval writable by any central", "Interval characteristic uses BT_GATT_PERM_WRITE"],
    facts: [
      "The interval characteristic is declared with BT_GATT_PERM_WRITE, not BT_GATT_PERM_WRITE_ENCRYPT, and interval_write accepts 0.",
      "Any nearby phone can set the sampling interval to zero and drain the battery.",
    ],
    fix: "Require BT_GATT_PERM_WRITE_AUTHEN and reject intervals outside the supported range.",
  },
  {
    id: "ble-adv-interval",
    agent: "performance",
    severity: "LOW",
    rate: 0.4,
    file: BLE_C,
    line: 88,
    symbols: ["bt_le_adv_start", "BT_LE_ADV_CONN", "start_advertising"],
    categories: ["Power consumption", "perf", "Radio duty cycle"],
    titles: [
      "Advertising at the fastest interval forever",
      "BT_LE_ADV_CONN keeps the radio at 100 ms intervals",
    ],
    facts: [
      "start_advertising uses BT_LE_ADV_CONN, whose 100 ms interval runs even when no one connects for days.",
      "The radio advertises at the fastest default rate without backing off.",
    ],
    fix: "Use a slower interval after the first minute, or stop advertising when idle.",
  },
  {
    id: "dts-i2c-speed",
    agent: "performance",
    severity: "LOW",
    rate: 0.35,
    file: DTS,
    line: 61,
    symbols: ["/soc/i2c@40005400", "&i2c1", "clock-frequency"],
    categories: ["Misconfiguration", "perf", "Device tree"],
    titles: [
      "I2C bus left at 100 kHz although the TMP117 supports 400 kHz",
      "i2c1 clock-frequency is I2C_BITRATE_STANDARD",
    ],
    facts: [
      "The &i2c1 node sets clock-frequency = <I2C_BITRATE_STANDARD>, so each sample keeps the bus awake four times longer.",
      "The sensor bus runs at standard speed.",
    ],
    fix: "Set clock-frequency = <I2C_BITRATE_FAST>.",
  },
  {
    id: "dts-debug-uart",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.45,
    file: DTS,
    line: 22,
    symbols: ["/chosen", "zephyr,shell-uart", "&usart1"],
    categories: ["Debug Interface Exposed", "CWE-1191", "Hardware security"],
    titles: [
      "Zephyr shell enabled on the production UART",
      "zephyr,shell-uart points at the external connector",
    ],
    facts: [
      "The chosen node routes zephyr,shell-uart to &usart1, which is on the external connector of the production board.",
      "Anyone with a serial cable gets the Zephyr shell.",
    ],
    fix: "Disable the shell in release builds or route it to an internal pad.",
  },
  {
    id: "kconfig-default",
    agent: "architecture",
    severity: "LOW",
    rate: 0.35,
    file: KCONFIG,
    line: 14,
    symbols: ["config ACME_SAMPLE_INTERVAL", "ACME_SAMPLE_INTERVAL", "CONFIG_ACME_SAMPLE_INTERVAL"],
    categories: ["Configuration", "Maintainability", "Design"],
    titles: ["ACME_SAMPLE_INTERVAL has no range", "Sample interval Kconfig accepts 0"],
    facts: [
      "config ACME_SAMPLE_INTERVAL is an int with a default but no range, and 0 makes the work queue spin.",
      "Nothing bounds the interval option.",
    ],
    fix: "Add range 1 3600 to the option.",
  },
  {
    id: "startup-stack",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.4,
    file: STARTUP,
    line: 33,
    symbols: ["Reset_Handler", "ldr sp, =_estack", "_estack"],
    categories: ["Initialisation order", "Reliability", "CWE-665"],
    titles: [
      "Reset_Handler calls SystemInit before .data is copied",
      "Startup runs C code before initialising RAM",
    ],
    facts: [
      "Reset_Handler branches to SystemInit before the loop that copies .data and zeroes .bss, and SystemInit reads a global.",
      "C code runs with uninitialised globals.",
    ],
    fix: "Copy .data and clear .bss before calling any C function.",
  },
  {
    id: "linker-noinit",
    agent: "security",
    severity: "LOW",
    rate: 0.3,
    file: LINKER,
    line: 48,
    symbols: [".noinit", "SECTION .noinit", "*(.noinit*)"],
    categories: ["Information Exposure", "CWE-226", "Sensitive data in memory"],
    titles: [
      "Pairing keys kept in .noinit survive a reset",
      ".noinit section holds key material across reboots",
    ],
    facts: [
      "The linker script places .noinit outside the zeroed region, and ble_service.c keeps the pairing key buffer there.",
      "A warm reset into the bootloader leaves keys readable in RAM.",
    ],
    fix: "Keep keys out of .noinit, or wipe the buffer before reset.",
  },
  {
    id: "cmake-warnings",
    agent: "architecture",
    severity: "LOW",
    rate: 0.35,
    file: CMAKE,
    line: 11,
    symbols: ["target_compile_options", "zephyr_library_compile_options", "-Wno-unused-result"],
    categories: ["Suppressed Warnings", "Maintainability", "Build"],
    titles: ["-Wno-unused-result hides ignored return values", "Build silences the unused-result warning"],
    facts: [
      "target_compile_options adds -Wno-unused-result for the whole app, which is why the ignored I2C results never warned.",
      "The compiler warning for dropped return values is turned off.",
    ],
    fix: "Remove the flag and fix the warnings.",
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; symbol: string; title: string; category: string }[] =
  [
    {
      id: "remark-magic-baud",
      file: UART_C,
      line: 30,
      symbol: "uart_init",
      title: "Magic number 115200 should be a Kconfig option",
      category: "Readability",
    },
    {
      id: "remark-misra-goto",
      file: SENSOR_C,
      line: 52,
      symbol: "tmp117_init",
      title: "goto used for error handling",
      category: "MISRA C:2012 Rule 15.1",
    },
    {
      id: "remark-doxygen",
      file: SENSOR_H,
      line: 30,
      symbol: "tmp117_sample_fetch",
      title: "Public function lacks a Doxygen comment",
      category: "Documentation",
    },
    {
      id: "remark-printk",
      file: MAIN_C,
      line: 40,
      symbol: "main",
      title: "Use LOG_INF instead of printk",
      category: "Logging",
    },
  ];

/** How one run writes: its habits, kept for the whole run. */
interface Style {
  rules: "none" | "suffix" | "prefix";
  /** A macro's issue placed at its definition. */
  definitions: boolean;
  lines: boolean;
  bare: boolean;
}

function styleOf(random: Random, v: number): Style {
  return {
    rules: random() < 0.6 ? "none" : random() < 0.5 ? "suffix" : "prefix",
    definitions: random() < v * 0.5,
    lines: random() >= v * 0.15,
    bare: random() < v * 0.3,
  };
}

function pathIn(file: string, style: Style, random: Random, v: number): string {
  if (style.bare || random() < v * 0.1) return file.slice(file.lastIndexOf("/") + 1);
  return file;
}

/** One run's report of one issue. */
function reportOf(issue: FirmwareIssue, style: Style, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.3, random);
  const category = usually(issue.categories, v, random);
  let title = usually(issue.titles, v, random);
  if (issue.rule && style.rules === "suffix") title = `${title} (${issue.rule})`;
  if (issue.rule && style.rules === "prefix")
    title = `[${issue.rule.startsWith("Rule") ? "MISRA" : "CERT"}] ${title}`;
  const fact = usually(issue.facts, v, random);
  const description = `${fact} ${issue.fix}`;
  const atDefinition = issue.definition !== undefined && style.definitions;
  let line: number | undefined;
  if (style.lines && random() >= v * 0.1) {
    const at = atDefinition ? issue.definition!.line : issue.line;
    line = Math.max(1, at + Math.round((random() * 2 - 1) * (v > 0.5 ? 4 : 2)));
  }
  const symbolRoll = random();
  const symbol = atDefinition
    ? issue.definition!.symbol
    : symbolRoll < v * 0.1
      ? undefined
      : symbolRoll < 1 - v * 0.6
        ? issue.symbols[0]!
        : choose(random, issue.symbols);
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description,
    file: pathIn(atDefinition ? issue.definition!.file : issue.file, style, random, v),
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
    description: `${remark.title}. Minor, but it will come up in the next review.`,
    file: pathIn(remark.file, style, random, v),
    symbol: remark.symbol,
    ...(style.lines && { line: remark.line }),
  };
}

/** `runs` runs of the three agents over the sensor firmware, with each finding's true issue. */
export function firmwareRuns(options: GeneratorOptions): Generated {
  return drawRuns(
    {
      name: "firmware",
      model: "firmware-generator",
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
