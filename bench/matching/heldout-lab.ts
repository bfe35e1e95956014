/**
 * The twenty-eighth held-out generator family for grouping quality (issue #12): a physics lab's
 * spectrometer automation: LabVIEW virtual instruments (reviewed from their exported block
 * diagrams), Python instrument drivers over PyVISA, SCPI command sequences, MATLAB analysis
 * functions and an Arduino sketch driving a stage, reviewed by runs of which some write in
 * Hungarian. None of these languages or formats appear anywhere else in the tests.
 *
 * Written with the twenty-seventh, after every change to the matcher before it (up to 497ebe0),
 * and committed before anything was run on it; never tuned against until its errors were read at
 * the start of the next stop (the twenty-ninth family took its place as a check). Self-contained:
 * its own catalogue and model of how reports vary, its numbers from the project's seeded
 * generator (src/util/random.ts). What it models that the other families do not:
 *  - a VI named by its place in the LabVIEW project (`Spectrometer.lvproj > Acquisition >
 *    Acquire Spectrum.vi`) or by its title alone, its file's name having spaces; a MATLAB
 *    function by its name (`calibrate_spectrum`); the sketch by its board (`Uno: stage_controller`);
 *  - places as block-diagram objects (`While Loop`, `Case Structure [Timeout]`), SCPI commands
 *    (`:SENS:DET:INT`), MATLAB functions and Arduino handlers (`loop()`);
 *  - lines missing in most reports of a VI (a block diagram has none);
 *  - categories as ISO/IEC 17025 clauses and measurement words (`Drift`, `Aliasing`), besides
 *    CWE ids;
 *  - twins: two SCPI queries without a timeout in one driver; two MATLAB functions that divide by
 *    the dark frame without a check; remarks a run makes on its own.
 * Do not edit the catalogue or the variation to suit the matcher: that would end its use.
 */
import type { Finding } from "../../src/findings/types.js";
import type { Random } from "../../src/util/random.js";
import { type BilingualIssue, bilingualRuns } from "./draw.js";
import type { Generated, GeneratorOptions } from "./quality.js";

type LabIssue = BilingualIssue<"hu">;

const ACQUIRE = "labview/Acquisition/Acquire Spectrum.vi";
const SHUTTER = "labview/Control/Shutter Control.vi";
const DRIVER = "drivers/spectro/driver.py";
const SCPI = "scpi/init_sequence.scpi";
const CALIBRATE = "analysis/calibrate_spectrum.m";
const NORMALISE = "analysis/normalise_counts.m";
const SKETCH = "firmware/stage_controller/stage_controller.ino";

/** How a run names each file as the lab's tools name it, one habit a run. */
const TOOL_NAMES: Record<string, [string, string]> = {
  [ACQUIRE]: ["Spectrometer.lvproj > Acquisition > Acquire Spectrum.vi", "Acquire Spectrum"],
  [SHUTTER]: ["Spectrometer.lvproj > Control > Shutter Control.vi", "Shutter Control"],
  [CALIBRATE]: ["calibrate_spectrum", "calibrate_spectrum()"],
  [NORMALISE]: ["normalise_counts", "normalise_counts()"],
  [SKETCH]: ["Uno: stage_controller", "stage_controller sketch"],
};

/** A SCPI query without a timeout in the driver: each query is its own issue. */
function noTimeout(id: string, method: string, command: string, line: number, rate: number): LabIssue {
  return {
    id,
    agent: "architecture",
    severity: "MEDIUM",
    rate,
    file: DRIVER,
    line,
    symbols: [`Spectrometer.${method}`, method, `self.inst.query("${command}")`],
    categories: ["Missing timeout", "Hang", "Reliability"],
    en: {
      titles: [
        `${method} queries ${command} with no timeout`,
        `No VISA timeout around ${command}`,
        `${method} can hang the acquisition forever`,
      ],
      facts: [
        `${method} calls self.inst.query("${command}") with the resource's timeout left at None, so a detector that stops answering blocks the acquisition thread until the lab restarts it.`,
        `When the USB link drops during ${command}, the driver waits without end.`,
      ],
      fix: "Set inst.timeout and handle VisaIOError with a retry.",
    },
    hu: {
      titles: [`A ${method} időkorlát nélkül kérdezi le: ${command}`],
      facts: [
        `A ${method} self.inst.query("${command}") hívása időkorlát nélkül fut; a mérés végtelenül várhat.`,
      ],
      fix: "Állítsa be az inst.timeout értékét.",
    },
  };
}

