/**
 * The thirty-second held-out generator family for grouping quality (issue #12): an audio
 * software studio's products: a JUCE chorus plugin in C++ built with CMake, a Faust reverb, a
 * SuperCollider instrument (SynthDefs and OSC handlers), a Csound granular orchestra and a Max
 * for Live device's patcher, reviewed by runs of which some write in Thai, a script written
 * without spaces between words. None of these languages or formats appear anywhere else in the
 * tests, and no family before it writes Thai.
 *
 * Written at the start of the stop that reads the thirty-first family, to take its place as a
 * check; committed before anything was run on it; never tuned against. Self-contained: its own
 * catalogue and its own model of how reports vary, its numbers from the project's seeded
 * generator (src/util/random.ts). What it models that the other families do not:
 *  - a C++ issue filed against the class's header (`PluginProcessor.h`) instead of its source,
 *    one habit a run, and a JUCE override named by the base class that declares it
 *    (`juce::AudioProcessor::processBlock`) rather than the class that overrides it;
 *  - a file name with spaces (`Granular Delay.maxpat`), written percent-encoded as a copied link
 *    writes it, one habit a run;
 *  - a Max object named by its box text (`[poly~ grainvoice 64]`), its id (`obj-23`) or its
 *    class; a SuperCollider SynthDef by its definition (`SynthDef(\grain)`), its symbol (`\grain`)
 *    or the environment variable that plays it; a Csound instrument by number or name;
 *  - lines at the fault or at the start of the enclosing function, one habit a run, so the two
 *    issues of one function share a line in the runs that give the function's;
 *  - titles led by a coloured marker (`🔴`), ended by a tag in brackets, or plain, one habit a run;
 *    descriptions of one sentence or with a "Why it matters" paragraph, one habit a run;
 *  - categories as audio-engineering terms (`Real-time safety`, `RT violation`), CWE ids or plain
 *    words, and in Thai;
 *  - twins: two faults in one `processBlock` six lines apart; two SynthDefs with the same
 *    unbounded feedback; remarks a run makes on its own, one of them in that `processBlock`.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding, Severity } from "../../src/findings/types.js";
import { type Random } from "../../src/util/random.js";
import {
  type CatalogueIssue,
  type CatalogueRemark,
  drawRuns,
  severityNudged,
  usually,
  type Wording,
} from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

const PROCESSOR = "plugins/Chorus/Source/PluginProcessor.cpp";
const EDITOR = "plugins/Chorus/Source/PluginEditor.cpp";
const PLUGIN_CMAKE = "plugins/Chorus/CMakeLists.txt";
const REVERB = "dsp/faust/reverb.dsp";
const SYNTHS = "sc/synthdefs.scd";
const GRANULAR = "csound/granular.csd";
const PATCHER = "devices/Granular Delay/Granular Delay.maxpat";

interface Words extends Wording {
  /** Why it matters, for runs that say. */
  matters: string;
}

interface StudioIssue extends CatalogueIssue {
  /** The line the enclosing function (or definition) starts at. */
  start: number;
  /** The usual name first; the base-class name of a JUCE override, where it has one, last. */
  places: readonly string[];
  /** The name its base class declares it by, for a JUCE override. */
  base?: string;
  /** Audio-engineering term, CWE, plain, Thai. */
  categories: readonly [string, string, string, string];
  en: Words;
  th: Words;
}

