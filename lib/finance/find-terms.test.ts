import { describe, expect, it } from "vitest";
import { findLineItems, findMetrics } from "./find-terms";
import { findStatements } from "./statements";

const metricIds = (text: string) => findMetrics(text).map((m) => m.metric.id);
const itemIds = (text: string) => findLineItems(text).map((m) => m.item);

describe("findMetrics", () => {
  it.each([
    ["What is the quick ratio of the company?", ["quickRatio"]],
    ["Compute DPO for FY2021", ["daysPayableOutstanding"]],
    ["What was ROA in 2020?", ["returnOnAssets"]],
    ["EBITDA margin trend", ["ebitdaMargin"]],
    ["What is the unadjusted EBITDA % margin?", ["ebitdaMargin"]],
    ["capex as % of revenue", ["capexToRevenue"]],
    ["capital expenditures as a percentage of net sales", ["capexToRevenue"]],
    ["inventory turnover for Nike", ["inventoryTurnover"]],
    ["free cash flow in 2019", ["freeCashFlow"]],
    ["Is the gross margin stable?", ["grossMargin"]],
    ["working capital ratio, rounded", ["currentRatio"]],
    ["retention ratio of General Mills", ["retentionRatio"]],
    ["3 year revenue CAGR", ["cagr"]],
    ["YoY growth in net sales", ["yoyGrowth"]],
    ["Is it a capital-intensive business?", ["capexToRevenue"]],
    ["What is the acid-test ratio?", ["quickRatio"]],
    ["days sales outstanding and DIO", ["daysSalesOutstanding", "daysInventoryOutstanding"]],
  ])("%s", (text, expected) => {
    expect(metricIds(text)).toEqual(expected);
  });

  it("prefers the longest reading where names overlap", () => {
    expect(metricIds("net profit margin")).toEqual(["netProfitMargin"]);
    expect(metricIds("free cash flow conversion")).toEqual(["freeCashFlowConversion"]);
  });

  it("reads ratios a question spells out, mapping known ones to their names", () => {
    expect(metricIds("net earnings as a percent of sales")).toEqual(["netProfitMargin"]);
    expect(metricIds("total current assets divided by total current liabilities")).toEqual(["currentRatio"]);
    const [sga] = findMetrics("Why did SG&A expense as a percent of net sales fall?");
    expect(sga?.metric.id).toBe("sellingGeneralAdministrative/revenue");
    expect(sga?.text).toBe("SG&A expense as a percent of net sales");
    expect(metricIds("R&D to revenue")).toEqual(["researchDevelopment/revenue"]);
  });

  it("gives character offsets into the original text", () => {
    const text = "Has the Quick Ratio improved?";
    const [m] = findMetrics(text);
    expect(m && text.slice(m.start, m.end)).toBe("Quick Ratio");
  });

  it("finds nothing in text without financial terms", () => {
    expect(findMetrics("Who is the chief executive officer?")).toEqual([]);
  });
});

describe("findLineItems", () => {
  it.each([
    ["What is FY2016 COGS?", ["costOfRevenue"]],
    ["How much was capex?", ["capitalExpenditure"]],
    ["year end total current liabilities", ["totalCurrentLiabilities"]],
    ["net property, plant, and equipment", ["ppeNet"]],
    ["net PP&E at year end", ["ppeNet"]],
    ["cash flow from operating activities", ["operatingCashFlow"]],
    ["net income attributable to shareholders", ["netIncomeAttributable"]],
    ["Cash & cash equivalents at the end of Q2", ["cash"]],
    ["cost of sales and SG&A", ["costOfRevenue", "sellingGeneralAdministrative"]],
    ["total amount of inventories", ["inventories"]],
    ["accounts payable", ["accountsPayable"]],
    // What a label deducts inside it is no second item.
    ["premises and equipment, net of accumulated depreciation and amortization", ["ppeNet"]],
    ["property and equipment less accumulated depreciation at year end", ["ppeNet"]],
    ["property and equipment net of depreciation end of FY2019", ["ppeNet"]],
    ["capex less depreciation and amortization", ["capitalExpenditure", "depreciationAmortization"]],
    ["dividends paid to shareholders", ["dividendsPaid"]],
    // A share count asked in its own words; "diluted" alone names no item in a question.
    ["weighted average diluted shares for fiscal year 2022", ["dilutedShares"]],
    ["diluted share count FY2021", ["dilutedShares"]],
    ["diluted EPS", ["epsDiluted"]],
  ])("%s", (text, expected) => {
    expect(itemIds(text)).toEqual(expected);
  });

  it("reads 'per diluted share' as a per-share figure, not the share count", () => {
    expect(itemIds("earnings per diluted share FY2016")).not.toContain("dilutedShares");
  });

  it("keeps words inside a metric's name only when they name one of its inputs", () => {
    expect(itemIds("capex as a % of revenue")).toEqual(["capitalExpenditure", "revenue"]);
    expect(itemIds("net profit margin")).toEqual(["netIncome"]);
    expect(itemIds("the cash ratio")).toEqual([]);
  });

  it("does not read everyday words as line items", () => {
    expect(itemIds("Did sales of the basic model rise?")).toEqual([]);
  });
});

describe("findStatements", () => {
  it.each([
    ["using the P&L statement", "income-statement"],
    ["from the statement of income", "income-statement"],
    ["based on the statement of financial position", "balance-sheet"],
    ["according to the balance sheet", "balance-sheet"],
    ["using the cash flow statement", "cash-flow-statement"],
    ["the statement of cash flows", "cash-flow-statement"],
    ["operations, investing, and financing activities", "cash-flow-statement"],
  ])("%s", (text, kind) => {
    expect(findStatements(text).map((s) => s.value)).toEqual([kind]);
  });
});
