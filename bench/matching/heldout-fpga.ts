/**
 * The thirty-sixth held-out generator family for grouping quality (issue #12): an FPGA system on
 * chip as its repository keeps it: SystemVerilog RTL (an asynchronous FIFO, a DMA controller,
 * the top level), a VHDL UART receiver, Xilinx design constraints (XDC), the Vivado build script
 * in Tcl and a cocotb testbench, reviewed by runs of which some write in Hindi, in Devanagari,
 * its vowel signs joined to their consonants, with the trade's English terms now in Latin
 * letters and now written in Devanagari (`क्लॉक`, `सिंक्रोनाइज़र`). None of these languages appear
 * anywhere else in the tests, and no family before it writes Hindi.
 *
 * Written in the stop that read the thirty-fourth family, before the thirty-fifth's errors were
 * read, to take its place as a check; committed before anything was run on it; never tuned
 * against. Self-contained: its own catalogue and its own model of how reports vary, its numbers
 * from the project's seeded generator (src/util/random.ts). What it models that the other
 * families do not:
 *  - a place in the design named in one form a run: the instance's path through the hierarchy,
 *    dotted as the simulator writes it (`soc_top.u_dma.u_fifo`) or with slashes as Vivado does
 *    (`soc_top/u_dma/u_fifo`), the module (`async_fifo`), or the signal (`wr_ptr_gray`), the
 *    signal now and then with its bits (`wr_ptr_gray[4:0]`);
 *  - a VHDL file named by its design unit (`work.uart_rx(rtl)`), one habit a run;
 *  - a line at the signal's declaration rather than where it goes wrong, one habit a run;
 *  - categories as plain words, hardware CWE ids, the lint tool's own warning names
 *    (`CASEINCOMPLETE`, `SYNCASYNCNET`) or in Hindi;
 *  - titles in Hindi that keep the English term or write it in Devanagari, a report at a time;
 *  - twins: the two pointers an asynchronous FIFO passes between its clocks, each without a
 *    synchronizer, a few lines apart in one module; a remark on a module an issue is in; remarks
 *    a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
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

const FIFO = "rtl/dma/async_fifo.sv";
const DMA = "rtl/dma/dma_ctrl.sv";
const TOP = "rtl/top/soc_top.sv";
const UART = "rtl/uart/uart_rx.vhd";
const XDC = "constraints/soc_timing.xdc";
const BUILD = "scripts/build.tcl";
const BENCH = "tb/test_dma.py";

/** How a run that names VHDL files by their design unit names each. */
const DESIGN_UNIT: Record<string, string> = { [UART]: "work.uart_rx(rtl)" };

/** A wording in Hindi, its titles with the English term in Latin letters and in Devanagari. */
interface HindiWords extends Wording {
  transliterated: readonly string[];
}

/** Where in the design: the instance's path (dotted), the module, the signal and its bits. */
interface DesignPlace {
  instance: string;
  module: string;
  signal: string;
  bits?: string;
}

interface FpgaIssue extends CatalogueIssue<"design" | "timing" | "security"> {
  /** Where the signal at fault is declared. */
  declared: number;
  /** A place in the design, or the forms a constraint or script is named by (the first the usual one). */
  place: DesignPlace | readonly string[];
  /** Plain, CWE, the lint tool's warning, Hindi. */
  categories: readonly [string, string, string, string];
  en: Wording;
  hi: HindiWords;
}

