// A ratio per part told as a division to carry out for each part ("divide each segment's net income
// by its segment net sales"): read over wordings, and computed on a real segment table.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { partAnswer } from "./part-answer";
import { partQuotientAsked } from "./part-quotient-asked";

describe("a division asked for each part", () => {
  it.each([
    ["Divide each segment's net income by its segment net sales. Which segment comes out on top?", ["netIncome", "revenue"]],
    ["GIS fiscal 2021: divide each reportable segment's operating profit by its net sales. Which segment has the highest margin?", ["operatingIncome", "revenue"]],
    ["Take each business segment's operating profit divided by its net sales: which is lowest?", ["operatingIncome", "revenue"]],
    ["Amazon 2018: divide each segment's operating income by that segment's net sales.", ["operatingIncome", "revenue"]],
    ["Looking at every region's operating income as a percentage of its revenue, which region leads?", ["operatingIncome", "revenue"]],
  ] as const)("%s", (question, items) => {
    expect(partQuotientAsked(question)).toEqual(items);
  });

  it.each([
    "Which segment had the highest net income?",
    "Divide net income by revenue for 2019.",
    "Divide each segment's revenue by the company's total revenue.",
  ])("asks no division per part: %s", (question) => {
    expect(partQuotientAsked(question)).toBeUndefined();
  });
});

describe("the division per part on a real segment table", () => {
  let pages: CitablePage[];
  beforeAll(async () => {
    // Lockheed Martin 10-K 2019 p36: net sales and operating profit by business segment.
    const document = { id: "e1f294d7-0000-4000-8000-000000000000", companyId: "c", companyName: "Lockheed Martin Corporation", fiscalYear: 2019, fiscalQuarter: null, date: "2019-12-31" } as unknown as CatalogDocument;
    const all = await corpusPages("e1f294d7d130f850.pdf");
    pages = [{ ref: citationRef(document.id, 36), document, pageNumber: 36, kind: "financial-table", score: 1, content: all[35]!.markdown }];
  });

  it("ranks the parts by the quotient, not by the numerator", () => {
    const question = "For Lockheed Martin in 2019, take each business segment's operating profit divided by its net sales: which segment is lowest?";
    const text = partAnswer(question, readQuestion(question), 2019, pages)?.text ?? "";
    expect(text).toMatch(/^Rotary and Mission Systems had the lowest .*: \*\*9\.4%\*\*/);
  });
});
