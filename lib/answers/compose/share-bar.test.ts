// A share set against a bar: the whole named after it, the bar's size and direction.
import { describe, expect, it } from "vitest";
import { fractionPercent, shareBarAsked, shareVerdict } from "./share-bar";

describe("a share set against a bar", () => {
  it.each([
    ["Was AWS already the source of most of Amazon's operating income in 2018, even though it was a small slice of sales?", "Amazon's operating income in 2018", 50, true],
    ["Did Global Services bring in more than a quarter of Boeing's 2022 revenues?", "Boeing's 2022 revenues", 25, true],
    ["Was Walmart U.S. the majority of Walmart's fiscal 2021 net sales?", "Walmart's fiscal 2021 net sales", 50, true],
    ["Did Space make up less than 20% of Lockheed Martin's net sales in 2021?", "Lockheed Martin's net sales in 2021", 20, false],
  ])("%s", (question, whole, percent, above) => {
    expect(shareBarAsked(question)).toMatchObject({ whole, percent, above });
  });

  it.each([
    "What share of Boeing's 2022 revenues did Global Services contribute?",
    "Was the accrual above $100 million at year end?",
    "Which segment brought in most of Boeing's revenues?",
  ])("sets no share bar: %s", (question) => {
    expect(shareBarAsked(question)).toBeNull();
  });

  it("reads fractions in words and percents", () => {
    expect(fractionPercent("a third")).toBeCloseTo(33.33, 1);
    expect(fractionPercent("two-thirds")).toBeCloseTo(66.67, 1);
    expect(fractionPercent("ten percent")).toBe(10);
    expect(fractionPercent("12.5%")).toBe(12.5);
    expect(fractionPercent("a tenth")).toBe(10);
  });

  it("says whether the share clears the bar, either way", () => {
    const most = shareBarAsked("Was AWS the source of most of Amazon's operating income?")!;
    expect(shareVerdict(58.74, most)).toBe("Yes");
    expect(shareVerdict(42, most)).toBe("No");
    const under = shareBarAsked("Was Space less than a fifth of Lockheed Martin's net sales?")!;
    expect(shareVerdict(17.6, under)).toBe("Yes");
    const atLeast = shareBarAsked("Was Space at least a quarter of Lockheed Martin's net sales?")!;
    expect(shareVerdict(25, atLeast)).toBe("Yes");
  });
});
