// How real tables become rows, as ingestion renders them: columns printed in percent with the sign
// on their first and last figures only, a block of percentages under a heading below a block of
// amounts, a header whose group names lead their columns, and a section heading that stays with
// its own table.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "./figure-book";
import { compareParts } from "./part-comparison";
import { isPercentRow, readStatementRows, type TableRow } from "./statement-table";

async function pagesOf(file: string, facts: Partial<CatalogDocument>, wanted: Record<number, CitablePage["kind"]>): Promise<CitablePage[]> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: file, companyName: "Sample", companyTickers: [], ...facts } as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return Object.entries(wanted).map(([n, kind]) => ({
    ref: citationRef(document.id, Number(n)), document, pageNumber: Number(n), kind, score: 1, content: pages[Number(n) - 1]!.markdown,
  }));
}

const rowsOf = (page: CitablePage, label: string): TableRow[] => readStatementRows(page.content).filter((r) => r.label === label);

describe("reading real tables", () => {
  let mcdonalds: CitablePage;
  let amazon: CitablePage;
  let mgm: CitablePage;
  let bestBuy2020: CitablePage;
  let bestBuy2022: CitablePage;
  let square: CitablePage[];
  let mmm: CitablePage[];

  beforeAll(async () => {
    // McDonald's Q1 2023 release p2: comparable sales by segment, "%" on the first and total rows only.
    mcdonalds = (await pagesOf("f94b34aa74848766", { fiscalYear: 2023, fiscalQuarter: 1, date: "2023-04-25" }, { 2: "financial-table" }))[0]!;
    // Amazon's 2018 10-K p25: operating expenses in millions, then their growth and their share of sales.
    amazon = (await pagesOf("d7dc1d663a423a54", { fiscalYear: 2018, fiscalQuarter: null, date: "2018-12-31" }, { 25: "financial-table" }))[0]!;
    // MGM's 10-Q for Q2 2023 p30: hotel statistics, an occupancy rate above room rates in dollars.
    mgm = (await pagesOf("09c02fd40073570a", { fiscalYear: 2023, fiscalQuarter: 2, date: "2023-06-30" }, { 30: "financial-table" }))[0]!;
    // Best Buy's FY2020 10-K p26 and FY2022 10-K p27: the Domestic segment's revenue mix and comparable sales.
    bestBuy2020 = (await pagesOf("b699823b02e35457", { fiscalYear: 2020, fiscalQuarter: null, date: "2020-02-01" }, { 26: "segment-table" }))[0]!;
    bestBuy2022 = (await pagesOf("4500be5e8b75be0a", { fiscalYear: 2022, fiscalQuarter: null, date: "2022-01-29" }, { 27: "segment-table" }))[0]!;
    // Square's 2019 10-K p91: revenue by source, then a roll-forward of deferred revenue below it.
    square = await pagesOf("12cf046b906a573b", { fiscalYear: 2019, fiscalQuarter: null, date: "2019-12-31" }, { 91: "financial-table" });
    // 3M's 2022 10-K p27: operating expenses as a percent of net sales, "%" on the first and last rows only.
    mmm = await pagesOf("d5cf549543a24b04", { fiscalYear: 2022, fiscalQuarter: null, date: "2022-12-31" }, { 27: "financial-table" });
  }, 180_000);

  it("reads a column as percent when its first and last figures say so", () => {
    const [iom] = rowsOf(mcdonalds, "International Operated Markets");
    expect(iom?.line).toMatch(/\| 12\.6 \| 20\.4 \|/);
    expect(isPercentRow(iom!)).toBe(true);
    // Amounts with their changes in percent beside them are amounts.
    expect(isPercentRow(rowsOf(mcdonalds, "Revenues")[0]!)).toBe(false);
  });

  it("reads a block of rows under a percent heading as percentages, the amounts above it as amounts", () => {
    const fulfillment = rowsOf(amazon, "Fulfillment");
    expect(fulfillment.map((r) => [r.values[0], isPercentRow(r)])).toEqual([[17619, false], [31, true], [13, true]]);
  });

  it("keeps amounts under a rate in one column as amounts", () => {
    expect(isPercentRow(rowsOf(mgm, "Occupancy")[0]!)).toBe(true);
    expect(isPercentRow(rowsOf(mgm, "Average daily rate (ADR)")[0]!)).toBe(false);
  });

  it("gives each column the group its header names first", () => {
    const [appliances] = rowsOf(bestBuy2022, "Appliances");
    expect(appliances?.columns.map((c) => [c.year, c.caption])).toEqual([
      [2022, "Revenue Mix Summary"], [2021, "Revenue Mix Summary"], [2022, "Comparable Sales Summary"], [2021, "Comparable Sales Summary"],
    ]);
  });

  it("leaves a section heading with its own table", () => {
    // "Selected Online Revenue Data" heads the last rows of the segment's summary, not the mix table below the text.
    expect(rowsOf(bestBuy2020, "Entertainment").map((r) => r.section)).toEqual([""]);
    expect(rowsOf(bestBuy2020, "Total online revenue")[0]?.section).toBe("Selected Online Revenue Data");
  });

  it("compares the parts of the measure by the group of columns asked, the first group otherwise", () => {
    const mix = compareParts([bestBuy2020], { item: "revenue" }, 2020, null, {}, [], null, 2020, [], true);
    expect(mix?.measure).toBe("Revenue Mix Summary");
    expect(mix?.parts.find((p) => p.part === "Entertainment")?.value).toBe(6);
  });

  it("reads no roll-forward of a balance as parts of a measure", () => {
    const parts = compareParts(square, { item: "revenue" }, 2019, null)?.parts.map((p) => p.part) ?? [];
    expect(parts.filter((p) => /^deferred revenue/i.test(p))).toEqual([]);
  });

  it("reads no amount of a line item from its row in a table of percentages", () => {
    const [sga] = readStatementRows(mmm[0]!.content).filter((r) => /^Selling, general/.test(r.label));
    expect(sga?.values[0]).toBe(26.5);
    expect(isPercentRow(sga!)).toBe(true);
    expect(new FigureBook(mmm, 2022).find("sellingGeneralAdministrative", 2022)).toBeNull();
  });
});
