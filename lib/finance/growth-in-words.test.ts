import { describe, expect, it } from "vitest";
import { isGrowthInWords } from "./growth-in-words";

describe("a growth written as a formula of one figure's periods", () => {
  it.each([
    "this year's figure minus the fiscal 2018 figure, divided by the fiscal 2018 figure",
    "the 2019 amount minus the 2018 amount, over the 2018 amount",
    "compute Global Services revenue in 2017 minus its 2016 revenue, over the 2016 revenue",
    "this quarter's figure minus the same quarter of fiscal 2022, divided by the fiscal 2022 figure",
    "(FY23 sales − FY22) / FY22",
    "the current balance less the prior-year balance, over the prior-year balance × 100",
  ])("reads %s", (formula) => {
    expect(isGrowthInWords(formula)).toBe(true);
  });

  it.each([
    "revenues minus cost of revenues, over revenues",
    "operating income minus the 2018 operating income, divided by 2019 revenue",
    "operating cash flow minus capex, divided by net sales",
    "inventories minus accounts payable",
    // Named in full each time, the formula reads as that figure's growth itself.
    "(Q2 2023 Las Vegas Strip Resorts Adjusted Property EBITDAR − Q2 2022 Las Vegas Strip Resorts Adjusted Property EBITDAR) / Q2 2022 Las Vegas Strip Resorts Adjusted Property EBITDAR",
  ])("leaves %s a formula of figures", (formula) => {
    expect(isGrowthInWords(formula)).toBe(false);
  });
});
