import { describe, expect, it } from "vitest";
import { wordStem } from "./word-stem";

describe("a word's stem", () => {
  it("is the same for a row's word and the question's inflection of it", () => {
    for (const [a, b] of [["repurchasing", "repurchases"], ["repurchase", "repurchases"], ["dividend", "dividends"], ["liabilities", "liability"], ["expenses", "expense"]]) {
      expect(wordStem(a!)).toBe(wordStem(b!));
    }
  });

  it("keeps short words and words that differ in more than an ending apart", () => {
    expect(wordStem("loss")).toBe("loss");
    expect(wordStem("net")).toBe("net");
    expect(wordStem("income")).not.toBe(wordStem("interest"));
    expect(wordStem("operating")).not.toBe(wordStem("operations"));
  });
});
