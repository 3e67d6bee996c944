// A formula's alternatives chosen on a real filing: the one the company's own statements give.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { metric, type FormulaMetric } from "../../finance";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "../statements/figure-book";
import { computeMetric } from "./compute-metric";

describe("a metric's alternatives on a statement that lacks the preferred row", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    // Pfizer 10-K 2021: income statement p57 (no gross profit row); p74, an equity investee's
    // summarised financials in the notes, with a "Gross profit" row of its own.
    const document = { id: "ff3307d5-0000-4000-8000-000000000000", companyId: "c", companyName: "Pfizer Inc.", fiscalYear: 2021, fiscalQuarter: null, date: "2021-12-31" } as unknown as CatalogDocument;
    const all = await corpusPages("ff3307d5f633c5db.pdf");
    const page = (n: number, kind: CitablePage["kind"]): CitablePage => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind, score: 1, content: all[n - 1]!.markdown });
    pages = [page(57, "income-statement"), page(74, "financial-table")];
  });

  it("computes gross margin as revenue less cost of sales, not from a gross profit in the notes", () => {
    const result = computeMetric(metric("grossMargin") as FormulaMetric, { year: 2021, months: null }, new FigureBook(pages, 2021));
    expect("value" in result && result.inputs.map((f) => f.page.pageNumber)).toEqual([57, 57]);
    expect("value" in result && Math.round(result.value * 100) / 100).toBe(62.08);
  });
});