/** A SynthDef whose feedback loop has no limiter: each SynthDef is its own issue. */
function unboundedFeedback(
  id: string,
  name: string,
  player: string,
  line: number,
  rate: number,
): StudioIssue {
  return {
    id,
    agent: "architecture",
    severity: "MEDIUM",
    rate,
    file: SYNTHS,
    line: line + 4,
    start: line,
    places: [`SynthDef(\\${name})`, `\\${name}`, player],
    categories: ["Feedback stability", "CWE-835", "Unbounded feedback", "ลูปป้อนกลับไม่มีขอบเขต"],
    en: {
      titles: [
        `Feedback in \\${name} can run away`,
        `LocalIn feedback of ${name} is not limited`,
        `${name} blows up when feedback is above 1`,
      ],
      facts: [
        `The ${name} SynthDef mixes LocalIn back into its delay line with the feedback argument unclipped, so a value above 1.0 from the controller makes the loop grow until the output clips hard.`,
        `Nothing keeps ${name}'s feedback loop below unity gain.`,
      ],
      matters: "A runaway loop produces full-scale noise on the main outputs during a performance.",
      fix: "Clip the feedback argument below 1 and put a LeakDC and a Limiter inside the loop.",
    },
    th: {
      titles: [`ลูปป้อนกลับของ${name}ไม่มีการจำกัด`, `${name}เสียงระเบิดเมื่อ feedback เกิน 1`],
      facts: [
        `SynthDef ${name}ส่งสัญญาณจาก LocalIn กลับเข้าไปในดีเลย์โดยไม่จำกัดค่า feedback ถ้าค่าเกิน 1.0 สัญญาณจะเพิ่มขึ้นเรื่อยๆจนเสียงแตก`,
      ],
      matters: "เสียงรบกวนเต็มระดับอาจออกลำโพงระหว่างการแสดง",
      fix: "จำกัดค่า feedback ให้ต่ำกว่า 1 และใส่ LeakDC กับ Limiter ในลูป",
    },
  };
}

