// Parts ranked by a margin said in words — "the thinnest", "the slimmest", "the better … margin",
// "the most profitable as a percentage of sales", a segment row named in a definition — over
// wordings, and on a real segment table.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { asksWhichPart, partAnswer } from "./part-answer";
import { partExtreme, profitShareAsked } from "./part-ratio-asked";

describe("the end of a ranking and a margin said in words", () => {
  it.each([
    ["Which PepsiCo division had the slimmest operating margin in the 12 weeks ended June 17, 2023?", "min"],
    ["Which reportable segment had the thinnest operating profit margin in fiscal 2023?", "min"],
    ["Which segment earned the better Adjusted EBIT margin, Flexibles or Rigid Packaging?", "max"],
    ["Which segment had the worse operating margin, Space or Aeronautics?", "min"],
    ["Which division ran the fattest margin last year?", "max"],
  ] as const)("%s", (question, end) => {
    expect(partExtreme(question, readQuestion(question))).toBe(end);
  });

  it.each([
    "Which segment was the most profitable as a percentage of its segment net revenues in 2020?",
    "Which of its four business segments was the most profitable as a percentage of sales in 2022?",
    "Which division is least profitable relative to revenue?",
  ])("operating profit over sales: %s", (question) => {
    expect(profitShareAsked(question)).toEqual(["operatingIncome", "revenue"]);
  });

  it("asks no margin of a company called profitable", () => {
    expect(profitShareAsked("Was the company profitable in 2022?")).toBeUndefined();
  });
});

describe("segments ranked by a margin said in words on a real segment table", () => {
  let pages: CitablePage[];

  beforeAll(async () => {
    // Lockheed Martin 10-K 2022, p77: net sales and operating profit by business segment (the segment note).
    const document = { id: "9a231730-0000-4000-8000-000000000000", companyId: "c", companyName: "Lockheed Martin Corporation", companyTickers: [], fiscalYear: 2022, fiscalQuarter: null, date: "2022-12-31" } as unknown as CatalogDocument;
    const all = await corpusPages("9a2317300d0f1e26.pdf");
    pages = [{ ref: citationRef(document.id, 77), document, pageNumber: 77, kind: "segment-table", score: 1, content: all[76]!.markdown }];
  }, 60_000);

  const lead = (question: string) => {
    const reading = readQuestion(question);
    expect(asksWhichPart(question, reading)).toBe(true);
    return partAnswer(question, reading, 2022, pages)?.text.split("\n")[0] ?? "";
  };

  it("reads 'the most profitable as a percentage of sales' as the operating margin", () => {
    expect(lead("Which of Lockheed Martin's four business segments was the most profitable as a percentage of sales in 2022?")).toMatch(/^Missiles and Fire Control had the highest operating margin for FY2022: \*\*14\.4%\*\*/);
  });

  it("reads 'the slimmest operating margin' as the lowest", () => {
    expect(lead("Which Lockheed Martin segment had the slimmest operating margin in 2022?")).toMatch(/^Space had the lowest operating margin for FY2022: \*\*9\.1%\*\*/);
  });

  it("reads a segment row named in a definition as the line item", () => {
    expect(lead("Which Lockheed Martin segment had the thinnest margin in 2022 (segment operating profit divided by segment net sales)?")).toMatch(/^Space had the lowest .* for FY2022: \*\*9\.1%\*\*/);
  });
});
