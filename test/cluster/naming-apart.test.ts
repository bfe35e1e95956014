import { describe, expect, it } from "vitest";
import { comparePair, levelOf, SYMBOL_LEVELS, TEXT_LEVELS } from "../../src/cluster/compare.js";
import type { Features } from "../../src/cluster/features.js";
import { wordsAgree, learnWeights } from "../../src/cluster/learn.js";
import type { Finding } from "../../src/findings/types.js";
import { finding } from "../helpers/runs.js";
import { compared, enoughToLearn, patternOf } from "../helpers/evidence.js";

const textLevel = (a: Finding, b: Finding) => {
  const { features, comparer } = compared([a, b]);
  return TEXT_LEVELS[comparer.textLevel(features[0]!, features[1]!)];
};

// Two writes of one init function whose results are ignored: one template, two registers.
const ignoredWrite = (register: string): Finding =>
  finding({
    agent: "architecture",
    file: "drivers/sensor/tmp117.c",
    symbol: "tmp117_init",
    category: "Unchecked Return Value",
    title: `Return value of the ${register} write ignored in tmp117_init`,
    description: `tmp117_init calls i2c_reg_write_byte for ${register} and discards the result.`,
  });

describe("words that agree while each report names something the other does not", () => {
  it("are a text level of their own: one template filled with two names", () => {
    expect(textLevel(ignoredWrite("TMP117_REG_CONFIG"), ignoredWrite("TMP117_REG_T_HIGH"))).toBe(
      "naming apart",
    );
  });

  it("are not when one report names less than the other, or names the other's symbol", () => {
    // One issue's reports: one names the call at fault, the other does not.
    const terse = {
      ...ignoredWrite("TMP117_REG_CONFIG"),
      description: "tmp117_init discards the result of the TMP117_REG_CONFIG write.",
    };
    expect(textLevel(ignoredWrite("TMP117_REG_CONFIG"), terse)).not.toBe("naming apart");
    expect(textLevel(ignoredWrite("TMP117_REG_CONFIG"), ignoredWrite("TMP117_REG_CONFIG"))).toBe("one text");
    // A name written in one text that is the other report's symbol is no name of its own.
    const atCall = { ...ignoredWrite("TMP117_REG_CONFIG"), symbol: "i2c_reg_write_byte" };
    const atInit = {
      ...ignoredWrite("TMP117_REG_CONFIG"),
      description: "tmp117_init discards the result of the TMP117_REG_CONFIG write (i2c_reg_write_byte).",
    };
    expect(textLevel(atCall, atInit)).not.toBe("naming apart");
    // A name whose every word the other writes (`I2C` beside `i2c_reg_write_byte`) is none of its own.
    const i2c = {
      ...ignoredWrite("TMP117_REG_T_HIGH"),
      title: "tmp117_init does not check the I2C write to TMP117_REG_T_HIGH",
      description: "A failed write of TMP117_REG_T_HIGH goes unnoticed.",
    };
    expect(textLevel(ignoredWrite("TMP117_REG_T_HIGH"), i2c)).toBe("same words");
  });

  it("do not agree, so with a judge the judge reads them; what they weigh is learned", () => {
    const level = (text: string) => patternOf(`${text}, same category`, "same", "within 3");
    const prior = learnWeights(new Map(), enoughToLearn());
    expect(wordsAgree(prior, level("very similar"))).toBe(true);
    expect(wordsAgree(prior, level("naming apart"))).toBe(false);
    // Runs whose pairs of one run read so teach that such words are two issues' more often.
    const twins = learnWeights(new Map([[level("naming apart"), 20]]), enoughToLearn());
    expect(twins.weights[0]![TEXT_LEVELS.indexOf("naming apart") * 3]!).toBeLessThan(
      prior.weights[0]![TEXT_LEVELS.indexOf("naming apart") * 3]!,
    );
  });

  it("are never evidence of one issue, though twins no run reports together fit as one", () => {
    // Cross-run pairs at one symbol and line, their words naming apart, and few pairs of one run
    // to tell: EM takes them for one issue's reports. What they weigh stays at most 0.
    const level = (text: string) => patternOf(`${text}, same category`, "same", "within 3");
    const cross = new Map([
      [level("naming apart"), 40],
      [level("same words"), 60],
      [patternOf("different, other category", "other", "far"), 400],
    ]);
    const within = new Map([[patternOf("different, other category", "other", "far"), 50]]);
    const learned = learnWeights(within, cross);
    const apart = TEXT_LEVELS.indexOf("naming apart") * 3;
    expect(learned.m[0]![apart]!).toBeGreaterThan(learned.u[0]![apart]!);
    expect(learned.weights[0]![apart]!).toBe(0);
    expect(learned.whatAtPlace[apart]!).toBeLessThanOrEqual(0);
  });
});

