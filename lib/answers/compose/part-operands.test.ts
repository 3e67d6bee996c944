import { describe, expect, it } from "vitest";
import { rowLabelItem, type FormulaMetric } from "../../finance";
import { describe as formula, div, item, sub } from "../../finance/expression";
import { withoutPartName } from "./part-operands";

const metric = (expr: FormulaMetric["expr"]): FormulaMetric => ({ kind: "formula", id: "defined:growth", name: "Growth", aliases: [], unit: "percent", expr });

describe("operands of a part's formula without the part's name", () => {
  it("reads the row the operand names once the part's name is taken out", () => {
    const ebitdar = rowLabelItem("Las Vegas Strip Resorts Adjusted Property EBITDAR");
    const growth = metric(div(sub(item(ebitdar), item(ebitdar, "prior")), item(ebitdar, "prior")));
    expect(formula(withoutPartName(growth, "Las Vegas Strip Resorts").expr)).toBe(
      "(Adjusted property ebitdar − prior-period Adjusted property ebitdar) / prior-period Adjusted property ebitdar",
    );
  });

  it("takes a dictionary item when the rest of the wording is one", () => {
    const sales = rowLabelItem("Rigid Packaging net sales");
    expect(formula(withoutPartName(metric(item(sales)), "Rigid Packaging").expr)).toBe("Revenue");
  });

  it("leaves operands that do not name the part", () => {
    const other = metric(div(item("operatingIncome"), item("revenue")));
    expect(withoutPartName(other, "Converse")).toEqual(other);
  });
});
