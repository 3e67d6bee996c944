// Rows whose label names the figure's other sign in parentheses ("Net income (loss) attributable
// to …"), read as the item their wording names, from real filings as ingestion renders them.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "./figure-book";

async function incomeStatement(file: string, fiscalYear: number, page: number, companyName: string): Promise<CitablePage> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: "c", companyName, fiscalYear, fiscalQuarter: null, date: `${fiscalYear}-12-31` } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return { ref: citationRef(document.id, page), document, pageNumber: page, kind: "income-statement", score: 1, content: pages[page - 1]!.markdown };
}

describe("a label's sign alternative in parentheses names no other row", () => {
  let mgm2017: CitablePage;
  let mgm2021: CitablePage;

  beforeAll(async () => {
    // MGM 10-K 2017, statement of operations p67: "Net income (loss)" then "Net income (loss) attributable to MGM Resorts International" (thousands).
    mgm2017 = await incomeStatement("3ca2fbc51b6306df", 2017, 67, "MGM Resorts International");
    // MGM 10-K 2021, statement of operations p65, the same rows.
    mgm2021 = await incomeStatement("a1a0deb06a3e3807", 2021, 65, "MGM Resorts International");
  });

  it("reads the attributable row for net income attributable to shareholders, not consolidated net income", () => {
    expect(new FigureBook([mgm2017], 2017).find("netIncomeAttributable", 2017)?.amount).toBe(1_960_286_000);
    expect(new FigureBook([mgm2021], 2021).find("netIncomeAttributable", 2021)?.amount).toBe(1_254_370_000);
  });

  it("still reads consolidated net income from its own row", () => {
    expect(new FigureBook([mgm2017], 2017).find("netIncome", 2017)?.amount).toBe(2_096_418_000);
    expect(new FigureBook([mgm2021], 2021).find("netIncome", 2021)?.amount).toBe(1_208_389_000);
  });
});
