// A row the question names as a row of a table — in quotes, single or double, or as "the … line" —
// or a part that ends in its whole's own words ("variable lease cost" of "total lease cost"): the
// operands are those rows, read as the table labels them, though no dictionary knows them.
import { describe as suite, expect, it } from "vitest";
import { describe } from "./expression";
import { composed } from "./formula-readings.fixture";
import { namesARow, quotedRow, termExpr } from "./formula-words";

const term = (phrase: string) => {
  const e = termExpr(phrase, { year: 2021 });
  return e && describe(e);
};

suite("rows named as rows", () => {
  it.each([
    ["the 'Mobile and ancillary' platform line", "Mobile and ancillary"],
    ["the ‘Other countries’ line of the revenue-by-geography table", "Other countries"],
    ['the "Foreign" row', "Foreign"],
    ["the restricted stock units line", "Restricted stock units"],
    ["the variable lease cost line item", "Variable lease cost"],
    ["the product line revenue", "Product line revenue"],
  ])("reads %s as the row %s", (phrase, row) => {
    expect(term(phrase)).toBe(row);
  });

  it.each([
    ["Walmart's net sales", undefined],
    ["the 'Third-party seller services' line", "Third-party seller services"],
    ["companies' revenue and Sam's Club", undefined],
  ])("finds the quoted row of %s", (phrase, row) => {
    expect(quotedRow(phrase)).toBe(row);
  });

  it.each([
    ["the restricted stock units line", true],
    ["its 'Foreign' line", true],
    ["the credit line", false],
    ["total lease cost", false],
  ])("says whether %s names a row as such", (phrase, named) => {
    expect(namesARow(phrase)).toBe(named);
  });

  it.each([
    [
      "Best Buy fiscal 2020, leases note: what portion of total lease cost was variable lease cost?",
      "Variable lease cost as a share of total lease cost [percent] = Variable lease cost / Total lease cost",
    ],
    [
      "What fraction of total net lease cost was the operating lease cost line?",
      "Operating lease cost line as a share of total net lease cost [percent] = Operating lease cost / Total net lease cost",
    ],
    [
      "Corning 2021: take the 'Variable lease cost' line over total lease cost from the leases note.",
      "'Variable lease cost' line over total lease cost [ratio] = Variable lease cost / Total lease cost",
    ],
    [
      "What share of Amazon's consolidated net sales came from the 'Third-party seller services' line of the net sales by groups of similar products table?",
      "Third-party seller services as a share of consolidated net sales [percent] = Third-party seller services / Revenue",
    ],
  ])("composes %s", (question, reading) => {
    expect(composed(question)).toBe(reading);
  });

  it.each([
    // Common words set against each other stay unread: neither is a row named as such.
    "What portion of the year was the plant idle?",
    "Sales over the holiday season rose.",
  ])("composes nothing of %s", (question) => {
    expect(composed(question)).toBeNull();
  });
});

suite("labels written as lists, and notes on an operand", () => {
  it.each([
    [
      "What was its technology and content intensity (technology and content expense relative to total net sales)?",
      "Technology and content expense relative to total net sales [percent] = Technology and content expense / Revenue",
    ],
    [
      "advertising and media expense (including production and communication costs, from the supplemental table in the notes) as a % of net sales",
      "Advertising and media expense as a % of net sales [percent] = Advertising and media expense / Revenue",
    ],
    [
      "technology and content expense (which includes AWS infrastructure costs) as a % of total net sales",
      "Technology and content expense as a % of total net sales [percent] = Technology and content expense / Revenue",
    ],
  ])("composes %s", (question, reading) => {
    expect(composed(question)).toBe(reading);
  });

  it("does not join a known figure to the words after its 'and'", () => {
    // "Revenue" is a figure of its own: "revenue and content expense" is no one label.
    expect(composed("revenue and content expense as a % of total assets")).toBe("Content expense as a % of total assets [percent] = Content expense / Total assets");
  });
});