/** A pointer of the asynchronous FIFO read in the other clock's domain unsynchronized: each direction its own issue. */
function unsyncedPointer(
  id: string,
  pointer: "wr" | "rd",
  line: number,
  declared: number,
  rate: number,
): FpgaIssue {
  const [from, to] = pointer === "wr" ? ["wclk", "rclk"] : ["rclk", "wclk"];
  const flag = pointer === "wr" ? "empty" : "full";
  const flagHi = pointer === "wr" ? "empty फ़्लैग" : "full फ़्लैग";
  const signal = `${pointer}_ptr_gray`;
  return {
    id,
    agent: "design",
    severity: "HIGH",
    rate,
    file: FIFO,
    line,
    declared,
    place: { instance: "soc_top.u_dma.u_fifo", module: "async_fifo", signal, bits: "[4:0]" },
    categories: ["Clock domain crossing", "CWE-1298", "SYNCASYNCNET", "क्लॉक डोमेन क्रॉसिंग"],
    en: {
      titles: [
        `${signal} crosses into ${to} without a synchronizer`,
        `Unsynchronized ${pointer === "wr" ? "write" : "read"} pointer in async_fifo`,
        `${flag} flag computed from a metastable ${signal}`,
      ],
      facts: [
        `${signal} is registered on ${from} and compared with the ${to}-domain pointer directly in the ${flag} logic; with no two-flop synchronizer on ${to}, a bit can go metastable and the ${flag} flag glitches, which lets the FIFO ${pointer === "wr" ? "be read while empty" : "be written while full"}.`,
        `The Gray-coded ${pointer === "wr" ? "write" : "read"} pointer is sampled in the ${to} domain with no synchronizer.`,
      ],
      fix: `Pass ${signal} through two ${to} flip-flops (ASYNC_REG) before comparing it.`,
    },
    hi: {
      titles: [
        `${signal} बिना synchronizer के ${to} domain में जाता है`,
        `async_fifo में ${pointer === "wr" ? "write" : "read"} pointer synchronize नहीं किया गया`,
      ],
      transliterated: [`${signal} बिना सिंक्रोनाइज़र के ${to} क्लॉक डोमेन में जाता है`],
      facts: [
        `${signal} को ${from} पर रजिस्टर किया जाता है और ${to} डोमेन में सीधे ${flagHi} की गणना में इस्तेमाल किया जाता है; दो फ़्लिप-फ़्लॉप वाले सिंक्रोनाइज़र के बिना कोई बिट मेटास्टेबल हो सकता है और ${flagHi} ग़लत हो जाता है।`,
      ],
      fix: `${signal} को तुलना से पहले ${to} के दो फ़्लिप-फ़्लॉप (ASYNC_REG) से गुज़ारें।`,
    },
  };
}

