// Statement tables as ingestion renders real filings: the figures a question needs come out of
// the right row and the right year's column.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "./figure-book";
import { pairedFigures, readStatementRows, type TableRow } from "./statement-table";

const figureFor = (row: TableRow, year: number) => pairedFigures(row).find((p) => p.column.year === year && p.value !== null) ?? null;

async function pagesOf(file: string, fiscalYear: number, wanted: Record<number, CitablePage["kind"]>): Promise<CitablePage[]> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, fiscalYear, fiscalQuarter: null, date: `${fiscalYear}-12-31` } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return Object.entries(wanted).map(([n, kind]) => ({
    ref: citationRef(document.id, Number(n)), document, pageNumber: Number(n), kind, score: 1,
    content: pages[Number(n) - 1]!.markdown,
  }));
}

describe("statement tables of real filings", () => {
  let activision: CitablePage[];
  let coke: CitablePage[];

  beforeAll(async () => {
    // Activision Blizzard 10-K 2019: income statement p70, cash flows p73.
    activision = await pagesOf("017f1bbc1e37f294", 2019, { 70: "income-statement", 73: "cash-flow-statement" });
    // Coca-Cola 10-K 2017: income statement p74 (a footnote mark in a column of its own), balance sheet p76.
    coke = await pagesOf("b57c75cf20916904", 2017, { 74: "income-statement", 76: "balance-sheet" });
  });

  it("reads each year's column from the period headers", () => {
    const rows = readStatementRows(activision[0]!.content);
    const revenue = rows.find((r) => r.label === "Total net revenues")!;
    expect(revenue.columns.map((c) => c.year)).toEqual([2019, 2018, 2017]);
    expect(revenue.unit?.scale).toBe(1_000_000);
    expect(figureFor(revenue, 2017)?.value).toBe(7017);
    const interest = rows.find((r) => r.label.startsWith("Interest and other expense"))!;
    expect(figureFor(interest, 2019)?.value).toBe(-26);
  });

  it("finds line items by their wordings, with outflows as amounts and the row as excerpt", () => {
    const book = new FigureBook(activision);
    const capex = book.find("capitalExpenditure", 2018)!;
    expect(capex.printed).toBe(-131);
    expect(capex.amount).toBe(131_000_000);
    expect(capex.page.pageNumber).toBe(73);
    expect(capex.page.content.includes(capex.row.line)).toBe(true);
    expect(book.find("revenue", 2019)?.amount).toBe(6_489_000_000);
    expect(book.find("operatingCashFlow", 2017)?.printed).toBe(2213);
  });

  it("keeps figures in their columns past a footnote cell and prefers the exact wording", () => {
    const rows = readStatementRows(coke[0]!.content);
    const basic = rows.find((r) => r.label === "BASIC NET INCOME PER SHARE")!;
    expect(figureFor(basic, 2017)?.value).toBe(0.29);
    expect(figureFor(basic, 2016)?.value).toBe(1.51);
    const book = new FigureBook(coke);
    expect(book.find("netIncome", 2017)?.row.label).toBe("CONSOLIDATED NET INCOME");
    expect(book.find("totalAssets", 2016)?.page.pageNumber).toBe(76);
  });
});