// Two DKIM selectors of one zone, each with a short key: one template, two records.
const shortKey = (selector: string): Finding =>
  finding({
    agent: "security",
    file: "infra/dns/zones/db.example.sa",
    symbol: `${selector}._domainkey`,
    line: 58,
    category: "Weak signing key",
    title: "DKIM key is 1024 bits",
    description: `The ${selector}._domainkey TXT record publishes a 1024-bit RSA key.`,
  });

describe("a name qualified by its owner", () => {
  it("names apart from the same member of another owner that the file's reports name as a place", () => {
    expect(textLevel(shortKey("s2019"), shortKey("mkt"))).toBe("naming apart");
  });

  it("is read so in two reports of one run too, whose chance for two issues is learned from them", () => {
    const { features, comparer } = compared([
      ignoredWrite("TMP117_REG_CONFIG"),
      ignoredWrite("TMP117_REG_T_HIGH"),
    ]);
    const [a, b] = features as [Features, Features];
    const everyWord = new Set([...a.title, ...a.description, ...b.title, ...b.description]);
    expect(TEXT_LEVELS[comparer.withinRunTextLevel(a, b, everyWord)]).toBe("naming apart");
  });

  it("does not name another owner's member, but a receiver no report names is no other owner", () => {
    const symbolLevel = (x: Finding, y: Finding) => {
      const { features, comparer } = compared([x, y]);
      return SYMBOL_LEVELS[levelOf(comparePair(features[0]!, features[1]!, comparer), 1)];
    };
    // The text of mkt's report writes `mkt._domainkey`; the other report's place is s2019's.
    const s2019 = { ...shortKey("s2019"), description: "The key is 1024 bits." };
    expect(symbolLevel(shortKey("mkt"), s2019)).not.toBe("named in the other's words");
    // `slots.sort` in the text, `List.sort` the other's place: no report names `slots.sort`.
    const sorted = (symbol: string, description: string): Finding =>
      finding({
        file: "lib/slots.dart",
        symbol,
        category: "Performance",
        title: "Sorting on every build",
        description,
      });
    expect(
      symbolLevel(
        sorted("build", "build calls slots.sort() each frame."),
        sorted("List.sort", "Sorted each frame."),
      ),
    ).toBe("named in the other's words");
  });

  it("reads a bare name as a member of the text's own place where reports name that member", () => {
    const symbolLevel = (x: Finding, y: Finding, ...others: Finding[]) => {
      const { features, comparer } = compared([x, y, ...others]);
      return SYMBOL_LEVELS[levelOf(comparePair(features[0]!, features[1]!, comparer), 1)];
    };
    const reentry = (symbol: string, lift: string): Finding =>
      finding({
        agent: "security",
        file: "config/lifts.dhall",
        symbol,
        category: "Improper restriction of rate",
        title: `${lift}'s reentrySeconds is 5`,
        description: `The gate re-admits a card after five seconds: reentrySeconds is too short.`,
      });
    // Two lifts' one setting: each text writes `reentrySeconds` alone, of its own lift.
    const chair = reentry("lifts.chair4.reentrySeconds", "Chair4");
    const drag = reentry("lifts.drag6.reentrySeconds", "Drag6");
    expect(symbolLevel(chair, drag)).not.toBe("named in the other's words");
    // A report at the lift itself: its bare `reentrySeconds` is its own lift's, a place reports name.
    const dragRecord = reentry("drag6 = Lift::{ … }", "Drag6");
    expect(symbolLevel(dragRecord, chair, drag)).not.toBe("named in the other's words");
    // Where no report names the lift's own setting, the bare name may be the other's.
    expect(symbolLevel(dragRecord, chair)).toBe("named in the other's words");
  });

  it("reads a name of several words as the other's only where its title or names write them", () => {
    // Two Makefile targets deleting a directory named by a variable nothing sets.
    const unset = (target: string, variable: string): Finding =>
      finding({
        agent: "reliability",
        file: "Makefile",
        symbol: `${target}:`,
        category: "Use of uninitialized variable",
        title: `${target} runs rm -rf $(${variable})/ and ${variable} is set nowhere`,
        description: `${variable} is only set by the old release script, so the recipe deletes from the root.`,
      });
    // The other's prose holds `release` and `dir`, not the name `RELEASE_DIR`.
    expect(textLevel(unset("clean-release", "RELEASE_DIR"), unset("clean-labels", "LABEL_DIR"))).toBe(
      "naming apart",
    );
  });

  it("does not take the report's own file written in its text for a name of its own", () => {
    const rescan = (symbol: string, title: string): Finding =>
      finding({
        agent: "performance",
        file: "reports/daily.jq",
        symbol,
        category: "Season rescan",
        title,
        description: "The nightly report reads every event of the season.",
      });
    expect(
      textLevel(
        rescan(".events[]", "Daily.jq slurps every gate event since November"),
        rescan(".events[]", "`skier_days` groups the season's events every night"),
      ),
    ).not.toBe("naming apart");
  });
});
