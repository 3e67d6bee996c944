// Metrics asked the way analysts write them: a definition that defines one of its own terms after
// a comma, a formula over an item the statement leaves unprinted, a quotient's name with "ratio"
// after it, "A to B ratio" with a bare "equity" or "assets", and the operating cash flow ratio.
import { describe as suite, expect, it } from "vitest";
import { describe } from "./expression";
import { asked } from "./formula-readings.fixture";
import { findMetrics } from "./find-terms";
import { nestedDefinition } from "./nested-definition";

suite("a definition that defines one of its terms after it", () => {
  it.each([
    [
      "What is the FY2021 unadjusted EBITDA % margin for Acme? Unadjusted EBITDA % margin is defined as: unadjusted EBITDA / total revenue, where EBITDA is operating income + D&A from the cash flow statement. Round your answer to two decimal places.",
      "EBITDA margin [percent] = (Operating income + Depreciation and amortization) / Revenue",
    ],
    [
      "EBITDA margin is defined as EBITDA divided by net sales, with EBITDA = operating income plus depreciation and amortization. What was it for FY2021?",
      "EBITDA margin [percent] = (Operating income + Depreciation and amortization) / Revenue",
    ],
    [
      "Define the cash flow margin as free cash flow / revenue, where free cash flow is cash from operations minus capital expenditures. Compute it for FY2021.",
      "Cash flow margin [percent] = (Cash from operating activities − Capital expenditure) / Revenue",
    ],
  ])("reads %s", (question, expected) => {
    expect(asked(question, 2021)).toBe(expected);
  });

  it("splits only where the clause defines a term the formula uses, with arithmetic", () => {
    expect(nestedDefinition("EBITDA / revenue, where EBITDA is operating income + D&A")).toMatchObject({ outer: "EBITDA / revenue", name: "EBITDA" });
    // (A clause about something else, or without arithmetic, is no definition of a term.)
    expect(nestedDefinition("net income / revenue, where revenue is net of returns")).toBeNull();
    expect(nestedDefinition("net income / revenue, where capex is purchases of PP&E + software")).toBeNull();
  });
});

suite("a formula over an item the statement may leave unprinted", () => {
  it("reads gross profit as its own row, else revenue less cost of revenue", () => {
    expect(asked("Gross margin is defined as: gross profit / total revenue. What is Acme's FY2021 gross margin?", 2021)).toBe(
      "Gross margin [percent] = Gross profit, or else Revenue − Cost of revenue / Revenue",
    );
  });
});

suite("ratio names as analysts write them", () => {
  it.each([
    ["What is Acme's FY2019 fixed asset turnover ratio?", "fixedAssetTurnover", "fixed asset turnover ratio"],
    ["Globex FY2020 interest coverage ratio? Round to one decimal place.", "interestCoverage", "interest coverage ratio"],
    ["What was Initech's receivables turnover ratio in fiscal 2018?", "receivablesTurnover", "receivables turnover ratio"],
    ["Based on the balance sheet, what is Acme's FY2021 operating cash flow ratio?", "operatingCashFlowRatio", "operating cash flow ratio"],
    ["Using the cash flow statement and balance sheet, what is Hooli's cash flow ratio for FY2022?", "operatingCashFlowRatio", "cash flow ratio"],
  ])("reads %s", (question, id, text) => {
    expect(findMetrics(question).map((m) => [m.metric.id, m.text])).toEqual([[id, text]]);
  });

  it.each([
    // (A composed "A to B ratio" keeps the percentage of its division, as without the word "ratio",
    // and is marked so that the answer states the plain quotient beside it; only "per dollar of"
    // asks a plain quotient alone.)
    ["What is 3M's FY2021 total liabilities to equity ratio?", "Total liabilities as % of Total shareholders' equity", "percent", true],
    ["Globex total liabilities to total assets ratio at the end of FY2020?", "Total liabilities as % of Total assets", "percent", true],
    ["What were Acme's total liabilities to assets in FY2020?", "Total liabilities as % of Total assets", "percent", false],
  ])("reads %s as a division of total liabilities", (question, name, unit, askedAsRatio) => {
    const [m] = findMetrics(question);
    expect(m?.metric.kind === "formula" && [m.metric.name, m.metric.unit, describe(m.metric.expr), m.metric.askedAsRatio === true]).toEqual([
      name,
      unit,
      expect.stringMatching(/^Total liabilities(?:, or else .+)? \/ Total/),
      askedAsRatio,
    ]);
  });
});

suite("a quotient over total liabilities a balance sheet may not print", () => {
  it.each([
    "What is Boeing's FY2017 total liabilities to equity ratio?",
    "Walmart total liabilities to total assets ratio at the end of FY2020?",
  ])("reads %s as the row where printed, else total assets less total equity", (question) => {
    const [m] = findMetrics(question);
    expect(m?.metric.kind === "formula" && describe(m.metric.expr)).toMatch(/^Total liabilities, or else Total assets − Total equity, or else Total assets − Total shareholders' equity \/ Total/);
  });
});

suite("a ratio told as what each dollar of its denominator brings", () => {
  it.each([
    ["How much operating income did Acme earn per dollar of revenue in FY2021, as a percentage?", "operatingMargin", "percent"],
    ["How much revenue per dollar of total assets did Globex generate in FY2021?", "revenue/totalAssets:ratio", "ratio"],
    ["What was Initech's net income for every dollar of revenue in fiscal 2019?", "netProfitMargin", "percent"],
    ["How much operating cash flow did Hooli generate for each dollar of net income in FY2022?", "operatingCashFlow/netIncome:ratio", "ratio"],
  ])("reads %s", (question, id, unit) => {
    const [m] = findMetrics(question);
    expect(m?.metric.kind === "formula" && [m.metric.id, m.metric.unit]).toEqual([id, unit]);
  });
});

suite("standard ratios analysts name without a formula", () => {
  it.each([
    ["What was Acme's FY2021 pretax margin?", "pretaxMargin", "Income before income taxes / Revenue"],
    ["Globex pre-tax profit margin for fiscal 2020?", "pretaxMargin", "Income before income taxes / Revenue"],
    ["What is Initech's operating cash flow margin for FY2022?", "operatingCashFlowMargin", "Cash from operating activities / Revenue"],
    ["What was Acme's equity multiplier at the end of FY2021?", "equityMultiplier", "Total assets / Total"],
    ["What is Hooli's debt-to-assets ratio as of FY2022 year end?", "debtToAssets", "/ Total assets"],
    ["What was Acme's return on capital employed (ROCE) in FY2021?", "returnOnCapitalEmployed", "Operating income / (Total assets − Total current liabilities)"],
    ["What was Globex's cost of revenue ratio in FY2020?", "cogsToRevenue", "/ Revenue"],
  ])("reads %s", (question, id, formula) => {
    const [m] = findMetrics(question);
    expect(m?.metric.kind === "formula" && m.metric.id).toBe(id);
    expect(m?.metric.kind === "formula" && describe(m.metric.expr)).toContain(formula);
  });
});
