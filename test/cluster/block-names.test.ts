import { describe, expect, it } from "vitest";
import { readBlockNames } from "../../src/cluster/block-names.js";
import { Comparer, comparePlace, levelOf, SYMBOL_LEVELS, TEXT_LEVELS } from "../../src/cluster/compare.js";
import { featuresOf } from "../../src/cluster/features.js";
import { Interner } from "../../src/cluster/text.js";
import type { Finding } from "../../src/findings/types.js";
import { auctionRuns } from "../../bench/matching/heldout-auction.js";
import { mixesOver } from "../helpers/groups.js";
import { finding } from "../helpers/runs.js";

// Two Fennel functions of a harbour scale, each flooring its reading with `math.floor`: two
// issues, written from one template, at three places each (the function, its head, the call).
const floored = (fn: "box-weight" | "tub-weight", symbol: string, line?: number): Finding =>
  finding({
    agent: "reliability",
    file: "scale/scale.fnl",
    symbol,
    ...(line !== undefined && { line }),
    category: "Incorrect calculation",
    title: `${fn} floors each ${fn.slice(0, 3)}'s reading to whole kilograms`,
    description: `(fn ${fn} [reading] (math.floor reading)) keeps whole kilograms, and the auction pays by the weight it returns.`,
  });

function read(reports: Finding[]) {
  const interner = new Interner();
  const features = reports.map((r) => featuresOf(r, interner));
  const comparer = new Comparer(new Float64Array(interner.size).fill(1));
  for (const f of features) comparer.prepare(f);
  readBlockNames(features, interner, comparer);
  return { features, comparer };
}

describe("words joined by hyphens that a report of the file gives as its place", () => {
  it("are names where a report's prose writes them, and prose elsewhere", () => {
    const atCall = floored("box-weight", "math.floor", 18);
    const { features } = read([atCall, floored("box-weight", "box-weight", 18)]);
    expect(features[0]!.mentions.has("boxweight")).toBe(true);
    // No report gives `box-weight` as its place: the words are prose, as `read-only` is.
    const alone = read([atCall, floored("box-weight", "math.floor", 18)]);
    expect(alone.features[0]!.mentions.has("boxweight")).toBe(false);
  });

  it("set two twins' reports apart: their words name apart, and the call both name is no tie", () => {
    const { features, comparer } = read([
      floored("box-weight", "math.floor", 18),
      floored("tub-weight", "scale.tub-weight", 31),
      floored("box-weight", "box-weight", 18),
    ]);
    expect(TEXT_LEVELS[comparer.textLevel(features[0]!, features[1]!)]).toBe("naming apart");
    // The tub report's text names `math.floor`, the box report's place; both name their own
    // function besides, so the call they share says nothing of their being one.
    expect(TEXT_LEVELS[comparer.textLevel(features[0]!, features[2]!)]).not.toBe("naming apart");
    const symbolOf = (a: number, b: number) =>
      SYMBOL_LEVELS[levelOf(comparePlace(features[a]!, features[b]!, comparer), 1)];
    expect(symbolOf(0, 1)).not.toBe("named in the other's words");
    expect(symbolOf(0, 2)).toBe("named in the other's words");
  });

  it("a name and its number that a report of the file gives as its place are that place", () => {
    // Two Suricata rules, their reports worded alike but for the rule's id: the same words before.
    const rule = (sid: string): Finding =>
      finding({
        agent: "performance",
        file: "rules/suricata/local.rules",
        symbol: `sid:${sid}`,
        category: "Uncontrolled resource consumption",
        title: `Sid:${sid} inspects every HTTP request body without a fast pattern`,
        description:
          "The rule's only content match is on the request body, so every request is searched in full.",
      });
    const { features, comparer } = read([rule("9000101"), rule("9000107")]);
    expect(features[0]!.mentions.get("9000101")).toEqual(new Set(["sid"]));
    expect(TEXT_LEVELS[comparer.textLevel(features[0]!, features[1]!)]).toBe("naming apart");
    // A number no report gives with that name as its place is prose (`Rule 42`).
    const { features: prose } = read([{ ...rule("9000101"), title: "Rule 42 inspects every body" }]);
    expect(prose[0]!.mentions.has("42")).toBe(false);
  });

  it("a name qualified with one colon that a report of the file gives as its place is that place", () => {
    // Two figures of one chapter by their LaTeX labels, their reports worded alike but for it.
    const figure = (label: string): Finding =>
      finding({
        agent: "architecture",
        file: "chapters/methods.tex",
        symbol: label,
        category: "Broken reference",
        title: `${label} is referenced before the figure floats in`,
        description: "The reference prints as ?? in the draft the committee reads.",
      });
    const { features, comparer } = read([figure("fig:pipeline"), figure("fig:sampling")]);
    expect(features[0]!.mentions.get("pipeline")).toEqual(new Set(["fig"]));
    expect(TEXT_LEVELS[comparer.textLevel(features[0]!, features[1]!)]).toBe("naming apart");
    // Prose writes `Note:` too: a colon name no report gives as its place is none.
    const { features: prose } = read([{ ...figure("fig:pipeline"), title: "Note:the figure floats" }]);
    expect(prose[0]!.mentions.has("the")).toBe(false);
  });

  it("a number the other report writes within a word is no name of its own", () => {
    // One page of a IIIF manifest, by its label and by its canvas id.
    const page = (symbol: string, title: string): Finding =>
      finding({
        agent: "reliability",
        file: "manifests/obj-1042.json",
        symbol,
        category: "Inconsistent data",
        title,
        description: "The canvas's width and height are each other's, so viewers draw the page on its side.",
      });
    const { features, comparer } = read([
      page("Page 8", "Page 8 has its width and height swapped"),
      page(
        "https://iiif.example.org/obj-1042/canvas/p8",
        "https://iiif.example.org/obj-1042/canvas/p8 has its width and height swapped",
      ),
    ]);
    expect(features[0]!.mentions.get("8")).toEqual(new Set(["page"]));
    expect(TEXT_LEVELS[comparer.textLevel(features[0]!, features[1]!)]).not.toBe("naming apart");
  });

  it("keep two functions' reports apart that no run reports together", () => {
    // The sixty-eighth family's twin Fennel functions (`box-weight`, `tub-weight`), reported at
    // the function, its head `(fn box-weight [reading]` or the call `math.floor`: one group in 15
    // of these 40 tests before (and its twin FreeMarker macros, `<#macro buyerLine>` and
    // `<#macro vesselLine>`, read as no place, in 8).
    expect(mixesOver(auctionRuns, "fnl-box", "fnl-tub")).toBeLessThanOrEqual(1);
    expect(mixesOver(auctionRuns, "ftl-buyer", "ftl-skipper")).toBeLessThanOrEqual(2);
  });
});
