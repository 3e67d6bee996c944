// The holder of the parts a question compares, named with its measure and what the measure is
// broken down by at the start of a clause: "Walmart International net sales by market …".
import { describe, expect, it } from "vitest";
import { partOwnerAsked } from "./part-owner-asked";

describe("partOwnerAsked: a holder named with its measure and breakdown", () => {
  it.each([
    ["Walmart International net sales by market for fiscal 2021: which single market was largest?", { name: "Walmart Inc.", tickers: ["WMT"] }, ["international"]],
    ["General Mills North America Retail net sales by operating unit for fiscal 2020: which operating unit was the largest?", { name: "General Mills, Inc.", tickers: ["GIS"] }, ["north", "america", "retail"]],
    ["Fiscal 2020. Costco Wholesale Club net sales by merchandise category: which category was the smallest?", { name: "Walmart Inc.", tickers: ["WMT"] }, ["costco", "wholesale", "club"]],
  ])("%s", (question, company, owner) => {
    expect(partOwnerAsked(question, company)).toEqual(owner);
  });

  it("names no holder when the company alone is named", () => {
    expect(partOwnerAsked("Walmart net sales by segment for fiscal 2021: which segment was largest?", { name: "Walmart Inc.", tickers: ["WMT"] })).toEqual([]);
  });
});
