import { describe, expect, it } from "vitest";
import { describe as describeExpr, inputsOf } from "./expression";
import { findMetrics } from "./find-terms";
import { matchRowLabel } from "./line-item-match";
import { LINE_ITEMS, type LineItemId } from "./line-items";
import { METRICS, evaluateMetric, metric, metricInputs, type FormulaMetric, type SeriesMetric } from "./metrics";

type Figures = Partial<Record<LineItemId, [number, number]>>; // [prior, current]
const lookup = (figures: Figures) => (id: LineItemId, offset: 0 | -1) => figures[id]?.[offset === 0 ? 1 : 0];
const formula = (id: string) => metric(id) as FormulaMetric;
const series = (id: string) => metric(id) as SeriesMetric;

describe("metric formulas", () => {
  it("computes ROA on average total assets, as a plain ratio", () => {
    const value = evaluateMetric(formula("returnOnAssets"), lookup({ netIncome: [0, 1248], totalAssets: [87270, 87896] }));
    expect(value).toBeCloseTo(1248 / 87583, 6);
  });

  it("computes margins in percent, falling back from gross profit to revenue minus COGS", () => {
    const withGross = lookup({ grossProfit: [0, 40], revenue: [0, 100] });
    const withoutGross = lookup({ costOfRevenue: [0, 55], revenue: [0, 100] });
    expect(evaluateMetric(formula("grossMargin"), withGross)).toBeCloseTo(40);
    expect(evaluateMetric(formula("grossMargin"), withoutGross)).toBeCloseTo(45);
  });

  it("computes DPO from purchases (COGS plus the change in inventory)", () => {
    const figures: Figures = { accountsPayable: [41433, 46092], costOfRevenue: [0, 373396], inventories: [43046, 43783] };
    const expected = (365 * (41433 + 46092) / 2) / (373396 + (43783 - 43046));
    expect(evaluateMetric(formula("daysPayableOutstanding"), lookup(figures))).toBeCloseTo(expected, 6);
  });

  it("computes the cash conversion cycle as DIO + DSO − DPO, each on its own convention", () => {
    // Best Buy FY2019 (10-K p52–53): the cycle from its three terms.
    const figures: Figures = {
      inventories: [5209, 5409], receivables: [1049, 1015], accountsPayable: [4873, 5257], costOfRevenue: [0, 32918], revenue: [0, 42879],
    };
    const at = lookup(figures);
    const terms = ["daysInventoryOutstanding", "daysSalesOutstanding", "daysPayableOutstanding"].map((id) => evaluateMetric(formula(id), at)!);
    expect(evaluateMetric(formula("cashConversionCycle"), at)).toBeCloseTo(terms[0]! + terms[1]! - terms[2]!, 6);
    expect(evaluateMetric(formula("cashConversionCycle"), at)).toBeCloseTo(11.83, 2);
    expect(findMetrics("What was Best Buy's cash conversion cycle in fiscal 2019?").map((m) => m.metric.id)).toContain("cashConversionCycle");
  });

  it("computes the quick ratio with or without short-term investments", () => {
    const full = lookup({ cash: [0, 10], shortTermInvestments: [0, 5], receivables: [0, 15], totalCurrentLiabilities: [0, 20] });
    const noInvestments = lookup({ cash: [0, 10], receivables: [0, 15], totalCurrentLiabilities: [0, 20] });
    expect(evaluateMetric(formula("quickRatio"), full)).toBeCloseTo(1.5);
    expect(evaluateMetric(formula("quickRatio"), noInvestments)).toBeCloseTo(1.25);
  });

  it("computes retention from dividends paid and net income attributable", () => {
    const figures: Figures = { netIncomeAttributable: [0, 2707], dividendsPaid: [0, 1244] };
    expect(evaluateMetric(formula("retentionRatio"), lookup(figures))).toBeCloseTo((2707 - 1244) / 2707, 6);
  });

  it("computes total debt as short-term plus long-term borrowings, or long-term alone", () => {
    expect(evaluateMetric(formula("totalDebt"), lookup({ shortTermDebt: [0, 1_000_000], longTermDebt: [0, 11_770_797] }))).toBe(12_770_797);
    expect(evaluateMetric(formula("totalDebt"), lookup({ longTermDebt: [0, 3_629] }))).toBe(3_629);
  });

  it("is undefined when an input is missing or a denominator is zero", () => {
    expect(evaluateMetric(formula("operatingMargin"), lookup({ operatingIncome: [0, 5] }))).toBeUndefined();
    expect(evaluateMetric(formula("operatingMargin"), lookup({ operatingIncome: [0, 5], revenue: [0, 0] }))).toBeUndefined();
  });

  it("lists inputs, whether the prior period is needed, and the statements that hold them", () => {
    expect(inputsOf(formula("inventoryTurnover").expr)).toEqual([
      { item: "costOfRevenue", needsPrior: false },
      { item: "inventories", needsPrior: true },
    ]);
    expect(metricInputs(formula("ebitdaMargin")).statements.sort()).toEqual(["cash-flow-statement", "income-statement"]);
  });

  it("writes formulas out for people", () => {
    expect(describeExpr(formula("ebitdaMargin").expr)).toBe(
      "(Operating income + Depreciation and amortization) / Revenue",
    );
    expect(describeExpr(formula("returnOnAssets").expr)).toContain("/ average Total assets");
  });

  it("has unique ids, and every formula reads only known line items", () => {
    expect(new Set(METRICS.map((m) => m.id)).size).toBe(METRICS.length);
    const known = new Set(LINE_ITEMS.map((i) => i.id));
    for (const m of METRICS) if (m.kind === "formula") for (const n of inputsOf(m.expr)) expect(known.has(n.item)).toBe(true);
  });
});