/** A MATLAB function dividing by the dark frame: each function is its own issue. */
function darkDivide(id: string, file: string, fn: string, line: number, rate: number): LabIssue {
  return {
    id,
    agent: "architecture",
    severity: "HIGH",
    rate,
    file,
    line,
    symbols: [fn, `function out = ${fn}(raw, dark)`, "./ dark"],
    categories: ["Division by zero", "ISO/IEC 17025 7.6", "CWE-369"],
    en: {
      titles: [
        `${fn} divides by the dark frame without a check`,
        `Zero pixels in the dark frame give Inf in ${fn}`,
        `${fn} propagates NaN from dead pixels`,
      ],
      facts: [
        `${fn} computes raw ./ dark element-wise; a dead pixel with 0 counts in the dark frame yields Inf, which the fit then reports as a line.`,
        `Dead detector pixels make ${fn} return Inf and NaN that reach the published spectra.`,
      ],
      fix: "Mask pixels whose dark counts are below a floor before dividing.",
    },
    hu: {
      titles: [`A ${fn} ellenőrzés nélkül oszt a sötétképpel`],
      facts: [`A ${fn} elemenként raw ./ dark műveletet végez; a 0 értékű pixelek Inf értéket adnak.`],
      fix: "Maszkolja a küszöb alatti sötét pixeleket.",
    },
  };
}

const ISSUES: LabIssue[] = [
  noTimeout("timeout-integration", "set_integration", ":SENS:DET:INT?", 44, 0.65),
  noTimeout("timeout-temperature", "read_temperature", ":SENS:TEMP?", 52, 0.5),
  darkDivide("dark-calibrate", CALIBRATE, "calibrate_spectrum", 23, 0.6),
  darkDivide("dark-normalise", NORMALISE, "normalise_counts", 17, 0.45),
  {
    id: "acquire-race",
    agent: "architecture",
    severity: "HIGH",
    rate: 0.6,
    file: ACQUIRE,
    line: 1,
    symbols: ["While Loop", "Local Variable: Spectrum", "Case Structure [Timeout]"],
    categories: ["Race condition", "CWE-362", "Data integrity"],
    en: {
      titles: [
        "Two loops write the Spectrum local variable",
        "Race on the Spectrum local variable in Acquire Spectrum",
        "Acquisition and display loops share a local variable",
      ],
      facts: [
        "The acquisition While Loop and the display loop both write the Spectrum local variable, so a frame can be overwritten by a stale copy before it is saved.",
        "Saved spectra now and then repeat the previous frame because of the shared local variable.",
      ],
      fix: "Pass frames through a queue from the acquisition loop to the consumer.",
    },
    hu: {
      titles: ["Két ciklus írja a Spectrum lokális változót"],
      facts: [
        "A mérési és a megjelenítő ciklus is írja a Spectrum lokális változót; a képkocka felülíródhat.",
      ],
      fix: "Használjon sort a ciklusok között.",
    },
  },
  {
    id: "shutter-default",
    agent: "security",
    severity: "CRITICAL",
    rate: 0.55,
    file: SHUTTER,
    line: 1,
    symbols: ["Case Structure [Error]", "Shutter Control", "Error Handler"],
    categories: ["Fail-safe", "Laser safety", "Error handling"],
    en: {
      titles: [
        "Shutter stays open when the VI errors out",
        "Error case leaves the laser shutter open",
        "No fail-safe close on error in Shutter Control",
      ],
      facts: [
        "The Error case of Shutter Control only logs and exits; it never writes Close to the shutter, so a communication error leaves the beam path open with the enclosure unlocked.",
        "A crash of the control VI leaves the shutter in whatever state it was.",
      ],
      fix: "Close the shutter in the error case and on VI exit.",
    },
    hu: {
      titles: ["Hiba esetén a zár nyitva marad"],
      facts: ["A Shutter Control hibaága csak naplóz; a zárat nem zárja be."],
      fix: "Hiba esetén zárja be a zárat.",
    },
  },
  {
    id: "scpi-reset",
    agent: "architecture",
    severity: "MEDIUM",
    rate: 0.5,
    file: SCPI,
    line: 3,
    symbols: ["*RST", ":SENS:DET:INT 100", "*CLS"],
    categories: ["ISO/IEC 17025 6.4", "Configuration drift", "Reproducibility"],
    en: {
      titles: [
        "Init sequence does not reset the instrument first",
        "No *RST before configuring the detector",
        "Settings from the previous user carry over",
      ],
      facts: [
        "init_sequence.scpi sets integration and gain but starts without *RST and *CLS, so settings a previous session changed (averaging, trigger mode) carry into the new measurement.",
        "Two runs of the same procedure measure with different averaging.",
      ],
      fix: "Start the sequence with *RST; *CLS and set every parameter the method depends on.",
    },
    hu: {
      titles: ["Az inicializálás nem állítja vissza először a műszert"],
      facts: [
        "Az init_sequence.scpi *RST és *CLS nélkül kezd; az előző felhasználó beállításai megmaradnak.",
      ],
      fix: "Kezdje a sorozatot *RST; *CLS paranccsal.",
    },
  },
  {
    id: "stage-limit",
    agent: "security",
    severity: "HIGH",
    rate: 0.55,
    file: SKETCH,
    line: 64,
    symbols: ["loop()", "moveTo", "Serial.parseInt()"],
    categories: ["Missing bounds check", "CWE-20", "Mechanical safety"],
    en: {
      titles: [
        "Stage moves to any position read from serial",
        "No travel limit check before moveTo",
        "Serial position drives the stage past its end stop",
      ],
      facts: [
        "loop() reads a target with Serial.parseInt() and calls stepper.moveTo(target) without checking it against the 0 to 12000 step travel, so a stray byte drives the stage into its end stop.",
        "A malformed command crashes the stage into the hard stop.",
      ],
      fix: "Clamp the target to the travel and ignore malformed commands.",
    },
    hu: {
      titles: ["A tárgyasztal bármely soros porton kapott pozícióra mozog"],
      facts: [
        "A loop() Serial.parseInt() értékével hívja a moveTo-t, a 0–12000 lépéses tartomány ellenőrzése nélkül.",
      ],
      fix: "Korlátozza a célt a mozgási tartományra.",
    },
  },
];

