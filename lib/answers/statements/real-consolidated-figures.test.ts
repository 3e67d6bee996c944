// The standard figures of a filing come from its consolidated statements, read as printed: not
// from a closed group's statements a guarantee deed requires, not from the grand total printed
// without a label under the equity section, and "total liabilities" is never the balance sheet's
// total of liabilities and equity.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { derivedItem, findLineItems, matchRowLabel } from "../../finance";
import { computeMetric } from "../compose/compute-metric";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "./figure-book";
import { readStatementRows } from "./statement-table";
import { isStatementProper, titlesPartOfCompany } from "./statement-title";

async function pagesOf(file: string, fiscalYear: number, date: string, wanted: Record<number, CitablePage["kind"]>): Promise<CitablePage[]> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, fiscalYear, fiscalQuarter: null, date } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return Object.entries(wanted).map(([n, kind]) => ({
    ref: citationRef(document.id, Number(n)), document, pageNumber: Number(n), kind, score: 1,
    content: pages[Number(n) - 1]!.markdown,
  }));
}

describe("standard figures of real filings", () => {
  let amcor: CitablePage[];
  let mgm: CitablePage[];
  let bestBuy: CitablePage[];
  let mgm2019: CitablePage[];
  let amcor2023: CitablePage[];
  let cashFlows: CitablePage[][];

  beforeAll(async () => {
    // Amcor 10-K fiscal 2021: the Deed of Cross Guarantee statements (p103, p105) ranked first, as
    // retrieval may rank them, then the consolidated ones (p49, p51).
    const amcorPages = await pagesOf("de9d249bae4c6d3c", 2021, "2021-06-30", { 49: "income-statement", 51: "balance-sheet", 103: "income-statement", 105: "balance-sheet" });
    amcor = [...amcorPages].sort((a, b) => b.pageNumber - a.pageNumber);
    // MGM Resorts 10-K 2017: balance sheet p66, in thousands, its totals of assets and of
    // liabilities and equity printed without labels.
    mgm = await pagesOf("3ca2fbc51b6306df", 2017, "2017-12-31", { 66: "balance-sheet" });
    // Best Buy 10-K fiscal 2019: balance sheet p52, which prints no total of liabilities.
    bestBuy = await pagesOf("d3228e9acd2ce498", 2019, "2019-02-02", { 52: "balance-sheet" });
    // MGM Resorts 10-K 2019: balance sheet p57, its total assets printed without a label.
    mgm2019 = await pagesOf("954620199cb326c7", 2019, "2019-12-31", { 57: "balance-sheet" });
    // Amcor 10-K fiscal 2023: balance sheet p52, "Inventories, net" heading its two lines, no total.
    amcor2023 = await pagesOf("84d7a0291a12f4e6", 2023, "2023-06-30", { 52: "balance-sheet" });
    // Capital expenditure as Microsoft (2015, p56), Boeing (2017, p51) and General Mills (fiscal
    // 2021, p50) word it in their statements of cash flows.
    cashFlows = await Promise.all([
      pagesOf("0e105acdaaaf9c2c", 2015, "2015-06-30", { 56: "cash-flow-statement" }),
      pagesOf("127d4046b54e9351", 2017, "2017-12-31", { 51: "cash-flow-statement" }),
      pagesOf("91913a1a1349b438", 2021, "2021-05-30", { 50: "cash-flow-statement" }),
    ]);
  }, 120_000);

  it("does not take a guarantee deed's closed group for the company", () => {
    const page = (n: number) => amcor.find((p) => p.pageNumber === n)!.content;
    expect(isStatementProper(page(103), "income-statement")).toBe(false);
    expect(titlesPartOfCompany(page(105))).toBe(true);
    expect(isStatementProper(page(49), "income-statement")).toBe(true);
    expect(titlesPartOfCompany(page(51))).toBe(false);
    const book = new FigureBook(amcor, 2021);
    expect(book.find("netIncome", 2021)).toMatchObject({ printed: 951, page: { pageNumber: 49 } });
    expect(book.find("totalEquity", 2021)).toMatchObject({ printed: 4821, page: { pageNumber: 51 } });
    expect(book.find("totalAssets", 2021)?.page.pageNumber).toBe(51);
  });

  it("reads the equity section's own total, not the unlabelled grand total under it", () => {
    const rows = readStatementRows(mgm[0]!.content);
    expect(rows.filter((r) => /^total stockholders' equity$/i.test(r.label)).map((r) => r.values[0])).toEqual([11_646_715]);
    const equity = new FigureBook(mgm, 2017).find("totalEquity", 2017);
    expect(equity?.printed).toBe(11_646_715);
    expect(equity?.amount).toBe(11_646_715_000);
  });

  it("finds no total liabilities where the balance sheet prints only liabilities and equity", () => {
    expect(new FigureBook(bestBuy, 2019).find("totalLiabilities", 2019)).toBeNull();
    expect(new FigureBook(bestBuy, 2019).find("totalAssets", 2019)?.printed).toBe(12_901);
  });

  it("computes total liabilities from total assets and total equity where the sheet prints no total of them", () => {
    const result = computeMetric(derivedItem("totalLiabilities")!, { year: 2019, months: null }, new FigureBook(bestBuy, 2019));
    expect("value" in result && result.value).toBe((12_901 - 3_306) * 1_000_000);
  });

  it("reads the balance sheet's unlabelled total of assets as total assets", () => {
    const book = new FigureBook(mgm2019, 2019);
    expect(book.find("totalAssets", 2019)?.printed).toBe(33_876_356);
    expect(book.find("totalEquity", 2019)?.printed).toBe(12_662_919);
    expect(book.find("totalLiabilities", 2019)).toBeNull();
  });

  it("does not take the first line of a breakdown glued to its heading for the whole", () => {
    expect(new FigureBook(amcor2023, 2023).find("inventories", 2023)).toBeNull();
    expect(new FigureBook(amcor2023, 2023).find("cash", 2023)?.printed).toBe(689);
  });

  it("reads capital expenditure in the words each statement of cash flows uses", () => {
    const [microsoft, boeing, generalMills] = cashFlows;
    expect(new FigureBook(microsoft!, 2015).find("capitalExpenditure", 2015)?.amount).toBe(5_944_000_000);
    expect(new FigureBook(boeing!, 2017).find("capitalExpenditure", 2017)?.amount).toBe(1_739_000_000);
    expect(new FigureBook(generalMills!, 2021).find("capitalExpenditure", 2021)?.amount).toBeCloseTo(530_800_000, -3);
  });

  it("reads 'cash from operating activities' and its siblings as the cash-flow totals", () => {
    expect(findLineItems("What was NIKE's cash from operating activities in fiscal 2017?").map((m) => m.item)).toEqual(["operatingCashFlow"]);
    expect(findLineItems("cash from investing activities").map((m) => m.item)).toEqual(["investingCashFlow"]);
    expect(findLineItems("cash from financing activities").map((m) => m.item)).toEqual(["financingCashFlow"]);
  });

  it("reads a total of two parts, or a part of the whole, as no line item of its own", () => {
    expect(matchRowLabel("Total liabilities and shareholders’ equity")).toBeUndefined();
    expect(matchRowLabel("TOTAL LIABILITIES AND SHAREHOLDERS' EQUITY")).toBeUndefined();
    expect(matchRowLabel("Total liabilities and equity (deficit)")).toBeUndefined();
    expect(matchRowLabel("Total liabilities assumed")).toBeUndefined();
    expect(matchRowLabel("Total liabilities held for sale")).toBeUndefined();
    expect(matchRowLabel("Total liabilities")).toBe("totalLiabilities");
    expect(matchRowLabel("Total current liabilities")).toBe("totalCurrentLiabilities");
    expect(matchRowLabel("Total shareholders' equity")).toBe("totalEquity");
  });
});
