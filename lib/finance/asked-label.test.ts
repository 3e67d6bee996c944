import { describe, expect, it } from "vitest";
import { labelWithoutBasis } from "./asked-label";
import { rowLabelItem } from "./line-items";

describe("labelWithoutBasis", () => {
  it("drops the basis a question states a row on", () => {
    expect(labelWithoutBasis(rowLabelItem("casino receivables net of discounts"))).toBe(rowLabelItem("casino receivables"));
    expect(labelWithoutBasis(rowLabelItem("unbilled receivables, net of allowances"))).toBe(rowLabelItem("unbilled receivables"));
  });

  it("leaves a row that states no basis, or one word that would name no row", () => {
    expect(labelWithoutBasis(rowLabelItem("settlements payable"))).toBeNull();
    expect(labelWithoutBasis(rowLabelItem("revenue excluding fuel"))).toBeNull();
  });
});
