import { describe, expect, it } from "vitest";
import { headlinesAmount } from "./amount-wanted";

describe("questions wanting an amount headlined", () => {
  it("reads a level asked in words", () => {
    expect(headlinesAmount("What level of capital expenditures did Activision Blizzard anticipate for 2021?")).toBe(true);
    expect(headlinesAmount("Where did Adobe's Digital Media ARR stand at the end of Q2 fiscal 2023?")).toBe(true);
    expect(headlinesAmount("How did McDonald's International Operated Markets segment perform on comparable sales in the first quarter of 2023?")).toBe(true);
    expect(headlinesAmount("How did the Tax Cuts and Jobs Act affect Boeing's 2017 effective income tax rate?")).toBe(true);
    expect(headlinesAmount("How did the Tax Cuts and Jobs Act hit MGM Resorts' 2017 income taxes?")).toBe(true);
    expect(headlinesAmount("How did the recall hurt the company's gross margin in 2019?")).toBe(true);
    expect(headlinesAmount("How much did Verizon expect to contribute to its pension plans in 2023?")).toBe(true);
  });

  it("leaves questions about what or who alone", () => {
    expect(headlinesAmount("Who are Corning's largest customers?")).toBe(false);
    expect(headlinesAmount("Where does Boeing stand in the lawsuit over the 737 MAX?")).toBe(false);
    expect(headlinesAmount("Where did Pfizer's long-term debt stand as of December 31, 2020?")).toBe(true);
    expect(headlinesAmount("What does Netflix say about competition?")).toBe(false);
    expect(headlinesAmount("How did the pandemic affect Boeing's employees?")).toBe(false);
    expect(headlinesAmount("How did the strike hit its workers?")).toBe(false);
  });
});
