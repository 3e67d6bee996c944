// The size of a move asked ("by how much", "in dollars", "the largest dollar increase"): the move
// leads in bold, the two levels beside it — over wordings, and on a real segment table.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { moveAmountAsked } from "./move-amount-asked";
import { partAnswer } from "./part-answer";

describe("whether the size of a move is asked", () => {
  it.each([
    "PEP Q2 2023 — which division's net revenue fell year over year, and by how much?",
    "Which of Microsoft's segments saw the largest dollar increase in revenue in fiscal 2017?",
    "How much did its largest segment's operating income rise in 2022?",
  ])("%s", (question) => {
    expect(moveAmountAsked(question)).toBe(true);
  });

  it.each([
    "Which segment grew fastest in 2022?",
    "Which division had the highest operating margin?",
    "Which region's revenue fell the most in percentage terms?",
    "Which Lockheed Martin segment's net sales grew the most in dollars from 2019 to 2020?",
    "Which business segment had the biggest year-over-year drop in net sales, in $ millions?",
  ])("asks no size: %s", (question) => {
    expect(moveAmountAsked(question)).toBe(false);
  });
});

describe("a move's size leading the answer on a real segment table", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    // Lockheed Martin 10-Q Q2 2022, p35: net sales and operating profit by business segment.
    const document = { id: "4039c998-0000-4000-8000-000000000000", companyId: "c", companyName: "Lockheed Martin Corporation", companyTickers: [], fiscalYear: 2022, fiscalQuarter: 2, date: "2022-06-26" } as unknown as CatalogDocument;
    const all = await corpusPages("4039c9985845dd60.pdf");
    pages = [{ ref: citationRef(document.id, 35), document, pageNumber: 35, kind: "segment-table", score: 1, content: all[34]!.markdown }];
  }, 60_000);

  it("bolds the drop, not the level after it", () => {
    const question = "Which Lockheed Martin business segment's net sales fell year over year in the second quarter of 2022, and by how much?";
    const text = partAnswer(question, readQuestion(question), 2022, pages)?.text.split("\n")[0] ?? "";
    expect(text).toMatch(/^Aeronautics fell (?:the most )?in revenue: \*\*-\$804 million\*\* \(from \$6,666 million .* to \$5,862 million .*\)/);
  });

  it("keeps the level in bold when only which part moved most is asked", () => {
    const question = "Which Lockheed Martin business segment had the biggest year-over-year drop in net sales in the second quarter of 2022?";
    const text = partAnswer(question, readQuestion(question), 2022, pages)?.text.split("\n")[0] ?? "";
    expect(text).toMatch(/^Aeronautics fell the most in revenue: \*\*\$5,862 million\*\*/);
  });
});
