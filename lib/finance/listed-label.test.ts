import { describe, expect, it } from "vitest";
import { composedMetric } from "./question-formulas";
import { describe as describeFormula } from "./expression";
import { listedLineItem } from "./listed-label";

describe("listedLineItem", () => {
  it.each([
    ["Research, development and related expenses", "researchDevelopment"],
    ["Operating, selling, general and administrative expenses", "sellingGeneralAdministrative"],
    ["research, development and related expenses", "researchDevelopment"],
    ["Selling and administrative expenses", undefined],
    // Not a list, but the dictionary's own wording of net interest expense ("Interest, net" below operating profit).
    ["Interest, net", "interestExpense"],
    ["Food, beverage and entertainment expenses", undefined],
  ])("%s", (label, expected) => {
    expect(listedLineItem(label)).toBe(expected);
  });

  it("lets a question name such a row in a composition", () => {
    const m = composedMetric("3M research, development and related expenses as a % of net sales in 2019?", { year: 2019 })?.metric;
    expect(m && describeFormula(m.expr)).toBe("Research and development / Revenue");
  });
});
