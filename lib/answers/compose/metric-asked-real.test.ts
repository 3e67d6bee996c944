// Metrics asked in the ways analysts write them, answered from a real filing's statements: the
// shorthand "YoY", a balance taken at the year-end, a share asked with "as a percentage of", and
// the cash conversion cycle by name or by its terms.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { answerFromFigures } from "./from-figures";

describe("metrics asked of 3M's 2021 10-K", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    // 3M 10-K 2021: income statement p45, balance sheet p47.
    const document = { id: "8198a354-0000-4000-8000-000000000000", companyId: "c", companyName: "3M Company", fiscalYear: 2021, fiscalQuarter: null, date: "2021-12-31" } as unknown as CatalogDocument;
    const all = await corpusPages("ba87f86df45ba4c6.pdf");
    const page = (n: number, kind: CitablePage["kind"]): CitablePage => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind, score: 1, content: all[n - 1]!.markdown });
    pages = [page(45, "income-statement"), page(47, "balance-sheet")];
  });

  const answer = (question: string): string => {
    const outcome = answerFromFigures(question, readQuestion(question), 2021, pages);
    return outcome && "written" in outcome ? outcome.written.text : `(no answer) ${outcome && "preface" in outcome ? outcome.preface.text : ""}`;
  };

  it("reads \"YoY\" as how the years are compared, not as a part of the company", () => {
    expect(answer("3M fiscal 2021 YoY revenue growth %?")).toMatch(/grew \*\*9\.85%\*\* year over year/);
  });

  it("takes total assets at the year-end when the question says so, and their average otherwise", () => {
    expect(answer("What was 3M's fiscal 2021 return on assets, computed on year-end total assets?")).toMatch(/= 5,929 \/ 47,072 = 12\.60%/);
    expect(answer("What was 3M's return on assets in fiscal 2021?")).toMatch(/5,929 \/ \(\(47,072 \+ 47,344\) \/ 2\)/);
  });

  it("answers a share asked with \"as a percentage of\" after an imperative", () => {
    expect(answer("Calculate 3M's net income as a percentage of revenue for fiscal 2021.")).toMatch(/net profit margin for FY2021 is \*\*16\.8%\*\*/);
  });

  it("computes the cash conversion cycle by name and by its terms", () => {
    const named = answer("What was 3M's cash conversion cycle in fiscal 2021?");
    expect(named).toMatch(/cash conversion cycle for FY2021 is \*\*86\.03 days\*\*/);
    expect(answer("What was 3M's cash conversion cycle in fiscal 2021 (DIO + DSO − DPO, each on average balances)?")).toMatch(/\*\*86\.03 days\*\*/);
  });
});
