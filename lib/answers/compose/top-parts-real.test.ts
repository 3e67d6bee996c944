// "The top two segments by net sales": the first few parts of a ranking, by how many are asked —
// over wordings, and on a real segment table.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { asksWhichPart, partAnswer } from "./part-answer";
import { topPartsAsked } from "./top-parts-asked";

describe("how many of the first parts a ranking asks for", () => {
  it.each([
    ["What were Amazon's top two segments by net sales in FY2019?", 2],
    ["What were Nike's two largest geographic segments by revenue in fiscal 2019?", 2],
    ["Name Lockheed Martin's top three business segments by operating profit in 2022.", 3],
    ["Which were the biggest three regions by revenue for Coca-Cola in 2017?", 3],
    ["List the top-2 divisions by sales at General Mills in fiscal 2021.", 2],
  ] as const)("%s", (question, n) => {
    expect(topPartsAsked(question)).toBe(n);
    expect(asksWhichPart(question, readQuestion(question))).toBe(true);
  });

  it.each([
    "Who are its top 10 customers?",
    "What were the top two risks Amazon named in 2019?",
    "What was the top line in 2019?",
  ])("asks no number of parts: %s", (question) => {
    expect(topPartsAsked(question)).toBeNull();
  });
});

describe("the top parts of a real segment table", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    // Lockheed Martin 10-K 2022, segment table p77 (net sales and operating profit by business segment).
    const document = { id: "9a231730-0000-4000-8000-000000000000", companyId: "c", companyName: "Lockheed Martin Corporation", fiscalYear: 2022, fiscalQuarter: null, date: "2022-12-31" } as unknown as CatalogDocument;
    const all = await corpusPages("9a2317300d0f1e26.pdf");
    pages = [{ ref: citationRef(document.id, 77), document, pageNumber: 77, kind: "financial-table", score: 1, content: all[76]!.markdown }];
  });

  it("names the first three in order, the first in bold, the rest behind them", () => {
    const question = "What were Lockheed Martin's top three business segments by operating profit in 2022?";
    const text = partAnswer(question, readQuestion(question), 2022, pages)?.text ?? "";
    expect(text).toMatch(/^The top 3 by operating income for FY2022: Aeronautics first with \*\*\$2,866 million\*\*.*then Rotary and Mission Systems \(\$1,673 million\), Missiles and Fire Control \(\$1,635 million\); behind them Space \(\$1,045 million\)\./);
  });
});
