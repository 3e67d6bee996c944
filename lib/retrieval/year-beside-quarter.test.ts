import { describe, expect, it } from "vitest";
import { readPeriods } from "./read-periods";
import { wholeYearBesideQuarter } from "./year-beside-quarter";

const asks = (q: string) => wholeYearBesideQuarter(q, readPeriods(q));

describe("wholeYearBesideQuarter", () => {
  it.each([
    "From PepsiCo's fourth-quarter 2022 earnings release: pension contributions for fiscal 2022?",
    "Best Buy's Q4 FY23 release: dividends paid for fiscal 2023?",
    "In its fourth-quarter 2022 release, what were full-year net revenues?",
    "Ulta's Q4 2022 release: capex over the twelve months?",
  ])("reads the whole year: %s", (q) => expect(asks(q)).toBe(true));

  it.each([
    "PepsiCo's fourth-quarter 2022 net revenue?",
    "Best Buy fourth-quarter fiscal 2023 revenue?",
    "Q4 2022 revenue compared with fiscal 2021?",
    "Net income for fiscal 2022?",
  ])("keeps the quarter (or no quarter at all): %s", (q) => expect(asks(q)).toBe(false));
});
