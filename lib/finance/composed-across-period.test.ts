// A composition whose first term is followed by its period ("capital expenditures in the first
// six months of 2023 as a percentage of revenues"): the question as read has the period blanked,
// and the term stands before the words that led into it.
import { describe as suite, expect, it } from "vitest";
import { composed } from "./formula-readings.fixture";

suite("a term followed by its blanked period before the connector", () => {
  it.each([
    ["Pfizer's capital expenditures in the first six months of      as a percentage of revenues, using the cash flow statement for capex?", "Capital expenditure as % of revenue [percent] = Capital expenditure / Revenue"],
    ["What were           research and development expenses during fiscal      as a % of net sales?", "Research and development as % of Revenue [percent] = Research and development / Revenue"],
    ["          selling, general and administrative expenses in the                           as a percentage of revenue?", "Selling, general and administrative expenses as % of Revenue [percent] = Selling, general and administrative expenses / Revenue"],
    ["           capital expenditures for the quarter ended               as a share of net sales?", "Capital expenditure as % of revenue [percent] = Capital expenditure / Revenue"],
  ])("reads %s", (question, expected) => {
    expect(composed(question)).toBe(expected);
  });

  it("reads the words before a gap only when the gap is the period next to the connector", () => {
    // (A name blanked further back still bounds the term: "Acme's ⎵ net income as a % of revenue".)
    expect(composed("          net income as a % of revenue")).toBe("Net profit margin [percent] = Net income, or else Net income attributable to shareholders / Revenue");
  });
});

suite("a bracket opened before the connector", () => {
  it("begins the term inside it, not with the words before the bracket", () => {
    expect(composed("As of January 28, 2023, what percentage of Best Buy's gross property and equipment had been depreciated (accumulated depreciation as a % of gross property and equipment)?")).toMatch(
      // (The divisor is named whole, a label written as a list: "gross property and equipment".)
      /^Accumulated depreciation as a % of gross property and equipment \[percent\] = Accumulated depreciation \/ Gross property and equipment$/,
    );
  });
});
