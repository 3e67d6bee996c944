// A note's "Classification" column glued to each row's label by ingestion ("Sublease income
// Service revenues and other"): the row is still the one its leading words name.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { rowLabelItem } from "../../finance";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "./figure-book";

async function notePage(file: string, fiscalYear: number, page: number): Promise<CitablePage> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: "c", companyName: "Filer Inc.", fiscalYear, fiscalQuarter: null, date: `${fiscalYear}-12-31` } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return { ref: citationRef(document.id, page), document, pageNumber: page, kind: "financial-table", score: 1, content: pages[page - 1]!.markdown };
}

describe("rows with another column's text glued to their labels, on real lease notes", () => {
  let verizon: CitablePage;
  let pfizer: CitablePage;

  beforeAll(async () => {
    // Verizon 10-K 2020, p75: components of net lease cost with their income-statement classification.
    verizon = await notePage("3631e14a418c2b4c", 2020, 75);
    // Pfizer 10-K 2020, p107: operating lease balances with their balance-sheet classification.
    pfizer = await notePage("57386f5d72aa8579", 2020, 107);
  }, 60_000);

  it("reads the row its leading words name", () => {
    expect(Math.abs(new FigureBook([verizon], 2019).find(rowLabelItem("sublease income"), 2019)?.amount ?? 0)).toBe(275_000_000);
    expect(new FigureBook([pfizer], 2020).find(rowLabelItem("rou assets"), 2020)?.amount).toBe(1_393_000_000);
  });

  it("does not read a row whose leading words are not the ones asked", () => {
    expect(new FigureBook([verizon], 2019).find(rowLabelItem("service revenues"), 2019)).toBeFalsy();
  });
});
