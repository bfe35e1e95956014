import { describe, expect, it } from "vitest";
import { canonicalCategory } from "../../src/cluster/categories.js";
import { weightedDice, words } from "../../src/cluster/text.js";

describe("words of a finding's text", () => {
  it.each([
    // camelCase, PascalCase and capital runs split into their words.
    ["isAdmin", ["admin"]],
    ["parseJSON", ["parse", "json"]],
    ["XMLParser", ["xml", "parser"]],
    ["UserService.GetUser", ["user", "service", "get", "user"]],
    ["kDebugMode", ["k", "debug", "mode"]],
    // A short mixed-case word that splitting would leave a lone letter of is one word.
    ["DoS", ["denial", "service"]],
    ["a DoS attack", ["denial", "service", "attack"]],
    ["DDoS", ["distributed", "denial", "service"]],
    ["ReDoS", ["regex", "denial", "service"]],
    ["OAuth", ["oauth"]],
    ["iOS", ["ios"]],
    // An acronym's plural is the acronym.
    ["URLs", ["url"]],
    ["APIs and JWTs", ["api", "jwt"]],
    ["renders PDFs", ["render", "pdf"]],
    // A numbered standard is one word however it is written.
    ["ERC-20 token", ["erc20", "token"]],
    ["ERC20 token", ["erc20", "token"]],
    ["EIP 1153", ["eip1153"]],
    // "pass" is the verb (all 14 bare uses in the real scanner reports), not a password.
    ["attackers can pass a malicious router", ["attacker", "pass", "malicious", "router"]],
    ["passwd and pwd", ["password", "password"]],
  ])("%s", (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it.each([
    // Chinese and Japanese put no space between words: a run of them is read as its pairs.
    ["SQL注入", ["sql", "注入"]],
    ["动态WHERE条件导致SQL注入", ["动态", "条件", "件导", "导致", "sql", "注入"]],
    ["SQLインジェクション", ["sql", "イン", "ンジ", "ジェ", "ェク", "クシ", "ショ", "ョン"]],
    ["注", ["注"]],
    // Thai is written without spaces too.
    ["การฉีด SQL", ["กา", "าร", "รฉ", "ฉี", "ีด", "sql"]],
    // Other scripts' words are words, their marks and all.
    ["Внедрение SQL-кода", ["внедрение", "sql", "кода"]],
    ["हिन्दी में त्रुटि", ["हिन्दी", "में", "त्रुटि"]],
    // Latin letters are read without their marks, as many type them (`owo` for `owó`): the
    // two spellings are one word.
    ["Fehlende Berechtigungsprüfung", ["fehlende", "berechtigungsprufung"]],
    ["Àṣẹ tí kò yẹ", ["ase", "ti", "ko", "ye"]],
    ["Ase ti ko ye", ["ase", "ti", "ko", "ye"]],
    ["te whānau", ["te", "whanau"]],
    ["Lỗi bảo mật", ["loi", "bao", "mat"]],
    // A letter of its own, not a letter with a mark, stays as written.
    ["međuspremnik", ["međuspremnik"]],
    // Full-width letters are the letters.
    ["ＳＱＬ injection", ["sql", "injection"]],
  ])("%s, in any script", (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it("one issue reworded in Chinese keeps words in common, and another issue does not share them", () => {
    const overlap = (x: string, y: string) => words(x).filter((w) => words(y).includes(w)).length;
    expect(overlap("动态WHERE条件导致SQL注入", "供应商查询存在SQL注入风险")).toBeGreaterThanOrEqual(2);
    expect(overlap("动态WHERE条件导致SQL注入", "过账交货前缺少权限校验")).toBe(0);
  });

  it("a description in an unspaced script stops at the word limit", () => {
    expect(words("缓冲区溢出".repeat(200), 300)).toHaveLength(300);
  });

  it("a vulnerability type that abbreviates denial of service is read as one", () => {
    expect(canonicalCategory("token compatibility / DoS").id).toBe("denial-of-service");
    expect(canonicalCategory("gas limit DoS").id).toBe("denial-of-service");
  });
});

describe("weighted Dice", () => {
  const weight = Float64Array.from([1, 2, 3, 4]);
  const a = Int32Array.from([0, 1, 2]);
  const b = Int32Array.from([1, 2, 3]);

  it("weighs shared words by their rarity against both texts' own", () => {
    // Shared 2 + 3 of 6 and 9.
    expect(weightedDice(a, b, weight)).toBeCloseTo((2 * 5) / 15);
  });

  it("counts as shared only the words asked for, the others still weigh in each text", () => {
    expect(weightedDice(a, b, weight, undefined, undefined, new Set([2]))).toBeCloseTo((2 * 3) / 15);
    expect(weightedDice(a, b, weight, undefined, undefined, new Set())).toBe(0);
  });
});
