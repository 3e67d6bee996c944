// Rows a question names in its own words with a preposition inside ("interest on debt", "income
// from operating investments"), and costs printed in parentheses, read from real income statements.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { lineItem, rowLabelItem } from "../../finance";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "./figure-book";

async function incomeStatement(file: string, fiscalYear: number, page: number, date: string): Promise<CitablePage> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: "c", companyName: "Filer Inc.", fiscalYear, fiscalQuarter: null, date } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return { ref: citationRef(document.id, page), document, pageNumber: page, kind: "income-statement", score: 1, content: pages[page - 1]!.markdown };
}

describe("rows named with a preposition, on real income statements", () => {
  let walmart: CitablePage;
  let boeing: CitablePage;

  beforeAll(async () => {
    // Walmart 10-K fiscal 2020, p51: "Debt" under "Interest:".
    walmart = await incomeStatement("0f9e2ebc9432caef", 2020, 51, "2020-01-31");
    // Boeing 10-K 2021, p60: costs in parentheses, "Income/(loss) from operating investments, net".
    boeing = await incomeStatement("947c298acb17e663", 2021, 60, "2021-12-31");
  });

  it("reads the wording through a preposition and finds the row under its heading", () => {
    const labels = readQuestion("How much interest on debt did the company record in fiscal 2020?").labels.map((l) => l.label);
    expect(labels).toEqual([rowLabelItem("interest on debt")]);
    expect(lineItem(rowLabelItem("interest on debt")).statement).toBe("income-statement");
    expect(new FigureBook([walmart], 2020).find(rowLabelItem("interest on debt"), 2020)?.amount).toBe(2_262_000_000);
  });

  it("reads a row whose label says its sign in words, as a flow of the year", () => {
    const id = rowLabelItem("income from operating investments, net");
    expect(lineItem(id).pointInTime).toBe(false);
    expect(new FigureBook([boeing], 2021).find(id, 2021)?.amount).toBe(210_000_000);
  });

  it("takes a cost printed in parentheses as an amount", () => {
    expect(new FigureBook([boeing], 2021).find(rowLabelItem("cost of services"), 2021)?.amount).toBe(9_283_000_000);
  });

  it("ends the wording before a period", () => {
    expect(readQuestion("What was the corporate expense for full-year 2018?").labels.map((l) => l.label)).toEqual([rowLabelItem("corporate expense")]);
  });
});
