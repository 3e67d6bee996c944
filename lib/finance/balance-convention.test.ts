import { describe, expect, it } from "vitest";
import { asksYearEndBalance, averagesBalances, balanceAsAsked } from "./balance-convention";
import { metric, type FormulaMetric } from "./metrics";

const roa = metric("returnOnAssets") as FormulaMetric;

describe("the balance a metric is taken on", () => {
  it("takes the year-end balance when the question names it", () => {
    for (const q of [
      "What was 3M's fiscal 2021 return on assets, computed on year-end total assets?",
      "What was Verizon's ROE in 2021 based on ending shareholders' equity?",
      "Coca-Cola 2017 ROA using total assets at year end",
      "Nike FY2020 inventory turnover on closing inventory, not the average",
      "What was Amazon's ROA in 2019 based on ending total assets rather than the average?",
    ]) expect(asksYearEndBalance(q), q).toBe(true);
  });

  it("keeps the average when the question asks for it or only dates the question", () => {
    for (const q of [
      "What was 3M's return on assets at the end of fiscal 2021?",
      "What was 3M's ROA in 2021 using average total assets at year-end 2020 and 2021?",
      "Return on average total assets for Pfizer in 2021?",
      "What was Best Buy's current ratio at year-end 2019?",
    ]) expect(asksYearEndBalance(q), q).toBe(false);
  });

  it("turns only the averaged balances into closing ones", () => {
    const asked = balanceAsAsked(roa, "3M 2021 ROA on year-end total assets");
    expect(averagesBalances(roa.expr)).toBe(true);
    expect(averagesBalances(asked.expr)).toBe(false);
    expect(asked.expr).toMatchObject({ op: "/", right: { item: "totalAssets", at: "current" } });
    // Nothing to change: the same metric back.
    const margin = metric("grossMargin") as FormulaMetric;
    expect(balanceAsAsked(margin, "gross margin on year-end balances")).toBe(margin);
  });
});
