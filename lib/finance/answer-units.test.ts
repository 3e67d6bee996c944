import { describe, expect, it } from "vitest";
import { percentAsked, shorthandDecimals, shorthandPercent, shorthandScale, UNIT_NOTE } from "./answer-units";

describe("units and rounding asked in shorthand", () => {
  it.each([
    ["inventories minus AP, $mm?", 1e6],
    ["FCF (in $M)", 1e6],
    ["revenue, US$ bn", 1e9],
    ["content spend ($000s)", 1e3],
    ["capex in $k", 1e3],
    ["3M's FY2018 capex", null],
    ["EPS of $2.58", null],
  ])("reads the scale of %s", (text, scale) => {
    expect(shorthandScale(text)).toBe(scale);
  });

  it.each([
    ["%, 2dp", 2],
    ["to 1 d.p.", 1],
    ["gross margin, two dp", 2],
    ["in 2019", null],
  ])("reads the decimals of %s", (text, decimals) => {
    expect(shorthandDecimals(text)).toBe(decimals);
  });

  it.each([
    ["op margin, %?", true],
    ["(%, 2dp)", true],
    ["rev growth FY17 vs FY16, %", true],
    ["a 5% stake in Acme", false],
  ])("reads a percent asked in %s", (text, percent) => {
    expect(shorthandPercent(text)).toBe(percent);
  });

  // The word "percent" in a unit note asks for the answer in percent, whatever stands around it.
  it.each([
    ["BBY FY2022. Return on average assets = net earnings / average total assets. Percent, two decimals.", true],
    ["NIKE fiscal 2017 return on average shareholders' equity … Give the percent to two decimals.", true],
    ["3M free cash flow conversion … Use the cash flow statement and income statement; percent to two decimals.", true],
    ["MGM's dividend payout ratio in 2017; percent rounded to two decimals.", true],
    ["Inventory as a percentage of total assets?", true],
    ["What was Acme's operating margin, in percent?", true],
    ["op margin, %?", true],
    ["Acme's current ratio at year-end, to two decimals?", false],
    ["By how many percentage points did the margin move?", false],
    ["Acme holds a 5% stake in Beta; what is its debt-to-equity ratio?", false],
  ])("reads a percent wanted in %s", (text, percent) => {
    expect(percentAsked(text)).toBe(percent);
  });

  it.each([
    ["inventories minus AP, $mm?", "inventories minus AP?"],
    ["fulfillment / total net sales, in percent", "fulfillment / total net sales"],
    ["OCF over diluted shares; answer in US dollars per share", "OCF over diluted shares; answer"],
    ["net sales − COGS, to two decimals", "net sales − COGS"],
    ["What was its growth? Percent.", "What was its growth? ."],
    ["Percentage of revenue from services?", "Percentage of revenue from services?"],
  ])("sets aside the unit note of %s", (text, kept) => {
    expect(text.replace(UNIT_NOTE, "").trim()).toBe(kept);
  });
});