const ISSUES: StudioIssue[] = [
  {
    id: "rt-alloc",
    agent: "performance",
    severity: "HIGH",
    rate: 0.65,
    file: PROCESSOR,
    line: 148,
    start: 131,
    places: [
      "ChorusAudioProcessor::processBlock",
      "processBlock(juce::AudioBuffer<float>&, juce::MidiBuffer&)",
      "std::vector<float>::resize",
    ],
    base: "juce::AudioProcessor::processBlock",
    categories: ["Real-time safety", "CWE-400", "Memory allocation", "ความปลอดภัยแบบเรียลไทม์"],
    en: {
      titles: [
        "processBlock allocates memory on the audio thread",
        "Heap allocation in the audio callback",
        "delayLine.resize() runs for every block",
      ],
      facts: [
        "processBlock calls delayLine.resize(numSamples + maxDelay) on every callback, and resize may allocate when the host changes its block size, so the audio thread can wait on the allocator's lock.",
        "The delay buffer is resized inside the audio callback.",
      ],
      matters: "An allocation on the audio thread can miss the deadline and be heard as a click or dropout.",
      fix: "Size the buffer once in prepareToPlay for the largest block and never resize it in processBlock.",
    },
    th: {
      titles: ["processBlock จัดสรรหน่วยความจำบนเธรดเสียง", "มีการจองหน่วยความจำใน audio callback"],
      facts: [
        "processBlock เรียก delayLine.resize ทุกครั้งที่ประมวลผลบล็อก ซึ่งอาจจองหน่วยความจำใหม่เมื่อขนาดบล็อกเปลี่ยน ทำให้เธรดเสียงต้องรอ",
      ],
      matters: "การจองหน่วยความจำบนเธรดเสียงทำให้เกิดเสียงคลิกหรือเสียงขาดหาย",
      fix: "จองบัฟเฟอร์ครั้งเดียวใน prepareToPlay ตามขนาดบล็อกที่ใหญ่ที่สุด",
    },
  },
  {
    id: "rt-lock",
    agent: "performance",
    severity: "HIGH",
    rate: 0.55,
    file: PROCESSOR,
    line: 142,
    start: 131,
    places: ["ChorusAudioProcessor::processBlock", "std::lock_guard<std::mutex>", "presetLock"],
    base: "juce::AudioProcessor::processBlock",
    categories: ["Real-time safety", "CWE-833", "Priority inversion", "ความปลอดภัยแบบเรียลไทม์"],
    en: {
      titles: [
        "processBlock locks a mutex the editor also holds",
        "Priority inversion between the UI and the audio thread",
        "Audio callback waits on presetLock",
      ],
      facts: [
        "processBlock takes std::lock_guard on presetLock, which the editor holds while it loads a preset from disk, so the audio thread blocks for as long as the file read takes.",
        "The audio thread and the message thread share one mutex.",
      ],
      matters: "Loading a preset while audio plays causes dropouts on every host.",
      fix: "Hand presets to the audio thread through a lock-free FIFO or an atomic pointer swap.",
    },
    th: {
      titles: ["processBlock ล็อก mutex ที่ editor ใช้ร่วมกัน", "เธรดเสียงรอ presetLock"],
      facts: [
        "processBlock ใช้ std::lock_guard กับ presetLock ซึ่ง editor ถือไว้ขณะโหลดพรีเซ็ตจากดิสก์ เธรดเสียงจึงถูกบล็อกจนกว่าการอ่านไฟล์จะเสร็จ",
      ],
      matters: "การโหลดพรีเซ็ตระหว่างเล่นเสียงทำให้เสียงขาดหาย",
      fix: "ส่งพรีเซ็ตผ่านคิวแบบไม่ใช้ล็อกหรือสลับพอยน์เตอร์แบบ atomic",
    },
  },
  {
    id: "state-restore",
    agent: "security",
    severity: "MEDIUM",
    rate: 0.5,
    file: PROCESSOR,
    line: 214,
    start: 209,
    places: [
      "ChorusAudioProcessor::setStateInformation",
      "getXmlFromBinary",
      "setStateInformation(const void*, int)",
    ],
    base: "juce::AudioProcessor::setStateInformation",
    categories: ["Untrusted state", "CWE-502", "Input validation", "การตรวจสอบข้อมูลเข้า"],
    en: {
      titles: [
        "setStateInformation trusts the host's state blob",
        "Restored parameters are not range-checked",
        "A crafted project file sets out-of-range parameters",
      ],
      facts: [
        "setStateInformation parses the blob with getXmlFromBinary and copies every attribute into the ValueTree with replaceState, without checking the tag name or the parameter ranges, so a project file from elsewhere can set a delay time past the buffer.",
        "State from the host is applied without validation.",
      ],
      matters: "Session files are shared between studios, so the blob is not the plugin's own data.",
      fix: "Check the root tag and clamp each parameter through its NormalisableRange before replaceState.",
    },
    th: {
      titles: ["setStateInformation เชื่อข้อมูลสถานะจากโฮสต์", "ไม่ตรวจช่วงค่าพารามิเตอร์ที่กู้คืน"],
      facts: [
        "setStateInformation อ่านข้อมูลด้วย getXmlFromBinary แล้วใช้ replaceState ทันทีโดยไม่ตรวจชื่อแท็กหรือช่วงค่า ไฟล์โปรเจกต์จากที่อื่นจึงตั้งค่าดีเลย์เกินบัฟเฟอร์ได้",
      ],
      matters: "ไฟล์เซสชันถูกแชร์ระหว่างสตูดิโอ",
      fix: "ตรวจแท็กและจำกัดค่าพารามิเตอร์ด้วย NormalisableRange ก่อน replaceState",
    },
  },
  {
    id: "editor-param",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.45,
    file: EDITOR,
    line: 61,
    start: 55,
    places: ["ChorusAudioProcessorEditor::timerCallback", "AudioParameterFloat::operator=", "timerCallback"],
    base: "juce::Timer::timerCallback",
    categories: ["Host automation", "CWE-662", "Parameter handling", "การจัดการพารามิเตอร์"],
    en: {
      titles: [
        "The editor sets parameters without gestures",
        "timerCallback writes the rate parameter directly",
        "Host automation does not see the LFO sync changes",
      ],
      facts: [
        "timerCallback assigns *rateParam = synced value instead of calling beginChangeGesture, setValueNotifyingHost and endChangeGesture, so hosts record no automation and the undo history skips the change.",
        "The parameter is written behind the host's back.",
      ],
      matters: "Automation recorded in the session disagrees with what the plugin plays.",
      fix: "Use a ParameterAttachment, or wrap the change in begin/endChangeGesture and setValueNotifyingHost.",
    },
    th: {
      titles: ["editor ตั้งค่าพารามิเตอร์โดยไม่แจ้งโฮสต์"],
      facts: ["timerCallback กำหนดค่า rateParam โดยตรงแทนการเรียก setValueNotifyingHost โฮสต์จึงไม่บันทึกออโตเมชัน"],
      matters: "ออโตเมชันในเซสชันไม่ตรงกับเสียงที่ปลั๊กอินเล่น",
      fix: "ใช้ ParameterAttachment หรือ setValueNotifyingHost",
    },
  },
  {
    id: "hardened-runtime",
    agent: "security",
    severity: "LOW",
    rate: 0.35,
    file: PLUGIN_CMAKE,
    line: 24,
    start: 18,
    places: ["juce_add_plugin(Chorus)", "HARDENED_RUNTIME_ENABLED", "Chorus"],
    categories: ["Code signing", "CWE-693", "Build configuration", "การเซ็นโค้ด"],
    en: {
      titles: [
        "Hardened runtime is disabled for the macOS build",
        "HARDENED_RUNTIME_ENABLED FALSE blocks notarization",
        "The plugin bundle is not hardened",
      ],
      facts: [
        "juce_add_plugin sets HARDENED_RUNTIME_ENABLED FALSE, so the AU and VST3 bundles cannot be notarized and run without library validation inside the host.",
        "The bundle ships without the hardened runtime.",
      ],
      matters: "Gatekeeper blocks unnotarized plugins on current macOS.",
      fix: "Enable the hardened runtime and list only the entitlements the plugin needs.",
    },
    th: {
      titles: ["ปิด hardened runtime ในบิลด์ macOS"],
      facts: ["juce_add_plugin ตั้ง HARDENED_RUNTIME_ENABLED เป็น FALSE ทำให้ notarize ไม่ได้"],
      matters: "Gatekeeper จะบล็อกปลั๊กอินที่ไม่ได้ notarize",
      fix: "เปิด hardened runtime และขอ entitlement เท่าที่จำเป็น",
    },
  },
  {
    id: "faust-denormal",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.5,
    file: REVERB,
    line: 27,
    start: 22,
    places: ["fdnRev", "fdnRev(n)", "process"],
    categories: ["Denormals", "CWE-1339", "CPU spikes", "ตัวเลขดีนอร์มัล"],
    en: {
      titles: [
        "The FDN decays into denormals",
        "fdnRev has no denormal protection",
        "CPU spikes when the reverb tail fades out",
      ],
      facts: [
        "fdnRev feeds its delay lines back through the ~ operator with a decay below 1 and no DC offset or flush, and the generated C++ is compiled without -ftz, so the tail falls into denormal floats and each sample costs a hundred times more.",
        "Reverb tails become denormal numbers.",
      ],
      matters: "The plugin's CPU jumps in silence, exactly when users do not expect it.",
      fix: "Compile with -ftz (flush to zero), or add a tiny DC offset in the feedback path.",
    },
    th: {
      titles: ["fdnRev ไม่มีการป้องกันตัวเลขดีนอร์มัล", "CPU พุ่งเมื่อหางรีเวิร์บจางลง"],
      facts: [
        "fdnRev ป้อนดีเลย์กลับด้วยตัวดำเนินการ ~ โดยไม่มีการล้างค่า หางเสียงจึงกลายเป็นตัวเลขดีนอร์มัลและใช้ CPU มากขึ้นมาก",
      ],
      matters: "CPU สูงขึ้นในช่วงที่เงียบ",
      fix: "คอมไพล์ด้วย -ftz หรือเพิ่ม DC offset เล็กน้อยในลูป",
    },
  },
  {
    id: "faust-gain",
    agent: "security",
    severity: "HIGH",
    rate: 0.45,
    file: REVERB,
    line: 41,
    start: 39,
    places: ["process", "gain", 'hslider("gain")'],
    categories: ["Hearing safety", "CWE-1284", "Output level", "ความปลอดภัยต่อการได้ยิน"],
    en: {
      titles: [
        "The output gain reaches +24 dB with no limiter",
        "No output limiter after the gain slider",
        "process can emit full-scale bursts",
      ],
      facts: [
        'process multiplies the wet signal by ba.db2linear(hslider("gain", 0, -60, 24, 0.1)) and sends it straight out, so +24 dB on a resonant setting produces samples far above 0 dBFS on headphones.',
        "The gain slider allows far more than unity and nothing limits the output.",
      ],
      matters: "Users monitor on headphones; an unlimited burst can damage hearing.",
      fix: "Cap the slider at +6 dB and end process with a true-peak limiter.",
    },
    th: {
      titles: ["เกนขาออกสูงถึง +24 dB โดยไม่มีลิมิตเตอร์"],
      facts: ["process คูณสัญญาณด้วยค่า gain ได้ถึง +24 dB แล้วส่งออกทันที สัญญาณจึงเกิน 0 dBFS ได้มาก"],
      matters: "ผู้ใช้ฟังผ่านหูฟัง เสียงดังเกินอาจทำลายการได้ยิน",
      fix: "จำกัด slider ที่ +6 dB และใส่ลิมิตเตอร์ท้าย process",
    },
  },
  unboundedFeedback("feedback-grain", "grain", "~grainCloud", 14, 0.5),
  unboundedFeedback("feedback-smear", "smear", "~smearBus", 43, 0.4),
  {
    id: "osc-interpret",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.6,
    file: SYNTHS,
    line: 84,
    start: 80,
    places: ["OSCdef(\\remote)", "\\remote", "String.interpret"],
    categories: ["Remote code execution", "CWE-94", "Code injection", "การรันโค้ดจากระยะไกล"],
    en: {
      titles: [
        "OSCdef(\\remote) interprets strings from the network",
        "Any host on the LAN can run sclang code",
        "Remote OSC messages are evaluated as code",
      ],
      facts: [
        "OSCdef(\\remote) listens on port 57120 without a srcID or address filter and calls msg[1].asString.interpret, so anyone on the venue's network can run arbitrary sclang, including unixCmd.",
        "Strings received over OSC are executed.",
      ],
      matters: "Venue networks are shared with the audience.",
      fix: "Accept only known message names with numeric arguments, and bind the responder to the controller's address.",
    },
    th: {
      titles: ["OSCdef(\\remote) รันสตริงจากเครือข่ายเป็นโค้ด", "ใครก็ได้ในเครือข่ายรันโค้ด sclang ได้"],
      facts: [
        "OSCdef(\\remote) รับข้อความจากทุกที่อยู่และเรียก interpret กับสตริงที่ได้รับ ผู้ใดในเครือข่ายของสถานที่จัดงานจึงรันคำสั่งใดก็ได้ รวมถึง unixCmd",
      ],
      matters: "เครือข่ายในสถานที่จัดงานใช้ร่วมกับผู้ชม",
      fix: "รับเฉพาะข้อความที่รู้จักและจำกัดที่อยู่ผู้ส่ง",
    },
  },
  {
    id: "csound-index",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.45,
    file: GRANULAR,
    line: 37,
    start: 30,
    places: ["instr Grain", "instr 10", "tablei"],
    categories: ["Table bounds", "CWE-129", "Index check", "การตรวจขอบเขตดัชนี"],
    en: {
      titles: [
        "Grain reads past the end of its source table",
        "tablei index is not wrapped in instr Grain",
        "Grain position can exceed the table length",
      ],
      facts: [
        "instr Grain computes kpos from the p-field position plus jitter and reads the source with tablei kpos, isrc in raw index mode without the wrap flag, so positions near the end read past the table and Csound clamps to the last sample, which buzzes.",
        "The grain start plus jitter is not kept inside the table.",
      ],
      matters: "Grains near the end of a sample turn into a DC buzz.",
      fix: "Use the normalised mode with wrap (tablei kpos, isrc, 1, 0, 1) or clamp kpos to ftlen(isrc) minus the grain length.",
    },
    th: {
      titles: ["instr Grain อ่านเกินท้ายตาราง", "ดัชนีของ tablei ไม่ถูกจำกัด"],
      facts: [
        "instr Grain คำนวณ kpos จากตำแหน่งบวก jitter แล้วอ่านด้วย tablei โดยไม่มี wrap ตำแหน่งท้ายๆจึงอ่านเกินตาราง",
      ],
      matters: "เกรนที่อยู่ท้ายตัวอย่างเสียงกลายเป็นเสียงหึ่ง",
      fix: "ใช้โหมด wrap หรือจำกัด kpos ไม่ให้เกิน ftlen",
    },
  },
  {
    id: "max-voices",
    agent: "performance",
    severity: "MEDIUM",
    rate: 0.4,
    file: PATCHER,
    line: 1204,
    start: 1196,
    places: ["[poly~ grainvoice 64]", "obj-23", "poly~"],
    categories: ["CPU load", "CWE-405", "Voice management", "ภาระ CPU"],
    en: {
      titles: [
        "All 64 grain voices run even when silent",
        "poly~ voices are never muted",
        "The device burns CPU with no grains playing",
      ],
      facts: [
        "[poly~ grainvoice 64] loads 64 instances and the voice patcher never sends mute 1 when its envelope ends, so every voice's DSP runs each block whether or not it plays.",
        "Idle poly~ voices keep processing audio.",
      ],
      matters: "Live users run many devices in one set; this one costs as much idle as busy.",
      fix: "Send mute 1 from thispoly~ when a voice's envelope ends and mute 0 when it is triggered.",
    },
    th: {
      titles: ["เสียง grain ทั้ง 64 เสียงทำงานแม้ไม่มีเสียง", "poly~ ไม่เคย mute เสียงที่ว่าง"],
      facts: ["[poly~ grainvoice 64] โหลด 64 อินสแตนซ์และไม่เคยส่ง mute 1 เมื่อเอนเวโลปจบ ทุกเสียงจึงประมวลผลตลอด"],
      matters: "ผู้ใช้ Live เปิดหลายดีไวซ์พร้อมกัน",
      fix: "ส่ง mute 1 จาก thispoly~ เมื่อเอนเวโลปจบ",
    },
  },
];

