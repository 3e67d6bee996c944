// Metrics whose operands an analyst tells in words of their own, answered from real statements:
// the row is the one the filing labels with the operand's words (inflected, or with the basis
// "cash" a cash-flow row leaves unsaid), and a flow's row stays on the cash-flow statement
// ("additions to …", "payments to acquire …", "amortization of …") even when it names assets.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { answerFromFigures } from "./from-figures";

async function filing(file: string, doc: Partial<CatalogDocument>, pages: [number, CitablePage["kind"]][]): Promise<CitablePage[]> {
  const document = { companyId: "c", fiscalQuarter: null, ...doc } as unknown as CatalogDocument;
  const all = await corpusPages(file);
  return pages.map(([n, kind]) => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind, score: 1, content: all[n - 1]!.markdown }));
}

const answer = (question: string, year: number, pages: CitablePage[]): string => {
  const outcome = answerFromFigures(question, readQuestion(question), year, pages);
  return outcome && "written" in outcome ? outcome.written.text : `(no answer) ${outcome && "preface" in outcome ? outcome.preface.text : ""}`;
};

describe("operands in an analyst's words", () => {
  let boeing: CitablePage[];
  let netflix: CitablePage[];
  let activision: CitablePage[];
  let microsoft: CitablePage[];

  beforeAll(async () => {
    // Boeing 10-K 2022: statement of operations p55, cash flows p59. Netflix 10-K 2018 (in
    // thousands): operations p42, cash flows p44. Activision Blizzard 10-K 2020: operations p61, cash flows p64.
    boeing = await filing("09285ff7ee737d33.pdf", { id: "bf188253-0000-4000-8000-000000000000", companyName: "The Boeing Company", fiscalYear: 2022, date: "2022-12-31" }, [[55, "income-statement"], [59, "cash-flow-statement"]]);
    netflix = await filing("182eb08c330375b0.pdf", { id: "cb741c0f-0000-4000-8000-000000000000", companyName: "Netflix, Inc.", fiscalYear: 2018, date: "2018-12-31" }, [[42, "income-statement"], [44, "cash-flow-statement"]]);
    // Microsoft 10-K 2017: income statements p49 (no row for advertising revenue).
    microsoft = await filing("b963e1a5674c56b1.pdf", { id: "ec6fa863-0000-4000-8000-000000000000", companyName: "Microsoft Corporation", fiscalYear: 2017, date: "2017-06-30" }, [[49, "income-statement"]]);
    activision = await filing("521b66e308144e1a.pdf", { id: "b23fd4b3-0000-4000-8000-000000000000", companyName: "Activision Blizzard, Inc.", fiscalYear: 2020, date: "2020-12-31" }, [[61, "income-statement"], [64, "cash-flow-statement"]]);
  });

  it("reads what a company paid to do something as the cash-flow row of those payments", () => {
    expect(answer("Boeing 2022: take what it paid to acquire property, plant and equipment over depreciation and amortization.", 2022, boeing)).toMatch(/= 1,222 \/ 1,979 = 61\.7%/);
  });

  it("reads the interest it actually paid in cash, and additions to an asset as the cash flow", () => {
    expect(answer("NFLX 2018: how many times over did operating income cover the interest it actually paid in cash?", 2018, netflix)).toMatch(/\*\*4\.27/);
    expect(answer("Netflix FY2018: what were additions to streaming content assets relative to revenues? Answer in percent.", 2018, netflix)).toMatch(/\*\*82\.6%\*\*/);
  });

  it("reads the taxes it actually paid, a clause with its verb after the noun", () => {
    expect(answer("Activision Blizzard 2020: divide the income taxes it actually paid by income before income tax expense.", 2020, activision)).toMatch(/806 \/ 2,616/);
  });

  it("says which operand it could not read rather than dividing a figure by itself", () => {
    expect(answer("MSFT FY2017: advertising revenue as a share of total revenue?", 2017, microsoft)).toMatch(/^\(no answer\) I could not read advertising revenue for FY2017/);
  });
});
