// The part of the company a figure question asks about is never a name the question defines.
import { describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { segmentAsked } from "./from-figures";

const document = { id: "00000000-0000-4000-8000-000000000000", companyId: "c", companyName: "Acme Inc.", companyTickers: [], fiscalYear: 2020, fiscalQuarter: null, date: "2020-12-31" } as unknown as CatalogDocument;
// A table that happens to print the defined name as a row ("CCC", a business line).
const page: CitablePage = {
  ref: "#00000001", document, pageNumber: 1, kind: "segment-table", score: 1,
  content: "| (in millions) | 2020 | 2019 |\n| --- | ---: | ---: |\n| Net sales | | |\n| CCC | 120 | 100 |\n| Asset | 40 | 30 |\n| Retail | 840 | 770 |\n| Total net sales | 1,000 | 900 |\n",
};

describe("the part a figure question asks about", () => {
  it("is no name the question defines", () => {
    const question = "Acme 2020: CCC = DIO + DSO − DPO, where DIO = average inventories / cost of sales × 365, DSO = average receivables / net sales × 365 and DPO = average accounts payable / cost of sales × 365.";
    expect(segmentAsked(question, readQuestion(question), [page])).toBeNull();
  });

  it("is no leading word of a name the question defines", () => {
    const question = "Asset turnover is defined as revenue divided by the average of the beginning and end of year total assets. What was Acme's asset turnover in 2020?";
    expect(segmentAsked(question, readQuestion(question), [page])).toBeNull();
  });

  it("is a part a table prints that the question names", () => {
    const question = "What were Acme's Retail net sales in 2020?";
    expect(segmentAsked(question, readQuestion(question), [page])).toBe("Retail");
  });
});
