// The part at a place in the ranking other than the first ("the second largest"): read over
// wordings, and answered on a real segment table with the parts before it named.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { partAnswer } from "./part-answer";
import { placeAsked } from "./part-place-asked";

describe("the place in the ranking asked", () => {
  it.each([
    ["Which group was the second largest after online stores?", 2],
    ["Which segment had the second-highest operating income?", 2],
    ["the third largest region by sales", 3],
    ["Which segment had the 2nd lowest margin?", 2],
    ["Which segment had the highest operating income?", 1],
    ["What was its second-quarter revenue, and which segment was largest?", 1],
  ] as const)("%s", (question, place) => {
    expect(placeAsked(question)).toBe(place);
  });
});

describe("the second part of a real segment table", () => {
  let pages: CitablePage[];
  beforeAll(async () => {
    // Lockheed Martin 10-K 2019 p36: net sales and operating profit by business segment.
    const document = { id: "e1f294d7-0000-4000-8000-000000000000", companyId: "c", companyName: "Lockheed Martin Corporation", fiscalYear: 2019, fiscalQuarter: null, date: "2019-12-31" } as unknown as CatalogDocument;
    const all = await corpusPages("e1f294d7d130f850.pdf");
    pages = [{ ref: citationRef(document.id, 36), document, pageNumber: 36, kind: "financial-table", score: 1, content: all[35]!.markdown }];
  });

  it("answers the second largest, behind the largest", () => {
    const question = "Lockheed Martin's 2019 business segments by net sales: which one was the second largest?";
    const text = partAnswer(question, readQuestion(question), 2019, pages)?.text ?? "";
    expect(text).toMatch(/^Rotary and Mission Systems had the second-highest revenue for FY2019: \*\*\$15,128 million\*\* .*, behind Aeronautics \(\$23,693 million\) and ahead of Space \(\$10,860 million\)/);
  });

  it("answers the second smallest, above the smallest", () => {
    const question = "Which Lockheed Martin segment had the second-lowest operating profit in 2019?";
    const text = partAnswer(question, readQuestion(question), 2019, pages)?.text ?? "";
    expect(text).toMatch(/^Rotary and Mission Systems had the second-lowest operating income for FY2019: \*\*\$1,421 million\*\* .*, above Space \(\$1,191 million\)/);
  });
});