const ISSUES: FpgaIssue[] = [
  unsyncedPointer("cdc-wr-ptr", "wr", 58, 22, 0.55),
  unsyncedPointer("cdc-rd-ptr", "rd", 71, 23, 0.45),
  {
    id: "fsm-default",
    agent: "design",
    severity: "MEDIUM",
    rate: 0.5,
    file: DMA,
    line: 112,
    declared: 31,
    place: { instance: "soc_top.u_dma", module: "dma_ctrl", signal: "state", bits: "[2:0]" },
    categories: ["Incomplete state machine", "CWE-1245", "CASEINCOMPLETE", "अधूरी स्टेट मशीन"],
    en: {
      titles: [
        "DMA state machine has no default branch",
        "case (state) in dma_ctrl is not full",
        "Unreachable state encodings lock up the DMA",
      ],
      facts: [
        "The next-state case (state) in dma_ctrl covers five of the eight encodings of the 3-bit state and has no default, so an upset or a reset glitch into an unused encoding leaves the controller stuck with the bus granted.",
        "Unused state encodings have no way back to IDLE.",
      ],
      fix: "Add default: state_n = IDLE, and encode the FSM with fsm_safe_state in synthesis.",
    },
    hi: {
      titles: ["DMA state machine में default branch नहीं है"],
      transliterated: ["डीएमए स्टेट मशीन में डिफ़ॉल्ट ब्रांच नहीं है"],
      facts: [
        "dma_ctrl का case (state) 3-बिट state के आठ में से केवल पाँच मानों को संभालता है और उसमें default नहीं है, इसलिए किसी अनुपयोगी मान में पहुँचने पर कंट्रोलर बस को पकड़े हुए अटक जाता है।",
      ],
      fix: "default: state_n = IDLE जोड़ें।",
    },
  },
  {
    id: "reset-burst",
    agent: "design",
    severity: "MEDIUM",
    rate: 0.45,
    file: DMA,
    line: 140,
    declared: 36,
    place: { instance: "soc_top.u_dma", module: "dma_ctrl", signal: "burst_len", bits: "[7:0]" },
    categories: ["Uninitialized register", "CWE-1271", "SYNCASYNCNET", "रीसेट के बिना रजिस्टर"],
    en: {
      titles: [
        "burst_len has no reset value",
        "First DMA transfer after reset uses a random burst length",
        "dma_ctrl leaves burst_len out of its reset branch",
      ],
      facts: [
        "burst_len is assigned in the always_ff block's else branch only, so after reset it holds whatever the flip-flops powered up with until software writes the register, and a transfer started before that issues a burst of any length.",
        "burst_len comes out of reset undefined.",
      ],
      fix: "Reset burst_len to 8'd1 with the other registers.",
    },
    hi: {
      titles: ["burst_len का कोई reset value नहीं है"],
      transliterated: ["बर्स्ट लेंथ रजिस्टर का कोई रीसेट मान नहीं है"],
      facts: [
        "burst_len को always_ff ब्लॉक की केवल else शाखा में असाइन किया जाता है, इसलिए रीसेट के बाद उसका मान अनिश्चित रहता है और उससे पहले शुरू हुआ ट्रांसफ़र किसी भी लंबाई का burst भेज सकता है।",
      ],
      fix: "burst_len को बाकी रजिस्टरों के साथ 8'd1 पर रीसेट करें।",
    },
  },
  {
    id: "addr-wrap",
    agent: "design",
    severity: "MEDIUM",
    rate: 0.4,
    file: DMA,
    line: 151,
    declared: 34,
    place: { instance: "soc_top.u_dma", module: "dma_ctrl", signal: "next_addr", bits: "[31:0]" },
    categories: ["Integer overflow", "CWE-190", "WIDTHTRUNC", "ओवरफ़्लो"],
    en: {
      titles: [
        "next_addr wraps past 4 GiB",
        "Address arithmetic truncated to 32 bits in dma_ctrl",
        "Burst crosses the end of the address space",
      ],
      facts: [
        "next_addr = addr + (burst_len << 2) is computed in 32 bits with no carry out, so a burst that starts near the top of memory wraps to address 0 and overwrites the boot ROM shadow.",
        "The carry of the address addition is dropped.",
      ],
      fix: "Compute in 33 bits and raise an error when the carry is set, or split the burst at the boundary.",
    },
    hi: {
      titles: ["next_addr 4 GiB के बाद wrap हो जाता है"],
      transliterated: ["नेक्स्ट ऐड्रेस की गणना 32 बिट में कट जाती है"],
      facts: [
        "next_addr = addr + (burst_len << 2) की गणना 32 बिट में होती है और कैरी छोड़ दिया जाता है, इसलिए मेमोरी के अंत के पास शुरू हुआ burst पता 0 पर लौटकर boot ROM को ओवरराइट कर देता है।",
      ],
      fix: "33 बिट में गणना करें और कैरी आने पर त्रुटि दें।",
    },
  },
  {
    id: "uart-rx-async",
    agent: "design",
    severity: "HIGH",
    rate: 0.5,
    file: UART,
    line: 64,
    declared: 18,
    place: { instance: "soc_top.u_uart.u_rx", module: "uart_rx", signal: "rx_i" },
    categories: ["Metastability", "CWE-1298", "SYNCASYNCNET", "मेटास्टेबिलिटी"],
    en: {
      titles: [
        "rx_i drives the receiver FSM without a synchronizer",
        "Asynchronous serial input sampled directly in uart_rx",
        "Metastable start-bit detection in the UART receiver",
      ],
      facts: [
        "The rx_i port comes straight from the pin and is read in the p_fsm process to detect the start bit and sample data, with no double-register stage, so a transition near the clock edge can be seen differently by different branches of the state machine.",
        "The pin is read in the clk domain as it arrives.",
      ],
      fix: "Register rx_i twice in clk (rx_sync) and use only the second stage.",
    },
    hi: {
      titles: ["rx_i बिना synchronizer के receiver FSM को चलाता है"],
      transliterated: ["यूआर्ट रिसीवर में एसिंक्रोनस इनपुट सीधे पढ़ा जाता है"],
      facts: [
        "rx_i पोर्ट सीधे पिन से आता है और p_fsm प्रोसेस में start bit पहचानने और डेटा सैंपल करने के लिए बिना डबल-रजिस्टर के पढ़ा जाता है, इसलिए क्लॉक एज के पास बदलाव को स्टेट मशीन की अलग-अलग शाखाएँ अलग तरह से देख सकती हैं।",
      ],
      fix: "rx_i को clk में दो बार रजिस्टर करें (rx_sync) और केवल दूसरा चरण इस्तेमाल करें।",
    },
  },
  {
    id: "uart-baud",
    agent: "design",
    severity: "LOW",
    rate: 0.4,
    file: UART,
    line: 79,
    declared: 25,
    place: { instance: "soc_top.u_uart.u_rx", module: "uart_rx", signal: "baud_cnt" },
    categories: ["Off-by-one", "CWE-193", "CMPCONST", "एक की भूल"],
    en: {
      titles: [
        "Baud counter counts one cycle too many",
        "baud_cnt compared with CLKS_PER_BIT instead of CLKS_PER_BIT - 1",
        "UART sampling point drifts by one clock per bit",
      ],
      facts: [
        "baud_cnt runs from 0 and is compared with CLKS_PER_BIT, so each bit lasts CLKS_PER_BIT + 1 clocks; over ten bits at 921600 baud the sampling point drifts past the middle of the stop bit and framing errors appear with fast senders.",
        "Each bit period is one clock too long.",
      ],
      fix: "Compare with CLKS_PER_BIT - 1.",
    },
    hi: {
      titles: ["baud counter एक cycle ज़्यादा गिनता है"],
      transliterated: ["बॉड काउंटर एक साइकिल ज़्यादा गिनता है"],
      facts: [
        "baud_cnt शून्य से गिनता है और CLKS_PER_BIT से तुलना करता है, इसलिए हर बिट CLKS_PER_BIT + 1 क्लॉक चलता है और तेज़ भेजने वालों के साथ framing error आते हैं।",
      ],
      fix: "CLKS_PER_BIT - 1 से तुलना करें।",
    },
  },
  {
    id: "debug-enabled",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: TOP,
    line: 88,
    declared: 40,
    place: { instance: "soc_top", module: "soc_top", signal: "dbg_en" },
    categories: ["Debug access left enabled", "CWE-1191", "Debug unlock", "डिबग पहुँच खुली"],
    en: {
      titles: [
        "JTAG debug access is tied on in the production top level",
        "dbg_en hard-wired to 1'b1",
        "Anyone with the JTAG header can halt the CPU and read memory",
      ],
      facts: [
        "soc_top assigns dbg_en = 1'b1 rather than taking it from the eFUSE lock bit, so the debug module is enabled in every bitstream and the JTAG port can halt the core, read the key store and write memory.",
        "Debug is enabled whatever the lock fuse says.",
      ],
      fix: "Drive dbg_en from the eFUSE debug-disable bit and strap it off in release builds.",
    },
    hi: {
      titles: ["production top level में JTAG debug हमेशा चालू है"],
      transliterated: ["प्रोडक्शन बिटस्ट्रीम में जेटैग डिबग हमेशा चालू है"],
      facts: [
        "soc_top में dbg_en = 1'b1 लिखा है, eFUSE lock bit से नहीं लिया गया, इसलिए हर bitstream में debug module चालू रहता है और JTAG से CPU रोककर key store पढ़ा जा सकता है।",
      ],
      fix: "dbg_en को eFUSE के debug-disable बिट से चलाएँ।",
    },
  },
  {
    id: "false-path",
    agent: "timing",
    severity: "MEDIUM",
    rate: 0.5,
    file: XDC,
    line: 14,
    declared: 14,
    place: [
      "set_false_path -from [get_clocks clk_sys] -to [get_clocks clk_uart]",
      "set_false_path",
      "clk_sys -> clk_uart",
    ],
    categories: ["Timing exception too broad", "CWE-1298", "Unsafe false path", "बहुत व्यापक टाइमिंग अपवाद"],
    en: {
      titles: [
        "False path between clk_sys and clk_uart hides real crossings",
        "Blanket set_false_path across the UART clocks",
        "Every clk_sys to clk_uart path is left unconstrained",
      ],
      facts: [
        "set_false_path -from [get_clocks clk_sys] -to [get_clocks clk_uart] removes every path between the clocks from timing, including the FIFO's Gray-coded pointers, whose bits must arrive within one period of each other; the router is then free to skew them.",
        "The whole clock pair is excluded from timing analysis.",
      ],
      fix: "Replace it with set_max_delay -datapath_only on the pointer paths and set_false_path only to the synchronizers' first stage.",
    },
    hi: {
      titles: ["clk_sys और clk_uart के बीच false path असली crossings को छिपाता है"],
      transliterated: ["क्लॉक्स के बीच पूरा फ़ॉल्स पाथ असली क्रॉसिंग छिपाता है"],
      facts: [
        "set_false_path -from [get_clocks clk_sys] -to [get_clocks clk_uart] दोनों क्लॉक के बीच के सभी पाथ को टाइमिंग से हटा देता है, FIFO के Gray pointer भी, जिनके बिट एक period के भीतर पहुँचने चाहिए।",
      ],
      fix: "pointer पाथ पर set_max_delay -datapath_only इस्तेमाल करें।",
    },
  },
  {
    id: "input-delay",
    agent: "timing",
    severity: "MEDIUM",
    rate: 0.4,
    file: XDC,
    line: 31,
    declared: 31,
    place: ["spi_miso", "[get_ports spi_miso]", "set_input_delay"],
    categories: ["Unconstrained input", "CWE-1298", "No input delay", "अनियंत्रित इनपुट"],
    en: {
      titles: [
        "spi_miso has no input delay constraint",
        "SPI input path is unconstrained",
        "Timing of the flash's data into the FPGA is never checked",
      ],
      facts: [
        "The XDC sets set_input_delay for spi_clk's other pins but not for [get_ports spi_miso], so the path from the flash's data output into the capture flop is unconstrained and fails at 50 MHz on some boards.",
        "No set_input_delay covers spi_miso.",
      ],
      fix: "Add set_input_delay -clock spi_clk -max and -min for spi_miso from the flash datasheet.",
    },
    hi: {
      titles: ["spi_miso पर कोई input delay constraint नहीं है"],
      transliterated: ["एसपीआई इनपुट पाथ पर कोई कंस्ट्रेंट नहीं है"],
      facts: [
        "XDC में spi_clk के बाकी पिन के लिए set_input_delay है पर [get_ports spi_miso] के लिए नहीं, इसलिए फ़्लैश से आने वाला डेटा पाथ अनियंत्रित है और कुछ बोर्ड पर 50 MHz पर विफल होता है।",
      ],
      fix: "spi_miso के लिए set_input_delay -max और -min जोड़ें।",
    },
  },
  {
    id: "bitstream-negative-slack",
    agent: "timing",
    severity: "MEDIUM",
    rate: 0.45,
    file: BUILD,
    line: 42,
    declared: 42,
    place: ["write_bitstream", "write_bitstream -force", "route_design"],
    categories: ["Missing check", "CWE-754", "Timing not met", "जाँच का अभाव"],
    en: {
      titles: [
        "Bitstream is written even when timing fails",
        "build.tcl never checks WNS before write_bitstream",
        "Release builds can ship with negative slack",
      ],
      facts: [
        "After route_design the script calls write_bitstream -force without reading get_property SLACK [get_timing_paths], so a build with negative worst slack produces a bitstream that CI publishes as a release.",
        "Nothing stops a build that misses timing.",
      ],
      fix: "Fail the build when WNS or WHS is negative, before write_bitstream.",
    },
    hi: {
      titles: ["timing fail होने पर भी bitstream लिखा जाता है"],
      transliterated: ["टाइमिंग फ़ेल होने पर भी बिटस्ट्रीम बनता है"],
      facts: [
        "route_design के बाद स्क्रिप्ट बिना slack जाँचे write_bitstream -force चलाती है, इसलिए negative slack वाला bitstream भी CI में release के रूप में प्रकाशित हो जाता है।",
      ],
      fix: "write_bitstream से पहले WNS या WHS ऋणात्मक होने पर build रोकें।",
    },
  },
  {
    id: "tb-backpressure",
    agent: "design",
    severity: "LOW",
    rate: 0.4,
    file: BENCH,
    line: 27,
    declared: 27,
    place: ["test_dma_burst", "m_axis_tready", "dut.m_axis_tready"],
    categories: ["Insufficient verification", "CWE-1207", "Coverage gap", "अपर्याप्त सत्यापन"],
    en: {
      titles: [
        "Testbench never applies backpressure",
        "m_axis_tready held high in test_dma_burst",
        "DMA stall path is not covered",
      ],
      facts: [
        "test_dma_burst sets dut.m_axis_tready.value = 1 once and never drops it, so the controller's stall logic, where the state machine bug above would show, is never exercised.",
        "The stream sink always accepts data.",
      ],
      fix: "Drive m_axis_tready from a random pattern and check no beat is lost or repeated.",
    },
    hi: {
      titles: ["testbench कभी backpressure नहीं देता"],
      transliterated: ["टेस्टबेंच कभी बैकप्रेशर नहीं देता"],
      facts: [
        "test_dma_burst में dut.m_axis_tready.value = 1 एक बार सेट होता है और कभी नीचे नहीं जाता, इसलिए कंट्रोलर का stall लॉजिक कभी परखा नहीं जाता।",
      ],
      fix: "m_axis_tready को random pattern से चलाएँ।",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark<DesignPlace> & { en: string; hi: string })[] = [
  {
    id: "remark-fifo-header",
    file: FIFO,
    line: 1,
    place: { instance: "soc_top.u_dma.u_fifo", module: "async_fifo", signal: "async_fifo" },
    en: "Add a header describing async_fifo's clocks and depth",
    hi: "async_fifo के clocks और depth बताने वाला header जोड़ें",
  },
  {
    id: "remark-generate-name",
    file: TOP,
    line: 120,
    place: { instance: "soc_top", module: "soc_top", signal: "genblk1" },
    en: "Name the generate block instead of relying on genblk1",
    hi: "generate block को नाम दें, genblk1 पर निर्भर न रहें",
  },
  {
    id: "remark-named-ports",
    file: TOP,
    line: 96,
    place: { instance: "soc_top.u_dma", module: "dma_ctrl", signal: "u_dma" },
    en: "Connect u_dma's ports by name",
    hi: "u_dma के ports को नाम से जोड़ें",
  },
];

/** How a run writes, kept for the whole run. */
interface FpgaStyle {
  hindi: boolean;
  /** Places in the design as the instance's path, the module or the signal. */
  place: "instance" | "module" | "signal";
  /** Instance paths with slashes, as Vivado writes them. */
  slashes: boolean;
  /** VHDL files by their design unit. */
  designUnits: boolean;
  /** Lines at the signal's declaration. */
  declarations: boolean;
}

const SEVERITY_WORDS: Record<Severity, [string, string]> = {
  CRITICAL: ["Critical", "गंभीर"],
  HIGH: ["High", "उच्च"],
  MEDIUM: ["Medium", "मध्यम"],
  LOW: ["Low", "निम्न"],
  INFO: ["Info", "सूचना"],
};

function isDesignPlace(place: FpgaIssue["place"]): place is DesignPlace {
  return !Array.isArray(place);
}

function designPlaceWritten(place: DesignPlace, style: FpgaStyle, random: Random, v: number): string {
  // Now and then a report names the place another way than its run usually does.
  const form = random() < v * 0.25 ? choose(random, ["instance", "module", "signal"] as const) : style.place;
  if (form === "instance") return style.slashes ? place.instance.replaceAll(".", "/") : place.instance;
  if (form === "module") return place.module;
  return place.bits !== undefined && random() < 0.4 ? `${place.signal}${place.bits}` : place.signal;
}

function fileWritten(file: string, style: FpgaStyle, random: Random, v: number): string {
  if (style.designUnits && DESIGN_UNIT[file] !== undefined) return DESIGN_UNIT[file];
  return random() < v * 0.1 ? file.slice(file.lastIndexOf("/") + 1) : file;
}

function lineWritten(
  line: number,
  declared: number,
  style: FpgaStyle,
  random: Random,
  v: number,
): number | undefined {
  if (random() < v * 0.15) return undefined;
  const at = style.declarations ? declared : line;
  return Math.max(1, at + (random() < v * 0.3 ? Math.round((random() * 2 - 1) * (v > 0.5 ? 6 : 2)) : 0));
}

function reportOf(issue: FpgaIssue, style: FpgaStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.2, random);
  const roll = random();
  const category =
    style.hindi && roll < 0.4
      ? issue.categories[3]
      : issue.categories[roll < 1 - v * 0.8 ? 0 : roll < 1 - v * 0.4 ? 1 : 2];
  const words = style.hindi ? issue.hi : issue.en;
  const title =
    style.hindi && random() < 0.35
      ? usually(issue.hi.transliterated, v * 0.5, random)
      : usually(words.titles, v * 0.7, random);
  const fact = usually(words.facts, v * 0.6, random);
  let place: string | undefined;
  if (random() >= v * 0.12)
    place = isDesignPlace(issue.place)
      ? designPlaceWritten(issue.place, style, random, v)
      : usually(issue.place, v * 0.6, random);
  const line = lineWritten(issue.line, issue.declared, style, random, v);
  const [sevEn, sevHi] = SEVERITY_WORDS[severity];
  return {
    agent: issue.agent,
    category,
    severity,
    title,
    description: style.hindi ? `${fact} ${words.fix} (गंभीरता: ${sevHi})` : `${fact} ${words.fix} (${sevEn})`,
    file: fileWritten(issue.file, style, random, v),
    ...(place !== undefined && { symbol: place }),
    ...(line !== undefined && { line }),
  };
}

/** `runs` runs of the three agents over the FPGA design, with each finding's true issue. */
export function fpgaRuns(options: GeneratorOptions): Generated {
  return drawRuns<FpgaIssue, (typeof REMARKS)[number], FpgaStyle>(
    {
      name: "fpga",
      model: "fpga-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const place = random();
        return {
          hindi: random() < 0.3,
          place: place < 1 - v * 0.7 ? "signal" : place < 1 - v * 0.35 ? "instance" : "module",
          slashes: random() < 0.4,
          designUnits: random() < v * 0.4,
          declarations: random() < v * 0.3,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => {
        const text = style.hindi ? remark.hi : remark.en;
        const line = lineWritten(remark.line, remark.line, style, random, v);
        return {
          agent: "design",
          category: style.hindi ? "रखरखाव" : "Maintainability",
          severity: "INFO",
          title: text,
          description: style.hindi
            ? `${text}। छोटी बात है, पर बाद में डिज़ाइन पढ़ने वाले के काम आएगी।`
            : `${text}. Minor, but it helps the next reader of the design.`,
          file: fileWritten(remark.file, style, random, v),
          symbol: designPlaceWritten(remark.place, style, random, v),
          ...(line !== undefined && { line }),
        };
      },
    },
    options,
  );
}