/** Remarks a run makes on its own at one place: each place is its own issue. */
const REMARKS: (CatalogueRemark & { en: string; th: string })[] = [
  {
    id: "remark-smoothing",
    file: PROCESSOR,
    line: 155,
    place: "ChorusAudioProcessor::processBlock",
    en: "Smooth the depth parameter to avoid zipper noise",
    th: "ควรทำให้พารามิเตอร์ depth เปลี่ยนอย่างนุ่มนวลเพื่อเลี่ยงเสียงซิป",
  },
  {
    id: "remark-synth-args",
    file: SYNTHS,
    line: 12,
    place: "SynthDef(\\grain)",
    en: "Document the SynthDef's arguments with their ranges",
    th: "ควรอธิบายอาร์กิวเมนต์ของ SynthDef พร้อมช่วงค่า",
  },
  {
    id: "remark-faust-meta",
    file: REVERB,
    line: 3,
    place: "declare",
    en: "Add name, author and license metadata",
    th: "ควรเพิ่ม metadata ชื่อ ผู้เขียน และสัญญาอนุญาต",
  },
];

/** How a run writes, kept for the whole run. */
interface StudioStyle {
  thai: boolean;
  /** C++ issues filed against the class's header. */
  header: boolean;
  /** JUCE overrides named by the base class that declares them. */
  baseNames: boolean;
  /** Spaces in paths written `%20`. */
  encoded: boolean;
  lines: "fault" | "function" | "none";
  marker: "colour" | "tag" | "plain";
  why: boolean;
}

