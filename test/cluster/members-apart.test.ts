import { describe, expect, it } from "vitest";
import { iwiRuns } from "../../bench/matching/heldout-iwi.js";
import { comparePair, FIELDS, levelOf, TEXT_LEVELS, textLevelOf } from "../../src/cluster/compare.js";
import { learnWeights } from "../../src/cluster/learn.js";
import type { Finding } from "../../src/findings/types.js";
import { compared, patternOf } from "../helpers/evidence.js";
import { mixesOver } from "../helpers/groups.js";
import { finding } from "../helpers/runs.js";

const SYMBOL = FIELDS.findIndex((f) => f.name === "symbol");
const MEMBERS = "another member of one owner, each text naming its own";

/** The symbol and text levels of two reports, by name. */
function levels(a: Finding, b: Finding): { symbol: string; text: string } {
  const { features, comparer } = compared([a, b]);
  const pattern = comparePair(features[0]!, features[1]!, comparer);
  return {
    symbol: FIELDS[SYMBOL]!.levels[levelOf(pattern, SYMBOL)]!,
    text: TEXT_LEVELS[textLevelOf(pattern)]!,
  };
}

// One Protocol Buffers message returning two fields to any caller: one template, two fields,
// each named in prose (`whakapapa`, `bank account number`), not as code, so only the symbols tell
// which place each text names.
const returned = (field: string, what: string): Finding =>
  finding({
    agent: "security",
    file: "registry/proto/member.proto",
    symbol: `Member.${field}`,
    category: "Exposure of personal information",
    title: `GetMember returns the member's ${what} to any caller`,
    description: `The ${what} is part of the message every client of the registry receives.`,
  });

describe("two members of one owner, each report's text naming its own", () => {
  it("are a symbol level of their own, and their agreeing words name apart", () => {
    expect(
      levels(returned("whakapapa", "whakapapa"), returned("bank_account", "bank account number")),
    ).toEqual({
      symbol: MEMBERS,
      text: "naming apart",
    });
  });

  it("are not two owners' places named two ways, nor a member beside its owner", () => {
    // One page named by its label and by its address: two owners, each text naming its own.
    const page = (symbol: string, name: string): Finding =>
      finding({
        agent: "security",
        file: "manifests/obj-1042.json",
        symbol,
        category: "Inconsistent data",
        title: `${name} has its width and height swapped`,
        description: `The canvas ${name} declares width 4000 and height 3000, the image is 3000 by 4000.`,
      });
    const named = levels(page("Page 7", "Page 7"), page("https://iiif.example.org/obj-1042/canvas/p7", "p7"));
    expect(named.symbol).not.toBe(MEMBERS);
    // The owner against one of its members is one place named closely, not two members.
    const owner = {
      ...returned("whakapapa", "whakapapa"),
      symbol: "Member",
      title: "Member leaks whakapapa",
    };
    expect(levels(owner, returned("whakapapa", "whakapapa")).symbol).not.toBe(MEMBERS);
  });

  it("weigh against one issue however often pairs of two runs read so", () => {
    // Pairs of two runs at two members of one owner, near in line and alike in words: EM had taken
    // them for one issue's reports and learned that one issue's reports read so. Left out of the
    // location's fit among agreeing words, the level keeps what the pairs of one run teach.
    const twins = patternOf("naming apart, same category", MEMBERS, "within 3");
    const within = new Map([
      [twins, 6],
      [patternOf("different, other category", "other", "far"), 60],
    ]);
    const cross = new Map([
      [twins, 40],
      [patternOf("same words, same category", "same", "within 3"), 60],
      [patternOf("different, other category", "other", "far"), 400],
    ]);
    const learned = learnWeights(within, cross);
    const level = FIELDS[SYMBOL]!.levels.indexOf(MEMBERS);
    expect(learned.weights[SYMBOL]![level]!).toBeLessThan(-3);
  });

  it("keep the seventy-first family's two fields of one message apart more often", () => {
    // `Member.whakapapa` and `Member.bank_account`, whose third place is the rpc they share. Tests
    // mixing them, of 40 (seeds 1 to 20, both variations): 17 at 10 runs and 21 at 20 runs before
    // this level and the slots filled by a few words (contrast.test.ts); 12 and 8 with both.
    expect(mixesOver(iwiRuns, "proto-whakapapa", "proto-bank")).toBeLessThanOrEqual(12);
    expect(mixesOver(iwiRuns, "proto-whakapapa", "proto-bank", 20)).toBeLessThanOrEqual(8);
  });
});
