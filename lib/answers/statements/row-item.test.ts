import { describe, expect, it } from "vitest";
import { rowItem } from "./row-item";

describe("rowItem", () => {
  it("reads labels past sign words, attributions and qualifications", () => {
    expect(rowItem("Net cash provided by (used in) operating activities")).toBe("operatingCashFlow");
    expect(rowItem("Trade receivables, net of allowances for doubtful accounts of $23 and of $16, respectively")).toBe("receivables");
    expect(rowItem("Cash provided by operations")).toBe("operatingCashFlow");
    expect(rowItem("Sales and marketing")).toBeUndefined();
    expect(rowItem("")).toBeUndefined();
    // A dash before the classes a row covers (NIKE's cash flow statement).
    expect(rowItem("Dividends — common and preferred")).toBe("dividendsPaid");
    // Labels written as lists of what they cover (Walmart, Microsoft).
    expect(rowItem("Operating, selling, general and administrative expenses")).toBe("sellingGeneralAdministrative");
    expect(rowItem("Research, development and related expenses")).toBe("researchDevelopment");
    expect(rowItem("Property, plant and equipment, net")).toBe("ppeNet");
  });

  it("reads a consolidated parent's share as the parent's share, not the whole (Walmart)", () => {
    expect(rowItem("Consolidated net income attributable to Walmart")).toBe("netIncomeAttributable");
    expect(rowItem("Consolidated net income")).toBe("netIncome");
    expect(rowItem("Consolidated net income attributable to noncontrolling interest")).toBeUndefined();
  });

  it("reads the first adjustment of the cash-flow statement past its glued heading (Lockheed Martin)", () => {
    expect(rowItem("Adjustments to reconcile net earnings to net cash provided by operating activities Depreciation and amortization")).toBe("depreciationAmortization");
  });

  it("reads the common shareholders' total as the equity where no other total is printed (American Water Works)", () => {
    expect(rowItem("Total common shareholders' equity")).toBe("totalEquity");
  });
});