const COLOUR: Record<Severity, string> = {
  CRITICAL: "🔴",
  HIGH: "🟠",
  MEDIUM: "🟡",
  LOW: "🔵",
  INFO: "⚪",
};

const TAG: Record<StudioIssue["agent"], string> = {
  security: "[security]",
  performance: "[perf]",
  architecture: "[design]",
};

function pathWritten(file: string, style: StudioStyle, random: Random, v: number): string {
  let path = style.header && file.endsWith(".cpp") ? file.replace(/\.cpp$/, ".h") : file;
  if (random() < v * 0.12) path = path.slice(path.lastIndexOf("/") + 1);
  return style.encoded ? path.replaceAll(" ", "%20") : path;
}

function markedTitle(
  title: string,
  severity: Severity,
  agent: StudioIssue["agent"],
  style: StudioStyle,
): string {
  if (style.marker === "colour") return `${COLOUR[severity]} ${title}`;
  if (style.marker === "tag") return `${title} ${TAG[agent]}`;
  return title;
}

function reportOf(issue: StudioIssue, style: StudioStyle, random: Random, v: number): Finding {
  const severity = severityNudged(issue.severity, v * 0.25, random);
  const roll = random();
  const category =
    style.thai && roll < 0.5
      ? issue.categories[3]
      : issue.categories[roll < 1 - v * 0.9 ? 0 : roll < 1 - v * 0.5 ? 1 : 2];
  const words = style.thai ? issue.th : issue.en;
  const title = usually(words.titles, v * 0.7, random);
  const cause = usually(words.facts, v * 0.6, random);
  let place: string | undefined;
  if (random() >= v * 0.12) {
    place = usually(issue.places, v * 0.5, random);
    if (style.baseNames && issue.base !== undefined && place === issue.places[0]) place = issue.base;
  }
  let line: number | undefined;
  if (style.lines !== "none" && random() >= v * 0.1) {
    const at = style.lines === "function" ? issue.start : issue.line;
    line = Math.max(1, at + (random() < v * 0.3 ? Math.round((random() * 2 - 1) * (v > 0.5 ? 6 : 2)) : 0));
  }
  const description = style.why
    ? `${cause}\n\n${style.thai ? "ทำไมจึงสำคัญ" : "Why it matters"}: ${words.matters}\n\n${words.fix}`
    : `${cause} ${words.fix}`;
  return {
    agent: issue.agent,
    category,
    severity,
    title: markedTitle(title, severity, issue.agent, style),
    description,
    file: pathWritten(issue.file, style, random, v),
    ...(place !== undefined && { symbol: place }),
    ...(line !== undefined && { line }),
  };
}

