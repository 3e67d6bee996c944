import { describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "../statements/figure-book";
import { breakdownAsked, breakdownShareAnswer } from "./breakdown-share";

const document = { id: "d1", companyId: "c", companyName: "Example Corp", fiscalYear: 2021, fiscalQuarter: null, date: "2021-12-31" } as unknown as CatalogDocument;
const page = (n: number, content: string, kind: CitablePage["kind"] = "financial-table"): CitablePage => ({ ref: `#p${n}`, document, pageNumber: n, kind, score: 1, content });

const INCOME = page(40, [
  "## Consolidated Statements of Income",
  "",
  "| (In millions) | 2021 | 2020 |",
  "| --- | ---: | ---: |",
  "| Total revenues | 41,908 | 41,172 |",
  "| Cost of sales | 10,000 | 9,000 |",
  "| Net income | 9,000 | 8,000 |",
].join("\n"), "income-statement");

const PRODUCTS = page(116, [
  "### Significant Product Revenues",
  "",
  "| (MILLIONS OF DOLLARS) PRODUCT | Year Ended December 31, 2021 | Year Ended December 31, 2020 |",
  "| --- | ---: | ---: |",
  "| TOTAL REVENUES(a) | 41,908 | 41,172 |",
  "| Internal Medicine(a) | 9,003 | 8,790 |",
  "| Eliquis | 4,949 | 4,220 |",
  "| Oncology | 10,867 | 9,014 |",
  "| Ibrance | 5,392 | 4,961 |",
].join("\n"));

const SEGMENTS = page(80, [
  "### Disaggregated Revenues",
  "",
  "| (Amounts in millions) East net sales by merchandise category | Fiscal Years Ended December 31, 2021 | Fiscal Years Ended December 31, 2020 |",
  "| --- | ---: | ---: |",
  "| Grocery | 20,000 | 19,000 |",
  "| Other categories | 5,000 | 4,000 |",
  "| Total | 25,000 | 23,000 |",
  "",
  "Of East's total net sales, approximately $4.0 billion related to eCommerce.",
  "",
  "| (Amounts in millions) Sam’s Club net sales by merchandise category | Fiscal Years Ended December 31, 2021 | Fiscal Years Ended December 31, 2020 |",
  "| --- | ---: | ---: |",
  "| Grocery and consumables | 4,000 | 3,500 |",
  "| Home and apparel | 1,000 | 900 |",
  "| Total | 5,000 | 4,400 |",
].join("\n"));

const answer = (question: string, segment: string | null, pages: CitablePage[]) => {
  const reading = readQuestion(question);
  return breakdownShareAnswer(question, reading, 2021, pages, segment, new FigureBook(pages, 2021, { question }))?.written.text.split("\n")[0] ?? null;
};

describe("a row of a breakdown table as a share of its total", () => {
  it("reads the part by its row and the whole by the table's total heading it", () => {
    expect(answer("Example 2021: Oncology revenues as a % of total revenues (product revenue table in the notes). 2dp.", "Oncology", [INCOME, PRODUCTS])).toMatch(/\*\*25\.93%\*\*/);
  });

  it("reads a segment's own table, titled by the segment, with the total closing it", () => {
    const text = answer("Example fiscal 2021: what share of Sam's Club net sales came from grocery and consumables? Percent, two decimals.", "Sam's Club", [INCOME, SEGMENTS]);
    expect(text).toMatch(/\*\*80\.00%\*\*/);
  });

  it("takes no segment's table for the company's whole", () => {
    expect(answer("Example 2021: Grocery revenues as a % of total revenues. 2dp.", "Grocery", [INCOME, SEGMENTS])).toBeNull();
  });

  it("knows which words name the part and whose whole it is", () => {
    const ask = breakdownAsked(readQuestion("Oncology revenues as a % of total revenues in 2021?").metric, "Oncology");
    expect(ask?.parts).toContain("oncology");
    expect(ask?.owner).toBeNull();
    const words = breakdownAsked(null, "Domestic", "What percentage of Domestic segment revenue did Appliances contribute?", ["revenue"]);
    expect([words?.owner, words?.partWords?.trim()]).toEqual(["Domestic", "Appliances contribute"]);
  });

  it("asks nothing of a metric that is no share", () => {
    expect(breakdownAsked(readQuestion("What was the 2021 current ratio?").metric, null)).toBeNull();
  });
});
