import { describe, expect, it } from "vitest";
import { spelledOut } from "./shorthand";

describe("spelledOut", () => {
  it.each([
    ["MCD 1Q23 release: what drove US comp sales?", "MCD 1Q23 release: what drove US comparable sales?"],
    ["WMT FY22 comp store sales growth?", "WMT FY22 comparable store sales growth?"],
    ["COST: comps in Q2?", "COST: comparable sales in Q2?"],
    ["GIS FY23: op profit vs int exp?", "GIS FY23: operating profit vs interest expense?"],
    ["LMT op margin FY19", "LMT operating margin FY19"],
    ["BA op inc and net inc, 2019", "BA operating income and net income, 2019"],
    ["ADBE rev growth FY22", "ADBE revenue growth FY22"],
    ["ULTA Q2 FY23 (13 wks to 7/29/23): by how many pts?", "ULTA Q2 FY23 (13 weeks to 7/29/23): by how many percentage points?"],
    ["KO margin change in bps, yr over yr", "KO margin change in basis points, year over year"],
    ["6 mos ended 6/30/23 FCF", "6 months ended 6/30/23 FCF"],
  ])("%s", (shorthand, full) => {
    expect(spelledOut(shorthand)).toBe(full);
  });

  it.each([
    "What was Walmart's operating income in fiscal 2022?",
    "Did the company rev up production in 2021?",
    "The Rev. Jesse Jackson spoke at the meeting.",
    "What was the op-ed about?",
    "Who are the company's competitors?",
    "How much was stock-based comp in 2021?",
  ])("leaves full words and other readings alone: %s", (question) => {
    expect(spelledOut(question)).toBe(question);
  });
});
