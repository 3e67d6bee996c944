// "How many of its segments reported an operating loss?": the parts of a segment table counted on
// one side of zero, the count in bold first, each part's figure cited — over wordings and on real
// segment tables.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { partsCountAnswer } from "./parts-count-answer";
import { partsCountAsked } from "./parts-count-asked";

describe("which side of zero a count of parts asks for", () => {
  it.each([
    ["How many of Amazon's segments reported an operating loss in fiscal 2016?", "loss"],
    ["How many segments were unprofitable at Boeing in 2020?", "loss"],
    ["How many of Lockheed Martin's business segments were profitable in 2022?", "profit"],
    ["How many of MGM's regions posted operating losses in 2020?", "loss"],
  ] as const)("%s", (question, side) => {
    expect(partsCountAsked(question)).toBe(side);
  });

  it.each([
    "How many segments does Amazon report?",
    "How many employees did Nike have in 2019?",
    "What was Amazon's operating loss in its International segment in 2016?",
  ])("counts no parts by a side of zero: %s", (question) => {
    expect(partsCountAsked(question)).toBeNull();
  });
});

describe("parts counted on real segment tables", () => {
  const page = async (file: string, id: string, company: string, year: number, n: number): Promise<CitablePage> => {
    const document = { id, companyId: "c", companyName: company, fiscalYear: year, fiscalQuarter: null, date: `${year}-12-31` } as unknown as CatalogDocument;
    const all = await corpusPages(`${file}.pdf`);
    return { ref: citationRef(document.id, n), document, pageNumber: n, kind: "financial-table", score: 1, content: all[n - 1]!.markdown };
  };
  let amazon: CitablePage;
  let lockheed: CitablePage;

  beforeAll(async () => {
    // Amazon 10-K 2016, segment information p24 (International's operating loss in 2016).
    amazon = await page("ff3799690fd1f82e", "ff379969-0000-4000-8000-000000000000", "Amazon.com, Inc.", 2016, 24);
    // Lockheed Martin 10-K 2022, segment table p77.
    lockheed = await page("9a2317300d0f1e26", "9a231730-0000-4000-8000-000000000000", "Lockheed Martin Corporation", 2022, 77);
  });

  it("counts the segments below zero and names them", () => {
    const question = "How many of Amazon's segments reported an operating loss in fiscal 2016?";
    const text = partsCountAnswer(question, readQuestion(question), 2016, [amazon])?.text ?? "";
    expect(text).toMatch(/^\*\*1\*\* of the 3 parts compared reported a loss on operating income for FY2016 \[[^\]]+\]: International \(-\$1,283 million\)/);
  });

  it("counts the profitable ones when those are asked", () => {
    const question = "How many of Lockheed Martin's business segments were profitable in 2022?";
    expect(partsCountAnswer(question, readQuestion(question), 2022, [lockheed])?.text).toMatch(/^\*\*4\*\* of the 4 parts compared reported a profit/);
  });
});
