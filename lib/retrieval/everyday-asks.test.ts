import { describe, expect, it } from "vitest";
import { everydayLineItems } from "./everyday-asks";

describe("everydayLineItems", () => {
  it.each([
    "What were Costco's sales in fiscal 2023?",
    "NIKE net sales for fiscal 2022?",
    "How much did Best Buy sell in fiscal 2021?",
  ])("reads sales said alone as revenue: %s", (q) => {
    expect(everydayLineItems(q)).toContain("revenue");
  });

  it.each([
    "Pfizer's total accrued rebates and other sales-related accruals at December 31, 2020?",
    "Within NIKE's accrued liabilities at May 31, 2020, what was the sales-related reserves line?",
    "3M's property, sales-related and other taxes at year-end 2022?",
    "Boeing's sales-type lease receivables at year-end 2018?",
  ])("does not read a sales- compound describing another row as revenue: %s", (q) => {
    expect(everydayLineItems(q)).not.toContain("revenue");
  });
});
