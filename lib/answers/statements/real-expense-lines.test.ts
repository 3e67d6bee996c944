// The lines of a statement's expense section compared by their growth, on real income statements
// whose section runs on below its total (operating loss, net loss under no heading of their own).
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import { asksWhichPart, partAnswer } from "../compose/part-answer";
import type { CitablePage } from "../engines/engine";
import { compareParts } from "./part-comparison";

async function incomeStatement(file: string, fiscalYear: number, page: number): Promise<CitablePage> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: file, companyName: "Sample", companyTickers: [], fiscalYear, fiscalQuarter: null, date: `${fiscalYear}-12-31` } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return { ref: citationRef(document.id, page), document, pageNumber: page, kind: "income-statement", score: 1, content: pages[page - 1]!.markdown };
}

describe("expense lines of real income statements", () => {
  let square: CitablePage;
  let amazon: CitablePage;

  beforeAll(async () => {
    // Square 10-K 2017, p73: "Operating expenses:" heads every row below it, down to net loss.
    square = await incomeStatement("2099ce9c23da4eb6", 2017, 73);
    // Amazon 10-K 2018, p37: years in ascending order, cost of sales among the operating expenses.
    amazon = await incomeStatement("d7dc1d663a423a54", 2018, 37);
  }, 60_000);

  it("takes the lines the section's total closes as its parts, not the rows below it", () => {
    const parts = compareParts([square], { item: "operatingExpenses" }, 2016, null)?.parts.map((p) => p.part);
    expect(parts).toEqual(["Product development", "Sales and marketing", "General and administrative", "Transaction, loan and advance losses"]);
  });

  it("compares the lines by growth when asked which grew fastest", () => {
    const question = "Which of Square's operating expense lines grew fastest in 2017?";
    expect(partAnswer(question, readQuestion(question), 2017, [square])?.text).toMatch(/^Sales and marketing rose the most .* in percent: \*\*\+45\.6%\*\*/);
  });

  it("reads \"which of its operating expenses\" as a question about the lines", () => {
    const question = "Amazon 2017: which of its operating expenses grew at the fastest rate?";
    const reading = readQuestion(question);
    expect(asksWhichPart(question, reading)).toBe(true);
    expect(partAnswer(question, reading, 2017, [amazon])?.text).toMatch(/^General and administrative rose the most .* \*\*\+51\.1%\*\*/);
  });
});