/** Remarks a run makes on its own at one place: each place's its own issue. */
const REMARKS: { id: string; file: string; line: number; symbol: string; title: string; category: string }[] =
  [
    {
      id: "remark-vi-doc",
      file: ACQUIRE,
      line: 1,
      symbol: "VI Description",
      title: "Fill in the VI description",
      category: "Documentation",
    },
    {
      id: "remark-magic-wavelength",
      file: CALIBRATE,
      line: 9,
      symbol: "calibrate_spectrum",
      title: "Reference wavelength 546.07 is a literal",
      category: "Maintainability",
    },
    {
      id: "remark-driver-logging",
      file: DRIVER,
      line: 10,
      symbol: "Spectrometer.__init__",
      title: "Use logging instead of print",
      category: "Maintainability",
    },
  ];

/** A block diagram has no lines: a report on a VI gives one only now and then, as line 1. */
function withoutVILines(finding: Finding, file: string, random: Random): Finding {
  if (!file.endsWith(".vi") || finding.line === undefined || random() < 0.2) return finding;
  const { line: _line, ...rest } = finding;
  return rest;
}

/** `runs` runs of the three agents over the spectrometer's automation, with each finding's true issue. */
export function labRuns(options: GeneratorOptions): Generated {
  return bilingualRuns(
    {
      name: "lab",
      lang: "hu",
      issues: ISSUES,
      remarks: REMARKS,
      names: (file) => TOOL_NAMES[file],
      remarkText: (remark, other) =>
        other
          ? `${remark.title}. Apróság, de segít a következő kollégának.`
          : `${remark.title}. Minor; it helps the next person in the lab.`,
      finish: withoutVILines,
    },
    options,
  );
}