/** `runs` runs of the three agents over the studio's code, with each finding's true issue. */
export function studioRuns(options: GeneratorOptions): Generated {
  return drawRuns<StudioIssue, (typeof REMARKS)[number], StudioStyle>(
    {
      name: "studio",
      model: "studio-generator",
      issues: ISSUES,
      remarks: REMARKS,
      remarkRate: 0.12,
      style: (random, v) => {
        const lines = random();
        const marker = random();
        return {
          thai: random() < 0.3,
          header: random() < v * 0.3,
          baseNames: random() < v * 0.35,
          encoded: random() < v * 0.5,
          lines: lines < v * 0.3 ? "function" : lines < v * 0.3 + 0.1 ? "none" : "fault",
          marker: marker < 0.25 ? "colour" : marker < 0.4 ? "tag" : "plain",
          why: random() < 0.4,
        };
      },
      report: reportOf,
      remark: (remark, style, random, v) => ({
        agent: "architecture",
        category: style.thai ? "การบำรุงรักษา" : "Maintainability",
        severity: "INFO",
        title: markedTitle(style.thai ? remark.th : remark.en, "INFO", "architecture", style),
        description: style.thai
          ? `${remark.th} เป็นเรื่องเล็กแต่ช่วยให้ดูแลโค้ดง่ายขึ้น`
          : `${remark.en}. Minor, but it makes the code easier to maintain.`,
        file: pathWritten(remark.file, style, random, v),
        symbol: remark.place,
        ...(style.lines !== "none" && { line: remark.line }),
      }),
    },
    options,
  );
}
