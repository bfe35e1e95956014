import { describe, expect, it } from "vitest";
import {
  Comparer,
  comparePair,
  comparePlace,
  FIELDS,
  levelOf,
  PATTERNS,
  TEXT_LEVEL_COUNT,
  textLevelOf,
  withTextLevel,
} from "../../src/cluster/compare.js";
import { featuresOf } from "../../src/cluster/features.js";
import { learnWeights, patternBits, placeBound } from "../../src/cluster/learn.js";
import { Interner } from "../../src/cluster/text.js";
import type { Finding } from "../../src/findings/types.js";
import { compared } from "../helpers/evidence.js";
import { finding } from "../helpers/runs.js";

/** A small deterministic generator, so a failure names its draw. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const reports: Finding[] = [
  { title: "SQL injection in search", category: "SQL Injection", symbol: "Orders#search", line: 40 },
  { title: "Query built from user input", category: "CWE-89", symbol: "search", line: 44 },
  { title: "Unsanitised search term reaches SQL", category: "Injection", symbol: "OrdersController" },
  { title: "Missing pagination", category: "Unbounded memory growth", symbol: "Orders#index", line: 12 },
  { title: "Broad exception handler", category: "Error Handling", line: 300 },
  { title: "SQL injection in search", category: "SQL Injection", symbol: "Orders#export", line: 90 },
].map((r, i) =>
  finding({
    agent: "security",
    file: "app/controllers/orders_controller.rb",
    description: `${r.title}. The value flows into the statement unchecked (${i % 2 ? "search" : "export"}).`,
    ...r,
  }),
);

describe("a comparison in two steps: the place, then the words", () => {
  it("the place completed with the words is the whole comparison", () => {
    const { features, comparer } = compared(reports);
    for (const a of features)
      for (const b of features) {
        const place = comparePlace(a, b, comparer);
        expect(textLevelOf(place)).toBe(0);
        expect(withTextLevel(place, comparer.textLevel(a, b))).toBe(comparePair(a, b, comparer));
      }
  });

  it("the most a place can weigh is never below a pattern at that place, whatever was learned", () => {
    const draw = random(7);
    for (let trial = 0; trial < 50; trial++) {
      const within = new Map<number, number>();
      const cross = new Map<number, number>();
      for (let i = 0; i < 40; i++) {
        within.set(Math.floor(draw() * PATTERNS), 1 + Math.floor(draw() * 20));
        cross.set(Math.floor(draw() * PATTERNS), 1 + Math.floor(draw() * 20));
      }
      const weights = learnWeights(within, cross);
      for (let pattern = 0; pattern < PATTERNS; pattern++) {
        const bound = placeBound(weights, withTextLevel(pattern, 0));
        expect(patternBits(weights, pattern)).toBeLessThanOrEqual(bound);
        // And it is reached: by the best of the words at that place.
        const best = Math.max(
          ...Array.from({ length: TEXT_LEVEL_COUNT }, (_, t) =>
            patternBits(weights, withTextLevel(pattern, t)),
          ),
        );
        expect(bound).toBe(best);
        // Only the text level changes: the category, symbol and line stay.
        for (let f = 1; f < FIELDS.length; f++)
          expect(levelOf(withTextLevel(pattern, 0), f)).toBe(levelOf(pattern, f));
      }
    }
  });
});

describe("repeated texts", () => {
  it("are compared by their words, so one text at another symbol is compared afresh", () => {
    // A title's words leave out what its symbol says: `Reentrancy in withdraw` at `withdraw`
    // is the word "reentrancy", with no symbol also "withdraw". Each text is repeated, so the
    // comparison is memoised; the memo must not hand one of them the other's level.
    const interner = new Interner();
    const text = { agent: "a", file: "Vault.sol", title: "Reentrancy in withdraw", description: "" };
    const atSymbol = featuresOf(finding({ ...text, symbol: "withdraw" }), interner);
    const noSymbol = featuresOf(finding(text), interner);
    const other = featuresOf(finding({ ...text, title: "withdraw drains the vault" }), interner);
    const comparer = new Comparer(new Float64Array(interner.size).fill(1));
    for (const f of [atSymbol, atSymbol, noSymbol, noSymbol, other, other]) comparer.prepare(f);
    const fresh = new Comparer(new Float64Array(interner.size).fill(1));
    for (const f of [noSymbol, other]) fresh.prepare(f);
    expect(comparer.textLevel(atSymbol, other)).toBe(TEXT_LEVEL_COUNT - 1);
    expect(comparer.textLevel(noSymbol, other)).toBe(fresh.textLevel(noSymbol, other));
    expect(comparer.textLevel(noSymbol, other)).toBeLessThan(TEXT_LEVEL_COUNT - 1);
  });
});

describe("two reports at the same symbol", () => {
  it("compare their descriptions without the words that only restate the symbol", () => {
    // Two remarks a model makes at one function, each said of its place: the symbol field
    // counts the place, so the function's name in both texts must not make them read as
    // similar words too.
    const remark = (subject: string, text: string, symbol?: string) =>
      finding({
        agent: "a",
        file: "bridge.cairo",
        title: `${subject} in upgrade`,
        description: text,
        ...(symbol === undefined ? {} : { symbol }),
      });
    const interner = new Interner();
    const unused = "The value returned by this call in upgrade is never used.";
    const timestamp = "upgrade reads block.timestamp, which validators can nudge by a few seconds.";
    const atSymbol = [
      featuresOf(remark("Unused return value", unused, "upgrade"), interner),
      featuresOf(remark("Reliance on block.timestamp", timestamp, "upgrade()"), interner),
    ] as const;
    const unplaced = [
      featuresOf(remark("Unused return value", unused), interner),
      featuresOf(remark("Reliance on block.timestamp", timestamp), interner),
    ] as const;
    const comparer = new Comparer(new Float64Array(interner.size).fill(1));
    for (const f of [...atSymbol, ...unplaced]) comparer.prepare(f);
    expect(comparer.textLevel(...atSymbol)).toBe(TEXT_LEVEL_COUNT - 1);
    // Without a symbol the name in the text is the only word of the place: it still counts.
    expect(comparer.textLevel(...unplaced)).toBeLessThan(TEXT_LEVEL_COUNT - 1);
    // One remark at the same symbol in other runs' words is still worded alike.
    const again = featuresOf(remark("Unused return value", unused, "upgrade"), interner);
    comparer.prepare(again);
    expect(comparer.textLevel(atSymbol[0], again)).toBe(0);
  });

  // A word of both descriptions that the symbol as written also holds, but not in its name: it
  // says nothing of the place, so it counts as shared however the symbol is written.
  it.each([
    // `setTreasury(address)` is `setTreasury`: "address" is the parameter's type.
    [
      "its parameters'",
      "setTreasury(address)",
      "setTreasury",
      "Address never validated.",
      "The address is unchecked.",
    ],
    // `… external onlyOwner` says who may call `withdraw`, not where.
    [
      "a declaration's modifiers'",
      "function withdraw(address to) external onlyOwner",
      "withdraw",
      "The owner is trusted.",
      "The owner can empty it.",
    ],
  ])("leave out the name's words, not %s", (_, written, name, description, otherDescription) => {
    const interner = new Interner();
    const report = (symbol: string, title: string, text: string) =>
      featuresOf(finding({ agent: "a", file: "Pool.sol", title, description: text, symbol }), interner);
    const asWritten = report(written, "Unvalidated parameter", description);
    const plain = report(name, "Unvalidated parameter", description);
    const other = report(name, "Missing check", otherDescription);
    const comparer = new Comparer(new Float64Array(interner.size).fill(1));
    for (const f of [asWritten, plain, other]) comparer.prepare(f);
    expect(comparer.textLevel(plain, other)).toBeLessThan(TEXT_LEVEL_COUNT - 1);
    expect(comparer.textLevel(asWritten, other)).toBe(comparer.textLevel(plain, other));
  });
});

describe("two symbols alike but for a number", () => {
  const symbolLevel = (x: string, y: string) => {
    const at = (symbol: string) =>
      finding({
        agent: "a",
        file: "deploy/kustomization.yaml",
        symbol,
        title: "Alarm too high",
        description: ".",
      });
    const { features, comparer } = compared([at(x), at(y)]);
    return FIELDS[1]!.levels[levelOf(comparePair(features[0]!, features[1]!, comparer), 1)];
  };

  it("are two places, however many words they share", () => {
    expect(symbolLevel("configMapGenerator.literals.TANK_7_ALARM_C", "TANK_8_ALARM_C")).toBe("other");
    expect(symbolLevel("content_scripts[0].matches", "content_scripts[1].matches")).toBe("other");
  });

  it("are two places where both are read as one name and their written forms number it apart", () => {
    // A JCL step's program is a keyword parameter: both symbols are read as `PGM`, and only the
    // written forms tell the steps apart.
    expect(symbolLevel("//STEP020 EXEC PGM=DKTSORT", "//STEP040 EXEC PGM=DKTRPT")).toBe("other");
    expect(symbolLevel("//STEP020 EXEC PGM=DKTSORT", "//STEP020 EXEC PGM=DKTSORT")).toBe("same");
    // A number both write, or one only one of them writes, tells nothing apart.
    expect(symbolLevel("sha256.digest", "SHA256.digest")).toBe("same");
    expect(symbolLevel("//STEP020 EXEC PGM=DKTSORT", "//STEP020 EXEC PGM=DKTSORT,REGION=0M")).toBe("same");
  });
});

describe("a symbol another report's text names as code", () => {
  // One issue's reports name different functions on its path as their symbol (the entry point,
  // the function at fault) and write the others in their text.
  const entry = finding({
    agent: "security",
    file: "contracts/amm/StableSwap.vy",
    symbol: "exchange",
    title: "raw_call result ignored in _transfer_out",
    description: "The bytes returned by raw_call in `_transfer_out` are discarded.",
  });
  const atFault = finding({
    agent: "security",
    file: "contracts/amm/StableSwap.vy",
    symbol: "StableSwap._transfer_out",
    title: "Silent transfer failure in the swap pool",
    description: "Users lose the output of a swap.",
  });
  const symbolLevel = (a: Finding, b: Finding) => {
    const { features, comparer } = compared([a, b]);
    return FIELDS[1]!.levels[levelOf(comparePlace(features[0]!, features[1]!, comparer), 1)];
  };

  it("is its own level of the symbol field, whose weight is learned like every other", () => {
    expect(symbolLevel(entry, atFault)).toBe("named in the other's words");
    expect(symbolLevel(atFault, entry)).toBe("named in the other's words");
  });

  it("is not found where the texts do not tie the two symbols: they stay other symbols", () => {
    const unrelated = {
      ...entry,
      description: "The pool trusts the token to revert.",
      title: "Unchecked transfer",
    };
    expect(symbolLevel(unrelated, atFault)).toBe("other");
  });
});

describe("a symbol written as an expression", () => {
  // Two redeemers of one validator, each at its own call of `list.has`, read as that call.
  const at = (symbol: string, description: string) =>
    finding({
      agent: "security",
      file: "validators/escrow.ak",
      symbol,
      title: "Redeemer without a deadline",
      description,
    });
  const claim = at(
    "Claim -> list.has(self.extra_signatories, datum.seller)",
    "The Claim branch checks only datum.seller's signature.",
  );
  const symbolLevel = (a: Finding, b: Finding) => {
    const { features, comparer } = compared([a, b]);
    return FIELDS[1]!.levels[levelOf(comparePlace(features[0]!, features[1]!, comparer), 1)];
  };

  it("is named by a text that writes the call with its own code", () => {
    const claimInOtherWords = at(
      "escrow.spend",
      "The branch is list.has(self.extra_signatories, datum.seller) and nothing else.",
    );
    expect(symbolLevel(claim, claimInOtherWords)).toBe("named in the other's words");
  });

  it("is not named by a text that writes the call with other code: that is another call", () => {
    const refund = at(
      "escrow.spend",
      "The branch is list.has(self.extra_signatories, datum.buyer) and nothing else.",
    );
    expect(symbolLevel(claim, refund)).not.toBe("named in the other's words");
    expect(symbolLevel(refund, claim)).not.toBe("named in the other's words");
  });

  it("is named whatever its words that no text writes as code (keywords, prose)", () => {
    // `Claim` and `when` are written as words, never as code: the refund's text holds neither.
    const branch = at("when Claim -> list.has(self.extra_signatories)", "A branch without a deadline.");
    const named = at("escrow.spend", "The branch is list.has(self.extra_signatories) and nothing else.");
    expect(symbolLevel(branch, named)).toBe("named in the other's words");
  });
});

describe("a symbol naming its file", () => {
  it("is the owner of every place in the file, as a class is of its members", () => {
    const interner = new Interner();
    const at = (symbol: string, file = "qsys/ordlib/qrpglesrc/STKALLOC.RPGLE") =>
      featuresOf(finding({ agent: "performance", title: "Stock record locked", file, symbol }), interner);
    const comparer = new Comparer(new Float64Array(1000).fill(1));
    const symbolLevel = (a: ReturnType<typeof at>, b: ReturnType<typeof at>) =>
      FIELDS[1]!.levels[levelOf(comparePlace(a, b, comparer), 1)];
    // The member `STKALLOC` is the file; `BEGSR $ALLOC` a subroutine in it.
    expect(symbolLevel(at("STKALLOC"), at("BEGSR $ALLOC"))).toBe("close");
    expect(symbolLevel(at("BEGSR $ALLOC"), at("STKALLOC"))).toBe("close");
    // Another file's name, or two places of the file, are other places.
    expect(symbolLevel(at("INVPOST"), at("BEGSR $ALLOC"))).toBe("other");
    expect(symbolLevel(at("BEGSR $TOTAL"), at("BEGSR $ALLOC"))).not.toBe("close");
  });

  it("is so with its extension too, as a path or a name, and not named in another report's words", () => {
    const interner = new Interner();
    const at = (symbol: string, description = "") =>
      featuresOf(
        finding({
          agent: "security",
          title: "Shell command",
          description,
          file: "thesis/filters/crossref.lua",
          symbol,
        }),
        interner,
      );
    const comparer = new Comparer(new Float64Array(1000).fill(1));
    const symbolLevel = (a: ReturnType<typeof at>, b: ReturnType<typeof at>) =>
      FIELDS[1]!.levels[levelOf(comparePlace(a, b, comparer), 1)];
    const issue = at(
      "render_diagram",
      "render_diagram in crossref.lua runs os.execute with a block's attribute.",
    );
    // A remark at the file: every report there may write the file's name, which names no place.
    expect(symbolLevel(at("crossref.lua"), issue)).toBe("close");
    expect(symbolLevel(issue, at("thesis/filters/crossref.lua"))).toBe("close");
    // Another file's name is another place, as before.
    expect(symbolLevel(at("pandoc.lua"), at("render_diagram"))).toBe("other");
  });
});
