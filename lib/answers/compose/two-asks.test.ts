import { describe, expect, it } from "vitest";
import { firstAskFirst, secondAskInWords, twoAsks } from "./two-asks";
import { countLedByMoney } from "./cited-subject";

const wordsOf = (text: string) => (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !["what", "much", "this", "that", "with", "under", "ulta", "beauty"].includes(w));
const speaks = (passage: string, words: string[]) => words.filter((w) => passage.toLowerCase().includes(w.slice(0, 5))).length;

describe("twoAsks", () => {
  it("splits a question at the second question word after 'and'", () => {
    expect(twoAsks("How much stock did Ulta Beauty buy back in the first quarter of fiscal 2023 and what was left under its authorization?")).toEqual({
      first: "How much stock did Ulta Beauty buy back in the first quarter of fiscal 2023",
      second: "what was left under its authorization?",
    });
    expect(twoAsks("Was Corning's accrual for environmental cleanup and related litigation above $100 million, and at how many hazardous waste sites is it a potentially responsible party?")?.second).toBe(
      "at how many hazardous waste sites is it a potentially responsible party?",
    );
  });

  it("finds no second ask in a list of things or a single question", () => {
    expect(twoAsks("What were the costs for environmental cleanup and related litigation?")).toBeNull();
    expect(twoAsks("How did revenue and operating income change in 2022?")).toBeNull();
  });
});

describe("firstAskFirst", () => {
  const remaining = "As of January 28, 2023, $1.1 billion remained available under the $2.0 billion share repurchase program.";
  const bought = "During the fourth quarter of fiscal 2022, the Company repurchased 722,457 shares of its common stock at a cost of $328.1 million.";

  it("puts the passage answering the first ask first", () => {
    const q = "How much stock did Ulta Beauty buy back in the fourth quarter, and how much remained available under the program?";
    expect(firstAskFirst(q, [remaining, bought], wordsOf, speaks)[0]).toBe(bought);
    const reversed = "How much remained available under Ulta Beauty's repurchase program at January 28, 2023, and how much stock did it buy back in the fourth quarter?";
    expect(firstAskFirst(reversed, [bought, remaining], wordsOf, speaks)[0]).toBe(remaining);
  });

  it("keeps the order of a question asking one thing, or when the lead already answers the first ask", () => {
    expect(firstAskFirst("How much stock did Ulta Beauty buy back in the fourth quarter?", [remaining, bought], wordsOf, speaks)[0]).toBe(remaining);
    const q = "How much stock did Ulta Beauty buy back in the fourth quarter, and how much remained available under the program?";
    expect(firstAskFirst(q, [bought, remaining], wordsOf, speaks)[0]).toBe(bought);
  });
});

describe("a count asked second", () => {
  const lead = (sentence: string) => ({ text: `${sentence} [#abcd0001]\n\nSource: page 12.`, excerpts: new Map() });
  it("lets a sum of money lead when the first ask is no count", () => {
    const q = "Was Corning's accrual for environmental cleanup above $100 million at June 30, 2023, and at how many hazardous waste sites is it a potentially responsible party?";
    expect(countLedByMoney(q, lead("Corning had accrued approximately **$94 million** for environmental cleanup."))).toBe(false);
  });
  it("still holds a count asked first to a count", () => {
    const q = "How many hazardous waste sites is Corning responsible for, and what has it accrued?";
    expect(countLedByMoney(q, lead("Corning had accrued approximately **$94 million** for environmental cleanup."))).toBe(true);
  });
});

describe("two things asked with one verb", () => {
  it("is one ask", () => {
    expect(twoAsks("Per the risk factors in Netflix's 2016 10-K, how much debt and how much in content liabilities did it carry at year-end 2016?")).toBeNull();
  });
});

describe("a second ask told in words", () => {
  it.each([
    "How big were Square's net operating loss carryforwards at the end of 2017, and when do they start expiring?",
    "What commercial paper did Microsoft have outstanding at the end of fiscal 2017, and what backed the program?",
    "Which convertible senior notes were outstanding at December 31, 2019, and on what terms?",
    "3M's 2021 10-K: what has the State of New York done against 3M over firefighting foam, and where do those cases stand?",
  ])("%s", (question) => {
    expect(secondAskInWords(question)).toBe(true);
  });

  it.each([
    "How much stock did it buy back in the quarter, and what was left under its authorization?",
    "What reach-forward loss did Boeing record on its Commercial Crew program in FY2019, and why?",
    "What were Verizon's 2021 dividends paid and cash from operations?",
  ])("not in words: %s", (question) => {
    expect(secondAskInWords(question)).toBe(false);
  });
});
