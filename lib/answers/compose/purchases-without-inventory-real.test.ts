// Days payable on a filing whose balance sheet carries no inventories (a software company): its
// purchases are its cost of revenue, so the metric is computed rather than declined.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { metric, type FormulaMetric } from "../../finance";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "../statements/figure-book";
import { computeMetric } from "./compute-metric";

describe("days payable outstanding with no inventories on the balance sheet", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    // Adobe 10-K FY2016: balance sheet p61 (trade payables, no inventories), income statement p62.
    const document = { id: "98e100c2-0000-4000-8000-000000000000", companyId: "c", companyName: "Adobe Inc.", fiscalYear: 2016, fiscalQuarter: null, date: "2016-12-02" } as unknown as CatalogDocument;
    const all = await corpusPages("655153cdaed14d70.pdf");
    const page = (n: number, kind: CitablePage["kind"]): CitablePage => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind, score: 1, content: all[n - 1]!.markdown });
    pages = [page(61, "balance-sheet"), page(62, "income-statement")];
  });

  it("divides average payables by cost of revenue", () => {
    const result = computeMetric(metric("daysPayableOutstanding") as FormulaMetric, { year: 2016, months: null }, new FigureBook(pages, 2016));
    // 365 × (88,024 + 93,307) / 2 / 819,908 (thousands) = 40.36 days.
    expect("value" in result && Math.round(result.value * 100) / 100).toBe(40.36);
    expect("value" in result && result.inputs.map((f) => f.page.pageNumber).sort()).toEqual([61, 61, 62]);
  });
});