describe("series metrics", () => {
  it("computes year-over-year growth, CAGR and averages", () => {
    expect(series("yoyGrowth").compute([903.095, 1493.602])).toBeCloseTo(65.39, 2);
    expect(series("cagr").compute([100, 110, 121])).toBeCloseTo(10, 6);
    expect(series("average").compute([1, 2, 3])).toBe(2);
    expect(series("yoyGrowth").compute([0, 5])).toBeUndefined();
  });
});

describe("matchRowLabel", () => {
  it.each([
    ["Purchases of property, plant & equipment (Note 4)", "capitalExpenditure"],
    ["Additions to property and equipment", "capitalExpenditure"],
    ["Cost of sales", "costOfRevenue"],
    ["Net sales", "revenue"],
    ["Total net revenues", "revenue"],
    ["Net income attributable to Walmart", "netIncomeAttributable"],
    ["Net cash provided by (used in) operating activities", "operatingCashFlow"],
    ["Merchandise inventories", "inventories"],
    ["Property and equipment, net of accumulated depreciation", "ppeNet"],
    // Longer wordings of the pre-tax line and of the per-share rows, as filers print them.
    ["Earnings from continuing operations before income tax expense", "pretaxIncome"],
    ["Income from continuing operations before income taxes and equity in income (loss) of affiliated companies", "pretaxIncome"],
    ["Earnings before income taxes and after-tax earnings from joint ventures", "pretaxIncome"],
    ["Diluted net income per common share attributable to Walmart", "epsDiluted"],
    ["Diluted loss per share", "epsDiluted"],
    ["Depreciation, amortization and accretion", "depreciationAmortization"],
  ])("%s", (label, id) => {
    expect(matchRowLabel(label)).toBe(id);
  });

  it("rejects rows that only begin like a line item", () => {
    expect(matchRowLabel("Cash and cash equivalents and restricted cash and cash equivalents, at beginning of period")).toBeUndefined();
    expect(matchRowLabel("Net income per share - basic")).toBeUndefined();
    expect(matchRowLabel("Net income attributable to noncontrolling interests")).toBeUndefined();
    expect(matchRowLabel("Gross margin percentage")).toBeUndefined();
  });
});

describe("leverage said of the balance sheet", () => {
  it("is its total debt; a verb's leverage is not", () => {
    expect(findMetrics("Did Boeing's balance sheet leverage change materially during 2019?").map((m) => m.metric.id)).toContain("totalDebt");
    expect(findMetrics("How does Nike leverage its brand in China?").map((m) => m.metric.id)).not.toContain("totalDebt");
  });
});
