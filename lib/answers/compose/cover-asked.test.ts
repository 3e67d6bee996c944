// Which figure pays for which, however the coverage question is worded.
import { describe, expect, it } from "vitest";
import { coverageAsked } from "./cover-asked";

describe("a coverage question", () => {
  it.each([
    ["Could Boeing cover its 2019 dividend out of cash from operations?", "dividendsPaid", "operatingCashFlow"],
    ["Was Verizon able to pay for its 2021 capital expenditures out of operating cash flow?", "capitalExpenditure", "operatingCashFlow"],
    ["Could Lockheed Martin fund its 2021 dividends from cash from operations?", "dividendsPaid", "operatingCashFlow"],
    ["Were 3M's 2021 dividends covered by cash from operating activities?", "dividendsPaid", "operatingCashFlow"],
    ["Did operating cash flow cover capital expenditures at Verizon in 2021?", "capitalExpenditure", "operatingCashFlow"],
  ])("%s", (question, use, source) => {
    expect(coverageAsked(question)).toEqual({ use, source });
  });

  it.each([
    "What were Verizon's 2021 dividends paid and cash from operations?",
    "How did Boeing fund its 2019 dividends?",
    "Could Boeing cover its 2019 dividend?",
  ])("asks no coverage: %s", (question) => {
    expect(coverageAsked(question)).toBeNull();
  });
});
