// A question that wraps a dictionary item in wording of its own ("cash paid for income taxes")
// reads the row of the whole wording from real pages, not the item's row.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import { lineItemsAnswer } from "../compose/figure-answers";
import type { CitablePage } from "../engines/engine";
import { FigureBook } from "./figure-book";

async function page(file: string, fiscalYear: number, pageNumber: number, date: string, kind: CitablePage["kind"]): Promise<CitablePage> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: "c", companyName: "Filer Inc.", fiscalYear, fiscalQuarter: null, date } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return { ref: citationRef(document.id, pageNumber), document, pageNumber, kind, score: 1, content: pages[pageNumber - 1]!.markdown };
}

function headline(question: string, pages: CitablePage[], year: number): string | undefined {
  const reading = readQuestion(question);
  // A row the question names only by its label is the item read (as the figure answers read it).
  const items = reading.lineItems.length ? reading.lineItems : reading.labels.map((l) => l.label);
  const outcome = lineItemsAnswer(items, year, null, reading, new FigureBook(pages, year, { question }));
  return "written" in outcome ? /\*\*([^*]+)\*\*/.exec(outcome.written.text)?.[1] : undefined;
}

describe("rows named by the question's whole wording, on real pages", () => {
  let adobe: CitablePage[];
  let netflix: CitablePage[];

  beforeAll(async () => {
    // Adobe 10-K fiscal 2021: the balance sheet (p55) and the cash-flow statement (p59), whose
    // supplemental rows say "Cash paid for income taxes, net of refunds" and the opening cash.
    adobe = [
      await page("c8b1340273afacea", 2021, 55, "2021-12-03", "balance-sheet"),
      await page("c8b1340273afacea", 2021, 59, "2021-12-03", "cash-flow-statement"),
    ];
    // Netflix 10-K 2018: the cash-flow statement (p44) and the tax note's reconciliation (p61).
    netflix = [
      await page("182eb08c330375b0", 2018, 44, "2018-12-31", "cash-flow-statement"),
      await page("182eb08c330375b0", 2018, 61, "2018-12-31", "financial-table"),
    ];
  });

  it("reads cash paid for income taxes, not the tax expense", () => {
    expect(headline("How much cash paid for income taxes did Adobe report for fiscal 2021?", adobe, 2021)).toBe("$843 million");
  });

  it("reads the opening cash of the year, not the closing balance", () => {
    expect(headline("Cash and cash equivalents at beginning of year, FY2021, Adobe?", adobe, 2021)).toBe("$4,478 million");
    expect(headline("What was Adobe's cash and cash equivalents in FY2021?", adobe, 2021)).toBe("$3,844 million");
  });

  it("reads a repayment of a balance as the year's cash flow", async () => {
    // Amcor 10-K fiscal 2023, p53: the cash-flow statement's "Repayment of lease liabilities".
    const amcor = [await page("84d7a0291a12f4e6", 2023, 53, "2023-06-30", "cash-flow-statement")];
    expect(headline("How much repayment of lease liabilities did Amcor report for fiscal 2021?", amcor, 2021)).toBe("$2 million");
  });

  it("reads a row of a note's table by the words before the item", () => {
    expect(headline("According to the 10-K, what was Netflix's excess tax benefits on stock-based compensation for 2018?", netflix, 2018)).toBe("-$191,323 thousand");
    expect(headline("What was Netflix's stock-based compensation in FY2018?", netflix, 2018)).toBe("$320,657 thousand");
  });
});
