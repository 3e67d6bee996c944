// A row the question names with the basis it is stated on ("casino receivables (net of
// discounts)") is read from the table that names the row without it, on real filings; a balance
// named by its label is never the cash-flow statement's change in it.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import { answerFromFigures } from "../compose/from-figures";
import type { CitablePage } from "../engines/engine";

async function pagesOf(file: string, fiscalYear: number, date: string, companyName: string, numbers: [number, CitablePage["kind"]][]): Promise<CitablePage[]> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: file, companyName, companyTickers: [], fiscalYear, fiscalQuarter: null, date } as unknown as CatalogDocument;
  const all = await corpusPages(`${file}.pdf`);
  return numbers.map(([n, kind]) => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind, score: 1, content: all[n - 1]!.markdown }));
}

const text = (question: string, year: number, pages: CitablePage[]) => {
  const figures = answerFromFigures(question, readQuestion(question), year, pages);
  return figures && "written" in figures ? figures.written.text : "";
};

describe("rows named with their basis, on real filings", () => {
  let mgm: CitablePage[];
  let adobe: CitablePage[];

  beforeAll(async () => {
    // MGM 10-K 2017: p50 casino receivables in a table of the MD&A, p66 the balance sheet's accounts receivable.
    mgm = await pagesOf("3ca2fbc51b6306df", 2017, "2017-12-31", "MGM Resorts International", [[66, "balance-sheet"], [50, "narrative"]]);
    // Adobe 10-K 2016: p65 the cash-flow statement's change in "Trade receivables, net", p61 the balance sheet.
    adobe = await pagesOf("655153cdaed14d70", 2016, "2016-12-02", "Adobe Inc.", [[65, "cash-flow-statement"], [61, "balance-sheet"]]);
  }, 120_000);

  it("reads the row the question names, without the basis it states, over the broader balance", () => {
    expect(text("What were casino receivables (net of discounts) at December 31, 2017, in thousands?", 2017, mgm)).toMatch(/\*\*\$343,869 thousand\*\*.*"Casino receivables"/);
  });

  it("reads a balance named by its label from the balance sheet, not the cash-flow statement's change", () => {
    expect(text("What were Adobe's trade receivables, net of allowances, at December 2, 2016 (in thousands)?", 2016, adobe)).toMatch(/\*\*\$833,033 thousand\*\*/);
  });
});
