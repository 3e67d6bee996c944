// A part's total printed without a label, on a real 10-Q (MGM Resorts, Q2 2023, p25: "Net revenue"
// over each segment's casino, rooms, food and beverage and other lines, closed by an unlabeled
// subtotal per segment, then "Reportable segment net revenues" and an unlabeled grand total).
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { isPartSubtotal } from "./part-subtotal";
import { SegmentBook } from "./segment-book";
import { readStatementRows } from "./statement-table";

describe("a part's unlabeled subtotal", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    const document = { id: "09c02fd4-0000-4000-8000-000000000000", companyId: "mgm", companyName: "MGM Resorts International", companyTickers: ["MGM"], fiscalYear: 2023, fiscalQuarter: 2, date: "2023-06-30" } as unknown as CatalogDocument;
    const all = await corpusPages("09c02fd40073570a.pdf");
    pages = [25].map((n) => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind: "segment-table", score: 1, content: all[n - 1]!.markdown }));
  }, 60_000);

  it("reads each segment's net revenues from the subtotal closing its lines", () => {
    expect(new SegmentBook(pages, "Regional Operations").find("revenue", 2023, 6)?.amount).toBe(1_871_943e3);
    expect(new SegmentBook(pages, "MGM China").find("revenue", 2023, 3)?.amount).toBe(740_955e3);
    expect(new SegmentBook(pages, "Las Vegas Strip Resorts").find("revenue", 2023, 3)?.amount).toBe(2_146_650e3);
  });

  it("takes only the first unlabeled row of a section, under a heading naming the figure", () => {
    const rows = readStatementRows(pages[0]!.content);
    const subtotals = rows.map((_, i) => i).filter((i) => isPartSubtotal(rows, i, pages[0]!.content, (text) => /revenue/i.test(text)));
    expect(subtotals.map((i) => rows[i]!.values[0])).toEqual([2_146_650, 926_100, 740_955]);
    expect(rows.some((_, i) => isPartSubtotal(rows, i, pages[0]!.content, (text) => /income/i.test(text)))).toBe(false);
  });
});
