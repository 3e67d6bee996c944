// The same metric asked in the many ways analysts word it: shorthand ("rev", "AP", "$mm"), periods
// written short ("1H23", "6M ended 6/30/23"), shares asked with a verb ("what portion of net income
// was paid out as dividends"), a formula whose comma brackets it ("A minus B, over C"), and a
// context clause before the ask. Each table holds several companies and forms of one variation.
import { describe, expect, it } from "vitest";
import type { Company } from "../catalog/types";
import { describe as describeFormula } from "../finance";
import { understandQuery } from "./understand-query";

const company = (name: string, tickers: string[], aliases: string[] = []): Company => ({
  id: name.toLowerCase().replace(/\W+/g, "-"), name, tickers, aliases, countries: ["US"], filesWithSec: true, cik: null, permid: null, listed: true,
});
const COMPANIES = [
  company("Walmart Inc.", ["WMT"], ["Walmart"]),
  company("Amazon.com, Inc.", ["AMZN"], ["Amazon"]),
  company("NIKE, Inc.", ["NKE"], ["Nike"]),
  company("Microsoft Corporation", ["MSFT"], ["Microsoft"]),
  company("Corning Incorporated", ["GLW"], ["Corning"]),
  company("Pfizer Inc.", ["PFE"], ["Pfizer"]),
  company("The Coca-Cola Company", ["KO"], ["Coca-Cola"]),
  company("Verizon Communications Inc.", ["VZ"], ["Verizon"]),
  company("MGM Resorts International", ["MGM"], ["MGM Resorts"]),
  company("Netflix, Inc.", ["NFLX"], ["Netflix"]),
  company("3M Company", ["MMM"], ["3M"]),
  company("The Boeing Company", ["BA"], ["Boeing"]),
];
const figures = (q: string) => understandQuery(q, COMPANIES).figures;
const formula = (q: string) => {
  const m = figures(q).metric;
  return m ? describeFormula(m.expr) : null;
};

describe("shorthand for figures, units and rounding", () => {
  it.each([
    ["WMT, 1/31/21 balance sheet: inventories minus AP, $mm?", "Inventories − Accounts payable"],
    ["AMZN FY19 balance sheet: inventories minus AP, $mm?", "Inventories − Accounts payable"],
    ["NKE FY19: AR over rev, %?", "Accounts receivable / Revenue"],
    ["MSFT FY15: op income / rev, 2dp?", "Operating income / Revenue"],
  ])("reads %s", (question, expected) => {
    expect(formula(question)).toBe(expected);
  });

  it.each([
    ["MSFT FY15 rev growth vs FY14, %?", "revenue", "yoyGrowth"],
    ["BA Global Services rev growth FY17 vs FY16, per the FY17 10-K, %?", "revenue", "yoyGrowth"],
    ["NKE FY19 AR, $mm?", "receivables", undefined],
    ["3M avg inventories FY20–FY21, $bn?", "inventories", "average"],
  ])("reads the item and series of %s", (question, item, series) => {
    const r = figures(question);
    expect(r.lineItems).toContain(item);
    expect(r.series?.id).toBe(series);
  });

  it.each([
    ["Walmart FY21 capex, $mm?", 1e6, null],
    ["Netflix 2017 content spend (in $000s)", 1e3, null],
    ["Amazon 2019 revenue, $bn, 1dp", 1e9, 1],
    ["Coca-Cola 2016 operating margin, %, 2dp", null, 2],
  ])("reads the unit and rounding of %s", (question, scale, decimals) => {
    const r = figures(question);
    expect(r.scale).toBe(scale);
    expect(r.decimals).toBe(decimals);
  });

  it("reads the mean of two balances as their average, and a company named 3M as no length of months", () => {
    expect(formula("What was Amazon's 2016 inventory turnover, i.e. 2016 cost of sales over the mean of inventories at December 31, 2015 and December 31, 2016, to two decimals?"))
      .toBe("Cost of revenue / average Inventories");
    expect(figures("What was 3M's FY2018 capex?").months).toBeNull();
  });
});

