// On MGM Resorts' 2017 10-K: a revenue total printed without a label, a cash-flow row glued to its
// section's heading, and an affiliate's statements (CityCenter Holdings, Exhibit 99.3) after MGM's own.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "./figure-book";
import { rowItem } from "./row-item";

const document = { id: "3ca2fbc5-0000-4000-8000-000000000000", companyId: "mgm", companyName: "MGM Resorts International", fiscalYear: 2017, fiscalQuarter: null, date: "2017-12-31" } as unknown as CatalogDocument;
let pages: Record<number, CitablePage>;

beforeAll(async () => {
  const all = await corpusPages("3ca2fbc51b6306df.pdf");
  const kinds: Record<number, CitablePage["kind"]> = { 67: "income-statement", 69: "cash-flow-statement", 176: "cash-flow-statement" };
  pages = Object.fromEntries(Object.entries(kinds).map(([n, kind]) => [n, { ref: citationRef(document.id, Number(n)), document, pageNumber: Number(n), kind, score: 1, content: all[Number(n) - 1]!.markdown }]));
});

describe("statements as real filings print them", () => {
  it("reads the last unlabelled row of the Revenues section as the revenue total", () => {
    expect(new FigureBook([pages[67]!], 2017).find("revenue", 2017)?.amount).toBe(10_773_904_000);
  });

  it("reads a cash-flow row glued to its section's heading", () => {
    expect(rowItem("Cash flows from investing activities Capital expenditures, net of construction payable")).toBe("capitalExpenditure");
  });

  it("takes the filer's statement over an affiliate's later in the same filing", () => {
    const figure = new FigureBook([pages[176]!, pages[69]!], 2017).find("capitalExpenditure", 2017);
    expect([figure?.page.pageNumber, figure?.amount]).toEqual([69, 1_864_082_000]);
  });
});
