// Respectively-lists of real filings' sentences: the figure at the place of the period asked, by
// year, or by day when a year appears twice; none when the period asked is not listed.
import { describe, expect, it } from "vitest";
import { askedDay, listedPeriods, ofPeriodListed } from "./respectively-list";

const figures = (sentence: string) => [...sentence.matchAll(/\$\s?\d[\d,]*(?:\.\d+)?(?:\s+(?:million|billion))?/g)];
const pick = (sentence: string, year: number | null, day: string | null) => ofPeriodListed(sentence, figures(sentence), (m) => m.index!, year, day)?.map((m) => m[0]) ?? null;

// Best Buy's 10-Q for Q2 FY2024, page 8.
const BEST_BUY = "Our liability associated with the funded participation in the program, which is included in Accounts payable on our Condensed Consolidated Balance Sheets, was $609 million, $386 million and $731 million as of July 29, 2023, January 28, 2023, and July 30, 2022, respectively.";
// NIKE's 10-K for fiscal 2023, page 53.
const NIKE = "The estimated maximum one-day loss in fair value on our foreign currency sensitive derivative financial instruments, derived using the VaR model, was $111 million and $99 million as of May 31, 2023 and 2022, respectively.";
// MGM Resorts' 10-Q for Q2 2023, page 11.
const MGM = "MGM China’s pledged cash of $87 million and $124 million as of June 30, 2023 and December 31, 2022, respectively, securing the bank guarantees discussed in Note 9 is restricted in use.";
// NIKE's 10-K for fiscal 2023, page 81.
const SAVINGS = "Company contributions to the savings plan were $136 million, $126 million and $110 million and included in Cost of sales or Operating overhead expense, as applicable, for the fiscal years ended May 31, 2023, 2022 and 2021, respectively.";

describe("figures of a respectively-list", () => {
  it.each([
    [BEST_BUY, 2023, "01-28", "$386 million"],
    [BEST_BUY, 2023, "07-29", "$609 million"],
    [BEST_BUY, 2022, null, "$731 million"],
    [NIKE, 2022, "05-31", "$99 million"],
    [NIKE, 2023, null, "$111 million"],
    [MGM, 2022, "12-31", "$124 million"],
    [MGM, 2022, "12", "$124 million"],
    [SAVINGS, 2021, null, "$110 million"],
    [SAVINGS, 2022, "05-31", "$126 million"],
  ])("%#: the figure of the period asked", (sentence, year, day, figure) => {
    expect(pick(sentence, year, day)).toEqual([figure]);
  });

  it("gives none for a period the list does not hold, or one it holds twice undated", () => {
    expect(pick(NIKE, 2020, null)).toEqual([]);
    expect(pick(BEST_BUY, 2023, null)).toEqual([]);
  });

  it("leaves a sentence that is no list, or a question of no year, to the caller", () => {
    expect(pick("We repurchased $750 million of stock in 2023.", 2023, null)).toBeNull();
    expect(pick(NIKE, null, null)).toBeNull();
  });

  it("reads the periods listed, a bare year taking the day before it", () => {
    expect(listedPeriods("as of May 31, 2023 and 2022")).toEqual([{ year: 2023, day: "05-31" }, { year: 2022, day: "05-31" }]);
    expect(listedPeriods("for fiscal 2023, 2022 and 2021")).toEqual([{ year: 2023, day: null }, { year: 2022, day: null }, { year: 2021, day: null }]);
  });

  it.each([
    ["What was Best Buy's supply chain financing liability as of January 28, 2023?", "01-28"],
    ["MGM China pledged cash at Dec 31, 2022?", "12-31"],
    ["Nike VaR in fiscal 2022?", null],
  ])("the day a question dates: %s", (question, day) => {
    expect(askedDay(question)).toBe(day);
  });
});

describe("a respectively-list dated before its figures", () => {
  // Pfizer's 10-Q for Q2 2023, page 15; Walmart's 10-K for fiscal 2021, page 42.
  const HALEON = "The carrying value of our investment in Haleon as of July 2, 2023 and as of December 31, 2022 is $11.2 billion and $10.8 billion, respectively, and is reported in Equity-method investments.";
  const WALMART = "As of January 31, 2021 and 2020, cash and cash equivalents of $2.8 billion and $2.3 billion, respectively, may not be freely transferable to the U.S. due to local laws or other restrictions.";
  it.each([
    [HALEON, 2022, null, "$10.8 billion"],
    [HALEON, 2023, "07-02", "$11.2 billion"],
    [WALMART, 2020, null, "$2.3 billion"],
    [WALMART, 2021, "01-31", "$2.8 billion"],
  ])("%s, asked of %s", (sentence, year, day, figure) => {
    expect(pick(sentence, year, day)).toEqual([figure]);
  });
});