describe("periods written short", () => {
  it.each([
    ["GLW 1H23 (6M ended 6/30/23) FCF, $mm? Q2'23 10-Q cash flow statement.", 2023, 6, "06-30"],
    ["PFE 1H23 (6M ended 7/2/23) FCF, $mm? Q2'23 10-Q.", 2023, 6, "07-02"],
    ["Corning's 9 mos. ended 9/30/22 revenue", 2022, 9, "09-30"],
    ["WMT, 1/31/21 balance sheet: total current assets, $mm?", 2021, null, "01-31"],
    ["AMCR FY20 (YE 6/30/20): net sales, $mm?", 2020, null, "06-30"],
  ])("reads %s", (question, year, months, endsOn) => {
    const r = figures(question);
    expect([r.year, r.months, r.endsOn]).toEqual([year, months, endsOn]);
  });
});

describe("a share asked with a verb", () => {
  it.each([
    ["What portion of NIKE's fiscal 2019 net income was paid out as dividends? Percent.", "Dividends paid / Net income"],
    ["How much of its revenue did Microsoft spend on research and development in fiscal 2015, as a percentage?", "Research and development / Revenue"],
    ["How much of its top line did Coca-Cola spend on PP&E purchases in 2016, as a percentage?", "Capital expenditure / Revenue"],
    ["What share of Amazon's 2019 operating cash flow went out as purchases of property and equipment?", "Capital expenditure / Cash from operating activities"],
    ["What share of Coca-Cola's 2016 net income attributable to shareowners of The Coca-Cola Company went out as cash dividends paid?", "Dividends paid / Net income attributable to shareholders"],
    ["What fraction of Walmart's fiscal 2021 operating cash flow was returned to shareholders as dividends?", "Dividends paid / Cash from operating activities"],
  ])("reads %s", (question, expected) => {
    expect(formula(question)).toBe(expected);
  });

  it("reads a share of a figure the question defines in brackets, whatever the row's note of what it includes", () => {
    expect(formula("For a dividend check on Verizon for the year ended December 31, 2020, what portion of free cash flow (operating cash flow less capital expenditures, capitalized software included) was paid out as dividends?"))
      .toBe("Dividends paid / (Cash from operating activities − Capital expenditure)");
  });
});

describe("a formula bracketed by a comma, after a context clause", () => {
  it.each([
    ["What was Netflix's 2017 gross margin — revenues minus cost of revenues, over revenues? Percent to two decimals.", "(Revenue − Cost of revenue) / Revenue"],
    ["For a look at hotel profitability, what was MGM Resorts' rooms department margin in calendar 2021 — rooms revenue minus rooms expense, over rooms revenue?", "(Rooms revenue − Rooms expense) / Rooms revenue"],
    ["For Amazon in 2019, what was free cash flow as a share of net sales — operating cash flow minus purchases of property and equipment, divided by total net sales?", "(Cash from operating activities − Capital expenditure) / Revenue"],
    ["For a margin screen, what was Coca-Cola's 2016 operating margin — net operating revenues less cost of goods sold less SG&A, divided by net operating revenues?", "(Revenue − Cost of revenue − Selling, general and administrative expenses) / Revenue"],
  ])("reads %s", (question, expected) => {
    expect(formula(question)).toBe(expected);
  });

  it("names the figure by the ask after the context clause", () => {
    expect(figures("For Amazon in 2019, what was free cash flow as a share of net sales — operating cash flow minus purchases of property and equipment, divided by total net sales?").metric?.name)
      .toBe("Free cash flow as a share of net sales");
  });

  it("reads a yearly formula averaged over the years asked, the bracket a term of it", () => {
    const r = figures("MMM: avg gross margin 2019–2021? Each year (net sales − COGS) ÷ net sales, simple mean of the three, %, 2dp.");
    expect([r.metric?.id, r.series?.id, r.years, r.decimals]).toEqual(["grossMargin", "average", [2019, 2020, 2021], 2]);
  });
});

