import { describe, expect, it } from "vitest";
import {
  codeNames,
  codeNamesByExpression,
  codeNamesOfAscii,
  namesAsWords,
} from "../../src/cluster/code-names.js";
import { words } from "../../src/cluster/text.js";
import { choose, seeded } from "../../src/util/random.js";

const found = (read: (text: string, found: (name: string) => void) => void, text: string) => {
  const names: string[] = [];
  read(text, (name) => names.push(name));
  return names;
};

describe("the names a report's prose writes as code", () => {
  it("are names in backticks, names called, and names with a mark no word of prose has", () => {
    const text =
      "The bytes raw_call returns in `_transfer_out` are dropped; getUser() and json.Unmarshal " +
      "trust it, as do Api::V1::Users#update, sha1 and $this->save, unlike transfer or Transfer.";
    expect(found(codeNames, text)).toEqual([
      "raw_call",
      "_transfer_out",
      "getUser",
      "json.Unmarshal",
      "Api::V1::Users#update",
      "sha1",
      "$this->save",
    ]);
  });

  it("take a backtick span of one line and up to 80 characters, and a call against its parenthesis", () => {
    expect(found(codeNames, "`a b` is read")).toEqual(["a b"]);
    for (const unread of ["`\nc` is not", "`` is not", "`" + "x".repeat(81) + "` is not"])
      expect(found(codeNames, unread)).toEqual([]);
    expect(found(codeNames, "validate(input) before render()")).toEqual(["validate", "render"]);
  });

  it("take no word of prose before an aside in parentheses for a call", () => {
    for (const aside of ["Figure has no text alternative (p. 41)", "the token (stored in the session)\n(x)"])
      expect(found(codeNames, aside)).toEqual([]);
    // A word with a mark of code is a name, with its aside or without.
    expect(found(codeNames, "getUser (the handler) reads it")).toEqual(["getUser"]);
    expect(found(codeNames, "obrázok fig_pipeline (s. 41)")).toEqual(["fig_pipeline"]);
  });

  it("are one word in double quotes, as configuration labels a block", () => {
    // Two Nomad tasks' reports, `Task "notifier" …` and `Task "server" …`, read as the same words.
    expect(found(codeNames, 'Task "notifier" has no memory limit')).toEqual(["notifier"]);
    expect(found(codeNames, 'task "server", which serves the apps')).toEqual(["server"]);
    expect(found(codeNames, 'the „Sicherung“ of "lot 2219"')).toEqual([]);
  });

  it("are found in any script, by the regular expression, where a text is not ASCII", () => {
    expect(found(codeNames, "`注入` в getUser() и пользователь")).toEqual(["注入", "getUser"]);
  });

  it("are the same whether an ASCII text is read by the one pass or by the expression", () => {
    // The characters that decide a name, drawn at random: letters of both cases, digits, `_`,
    // `$`, the qualifiers' characters, backticks, parentheses, spaces and line breaks.
    const random = seeded("code names");
    const alphabet = [...'aZb_3 .:->#`(\n\t$xY9)"'];
    for (let i = 0; i < 20_000; i++) {
      const length = Math.floor(random() * 40);
      const text = Array.from({ length }, () => choose(random, alphabet)).join("");
      expect(found(codeNamesOfAscii, text), JSON.stringify(text)).toEqual(found(codeNamesByExpression, text));
    }
  });
});

describe("a text with its names of several words written as one word", () => {
  it("makes each such name one word, and leaves prose and one-word names as written", () => {
    expect(words(namesAsWords("Return value of the TMP117_REG_T_HIGH write ignored in tmp117_init"))).toEqual(
      ["return", "value", "tmp117regthighzq", "write", "ignor", "tmp117initzq"],
    );
    expect(words(namesAsWords("`advect_x` reads with a stride"))).toEqual(["advectxzq", "read", "stride"]);
    const plain = "Unchecked write in sha1() of the cache";
    expect(namesAsWords(plain)).toBe(plain);
  });
});
