// Standard rows read from real statements as filers print them: share counts under a heading that
// says what they compute, the pre-tax line in its longer wordings, equity rows with their share
// counts, balance-sheet rows by another of their names, and cash paid for acquisitions.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { rowLabelItem } from "../../finance";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "./figure-book";

async function statement(file: string, fiscalYear: number, page: number, date: string, kind: CitablePage["kind"]): Promise<CitablePage> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: "c", companyName: "Filer Inc.", fiscalYear, fiscalQuarter: null, date } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return { ref: citationRef(document.id, page), document, pageNumber: page, kind, score: 1, content: pages[page - 1]!.markdown };
}

describe("standard rows on real statements", () => {
  let amazon2016: CitablePage;
  let bestBuy2020: CitablePage;
  let adobe2021: CitablePage;
  let netflix2016: CitablePage;
  let amazon2020: CitablePage;
  let boeing2021: CitablePage;
  let lockheed2020: CitablePage;
  let lockheed2019: CitablePage;

  beforeAll(async () => {
    // Amazon 10-K 2016, p37: "Weighted-average shares used in computation of earnings per share:" over "Basic", "Diluted".
    amazon2016 = await statement("ff3799690fd1f82e", 2016, 37, "2016-12-31", "income-statement");
    // Best Buy 10-K fiscal 2020, p41: "Earnings from continuing operations before income tax expense".
    bestBuy2020 = await statement("b699823b02e35457", 2020, 41, "2020-02-01", "income-statement");
    // Adobe 10-K fiscal 2021, p55: "Treasury stock, at cost (126 and 122 shares, respectively)".
    adobe2021 = await statement("c8b1340273afacea", 2021, 55, "2021-12-03", "balance-sheet");
    // Netflix 10-K 2016, p45 (in thousands): "Accrued expenses".
    netflix2016 = await statement("b4ca471b6f386447", 2016, 45, "2016-12-31", "balance-sheet");
    // Amazon 10-K 2020, p41: "Unearned revenue".
    amazon2020 = await statement("d5ee9892f7fe5295", 2020, 41, "2020-12-31", "balance-sheet");
    // Boeing 10-K 2021, p63: "Acquisitions, net of cash acquired".
    boeing2021 = await statement("947c298acb17e663", 2021, 63, "2021-12-31", "cash-flow-statement");
    // Lockheed Martin 10-K 2020, p70: "Acquisitions of businesses".
    lockheed2020 = await statement("1e68051a64927077", 2020, 70, "2020-12-31", "cash-flow-statement");
    // Lockheed Martin 10-K 2019, p62: the operating section's heading glued to "Depreciation and amortization".
    lockheed2019 = await statement("e1f294d7d130f850", 2019, 62, "2019-12-31", "cash-flow-statement");
  }, 60_000);

  it("reads diluted EPS from the per-share row and the diluted share count from under the weighted-average heading", () => {
    const book = new FigureBook([amazon2016], 2016);
    expect(book.find("epsDiluted", 2016)?.printed).toBe(4.9);
    expect(book.find("dilutedShares", 2016)?.printed).toBe(484);
    expect(book.find("epsDiluted", 2014)?.printed).toBe(-0.52);
  });

  it("reads income before income taxes in the filer's longer wording", () => {
    expect(new FigureBook([bestBuy2020], 2020).find("pretaxIncome", 2018)?.amount).toBe(1_817_000_000);
  });

  it("reads an equity row whose label states its share counts and basis", () => {
    expect(Math.abs(new FigureBook([adobe2021], 2021).find(rowLabelItem("treasury stock"), 2021)?.printed ?? 0)).toBe(17_399);
  });

  it("reads a balance-sheet row by another of its names", () => {
    expect(new FigureBook([netflix2016], 2016).find(rowLabelItem("accrued liabilities"), 2016)?.amount).toBe(197_632_000);
    expect(new FigureBook([amazon2020], 2020).find(rowLabelItem("deferred revenue"), 2019)?.amount).toBe(8_190_000_000);
  });

  it("reads cash paid for acquisitions from the acquisitions row of the cash-flow statement", () => {
    const book = new FigureBook([boeing2021], 2021);
    expect(Math.abs(book.find(rowLabelItem("cash paid for acquisitions"), 2019)?.amount ?? 0)).toBe(455_000_000);
    expect(Math.abs(book.find(rowLabelItem("spending on acquisitions"), 2021)?.amount ?? 0)).toBe(6_000_000);
    expect(Math.abs(new FigureBook([lockheed2020], 2020).find(rowLabelItem("spending on acquisitions"), 2020)?.amount ?? 0)).toBe(282_000_000);
  });

  it("reads D&A from the cash-flow statement when the section's heading is glued to its label", () => {
    expect(new FigureBook([lockheed2019], 2019).find("depreciationAmortization", 2019)?.amount).toBe(1_189_000_000);
  });
});