describe("steps told with another verb", () => {
  it.each([
    ['Pull the 2020 cash outflow Activision Blizzard labels "software development and intellectual property licenses" in operating activities and express it as a percentage of total net revenues for the same year, to two decimals.',
      "software development and intellectual property licenses / Revenue"],
    ["Grab NIKE's fiscal 2019 additions to property, plant and equipment and express it as a percentage of revenues, to two decimals.", "Capital expenditure / Revenue"],
    ["Pull Amazon's 2019 fulfillment expense and express it as a share of total net sales, in percent.", "fulfillment expense / Revenue"],
    ["Take Microsoft's fiscal 2015 net cash from operations and divide it by the diluted weighted-average share count; answer in US dollars per share, rounded to two decimals.", "Cash from operating activities / Diluted weighted-average shares"],
    ["Get Walmart's fiscal 2021 operating cash flow and divide it by the basic weighted-average share count reported in the earnings-per-share note.", "Cash from operating activities / Basic weighted-average shares"],
  ])("reads %s", (question, expected) => {
    expect(formula(question)?.toLowerCase()).toBe(expected.toLowerCase());
  });

  it("reads a unit of dollars per share as no figure of dollars", () => {
    const r = figures("On a per-share basis, how much operating cash flow did Pfizer generate in 2020? Take net cash provided by operating activities and divide it by the diluted share count; answer in US dollars per share.");
    expect(r.metric && describeFormula(r.metric.expr)).toBe("Cash from operating activities / Diluted weighted-average shares");
  });
});

describe("a growth written as a formula of one figure's periods", () => {
  it.each([
    ["Compute NIKE's revenue growth for fiscal 2019: this year's figure minus the fiscal 2018 figure, divided by the fiscal 2018 figure. Percent.", ["revenue"], [2018, 2019]],
    ["Boeing's 2017 10-K: compute Global Services revenue in 2017 minus its 2016 revenue, over the 2016 revenue. What growth rate results?", ["revenue"], [2016, 2017]],
    ["Compute year-over-year growth in Document Cloud revenue for Adobe's fiscal Q2 2023: this quarter's figure minus the same quarter of fiscal 2022, divided by the fiscal 2022 figure.", ["revenue"], [2022, 2023]],
    ["Compute the growth in Walmart's inventories for fiscal 2021: the FY21 balance less the FY20 balance, over the FY20 balance.", ["inventories"], [2020, 2021]],
  ])("reads %s", (question, items, years) => {
    const r = figures(question);
    expect([r.metric, r.series?.id, r.lineItems, r.years]).toEqual([null, "yoyGrowth", items, years]);
    // The formula's placeholders name no row ("figure", "balance", "its 2016 revenue, over").
    expect(r.labels.filter((l) => /figure|amount|balance|over/.test(l.label))).toEqual([]);
  });

  it("keeps the row the growth is of when the formula names only periods", () => {
    expect(figures("Compute year-over-year growth in Amazon's fulfillment expense for 2019: the 2019 amount minus the 2018 amount, over the 2018 amount. Percent.").labels.map((l) => l.label))
      .toEqual(["row:fulfillment expense"]);
  });

  it("leaves a formula of two different figures a formula", () => {
    expect(formula("Amazon 2019: operating income minus the 2018 operating income, divided by 2019 revenue?")).not.toBeNull();
  });
});

describe("a ratio written with a division sign, or times a hundred", () => {
  it.each([
    ["BBY FY19 capex/rev, %?", "Capital expenditure / Revenue", "percent"],
    ["NFLX 2017 COGS / rev, %, 2dp?", "Cost of revenue / Revenue", "percent"],
    ["MSFT FY15 op income ÷ rev, %?", "Operating income / Revenue", "percent"],
    ["Compute 3M's 2021 R&D intensity (R&D ÷ net sales × 100).", "Research and development / Revenue", "percent"],
    ["What was Microsoft's fiscal 2015 cost-of-revenue ratio, (cost of revenue ÷ revenue) × 100, to two decimals?", "Cost of revenue / Revenue", "percent"],
    ["Walmart FY2021 SG&A load, defined as SG&A ÷ net sales × 100?", "Selling, general and administrative expenses / Revenue", "percent"],
  ])("reads %s", (question, expected, unit) => {
    const m = figures(question).metric;
    expect([m && describeFormula(m.expr), m?.unit]).toEqual([expected, unit]);
  });
});
