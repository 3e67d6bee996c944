// Quarterly filings as ingestion renders them: quarter, year-to-date and full-year columns side by
// side, dated by the calendar, and a company broken down by division.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "./figure-book";
import { compareParts } from "./part-comparison";
import { SegmentBook } from "./segment-book";

async function pagesOf(file: string, facts: Partial<CatalogDocument>, wanted: Record<number, CitablePage["kind"]>): Promise<CitablePage[]> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: file, companyName: "Sample", companyTickers: [], ...facts } as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return Object.entries(wanted).map(([n, kind]) => ({
    ref: citationRef(document.id, Number(n)), document, pageNumber: Number(n), kind, score: 1, content: pages[Number(n) - 1]!.markdown,
  }));
}

describe("statements of quarterly filings", () => {
  let pepsico: CitablePage[];
  let amcor: CitablePage[];

  beforeAll(async () => {
    // PepsiCo's fourth-quarter 2022 earnings release: income statement p9, division results p10.
    pepsico = await pagesOf("d85fe9f542054dea", { fiscalYear: 2022, fiscalQuarter: 4, date: "2023-02-09" }, { 9: "income-statement", 10: "segment-table" });
    // Amcor's 10-Q for the quarter ended December 31, 2022 (its fiscal 2023's second): income statement p5, balance sheet p7.
    amcor = await pagesOf("71c39c3f338fc81a", { fiscalYear: 2023, fiscalQuarter: 2, date: "2022-12-31" }, { 5: "income-statement", 7: "balance-sheet" });
  });

  it("reads the full year for a fiscal-year question and the quarter for a quarter question", () => {
    const year = new FigureBook(pepsico, 2022);
    expect(year.find("grossProfit", 2022)?.printed).toBe(45816);
    expect(year.find("revenue", 2022)?.printed).toBe(86392);
    const quarter = new FigureBook(pepsico, 2022, { quarter: 4 });
    expect(quarter.find("grossProfit", 2022, 3)?.printed).toBe(14576);
    expect(quarter.find("revenue", 2021, 3)?.printed).toBe(25248);
  });

  it("reads the quarter a question dates, whatever the fiscal calendar", () => {
    const dated = new FigureBook(amcor, 2022, { endsOn: "12-31" });
    expect(dated.find("revenue", 2022, 3)?.printed).toBe(3642);
    expect(dated.find("revenue", 2022, 6)?.printed).toBe(7354);
    expect(dated.find("cash", 2022)?.printed).toBe(837);
    expect(new FigureBook(amcor, 2023, { quarter: 2 }).find("revenue", 2023, 3)?.printed).toBe(3642);
  });

  it("reads a division's figures and compares the divisions", () => {
    expect(new SegmentBook(pepsico, "Frito-Lay North America").find("operatingIncome", 2022)?.printed).toBe(6135);
    expect(new SegmentBook(pepsico, "Europe", { quarter: 4 }).find("revenue", 2022, 3)?.printed).toBe(4258);
    const profit = compareParts(pepsico, { item: "operatingIncome" }, 2022, null);
    expect(profit?.parts.find((p) => p.part === "Frito-Lay North America")?.value).toBe(6135);
    expect(profit?.parts.some((p) => /corporate/i.test(p.part))).toBe(false);
  });
});
