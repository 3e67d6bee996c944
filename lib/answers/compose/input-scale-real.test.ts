// A metric's input from a table that states no unit, on a real filing: Lockheed Martin's segment
// note prints its D&A with no "in millions" of its own.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { metric, type FormulaMetric } from "../../finance";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "../statements/figure-book";
import { computeMetric } from "./compute-metric";

describe("an input read from a table without a unit", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    // Lockheed Martin 10-K 2019: income statement p59 (in millions); p76, the segment note's
    // "Total depreciation and amortization | 1,189", whose page states no unit.
    const document = { id: "ba125864-0000-4000-8000-000000000000", companyId: "c", companyName: "Lockheed Martin Corporation", fiscalYear: 2019, fiscalQuarter: null, date: "2019-12-31" } as unknown as CatalogDocument;
    const all = await corpusPages("e1f294d7d130f850.pdf");
    const page = (n: number, kind: CitablePage["kind"]): CitablePage => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind, score: 1, content: all[n - 1]!.markdown });
    pages = [page(59, "income-statement"), page(76, "financial-table")];
  });

  it("reads it in the unit the filing's other inputs state", () => {
    const result = computeMetric(metric("ebitda") as FormulaMetric, { year: 2019, months: null }, new FigureBook(pages, 2019));
    expect("value" in result && result.value).toBe(9734e6);
    const da = "value" in result ? result.inputs.find((f) => f.item === "depreciationAmortization") : undefined;
    expect(da?.page.pageNumber).toBe(76);
    expect(da?.row.unit?.scale).toBe(1e6);
  });
});
