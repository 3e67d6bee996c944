import { describe, expect, it } from "vitest";
import { add, div, item, sub } from "./expression";
import { deductedRows } from "./deducted-rows";
import { rowLabelItem } from "./line-items";

describe("deductedRows", () => {
  const deferral = rowLabelItem("deferral of unearned revenue");
  const recognition = rowLabelItem("recognition of unearned revenue");

  it("finds the row a question's difference subtracts", () => {
    const expr = div(sub(item(deferral), item(recognition)), item("operatingCashFlow"));
    expect([...deductedRows(expr)]).toEqual([recognition]);
  });

  it("leaves the dictionary's items, minuends and subtracted sums alone", () => {
    expect(deductedRows(sub(item("operatingCashFlow"), item("capitalExpenditure"))).size).toBe(0);
    expect(deductedRows(add(item(deferral), item(recognition))).size).toBe(0);
    expect(deductedRows(sub(item("revenue"), add(item(deferral), item(recognition)))).size).toBe(0);
  });
});
