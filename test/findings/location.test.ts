import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseLocation, parseSymbolField } from "../../src/findings/location.js";
import { BENCH_DATA, HAS_BENCH_DATA, SKIP_REASON } from "../helpers/bench-data.js";

describe("a scanner's free-text location", () => {
  it.each([
    // The first call, written as one, and the first line.
    ["getRatio() function, lines 26-28", { symbol: "getRatio", line: 26 }],
    ["withdraw(uint256 assets, address to)", { symbol: "withdraw" }],
    ["deposit() and mint()", { symbol: "deposit" }],
    ["_deposit(): share calculation via convertToShares", { symbol: "_deposit" }],
    // A declaration it opens with, before any call it goes on to mention.
    ["onlyOwner modifier; used by setFee() and pause()", { symbol: "onlyOwner" }],
    ["whenPaused modifier and every function using it (e.g., sweep())", { symbol: "whenPaused" }],
    ["Position struct (has key, drop)", { symbol: "Position" }],
    ["feeRecipient variable and constructor (never set)", { symbol: "feeRecipient" }],
    ["contract Vault (no storage gap)", { symbol: "Vault" }],
    ["Contract UseUniQuoter (absence of storage gap for upgrades)", { symbol: "UseUniQuoter" }],
    ["withdraw function", { symbol: "withdraw" }],
    // A name it opens with before a comma, and the special functions written with a space.
    ["constructor, lines 8-12", { symbol: "constructor", line: 8 }],
    ["constructor (missing check for _manager); setFee() function", { symbol: "constructor" }],
    ["fallback () external payable", { symbol: "fallback" }],
    ["receive function, line 12", { symbol: "receive", line: 12 }],
    // A name in code style before a parenthetical.
    ["MAX_FEE (equals 10%)", { symbol: "MAX_FEE" }],
    // A name and a number past any file's length: the name is all of it (a Suricata rule's id).
    ["sid:9000101", { symbol: "sid:9000101" }],
    ["Router.accounts (system_program, token_program)", { symbol: "Router.accounts" }],
    // Prose names no function.
    ["Contract-level design (no sweep/recover function)", {}],
    ["Contract-wide (no emergency withdraw)", {}],
    ["Contract storage layout of Vault_V2", {}],
    ["All public functions", {}],
    ["the withdraw function", {}],
    // `fallback` and `receive` open prose too.
    ["fallback price path in getPrice()", { symbol: "getPrice" }],
    ["Receive hook of onERC721Received()", { symbol: "onERC721Received" }],
    ["Missing check in the loop (line 40)", { line: 40 }],
    // A path in the text is the file, with its line; the rest names the symbol.
    [
      "src/cart/CartService.ts:42 (CartService.add)",
      { file: "src/cart/CartService.ts", line: 42, symbol: "CartService.add" },
    ],
    [
      "CartService.add() in src/cart/CartService.ts",
      { file: "src/cart/CartService.ts", symbol: "CartService.add" },
    ],
    [
      "see contracts/core/Pool.sol line 88, in swap()",
      { file: "contracts/core/Pool.sol", line: 88, symbol: "swap" },
    ],
    // A dotted name is no path: it has no directory.
    ["Pool.swap, line 12", { symbol: "Pool.swap", line: 12 }],
  ])("%s", (location, expected) => {
    expect(parseLocation(location)).toEqual(expected);
  });
});

describe("a location that gives only a line", () => {
  it.each([
    // As written for a finding that has a line and no symbol, and as models and links write one.
    [":42", { line: 42 }],
    ["42", { line: 42 }],
    ["L42", { line: 42 }],
    ["L42-L45", { line: 42 }],
    ["42-45", { line: 42 }],
    // Line 0 is a line written as unknown, as in the line field.
    [":0", {}],
    // A name with its line is still read as both, a qualified one too.
    ["Parser::parse_expr:42", { symbol: "Parser::parse_expr", line: 42 }],
    ["L2Bridge.relayMessage:42", { symbol: "L2Bridge.relayMessage", line: 42 }],
  ])("%s", (location, expected) => {
    expect(parseLocation(location)).toEqual(expected);
  });
});

describe("a symbol field that gives a line too", () => {
  it.each([
    // As the location form, a compiler and a link write one: the name, and the line.
    ["UserService.GetUser():42", { symbol: "UserService.GetUser()", line: 42 }],
    ["handler#L42", { symbol: "handler", line: 42 }],
    ["getUser (line 42)", { symbol: "getUser", line: 42 }],
    // Only a line: no name.
    ["L42", { line: 42 }],
    ["lines 10-20", { line: 10 }],
    [":0", {}],
    // A selector's colon, a file's member, a version and a call's place in parentheses are no line.
    ["credentialForTrust:", { symbol: "credentialForTrust:" }],
    ["handlers.py:get_user", { symbol: "handlers.py:get_user" }],
    ["jackson-databind:2.9.8", { symbol: "jackson-databind:2.9.8" }],
    ["GetUser (handlers.go:42)", { symbol: "GetUser (handlers.go:42)" }],
    // A number past any file's length is part of the name: a Suricata rule's id.
    ["sid:9000101", { symbol: "sid:9000101" }],
    // A port is no line: after a host, or after a name a statement writes after a word.
    ["0.0.0.0:8080", { symbol: "0.0.0.0:8080" }],
    ["localhost:5432", { symbol: "localhost:5432" }],
    ["[::1]:6379", { symbol: "[::1]:6379" }],
    ["endpoint opc.tcp://0.0.0.0:4840", { symbol: "endpoint opc.tcp://0.0.0.0:4840" }],
    ["reverse_proxy app:9000", { symbol: "reverse_proxy app:9000" }],
    // A line after a call, however it is written.
    ["func (s *Server) Handle():42", { symbol: "func (s *Server) Handle()", line: 42 }],
    // A time is read as before: the colon's number is no port of a name.
    ["Sun 22:00", { symbol: "Sun 22" }],
  ])("%s", (written, expected) => {
    expect(parseSymbolField(written)).toEqual(expected);
  });
});

/** Words that, taken for a symbol, show the parser read prose as a name. */
const PROSE = new Set([
  "design",
  "wide",
  "level",
  "functions",
  "function",
  "struct",
  "modifier",
  "storage",
  "block",
  "loop",
]);

describe.skipIf(!HAS_BENCH_DATA)(
  `locations of real scanner reports ${HAS_BENCH_DATA ? "" : SKIP_REASON}`,
  () => {
    it("every symbol read from them is a name the location writes, never a word of its prose", () => {
      let read = 0;
      let located = 0;
      for (const scanner of ["baseline", "hound"])
        for (const name of readdirSync(path.join(BENCH_DATA, scanner))) {
          const report = JSON.parse(readFileSync(path.join(BENCH_DATA, scanner, name), "utf8")) as {
            findings: { location?: string }[];
          };
          for (const { location } of report.findings) {
            if (!location) continue;
            read++;
            const { symbol } = parseLocation(location);
            if (symbol === undefined) continue;
            located++;
            expect(location).toContain(symbol.replace(/\(.*$/, ""));
            expect(PROSE.has(symbol.toLowerCase()), `${symbol} read from "${location}"`).toBe(false);
          }
        }
      // Nearly every real location names a function; a parser that gave up on free text would not.
      expect(read).toBeGreaterThan(300);
      expect(located / read).toBeGreaterThan(0.95);
    });
  },
);
