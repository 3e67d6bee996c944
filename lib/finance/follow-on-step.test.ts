import { describe as suite, expect, it } from "vitest";
import { describe } from "./expression";
import { followOnStep } from "./follow-on-step";
import { definedMetrics } from "./question-formulas";

const asked = (question: string, year: number) => {
  const m = definedMetrics(question, year).asked;
  return m && `${m.name} [${m.unit}] = ${describe(m.expr)}`;
};

suite("a step after a definition given in passing", () => {
  it.each([
    [
      "Verizon FY2020: what percentage of free cash flow went out as dividends? Take free cash flow as net cash provided by operating activities minus capital expenditures (including capitalized software), and divide dividends paid by it. Percent, 2 dp.",
      2020,
      "Percentage of free cash flow went out as dividends [percent] = Dividends paid / (Cash from operating activities − Capital expenditure)",
    ],
    [
      "Take Boeing's FY2017 cash returned to shareholders as common shares repurchased plus dividends paid (statement of cash flows), and express it as a % of FY2017 net earnings as reported in the FY2017 income statement.",
      2017,
      "Result in percent [percent] = (Repurchases of common stock + Dividends paid) / Net income",
    ],
    [
      "Coca-Cola FY2016 gross margin, taking gross profit as net operating revenues minus cost of goods sold and dividing by net operating revenues. Percent, 2 decimals.",
      2016,
      "Gross margin [percent] = (Revenue − Cost of revenue) / Revenue",
    ],
    [
      "What was Target's fiscal 2022 EBITDA margin? Take EBITDA as operating income plus depreciation and amortization, and then divide it by total revenue.",
      2022,
      "EBITDA margin [percent] = (Operating income + Depreciation and amortization) / Revenue",
    ],
  ])("%s", (question, year, expected) => {
    expect(asked(question, year)).toBe(expected);
  });

  it("leaves a definition with no step after it whole", () => {
    expect(followOnStep("operating income plus depreciation and amortization")).toBeNull();
    expect(asked("What was FY2021 EBITDA less capex, taking EBITDA as operating income plus depreciation and amortization?", 2021)).toBe("EBITDA [currency] = Operating income + Depreciation and amortization");
  });
});
