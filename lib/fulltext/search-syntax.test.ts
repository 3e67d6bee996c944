import { describe, expect, it } from "vitest";
import { parseSearch, SearchSyntaxError, searchedTerms, toFts5 } from "./search-syntax";

const fts = (input: string) => toFts5(parseSearch(input));
const error = (input: string): string => {
  try {
    parseSearch(input);
  } catch (e) {
    expect(e).toBeInstanceOf(SearchSyntaxError);
    return (e as Error).message;
  }
  throw new Error(`"${input}" parsed`);
};

describe("search syntax", () => {
  it("quotes every word and ANDs adjacent ones", () => {
    expect(fts("supply chain")).toBe('("supply" AND "chain")');
    expect(fts("10-K")).toBe('"10-K"');
  });

  it("reads phrases, prefixes and boolean operators with grouping", () => {
    expect(fts('"free cash flow"')).toBe('"free cash flow"');
    expect(fts('revenu* OR "net sales"*')).toBe('("revenu"* OR "net sales"*)');
    expect(fts("(goodwill OR intangible) AND impairment")).toBe('(("goodwill" OR "intangible") AND "impairment")');
    expect(fts("a OR b c")).toBe('("a" OR ("b" AND "c"))');
  });

  it("reads NOT and a leading minus as exclusion from what comes before", () => {
    expect(fts("goodwill NOT impairment")).toBe('("goodwill" NOT "impairment")');
    expect(fts("goodwill -impairment -amortization")).toBe('(("goodwill" NOT "impairment") NOT "amortization")');
  });

  it("reads NEAR as a call and as an infix operator", () => {
    expect(fts('NEAR(supply "chain risk", 5)')).toBe('NEAR("supply" "chain risk", 5)');
    expect(fts("NEAR(supply chain)")).toBe('NEAR("supply" "chain", 10)');
    expect(fts("supply NEAR/3 chain")).toBe('NEAR("supply" "chain", 3)');
    expect(fts("cyber NEAR attack")).toBe('NEAR("cyber" "attack", 10)');
  });

  it("keeps user text inside quoted strings, whatever it holds", () => {
    expect(fts('col:umn ^start "say ""hi" {x}')).toBe('("col:umn" AND "^start" AND "say" AND "hi" AND "{x}")');
    expect(fts("and or not")).toBe('("and" AND "or" AND "not")');
    expect(fts("revenue & costs")).toBe('("revenue" AND "costs")');
  });

  it("lists the words searched for, not the excluded ones", () => {
    expect(searchedTerms(parseSearch('goodwill -impairment "cash flow" rev*'))).toEqual(["goodwill", "cash flow", "rev*"]);
  });

  it("explains malformed searches", () => {
    expect(error("")).toMatch(/at least one word/);
    expect(error("  & ")).toMatch(/at least one word/);
    expect(error('"free cash flow')).toMatch(/quotation mark at character 1 is never closed/);
    expect(error("(revenue OR sales")).toMatch(/parenthesis opened at character 1 is never closed/);
    expect(error("revenue)")).toMatch(/closing parenthesis at character 8/);
    expect(error("()")).toMatch(/empty/);
    expect(error("revenue AND")).toMatch(/AND at character 9 needs words after it/);
    expect(error("OR revenue")).toMatch(/OR at character 1 needs words before it/);
    expect(error("NOT revenue")).toMatch(/cannot start by excluding/);
    expect(error("-revenue")).toMatch(/cannot start by excluding/);
    expect(error("re*venue")).toMatch(/may only end a word/);
    expect(error("revenue a*")).toMatch(/prefix needs at least 3 letters before "\*", as in rev\* \(character 9\)/);
    expect(error('"free c"*')).toMatch(/prefix needs at least 3 letters/);
    expect(error("com* OR pro* OR con* OR ser* OR res*")).toMatch(/at most 4 prefixes/);
    expect(error('""')).toMatch(/no words/);
    expect(error("NEAR(revenue)")).toMatch(/at least two/);
    expect(error("NEAR(revenue sales, 0)")).toMatch(/between 1 and 100/);
    expect(error("NEAR(revenue sales, x)")).toMatch(/distance in words/);
    expect(error("NEAR(revenue (a OR b))")).toMatch(/only words and quoted phrases/);
    expect(error("(a OR b) NEAR c")).toMatch(/not groups/);
    expect(error("NEAR revenue")).toMatch(/needs a word or phrase before it/);
    expect(error("x".repeat(501))).toMatch(/at most 500 characters/);
    expect(error(Array.from({ length: 40 }, (_, i) => `w${i}`).join(" "))).toMatch(/at most 32/);
  });
});
